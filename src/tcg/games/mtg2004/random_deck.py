"""A random legal constructed deck (100.2): 60 cards, 24 of them lands (basic lands of its one
or two colours, now and then a nonbasic land), 36 spells of those colours or colourless, at most
four of a name but basic lands."""

from __future__ import annotations

import random
from typing import Any

from ...engine.cards import DeckList
from ...engine.random_decks import deck_list, fill

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def random_deck(rules: Any, rng: random.Random) -> DeckList:
    cards = rules.cards
    colours = rng.sample(sorted(BASIC), rng.randint(1, 2))
    spells = sorted(k for k, c in cards.items() if "Land" not in c.types and c.colors <= set(colours))
    lands = sorted(k for k, c in cards.items() if "Land" in c.types and "Basic" not in c.supertypes)
    counts: dict[str, int] = {}

    def name(k: str) -> str:
        return cards[k].name

    def most(_k: str) -> int:
        return 4

    codes = fill(rng, lands, rng.randint(0, 4), name, most, counts)
    basics = [rules.card_code(BASIC[c]) for c in colours]
    codes += [basics[i % len(basics)] for i in range(24 - len(codes))]
    codes += fill(rng, spells, 36, name, most, counts)
    return deck_list(f"random {''.join(colours)}", codes)
