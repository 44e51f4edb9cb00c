"""The Weiss Schwarz turn: phases, check timing, attacks, damage, encore, refresh and level up.

Section ids are those of the turn summary (rule_index.toml); decisions the summary leaves open
are in RULINGS.md.
"""

from __future__ import annotations

from ...engine.effects import Effect
from .base import BEHIND, DONE, END, FACING, FRONT, NO, NONE, PASS, REG, REVERSED, SLOTS, YES, Trigger

step, handler = REG.step, REG.handler


def other(p: int) -> int:
    return 1 - p


# ------------------------------------------------------------------------------ reading state
def stage(game, p):
    """(slot, oid) of player p's characters."""
    out = []
    for i, s in enumerate(SLOTS):
        z = game.zones[f"{s}{p}"]
        if z:
            out.append((i, z[0]))
    return out


def slot_of(game, oid):
    o = game.objs[oid]
    return SLOTS.index(o.zone[:-1]) if o.zone[:-1] in SLOTS else -1


def level(game, p):
    """The player's level: cards in the level zone (WS-III.lvl)."""
    return len(game.zones[f"level{p}"])


def _cond(game, p, oid, c):
    if not c:
        return True
    if c == "your_turn":
        return game.vars["tp"] == p
    if c == "opp_turn":
        return game.vars["tp"] != p
    if c == "middle":
        return game.objs[oid].zone == f"front_c{p}"
    if c == "hand_le_4":
        return len(game.zones[f"hand{p}"]) <= 4
    if c == "stock_le_2":
        return len(game.zones[f"stock{p}"]) <= 2
    if c.startswith("climax:"):
        cx = game.zones[f"climax{p}"]
        return bool(cx) and game.objs[cx[0]].card.name == c[7:]
    if c.startswith("others_trait_ge_2:"):
        t = c[18:]
        return sum(1 for _, x in stage(game, p) if x != oid and t in game.objs[x].card.traits) >= 2
    raise ValueError(c)


def stats(game):
    """oid -> [power, soul, level] of every character on stage, with [CONT] abilities and
    effects applied (cached per state version)."""
    res = game.cache.get("ws")
    if res is not None:
        return res
    res = {}
    st = (stage(game, 0), stage(game, 1))
    for p in (0, 1):
        for _, oid in st[p]:
            c = game.objs[oid].card
            res[oid] = [c.power, c.soul, c.level]
    for p in (0, 1):
        sources = list(st[p]) + [(-1, x) for x in game.zones[f"climax{p}"]]
        for slot, oid in sources:
            for ab in game.objs[oid].card.ability:
                if ab.kind != "cont" or not _cond(game, p, oid, ab.condition):
                    continue
                if ab.scope == "self":
                    tg = [oid] if slot >= 0 else []
                elif ab.scope == "others":
                    tg = [x for _, x in st[p] if x != oid]
                elif ab.scope == "all":
                    tg = [x for _, x in st[p]]
                elif ab.scope == "front":   # Assist: only from the back stage
                    tg = [game.zones[f"{SLOTS[i]}{p}"][0] for i in BEHIND.get(slot, ())
                          if game.zones[f"{SLOTS[i]}{p}"]]
                else:                       # facing
                    z = game.zones[f"{SLOTS[FACING[slot]]}{other(p)}"] if slot in FRONT else []
                    tg = list(z)
                for t in tg:
                    res[t][0] += ab.power
                    res[t][1] += ab.soul
    for e in game.effects:
        k = 0 if e.op == "power" else 1 if e.op == "soul" else 2
        for t in e.targets:
            if t in res:
                res[t][k] += e.value
    game.cache["ws"] = res
    return res


def power(game, oid):
    return stats(game)[oid][0]


def soul(game, oid):
    return max(0, stats(game)[oid][1])


