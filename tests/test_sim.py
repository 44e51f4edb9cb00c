"""Batch simulation: seats swapped in pairs, results independent of the number of workers."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tcg import games, replay
from tcg.cli import app
from tcg.sim import run, wilson

runner = CliRunner()
RULES = games.get("fftcg")


def sim_json(*args: str) -> dict:
    r = runner.invoke(app, ["sim", "fftcg", "--json", *args])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_json_results_do_not_depend_on_the_number_of_workers():
    one = sim_json("-n", "20", "--workers", "1")
    two = sim_json("-n", "20", "--workers", "2")
    assert one["games"] == two["games"] == 20
    assert one["wins"] == two["wins"]
    assert set(one["wins"]) == {"fire-ice", "light-dark-mix"}     # the first two bundled decks
    for key in ("draws", "avg_turns", "decisions", "first_player_wins", "reasons"):
        assert one[key] == two[key], key
    assert sum(one["wins"].values()) + one["draws"] == 20
    assert one["games_per_second"] > 0 and one["avg_turns"] > 0


def test_seats_are_swapped_in_pairs_and_replays_check(tmp_path):
    a, b = RULES.load_deck("fire-ice"), RULES.load_deck("wind-earth")
    res = run("fftcg", (a, b), n=4, seed=10, workers=1, replay_dir=tmp_path)
    assert [o.seed for o in res.outcomes] == [10, 11, 12, 13]
    for i in range(4):
        data = replay.load(tmp_path / f"game-{i:05d}.json")
        names = [d["name"] for d in data["decks"]]
        assert names == (["fire-ice", "wind-earth"] if i % 2 == 0 else ["wind-earth", "fire-ice"])
        assert data["seed"] == 10 + i
        game, ok = replay.replay(tmp_path / f"game-{i:05d}.json")
        assert ok
        winner = res.outcomes[i].winner
        assert game.result.winner == (None if winner is None else (winner if i % 2 == 0 else 1 - winner))


def test_a_mirror_match_gets_distinct_labels():
    a = RULES.load_deck("fire-ice")
    res = run("fftcg", (a, a), n=2, seed=1, workers=1)
    assert set(res.wins) == {"fire-ice#1", "fire-ice#2"}


def test_text_output():
    r = runner.invoke(app, ["sim", "fftcg", "-n", "4", "--workers", "1", "--deck", "fire-ice", "--deck", "wind-earth"])
    assert r.exit_code == 0, r.output
    assert "fire-ice" in r.output and "wind-earth" in r.output
    assert "95% interval" in r.output and "average turns" in r.output and "games/s" in r.output


@pytest.mark.parametrize("k, n, lo, hi", [(50, 100, 0.4038, 0.5962), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0),
                                          (1, 1, 0.2065, 1.0)])
def test_wilson(k, n, lo, hi):
    got = wilson(k, n)
    assert got == pytest.approx((lo, hi), abs=1e-4)


def test_wilson_without_games():
    assert wilson(0, 0) == (0.0, 1.0)
