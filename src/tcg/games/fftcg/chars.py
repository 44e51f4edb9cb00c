"""Characteristics after continuous effects (11.12.4), and card filters.

Layers (11.12.4.6): 1 control, 2 text, 3 card type/job, 4 other characteristics, 5 power.
Within a layer, effects whose source is the affected card apply first (11.12.4.7), then by
timestamp. Power is kept signed; a negative value reads as 0 everywhere but in further
modification and the power ≤ 0 rule process (4.3, 12.4.4).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.abilities import conditions, quantities, selectors
from ...engine.abilities.records import CAll, CAny, CCount, CNot, QCount, QHalf, QSum, QTimes
from ...engine.effects import Effect, ordered
from .abilities import frame

if TYPE_CHECKING:
    from ...engine.abilities.records import Sel
    from ...engine.state import Game
    from .abilities import FfAbility

LAYER_TEXT, LAYER_TYPE, LAYER_OTHER, LAYER_POWER = 2, 3, 4, 5
ANY_CP = "produces_any_cp"   # the `grant` flag of a Backup that "can produce CP of any Element" (payment.py)


class Chars(NamedTuple):
    forward: bool       # is (or has become) a Forward
    power: int          # signed (4.3)
    flags: frozenset    # keywords and restrictions
    blocked_not_by: tuple = ()   # (selector, source, controller): Forwards that may not block it
    no_block_of: tuple = ()      # (selector, source, controller): attackers it may not block


class Statics(NamedTuple):
    """The field abilities of the cards on the Field, and what is read of them as a whole."""

    abilities: list             # (source, ability), in Field order
    fixed: bool                 # every one that changes characteristics is _fixed
    makes_forwards: bool        # one makes its card a Forward ("During your turn, X also becomes...")
    cost_changes: list          # what changes the cost of other cards (payment.card_cost)
    self_breaks: list = []      # "If C, put X into the Break Zone" (turn.check_state)
    any_cp: bool = False        # one grants "can produce CP of any Element" (payment.wild_backups)
    gainers: tuple = ()         # the sources whose card gains Elements (payment.wild_backups)


def field_statics(game: Game) -> Statics:
    """Field abilities of the cards on the Field (11.9), cached per state version, and kept
    with the objects on the Field they were read from (an object's card never changes)."""
    s = game.cache.get("statics")
    if s is None:
        on = on_field(game)
        mute = silenced(game)
        m = game.memo.get("statics")
        if m is not None and m[0] == (on, mute):
            s = m[1]
        else:
            st = [(oid, a) for oid in on[0] + on[1] if oid not in mute for a in game.objs[oid].card.field_abilities]
            s = Statics(st, all(_fixed(a) for _, a in st if a.in_chars), any(a.become_forward for _, a in st),
                        [(src, a) for src, a in st if a.affects != "self"
                         and (a.cost_reduction or a.cost_increase or a.any_cp)],
                        [(src, a) for src, a in st if a.self_break],
                        any(ANY_CP in a.grant for _, a in st),
                        tuple(dict.fromkeys(src for src, _ in st if game.objs[src].card.gains_elements)))
            game.memo["statics"] = ((on, mute), s)
        game.cache["statics"] = s
    return s


def statics(game: Game) -> list[tuple[int, FfAbility]]:
    """Field abilities of the cards on the Field (11.9)."""
    return field_statics(game).abilities


def silenced(game: Game) -> frozenset[int]:
    """The cards that have lost all their abilities ("It loses all abilities until the end of
    the turn"): only resolved effects do it, so this never reads field abilities."""
    if not game.effects:
        return frozenset()
    m = game.cache.get("silenced")
    if m is None:
        m = game.cache["silenced"] = frozenset(t for e in game.effects if e.op == "lose_all" for t in e.targets)
    return m


def on_field(game: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The objects on each player's Field, per state version (a key for Game.memo)."""
    on = game.cache.get("on_field")
    if on is None:
        on = game.cache["on_field"] = (tuple(game.zones["field0"]), tuple(game.zones["field1"]))
    return on


# Selector keys whose checks read only an object's printed card and its controller, both fixed
# for an object (a zone change makes a new one); `type` is read with the Forwards made so.
_FIXED_KEYS = frozenset({"zone", "controller", "owner", "type", "name", "name_has", "job", "category",
                         "trait", "element", "other", "pred"})
_FIXED: dict = {}       # FfAbility -> bool (abilities compare by identity)


def _fixed(a: FfAbility) -> bool:
    """Does the field ability give the same effects to the same objects as long as the same
    objects are on the Field and the same ones are made Forwards? Its condition and amount read
    nothing but counts of the Field by printed facts and controllers ("if you control a Card Name
    Squall", "+1000 power for each Backup you control"), and so does its selector."""
    r = _FIXED.get(a)
    if r is None:
        r = _FIXED[a] = (_fixed_cond(a.if_) and _fixed_amount(a.power) and a.keywords_of is None
                         and (a.affects == "self" or _fixed_sel(a.affects)))
    return r


def _fixed_amount(q: object) -> bool:
    if type(q) is int:
        return True
    if type(q) is QCount:
        return q.sel.zone is None and _fixed_sel(q.sel)       # None: the Field
    if type(q) in (QSum, QTimes):
        return all(_fixed_amount(t) for t in q.terms)
    return type(q) is QHalf and _fixed_amount(q.q)


def _fixed_cond(c: object) -> bool:
    if c is None:
        return True
    if type(c) is CCount:
        return c.sel.zone is None and _fixed_sel(c.sel) and _fixed_amount(c.cmp.q)
    if type(c) is CNot:
        return _fixed_cond(c.c)
    return type(c) in (CAll, CAny) and all(_fixed_cond(x) for x in c.cs)


def _fixed_sel(sel: object) -> bool:
    if not dataclasses.is_dataclass(sel):
        return False
    for f in dataclasses.fields(sel):
        v = getattr(sel, f.name)
        if f.name in _FIXED_KEYS or v == f.default:
            continue
        if f.name == "cost" and type(v.q) is int:
            continue
        if f.name == "not_" and _fixed_sel(v):
            continue
        if f.name == "any_of" and all(_fixed_sel(x) for x in v):
            continue
        return False
    return True


def field_effects(game: Game) -> dict[int, list[Effect]]:
    """The effects the field abilities give each Character on the Field (11.9), in the order of
    `statics`, cached per state version: found in one pass, each ability's condition and amount
    read once, not once for every Character it might affect."""
    fx = game.cache.get("field_fx")
    if fx is not None:
        return fx
    st = field_statics(game)
    key = None
    if st.fixed:
        # then what they give is read from the objects on the Field, those that lost their
        # abilities and the Forwards that resolved effects made: kept with those, and reused
        # while they stay the same
        # and the Elements and Jobs resolved effects set ("Mime becomes the named Element": selectors read them)
        made = tuple((e.targets, e.value) if e.op != "become_forward" else e.targets for e in game.effects
                     if e.op in ("become_forward", "set_elements", "set_jobs", "add_jobs", "add_elements")) if game.effects else ()
        if st.makes_forwards:
            # "During your turn, X also becomes a Forward": a `type` read changes with its condition
            made += (_field_forwards(game),)
        key = (on_field(game), silenced(game), made)
        m = game.memo.get("field_fx")
        if m is not None and m[0] == key:
            fx = game.cache["field_fx"] = m[1]
            return fx
    fx = _field_effects(game, st.abilities)
    game.cache["field_fx"] = fx
    if key is not None:
        game.memo["field_fx"] = (key, fx)
    return fx


def _field_effects(game: Game, st: list) -> dict[int, list[Effect]]:
    fx: dict[int, list[Effect]] = {}
    later = _add_field_effects(game, fx, st, False)
    if later:
        # conditions that read power ("If Ramza has 4000 power or more"): read with the power
        # every other effect gives (those abilities never change power: abilities.py), then the
        # characteristics read meanwhile are forgotten (they lack what these abilities give)
        cache = game.cache
        cache["field_fx"] = {oid: list(got) for oid, got in fx.items()}
        _add_field_effects(game, fx, later, True)
        for k in [k for k in cache if type(k) is int]:
            del cache[k]
        del cache["field_fx"]
    return fx


def _add_field_effects(game: Game, fx: dict[int, list[Effect]], st: list, power_read: bool) -> list:
    """Add to `fx` what the abilities of `st` give; returns those left for after power is known."""
    later = []
    objs = game.objs
    on_field = None
    for src, a in st:
        if not a.in_chars:
            continue
        if a.reads_power and not power_read:
            later.append((src, a))
            continue
        s = objs[src]
        if a.affects == "self":
            oids = [src]
        else:
            if on_field is None:
                on_field = game.zones["field0"] + game.zones["field1"]
            pred = selectors.predicate(a.affects, game.rules.ability_host)
            fr = frame(src, s.controller)
            oids = [oid for oid in on_field if pred(game, fr, oid)]
        if not oids or not condition_holds(game, src, a.if_):
            continue
        grant = a.grant if a.keywords_of is None else a.grant + _keywords_found(game, src, s.controller, a.keywords_of)
        amount = a.power
        if type(amount) is not int:     # "+1000 for each ...": counted now, for this state
            amount = quantities.value(game, frame(src, s.controller), amount)
        for oid in oids:
            got = fx.get(oid)
            if got is None:
                got = fx[oid] = []
            if grant:
                got.append(Effect(s.ts, LAYER_OTHER, "grant", grant, src, (oid,), "", 0))
            if a.lose or a.cannot_gain or a.unblockable_by is not None or a.no_block_of is not None:
                got.extend(_forbids(game, src, a, oid, s.ts))
            if a.become_forward:
                got.append(Effect(s.ts, LAYER_TYPE, "become_forward", a.become_forward, src, (oid,), "", 0))
            for index in s.card.gains_of(a) if a.gains else ():
                got.append(Effect(s.ts, LAYER_TEXT, "grant_ability", (s.card.code, index), src, (oid,), "", 0))
            if amount:
                got.append(Effect(s.ts, LAYER_POWER, "power", amount, src, (oid,), "", 0))
    return later


def _keywords_found(game: Game, src: int, controller: int, spec: tuple) -> tuple[str, ...]:
    """The keywords of `spec` (keywords, selector) that a card the selector finds has now
    (borrowed.py: "Gogo gains those abilities")."""
    what, sel = spec
    found = select(game, src, controller, sel)
    return tuple(k for k in what if any(k in chars(game, o).flags for o in found))


def chars(game: Game, oid: int) -> Chars:
    cache = game.cache
    c = cache.get(oid)
    if c is not None:
        return c
    o = game.objs[oid]
    card = o.card
    effects = [e for e in game.effects if oid in e.targets] if game.effects else []
    keep = None
    if o.zone.startswith("field"):
        given = field_effects(game).get(oid)
        if given:
            if not effects:
                # only field abilities: the result is kept with the list of what they give,
                # which field_effects reuses while the same objects are on the Field
                m = game.memo.get(("chars", oid))
                if m is not None and m[0] is given:
                    c = cache[oid] = m[1]
                    return c
                keep = given
            effects += given
    if not effects:     # printed characteristics only: shared by every copy of the card
        c = cache[oid] = card.printed
        return c
    forward = card.type == "forward"
    base, delta = card.power, 0
    flags = set(card.keywords)
    never: set[str] = set()
    blocked_not_by: list = []
    no_block_of: list = []
    for e in ordered(effects, oid, True) if len(effects) > 1 else effects:
        op = e.op
        if op == "power":
            delta += e.value
        elif op == "set_power":
            base = e.value       # 11.3.10, 11.5.7: a new base power; modifications stay on top
        elif op == "grant":
            flags.update(e.value)
        elif op == "lose":
            flags.difference_update(e.value)     # in timestamp order with the grants (11.12.4.8)
        elif op == "lose_all":
            flags.clear()                        # layer 2: before every grant (11.12.4.6)
        elif op == "cannot_gain":
            never.update(e.value)
        elif op == "unblockable_by":
            blocked_not_by.append((stored_sel(game, e.value[0]), *e.value[1:]))
        elif op == "no_block_of":
            no_block_of.append((stored_sel(game, e.value[0]), *e.value[1:]))
        elif op == "become_forward":
            if not forward:
                forward = True
                base = e.value
    if never:       # "cannot gain": no effect gives it (RULINGS.md)
        flags.difference_update(never)
    c = Chars(forward, base + delta, frozenset(flags), tuple(blocked_not_by), tuple(no_block_of))
    cache[oid] = c
    if keep is not None:
        game.memo[("chars", oid)] = (keep, c)
    return c


def _forbids(game: Game, src: int, a: FfAbility, oid: int, ts: int) -> list[Effect]:
    """A field ability's `forbid`: the keywords lost, those that cannot be gained, the Forwards
    that may not block (read from the point of view of the source's controller)."""
    out = []
    if a.lose:
        out.append(Effect(ts, LAYER_OTHER, "lose", a.lose, src, (oid,), "", 0))
    if a.cannot_gain:
        out.append(Effect(ts, LAYER_OTHER, "cannot_gain", a.cannot_gain, src, (oid,), "", 0))
    for op, sel in (("unblockable_by", a.unblockable_by), ("no_block_of", a.no_block_of)):
        if sel is not None:
            out.append(Effect(ts, LAYER_OTHER, op, (sel, src, game.objs[src].controller), src, (oid,), "", 0))
    return out


def stored_sel(game: Game, v: Any) -> Any:
    """A resolved effect's selector, kept in the state as where it is written
    (("at", code, ability, path, i, key): verbs.forbid); a field ability's is the selector."""
    if not (isinstance(v, (tuple, list)) and v and v[0] == "at"):
        return v
    _, code, index, path, i, key = v
    from ...engine.abilities.run import Frame, effects_at

    fr = Frame(0, 0, code, index, tuple(tuple(x) for x in path), i)
    return getattr(effects_at(game, fr)[i].p, key)


def may_block(game: Game, blocker: int, attacker: int) -> bool:
    """Neither may `attacker` not be blocked by `blocker`, nor `blocker` not block `attacker`
    (constraints, 10.1.3.1.2): "It can only be blocked by a Forward of cost equal or inferior to
    its own" (`can_only_be_blocked_by_cost_le`), "cannot block Forwards with a power inferior to their
    own" (`cannot_block_weaker`)."""
    if "can_only_be_blocked_by_cost_le" in chars(game, attacker).flags \
            and game.objs[blocker].card.cost > game.objs[attacker].card.cost:
        return False
    if "cannot_block_weaker" in chars(game, blocker).flags and power(game, attacker) < power(game, blocker):
        return False
    return not (any(matches(game, src, ctl, sel, blocker) for sel, src, ctl in chars(game, attacker).blocked_not_by)
                or any(matches(game, src, ctl, sel, attacker) for sel, src, ctl in chars(game, blocker).no_block_of))


def power(game: Game, oid: int) -> int:
    """Power as read by everything except modification and 12.4.4 (4.3)."""
    p = chars(game, oid).power
    return p if p > 0 else 0


def is_forward(game: Game, oid: int) -> bool:
    return chars(game, oid).forward


def has(game: Game, oid: int, flag: str) -> bool:
    return flag in chars(game, oid).flags


def type_forward(game: Game, oid: int) -> bool:
    """Is it a Forward after the card-type layer (3)? Resolved effects, and the field abilities
    that make their own card a Forward, whose conditions never read Forwards or power: this
    never recurses into power."""
    card = game.objs[oid].card
    if card.type == "forward":
        return True
    if game.effects and oid in _made_forwards(game):
        return True
    return card.becomes_forward and oid in _field_forwards(game)


def _made_forwards(game: Game) -> frozenset[int]:
    """The objects resolved effects made Forwards, per state version (every change of the
    effects clears game.cache)."""
    m = game.cache.get("made_forwards")
    if m is None:
        m = game.cache["made_forwards"] = frozenset(
            t for e in game.effects if e.op == "become_forward" for t in e.targets)
    return m


def _field_forwards(game: Game) -> frozenset[int]:
    """The cards their own field abilities make Forwards now ("During your turn, X also becomes a
    Forward"; their conditions never read Forwards or power: abilities.py), cached per version."""
    ff = game.cache.get("field_forwards")
    if ff is None:
        ff = game.cache["field_forwards"] = frozenset(
            src for src, a in statics(game) if a.become_forward and condition_holds(game, src, a.if_))
    return ff


def card_type_matches(game: Game, oid: int, t: str | None) -> bool:
    if t is None:
        return True
    card = game.objs[oid].card
    if t == "forward":
        return type_forward(game, oid)
    if t == "character":
        return card.type != "summon"
    return card.type == t or t in card.also_types


def matches(game: Game, src: int, controller: int, sel: Sel, oid: int) -> bool:
    """Does object `oid` match selector `sel`, read from the point of view of the player
    `controller` of the ability whose source is `src` (the zone is not checked)?"""
    return selectors.predicate(sel, game.rules.ability_host)(game, frame(src, controller), oid)


def select(game: Game, src: int, controller: int, sel: Sel, x: int = 0) -> list[int]:
    """Every object `sel` finds, for that point of view (`x`: the X paid)."""
    return selectors.select(game, frame(src, controller, x), sel, game.rules.ability_host)


def count(game: Game, src: int, sel: Sel) -> int:
    return len(select(game, src, game.objs[src].controller, sel))


def affects(game: Game, src: int, a: FfAbility, oid: int) -> bool:
    if a.affects == "self":
        return oid == src
    return matches(game, src, game.objs[src].controller, a.affects, oid)


def condition_holds(game: Game, src: int, cond, controller: int | None = None) -> bool:
    """A condition (docs/abilities.md), for the controller of the source."""
    if cond is None:
        return True
    me = game.objs[src].controller if controller is None else controller
    return conditions.holds(game, frame(src, me), cond)
