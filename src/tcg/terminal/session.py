"""A game at the terminal: the human against an agent, with undo inside a declaration, and the
replay saved however the session ends (the game's end, `q`, the input's end, Ctrl-C)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..agents import decide
from ..agents.human import HumanAgent, HumanQuit, HumanUndo


def snapshot(game: Any) -> Any:
    """A copy to go back to: the state, its history and its log."""
    copy = game.clone()
    copy.start_log()
    copy.log[:] = game.log or []
    return copy


def play(game: Any, human: HumanAgent, opponent: Any, seat: int, save: Callable[[Any], None] | None = None) -> tuple[Any, str | None]:
    """Play to the end or until the human stops; returns (the game, why it stopped or None).

    `undo` takes back the human's choices since their last choice that started something (an
    action, an attack: the game's `quiet_kinds`), one at a time; an opponent's move closes it."""
    quiet = game.rules.quiet_kinds
    back: list[Any] = []              # the game before each of the human's choices of this declaration
    stopped = None
    try:
        while not game.over:
            d = game.decision
            if d.player != seat:
                back.clear()
                game.apply(decide(opponent, game))
                continue
            if d.kind in quiet:
                back.clear()          # a new declaration starts here: the last one is done
            human.can_undo = bool(back)
            try:
                choice = decide(human, game)
            except HumanUndo:
                game = back.pop()
                human.game = game
                human.seen = len(game.log or ())
                continue
            back.append(snapshot(game))
            game.apply(choice)
    except HumanQuit as e:
        stopped = str(e)
    except KeyboardInterrupt:
        stopped = "interrupted (Ctrl-C)"
    finally:
        if save is not None:
            save(game)
    return game, stopped
