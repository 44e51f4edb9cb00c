"""Seeded random self-play over every pair of bundled Weiss Schwarz decks, with the invariants
of tests/test_selfplay.py checked after every action (cards conserved, one zone per object,
views hide hand, deck and stock), clones independent, JSON round trips exact, and every game
replaying from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

import tcg
from tcg.games.weiss import RULES

DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))
GAMES_PER_PAIR = -(-300 // len(PAIRS))     # at least 300 games a run
VIEW_EVERY = 3
CLONE_EVERY = 25
PASSIVE = {("pass",), ("end",), ("no",), ("done",), ("none",)}
HIDDEN = ("hand", "deck", "stock")


def new(decks, seed):
    return RULES.new_game([RULES.load_deck(d) for d in decks], seed=seed)


def pick(d, r: random.Random, eager: bool) -> int:
    """A random option; moves on the stage are rarely taken so that main phases end."""
    idx = [i for i, o in enumerate(d.options) if o[0] != "move"] or list(range(len(d.options)))
    if r.random() < 0.05:
        return r.randrange(len(d.options))
    if eager and len(idx) > 1 and r.random() < 0.85:
        active = [i for i in idx if d.options[i] not in PASSIVE]
        if active:
            return r.choice(active)
    return r.choice(idx)


def check_objects(game, codes: Counter) -> None:
    seen: dict[int, str] = {}
    for key, ids in game.zones.items():
        for oid in ids:
            assert oid not in seen, f"object {oid} in both {seen[oid]} and {key}"
            seen[oid] = key
    assert seen.keys() == game.objs.keys()
    for oid, key in seen.items():
        assert game.objs[oid].zone == key and game.objs[oid].id == oid
    assert Counter(o.card.code for o in game.objs.values()) == codes, "cards are not conserved"
    for p in (0, 1):
        for s in ("front_l", "front_c", "front_r", "back_l", "back_r", "climax"):
            assert len(game.zones[f"{s}{p}"]) <= 1, f"two cards in {s}{p}"
        assert len(game.zones[f"level{p}"]) <= 4
        assert not game.zones[f"res{p}"] or game.decision is not None or game.over
        for s in ("front_l", "front_c", "front_r", "back_l", "back_r"):
            for oid in game.zones[f"{s}{p}"]:
                assert game.objs[oid].card.type == "Character"


def _strings(x, out):
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(k, out)
            _strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _strings(v, out)


def _view_ids(x, out):
    if isinstance(x, dict):
        if "id" in x and "code" in x:
            out.add(x["id"])
        for v in x.values():
            _view_ids(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _view_ids(v, out)


def check_view(game, p: int) -> None:
    v = game.view(p)
    json.dumps(v)
    q = 1 - p
    zones = v["zones"]
    hidden_keys = [f"hand{q}", "deck0", "deck1", "stock0", "stock1"]
    for key in hidden_keys:
        assert zones[key] == len(game.zones[key]), f"{key} is not shown as a count"
    assert [o["id"] for o in zones[f"hand{p}"]] == game.zones[f"hand{p}"]
    hidden_ids = set().union(*(game.zones[k] for k in hidden_keys))
    shown: set[int] = set()
    _view_ids(v, shown)
    assert not shown & hidden_ids, f"hidden objects shown to player {p}"
    visible = {game.objs[o].card.code for key, ids in game.zones.items() if isinstance(zones[key], list) for o in ids}
    hidden_codes = {game.objs[o].card.code for o in hidden_ids} - visible
    strings: set[str] = set()
    _strings(v, strings)
    assert not hidden_codes & strings, f"player {p} can read hidden cards"
    d = game.decision
    if d is not None and d.player != p:
        assert "options" not in v["decision"]


def check_clone_and_json(game, r: random.Random, steps: int) -> None:
    h, d = game.state_hash(), game.decision
    back = tcg.Game.from_json(game.to_json(), RULES)
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


def play_checked(decks, seed, eager):
    game = new(decks, seed)
    codes = Counter(c for d in decks for c in RULES.load_deck(d).codes())
    r = random.Random(seed)
    check_objects(game, codes)
    choices, n = [], 0
    while not game.over:
        d = game.decision
        assert d.options and d.player in (0, 1)
        assert len(set(d.options)) == len(d.options), f"duplicate options in {d.kind}"
        i = pick(d, r, eager)
        game.apply(i)
        choices.append(i)
        n += 1
        check_objects(game, codes)
        if n % VIEW_EVERY == 0:
            check_view(game, n // VIEW_EVERY % 2)
        if n % CLONE_EVERY == 0 and not game.over:
            check_clone_and_json(game, random.Random(r.random()), 8)
    assert game.result.reason and game.result.winner in (0, 1, None)
    return choices, game.state_hash(), game.result


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    choices, final, result = play_checked(decks, seed, eager=seed % 2 == 1)
    again = new(decks, seed)
    for i in choices:
        again.apply(i)
    assert again.over and again.result == result and again.state_hash() == final
