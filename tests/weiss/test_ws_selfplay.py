"""Seeded random self-play over every pair of bundled Weiss Schwarz decks, with the invariants of
`tcg.testing` checked after every action (hand, deck and stock hidden in views), at most one
card per stage slot, clones independent, JSON round trips exact, and every game replaying from
its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import random

import pytest

from tcg.games.weiss import RULES
from tcg.testing import expected_codes, hidden_zones, play_checked

DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))
GAMES_PER_PAIR = -(-300 // len(PAIRS))     # at least 300 games a run
PASSIVE = {("pass",), ("end",), ("no",), ("done",), ("none",)}
SLOTS = ("front_l", "front_c", "front_r", "back_l", "back_r")


def picker(eager: bool):
    def pick(d, r: random.Random) -> int:
        """A random option; moves on the stage are rarely taken so that main phases end."""
        idx = [i for i, o in enumerate(d.options) if o[0] != "move"] or list(range(len(d.options)))
        if r.random() < 0.05:
            return r.randrange(len(d.options))
        if eager and len(idx) > 1 and r.random() < 0.85:
            active = [i for i in idx if d.options[i] not in PASSIVE]
            if active:
                return r.choice(active)
        return r.choice(idx)
    return pick


def stage_invariants(game) -> None:
    for p in (0, 1):
        for s in SLOTS + ("climax",):
            assert len(game.zones[f"{s}{p}"]) <= 1, f"two cards in {s}{p}"
        assert len(game.zones[f"level{p}"]) <= 4
        assert not game.zones[f"res{p}"] or game.decision is not None or game.over
        for s in SLOTS:
            for oid in game.zones[f"{s}{p}"]:
                assert game.objs[oid].card.type == "Character"


def test_hand_deck_and_stock_are_hidden():
    game = RULES.new_game([RULES.load_deck(d) for d in DECKS[:2]], seed=1)
    assert {"hand1", "deck0", "deck1", "stock0", "stock1"} <= set(hidden_zones(game, 0))


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    dl = [RULES.load_deck(d) for d in decks]
    play_checked(lambda: RULES.new_game(dl, seed=seed), expected_codes(RULES, decks), seed,
                 picker(seed % 2 == 1), clone_every=25, extra=stage_invariants)
