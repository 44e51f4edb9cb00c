"""Paying CP as an effect: "You may pay {1}. If you do so, ...", "If your opponent doesn't pay
{1}, ..." (the verb `pay`, docs/abilities.md).

The player pays with the same resources as a cost (5.2.1.3: a card discarded for 2 CP of its
element, an active Backup dulled for 1) and the same exactness (5.2.1.3.1); what they cannot pay
in full they do not pay at all, and the result is empty, so "if you do so" is false.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import SUSPEND, done
from ...engine.abilities.language import BOOL, WHO
from ...engine.abilities.load import AbilityError
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame, player
from . import actions
from .base import REG
from .costs import parse_cost
from .payment import Cost, feasible, next_options
from .verbs import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

NO_SOURCE = -1       # nothing is being played: every card in hand and active Backup may pay


def _cp_cost(v: Any, where: str) -> str:
    """The printed CP to pay: element and generic CP only (no {D}, {S} nor {x}: an X paid inside
    "you may" would not reach the effects after it)."""
    if not isinstance(v, str):
        raise AbilityError(where, f"expected a cost such as '{{1}}', got {v!r}")
    try:
        c = parse_cost(v)
    except ValueError as e:
        raise AbilityError(where, str(e)) from None
    if c.dull or c.special or c.x or not c.total:
        raise AbilityError(where, f"`pay` takes CP of elements and generic CP, not {v!r}")
    return v


def _cost(markup: str) -> Cost:
    c = parse_cost(markup)
    return Cost(c.total, c.elements)


@LANG.verb("pay", cost=(_cp_cost, ...), who=(WHO, "you"), optional=(BOOL, False))
def pay(game: Game, fr: Frame, p: Any) -> Any:
    """The player pays the CP, or (`optional`: "you may pay") decides whether to; one who cannot
    pay in full is not asked and pays nothing."""
    pl = player(game, fr, p.who)
    cost = _cost(p.cost)
    if not feasible(game, pl, NO_SOURCE, cost):
        game.say(f"player {pl} cannot pay {p.cost}")
        return NOTHING
    if p.optional:
        game.ask(pl, "optional", (("yes",), ("no",)), "on_ab_pay_or_not", fr, pl, tuple(cost),
                 prompt=f"pay {p.cost}?")
    else:
        game.procs.append(("ab_pay", fr, pl, tuple(cost), ()))
    return SUSPEND


@REG.handler
def on_ab_pay_or_not(game: Game, choice: tuple, fr: Frame, pl: int, cost: tuple) -> None:
    if tuple(choice) == ("yes",):
        game.procs.append(("ab_pay", fr, pl, cost, ()))
    else:
        done(game, as_frame(fr), NOTHING)


@REG.step
def ab_pay(game: Game, fr: Frame, pl: int, cost: tuple, paid: tuple) -> None:
    """One resource at a time, as a cost (payment.next_options: never a dead end); all of it
    happens once the payment is complete."""
    fr, cost = as_frame(fr), Cost(*cost)
    paid = tuple(tuple(x) for x in paid)          # after a JSON round trip
    opts = next_options(game, pl, NO_SOURCE, cost, paid)
    if opts:
        game.ask(pl, "payment", opts, "on_ab_pay", fr, pl, tuple(cost), paid, prompt=f"pay {cost.total} CP")
        return
    for kind, oid in paid:
        if kind == "dull":
            actions.dull(game, oid)
    actions.move_cards(game, [oid for kind, oid in paid if kind == "discard"], "break")
    game.say(f"player {pl} pays {cost.total} CP")
    done(game, fr, Res(tuple(oid for _, oid in paid), (), cost.total))


@REG.handler
def on_ab_pay(game: Game, choice: tuple, fr: Frame, pl: int, cost: tuple, paid: tuple) -> None:
    game.procs.append(("ab_pay", fr, pl, cost, tuple(tuple(x) for x in paid) + (tuple(choice),)))
