"""The result of a move that waits on a replacement decision, handed to the effects after it.

A move from the Field may stop midway while a player decides which replacement applies, or
whether a "you may ... instead" does (instead.py, 11.12.5.6.1): the kernel's pipeline then
returns no new ids and pushes its step `zone_replacement`, which finishes the move after the
decision. The kernel's verbs `move`, `return_to_hand` and `destroy` (`break`) would hand that
empty result to the next effect at once, and "If you do so" / "When you do so" read that nothing
moved. Here each of them is wrapped: when the move waits, the verb suspends, and a step below the
pending decision hands the effect's whole result on (`done`) once the move is made, the cards
found where they went (follow.py). The result is what the move gives when it does not wait.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...engine.abilities import SUSPEND, done
from ...engine.abilities.run import Res, as_frame, binding
from . import follow, instead
from .base import REG
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

# the steps of a move waiting on a replacement decision: the kernel's, and a player's "you may ...
# instead" for the other player's card (instead.py)
WAITS = (instead.WAITS, "ff_may_instead")


def _waiting_for_result(verb: Callable) -> Callable:
    """`verb`, suspended while a move it made waits on a replacement decision."""
    def run(game: Game, fr: Any, p: Any) -> Any:
        procs = game.procs
        mark = len(procs)
        r = verb(game, fr, p)
        if len(procs) == mark or r is SUSPEND:
            return r
        waiting = tuple(o for step in procs[mark:] if step[0] in WAITS for o in step[1][0])
        if not waiting:
            return r
        procs.insert(mark, ("ff_move_result", fr, r, waiting))     # runs once the moves are made
        return SUSPEND
    return run


for _name in ("move", "return_to_hand", "destroy", "break"):
    LANG.verbs[_name] = replace(LANG.verbs[_name], fn=_waiting_for_result(LANG.verbs[_name].fn))


@REG.step
def ff_move_result(game: Game, fr: Any, r: Any, waiting: tuple) -> None:
    """The moves that waited are made: the cards among `waiting` that left the Field are added,
    where they went, to what moved at once (`r`), and the effects after the verb go on."""
    r = binding((("", r),))[0][1]      # a Res again after a JSON round trip
    now = (follow.where_now(game, o) for o in waiting)      # the card itself if it stayed, 0 if unknown
    went = tuple(n for n in now if n and n not in waiting)
    done(game, as_frame(fr), Res(tuple(r.ids) + went, tuple(r.lki), r.n))
