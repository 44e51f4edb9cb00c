"""The `tcg` command: play, simulate, replay, browse decks, cards and rule coverage.

Errors a user can make (an unknown game, deck or file, a malformed deck) print one red line
and exit with status 2; a replay that does not match exits with status 1.
"""

from __future__ import annotations

import json
import sys

if __name__ == "__main__":
    # `python -m tcg.cli`: run the package's own module, so that its commands are registered
    # once, not on this copy named __main__.
    from tcg.cli import app as _app

    sys.exit(_app())
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from . import __version__
from .cli_common import GameArg, console, err, fail, get_deck, get_rules

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_show_locals=False,
                  help="One rules engine for several trading card games.")
decks_app = typer.Typer(no_args_is_help=True, help="The bundled decks of a game.")
rules_app = typer.Typer(no_args_is_help=True, help="The numbered rules of a game.")
app.add_typer(decks_app, name="decks")
app.add_typer(rules_app, name="rules")

def _version(value: bool) -> None:
    if value:
        console.print(f"tcg {__version__}")
        raise typer.Exit()


@app.callback()
def main(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                               help="Show the version and exit.")] = False) -> None:
    """One rules engine for several trading card games."""




# ----------------------------------------------------------------------------------- play
def _save_path(save: str) -> Path:
    p = Path(save)
    if save.endswith(("/", "\\")) or p.is_dir():
        return p / f"{time.strftime('%Y%m%d-%H%M%S')}.json"
    return p


@app.command()
def play(
    game: Annotated[str | None, typer.Argument(help="The game id, e.g. fftcg (not needed with --resume).",
                                               show_default=False)] = None,
    deck: Annotated[str | None, typer.Option(help="Your deck: a bundled deck name or a deck file.")] = None,
    opponent_deck: Annotated[str | None, typer.Option(help="The opponent's deck (name or file).")] = None,
    vs: Annotated[str | None, typer.Option(help="The opponent agent: random, greedy or mcts (options: mcts:budget=0.5); "
                                              "default: random, or the saved game's.")] = None,
    seed: Annotated[int | None, typer.Option(help="The game seed (default: a random one, shown).")] = None,
    seat: Annotated[int, typer.Option(help="Your seat: player 0 or player 1 (the toss decides who chooses to go first).")] = 0,
    save: Annotated[str | None, typer.Option(help="Write the replay to FILE however the game ends, Ctrl-C included "
                                                  "(a folder: FOLDER/<timestamp>.json, e.g. --save replays/).",
                                             metavar="FILE")] = None,
    resume: Annotated[Path | None, typer.Option(help="Go on with a saved game (a replay file written by --save); "
                                                     "it is saved back to the same file unless --save says otherwise.",
                                                metavar="FILE")] = None,
    lang: Annotated[str, typer.Option(help="The language of the table, the options and the log: en or fr "
                                           "(French: the French rulebooks' words; card text stays as printed).")] = "en",
) -> None:
    """Play a game at the terminal against an agent (input may be piped from a file); 'help' at the prompt."""
    import random

    from . import present, replay
    from .agents import get_agent
    from .agents.human import HumanAgent
    from .i18n import LANGS
    from .terminal import session
    from .undo import Trail, noting

    if seat not in (0, 1):
        fail(f"--seat must be 0 or 1, not {seat}")
    if vs == "human":
        fail("--vs human is not supported: play against an agent (random)")
    if resume is not None:
        try:
            data = replay.load(resume)
            trails = [Trail(0), Trail(1)]    # the undo of a declaration left open when it was saved
            g, decks = replay.resumed(data, before=noting(trails))
        except replay.ReplayError as e:
            fail(str(e))
        rules, seed = g.rules, data["seed"]
        agents = data.get("agents") or []
        if "human" in agents:
            seat = agents.index("human")
            vs = vs or (agents[1 - seat] if len(agents) == 2 and isinstance(agents[1 - seat], str) else None)
        if game is not None and game != rules.id:
            fail(f"{resume} is a game of {rules.id}, not {game}")
        if g.over:
            fail(f"{resume}: that game is over ({g.result.reason}); watch it with: tcg replay {resume} --show")
        save = save or str(resume)
        mine, theirs = decks[seat], decks[1 - seat]
    else:
        if game is None:
            fail("which game? e.g. tcg play fftcg (tcg play --resume FILE goes on with a saved one)")
        rules = get_rules(game)
        names = rules.deck_names()
        mine = get_deck(rules, deck or names[0])
        theirs = get_deck(rules, opponent_deck or names[1 % len(names)])
        if seed is None:
            seed = random.SystemRandom().randrange(1_000_000)
        decks = [mine, theirs] if seat == 0 else [theirs, mine]
        g = rules.new_game(decks, seed=seed, log=True)
    vs = vs or "random"
    try:
        opponent = get_agent(vs, seed=seed)
    except KeyError as e:
        fail(str(e.args[0]))
    if lang not in LANGS:
        fail(f"--lang must be one of {', '.join(LANGS)}, not {lang}")
    human = HumanAgent(console=console, lang=lang).bind(g, seat)
    console.print(f"[bold]{escape(rules.title)}[/bold]\n" + escape(present.words(
        rules, lang, "you are player {seat} with {deck}; {vs} plays {theirs} (seed {seed}). Answer with an "
        "option's number; 'help' lists the commands, 'q' quits.", seat=seat, deck=mine.name, vs=vs,
        theirs=theirs.name, seed=seed)))
    agents = ["human" if p == seat else vs for p in (0, 1)]

    def write(final: Any) -> None:
        if save:
            path = replay.save(final, _save_path(save), decks, seed, agents=agents)
            console.print(f"replay written to {escape(str(path))}" + ("" if final.over else
                          f" (go on with: tcg play --resume {escape(str(path))})"))

    g, stopped = session.play(g, human, opponent, seat, write if save else None,
                              trails[seat] if resume is not None else None)
    human.show_log()
    turn = g.vars.get("turn", 0)
    if stopped:
        why = present.words(rules, lang, stopped)
        console.print("[yellow]" + escape(present.words(rules, lang, "game stopped: {why} (turn {turn}).", why=why,
                                                        turn=turn)) + "[/yellow]")
    else:
        res = g.result
        said = {"reason": escape(present.free_text(rules, lang, res.reason)), "turn": turn}
        if res.winner is None:
            console.print(present.words(rules, lang, "[bold]Draw[/bold] after {turn} turns: {reason}", **said))
        elif res.winner == seat:
            console.print(present.words(rules, lang, "[bold green]You win[/bold green] on turn {turn}: {reason}", **said))
        else:
            console.print(present.words(rules, lang, "[bold red]You lose[/bold red] on turn {turn}: {reason}", **said))


