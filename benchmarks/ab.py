"""Speed of two checkouts compared in one run, in alternating chunks of the same games.

    python benchmarks/ab.py fftcg /path/to/before /path/to/after
    python benchmarks/ab.py mtg2004 ../base . --rounds 20 --games 25 --core 1

On a shared machine the speed of a core drifts by 2x within seconds, so two runs of bench.py
one after the other, or side by side on two cores, measure the machine as much as the change.
Here each checkout's engine runs in its own process (this Python, with the checkout's `src`
first on the path), both pinned to one core; they play the same seeded random games in chunks,
taking turns (A then B, then B then A), and the ratio is taken chunk by chunk, so a drift of
the machine hits both sides of each ratio. The median ratio is the figure; the spread says how
far to trust it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import itertools, random, sys, time
import tcg
from tcg import games
game_id = sys.argv[1]
names = games.get(game_id).deck_names()
pairs = list(itertools.product(names, repeat=2))
tcg.new_game(game_id, decks=list(pairs[0]), seed=1)          # loads the cards before timing
for line in sys.stdin:
    start, n = map(int, line.split())
    decisions, c0 = 0, time.process_time()
    for i in range(start, start + n):
        r = random.Random(i)
        g = tcg.new_game(game_id, decks=list(pairs[i % len(pairs)]), seed=i)
        while not g.over:
            g.apply(r.randrange(len(g.decision.options)))
            decisions += 1
    print(decisions, time.process_time() - c0, flush=True)
"""


def _worker(checkout: Path, game_id: str, core: str | None) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(checkout / "src"))
    cmd = [sys.executable, "-c", WORKER, game_id]
    if core is not None:
        cmd = ["taskset", "-c", core, *cmd]
    return subprocess.Popen(cmd, cwd=checkout, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _chunk(w: subprocess.Popen, start: int, n: int) -> float:
    w.stdin.write(f"{start} {n}\n")
    w.stdin.flush()
    line = w.stdout.readline()
    if not line:
        raise SystemExit(f"a worker stopped (exit code {w.wait()})")
    decisions, cpu = line.split()
    return int(decisions) / float(cpu)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("a", type=Path, help="the checkout measured first (before)")
    ap.add_argument("b", type=Path, help="the checkout compared with it (after)")
    ap.add_argument("--rounds", type=int, default=16)
    ap.add_argument("--games", type=int, default=25, help="games per chunk")
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--core", default="0", help="the core both run on ('' for no pinning)")
    args = ap.parse_args()
    core = args.core or None
    workers = [_worker(args.a.resolve(), args.game, core), _worker(args.b.resolve(), args.game, core)]
    rates: list[list[float]] = [[], []]
    ratios = []
    for r in range(args.rounds):
        start = args.seed + r * args.games
        got = {}
        for k in ((0, 1) if r % 2 == 0 else (1, 0)):
            got[k] = _chunk(workers[k], start, args.games)
        rates[0].append(got[0])
        rates[1].append(got[1])
        ratios.append(got[1] / got[0])
    for w in workers:
        w.stdin.close()
        w.wait()
    q = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else [ratios[0]] * 3
    print(f"{args.game}: decisions per CPU s, median of {args.rounds} chunks of {args.games} games")
    print(f"  A {args.a}: {statistics.median(rates[0]):.0f}")
    print(f"  B {args.b}: {statistics.median(rates[1]):.0f}")
    print(f"  B/A: median {statistics.median(ratios):.3f}  (quartiles {q[0]:.3f}-{q[2]:.3f}, "
          f"min {min(ratios):.3f}, max {max(ratios):.3f})")


if __name__ == "__main__":
    main()
