"""Seeded random self-play of the Masters decks (`*-masters`, against every bundled deck) with
the invariants of `tcg.testing` after every action, plus the Masters ones: Z-Energy holds only
cards that were Battle Cards in a Combo Area (8-5-2), nothing but Z-cards and [Ultimate] cards is
removed from the game (14-1-4, 22-14-3), a [Servant] never stands up in its owner's Charge Phase
(22-40-2), energy markers never go below 0 (1-14). 300 games a run, in chunks."""

from __future__ import annotations

import itertools

import pytest
from dbs_kit import EDITIONS, eager_pick

from tcg.games.dbs.layers import stays_rested
from tcg.testing import expected_codes, play_checked

GAMES = 300
CHUNKS = 4
R = EDITIONS["dbs-masters"]


class MastersInvariants:
    """Per game: remembers which [Servant] cards were Rested, to see none stand up in its
    owner's Charge Phase (22-40-2)."""

    def __init__(self) -> None:
        self.rested: set[int] = set()

    def __call__(self, game) -> None:
        for p in (0, 1):
            assert len(game.zones[f"leader{p}"]) == 1
            assert game.pvars[p]["markers"] >= 0
            for x in game.zones[f"zenergy{p}"]:
                assert game.objs[x].card.type == "Battle" and game.objs[x].owner == p
            for x in game.zones[f"removed{p}"]:
                c = game.objs[x].card
                # Z-cards, [Ultimate], and the [Dragon Ball] cards a Wish Leader's back removes (RULINGS, [Wish] Leaders)
                assert c.z or "ultimate" in c.keywords or "dragon_ball" in c.keywords, f"{c.name} removed from the game"
        charge = game.vars["phase"] == "charge"
        now = set()
        for x in game.zones[f"battle{game.vars['tp']}"]:
            o = game.objs[x]
            if stays_rested(o) and o.tapped:
                now.add(x)
            elif charge and x in self.rested:
                raise AssertionError(f"{o.card.name} stood up in its owner's Charge Phase (22-40-2)")
        self.rested = now


def pairs() -> list[tuple[str, str]]:
    mine = [n for n in R.deck_names() if n.endswith("-masters")]
    return [(a, b) for a, b in itertools.product(R.deck_names(), repeat=2) if a in mine or b in mine]


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_masters_selfplay_invariants(chunk):
    ps = pairs()
    per = GAMES // CHUNKS
    wins = 0
    for k in range(chunk * per, (chunk + 1) * per):
        decks = list(ps[k % len(ps)])
        dl = [R.load_deck(d) for d in decks]
        _ch, _h, result = play_checked(lambda dl=dl, k=k: R.new_game(dl, seed=1000 + k), expected_codes(R, decks),
                                       1000 + k, eager_pick if k % 2 else None, clone_every=25,
                                       extra=MastersInvariants())
        wins += result.winner is not None
    assert wins > per // 2