def pump(game, oid, op, n, source):
    """`oid` gets +n power/soul until end of turn."""
    game.effects.append(Effect(game.tick(), 1, op, n, source, (oid,), "turn", game.objs[oid].controller))
    game.cache.clear()


def can_pay_color(game, p, card):
    """WS-IV.play: a card of the same colour in clock or level zone; level-0 Characters and
    Events are exempt, Climaxes are not."""
    if card.type != "Climax" and card.level == 0:
        return True
    return any(game.objs[x].card.color == card.color
               for z in ("clock", "level") for x in game.zones[f"{z}{p}"])


def playable(game, p, card):
    """WS-IV.play: level, cost and colour."""
    return (card.level <= level(game, p) and card.cost <= len(game.zones[f"stock{p}"])
            and can_pay_color(game, p, card))


# ------------------------------------------------------------------------------- zone moves
def to_waiting(game, oid):
    """Put a card into its owner's waiting room; a character leaving the stage this way
    triggers its Encore (CR 10.2, RULINGS.md)."""
    o = game.objs[oid]
    slot = slot_of(game, oid)
    new = game.move(oid, f"waiting{o.owner}")
    if slot >= 0 and o.card.is_char:
        game.pending.append(Trigger(o.owner, new, o.card.code, -1, slot))
    return new


def after_deck(game, p):
    """WS-refresh (CR: refresh is an interrupt rule action): an empty deck takes the waiting
    room, shuffled, and its top card goes to clock uncancelled; with no waiting room the
    player loses."""
    while not game.zones[f"deck{p}"] and game.result is None:
        wr = game.zones[f"waiting{p}"]
        if not wr:
            game.end(other(p), f"WS-refresh: player {p} has no deck and no waiting room")
            return
        for oid in list(wr):
            game.move(oid, f"deck{p}")
        game.shuffle(game.zones[f"deck{p}"])
        game.pvars[p]["refreshes"] = game.pvars[p].get("refreshes", 0) + 1
        top = game.zones[f"deck{p}"][-1]
        game.move(top, f"clock{p}")
        game.push("level_check", p)


def top_to(game, p, zone):
    """The deck's top card into `zone` of p; None if the game ended."""
    deck = game.zones[f"deck{p}"]
    if not deck:
        after_deck(game, p)
        if game.result is not None:
            return None
    new = game.move(deck[-1], f"{zone}{p}")
    after_deck(game, p)
    return new


def draw(game, p, n):
    for _ in range(n):
        if top_to(game, p, "hand") is None:
            return


# ------------------------------------------------------------------------------ setup, turn
@step
def setup(game):
    for p in (0, 1):
        game.shuffle(game.zones[f"deck{p}"])
    first = game.random_below(2)
    game.vars.update(first=first, tp=first)
    for p in (0, 1):
        draw(game, p, 5)
    game.push("begin_turn")
    game.push("mulligan", other(first))
    game.push("mulligan", first)


@step
def mulligan(game, p):
    """Setup (digest B.3): once, first player first, any number of cards to the waiting room,
    then draw that many."""
    chosen = game.pvars[p].get("mull", ())
    opts = tuple(("discard", x) for x in game.zones[f"hand{p}"] if x not in chosen) + (DONE,)
    game.ask(p, "mulligan", opts, "on_mulligan", p)


@handler
def on_mulligan(game, choice, p):
    if choice[0] == "discard":
        game.pvars[p]["mull"] = game.pvars[p].get("mull", ()) + (choice[1],)
        game.push("mulligan", p)
        return
    chosen = game.pvars[p].pop("mull", ())
    for x in chosen:
        game.move(x, f"waiting{p}")
    draw(game, p, len(chosen))


