"""What the agents (tcg.agents) know of a game: its evaluation of a position and the settings of
its search. Each game's `games/<id>/ai.py` subclasses `GameAI`; its ruleset hands it to the
agents as `Ruleset.ai`."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any


class GameAI(ABC):
    # Decision kinds that start something (an action, an attack, a phase's choice) rather than
    # continue one (a payment, a target): search agents evaluate positions there.
    quiet_kinds: frozenset[str] = frozenset()
    # True: MCTS values a position only once the cheap policy has played the searching player's
    # turn on to the opponent's next quiet decision (or the turn's end), so that every option is
    # valued after the same part of the turn (tcg.agents.greedy.play_on).
    turn_horizon = False
    # True: the agents' cheap policy values an option that leaves the evaluation as it was and
    # asks the same player to go on (a payment, a target) once it has finished it, instead of as
    # it stands (tcg.agents.greedy.through).
    look_through = False
    # Option kind (its first element) -> the positions in the option that name an object: search
    # agents merge options that differ only by twin objects (tcg.agents.twins). Empty: none.
    option_objects: Mapping[str, tuple[int, ...]] = MappingProxyType({})    # (read only: rebind it)
    # The game's own defaults for options of the mcts agent (tcg.agents.mcts.DEFAULTS) that the
    # user does not set: what its decisions are worth searching for. Empty: the agent's.
    search_options: Mapping[str, Any] = MappingProxyType({})

    @abstractmethod
    def evaluate(self, game: Any, player: int) -> float:
        """How good the position is for `player`, in [-1, 1] (1: won, -1: lost, 0: a draw)."""

    def quiet(self, game: Any) -> bool:
        """Is the position worth evaluating? The pending decision starts something
        (`quiet_kinds`) and nothing is on the stack or waiting to be; a game may narrow it."""
        d = game.decision
        return d is None or (d.kind in self.quiet_kinds and not game.stack and not game.pending)
