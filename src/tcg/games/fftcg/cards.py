"""FFTCG card definitions: loaded once from `cards/*.toml`, validated, immutable, shared.

The file format and the effect vocabulary are described in CARDS.md. A loading error names the
file, the line, the card and the field.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter, field_validator, model_validator
from pydantic.dataclasses import dataclass
from pydantic_core import ArgsKwargs

from ...engine.abilities import card_abilities, load
from ...engine.abilities.records import CGame
from ...engine.cards import CardFileError, read_card_folder, read_cards
from . import granted
from .abilities import FfAbility, compile_ability
from .costs import CP_ELEMENTS, CP_LETTER, CpCost, ExtraCost, parse_cost  # noqa: F401  (the card model's vocabulary)
from .verbs import LANG

ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark")
KEYWORDS = ("haste", "brave", "first_strike", "back_attack")
FLAGS = KEYWORDS + ("cannot_attack", "cannot_block", "cannot_be_chosen_by_summons", "must_attack", "must_block",
                    "cannot_be_chosen_by_ex_bursts")

CardType = Literal["forward", "backup", "monster", "summon"]


# A pydantic dataclass, not a BaseModel: the same validation, but every read of a card's facts
# on the hot path is a plain attribute read (a BaseModel's __getattr__ sends each one through
# the interpreter's slower attribute hook).
@dataclass(frozen=True, config=ConfigDict(extra="forbid"))
class CardDef:
    """A card's printed characteristics and abilities (FF 5.2)."""

    code: str
    name: str
    type: CardType
    elements: tuple[Literal[ELEMENTS], ...] = Field(min_length=1)  # type: ignore[valid-type]
    cost: int = Field(ge=0)
    power: int = 0
    job: str = ""
    category: str = ""
    generic: bool = False
    ex_burst: bool = False
    keywords: tuple[Literal[KEYWORDS], ...] = ()  # type: ignore[valid-type]
    text: str = ""
    ability: tuple[FfAbility, ...] = ()

    @classmethod
    def model_validate(cls, data: dict) -> CardDef:
        """A card from a card file's table (the validation a BaseModel's model_validate does)."""
        return _ADAPTER.validate_python(data)

    @model_validator(mode="before")
    @classmethod
    def _one_element(cls, v: Any) -> Any:
        """`element = "fire"`: a card of one Element (most card files write it so)."""
        if isinstance(v, ArgsKwargs):             # CardDef(code=..., element=...)
            return ArgsKwargs(v.args, _one_element(v.kwargs)) if v.kwargs else v
        return _one_element(v) if isinstance(v, dict) else v

    @field_validator("elements")
    @classmethod
    def _distinct(cls, v: tuple) -> tuple:
        if len(set(v)) != len(v):
            raise ValueError("an Element is given twice")
        if len(v) > 1 and set(v) & {"light", "dark"}:
            raise ValueError("no card of several Elements is Light or Dark")
        return v

    @model_validator(mode="after")
    def _multi(self) -> CardDef:
        # every printed card of several Elements is a Forward: the CP a dulled Backup produces is
        # one Element's (payment.py), so a Backup of several is refused rather than mispaid
        if self.type == "backup" and (len(self.elements) > 1 or self.element_gains
                                      and not CP_ELEMENTS <= set(self.element_gains)):
            # a Backup that gains every Element but Light and Dark produces CP of any (payment.wild_backups)
            raise ValueError("a Backup of several Elements is not supported (the CP it produces)")
        return self

    @field_validator("ability", mode="before")
    @classmethod
    def _abilities(cls, v: Any) -> Any:
        """Ability tables in the shared syntax (docs/abilities.md) → records, checked by the
        kernel's loader against FFTCG's language (a card file gets the file and line first, in
        `load_file`)."""
        if not isinstance(v, (list, tuple)):
            raise ValueError("`ability` is a list of ability tables")
        out = []
        for i, t in enumerate(v):
            if isinstance(t, FfAbility):
                out.append(t)
                continue
            try:
                out.append(compile_ability(load.ability(t, f"ability.{i}", LANG)))
            except load.AbilityError as e:
                raise ValueError(f"{e.field}: {e}") from None
        return tuple(out)

    @model_validator(mode="after")
    def _power(self) -> CardDef:
        if self.type == "forward" and self.power <= 0:
            raise ValueError("a Forward needs a positive `power` (5.2.6.1)")
        if self.type != "forward" and self.power:
            raise ValueError("only Forwards print power (5.2.6.1)")
        return self

    @model_validator(mode="after")
    def _special_discard(self) -> CardDef:
        # "instead of discarding a _Card Name Rydia_": the discard of 11.7.1, of the card's own name
        if any(e.p.instead_of != self.name for a in self.field_abilities for e in a.effect if e.do == "special_discard"):
            raise ValueError("special_discard replaces the discard of a card of the card's own name (11.7.1)")
        return self

    @model_validator(mode="after")
    def _grants(self) -> CardDef:
        if self.granted:
            granted.loaded()
        return self

    @property
    def number(self) -> str:
        """The card number without its rarity letter: '1-004C' → '1-004' (5.2.5.1)."""
        return self.code.rstrip("CRHLSP") or self.code

    @cached_property
    def printed(self) -> Any:
        """Its characteristics with no effect applied (chars.Chars)."""
        from .chars import Chars

        return Chars(self.type == "forward", self.power, frozenset(self.keywords))

    @cached_property
    def categories(self) -> tuple[str, ...]:
        return tuple(self.category.split("/")) if self.category else ()

    @cached_property
    def element_gains(self) -> tuple[str, ...]:
        """The Elements its field abilities add on the Field (identity.elements)."""
        return tuple(el for a in self.field_abilities for e in a.effect if e.do == "gain_elements" for el in e.p.element)

    @cached_property
    def foe_elements(self) -> bool:
        """Does a field ability give it the Elements of the opponent's Characters (identity.elements)?"""
        return any(e.do == "gain_foe_elements" for a in self.field_abilities for e in a.effect)

    @cached_property
    def gains_elements(self) -> bool:
        """Do its field abilities change its Elements (chars.Statics.gainers)?"""
        return bool(self.element_gains) or self.foe_elements

    @cached_property
    def reads_paid(self) -> bool:
        """Does one of its abilities read the Elements paid to play it (the condition `paid`)?"""
        return _has_condition(self.ability, "paid")

    @cached_property
    def jobs(self) -> tuple[str, ...]:
        """Its printed Jobs (`job`: several are written "A/B", as categories are)."""
        return tuple(self.job.split("/")) if self.job else ()

    @cached_property
    def job_abilities(self) -> tuple:
        """The effects of its field abilities that say its Jobs (identity.jobs)."""
        return tuple(e for a in self.field_abilities for e in a.effect if e.do in ("all_jobs", "jobs_of"))

    @cached_property
    def light_dark(self) -> str:
        """"light" or "dark" for a Light or Dark card (never of several Elements), else ''."""
        el = self.elements[0]
        return el if el in ("light", "dark") else ""

    @cached_property
    def gives_cp(self) -> bool:
        """May it be discarded for CP (5.2.1.3)? Not a Light or Dark card, nor one of several
        Elements (RULINGS.md, "Multi-Element cards")."""
        return len(self.elements) == 1 and not self.light_dark

    @cached_property
    def cp_element(self) -> str:
        """The Element of the CP it produces, discarded or dulled ('' if it produces none)."""
        return self.elements[0] if self.gives_cp else ""

    @cached_property
    def is_character(self) -> bool:
        return self.type != "summon"

    @cached_property
    def field_abilities(self) -> tuple[FfAbility, ...]:
        return tuple(a for a in self.ability if a.kind == "field")

    @cached_property
    def move_replacements(self) -> tuple[tuple[int, FfAbility], ...]:
        """Its replacement abilities of moves from the Field, with their indexes (instead.py)."""
        return tuple((i, a) for i, a in enumerate(self.ability) if a.kind == "replacement")

    @cached_property
    def own_cost_abilities(self) -> tuple[FfAbility, ...]:
        """Its field abilities that change its own cost, read from the hand (payment.card_cost)."""
        return tuple(a for a in self.field_abilities if a.affects == "self" and not a.cost_crystals
                     and (a.cost_reduction or a.cost_increase or a.any_cp or a.pay_only))

    @cached_property
    def others_enter_dull(self) -> tuple[FfAbility, ...]:
        """Its field abilities that make other cards enter the field dull (instead.enters_dull)."""
        from .instead import ENTERS_DULL

        return tuple(a for a in self.field_abilities if ENTERS_DULL in a.grant and a.affects != "self")

    @cached_property
    def special_discard(self) -> Any:
        """What may be discarded instead of a card of its name to use its special abilities
        (alt_costs.py: "by discarding an Earth Summon instead"), a selector, or None."""
        return next((e.p.sel for a in self.field_abilities for e in a.effect if e.do == "special_discard"), None)

    @cached_property
    def alt_play(self) -> FfAbility | None:
        """The field ability whose extra cost may be paid instead of its cost to play it from the
        hand (alt_costs.py: "You can put a total of 3 Forwards ... to play Kefka"), or None."""
        return next((a for a in self.field_abilities if any(e.do == "alternative_cost" for e in a.effect)), None)

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Its Card Names: its own and those it "is also ... in all situations"."""
        return (self.name,) + tuple(e.p.card_name for a in self.field_abilities for e in a.effect if e.do == "also_named")

    @cached_property
    def also_types(self) -> tuple[str, ...]:
        """The card types it "is also ... in all situations" ("Fritt is also a Monster")."""
        return tuple(e.p.card_type for a in self.field_abilities for e in a.effect if e.do == "also_type")

    @cached_property
    def cast_timing(self) -> str:
        """"You can only cast X during your turn / Main Phase": `your_turn`, `your_main_phase` or ''."""
        return next((e.p.timing for a in self.field_abilities for e in a.effect if e.do == "cast_only"), "")

    @cached_property
    def exclusive(self) -> frozenset[str]:
        """"You cannot play X or Y while already in control of either Character": X and Y (none:
        empty; exclusive.py)."""
        others = [e.p.card_name for a in self.field_abilities for e in a.effect if e.do == "exclusive_names"]
        return frozenset((self.name, *others)) if others else frozenset()

    @cached_property
    def cast_limit(self) -> tuple[Any, ...] | None:
        """"You can only play X if ...", "You must control ... to cast X", "You cannot cast X": the
        conditions under which it may be cast from the hand (a field ability `cast_limit`, its
        condition; None among them: never), or None when nothing limits it."""
        conds = tuple(a.rec.condition for a in self.field_abilities if any(e.do == "cast_limit" for e in a.effect))
        return conds or None

    @cached_property
    def becomes_forward(self) -> bool:
        """Has it a field ability that makes it a Forward ("During your turn, X also becomes...")?"""
        return any(a.become_forward for a in self.field_abilities)

    @cached_property
    def used_from(self) -> tuple[tuple[str, int, FfAbility], ...]:
        """Its action abilities used where the card is not on the Field: "You can only use this
        ability if X is in your hand / in the Break Zone" (zone, index, ability)."""
        out = []
        for i, a in self.activated:
            zone = _home(a.if_)
            if zone in ("hand", "break"):
                out.append((zone, i, a))
        return tuple(out)

    @cached_property
    def auto_abilities(self) -> tuple[tuple[int, FfAbility], ...]:
        return tuple((i, a) for i, a in enumerate(self.ability) if a.kind == "auto")

    @cached_property
    def heard(self) -> frozenset[str]:
        """The event kinds its auto abilities name, those it grants included (actions.fire)."""
        return frozenset(k for a in (*self.ability, *self.granted) if a.kind == "auto" for k in a.rec.trigger.events)

    @cached_property
    def break_autos(self) -> tuple[tuple[int, FfAbility], ...]:
        """Its auto abilities that work in the Break Zone: "This effect will trigger only if X is
        in the Break Zone" (own_triggers.in_break_zones)."""
        return tuple((i, a) for i, a in self.auto_abilities if _home(a.rec.condition) == "break")

    @cached_property
    def activated(self) -> tuple[tuple[int, FfAbility], ...]:
        return tuple((i, a) for i, a in enumerate(self.ability) if a.kind in ("action", "special"))

    @cached_property
    def crystal_reduction(self) -> FfAbility | None:
        """"Before paying the cost to cast X, you can pay {C} to reduce ..." (crystals.py)."""
        return next((a for a in self.field_abilities if a.cost_crystals), None)

    @cached_property
    def warp(self) -> tuple[int, FfAbility] | None:
        """Its Warp ability and its index (warp.py)."""
        return next(((i, a) for i, a in enumerate(self.ability) if a.kind == "warp"), None)

    @cached_property
    def granted(self) -> tuple[FfAbility, ...]:
        """The abilities its effects grant, in the order they are written (granted.py): ability
        `granted.GRANTED + k` of this card."""
        return tuple(compile_ability(e.p.ability, f"{self.code} granted {k}")
                     for k, (_, e) in enumerate(granted.written(tuple(a.rec for a in self.ability))))

    @cached_property
    def _grant_index(self) -> dict[tuple, int]:
        return {at: granted.GRANTED + k for k, (at, _) in enumerate(granted.written(tuple(a.rec for a in self.ability)))}

    def ability_at(self, index: int) -> FfAbility:
        """Its ability `index`: one of its own, or one it grants (index `granted.GRANTED + k`)."""
        return self.ability[index] if index < granted.GRANTED else self.granted[index - granted.GRANTED]

    def index_of(self, a: FfAbility) -> int:
        """The index of one of its own or granted abilities."""
        for i, b in enumerate(self.ability):
            if b is a:
                return i
        return granted.GRANTED + next(k for k, b in enumerate(self.granted) if b is a)

    def granted_index(self, ability: int, path: tuple, i: int) -> int:
        """The index of the ability granted by effect `i` of list `path` of its ability `ability`."""
        return self._grant_index[(ability, path, i)]

    @cached_property
    def field_grants(self) -> bool:
        """Does a field ability of it grant an ability?"""
        return any(a.gains for a in self.field_abilities)

    def gains_of(self, a: FfAbility) -> tuple[int, ...]:
        """The indexes of the abilities a field ability of this card grants."""
        ai = self.index_of(a)
        return tuple(self.granted_index(ai, (), i) for i in a.gains)

    @cached_property
    def summon_ability(self) -> FfAbility | None:
        return next((a for a in self.ability if a.kind == "summon"), None)

    @cached_property
    def ex_ability(self) -> FfAbility | None:
        """What an EX Burst applies: a Summon's whole effect, a Character's {EX} auto (11.10.3)."""
        if not self.ex_burst:
            return None
        if self.type == "summon":
            return self.summon_ability
        return next((a for a in self.ability if a.kind == "auto" and a.ex), None)


