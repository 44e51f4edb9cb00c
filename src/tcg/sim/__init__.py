"""Batch simulation: many games between two decks, in parallel, reproducibly."""

from __future__ import annotations

from .runner import GameOutcome, SimResult, play_one, run
from .stats import wilson

__all__ = ["GameOutcome", "SimResult", "play_one", "run", "wilson"]
