"""Taking back a person's own choices within one payment or declaration, for every front end
(the terminal's `undo`, the browser's Undo button).

A `Trail` is told of every choice before it is applied. It keeps a copy of the game before each
of its seat's choices since that seat's last choice that started something (a decision of the
game's `quiet_kinds`: an action, an attack), and forgets them all as soon as another player
answers a decision: what the opponent saw happen is not taken back. Copies are cheap (the
engine's objects are shared copy-on-write). A trail is rebuilt when a saved game is resumed
(`noting`), so that a save, a restart or a reload does not close a declaration.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def snapshot(game: Any) -> Any:
    """A copy to go back to: the state, its history and its log."""
    copy = game.clone()
    if game.log is not None:
        copy.start_log()
        copy.log[:] = game.log
    return copy


def noting(trails: list[Trail]) -> Callable[[Any], None]:
    """A `before` hook for `tcg.replay.resumed` that tells every trail of each choice replayed:
    a game saved in the middle of a payment can still have it taken back once resumed."""
    def before(game: Any) -> None:
        for t in trails:
            t.note(game)
    return before


class Trail:
    """The games to go back to for one seat."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.back: list[Any] = []

    def note(self, game: Any) -> None:
        """Call before the pending decision of `game` is answered (by anyone)."""
        d = game.decision
        if d is None or d.player != self.seat:
            self.back.clear()             # another player acts: the declaration is closed
            return
        if d.kind in game.rules.ai.quiet_kinds:
            self.back.clear()             # a new declaration starts here: the last one is done
        self.back.append(snapshot(game))

    def forget(self) -> None:
        """Nothing can be taken back any more (a concession, a game replaced)."""
        self.back.clear()

    def can_undo(self, game: Any) -> bool:
        """Is it this seat's decision, within a declaration, with one of its choices to take back?
        (A decision that starts something closes the last declaration: it is done.)"""
        d = game.decision
        return (bool(self.back) and d is not None and d.player == self.seat and game.result is None
                and d.kind not in game.rules.ai.quiet_kinds)

    def refusal(self, game: Any) -> str | None:
        """Why an undo is refused now, or None."""
        if self.can_undo(game):
            return None
        return ("nothing to undo: undo takes back a choice you made while paying for or declaring "
                "what you are doing now, before another player acts")

    def undo(self) -> Any:
        """The game before the seat's last choice (call `can_undo` first)."""
        return self.back.pop()
