"""Game state: clone independence and copy-on-write, JSON round trips mid-game and
mid-decision, state_hash stability, and apply() refusing illegal choices."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

import tcg
from tcg import IllegalChoice

DECKS = ["fire-ice", "wind-earth"]


def random_choice(game: tcg.Game, r: random.Random) -> int:
    return r.randrange(len(game.decision.options))


def advance(game: tcg.Game, r: random.Random, n: int) -> list[int]:
    """Apply up to `n` random choices; returns the indices taken."""
    taken = []
    while not game.over and len(taken) < n:
        i = random_choice(game, r)
        game.apply(i)
        taken.append(i)
    return taken


def play_out(game: tcg.Game, r: random.Random) -> list[int]:
    return advance(game, r, 10**9)


def replay(game: tcg.Game, choices: list[int]) -> None:
    for i in choices:
        game.apply(i)


# ------------------------------------------------------------------------------------ clone
@pytest.mark.parametrize("seed", range(6))
def test_playing_a_clone_never_changes_the_original(seed):
    r = random.Random(seed)
    game = tcg.new_game("fftcg", decks=DECKS, seed=seed)
    while not game.over:
        h = game.state_hash()
        d = game.decision
        clone = game.clone()
        assert clone.state_hash() == h
        advance(clone, random.Random(r.random()), 25)
        assert game.state_hash() == h
        assert game.decision == d
        advance(game, r, 15)


@pytest.mark.parametrize("seed", range(6))
def test_playing_the_original_never_changes_a_clone(seed):
    r = random.Random(100 + seed)
    game = tcg.new_game("fftcg", decks=DECKS, seed=seed)
    clones = []
    while not game.over:
        c = game.clone()
        clones.append((c, c.state_hash(), c.decision))
        advance(game, r, 20)
    assert len(clones) > 3
    for c, h, d in clones:
        assert c.state_hash() == h
        assert c.decision == d


def test_clone_continues_exactly_like_the_original():
    r = random.Random(1)
    game = tcg.new_game("fftcg", decks=DECKS, seed=11)
    advance(game, r, 60)
    clone = game.clone()
    choices = play_out(game, r)
    replay(clone, choices)
    assert clone.over and clone.result == game.result
    assert clone.state_hash() == game.state_hash()


def test_clones_of_clones_are_independent():
    r = random.Random(2)
    game = tcg.new_game("fftcg", decks=DECKS, seed=12)
    advance(game, r, 40)
    c1 = game.clone()
    c2 = c1.clone()
    h = game.state_hash()
    advance(c2, random.Random(3), 30)
    h1 = c1.state_hash()
    advance(game, random.Random(4), 30)
    assert c1.state_hash() == h1 == h
    advance(c1, random.Random(5), 30)
    assert c2.state_hash() != h


def test_copy_on_write_objects():
    game = tcg.new_game("fftcg", decks=DECKS, seed=3)
    advance(game, random.Random(3), 30)
    oid = game.zones["hand0"][0]
    clone = game.clone()
    assert clone.objs[oid] is game.objs[oid], "objects are shared until written"
    h = game.state_hash()

    w = clone.w(oid)
    w.damage = 4000
    w.tapped = True
    w.marks |= 64
    assert clone.objs[oid] is w and game.objs[oid] is not w
    assert game.objs[oid].damage == 0 and not game.objs[oid].tapped and not game.objs[oid].marks & 64
    assert game.state_hash() == h
    assert clone.w(oid) is w, "a second write reuses the clone's own copy"

    # ... and the other way round: writing through the original leaves the clone alone.
    other = game.zones["hand0"][1]
    hc = clone.state_hash()
    game.w(other).damage = 1000
    assert clone.objs[other].damage == 0
    assert clone.state_hash() == hc


def test_counters_are_copied_on_write():
    game = tcg.new_game("fftcg", decks=DECKS, seed=3)
    oid = game.zones["deck0"][0]
    game.w(oid).counters = {"kupo": 1}
    clone = game.clone()
    clone.w(oid).counters["kupo"] = 5
    assert game.objs[oid].counters == {"kupo": 1}


def test_clone_zone_and_var_lists_are_not_shared():
    game = tcg.new_game("fftcg", decks=DECKS, seed=5)
    advance(game, random.Random(5), 50)
    clone = game.clone()
    for k in game.zones:
        assert clone.zones[k] is not game.zones[k]
    assert clone.vars is not game.vars
    assert all(a is not b for a, b in zip(clone.pvars, game.pvars, strict=True))
    assert clone.procs is not game.procs and clone.stack is not game.stack
    assert clone.pending is not game.pending and clone.effects is not game.effects
    h = game.state_hash()
    clone.zones["deck0"].pop()
    clone.vars["turn"] = 99
    clone.pvars[0]["drew_empty"] = True
    clone.procs.append(("end_turn",))
    clone.effects.append(("x",))
    assert game.state_hash() == h


# ------------------------------------------------------------------------- JSON round trip
def roundtrip(game: tcg.Game) -> tcg.Game:
    return tcg.Game.from_json(game.to_json(), game.rules)


@pytest.mark.parametrize("seed", range(8))
def test_json_round_trip_mid_game_continues_identically(seed):
    r = random.Random(seed)
    game = tcg.new_game("fftcg", decks=["lightning-water", "light-dark-mix"], seed=seed)
    checked = 0
    while not game.over:
        back = roundtrip(game)
        assert back.state_hash() == game.state_hash()
        assert back.decision == game.decision
        assert back.history == game.history
        assert back.to_json() == game.to_json()
        if checked % 4 == 0:
            # both continue with the same choices to the same final state
            g2, r2 = game.clone(), random.Random(r.random())
            choices = advance(g2, r2, 10**9)
            replay(back, choices)
            assert back.over and back.result == g2.result
            assert back.state_hash() == g2.state_hash()
        checked += 1
        advance(game, r, 13)
    back = roundtrip(game)
    assert back.over and back.result == game.result and back.decision is None
    assert back.state_hash() == game.state_hash()
    with pytest.raises(IllegalChoice):
        back.apply(0)


def test_json_round_trip_mid_decision_of_every_kind():
    """Round trips inside multi-step procedures (targets, payment, party, damage split...)."""
    kinds: set[str] = set()
    for seed in range(30):
        r = random.Random(seed)
        game = tcg.new_game("fftcg", decks=[["fire-ice", "wind-earth", "lightning-water", "light-dark-mix"][seed % 4],
                                            "fire-ice"], seed=seed)
        while not game.over:
            d = game.decision
            if d.kind not in ("priority",) and (d.kind not in kinds or r.random() < 0.05):
                kinds.add(d.kind)
                back = roundtrip(game)
                assert back.decision == d
                assert back.state_hash() == game.state_hash()
                g2 = game.clone()
                choices = advance(g2, random.Random(seed * 1000 + len(kinds)), 40)
                replay(back, choices)
                assert back.state_hash() == g2.state_hash()
            game.apply(random_choice(game, r))
    assert {"go_first", "mulligan", "payment", "target", "attack", "block"} <= kinds, kinds


def test_from_json_accepts_a_dict_and_is_independent():
    game = tcg.new_game("fftcg", decks=DECKS, seed=9)
    advance(game, random.Random(9), 80)
    d = json.loads(game.to_json())
    back = tcg.load_game(d)
    h = game.state_hash()
    advance(back, random.Random(1), 30)
    assert game.state_hash() == h


# ----------------------------------------------------------------------------- state hash
def test_state_hash_is_stable_and_sensitive():
    g1 = tcg.new_game("fftcg", decks=DECKS, seed=21)
    g2 = tcg.new_game("fftcg", decks=DECKS, seed=21)
    h = g1.state_hash()
    assert isinstance(h, str) and len(h) == 32 and int(h, 16) >= 0
    assert h == g2.state_hash() == g1.state_hash(), "hashing twice gives the same digest"
    assert tcg.new_game("fftcg", decks=DECKS, seed=22).state_hash() != h
    assert tcg.new_game("fftcg", decks=["wind-earth", "fire-ice"], seed=21).state_hash() != h
    seen = {h}
    r = random.Random(0)
    for _ in range(30):
        g1.apply(random_choice(g1, r))
        seen.add(g1.state_hash())
    assert len(seen) > 20


def test_state_hash_ignores_log_and_history():
    a = tcg.new_game("fftcg", decks=DECKS, seed=6, log=True)
    b = tcg.new_game("fftcg", decks=DECKS, seed=6)
    choices = play_out(a, random.Random(6))
    b.history = None
    replay(b, choices)
    assert a.log and b.log is None
    assert a.state_hash() == b.state_hash()


def test_same_seed_and_choices_same_final_hash():
    for seed in range(5):
        a = tcg.new_game("fftcg", decks=DECKS, seed=seed)
        choices = play_out(a, random.Random(seed))
        b = tcg.new_game("fftcg", decks=DECKS, seed=seed)
        replay(b, choices)
        assert b.result == a.result and b.state_hash() == a.state_hash()
        assert b.history == a.history


_SCRIPT = """
import random, tcg
g = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=31)
r = random.Random(31)
while not g.over:
    g.apply(r.randrange(len(g.decision.options)))
