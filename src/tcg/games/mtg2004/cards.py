"""MTG 2004 card definitions: loaded once from `cards/*.toml`, validated, immutable, shared.

The file format and the effect vocabulary are described in CARDS.md. A loading error names the
file, the line, the card and the field. Deck files and their legality are in decks.py.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from ...engine.cards import read_card_folder, read_cards
from .combat_vocab import CombatText
from .filters import Filter, Target, as_target
from .statics import KEYWORDS, Static, TokenSpec
from .step_registry import CONDITIONS, QUANTITIES, READS, VERBS, WHO

COLORS = "WUBRG"
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}  # 212.6d
TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")              # 205.2a
WHEN = ("comes_into_play", "end_of_turn", "played", "attacks", "blocks", "becomes_blocked",
        # triggers.py: upkeeps (303.1), zone changes (410.10), delayed (404.4), state (410.11)
        "upkeep", "each_upkeep", "enchanted_controller_upkeep", "dies", "leaves_play", "any_dies",
        "any_comes_into_play", "delayed", "state",
        # play.py / verbs.py: madness (502.24a), "when you cycle" (502.18), "when turned face up" (502.26d)
        "madness", "cycled", "turned_face_up",
        # stack_effects.py: "whenever [this] deals combat damage to a player"
        "combat_damage_to_player",
        # choices_and_prohibitions.py: "whenever X becomes tapped" (406.5); combat.py: "whenever X blocks or becomes
        # blocked by a [subject] creature" (one trigger per such creature, its subject)
        "becomes_tapped", "blocks_or_blocked_by",
        # mana_triggers.py: triggered mana abilities (411.3)
        "tapped_for_mana", "enchanted_tapped_for_mana")
_COST = re.compile(r"^(\{([0-9]+|[WUBRGX])\})*$")
# What a mana ability (or an `add_mana` step) adds: "{G}{G}", "{W} or {U}", "any", "any_basic".
_MANA = re.compile(r"^any_basic$|^(any|(\{([0-9]+|[WUBRGC])\})+)( or (any|(\{([0-9]+|[WUBRGC])\})+))*$")


def _mana_cost(v: str) -> str:
    if not _COST.match(v):
        raise ValueError(f"mana cost {v!r}: write symbols like {{2}}{{G}}")
    return v


def _mana_made(v: str) -> str:
    if not _MANA.match(v):
        raise ValueError(f"mana {v!r}: write symbols like {{G}}{{G}}, '{{W}} or {{U}}', or 'any'")
    return v


def _named(kind: str, names: Collection[str], optional: bool = False) -> AfterValidator:
    """A field naming an entry of a vocabulary table of step_registry.py (read when the field is
    checked: the modules that extend the tables are loaded by then)."""
    def check(v: str) -> str:
        if (v or not optional) and v not in names:
            raise ValueError(f"unknown {kind} {v!r}; one of {', '.join(sorted(names))}")
        return v
    return AfterValidator(check)


ManaCost = Annotated[str, AfterValidator(_mana_cost)]   # a mana cost: "{2}{G}", "{X}{R}", ""
ManaMade = Annotated[str, AfterValidator(_mana_made)]   # what a mana ability adds (the default "" is not checked)
# Target groups: tables or shorthand names (targets.as_target).
Targets = Annotated[tuple[Target, ...], BeforeValidator(lambda v: tuple(as_target(x) for x in v))]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Step(_Strict):
    """One instruction of an effect (CARDS.md, Effect steps). `do` names a verb of the registry
    in verbs.py; the other fields are the verb's parameters."""

    do: Annotated[str, _named("verb", VERBS)]
    amount: int | str = 0        # a number, or a quantity name of verbs.QUANTITIES ("X", ...)
    power: int | str = 0
    toughness: int | str = 0
    to: Annotated[str, _named("recipient", WHO)] = "target"   # who or what it acts on: a name of verbs.WHO
    what: Filter | None = None   # with to = "all", or what a search/discard may take
    regenerate: bool = True      # False: "It can't be regenerated"
    counter: str = ""            # a counter kind ("+1/+1", "charge"...)
    keywords: tuple[str, ...] = ()
    zone: str = ""               # where a found or chosen card goes ("hand", "play", ...)
    may: bool = False            # "you may" decided on resolution (413.2c)
    # a condition of verbs.CONDITIONS ("kicked", "threshold"...)
    if_: Annotated[str, _named("condition", CONDITIONS, optional=True)] = Field("", alias="if")
    unless: ManaCost = ""        # a mana cost the affected player may pay to stop it ("unless ... pays {3}")
    divided: bool = False        # the amount is divided among the targets as announced (409.1e)
    until: str = "end_of_turn"
    token: TokenSpec | None = None   # the token a `token` step puts into play (216.1)
    ability: int = -1            # the card's ability a `delay` step sets up as a delayed trigger (404.4)
    mana: ManaMade = ""          # `add_mana`: the mana added ("{R}{R}{R}{R}{R}", 406.2)

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    @model_validator(mode="after")
    def _read_fields(self) -> Step:
        unread = sorted(self.model_fields_set - READS[self.do] - {"do", "may", "if_"})
        if unread:
            raise ValueError(f"`{unread[0]}` is not read by verb {self.do!r} (it reads "
                             f"{', '.join(sorted(READS[self.do])) or 'nothing more'})")
        return self

    @field_validator("amount", "power", "toughness")
    @classmethod
    def _qty(cls, v: int | str) -> int | str:
        if isinstance(v, str) and v.lstrip("-") not in QUANTITIES:
            raise ValueError(f"unknown quantity {v!r}; a number or one of {', '.join(sorted(QUANTITIES))}")
        return v


