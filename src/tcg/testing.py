"""Invariant checks for any game module, used by the self-play tests of every game.

After every action of a random game: cards are conserved and every object is in exactly one
zone; a player's view shows hidden and other players' private zones only as counts, and no
object or card code from them appears in it; every few actions a clone played on leaves the
original unchanged and a JSON round trip continues exactly like the clone. At the end, the same
seed and choices replay to the same final hash.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from .engine.state import Decision, Game, Result
from .engine.views import hidden_zones


def toml_value(v: Any) -> str:
    """`v` (bool, number, string, list, dict) written as a TOML value, for building scenario
    texts in tests."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k if k.isidentifier() else json.dumps(k)} = {toml_value(x)}"
                                for k, x in v.items()) + " }"
    raise TypeError(v)


def expected_codes(rules: Any, decks: list[str]) -> Counter:
    return Counter(code for d in decks for code in rules.load_deck(d).codes())


def check_objects(game: Game, codes: Counter) -> None:
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
        assert objs[oid].zone == key, f"{objs[oid]!r} listed in {key}"
        assert objs[oid].id == oid
    # tokens are made by effects and are no deck's cards (dbscg 10-18, MTG 200.1 and 216.2)
    assert Counter(o.card.code for o in objs.values() if not game.rules.is_token(o.card)) == codes, \
        "cards are not conserved"


def _walk(x: Any, strings: set, ids: set) -> None:
    if isinstance(x, str):
        strings.add(x)
    elif isinstance(x, dict):
        if "id" in x and "code" in x:
            ids.add(x["id"])
        for k, v in x.items():
            _walk(k, strings, ids)
            _walk(v, strings, ids)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _walk(v, strings, ids)


def check_view(game: Game, p: int) -> None:
    """view(p) is plain data; it shows what p may not see only as counts, and no object or card
    code of those zones appears anywhere in it unless that code is also visible elsewhere."""
    v = game.view(p)
    json.dumps(v)
    zones = v["zones"]
    hidden = hidden_zones(game, p)
    for key in hidden:
        assert zones[key] == len(game.zones[key]), f"{key} is not shown to player {p} as a count"
    for key, (name, owner) in game.rules.zone_of.items():
        if owner == p and game.rules.zone_visibility[name] == "private":
            assert [o["id"] for o in zones[key]] == game.zones[key], f"player {p} does not see own {key}"
    public = set(game.rules.shown(game))       # revealed, or declared and still in a hand
    hidden_ids = {o for key in hidden for o in game.zones[key]} - public
    strings: set[str] = set()
    shown: set[int] = set()
    _walk(v, strings, shown)
    assert not shown & hidden_ids, f"hidden objects shown to player {p}: {shown & hidden_ids}"
    visible = {game.objs[o].card.code for key, ids in game.zones.items() if key not in hidden for o in ids}
    visible |= set(game.rules.stack_codes(game)) | {game.objs[o].card.code for o in public if o in game.objs}
    leaked = ({game.objs[o].card.code for o in hidden_ids} - visible) & strings
    assert not leaked, f"player {p} can read hidden card(s) {leaked}"
    d = game.decision
    if d is not None and d.player != p:
        assert "options" not in v["decision"], "the opponent's options are private"


def check_clone_and_json(game: Game, r: random.Random, steps: int = 8) -> None:
    """A clone played on never changes the original; a JSON round trip restores the same state
    and decision, and continues identically to the clone."""
    h, d = game.state_hash(), game.decision
    back = Game.from_json(game.to_json(), game.rules)
    assert back.state_hash() == h and back.decision == d and back.history == game.history
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


class Divergence(AssertionError):
    """A clone or a JSON round trip, played on with the same choices as a game, reached another
    state or failed where the game did not."""


class Unfinished(AssertionError):
    """A game still running after the most actions allowed (a loop nothing ends)."""


def step_twins(twins: list[tuple[str, Game]], i: int, game: Game) -> list[tuple[str, Game]]:
    """Apply choice `i` to each twin of `game`, which has just taken it: the clone as it is, the
    round trip after one more save and load (so every state is saved once). Both must reach the
    game's state. Returns the twins.

    The states are compared as data, the game's built once (three hashes an action cost more
    than the game); data equal to Python but not to JSON (1 and True) are told apart by the
    hashes at the end of the game (`play_checked`), a difference by them at once. The round
    trip leaves out the history, which only grows: written again at every action it made each
    action slower than the last; `check_clone_and_json` round-trips it whole."""
    state = game.state_dict()
    out = []
    for name, twin in twins:
        if name == "JSON round trip":
            history, twin.history = twin.history, None
            twin = Game.from_json(twin.to_json(), twin.rules)
            twin.history = history
        try:
            twin.apply(i)
        except Exception as e:
            raise Divergence(f"the {name} failed where the game did not: {type(e).__name__}: {e}") from e
        if twin.state_dict() != state and twin.state_hash() != game.state_hash():
            raise Divergence(f"the {name} reached another state than the game")
        out.append((name, twin))
    return out


Picker = Callable[[Decision, random.Random], int]


def play_checked(new: Callable[[], Game], codes: Counter, seed: int, pick: Picker | None = None, *,
                 view_every: int = 3, clone_every: int = 15,
                 extra: Callable[[Game], None] | None = None, in_step: bool = False,
                 max_actions: int = 0) -> tuple[list[int], str, Result]:
    """Play one random game from `new()` with every check; `extra(game)` adds a game's own
    checks; `in_step`: a clone and a JSON round trip are played on with the same choices and
    must have the game's state hash after every action (Divergence); `max_actions`: a game
    still running after that many actions fails (Unfinished). Returns the choices, the final
    hash and the result, and checks that the same seed and choices replay to the same end."""
    game = new()
    r = random.Random(seed)
    pick = pick or (lambda d, r: r.randrange(len(d.options)))
    check_objects(game, codes)
    twins = [("clone", game.clone()), ("JSON round trip", Game.from_json(game.to_json(), game.rules))] if in_step else []
    choices: list[int] = []
    while not game.over:
        if max_actions and len(choices) >= max_actions:
            raise Unfinished(f"the game is still running after {max_actions} actions")
        d = game.decision
        assert d.options and d.player in range(len(game.pvars))
        assert len(set(d.options)) == len(d.options), f"duplicate options in {d.kind}: {d.options}"
        i = pick(d, r)
        game.apply(i)
        choices.append(i)
        n = len(choices)
        if twins:
            twins = step_twins(twins, i, game)
        check_objects(game, codes)
        if extra is not None:
            extra(game)
        if n % view_every == 0:
            check_view(game, n // view_every % len(game.pvars))
        if n % clone_every == 0 and not game.over:
            check_clone_and_json(game, random.Random(r.random()))
    for p in range(len(game.pvars)):
        check_view(game, p)
    for name, twin in twins:
        if twin.state_hash() != game.state_hash():
            raise Divergence(f"the {name} ended in another state than the game")
    assert game.result.reason and game.result.winner in (*range(len(game.pvars)), None)
    again = new()
    for i in choices:
        again.apply(i)
    assert again.over and again.result == game.result
    assert again.state_hash() == game.state_hash(), "the same seed and choices gave another end"
    return choices, game.state_hash(), game.result