_ADAPTER = TypeAdapter(CardDef)


def _home(cond: object) -> str | None:
    """The zone a condition requires the card itself to be in (`in_zone = "self"`), alone or
    among the conditions of an `all`."""
    from ...engine.abilities.records import CAll, CInZone

    if isinstance(cond, CInZone) and cond.ref == "self":
        return cond.zone
    if isinstance(cond, CAll):
        return next((z for z in map(_home, cond.cs) if z), None)
    return None


def _precise(path: Path) -> None:
    """Check every ability of the file with its line (the card model then compiles them)."""
    import tomllib

    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return                  # read_cards reports it
    for raw in data.get("card", []):
        tables = raw.get("ability", [])
        if isinstance(tables, list) and all(isinstance(t, dict) for t in tables):
            card_abilities(tables, LANG, path=path, text=text, code=str(raw.get("code", "?")),
                           name=raw.get("name", "") if isinstance(raw.get("name"), str) else "")


def load_file(path: Path) -> list[CardDef]:
    try:
        return read_cards(path, CardDef, ("ability",))
    except CardFileError:
        _precise(path)      # an ability's error, with its own line
        raise


def load_all(folder: Path) -> dict[str, CardDef]:
    """Every card of every file in `folder`, by card number with rarity letter."""
    try:
        return read_card_folder(folder, CardDef, ("ability",))
    except CardFileError:
        for path in sorted(folder.glob("*.toml")):
            _precise(path)
        raise


def _one_element(v: dict) -> dict:
    if "element" in v:
        if "elements" in v:
            raise ValueError("give `element` or `elements`, not both")
        if v["element"] not in ELEMENTS:
            raise ValueError(f"`element`: Input should be one of {', '.join(ELEMENTS)}, not {v['element']!r}")
        v = {**v, "elements": (v["element"],)}
        del v["element"]
    return v


def _has_condition(x: Any, key: str) -> bool:
    """Is the game condition `key` (`CGame`) anywhere in `x`: compiled abilities, their effects,
    conditions and the tuples and dicts that hold them?"""
    if isinstance(x, CGame):
        return x.key == key or _has_condition(x.value, key)
    if isinstance(x, (tuple, list)):
        return any(_has_condition(y, key) for y in x)
    if isinstance(x, dict):
        return any(_has_condition(y, key) for y in x.values())
    if is_dataclass(x) and not isinstance(x, type):
        return any(_has_condition(getattr(x, f.name), key) for f in fields(x))
    return False
