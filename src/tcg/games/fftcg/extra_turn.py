"""An extra turn and losing at its end (5-147L Eald'narche: "Take 1 more turn after this one. At
the end of that turn, you lose the game."; RULINGS.md). v1.0 has neither: the card wins (2.1).

`vars["extra_turns"]` holds the players who take a turn after this one, in order (turn.begin_turn
gives the next turn to the first instead of the other player); `vars["extra_turn"]` is
`(turn, player)` while a player takes such a turn (the condition key `extra_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import WHO
from ...engine.abilities.run import Frame, player
from .lang import LANG, _bool

if TYPE_CHECKING:
    from ...engine.state import Game

LANG.condition_keys["extra_turn"] = _bool     # "at the end of that turn": the extra turn is being taken


@LANG.verb("extra_turn", binds=False, who=(WHO, "you"))
def extra_turn(game: Game, fr: Frame, p: Any) -> None:
    """The player takes one more turn after this one."""
    game.vars["extra_turns"] = game.vars.get("extra_turns", ()) + (player(game, fr, p.who),)


@LANG.verb("lose_game", binds=False, who=(WHO, "you"))
def lose_game(game: Game, fr: Frame, p: Any) -> None:
    """"You lose the game" (3.1: the other player wins)."""
    loser = player(game, fr, p.who)
    game.end(1 - loser, f"{fr.code}: its effect makes player {loser} lose the game")


def next_player(game: Game, current: int) -> int:
    """Who takes the turn after `current`'s (turn.begin_turn): an extra turn first."""
    v = game.vars
    extra = v.get("extra_turns", ())
    if not extra:
        return 1 - current
    v["extra_turns"] = extra[1:]
    v["extra_turn"] = (v["turn"], extra[0])
    return extra[0]


def holds(game: Game, fr: Frame) -> bool:
    """Is the turn being taken an extra turn of the ability's controller?"""
    return tuple(game.vars.get("extra_turn", ())) == (game.vars["turn"], fr.controller)
