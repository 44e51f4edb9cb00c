"""The arena: a round robin between agents, seats and decks swapped, results with 95% Wilson
intervals and an Elo estimate, every game stored in SQLite.

For each pair of agents (X, Y), game j of the pairing uses seed `seed + j` (the same deals in
every pairing); its seats are swapped when j is odd and its decks when j // 2 is odd, so every
four games X plays both decks from both seats. A game depends only on its pairing and index, so
the results are the same on any number of workers or machines (for agents with an iteration
budget: a time budget depends on the machine's speed).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import sqlite3
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

from .stats import wilson


# ------------------------------------------------------------------------------- one game
def play_game(game_id: str, decks: tuple, specs: tuple[str, str], pairing: int, index: int, seed: int,
              options: dict | None = None) -> dict:
    """Game `index` of the pairing of agents `specs` (X, Y) on decks (A, B): a JSON-ready record."""
    from .. import replay
    from ..agents import decide, get_agent
    from ..games import get

    rules = get(game_id)
    s = seed + index
    seat_swap, deck_swap = index % 2, (index // 2) % 2
    sides = (1, 0) if seat_swap else (0, 1)                 # sides[seat] = 0 for X, 1 for Y
    deck_of = [(side + deck_swap) % 2 for side in sides]    # deck index per seat
    agents = [get_agent(specs[side], seed=s * 2 + side) for side in sides]
    seat_decks = [decks[k] for k in deck_of]
    opts = rules.Options(**options) if options else None
    game = rules.new_game(seat_decks, seed=s, options=opts)
    n = [0, 0]
    secs = [0.0, 0.0]
    while game.result is None:
        p = game.decision.player
        t = time.perf_counter()
        choice = decide(agents[p], game)
        secs[p] += time.perf_counter() - t
        n[p] += 1
        game.apply(choice)
    res = game.result
    winner_side = None if res.winner is None else sides[res.winner]
    return {
        "pairing": pairing, "index": index, "seed": s, "seat_sides": list(sides),
        "decks": [d.name for d in seat_decks], "agents": [specs[side] for side in sides],
        "winner_seat": res.winner, "winner_side": winner_side, "reason": res.reason,
        "turns": game.vars.get("turn", 0), "decisions": n, "seconds": secs,
        "replay": replay.to_dict(game, seat_decks, s, agents=[specs[side] for side in sides]),
    }


def _chunk(game_id: str, decks: tuple, specs: tuple, pairing: int, indices: Sequence[int], seed: int,
           options: dict | None) -> list[dict]:
    return [play_game(game_id, decks, specs, pairing, i, seed, options) for i in indices]


# ------------------------------------------------------------------------------- storage
def default_db() -> Path:
    """arena.sqlite in the user's data directory ($TCG_ARENA_DB overrides it)."""
    env = os.environ.get("TCG_ARENA_DB")
    if env:
        return Path(env)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "tcg" / "arena.sqlite"


SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, started TEXT, game TEXT, decks TEXT, agents TEXT, games_per_pairing INTEGER,
    seed INTEGER, settings TEXT);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, run INTEGER REFERENCES runs(id), game TEXT, seed INTEGER,
    deck0 TEXT, deck1 TEXT, agent0 TEXT, agent1 TEXT, winner INTEGER, winner_agent TEXT,
    reason TEXT, turns INTEGER, decisions0 INTEGER, decisions1 INTEGER, seconds0 REAL, seconds1 REAL,
    replay TEXT);
"""


class Store:
    """The SQLite database of arena games: one row per run, one per game (with its replay)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path))
        self.db.executescript(SCHEMA)

    def new_run(self, game: str, decks: list[str], agents: list[str], n: int, seed: int, settings: dict) -> int:
        cur = self.db.execute(
            "INSERT INTO runs (started, game, decks, agents, games_per_pairing, seed, settings) VALUES (?,?,?,?,?,?,?)",
            (_dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"), game, json.dumps(decks),
             json.dumps(agents), n, seed, json.dumps(settings)))
        self.db.commit()
        return int(cur.lastrowid)

    def add(self, run: int, game: str, rec: dict, names: list[str]) -> None:
        ws = rec["winner_seat"]
        self.db.execute(
            "INSERT INTO games (run, game, seed, deck0, deck1, agent0, agent1, winner, winner_agent, reason, turns, "
            "decisions0, decisions1, seconds0, seconds1, replay) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (run, game, rec["seed"], rec["decks"][0], rec["decks"][1], names[0], names[1], ws,
             None if ws is None else names[ws], rec["reason"], rec["turns"], rec["decisions"][0],
             rec["decisions"][1], rec["seconds"][0], rec["seconds"][1], json.dumps(rec["replay"])))

    def commit(self) -> None:
        self.db.commit()

    def close(self) -> None:
        self.db.commit()
        self.db.close()


