"""Agents by name everywhere (sim, play, arena), the arena's table, database, JSON and plot."""

from __future__ import annotations

import json
import sqlite3
import sys

import pytest
from typer.testing import CliRunner

import tcg
from tcg import games, replay
from tcg.agents import AGENTS, BaseAgent, decide, get_agent
from tcg.cli import app
from tcg.sim import run
from tcg.sim.arena import elo, run_arena
from tcg.sim.cluster import ClusterError, connect

runner = CliRunner()
RULES = games.get("fftcg")


def test_agent_specs_and_errors():
    agent = get_agent("mcts:iterations=7,c=1.5", seed=3)
    assert (agent.name, agent.iterations, agent.c, agent.budget) == ("mcts", 7, 1.5, None)
    assert get_agent("mcts").budget == 0.25
    with pytest.raises(KeyError, match="bad options for agent 'greedy'"):
        get_agent("greedy:budget=1")
    with pytest.raises(KeyError, match="unknown agent 'nope'"):
        get_agent("nope")


def test_a_user_agent_in_a_few_lines(monkeypatch):
    class FirstOption(BaseAgent):
        name, needs_view = "first", False

        def choose(self, view, decision):
            return decision.options[0]

    monkeypatch.setitem(AGENTS, "first", lambda seed, **kw: FirstOption())
    game = tcg.new_game("fftcg", seed=2)
    assert decide(get_agent("first"), game) == game.decision.options[0]
    res = run("fftcg", (RULES.load_deck("fire-ice"), RULES.load_deck("wind-earth")), n=2, workers=1,
              agents=("first", "greedy"))
    assert res.games == 2


def test_sim_with_search_agents_does_not_depend_on_workers():
    decks = (RULES.load_deck("fire-ice"), RULES.load_deck("wind-earth"))
    one = run("fftcg", decks, n=2, seed=3, workers=1, agents=("greedy", "mcts:iterations=2"))
    two = run("fftcg", decks, n=2, seed=3, workers=2, agents=("greedy", "mcts:iterations=2"))
    assert one.outcomes == two.outcomes


def test_sim_cli_takes_agents():
    r = runner.invoke(app, ["sim", "fftcg", "--json", "-n", "2", "--workers", "1", "--agent", "greedy",
                            "--agent", "random"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["agents"] == ["greedy", "random"]
    r = runner.invoke(app, ["sim", "fftcg", "-n", "2", "--agent", "wizard"])
    assert r.exit_code == 2 and "unknown agent 'wizard'" in r.output


def test_play_against_greedy(tmp_path):
    path = tmp_path / "g.json"
    r = runner.invoke(app, ["play", "fftcg", "--vs", "greedy", "--seed", "2", "--save", str(path)], input="1\n" * 2000)
    assert r.exit_code == 0, r.output
    assert "game over:" in r.output
    assert json.loads(path.read_text())["agents"] == ["human", "greedy"]


def test_arena_json_database_and_plot(tmp_path):
    db, png = tmp_path / "arena.sqlite", tmp_path / "arena.png"
    r = runner.invoke(app, ["arena", "fftcg", "--agent", "greedy", "--agent", "random", "--agent", "greedy:settle=0",
                            "-n", "4", "--workers", "2", "--db", str(db),
                            "--plot", str(png), "--json", "--deck", "fire-ice", "--deck", "wind-earth"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["games"] == 12
    assert set(out["agents"]) == {"greedy", "random", "greedy:settle=0"}
    for s in out["agents"].values():
        assert set(s) >= {"games", "wins", "draws", "win_rate"} and s["games"] == 8
        assert s["win_rate"] == pytest.approx(s["wins"] / 8)
    assert sum(s["wins"] + s["draws"] / 2 for s in out["agents"].values()) == 12
    assert png.stat().st_size > 1000 and png.read_bytes()[:4] == b"\x89PNG"
    con = sqlite3.connect(db)
    rows = con.execute("SELECT seed, deck0, deck1, agent0, agent1, winner, winner_agent, turns, replay "
                       "FROM games ORDER BY id").fetchall()
    assert len(rows) == 12
    assert con.execute("SELECT agents FROM runs").fetchone()[0] == json.dumps(["greedy", "random", "greedy:settle=0"])
    seats = {(r[3], r[4], r[1]) for r in rows if {r[3], r[4]} == {"greedy", "random"}}
    assert seats == {("greedy", "random", "fire-ice"), ("random", "greedy", "wind-earth"),
                     ("greedy", "random", "wind-earth"), ("random", "greedy", "fire-ice")}   # seats and decks swapped
    seed, deck0, deck1, a0, a1, winner, wagent, turns, text = rows[0]
    data = json.loads(text)
    assert data["seed"] == seed and data["turns"] == turns and [d["name"] for d in data["decks"]] == [deck0, deck1]
    assert wagent == (None if winner is None else (a0, a1)[winner])
    path = tmp_path / "r.json"
    path.write_text(text)
    assert replay.replay(path)[1]                  # the stored replay checks


def test_arena_text_table(tmp_path):
    r = runner.invoke(app, ["arena", "fftcg", "--agent", "greedy", "--agent", "random", "-n", "2", "--workers", "1",
                            "--db", str(tmp_path / "a.sqlite")])
    assert r.exit_code == 0, r.output
    text = " ".join(r.output.split())
    for word in ("greedy vs", "random", "95%", "Elo", "s/decision", "a.sqlite"):
        assert word in text


def test_arena_errors(tmp_path):
    r = runner.invoke(app, ["arena", "fftcg", "--agent", "greedy", "--db", str(tmp_path / "a.sqlite")])
    assert r.exit_code == 2 and "at least two agents" in r.output


def test_arena_results_do_not_depend_on_workers():
    decks = (RULES.load_deck("fire-ice"), RULES.load_deck("lightning-water"))
    one = run_arena("fftcg", decks, ["greedy", "random"], n=4, seed=5, workers=1)
    two = run_arena("fftcg", decks, ["greedy", "random"], n=4, seed=5, workers=2)
    assert one.pairings == two.pairings


def test_elo_orders_the_agents():
    r = elo(["a", "b", "c"], [("a", "b", 30, 10), ("b", "c", 30, 10), ("a", "c", 40, 0)])
    assert r["a"] > r["b"] > r["c"]
    assert sum(r.values()) / 3 == pytest.approx(1500)


def test_cluster_without_ray_is_a_clear_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ClusterError, match=r"pip install 'tcg\[cluster\]'"):
        connect("127.0.0.1:6379")
    r = runner.invoke(app, ["sim", "fftcg", "-n", "2", "--cluster", "127.0.0.1:1"])
    assert r.exit_code == 2 and "needs Ray" in r.output


def test_play_against_mcts_until_quitting():
    r = runner.invoke(app, ["play", "fftcg", "--vs", "mcts:iterations=3", "--seed", "4", "--seat", "1"],
                      input="1\n" * 6 + "q\n")
    assert r.exit_code == 0, r.output
    assert "mcts:iterations=3 plays" in r.output and "game stopped: you quit" in r.output
