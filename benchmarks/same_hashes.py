"""Final state hashes of seeded random (and greedy) games, to check a speed change keeps behaviour.

    python benchmarks/same_hashes.py fftcg --games 50 > before.txt
    (change the engine)
    python benchmarks/same_hashes.py fftcg --games 50 | diff before.txt -
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys

import tcg
from tcg import games
from tcg.agents import decide, get_agent


def final_hashes(game_id: str, n: int, seed: int) -> list[str]:
    """One line per game: seed, decks, decisions and final state hash of a seeded random game."""
    names = games.get(game_id).deck_names()
    pairs = list(itertools.product(names, repeat=2))
    lines = []
    for i in range(n):
        decks = list(pairs[i % len(pairs)])
        r = random.Random(seed + i)
        game = tcg.new_game(game_id, decks=decks, seed=seed + i)
        k = 0
        while not game.over:
            game.apply(r.randrange(len(game.decision.options)))
            k += 1
        lines.append(f"{seed + i} {'/'.join(decks)} {k} {game.result.reason} {game.state_hash()}")
    return lines


def greedy_hashes(game_id: str, n: int, seed: int) -> list[str]:
    """The same for greedy-against-greedy games (they read evaluation and lookahead clones too)."""
    names = games.get(game_id).deck_names()
    lines = []
    for i in range(n):
        decks = [names[i % len(names)], names[(i + 1) % len(names)]]
        game = tcg.new_game(game_id, decks=decks, seed=seed + i)
        agents = [get_agent("greedy", seed=seed + i), get_agent("greedy", seed=seed + i + 1)]
        k = 0
        while not game.over:
            game.apply(decide(agents[game.decision.player], game))
            k += 1
        lines.append(f"greedy {seed + i} {'/'.join(decks)} {k} {game.result.reason} {game.state_hash()}")
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", nargs="?", default="fftcg")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--greedy", type=int, default=3, help="greedy games (default: 3)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    print("\n".join(final_hashes(args.game, args.games, args.seed)))
    print("\n".join(greedy_hashes(args.game, args.greedy, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
