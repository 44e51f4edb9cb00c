"""The attack phase (WS-VI): declaration, trigger, counter, damage and battle steps."""

from __future__ import annotations

from .abilities import pay_stock
from .autos import event, fire
from .base import (
    END,
    FACING,
    FRONT,
    HAND,
    NO,
    NONE,
    PASS,
    REG,
    RES,
    REVERSED,
    STAGE_ZONES,
    STOCK,
    WAITING,
    YES,
)
from .board import char_level, level, on_stage, other, playable, power, pump, soul, stage
from .moves import move, move_one
from .rule_actions import top_to
from .vocabulary import standby

ATTACK, OTHER_ATTACKS, BACKUP_USED, REVERSE, OPP_REVERSE = event(
    "attack", "other_attacks", "backup_used", "reverse", "opp_reverse")

step, handler = REG.step, REG.handler


@step
def attack_phase(game):
    game.vars["phase"] = "attack"
    game.push("declare")


@step
def declare(game):
    """WS-VI.1: a [STAND] center-stage character attacks: front or side when a character faces
    it, direct when none does."""
    v = game.vars
    p = v["tp"]
    opts = []
    if not (v["first_turn_one_attack"] and v["turn"] == 1 and v["attacks"] >= 1):
        q = other(p)
        great = great_performer(game, q)
        zones, objs = game.zones, game.objs
        mine, theirs = STAGE_ZONES[p], STAGE_ZONES[q]
        for i in FRONT:
            z = zones[mine[i]]
            if not z:
                continue
            o = objs[z[0]]
            if o.tapped or o.marks & REVERSED:
                continue
            front, side, direct = _ATTACKS[i]
            if great:
                opts.append(front)
            elif zones[theirs[FACING[i]]]:
                opts.append(front)
                opts.append(side)
            else:
                opts.append(direct)
    opts.append(END)
    game.ask(p, "attack", tuple(opts), "on_declare", p)


_ATTACKS = tuple((("attack", i, "front"), ("attack", i, "side"), ("attack", i, "direct")) for i in range(3))


def great_performer(game, q: int) -> int:
    """Great Performance: q's character in the middle of the center stage, not [REVERSE], with
    that ability is frontal attacked instead of any other attack (0 if none)."""
    z = game.zones[STAGE_ZONES[q][1]]
    if z:
        o = game.objs[z[0]]
        if o.card.great_performance and not o.marks & REVERSED:
            return z[0]
    return 0


@handler
def on_declare(game, choice, p):
    if choice == END:
        return
    i, kind = choice[1], choice[2]
    a = game.zones[STAGE_ZONES[p][i]][0]
    game.w(a).tapped = True
    dz = game.zones[STAGE_ZONES[other(p)][FACING[i]]]
    d = great_performer(game, other(p)) or (dz[0] if dz else 0)
    game.vars.update(attacker=a, defender=d, atype=kind, attacks=game.vars["attacks"] + 1, shot=0)
    if game.log is not None:      # the table's log (tcg.present)
        game.event("attack", p, game.objs[a].card.code, kind, game.objs[d].card.code if d else "",
                   power(game, a), power(game, d) if d else 0)
    if kind == "direct":
        pump(game, a, "soul", 1, a)                 # WS-VI.1: +1 soul
    elif kind == "side":
        pump(game, a, "soul", -char_level(game, d), a)   # WS-VI.1: -soul equal to the facing level
    fire(game, p, (a,), ATTACK)
    fire(game, p, [x for _, x in stage(game, p) if x != a], OTHER_ATTACKS, a)
    game.procs.extend(_ATTACK_STEPS)


# The steps of an attack after its declaration (WS-VI.2-5), as pushed: last first.
_ATTACK_STEPS = tuple((s,) for s in reversed(("check_timing", "trigger_step", "check_timing", "counter_step",
                                              "check_timing", "damage_step", "check_timing", "battle_step",
                                              "check_timing", "declare")))


@step
def trigger_step(game):
    """WS-VI.2: reveal the top card, apply its trigger icons, then put it into stock."""
    p = game.vars["tp"]
    x = top_to(game, p, "res")
    if x is None:
        return
    if game.log is not None:
        game.event("trigger", game.objs[x].card.code, game.objs[x].card.triggers)
    game.push("trigger_done", x)
    for icon in reversed(game.objs[x].card.triggers):
        game.push("icon", p, icon, x)


@step
def trigger_done(game, x):
    if x in game.objs and game.objs[x].zone.startswith("res"):
        move_one(game, x, "stock")