# ------------------------------------------------------------------------------- results
@dataclass
class Pairing:
    x: str
    y: str
    games: int = 0
    x_wins: int = 0
    y_wins: int = 0
    draws: int = 0
    turns: list[int] = field(default_factory=list)


@dataclass
class ArenaResult:
    game: str
    decks: tuple[str, str]
    agents: list[str]
    seed: int
    pairings: list[Pairing]
    seconds: float
    decisions: dict[str, int]
    think: dict[str, float]       # seconds spent deciding, per agent
    db: str | None = None

    def agent_stats(self) -> dict[str, dict]:
        out = {a: {"games": 0, "wins": 0, "draws": 0} for a in self.agents}
        for p in self.pairings:
            for a, w in ((p.x, p.x_wins), (p.y, p.y_wins)):
                out[a]["games"] += p.games
                out[a]["wins"] += w
                out[a]["draws"] += p.draws
        for a, s in out.items():
            s["win_rate"] = s["wins"] / s["games"] if s["games"] else 0.0
            s["seconds_per_decision"] = self.think[a] / self.decisions[a] if self.decisions[a] else 0.0
        return out

    @property
    def games(self) -> int:
        return sum(p.games for p in self.pairings)

    def elo(self) -> dict[str, float]:
        return elo(self.agents, [(p.x, p.y, p.x_wins + p.draws / 2, p.y_wins + p.draws / 2) for p in self.pairings])

    def to_dict(self) -> dict:
        stats = self.agent_stats()
        ratings = self.elo()
        return {
            "game": self.game,
            "decks": list(self.decks),
            "seed": self.seed,
            "games": self.games,
            "agents": {a: {k: stats[a][k] for k in ("games", "wins", "draws", "win_rate")} for a in self.agents},
            "elo": ratings,
            "seconds_per_decision": {a: stats[a]["seconds_per_decision"] for a in self.agents},
            "pairings": [{"agents": [p.x, p.y], "games": p.games, "wins": [p.x_wins, p.y_wins], "draws": p.draws,
                          "win_rate": p.x_wins / p.games if p.games else 0.0,
                          "wilson95": list(wilson(p.x_wins, p.games)),
                          "avg_turns": sum(p.turns) / len(p.turns) if p.turns else 0.0} for p in self.pairings],
            "seconds": self.seconds,
            "db": self.db,
        }


def elo(agents: list[str], results: list[tuple[str, str, float, float]], prior: float = 0.5) -> dict[str, float]:
    """Elo ratings (mean 1500) that best explain the pairwise scores (Bradley–Terry maximum
    likelihood, a `prior` of virtual draws per pairing keeps perfect scores finite).

    >>> r = elo(["a", "b"], [("a", "b", 75, 25)])
    >>> round(r["a"] - r["b"])
    189
    """
    idx = {a: i for i, a in enumerate(agents)}
    k = len(agents)
    wins = [0.0] * k
    games: dict[tuple[int, int], float] = {}
    for x, y, sx, sy in results:
        i, j = idx[x], idx[y]
        wins[i] += sx + prior
        wins[j] += sy + prior
        n = sx + sy + 2 * prior
        games[(i, j)] = games.get((i, j), 0.0) + n
        games[(j, i)] = games.get((j, i), 0.0) + n
    gamma = [1.0] * k
    for _ in range(2000):
        new = []
        for i in range(k):
            denom = sum(n / (gamma[i] + gamma[j]) for (a, j), n in games.items() if a == i)
            new.append(wins[i] / denom if denom > 0 else gamma[i])
        g = math.exp(sum(math.log(v) for v in new) / k)
        new = [v / g for v in new]
        done = max(abs(a - b) for a, b in zip(new, gamma, strict=True)) < 1e-10
        gamma = new
        if done:
            break
    return {a: 1500 + 400 * math.log10(gamma[idx[a]]) for a in agents}


