"""The Attack Phase (10): preparation, then attacks one at a time (a single Forward or a Party),
blocks, damage with First Strike, and back to the next attack declaration (10.1.4.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.priority import open_round
from . import actions, attacks, battle_end, block_duty
from .base import ATTACKED, ATTACKING, BLOCKING, DONE, REG, other
from .chars import chars, has, is_forward, may_block, power
from .damage import burst_limit, player_points
from .identity import elements
from .play import can_act_with

if TYPE_CHECKING:
    from ...engine.state import Game

END = ("end",)
NO_BLOCK = ("no_block",)


@REG.step
def attack_phase(game: Game) -> None:
    v = game.vars
    v["phase"], v["step"] = "attack", "preparation"
    game.cache.clear()      # a field ability "during each Attack Phase" reads the phase
    actions.fire_phase(game, "attack")   # 10.1.1.1
    game.push("attack_declare")
    open_round(game, v["tp"])                         # 10.1.1.2


def can_attack(game: Game, p: int, oid: int) -> bool:
    """10.1.2.1.1–2: an active Forward, controlled since the start of the turn or with Haste,
    that has not attacked this turn (or may attack again: attacks.py) and is not forbidden to."""
    o = game.objs[oid]
    if o.tapped or o.marks & ATTACKED and not attacks.may_attack_again(game, oid) or not is_forward(game, oid):
        return False
    flags = chars(game, oid).flags
    return "cannot_attack" not in flags and can_act_with(game, p, oid)


def can_block(game: Game, oid: int) -> bool:
    """10.1.3.1.1–2: an active Forward; control since the start of the turn is not needed."""
    o = game.objs[oid]
    return not o.tapped and is_forward(game, oid) and not has(game, oid, "cannot_block")


@REG.step
def attack_declare(game: Game) -> None:
    v = game.vars
    tp = v["tp"]
    v["step"], v["attack"], v["blocker"] = "declaration", (), 0
    opts = tuple(("attack", o) for o in game.zones[f"field{tp}"] if can_attack(game, tp, o))
    # 10.1.2.1.3: the phase cannot end while a Forward that must attack still can
    forced = any(has(game, o, "must_attack") for _, o in opts)
    game.ask(tp, "attack", opts if forced else (END,) + opts, "on_attack",
             prompt="declare an attacker" + ("" if forced else ", or end the Attack Phase"))


@REG.handler
def on_attack(game: Game, choice: tuple) -> None:
    if choice == END:
        return  # 10.1.2.7: no attacker, the Attack Phase ends
    _party(game, (choice[1],))


def _party(game: Game, members: tuple) -> None:
    """Form a Party (15.1.1.9): more eligible Forwards sharing an element may join."""
    tp = game.vars["tp"]
    if has(game, members[0], "cannot_form_party"):       # "X cannot form parties"
        declare_attack(game, members)
        return
    more = [o for o in game.zones[f"field{tp}"] if o not in members and can_attack(game, tp, o)
            and all(_party_with(game, m, o) for m in members) and not has(game, o, "cannot_form_party")]
    if not more:
        declare_attack(game, members)
        return
    game.ask(tp, "party", (DONE,) + tuple(("add", o) for o in more), "on_party", members,
             prompt="add a Forward of the same element to the Party, or done")


def _party_with(game: Game, a: int, b: int) -> bool:
    """May `a` and `b` attack in one Party? An Element in common (15.1.1.9.2; several: RULINGS.md), or one of them "can
    form a party with Forwards of any Element" (RULINGS.md)."""
    return (not set(elements(game, a)).isdisjoint(elements(game, b)) or has(game, a, "party_any_element")
            or has(game, b, "party_any_element"))


@REG.handler
def on_party(game: Game, choice: tuple, members: tuple) -> None:
    if choice == DONE:
        declare_attack(game, members)
    else:
        _party(game, members + (choice[1],))


def declare_attack(game: Game, members: tuple) -> None:
    v = game.vars
    attackers = []
    for oid in members:
        if not has(game, oid, "brave"):
            actions.dull(game, oid)              # 10.1.2.2, 15.2.1
        o = game.w(oid)
        o.marks |= ATTACKED | ATTACKING          # 10.1.2.4
        attacks.note(game, oid)
        attackers.append(oid)
    v["attack"], v["party"] = tuple(attackers), len(attackers) > 1
    game.cache.clear()          # "the Forwards forming a party" (host.in_party) read v["party"]
    if game.log is not None:            # the powers, for the table's log (tcg.present)
        game.event("attack", v["tp"], tuple((game.objs[o].card.code, power(game, o)) for o in attackers))
    for oid in attackers:
        actions.fire(game, "attacks", oid)       # 10.1.2.5
    if v["party"]:
        actions.fire(game, "party_attacks", 0, v["tp"])   # "when a party you control attacks"
    game.push("block_step")
    open_round(game, v["tp"])                    # 10.1.2.6


