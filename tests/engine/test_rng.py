"""The seeded RNG kept in the game state (tcg.engine.rng, architecture principle 7)."""

from __future__ import annotations

import pytest

import tcg
from tcg.engine import rng

MASK = (1 << 64) - 1


def draws(seed: int, n: int, k: int) -> list[int]:
    state, out = rng.seed_state(seed), []
    for _ in range(k):
        state, v = rng.below(state, n)
        out.append(v)
    return out


def test_same_seed_same_sequence():
    assert draws(7, 1000, 200) == draws(7, 1000, 200)


def test_different_seeds_differ():
    seqs = {tuple(draws(s, 1 << 30, 8)) for s in range(50)}
    assert len(seqs) == 50


def test_known_values_are_stable():
    """SplitMix64 reference outputs (seed 0): the same numbers on every machine and version."""
    state, a = rng.next_state(0)
    state, b = rng.next_state(state)
    assert (a, b) == (0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4)
    assert rng.seed_state(0) == a


def test_state_stays_64_bits():
    state = rng.seed_state(MASK)
    for _ in range(1000):
        state, z = rng.next_state(state)
        assert 0 <= state <= MASK and 0 <= z <= MASK


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 10, 52])
def test_below_in_range_and_roughly_uniform(n):
    k = 600 * n
    counts = [0] * n
    for v in draws(12345, n, k):
        assert 0 <= v < n
        counts[v] += 1
    expected = k / n
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    # Far beyond the 99.9% quantile of chi-square with n-1 degrees of freedom (≤ 51).
    assert chi2 < 3 * (n - 1) + 40, counts


def test_below_large_n_not_biased_low():
    # n just above 2**63: a modulo-biased generator would favour the lower half ~2:1.
    n = (1 << 63) + 12345
    vals = draws(3, n, 4000)
    low = sum(v < n // 2 for v in vals)
    assert 0.45 < low / len(vals) < 0.55
    assert all(0 <= v < n for v in vals)


def test_bits_look_balanced():
    state, ones, k = rng.seed_state(99), [0] * 64, 4000
    for _ in range(k):
        state, z = rng.next_state(state)
        for b in range(64):
            ones[b] += (z >> b) & 1
    assert all(0.45 * k < c < 0.55 * k for c in ones)


@pytest.mark.parametrize("n", [0, -1])
def test_below_refuses_empty_range(n):
    with pytest.raises(ValueError):
        rng.below(1, n)


@pytest.mark.parametrize("size", [0, 1, 2, 5, 50])
def test_shuffle_is_a_permutation(size):
    items = list(range(size))
    state = rng.seed_state(size)
    for _ in range(20):
        state = rng.shuffled(state, items)
        assert sorted(items) == list(range(size))


def test_shuffle_is_deterministic_and_seed_dependent():
    a, b, c = list(range(50)), list(range(50)), list(range(50))
    rng.shuffled(rng.seed_state(1), a)
    rng.shuffled(rng.seed_state(1), b)
    rng.shuffled(rng.seed_state(2), c)
    assert a == b
    assert a != c
    assert a != list(range(50))


def test_shuffle_every_position_reachable():
    """Each of 5 items lands in each of the 5 places about equally often."""
    counts = [[0] * 5 for _ in range(5)]
    state = rng.seed_state(5)
    for _ in range(5000):
        items = list(range(5))
        state = rng.shuffled(state, items)
        for pos, item in enumerate(items):
            counts[item][pos] += 1
    assert all(850 < c < 1150 for row in counts for c in row), counts


def test_all_permutations_of_three_appear_evenly():
    seen: dict[tuple, int] = {}
    state = rng.seed_state(11)
    for _ in range(6000):
        items = [0, 1, 2]
        state = rng.shuffled(state, items)
        seen[tuple(items)] = seen.get(tuple(items), 0) + 1
    assert len(seen) == 6
    assert all(850 < c < 1150 for c in seen.values()), seen


def test_game_rng_lives_in_the_state():
    g1 = tcg.new_game("fftcg", seed=4)
    g2 = tcg.new_game("fftcg", seed=4)
    assert g1.rng == g2.rng
    assert [g1.random_below(100) for _ in range(20)] == [g2.random_below(100) for _ in range(20)]
    clone = g1.clone()
    assert [g1.random_below(1000) for _ in range(5)] == [clone.random_below(1000) for _ in range(5)]
    back = tcg.Game.from_json(g1.to_json(), g1.rules)
    assert back.rng == g1.rng
    assert back.random_below(10**9) == g1.random_below(10**9)


def test_game_shuffle_is_a_permutation_and_advances_rng():
    g = tcg.new_game("fftcg", seed=8)
    deck = g.zones["deck0"]
    before, state = sorted(deck), g.rng
    g.shuffle(deck)
    assert sorted(deck) == before
    assert g.rng != state


def test_different_seeds_give_different_deals():
    hands = {tuple(g.objs[o].card.code for o in g.zones["deck0"])
             for g in (tcg.new_game("fftcg", seed=s) for s in range(10))}
    assert len(hands) == 10
