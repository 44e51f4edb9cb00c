"""Dealing damage through prevention and replacement effects (419), and the prevention verbs.

A damage event is `Dmg(source, target, amount, combat, used)`. Every effect that could change it
is a kernel `Replacement` (tcg.engine.replacement): protection (502.7e), prevention shields
created by resolved spells and abilities (419.7b "prevent the next N", 419.8a "the next time a
source of your choice", "prevent all combat damage"), static prevention and damage-doubling
abilities, the life floor. Each applies at most once to one event (419.6a); after each one the
candidates are looked up again (419.9b). Shields are used up only by the damage they actually
prevent (419.8b); `used` records it, so the functions here stay pure until `commit`.

When several effects apply, the affected player (the damaged player, or the damaged creature's
controller) chooses the order (419.9a): combat damage asks (combat_damage.py); elsewhere the
order that leaves them the least damage is taken (RULINGS.md).

Shields live in `game.vars["shields"]` as (id, kind, turn, target, n, source, colours) tuples and
end with the turn they were made in (419.3, 314.2): one of an earlier turn is ignored and pruned.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, NamedTuple

from ...engine.replacement import Replacement, replaced
from .base import FACE_DOWN, REG
from .chars import chars, host_of
from .move_parts import part
from .protection import protected_from, source_info
from .verbs import objects, players, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game


class Dmg(NamedTuple):
    source: int
    target: tuple        # ("p", player) or ("o", object id)
    amount: int
    combat: bool
    used: tuple = ()     # ((shield id, damage it prevented), ...)


def affected_player(game: Game, target: tuple) -> int:
    """419.9a: the damaged player, or the controller of the damaged permanent."""
    kind, x = target
    if kind == "p":
        return x
    o = game.objs.get(x)
    return o.controller if o else 0


# ---------------------------------------------------------------------------------- shields
def shields(game: Game) -> tuple:
    turn = game.vars["turn"]
    return tuple(s for s in game.vars.get("shields", ()) if s[2] == turn)


def add_shield(game: Game, kind: str, target: tuple = (), n: int = 0, source: int = 0, colors: str = "") -> None:
    sid = game.next_id
    game.next_id += 1
    game.vars["shields"] = shields(game) + ((sid, kind, game.vars["turn"], target, n, source, colors),)


def _used(ev: Dmg, sid: int) -> int:
    return sum(k for s, k in ev.used if s == sid)


def _prevent_n(sid: int, n: int):
    def apply(ev: Dmg) -> Dmg:
        k = min(n - _used(ev, sid), ev.amount)
        return ev._replace(amount=ev.amount - k, used=ev.used + ((sid, k),))
    return apply


def _prevent_all(sid: int = 0):
    def apply(ev: Dmg) -> Dmg:
        return ev._replace(amount=0, used=ev.used + ((sid, 1),) if sid else ev.used)
    return apply


def _redirect(sid: int, dest: tuple):
    def apply(ev: Dmg) -> Dmg:
        return ev._replace(target=dest, used=ev.used + ((sid, 1),))
    return apply


def _double(ev: Dmg) -> Dmg:
    return ev._replace(amount=ev.amount * 2)


def _floor(game: Game, p: int):
    def apply(ev: Dmg) -> Dmg:
        life = game.pvars[p]["life"]
        return ev._replace(amount=min(ev.amount, max(life - 1, 0)))
    return apply


# ----------------------------------------------------------------------------- candidates
def _statics(game: Game) -> list:
    """(permanent, its controller, CombatText) for every permanent in play whose card has damage
    statics, cached per state version."""
    got = game.cache.get("dmg_statics")
    if got is None:
        got = []
        for oid in game.zones["play"]:
            o = game.objs[oid]
            ct = o.card.combat
            if ct is not None and (ct.prevent or ct.double_damage or ct.life_floor):
                got.append((oid, o.controller, ct))
        game.cache["dmg_statics"] = got
    return got


def candidates(game: Game, ev: Dmg) -> list[Replacement]:
    """Every prevention or replacement effect that would change `ev` now."""
    out: list[Replacement] = []
    if ev.amount <= 0:
        return out
    kind, t = ev.target
    if kind == "o" and protected_from(game, t, ev.source):         # 502.7e
        out.append(Replacement(("protection", t), False, 0, _prevent_all()))
    for sid, sk, _turn, target, n, ssrc, colors in shields(game):
        if sk == "next" and target == ev.target and _used(ev, sid) < n:           # 419.7b
            out.append(Replacement(sid, False, sid, _prevent_n(sid, n)))
        elif sk == "source" and target == ev.target and ssrc == ev.source and not _used(ev, sid):
            info = source_info(game, ssrc)
            if not colors or (info is not None and info.colors & set(colors)):   # 419.8a-b
                out.append(Replacement(sid, False, sid, _prevent_all(sid)))
        elif sk == "all_combat" and ev.combat:
            out.append(Replacement(sid, False, sid, _prevent_all()))
        elif sk == "dealt_by" and ssrc == ev.source:                               # "damage X would deal"
            out.append(Replacement(sid, False, sid, _prevent_all()))
        elif sk == "redirect" and ev.target in target[1:] and not _used(ev, sid) and redirect_ok(game, target[0]):
            out.append(Replacement(sid, False, sid, _redirect(sid, target[0])))            # 419.6c
    statics = _statics(game)
    if statics:
        src = None
        for oid, ctrl, ct in statics:
            for i, pv in enumerate(ct.prevent):
                if pv.combat and not ev.combat:
                    continue
                if src is None:
                    src = source_info(game, ev.source)
                if not _static_matches(game, oid, ctrl, pv, ev, src):
                    continue
                out.append(Replacement(("static", oid, i), False, game.objs[oid].ts,
                                       _prevent_n(0, pv.amount) if pv.amount else _prevent_all()))
            if ct.double_damage:
                if src is None:
                    src = source_info(game, ev.source)
                if ct.double_damage == "all" or (src is not None and "Creature" in src.types
                                                 and src.controller == ctrl):
                    out.append(Replacement(("double", oid), False, game.objs[oid].ts, _double))
            if ct.life_floor and ev.target == ("p", ctrl) and game.pvars[ctrl]["life"] - ev.amount < 1 \
                    and any(game.objs[x].controller == ctrl and "Creature" in chars(game, x).types
                            for x in game.zones["play"]):
                out.append(Replacement(("floor", oid), False, game.objs[oid].ts, _floor(game, ctrl)))
    return out


def _static_matches(game: Game, oid: int, ctrl: int, pv, ev: Dmg, src) -> bool:
    kind, t = ev.target
    to = pv.to
    if to == "you" and ev.target != ("p", ctrl):
        return False
    if to == "enchanted" and (kind != "o" or host_of(game, oid) != t):
        return False
    if to == "your_creatures":
        o = game.objs.get(t) if kind == "o" else None
        if o is None or o.controller != ctrl or (pv.subtype and pv.subtype not in chars(game, t).subtypes):
            return False
    if pv.by == "enchanted" and host_of(game, oid) != ev.source:
        return False
    if pv.source_type and (src is None or pv.source_type not in src.types):
        return False
    return True


# ------------------------------------------------------------------------------- outcomes
def outcomes(game: Game, ev: Dmg) -> list[tuple[tuple, Dmg]]:
    """(order, final event) for every order the affected player could choose among the effects
    that apply now (419.9a), without repeats of the same result; one entry if none or one
    applies."""
    first = candidates(game, ev)
    if len(first) <= 1:
        return [((), replaced(ev, lambda e: candidates(game, e)))]
    out: list[tuple[tuple, Dmg]] = []
    seen = set()
    for perm in permutations(r.key for r in first):
        rank = {k: i for i, k in enumerate(perm)}

        def ordered(e: Dmg, rank=rank) -> list[Replacement]:
            return [r._replace(order=rank.get(r.key, len(rank) + r.order)) for r in candidates(game, e)]

        final = replaced(ev, ordered)
        res = (final.amount, final.used)
        if res not in seen:
            seen.add(res)
            out.append((perm, final))
    return out


def commit(game: Game, ev: Dmg) -> int:
    """Use up the shields the event used, then deal what is left (419.5a: 0 damage is not
    dealt). Damage to a player is subtracted from their life; to a creature it is marked on it
    (glossary *Blessures*). Returns the damage dealt."""
    if ev.used:
        spent: dict = {}
        for sid, k in ev.used:
            spent[sid] = spent.get(sid, 0) + k
        keep = []
        for s in shields(game):
            if s[0] in spent:
                if s[1] == "next" and s[4] - spent[s[0]] > 0:
                    keep.append(s[:4] + (s[4] - spent[s[0]],) + s[5:])
                continue      # used up ("the next time ..." and exhausted "next N" shields)
            keep.append(s)
        game.vars["shields"] = tuple(keep)
    n = ev.amount
    if n <= 0:
        return 0
    kind, t = ev.target
    if kind == "p":
        game.pvars[t]["life"] -= n
        if game.log is not None:      # the table's log (tcg.present)
            game.event("damage", _seen(game, ev.source), "p", t, n)
        return n
    o = game.objs.get(t)
    if o is None or o.zone != "play" or "Creature" not in chars(game, t).types:   # 310.4c
        return 0
    game.w(t).damage += n
    if game.log is not None:
        game.event("damage", _seen(game, ev.source), "o", _seen(game, t), n)
    return n


def _seen(game: Game, oid: int) -> tuple:
    """A card as the log keeps it: its code, and who alone may know it if it is face down (504.3)."""
    o = game.objs.get(oid)
    if o is None:
        return ("", None)
    return (o.card.code, o.controller if o.marks & FACE_DOWN else None)


@part("deal")
def deal(game: Game, source: int, target: tuple, amount: int, combat: bool = False) -> int:
    """Deal damage now, the affected player's order of effects being the one that leaves the
    least damage (RULINGS.md). Returns the damage dealt."""
    if amount <= 0:                                    # 419.5a
        return 0
    ev = Dmg(source, target, amount, combat)
    outs = outcomes(game, ev)
    best = min(outs, key=lambda o: o[1].amount)[1] if len(outs) > 1 else outs[0][1]
    return commit(game, best)


# ---------------------------------------------------------------------------------- verbs
@verb("prevent", reads=("amount", "to", "what"))
def _prevent(game: Game, ctx, step) -> None:
    """"Prevent the next N damage that would be dealt to [recipient] this turn" (419.7b)."""
    for t in recipients(game, ctx, step):
        if t[0] == "p" or t[1] in game.objs:
            add_shield(game, "next", t, step.amount if isinstance(step.amount, int) else 0)


@verb("prevent_all_combat", reads=())
def _prevent_all_combat(game: Game, ctx, step) -> None:
    """"Prevent all combat damage that would be dealt this turn" (a locked-in effect that also
    covers creatures that come later, 418.3b)."""
    add_shield(game, "all_combat")


@verb("prevent_dealt_by", reads=("to", "what"))
def _prevent_dealt_by(game: Game, ctx, step) -> None:
    """"Prevent all damage [target creature] would deal this turn"."""
    for oid in objects(recipients(game, ctx, step), game):
        add_shield(game, "dealt_by", source=oid)


@verb("prevent_source", reads=("to", "what"))
def _prevent_source(game: Game, ctx, step) -> None:
    """"The next time a [colour] source of your choice would deal damage to you this turn,
    prevent that damage" (419.8a): the source, a permanent or a spell on the stack, is chosen
    on resolution; the colour is checked again when the damage would be dealt (419.8b)."""
    colors = "".join(step.what.color) if step.what is not None else ""
    who = tuple(players(recipients(game, ctx, step)))
    opts = []
    for oid in game.zones["play"]:
        if not colors or chars(game, oid).colors & set(colors):
            opts.append(("source", oid))
    for it in game.stack:
        if it.kind in ("spell", "copy") and it.id in game.objs and (
                not colors or game.objs[it.id].card.colors & set(colors)):
            opts.append(("source", it.id))
    if not opts or not who:
        return
    game.ask(ctx.controller, "choose_source", tuple(opts), "on_prevent_source", who, colors,
             prompt="choose the source whose next damage to you is prevented")


@REG.handler
def on_prevent_source(game: Game, choice: tuple, who: tuple, colors: str) -> None:
    for p in who:
        add_shield(game, "source", ("p", p), 1, choice[1], colors)


def redirect_ok(game: Game, dest: tuple) -> bool:
    """419.6c: a redirection to a creature does nothing if it is no longer in play or no longer
    a creature when the damage would be redirected."""
    if dest[0] == "p":
        return True
    o = game.objs.get(dest[1])
    return o is not None and o.zone == "play" and "Creature" in chars(game, dest[1]).types
