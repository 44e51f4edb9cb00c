"""Positions an agent has already chosen in this turn, so that it does not go round in circles.

Some actions cost nothing and can be repeated at will: a Weiss Schwarz character moved from one
stage position to another and back again. When the evaluation likes the positions they lead to a
little more than what ending the phase leads to, an agent that judges by the evaluation alone
moves for ever (greedy did, 26,767 moves in one main phase). A chess engine knows repeated
positions; so do these agents: an option whose outcome is a position this agent has already
chosen in, this turn, as its player sees it, is not taken while another option is left.

A position is known by the player's view (`Game.view`), so the memory reads nothing hidden.
"""

from __future__ import annotations

import json
from typing import Any


def position_key(game: Any, player: int) -> int:
    """What `player` sees of `game`, as one number (the same position gives the same number)."""
    return hash(json.dumps(game.view(player), sort_keys=True, default=str))


class Seen:
    """The positions in which an agent chose during the current turn of its game."""

    __slots__ = ("turn", "keys")

    def __init__(self) -> None:
        self.turn: Any = None
        self.keys: set[int] = set()

    def enter(self, game: Any, player: int) -> None:
        """Note the position of a decision of `player` (a new turn forgets the old ones)."""
        turn = game.vars.get("turn")
        if turn != self.turn:
            self.turn, self.keys = turn, set()
        self.keys.add(position_key(game, player))

    def repeats(self, outcome: Any, player: int) -> bool:
        """Is `outcome` (the game after an option) a position already chosen in this turn?"""
        return outcome.result is None and outcome.vars.get("turn") == self.turn \
            and position_key(outcome, player) in self.keys
