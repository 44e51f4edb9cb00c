"""Crystals (printed from Opus XV on, not in the v1.0 rulebook; RULINGS.md): a resource a player
gains by effects ("gain {C}") and keeps from turn to turn until spent on a cost that prints {C}.
They are not CP and not cards: a count per player (`pvars["crystals"]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import INT, WHO
from ...engine.abilities.run import Frame, player
from .verbs import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

LANG.quantity_names.add("crystals")      # "for each {C} you have"


def crystals(game: Game, p: int) -> int:
    return game.pvars[p].get("crystals", 0)


def _add(game: Game, p: int, n: int) -> None:
    game.pvars[p]["crystals"] = crystals(game, p) + n
    game.cache.clear()            # a field ability may read them ("If you have a {C}, ...")
    game.event("crystals", p, n)


def spend(game: Game, p: int, n: int) -> None:
    """Pay {C} n times: a cost is paid in full (payment.feasible checked there are enough)."""
    if n:
        _add(game, p, -n)


@LANG.verb("gain_crystal", binds=False, n=(INT, 1), who=(WHO, "you"))
def gain_crystal(game: Game, fr: Frame, p: Any) -> None:
    """"Gain {C}", "gain {C}{C}"."""
    _add(game, player(game, fr, p.who), p.n)
