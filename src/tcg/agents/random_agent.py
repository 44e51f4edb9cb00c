"""The random agent: a uniform choice among the legal options, from its own seeded generator.

It never touches the game's RNG, so the same game seed with different agent seeds gives the
same shuffles and different play. Like every agent it does not use a free ability for ever
(`repetition.Repeats`): it chooses among the options that memory keeps, which are all of them
unless the same options were offered again and again.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.state import Decision
from .protocol import BaseAgent
from .repetition import Repeats


def random_option(decision: Decision, rng: random.Random, repeats: Repeats) -> Any:
    """A uniform choice among the options `repeats` keeps (one draw from `rng`; the same option
    as a uniform choice among all where it keeps them all), noted in `repeats`."""
    options = repeats.keep(decision, decision.options)
    o = options[rng.randrange(len(options))]
    repeats.took(decision, o)
    return o


class RandomAgent(BaseAgent):
    name = "random"
    needs_view = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.repeats = Repeats()

    def choose(self, view: dict | None, decision: Decision) -> Any:
        return random_option(decision, self.rng, self.repeats)
