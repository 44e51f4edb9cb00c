"""[AUTO] abilities: the events they wait for, and triggering them (each waits for the next
check timing, abilities.check_timing)."""

from __future__ import annotations

from .base import CLIMAX, CLOCK, SLOTS, STAGE_ZONES, Trigger
from .board import condition

# The events [AUTO] abilities wait for (cards.Ability.when): a module that fires one declares it
# with `event` and fires it by that name; the card loader refuses any other `when`.
WHENS: set[str] = set()


def event(*names: str) -> tuple[str, ...]:
    WHENS.update(names)
    return names


def fire(game, p: int, oids, when: str, subject: int = 0) -> None:
    """Trigger p's automatic abilities `when` of the objects `oids` (their own abilities and
    those granted by effects); each waits for the next check timing."""
    objs = game.objs
    for oid in oids:
        o = objs.get(oid)
        if o is None:
            continue
        idx = o.card.autos.get(when)
        if idx:
            ability = o.card.ability
            for i in idx:
                if _active(game, p, oid, ability[i], subject):
                    game.pending.append(Trigger(p, oid, o.card.code, i, subject))
    if game.effects:
        for e in game.effects:
            if e.op == "grant":
                for t in e.targets:
                    if t in oids and t in objs:
                        code, i = e.value
                        if game.rules.cards[code].ability[i].when == when:
                            game.pending.append(Trigger(p, t, code, i, subject))


def _active(game, p, oid, ab, subject=0) -> bool:
    """An [AUTO] ability works from its zone: the stage, the climax area, the clock (Shift) or
    the top of the clock (Alarm); then its condition."""
    z = game.objs[oid].zone[:-1]
    if ab.zone == "stage":
        ok = z in SLOTS or (z == "climax" and game.objs[oid].card.type == "Climax") or z == "waiting"
    elif ab.zone == "clock_top":
        ok = z == "clock" and game.zones[CLOCK[p]][-1] == oid
    else:
        ok = z == ab.zone
    return ok and condition(game, p, oid, ab.condition, subject)


def fire_zone(game, p: int, when: str) -> None:
    """Phase-start triggers of p: the stage, the climax area and the clock."""
    zones = game.zones
    oids = [z[0] for name in STAGE_ZONES[p] if (z := zones[name])]
    oids += zones[CLIMAX[p]]
    oids += zones[CLOCK[p]]
    fire(game, p, oids, when)
