"""Characteristics of objects in play: printed values, then continuous effects in the six layers
of 418.5a. Implemented so far: layer 5 (abilities gained) and layer 6 (P/T: characteristic-
defining abilities first, then counters, then the other effects in timestamp order, 418.5a and
the glossary's *Marqueur*). Static abilities are read from the permanents in play (418.4); the
effects of resolved spells and abilities are in `game.effects`, with their affected set locked
(418.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ...engine.state import Game


class Chars(NamedTuple):
    power: int
    toughness: int
    keywords: frozenset
    types: tuple
    subtypes: tuple
    colors: frozenset
    no_untap: bool


def host_of(game: Game, aura: int) -> int:
    """The object an Aura enchants (0: none)."""
    for a, h in game.vars.get("attached", ()):
        if a == aura:
            return h
    return 0


def _statics(game: Game) -> list:
    """(timestamp, layer, source, static, affected ids) for every static ability in play (418.4),
    cached per state version."""
    key = "statics"
    got = game.cache.get(key)
    if got is not None:
        return got
    out = []
    objs = game.objs
    for oid in game.zones["play"]:
        o = objs[oid]
        for st in o.card.statics:
            if st.applies == "enchanted":
                h = host_of(game, oid)
                ids = (h,) if h else ()
            else:   # "your_creatures": never locked, applies to creatures as they come (418.4a)
                ids = tuple(x for x in game.zones["play"] if objs[x].controller == o.controller
                            and "Creature" in objs[x].card.types)
            if ids:
                out.append((o.ts, oid, st, ids))
    game.cache[key] = out
    return out


def chars(game: Game, oid: int) -> Chars:
    cache = game.cache
    got = cache.get(oid)
    if got is not None:
        return got
    o = game.objs[oid]
    card = o.card
    power, tough = card.power or 0, card.toughness or 0
    kws = set(card.keywords)
    no_untap = False
    if o.zone == "play":
        layer5, layer6 = [], []
        for ts, _src, st, ids in _statics(game):
            if oid in ids:
                if st.grant or st.no_untap:
                    layer5.append((ts, st.grant, st.no_untap))
                if st.power or st.toughness:
                    layer6.append((ts, "pt", (st.power, st.toughness)))
        for e in game.effects:
            if oid in e.targets:
                if e.layer == 5:
                    layer5.append((e.ts, e.value, False))
                elif e.layer == 6:
                    layer6.append((e.ts, e.op, e.value))
        for _, grant, nu in sorted(layer5, key=lambda x: x[0]):
            kws.update(grant)
            no_untap = no_untap or nu
        # Layer 6: counters before the other P/T effects (418.5a, glossary *Marqueur*).
        if o.counters:
            n = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            power += n
            tough += n
        for _, op, v in sorted(layer6, key=lambda x: x[0]):
            if op == "pt":
                power += v[0]
                tough += v[1]
            elif op == "switch":      # 418.5i: switching applies in timestamp order
                power, tough = tough, power
    c = Chars(power, tough, frozenset(kws), card.types, card.subtypes, card.colors, no_untap)
    cache[oid] = c
    return c


def is_creature(game: Game, oid: int) -> bool:
    return "Creature" in game.objs[oid].card.types
