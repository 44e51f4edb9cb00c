"""Dragon Ball Super Card Game card definitions, loaded once from `cards/*.toml` (format:
CARDS.md) and validated with pydantic; a loading error names the file, the line, the card and
the field. One card pool and one vocabulary serve both editions (dbscg 2-3, dbs-masters 2-1):
what only the Masters rules have is marked so (`MSkill`, the Z fields)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from ...engine.cards import read_card_folder, read_cards
from .op_tables import MK_EFFECTS, MK_READS, unhandled

Color = Literal["red", "blue", "green", "yellow", "black"]
COLORS: tuple[str, ...] = get_args(Color)                     # dbscg 2-4-1-1, dbs-masters 1-8-1
Keyword = Literal["blocker", "double_strike", "triple_strike", "quadruple_strike", "critical", "barrier",
                  "dual_attack", "triple_attack", "energy_exhaust", "revenge", "indestructible", "deflect",
                  "unique", "ultimate", "super_combo", "dragon_ball", "victory_strike", "offering", "heroic",
                  "villainous", "vortex", "summoner", "universe7_fighter",     # [Warrior of Universe 7] (masters 22-19)
                  "unaffected", "unaffected_opp"]    # "isn't affected by (your opponent's) skills" (masters 20-4, dbscg 4-13)


# What an [Auto] triggers on (timing.py, skills.py) and what a [Counter] answers (counter.py).
AutoWhen = Literal["played", "attacks", "end_of_your_turn", "evolved", "union_played", "over_realm_played", "aegis",
                   "leader_awakens", "swap_played", "opp_battle_attacks", "comboed",
                   "start_of_your_turn", "attacks_leader", "charge_start", "main_start", "main_end", "attack_step",
                   "defense_step", "damage_step", "damage_step_end", "hand_empty",
                   "you_play", "energy_readied", "power_raised", "energy_to_zenergy", "you_combo",   # events.py
                   "union_fusion", "end_of_opp_turn",
                   "you_attack", "you_swap", "life_added",      # events.py: "When your <card> attacks", "When
                   #   you activate [Swap] (on one of your <card>)", "When you add a card from your life to your hand"
                   "placed_leader",        # "When this card is placed in your Leader Area" (masters 22-46-6-3)
                   "battle_end_self",      # "After using this card in a battle" (the end of its battle, 8-5-9)
                   "kos",                  # "When this card KOs a Battle Card in battle" (dbscg 7-4-1-4-4-1)
                   "end_of_each_turn"]     # "At the end of you and your opponent's turns"
CounterWhen = Literal["attack", "play", "counter", "battle_card_attack"]
AUTO_WHEN: tuple[str, ...] = get_args(AutoWhen)
PERMITS = ("rest_combo", "active_attack", "battle_lock")    # [Permanent] permissions (permissions.py)
COUNTER_WHEN: tuple[str, ...] = get_args(CounterWhen)


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Pick(_Strict):
    """A card a skill describes ("a red <<Android>> card with an energy cost of 1", "a <Son Goku>,
    <Vegeta>, or <Trunks: Future> card, all red and with [EX-Evolve]"): every field given must hold
    (`picks.fits`). A character name or trait is read on the card's visible side."""

    characters: tuple[str, ...] = ()          # one of these character names
    trait: str = ""                           # a <<special trait>>
    color: tuple[Color, ...] = ()             # "red": a red card, multicolour included (masters 1-8-1)
    mono: bool = False                        # "mono-red": no other colour
    cost: int = -1                            # "with an energy cost of N" (-1: any; 2-11-3: the larger count)
    card_type: Literal["", "Battle", "Extra", "Unison", "Leader"] = ""
    ex_evolve: bool = False                   # "with [EX-Evolve]"
    name: str = ""                            # "{card name}" (masters 2-3-2): the name of the visible side
    max_cost: int = -1                        # "with an energy cost of N or less" (a Leader has none)
    min_cost: int = -1                        # "with an energy cost of N or more"
    swap: bool = False                        # "with [Swap]"
    keyword: Keyword | Literal[""] = ""       # "with [Blocker]": a keyword it has now
    z: bool = False                           # a Z-card ("Z-Battle Card", "Z-Leader", masters 14-1)
    non_leader: bool = False                  # "non-Leader cards"


class Do(_Strict):
    """One effect of a skill, done in printed order (dbscg 1-3-7)."""

    op: Literal["draw", "power", "ready", "ko", "negate_attack", "negate_counter", "played_rest", "token",
                "rest", "warp", "damage", "play_self", "gain", "ready_energy", "bottom",
                "bounce", "opp_discard", "give_control", "mill", "warp_to_drop", "alliance_power", "negate_opp_skills",
                "rejuvenate", "loot", "play_card",    # rejuvenate.py: [Rejuvenate]'s effect (masters 22-42-4), "you may discard 1: draw n"
                "draw_upto", "skip", "activate_extra", "play_moved",   # M5: masters 5-1-4, 20-13, 9-11, 9-12
                "reveal_hand_discard",         # "your opponent reveals their hand; choose 1 ... Drop Area" (20-11)
                "tutor", "remove_drop", "flip",     # wish.py: search areas, remove from the Drop, flip the Leader
                "search",      # look at the top N, add up to 1 (masters_keywords.search)
                "life_to_hand",    # "add cards from your life to your hand until you have N life left"
                "hand_to_top",     # "place N card(s) from your hand on top of your deck"
                "top",             # choose_opp_battle: "place it on top of its owner's deck"
                "remove_self",     # "remove this card from the game" (a Z-Leader: masters 15-1-5)
                "drop_to_zenergy",     # "add up to N <pick> cards from your Drop to your Z-Energy"
                "drop_moved",      # later: "place that card (the one this skill played) in your Drop"
                "gain_name",       # "this card gains <`characters`> for the turn" (a character name)
                "drop_under",      # "place up to N <pick> cards from your Drop under this card" (unders.py)
                "combo_card"]      # "use up to 1 <pick> card from your <zone> in a combo" (masters 5-7-3-1)
    who: Literal["self", "choose_own_battle", "choose_opp_battle", "all_opp_battle",
                 "own_leader", "choose_own", "choose_any", "played"] = "self"   # own_leader: "your Leader"
    #                         (`masters` power only); all_opp_battle: "choose all of your opponent's Battle
    #                         Cards" (power); choose_own / choose_any: "choose up to N of your <pick> cards" /
    #                         "choose up to N <pick>" among the Leaders and Battle Cards (masters 20-1-6,
    #                         targets.py); played: "the played card" of a you_play [Auto]
    n: int = 1
    count: int = 1           # power with who = choose_own_battle / choose_opp_battle: how many cards are
    #                         chosen ("choose up to `count` ... and it gets `n` power"; n is the amount)
    max_cost: int = 99       # ko / warp / rest: the highest energy cost that may be chosen
    until: Literal["turn", "battle", "main", "next_turn", "opp_next_turn", "opp_next_turn_end"] = "turn"
    #                         masters 7-2-4: "until the start of your (opponent's) next turn" ends at the
    #                         start of that turn; opp_next_turn_end: "until the end of your opponent's
    #                         next turn" (timing.until_of)
    later: Literal["", "next_main", "opp_next_main", "end_of_turn", "next_turn", "opp_next_turn",
                   "opp_end_of_turn"] = ""    # opp_end_of_turn: "at the end of your opponent's turn"
    #                         a delayed effect (masters 1-7-2-1-1 / 1-7-2-2-1): done at that timing (timing.py)
    otherwise: bool = False  # "Otherwise, ...": only if the previous effect could not be done at all (masters 20-17)
    phase: Literal["", "charge", "main"] = ""   # skip: "your opponent skips their next <phase>" (masters 20-13)
    not_trait: str = ""      # "non-<<trait>>" cards only (masters 20-20-3)
    not_character: str = ""  # "non-<character>" cards only (masters 20-20-2)
    max_power: int = 0       # choose: "with N power or less" (0: any)
    original: bool = False   # max_power reads the original (printed) power (masters 20-3)
    barrier: bool = False    # "ignoring [Barrier]" (dbscg 10-16)
    keyword: Keyword | Literal[""] = ""      # gain: the keyword gained
    token: str = ""          # token: the code of the token card made (dbscg 10-18-2)
    upto: bool = True        # "choose up to N" (0 allowed) or "choose N" (as many as possible, 8-5-3-1)
    if_opp_life_ge: int = 0  # "if your opponent has N or more life" (a condition of this effect only)
    if_milled_black: bool = False   # "If all of the cards placed in your Drop Area are black"
    color: Color | Literal[""] = ""  # warp_to_drop / search: only cards of this colour
    trait: str = ""          # ready (choose_own_battle): only your <<trait>> cards
    if_attacking_battle: bool = False   # "If this card attacks a Battle Card"
    zone: Literal["", "hand", "zdeck", "drop", "under"] = ""   # play_card: "play up to 1 ... from your hand /
    #                                           Z-Deck / Drop / from under this card"; combo_card: from where
    areas: tuple[Literal["deck", "life", "drop"], ...] = ()   # tutor: "from your deck or life" (searched areas)
    to: Literal["hand", "drop", "combo"] = "hand"   # tutor: where the chosen cards go; search: "use up to 1
    #                                           <pick> in a combo" (combo) instead of adding it to the hand
    has: Keyword | Literal[""] = ""           # tutor / remove_drop: only cards with this printed keyword
    cost_le_energy: bool = False              # "with an energy cost less than or equal to your current energy"
    if_did: bool = False                      # "If you do/placed ...": only if the action before it was done (results.py)
    card_type: Literal["", "Battle", "Extra", "Unison"] = ""   # play_card: the card type played (n: markers)
    characters: tuple[str, ...] = ()          # search: the character names of the card added; gain_name
    unison_cost: int = 0                      # search: or a Unison Card with this specified cost
    pick: Pick | None = None                  # search / play_card / drop_to_zenergy: the card described
    zones: tuple[Literal["hand", "drop"], ...] = ()   # play_card: "from your hand or Drop" (instead of `zone`)
    rested: bool = False                      # play_card: "in Rest Mode"
    negate_played: bool = False               # play_card: "with its skills negated for the turn"
    per: Literal["", "under", "paid"] = ""    # power: "for each non-Leader card under this card" / "for
    #                                           each card placed ... by this skill" (the skill's cost)
    bottom_rest: bool = False                 # search: "and place the remaining cards at the bottom of your
    #                                           deck in any order" (instead of shuffling)
    names: tuple[str, ...] = ()               # search: "add up to 1 {name} or <pick> card"
    side: Literal["", "front", "back"] = ""   # flip: "flip this card to its front / back side" (nothing if it is)
    only_rested: bool = False                 # choose: "... in Rest Mode"
    if_opp_turn: bool = False                 # "Additionally, if it's your opponent's turn, ..." (this effect only)
    if_leader_trait: str = ""                 # "If your Leader Card is a <<trait>> card, <effect>" (a comma, no
    if_leader_color: tuple[Color, ...] = ()   #   colon): a condition of this effect, read as it is done (dbscg
    #                                           8-3-3, masters 9-1-3); the skill is activated whatever the Leader

    @model_validator(mode="after")
    def _handled(self) -> Do:
        why = unhandled(self)       # the registries are filled as the package loads (op_tables.py)
        if why:
            raise ValueError(why)
        return self


class Skill(_Strict):
    """[Auto] (when), [Activate Main]/[Activate Battle], [Permanent], [Counter] (when: the kind)."""

    kind: Literal["auto", "activate_main", "activate_battle", "permanent", "counter"]
    when: Literal[("",) + AUTO_WHEN + COUNTER_WHEN] = ""     # type: ignore[valid-type]
    condition: Literal["", "your_turn", "opp_turn"] = ""
    leader_color: tuple[Color, ...] = ()     # "(If) your Leader Card is <colour> (or <colour>) :" and
    leader_trait: str = ""                   # "(If) your Leader Card is a <<trait>> card :": before the colon, a
    #                                          condition of the skill, read when it is declared or triggers
    #                                          (dbscg 8-1-3, 8-4-1; masters 1-5-4, 1-6-1, 5-8-3), an Extra's
    #                                          too; the comma form "If ..., <effect>" is Do.if_leader_*
    power: int = 0                   # permanent: power while the condition holds
    gains: tuple[Keyword, ...] = ()  # permanent: keywords gained while the condition holds
    no_leader_attack: bool = False   # permanent: "This card can't attack Leader Cards."
    optional: bool = False
    once_per_turn: bool = False      # dbscg 10-11
    bond: int = 0                    # dbscg 10-23: valid while you have >= N Battle Cards
    bond_trait: str = ""             # [Bond X] <<trait>>: only Battle Cards with it count (masters 22-21-3-1)
    rejuvenate: bool = False         # [Rejuvenate] (masters 22-42): cost, 1 card under this card to the Drop
    remove_markers: int = 0          # cost: "remove N markers from this card" (not a [UNISON -X] skill)
    sparking: int = 0                # dbscg 10-29: valid while you have >= N cards in your Drop Area
    burst: int = 0                   # dbscg 10-30: cost, the top N cards of your deck to the Drop
    cost: int = 0                    # skill energy cost, (N) (dbscg 8-4-2-3)
    pips: dict[Color, int] = {}
    marker: int | None = None        # [UNISON +X/-X]: the marker cost (dbscg 8-4-2-5)
    discard: int = 0                 # cost: choose N cards in your hand and discard them
    from_hand: bool = False          # the skill is activated from the hand (dbscg 8-5-8)
    discard_color: Color | Literal[""] = ""   # skill cost: place 1 card of this colour from hand in the Drop
    sacrifice: int = 0               # cost: choose N of your Battle Cards and place them in the owner's Drop
    ko_self: bool = False            # cost: KO this card (an [Auto] cost, 8-1-5-2)
    also_dropped: bool = False       # when = played: "or it is placed in your Drop Area from your Battle Area by a skill"
    attacker_max_cost: int = 99      # when = opp_battle_attacks: the attacker's highest energy cost
    life_le: int = 0                 # condition: your life is at N or less
    opp_energy_ge: int = 0           # condition: your opponent has N or more energy
    hand_only: bool = False          # condition: this card is the only card in your hand
    alliance: tuple[Color, ...] = () # [Alliance X/Y] (dbscg 10-35): rest Battle Cards of these colours as the cost
    only_one: bool = False           # permanent: "Only 1 {this card} can be played in your Battle Area"
    aura_character: str = ""         # permanent of a [Field]: your <character> Battle Cards gain `gains`
    no_combo_from_battle: bool = False   # permanent: "can't be used in combos from Battle Areas"
    attack_active: bool = False      # permanent: "This card can attack Battle Cards in Active Mode"
    drop_extras: int = 0             # condition: N or more `drop_colors` multicolour Extra cards in your Drop
    drop_colors: tuple[Color, ...] = ()
    replace: Literal["", "warp", "minus_power", "discard"] = ""   # permanent replacement (dbscg 8-9)
    replace_opp_skill: bool = False  # the replacement applies only to a removal by an opponent's skill
    choose: int = 0                  # "Choose X —" (masters 20-2, dbscg 10-27): the `do` entries are the options
    spirit_boost: int = 0            # [Spirit Boost X] (masters 22-43): cost, remove X markers from your Unison
    spirit_boost_unison: str = ""    # "[Spirit Boost X] {Unison}": only from that Unison (22-43-3-1)
    limit: int = 0                   # [Limit X] (masters 22-44): X uses a turn among same-number copies
    mode_sizes: tuple[int, ...] = ()  # "Choose X —" options of several effects: how many `do` entries each
    wish: bool = False               # [Wish] (dbscg 10-28, masters 22-25): a Leader's activate skill, then it flips
    drop_dragon_balls: int = 0       # condition: "When there are N [Dragon Ball] cards in your Drop Area"
    rest_self: bool = False          # cost: "Switch this card to Rest Mode"
    no_attack: bool = False          # permanent: "This card can't attack."
    extra_tax: int = 0               # permanent: "your opponent can't activate Extra Cards unless they switch
    #                                  N of their energy to Rest Mode" (masters 20-14, unless.py)
    cost_of: Literal["", "play", "combo", "skill", "z", "swap"] = ""   # permanent cost change (costs.py, masters
    #                                  20-21); swap: "the skill cost of [Swap] on your <cost_pick> cards"
    cost_pick: Pick | None = None    # only the costs of cards fitting this description
    cost_whose: Literal["own", "opp"] = "own"    # whose costs change
    cost_trait: str = ""                         # only <<trait>> cards' costs
    cost_change: int = 0                         # (N) more (> 0) or less (< 0): the total
    cost_pips: dict[Color, int] = {}             # coloured spheres more (> 0) or less (< 0): colour cost and total
    pick: Pick | None = None         # when = you_play / you_attack / you_swap: "When you play a <pick> card"
    by_color: Color | Literal[""] = ""   # when = energy_readied: "... by one of your <colour> card skills"
    by_character: str = ""           # when = power_raised: "... by one of your <character> card skills"
    energy_ge: int = 0               # condition: "If you have N or more (energy_pick) energy"
    energy_pick: Pick | None = None  # e.g. mono-red
    discard_pick: Pick | None = None     # cost: the `discard` cards are of this description
    zenergy_cost: tuple[Pick, ...] = ()  # cost: "Place 1 <A> card (, 1 <B> card...) from your Z-Energy in
    #                                      their owners' Drops": one card each (masters 5-8)
    bounce_own: Pick | None = None   # cost: "Return 1 of your <pick> cards to its owner's hand"
    drop_unders: bool = False        # cost: "Place all non-Leader cards from under this card in their owners' Drops"
    rest_combo: Pick | None = None   # permanent: "You can use your <pick> Rest Mode cards in combos"
    active_attack: Pick | None = None    # permanent: "Your <pick> cards can attack your opponent's Battle
    #                                      Cards in Active Mode, and when your <pick> cards attack your
    #                                      opponent's Battle Cards, your opponent skips their Defense Step"
    battle_lock: bool = False        # permanent: "While this card is in a battle, you can't activate Extra
    #                                  skills or use cards in combos"
    leader_is: tuple[Pick, ...] = ()     # condition: "If your Leader is a <A> or a <B>" (its visible side)
    have: Pick | None = None         # condition: "If you have a <pick> in play" (Leader, Battle, Unison Areas)
    life_cost: int = 0               # cost: "Add N card(s) from your life to your hand" (masters 21-3-2's move)
    unders_cost: int = 0             # cost: "place N (other) <unders_pick> cards from under this card in their
    unders_pick: Pick | None = None  #   owners' Drops" (unders.py)
    do: tuple[Do, ...] = ()
    effects: Any = None              # the effects in the shared syntax instead of `do` (kernel.py)

    @field_validator("effects", mode="before")
    @classmethod
    def _kernel(cls, v: Any) -> Any:
        from ...engine.abilities.load import model_effects
        from .kernel import compile_effects

        return model_effects(compile_effects, v)

    def model_post_init(self, _ctx) -> None:
        if self.effects is not None and (self.do or self.kind not in ("auto", "activate_main", "activate_battle")):
            raise ValueError("`effects` (the shared syntax) replaces `do` of an [Auto] or [Activate] skill")
        if self.kind == "auto" and self.when not in AUTO_WHEN:
            raise ValueError(f"an auto skill needs when in {AUTO_WHEN}")
        if self.kind == "counter" and self.when not in COUNTER_WHEN:
            raise ValueError(f"a counter skill needs when in {COUNTER_WHEN}")
        if any(d.who == "own_leader" for d in self.do):
            raise ValueError("who = own_leader belongs to `masters` skills (MSkill)")




class MSkill(_Strict):
    """A skill of the Masters-only vocabulary, in a card's `masters` list (dbs-masters 22-40, 22-41,
    22-46, 22-47, 17-1-6; procedures in `masters_keywords.py`, `zcards.py`, `unison.py`): `kind` servant,
    overlord, z_stack (`x`, `character`: [Z-Stack X] <character>), z_awaken (`character`: the
    Leader's character names, "/" between them, and `colors` its colour, 22-46-3; `life_le`: its
    condition; `cost`/`pips` and `under_zenergy`: the skill cost),
    activate_main (`cost`/`pips`, `once_per_turn`, `do`: used without moving the card, e.g. a
    Z-Extra), auto (`when` = played, `do`) for cards whose other skills are here. `do` entries are
    `Do` effects of op_tables.MK_EFFECTS (masters_keywords.py fills it), done in printed order (0-2-3)."""

    kind: Literal["servant", "overlord", "z_awaken", "activate_main", "auto", "z_stack"]
    x: int = 0
    pick: Pick | None = None         # z_stack: the indicated card ("Blue <Krillin> and blue <Android 17> cards
    #                                  with energy costs of 5"), instead of a `character` name
    name: str = ""                   # z_awaken: "{Frieza, The Emperor Who Swore Revenge}": a Leader by card name
    when: Literal["", "played"] = ""
    colors: tuple[Color, ...] = ()
    cost: int = 0
    pips: dict[Color, int] = {}
    once_per_turn: bool = False
    character: str = ""
    life_le: int = 0                 # z_awaken: "when your life is at N or less"
    energy_rested: bool = False      # z_awaken: "all of your energy is in Rest Mode"
    under_zenergy: int = 0           # z_awaken cost: "place up to N of your Z-Energy under your Leader"
    skip_charge: bool = False        # z_awaken cost: "you skip your Charge Phase during your next turn"
    do: tuple[Do, ...] = ()

    def model_post_init(self, _ctx) -> None:
        for d in self.do:
            if d.op not in MK_EFFECTS:
                raise ValueError(f"a `masters` skill does {', '.join(sorted(MK_EFFECTS))}: not `op` = {d.op!r}")
            unread = sorted(d.model_fields_set - MK_READS[d.op] - {"op"})
            if unread or (d.who == "own_leader" and d.op != "power"):
                field = unread[0] if unread else "who"
                raise ValueError(f"`{field}` is not read by the `masters` op {d.op!r} (it reads "
                                 f"{', '.join(sorted(MK_READS[d.op]))})")


class Evolve(_Strict):
    """[Evolve] / [EX-Evolve] / [Xeno-Evolve] cost : <character> (dbscg 10-5)."""

    kind: Literal["evolve", "ex", "xeno"] = "evolve"
    cost: int = 0
    pips: dict[Color, int] = {}
    character: str


class Union(_Strict):
    """[Union-Fusion] / [Union-Potara] cost : <A> and <B> (dbscg 10-13-3/4)."""

    kind: Literal["fusion", "potara"]
    cost: int = 0
    pips: dict[Color, int] = {}
    characters: tuple[str, ...]
    color: Color | Literal[""] = ""          # "Green <A> and green <B>"


class OverRealm(_Strict):
    """[Over Realm X] / [Dark Over Realm X] (cost) (dbscg 10-15, 10-25)."""

    x: int
    dark: bool = False
    cost: int = 0
    pips: dict[Color, int] = {}


class Swap(_Strict):
    """[Swap X] cost : <<trait>> with an energy cost of X (dbscg 10-24)."""

    x: int
    cost: int = 0
    pips: dict[Color, int] = {}
    trait: str


class Absorb(_Strict):
    """[Union-Absorb] cost, place 1 <under> from your hand under this card : choose up to 1
    <character> with an energy cost of `max_cost` or less from your deck and place it on top of
    this card, then shuffle (dbscg 10-13-5)."""

    cost: int = 0
    pips: dict[Color, int] = {}
    under: str
    character: str
    max_cost: int = 99


class Successor(_Strict):
    """[Successor] (skill cost) (dbscg 10-41)."""

    cost: int = 0
    pips: dict[Color, int] = {}


class Arrival(_Strict):
    """[Arrival X/Y] (cost): play from hand in a battle when your Combo Area's original colours are
    X and Y (dbscg 10-32)."""

    colors: tuple[Color, ...]
    cost: int = 0
    pips: dict[Color, int] = {}


class Transmission(_Strict):
    """[Transmission XY] (masters 22-45): up to `n` markers of the Unisons of these colours (any
    colour when none is printed, 22-45-3-2) that go to your Drop as this Unison is played."""

    colors: tuple[Color, ...] = ()
    n: int


class Awaken(_Strict):
    """[Awaken] When your life is at N or less : (you may draw D cards and) flip this card (10-2).
    The later wording (masters 22-2): "[Awaken] When your life is at N or less, or you have E or
    more energy and <cards> in <areas>: You may draw D cards, switch this card and up to R of your
    energy to Active Mode, and add cards from your life to your hand until you have L life left";
    the card flips after the effects (22-2-4)."""

    life_le: int = 4
    draw: int = 0
    ready_energy: int = 0    # "you may choose up to N of your energy, switch them to Active Mode"
    optional: bool = False   # "You may <the effects>": chosen as it resolves; the flip is not (22-2-4)
    ready_self: bool = False     # "switch this card ... to Active Mode"
    life_to: int = 0         # "add cards from your life to your hand until you have N life left"
    or_energy_ge: int = 0    # "..., or you have N or more energy and" every `or_cards` in `or_areas`
    or_cards: tuple[Pick, ...] = ()
    or_areas: tuple[Literal["leader", "battle", "unison", "drop", "zenergy"], ...] = ("leader", "battle", "unison")
    or_under_ge: int = 0     # "..., or there are N or more cards under this card"


class Side(_Strict):
    """The back of a Leader: only the visible side exists (dbscg 2-3-2-1-2/3)."""

    name: str
    power: int
    character: str | None = None         # when the back names other characters (None: the front's)
    traits: tuple[str, ...] | None = None
    keywords: tuple[Keyword, ...] = ()
    skill: tuple[Skill, ...] = ()

    @cached_property
    def least_power(self) -> int:
        """The back's power before effects, its lowering [Permanent]s applied (_least_power)."""
        return _least_power(self)


def _least_power(side: Side | CardDef) -> int:
    """The power of a side before effects when its [Permanent]s that lower it all apply and those
    that raise it none: rule processing need not compute a power above 0 (dbscg 9-5, masters 21-6)."""
    return side.power + sum(s.power for s in side.skill if s.kind == "permanent" and s.power < 0)


class CardDef(_Strict):
    code: str
    name: str
    type: Literal["Leader", "Battle", "Extra", "Unison", "Token"]     # Token: made by an effect (10-18)
    color: tuple[Color, ...]
    cost: int = 0                       # total energy cost (dbscg 2-11-1)
    pips: dict[Color, int] = {}         # the colour cost
    power: int = 0
    combo_cost: int = -1                # -1: cannot combo (dbscg 3-7-3-1, dbs-masters 5-7-2)
    combo_power: int = -1
    character: str = ""
    traits: tuple[str, ...] = ()
    gains_traits: tuple[str, ...] = ()  # "[Permanent] This card gains <<X>> in all areas" (dbscg 2-6-6)
    keywords: tuple[Keyword, ...] = ()
    skill: tuple[Skill, ...] = ()
    awaken: Awaken | None = None
    back: Side | None = None
    evolve: Evolve | None = None
    union: Union | None = None
    over_realm: OverRealm | None = None
    swap: Swap | None = None
    arrival: Arrival | None = None
    aegis: tuple[Color, ...] = ()       # [Aegis X/Y] (dbscg 10-33): the colours to discard
    successor: Successor | None = None  # [Successor] (dbscg 10-41)
    absorb: Absorb | None = None        # [Union-Absorb] (dbscg 10-13-5)
    revive: tuple[Color, ...] = ()      # [Revive X/Y] (dbscg 10-37): the colours to discard
    field: bool = False                 # [Field] (dbscg 10-3)
    transmission: Transmission | None = None   # [Transmission XY] on a Unison (masters 22-45)
    x_cost: bool = False                # a Unison's X energy cost (dbscg 2-11-1-3-1)
    z: bool = False                     # a Z-card (dbs-masters 14-1-1): Z-Deck, never the main deck
    z_cost: int = 0                     # Z-Energy cost (dbs-masters 2-6, 1-4)
    z_deck_copies: int = 0              # "[Permanent] You can only include N copy of this card in your
    #                                     Z-Deck" (a deck-building [Permanent], dbs-masters 6-1-5-2-1)
    masters: tuple[MSkill, ...] = ()    # Masters-only keyword skills (MSkill, dbs-masters 22)
    text: str = ""

    def model_post_init(self, _ctx) -> None:
        # a Leader turns over by [Awaken], [Wish], or its own "flip this card to its back side" (BT21-100)
        turns = self.awaken is not None or any(s.wish or any(d.op == "flip" for d in s.do) for s in self.skill)
        if self.type == "Leader" and (self.back is None) != (not turns):
            raise ValueError("a Leader with an awaken, a [Wish] or a flip needs a back side, and the reverse")
        if self.type != "Leader" and (self.back or self.awaken):
            raise ValueError("only a Leader has two sides")
        if self.type == "Extra" and (self.power or self.combo_power >= 0):
            raise ValueError("an Extra card has no power")
        if self.type == "Unison" and self.combo_cost >= 0:
            raise ValueError("a Unison card cannot combo")
        if self.x_cost and self.type != "Unison":
            raise ValueError("only a Unison card has an X energy cost")

    @property
    def number(self) -> str:
        return self.code

    @property
    def masters_only(self) -> bool:
        """What only the Masters rules know: a Z-card (masters 14), a `masters` skill (22-40, 22-41,
        22-46, 22-47), [Transmission] (22-45), [Spirit Boost] (22-43) or [Limit] (22-44) on either
        side; the first rule manual has none of them (dbscg 10), so its games refuse such a card."""
        sides = self.skill + (self.back.skill if self.back else ())
        return self.z or bool(self.masters) or self.transmission is not None \
            or any(s.spirit_boost or s.limit for s in sides)

    @property
    def token(self) -> bool:
        """Made by an effect, never in a deck (dbscg 10-18, masters 19)."""
        return self.type == "Token"

    @property
    def battle(self) -> bool:
        """A Battle Card: printed as one, or a token (dbscg 10-18-1, masters 19-1-1)."""
        return self.type in ("Battle", "Token")

    @property
    def can_combo(self) -> bool:
        return self.combo_cost >= 0 and self.combo_power >= 0

    @property
    def pip_total(self) -> int:
        return sum(self.pips.values())

    @property
    def energy_cost(self) -> int:
        """The energy cost a skill reads: the total, or the colour cost when larger (2-11-3)."""
        return max(self.cost, self.pip_total)

    # What the skills on either side have, read once per definition: hot paths skip a card that
    # has none of what they look for.
    @cached_property
    def kinds(self) -> frozenset[str]:
        """The kinds of the skills, and "wish" when one is a [Wish]."""
        sides = self.skill + (self.back.skill if self.back else ())
        return frozenset({s.kind for s in sides} | ({"wish"} if any(s.wish for s in sides) else set()))

    @cached_property
    def least_power(self) -> int:
        """The front's power before effects, its lowering [Permanent]s applied (_least_power)."""
        return _least_power(self)

    @cached_property
    def auto_on(self) -> frozenset[str]:
        """What its [Auto]s trigger on."""
        return frozenset(s.when for s in self.skill + (self.back.skill if self.back else ()) if s.kind == "auto")

    @cached_property
    def permits(self) -> frozenset[str]:
        """The PERMITS fields its [Permanent]s have (permissions.py)."""
        return frozenset(f for s in self.skill + (self.back.skill if self.back else ()) if s.kind == "permanent"
                         for f in PERMITS if getattr(s, f))


_POOL_FLAGS: dict[tuple, tuple] = {}   # (id of a pool, test) -> (the pool, kept so its id is not reused; answer)
_LAST: dict[Callable, tuple] = {}       # test -> (the pool last asked, answer): one lookup on the hot path


def pool_has(cards: dict[str, CardDef], test: Callable[[Skill], bool]) -> bool:
    """Whether any skill (on either side) of the card pool passes `test`, answered once per pool:
    hot paths skip searching the board for what no card of the pool has."""
    last = _LAST.get(test)
    if last is not None and last[0] is cards:
        return last[1]
    key = (id(cards), test)
    hit = _POOL_FLAGS.get(key)
    if hit is None:
        hit = _POOL_FLAGS[key] = (cards, any(test(s) for c in cards.values()
                                             for s in c.skill + (c.back.skill if c.back else ())))
    _LAST[test] = hit
    return hit[1]


def load_file(path: Path) -> list[CardDef]:
    return read_cards(path, CardDef, ("skill",))


def load_all(folder: Path) -> dict[str, CardDef]:
    return read_card_folder(folder, CardDef, ("skill",), cache="dbs-cards")