@step
def begin_turn(game):
    v = game.vars
    v["turn"] += 1
    if v["turn"] > 1:
        v["tp"] = other(v["tp"])
    if v["turn"] > v["turn_limit"]:
        game.end(None, "turn limit reached: a draw")
        return
    v.update(attacks=0, attacker=0, defender=0, atype="", phase="stand")
    game.cache.clear()
    for s in reversed(("stand_phase", "draw_phase", "clock_phase", "main_phase", "climax_phase",
                       "attack_phase", "encore_step", "end_phase", "begin_turn")):
        game.push(s)


@step
def stand_phase(game):
    """WS-I: all your characters become [STAND]."""
    p = game.vars["tp"]
    for _, oid in stage(game, p):
        o = game.objs[oid]
        if o.tapped or o.marks & REVERSED:
            o = game.w(oid)
            o.tapped = False
            o.marks &= ~REVERSED


@step
def draw_phase(game):
    """WS-II: draw one card, the first player too."""
    game.vars["phase"] = "draw"
    draw(game, game.vars["tp"], 1)
    game.push("check_timing")


@step
def clock_phase(game):
    """WS-III: you may put a card from hand into clock; if you do, draw two."""
    game.vars["phase"] = "clock"
    p = game.vars["tp"]
    game.ask(p, "clock", tuple(("clock", x) for x in game.zones[f"hand{p}"]) + (PASS,), "on_clock", p)


@handler
def on_clock(game, choice, p):
    game.push("check_timing")
    if choice == PASS:
        return
    game.move(choice[1], f"clock{p}")
    game.push("draw_step", p, 2)
    game.push("level_check", p)     # level up interrupts before the draws (digest B.7.4)


@step
def draw_step(game, p, n):
    draw(game, p, n)


@step
def level_check(game, p):
    """WS-III.lvl: at 7 clock, one of the 7 oldest goes to the level zone, the other 6 to the
    waiting room; level 4 loses."""
    clock = game.zones[f"clock{p}"]
    if len(clock) < 7 or game.result is not None:
        return
    game.ask(p, "level_up", tuple(("level", x) for x in clock[:7]), "on_level", p)


@handler
def on_level(game, choice, p):
    seven = game.zones[f"clock{p}"][:7]
    game.move(choice[1], f"level{p}")
    for x in seven:
        if x != choice[1]:
            game.move(x, f"waiting{p}")
    if level(game, p) >= 4:
        game.end(other(p), f"WS-III.lvl: player {p} reached level 4")
        return
    game.push("level_check", p)


# --------------------------------------------------------------------------- check timing
@step
def check_timing(game):
    """Check timing (CR, RULINGS.md): the turn player's pending automatic abilities first, in
    the order they choose, then the other player's; each resolution is followed by another
    check timing."""
    pend = game.pending
    if not pend or game.result is not None:
        return
    tp = game.vars["tp"]
    who = tp if any(t.controller == tp for t in pend) else other(tp)
    mine = tuple(("auto", i) for i, t in enumerate(pend) if t.controller == who)
    game.push("check_timing")
    game.ask(who, "order_triggers", mine, "on_auto")


@handler
def on_auto(game, choice):
    t = game.pending.pop(choice[1])
    if t.index < 0:
        game.push("encore", t.controller, t.source, t.subject)
        return
    start_ability(game, t.controller, t.source, t.code, t.index)


def triggers(game, p, oids, when):
    for oid in oids:
        for i, ab in enumerate(game.objs[oid].card.ability):
            if ab.kind == "auto" and ab.when == when and _cond(game, p, oid, ab.condition):
                game.pending.append(Trigger(p, oid, game.objs[oid].card.code, i, 0))


# ------------------------------------------------------------------------------- costs
def can_pay(game, p, source, ab):
    if len(game.zones[f"stock{p}"]) < ab.cost:
        return False
    for k in ab.pay:
        if k == "rest_self":
            o = game.objs.get(source)
            if o is None or slot_of(game, source) < 0 or o.tapped or o.marks & REVERSED:
                return False
        elif k == "rest_two":
            if sum(1 for _, x in stage(game, p) if not game.objs[x].tapped) < 2:
                return False
        elif k == "discard_any":
            if not game.zones[f"hand{p}"]:
                return False
        elif k == "discard_character":
            if not any(game.objs[x].card.is_char for x in game.zones[f"hand{p}"]):
                return False
    return True


