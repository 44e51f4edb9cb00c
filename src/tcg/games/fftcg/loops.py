"""Infinite loops (13): a loop of mandatory actions that no player can stop is a draw (13.1).

The loop the engine can meet with no player ever getting priority: auto abilities that trigger
each other as they are put on the stack, the second one's target being chosen by the first (4-085H
Dadaluma and 14-025C Kuja, "When ... is chosen by your opponent's Summons or abilities, choose up
to 1 Forward opponent controls", choosing each other). Nothing resolves, 11.1.4 repeats without
end and the stack grows.

It is recognised when triggered abilities are put on the stack with the stack at least
LOOP_DEPTH deep: the game apart from the stack is exactly as at an earlier placement (the TOP
items of the stack named by their depth from the top, the others by their ids), nothing has left the stack since, and no player has made
a choice since (every decision had one option). Then the same steps follow forever, and no
player can stop them. A loop that a player's choice can stop (13.2, 13.3) goes on: stopping it is
their choice. The marks are kept in `vars["loop_marks"]` (saved with the game) and dropped when
an ability resolves. The choices are counted by `Game.history`, which holds the decisions with
two or more options when the forced ones are taken for the players (`auto_forced`, as in play).
Where it holds every decision (a scenario leaving forced moves to the players) or nothing (AI
rollouts), a choice cannot be told from a forced move: then the same placement must come back
BLIND_REPEATS times (RULINGS.md).
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine.state import Game

LOOP_DEPTH = 8          # no loop is looked for on a shallower stack
BLIND_REPEATS = 20      # without a history: this many identical placements make a loop
TOP = 4                 # stack items named by their depth in a fingerprint
KEEP = 64               # marks kept (a loop of up to 64 placements per turn round is seen)


def _canon(x: Any, depth: dict[int, int]) -> Any:
    """`x` with the id of every stack item replaced by its depth from the top."""
    if isinstance(x, bool) or x is None or isinstance(x, (str, float)):
        return x
    if isinstance(x, int):
        return ("stack", depth[x]) if x in depth else x
    if isinstance(x, (tuple, list)):
        return [_canon(y, depth) for y in x]
    if isinstance(x, dict):
        return {k: _canon(v, depth) for k, v in x.items()}
    return x


def fingerprint(game: Game) -> str:
    """The state apart from the stack, the id counter and the timestamp clock."""
    # The top items are named by their depth, as the loop puts on one more round of them; the
    # others keep their ids. A number that is not an id but equals one of the top TOP ids is
    # renamed too: with ids growing, that can only hide a loop for a few placements.
    n = len(game.stack)
    depth = {it.id: n - 1 - i for i, it in enumerate(game.stack[-TOP:], n - TOP)}
    d = game.state_dict()
    for k in ("stack", "next_id", "ts"):
        del d[k]
    d["vars"] = {k: v for k, v in d["vars"].items() if k != "loop_marks"}
    text = json.dumps(_canon(d, depth), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def endless(game: Game) -> bool:
    """Called before triggered abilities are put on a stack LOOP_DEPTH deep or more: is this a
    loop of mandatory actions? If so the game is over, a draw (13.1)."""
    stack = game.stack
    n = len(game.history) if game.history is not None and game.auto_forced else -1
    fp = fingerprint(game)
    # a mark still counts if the stack it saw is still there, below what was put on since
    marks = [m for m in game.vars.get("loop_marks", ())
             if m[2] <= len(stack) and stack[m[2] - 1].id == m[3]]
    same = sum(1 for m in marks if m[0] == fp and m[1] == n)
    if same >= (1 if n >= 0 else BLIND_REPEATS):
        game.vars.pop("loop_marks", None)
        game.end(None, "13.1: an infinite loop of mandatory actions that no player can stop")
        return True
    game.vars["loop_marks"] = tuple(marks[-(KEEP - 1):]) + ((fp, n, len(stack), stack[-1].id),)
    return False
