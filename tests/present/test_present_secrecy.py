"""tcg.present: full games of every game, every table and log line a seat gets names only
cards that seat could see (principle 6), and the table keeps its contract's shape."""

from __future__ import annotations

import json
import random

import pytest

from tcg import games, present
from tcg.engine.views import sees

GAMES = list(games.GAMES)


SAYING = {"name", "base_name", "label", "prompt", "log", "back"}   # what names cards (not a card's text or traits)


def _strings(x, out: list[str], saying: bool = False) -> list[str]:
    if isinstance(x, str):
        if saying:
            out.append(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(v, out, k in SAYING)
    elif isinstance(x, list | tuple):
        for v in x:
            _strings(v, out, saying)
    return out


def _seen(view: dict) -> set[str]:
    """The card names in a view: its visible zones, the cards shown to everyone."""
    names = set()
    for z in view["zones"].values():
        if isinstance(z, list):
            names.update(o["name"] for o in z)
    names.update(o["name"] for o in view.get("shown") or ())
    return names


def _public(rules, key: str) -> bool:
    return key not in rules.zone_of or rules.zone_visibility[rules.zone_of[key][0]] == "public"


def _game(gid: str, seed: int):
    rules = games.get(gid)
    names = rules.deck_names()
    decks = [rules.load_deck(names[seed % len(names)]), rules.load_deck(names[(seed + 1) % len(names)])]
    return rules.new_game(decks, seed=seed, log=True)


@pytest.mark.parametrize("seed", [11, 12])
@pytest.mark.parametrize("gid", GAMES)
def test_no_table_or_log_line_names_a_card_the_seat_cannot_see(gid, seed):
    game = _game(gid, seed)
    everything = {o.card.name for o in game.objs.values()}
    seats = (0, 1, None)
    known: dict = {s: set() for s in seats}
    start = dict.fromkeys(seats, 0)
    seen_log = dict.fromkeys(seats, 0)
    rng = random.Random(5)
    checked = lines = 0
    for _ in range(4000):
        for s in seats:
            known[s] |= _seen(present.seat_view(game, s))
            d = game.decision
            if d is not None and d.player == s:      # the cards a choice shows its chooser (a search)
                known[s] |= {game.objs[x].card.name for opt in d.options for x in opt
                             if isinstance(x, int) and x in game.objs}
            secret = [n for n in everything - known[s] if not any(n in k for k in known[s])]
            table = present.table(game, s)
            json.dumps(table)
            new, start[s] = present.log_since(game, s, start[s])
            lines += len(new)
            for ev in game.log[seen_log[s]:]:      # a card that passed through a zone the seat sees
                if ev[0] in ("reveal", "revealed"):   # cards an effect reveals to everyone (FFTCG's search)
                    known[s].update(game.rules.cards[c].name for c in ((ev[2],) if ev[0] == "reveal" else ev[2]))
                if ev[0] == "move" and any(
                        s is not None and sees(game.rules, z, s) or s is None and _public(game.rules, z)
                        for z in ev[4:6]) and not (ev[3] in game.objs and game.objs[ev[3]].marks & 16 and gid == "mtg2004"):
                    known[s].add(game.rules.cards[ev[1]].name)
            seen_log[s] = len(game.log)
            secret = [n for n in secret if n not in known[s]]
            for text in _strings(table, []) + new:
                leak = [n for n in secret if n in text]
                assert not leak, f"{gid} seat {s} sees {leak} in {text!r}"
            checked += 1
        if game.over:
            break
        game.apply(rng.randrange(len(game.decision.options)))
    assert game.over, f"{gid}: the random game did not end"
    assert lines > 50 and checked > 30


@pytest.mark.parametrize("gid", GAMES)
def test_table_shape(gid):
    game = _game(gid, 2)
    rng = random.Random(1)
    while game.vars.get("turn", 0) < 2 or game.decision.player != 0 or len(game.decision.options) < 2:
        game.apply(rng.randrange(len(game.decision.options)))
    t = present.table(game, 0)
    assert {"game", "title", "turn", "phase", "step", "active", "result", "players", "shared", "stack",
            "decision", "log"} <= set(t)
    assert [p["seat"] for p in t["players"]] == [0, 1]
    for p in t["players"]:
        for z in p["zones"]:
            assert {"key", "label", "layout", "count", "cards"} <= set(z)
            assert z["layout"] in ("row", "pile", "slots", "hidden")
    d = t["decision"]
    assert d["player"] == 0 and d["prompt"] and d["min"] == 1 and d["max"] == 1
    assert [o["index"] for o in d["options"]] == list(range(len(game.decision.options)))
    assert all(o["label"] for o in d["options"])
    other = present.table(game, 1)["decision"]
    assert other == {"player": 0, "kind": game.decision.kind}      # the other seat: who and what kind only
    hand = next(z for z in present.table(game, 1)["players"][0]["zones"] if z["key"] == "hand")
    assert hand["cards"] and all(c == {"hidden": True} for c in hand["cards"])