class CostPart(_Strict):
    """A cost other than mana (409.1f): sacrifice, discard, pay life, tap untapped permanents,
    return permanents to hand, remove counters (CARDS.md, Costs). `self = true`: this object."""

    pay: Literal["sacrifice", "discard", "life", "tap", "return", "remove_counter", "remove_from_graveyard"]
    what: Filter | None = None
    self_: bool = Field(False, alias="self")
    n: int = 1
    counter: str = ""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Mode(_Strict):
    """One mode of a modal spell or ability ("Choose one -", 409.1b)."""

    text: str = ""
    targets: Targets = ()
    effect: tuple[Step, ...] = Field(min_length=1)


class Ability(_Strict):
    """A spell's effect, an activated ability or a triggered ability (CARDS.md, Abilities)."""

    kind: Literal["spell", "activated", "triggered"] = "spell"
    cost: ManaCost = ""          # mana part of an activated ability's cost ({X} allowed)
    tap: bool = False            # {T} in the cost (104.4, 403.4)
    untap: bool = False          # {Q} in the cost
    costs: tuple[CostPart, ...] = ()   # other cost parts (sacrifice, discard, life...)
    zone: Literal["play", "hand", "graveyard"] = "play"   # where it can be activated (402.8)
    timing: Literal["", "sorcery"] = ""   # "Play this ability only any time you could play a sorcery" (403.5)
    once_per_turn: bool = False  # "Play this ability only once each turn"
    requires: str = ""           # a condition (verbs.CONDITIONS) for it to exist, e.g. threshold (502.23)
    when: Literal[WHEN] | None = None  # type: ignore[valid-type]
    subject: Filter | None = None      # "whenever a [subject] ..." (any_dies, any_comes_into_play)
    other: bool = False                # "whenever another ...": not this permanent
    intervening: str = ""        # intervening "if" (404.3): a condition of triggers.CONDITIONS
    target: Target | None = None       # one target group (shorthand for targets = [...])
    targets: Targets = ()
    choose: int = 1              # modes to choose
    modes: tuple[Mode, ...] = ()
    effect: tuple[Step, ...] = ()
    effects: Any = None          # a spell's effects in the shared syntax (kernel.py, docs/abilities.md)
    text: str = ""

    @field_validator("effects", mode="before")
    @classmethod
    def _kernel(cls, v):
        from ...engine.abilities.load import model_effects
        from .kernel import compile_effects

        return model_effects(compile_effects, v)

    @field_validator("target", mode="before")
    @classmethod
    def _target(cls, v):
        return None if v is None else as_target(v)

    @model_validator(mode="after")
    def _check(self) -> Ability:
        if self.target is not None:
            if self.targets and self.targets != (self.target,):
                raise ValueError("give either `target` or `targets`")
            object.__setattr__(self, "targets", (self.target,))
        elif self.targets:
            object.__setattr__(self, "target", self.targets[0])
        if self.kind == "triggered" and self.when is None:
            raise ValueError("a triggered ability needs `when`")
        if self.kind != "triggered" and self.when is not None:
            raise ValueError("`when` is only for triggered abilities")
        if self.effects is not None and (self.effect or self.modes or self.kind != "spell"):
            raise ValueError("`effects` (the shared syntax) is a spell's whole effect, without `effect` or `modes`")
        if not self.effect and not self.modes and self.effects is None:
            raise ValueError("an ability needs `effect` or `modes`")
        if self.modes and self.effect:
            raise ValueError("a modal ability has `modes` and no `effect`")
        groups = len(self.targets)
        need = {"target": 1, "target2": 2, "target3": 3, "target_controller": 1}
        for st in self.effect:
            if "to" in READS[st.do] and need.get(st.to, 0) > groups:   # the default `to` is a target
                raise ValueError(f"an effect step acts on `{st.to}` but the ability has {groups} target group(s)")
        return self


