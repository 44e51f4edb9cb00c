"""The agent protocol and the registry of agents by name."""

from __future__ import annotations

import random
from collections.abc import Callable
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


def _random(seed: int, **kw: Any) -> Agent:
    from .random_agent import RandomAgent

    return RandomAgent(seed)


def _human(seed: int, **kw: Any) -> Agent:
    from .human import HumanAgent

    return HumanAgent(**kw)


def _greedy(seed: int, **kw: Any) -> Agent:
    from .greedy import GreedyAgent

    return GreedyAgent(seed, **kw)


def _mcts(seed: int, **kw: Any) -> Agent:
    from .mcts import MCTSAgent

    return MCTSAgent(seed, **kw)


def decide(agent: Agent, game: Any) -> Any:
    """The agent's answer to the pending decision of `game` (a view, or the game for agents
    with `needs_game`, which search determinised copies of it)."""
    d = game.decision
    if agent.needs_game:
        return agent.choose_game(game, d.player)
    return agent.choose(view_for(agent, game, d.player), d)


def _spec_value(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def view_for(agent: Agent, game: Any, player: int) -> dict | None:
    """The view to give `agent` deciding for `player` (None when it does not read views)."""
    return game.view(player) if agent.needs_view else None


AGENTS: dict[str, Callable[..., Agent]] = {"random": _random, "human": _human, "greedy": _greedy, "mcts": _mcts}


def get_agent(name: str, seed: int = 0, **kw: Any) -> Agent:
    """A new agent called `name`, seeded with `seed` (agents that need more take keywords,
    also given in the name: "mcts:iterations=200,c=0.5")."""
    name, _, spec = name.partition(":")
    if spec:
        kw = {**{k.strip(): _spec_value(v.strip()) for k, _, v in (x.partition("=") for x in spec.split(","))}, **kw}
    try:
        make = AGENTS[name]
    except KeyError:
        raise KeyError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}") from None
    try:
        return make(seed, **kw)
    except (TypeError, ValueError) as e:
        raise KeyError(f"bad options for agent {name!r} ({', '.join(sorted(kw))}): {e}") from None
