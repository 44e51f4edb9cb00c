"""What the agents know of MTG (`MTG2004.ai`, engine.game_ai): the decisions worth a search node
and the evaluation of a position."""

from __future__ import annotations

import math

from ...engine.game_ai import GameAI
from ...engine.state import Game
from .base import ATTACKING, BLOCKED, BLOCKING
from .chars import chars


class MtgAI(GameAI):
    quiet_kinds = frozenset({"priority", "attack", "block", "mulligan"})

    def quiet(self, game: Game) -> bool:
        """As the kernel's, but priority offering only passing and mana abilities is no choice
        worth a search node: the mana would burn (300.3) with nothing to spend it on. Without
        this, a turn is ~16 such decisions and a search never sees past its own turn."""
        if not super().quiet(game):
            return False
        d = game.decision
        return d is None or d.kind != "priority" or any(o[0] not in ("pass", "mana") for o in d.options)

    def evaluate(self, game: Game, player: int) -> float:
        """A heuristic in [-1, 1], in points of life: life (each point dearer below 8), creatures
        (power, toughness), other permanents, lands up to 7, and cards in hand (tcg.agents)."""
        if game.result is not None:
            w = game.result.winner
            return 0.0 if w is None else (1.0 if w == player else -1.0)
        score = 0.0
        lands = [0, 0]
        for p, sign in ((player, 1), (1 - player, -1)):
            pv = game.pvars[p]
            life = pv["life"]
            # mana left floating will burn (300.3) and the land that made it is spent
            score += sign * (life - 0.5 * max(0, 8 - life) + 1.0 * len(game.zones[f"hand{p}"]) - 1.5 * sum(pv["pool"]))
        for oid in game.zones["play"]:
            o = game.objs[oid]
            sign = 1 if o.controller == player else -1
            c = chars(game, oid)
            if "Creature" in c.types:
                score += sign * (1.0 + 1.5 * max(c.power, 0) + 0.5 * max(c.toughness, 0))
            elif "Land" in c.types:
                lands[o.controller] += 1
            else:
                score += sign * 1.5
        score += 1.2 * (min(lands[player], 7) - min(lands[1 - player], 7))
        if game.vars.get("step") in ("declare_attackers", "declare_blockers"):
            gain = self._combat_gain(game)
            score += gain if game.vars["tp"] == player else -gain
        return math.tanh(score / 20)

    @staticmethod
    def _combat_gain(game: Game) -> float:
        """The attack in progress, projected for the evaluation: unblocked attackers hit (before
        blocks, the defender's untapped creatures stop the strongest ones), blocked ones trade."""
        objs, v = game.objs, game.vars
        att = [a for a in v.get("attackers", ()) if a in objs and objs[a].marks & ATTACKING]
        if v["step"] == "declare_attackers":
            free = sum(1 for oid in game.zones["play"] if objs[oid].controller != v["tp"] and not objs[oid].tapped
                       and "Creature" in chars(game, oid).types)
            powers = sorted((max(chars(game, a).power, 0) for a in att), reverse=True)
            return 1.0 * sum(powers[free:])
        gain = 0.0
        for a in att:
            ca = chars(game, a)
            if not objs[a].marks & BLOCKED:
                gain += max(ca.power, 0)
                continue
            for b, x in v.get("blocks", ()):
                if x == a and b in objs and objs[b].marks & BLOCKING:
                    cb = chars(game, b)
                    if ca.power >= cb.toughness:
                        gain += 1.0 + 1.5 * max(cb.power, 0) + 0.5 * max(cb.toughness, 0)
                    if cb.power >= ca.toughness:
                        gain -= 1.0 + 1.5 * max(ca.power, 0) + 0.5 * max(ca.toughness, 0)
        return gain


AI = MtgAI()