def pay_stock(game, p, n):
    stock = game.zones[f"stock{p}"]
    for _ in range(n):
        game.move(stock[-1], f"waiting{p}")


@step
def pay(game, p, source, pays):
    """Pay the non-stock parts of a cost, one choice at a time."""
    if not pays:
        return
    k, rest = pays[0], pays[1:]
    if k == "rest_self":
        game.w(source).tapped = True
        game.push("pay", p, source, rest)
    elif k == "rest_two":
        opts = tuple(("rest", x) for _, x in stage(game, p) if not game.objs[x].tapped)
        game.ask(p, "pay_rest", opts, "on_pay", p, source, ("rest_one",) + rest)
    elif k == "rest_one":
        opts = tuple(("rest", x) for _, x in stage(game, p) if not game.objs[x].tapped)
        game.ask(p, "pay_rest", opts, "on_pay", p, source, rest)
    elif k in ("discard_any", "discard_character"):
        opts = tuple(("discard", x) for x in game.zones[f"hand{p}"]
                     if k == "discard_any" or game.objs[x].card.is_char)
        game.ask(p, "pay_discard", opts, "on_pay", p, source, rest)
    elif k == "deck_to_clock":
        game.push("pay", p, source, rest)
        game.push("level_check", p)
        top_to(game, p, "clock")


@handler
def on_pay(game, choice, p, source, rest):
    if choice[0] == "rest":
        game.w(choice[1]).tapped = True
    else:
        game.move(choice[1], f"waiting{p}")
    game.push("pay", p, source, rest)


# ------------------------------------------------------------------------------ effects
def ability(game, code, index):
    return game.rules.cards[code].ability[index]


def start_ability(game, p, source, code, index):
    """Resolve an [AUTO]/[ACT]/event ability: its cost (asked if optional), then its effects."""
    ab = ability(game, code, index)
    if (ab.cost or ab.pay) and not can_pay(game, p, source, ab):
        return
    if ab.optional and (ab.cost or ab.pay):
        game.ask(p, "pay_cost", (YES, NO), "on_optional", p, source, code, index)
        return
    _run(game, p, source, ab)


def _run(game, p, source, ab):
    for d in reversed(ab.do):
        game.push("effect", p, source, d.op, d.who, d.n, d.soul, d.may, d.trait, d.traits, d.level)
    pay_stock(game, p, ab.cost)
    game.push("pay", p, source, tuple(ab.pay))


@handler
def on_optional(game, choice, p, source, code, index):
    if choice == YES:
        _run(game, p, source, ability(game, code, index))


@step
def effect(game, p, source, op, who, n, sl, may, trait, traits, lvl):
    """One effect of the vocabulary (CARDS.md)."""
    if op in ("power", "soul"):
        if who == "self":
            if source in game.objs and slot_of(game, source) >= 0:
                _pump(game, source, op, n, sl, source)
        elif who == "all_own":
            for _, x in stage(game, p):
                _pump(game, x, op, n, sl, source)
        else:
            opts = tuple(("pick", x) for _, x in stage(game, p)
                         if (who != "choose_other" or x != source)
                         and (not trait or trait in game.objs[x].card.traits))
            if opts:
                game.ask(p, "target", opts, "on_target", p, source, op, n, sl)
        return
    if may:
        game.ask(p, "may", (YES, NO), "on_may", p, source, op, n)
        return
    _simple(game, p, source, op, n, trait, traits, lvl)


def _pump(game, x, op, n, sl, source):
    pump(game, x, op, n, source)
    if sl:
        pump(game, x, "soul", sl, source)


