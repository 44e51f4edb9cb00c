"""FFTCG's part of the ability language, declared: its kinds, values, events, zones and the keys
of its abilities, selectors, patterns and conditions, with their readers; everything else is the
kernel's (docs/abilities.md; this game's card syntax: CARDS.md).

The modules that add FFTCG's verbs and keys (verbs.py and those it imports) register them on this
`LANG`; they import it from here, and verbs.py imports them, so that no module imports in a circle.
`verbs.LANG` is the complete language, the one card files are checked against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL
from ...engine.abilities.load import AbilityError, _Ctx, comparison, condition, selector
from . import instead

if TYPE_CHECKING:
    from ...engine.abilities.records import Sel

LANG = KERNEL.extend("fftcg")
for _v in ("gain_life", "lose_life"):
    del LANG.verbs[_v]     # FFTCG has no life total; mill, select, shuffle and may: printed text (text.py)
LANG.alias("break", "destroy")                 # 15.1.1.3
LANG.kinds = {"summon", "auto", "action", "special", "field", "warp",    # warp: warp.py
              "replacement"}     # a move from the Field replaced (instead.py)
LANG.values.update({
    "type": ("forward", "backup", "monster", "character", "summon"),
    "element": ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark"),
    # 9.5.1.3: every effect of Opus I–V ends with the turn; later cards: "until the end of your
    # opponent's turn" (host.lasting, turn.cleanup)
    "duration": ("turn", "permanent", "opponent_next_turn_end", "next_turn_end",
                 "while_on_field",     # "As long as X is on the field, ...": while the source stays (actions.arrived)
                 "battle",             # until the attack ends (battle_end.py)
                 "your_next_turn"),    # until the beginning of your next turn (turn.begin_turn)
    "phase": ("active", "draw", "main1", "attack", "main2", "end"),
    "what": ("haste", "brave", "first_strike", "back_attack", "cannot_attack", "cannot_block",
             "cannot_be_chosen_by_summons", "must_attack", "must_block", "must_be_blocked", "cannot_be_chosen_by_ex_bursts",
             "cannot_be_broken", "cannot_be_blocked",
             # protection.py: who may choose, dull, break or return it
             "cannot_be_chosen", "cannot_be_chosen_by_abilities", "cannot_be_chosen_by_opponent",
             "cannot_be_chosen_by_opponent_summons", "cannot_be_chosen_by_opponent_abilities",
             "cannot_become_dull_by_opponent", "cannot_be_broken_by_opponent", "cannot_be_returned_by_opponent",
             "cannot_be_chosen_by_opponent_backups", "must_be_chosen_by_opponent",
             "cannot_be_broken_by_opponent_effects", "cannot_use_abilities",
             # combat.py, turn.py
             "cannot_form_party", "party_any_element", "does_not_activate",
             "can_attack_twice", "can_only_be_blocked_by_cost_le", "cannot_block_weaker",     # attacks.py, chars.may_block
             "deals_no_damage", "breaks_after_battle",      # battle_end.py
             # instead.py: replacements of a move from or onto the Field (11.12.5)
             *instead.FLAGS),
})
LANG.events -= {"destroys", "becomes_active", "phase_ends"}  # not raised yet
LANG.events |= {"chosen",     # chosen as a target (`player`: who chose; `by`: a summon or an ability)
                "party_attacks",   # a Party is declared as the attacker (15.1.1.9; `player`: whose)
                "dealt_damage",    # a Forward is dealt damage (`player`: who dealt it; `by`: battle, summon, ability)
                "party_damage",    # an unblocked Party deals damage to a player (`player`: whose Party)
                "search",          # a player searches their deck (`card`: the source searching; `player`: who)
                "chosen_by_character",  # chosen by an ability of a Character (`player`: whose; `other`: that Character)
                "cast_card",       # a player casts a card, a Character or a Summon (cast_record.py; `player`: who)
                "point_damage",    # a player receives a point of damage (6.5.2: `player` who; `card`: the card put in the Damage Zone)
                "action_used",     # a Character's action ability is used (11.6: `card` that Character; `player` its controller)
                "dealt_damage_by_character"}    # a Forward is dealt damage by a Character (`other`: that Character)
# the events that come from a Summon or ability on the stack: its stack item is `origin` (play.py)
LANG.origin_events |= {"chosen", "chosen_by_character", "action_used"}
LANG.zones = {"field", "hand", "deck", "break", "stack", "removed", "damage"}
LANG.rounding.add("1000up")                    # 4.2: halves round up to a multiple of 1000


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise AbilityError(where, f"expected true or false, got {v!r}")
    return v


def _one_of(*allowed: str) -> Any:
    """A reader of a key that takes one of `allowed`."""
    def read(v: Any, where: str) -> str:
        if v not in allowed:
            raise AbilityError(where, f"{v!r} is not one of {', '.join(allowed)}")
        return v
    return read


_timing = _one_of("your_turn", "your_main_phase")


def _cmp(v: Any, where: str) -> Any:
    return comparison(v, where, _Ctx(LANG))


def _sel(v: Any, where: str) -> Any:
    if not isinstance(v, dict):
        raise AbilityError(where, f"expected a selector table, got {v!r}")
    return selector(v, where, _Ctx(LANG))


def printed_sel(keys: tuple[str, ...], what: str) -> Any:
    """A reader of a selector of printed facts only (`keys`): the cards a turn record keeps are
    matched whatever became of them, by what is printed on them (entered_record, left_record)."""
    def read(v: Any, where: str) -> Sel:
        if isinstance(v, dict) and set(v) - set(keys):
            raise AbilityError(where, f"{what} is known by {', '.join(keys)} only")
        return selector(v, where, _Ctx(LANG))
    return read


def _warp_n(v: Any, where: str) -> int:
    if type(v) is not int or v < 1:
        raise AbilityError(where, f"a Warp value is a whole number above 0, got {v!r}")
    return v


def _keywords(v: Any, where: str) -> tuple[str, ...]:
    if not (isinstance(v, list) and v and all(k in LANG.values["what"][:4] for k in v)):
        raise AbilityError(where, f"expected a list of keywords ({', '.join(LANG.values['what'][:4])}), got {v!r}")
    return tuple(v)


def _distinct(v: Any, where: str) -> tuple:
    """`{ sel = {...}, ge = 3 }`: how many Elements the objects `sel` finds have between them."""
    if not isinstance(v, dict) or "sel" not in v or len(v) != 2:
        raise AbilityError(where, "expected { sel = {...}, <comparison> = N }")
    rest = {k: x for k, x in v.items() if k != "sel"}
    return selector(v["sel"], f"{where}.sel", _Ctx(LANG)), comparison(rest, where, _Ctx(LANG))


def _pick_if(v: Any, where: str) -> tuple:
    """`{ condition = C, pick = 2, up_to = true }`: "If C, select up to 2 of the 3 following actions
    instead" (read when the modes are selected: play.modes_to_select)."""
    if not (isinstance(v, dict) and set(v) <= {"condition", "pick", "up_to"} and "condition" in v
            and type(v.get("pick")) is int and v["pick"] >= 1 and type(v.get("up_to", False)) is bool):
        raise AbilityError(where, "expected { condition = {...}, pick = N, up_to = true|false }")
    return condition(v["condition"], f"{where}.condition", _Ctx(LANG)), v["pick"], v.get("up_to", False)


