"""Seeded random self-play of both editions over every ordered pair of bundled decks, with the
invariants of `tcg.testing` checked after every action (hands, decks and life hidden in views),
the Leader always in place, clones independent, JSON round trips exact, and every game
replaying from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools

import pytest
from dbs_kit import EDITIONS, eager_pick

from tcg.testing import expected_codes, hidden_zones, play_checked

GAMES_PER_EDITION = 300
CHUNKS = 6


def dbs_invariants(game) -> None:
    for p in (0, 1):
        assert len(game.zones[f"leader{p}"]) == 1, "the Leader never leaves (dbscg 3-5-3)"
        assert len(game.zones[f"life{p}"]) <= game.vars["life_count"]
        assert game.pvars[p]["markers"] >= 0


@pytest.mark.parametrize("ed", sorted(EDITIONS))
def test_hands_decks_and_life_are_hidden(ed):
    rules = EDITIONS[ed]
    game = rules.new_game([rules.load_deck(d) for d in rules.deck_names()[:2]], seed=1)
    assert {"hand1", "deck0", "deck1", "life0", "life1"} <= set(hidden_zones(game, 0))


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("ed", sorted(EDITIONS))
def test_dbs_selfplay_invariants(ed, chunk):
    rules = EDITIONS[ed]
    pairs = list(itertools.product(rules.deck_names(), repeat=2))
    per = GAMES_PER_EDITION // CHUNKS
    for k in range(chunk * per, (chunk + 1) * per):
        decks = list(pairs[k % len(pairs)])
        dl = [rules.load_deck(d) for d in decks]
        play_checked(lambda dl=dl, k=k: rules.new_game(dl, seed=k), expected_codes(rules, decks), k,
                     eager_pick if k % 2 else None, clone_every=25, extra=dbs_invariants)
