"""Play N games between two decks, seats swapped in pairs, on several processes.

Game i uses seed `seed + i`; in odd games deck B is player 0. Each game depends only on its
own index (its seed, its seating and its agents' seeds), so the results are the same whatever
the number of workers.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple


class GameOutcome(NamedTuple):
    index: int
    seed: int
    winner: int | None      # the winning deck: 0 = deck A, 1 = deck B; None for a draw
    first: int              # the deck of the player who went first
    turns: int
    decisions: int          # choices the agents made (forced moves excluded)
    reason: str


@dataclass
class SimResult:
    game: str
    decks: tuple[str, str]          # labels of deck A and deck B (made distinct for a mirror match)
    agents: tuple[str, str]
    seed: int
    workers: int
    outcomes: list[GameOutcome]
    seconds: float
    wins: dict[str, int] = field(init=False)

    def __post_init__(self) -> None:
        self.wins = {d: sum(1 for o in self.outcomes if o.winner == i) for i, d in enumerate(self.decks)}

    @property
    def games(self) -> int:
        return len(self.outcomes)

    @property
    def draws(self) -> int:
        return sum(1 for o in self.outcomes if o.winner is None)

    @property
    def avg_turns(self) -> float:
        return sum(o.turns for o in self.outcomes) / self.games if self.games else 0.0

    @property
    def decisions(self) -> int:
        return sum(o.decisions for o in self.outcomes)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def first_player_wins(self) -> int:
        return sum(1 for o in self.outcomes if o.winner is not None and o.winner == o.first)

    def reasons(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for o in self.outcomes:
            out[o.reason] = out.get(o.reason, 0) + 1
        return dict(sorted(out.items(), key=lambda kv: -kv[1]))

    def to_dict(self) -> dict[str, Any]:
        from .stats import wilson

        n = self.games
        return {
            "game": self.game,
            "decks": list(self.decks),
            "agents": list(self.agents),
            "seed": self.seed,
            "workers": self.workers,
            "games": n,
            "wins": self.wins,
            "draws": self.draws,
            "win_rate": {d: (w / n if n else 0.0) for d, w in self.wins.items()},
            "wilson95": {d: list(wilson(w, n)) for d, w in self.wins.items()},
            "first_player_wins": self.first_player_wins,
            "avg_turns": self.avg_turns,
            "decisions": self.decisions,
            "reasons": self.reasons(),
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
        }


def labels(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a != b else (f"{a}#1", f"{b}#2")


def play_one(game_id: str, decks: tuple, agents: tuple[str, str], index: int, seed: int,
             options: dict | None = None, replay_dir: str | None = None) -> GameOutcome:
    """Play game `index` of a series: seed `seed + index`, seats swapped when `index` is odd.
    `decks` and `agents` are (A, B); each agent's seed is derived from the game seed and its deck."""
    from .. import replay
    from ..agents import decide, get_agent
    from ..games import get

    rules = get(game_id)
    s = seed + index
    swap = index % 2
    order = (1, 0) if swap else (0, 1)         # order[seat] = deck index
    seats = [get_agent(agents[d], seed=s * 2 + d) for d in order]
    opts = rules.Options(**options) if options else None
    game = rules.new_game([decks[d] for d in order], seed=s, options=opts)
    decisions = 0
    while game.result is None:
        d = game.decision
        game.apply(decide(seats[d.player], game))
        decisions += 1
    res = game.result
    if replay_dir is not None:
        replay.save(game, Path(replay_dir) / f"game-{index:05d}.json", [decks[d] for d in order], s,
                    agents=[agents[d] for d in order])
    return GameOutcome(index, s, None if res.winner is None else order[res.winner], order[game.vars.get("first", 0)],
                       game.vars.get("turn", 0), decisions, res.reason)


def _chunk(game_id: str, decks: tuple, agents: tuple, indices: range, seed: int, options: dict | None,
           replay_dir: str | None) -> list[GameOutcome]:
    return [play_one(game_id, decks, agents, i, seed, options, replay_dir) for i in indices]


def warm_up(game_id: str) -> None:
    from ..games import get

    _ = get(game_id).cards   # load the card definitions once per worker


def run(game_id: str, decks: tuple, n: int = 1000, seed: int = 1, workers: int | None = None,
        agents: tuple[str, str] = ("random", "random"), options: dict | None = None,
        replay_dir: str | Path | None = None, progress: Callable[[int], None] | None = None,
        cluster: str | None = None) -> SimResult:
    """Play `n` games of deck A against deck B (DeckLists) and gather the results.

    `workers` processes (default os.cpu_count(); 1 plays in this process), or the Ray cluster at
    `cluster` (tcg.sim.cluster); `progress(k)` is called each time k more games are done.
    """
    from ..games import get
    from .cluster import cluster_cpus, map_tasks

    rules = get(game_id)
    _ = rules.cards   # loaded before forking, shared by the workers
    workers = max(1, min(workers or os.cpu_count() or 1, n or 1))
    rdir = None
    if replay_dir is not None:
        Path(replay_dir).mkdir(parents=True, exist_ok=True)
        rdir = str(replay_dir)
    decks = tuple(decks)
    agents = tuple(agents)
    outcomes: list[GameOutcome] = []
    t0 = time.perf_counter()
    if cluster is not None:
        workers = cluster_cpus(cluster)
    # Small chunks keep every worker busy to the end and the progress bar moving.
    size = 1 if workers == 1 else max(1, min(25, n // (workers * 8)))
    tasks = [(game_id, decks, agents, range(i, min(n, i + size)), seed, options, rdir) for i in range(0, n, size)]
    for got in map_tasks(_chunk, tasks, workers=workers, cluster=cluster, initializer=warm_up, initargs=(game_id,)):
        outcomes.extend(got)
        if progress:
            progress(len(got))
    seconds = time.perf_counter() - t0
    outcomes.sort(key=lambda o: o.index)
    names = labels(decks[0].name, decks[1].name)
    return SimResult(game_id, names, agents, seed, workers, outcomes, seconds)
