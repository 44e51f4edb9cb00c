"""The live terminal screen: one frame redrawn in place (rich Live) at every decision, made to
fit the terminal (80×24 at the least): the compact board, what happened since the last decision
(or what a command answered), the question, the options and the input line.

When output is not a terminal (piped input, tests, the README quick start) nothing here is used:
the session prints a plain transcript instead.
"""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.control import Control
from rich.live import Live
from rich.markup import escape
from rich.rule import Rule
from rich.text import Text

from . import board as tboard


def log_markup(line: str) -> str:
    """A log line as the screen shows it: turn headers and the game's end in bold."""
    text = escape(line)
    return f"[bold]{text}[/bold]" if line.startswith(("—", "game over")) else f"  {text}"


def menu_renderable(menu: list[tuple[str, list[int]]], width: int) -> RenderableType:
    """The numbered options: one a line, or in columns when there are more than five."""
    labels = [f"{i:>2}. {escape(text)}" for i, (text, _) in enumerate(menu, 1)]
    if len(labels) > 5:
        return Columns(labels, column_first=True, padding=(0, 2), width=None)
    return Group(*(Text.from_markup(f"  {text}") for text in labels))


def rows(console: Console, renderable: RenderableType | str) -> int:
    """How many terminal rows a line or renderable takes once wrapped."""
    if isinstance(renderable, str):
        renderable = Text.from_markup(renderable)
    return len(console.render_lines(renderable, pad=False))


def frame(console: Console, t: dict, lines: list[str], prompt: str, menu: list[tuple[str, list[int]]],
          ask: str) -> Group:
    """The whole screen: the header, the compact board, `lines` of markup (what happened or what
    a command said: as many of the last ones as fit, with how many were left out), the prompt,
    the options and the input line."""
    width, height = console.size
    board = [Text.from_markup(line) for line in tboard.board_lines(t, width)]
    menu_r = menu_renderable(menu, width)
    used = 1 + sum(rows(console, b) for b in board) + rows(console, f"[bold cyan]{escape(prompt)}[/bold cyan]") \
        + rows(console, menu_r) + 1
    room = height - used
    out: list[str] = []
    for line in reversed(lines):          # the last lines first, while they fit
        need = rows(console, line) + (1 if len(out) + 1 < len(lines) else 0)   # and the line saying what is left out
        if need > room:
            break
        out.insert(0, line)
        room -= rows(console, line)
    if len(out) < len(lines) and room >= 1:
        out.insert(0, f"[dim]({len(lines) - len(out)} earlier lines: type 'log')[/dim]")
    return Group(Rule(escape(tboard.header(t))), *board, *(Text.from_markup(x) for x in out),
                 Text.from_markup(f"[bold cyan]{escape(prompt)}[/bold cyan]"), menu_r, Text(ask, end=""))


class LiveScreen:
    """A frame shown with rich Live and redrawn in place; the input is typed on its last line."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.live: Any = None
        self.last: RenderableType | None = None     # the frame shown last

    def show(self, renderable: RenderableType) -> None:
        if self.live is None:
            self.live = Live(console=self.console, auto_refresh=False, transient=False,
                             redirect_stdout=False, redirect_stderr=False, vertical_overflow="crop")
            self.live.start()
        self.live.update(renderable, refresh=True)
        self.last = renderable
        self.console.show_cursor(True)

    def typed(self) -> None:
        """After a line was typed: back onto the input line, so that the next frame replaces it."""
        self.console.control(Control.move(0, -1))

    def close(self) -> None:
        """Leave the last frame on the screen and go on below it."""
        if self.live is not None:
            self.live.stop()
            self.live = None
