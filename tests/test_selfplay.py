"""Seeded random self-play over every pair of bundled FFTCG decks, with the invariants of
`tcg.testing` checked after every action (cards conserved, one zone per object, views hiding
hands and decks), clones independent, JSON round trips exact, and every game replaying from its
seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import random

import pytest

import tcg
from tcg import games
from tcg.testing import expected_codes, play_checked

RULES = games.get("fftcg")
DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))          # ordered pairs, mirrors included
GAMES_PER_PAIR = -(-300 // len(PAIRS))                     # at least 300 games per run
PASSIVE = {("pass",), ("end",), ("no_block",), ("no",), ("done",), ("keep",)}


def eager_pick(d: tcg.Decision, r: random.Random) -> int:
    """A player who rarely passes, so that stacks grow and combats happen."""
    if len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in PASSIVE]
        if active:
            return r.choice(active)
    return r.randrange(len(d.options))


def summons_on_the_stack_zone(game: tcg.Game) -> None:
    for it in game.stack:
        assert it.kind != "summon" or it.id in game.zones["stack"], f"summon {it} not in the stack zone"


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    play_checked(lambda: tcg.new_game("fftcg", decks=decks, seed=seed), expected_codes(RULES, decks), seed,
                 eager_pick if seed % 2 else None, extra=summons_on_the_stack_zone)


def test_the_opponents_hand_and_both_decks_are_hidden():
    from tcg.testing import hidden_zones

    game = tcg.new_game("fftcg", seed=1)
    assert set(hidden_zones(game, 0)) == {"hand1", "deck0", "deck1"}