def mana_code(text: str) -> str:
    """A mana ability's production as pool letters (W U B R G, C colourless): "{G}{G}" -> "GG";
    "{W} or {U}" -> "W|U" (a choice made as it resolves, 406); "any" -> one mana of any colour;
    "any_basic" -> "**": one mana of any colour a basic land you control could produce (406.6)."""
    if text == "any_basic":
        return "**"
    out = []
    for opt in text.split(" or "):
        if opt == "any":
            out += list(COLORS)
            continue
        letters = ""
        for sym in re.findall(r"\{([^}]+)\}", opt):
            letters += "C" * int(sym) if sym.isdigit() else sym
        out.append(letters)
    return "|".join(out)


class ManaAbility(_Strict):
    """"{T}: Add [mana] to your mana pool[. This deals N damage to you.]" (406.1): `add` is
    "{G}{G}", "{W} or {U}", "{1}", or "any" ("one mana of any color"); `damage`: the other
    effect it has at the same time (406.1, 411.3)."""

    add: ManaMade
    damage: int = 0


class LandCycling(_Strict):
    """"[Type]cycling [cost]" (502.18c)."""

    cost: ManaCost
    subtype: str


class Half(_Strict):
    """One half of a split card (505)."""

    name: str
    cost: str
    type: str
    text: str = ""
    ability: tuple[Ability, ...] = Field(min_length=1)


class AltCost(_Strict):
    """An alternative cost written on the card (409.1b): mana and/or other cost parts paid
    "rather than" the mana cost."""

    cost: ManaCost = ""
    costs: tuple[CostPart, ...] = ()
    text: str = ""


class SpellsCost(_Strict):
    """"[Spells] you play cost {N} more/less to play" (409.1f): `amount` is added to their
    generic cost (negative: less; never below 0). `what` filters the spells; `shares_type_imprinted`:
    only spells sharing a card type with a card this permanent imprinted (502.34b)."""

    amount: int
    who: Literal["you", "any"] = "you"
    what: Filter | None = None
    shares_type_imprinted: bool = False


class CardModel(_Strict):
    code: str
    name: str
    cost: ManaCost = ""
    type: str                    # the printed 2002-03 type line, e.g. "Creature - Bear", "Enchant Creature"
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    keywords: tuple[Literal[KEYWORDS], ...] = ()  # type: ignore[valid-type]
    mana: ManaMade = ""          # "{T}: Add {G} to your mana pool." (a mana ability, 406; ManaAbility.add)
    mana_abilities: tuple[ManaAbility, ...] = ()   # more {T} mana abilities, or one with another effect
    ability: tuple[Ability, ...] = ()
    static: tuple[Static, ...] = ()
    # Costs and keywords of playing the card (502; CARDS.md, Keywords of playing):
    additional: tuple[CostPart, ...] = ()  # "As an additional cost to play X, ..." (409.1b, 203.4)
    alternative: tuple[AltCost, ...] = ()  # "You may ... rather than pay X's mana cost" (409.1b)
    kicker: AltCost | None = None      # 502.21 (a mana cost, or a table with cost parts)
    buyback: ManaCost = ""            # 502.16
    flashback: AltCost | None = None   # 502.22 (played from the graveyard, then removed from the game)
    entwine: ManaCost = ""            # 502.32
    cycling: ManaCost = ""            # 502.18a
    landcycling: LandCycling | None = None   # 502.18c
    madness: ManaCost = ""            # 502.24
    morph: ManaCost = ""              # 502.26 (the cost to turn it face up)
    affinity: Filter | None = None   # "Affinity for [filter]" (502.31)
    halves: tuple[Half, ...] = ()    # a split card (505)
    instant_speed: bool = False  # "You may play X any time you could play an instant" (412.4)
    spells_cost: SpellsCost | None = None   # a static cost modifier: "Spells you play ... cost {2} less"
    combat: CombatText | None = None  # static rules of combat and damage (combat_vocab.py)
    # Comes into play with / as / tapped (410.10e, 419.1b; zones.py):
    enters_with: dict[str, int] = {}   # counters it comes into play with ("+1/+1", "fade"...)
    enters_tapped: bool = False
    enters_as_copy: Literal["", "creature", "artifact"] = ""   # 503.5 ("may choose ... in play")
    amplify: int = 0             # 502.27

    @field_validator("kicker", "flashback", mode="before")
    @classmethod
    def _alt(cls, v):
        return {"cost": v} if isinstance(v, str) else v

    @model_validator(mode="after")
    def _check(self) -> CardModel:
        types, _ = split_type(self.type)
        if not types:
            raise ValueError(f"type line {self.type!r} names none of {', '.join(TYPES)}")
        if "Creature" in types and (self.power is None or self.toughness is None):
            raise ValueError("a creature needs power and toughness")
        if ("Instant" in types or "Sorcery" in types) and not self.halves \
                and not any(a.kind == "spell" for a in self.ability):
            raise ValueError("an instant or sorcery needs a `spell` ability")
        if self.entwine and not any(a.modes for a in self.ability if a.kind == "spell"):
            raise ValueError("entwine needs a modal spell ability (502.32)")
        if self.halves and len(self.halves) != 2:
            raise ValueError("a split card has two halves (505.1)")
        return self


