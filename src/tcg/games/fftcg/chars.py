"""Characteristics after continuous effects (11.12.4), and card filters.

Layers (11.12.4.6): 1 control, 2 text, 3 card type/job, 4 other characteristics, 5 power.
Within a layer, effects whose source is the affected card apply first (11.12.4.7), then by
timestamp. Power is kept signed; a negative value reads as 0 everywhere but in further
modification and the power ≤ 0 rule process (4.3, 12.4.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.effects import Effect, ordered

if TYPE_CHECKING:
    from ...engine.state import Game
    from .cards import Ability, Filter

LAYER_TYPE, LAYER_OTHER, LAYER_POWER = 3, 4, 5


class Chars(NamedTuple):
    forward: bool       # is (or has become) a Forward
    power: int          # signed (4.3)
    flags: frozenset    # keywords and restrictions


def statics(game: Game) -> list[tuple[int, Ability]]:
    """Field abilities of the cards on the Field (11.9), cached per state version."""
    s = game.cache.get("statics")
    if s is None:
        s = []
        for p in (0, 1):
            for oid in game.zones[f"field{p}"]:
                for a in game.objs[oid].card.field_abilities:
                    s.append((oid, a))
        game.cache["statics"] = s
    return s


def chars(game: Game, oid: int) -> Chars:
    cache = game.cache
    c = cache.get(oid)
    if c is not None:
        return c
    o = game.objs[oid]
    card = o.card
    effects = [e for e in game.effects if oid in e.targets]
    on_field = o.zone.startswith("field")
    if on_field:
        for src, a in statics(game):
            if (a.power or a.grant) and affects(game, src, a, oid) and condition_holds(game, src, a.if_):
                amount = a.power
                if a.per is not None:
                    amount *= count(game, src, a.per)
                if a.grant:
                    effects.append(Effect(game.objs[src].ts, LAYER_OTHER, "grant", a.grant, src, (oid,), "", 0))
                if amount:
                    effects.append(Effect(game.objs[src].ts, LAYER_POWER, "power", amount, src, (oid,), "", 0))
    forward = card.type == "forward"
    base, delta = card.power, 0
    flags = set(card.keywords)
    for e in ordered(effects, oid, True) if len(effects) > 1 else effects:
        op = e.op
        if op == "power":
            delta += e.value
        elif op == "set_power":
            base = e.value       # 11.3.10, 11.5.7: a new base power; modifications stay on top
        elif op == "grant":
            flags.update(e.value)
        elif op == "become_forward":
            if not forward:
                forward = True
                base = e.value
    c = Chars(forward, base + delta, frozenset(flags))
    cache[oid] = c
    return c


def power(game: Game, oid: int) -> int:
    """Power as read by everything except modification and 12.4.4 (4.3)."""
    p = chars(game, oid).power
    return p if p > 0 else 0


def is_forward(game: Game, oid: int) -> bool:
    return chars(game, oid).forward


def has(game: Game, oid: int, flag: str) -> bool:
    return flag in chars(game, oid).flags


def type_forward(game: Game, oid: int) -> bool:
    """Is it a Forward after the card-type layer (3)? Field abilities in the vocabulary never
    change card types, so this reads only resolved effects and never recurses into power."""
    if game.objs[oid].card.type == "forward":
        return True
    return bool(game.effects) and any(e.op == "become_forward" and oid in e.targets for e in game.effects)


def card_type_matches(game: Game, oid: int, t: str | None) -> bool:
    if t is None:
        return True
    card = game.objs[oid].card
    if t == "forward":
        return type_forward(game, oid)
    if t == "character":
        return card.type != "summon"
    return card.type == t


def matches(game: Game, src: int, controller: int, f: Filter, oid: int) -> bool:
    """Does object `oid` match filter `f`, read from the point of view of the player
    `controller` of the ability whose source is `src`?"""
    o = game.objs[oid]
    card = o.card
    if f.other and oid == src:
        return False
    if f.controller != "any" and (o.controller == controller) != (f.controller == "you"):
        return False
    if not card_type_matches(game, oid, f.type):
        return False
    if f.element is not None and card.element != f.element:
        return False
    if f.cost is not None and card.cost != f.cost:
        return False
    if f.cost_max is not None and card.cost > f.cost_max:
        return False
    if f.cost_min is not None and card.cost < f.cost_min:
        return False
    if f.job is not None and card.job != f.job:
        return False
    if f.category is not None and f.category not in card.category.split("/"):
        return False
    if f.name is not None and card.name != f.name:
        return False
    if f.status is not None and o.tapped != (f.status == "dull"):
        return False
    if f.damaged is not None and (o.damage > 0) != f.damaged:
        return False
    if f.power_max is not None and power(game, oid) > f.power_max:
        return False
    if f.power_min is not None and power(game, oid) < f.power_min:
        return False
    return True


def zone_ids(game: Game, controller: int, f: Filter) -> list[int]:
    """The objects in the zones a filter looks at."""
    if f.zone == "stack":
        return list(game.zones["stack"])
    name = {"field": "field", "break_zone": "break", "hand": "hand"}[f.zone]
    if f.zone != "field":
        # Cards in your own Break Zone or hand, unless the filter names the opponent.
        p = 1 - controller if f.controller == "opponent" else controller
        return list(game.zones[f"{name}{p}"])
    if f.controller == "you":
        return list(game.zones[f"field{controller}"])
    if f.controller == "opponent":
        return list(game.zones[f"field{1 - controller}"])
    return game.zones["field0"] + game.zones["field1"]


def select(game: Game, src: int, controller: int, f: Filter) -> list[int]:
    return [oid for oid in zone_ids(game, controller, f) if matches(game, src, controller, f, oid)]


def count(game: Game, src: int, f: Filter) -> int:
    return len(select(game, src, game.objs[src].controller, f))


def affects(game: Game, src: int, a: Ability, oid: int) -> bool:
    if a.affects == "self":
        return oid == src
    return matches(game, src, game.objs[src].controller, a.affects, oid)


def condition_holds(game: Game, src: int, cond, controller: int | None = None) -> bool:
    """An `if` condition (CARDS.md), for the controller of the source."""
    if cond is None:
        return True
    me = game.objs[src].controller if controller is None else controller
    for f, p in ((cond.you_control, me), (cond.opponent_controls, 1 - me)):
        if f is not None and sum(1 for oid in game.zones[f"field{p}"] if matches(game, src, p, f, oid)) < f.count_min:
            return False
    f = cond.you_dont_control
    if f is not None and any(matches(game, src, me, f, oid) for oid in game.zones[f"field{me}"]):
        return False
    if cond.opponent_hand_max is not None and len(game.zones[f"hand{1 - me}"]) > cond.opponent_hand_max:
        return False
    if cond.your_damage_min is not None and len(game.zones[f"damage{me}"]) < cond.your_damage_min:
        return False
    if cond.self_on_field is not None and cond.self_on_field != (
            src in game.objs and game.objs[src].zone == f"field{me}"):
        return False
    return True