# ------------------------------------------------------------------------------------ sim
def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


@app.command()
def sim(
    game: GameArg,
    deck: Annotated[list[str] | None, typer.Option("--deck", help="Deck A, then deck B (names or files); "
                                                   "default: the first two bundled decks; one deck: a mirror match.")] = None,
    n: Annotated[int, typer.Option("-n", "--games", help="Number of games.", min=1)] = 1000,
    seed: Annotated[int, typer.Option(help="Game i uses seed SEED + i.")] = 1,
    workers: Annotated[int | None, typer.Option(help="Processes (default: the number of CPUs).", min=1)] = None,
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    save_replays: Annotated[Path | None, typer.Option(help="Write every game's replay into this folder.")] = None,
    agent: Annotated[list[str] | None, typer.Option("--agent", help="The agent of deck A, then of deck B "
                                                    "(default: random; one: both).")] = None,
    cluster: Annotated[str | None, typer.Option(help="Run on the Ray cluster at ADDRESS (host:port, 'auto', or "
                                                "'local').", metavar="ADDRESS")] = None,
) -> None:
    """Agents against each other (random by default): win rates with 95% intervals, draws, turns, speed.

    Seats are swapped in pairs (odd games put deck B first); the results do not depend on the
    number of workers.
    """
    from .agents import get_agent
    from .sim import run, wilson
    from .sim.cluster import ClusterError
    from .sim.progress import games_bar

    rules = get_rules(game)
    names = deck or rules.deck_names()[:2]
    if len(names) == 1:
        names = [names[0], names[0]]
    if len(names) != 2:
        fail(f"give two decks (--deck A --deck B), not {len(names)}")
    a, b = get_deck(rules, names[0]), get_deck(rules, names[1])
    agents = list(agent or ["random"])
    if len(agents) == 1:
        agents = agents * 2
    if len(agents) != 2:
        fail(f"give one or two agents (--agent A --agent B), not {len(agents)}")
    for name in agents:
        try:
            get_agent(name)
        except KeyError as e:
            fail(str(e.args[0]))
    show = not json_out and console.is_terminal
    try:
        with games_bar(console, disable=not show) as bar:
            task = bar.add_task(f"{a.name} vs {b.name}", total=n)
            res = run(rules.id, (a, b), n=n, seed=seed, workers=workers, replay_dir=save_replays,
                      progress=lambda k: bar.advance(task, k), agents=tuple(agents), cluster=cluster)
    except ClusterError as e:
        fail(str(e))
    if json_out:
        print(json.dumps(res.to_dict()))
        return
    console.print(f"[bold]{rules.id}[/bold]: {escape(res.decks[0])} vs {escape(res.decks[1])}, {res.games} games "
                  f"({res.agents[0]} vs {res.agents[1]}), seeds {seed}..{seed + n - 1}, {res.workers} worker(s)")
    t = Table()
    for col in ("deck", "wins", "win rate", "95% interval"):
        t.add_column(col, justify="left" if col == "deck" else "right")
    for name, w in res.wins.items():
        lo, hi = wilson(w, res.games)
        t.add_row(escape(name), str(w), _pct(w / res.games), f"{_pct(lo)} – {_pct(hi)}")
    t.add_row("draws", str(res.draws), _pct(res.draws / res.games), "")
    console.print(t)
    decided = res.games - res.draws
    if decided:
        console.print(f"the player who went first won {res.first_player_wins} of {decided} decided games "
                      f"({_pct(res.first_player_wins / decided)})")
    console.print(f"average turns {res.avg_turns:.1f} · {res.decisions} decisions · "
                  f"{res.games_per_second:.1f} games/s ({res.seconds:.1f} s)")
    console.print("how games ended: " + "; ".join(f"{escape(r)}: {k}" for r, k in res.reasons().items()))
    if save_replays:
        console.print(f"replays written to {escape(str(save_replays))}/")