def split_type(line: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(types, subtypes) of a 2004 type line; "Enchant Creature" is an enchantment whose
    subtype says what it can enchant (205.3, 212.4c); "Enchant World" is a global enchantment
    with the supertype World (212.4j, 420.5i), not a local one."""
    if line == "Enchant World":                       # 212.4j
        return ("Enchantment",), ()
    if line.startswith("Enchant "):
        return ("Enchantment",), ("Enchant " + line[len("Enchant "):],)
    head, _, tail = line.partition(" - ")
    words = head.split()
    types = tuple(w for w in words if w in TYPES)
    return types, tuple(tail.split())


def parse_cost(cost: str) -> tuple[int, tuple[int, ...]]:
    """(generic, (W, U, B, R, G)) of a mana cost string ({X} counts 0 here)."""
    generic, col = 0, [0] * 5
    for sym in re.findall(r"\{([^}]+)\}", cost):
        if sym.isdigit():
            generic += int(sym)
        elif sym != "X":
            col[COLORS.index(sym)] += 1
    return generic, tuple(col)


def x_count(cost: str) -> int:
    """How many {X} a cost has (glossary *X*: every X of a card has the same value)."""
    return cost.count("{X}")


class CardDef:
    """One card's immutable, shared definition (what every object of the card points at).

    Keyword abilities of playing (cycling, landcycling, storm) are expanded here into ordinary
    abilities, so the rules code handles them as any other ability (CARDS.md)."""

    __slots__ = ("code", "name", "cost", "generic", "colored", "cmc", "colors", "types", "subtypes",
                 "supertypes", "power", "toughness", "text", "keywords", "keyword_counts", "mana", "abilities", "statics",
                 "is_aura", "enchant", "triggers", "activated", "spell", "x", "additional",
                 "alternative", "kicker_cost", "buyback", "flashback_cost", "entwine", "madness", "morph", "affinity",
                 "instant_speed", "spells_cost", "halves", "hand_abilities", "graveyard_abilities", "combat", "token", "model")

    def __init__(self, m: CardModel):
        self.code, self.name, self.cost, self.text = m.code, m.name, m.cost, m.text
        self.generic, self.colored = parse_cost(m.cost)
        self.x = x_count(m.cost)
        self.cmc = self.generic + sum(self.colored)                        # 203.3
        self.colors = frozenset(COLORS[i] for i, n in enumerate(self.colored) if n)  # 203.2
        self.types, self.subtypes = split_type(m.type)
        self.supertypes = tuple(w for w in ("Basic", "Legendary", "World") if w in m.type.split(" - ")[0].split())
        self.token, self.model = False, m       # tokens.py makes token definitions
        self.power, self.toughness = m.power, m.toughness
        self.keywords = frozenset(m.keywords)
        # A keyword printed twice is two instances (502.3b): read by chars.instances.
        self.keyword_counts = {k: m.keywords.count(k) for k in self.keywords}
        mana = m.mana
        if "Land" in self.types and not mana:      # 212.6d: one ability per basic land type
            mana = " or ".join(f"{{{BASIC_LAND_MANA[s]}}}" for s in self.subtypes if s in BASIC_LAND_MANA)
        # "G": one green mana (the usual case); otherwise options "GG", "W|U", "C|U!1|B!1" ("!N":
        # the ability also deals N damage to you), read by mana_codes.mana_options.
        opts = [mana_code(mana)] if mana else []
        for a in m.mana_abilities:
            opts += [o + (f"!{a.damage}" if a.damage else "") for o in mana_code(a.add).split("|")]
        self.mana = "|".join(opts)
        abilities = list(m.ability)
        if m.cycling:        # 502.18a: "[Cost], Discard this card: Draw a card."
            abilities.append(Ability(kind="activated", cost=m.cycling, zone="hand", text="cycling",
                                     costs=(CostPart(pay="discard", self_=True),),
                                     effect=(Step(do="draw", amount=1, to="you"),)))
        if m.landcycling:    # 502.18c: search for a card of that land type, reveal it, put it in hand
            lc = m.landcycling
            abilities.append(Ability(kind="activated", cost=lc.cost, zone="hand", text="landcycling",
                                     costs=(CostPart(pay="discard", self_=True),),
                                     effect=(Step(do="search", what=Filter(subtype=(lc.subtype,)), zone="hand",
                                                  to="you"),)))
        for _ in range(self.keyword_counts.get("storm", 0)):   # 502.30a; each instance triggers (502.30b)
            abilities.append(Ability(kind="triggered", when="played", text="storm",
                                     effect=(Step(do="storm_copy"),)))
        if m.madness:        # 502.24a: the trigger of the second ability (the window to play it)
            abilities.append(Ability(kind="triggered", when="madness", text="madness",
                                     effect=(Step(do="madness_window"),)))
        self.abilities = tuple(abilities)
        self.statics = m.static
        self.is_aura = bool(self.subtypes) and self.subtypes[0].startswith("Enchant ")
        self.enchant = self.subtypes[0][len("Enchant "):].lower() if self.is_aura else ""
        self.spell = next((i for i, a in enumerate(abilities) if a.kind == "spell"), -1)
        self.triggers = tuple(i for i, a in enumerate(abilities) if a.kind == "triggered")
        self.activated = tuple(i for i, a in enumerate(abilities) if a.kind == "activated" and a.zone == "play")
        self.hand_abilities = tuple(i for i, a in enumerate(abilities) if a.kind == "activated" and a.zone == "hand")
        self.graveyard_abilities = tuple(i for i, a in enumerate(abilities)
                                         if a.kind == "activated" and a.zone == "graveyard")
        self.additional, self.alternative = m.additional, m.alternative
        self.kicker_cost, self.buyback, self.flashback_cost, self.entwine = m.kicker, m.buyback, m.flashback, m.entwine
        self.madness, self.morph, self.affinity = m.madness, m.morph, m.affinity
        self.instant_speed, self.spells_cost = m.instant_speed, m.spells_cost
        self.combat = m.combat
        self.halves: tuple = ()
        if m.halves:         # 505.2-505.5: both halves' characteristics outside the stack
            self.halves = tuple(CardDef(CardModel(code=f"{m.code}{'ab'[k]}", name=h.name, cost=h.cost, type=h.type,
                                                  text=h.text, ability=h.ability)) for k, h in enumerate(m.halves))
            self.colors = frozenset().union(*(h.colors for h in self.halves))
            self.cmc = sum(h.cmc for h in self.halves)
            self.types = tuple(dict.fromkeys(t for h in self.halves for t in h.types))

    def __repr__(self) -> str:
        return f"CardDef({self.code} {self.name})"


@cache
def face_down_card() -> CardDef:
    """504.2, 502.26b: a face-down spell or permanent is a 2/2 creature with no name, text,
    subtype or expansion symbol and a mana cost of 0."""
    return CardDef(CardModel(code="FACE-DOWN", name="", type="Creature", power=2, toughness=2))


TABLES = ("ability", "static", "additional", "alternative", "halves", "mana_abilities")


def load_file(path: Path) -> dict[str, CardDef]:
    return {m.code: CardDef(m) for m in read_cards(path, CardModel, TABLES)}


def load_all(folder: Path) -> dict[str, CardDef]:
    return read_card_folder(folder, CardModel, TABLES, make=CardDef, cache="mtg2004-cards")
