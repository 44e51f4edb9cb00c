"""Cards under a card (dbs-masters 23-2): what skills do with them. "Place up to N <card> cards from
your Drop under this card" (an effect), "place N <card> cards from under this card in their owners'
Drops" (a skill cost), and the cards a [Z-Stack] places (22-47-4). A card under another is in the
`under` zone with counters["top"] = the card on top (`moves.unders` reads them); new ones go to
the bottom of the pile (23-2-4); a card under another is in the area of the top card (23-2-2-2)."""

from __future__ import annotations

from ...engine.state import Game
from .base import NONE, REG
from .moves import move, move_one, unders
from .picks import fits
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler

IN_PLAY = ("leader", "battle", "unison")


def put_under(game: Game, x: int, top: int) -> int:
    """Place card `x` under `top`, at the bottom of its pile (23-2-4)."""
    u = move(game, x, "under", 0, controller=game.objs[top].controller)
    game.w(u).counters = {"top": top}
    return u


def leave_pile(game: Game, u: int) -> None:
    """A card from under a card to its owner's Drop: it is in the top card's area (23-2-2-2), so a
    Z-card is removed from the game instead (14-1-4, moves.py)."""
    move_one(game, u, "drop")


def fitting(game: Game, src: int, pick: tuple) -> list[int]:
    return [u for u in unders(game, src) if fits(game, u, pick)] if src in game.objs else []


@step
def drop_under(game: Game, p: int, src: int, n: int, pick: tuple, frame: int = NO_FRAME) -> None:
    """"Place up to N <pick> cards from your Drop under this card": one at a time (BT20-023,
    BT20-025); nothing if this card has left play (20-1-7)."""
    o = game.objs.get(src)
    if n <= 0 or o is None or o.zone[:-1] not in IN_PLAY:
        return
    cands = tuple(("under", x) for x in game.zones[f"drop{p}"] if fits(game, x, pick))
    if cands:
        game.ask(p, "target", cands + (NONE,), "on_drop_under", p, src, n, pick, frame,
                 prompt="place which card of your Drop under this card?")


@handler
def on_drop_under(game: Game, choice: tuple, p: int, src: int, n: int, pick: tuple, frame: int = NO_FRAME) -> None:
    if choice != NONE:
        put_under(game, choice[1], src)
        report(game, frame)
        game.push("drop_under", p, src, n - 1, pick, frame)


@step
def unders_cost(game: Game, p: int, src: int, n: int, pick: tuple) -> None:
    """The cost "place N (other) <pick> cards from under this card in their owners' Drops": chosen
    one at a time (masters 5-8); payable only with N such cards there (5-8-3, `card_costs`)."""
    cands = fitting(game, src, pick)
    if n <= 0 or not cands:
        return
    if len(cands) <= n:
        for u in cands[:n]:
            leave_pile(game, u)                 # every one goes: no choice to ask
        return
    game.ask(p, "cost", tuple(("drop", u) for u in cands), "on_unders_cost", p, src, n, pick,
             prompt=f"place which card from under this card in its owner's Drop? ({n} left)")


@handler
def on_unders_cost(game: Game, choice: tuple, p: int, src: int, n: int, pick: tuple) -> None:
    leave_pile(game, choice[1])
    game.push("unders_cost", p, src, n - 1, pick)