# --------------------------------------------------------------------------------- replay
@app.command("replay")
def replay_cmd(file: Annotated[Path, typer.Argument(help="A replay file (JSON).", show_default=False)],
               show: Annotated[bool, typer.Option("--show", help="Step through the game: the board and the log "
                                                  "after each choice (Enter: next, a number: that many, q: stop).")] = False,
               seat: Annotated[int | None, typer.Option(help="With --show: whose view (default: the human's seat, "
                                                        "else a spectator's).")] = None,
               lang: Annotated[str, typer.Option(help="With --show: the language of the board and the log, "
                                                      "en or fr.")] = "en") -> None:
    """Replay a game file and check that it reaches the recorded final state; --show watches it."""
    from . import replay

    if show:
        try:
            _show_replay(replay.load(file), seat, lang)
        except replay.ReplayError as e:
            fail(str(e))
        return
    try:
        v = replay.verify(file)
    except replay.ReplayError as e:
        fail(str(e))
    data = v.data
    if data.get("engine") != __version__:
        console.print(f"[yellow]note: recorded with engine {escape(str(data.get('engine')))}, "
                      f"this is {__version__}[/yellow]")
    g = v.game
    if not v.ok:
        err.print(f"[red]MISMATCH: {escape(v.message)}[/red]\n  recorded hash {v.expected}\n  replayed hash {v.actual}",
                  soft_wrap=True)
        raise typer.Exit(1)
    res = g.result
    how = ("unfinished" if res is None else "draw" if res.winner is None else f"player {res.winner} won") + \
        ("" if res is None else f" ({res.reason})")
    decks = " vs ".join(d.get("name", "?") for d in data["decks"])
    console.print(f"[green]OK[/green] {v.actual}\n{data['game']}: {escape(decks)}, seed {data['seed']}, "
                  f"{len(data['choices'])} choices, turn {g.vars.get('turn', '?')}, {escape(how)}")


