"""Seeded random self-play of both editions over every ordered pair of bundled decks, with the
state's invariants checked after every action (cards conserved, each object in one zone, views
hide hands, decks and life), clones independent, JSON round trips exact, and every game
replaying from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest
from dbs_kit import EDITIONS

from tcg.engine.state import Game

GAMES_PER_EDITION = 300
CHUNKS = 6
VIEW_EVERY = 3
CLONE_EVERY = 25
PASSIVE = {("pass",), ("end",), ("no",), ("done",), ("none",), ("keep",)}


def pick(d, r: random.Random, eager: bool) -> int:
    if eager and len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in PASSIVE]
        if active:
            return r.choice(active)
    return r.randrange(len(d.options))


def check_objects(game: Game, codes: Counter) -> None:
    seen: dict[int, str] = {}
    for key, ids in game.zones.items():
        for oid in ids:
            assert oid not in seen, f"object {oid} in both {seen[oid]} and {key}"
            seen[oid] = key
    assert seen.keys() == game.objs.keys()
    for oid, key in seen.items():
        assert game.objs[oid].zone == key
    assert Counter(o.card.code for o in game.objs.values()) == codes, "cards are not conserved"
    for p in (0, 1):
        assert len(game.zones[f"leader{p}"]) == 1, "the Leader never leaves (dbscg 3-5-3)"
        assert len(game.zones[f"life{p}"]) <= game.vars["life_count"]
        assert game.pvars[p]["markers"] >= 0


def _view_ids(x, out: set) -> None:
    if isinstance(x, dict):
        if "id" in x and "code" in x:
            out.add(x["id"])
        for v in x.values():
            _view_ids(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _view_ids(v, out)


def check_view(game: Game, p: int) -> None:
    v = game.view(p)
    json.dumps(v)
    q = 1 - p
    for key in (f"hand{q}", "deck0", "deck1", "life0", "life1"):
        assert v["zones"][key] == len(game.zones[key]), f"{key} is not shown as a count"
    hidden = set(game.zones[f"hand{q}"]) | set(game.zones["deck0"]) | set(game.zones["deck1"]) \
        | set(game.zones["life0"]) | set(game.zones["life1"])
    shown: set[int] = set()
    _view_ids(v, shown)
    assert not shown & hidden, f"hidden objects shown to player {p}"
    d = game.decision
    if d is not None and d.player != p:
        assert "options" not in v["decision"]


def check_clone_and_json(game: Game, rules, r: random.Random) -> None:
    h, d = game.state_hash(), game.decision
    back = Game.from_json(game.to_json(), rules)
    assert back.state_hash() == h and back.decision == d
    clone = game.clone()
    taken = []
    while not clone.over and len(taken) < 8:
        i = r.randrange(len(clone.decision.options))
        clone.apply(i)
        taken.append(i)
    assert game.state_hash() == h and game.decision == d, "playing a clone changed the original"
    for i in taken:
        back.apply(i)
    assert back.state_hash() == clone.state_hash()


def play_checked(rules, decks, seed: int, eager: bool):
    dl = [rules.load_deck(n) for n in decks]
    codes = Counter(c for d in dl for c in d.codes())
    game = rules.new_game(dl, seed=seed)
    r = random.Random(seed)
    choices, n = [], 0
    check_objects(game, codes)
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
            check_clone_and_json(game, rules, random.Random(r.random()))
    assert game.result.winner in (0, 1, None) and game.result.reason
    return dl, choices, game.state_hash(), game.result


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("ed", sorted(EDITIONS))
def test_dbs_selfplay_invariants(ed, chunk):
    rules = EDITIONS[ed]
    pairs = list(itertools.product(rules.deck_names(), repeat=2))
    per = GAMES_PER_EDITION // CHUNKS
    reasons = Counter()
    for k in range(chunk * per, (chunk + 1) * per):
        decks = pairs[k % len(pairs)]
        dl, choices, final, result = play_checked(rules, decks, k, eager=k % 2 == 1)
        reasons[result.reason.split(":")[0]] += 1
        again = rules.new_game(dl, seed=k)
        for i in choices:
            again.apply(i)
        assert again.result == result and again.state_hash() == final
    assert sum(reasons.values()) == per
