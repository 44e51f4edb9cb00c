"""A random legal Weiss Schwarz deck (digest B.8.1): 50 cards of two colours, 8 of them
Climaxes, at most 4 of a name."""

from __future__ import annotations

import random
from typing import Any

from ...engine.cards import DeckList
from ...engine.random_decks import deck_list, fill


def random_deck(rules: Any, rng: random.Random) -> DeckList:
    cards = rules.cards
    two = rng.sample(sorted({c.color for c in cards.values()}), 2)
    climaxes = sorted(k for k, c in cards.items() if c.color in two and c.type == "Climax")
    others = sorted(k for k, c in cards.items() if c.color in two and c.type != "Climax")
    counts: dict[str, int] = {}

    def name(k: str) -> str:
        return cards[k].name

    def most(_k: str) -> int:
        return 4

    codes = fill(rng, climaxes, 8, name, most, counts)
    codes += fill(rng, others, 42, name, most, counts)
    return deck_list(f"random {'-'.join(two)}", codes)
