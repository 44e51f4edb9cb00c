"""The agent protocol, and the base class that gives its defaults."""

from __future__ import annotations

import random
from typing import Any, ClassVar, Protocol, runtime_checkable

from ..engine.state import Decision


@runtime_checkable
class Agent(Protocol):
    """Answers decisions from what its player may know.

    `choose` receives `game.view(decision.player)` and the pending decision, and returns one of
    `decision.options` (principle 6: an agent never reads the full state). An agent whose
    `needs_view` is False is given None instead of the view, which spares building it.

    A search agent sets `needs_game = True` and implements `choose_game(game, player)`: it is
    handed the real game but must only search copies made by `agents.determinise.determinise`
    (hidden cards dealt anew), never read the game itself. `decide` picks the right call.

    `rng` is the agent's own random generator (None if it has none): a server stores its state
    so that a resumed AI continues as it would have (`web/agent_state.py`).
    """

    name: str
    needs_view: bool
    needs_game: bool
    rng: random.Random | None

    def choose(self, view: dict, decision: Decision) -> Any: ...

    def choose_game(self, game: Any, player: int) -> Any: ...


class BaseAgent:
    """The protocol's defaults: reads views, does not search the game, has no generator."""

    name: ClassVar[str] = "agent"
    needs_view: ClassVar[bool] = True
    needs_game: ClassVar[bool] = False
    rng: random.Random | None = None

    def choose(self, view: dict | None, decision: Decision) -> Any:
        raise TypeError(f"the {self.name} agent searches the game: call choose_game(game, player) (tcg.agents.decide does)")

    def choose_game(self, game: Any, player: int) -> Any:
        raise TypeError(f"the {self.name} agent answers from a view: call choose(view, decision) (tcg.agents.decide does)")
