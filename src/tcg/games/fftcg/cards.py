"""FFTCG card definitions: loaded once from `cards/*.toml`, validated, immutable, shared.

The file format and the effect vocabulary are described in CARDS.md. A loading error names the
file, the line, the card and the field.
"""

from __future__ import annotations

import re
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...engine.cards import read_card_folder, read_cards

ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark")
CP_LETTER = {"f": "fire", "i": "ice", "w": "wind", "e": "earth", "l": "lightning", "u": "water"}
KEYWORDS = ("haste", "brave", "first_strike", "back_attack")
FLAGS = KEYWORDS + ("cannot_attack", "cannot_block", "cannot_be_chosen_by_summons", "must_attack", "must_block",
                    "cannot_be_chosen_by_ex_bursts")
WHEN = ("enters", "attacks", "blocks", "is_blocked", "blocks_or_is_blocked", "deals_damage_to_opponent",
        "put_into_break_zone", "leaves_field", "main_phase_start", "attack_phase_start",
        "end_phase_start", "opponent_casts_summon")
# What a delayed auto ability waits for (11.8.17): "At the beginning of your next Main Phase 1",
# "At the end of the turn", "When it is put from the field into the Break Zone this turn".
DELAYED_WHEN = ("your_next_main_phase_start", "end_of_turn", "chosen_put_into_break_zone")

CardType = Literal["forward", "backup", "monster", "summon"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Filter(_Strict):
    """Which cards a target, a subject or a field ability is about (CARDS.md, Filters)."""

    type: Literal["forward", "backup", "monster", "character", "summon"] | None = None
    controller: Literal["you", "opponent", "any"] = "any"
    element: Literal[ELEMENTS] | None = None  # type: ignore[valid-type]
    cost: int | None = None
    cost_max: int | Literal["X"] | None = None   # "X": the X paid for the ability (play_from_hand)
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    job: str | None = None
    category: str | None = None
    name: str | None = None
    status: Literal["active", "dull"] | None = None
    damaged: bool | None = None
    other: bool = False
    zone: Literal["field", "break_zone", "hand", "stack"] = "field"
    all: bool = False
    count_min: int = 1


class Target(Filter):
    """One `choose` entry: `count` cards matching the filter, or up to `count`."""

    count: int = 1
    up_to: bool = False

    @field_validator("cost_max")
    @classmethod
    def _no_x(cls, v: Any) -> Any:
        if v == "X":
            raise ValueError("a `choose` entry cannot use X (targets are chosen before X is declared)")
        return v


class Step(_Strict):
    """One effect verb and its fields (CARDS.md, Effects)."""

    do: str                     # a verb of vocabulary.VERBS
    to: str | Filter = "chosen"
    amount: int = 0
    who: Literal["you", "opponent", "each"] = "you"   # "each": discard only (11.11.6)
    count: int = 1
    keywords: tuple[Literal[FLAGS], ...] = ()  # type: ignore[valid-type]
    filter: Filter | None = None
    dull: bool = False
    power: int = 0
    per: Filter | None = None   # damage / power: `amount` for each card matching it, counted on resolution
    optional: bool = True       # play_from_hand: "you may play"; false: "Play 1 ..."
    # delayed: the event, the condition and the effect of the delayed auto ability (11.8.17)
    when: Literal[DELAYED_WHEN] | None = None  # type: ignore[valid-type]
    if_: Condition | None = Field(default=None, alias="if")
    effect: tuple[Step, ...] = ()

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    @field_validator("do")
    @classmethod
    def _known_verb(cls, v: str) -> str:
        # read when a card is checked: the vocabulary is loaded by then
        from .vocabulary import VERBS

        if v not in VERBS:
            raise ValueError(f"unknown verb {v!r}; one of {', '.join(map(repr, sorted(VERBS)))}")
        return v

    @field_validator("to")
    @classmethod
    def _referent(cls, v: Any) -> Any:
        if isinstance(v, str) and v not in ("chosen", "chosen1", "chosen2", "self"):
            raise ValueError("must be 'chosen', 'chosen1', 'chosen2', 'self' or a filter table")
        return v

    @model_validator(mode="after")
    def _each(self) -> Step:
        from .vocabulary import PARAMS

        unread = sorted(self.model_fields_set - PARAMS[self.do])
        if unread:
            name = "if" if unread[0] == "if_" else unread[0]
            raise ValueError(f"`{name}` is not read by verb {self.do!r} (it reads "
                             f"{', '.join(sorted(PARAMS[self.do] - {'do'}))})")
        if self.who == "each" and self.do != "discard":
            raise ValueError("who = 'each' is only for discard")
        if self.per is not None and self.do not in ("damage", "power"):
            raise ValueError("`per` is only for damage and power")
        if self.do == "delayed":
            if self.when is None or not self.effect:
                raise ValueError("a delayed step needs `when` and `effect`")
            if any(s.do == "delayed" for s in self.effect):
                raise ValueError("a delayed step's `effect` cannot create another delayed ability")
        elif self.when is not None or self.if_ is not None or self.effect:
            raise ValueError("`when`, `if` and `effect` belong to a delayed step")
        return self


class Condition(_Strict):
    you_control: Filter | None = None
    you_dont_control: Filter | None = None
    opponent_controls: Filter | None = None
    opponent_hand_max: int | None = None
    your_damage_min: int | None = None
    self_on_field: bool | None = None   # "if Cyan is on your field": the source, still the same object


Step.model_rebuild()


class Mode(_Strict):
    """One of the actions of "Select 1 of the 2 following actions" (11.3.4, 11.6.6, 11.7.6,
    11.8.10): its own `choose` entries and effect."""

    choose: tuple[Target, ...] = ()
    effect: tuple[Step, ...] = Field(min_length=1)


class Scope(NamedTuple):
    """The steps one resolution applies and the `choose` entries their chosen cards come from:
    the ability's own, one selected mode's (the ability's entries then the mode's), or a delayed
    ability's nested effect (the same cards, whatever they have become, 11.8.17.3)."""

    choose: tuple
    effect: tuple
    path: tuple = ()


ANY = Target()   # matches every card: how a delayed ability reads the cards chosen before it


class ExtraCost(_Strict):
    break_self: bool = False
    dull_backups: int = 0
    discard: int = 0


class CpCost(_Strict):
    """A printed cost: element CP, generic CP, the Dull icon, the Special icon."""

    elements: tuple[tuple[str, int], ...] = ()
    generic: int = 0
    dull: bool = False
    special: bool = False
    x: bool = False        # {x}: a variable amount of generic CP, declared when used (4.5, 11.6.7)

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.elements)


