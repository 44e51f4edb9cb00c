"""What every `tcg` command shares: the consoles, the one-red-line failure, and looking up a game
and a deck with the user's errors said that way (cli.py, cli_arena.py, card_views.py)."""

from __future__ import annotations

from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

GameArg = Annotated[str, typer.Argument(help="The game id, e.g. fftcg.", show_default=False)]

console = Console(highlight=False)
err = Console(stderr=True, highlight=False)


def fail(message: str, code: int = 2) -> NoReturn:
    err.print(f"[red]error: {escape(message)}[/red]", soft_wrap=True)
    raise typer.Exit(code)


def get_rules(game: str) -> Any:
    from . import games

    try:
        return games.get(game)
    except KeyError as e:
        fail(str(e.args[0]))


def get_deck(rules: Any, name: str) -> Any:
    from .engine.cards import CardFileError, DeckError

    try:
        return rules.load_deck(name)
    except (DeckError, CardFileError) as e:
        fail(str(e))
    except (OSError, UnicodeDecodeError) as e:
        fail(f"cannot read deck {name!r}: {e}")