@handler
def on_target(game, choice, p, source, op, n, sl):
    _pump(game, choice[1], op, n, sl, source)


@handler
def on_may(game, choice, p, source, op, n):
    if choice == YES:
        _simple(game, p, source, op, n, "", (), 0)


def _simple(game, p, source, op, n, trait, traits, lvl):
    if op == "draw":
        draw(game, p, n)
    elif op == "stock":
        for _ in range(n):
            top_to(game, p, "stock")
    elif op == "heal":
        clock = game.zones[f"clock{p}"]
        if clock:
            game.move(clock[-1], f"waiting{p}")
    elif op == "salvage":
        game.push("pick_zone", p, "waiting", "char", "hand", n)
    elif op == "discard":
        game.push("pick_zone", p, "hand", "any", "waiting", -n)
    elif op == "search":
        game.push("search", p, traits)
    elif op == "bounce":
        q = other(p)
        opts = tuple(("pick", x) for _, x in stage(game, q) if stats(game)[x][2] <= lvl)
        if opts:
            game.ask(p, "target", opts + (NONE,), "on_bounce", p)


@handler
def on_bounce(game, choice, p):
    if choice != NONE:
        game.move(choice[1], f"hand{game.objs[choice[1]].owner}")


@step
def pick_zone(game, p, zone, kind, dest, n):
    """Choose up to n (exactly -n when negative) cards of `kind` from p's `zone` to `dest`."""
    if n == 0:
        return
    cands = tuple(("pick", x) for x in game.zones[f"{zone}{p}"]
                  if kind == "any" or (kind == "char" and game.objs[x].card.is_char)
                  or (kind == "climax" and game.objs[x].card.type == "Climax")
                  or (kind == "soul_char" and game.objs[x].card.is_char and "soul" in game.objs[x].card.triggers))
    if not cands:
        return
    game.ask(p, "pick", cands + ((NONE,) if n > 0 else ()), "on_pick_zone", p, zone, kind, dest, n)


@handler
def on_pick_zone(game, choice, p, zone, kind, dest, n):
    if choice == NONE:
        return
    game.move(choice[1], f"{dest}{p}")
    game.push("pick_zone", p, zone, kind, dest, n - 1 if n > 0 else n + 1)


@step
def search(game, p, traits):
    cands = tuple(("pick", x) for x in game.zones[f"deck{p}"]
                  if game.objs[x].card.is_char and set(traits) & set(game.objs[x].card.traits))
    game.ask(p, "search", cands + (NONE,), "on_search", p)


@handler
def on_search(game, choice, p):
    if choice != NONE:
        game.move(choice[1], f"hand{p}")
        after_deck(game, p)
    game.shuffle(game.zones[f"deck{p}"])


# ------------------------------------------------------------------------------ main phase
def main_options(game, p):
    opts = []
    hand = game.zones[f"hand{p}"]
    for x in hand:
        c = game.objs[x].card
        if c.type == "Climax" or not playable(game, p, c):
            continue
        if c.is_char:
            opts.extend(("play", x, i) for i in range(5))
        else:
            opts.append(("event", x))
    st = stage(game, p)
    for i, _x in st:
        for j in range(5):
            if j != i:
                opts.append(("move", i, j))
    for _i, x in st:
        for k, ab in enumerate(game.objs[x].card.ability):
            if ab.kind == "act" and can_pay(game, p, x, ab):
                opts.append(("act", x, k))
    opts.append(END)
    return tuple(opts)


@step
def main_phase(game):
    """WS-IV: the turn player takes actions in any order until they end the phase."""
    game.vars["phase"] = "main"
    p = game.vars["tp"]
    game.ask(p, "main", main_options(game, p), "on_main", p)


