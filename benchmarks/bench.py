"""Throughput and copy costs of the engine.

    python benchmarks/bench.py                 # fftcg, 200 random games
    python benchmarks/bench.py fftcg --games 500 --json

Prints random full games per second (random agent, one process), decisions per second (wall
clock, and per CPU second of this process, which stays meaningful on a busy machine), and
the mean cost of clone(), to_json(), from_json() and state_hash() at mid-game positions.

Machines differ 2-3x in speed, and a shared one from hour to hour: when the fixed pure-Python
yardstick `../shared/bench/pyref.py` is present beside the repository, it runs in the same
process and `decisions_per_ref` (decisions per CPU second divided by its refs per CPU second)
is the figure to compare across machines.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import platform
import random
import sys
import time
from pathlib import Path

import tcg
from tcg import games


def play_games(game_id: str, n: int, seed: int, sample_every: int) -> tuple[dict, list]:
    """Play `n` random games; return timing stats and a sample of mid-game positions."""
    rules = games.get(game_id)
    names = rules.deck_names()
    pairs = list(itertools.product(names, repeat=2))
    positions: list = []
    decisions = turns = 0
    results: dict[str, int] = {}
    elapsed = cpu = 0.0
    for i in range(n):
        decks = list(pairs[i % len(pairs)])
        r = random.Random(seed + i)
        t0, c0 = time.perf_counter(), time.process_time()
        game = tcg.new_game(game_id, decks=decks, seed=seed + i)
        k = 0
        while not game.over:
            d = game.decision
            game.apply(r.randrange(len(d.options)))
            k += 1
            if sample_every and k % sample_every == 0 and not game.over:
                t1, c1 = time.perf_counter(), time.process_time()
                positions.append(game.clone())         # kept aside, not timed
                t0 += time.perf_counter() - t1
                c0 += time.process_time() - c1
        elapsed += time.perf_counter() - t0
        cpu += time.process_time() - c0
        decisions += k
        turns += game.vars.get("turn", 0)
        results[game.result.reason] = results.get(game.result.reason, 0) + 1
    stats = {
        "games": n,
        "seconds": round(elapsed, 3),
        "games_per_s": round(n / elapsed, 1),
        "decisions_per_s": round(decisions / elapsed),
        # CPU seconds of this process: the figure to compare when other jobs share the cores
        "cpu_seconds": round(cpu, 3),
        "decisions_per_cpu_s": round(decisions / cpu),
        "decisions_per_game": round(decisions / n, 1),
        "turns_per_game": round(turns / n, 1),
        "results": dict(sorted(results.items(), key=lambda kv: -kv[1])),
    }
    return stats, positions


PYREF = Path(__file__).resolve().parents[2] / "shared" / "bench" / "pyref.py"


def yardstick(seconds: float = 2.0) -> float | None:
    """Refs per CPU second of the fixed pure-Python workload, or None where it is absent."""
    if not PYREF.exists():
        return None
    spec = importlib.util.spec_from_file_location("pyref", PYREF)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.ref_per_s(seconds)


def mean_us(fn, items: list, reps: int) -> float:
    t0 = time.perf_counter()
    for _ in range(reps):
        for x in items:
            fn(x)
    return round((time.perf_counter() - t0) / (reps * len(items)) * 1e6, 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", nargs="?", default="fftcg", help="game id (default: fftcg)")
    ap.add_argument("--games", type=int, default=200, help="random games to play (default: 200)")
    ap.add_argument("--seed", type=int, default=0, help="first seed (default: 0)")
    ap.add_argument("--positions", type=int, default=500, help="mid-game positions for copy costs (default: 500)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)

    ref = yardstick()
    stats, positions = play_games(args.game, args.games, args.seed, sample_every=7)
    positions = random.Random(args.seed).sample(positions, min(args.positions, len(positions)))
    texts = [p.to_json() for p in positions]
    reps = max(1, 2000 // max(1, len(positions)))
    out = {
        "game": args.game,
        "tcg": tcg.__version__,
        "python": platform.python_version(),
        **stats,
        "positions": len(positions),
        "clone_us": mean_us(lambda g: g.clone(), positions, reps * 5),
        "to_json_us": mean_us(lambda g: g.to_json(), positions, reps),
        "from_json_us": mean_us(lambda t: tcg.Game.from_json(t, games.get(args.game)), texts, reps),
        "state_hash_us": mean_us(lambda g: g.state_hash(), positions, reps),
        "json_bytes": round(sum(map(len, texts)) / max(1, len(texts))),
        "ref_per_s": None if ref is None else round(ref),
        "decisions_per_ref": None if ref is None else round(stats["decisions_per_cpu_s"] / ref, 4),
    }
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{out['game']}  (tcg {out['tcg']}, Python {out['python']})")
    print(f"  random games        {out['games']} in {out['seconds']} s: {out['games_per_s']} games/s")
    print(f"  decisions           {out['decisions_per_s']}/s  ({out['decisions_per_game']} per game, "
          f"{out['turns_per_game']} turns per game)")
    print(f"  decisions per CPU s {out['decisions_per_cpu_s']}  ({out['cpu_seconds']} CPU s: "
          "the figure that holds when other jobs share the cores)")
    if ref is not None:
        print(f"  per yardstick       {out['decisions_per_ref']} decisions per ref  ({out['ref_per_s']} refs "
              "per CPU s of ../shared/bench/pyref.py: the figure to compare across machines)")
    print(f"  clone()             {out['clone_us']} µs  (mean over {out['positions']} mid-game positions)")
    print(f"  to_json()           {out['to_json_us']} µs  ({out['json_bytes']} bytes)")
    print(f"  from_json()         {out['from_json_us']} µs")
    print(f"  state_hash()        {out['state_hash_us']} µs")
    print("  results             " + "; ".join(f"{v}× {k}" for k, v in out["results"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
