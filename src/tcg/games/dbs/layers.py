"""Continuous effects in the order of dbs-masters 9-9-1: printed information (9-9-1-1), then the
non-numeric effects (9-9-1-2: keywords gained, op "grant"), then the numeric ones (9-9-1-3).
Among numeric effects a set value beats modifications (0-2-7; 23-4-2: 'power becomes 1 for the
battle' with '+40000 for the turn' reads 1), the latest set value winning (timestamps, RULINGS
D73). Each effect's layer is data: `Effect.layer` 0 = non-numeric, 1 = modification, 2 = set."""

from __future__ import annotations

from ...engine.state import Game

NON_NUMERIC, MODIFY, SET = 0, 1, 2
SERVANT_POWER = 10000


def layered_power(game: Game, oid: int, base: int) -> int:
    """`base` (printed + [Permanent]) with the power effects on `oid` applied by layer."""
    total = base
    set_to = None
    set_ts = -1
    for e in game.effects:
        if oid not in e.targets:
            continue
        if e.op == "power":
            total += e.value
        elif e.op == "set_power" and e.ts > set_ts:
            set_to, set_ts = e.value, e.ts
    return total if set_to is None else set_to


def permanent_bonus(o) -> int:
    """[Servant] (22-40-2): +10000 power while in the Battle Area; a printed [Permanent], so it is
    part of the card's own information before the effects (9-9-1-1)."""
    if o.card.masters and o.zone[:-1] == "battle" and any(s.kind == "servant" for s in o.card.masters):
        return SERVANT_POWER
    return 0


def stays_rested(o) -> bool:
    """[Servant] (22-40-2): it can't switch to Active Mode during its owner's Charge Phase."""
    return bool(o.card.masters) and any(s.kind == "servant" for s in o.card.masters)


def clamp(n: int) -> int:
    """Numbers other than power are never below 0 (0-2-11; power may be, 2-7-2)."""
    return n if n > 0 else 0
