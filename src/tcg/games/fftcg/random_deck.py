"""A random legal FFTCG deck (8.1.1): 50 cards of two elements (a Light or Dark card now and
then), at most 3 of a card number."""

from __future__ import annotations

import random
from typing import Any

from ...engine.cards import DeckList
from ...engine.random_decks import deck_list, fill
from .payment import NO_CP


def random_deck(rules: Any, rng: random.Random) -> DeckList:
    cards = rules.cards
    elements = sorted({e for c in cards.values() for e in c.elements} - set(NO_CP))
    two = rng.sample(elements, 2)
    pool = sorted(k for k, c in cards.items() if set(c.elements) <= set(two))    # a card of both too
    extra = sorted(k for k, c in cards.items() if c.light_dark)
    counts: dict[str, int] = {}
    def number(k: str) -> str:
        return cards[k].number

    def most(_k: str) -> int:
        return 3

    codes = fill(rng, extra, rng.randint(0, 2), number, most, counts) if extra else []
    codes += fill(rng, pool, 50 - len(codes), number, most, counts)
    return deck_list(f"random {'-'.join(two)}", codes)
