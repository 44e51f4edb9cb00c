"""The registry of agents by name, and `decide`: which call answers a decision."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .protocol import Agent


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