_COST_TOKEN = re.compile(r"\{([^}]*)\}")


def parse_cost(text: str) -> CpCost:
    """`"{S}{f}{f}{1}{D}"` → CpCost(elements=(("fire", 2),), generic=1, dull=True, special=True)."""
    elements: dict[str, int] = {}
    generic, dull, special, x = 0, False, False, False
    rest = _COST_TOKEN.sub("", text).strip()
    if rest:
        raise ValueError(f"unexpected text {rest!r} in cost {text!r}")
    for tok in _COST_TOKEN.findall(text):
        if tok.isdigit():
            generic += int(tok)
        elif tok in CP_LETTER:
            elements[CP_LETTER[tok]] = elements.get(CP_LETTER[tok], 0) + 1
        elif tok == "D":
            dull = True
        elif tok == "S":
            special = True
        elif tok in ("x", "X"):
            x = True
        else:
            raise ValueError(f"unknown cost symbol {{{tok}}} in {text!r}")
    return CpCost(elements=tuple(sorted(elements.items())), generic=generic, dull=dull, special=special, x=x)


class Ability(_Strict):
    kind: Literal["summon", "auto", "action", "special", "field"]
    # auto
    when: Literal[WHEN] | None = None  # type: ignore[valid-type]
    subject: Literal["self"] | Filter = "self"
    if_: Condition | None = Field(default=None, alias="if")
    optional: bool = False
    ex: bool = False
    # action / special
    name: str | None = None
    cost: CpCost = CpCost()
    extra_cost: ExtraCost = ExtraCost()
    once_per_turn: bool = False
    timing: Literal["any", "your_turn", "your_main_phase"] = "any"
    # summon / auto / action / special
    choose: tuple[Target, ...] = ()
    effect: tuple[Step, ...] = ()
    modes: tuple[Mode, ...] = ()   # "Select 1 of the N following actions"; `choose` is then shared
    select: int = 1                # how many modes
    select_up_to: bool = False     # "select up to N": at least 1
    # field
    affects: Literal["self"] | Filter = "self"
    power: int = 0
    per: Filter | None = None
    grant: tuple[Literal[FLAGS], ...] = ()  # type: ignore[valid-type]
    cost_reduction: int = 0
    damage_taken: Literal["double", "half"] | dict[Literal["reduce"], int] | None = None

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    @field_validator("cost", mode="before")
    @classmethod
    def _cost(cls, v: Any) -> Any:
        return parse_cost(v) if isinstance(v, str) else v

    @model_validator(mode="after")
    def _shape(self) -> Ability:
        if self.kind == "auto" and self.when is None:
            raise ValueError("an auto ability needs `when`")
        if self.kind in ("action", "special") and not (self.effect or self.modes):
            raise ValueError(f"an {self.kind} ability needs `effect`")
        if self.modes:
            if self.kind == "field":
                raise ValueError("a field ability has no `modes`")
            if self.effect:
                raise ValueError("an ability with `modes` puts its whole effect in them, not in `effect`")
            if not 1 <= self.select <= len(self.modes):
                raise ValueError(f"`select` must be between 1 and the number of modes ({len(self.modes)})")
        elif self.select != 1 or self.select_up_to:
            raise ValueError("`select` needs `modes`")
        if self.kind == "special" and not self.name:
            raise ValueError("a special ability needs its `name`")
        return self

    def entries(self, modes: tuple = ()) -> tuple[Target, ...]:
        """The `choose` entries of a declaration: the ability's, then each selected mode's."""
        out = self.choose
        for k in modes:
            out = out + self.modes[k].choose
        return out

    def groups(self, modes: tuple = ()) -> tuple[int, ...]:
        """For each entry of `entries(modes)`: -1 for the ability's own, else its mode."""
        out = (-1,) * len(self.choose)
        for k in modes:
            out = out + (k,) * len(self.modes[k].choose)
        return out

    def mode_targets(self, modes: tuple, targets: tuple, k: int) -> tuple:
        """The chosen cards one selected mode reads: the ability's entries, then the mode's."""
        groups = self.groups(modes)
        return tuple(ts for g, ts in zip(groups, targets, strict=True) if g in (-1, k))

    def scope(self, path: tuple = ()) -> Scope:
        """What a path leads to: () the ability, ("mode", k) one of its modes, ("step", j) the
        effect of the delayed ability that step j creates."""
        choose, effect = self.choose, self.effect
        for kind, k in path:
            if kind == "mode":
                choose, effect = choose + self.modes[k].choose, self.modes[k].effect
            else:
                choose, effect = (ANY,) * len(choose), effect[k].effect
        return Scope(choose, effect, path)

    def step_at(self, path: tuple) -> Step:
        """The `delayed` step a delayed ability's path ends on."""
        return self.scope(path[:-1]).effect[path[-1][1]]


