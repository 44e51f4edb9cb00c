"""Crystals (printed from Opus XV on, not in the v1.0 rulebook; RULINGS.md): a resource a player
gains by effects ("gain {C}") and keeps from turn to turn until spent on a cost that prints {C}.
They are not CP and not cards: a count per player (`pvars["crystals"]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import INT, WHO
from ...engine.abilities.run import Frame, player
from .base import NO, REG, YES, Play
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game
    from .payment import Cost

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


# "Before paying the cost to cast X, you can pay {C} to reduce the cost required to cast X by 2."
def reduced(game: Game, p: int, oid: int, cost: Cost) -> Cost | None:
    """The cost of playing `oid` if its Crystals are paid first; None if it has no such
    reduction or the player has too few Crystals."""
    a = game.objs[oid].card.crystal_reduction
    if a is None or crystals(game, p) < a.cost_crystals:
        return None
    from .payment import _amount

    total = max(a.cost_min, cost.total - _amount(game, oid, a.cost_reduction, p))
    return cost._replace(total=total, need=cost.need if total else (), crystals=cost.crystals + a.cost_crystals)


def ask(game: Game, play: Play, cost: Cost) -> bool:
    """Ask, before the cost is paid, whether to pay the Crystals (only the choices after which the
    cost can be paid); True if the player is asked."""
    from .payment import feasible

    cheaper = reduced(game, play.player, play.source, cost)
    if cheaper is None:
        return False
    opts = ((YES,) if feasible(game, play.player, play.source, cheaper) else ()) \
        + ((NO,) if feasible(game, play.player, play.source, cost) else ())
    game.ask(play.player, "optional", opts, "on_pre_crystals", play, prompt="pay {C} to reduce the cost?")
    return True


@REG.handler
def on_pre_crystals(game: Game, choice: tuple, play: tuple) -> None:
    play = Play(*play)
    game.push("declare", play._replace(pre=1 if tuple(choice) == YES else 0))
