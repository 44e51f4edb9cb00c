"""Where the weights of the dbs evaluation (`tcg.games.dbs.ai`: ENERGY, HAND, LOW_LIFE) come
from, and the check that they play better.

    python benchmarks/dbs_eval.py fit --games 3000             # fit them to who won greedy games
    python benchmarks/dbs_eval.py fit --game dbs-masters        # the same on the Masters decks
    python benchmarks/dbs_eval.py play 0.8,0.6,0.7 0.25,0.15,0 --games 25 --seed 101
    python benchmarks/dbs_eval.py play 0.8,0.6,0.7 0.25,0.15,0 --game dbs-masters

`fit` plays greedy against greedy on random pairs of the game's bundled decks and, at the start of
every turn from the second on, notes the difference between the player to act and the other in
life, energy, hand... and who won. A logistic regression (with one term per deck, so that a
strong deck's habits are not taken for what wins, and one for the turn) gives each term's weight;
divided by the weight of a life card they are the evaluation's scale. It needs numpy (`pip
install -e '.[dev]'` brings it with matplotlib) and takes about 17 minutes on 2 cores.

`play` plays greedy with weights A (energy, hand, low life) against greedy with weights B, seats
and decks swapped, on four deck pairs, and prints A's wins (200 games: about 2 minutes).
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor

from tcg import games
from tcg.agents import decide, get_agent
from tcg.games.dbs import ai
from tcg.games.dbs.battle import power

PAIRS = {"dbscg": ["chilled_tokens/demigra_black", "goku_green/xeno_black", "frieza_yellow/universe6_red",
                   "heroes_yellow/vados_red_blue"],
         "dbs-masters": ["chilled-aegis-masters/chilled_tokens", "gogeta-red-masters/paikuhan-blue-masters",
                         "saiyan-trio-red-masters/army-of-terror-yellow-masters",
                         "goku-overlord-masters/offering-red-yellow-masters"]}
TERMS = ["life", "low life", "energy", "hand", "hand over 8", "battle cards", "battle power/10000",
         "leader power/10000", "drop"]


def terms(game, p: int) -> list[float]:
    z = game.zones
    life, hand = len(z[f"life{p}"]), len(z[f"hand{p}"])
    return [life, max(0, 3 - life), len(z[f"energy{p}"]), min(hand, 8), max(hand - 8, 0),
            len(z[f"battle{p}"]), sum(max(power(game, o), 0) for o in z[f"battle{p}"]) / 10000,
            power(game, z[f"leader{p}"][0]) / 10000, len(z[f"drop{p}"])]


def greedy_game(game_id: str, decks: list[str], seed: int) -> tuple:
    """A new game on `decks` and a greedy agent for each seat."""
    rules = games.get(game_id)
    g = rules.new_game([rules.load_deck(d) for d in decks], seed=seed)
    return g, [get_agent("greedy", seed=seed), get_agent("greedy", seed=seed + 7)]


def fit_game(job: tuple[str, int]) -> list[tuple]:
    """One greedy game of `game_id` on a random pair of its decks: (terms of the player to act
    minus the other's, its deck, the other's, turn, won) at the start of each turn."""
    game_id, seed = job
    decks = random.Random(seed).sample(games.get(game_id).deck_names(), 2)
    g, agents = greedy_game(game_id, decks, seed)
    rows, last = [], None
    while not g.over:
        t = g.vars.get("turn")
        if t != last and t >= 2:
            last, tp = t, g.vars["tp"]
            diff = [a - b for a, b in zip(terms(g, tp), terms(g, 1 - tp), strict=True)]
            rows.append((diff, decks[tp], decks[1 - tp], t, tp))
        g.apply(decide(agents[g.decision.player], g))
    w = g.result.winner
    return [(x, me, them, t, w == tp) for x, me, them, t, tp in rows if w is not None]


def logistic(x, y, l2: float = 1e-3):
    import numpy as np
    x = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(x.shape[1])
    for _ in range(30):              # Newton's method
        p = 1 / (1 + np.exp(-x @ w))
        h = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        w += np.linalg.solve(h, x.T @ (y - p) - l2 * w)
    return w


def fit(a) -> None:
    import numpy as np
    names = games.get(a.game).deck_names()
    with ProcessPoolExecutor(a.workers) as ex:
        jobs = [(a.game, seed) for seed in range(a.seed, a.seed + a.games)]
        rows = [r for game in ex.map(fit_game, jobs, chunksize=20) for r in game]
    x = np.array([r[0] + [(d == r[1]) - (d == r[2]) for d in names[1:]] + [min(r[3], 12)] for r in rows], float)
    w = logistic(x, np.array([r[4] for r in rows], float))
    print(f"{a.game}: {a.games} greedy games, {len(rows)} positions; weight in life cards:")
    for name, c in zip(TERMS, w[1:], strict=False):
        print(f"  {name:20s} {c / w[1]:+.2f}")


def play_pair(job: tuple) -> tuple[str, bool]:
    """One game of greedy with weights A in seat `seat` against greedy with weights B: A's deck, A won."""
    game_id, decks, seat, seed, wa, wb = job
    g, agents = greedy_game(game_id, decks, seed)
    weights = [wa, wb] if seat == 0 else [wb, wa]
    while not g.over:
        p = g.decision.player
        ai.ENERGY, ai.HAND, ai.LOW_LIFE = weights[p]
        g.apply(decide(agents[p], g))
    return decks[seat], g.result.winner == seat


def play(a) -> None:
    wa, wb = (tuple(float(v) for v in s.split(",")) for s in (a.a, a.b))
    jobs = [(a.game, pair.split("/"), seat, seed, wa, wb) for seed in range(a.seed, a.seed + a.games)
            for pair in PAIRS[a.game] for seat in (0, 1)]
    by: dict[str, list[int]] = {}
    with ProcessPoolExecutor(a.workers) as ex:
        for deck, won in ex.map(play_pair, jobs, chunksize=4):
            by.setdefault(deck, [0, 0])
            by[deck][0] += won
            by[deck][1] += 1
    wins, n = sum(w for w, _ in by.values()), sum(k for _, k in by.values())
    print(f"{a.game}: greedy {a.a} won {wins} of {n} games ({wins / n:.1%}) against greedy {a.b}")
    print("  by A's deck: " + ", ".join(f"{d} {w}/{k}" for d, (w, k) in by.items()))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fit", help="fit the weights to who won greedy games")
    f.add_argument("--games", type=int, default=3000)
    p = sub.add_parser("play", help="greedy with weights A against greedy with weights B")
    p.add_argument("a", help="energy,hand,low life of A")
    p.add_argument("b", help="the same of B")
    p.add_argument("--games", type=int, default=25, help="games per deck pair and seat")
    for s in (f, p):
        s.add_argument("--game", choices=sorted(PAIRS), default="dbscg")
        s.add_argument("--seed", type=int, default=1)
        s.add_argument("--workers", type=int, default=2)
    a = ap.parse_args()
    if a.cmd == "fit":
        fit(a)
    else:
        play(a)


if __name__ == "__main__":
    main()
