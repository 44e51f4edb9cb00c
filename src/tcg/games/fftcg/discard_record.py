"""Whether a player has discarded a card from their hand due to the other player's Summons or
abilities this turn (fflate2): "if your opponent has discarded a card from their hand due to your
Summons or abilities this turn" (the condition `opponent_discarded_this_turn`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lang import LANG, _bool

if TYPE_CHECKING:
    from ...engine.state import Game

LANG.condition_keys["opponent_discarded_this_turn"] = _bool


def note(game: Game, player: int, cause: int) -> None:
    """`player` discarded due to an effect `cause` controls (host.discarded)."""
    if cause != player:
        game.pvars[player]["discarded_for_opponent"] = game.vars.get("turn", 0)


def holds(game: Game, me: int, value: bool) -> bool:
    """Has `me`'s opponent discarded a card due to `me`'s Summons or abilities this turn?"""
    return (game.pvars[1 - me].get("discarded_for_opponent") == game.vars.get("turn", 0)) == value
