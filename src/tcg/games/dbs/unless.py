""""You can't do A unless you do B" (dbs-masters 20-14): B is done first and A may be declared only
if B can be done (20-14-1). Vocabulary: the [Permanent] `extra_tax` = N, "your opponent can't activate
Extra Cards unless they switch N of their energy to Rest Mode" (BT10-097): the N energy are rested
before the Extra's costs are paid, and an Extra whose cost and tax cannot both be paid cannot be
activated, from the hand, in a counter timing or by another skill."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG
from .reading import negated, side_skills, valid

step, handler = REG.step, REG.handler


def extra_tax(game: Game, p: int) -> int:
    """The energy player `p` must rest to activate an Extra Card, from the opponent's valid permanents."""
    q = 1 - p
    n = 0
    for z in ("leader", "battle"):
        for oid in game.zones[f"{z}{q}"]:
            o = game.objs[oid]
            for s in side_skills(o):
                if s.extra_tax and s.kind == "permanent" and not negated(game, o) and valid(game, o, s):
                    n += s.extra_tax
    return n


def active_energy(game: Game, p: int) -> int:
    return sum(1 for e in game.zones[f"energy{p}"] if not game.objs[e].tapped)


@step
def tax_rest(game: Game, p: int, n: int) -> None:
    """B of 20-14-1: switch N of your energy to Rest Mode, one at a time."""
    if n <= 0:
        return
    opts = tuple(("rest_energy", e) for e in game.zones[f"energy{p}"] if not game.objs[e].tapped)
    if opts:
        game.ask(p, "cost", opts, "on_tax_rest", p, n, prompt="rest an energy (can't activate Extra Cards unless)")


@handler
def on_tax_rest(game: Game, choice: tuple, p: int, n: int) -> None:
    game.w(choice[1]).tapped = True
    game.push("tax_rest", p, n - 1)


def extra_can_pay(game: Game, p: int, card, tax: int, more: tuple = (0, {})) -> bool:
    """The Extra's (changed) energy cost, its skill's energy cost `more` (12-2-2-3) and the tax's N
    more energy together (20-14-1)."""
    from .energy import card_can_pay, card_cost, feasible

    mt, mp = more
    if not tax and not mt and not mp:
        return card_can_pay(game, p, card)
    total, pips = card_cost(game, p, card)
    both = {c: pips.get(c, 0) + mp.get(c, 0) for c in {*pips, *mp}}
    return feasible(game, p, max(total, sum(pips.values())) + max(mt, sum(mp.values())) + tax, both)
