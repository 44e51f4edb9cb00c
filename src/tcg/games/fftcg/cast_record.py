"""The Summons each player has cast this turn (15.1.1.7: to cast is to put a Summon onto the stack
paying its cost), for "If you have cast _Card Name Shiva_ this turn" and "if you have cast a
Summon this turn": the condition `cast_this_turn` (a card name, or true for any Summon); and how
many cards they have cast this turn, Characters played from the hand by paying their cost
included (later sets' "cast", RULINGS.md), for "if you have cast 3 or more cards this turn": the
quantity `cards_cast`."""

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
LANG.quantity_names.add("cards_cast")


def cast_names(game: Game, p: int) -> tuple[str, ...]:
    """The names of the Summons player p has cast this turn, in order."""
    pv = game.pvars[p]
    return pv.get("cast_names", ()) if pv.get("cast_turn") == game.vars["turn"] else ()


def cards_cast(game: Game, p: int) -> int:
    """How many cards (Characters and Summons) player p has cast this turn."""
    pv = game.pvars[p]
    return pv.get("cast_count", 0) if pv.get("cast_turn") == game.vars["turn"] else 0


def note_cast(game: Game, p: int, name: str, summon: bool = True) -> None:
    """Player p has cast a card named `name` (play.commit, 11.3.8): a Summon, or a Character
    played from the hand by paying its cost (11.4)."""
    names, count = cast_names(game, p), cards_cast(game, p)
    pv = game.pvars[p]
    pv["cast_turn"], pv["cast_names"], pv["cast_count"] = game.vars["turn"], names + (name,) * summon, count + 1


def holds(game: Game, p: int, value: str | bool) -> bool:
    names = cast_names(game, p)
    return bool(names) if value is True else value in names
