"""The agent protocol and the registry of agents by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from ..engine.state import Decision


@runtime_checkable
class Agent(Protocol):
    """Answers decisions from what its player may know.

    `choose` receives `game.view(decision.player)` and the pending decision, and returns one of
    `decision.options` (principle 6: an agent never reads the full state). An agent whose
    `needs_view` is False is given None instead of the view, which spares building it.
    """

    name: str
    needs_view: bool

    def choose(self, view: dict, decision: Decision) -> Any: ...


def _random(seed: int, **kw: Any) -> Agent:
    from .random_agent import RandomAgent

    return RandomAgent(seed)


def _human(seed: int, **kw: Any) -> Agent:
    from .human import HumanAgent

    return HumanAgent(**kw)


def view_for(agent: Agent, game: Any, player: int) -> dict | None:
    """The view to give `agent` deciding for `player` (None when it does not read views)."""
    return game.view(player) if getattr(agent, "needs_view", True) else None


AGENTS: dict[str, Callable[..., Agent]] = {"random": _random, "human": _human}


def get_agent(name: str, seed: int = 0, **kw: Any) -> Agent:
    """A new agent called `name`, seeded with `seed` (agents that need more take keywords)."""
    try:
        make = AGENTS[name]
    except KeyError:
        raise KeyError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    return make(seed, **kw)
