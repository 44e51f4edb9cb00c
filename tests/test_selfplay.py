"""Seeded random self-play over every pair of bundled FFTCG decks, with the state's invariants
checked after every action: cards are conserved, every object is in exactly one zone, views
hide what they must; every few actions clones stay independent and JSON round trips are exact;
and every game replays from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

import tcg
from tcg import games

RULES = games.get("fftcg")
DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))          # ordered pairs, mirrors included
GAMES_PER_PAIR = -(-300 // len(PAIRS))                     # at least 300 games per run
VIEW_EVERY = 3                                             # view checks every N actions
CLONE_EVERY = 15                                           # clone + round-trip continuation checks
PASSIVE = {("pass",), ("end",), ("no_block",), ("no",), ("done",), ("keep",)}


def pick(d: tcg.Decision, r: random.Random, eager: bool) -> int:
    """A random option; an eager player rarely passes, so stacks grow and combats happen."""
    if eager and len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in PASSIVE]
        if active:
            return r.choice(active)
    return r.randrange(len(d.options))


def expected_codes(decks: list[str]) -> Counter:
    return Counter(code for d in decks for code in RULES.load_deck(d).codes())


def check_objects(game: tcg.Game, codes: Counter) -> None:
    """Cards conserved; every object in exactly one zone, and its `zone` says which."""
    seen: dict[int, str] = {}
    for key, ids in game.zones.items():
        for oid in ids:
            assert oid not in seen, f"object {oid} in both {seen[oid]} and {key}"
            seen[oid] = key
    objs = game.objs
    assert seen.keys() == objs.keys(), (
        f"in zones but no object: {sorted(seen.keys() - objs.keys())}; "
        f"objects in no zone: {sorted(objs.keys() - seen.keys())}")
    for oid, key in seen.items():
        o = objs[oid]
        assert o.zone == key, f"{o!r} listed in {key}"
        assert o.id == oid
    assert Counter(o.card.code for o in objs.values()) == codes, "cards are not conserved"
    for it in game.stack:
        assert it.kind != "summon" or it.id in game.zones["stack"], f"summon {it} not in the stack zone"


def _strings(x, out: set) -> None:
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(k, out)
            _strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _strings(v, out)


def _view_ids(x, out: set) -> None:
    """Object ids of the object dicts of a view."""
    if isinstance(x, dict):
        if "id" in x and "code" in x:
            out.add(x["id"])
        for v in x.values():
            _view_ids(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _view_ids(v, out)


def check_view(game: tcg.Game, p: int) -> None:
    """view(p) shows the opponent's hand and both decks only as counts, and no object or card
    code from those zones appears anywhere unless that code is also visible somewhere public."""
    v = game.view(p)
    json.dumps(v)                                   # a view is plain data
    q = 1 - p
    zones = v["zones"]
    for key in (f"hand{q}", "deck0", "deck1"):
        assert zones[key] == len(game.zones[key]), f"{key} is not shown as a count"
    assert [o["id"] for o in zones[f"hand{p}"]] == game.zones[f"hand{p}"], "own hand not shown"
    hidden_ids = set(game.zones[f"hand{q}"]) | set(game.zones["deck0"]) | set(game.zones["deck1"])
    shown: set[int] = set()
    _view_ids(v, shown)
    assert not shown & hidden_ids, f"hidden objects shown to player {p}: {shown & hidden_ids}"
    visible_codes = {game.objs[o].card.code for key, ids in game.zones.items()
                     if isinstance(zones[key], list) for o in ids}
    visible_codes |= {it.code for it in game.stack}
    hidden_codes = {game.objs[o].card.code for o in hidden_ids} - visible_codes
    strings: set[str] = set()
    _strings(v, strings)
    leaked = hidden_codes & strings
    assert not leaked, f"player {p} can read hidden card(s) {leaked}"
    d = game.decision
    if d is not None and d.player != p:
        assert "options" not in v["decision"], "the opponent's options are private"


def check_clone_and_json(game: tcg.Game, r: random.Random, steps: int) -> None:
    """A clone played on never changes the original; a JSON round trip restores the same
    state and decision and continues identically to a clone."""
    h = game.state_hash()
    d = game.decision
    back = tcg.Game.from_json(game.to_json())
    assert back.state_hash() == h and back.decision == d
    clone = game.clone()
    taken = []
    while not clone.over and len(taken) < steps:
        i = r.randrange(len(clone.decision.options))
        clone.apply(i)
        taken.append(i)
    assert game.state_hash() == h and game.decision == d, "playing a clone changed the original"
    for i in taken:
        back.apply(i)
    assert back.state_hash() == clone.state_hash(), "a round-tripped game diverged from a clone"


def play_checked(decks: list[str], seed: int, eager: bool) -> tuple[list[int], str, tcg.Result]:
    game = tcg.new_game("fftcg", decks=decks, seed=seed)
    codes = expected_codes(decks)
    r = random.Random(seed)
    check_objects(game, codes)
    choices: list[int] = []
    n = 0
    while not game.over:
        d = game.decision
        assert d.options and d.player in (0, 1)
        assert len(set(d.options)) == len(d.options), f"duplicate options in {d.kind}: {d.options}"
        i = pick(d, r, eager)
        game.apply(i)
        choices.append(i)
        n += 1
        check_objects(game, codes)
        if n % VIEW_EVERY == 0:
            check_view(game, n // VIEW_EVERY % 2)
        if n % CLONE_EVERY == 0 and not game.over:
            check_clone_and_json(game, random.Random(r.random()), 8)
    for p in (0, 1):
        check_view(game, p)
    assert game.result.reason
    assert game.result.winner in (0, 1, None)
    return choices, game.state_hash(), game.result


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    choices, final, result = play_checked(decks, seed, eager=seed % 2 == 1)
    # Same seed, same choices → same final hash and result.
    again = tcg.new_game("fftcg", decks=decks, seed=seed)
    for i in choices:
        again.apply(i)
    assert again.over and again.result == result
    assert again.state_hash() == final
