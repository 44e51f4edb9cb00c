"""Dragon Ball Super Card Game card definitions, loaded once from `cards/*.toml` (format:
CARDS.md) and validated with pydantic; a loading error names the file, the line, the card and
the field. One card pool serves both editions (dbscg 2-3, dbs-masters 2-1)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ...engine.cards import read_card_folder, read_cards

COLORS = ("red", "blue", "green", "yellow", "black")          # dbscg 2-4-1-1, dbs-masters 1-8-1
KEYWORDS = ("blocker", "double_strike", "triple_strike", "quadruple_strike", "critical", "barrier",
            "dual_attack", "energy_exhaust")
Color = Literal["red", "blue", "green", "yellow", "black"]
Keyword = Literal["blocker", "double_strike", "triple_strike", "quadruple_strike", "critical", "barrier",
                  "dual_attack", "energy_exhaust"]


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Do(_Strict):
    """One effect of a skill, done in printed order (dbscg 1-3-7)."""

    op: Literal["draw", "power", "ready", "ko", "negate_attack", "negate_counter", "played_rest"]
    who: Literal["self", "choose_own_battle", "choose_opp_battle"] = "self"
    n: int = 1
    max_cost: int = 99       # ko: the highest energy cost that may be chosen
    until: Literal["turn", "battle"] = "turn"


class Skill(_Strict):
    """[Auto] (when), [Activate Main]/[Activate Battle], [Permanent], [Counter] (when: the kind)."""

    kind: Literal["auto", "activate_main", "activate_battle", "permanent", "counter"]
    when: Literal["", "played", "attacks", "end_of_your_turn", "attack", "play", "counter"] = ""
    condition: Literal["", "your_turn", "opp_turn"] = ""
    power: int = 0                   # permanent: power while the condition holds
    optional: bool = False
    discard_color: Color | Literal[""] = ""   # skill cost: place 1 card of this colour from hand in the Drop
    do: tuple[Do, ...] = ()

    def model_post_init(self, _ctx) -> None:
        autos = ("played", "attacks", "end_of_your_turn")
        if self.kind == "auto" and self.when not in autos:
            raise ValueError(f"an auto skill needs when in {autos}")
        if self.kind == "counter" and self.when not in ("attack", "play", "counter"):
            raise ValueError("a counter skill needs when = attack, play or counter")


class Awaken(_Strict):
    """[Awaken] When your life is at N or less : (you may draw D cards and) flip this card (10-2)."""

    life_le: int = 4
    draw: int = 0


class Side(_Strict):
    """The back of a Leader: only the visible side exists (dbscg 2-3-2-1-2/3)."""

    name: str
    power: int
    keywords: tuple[Keyword, ...] = ()
    skill: tuple[Skill, ...] = ()


class CardDef(_Strict):
    code: str
    name: str
    type: Literal["Leader", "Battle", "Extra"]
    color: tuple[Color, ...]
    cost: int = 0                       # total energy cost (dbscg 2-11-1)
    pips: dict[Color, int] = {}         # the colour cost
    power: int = 0
    combo_cost: int = -1                # -1: cannot combo (dbscg 3-7-3-1, dbs-masters 5-7-2)
    combo_power: int = -1
    character: str = ""
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    skill: tuple[Skill, ...] = ()
    awaken: Awaken | None = None
    back: Side | None = None
    text: str = ""

    def model_post_init(self, _ctx) -> None:
        if self.type == "Leader" and (self.back is None) != (self.awaken is None):
            raise ValueError("a Leader with an awaken needs a back side, and the reverse")
        if self.type != "Leader" and (self.back or self.awaken):
            raise ValueError("only a Leader has two sides")
        if self.type == "Extra" and (self.power or self.combo_power >= 0):
            raise ValueError("an Extra card has no power")

    @property
    def number(self) -> str:
        return self.code

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


def load_file(path: Path) -> list[CardDef]:
    return read_cards(path, CardDef, ("skill",))


def load_all(folder: Path) -> dict[str, CardDef]:
    return read_card_folder(folder, CardDef, ("skill",))
