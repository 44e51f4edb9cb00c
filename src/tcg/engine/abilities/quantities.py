"""Quantities: computed when the effect that reads them resolves, then fixed (FFTCG 11.12.4.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .records import QAmount, QCount, QCounters, QCountOf, QDiv, QHalf, QMost, QNames, QOf, QSum, QTimes

if TYPE_CHECKING:
    from ..state import Game


def bound(fr: Any, name: str) -> Any:
    """The result an earlier effect bound to `name` (None if it has not run)."""
    for n, r in fr.bind:
        if n == name:
            return r
    return None


def value(game: Game, fr: Any, q: Any) -> int:
    if type(q) is int:
        return q
    if q == "X":
        return fr.x
    if type(q) is str:
        return game.rules.ability_host.quantity(game, fr, q)
    return _FORMS[type(q)](game, fr, q)


def per_object(q: Any) -> bool:
    """Does the quantity read `{ of = "each" }` (the object a verb acts on, one at a time)?"""
    if type(q) is QOf or type(q) is QCounters:
        return q.name == "each"
    if type(q) in (QSum, QTimes):
        return any(per_object(t) for t in q.terms)
    return type(q) in (QHalf, QDiv) and per_object(q.q)


def _count(game: Game, fr: Any, q: QCount) -> int:
    from .selectors import select

    return len(select(game, fr, q.sel, game.rules.ability_host))


def _names(game: Game, fr: Any, q: QNames) -> int:
    from .selectors import select

    return len({game.objs[o].card.name for o in select(game, fr, q.sel, game.rules.ability_host)})


def _count_of(game: Game, fr: Any, q: QCountOf) -> int:
    r = bound(fr, q.name)
    return 0 if r is None else len(r.ids)


def _amount(game: Game, fr: Any, q: QAmount) -> int:
    r = bound(fr, q.name)
    return 0 if r is None else r.n


def _counters(game: Game, fr: Any, q: QCounters) -> int:
    """The object now, or as it last was (Host.counters)."""
    r = None if q.name == "self" else bound(fr, q.name)
    oid = fr.source if r is None else (r.ids[0] if r.ids else -1)
    return game.rules.ability_host.counters(game, oid).get(q.kind, 0)


def _of(game: Game, fr: Any, q: QOf) -> int:
    """A characteristic of a bound object: now if it is still where it was, else its last-known
    information."""
    host = game.rules.ability_host
    if q.name == "self":
        oid = fr.source
        if oid not in game.objs:
            return 0
        if q.char == "power":
            return host.power(game, oid)
        return game.objs[oid].damage if q.char == "damage" else game.objs[oid].card.cost
    r = bound(fr, q.name)
    if r is None or not r.ids:
        return 0
    if not r.lki:     # bound by a choice: the object itself, while it is still there
        oid = r.ids[0]
        if oid not in game.objs:
            return 0
        if q.char == "power":
            return host.power(game, oid)
        return game.objs[oid].damage if q.char == "damage" else game.objs[oid].card.cost
    info = r.lki[0]
    if info.id in game.objs and q.char == "power":
        return host.power(game, info.id)
    if q.char == "damage":
        return game.objs[info.id].damage if info.id in game.objs else 0
    return getattr(info, q.char)


def _half(game: Game, fr: Any, q: QHalf) -> int:
    return game.rules.ability_host.round_half(value(game, fr, q.q), q.round)


def _sum(game: Game, fr: Any, q: QSum) -> int:
    return sum(value(game, fr, t) for t in q.terms)


def _times(game: Game, fr: Any, q: QTimes) -> int:
    out = 1
    for t in q.terms:
        out *= value(game, fr, t)
    return out


def _div(game: Game, fr: Any, q: QDiv) -> int:
    return value(game, fr, q.q) // q.n


def _most(game: Game, fr: Any, q: QMost) -> int:
    """The highest (lowest) power or cost among what the selector finds now; 0 if it finds none
    (a card that must not act on nothing checks that first)."""
    from .selectors import select

    host = game.rules.ability_host
    ids = select(game, fr, q.sel, host)
    if not ids:
        return 0
    vals = [host.power(game, o) if q.char == "power" else game.objs[o].card.cost for o in ids]
    return max(vals) if q.highest else min(vals)


_FORMS = {QCount: _count, QNames: _names, QCountOf: _count_of, QAmount: _amount, QOf: _of, QCounters: _counters, QHalf: _half,
          QSum: _sum, QTimes: _times, QDiv: _div, QMost: _most}
