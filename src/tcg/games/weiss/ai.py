"""What the agents know of Weiss Schwarz (`Weiss.ai`, engine.game_ai): the decisions worth a
search node, and the evaluation of a position."""

from __future__ import annotations

from ...engine.game_ai import GameAI
from ...engine.state import Game
from .base import SLOTS
from .board import stats


class WeissAI(GameAI):
    quiet_kinds = frozenset({"main", "clock", "climax", "attack", "mulligan"})
    # Plays and attacks add to the evaluation all turn: without the rest of the turn played on,
    # the option searched furthest looked better than its siblings for that alone (docs/agents.md,
    # version 8). Options naming a card of the hand are the same move for each copy of it.
    turn_horizon = True
    option_objects = {k: (1,) for k in ("play", "clock", "discard", "climax", "counter", "backup")}

    def evaluate(self, game: Game, player: int) -> float:
        """Damage race: each clock point is 1/28 of a game; the board counts as fractions of a
        clock point (characters on stage by power, stock, hand), so that search agents build a
        stage (with damage alone every play looked alike and mcts kept ending its main phase)."""
        if game.result is not None:
            return 0.0 if game.result.winner is None else (1.0 if game.result.winner == player else -1.0)
        zones = game.zones
        st = None

        def side(p):
            nonlocal st
            v = -7 * len(zones[f"level{p}"]) - len(zones[f"clock{p}"])
            v += 0.1 * len(zones[f"stock{p}"]) + 0.15 * min(len(zones[f"hand{p}"]), 7)
            for i, s in enumerate(SLOTS):
                z = zones[f"{s}{p}"]
                if z:
                    if st is None:
                        st = stats(game)
                    v += (0.6 if i < 3 else 0.3) + 0.05 * max(st[z[0]][0], 0) / 1000
            return v
        return max(-0.95, min(0.95, (side(player) - side(1 - player)) / 28))


AI = WeissAI()
