"""Seeded random self-play with two decks built from the spells of cards/spells.toml (X, modes,
division, counterspells, alternative and additional costs, every keyword of playing), with the
invariants of `tcg.testing` after every action, as in test_selfplay.py."""

from __future__ import annotations

from collections import Counter

import pytest

from tcg.engine.cards import DeckList
from tcg.games.mtg2004 import RULES
from tcg.testing import play_checked

from .test_selfplay import eager_pick, mtg_invariants

SPELLS_A = {   # blue, red, white, artifacts
    "Island": 9, "Mountain": 8, "Plains": 4, "Counterspell": 2, "Mana Leak": 2, "Condescend": 2,
    "Complicate": 2, "Blaze": 2, "Pyrotechnics": 1, "Fire // Ice": 2, "Grapeshot": 2, "Firebolt": 2,
    "Fiery Temper": 2, "Catalog": 2, "Capsize": 1, "Whipcorder": 2, "Frogmite": 2, "Thoughtcast": 1,
    "Skyreach Manta": 1, "Baton of Courage": 2, "Disruptive Pitmage": 2, "Dream's Grip": 2,
    "Shrapnel Blast": 1, "Fireblast": 1, "Semblance Anvil": 1, "Brain Freeze": 1, "Rushing River": 1,
    "Choking Tethers": 1, "Shoreline Ranger": 1, "Battering Craghorn": 1, "Spiketail Hatchling": 1,
}
SPELLS_B = {   # black, green, white
    "Swamp": 9, "Forest": 8, "Plains": 4, "Cruel Revival": 2, "Mind Rot": 2, "Coercion": 1, "Mind Slash": 1,
    "Diabolic Tutor": 1, "Rampant Growth": 2, "Sylvan Scrying": 1, "Raise Dead": 2, "Stream of Life": 1,
    "Basking Rootwalla": 2, "Wirewood Guardian": 2, "Akroma's Vengeance": 1, "Death Pulse": 2,
    "Fade from Memory": 1, "Misery Charm": 2, "Tendrils of Agony": 1, "Cabal Torturer": 2, "Wax // Wane": 2,
    "Roar of the Kha": 2, "Battlegrowth": 2, "Inspirit": 1, "Ambition's Cost": 1, "Grizzly Bears": 4,
    "Deep Analysis": 1, "Shower of Coals": 1,
}


def _deck(name: str, spec: dict) -> DeckList:
    entries = tuple((n, RULES.card_code(card)) for card, n in spec.items())
    deck = DeckList(name, "", entries, "", ())
    assert len(deck.codes()) >= 60, (name, len(deck.codes()))
    RULES.check_deck(deck)
    return deck


DECKS = [_deck("spells-a", SPELLS_A), _deck("spells-b", SPELLS_B)]
CODES = Counter(c for d in DECKS for c in d.codes())


@pytest.mark.parametrize("seed", range(40))
def test_random_spell_games_keep_invariants(seed):
    decks = DECKS if seed % 2 else DECKS[::-1]
    play_checked(lambda: RULES.new_game(list(decks), seed=seed), CODES, seed,
                 eager_pick if seed % 4 < 2 else None, extra=mtg_invariants)
