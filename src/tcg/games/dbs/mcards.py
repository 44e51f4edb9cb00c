"""Card-file vocabulary of what only the Masters rules have: the keyword skills [Servant] and
[Overlord] (dbs-masters 22-40, 22-41), [Z-Awaken] (22-46), and [Activate: Main] skills of cards
that stay in place when used (Z-Extras, 17-1-6). Each is one `MSkill` in the card's `masters`
list (format: CARDS.md, "Masters"); the procedures are in `mkeywords.py` and `zcards.py`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Color = Literal["red", "blue", "green", "yellow", "black"]


class MDo(BaseModel):
    """One effect of a Masters skill, done in printed order (dbs-masters 0-2-3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    op: Literal["draw", "power", "ready_energy", "search"]
    n: int = 1
    until: Literal["turn", "battle"] = "turn"
    keyword: Literal["", "leader"] = ""      # power: "" = this card, "leader" = your Leader
    color: Color | Literal[""] = ""          # search: the colour of the card added
    characters: tuple[str, ...] = ()          # search: its character names
    unison_cost: int = 0                     # search: or a Unison Card with this specified cost


class MSkill(BaseModel):
    """`kind`: servant, overlord, z_stack, z_awaken (`character`: the Leader's character name and
    `colors` its colour, 22-46-3; `cost`/`pips`: the skill cost), activate_main (`cost`/`pips`,
    `once_per_turn`, `do`), auto (`when` = played, `do`) for cards whose other skills are here."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["servant", "overlord", "z_awaken", "activate_main", "auto", "z_stack"]
    x: int = 0                               # z_stack: [Z-Stack X] <character> (22-47; `character` = the card indicated)
    when: Literal["", "played"] = ""
    colors: tuple[Color, ...] = ()
    cost: int = 0
    pips: dict[Color, int] = {}
    once_per_turn: bool = False
    character: str = ""
    do: tuple[MDo, ...] = ()
