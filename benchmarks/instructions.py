"""Interpreter instructions per decision, counted by valgrind: a speed figure that does not drift.

    python benchmarks/instructions.py fftcg                     # this checkout, 20 random games
    python benchmarks/instructions.py fftcg --checkout ../base --games 20

On a shared machine timings drift by 2x within seconds (ab.py pairs them to cope); the number of
machine instructions the interpreter executes for the same seeded games does not, with the hash
seed fixed: a change of a few tenths of a per cent is seen, run after run. It is not time (a cache
miss costs more than an add), so confirm a change with ab.py. Valgrind runs Python about 50x
slower: 20 fftcg games take about two minutes. The games are played twice, 0 and N of them, and
the difference is divided by the decisions, so that imports and card loading are not counted.

With --cache, cachegrind also simulates the caches and the figure is KCachegrind's cycle
estimate, instructions + 10 x first-level misses + 100 x last-level misses: compiled code is
large, and a change that saves instructions but misses the instruction cache more can be
slower (measured: -3.9% instructions, the same time).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import itertools, random, sys
import tcg
from tcg import games
game_id, n = sys.argv[1], int(sys.argv[2])
names = games.get(game_id).deck_names()
pairs = list(itertools.product(names, repeat=2))
tcg.new_game(game_id, decks=list(pairs[0]), seed=1)          # loads the cards in both runs
decisions = 0
for i in range(1000, 1000 + n):
    r = random.Random(i)
    g = tcg.new_game(game_id, decks=list(pairs[i % len(pairs)]), seed=i)
    while not g.over:
        g.apply(r.randrange(len(g.decision.options)))
        decisions += 1
print("decisions", decisions)
"""


_CACHE_LINES = {"I   refs": "instructions", "I1  misses": "i1", "D1  misses": "d1", "LL misses": "ll"}


def start(checkout: Path, game_id: str, n: int, cache: bool) -> subprocess.Popen:
    """A run of `n` games under valgrind, started (runs 0 and N go side by side)."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(checkout / "src"))
    tool = ["--tool=cachegrind", "--cache-sim=yes", "--cachegrind-out-file=/dev/null"] if cache \
        else ["--tool=callgrind", "--callgrind-out-file=/dev/null"]
    cmd = ["valgrind", *tool, sys.executable, "-c", WORKER, game_id, str(n)]
    return subprocess.Popen(cmd, cwd=checkout, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def result(proc: subprocess.Popen) -> tuple[dict[str, int], int]:
    """The counts of a finished run (instructions; with the cache simulation, the misses) and
    its decisions."""
    out, err = proc.communicate()
    counts = {}
    m = re.search(r"Collected : (\d+)", err)
    if m:
        counts["instructions"] = int(m.group(1))
    for line, name in _CACHE_LINES.items():
        m = re.search(rf"{re.escape(line)}:\s+([\d,]+)", err)
        if m:
            counts[name] = int(m.group(1).replace(",", ""))
    dec = re.search(r"decisions (\d+)", out)
    if proc.returncode or "instructions" not in counts or dec is None:
        raise SystemExit(f"no count in valgrind's output:\n{err[-2000:]}")
    return counts, int(dec.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--cache", action="store_true", help="simulate the caches: cycles estimated from the misses")
    a = ap.parse_args()
    runs = [start(a.checkout, a.game, n, a.cache) for n in (0, a.games)]
    (base, _), (total, decisions) = (result(r) for r in runs)
    per = {k: (total[k] - base[k]) / max(decisions, 1) for k in total}
    line = f"{a.game} {a.checkout}: {a.games} games, {decisions} decisions, {per['instructions']:,.0f} instructions"
    if a.cache:
        cycles = per["instructions"] + 10 * (per["i1"] + per["d1"]) + 100 * per["ll"]
        line += (f", {per['i1']:,.0f} I1 + {per['d1']:,.0f} D1 + {per['ll']:,.0f} LL misses, "
                 f"{cycles:,.0f} estimated cycles")
    print(line + " per decision")


if __name__ == "__main__":
    main()