class CardDef(_Strict):
    """A card's printed characteristics and abilities (FF 5.2)."""

    code: str
    name: str
    type: CardType
    element: Literal[ELEMENTS]  # type: ignore[valid-type]
    cost: int = Field(ge=0)
    power: int = 0
    job: str = ""
    category: str = ""
    generic: bool = False
    ex_burst: bool = False
    keywords: tuple[Literal[KEYWORDS], ...] = ()  # type: ignore[valid-type]
    text: str = ""
    ability: tuple[Ability, ...] = ()

    @model_validator(mode="after")
    def _power(self) -> CardDef:
        if self.type == "forward" and self.power <= 0:
            raise ValueError("a Forward needs a positive `power` (5.2.6.1)")
        if self.type != "forward" and self.power:
            raise ValueError("only Forwards print power (5.2.6.1)")
        return self

    @property
    def number(self) -> str:
        """The card number without its rarity letter: '1-004C' → '1-004' (5.2.5.1)."""
        return self.code.rstrip("CRHLSP") or self.code

    @cached_property
    def is_character(self) -> bool:
        return self.type != "summon"

    @cached_property
    def field_abilities(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.ability if a.kind == "field")

    @cached_property
    def auto_abilities(self) -> tuple[tuple[int, Ability], ...]:
        return tuple((i, a) for i, a in enumerate(self.ability) if a.kind == "auto")

    @cached_property
    def activated(self) -> tuple[tuple[int, Ability], ...]:
        return tuple((i, a) for i, a in enumerate(self.ability) if a.kind in ("action", "special"))

    @cached_property
    def summon_ability(self) -> Ability | None:
        return next((a for a in self.ability if a.kind == "summon"), None)

    @cached_property
    def ex_ability(self) -> Ability | None:
        """What an EX Burst applies: a Summon's whole effect, a Character's {EX} auto (11.10.3)."""
        if not self.ex_burst:
            return None
        if self.type == "summon":
            return self.summon_ability
        return next((a for a in self.ability if a.kind == "auto" and a.ex), None)


def load_file(path: Path) -> list[CardDef]:
    from .vocabulary import VERBS

    return read_cards(path, CardDef, ("ability",), tuple(VERBS))


def load_all(folder: Path) -> dict[str, CardDef]:
    """Every card of every file in `folder`, by card number with rarity letter."""
    from .vocabulary import VERBS

    return read_card_folder(folder, CardDef, ("ability",), tuple(VERBS))