def _show_replay(data: dict, seat: int | None, lang: str = "en") -> None:
    """Step through a replay: after each choice the new log lines; the board when asked or, at a
    terminal, at every step (Enter: next, a number: that many choices, b: the board, q: stop)."""
    from . import replay
    from .i18n import LANGS
    from .present import log_since, table
    from .terminal.board import board_lines, header

    agents = data.get("agents") or []
    if seat is None and "human" in agents:
        seat = agents.index("human")
    if seat not in (None, 0, 1):
        fail(f"--seat must be 0 or 1, not {seat}")
    if lang not in LANGS:
        fail(f"--lang must be one of {', '.join(LANGS)}, not {lang}")
    g = replay.start(data, log=True)
    live = console.is_terminal and sys.stdin.isatty()
    seen, skip = 0, 0
    choices = data["choices"]

    def board() -> None:
        t = table(g, seat, lang)
        console.rule(escape(header(t)))
        for line in board_lines(t):
            console.print(line)

    for i in range(len(choices) + 1):
        lines, seen = log_since(g, seat, seen, lang)
        for line in lines:
            console.print(escape(line), soft_wrap=True)
        if i == len(choices):
            break
        if live and skip <= 0:
            board()
            while True:
                answer = input(f"choice {i + 1}/{len(choices)} [Enter: next, N: N more, q: stop]: ").strip().lower()
                if answer == "q":
                    return
                if answer.isdigit():
                    skip = int(answer)
                break
        skip -= 1
        replay.apply_choice(g, i, choices[i])
    board()
    res = g.result
    console.print("unfinished" if res is None else f"{'draw' if res.winner is None else f'player {res.winner} won'}: "
                  f"{escape(res.reason)}")


# ---------------------------------------------------------------------------------- decks
@decks_app.command("list")
def decks_list(game: GameArg) -> None:
    """The bundled decks: name, description, card count."""
    from .engine.cards import CardFileError, DeckError

    rules = get_rules(game)
    t = Table(title=f"{rules.id} decks", show_lines=False)
    t.add_column("name")
    t.add_column("cards", justify="right")
    t.add_column("description")
    for name in rules.deck_names():
        try:
            d = rules.load_deck(name)
            t.add_row(escape(name), str(len(d.codes())), escape(d.description))
        except (DeckError, CardFileError) as e:
            t.add_row(escape(name), "?", f"[red]{escape(str(e))}[/red]")
    console.print(t)


@decks_app.command("show")
def decks_show(game: GameArg,
               name: Annotated[str, typer.Argument(help="A bundled deck name or a deck file.", show_default=False)]) -> None:
    """The cards of a deck."""
    rules = get_rules(game)
    d = get_deck(rules, name)
    console.print(f"[bold]{escape(d.name)}[/bold]: {escape(d.description)}")
    t = Table()
    for col in ("n", "code", "name", "type", "colour", "cost", "power"):
        t.add_column(col, justify="right" if col in ("n", "cost", "power") else "left")
    by_type: dict[str, int] = {}
    for count, code in d.entries:
        c = rules.summary(rules.cards[code])
        by_type[c.type] = by_type.get(c.type, 0) + count
        t.add_row(str(count), code, escape(c.name), c.type, c.colour, c.cost, str(c.power) if c.power else "")
    console.print(t)
    console.print(f"{len(d.codes())} cards: " + ", ".join(f"{k} {v}" for k, v in by_type.items()))


