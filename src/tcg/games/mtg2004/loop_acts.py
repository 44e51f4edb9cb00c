"""The actions each player takes while loops.py watches for a loop (421.2): who acted, and what
started the loop from a state. play.py counts a play once it is complete (play.commit), or
forgets it when it is rewound (422)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.state import Game


def record_act(game: Game, p: int, option: tuple) -> None:
    """Player `p` took `option` (421.2: who acts, and what started the loop from this state)."""
    v = game.vars
    acts = list(v.get("loop_acts", (0, 0)))
    acts[p] += 1
    v["loop_acts"] = tuple(acts)
    last = v.get("loop_last")
    if last and not any(d == last for d, _ in v.get("loop_first", ())):
        v["loop_first"] = v.get("loop_first", ()) + ((last, option),)


def play_done(game: Game, completed: bool) -> None:
    """play.commit / play.rewind: count the pending play as an action, or forget it."""
    pending = game.vars.pop("loop_pending", None)
    if pending is not None and completed:
        record_act(game, *pending)
