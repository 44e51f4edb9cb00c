"""Selectors: which objects an effect, a count or a trigger is about (docs/abilities.md).

A selector compiles once, on first use, into a predicate `(game, frame, oid) -> bool` made of
only the checks it needs; `frame` gives the point of view (controller, source, bindings).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .records import Sel

if TYPE_CHECKING:
    from ..state import Game
    from .host import Host

_OPS: dict[str, Callable[[int, int], bool]] = {
    "le": int.__le__, "ge": int.__ge__, "eq": int.__eq__, "lt": int.__lt__, "gt": int.__gt__, "ne": int.__ne__,
}


def compile_sel(sel: Sel, host: Host) -> Callable:

    checks: list[Callable] = []
    add = checks.append
    if sel.controller == "each":      # inside each_player: the player whose turn of the loop it is
        add(lambda g, fr, oid: g.objs[oid].controller == fr.each_player)
    elif sel.controller != "any":
        you = sel.controller == "you"
        add(lambda g, fr, oid: (g.objs[oid].controller == fr.controller) == you)
    if sel.owner == "each":
        add(lambda g, fr, oid: g.objs[oid].owner == fr.each_player)
    elif sel.owner != "any":
        own = sel.owner == "you"
        add(lambda g, fr, oid: (g.objs[oid].owner == fr.controller) == own)
    if sel.type:
        add(host.type_check(sel.type))
    for key in ("name", "job", "category", "trait", "element"):
        want = getattr(sel, key)
        if not want:
            continue
        match = host.value_match(key)
        if match is not None:                 # values effects may change: read as they are now
            wanted = want if isinstance(want, tuple) else (want,)
            add(lambda g, fr, oid, m=match, w=wanted: m(g, oid, w))
            continue
        attr, many = host.card_keys[key]      # the card's attribute; does it hold several values?
        if many and isinstance(want, tuple):
            add(lambda g, fr, oid, a=attr, w=want: any(v in w for v in getattr(g.objs[oid].card, a)))
        elif many:
            add(lambda g, fr, oid, a=attr, w=want: w in getattr(g.objs[oid].card, a))
        elif isinstance(want, tuple):
            add(lambda g, fr, oid, a=attr, w=want: getattr(g.objs[oid].card, a) in w)
        else:
            add(lambda g, fr, oid, a=attr, w=want: getattr(g.objs[oid].card, a) == w)
    if sel.name_has:
        add(lambda g, fr, oid, w=sel.name_has: w in g.objs[oid].card.name)
    for key, read in (("cost", lambda g, oid: g.objs[oid].card.cost), ("power", host.power)):
        c = getattr(sel, key)
        if c is not None:
            add(_compare(read, c))
    if sel.status is not None:
        dull = sel.status == "dull"
        add(lambda g, fr, oid: g.objs[oid].tapped == dull)
    if sel.damaged is not None:
        dmg = sel.damaged
        add(lambda g, fr, oid: (g.objs[oid].damage > 0) == dmg)
    if sel.other:
        add(lambda g, fr, oid: oid != fr.source)
    if sel.token is not None:
        tok = sel.token
        add(lambda g, fr, oid: host.is_token(g, oid) == tok)
    if sel.same_name_as is not None:
        name = sel.same_name_as
        add(lambda g, fr, oid: g.objs[oid].card.name in _bound_names(g, fr, name))
    if sel.among is not None:
        among = sel.among
        add(lambda g, fr, oid: oid in _bound_ids(fr, among))
    if sel.counters is not None:
        kind, cmp = sel.counters
        add(_compare(lambda g, oid: host.counters(g, oid).get(kind, 0), cmp))
    if sel.not_ is not None:
        inner = sel.not_
        add(lambda g, fr, oid: not matches(g, fr, inner, oid, host))
    if sel.any_of:
        alts = sel.any_of
        add(lambda g, fr, oid: any(matches(g, fr, s, oid, host) for s in alts))
    for key, v in sel.extra:
        add(host.game_selector(key, v))
    if not checks:
        return lambda g, fr, oid: True
    return _chain(checks)


def _compare(read: Callable, c: Any) -> Callable:
    """The check `read(game, oid) <op> c.q`; a constant `c.q` is compared as it is, without
    computing a quantity for each object."""
    from .quantities import value

    op = _OPS[c.op]
    if isinstance(c.q, int):
        n = c.q
        return lambda g, fr, oid: op(read(g, oid), n)
    q = c.q
    return lambda g, fr, oid: op(read(g, oid), value(g, fr, q))


def _chain(checks: list[Callable]) -> Callable:
    """One predicate that runs the checks in order and stops at the first that fails."""
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda g, fr, oid: a(g, fr, oid) and b(g, fr, oid)
    if len(checks) == 3:
        a, b, c = checks
        return lambda g, fr, oid: a(g, fr, oid) and b(g, fr, oid) and c(g, fr, oid)
    a, b, c = checks[:3]
    rest = _chain(checks[3:])
    return lambda g, fr, oid: a(g, fr, oid) and b(g, fr, oid) and c(g, fr, oid) and rest(g, fr, oid)


def _bound_names(game: Game, fr: Any, name: str) -> set[str]:
    """The names of the objects bound to `name`: as they last were if they have moved (last-known
    information), else as they are (a choice binds the objects themselves)."""
    for n, r in fr.bind:
        if n == name:
            if r.lki:
                return {x.name for x in r.lki}
            return {game.objs[o].card.name for o in r.ids if o in game.objs}
    return set()


def _bound_ids(fr: Any, name: str) -> tuple:
    for n, r in fr.bind:
        if n == name:
            return r.ids
    return ()


def predicate(sel: Sel, host: Host) -> Callable:
    p = sel.pred
    if p is None:
        p = compile_sel(sel, host)
        object.__setattr__(sel, "pred", p)   # a cache, not part of the record's value
    return p


def matches(game: Game, fr: Any, sel: Sel, oid: int, host: Host) -> bool:
    """Does object `oid` match, wherever it is (the zone is not checked)?"""
    return predicate(sel, host)(game, fr, oid)


def zone_candidates(game: Game, fr: Any, sel: Sel, host: Host) -> list[int]:
    """The objects in the zones the selector looks at: the play area unless it names a zone; in
    a player's zone, `controller` means whose zone it is."""
    zone = sel.zone or "field"
    if zone in host.shared_zones:
        return list(host.zone_ids(game, zone, 0))
    me = fr.controller
    who = sel.controller if sel.controller != "any" else sel.owner
    if who == "each":
        return list(host.zone_ids(game, zone, fr.each_player))
    if who == "you":
        return list(host.zone_ids(game, zone, me))
    n = host.players(game)
    if n == 2:
        if who == "opponent":
            return list(host.zone_ids(game, zone, 1 - me))
        return host.zone_ids(game, zone, 0) + host.zone_ids(game, zone, 1)
    if who == "opponent":
        return [o for p in range(n) if p != me for o in host.zone_ids(game, zone, p)]
    return [o for p in range(n) for o in host.zone_ids(game, zone, p)]


def select(game: Game, fr: Any, sel: Sel, host: Host) -> list[int]:
    """Every object the selector finds now."""
    pred = sel.pred or predicate(sel, host)
    if sel.among is not None:    # "among them": the bound objects still where they were, wherever that is
        objs = game.objs         # (with a `zone`: those of them in it, "if that Forward is put into the Break Zone")
        return [oid for oid in _bound_ids(fr, sel.among) if oid in objs and pred(game, fr, oid)
                and (sel.zone is None or host.zone_name(objs[oid].zone) == sel.zone)]
    zone = sel.zone or "field"
    if zone not in host.shared_zones:
        who = sel.controller if sel.controller != "any" else sel.owner
        if who == "you":     # the common case, without building a list of candidates first
            return [oid for oid in host.zone_ids(game, zone, fr.controller) if pred(game, fr, oid)]
    return [oid for oid in zone_candidates(game, fr, sel, host) if pred(game, fr, oid)]
