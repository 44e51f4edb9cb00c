"""The combat damage step (310): the first-strike step (310.5, 502.2, 502.28), assignment by the
attacking player then the defending player (310.1-310.2) with free division among blockers and
among blocked attackers (no damage assignment order in 2004), trample (502.9), the assignment on
the stack as one object (310.1, 310.3), and its resolution through prevention (310.4, 419)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.choice_words import NO, YES
from ...engine.priority import open_round
from .base import BLOCKED, DEALT_FIRST, REG, StackItem, Trigger, other
from .chars import chars
from .combat_triggers import resolve_combat_trigger
from .prevention import Dmg, affected_player, commit, outcomes, shields

if TYPE_CHECKING:
    from ...engine.state import Game



@REG.step
def combat_damage(game: Game) -> None:
    """310.5, 502.2b, 502.28b: if, as the step begins, an attacking or blocking creature has
    first strike or double strike, only those deal damage now and a second step follows."""
    game.vars["phase"], game.vars["step"] = "combat", "combat_damage"
    v = game.vars
    fighters = v["attackers"] + tuple(b for b, _ in v["blocks"])
    if any(chars(game, x).keywords & {"first_strike", "double_strike"} for x in fighters if x in game.objs):
        game.push("damage_step", 2)
        game.push("damage_step", 1)
    else:
        game.push("damage_step", 0)


def deals(game: Game, oid: int, n: int) -> bool:
    """Whether a creature assigns combat damage in step `n` (0: the only step, 1: first strike,
    2: second): 502.2c (first strike gained or lost later changes nothing), 502.28c-d (double
    strike is checked in the second step)."""
    kw = chars(game, oid).keywords
    if n == 0:
        return True
    if n == 1:
        return bool(kw & {"first_strike", "double_strike"})
    return not game.objs[oid].marks & DEALT_FIRST or "double_strike" in kw


@REG.step
def damage_step(game: Game, n: int) -> None:
    game.vars["step"] = "combat_damage"
    game.push("put_damage", n)
    game.push("assign_attackers", n, 0, ())


def blockers_of(game: Game, a: int) -> list[int]:
    return [b for b, x in game.vars["blocks"] if x == a and b in game.objs]


def lethal_left(game: Game, b: int, assigned: tuple) -> int:
    """502.9b, 502.9d: lethal damage counts damage already marked and damage assigned in this
    step by other creatures; it uses toughness only (protection and prevention are ignored)."""
    done = sum(amt for _, t, amt in assigned if t == ("o", b))
    return max(chars(game, b).toughness - game.objs[b].damage - done, 0)


def _attack_order(game: Game) -> list[int]:
    """502.9e: assigning the damage of attackers without trample first is allowed, so that a
    trampler can count it: non-tramplers are assigned first."""
    atts = [a for a in game.vars["attackers"] if a in game.objs]
    return sorted(atts, key=lambda a: "trample" in chars(game, a).keywords)


@REG.step
def assign_attackers(game: Game, n: int, i: int, assigned: tuple) -> None:
    """310.2a-c: each attacker assigns damage equal to its power (none if 0 or less); unblocked,
    to the defending player; blocked, divided among its blockers, none if they are all gone
    (unless it has trample, 502.9c)."""
    v = game.vars
    order = _attack_order(game)
    d = other(v["tp"])
    while i < len(order):
        a = order[i]
        i += 1
        if not deals(game, a, n):
            continue
        c = chars(game, a)
        power = c.power
        if power <= 0:                                  # 310.2a, 104.2
            continue
        if not game.objs[a].marks & BLOCKED:            # 310.2b
            assigned += ((a, ("p", d), power),)
            continue
        if "assign_as_unblocked" in c.keywords:         # 310.2e
            game.ask(v["tp"], "as_unblocked", (YES, NO), "on_as_unblocked", n, i, assigned, a, power,
                     prompt=f"deal {game.objs[a].card.name}'s damage to the player as though it weren't blocked?")
            return
        got = _assign_blocked(game, n, i, assigned, a, power)
        if got is None:
            return
        assigned = got
    game.push("assign_blockers", n, 0, assigned)


def _assign_blocked(game: Game, n: int, i: int, assigned: tuple, a: int, power: int) -> tuple | None:
    """Assign a blocked attacker's damage: the new assignment, or None if a decision is asked
    (the steps go on from it)."""
    d = other(game.vars["tp"])
    blockers = blockers_of(game, a)
    trample = "trample" in chars(game, a).keywords
    if not blockers:                                    # 310.2c, 502.9c
        return assigned + (((a, ("p", d), power),) if trample else ())
    if len(blockers) == 1 and not trample:
        return assigned + ((a, ("o", blockers[0]), power),)
    game.push("assign_points", n, i, assigned, a, power)
    return None


@REG.handler
def on_as_unblocked(game: Game, choice: tuple, n: int, i: int, assigned: tuple, a: int, power: int) -> None:
    if choice == YES:
        game.push("assign_attackers", n, i, assigned + ((a, ("p", other(game.vars["tp"])), power),))
        return
    got = _assign_blocked(game, n, i, assigned, a, power)
    if got is not None:
        game.push("assign_attackers", n, i, got)


def _add(assigned: tuple, src: int, t: tuple, k: int = 1) -> tuple:
    out = list(assigned)
    for j, (s, tt, amt) in enumerate(out):
        if s == src and tt == t:
            out[j] = (s, tt, amt + k)
            return tuple(out)
    out.append((src, t, k))
    return tuple(out)


@REG.step
def assign_points(game: Game, n: int, i: int, assigned: tuple, a: int, left: int) -> None:
    """310.2c: the attacking player divides a blocked attacker's damage freely among its
    blockers (no damage assignment order in 2004, no lethal requirement); 502.9b: with
    trample, to the player only once every blocker has been assigned lethal damage. One point
    at a time."""
    if left <= 0:
        game.push("assign_attackers", n, i, assigned)
        return
    blockers = blockers_of(game, a)
    opts = [("assign", ("o", b)) for b in blockers]
    if "trample" in chars(game, a).keywords and all(lethal_left(game, b, assigned) == 0 for b in blockers):
        opts.append(("assign", ("p", other(game.vars["tp"]))))
    game.ask(game.vars["tp"], "assign_damage", tuple(opts), "on_assign_point", n, i, assigned, a, left,
             prompt=f"assign 1 of {left} damage of {game.objs[a].card.name}")


@REG.handler
def on_assign_point(game: Game, choice: tuple, n: int, i: int, assigned: tuple, a: int, left: int) -> None:
    game.push("assign_points", n, i, _add(assigned, a, choice[1]), a, left - 1)


@REG.step
def assign_blockers(game: Game, n: int, i: int, assigned: tuple) -> None:
    """310.2d: each blocker assigns its damage to the attackers it blocks, divided as the
    defending player chooses among several; none if it blocks no attacker any more."""
    v = game.vars
    order = list(dict.fromkeys(b for b, _ in v["blocks"]))
    while i < len(order):
        b = order[i]
        i += 1
        if b not in game.objs or not deals(game, b, n):
            continue
        power = chars(game, b).power
        if power <= 0:
            continue
        targets = [a for x, a in v["blocks"] if x == b and a in game.objs and a in v["attackers"]]
        if len(targets) == 1:
            assigned += ((b, ("o", targets[0]), power),)
        elif targets:
            game.push("assign_block_points", n, i, assigned, b, power)
            return
    game.push("damage_on_stack", n, assigned)


@REG.step
def assign_block_points(game: Game, n: int, i: int, assigned: tuple, b: int, left: int) -> None:
    if left <= 0:
        game.push("assign_blockers", n, i, assigned)
        return
    v = game.vars
    opts = tuple(("assign", ("o", a)) for x, a in v["blocks"] if x == b and a in game.objs and a in v["attackers"])
    game.ask(other(v["tp"]), "assign_damage", opts, "on_assign_block_point", n, i, assigned, b, left,
             prompt=f"assign 1 of {left} damage of {game.objs[b].card.name}")


@REG.handler
def on_assign_block_point(game: Game, choice: tuple, n: int, i: int, assigned: tuple, b: int, left: int) -> None:
    game.push("assign_block_points", n, i, _add(assigned, b, choice[1]), b, left - 1)


@REG.step
def damage_on_stack(game: Game, n: int, assigned: tuple) -> None:
    if n == 1:
        v = game.vars
        for x in v["attackers"] + tuple(b for b, _ in v["blocks"]):
            if x in game.objs and deals(game, x, 1):
                game.w(x).marks |= DEALT_FIRST
    if assigned:
        # 310.1: all the assignments go on the stack as one object; it can't be countered (310.3).
        sid = game.next_id
        game.next_id += 1
        game.stack.append(StackItem(sid, "combat_damage", game.vars["tp"], 0, "", -1, (), assigned))


@REG.step
def put_damage(game: Game, n: int) -> None:
    open_round(game, game.vars["tp"])


def resolve_damage(game: Game, item: StackItem) -> None:
    """310.4: the combat damage object resolves (also the keyword triggers of combat, which
    share its way through play.resolve_top)."""
    if item.kind == "combat_trigger":
        resolve_combat_trigger(game, item)
        return
    events = tuple(Dmg(src, t, amt, True) for src, t, amt in item.assign)
    game.push("deal_combat_damage", events, 0)


@REG.step
def deal_combat_damage(game: Game, events: tuple, i: int) -> None:
    """310.4a-c: damage is dealt as assigned, even if the source has left play or changed
    (its last known information is used, 310.4b); damage to a creature no longer in play is
    not dealt (310.4c). Prevention and replacement apply to each piece (419): a "prevent the
    next N damage" shield hit by several sources at once is applied to the pieces its player
    chooses (419.7b); several effects on one piece are ordered by the affected player (419.9a)."""
    events = tuple(Dmg(*e) for e in events)
    while i < len(events):
        ev = events[i]
        rest = [j for j in range(i, len(events)) if events[j].target == ev.target]
        if len(rest) > 1 and len({events[j].source for j in rest}) > 1 and _shield_on(game, ev.target):
            p = affected_player(game, ev.target)
            opts = tuple(("first", j) for j in rest)
            game.ask(p, "shield", opts, "on_shield_first", events, i,
                     prompt="which damage does your prevention shield apply to first?")
            return
        outs = outcomes(game, ev)
        if len(outs) > 1:
            p = affected_player(game, ev.target)
            game.ask(p, "replacement_order", tuple(("order", perm) for perm, _ in outs), "on_damage_order",
                     events, i, prompt="in which order do the prevention and replacement effects apply?")
            return
        _commit(game, outs[0][1])
        i += 1


def _commit(game: Game, ev: Dmg) -> None:
    """Deal one piece of combat damage; "deals combat damage to a player" abilities trigger on
    what is actually dealt (410.7; stack_effects.py)."""
    ev = Dmg(*ev)
    combat_damage_dealt(game, ev.source, ev.target, commit(game, ev))


def _shield_on(game: Game, target: tuple) -> bool:
    return any(s[1] == "next" and s[3] == target for s in shields(game))


@REG.handler
def on_shield_first(game: Game, choice: tuple, events: tuple, i: int) -> None:
    j = choice[1]
    ev = Dmg(*events[j])
    rest = tuple(e for k, e in enumerate(events) if k != j and k >= i)
    # The chosen piece is dealt now; the others keep their order.
    outs = outcomes(game, ev)
    _commit(game, min(outs, key=lambda o: o[1].amount)[1])
    game.push("deal_combat_damage", events[:i] + rest, i)


@REG.handler
def on_damage_order(game: Game, choice: tuple, events: tuple, i: int) -> None:
    ev = Dmg(*events[i])
    for perm, final in outcomes(game, ev):
        if perm == choice[1]:
            _commit(game, final)
            break
    game.push("deal_combat_damage", events, i + 1)


# ---------------------------------------------------------------------- combat damage triggers
def combat_damage_dealt(game: Game, source: int, target: tuple, n: int) -> None:
    """"Whenever [this] deals combat damage to a player" triggers when it is dealt (none if it
    was all prevented, 410.7, 419.5a); the source must still be in play to have the ability."""
    if n <= 0 or target[0] != "p":
        return
    o = game.objs.get(source)
    if o is None or o.zone != "play":
        return
    card = chars(game, source).card
    for i in card.triggers:
        if card.abilities[i].when == "combat_damage_to_player":
            game.pending.append(Trigger(o.controller, source, card.code, i, target[1]))
