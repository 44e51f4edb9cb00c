""""You can't do A unless you do B" (dbs-masters 20-14): B is done first and A may be declared only
if B can be done (20-14-1). Vocabulary: the [Permanent] `extra_tax` = N, "your opponent can't activate
Extra Cards unless they switch N of their energy to Rest Mode" (BT10-097): the N energy are rested
before the Extra's costs are paid, and an Extra whose cost and tax cannot both be paid cannot be
activated, from the hand, in a counter timing or by another skill."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG
from .energy import card_can_pay, card_cost, feasible
from .reading import negated, side_skills, valid

step, handler = REG.step, REG.handler

RED_BLUE = frozenset(("red", "blue"))


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
def tax_rest(game: Game, p: int, n: int, total: int = 0, pips: tuple = (), summoner: bool = False) -> None:
    """B of 20-14-1: switch N of your energy to Rest Mode, one at a time. A is still to be done
    after B: an energy is offered only if the Extra's own cost (`total`, `pips`; by [Summoner], one
    Active red-blue energy, 10-40-1) can still be paid once it is rested."""
    if n <= 0:
        return
    objs = game.objs
    energy = [e for e in game.zones[f"energy{p}"] if not objs[e].tapped]
    red_blue = [e for e in energy if frozenset(objs[e].card.color) == RED_BLUE]
    opts = tuple(("rest_energy", e) for e in energy
                 if (red_blue != [e] if summoner else feasible(game, p, total + n - 1, dict(pips), skip=(e,))))
    if opts:
        game.ask(p, "cost", opts, "on_tax_rest", p, n, total, pips, summoner,
                 prompt="rest an energy (can't activate Extra Cards unless)")


@handler
def on_tax_rest(game: Game, choice: tuple, p: int, n: int, total: int = 0, pips: tuple = (),
                summoner: bool = False) -> None:
    game.w(choice[1]).tapped = True
    game.push("tax_rest", p, n - 1, total, pips, summoner)


def extra_need(game: Game, p: int, card, more: tuple = (0, {})) -> tuple[int, dict]:
    """The energy an Extra's activation pays besides the tax: its (changed) energy cost and its
    skill's energy cost `more` (12-2-2-3), as (sources to rest, colour pips)."""
    mt, mp = more
    total, pips = card_cost(game, p, card)
    both = {c: pips.get(c, 0) + mp.get(c, 0) for c in {*pips, *mp}}
    return max(total, sum(pips.values())) + max(mt, sum(mp.values())), both


def push_tax(game: Game, p: int, card, way: tuple, more: tuple = (0, {})) -> None:
    """Schedule the tax of 20-14-1 (before the costs the caller pushed), keeping them payable."""
    if way:
        game.push("tax_rest", p, extra_tax(game, p), 0, (), True)
        return
    total, pips = extra_need(game, p, card, more)
    game.push("tax_rest", p, extra_tax(game, p), total, tuple(sorted(pips.items())))


def extra_can_pay(game: Game, p: int, card, tax: int, more: tuple = (0, {})) -> bool:
    """The Extra's (changed) energy cost, its skill's energy cost `more` (12-2-2-3) and the tax's N
    more energy together (20-14-1)."""
    mt, mp = more
    if not tax and not mt and not mp:
        return card_can_pay(game, p, card)
    total, both = extra_need(game, p, card, more)
    return feasible(game, p, total + tax, both)
