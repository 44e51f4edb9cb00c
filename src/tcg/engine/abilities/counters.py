"""Counters on objects, common to card games ("place 1 Monster Counter on X", "remove 2 Item
Counters from X"): `Obj.counters` by kind. A zone change makes a new object without them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .language import REF, STR, Q
from .quantities import value
from .run import Frame, Res, refs
from .verbs import KERNEL

if TYPE_CHECKING:
    from ..state import Game


def add(game: Game, oid: int, kind: str, n: int) -> int:
    """Put n counters of `kind` on the object (n < 0 removes, never below 0); returns the change."""
    have = (game.objs[oid].counters or {}).get(kind, 0)
    new = max(0, have + n)
    if new != have:
        o = game.w(oid)
        c = dict(o.counters or {})
        if new:
            c[kind] = new
        else:
            c.pop(kind, None)
        o.counters = c or None
        game.event("counters", oid, kind, new - have)
        if new < have:
            game.rules.ability_host.counters_removed(game, oid, kind, have - new)
    return new - have


@KERNEL.verb("place_counters", to=(REF, ...), n=(Q, 1), kind=(STR, ...))
def place_counters(game: Game, fr: Frame, p: Any) -> Res:
    """"Place 2 Bounty Counters on it": `n` is computed now ("for each Backup you control")."""
    n = value(game, fr, p.n)
    ids = [o for o in refs(game, fr, p.to) if o in game.objs and n > 0 and add(game, o, p.kind, n)]
    return Res(tuple(ids), (), n * len(ids))


@KERNEL.verb("remove_counters", to=(REF, ...), n=(Q, 1), kind=(STR, ...))
def remove_counters(game: Game, fr: Frame, p: Any) -> Res:
    """"Remove 1 Shuriken Counter from X": as many as it has, up to `n`; the result's `n` is how
    many were removed (none: "if you do so" is false)."""
    n = value(game, fr, p.n)
    ids, gone = [], 0
    for o in refs(game, fr, p.to):
        if o in game.objs:
            k = -add(game, o, p.kind, -n)
            if k:
                ids.append(o)
                gone += k
    return Res(tuple(ids), (), gone)
