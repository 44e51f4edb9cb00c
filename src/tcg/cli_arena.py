"""`tcg arena`: a round robin between agents (registered on the `tcg` app by cli.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from .cli_common import GameArg, console, fail, get_deck, get_rules


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _specs(agents: list[str], budget: float | None, iterations: int | None) -> list[str]:
    """Add the budget to the agents that take one (tried on a throwaway agent)."""
    from .agents import get_agent

    out = []
    for a in agents:
        extra = []
        if budget is not None and "budget=" not in a:
            extra.append(f"budget={budget}")
        if iterations is not None and "iterations=" not in a:
            extra.append(f"iterations={iterations}")
        spec = a
        if extra:
            trial = a + (":" if ":" not in a else ",") + ",".join(extra)
            try:
                get_agent(trial)
                spec = trial
            except KeyError:
                pass
        try:
            get_agent(spec)
        except KeyError as e:
            fail(str(e.args[0]))
        out.append(spec)
    return out


def arena(
    game: GameArg,
    agent: Annotated[list[str], typer.Option("--agent", help="An agent (at least two; repeat the option), e.g. mcts, "
                                             "greedy, random, or with options: mcts:iterations=200.")],
    deck: Annotated[list[str] | None, typer.Option("--deck", help="Deck A, then deck B (default: the first two bundled "
                                                   "decks; one deck: a mirror match).")] = None,
    n: Annotated[int, typer.Option("-n", "--games", help="Games per pair of agents (seats and decks swapped).",
                                   min=1)] = 200,
    seed: Annotated[int, typer.Option(help="Game j of each pairing uses seed SEED + j.")] = 1,
    workers: Annotated[int | None, typer.Option(help="Processes (default: the number of CPUs).", min=1)] = None,
    cluster: Annotated[str | None, typer.Option(help="Run on the Ray cluster at ADDRESS (host:port, 'auto', or "
                                                "'local').", metavar="ADDRESS")] = None,
    db: Annotated[Path | None, typer.Option(help="The SQLite file that stores every game "
                                            "(default: arena.sqlite in the user's data directory).")] = None,
    plot: Annotated[Path | None, typer.Option(help="Draw win rates and game lengths into this PNG file.",
                                              metavar="FILE.png")] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    budget: Annotated[float | None, typer.Option(help="Seconds per decision for the agents that search (mcts: "
                                                 "0.25 by default).", min=0.0)] = None,
    iterations: Annotated[int | None, typer.Option(help="Iterations per decision for the agents that search "
                                                   "(reproducible, unlike a time budget).", min=1)] = None,
) -> None:
    """A round robin between agents: win rates with 95% intervals, an Elo estimate, every game
    stored in SQLite (seed, decks, agents, result, turns, replay)."""
    from .sim.arena import default_db, run_arena
    from .sim.arena import plot as draw
    from .sim.cluster import ClusterError
    from .sim.progress import games_bar
    from .sim.stats import wilson

    rules = get_rules(game)
    if len(agent) < 2:
        fail("give at least two agents (--agent A --agent B)")
    if len(set(agent)) != len(agent):
        fail(f"each agent once: {', '.join(agent)}")
    names = deck or rules.deck_names()[:2]
    if len(names) == 1:
        names = [names[0], names[0]]
    if len(names) != 2:
        fail(f"give two decks (--deck A --deck B), not {len(names)}")
    a, b = get_deck(rules, names[0]), get_deck(rules, names[1])
    specs = _specs(agent, budget, iterations)
    path = db or default_db()
    pairs = len(agent) * (len(agent) - 1) // 2
    show = not json_out and console.is_terminal
    try:
        with games_bar(console, disable=not show) as bar:
            task = bar.add_task(f"{len(agent)} agents, {a.name} / {b.name}", total=n * pairs)
            res = run_arena(rules.id, (a, b), list(agent), n=n, seed=seed, workers=workers, cluster=cluster,
                            specs=specs, db=path, progress=lambda k: bar.advance(task, k))
    except ClusterError as e:
        fail(str(e))
    if plot is not None:
        try:
            draw(res, plot)
        except RuntimeError as e:
            fail(str(e))
    if json_out:
        print(json.dumps(res.to_dict()))
        return
    console.print(f"[bold]{rules.id}[/bold] arena: {escape(a.name)} / {escape(b.name)}, {n} games per pairing "
                  f"(seats and decks swapped), seeds {seed}..{seed + n - 1}")
    t = Table(title="pairings")
    for col in ("agents", "games", "wins", "draws", "win rate", "95% interval", "avg turns"):
        t.add_column(col, justify="left" if col == "agents" else "right")
    for p in res.pairings:
        lo, hi = wilson(p.x_wins, p.games)
        t.add_row(f"{escape(p.x)} vs {escape(p.y)}", str(p.games), f"{p.x_wins}–{p.y_wins}", str(p.draws),
                  _pct(p.x_wins / p.games), f"{_pct(lo)} – {_pct(hi)}",
                  f"{sum(p.turns) / len(p.turns):.1f}")
    console.print(t)
    stats = res.agent_stats()
    ratings = res.elo()
    t = Table(title="agents")
    for col in ("agent", "games", "wins", "draws", "win rate", "95% interval", "Elo", "s/decision"):
        t.add_column(col, justify="left" if col == "agent" else "right")
    for name in sorted(agent, key=lambda x: -ratings[x]):
        s = stats[name]
        lo, hi = wilson(s["wins"], s["games"])
        t.add_row(escape(name), str(s["games"]), str(s["wins"]), str(s["draws"]), _pct(s["win_rate"]),
                  f"{_pct(lo)} – {_pct(hi)}", f"{ratings[name]:.0f}", f"{s['seconds_per_decision']:.4f}")
    console.print(t)
    console.print(f"{res.games} games in {res.seconds:.1f} s · stored in {escape(str(path))}"
                  + (f" · plot: {escape(str(plot))}" if plot else ""))