LANG.ability_keys.update({"ex": _bool, "timing": _timing, "warp": _warp_n,   # warp: "Warp 2 - {f}{1}"
                          "pick_if": _pick_if})
LANG.selector_keys.update({"attacking": _bool, "blocking": _bool,      # 7.2, 7.3 (base.ATTACKING, BLOCKING)
                           "party": _bool,                             # attacking in a Party (15.1.1.9)
                           "blocks_self": _bool,                       # blocking the card itself (10.1.3.2)
                           "battles_self": _bool,                      # blocking it, or blocked by it
                           "party_with_self": _bool,                   # attacking in a Party with it
                           "blocking_of": _sel,                        # blocking an attacker the selector finds
                           "entered_this_turn": _bool,                 # "that entered the field this turn"
                           "has": _keywords})                          # "Forwards with **Haste** or **Brave**"


def _zone(v: Any, where: str) -> str:
    if v not in LANG.zones:
        raise AbilityError(where, f"{v!r} is not a zone: {', '.join(sorted(LANG.zones))}")
    return v


def _nth(v: Any, where: str) -> int:
    if type(v) is not int or v < 1:
        raise AbilityError(where, f"expected a whole number of 1 or more, got {v!r}")
    return v


_by = _one_of("summon", "ability", "warp")      # warp: "enters the field due to Warp" (warp.py)


LANG.pattern_keys.update({"by": _by,           # "chosen by a Summon" / "by an ability"
                          "party": _bool,      # "when X forms a party and attacks"
                          "not_from": _zone,   # "other than from your hand"
                          # "damage": whom the card dealt damage to ("to a Forward", "to your opponent or to a Forward")
                          "dealt_to": _one_of("forward", "opponent_or_forward"),
                          "outside_phase": _one_of(*LANG.values["phase"]),
                          "broken": _bool,      # broken by a Summon or an ability (`player`: whose)
                          "party_with": _sel,   # "forms a party with X and attacks": another member matches
                          "members": _distinct,  # "When 2 or more X Forwards you control form a party and attack"
                          "cause": _one_of("you", "opponent"),   # "due to your Summons or abilities"
                          # "a fifth point of damage": the player's Damage Zone holds N cards; "the third
                          # card you've cast this turn": the player has cast N cards this turn
                          "nth": _nth,
                          # "When 1 or more Forwards you control are chosen by ...": once for all the
                          # cards one Summon or ability chose (its `origin`, actions.fire)
                          "one_or_more": _bool,
                          # dealt_damage_by_character: "receives damage from a Forward" (the Character dealing it now)
                          "dealer": _sel})
LANG.quantity_names.add("damage_received")     # the points of damage the player has received (the Damage Zone)
LANG.condition_keys["damage_received"] = _cmp  # "if you have received 5 points of damage or more"
LANG.condition_keys["distinct_elements"] = _distinct   # "3 or more different Element Backups"
LANG.condition_keys["ex_burst"] = _bool        # "if X results from an EX Burst" (its card in the Damage Zone)
