"""Weiss Schwarz random self-play speed: ours against the Rust-core `weiss-sim` package.

    python benchmarks/weiss_sim.py                  # 10 s each, one core each
    python benchmarks/weiss_sim.py --seconds 30 --json

In the same run and on one core each, plays uniformly random games of our `weiss` module (every
pair of bundled decks) and of `weiss-sim` 1.2.0 on its own starter deck (`starter_deck_ws02_v1`
against itself, batched environments stepped by one thread), and prints games per second for
both and the ratio ours / theirs. Ours also reports decisions per second and the clone() cost.

weiss-sim's fastest single-core configuration, from its docs (docs/performance_benchmarks.md:
legal ids rather than masks, preallocated batches, `num_threads=1` for small batches) and measured
here: `fast()` mode with its default legal-id output (`ids_u16`) and `ids_safety="checked"`,
one thread, 64 environments. 256 environments give the same games/s, 1024 fewer (cache), and
`ids_safety="unsafe"` was no faster; `--envs` changes the batch.

weiss-sim is an optional benchmark dependency:  pip install 'tcg[bench]'
(or  pip install weiss-sim==1.2.0).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import sys
import time

WEISS_SIM = "weiss-sim==1.2.0"
# This file is named like the package it measures: keep its folder out of the import path.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]


def ours(seconds: float, seed: int) -> dict:
    """Random games of our weiss module for about `seconds`."""
    from tcg.games.weiss import RULES

    names = RULES.deck_names()
    decks = {n: RULES.load_deck(n) for n in names}
    pairs = list(itertools.product(names, repeat=2))
    games = decisions = 0
    positions = []
    elapsed = 0.0
    i = 0
    while elapsed < seconds:
        a, b = pairs[i % len(pairs)]
        r = random.Random(seed + i)
        t0 = time.perf_counter()
        game = RULES.new_game([decks[a], decks[b]], seed=seed + i)
        game.history = None           # no replay record: what a simulation would do
        k = 0
        while game.result is None:
            game.apply(r.randrange(len(game.decision.options)))
            k += 1
            if k == 150 and len(positions) < 300:
                t1 = time.perf_counter()
                positions.append(game.clone())
                t0 += time.perf_counter() - t1
        elapsed += time.perf_counter() - t0
        games += 1
        decisions += k
        i += 1
    t0 = time.perf_counter()
    reps = 20
    for _ in range(reps):
        for g in positions:
            g.clone()
    clone_us = (time.perf_counter() - t0) / max(1, reps * len(positions)) * 1e6
    return {"games": games, "seconds": round(elapsed, 2), "games_per_s": round(games / elapsed, 1),
            "decisions_per_s": round(decisions / elapsed), "decisions_per_game": round(decisions / games, 1),
            "clone_us": round(clone_us, 2)}


def theirs(seconds: float, seed: int, envs: int) -> dict:
    """Random games of weiss-sim on its starter deck for about `seconds`, one thread."""
    import weiss_sim

    deck = "starter_deck_ws02_v1"
    env = weiss_sim.fast(deck=deck, opponent_deck=deck, num_envs=envs, num_threads=1, seed=seed)
    legal = env.reset().legal
    games = truncated = steps = 0
    s = seed
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        st = env.step(legal.sample_uniform(seed=s))
        s += 1
        steps += envs
        need = st.needs_reset.copy()          # the batch's arrays are reused by the next call
        if need.any():
            games += int(st.terminated.sum())
            truncated += int(need.sum()) - int(st.terminated.sum())
            legal = env.reset_done(need).legal
        else:
            legal = st.legal
    elapsed = time.perf_counter() - t0
    env.close()
    return {"games": games, "truncated": truncated, "seconds": round(elapsed, 2), "envs": envs,
            "games_per_s": round(games / elapsed, 1), "decisions_per_s": round(steps / elapsed),
            "version": getattr(weiss_sim, "__version__", "1.2.0"), "deck": deck}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="time for each engine (default: 10)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--envs", type=int, default=64, help="weiss-sim environments stepped together (default: 64)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        import weiss_sim  # noqa: F401
    except ImportError:
        print(f"weiss-sim is not installed: pip install 'tcg[bench]'  (or  pip install {WEISS_SIM})",
              file=sys.stderr)
        return 2
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})   # one core for both
    a = ours(args.seconds, args.seed)
    b = theirs(args.seconds, args.seed, args.envs)
    ratio = a["games_per_s"] / b["games_per_s"] if b["games_per_s"] else float("inf")
    out = {"ours": a, "weiss_sim": b, "ratio_games_per_s": round(ratio, 3)}
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"ours (tcg weiss, bundled decks)   {a['games_per_s']} games/s, {a['decisions_per_s']} decisions/s "
          f"({a['decisions_per_game']} per game), clone {a['clone_us']} µs")
    print(f"weiss-sim {b['version']} ({b['deck']}, {b['envs']} envs, 1 thread)   {b['games_per_s']} games/s, "
          f"{b['decisions_per_s']} decisions/s, {b['truncated']} truncated")
    print(f"ratio ours / theirs (random games per second): {ratio:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
