"""The progress bar of `tcg sim` and `tcg arena`: games done, games per second, time left."""

from __future__ import annotations

from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
from rich.text import Text


class RateColumn(ProgressColumn):
    """Games per second."""

    def render(self, task: Any) -> Text:
        speed = task.finished_speed or task.speed
        return Text("– games/s" if not speed else f"{speed:.1f} games/s", style="progress.data.speed")


def games_bar(console: Any, disable: bool) -> Progress:
    return Progress(TextColumn("[progress.description]{task.description}"), BarColumn(), MofNCompleteColumn(),
                    RateColumn(), TimeRemainingColumn(), console=console, disable=disable, transient=True)
