"""Agents: whatever answers the engine's decisions (architecture principle 2).

>>> from tcg.agents import get_agent
>>> get_agent("random", seed=1).name
'random'
"""

from __future__ import annotations

from .base import AGENTS, decide, get_agent, view_for
from .protocol import Agent, BaseAgent

__all__ = ["AGENTS", "Agent", "BaseAgent", "decide", "get_agent", "view_for"]
