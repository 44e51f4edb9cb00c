"""The combat phase (306-311): attack and block declarations, combat damage assignment with
trample, the first-strike damage step, and damage on the stack as one object (310.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.priority import open_round
from . import actions
from .base import ATTACKING, BLOCKED, BLOCKING, DEALT_FIRST, DONE, REG, StackItem, other
from .chars import chars
from .play import sick

if TYPE_CHECKING:
    from ...engine.state import Game


@REG.step
def begin_combat(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "begin_combat"     # 307
    game.vars["attackers"], game.vars["blocks"] = (), ()
    open_round(game, game.vars["tp"])


def can_attack(game: Game, oid: int) -> bool:
    """308.2a: an untapped creature, not a Wall, controlled continuously since the turn began
    unless it has haste."""
    o = game.objs[oid]
    return ("Creature" in o.card.types and not o.tapped and "Wall" not in o.card.subtypes
            and not sick(game, oid))


@REG.step
def declare_attackers(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "declare_attackers"
    game.push("ask_attacker", ())


@REG.step
def ask_attacker(game: Game, chosen: tuple) -> None:
    tp = game.vars["tp"]
    opts = [("attack", oid) for oid in game.zones["play"]
            if game.objs[oid].controller == tp and oid not in chosen and can_attack(game, oid)]
    if not opts:
        on_attacker(game, DONE, chosen)
        return
    game.ask(tp, "attack", (DONE, *opts), "on_attacker", chosen, prompt="declare an attacker, or done")


@REG.handler
def on_attacker(game: Game, choice: tuple, chosen: tuple) -> None:
    if choice != DONE:
        game.push("ask_attacker", chosen + (choice[1],))
        return
    for oid in chosen:
        o = game.w(oid)
        if "vigilance" not in chars(game, oid).keywords:
            o.tapped = True                             # 308.2c (not a cost)
        o.marks |= ATTACKING                            # 308.2g
    game.vars["attackers"] = chosen
    if chosen:
        game.say(f"player {game.vars['tp']} attacks with {', '.join(game.objs[a].card.name for a in chosen)}")
        game.push("combat_damage")
        game.push("declare_blockers")
    # 308.4: with no attackers the declare-blockers and combat-damage steps are skipped.
    open_round(game, game.vars["tp"])


def can_block(game: Game, b: int, a: int) -> bool:
    """309.2a with evasion (501): flying (502.4), fear (502.25)."""
    ca, cb = chars(game, a), chars(game, b)
    if "flying" in ca.keywords and "flying" not in cb.keywords:
        return False
    if "fear" in ca.keywords and not ("Artifact" in cb.types or "B" in cb.colors):
        return False
    return True


@REG.step
def declare_blockers(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "declare_blockers"
    game.push("ask_blocker", ())


@REG.step
def ask_blocker(game: Game, chosen: tuple) -> None:
    d = other(game.vars["tp"])
    attackers = game.vars["attackers"]
    used = {b for b, _ in chosen}
    opts = []
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller != d or o.tapped or oid in used or "Creature" not in o.card.types \
                or "cant_block" in chars(game, oid).keywords:
            continue
        opts.extend(("block", oid, a) for a in attackers if can_block(game, oid, a))
    if not opts:
        on_blocker(game, DONE, chosen)
        return
    game.ask(d, "block", (DONE, *opts), "on_blocker", chosen, prompt="declare a blocker, or done")


@REG.handler
def on_blocker(game: Game, choice: tuple, chosen: tuple) -> None:
    if choice != DONE:
        game.push("ask_blocker", chosen + ((choice[1], choice[2]),))
        return
    for b, _ in chosen:
        game.w(b).marks |= BLOCKING                     # 309.2e
    for a in {a for _, a in chosen}:
        game.w(a).marks |= BLOCKED                      # 309.2f
    game.vars["blocks"] = chosen
    open_round(game, game.vars["tp"])


@REG.step
def combat_damage(game: Game) -> None:
    """310.5, 502.2b: if an attacking or blocking creature has first or double strike, only
    those deal damage now and a second combat damage step follows."""
    game.vars["phase"], game.vars["step"] = "combat", "combat_damage"
    v = game.vars
    fighters = v["attackers"] + tuple(b for b, _ in v["blocks"])
    if any(chars(game, x).keywords & {"first_strike", "double_strike"} for x in fighters):
        game.push("damage_step", 2)
        game.push("damage_step", 1)
    else:
        game.push("damage_step", 0)


def _deals(game: Game, oid: int, n: int) -> bool:
    kw = chars(game, oid).keywords
    if n == 0:
        return True
    if n == 1:
        return bool(kw & {"first_strike", "double_strike"})
    return not game.objs[oid].marks & DEALT_FIRST or "double_strike" in kw    # 310.5, 502.28


@REG.step
def damage_step(game: Game, n: int) -> None:
    game.vars["step"] = "combat_damage"
    # 310.1: the active player assigns for the attackers first, then the defender for blockers.
    game.push("put_damage", n)
    game.push("assign_attackers", n, 0, ())


def _blockers_of(game: Game, a: int) -> list[int]:
    return [b for b, x in game.vars["blocks"] if x == a and b in game.objs]


def _lethal_left(game: Game, b: int, assigned: tuple) -> int:
    """502.9d: lethal damage counts damage already on the creature and damage assigned in this
    step; it uses toughness only."""
    done = sum(amt for _, t, amt in assigned if t == ("o", b))
    return max(chars(game, b).toughness - game.objs[b].damage - done, 0)


@REG.step
def assign_attackers(game: Game, n: int, i: int, assigned: tuple) -> None:
    v = game.vars
    attackers = v["attackers"]
    while i < len(attackers):
        a = attackers[i]
        i += 1
        if a not in game.objs or not _deals(game, a, n):
            continue
        power = chars(game, a).power
        if power <= 0:                                  # 310.2a
            continue
        d = other(v["tp"])
        blockers = _blockers_of(game, a)
        trample = "trample" in chars(game, a).keywords
        if not game.objs[a].marks & BLOCKED:            # 310.2b
            assigned += ((a, ("p", d), power),)
            continue
        if not blockers:                                # 310.2c, 502.9c
            if trample:
                assigned += ((a, ("p", d), power),)
            continue
        if len(blockers) == 1 and not trample:
            assigned += ((a, ("o", blockers[0]), power),)
            continue
        game.push("assign_points", n, i, assigned, a, power)
        return
    game.push("assign_blockers", n, assigned)


@REG.step
def assign_points(game: Game, n: int, i: int, assigned: tuple, a: int, left: int) -> None:
    """310.2c: a blocked attacker's damage is divided freely among its blockers (no damage
    assignment order in 2004); 502.9b: with trample, the player only once every blocker has been
    assigned lethal damage. One point at a time."""
    if left <= 0:
        game.push("assign_attackers", n, i, assigned)
        return
    blockers = _blockers_of(game, a)
    opts = [("assign", ("o", b)) for b in blockers]
    if "trample" in chars(game, a).keywords and all(_lethal_left(game, b, assigned) == 0 for b in blockers):
        opts.append(("assign", ("p", other(game.vars["tp"]))))
    game.ask(game.vars["tp"], "assign_damage", tuple(opts), "on_assign_point", n, i, assigned, a, left,
             prompt=f"assign 1 of {left} damage")


@REG.handler
def on_assign_point(game: Game, choice: tuple, n: int, i: int, assigned: tuple, a: int, left: int) -> None:
    t = choice[1]
    merged = list(assigned)
    for k, (src, tt, amt) in enumerate(merged):
        if src == a and tt == t:
            merged[k] = (src, tt, amt + 1)
            break
    else:
        merged.append((a, t, 1))
    game.push("assign_points", n, i, tuple(merged), a, left - 1)


@REG.step
def assign_blockers(game: Game, n: int, assigned: tuple) -> None:
    """310.2d: a blocker deals its damage to the attacker it blocks (one attacker per blocker
    so far)."""
    for b, a in game.vars["blocks"]:
        if b not in game.objs or not _deals(game, b, n):
            continue
        power = chars(game, b).power
        if power > 0 and a in game.objs and a in game.vars["attackers"]:
            assigned += ((b, ("o", a), power),)
    game.push("damage_on_stack", n, assigned)


@REG.step
def damage_on_stack(game: Game, n: int, assigned: tuple) -> None:
    if n == 1:
        v = game.vars
        for x in v["attackers"] + tuple(b for b, _ in v["blocks"]):
            if x in game.objs and _deals(game, x, 1):
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
    """310.4a: damage is dealt as assigned, even if the source has left play (a creature target
    must still be in play)."""
    for src, t, amt in item.assign:
        actions.deal_damage(game, src, t, amt)


@REG.step
def end_combat(game: Game) -> None:
    game.vars["phase"], game.vars["step"] = "combat", "end_combat"      # 311
    open_round(game, game.vars["tp"])