@step
def icon(game, p, name, x):
    """The trigger icons (WS-VI.2, RULINGS.md 13); all but soul and shot are optional."""
    a = game.vars["attacker"]
    objs = game.objs
    wr = game.zones[WAITING[p]]
    if name == "soul":                  # +1 soul to the attacker until end of turn
        if on_stage(game, a):
            pump(game, a, "soul", 1, x)
    elif name in ("pool", "draw"):      # pool: may put the deck's top card into stock; draw: may draw 1
        game.ask(p, "may", (YES, NO), "on_icon_may", p, name)
    elif name in ("comeback", "gate", "choice"):
        # comeback: a character, gate: a Climax, from the waiting room to hand; choice: a
        # character with a soul icon, to hand or to stock
        opts = []
        for y in wr:
            c = objs[y].card
            if name == "comeback" and c.is_char or name == "gate" and c.type == "Climax":
                opts.append(("hand", y))
            elif name == "choice" and c.is_char and "soul" in c.triggers:
                opts += [("hand", y), ("stock", y)]
        if opts:
            game.ask(p, name, tuple(opts) + (NONE,), "on_icon_pick", p)
    elif name == "return":              # may return an opponent's character to its owner's hand
        opts = tuple(("pick", y) for _, y in stage(game, other(p)))
        if opts:
            game.ask(p, "target", opts + (NONE,), "on_bounce", p)
    elif name == "treasure":            # the card to hand, then may put the deck's top card into stock
        if x in objs and objs[x].zone.startswith("res"):
            move_one(game, x, "hand")
        game.ask(p, "may", (YES, NO), "on_icon_may", p, "pool")
    elif name == "shot":                # 1 damage when this attack's damage is cancelled
        game.vars["shot"] = game.vars["shot"] + 1
    elif name == "standby":             # a character of level <= your level + 1 onto the stage, [REST]
        standby(game, p)


@handler
def on_icon_may(game, choice, p, name):
    if choice == YES:
        top_to(game, p, "stock" if name == "pool" else "hand")


@handler
def on_icon_pick(game, choice, p):
    if choice != NONE:
        move_one(game, choice[1], choice[0])


@step
def counter_step(game):
    """WS-VI.3: against a front attack, the defender may play one counter: a Backup (level
    checked, colour not) or a Counter event (level, cost and colour, as any event)."""
    v = game.vars
    if v["atype"] != "front":
        return
    q = other(v["tp"])
    opts = []
    objs = game.objs
    for x in game.zones[HAND[q]]:
        card = objs[x].card
        if card.counter:
            if playable(game, q, card):
                opts.append(("counter", x))
            continue
        for k, ab in enumerate(card.ability):
            if ab.kind == "backup" and ab.level <= level(game, q) and ab.cost <= len(game.zones[STOCK[q]]):
                opts.append(("backup", x, k))
    if opts:
        game.ask(q, "counter", tuple(opts) + (PASS,), "on_counter", q)


@handler
def on_counter(game, choice, q):
    if choice == PASS:
        return
    x = choice[1]
    if choice[0] == "counter":
        from .turn import play_event
        play_event(game, q, x)
        return
    ab = game.objs[x].card.ability[choice[2]]
    pay_stock(game, q, ab.cost)
    new = move_one(game, x, "waiting")
    d = game.vars["defender"]
    if on_stage(game, d):
        pump(game, d, "power", ab.power, new)
    fire(game, q, (new,), BACKUP_USED)


@step
def damage_step(game):
    """WS-VI.4: damage equal to the attacker's soul."""
    v = game.vars
    a = v["attacker"]
    if not on_stage(game, a):
        return
    game.push("damage", other(v["tp"]), soul(game, a), 1, v["shot"])


@step
def damage(game, q, n, cancellable, shot):
    """Reveal n cards one at a time into the resolution zone; a Climax cancels: all revealed to
    the waiting room. Otherwise all go to clock together, then level up (WS-VI.4)."""
    for _ in range(n):
        x = top_to(game, q, "res")
        if x is None:
            break
        if cancellable and game.objs[x].card.type == "Climax":
            if game.log is not None:
                game.event("damage", q, n, True, tuple(game.objs[y].card.code for y in game.zones[RES[q]]))
            move(game, game.zones[RES[q]], "waiting")
            if shot:
                game.push("damage", q, 1, 1, 0)
            return
    if game.log is not None:
        game.event("damage", q, len(game.zones[RES[q]]), False, tuple(game.objs[y].card.code for y in game.zones[RES[q]]))
    move(game, game.zones[RES[q]], "clock")
    game.push("level_check", q)


@step
def battle_step(game):
    """WS-VI.5: front attacks with both characters still there: lower power is reversed, both
    on a tie."""
    v = game.vars
    a, d = v["attacker"], v["defender"]
    if v["atype"] != "front" or not on_stage(game, a) or not on_stage(game, d):
        return
    pa, pd = power(game, a), power(game, d)
    lost = [x for x, won in ((a, pa > pd), (d, pd > pa)) if not won]
    if game.log is not None:
        game.event("battle", game.objs[a].card.code, game.objs[d].card.code, pa, pd)
    for x in lost:
        game.w(x).marks |= REVERSED
    # "When this card becomes [REVERSE]" and "when this card's battle opponent becomes
    # [REVERSE]": the turn player's abilities wait with the others' for the check timing.
    for x in lost:
        y = d if x == a else a
        fire(game, game.objs[x].controller, (x,), REVERSE, y)
        fire(game, game.objs[y].controller, (y,), OPP_REVERSE, x)
