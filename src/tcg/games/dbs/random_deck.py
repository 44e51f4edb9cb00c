"""A random legal Dragon Ball Super deck (dbscg 5-1, masters 6-1): a Leader, 50 cards of its
colours (others added while the pool is too small), at most 4 of a card number, at most 1
[Ultimate], 4 [Super Combo] and 4 [Dragon Ball] cards; in the Masters edition, a Z-Deck of up to
10 Z-cards now and then. The first edition never takes a card that needs the Masters rules."""

from __future__ import annotations

import random
from typing import Any

from ...engine.cards import DeckList
from ...engine.random_decks import deck_list, fill

# keyword -> most cards of it in a deck (dbscg 10-14-1, 10-17-1; Dragon Balls kept at 4, RULINGS D9)
CAPPED = {"ultimate": 1, "super_combo": 4, "dragon_ball": 4}


def random_deck(rules: Any, rng: random.Random) -> DeckList:
    cards = rules.cards
    masters = rules.edition.masters_cards

    def usable(c: Any) -> bool:
        return not c.token and not c.z and (masters or not c.masters_only)

    leaders = sorted(k for k, c in cards.items() if c.type == "Leader" and usable(c))
    leader = rng.choice(leaders)
    colours = set(cards[leader].color)
    others = sorted({x for c in cards.values() for x in c.color} - colours)
    rng.shuffle(others)

    def key(k: str) -> str:
        return next((kw for kw in CAPPED if kw in cards[k].keywords), k)

    def most(k: str) -> int:
        return CAPPED.get(key(k), 4)

    def pool() -> list[str]:
        return sorted(k for k, c in cards.items() if c.type != "Leader" and usable(c) and set(c.color) & colours)

    while sum(most(k) for k in pool()) < 70 and others:
        colours.add(others.pop())
    counts: dict[str, int] = {}
    codes = [leader] + fill(rng, pool(), 50, key, most, counts)
    z = sorted(k for k, c in cards.items() if c.z)
    if masters and z and rng.random() < 0.5:
        codes += fill(rng, z, rng.randint(1, 10), str, lambda k: cards[k].z_deck_copies or 4, {})
    return deck_list(f"random {'-'.join(sorted(colours))}", codes)
