"""Seeded random self-play of two Masters decks that carry a Z-Deck (the Z fixture cards:
Z-Battle Cards, Z-Extras, a Z-Leader, Z-Unisons), with the invariants of `tcg.testing` after
every action; the games must play Z-cards (16-2-1, 17-2-1, 18-2-1, 22-46) and end."""

from __future__ import annotations

import random
from collections import Counter

from dbs_kit import RMT, SELFPLAY_PASSIVE

from tcg.engine.cards import parse_deck
from tcg.games.dbs import RULES_MASTERS
from tcg.testing import play_checked

ZDECK = "2 TEST-ZB\n1 TEST-ZB2\n2 TEST-ZE1\n1 TEST-ZE2\n2 TEST-ZL\n2 TEST-M3-ZU\n"
GAMES = 12
Z_ACTIONS = ("z_play", "z_extra", "z_unison", "z_awaken")


def deck(name: str):
    text = (RMT.home / "decks" / f"{name}.txt").read_text()
    return parse_deck(text + "\n" + ZDECK, f"{name}+z", RMT.cards)


def test_selfplay_with_z_decks(monkeypatch):
    _ = RULES_MASTERS.cards
    # the JSON round trips look the game up by id: let the registered ruleset know the fixtures
    monkeypatch.setitem(RULES_MASTERS.__dict__, "cards", RMT.cards)
    decks = [deck("frieza_yellow"), deck("servant-yellow-masters")]
    for d in decks:
        RMT.check_deck(d)
    codes = Counter(c for d in decks for c in d.codes())
    used = Counter()

    def pick(d, r: random.Random) -> int:
        z = [i for i, o in enumerate(d.options) if o[0] in Z_ACTIONS]
        if z and r.random() < 0.7:
            used[d.options[z[0]][0]] += 1
            return r.choice(z)
        if len(d.options) > 1 and r.random() < 0.85:
            active = [i for i, o in enumerate(d.options) if o not in SELFPLAY_PASSIVE]
            if active:
                return r.choice(active)
        return r.randrange(len(d.options))

    ended = 0
    for k in range(GAMES):
        _c, _h, result = play_checked(lambda k=k: RULES_MASTERS.new_game(decks, seed=500 + k), codes, 500 + k, pick,
                                      clone_every=30)
        ended += bool(result.reason)
    assert ended == GAMES
    assert all(used[a] for a in Z_ACTIONS), used
