"""The states of seeded random games, for the tests that check a shortcut against the
computation it skips."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import tcg
from tcg import games


def random_states(n: int, first_seed: int) -> Iterator[tcg.Game]:
    """Every state with a decision of `n` random games (seeds from `first_seed`, the deck pairs
    in turn); the game is played on after each yield."""
    names = games.get("fftcg").deck_names()
    pairs = list(itertools.product(names, repeat=2))
    for i in range(n):
        r = random.Random(first_seed + i)
        game = tcg.new_game("fftcg", decks=list(pairs[i % len(pairs)]), seed=first_seed + i)
        while not game.over:
            yield game
            game.apply(r.randrange(len(game.decision.options)))
