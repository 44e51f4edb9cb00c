"""A game at the terminal: the human against an agent, with undo inside a declaration, and the
replay saved however the session ends (the game's end, `q`, the input's end, Ctrl-C)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..agents import decide
from ..agents.human import HumanAgent, HumanQuit, HumanUndo
from ..undo import Trail


def play(game: Any, human: HumanAgent, opponent: Any, seat: int, save: Callable[[Any], None] | None = None,
         trail: Trail | None = None) -> tuple[Any, str | None]:
    """Play to the end or until the human stops; returns (the game, why it stopped or None).

    `undo` takes back the human's choices since their last choice that started something (an
    action, an attack: the game's `quiet_kinds`), one at a time; an opponent's move closes it
    (`tcg.undo.Trail`; a resumed game passes the trail rebuilt from its file)."""
    trail = trail or Trail(seat)
    stopped = None
    try:
        while not game.over:
            d = game.decision
            if d.player != seat:
                choice = decide(opponent, game)
            else:
                human.can_undo = trail.can_undo(game)
                try:
                    choice = decide(human, game)
                except HumanUndo:
                    game = trail.undo()
                    human.game = game
                    human.seen = len(game.log or ())
                    continue
            trail.note(game)
            if human.stops is not None:
                human.stops.note(game, choice)
            game.apply(choice)
    except HumanQuit as e:
        stopped = str(e)
    except KeyboardInterrupt:
        stopped = "interrupted (Ctrl-C)"
    finally:
        human.close()
        if save is not None:
            save(game)
    return game, stopped
