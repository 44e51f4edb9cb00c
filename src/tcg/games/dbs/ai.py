"""What the agents know of DBS, both editions (`DBS.ai`, engine.game_ai): the decisions worth a
search node, how the search treats them, and the evaluation of a position."""

from __future__ import annotations

from types import MappingProxyType

from ...engine.game_ai import GameAI
from ...engine.state import Game
from . import battle
from .reading import power


class DbsAI(GameAI):
    quiet_kinds = frozenset({"main", "charge", "block", "first", "mulligan", "redraw"})
    option_objects = {k: (1,) for k in (
        "play", "charge", "combo", "skill", "extra", "counter", "energy", "over_realm", "arrival", "aegis",
        "swap", "absorb", "successor", "unison", "unison_stack", "z_play", "z_extra", "awaken")}
    option_objects.update(attack=(1, 2), evolve=(1, 2))
    # Every play of a main phase adds to the evaluation: without it, the one option the search
    # took further looked better than the others (docs/agents.md, version 6).
    turn_horizon = True
    # A battle lists passing after the combos: valued at its payment, a combo tied with passing
    # and the cheap policy took it, spending a card for nothing (docs/agents.md, version 10).
    look_through = True
    # A decision that continues an action gets the whole budget (up to 100 iterations an option),
    # not a share: a battle's combos (`offense`, `defense`) decide it. A main phase is a run of
    # decisions: each search goes on with what the last one found below its choice (docs/agents.md,
    # "Version 9").
    search_options = MappingProxyType({"minor": 1.0, "minor_iterations": 100, "reuse": True})

    def evaluate(self, game: Game, player: int) -> float:
        """Life race: each life card is 1/8 of a game, and each of the last three lost costs
        `LOW_LIFE` more; the board counts as fractions of a life card (battle cards by power,
        energy, the hand), so that greedy and mcts play cards (greedy beat random 16 of 20 games
        without it, 20 of 20 with it; tcg.agents). The weights were fitted to who won 3,000
        greedy games, then checked in play (docs/agents.md, "The dbs evaluation refitted"): a card
        in hand is a combo or a play to come, worth more than the 0.15 of a life it was, and an
        energy more than a card in hand (or charging would never pay)."""
        if game.result is not None:
            return 0.0 if game.result.winner is None else (1.0 if game.result.winner == player else -1.0)

        def card(oid: int) -> float:
            return 0.3 + 0.02 * max(power(game, oid), 0) / 1000

        def side(p: int) -> float:
            z = game.zones
            life = len(z[f"life{p}"])
            v = life - LOW_LIFE * max(0, 3 - life) + ENERGY * len(z[f"energy{p}"]) \
                + HAND * min(len(z[f"hand{p}"]), 8)
            for oid in z[f"battle{p}"]:
                v += card(oid)
            return v
        score = side(player) - side(1 - player)
        d = battle.winning_attack(game)       # the battle in progress, as if it ended now
        if d:
            kind = game.objs[d].card.type     # a Leader loses its strike count of life, a Battle card itself
            loss = battle.strike(game, game.vars["attacker"]) if kind == "Leader" else 0.3 if kind == "Unison" else card(d)
            score += loss if game.objs[d].controller != player else -loss
        return max(-0.95, min(0.95, score / 8))


# `DbsAI.evaluate`'s weights, in life cards (fitted, then checked in play: greedy with them beat
# greedy with 0.25, 0.15 and 0 in 170 of 200 dbscg games and 185 of 200 dbs-masters games)
ENERGY = 0.8
HAND = 0.6
LOW_LIFE = 0.7


AI = DbsAI()
