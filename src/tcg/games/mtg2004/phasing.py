"""Phasing (502.15, 217.8, 302.1): in its controller's untap step, before anything untaps, a
permanent with phasing phases out, and the permanents that player controlled when they phased out
phase in, all at once. A phased-out permanent is in the phased-out zone: it is not in play, but it
is the same object when it comes back (217.8c, 502.15f: an exception to 217.1c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import clear_combat_marks
from .chars import attachments, chars
from .zones import leaving

if TYPE_CHECKING:
    from ...engine.state import Game


def _move(game: Game, oid: int, zone: str) -> None:
    """Move an object between in play and phased out without making a new object."""
    o = game.w(oid)
    game.zones[o.zone].remove(oid)
    game.zones[zone].append(oid)
    o.zone = zone


def phase(game: Game, p: int) -> None:
    """302.1, 502.15b: player `p`'s phasing permanents phase out and those they controlled when
    they phased out phase in, simultaneously."""
    info = game.vars.get("phased_info", ())
    back = [(oid, direct) for oid, ctrl, direct in info if ctrl == p and direct and oid in game.objs]
    out = [oid for oid in game.zones["play"]
           if game.objs[oid].controller == p and "phasing" in chars(game, oid).keywords]
    if not back and not out:
        return
    keep = [e for e in info if not (e[1] == p and e[2])]
    for oid, _ in back:                       # with what phased out along with it (502.15i)
        group = [oid] + [a for a, ctrl, d in info if not d and _carried_by(game, a) == oid]
        keep = [e for e in keep if e[0] not in group]
        for x in group:
            if x in game.objs and game.objs[x].zone == "phased":
                _move(game, x, "play")        # 502.15d: no comes-into-play abilities; 502.15k: same timestamp
                game.w(x).since = game.vars["turn"] - 1   # 502.15m: as though it had haste
    for oid in out:
        carried = [a for a in attachments(game, oid) if a in game.objs and game.objs[a].zone == "play"]
        for x in [oid] + carried:
            keep.append((x, game.objs[x].controller, x == oid))
            _phase_out(game, x)
    game.vars["phased_info"] = tuple(keep)
    game.cache.clear()


def _carried_by(game: Game, a: int) -> int:
    for x, h in game.vars.get("attached", ()):
        if x == a:
            return h
    return 0


def _phase_out(game: Game, oid: int) -> None:
    leaving(game, oid, "phased")              # 502.15d: leaves-play abilities trigger
    clear_combat_marks(game, oid)
    o = game.w(oid)
    o.damage = 0                              # 502.15e
    _move(game, oid, "phased")
    # 502.15g: effects with a duration and delayed triggers about it no longer affect it.
    game.effects = [e._replace(targets=tuple(t for t in e.targets if t != oid)) if e.until and oid in e.targets
                    else e for e in game.effects]
    game.effects = [e for e in game.effects if e.targets or not e.until]
    if game.vars.get("delayed"):
        game.vars["delayed"] = tuple(d for d in game.vars["delayed"] if d[1] != oid)
    if o.card.token:                          # 217.8d: it ceases to exist (a state-based effect)
        game.vars["gone"] = game.vars.get("gone", ()) + (oid,)
