"""What an effect did, as a value the next effect of the skill reads (docs/abilities.md, "Results are
values"): "If you do" needs the action before it done (dbs-masters 20-16-1), "Otherwise" needs it
not done, even partly (20-17-1). The effects of a skill run as `do` steps, one per effect, each
pushed before the effect before it runs (skills.py); its last argument is that effect's result. An
action that finishes later, after choices (a KO of chosen cards, a discard, a search), is given the
position of that step on the procedure stack (its `frame`) and writes its result there as it
happens: everything pushed above the step has run before it, so the position stays its own."""

from __future__ import annotations

from ...engine.state import Game

NOTHING, PART, DID = 0, 1, 2     # not done at all; done in part (2 of 3 cards drawn); done
NO_FRAME = -1                     # no effect reads this action's result


def amount(got: int, n: int) -> int:
    """The result of an action asked `n` times that happened `got` times (dbscg 1-3-2: as many as can be)."""
    return NOTHING if got <= 0 else DID if got >= n else PART


def report(game: Game, frame: int, value: int = DID) -> None:
    """The action of the effect whose result goes to the step at `frame` did `value`; several
    parts of one action (each card chosen) keep the most that was done."""
    if frame < 0:
        return
    st = game.procs[frame]
    if st[0] != "do":
        raise RuntimeError(f"an effect's result has no reader: step {st[0]!r} at frame {frame}")
    if value > st[-1]:
        game.procs[frame] = st[:-1] + (value,)
