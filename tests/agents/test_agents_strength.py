"""The search helpers (cancel filtered, settling replayed), greedy on every decision kind of a
game, and benchmarks/strength.py: a resumable strength table stored in the arena database."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
from pathlib import Path

import pytest

import tcg
from tcg.agents import decide, get_agent
from tcg.agents.greedy import CANCEL, choices, quiet
from tcg.agents.mcts import MCTSAgent, Node

ROOT = Path(__file__).resolve().parents[2]


def load_strength():
    spec = importlib.util.spec_from_file_location("strength", ROOT / "benchmarks" / "strength.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_choices_leave_out_cancel_unless_it_is_the_only_way():
    assert choices((("pass",), CANCEL, ("play", 3))) == (("pass",), ("play", 3))
    assert choices((CANCEL,)) == (CANCEL,)
    assert choices((("a",), ("b",))) == (("a",), ("b",))


def test_quiet_positions_are_where_an_action_starts():
    game = tcg.new_game("fftcg", seed=2)
    while game.decision.kind != "priority":
        game.apply(game.decision.options[0])
    assert quiet(game)


def test_settling_after_an_edge_is_stored_and_replayed():
    game = tcg.new_game("fftcg", seed=4)
    agent = MCTSAgent(seed=1, iterations=30)
    # play until a priority decision with a card that needs paying
    rng_agent = get_agent("greedy", seed=3)
    for _ in range(200):
        d = game.decision
        if d.kind == "priority" and any(o[0] == "play" for o in d.options):
            break
        game.apply(decide(rng_agent, game))
    node = Node()
    play = next(o for o in game.decision.options if o[0] == "play")
    g = game.clone()
    g.apply(play)
    g = agent._settle(g, node)
    assert node.plan is not None and quiet(g)
    again = game.clone()
    again.apply(play)
    again = agent._settle(again, node)                    # replayed: the same position
    assert again.state_hash() == g.state_hash()


def test_mcts_options_are_checked():
    with pytest.raises(KeyError, match="samples must be >= 0"):
        get_agent("mcts:samples=-1")
    # a prior of less than one visit left the root's children at 0 visits: UCT divided by it
    for bad in ("0.5", "-1"):
        with pytest.raises(KeyError, match="prior 0 or >= 1"):
            get_agent(f"mcts:prior={bad}")
    assert get_agent("mcts:prior=0").prior == 0 and get_agent("mcts:prior=1").prior == 1


def test_strength_table_is_stored_and_resumed(tmp_path, capsys):
    strength = load_strength()
    db = tmp_path / "arena.sqlite"
    args = ["fftcg", "--decks", "fire-ice/wind-earth", "--pairing", "greedy/random", "--workers", "1",
            "--db", str(db), "--label", "t"]
    assert strength.main([*args, "--games", "2", "--json"]) == 0
    out = capsys.readouterr().out
    rows = json.loads(out[out.index("[\n"):])
    assert rows[0]["games"] == 2 and rows[0]["agents"] == ["greedy", "random"]
    con = sqlite3.connect(db)
    assert con.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 2
    assert strength.main([*args, "--games", "4"]) == 0          # plays only games 2 and 3
    assert con.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 4
    assert sorted(r[0] for r in con.execute("SELECT seed FROM games")) == [1, 2, 3, 4]
    assert strength.main([*args, "--games", "4", "--report"]) == 0   # plays nothing
    assert con.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 4
    text = capsys.readouterr().out
    assert "4 games" in text and "target 80%" in text
