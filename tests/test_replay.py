"""Replay files: save, load, replay to the same final hash; tampering is detected."""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

import tcg
from tcg import replay
from tcg.cli import app

runner = CliRunner()
DECKS = ["fire-ice", "wind-earth"]


def played(seed: int, **options) -> tcg.Game:
    game = tcg.new_game("fftcg", decks=DECKS, seed=seed, **options)
    r = random.Random(seed)
    while not game.over:
        game.apply(r.randrange(len(game.decision.options)))
    return game


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    game = played(11)
    path = tmp_path_factory.mktemp("replays") / "g.json"
    replay.save(game, path, DECKS, 11, agents=["random", "random"])
    return game, path


def test_file_contents(saved):
    game, path = saved
    data = replay.load(path)
    assert data["engine"] == tcg.__version__
    assert data["game"] == "fftcg" and data["seed"] == 11
    assert [d["name"] for d in data["decks"]] == DECKS
    assert len(data["decks"][0]["cards"]) == 50 and data["decks"][0]["cards"][0] == "1-009C"
    assert data["options"]["damage_limit"] == 7 and "turn" not in data["options"]
    assert len(data["choices"]) == len(game.history)
    assert data["hash"] == game.state_hash()
    assert data["result"] == {"winner": game.result.winner, "reason": game.result.reason}


def test_round_trip(saved):
    game, path = saved
    again, ok = replay.replay(path)
    assert ok
    assert again.state_hash() == game.state_hash() and again.result == game.result


def test_rule_options_are_replayed(tmp_path):
    game = played(4, damage_limit=3)
    path = replay.save(game, tmp_path / "short.json", DECKS, 4)
    assert replay.load(path)["options"]["damage_limit"] == 3
    again, ok = replay.replay(path)
    assert ok and again.vars["damage_limit"] == 3


def test_an_unfinished_game_replays_too(tmp_path):
    game = tcg.new_game("fftcg", decks=DECKS, seed=2)
    for _ in range(10):
        game.apply(0)
    path = replay.save(game, tmp_path / "part.json", DECKS, 2)
    assert replay.replay(path)[1]


def tamper(path, tmp_path, change) -> str:
    data = json.loads(path.read_text())
    change(data)
    out = tmp_path / "tampered.json"
    out.write_text(json.dumps(data))
    return str(out)


@pytest.mark.parametrize("change", [
    lambda d: d.update(hash="0" * 32),
    lambda d: d.update(seed=d["seed"] + 1),
    lambda d: d["choices"].pop(),
    lambda d: d["decks"].reverse(),
    lambda d: d["options"].update(damage_limit=5),
], ids=["hash", "seed", "choices", "decks", "options"])
def test_a_tampered_replay_fails(saved, tmp_path, change):
    _, path = saved
    bad = tamper(path, tmp_path, change)
    assert replay.replay(bad)[1] is False
    r = runner.invoke(app, ["replay", bad])
    assert r.exit_code == 1
    assert "MISMATCH" in r.stderr


def test_cli_round_trip(saved):
    game, path = saved
    r = runner.invoke(app, ["replay", str(path)])
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith(f"OK {game.state_hash()}")


@pytest.mark.parametrize("text, message", [
    (None, "No such file"),
    ("not json", "not a JSON file"),
    ('{"game": "fftcg"}', "not a replay file (missing seed, decks, choices, hash)"),
    ('{"game": "chess", "seed": 1, "decks": [], "choices": [], "hash": ""}', "unknown game 'chess'"),
])
def test_unreadable_replays_exit_2(tmp_path, text, message):
    path = tmp_path / "r.json"
    if text is not None:
        path.write_text(text)
    r = runner.invoke(app, ["replay", str(path)])
    assert r.exit_code == 2
    assert message in r.stderr
