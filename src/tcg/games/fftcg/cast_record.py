"""The Summons each player has cast this turn (15.1.1.7: to cast is to put a Summon onto the stack
paying its cost), for "If you have cast _Card Name Shiva_ this turn" and "if you have cast a
Summon this turn": the condition `cast_this_turn` (a card name, or true for any Summon)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.load import AbilityError
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game


def _name_or_true(v: Any, where: str) -> str | bool:
    if v is True or (isinstance(v, str) and v):
        return v
    raise AbilityError(where, f"expected a card name or true, got {v!r}")


LANG.condition_keys["cast_this_turn"] = _name_or_true


def cast_names(game: Game, p: int) -> tuple[str, ...]:
    """The names of the Summons player p has cast this turn, in order."""
    pv = game.pvars[p]
    return pv.get("cast_names", ()) if pv.get("cast_turn") == game.vars["turn"] else ()


def note_cast(game: Game, p: int, name: str) -> None:
    """Player p has cast a Summon named `name` (play.commit, 11.3.8)."""
    names = cast_names(game, p)
    game.pvars[p]["cast_turn"], game.pvars[p]["cast_names"] = game.vars["turn"], names + (name,)


def holds(game: Game, p: int, value: str | bool) -> bool:
    names = cast_names(game, p)
    return bool(names) if value is True else value in names
