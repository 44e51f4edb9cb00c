"""Seeded random self-play over every pair of bundled MTG 2004 decks, with the state's invariants
checked after every action (cards conserved, every object in exactly one zone, views hide what
they must); every few actions clones stay independent and JSON round trips are exact; and every
game replays from its seed and choices to the same final hash."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

from tcg.engine.state import Game
from tcg.games.mtg2004 import RULES

DECKS = RULES.deck_names()
PAIRS = list(itertools.product(DECKS, repeat=2))
GAMES_PER_PAIR = -(-300 // len(PAIRS))           # at least 300 games a run
CLONE_EVERY = 15
PASSIVE = {("pass",), ("done",), ("keep",)}


def pick(d, r: random.Random, eager: bool) -> int:
    """A random option; an eager player rarely passes and rarely floats mana it does not use."""
    if eager and len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in PASSIVE and o[0] != "mana"]
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
    for it in game.stack:
        assert it.kind != "spell" or game.objs[it.id].zone == "stack"
    for p in (0, 1):
        assert all(isinstance(x, int) and x >= 0 for x in game.pvars[p]["pool"])
    att = game.vars["attached"]
    assert all(game.objs[a].zone == "play" for a, _ in att), "an attached Aura is not in play"


def check_view(game: Game, p: int) -> None:
    v = game.view(p)
    json.dumps(v)
    q = 1 - p
    assert v["zones"][f"hand{q}"] == len(game.zones[f"hand{q}"])
    assert v["zones"]["library0"] == len(game.zones["library0"])
    d = game.decision
    if d is not None and d.player != p:
        assert "options" not in v["decision"]


def check_clone_and_json(game: Game, r: random.Random, steps: int) -> None:
    h = game.state_hash()
    back = Game.from_json(game.to_json(), RULES)
    assert back.state_hash() == h and back.decision == game.decision
    clone = game.clone()
    taken = []
    while not clone.over and len(taken) < steps:
        i = r.randrange(len(clone.decision.options))
        clone.apply(i)
        taken.append(i)
    assert game.state_hash() == h, "playing a clone changed the original"
    for i in taken:
        back.apply(i)
    assert back.state_hash() == clone.state_hash(), "a round-tripped game diverged from a clone"


def play_checked(decks: list[str], seed: int, eager: bool):
    dl = [RULES.load_deck(d) for d in decks]
    codes = Counter(c for d in dl for c in d.codes())
    game = RULES.new_game(dl, seed=seed)
    r = random.Random(seed)
    choices = []
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
        if n % 3 == 0:
            check_view(game, n % 2)
        if n % CLONE_EVERY == 0 and not game.over:
            check_clone_and_json(game, random.Random(r.random()), 8)
    assert game.result.reason and game.result.winner in (0, 1, None)
    return dl, choices, game.state_hash(), game.result


@pytest.mark.parametrize("decks", [list(p) for p in PAIRS], ids=[f"{a}-vs-{b}" for a, b in PAIRS])
@pytest.mark.parametrize("seed", range(GAMES_PER_PAIR))
def test_random_game_keeps_invariants(decks, seed):
    seed = seed * 7919 + PAIRS.index(tuple(decks))
    dl, choices, final, result = play_checked(decks, seed, eager=seed % 2 == 1)
    again = RULES.new_game(dl, seed=seed)
    for i in choices:
        again.apply(i)
    assert again.over and again.result == result and again.state_hash() == final
