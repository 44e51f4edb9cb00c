"""The random agent: a uniform choice among the legal options, from its own seeded generator.

It never touches the game's RNG, so the same game seed with different agent seeds gives the
same shuffles and different play.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.state import Decision
from .protocol import BaseAgent


class RandomAgent(BaseAgent):
    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: dict | None, decision: Decision) -> Any:
        options = decision.options
        return options[self.rng.randrange(len(options))]
