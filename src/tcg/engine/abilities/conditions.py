"""Conditions: "if you control…", "if you do", "for as long as…" (docs/abilities.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .quantities import bound, value
from .records import CAll, CAny, CCompare, CCount, CDid, CGame, CInZone, CNot, CPhase, CTurn
from .selectors import _OPS, select

if TYPE_CHECKING:
    from ..state import Game


def holds(game: Game, fr: Any, c: Any) -> bool:
    """Does condition `c` hold now, for the ability whose frame is `fr`? None holds."""
    if c is None:
        return True
    return _FORMS[type(c)](game, fr, c)


def did(r: Any) -> bool:
    """Did an effect's result change something ("if you do")?"""
    return r is not None and (bool(r.ids) or r.n > 0)


def _count(game: Game, fr: Any, c: CCount) -> bool:
    n = len(select(game, fr, c.sel, game.rules.ability_host))
    return _OPS[c.cmp.op](n, value(game, fr, c.cmp.q))


def _in_zone(game: Game, fr: Any, c: CInZone) -> bool:
    host = game.rules.ability_host
    if c.ref == "self":
        ids: tuple = (fr.source,)
    else:
        r = bound(fr, c.ref)
        ids = () if r is None else r.ids
    # "if X is on your field": the same object, in that zone of its controller's
    return any(o in game.objs and host.zone_name(game.objs[o].zone) == c.zone
               and game.objs[o].controller == fr.controller for o in ids)


def _turn(game: Game, fr: Any, c: CTurn) -> bool:
    mine = game.rules.ability_host.turn_player(game) == fr.controller
    return mine == (c.whose == "yours")


_FORMS = {
    CCount: _count,
    CDid: lambda g, fr, c: did(bound(fr, c.name)),
    CNot: lambda g, fr, c: not holds(g, fr, c.c),
    CAll: lambda g, fr, c: all(holds(g, fr, x) for x in c.cs),
    CAny: lambda g, fr, c: any(holds(g, fr, x) for x in c.cs),
    CCompare: lambda g, fr, c: _OPS[c.op](value(g, fr, c.a), value(g, fr, c.b)),
    CTurn: _turn,
    CPhase: lambda g, fr, c: g.rules.ability_host.phase(g) == c.phase,
    CInZone: _in_zone,
    CGame: lambda g, fr, c: g.rules.ability_host.game_condition(g, fr, c.key, c.value),
}