@handler
def on_main(game, choice, p):
    if choice == END:
        return
    game.push("main_phase")
    game.push("check_timing")
    kind = choice[0]
    if kind == "play":       # WS-IV.2, WS-IV.play
        x, i = choice[1], choice[2]
        pay_stock(game, p, game.objs[x].card.cost)
        z = game.zones[f"{SLOTS[i]}{p}"]
        if z:
            to_waiting(game, z[0])     # the occupant goes to the waiting room
        new = game.move(x, f"{SLOTS[i]}{p}")
        triggers(game, p, (new,), "placed")
    elif kind == "event":    # WS-IV.1: resolve, then to the waiting room
        x = choice[1]
        card = game.objs[x].card
        pay_stock(game, p, card.cost)
        new = game.move(x, f"res{p}")
        game.push("to_waiting_step", new)
        for k in reversed(range(len(card.ability))):
            if card.ability[k].kind == "event":
                game.push("ability_step", p, new, card.code, k)
    elif kind == "move":     # WS-IV.3: move, or swap with the occupant
        i, j = choice[1], choice[2]
        a = game.zones[f"{SLOTS[i]}{p}"][0]
        b = game.zones[f"{SLOTS[j]}{p}"]
        b = b[0] if b else None
        _relocate(game, a, f"{SLOTS[j]}{p}")
        if b is not None:
            _relocate(game, b, f"{SLOTS[i]}{p}")
    elif kind == "act":      # WS-IV.4
        x, k = choice[1], choice[2]
        start_ability(game, p, x, game.objs[x].card.code, k)


def _relocate(game, oid, zone):
    """A move on the stage keeps the card the same object (status and effects stay)."""
    o = game.w(oid)
    game.zones[o.zone].remove(oid)
    game.zones[zone].append(oid)
    o.zone = zone


@step
def ability_step(game, p, source, code, index):
    start_ability(game, p, source, code, index)


@step
def to_waiting_step(game, oid):
    if oid in game.objs:
        game.move(oid, f"waiting{game.objs[oid].owner}")


# ---------------------------------------------------------------------------- climax phase
@step
def climax_phase(game):
    """WS-V: you may place one Climax (colour condition applies)."""
    game.vars["phase"] = "climax"
    p = game.vars["tp"]
    triggers(game, p, [x for _, x in stage(game, p)], "climax_phase_start")
    game.push("climax_choice", p)
    game.push("check_timing")


@step
def climax_choice(game, p):
    opts = tuple(("climax", x) for x in game.zones[f"hand{p}"]
                 if game.objs[x].card.type == "Climax" and can_pay_color(game, p, game.objs[x].card)
                 and not game.zones[f"climax{p}"])
    game.ask(p, "climax", opts + (PASS,), "on_climax", p)


@handler
def on_climax(game, choice, p):
    if choice == PASS:
        return
    new = game.move(choice[1], f"climax{p}")
    triggers(game, p, (new,), "placed")
    triggers(game, p, [x for _, x in stage(game, p)], "climax_placed")
    game.push("check_timing")


# ---------------------------------------------------------------------------- attack phase
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
        for i in FRONT:
            z = game.zones[f"{SLOTS[i]}{p}"]
            if not z or game.objs[z[0]].tapped or game.objs[z[0]].marks & REVERSED:
                continue
            if game.zones[f"{SLOTS[FACING[i]]}{other(p)}"]:
                opts += [("attack", i, "front"), ("attack", i, "side")]
            else:
                opts.append(("attack", i, "direct"))
    game.ask(p, "attack", tuple(opts) + (END,), "on_declare", p)


@handler
def on_declare(game, choice, p):
    if choice == END:
        return
    i, kind = choice[1], choice[2]
    a = game.zones[f"{SLOTS[i]}{p}"][0]
    game.w(a).tapped = True
    dz = game.zones[f"{SLOTS[FACING[i]]}{other(p)}"]
    d = dz[0] if dz else 0
    game.vars.update(attacker=a, defender=d, atype=kind, attacks=game.vars["attacks"] + 1, shot=0)
    if kind == "direct":
        pump(game, a, "soul", 1, a)                 # WS-VI.1: +1 soul
    elif kind == "side":
        pump(game, a, "soul", -stats(game)[d][2], a)   # WS-VI.1: -soul equal to the facing level
    triggers(game, p, (a,), "attack")
    for s in reversed(("check_timing", "trigger_step", "check_timing", "counter_step", "check_timing",
                       "damage_step", "check_timing", "battle_step", "check_timing", "declare")):
        game.push(s)


