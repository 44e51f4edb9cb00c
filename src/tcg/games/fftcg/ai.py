"""What the agents know of FFTCG (`FFTCG.ai`, engine.game_ai): the decisions worth a search node,
and how good a position is for one player, in [-1, 1]: the evaluation that search agents
(`greedy`, `mcts`) call at the leaves (`rules.ai.evaluate(game, player)`).

It weighs, in "units" (a Forward = 1 + 0.3 per 1000 power):
- damage: each player's Damage Zone against the limit (12.4.1), costlier as it fills up;
- the board: Forwards (by power, less when dull: a dull Forward cannot block) and Backups (CP
  every turn);
- cards: the hand (CP and options), capped near the hand limit (9.5.1.2);
- tempo: an attack in progress is projected to its outcome (the defender picks the block that
  is best for them), and a nearly empty deck is a danger (12.4.2);
- threats: the attacks still to come, counted as hits that no active Forward can block: the
  turn player's this turn (before their Attack Phase ends) and the opponent's next turn (all
  their Forwards stand up, against the Forwards left active), so that attacking with a Forward
  costs the blocker it would have been (NOW, NEXT; greedy with them beat greedy without them
  49-31 over 80 games on two deck pairs).

It reads only what both players may know about the board plus each player's own hand size, so
it is cheap (a few microseconds per Forward) and never needs hidden cards.

>>> import tcg
>>> g = tcg.new_game("fftcg", seed=1)
>>> -1.0 <= g.rules.ai.evaluate(g, 0) <= 1.0
True
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ...engine.game_ai import GameAI
from .base import ATTACKING, BLOCKING
from .chars import chars
from .combat import can_attack, can_block

if TYPE_CHECKING:
    from ...engine.state import Game

# The weights were tuned by greedy-against-greedy matches (200 games per change, two deck pairs).
HAND = 0.5             # a card in hand (worth less than what it becomes once played)
BACKUP = 1.7           # a Backup: 1 CP every turn
FORWARD = 1.0          # a Forward, plus its power per 1000
PER_1000 = 0.3
DULL = 0.8             # a dull Forward cannot block
MONSTER = 0.8
DAMAGE = 1.6           # one point of damage, at the start
DAMAGE_CURVE = 2.5     # damage near the limit weighs up to this many times more
SCALE = 12.0           # units that make tanh reach 0.76
NOW = 0.5              # an unblockable attack still to come this turn, as a share of the hit
NEXT = 0.35            # one the opponent can make on their next turn
CAP = 0.95             # a position is never as good as a win


def _forward_value(game: Game, oid: int) -> float:
    c = chars(game, oid)
    p = c.power if c.power > 0 else 0
    v = FORWARD + PER_1000 * p / 1000
    return v * DULL if game.objs[oid].tapped else v


def _damage_cost(n: int, limit: int) -> float:
    """The cost of having taken `n` damage, convex in n/limit."""
    if limit <= 0:
        return 0.0
    x = min(n, limit) / limit
    return DAMAGE * limit * (x + (DAMAGE_CURVE - 1) * x * x / 2)


def _material(game: Game, p: int) -> float:
    objs = game.objs
    m = 0.0
    for oid in game.zones[f"field{p}"]:
        card = objs[oid].card
        if chars(game, oid).forward:
            m += _forward_value(game, oid)
        elif card.type == "backup":
            m += BACKUP
        else:
            m += MONSTER
    hand = len(game.zones[f"hand{p}"])
    cap = game.vars.get("hand_limit", 5) + 2
    m += HAND * (hand if hand <= cap else cap + 0.3 * (hand - cap))
    deck = len(game.zones[f"deck{p}"])
    if deck < 6:
        m -= (6 - deck) * 1.5
    return m


def _exchange(game: Game, attackers: list[int], blocker: int) -> tuple[float, float]:
    """Material lost by (attacker, defender) if `blocker` blocks `attackers` (10.1.4.2)."""
    total = 0
    for a in attackers:
        c = chars(game, a)
        total += c.power if c.power > 0 else 0
    bc = chars(game, blocker)
    bpow = bc.power if bc.power > 0 else 0
    lost_def = _forward_value(game, blocker) if total >= bpow - game.objs[blocker].damage else 0.0
    lost_att = 0.0
    if len(attackers) == 1:
        a = attackers[0]
        ac = chars(game, a)
        if bpow >= ac.power - game.objs[a].damage:
            lost_att = _forward_value(game, a)
    return lost_att, lost_def


def _combat(game: Game, tp: int) -> float:
    """The projected gain of the turn player `tp` from the attack in progress (0 if none)."""
    v = game.vars
    if v.get("phase") != "attack" or not v.get("attack") or v.get("step") not in ("declaration", "block"):
        return 0.0     # at the damage step the damage has been dealt
    objs = game.objs
    attackers = [a for a in v["attack"] if a in objs and objs[a].marks & ATTACKING]
    if not attackers:
        return 0.0
    q = 1 - tp
    limit = v.get("damage_limit", 7)
    dmg = len(game.zones[f"damage{q}"])
    hit = _damage_cost(dmg + 1, limit) - _damage_cost(dmg, limit)
    d = game.decision
    decided = v.get("step") == "block" and not (d is not None and d.kind == "block")
    if decided:
        b = v.get("blocker", 0)
        if not (v.get("was_blocked") and b in objs and objs[b].marks & BLOCKING):
            return hit if not v.get("was_blocked") else 0.0
        la, ld = _exchange(game, attackers, b)
        return ld - la
    best = hit     # the defender picks the block that is best for them
    for b in game.zones[f"field{q}"]:
        o = objs[b]
        if o.tapped or not chars(game, b).forward or "cannot_block" in chars(game, b).flags:
            continue
        la, ld = _exchange(game, attackers, b)
        best = min(best, ld - la)
    return best


def _hits(game: Game, attackers: int, blockers: int, q: int, limit: int) -> float:
    """The cost to `q` of the attackers that no blocker can stop (one hit each)."""
    n = attackers - blockers
    if n <= 0:
        return 0.0
    d = len(game.zones[f"damage{q}"])
    return _damage_cost(d + n, limit) - _damage_cost(d, limit)


def _threat(game: Game, tp: int, limit: int) -> float:
    """The attacks still to come, for the turn player `tp`: theirs this turn (Forwards that can
    still attack against the opponent's active Forwards), less the opponent's next turn (all
    their Forwards, which stand up, against the Forwards `tp` leaves active: an attack made now
    leaves one blocker less, 10.1.3.1.1)."""
    q = 1 - tp
    objs = game.objs
    mine = theirs = my_attackers = 0
    for oid in game.zones[f"field{tp}"]:
        if chars(game, oid).forward:
            if can_block(game, oid):
                mine += 1
            if can_attack(game, tp, oid):
                my_attackers += 1
    their_forwards = 0
    for oid in game.zones[f"field{q}"]:
        if chars(game, oid).forward:
            their_forwards += 1
            if not objs[oid].tapped:
                theirs += 1
    gain = 0.0
    if game.vars.get("phase") in ("active", "draw", "main1", "attack"):
        gain += NOW * _hits(game, my_attackers, theirs, q, limit)
    return gain - NEXT * _hits(game, their_forwards, mine, tp, limit)


def score(game: Game, player: int) -> float:
    """The unbounded score of `player` in card units (positive: ahead)."""
    q = 1 - player
    limit = game.vars.get("damage_limit", 7)
    s = _material(game, player) - _material(game, q)
    s += _damage_cost(len(game.zones[f"damage{q}"]), limit) - _damage_cost(len(game.zones[f"damage{player}"]), limit)
    tp = game.vars.get("tp", 0)
    c = _combat(game, tp)
    s += c if tp == player else -c
    if NOW or NEXT:
        t = _threat(game, tp, limit)
        s += t if tp == player else -t
    return s


def evaluate(game: Game, player: int) -> float:
    """The value of `game` for `player`: 1 won, -1 lost, 0 a draw; in between a position."""
    res = game.result
    if res is not None:
        return 0.0 if res.winner is None else (1.0 if res.winner == player else -1.0)
    return CAP * math.tanh(score(game, player) / SCALE)


class FftcgAI(GameAI):
    quiet_kinds = frozenset({"priority", "attack", "block", "go_first", "first", "mulligan"})
    evaluate = staticmethod(evaluate)


AI = FftcgAI()