def attackers(game: Game) -> list[int]:
    tp = game.vars["tp"]
    return [o for o in game.vars["attack"] if o in game.objs and game.objs[o].controller == tp
            and game.objs[o].marks & ATTACKING]


@REG.step
def block_step(game: Game) -> None:
    v = game.vars
    v["step"] = "block"
    att = attackers(game)
    if not att:
        game.push("attack_end")
        return
    ntp = other(v["tp"])
    # 10.1.3.1.2: an attacker that "cannot be blocked" leaves no Forward able to block it
    unblockable = any(has(game, a, "cannot_be_blocked") for a in att)
    opts = () if unblockable else tuple(("block", o) for o in game.zones[f"field{ntp}"] if can_block(game, o)
                                        and all(may_block(game, o, a) for a in att))
    # 10.1.3.1.3: if Forwards that can block must block, one of them blocks (RULINGS.md)
    bound = block_duty.bound_to_block(game, att)      # "it must block Lightning this turn"
    forced = tuple(op for op in opts if has(game, op[1], "must_block") or op[1] in bound)
    if not forced and opts and any(has(game, a, "must_be_blocked") for a in att):
        forced = opts        # "Opponent must block Ba'Gamnan if possible": any Forward that can (RULINGS.md)
    if forced:
        game.ask(ntp, "block", forced, "on_block", prompt="block with a Forward that must block")
        return
    game.ask(ntp, "block", (NO_BLOCK,) + opts, "on_block", prompt="block with a Forward, or not")


@REG.handler
def on_block(game: Game, choice: tuple) -> None:
    v = game.vars
    if choice != NO_BLOCK:
        oid = choice[1]
        game.w(oid).marks |= BLOCKING            # 10.1.3.2 (blocking does not dull)
        v["blocker"] = oid
        v["was_blocked"] = True
        if game.log is not None:
            game.event("block", (game.objs[oid].card.code, power(game, oid)),
                       tuple((game.objs[x].card.code, power(game, x)) for x in attackers(game)))
        actions.fire(game, "blocks", oid)        # 10.1.3.5
        for a in attackers(game):
            actions.fire(game, "is_blocked", a)
    else:
        v["was_blocked"] = False
    game.push("damage_step")
    open_round(game, v["tp"])                    # 10.1.3.6


def _blocker(game: Game) -> int:
    b = game.vars["blocker"]
    return b if b in game.objs and game.objs[b].marks & BLOCKING else 0


@REG.step
def damage_step(game: Game) -> None:
    v = game.vars
    v["step"] = "damage"
    att = attackers(game)
    if not att:
        game.push("attack_end")
        return
    game.push("attack_end")
    if not v["was_blocked"]:
        # 10.1.4.1: an unblocked attacker (or Party, 15.1.1.9.1) deals 1 damage to the player.
        game.push("after_damage")
        points = _points(game, att)
        if not points:
            return
        for a in att:
            actions.fire(game, "damage", a, other(game.objs[a].controller))
        if v["party"]:      # "When a party you control deals damage to your opponent": once for the Party
            actions.fire(game, "party_damage", 0, v["tp"])
        game.push("player_damage", other(v["tp"]), points, 1, burst_limit(game, att))
        return
    blk = _blocker(game)
    if not blk:
        # 10.1.3.3: a blocker removed from combat; the attack stays blocked (RULINGS.md).
        if v["blocker_gone_damages_player"]:
            game.push("after_damage")
            points = _points(game, att)
            if points:
                game.push("player_damage", other(v["tp"]), points, 1, burst_limit(game, att))
        return
    fs_att = all(has(game, a, "first_strike") for a in att)   # 15.1.1.9.7, 15.2.3.4
    fs_blk = has(game, blk, "first_strike")
    game.push("after_damage")
    if fs_att and not fs_blk:
        game.push("combat_damage", "blocker")
        game.push("first_strike_window")
        game.push("combat_damage", "attackers")
    elif fs_blk and not fs_att:
        game.push("combat_damage", "attackers")
        game.push("first_strike_window")
        game.push("combat_damage", "blocker")
    else:
        game.push("combat_damage", "both")


