"""Soak test: seeded random games on random legal decks drawn from a game's whole card pool.

    python benchmarks/soak.py dbscg -n 1000 --workers 2 --seed 1
    python benchmarks/soak.py weiss -n 1 --seed 4242          # replay one failure

Game i uses seed SEED + i for everything: its two decks (`Ruleset.random_deck`), the deal and
the random player (`tcg.agents.random_agent`: uniform, except that it uses a free ability only a
few times in a row, `tcg.agents.repetition.Repeats`). After every action the checks of `tcg.testing.play_checked` run (cards
conserved, one zone per object, a player's view hiding what they may not see), and a clone and a
JSON round trip (saved and loaded again before every action) are played on in step with the
game and must reach its state hash every time; at the end the same seed and choices must
replay to the same final hash. Prints games, crashes, failed checks, divergences, hangs (a game
still inside the engine after GAME_SECONDS: an action that never returns, stopped by an alarm),
unfinished games (still running after MAX_ACTIONS actions: counted and listed, not failures), games/s, and
for each failure or unfinished game its seed, decks and the command that replays it. The
results do not depend on the number of workers. Exit status 1 if anything failed.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import sys
import time
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tcg import games
from tcg.agents.random_agent import random_option
from tcg.agents.repetition import Repeats
from tcg.engine.cards import DeckList
from tcg.testing import Divergence, Unfinished, play_checked

KINDS = ("crash", "check", "divergence", "hang")   # what a failed game is counted as
MAX_ACTIONS = 20_000                       # no game of any bundled deck comes near
GAME_SECONDS = 300                         # the longest soaked game takes a few seconds


class Hung(Exception):
    """The game did not end within GAME_SECONDS: an action that never returns (the engine
    looping inside `Game.apply`), which MAX_ACTIONS cannot catch."""


def _alarm(signum: int, frame: Any) -> None:
    raise Hung(f"the game was still inside the engine after {GAME_SECONDS} s")


def decks_of(game_id: str, seed: int) -> list[DeckList]:
    rules = games.get(game_id)
    r = random.Random(seed)
    return [rules.random_deck(r), rules.random_deck(r)]


def play_one(game_id: str, seed: int) -> dict:
    """One soaked game: {"seed", "actions", "unfinished": bool,
    "failure": None or {"kind", "error", "where", "action"}}."""
    rules = games.get(game_id)
    decks = decks_of(game_id, seed)
    codes = Counter(c for d in decks for c in d.codes())
    out: dict[str, Any] = {"seed": seed, "actions": 0, "unfinished": False, "failure": None}
    choices: list[int] = []
    repeats = Repeats()

    def pick(d: Any, r: random.Random) -> int:
        choices.append(d.options.index(random_option(d, r, repeats)))
        return choices[-1]

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(GAME_SECONDS)
    try:
        play_checked(lambda: rules.new_game(decks, seed=seed), codes, seed, pick, view_every=1,
                     in_step=True, max_actions=MAX_ACTIONS)
    except Unfinished:
        out["unfinished"] = True
    except Exception as e:  # noqa: BLE001 (every failure is counted and reported with its seed)
        kind = ("divergence" if isinstance(e, Divergence) else "hang" if isinstance(e, Hung)
                else "check" if isinstance(e, AssertionError) else "crash")
        tb = traceback.extract_tb(e.__traceback__)[-1]
        out["failure"] = {"kind": kind, "error": f"{type(e).__name__}: {e}"[:500],
                          "where": f"{tb.filename}:{tb.lineno} {tb.name}", "action": len(choices)}
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    out["actions"] = len(choices)
    return out


def _chunk(args: tuple[str, list[int]]) -> list[dict]:
    game_id, seeds = args
    return [play_one(game_id, s) for s in seeds]


def deck_text(deck: DeckList) -> str:
    return ", ".join(f"{k} {c}" for k, c in deck.entries)


def soak(game_id: str, n: int, seed: int, workers: int, progress: bool = False) -> dict:
    seeds = list(range(seed, seed + n))
    # one process: a game at a time, so that the progress lines count every game
    size = 1 if workers == 1 else max(1, min(50, n // (workers * 4) or 1))
    chunks = [(game_id, seeds[i:i + size]) for i in range(0, n, size)]
    t0 = time.perf_counter()
    results: list[dict] = []
    if workers == 1:
        runs = map(_chunk, chunks)
    else:
        pool = ProcessPoolExecutor(workers)
        runs = pool.map(_chunk, chunks)
    for part in runs:
        results += part
        if progress:
            for x in part:
                if x["failure"] or x["unfinished"]:
                    what = f"failed: {x['failure']}" if x["failure"] else f"unfinished after {x['actions']} actions"
                    print(f"  {game_id}: seed {x['seed']} {what}", file=sys.stderr, flush=True)
            if len(results) % 10 < len(part) or len(results) == n:
                bad = sum(1 for x in results if x["failure"])
                late = sum(1 for x in results if x["unfinished"])
                print(f"  {game_id}: {len(results)}/{n} games (seeds {seed}..{seed + len(results) - 1}), {bad} failed, "
                      f"{late} unfinished, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    if workers != 1:
        pool.shutdown()
    seconds = time.perf_counter() - t0
    failures = [x for x in results if x["failure"]]
    unfinished = [x for x in results if x["unfinished"]]
    for x in failures + unfinished:
        x["decks"] = [deck_text(d) for d in decks_of(game_id, x["seed"])]
        x["repro"] = f"python benchmarks/soak.py {game_id} -n 1 --seed {x['seed']}"
    counts = Counter(x["failure"]["kind"] for x in failures)
    return {"game": game_id, "games": n, "seed": seed, "workers": workers,
            **{k + ("es" if k == "crash" else "s"): counts[k] for k in KINDS},
            "unfinisheds": len(unfinished), "actions": sum(x["actions"] for x in results),
            "seconds": round(seconds, 1), "games_per_s": round(n / seconds, 2),
            "failures": failures, "unfinished": unfinished}


def report(r: dict) -> str:
    lines = [f"{r['game']}: {r['games']} games (seeds {r['seed']}..{r['seed'] + r['games'] - 1}), "
             f"{r['crashes']} crashes, {r['checks']} failed checks, {r['divergences']} divergences, {r['hangs']} hangs, "
             f"{r['unfinisheds']} unfinished; {r['actions']} actions in {r['seconds']} s, "
             f"{r['games_per_s']} games/s on {r['workers']} worker(s)"]
    for x in r["failures"]:
        f = x["failure"]
        lines += [f"  FAILED seed {x['seed']} ({f['kind']} at action {f['action']}): {f['error']}",
                  f"    at {f['where']}",
                  f"    deck 0: {x['decks'][0]}", f"    deck 1: {x['decks'][1]}",
                  f"    reproduce: {x['repro']}"]
    for x in r["unfinished"]:
        lines += [f"  unfinished seed {x['seed']}: still running after {x['actions']} actions",
                  f"    deck 0: {x['decks'][0]}", f"    deck 1: {x['decks'][1]}",
                  f"    reproduce: {x['repro']}"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", nargs="+", help="game id(s): fftcg mtg2004 dbscg dbs-masters weiss")
    ap.add_argument("-n", "--games", type=int, default=100, help="games of each game (default: 100)")
    ap.add_argument("--seed", type=int, default=1, help="game i uses seed SEED + i (default: 1)")
    ap.add_argument("--workers", type=int, default=1, help="processes (default: 1)")
    ap.add_argument("--progress", action="store_true", help="print progress to stderr")
    ap.add_argument("--json", action="store_true", help="print one JSON object a game")
    args = ap.parse_args(argv)
    bad = 0
    for game_id in args.game:
        games.get(game_id)                      # an unknown id fails before any work
        r = soak(game_id, args.games, args.seed, args.workers, args.progress)
        print(json.dumps(r) if args.json else report(r), flush=True)
        bad += len(r["failures"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
