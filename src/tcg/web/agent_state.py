"""An AI seat brought back after a server restart as it was: its random generator where the
stored state left it; what it took while the same options came back again and again
(`agents.repetition.Repeats`: a free ability used 3 times in a row at most), and (the greedy
agent) the positions it chose in during the current turn, both rebuilt while the game's stored
choices are replayed. Its continuation is then the one it would have had without the restart
(`tests/web/test_table_tools.py`, `tests/web/test_agent_repeats.py`).

`Repeats` is rebuilt rather than stored: it changes only where the agent answers a decision of
its seat (every one of them, `Live.step_agent`), with that decision and the option taken, both
in the replay; so a game stored before it existed comes back with it too.

The mcts agent gets back its random state and, as greedy, the positions it searched in during
the current turn (it searches a quiet decision with two options or more once twin options are
merged, `agents.twins.distinct`). Not its search tree of the turn (dbs's `reuse`), a time
budget's luck, or a position where it took a win found before searching (it notes none there,
and the replay cannot tell that case without searching): after a restart in the middle of a turn
those may make it choose differently.
"""

from __future__ import annotations

from typing import Any

from ..agents.greedy import choices, quiet
from ..agents.twins import distinct


def restore_rngs(agents: dict[int, Any], stored: dict) -> None:
    """Put each agent's random generator where it was after the stored choices."""
    for seat, state in stored.items():
        agent = agents.get(int(seat))
        if agent is not None and agent.rng is not None:
            rng = agent.rng
            version, internal, gauss = state        # JSON made its tuples lists
            rng.setstate((version, tuple(internal), gauss))


def rng_states(agents: dict[int, Any], seats: set[int]) -> dict[int, Any]:
    """The random states of the agents of `seats`, to store."""
    return {seat: agents[seat].rng.getstate() for seat in seats if agents[seat].rng is not None}


class Recall:
    """Called before each replayed choice (`tcg.replay.resumed`'s hook): tells each AI seat's
    `Repeats` the decisions it answered and what it took, as the agent does (`keep`, then
    `took`), and keeps the positions of the current turn in which a greedy or mcts seat chose
    (where the agent notes them: a decision that starts something, with a choice to make);
    `finish` gives those to the agents."""

    def __init__(self, agents: dict[int, Any]) -> None:
        self.agents = {seat: a for seat, a in agents.items() if a.name in ("greedy", "mcts")}
        self.repeats = {seat: a.repeats for seat, a in agents.items() if getattr(a, "repeats", None) is not None}
        self.asked: Any = None      # the decision of an AI seat being replayed: its choice is noted next
        self.turn: Any = None
        self.kept: list[tuple[int, Any]] = []

    def __call__(self, game: Any) -> None:
        self._took(game)
        d = game.decision
        if d is None:
            return
        searching = self.agents.get(d.player)
        # what the agent chooses among: greedy and mcts leave out a "cancel" (greedy.choices)
        options = choices(d.options) if searching is not None else d.options
        if d.player in self.repeats:
            options = self.repeats[d.player].keep(d, options)
            self.asked = d
        if searching is None or not quiet(game):
            return
        if searching.name == "mcts":
            options = distinct(game, options)
        if len(options) < 2:
            return
        turn = game.vars.get("turn")
        if turn != self.turn:
            self.turn, self.kept = turn, []
        self.kept.append((d.player, game.clone()))

    def _took(self, game: Any) -> None:
        """The choice made at the AI seat's decision replayed last (the newest in the history;
        not a person's concession in the middle of it, which the agent never took)."""
        d, self.asked = self.asked, None
        if d is not None and game.history[-1] in d.options:
            self.repeats[d.player].took(d, game.history[-1])

    def finish(self, game: Any) -> None:
        self._took(game)
        for seat, g in self.kept:
            if g.vars.get("turn") == game.vars.get("turn"):
                self.agents[seat].seen.enter(g, seat)
