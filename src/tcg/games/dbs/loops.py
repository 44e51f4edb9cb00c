"""Infinite loops (dbs-masters 23-1, dbscg 11-1): actions of rule processing and [Auto] skills
that bring the game back to the same state, over and over, inside one check timing.

The guard runs in every check step. A check timing that goes on for more than `LIMIT` rounds
starts recording a signature of the state: "all the cards in the same zones" (23-1-1-2) with
their modes and markers, and the pending [Auto] skills. When a signature comes back, one round
of "loop actions" is complete (23-1-1), and who could have stopped it decides the outcome:

- nobody had a choice during the round: the game ends in a draw (23-1-1-1);
- only one player had a choice (an optional skill, "you may"): that player declares how many
  more times to repeat it, the loop runs that many times, then the player stops it at the next
  choice and cannot start it again in this check timing (23-1-1-2);
- both players had a choice: the active player declares a number, then the other; the loop runs
  the smaller number of times, then the player who declared it stops it, and neither may start
  it again (23-1-1-3; on a tie the active player stops it, RULINGS D6).

Values kept in `game.vars` are tuples and numbers (the kernel's rule); signatures are stable
digests so that replays and JSON round trips agree across processes.
"""

from __future__ import annotations

from hashlib import blake2b

from ...engine.state import Game
from .base import REG

step, handler = REG.step, REG.handler

LIMIT = 12          # rounds of one check timing before signatures are recorded
COUNTS = (0, 1, 2, 3)   # repetitions a player may declare (23-1-1-2): more changes nothing observable
KEYS = ("chk", "loop_seen", "loop_choices", "loop_left", "loop_stop", "loop_stoppers")
LOOP_KEYS = KEYS[1:]


def signature(game: Game) -> str:
    """23-1-1-2 "the same state (all the cards in the same zones)": per zone, the card numbers with
    their modes and markers, and the pending [Auto] skills."""
    objs = game.objs
    parts = []
    for z, ids in game.zones.items():
        if ids:
            cards = sorted((objs[i].card.code, objs[i].tapped, (objs[i].counters or {}).get("markers", 0))
                           for i in ids)
            parts.append((z, tuple(cards)))
    parts.append(tuple(sorted((t.controller, t.code, t.index) for t in game.pending)))
    return blake2b(repr(parts).encode(), digest_size=8).hexdigest()


def reset(game: Game) -> None:
    """The check timing ended: the loop, if any, is over."""
    v = game.vars
    if v.get("chk"):
        del v["chk"]
        for k in LOOP_KEYS:          # present only once a player was asked or a loop recorded
            if k in v:
                del v[k]


def offer(game: Game, p: int, options: tuple, stop: tuple) -> tuple:
    """A player is asked a choice inside a check timing: record that they could stop a loop
    (23-1-1-2/3); a player who must stop it is offered only `stop`."""
    v = game.vars
    if p in v.get("loop_stop", ()):
        return (stop,)
    if len(options) > 1:
        v["loop_choices"] = v.get("loop_choices", ()) + ((v.get("chk", 0), p),)
    return options


def guard(game: Game) -> bool:
    """One round of the check timing. True when the loop ended the game (23-1-1-1) or a player
    must now declare a count (23-1-1-2/3): the caller stops this round."""
    v = game.vars
    n = v.get("chk", 0) + 1
    v["chk"] = n
    if n <= LIMIT or game.result is not None:
        return False
    sig = signature(game)
    seen = v.get("loop_seen", ())
    first = next((k for s, k in seen if s == sig), 0)
    if not first:
        v["loop_seen"] = seen + ((sig, n),)
        return False
    v["loop_seen"] = ((sig, n),)                       # the next round is counted from here
    if "loop_left" in v:
        left = v["loop_left"] - 1
        v["loop_left"] = left
        if left <= 0 and not v.get("loop_stop"):
            v["loop_stop"] = v["loop_stoppers"]
        return False
    who = sorted({p for k, p in v.get("loop_choices", ()) if k >= first})
    if not who:
        game.end(None, "23-1-1-1: an infinite loop that no player can stop; the game is a draw")
        return True
    tp = v["tp"]
    order = (tp, 1 - tp) if len(who) == 2 else (who[0],)
    game.push("loop_declare", order, ())
    return True


@step
def loop_declare(game: Game, order: tuple, said: tuple) -> None:
    """23-1-1-2/3: each player who can stop the loop declares how many times to repeat it, the
    active player first."""
    if len(said) < len(order):
        p = order[len(said)]
        game.ask(p, "loop", tuple(("repeat", k) for k in COUNTS), "on_loop", order, said,
                 prompt="an infinite loop: how many more times do you repeat it?")
        return
    low = min(said)
    stopper = order[said.index(low)]                    # the first (active) player on a tie
    v = game.vars
    v["loop_stoppers"] = (stopper,) if len(order) == 1 else order   # 23-1-1-3: neither restarts it
    if low <= 0:
        v["loop_stop"] = v["loop_stoppers"]
    else:
        v["loop_left"] = low
    game.push("check")


@handler
def on_loop(game: Game, choice: tuple, order: tuple, said: tuple) -> None:
    game.push("loop_declare", order, said + (choice[1],))
