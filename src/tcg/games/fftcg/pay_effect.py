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
from . import actions, crystals
from .base import REG
from .costs import parse_cost
from .lang import LANG
from .payment import Cost, feasible, next_options

if TYPE_CHECKING:
    from ...engine.state import Game

NO_SOURCE = -1       # nothing is being played: every card in hand and active Backup may pay


def _cp_cost(v: Any, where: str) -> str:
    """The printed CP to pay: element and generic CP, or {x} (no {D} nor {S})."""
    if not isinstance(v, str):
        raise AbilityError(where, f"expected a cost such as '{{1}}', got {v!r}")
    try:
        c = parse_cost(v)
    except ValueError as e:
        raise AbilityError(where, str(e)) from None
    if c.dull or c.special or not (c.total or c.x or c.crystals):
        raise AbilityError(where, f"`pay` takes CP of elements, generic CP or Crystals, not {v!r}")
    return v


def _cost(markup: str, x: int = 0) -> Cost:
    c = parse_cost(markup)
    return Cost(c.total + x, c.elements, crystals=c.crystals)


def _xs(game: Game, pl: int, markup: str) -> tuple[int, ...]:
    """The X a player may declare for {x} (4.5): from 1 (paying nothing is not paying) to what
    they can pay."""
    most = 2 * len(game.zones[f"hand{pl}"]) + len(game.zones[f"field{pl}"]) + 1
    return tuple(n for n in range(1, most + 1) if feasible(game, pl, NO_SOURCE, _cost(markup, n)))


@LANG.verb("pay", cost=(_cp_cost, ...), who=(WHO, "you"), optional=(BOOL, False))
def pay(game: Game, fr: Frame, p: Any) -> Any:
    """The player pays the CP, or (`optional`: "you may pay") decides whether to; one who cannot
    pay in full is not asked and pays nothing."""
    pl = player(game, fr, p.who)
    has_x = parse_cost(p.cost).x
    cost = _cost(p.cost)
    if not (_xs(game, pl, p.cost) if has_x else feasible(game, pl, NO_SOURCE, cost)):
        game.event("cannot_pay", pl, str(p.cost))
        return NOTHING
    if p.optional:
        game.ask(pl, "optional", (("yes",), ("no",)), "on_ab_pay_or_not", fr, pl, tuple(cost),
                 prompt=f"pay {p.cost}?")
    else:
        _start_paying(game, fr, pl, cost, p.cost)
    return SUSPEND


def _start_paying(game: Game, fr: Frame, pl: int, cost: Cost, markup: str) -> None:
    if parse_cost(markup).x:
        game.ask(pl, "x", tuple(("x", n) for n in _xs(game, pl, markup)), "on_ab_pay_x", fr, pl, markup,
                 prompt="declare X")
    else:
        game.procs.append(("ab_pay", fr, pl, tuple(cost), (), -1))


@REG.handler
def on_ab_pay_x(game: Game, choice: tuple, fr: Frame, pl: int, markup: str) -> None:
    game.procs.append(("ab_pay", fr, pl, tuple(_cost(markup, choice[1])), (), choice[1]))


@REG.handler
def on_ab_pay_or_not(game: Game, choice: tuple, fr: Frame, pl: int, cost: tuple) -> None:
    fr = as_frame(fr)
    if tuple(choice) == ("yes",):
        from ...engine.abilities.run import effects_at

        _start_paying(game, fr, pl, Cost(*cost), effects_at(game, fr)[fr.i].p.cost)
    else:
        done(game, fr, NOTHING)


@REG.step
def ab_pay(game: Game, fr: Frame, pl: int, cost: tuple, paid: tuple, x: int) -> None:
    """One resource at a time, as a cost (payment.next_options: never a dead end); all of it
    happens once the payment is complete. `x`: the X declared for {x} (-1: none), which the
    effects after this one read."""
    fr, cost = as_frame(fr), Cost(*cost)
    paid = tuple(tuple(x) for x in paid)          # after a JSON round trip
    opts = next_options(game, pl, NO_SOURCE, cost, paid)
    if opts:
        game.ask(pl, "payment", opts, "on_ab_pay", fr, pl, tuple(cost), paid, x, prompt=f"pay {cost.total} CP")
        return
    for kind, oid in paid:
        if kind == "dull":
            actions.dull(game, oid)
    actions.move_cards(game, [oid for kind, oid in paid if kind == "discard"], "break")
    crystals.spend(game, pl, cost.crystals)
    if cost.total:
        game.event("pays", pl, cost.total)
    # n: what was paid, CP and Crystals ("if you do so" after "you may pay {C}")
    done(game, fr, Res(tuple(oid for _, oid in paid), (), cost.total + cost.crystals), x if x >= 0 else None)


@REG.handler
def on_ab_pay(game: Game, choice: tuple, fr: Frame, pl: int, cost: tuple, paid: tuple, x: int) -> None:
    game.procs.append(("ab_pay", fr, pl, cost, tuple(tuple(c) for c in paid) + (tuple(choice),), x))
