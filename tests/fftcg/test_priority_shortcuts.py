"""The priority step's shortcuts give the answers of the general computations they skip, read
over the states of seeded random games: play._only_pass (a player who can only pass) and the
rule processes kept with the Fields (turn._field_facts)."""

from __future__ import annotations

from random_states import random_states as _states

from tcg import games
from tcg.engine.choice_words import PASS
from tcg.games.fftcg import play, turn


def test_only_pass_is_said_only_of_a_player_whose_options_are_a_lone_pass():
    said = offered = 0
    for game in _states(5, 700):
        v = game.vars
        if v.get("phase") not in ("main1", "main2", "attack"):
            continue
        for p in (0, 1):
            main = p == v["tp"] and v["phase"] != "attack" and not game.stack
            if main:
                continue
            full = play._options(game, p, main, {})[0]
            if play._only_pass(game, p):
                said += 1
                assert full == (PASS,), (p, full)
            elif len(full) > 1:
                offered += 1
    assert said > 100 and offered > 10


def test_the_rule_processes_kept_with_the_fields_find_what_a_fresh_check_finds(monkeypatch):
    rules = games.get("fftcg")
    check = rules.check_state
    facts = turn._field_facts
    seen = []

    def both(game):
        fresh = game.clone()         # without what earlier states left in Game.memo, and every Forward read
        monkeypatch.setattr(turn, "_field_facts", lambda g: (*facts(g)[:3], None))
        r = check(fresh)
        monkeypatch.setattr(turn, "_field_facts", facts)
        assert check(game) == r
        assert game.state_hash() == fresh.state_hash()
        seen.append(r)
        return r

    monkeypatch.setattr(rules, "check_state", both)
    for _ in _states(5, 900):
        pass
    assert seen.count(False) > 300 and seen.count(True) > 5


def test_an_event_no_card_of_the_game_names_is_skipped_and_a_card_added_later_is_heard():
    # actions.fire returns at once for an event kind no auto ability of the game's cards names
    # (actions._heard, kept with the number of objects): a card that joins afterwards is heard
    from play_kit import setup

    from tcg.games.fftcg import actions

    g = setup({"field": ["1-050C"]}, {"field": ["1-099C"]}, phase="main1")     # two vanilla Forwards
    knight = g.zones["field0"][0]
    actions.fire(g, "attacks", knight, 0)
    assert "attacks" not in actions._heard(g) and not g.pending
    chaos = g.create(g.rules.cards["3-148H"], 1, "field1")      # Feral Chaos: "When it attacks or blocks"
    assert "attacks" in actions._heard(g)
    actions.fire(g, "attacks", chaos, 1)
    assert [(t.controller, t.source) for t in g.pending] == [(1, chaos)]