@step
def trigger_step(game):
    """WS-VI.2: reveal the top card, apply its trigger icons, then put it into stock."""
    p = game.vars["tp"]
    x = top_to(game, p, "res")
    if x is None:
        return
    game.push("trigger_done", x)
    for icon in reversed(game.objs[x].card.triggers):
        game.push("icon", p, icon, x)


@step
def trigger_done(game, x):
    if x in game.objs and game.objs[x].zone.startswith("res"):
        game.move(x, f"stock{game.objs[x].owner}")


@step
def icon(game, p, name, x):
    a = game.vars["attacker"]
    if name == "soul":
        if a in game.objs and slot_of(game, a) >= 0:
            pump(game, a, "soul", 1, x)
    elif name in ("pool", "draw"):
        game.ask(p, "may", (YES, NO), "on_may", p, x, "stock" if name == "pool" else "draw", 1)
    elif name == "comeback":
        game.push("pick_zone", p, "waiting", "char", "hand", 1)
    elif name == "gate":
        game.push("pick_zone", p, "waiting", "climax", "hand", 1)
    elif name == "choice":
        game.push("pick_zone", p, "waiting", "soul_char", "hand", 1)
    elif name == "return":
        q = other(p)
        opts = tuple(("pick", y) for _, y in stage(game, q))
        if opts:
            game.ask(p, "target", opts + (NONE,), "on_bounce", p)
    elif name == "treasure":
        if x in game.objs and game.objs[x].zone.startswith("res"):
            game.move(x, f"hand{p}")
        game.ask(p, "may", (YES, NO), "on_may", p, x, "stock", 1)
    elif name == "shot":
        game.vars["shot"] = game.vars["shot"] + 1
    elif name == "standby":
        game.push("pick_zone", p, "waiting", "char", "hand", 0)   # not modelled yet (RULINGS.md)


@step
def counter_step(game):
    """WS-VI.3: only against a front attack, the defender may use one Backup."""
    v = game.vars
    d = v["defender"]
    if v["atype"] != "front":
        return
    q = other(v["tp"])
    opts = []
    for x in game.zones[f"hand{q}"]:
        for k, ab in enumerate(game.objs[x].card.ability):
            if ab.kind == "backup" and ab.level <= level(game, q) and ab.cost <= len(game.zones[f"stock{q}"]):
                opts.append(("backup", x, k))
    if not opts or d not in game.objs:
        return
    game.ask(q, "counter", tuple(opts) + (PASS,), "on_counter", q)


@handler
def on_counter(game, choice, q):
    if choice == PASS:
        return
    x, k = choice[1], choice[2]
    ab = game.objs[x].card.ability[k]
    pay_stock(game, q, ab.cost)
    game.move(x, f"waiting{q}")
    d = game.vars["defender"]
    if d in game.objs and slot_of(game, d) >= 0:
        pump(game, d, "power", ab.power, d)


@step
def damage_step(game):
    """WS-VI.4: damage equal to the attacker's soul."""
    v = game.vars
    a = v["attacker"]
    if a not in game.objs or slot_of(game, a) < 0:
        return
    game.push("damage", other(v["tp"]), soul(game, a), 1, v["shot"])


