"""Weiss Schwarz card definitions, loaded once from `cards/*.toml` (format: CARDS.md),
validated with pydantic; a loading error names the file, the line, the card and the field."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ...engine.cards import read_card_folder, read_cards

COLORS = ("yellow", "green", "red", "blue", "purple")
TRIGGERS = ("soul", "pool", "comeback", "draw", "return", "treasure", "gate", "shot", "choice", "standby")
CONDITIONS = ("", "your_turn", "opp_turn", "middle", "hand_le_4", "stock_le_2")   # + "climax:<name>",
# "others_trait_ge_2:<trait>"
PAYS = ("rest_self", "rest_two", "discard_any", "discard_character", "deck_to_clock")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Do(_Strict):
    """One effect of an ability (CARDS.md, Effects)."""

    op: Literal["power", "soul", "draw", "stock", "heal", "salvage", "discard", "search", "bounce"]
    who: Literal["self", "choose_own", "choose_other", "all_own"] = "self"
    n: int = 1
    soul: int = 0          # power with a soul bonus too ("+2000 power and +1 soul")
    may: bool = False
    trait: str = ""
    traits: tuple[str, ...] = ()
    level: int = 0         # bounce: the highest level that may be chosen


class Ability(_Strict):
    kind: Literal["cont", "auto", "act", "backup", "encore", "event"]
    when: Literal["", "placed", "attack", "climax_placed", "climax_phase_start"] = ""
    condition: str = ""
    scope: Literal["self", "others", "all", "front", "facing"] = "self"
    power: int = 0
    soul: int = 0
    level: int = 0         # backup: its level
    cost: int = 0          # stock
    pay: tuple[Literal[PAYS], ...] = ()   # type: ignore[valid-type]
    optional: bool = False
    do: tuple[Do, ...] = ()
    text: str = ""

    def model_post_init(self, _ctx) -> None:
        c = self.condition
        if not (c in CONDITIONS or c.startswith("climax:") or c.startswith("others_trait_ge_2:")):
            raise ValueError(f"unknown condition {c!r}")


class CardDef(_Strict):
    code: str
    name: str
    side: Literal["W", "S"]
    type: Literal["Character", "Event", "Climax"]
    color: Literal[COLORS]   # type: ignore[valid-type]
    level: int = 0
    cost: int = 0
    power: int = 0
    soul: int = 0
    triggers: tuple[Literal[TRIGGERS], ...] = ()   # type: ignore[valid-type]
    traits: tuple[str, ...] = ()
    ability: tuple[Ability, ...] = ()

    @property
    def number(self) -> str:
        return self.code

    @property
    def is_char(self) -> bool:
        return self.type == "Character"


def load_file(path: Path) -> list[CardDef]:
    return read_cards(path, CardDef, ("ability",))


def load_all(folder: Path) -> dict[str, CardDef]:
    return read_card_folder(folder, CardDef, ("ability",))
