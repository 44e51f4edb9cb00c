"""Greedy against greedy on every pair of bundled decks of a game: how even each pair is, and any
game that fails or does not end.

    python benchmarks/decks.py dbscg --games 10          # 10 seeds a pair, each played both ways
    python benchmarks/decks.py weiss fftcg --games 2 --max-decisions 3000

For each pair it prints the first deck's wins out of the games played (seats swapped), most even
first; then the games that raised an error or passed `--max-decisions` (a game going round in
circles), with what reproduces them. The strength table (`strength.py`) plays one or two pairs a
game; this plays them all, which is how a determinisation fault (dbs, a declared card) and a
loop of free moves (weiss) were found.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from concurrent.futures import ProcessPoolExecutor

from tcg import games
from tcg.agents import decide, get_agent
from tcg.engine.cards import DeckError


def legal_decks(game_id: str) -> list[str]:
    rules = games.get(game_id)
    out = []
    for name in rules.deck_names():
        try:
            rules.check_deck(rules.load_deck(name))
        except DeckError:
            continue             # e.g. a Masters-only deck in a dbscg game
        out.append(name)
    return out


def play(job: tuple) -> tuple:
    """One game of `a` (seat 0) against `b`: (job, the winning deck's name or None, trouble)."""
    game_id, a, b, seed, cap = job
    rules = games.get(game_id)
    g = rules.new_game([rules.load_deck(a), rules.load_deck(b)], seed=seed)
    agents = [get_agent("greedy", seed=seed), get_agent("greedy", seed=seed + 99)]
    try:
        for _ in range(cap):
            if g.over:
                break
            g.apply(decide(agents[g.decision.player], g))
    except Exception as e:  # noqa: BLE001 (reported with what reproduces it)
        return job, None, f"{type(e).__name__}: {e}"
    if not g.over:
        return job, None, f"no result after {cap} decisions (turn {g.vars.get('turn')})"
    w = g.result.winner
    return job, None if w is None else (a, b)[w], ""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("games_", nargs="+", metavar="GAME")
    ap.add_argument("--games", type=int, default=4, help="seeds per pair (each played both ways)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--max-decisions", type=int, default=5000)
    args = ap.parse_args()
    bad = 0
    for game_id in args.games_:
        names = legal_decks(game_id)
        pairs = list(itertools.combinations(names, 2))
        jobs = [(game_id, *(p if way == 0 else p[::-1]), 1000 + s, args.max_decisions)
                for p in pairs for s in range(args.games) for way in (0, 1)]
        wins = {p: 0 for p in pairs}
        troubles = []
        with ProcessPoolExecutor(args.workers) as ex:
            for job, winner, trouble in ex.map(play, jobs, chunksize=2):
                _, a, b, _, _ = job
                pair = (a, b) if (a, b) in wins else (b, a)
                if trouble:
                    troubles.append((job, trouble))
                elif winner == pair[0]:
                    wins[pair] += 1
        n = 2 * args.games
        print(f"{game_id}: {len(names)} decks, {len(pairs)} pairs, {len(jobs)} games (greedy against greedy)")
        for (a, b), w in sorted(wins.items(), key=lambda kv: abs(2 * kv[1] - n)):
            print(f"  {a:>30} vs {b:<30} {w:3d}/{n}")
        for (gid, a, b, seed, _), trouble in troubles:
            print(f"  TROUBLE {gid} {a} (seat 0) vs {b}, seed {seed}, greedy seeds {seed}/{seed + 99}: {trouble}")
        bad += len(troubles)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
