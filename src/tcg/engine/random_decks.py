"""Random legal decks drawn from a game's whole card pool, for soak tests (benchmarks/soak.py).

Each game's `Ruleset.random_deck(rng)` chooses its own pool (colours, a Leader, lands...) and
fills it with `fill`; the game's `check_deck` has the last word on what is legal."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .cards import DeckList


def fill(rng: random.Random, pool: Sequence[str], n: int, key: Callable[[str], str],
         most: Callable[[str], int], taken: dict[str, int] | None = None) -> list[str]:
    """`n` card codes from `pool`, a random card at a time in 1 to 4 copies, never more than
    `most(code)` cards of one `key(code)` (a name or a card number) counting `taken` as well."""
    counts = taken if taken is not None else {}
    out: list[str] = []
    cands = sorted(set(pool))
    keys = {c: key(c) for c in cands}       # asked once a card: a pick changes one key's count
    limits = {c: most(c) for c in cands}
    cands = [c for c in cands if counts.get(keys[c], 0) < limits[c]]
    while len(out) < n:
        if not cands:
            raise ValueError(f"the pool has too few cards for a deck ({len(out)} of {n})")
        c = rng.choice(cands)
        kc = keys[c]
        k = min(rng.randint(1, 4), limits[c] - counts.get(kc, 0), n - len(out))
        counts[kc] = counts.get(kc, 0) + k
        out += [c] * k
        cands = [x for x in cands if keys[x] != kc or counts[kc] < limits[x]]
    return out


def deck_list(name: str, codes: Sequence[str]) -> DeckList:
    """A DeckList of `codes` grouped by card, in first-seen order."""
    entries: dict[str, int] = {}
    for c in codes:
        entries[c] = entries.get(c, 0) + 1
    return DeckList(name, "a random deck", tuple((k, c) for c, k in entries.items()))