print(g.state_hash())
"""


def test_state_hash_does_not_depend_on_python_hash_seed():
    """Principle 7: nothing may depend on set/dict iteration order of str hashes."""
    hashes = set()
    for hs in ("1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hs)
        out = subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True, check=True)
        hashes.add(out.stdout.strip())
    g = tcg.new_game("fftcg", decks=DECKS, seed=31)
    play_out(g, random.Random(31))
    hashes.add(g.state_hash())
    assert len(hashes) == 1


# --------------------------------------------------------------------------- bad choices
def _mid_game(seed: int = 14, n: int = 45) -> tcg.Game:
    game = tcg.new_game("fftcg", decks=DECKS, seed=seed)
    advance(game, random.Random(seed), n)
    assert not game.over
    return game


@pytest.mark.parametrize("bad", [
    ("no_such_option",), ("play", 999999), ("pass", 1), "pass", 3.0, None, True, (), [],
])
def test_apply_refuses_an_illegal_option(bad):
    game = _mid_game()
    h, d, hist = game.state_hash(), game.decision, list(game.history)
    assert bad not in d.options
    with pytest.raises(IllegalChoice, match="not a legal option"):
        game.apply(bad)
    assert game.state_hash() == h and game.decision == d and game.history == hist


def test_apply_refuses_an_option_of_another_decision():
    game = _mid_game()
    d = game.decision
    clone = game.clone()
    while clone.decision is not None and set(clone.decision.options) <= set(d.options):
        clone.apply(0)
    foreign = next(o for o in clone.decision.options if o not in d.options)
    h = game.state_hash()
    with pytest.raises(IllegalChoice) as e:
        game.apply(foreign)
    assert d.kind in str(e.value) and repr(foreign) in str(e.value)
    assert game.state_hash() == h


@pytest.mark.parametrize("delta", [0, 1, 100])
def test_apply_refuses_a_bad_index(delta):
    game = _mid_game()
    n = len(game.decision.options)
    h = game.state_hash()
    for bad in (n + delta, -1 - delta):
        with pytest.raises(IllegalChoice, match="out of range"):
            game.apply(bad)
        assert game.state_hash() == h


def test_apply_accepts_an_index_an_option_or_its_list_form_alike():
    a, b, c = _mid_game(), _mid_game(), _mid_game()
    opt = a.decision.options[-1]
    a.apply(len(a.decision.options) - 1)
    b.apply(opt)
    c.apply(list(opt))
    assert a.state_hash() == b.state_hash() == c.state_hash()


def test_apply_refuses_a_choice_once_the_game_is_over():
    game = tcg.new_game("fftcg", decks=DECKS, seed=2)
    play_out(game, random.Random(2))
    assert game.over and game.decision is None and game.result.reason
    h = game.state_hash()
    for bad in (0, ("pass",), ("end",)):
        with pytest.raises(IllegalChoice, match="game is over"):
            game.apply(bad)
        assert game.state_hash() == h


def test_illegal_choice_is_a_value_error_with_a_reason():
    game = _mid_game()
    with pytest.raises(ValueError) as e:
        game.apply(("bogus",))
    assert isinstance(e.value, IllegalChoice)
    assert "legal:" in str(e.value)
