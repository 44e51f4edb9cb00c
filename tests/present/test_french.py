"""`lang=fr` is French throughout: a seeded game of every game played to its end through
tcg.present, every string a player reads (zones, phase and step, prompt, options, stack, log,
result, the terminal's board) checked for the English words of the games' vocabulary, card
names and printed card text («...») aside; the French words are the rulebooks' own."""

from __future__ import annotations

import random

import pytest

from french_check import english_in
from tcg import games, present
from tcg.terminal import board as tboard


def _strings(t: dict) -> list[str]:
    out = [t["where"], *(z["label"] for p in t["players"] for z in p["zones"]),
           *(s["label"] for s in t["stack"]), *(p["name"] for p in t["players"])]
    d = t["decision"]
    if d and "prompt" in d:
        out += [d["prompt"], *(o["label"] for o in d["options"])]
    if t["result"]:
        out.append(t["result"]["reason"])
    out += tboard.board_lines(t) + [tboard.header(t)]
    return out


GAMES = {"fftcg": 3, "mtg2004": 5, "dbscg": 2, "dbs-masters": 2, "weiss": 3}


@pytest.mark.parametrize("gid", list(GAMES))
def test_a_whole_game_in_french_has_no_english_word(gid):
    rules = games.get(gid)
    seed = GAMES[gid]
    names = rules.deck_names()
    game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1 % len(names)])], seed=seed, log=True)
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(4000):
        if game.over:
            break
        seen.update(_strings(present.table(game, game.decision.player, "fr", log_tail=0)))
        game.apply(rng.randrange(len(game.decision.options)))
    assert game.over
    for seat in (0, 1, None):
        seen.update(present.log_since(game, seat, 0, "fr")[0])
        seen.update(_strings(present.table(game, seat, "fr", log_tail=0)))
    english = {s: found for s in seen if (found := english_in(s, rules))}
    assert not english, "\n".join(f"{sorted(w)}: {s}" for s, w in sorted(english.items())[:40])
    assert any(line.startswith("fin de la partie") for line in seen)


def test_the_check_finds_english():
    rules = games.get("fftcg")
    assert english_in("you attack with Cloud", rules) == {"you", "attack", "with"}
    assert english_in("vous attaquez avec Cloud « Choose 1 Forward » dans la Break Zone", rules) == set()
