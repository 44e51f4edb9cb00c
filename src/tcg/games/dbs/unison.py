"""Unison cards (dbscg 2-3-2-4, 3-11, 6-3-1-2-2): the X energy cost, markers equal to the energy
rested, one Unison at a time, stacking a copy once a turn (6-3-1-2-3-3); the Masters keywords
that read a Unison's markers, [Spirit Boost] (dbs-masters 22-43) and [Transmission] (22-45). Marker
costs are in skills.py; marker removal (`remove_markers`) is here, used by skills.py and
rules_processing.py."""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, lose_check, relocate
from .base import REG
from .energy import can_pay, start_payment
from .moves import move_one

step, handler = REG.step, REG.handler


def markers(o) -> int:
    return (o.counters or {}).get("markers", 0)


def add_markers(game: Game, oid: int, n: int) -> None:
    w = game.w(oid)
    w.counters = {**(w.counters or {}), "markers": markers(w) + n}


def unison_options(game: Game, p: int) -> list:
    out = []
    here = game.zones[f"unison{p}"]
    code = game.objs[here[0]].card.code if here else None
    for oid in game.zones[f"hand{p}"]:
        c = game.objs[oid].card
        if c.type != "Unison":
            continue
        if can_pay(game, p, 0 if c.x_cost else c.cost, c.pips):
            out.append(("unison", oid))
        if c.code == code and game.pvars[p].get("stacked", -1) != game.vars["turn"]:
            out.append(("unison_stack", oid))
    return out


def play_unison(game: Game, p: int, oid: int) -> None:
    """6-3-1-2-2-1: determine the total cost (2-11-1-3-1: colour cost + X; X chosen, 2-12-3), rest
    that much energy, declare; counter timing; play."""
    c = game.objs[oid].card
    game.vars["declared"] = oid
    if not c.x_cost:
        game.push("finish_unison", p, oid)
        game.push("counter_window", "play", p)
        game.push("unison_paid")
        start_payment(game, p, c.cost, c.pips)
        return
    n = c.pip_total
    xs = tuple(("x", x) for x in range(0, 21) if can_pay(game, p, n + x, c.pips))
    game.ask(p, "x", xs, "on_unison_x", p, oid, prompt="choose X")


@handler
def on_unison_x(game: Game, choice: tuple, p: int, oid: int) -> None:
    c = game.objs[oid].card
    game.push("finish_unison", p, oid)
    game.push("counter_window", "play", p)
    game.push("unison_paid")
    start_payment(game, p, c.pip_total + choice[1], c.pips)


@step
def unison_paid(game: Game) -> None:
    """The energy rested for the Unison, kept apart from what a [Counter] pays (6-3-1-2-2-3)."""
    game.vars["unison_paid"] = game.vars.get("paid", 0)


@step
def finish_unison(game: Game, p: int, oid: int) -> None:
    """6-3-1-2-2-3: it enters with markers equal to the energy rested; another Unison in your
    Unison Area goes to its owner's Drop (3-11-5)."""
    v = game.vars
    rest, negated = v["play_rest"], v.get("play_negated", 0)     # Counter: Play (6-3-1-2-2-2)
    v.update(declared=0, play_rest=0, play_negated=0)
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    if negated:
        relocate(game, oid, "drop")                  # a negated play does not happen (RULINGS D54)
        return
    most = transmissible(game, p, game.objs[oid].card)     # [Transmission] (masters 22-45-3), before they go
    for old in list(game.zones[f"unison{p}"]):
        relocate(game, old, "drop")
    new = move_one(game, oid, "unison")
    game.objs[new].counters = {"markers": v.get("unison_paid", 0)}
    game.objs[new].tapped = bool(rest)               # Active unless stated (3-11-4)
    add_triggers(game, new, "played")
    game.push("transmit", p, new, most)


def stack_unison(game: Game, p: int, oid: int) -> None:
    """6-3-1-2-3-3: once a turn, a copy from hand goes under the Unison and adds 1 marker."""
    top = game.zones[f"unison{p}"][0]
    game.pvars[p]["stacked"] = game.vars["turn"]
    u = move_one(game, oid, "under")
    game.objs[u].counters = {"top": top}
    add_markers(game, top, 1)
    if game.rules.edition.unison_stack_counter:
        game.push("counter_window", "skill", p)       # masters 13-3-3, 4-3-2-5: a counter timing follows


# ------------------------------------------------------------------------- [Spirit Boost X]
def spirit_unison(game: Game, p: int, s) -> int:
    """22-43-3 / 22-43-4: your Unison with X or more markers (the named one, 22-43-3-1 / 22-43-4-1)."""
    for u in game.zones[f"unison{p}"]:
        o = game.objs[u]
        if (not s.spirit_boost_unison or o.card.name == s.spirit_boost_unison) \
                and markers(o) >= s.spirit_boost:
            return u
    return 0


# ------------------------------------------------------------------------- [Transmission XY]
def transmissible(game: Game, p: int, card) -> int:
    """22-45-3: the markers of the Unisons of colour X in your Unison Area (about to go to your
    Drop as `card` is played); any colour when none is printed (22-45-3-2). With several colours
    (22-45-3-1) one is chosen: the one giving the most (one Unison is in the area at a time)."""
    t = card.transmission
    if t is None:
        return 0
    best = 0
    for col in t.colors or ("",):
        k = sum(markers(game.objs[u]) for u in game.zones[f"unison{p}"]
                if not col or col in game.objs[u].card.color)
        best = max(best, k)
    return min(best, t.n)


@step
def transmit(game: Game, p: int, new: int, most: int) -> None:
    """'You may add up to Y markers from these Unisons on the Unison with this skill' (22-45-3)."""
    if most > 0 and new in game.objs:
        game.ask(p, "transmit", tuple(("transmit", k) for k in range(most, -1, -1)), "on_transmit", p, new,
                 prompt="how many markers to carry over?")


@handler
def on_transmit(game: Game, choice: tuple, p: int, new: int) -> None:
    add_markers(game, new, choice[1])


def remove_markers(game: Game, oid: int, n: int) -> None:
    """Marker removal is interrupt rule processing (dbscg 9-6): markers left -> its power
    modifications are reset (9-6-1-1); none left -> the owner's Drop (9-6-1-2)."""
    o = game.w(oid)
    left = (o.counters or {}).get("markers", 0) - n
    o.counters = {"markers": max(left, 0)}
    if left > 0:
        game.effects = [e for e in game.effects if not (e.op == "power" and oid in e.targets)]
    else:
        relocate(game, oid, "drop")
    lose_check(game)
