"""benchmarks/soak.py in short: random legal decks from each game's whole card pool, random
games with the invariants checked after every action and a clone and a JSON round trip played
in step; the same seeds give the same figures whatever the number of workers."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

import tcg
from tcg import games
from tcg.testing import Divergence, step_twins

SPEC = importlib.util.spec_from_file_location("soak", Path(__file__).parents[1] / "benchmarks" / "soak.py")
soak = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(soak)

GAMES = ["fftcg", "mtg2004", "dbscg", "dbs-masters", "weiss"]


@pytest.mark.parametrize("game_id", GAMES)
def test_random_decks_are_legal_and_seeded(game_id):
    rules = games.get(game_id)
    for s in range(30):
        deck = rules.random_deck(random.Random(s))
        rules.check_deck(deck)
        assert deck == rules.random_deck(random.Random(s))
    assert len({rules.random_deck(random.Random(s)) for s in range(10)}) == 10


@pytest.mark.parametrize("game_id", GAMES)
def test_short_soak_has_no_failure(game_id):
    r = soak.soak(game_id, 3, 7, 1)
    assert r["failures"] == [] and r["games"] == 3 and r["actions"] > 0


def test_identical_triggers_are_placed_without_a_duplicate_option():
    # fftcg seed 1052: 17-013C Berserker used twice makes two identical delayed "break it"
    # triggers; order_triggers offered the same option twice (a failed check at action 23).
    r = soak.soak("fftcg", 1, 1052, 1)
    assert r["failures"] == [] and r["actions"] > 23


def test_a_twin_that_reaches_another_state_is_a_divergence():
    game, other = tcg.new_game("weiss", seed=1), tcg.new_game("weiss", seed=2)
    before = game.clone()
    game.apply(0)
    assert step_twins([("clone", before)], 0, game)[0][1].state_hash() == game.state_hash()
    with pytest.raises(Divergence, match="the clone reached another state"):
        step_twins([("clone", other)], 0, game)


def test_a_failure_is_reported_with_its_seed_decks_and_command(monkeypatch):
    def broken(game_id, seed, *a, **k):
        raise RuntimeError("boom")

    monkeypatch.setattr(soak, "play_checked", broken)
    r = soak.soak("weiss", 2, 40, 1)
    assert r["crashes"] == 2 and r["divergences"] == 0
    f = r["failures"][1]
    assert f["seed"] == 41 and f["failure"]["error"] == "RuntimeError: boom"
    assert f["repro"] == "python benchmarks/soak.py weiss -n 1 --seed 41"
    deck = games.get("weiss").random_deck(random.Random(41))
    assert f["decks"][0] == soak.deck_text(deck)
    assert "FAILED seed 41 (crash at action 0): RuntimeError: boom" in soak.report(r)


def test_a_delayed_ability_of_a_card_gone_to_a_hand_is_public():
    """fftcg seed 80870: Jumbo Flan's delayed 'At the end of the turn, break Jumbo Flan' waits
    while the card is back in its owner's hand; the view names it, as everyone saw it created."""
    r = soak.soak("fftcg", 1, 80870, 1)
    assert r["failures"] == [] and r["games"] == 1


def test_a_game_over_the_action_cap_is_unfinished_not_failed(monkeypatch, capsys):
    monkeypatch.setattr(soak, "MAX_ACTIONS", 30)
    r = soak.soak("weiss", 1, 40, 1)
    assert r["unfinisheds"] == 1 and r["failures"] == [] and r["crashes"] == r["checks"] == 0
    x = r["unfinished"][0]
    assert x["seed"] == 40 and x["actions"] == 30
    assert x["repro"] == "python benchmarks/soak.py weiss -n 1 --seed 40"
    assert "unfinished seed 40: still running after 30 actions" in soak.report(r)
    assert soak.main(["weiss", "-n", "1", "--seed", "40"]) == 0
    assert "1 unfinished" in capsys.readouterr().out


def test_a_free_ability_does_not_keep_a_game_going():
    """fftcg seed 400054: the random player used 16-007R Black Waltz 2 ("{0}: Discard 1 Job
    Black Mage ...", with none in hand) or passed with equal odds, 2,900 actions in one Main
    Phase with 40-odd copies on the stack; it now uses it a few times in a row at most."""
    r = soak.soak("fftcg", 1, 400054, 1)
    assert r["failures"] == [] and r["unfinisheds"] == 0 and r["actions"] < 1000


def test_a_game_that_never_leaves_the_engine_is_stopped_and_reported_as_a_hang(monkeypatch):
    # fftcg seed 902624 (before 13.1's loop check) never returned from one action: MAX_ACTIONS
    # could not see it, and the soak waited for ever
    def endless(*a, **k):
        while True:
            pass

    monkeypatch.setattr(soak, "play_checked", endless)
    monkeypatch.setattr(soak, "GAME_SECONDS", 1)
    r = soak.soak("weiss", 1, 40, 1)
    assert r["hangs"] == 1 and r["crashes"] == 0
    assert r["failures"][0]["failure"]["error"] == "Hung: the game was still inside the engine after 1 s"
    assert "1 hangs" in soak.report(r)
