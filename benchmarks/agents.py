"""Agent and simulation figures, for every game module:

- MCTS iterations per second and seconds per decision (time budget), greedy seconds per decision,
  on positions taken from greedy-against-greedy games;
- the speed-up of `tcg sim` (random against random) from 1 to 2 worker processes.

    python benchmarks/agents.py [GAME ...] [--positions 12] [--budget 0.25] [--games 200] [--json]

GAME defaults to every game module (fftcg, mtg2004, weiss, dbscg, dbs-masters); a game that
fails to load is reported and skipped. Run it on an otherwise idle machine (or with `nice`,
knowing that the figures are wall-clock times and shrink with the load).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

from tcg import games
from tcg.agents import decide, get_agent
from tcg.sim import run


def positions(game_id: str, count: int, seed: int = 11) -> list:
    """Positions where a player has a real choice, from greedy-against-greedy games, spread
    over the games (opening, middle and end)."""
    rules = games.get(game_id)
    names = rules.deck_names()
    decks = [rules.load_deck(names[0]), rules.load_deck(names[1 % len(names)])]
    out: list = []
    s = seed
    while len(out) < count:
        g = rules.new_game(decks, seed=s)
        agents = [get_agent("greedy", seed=s), get_agent("greedy", seed=s + 1)]
        k = 0
        while not g.over and len(out) < count:
            if k % 9 == 4 and len(g.decision.options) > 2:
                out.append(g.clone())
            g.apply(decide(agents[g.decision.player], g))
            k += 1
        s += 1
    return out


def bench_search(game_id: str, count: int, budget: float) -> dict:
    pos = positions(game_id, count)
    iters, secs = [], []
    for i, g in enumerate(pos):
        agent = get_agent("mcts", seed=i, budget=budget)
        t = time.perf_counter()
        decide(agent, g)
        secs.append(time.perf_counter() - t)
        iters.append(agent.last_iterations)
    fixed = get_agent("mcts", seed=0, iterations=200)
    t = time.perf_counter()
    for g in pos:
        decide(fixed, g)
    per_iter = (time.perf_counter() - t) / (200 * len(pos))
    gsecs = []
    for i, g in enumerate(pos):
        agent = get_agent("greedy", seed=i)
        t = time.perf_counter()
        decide(agent, g)
        gsecs.append(time.perf_counter() - t)
    return {
        "positions": len(pos),
        "mcts_budget": budget,
        "mcts_iterations_per_second": sum(iters) / sum(secs),
        "mcts_iterations_per_decision": statistics.mean(iters),
        "mcts_seconds_per_decision": statistics.mean(secs),
        "mcts_seconds_per_iteration_200": per_iter,
        "greedy_seconds_per_decision": statistics.mean(gsecs),
    }


def bench_sim(game_id: str, n: int) -> dict:
    rules = games.get(game_id)
    names = rules.deck_names()
    decks = (rules.load_deck(names[0]), rules.load_deck(names[1 % len(names)]))
    one = run(game_id, decks, n=n, seed=1, workers=1)
    two = run(game_id, decks, n=n, seed=1, workers=2)
    assert one.outcomes == two.outcomes, "results depend on the number of workers"
    return {"games": n, "games_per_second_1": one.games_per_second, "games_per_second_2": two.games_per_second,
            "speedup_1_to_2": one.seconds / two.seconds, "cpus": os.cpu_count()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games_", nargs="*", metavar="GAME", help="game ids (default: all)")
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--budget", type=float, default=0.25)
    ap.add_argument("--games", type=int, default=200, help="games for the sim speed-up")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    out: dict[str, dict] = {}
    for game_id in a.games_ or sorted(games.GAMES):
        try:
            out[game_id] = {**bench_search(game_id, a.positions, a.budget), **bench_sim(game_id, a.games)}
        except Exception as e:       # a game module being rewritten: report it, measure the others
            out[game_id] = {"error": f"{type(e).__name__}: {e}"}
        if not a.json:
            show(game_id, out[game_id])
    if a.json:
        print(json.dumps(out, indent=2))
    return 0


def show(game_id: str, r: dict) -> None:
    if "error" in r:
        print(f"{game_id}: not measured ({r['error']})", flush=True)
    else:
        print(f"{game_id}: MCTS {r['mcts_iterations_per_second']:.0f} iterations/s "
              f"({r['mcts_iterations_per_decision']:.0f} per decision at {r['mcts_budget']} s, "
              f"{r['mcts_seconds_per_decision']:.3f} s/decision; {1000 * r['mcts_seconds_per_iteration_200']:.2f} ms "
              f"per iteration at 200 iterations) · greedy {r['greedy_seconds_per_decision']:.4f} s/decision · "
              f"sim {r['games_per_second_1']:.1f} → {r['games_per_second_2']:.1f} games/s with 1 → 2 workers "
              f"(speed-up {r['speedup_1_to_2']:.2f}×, {r['cpus']} CPUs)", flush=True)


if __name__ == "__main__":
    sys.exit(main())