@step
def damage(game, q, n, cancellable, shot):
    """Reveal n cards one at a time into the resolution zone; a Climax cancels: all revealed to
    the waiting room. Otherwise all go to clock together, then level up (WS-VI.4)."""
    for _ in range(n):
        x = top_to(game, q, "res")
        if x is None:
            return
        if cancellable and game.objs[x].card.type == "Climax":
            for y in list(game.zones[f"res{q}"]):
                game.move(y, f"waiting{q}")
            if shot:
                game.push("damage", q, 1, 1, 0)
            return
    for y in list(game.zones[f"res{q}"]):
        game.move(y, f"clock{q}")
    game.push("level_check", q)


@step
def battle_step(game):
    """WS-VI.5: front attacks with both characters still there: lower power is reversed, both
    on a tie."""
    v = game.vars
    a, d = v["attacker"], v["defender"]
    if v["atype"] != "front" or a not in game.objs or d not in game.objs \
            or slot_of(game, a) < 0 or slot_of(game, d) < 0:
        return
    pa, pd = power(game, a), power(game, d)
    if pa <= pd:
        game.w(a).marks |= REVERSED
    if pd <= pa:
        game.w(d).marks |= REVERSED


@step
def encore_step(game):
    """WS-VI.6: reversed characters go to the waiting room, the turn player's first, one at a
    time with a check timing after each."""
    game.vars.update(phase="encore", attacker=0, defender=0, atype="")
    tp = game.vars["tp"]
    for p in (tp, other(tp)):
        for _, x in stage(game, p):
            if game.objs[x].marks & REVERSED:
                game.push("encore_step")
                game.push("check_timing")
                to_waiting(game, x)
                return


@step
def encore(game, p, oid, slot):
    """CR 10.2 (RULINGS.md): [AUTO] Encore [(3)] of every character, and the card's own encore
    variants: it returns to its previous slot as [REST] if that slot is empty."""
    if oid not in game.objs or not game.objs[oid].zone.startswith("waiting") or game.zones[f"{SLOTS[slot]}{p}"]:
        return
    card = game.objs[oid].card
    opts = []
    if len(game.zones[f"stock{p}"]) >= game.vars["encore_cost"]:
        opts.append(("encore", -1))
    for k, ab in enumerate(card.ability):
        if ab.kind == "encore" and can_pay(game, p, oid, ab):
            opts.append(("encore", k))
    if opts:
        game.ask(p, "encore", tuple(opts) + (NO,), "on_encore", p, oid, slot)


@handler
def on_encore(game, choice, p, oid, slot):
    if choice == NO:
        return
    k = choice[1]
    game.push("encore_return", p, oid, slot)
    if k < 0:
        pay_stock(game, p, game.vars["encore_cost"])
    else:
        ab = game.objs[oid].card.ability[k]
        pay_stock(game, p, ab.cost)
        game.push("pay", p, oid, tuple(x for x in ab.pay if x != "rest_self"))


@step
def encore_return(game, p, oid, slot):
    if oid in game.objs and not game.zones[f"{SLOTS[slot]}{p}"]:
        new = game.move(oid, f"{SLOTS[slot]}{p}")
        game.objs[new].tapped = True


# ------------------------------------------------------------------------------- end phase
@step
def end_phase(game):
    """WS-VII: the climax goes to the waiting room; discard down to 7; effects end."""
    game.vars["phase"] = "end"
    p = game.vars["tp"]
    for x in list(game.zones[f"climax{p}"]):
        game.move(x, f"waiting{p}")
    game.push("cleanup")
    game.push("check_timing")
    game.push("hand_limit", p)


@step
def hand_limit(game, p):
    if len(game.zones[f"hand{p}"]) > game.vars["hand_limit"]:
        game.push("hand_limit", p)
        game.ask(p, "discard", tuple(("discard", x) for x in game.zones[f"hand{p}"]), "on_discard", p)


@handler
def on_discard(game, choice, p):
    game.move(choice[1], f"waiting{p}")


@step
def cleanup(game):
    game.effects = [e for e in game.effects if e.until != "turn"]
    game.cache.clear()
