"""Positions an agent has already chosen in this turn, so that it does not go round in circles.

Some actions cost nothing and can be repeated at will: a Weiss Schwarz character moved from one
stage position to another and back again. When the evaluation likes the positions they lead to a
little more than what ending the phase leads to, an agent that judges by the evaluation alone
moves for ever (greedy did, 26,767 moves in one main phase). A chess engine knows repeated
positions; so do these agents: an option whose outcome is a position this agent has already
chosen in, this turn, as its player sees it, is not taken while another option is left.

A position is known by the player's view (`Game.view`), so the memory reads nothing hidden.

Some free actions never lead back to a position: an ability that costs nothing goes on the
stack again and again (fftcg 16-007R Black Waltz 2, "{0}: Discard 1 Job Black Mage from your
hand. When you do so, ..."), each copy making a new position. Greedy valued using it once more
as well as letting the stack resolve and used it 4,867 times in one priority; a coin-flip
player uses it or passes with equal odds, a symmetric random walk of the stack's height whose
return to empty takes, on average, for ever (a soaked game spent 2,900 actions in one Main
Phase). The rules allow every use (fftcg RULINGS.md, 13.1): the player stops. So every agent
keeps `Repeats`: while a player is offered the same options again and again, an option other
than pass is taken at most `REPEATS` times.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.choice_words import PASS
from ..engine.state import Decision

REPEATS = 3     # most times one option other than pass is taken while the same options are offered


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


class Repeats:
    """An agent's memory of what it took while a player was offered the same options at their
    decisions of one kind (other decisions in between, such as a card to discard, do not count):
    at a decision that offers "pass", an option other than pass already taken `REPEATS` times
    since those options were first offered is left out (`keep`). A free ability is then used a
    few times in a row at most, and the player passes on. What is taken is noted with `took`."""

    __slots__ = ("offered", "taken")

    def __init__(self) -> None:
        self.offered: dict[tuple, tuple] = {}    # (player, kind) -> the options last offered
        self.taken: dict[tuple, dict] = {}       # (player, kind) -> what was taken since

    def keep(self, decision: Decision, options: tuple) -> tuple:
        """Those of `options` (options of `decision`) not left out: `options` itself if none is."""
        key = (decision.player, decision.kind)
        if self.offered.get(key) != decision.options:
            self.offered[key], self.taken[key] = decision.options, {}
            return options
        taken = self.taken[key]
        if not taken or PASS not in options:
            return options
        kept = tuple(o for o in options if o == PASS or taken.get(o, 0) < REPEATS)
        return options if len(kept) == len(options) else kept

    def took(self, decision: Decision, option: Any) -> None:
        """Note that `option` was taken at `decision` (after `keep` was asked about it)."""
        taken = self.taken[decision.player, decision.kind]
        taken[option] = taken.get(option, 0) + 1