# ---------------------------------------------------------------------------------- cards
@app.command()
def cards(game: Annotated[str, typer.Argument(help="The game id (fftcg, mtg2004, dbscg, dbs-masters, weiss), or "
                                              "'coverage' followed by the game id.", show_default=False)],
          code: Annotated[str | None, typer.Argument(help="One card's code: its printed text, our rendering and "
                                                     "its abilities.", show_default=False)] = None,
          search: Annotated[str | None, typer.Option(help="Only cards whose code, name, type, colour "
                                                         "(FFTCG: element), traits (FFTCG: job, category) or "
                                                         "text contains TEXT.")] = None,
          json_out: Annotated[bool, typer.Option("--json", help="coverage: print one JSON object.")] = False) -> None:
    """The card definitions of a game; `cards GAME CODE` shows one card; `cards coverage GAME [--json]`
    counts the supported cards of the game's reference pool, by set."""
    if game == "coverage":
        if code is None:
            fail("usage: tcg cards coverage GAME [--json]")
        from .card_views import show_coverage

        show_coverage(get_rules(code), json_out)
        return
    rules = get_rules(game)
    if code is not None:
        from .card_views import show_card

        show_card(rules, code)
        return
    needle = (search or "").lower()
    t = Table()
    for col in ("code", "name", "type", "colour", "cost", "power"):
        t.add_column(col, justify="right" if col in ("cost", "power") else "left")
    shown = 0
    for code, card in rules.cards.items():
        c = rules.summary(card)
        if needle and not any(needle in f.lower() for f in (code, c.name, c.type, c.colour, c.traits, c.text)):
            continue
        t.add_row(code, escape(c.name), c.type, c.colour, c.cost, str(c.power) if c.power else "")
        shown += 1
    if shown:
        console.print(t)
    console.print(f"{shown} card(s)" + (f" matching {search!r}" if search else ""))


# ---------------------------------------------------------------------------------- rules
@rules_app.command("coverage")
def rules_coverage(
    game: Annotated[str, typer.Argument(help="The game id, e.g. fftcg, or 'all' for a table of every game.",
                                        show_default=False)],
    json_out: Annotated[bool, typer.Option("--json", help="Print one JSON object (a list for 'all').")] = False,
    from_file: Annotated[Path | None, typer.Option("--from", help="Read cited rule ids from this JSON file "
                                                   "instead of running the tests.")] = None,
) -> None:
    """Which numbered rules a passing test asserts (runs the test suite unless --from)."""
    from .coverage import CoverageError, coverages
    from .games import GAMES
    from .rules import rule_index

    ids = list(GAMES) if game == "all" else [game]
    try:
        for g in ids:
            rule_index(g)
    except KeyError as e:
        fail(str(e.args[0]))
    if not json_out and from_file is None:
        err.print("running the tests (python -m pytest tests -q -p tcg.coverage_plugin)...")
    try:
        covs = coverages(ids, from_file)
    except CoverageError as e:
        fail(str(e))
    if json_out:
        data = [c.to_dict() for c in covs]
        print(json.dumps(data if game == "all" else data[0]))
        return
    if covs[0].pytest_summary:
        console.print(f"pytest: {escape(covs[0].pytest_summary)}")
    if game == "all":
        table = Table("game", "covered", "total", "%")
        for c in covs:
            table.add_row(c.game, str(len(c.covered)), str(c.total), f"{c.percent:.1f}")
        console.print(table)
        return
    cov = covs[0]
    console.print(f"[bold]{game}[/bold]: {len(cov.covered)}/{cov.total} rules covered ({cov.percent:.1f}%)")
    if cov.uncovered:
        console.print(f"uncovered ({len(cov.uncovered)}):")
        for rid in cov.uncovered:
            console.print(f"  {rid:<12} {escape(cov.titles[rid])}", soft_wrap=True)


# ---------------------------------------------------------------------------------- serve
@app.command()
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on (127.0.0.1: this machine only).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port.", min=1, max=65535)] = 8000,
    db: Annotated[Path, typer.Option(help="The SQLite file the games are kept in (created if missing).")]
        = Path("tcg-games.sqlite"),
) -> None:
    """The browser table: open http://HOST:PORT/ to start a game against an AI or a person."""
    try:
        import uvicorn

        from .web.app import create_app
    except ImportError as e:
        fail(f"tcg serve needs the web extra ({e.name} is missing): pip install -e '.[web]'")
    console.print(f"the table is at http://{host}:{port}/ (games kept in {escape(str(db))}); Ctrl-C stops")
    # No per-message compression: a table of 5-10 kB costs more CPU to deflate than to send on
    # the loopback or a LAN it is served on by default (serve_load: 1.76/1.65 -> 1.55/1.47 ms a decision).
    uvicorn.run(create_app(db), host=host, port=port, log_level="warning", ws_per_message_deflate=False)


from .cli_arena import arena as _arena  # noqa: E402  (a command of its own module)

app.command("arena")(_arena)

if __name__ == "__main__":
    sys.exit(app())
