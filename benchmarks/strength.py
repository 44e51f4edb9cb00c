"""The strength table of the agents (issue 6): mcts against greedy and random, greedy against
random, on the bundled decks of each game, seats and decks swapped as in `tcg arena`.

    python benchmarks/strength.py fftcg                      # the default deck pairs of fftcg
    python benchmarks/strength.py all --games 40 --workers 2
    python benchmarks/strength.py fftcg --decks wind-earth/lightning-water --pairing mcts/greedy
    python benchmarks/strength.py fftcg --report              # print what the database holds, play nothing

For each pairing it prints the games played, the win rate of the first agent with its 95% Wilson
interval, draws, and each agent's seconds per decision. Every game goes into the arena SQLite
database (`--db`, default the arena's), and a run is resumable: the games of a pairing already
stored under the same key (game, decks, agents, seed and `--label`, which defaults to the
version of the MCTS agent) are counted, not played again, so an interrupted run goes on where
it stopped and `--games 80` after `--games 40` plays only 40 more.

Run it with `nice -n 10`: a table of one game at 0.25 s per decision takes tens of minutes.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import time
from pathlib import Path

from tcg import games
from tcg.agents.mcts import VERSION
from tcg.sim.arena import Store, default_db, run_arena
from tcg.sim.stats import wilson

ALL = ("fftcg", "mtg2004", "weiss", "dbscg", "dbs-masters")
PAIRINGS = (("mcts", "greedy"), ("mcts", "random"), ("greedy", "random"))
TARGETS = {("mcts", "greedy"): 0.65, ("mcts", "random"): 0.95, ("greedy", "random"): 0.80}
# The deck pairs of the table, named so that adding a deck does not change them (a game not
# listed: its first two bundled decks). fftcg's second pair is where the agents differed most.
DECKS = {
    "fftcg": [("fire-ice", "light-dark-mix"), ("wind-earth", "lightning-water")],
    "mtg2004": [("blue-black", "green-black-graveyard")],
    "weiss": [("aw_s18", "fz_s17")],
    "dbscg": [("chilled_tokens", "demigra_black")],
    "dbs-masters": [("chilled-aegis-masters", "chilled_tokens")],
}


def deck_pairs(game_id: str, asked: list[str] | None) -> list[tuple[str, str]]:
    if asked:
        out = []
        for text in asked:
            a, sep, b = text.partition("/")
            if not sep or not a or not b:
                raise SystemExit(f"--decks takes A/B, not {text!r}")
            out.append((a, b))
        return out
    if game_id in DECKS:
        return DECKS[game_id]
    names = games.get(game_id).deck_names()
    return [(names[0], names[1 % len(names)])]


def spec(name: str, budget: float) -> str:
    return f"mcts:budget={budget}" if name == "mcts" else name


def stored(db: Path, game_id: str, decks: tuple[str, str], agents: list[str], seed: int, label: str) -> list[tuple]:
    """The stored games of this key: (index, winner_agent, agent0, agent1, decisions0, decisions1,
    seconds0, seconds1), one per index (the first stored)."""
    if not db.exists():
        return []
    con = sqlite3.connect(str(db))
    try:
        rows = con.execute(
            "SELECT g.seed - r.seed, g.winner_agent, g.agent0, g.agent1, g.decisions0, g.decisions1, g.seconds0, "
            "g.seconds1, r.settings FROM games g JOIN runs r ON g.run = r.id WHERE r.game = ? AND r.decks = ? "
            "AND r.agents = ? AND r.seed = ? ORDER BY g.id",
            (game_id, json.dumps(list(decks)), json.dumps(agents), seed)).fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        con.close()
    out: dict[int, tuple] = {}
    for row in rows:
        if json.loads(row[8] or "{}").get("label") == label and row[0] not in out:
            out[row[0]] = row[:8]
    return [out[i] for i in sorted(out)]


def summary(rows: list[tuple], x: str, y: str, n: int) -> dict:
    rows = [r for r in rows if r[0] < n]
    wins = {x: 0, y: 0}
    draws = 0
    dec = {x: 0, y: 0}
    secs = {x: 0.0, y: 0.0}
    for _, winner, a0, a1, d0, d1, s0, s1 in rows:
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        for a, d, s in ((a0, d0, s0), (a1, d1, s1)):
            dec[a] += d
            secs[a] += s
    g = len(rows)
    lo, hi = wilson(wins[x], g)
    return {"agents": [x, y], "games": g, "wins": [wins[x], wins[y]], "draws": draws,
            "win_rate": wins[x] / g if g else 0.0, "wilson95": [lo, hi],
            "seconds_per_decision": [secs[x] / dec[x] if dec[x] else 0.0, secs[y] / dec[y] if dec[y] else 0.0]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games_", nargs="*", metavar="GAME", help=f"game ids, or all ({', '.join(ALL)}); default fftcg")
    ap.add_argument("--decks", action="append", metavar="A/B", help="a deck pair (repeat; default: the "
                    "pairs named in DECKS)")
    ap.add_argument("--pairing", action="append", metavar="X/Y", help="agents X against Y (repeat; default "
                    "mcts/greedy, mcts/random, greedy/random); X and Y are agent specs")
    ap.add_argument("--games", type=int, default=40, help="games per pairing (an even number: seats swapped)")
    ap.add_argument("--budget", type=float, default=0.25, help="seconds per decision of mcts")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--db", type=Path, default=None, help="the arena SQLite database (default: the arena's)")
    ap.add_argument("--label", default=f"mcts-v{VERSION}", help="the key of the results (default: %(default)s)")
    ap.add_argument("--report", action="store_true", help="print the stored results, play nothing")
    ap.add_argument("--json", action="store_true", help="print one JSON list of the pairings at the end")
    a = ap.parse_args(argv)
    ids = a.games_ or ["fftcg"]
    if ids == ["all"]:
        ids = list(ALL)
    pairings = [tuple(p.split("/", 1)) for p in a.pairing] if a.pairing else list(PAIRINGS)
    db = a.db or default_db()
    Store(db).close()           # creates the tables
    out = []
    for game_id in ids:
        try:
            rules = games.get(game_id)
            pairs = [(da, dbk, (rules.load_deck(da), rules.load_deck(dbk))) for da, dbk in deck_pairs(game_id, a.decks)]
        except Exception as e:     # a game module being rewritten: say so, measure the others
            print(f"{game_id}: not measured ({type(e).__name__}: {e})", flush=True)
            continue
        for da, dbk, decks in pairs:
            for x, y in pairings:
                agents = [spec(x, a.budget), spec(y, a.budget)]
                have = stored(db, game_id, (da, dbk), agents, a.seed, a.label)
                todo = sorted(set(range(a.games)) - {r[0] for r in have})
                t0 = time.perf_counter()
                if todo and not a.report:
                    print(f"{game_id} {da}/{dbk} {agents[0]} vs {agents[1]}: {len(todo)} games to play "
                          f"({a.games - len(todo)} stored)", file=sys.stderr, flush=True)
                    run_arena(game_id, decks, agents, n=a.games, seed=a.seed, workers=a.workers, db=db,
                              indices=todo, settings={"label": a.label})
                    have = stored(db, game_id, (da, dbk), agents, a.seed, a.label)
                s = summary(have, agents[0], agents[1], a.games)
                target = TARGETS.get((x, y))
                row = {"game": game_id, "decks": [da, dbk], **s, "target": target,
                       "seconds": time.perf_counter() - t0}
                out.append(row)
                lo, hi = s["wilson95"]
                verdict = "" if target is None or not s["games"] else (" ok" if s["win_rate"] >= target else " BELOW")
                print(f"{game_id:12} {da + '/' + dbk:32} {agents[0]:>17} vs {agents[1]:<8} {s['games']:3} games "
                      f"{s['wins'][0]:3}-{s['wins'][1]:<3} draws {s['draws']:2}  {100 * s['win_rate']:5.1f}% "
                      f"[{100 * lo:5.1f}, {100 * hi:5.1f}]  s/decision {s['seconds_per_decision'][0]:.4f} / "
                      f"{s['seconds_per_decision'][1]:.4f}"
                      + (f"  target {100 * target:.0f}%{verdict}" if target is not None else ""), flush=True)
    if a.json:
        print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