def _points(game: Game, att: list[int]) -> int:
    """The points of damage the attackers deal the player (10.1.4.1): "double the damage", "cannot
    deal damage to your opponent" (player_points); none if none of them deals damage (battle_end.py)."""
    return player_points(game, att, 1) if any(not has(game, a, battle_end.NO_DAMAGE) for a in att) else 0


@REG.step
def first_strike_window(game: Game) -> None:
    """15.2.3.3: rule processes run and the turn player receives priority, but no Summon or
    ability may be used, and triggers from First Strike damage wait for the regular damage."""
    v = game.vars
    v["held"] = v.get("held", ()) + tuple(game.pending)
    game.pending.clear()
    v["fs_window"] = True
    game.push("end_first_strike_window")
    open_round(game, v["tp"])


@REG.step
def end_first_strike_window(game: Game) -> None:
    game.vars["fs_window"] = False


@REG.step
def combat_damage(game: Game, who: str) -> None:
    """10.1.4.2: attacker(s) and blocker deal damage equal to their power to each other."""
    att = attackers(game)
    blk = _blocker(game)
    if not att or not blk:
        return
    if who in ("attackers", "both"):
        # a Party's combined power (15.1.1.9.8); none from one that "doesn't deal any damage"
        dealers = [a for a in att if not has(game, a, battle_end.NO_DAMAGE)]
        if who == "both":
            game.push("blocker_damage", _blocker_power(game, blk), ())
        if dealers and actions.damage_forward(game, blk, sum(power(game, a) for a in dealers), dealers[0]):
            for a in dealers:       # each member of a Party deals the damage (15.1.1.9.8)
                actions.fire(game, "damage", a, other=blk)
        return
    game.push("blocker_damage", _blocker_power(game, blk), ())


def _blocker_power(game: Game, blk: int) -> int:
    """The damage the blocker deals (10.1.4.2): its power, none if it "doesn't deal any damage"."""
    return 0 if has(game, blk, battle_end.NO_DAMAGE) else power(game, blk)


@REG.step
def blocker_damage(game: Game, amount: int, split: tuple) -> None:
    """The blocker's damage; against a Party its controller splits it in units of 1000, at
    least 1000 to each chosen member (10.1.4.2.1)."""
    att = attackers(game)
    blk = _blocker(game) or game.vars["blocker"]
    if not att or amount <= 0:
        return
    if len(att) == 1:
        _blocker_dealt(game, blk, att[0], actions.damage_forward(game, att[0], amount, blk))
        return
    left = amount - 1000 * len(split)
    if left < 1000:
        per: dict[int, int] = {}
        for m in split:
            per[m] = per.get(m, 0) + 1000
        if split:
            per[split[-1]] += left
        for m, d in per.items():
            if m in att:
                _blocker_dealt(game, blk, m, actions.damage_forward(game, m, d, blk))
        return
    ntp = other(game.vars["tp"])
    game.ask(ntp, "assign_damage", tuple(("assign", m) for m in att), "on_assign", amount, split,
             prompt=f"assign 1000 of {amount} damage to a Party member")


def _blocker_dealt(game: Game, blk: int, attacker: int, dealt: int) -> None:
    """"When X deals damage to a Forward": the blocker dealt damage to that attacker."""
    if dealt and blk in game.objs:
        actions.fire(game, "damage", blk, other=attacker)


@REG.handler
def on_assign(game: Game, choice: tuple, amount: int, split: tuple) -> None:
    game.push("blocker_damage", amount, split + (choice[1],))


@REG.step
def after_damage(game: Game) -> None:
    v = game.vars
    if v.get("held"):
        game.pending[:0] = list(v["held"])      # 15.2.3.3: now First Strike triggers are stacked
        v["held"] = ()
    open_round(game, v["tp"])                    # 10.1.4.3–4


@REG.step
def attack_end(game: Game) -> None:
    """10.1.4.5: the Party is dissolved; 10.1.4.6: the next attack may be declared."""
    battle_end.end(game)        # "X breaks after the attack or the block"
    actions.clear_combat_marks(game)
    game.vars["attack"], game.vars["blocker"] = (), 0
    game.push("attack_declare")
