"""Seeded random self-play over every pair of bundled MTG 2004 decks, with the invariants of
`tcg.testing` checked after every action, clones independent, JSON round trips exact, and every
game replaying from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import random

import pytest

from tcg.engine.state import Game
from tcg.games.mtg2004 import RULES
from tcg.testing import expected_codes, play_checked

DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))
GAMES_PER_PAIR = -(-300 // len(PAIRS))           # at least 300 games a run
PASSIVE = {("pass",), ("done",), ("keep",)}


def eager_pick(d, r: random.Random) -> int:
    """An eager player rarely passes and rarely floats mana it does not use."""
    if len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in PASSIVE and o[0] != "mana"]
        if active:
            return r.choice(active)
    return r.randrange(len(d.options))


def mtg_invariants(game: Game) -> None:
    for it in game.stack:
        assert it.kind != "spell" or game.objs[it.id].zone == "stack"
    for p in (0, 1):
        assert all(isinstance(x, int) and x >= 0 for x in game.pvars[p]["pool"])
    assert all(game.objs[a].zone in ("play", "phased") for a, _ in game.vars["attached"]), \
        "an attached Aura is not in play (or phased out with what it is attached to, 502.15i)"


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    dl = [RULES.load_deck(d) for d in decks]
    play_checked(lambda: RULES.new_game(dl, seed=seed), expected_codes(RULES, decks), seed,
                 eager_pick if seed % 2 else None, extra=mtg_invariants)
