"""Interpreter instructions per decision, counted by valgrind: a speed figure that does not drift.

    python benchmarks/instructions.py fftcg                     # this checkout, 20 random games
    python benchmarks/instructions.py fftcg --checkout ../base --games 20

On a shared machine timings drift by 2x within seconds (ab.py pairs them to cope); the number of
machine instructions the interpreter executes for the same seeded games does not, with the hash
seed fixed: a change of a few tenths of a per cent is seen, run after run. It is not time (a cache
miss costs more than an add), so confirm a change with ab.py. Valgrind runs Python about 50x
slower: 20 fftcg games take about two minutes. The games are played twice, 0 and N of them, and
the difference is divided by the decisions, so that imports and card loading are not counted.
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


def count(checkout: Path, game_id: str, n: int) -> tuple[int, int]:
    """(instructions, decisions) of a run of `n` games under callgrind."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(checkout / "src"))
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", WORKER, game_id, str(n)]
    out = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True, check=True)
    instr = re.search(r"Collected : (\d+)", out.stderr)
    dec = re.search(r"decisions (\d+)", out.stdout)
    if instr is None or dec is None:
        raise SystemExit(f"no count in valgrind's output:\n{out.stderr[-2000:]}")
    return int(instr.group(1)), int(dec.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("--games", type=int, default=20)
    a = ap.parse_args()
    base, _ = count(a.checkout, a.game, 0)
    total, decisions = count(a.checkout, a.game, a.games)
    print(f"{a.game} {a.checkout}: {a.games} games, {decisions} decisions, "
          f"{(total - base) // max(decisions, 1):,} instructions per decision")


if __name__ == "__main__":
    main()
