"""Seeded random numbers kept inside the game state (architecture principle 7).

The whole generator is one 64-bit integer, so cloning, hashing and JSON round trips are exact
and free. SplitMix64 passes BigCrush and needs no tables.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance the generator: return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) without modulo bias: (new_state, value)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = _MASK - (_MASK % n)
    while True:
        state, z = next_state(state)
        if z < limit:
            return state, z % n


def shuffled(state: int, items: list) -> int:
    """Fisher–Yates shuffle of `items` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def seed_state(seed: int) -> int:
    """Spread a small user seed over the 64-bit state."""
    return next_state(seed & _MASK)[1]
