"""Rule actions: the refresh and its penalty (WS-refresh), level up (WS-III.lvl), and the losses
(level 4, no deck and no waiting room), checked together so that simultaneous losses draw."""

from __future__ import annotations

from .base import CLOCK, DECK, REG, WAITING
from .board import level, other
from .moves import move, move_one

step, handler = REG.step, REG.handler


def after_deck(game, p: int) -> None:
    """WS-refresh (interrupt rule action): an empty deck takes the waiting room, shuffled, then
    its top card goes to clock, uncancelled (RULINGS.md 8). With no waiting room either, the
    player will lose at the next rule check (RULINGS.md 7)."""
    deck = game.zones[DECK[p]]
    if deck:
        return
    wr = game.zones[WAITING[p]]
    if not wr:
        game.pvars[p]["deck_out"] = 1
        return
    move(game, wr, "deck")
    game.shuffle(deck)
    game.pvars[p]["refreshes"] = game.pvars[p].get("refreshes", 0) + 1
    move_one(game, deck[-1], "clock")       # the refresh penalty: 1 damage that cannot be cancelled
    game.push("level_check", p)
    after_deck(game, p)


def top_to(game, p: int, zone: str, pos: int | None = None) -> int | None:
    """The deck's top card into `zone` of p; None when there is no card to take."""
    deck = game.zones[DECK[p]]
    if not deck:
        after_deck(game, p)
        if not deck:
            return None
    new = move_one(game, deck[-1], zone, pos)
    if not deck:                       # after_deck does nothing while the deck has cards
        after_deck(game, p)
    return new


def draw(game, p: int, n: int) -> None:
    deck = game.zones[DECK[p]]
    while n > 0:
        if not deck:
            if top_to(game, p, "hand") is None:
                return
            n -= 1
            continue
        k = min(n, len(deck))          # the top k cards one after another, as one move
        move(game, deck[:-k - 1:-1], "hand")
        n -= k
        if not deck:
            after_deck(game, p)


@step
def draw_step(game, p, n):
    draw(game, p, n)


def rule_check(game) -> bool:
    """The losses (rule actions, RULINGS.md 7): level 4, or no deck and no waiting room. Both
    players are checked together: if both lose at once the game is a draw. True if it ended."""
    if game.result is not None:
        return True
    z, pv = game.zones, game.pvars
    if len(z["level0"]) < 4 and len(z["level1"]) < 4 and "deck_out" not in pv[0] and "deck_out" not in pv[1]:
        return False                   # the common case, read without building anything
    lost = [p for p in (0, 1) if level(game, p) >= 4 or game.pvars[p].get("deck_out")]
    why = {p: ("reached level 4 (WS-III.lvl)" if level(game, p) >= 4 else
               "has no deck and no waiting room (WS-refresh)") for p in lost}
    if len(lost) == 2:
        game.end(None, f"both players lose at once, a draw: player 0 {why[0]}, player 1 {why[1]}")
    else:
        game.end(other(lost[0]), f"player {lost[0]} {why[lost[0]]}")
    return True


@step
def level_check(game, p):
    """WS-III.lvl (interrupt rule action): at 7 clock, one of the 7 oldest goes to the level zone,
    the other 6 to the waiting room; more level ups follow while 7 remain."""
    clock = game.zones[CLOCK[p]]
    if len(clock) < 7 or game.result is not None:
        return
    game.ask(p, "level_up", tuple(("level", x) for x in clock[:7]), "on_level", p)


@handler
def on_level(game, choice, p):
    seven = game.zones[CLOCK[p]][:7]
    move_one(game, choice[1], "level")
    move(game, [x for x in seven if x != choice[1]], "waiting")
    game.push("level_check", p)
