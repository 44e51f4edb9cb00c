"""Static abilities of permanents (412, 418.4) and token definitions (216), as card-file data.

A `Static` says which objects it affects (`applies` + an optional `what` filter), under which
condition it exists, and what it does in each layer of 418.5a; chars.py applies it. A `Count`
is a number read from the game ("for each Forest you control", a */* characteristic-defining
ability). A `TokenSpec` is the creature token an effect puts into play (216.1). CARDS.md,
"Permanents", documents every field.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from .combat_vocab import COMBAT_KEYWORDS
from .filters import Filter

KEYWORDS = ("flying", "first_strike", "double_strike", "trample", "haste", "fear", "vigilance",
            "cant_block", "storm", "sunburst", "phasing",
            # 414: "[This spell] can't be countered", "Creature spells can't be countered" (stack_effects.py)
            "cant_be_countered", "creature_spells_cant_be_countered",
            # choices_and_prohibitions.py: "You can't lose the game and your opponents can't win the game", "You can't play creature spells" (409.4)
            "cant_lose", "cant_play_creature_spells") + COMBAT_KEYWORDS   # combat words: combat_vocab.py


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def _keywords(v: tuple[str, ...]) -> tuple[str, ...]:
    bad = [k for k in v if k not in KEYWORDS]
    if bad:
        raise ValueError(f"unknown keyword(s) {bad}; one of {', '.join(KEYWORDS)}")
    return v


class Count(_Strict):
    """How many objects match `what` in `zone`: "play" (permanents; `what.controller` is relative
    to the static's controller), "hand" / "graveyard" (of `whose`), "graveyards" (all),
    "attached" (the Equipment and Auras attached to the affected object); plus `plus`."""

    what: Filter = Filter()
    zone: Literal["play", "hand", "graveyard", "graveyards", "attached"] = "play"
    whose: Literal["you", "all"] = "you"
    plus: int = 0


class Static(_Strict):
    """A static ability: who it affects and what it does, layer by layer (418.5a).

    applies: "self", "enchanted", "equipped", or "all" (every permanent in play matching `what`);
    other: not this permanent ("All other Birds"); condition: it exists only while "equipped"
    (this permanent has Equipment attached) or "threshold" (502.23: seven or more cards in its
    controller's graveyard); cda: a characteristic-defining ability (405.2), applied first."""

    applies: Literal["self", "enchanted", "equipped", "all"] = "all"
    what: Filter | None = None
    other: bool = False
    condition: Literal["", "equipped", "threshold"] = ""
    cda: bool = False

    control: bool = False                            # layer 2: "You control enchanted permanent"
    types: tuple[Literal["Artifact", "Creature", "Enchantment", "Land"], ...] = ()   # layer 4
    keep_types: bool = False     # "that's still a land", "in addition to its other types" (212.1c)
    creature_types: tuple[str, ...] = ()   # creature subtypes the type change gives
    land_type: str = ""          # "Enchanted land is an Island" (212.6e)
    set_power: int | None = None     # layer 4 with a type change (418.5b), else layer 6
    set_toughness: int | None = None
    set_count: Count | None = None   # "power and toughness are each equal to the number of ..."
    set_cmc: bool = False            # "... each equal to its converted mana cost"
    color: str = ""                  # layer 5: "is green" (a new colour replaces the old ones)
    grant: tuple[str, ...] = ()      # layer 5: keywords it has ("has flying")
    lose: tuple[str, ...] = ()       # layer 5: keywords it loses (407.3)
    no_untap: bool = False           # "doesn't untap during its controller's untap step" (302.2)
    power: int = 0                   # layer 6: +N/+M
    toughness: int = 0
    per: Count | None = None         # "... for each ..."
    switch: bool = False             # 418.5i

    @field_validator("grant", "lose")
    @classmethod
    def _kw(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        return _keywords(v)

    @field_validator("color")
    @classmethod
    def _color(cls, v: str) -> str:
        if any(c not in "WUBRG" for c in v):
            raise ValueError(f"colour {v!r}: letters of WUBRG")
        return v

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, v):
        # "your_creatures" (the first pass's name): "Creatures you control ..."
        if isinstance(v, dict) and v.get("applies") == "your_creatures":
            v = {**v, "applies": "all", "what": {"type": ["Creature"], "controller": "you"}}
        return v

    @model_validator(mode="after")
    def _check(self) -> Static:
        if self.applies != "all" and self.what is not None and self.applies != "self":
            raise ValueError("`what` is for applies = \"all\"")
        return self

    @property
    def type_change(self) -> bool:
        return bool(self.types or self.creature_types or self.land_type)


class TokenSpec(_Strict):
    """A creature token (216.1): its name is its creature types; it has no mana cost."""

    types: tuple[Literal["Artifact", "Creature"], ...] = ("Creature",)
    creature_types: tuple[str, ...]
    color: str = ""
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()

    @field_validator("keywords")
    @classmethod
    def _kw(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        return _keywords(v)

    @property
    def type_line(self) -> str:
        return f"{' '.join(self.types)} - {' '.join(self.creature_types)}"