def run_arena(game_id: str, decks: tuple, agents: list[str], n: int = 200, seed: int = 1,
              workers: int | None = None, cluster: str | None = None, specs: list[str] | None = None,
              options: dict | None = None, db: str | Path | None = None, progress: Any = None,
              indices: list[int] | None = None, settings: dict | None = None) -> ArenaResult:
    """Play `n` games for each pair of `agents` (display names; `specs` are what `get_agent`
    builds, default the names) on decks (A, B), and store them in the SQLite file `db`
    (None: no storage). `indices` plays only those games of each pairing (a run resumed:
    benchmarks/strength.py); `settings` are stored with the run."""
    from ..games import get
    from .cluster import cluster_cpus, map_tasks
    from .runner import warm_up

    rules = get(game_id)
    _ = rules.cards
    specs = list(specs or agents)
    decks = tuple(decks)
    pairs = list(combinations(range(len(agents)), 2))
    pairings = [Pairing(agents[i], agents[j]) for i, j in pairs]
    if cluster is not None:
        workers = cluster_cpus(cluster)
    todo = sorted(set(range(n) if indices is None else indices))
    workers = max(1, min(workers or os.cpu_count() or 1, len(todo) * len(pairs) or 1))
    size = max(1, min(10, len(todo) // (workers * 4)))
    tasks = [(game_id, decks, (specs[i], specs[j]), k, todo[s:s + size], seed, options)
             for k, (i, j) in enumerate(pairs) for s in range(0, len(todo), size)]
    store = Store(db) if db is not None else None
    run_id = store.new_run(game_id, [d.name for d in decks], agents, n, seed,
                           {"specs": specs, "options": options or {}, **(settings or {})}) if store else 0
    decisions = {a: 0 for a in agents}
    think = {a: 0.0 for a in agents}
    t0 = time.perf_counter()
    records = []
    for got in map_tasks(_chunk, tasks, workers=workers, cluster=cluster, initializer=warm_up, initargs=(game_id,)):
        for rec in got:
            if store:
                p = pairings[rec["pairing"]]
                store.add(run_id, game_id, rec, [p.x if side == 0 else p.y for side in rec["seat_sides"]])
            rec["replay"] = None
            records.append(rec)
        if store:
            store.commit()
        if progress:
            progress(len(got))
    if store:
        store.close()
    records.sort(key=lambda r: (r["pairing"], r["index"]))     # the same order whatever ran them
    for rec in records:
        p = pairings[rec["pairing"]]
        names = [p.x if side == 0 else p.y for side in rec["seat_sides"]]
        p.games += 1
        p.turns.append(rec["turns"])
        if rec["winner_side"] is None:
            p.draws += 1
        elif rec["winner_side"] == 0:
            p.x_wins += 1
        else:
            p.y_wins += 1
        for seat, name in enumerate(names):
            decisions[name] += rec["decisions"][seat]
            think[name] += rec["seconds"][seat]
    return ArenaResult(game_id, (decks[0].name, decks[1].name), list(agents), seed, pairings,
                       time.perf_counter() - t0, decisions, think, None if db is None else str(db))


def plot(result: ArenaResult, path: str | Path) -> Path:
    """Win rates with their 95% intervals, and the distribution of game lengths (matplotlib)."""
    try:
        import matplotlib
    except ImportError:
        raise RuntimeError("--plot needs matplotlib: pip install 'tcg[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 0.6 * max(4, len(result.pairings) + 2) + 2))
    labels, rates, lo, hi = [], [], [], []
    for p in result.pairings:
        r = p.x_wins / p.games if p.games else 0.0
        a, b = wilson(p.x_wins, p.games)
        labels.append(f"{p.x} vs {p.y}")
        rates.append(r)
        lo.append(r - a)
        hi.append(b - r)
    ys = list(range(len(labels)))
    ax1.barh(ys, rates, xerr=[lo, hi], capsize=4, color="tab:blue", alpha=0.8)
    ax1.axvline(0.5, color="grey", linestyle="--", linewidth=1)
    ax1.set_yticks(ys, labels)
    ax1.invert_yaxis()
    ax1.set_xlim(0, 1)
    ax1.set_xlabel("win rate of the first agent (95% Wilson interval)")
    ax1.set_title(f"{result.game}: {result.decks[0]} / {result.decks[1]}")
    turns = [t for p in result.pairings for t in p.turns]
    if turns:
        bins = range(min(turns), max(turns) + 2)
        ax2.hist([p.turns for p in result.pairings], bins=bins, stacked=True,
                 label=[f"{p.x} vs {p.y}" for p in result.pairings])
        ax2.legend(fontsize="small")
    ax2.set_xlabel("game length (turns)")
    ax2.set_ylabel("games")
    ax2.set_title(f"{result.games} games")
    fig.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
