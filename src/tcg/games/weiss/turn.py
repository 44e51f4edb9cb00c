"""The turn: setup and mulligan, stand (WS-I), draw (WS-II), clock (WS-III), main (WS-IV), climax
(WS-V) and end (WS-VII) phases."""

from __future__ import annotations

from ...engine.effects import expire
from .abilities import can_pay, pay_stock, start_ability
from .autos import event, fire_zone
from .base import CLIMAX, DECK, DONE, END, HAND, LEVEL, PASS, REG, REVERSED, SLOTS, STAGE_ZONES, STOCK
from .board import colors, condition, other, play_level, stage
from .moves import PLAY, move, move_one
from .rule_actions import draw, rule_check

MAIN_PHASE_START, CLIMAX_PHASE_START = event("main_phase_start", "climax_phase_start")

step, handler = REG.step, REG.handler


@step
def setup(game):
    for p in (0, 1):
        game.shuffle(game.zones[DECK[p]])
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
    opts = tuple(("discard", x) for x in game.zones[HAND[p]] if x not in chosen) + (DONE,)
    game.ask(p, "mulligan", opts, "on_mulligan", p)


@handler
def on_mulligan(game, choice, p):
    if choice[0] == "discard":
        game.pvars[p]["mull"] = game.pvars[p].get("mull", ()) + (choice[1],)
        game.push("mulligan", p)
        return
    chosen = game.pvars[p].pop("mull", ())
    move(game, chosen, "waiting")
    draw(game, p, len(chosen))


@step
def begin_turn(game):
    v = game.vars
    v["turn"] += 1
    if v["turn"] > 1:
        v["tp"] = other(v["tp"])
    if game.log is not None:
        game.event("turn", v["turn"], v["tp"])
    if v["turn"] > v["turn_limit"]:
        game.end(None, "turn limit reached: a draw")
        return
    v.update(attacks=0, attacker=0, defender=0, atype="", phase="stand")
    game.cache.clear()
    game.procs.extend(_TURN_STEPS)


_TURN_STEPS = tuple((s,) for s in reversed(("stand_phase", "draw_phase", "clock_phase", "main_begin", "climax_phase",
                                            "attack_phase", "encore_step", "end_phase", "begin_turn")))


@step
def stand_phase(game):
    """WS-I: all your characters become [STAND]."""
    p = game.vars["tp"]
    for _, oid in stage(game, p):
        o = game.objs[oid]
        if o.card.no_stand and any(condition(game, p, oid, ab.condition) for ab in o.card.no_stand):
            continue                 # CR-1.3.3: "cannot [STAND]" wins over the stand phase
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
    game.ask(p, "clock", tuple(("clock", x) for x in game.zones[HAND[p]]) + (PASS,), "on_clock", p)


@handler
def on_clock(game, choice, p):
    game.push("check_timing")
    if choice == PASS:
        return
    move_one(game, choice[1], "clock")
    game.push("draw_step", p, 2)
    game.push("level_check", p)     # level up interrupts before the draws (digest B.7.4)


# The options that do not depend on the card: a play into each slot, a move to each other slot.
_PLAYS: dict[int, tuple] = {}       # object id -> its five play options (plain values: shared by all games)
_MOVES = tuple(tuple(("move", i, j) for j in range(5) if j != i) for i in range(5))
# occupied-slot bit mask -> the moves of all those slots, in slot order (and then the end)
_MOVES_BY_MASK = tuple(sum((_MOVES[i] for i in range(5) if m >> i & 1), ()) for m in range(32))
_MOVES_END = tuple(m + (END,) for m in _MOVES_BY_MASK)
_END_T = (END,)
_HAND_KEY = ("main_hand0", "main_hand1")   # game.cache keys
_ACTS_KEY = ("main_acts0", "main_acts1")
_MAIN_KEY = ("main_opts0", "main_opts1")   # (occupied-slot mask, (slot, oid) with [ACT], their options, options)


def _hand_options(game, p):
    """The plays and events of p's hand (WS-IV.play), cached with the state. They read the hand,
    stock, level, clock and the player-level conditions of [CONT] abilities in the hand (those
    have no card of their own, so no stage position): a move on the stage keeps them."""
    key = _HAND_KEY[p]
    res = game.cache.get(key)
    if res is not None:
        return res
    opts = []
    objs = game.objs
    zones = game.zones
    lv = len(zones[LEVEL[p]])
    stock = len(zones[STOCK[p]])
    paid = None                      # the colours p can pay (read once, when needed)
    for x in zones[HAND[p]]:
        c = objs[x].card
        if c.type == "Climax" or c.cost > stock or (play_level(game, p, c) if c.hand_conts else c.level) > lv:
            continue
        if c.level:
            if paid is None:
                paid = colors(game, p)
            if c.color not in paid:
                continue
        if c.is_char:
            plays = _PLAYS.get(x)
            if plays is None:
                plays = _PLAYS[x] = tuple(("play", x, i) for i in range(5))
            opts.extend(plays)
        elif not c.counter:          # a Counter event is played only in the counter step
            opts.append(("event", x))
    res = game.cache[key] = tuple(opts)
    return res


def main_options(game, p):
    """The main phase's actions: plays and events, moves, [ACT] abilities, end. The [ACT]
    options of each character are cached with the state: their costs read its status, the
    hand, stock and waiting room, never its position, so a move keeps them too."""
    zones = game.zones
    objs = game.objs
    mask = 0
    actors = []                      # (slot, oid) of the characters with [ACT] abilities
    for i, name in enumerate(STAGE_ZONES[p]):
        z = zones[name]
        if z:
            mask |= 1 << i
            x = z[0]
            if objs[x].card.acts:
                actors.append((i, x))
    hand = _hand_options(game, p)
    cache = game.cache
    if not actors:
        opts = hand + _MOVES_END[mask]
        cache[_MAIN_KEY[p]] = (mask, (), (), opts)
        return opts
    known = cache.get(_ACTS_KEY[p])
    if known is None:
        known = cache[_ACTS_KEY[p]] = {}
    acts = ()
    for _, x in actors:
        a = known.get(x)
        if a is None:
            card = objs[x].card
            a = known[x] = tuple(("act", x, k) for k in card.acts if can_pay(game, p, x, card.ability[k]))
        acts += a
    opts = hand + _MOVES_BY_MASK[mask] + acts + _END_T
    cache[_MAIN_KEY[p]] = (mask, tuple(actors), acts, opts)
    return opts


@step
def main_begin(game):
    """The beginning of the main phase: its automatic abilities (Shift, Alarm...)."""
    game.vars["phase"] = "main"
    fire_zone(game, game.vars["tp"], MAIN_PHASE_START)
    game.push("main_phase")
    game.push("check_timing")


@step
def main_phase(game):
    """WS-IV: the turn player takes actions in any order until they end the phase. A check
    timing comes before each of these play timings (CR-4.5.2): done here, as a step only when
    there is something to do (a loss to apply, an automatic ability waiting)."""
    if rule_check(game):
        return
    if game.pending:
        game.push("main_phase")
        game.push("check_timing")
        return
    game.vars["phase"] = "main"
    p = game.vars["tp"]
    game.ask(p, "main", main_options(game, p), "on_main", p)


@handler
def on_main(game, choice, p):
    if choice == END:
        return
    kind = choice[0]
    if kind == "move":       # WS-IV.3: move, or swap with the occupant
        # Nothing triggers, no loss can happen and nothing waits: the next play timing follows
        # at once (main_phase's checks would find nothing), with the hand's and the [ACT]
        # options kept. A move on the stage keeps the card the same object (status and
        # effects stay).
        names = STAGE_ZONES[p]
        zones = game.zones
        src, dst = names[choice[1]], names[choice[2]]
        za, zb = zones[src], zones[dst]
        cache = game.cache
        hand = cache.get(_HAND_KEY[p])
        known = cache.get(_ACTS_KEY[p])
        last = cache.get(_MAIN_KEY[p])   # this decision's (mask, [ACT] (slot, oid), [ACT] options, options)
        a = za[0]
        b = zb[0] if zb else None
        o = game.w(a)
        za.remove(a)
        zb.append(a)
        o.zone = dst
        if b is not None:
            o = game.w(b)
            zb.remove(b)
            za.append(b)
            o.zone = src
        if hand is None or last is None:
            if known is not None:
                cache[_ACTS_KEY[p]] = known
            if hand is not None:
                cache[_HAND_KEY[p]] = hand
            game.ask(p, "main", main_options(game, p), "on_main", p)
            return
        # main_options for the new layout from the last one: only the moves and the order of
        # the [ACT] options (slot order) change
        i, j = choice[1], choice[2]
        mask, actors, acts, opts = last
        moved = False                    # did a character with [ACT] change slot?
        for _, x in actors:
            if x == a or x == b:
                moved = True
                break
        if moved:
            actors = tuple(sorted([(j if x == a else i if x == b else k, x) for k, x in actors]))
            acts = ()
            for _, x in actors:
                acts += known[x]
        if known is not None:
            cache[_ACTS_KEY[p]] = known
        if b is None:
            mask = mask & ~(1 << i) | 1 << j
        if b is None or moved:           # a swap of characters without [ACT] keeps every option
            opts = hand + _MOVES_BY_MASK[mask] + acts + _END_T if acts else hand + _MOVES_END[mask]
        cache[_HAND_KEY[p]] = hand
        cache[_MAIN_KEY[p]] = (mask, actors, acts, opts)
        game.ask(p, "main", opts, "on_main", p)
        return
    game.push("main_phase")
    if kind == "play":       # WS-IV.2, WS-IV.play
        x, i = choice[1], choice[2]
        pay_stock(game, p, game.objs[x].card.cost)
        z = game.zones[STAGE_ZONES[p][i]]
        if z:
            move_one(game, z[0], "waiting")     # the occupant goes to the waiting room
        move(game, (x,), SLOTS[i], cause=PLAY)
    elif kind == "event":    # WS-IV.1: resolve, then to the waiting room
        play_event(game, p, choice[1])
    elif kind == "act":      # WS-IV.4
        x, k = choice[1], choice[2]
        start_ability(game, p, x, game.objs[x].card.code, k)


def play_event(game, p, x):
    """An event: pay its cost, resolve it in the resolution zone, then to the waiting room
    (WS-IV.1); a Counter event the same way in the counter step."""
    card = game.objs[x].card
    pay_stock(game, p, card.cost)
    new = move_one(game, x, "res")
    game.push("to_waiting_step", new)
    for k in reversed(range(len(card.ability))):
        if card.ability[k].kind == "event":
            game.push("ability_step", p, new, card.code, k)


@step
def ability_step(game, p, source, code, index):
    start_ability(game, p, source, code, index)


@step
def to_waiting_step(game, oid):
    if oid in game.objs:
        move_one(game, oid, "waiting")


@step
def climax_phase(game):
    """WS-V: you may place one Climax (colour condition applies)."""
    game.vars["phase"] = "climax"
    p = game.vars["tp"]
    fire_zone(game, p, CLIMAX_PHASE_START)
    game.push("climax_choice", p)
    game.push("check_timing")


@step
def climax_choice(game, p):
    zones, objs = game.zones, game.objs
    opts = []
    if not zones[CLIMAX[p]]:
        paid = None                 # the colours p can pay (WS-IV.play)
        for x in zones[HAND[p]]:
            card = objs[x].card
            if card.type == "Climax":
                if paid is None:
                    paid = colors(game, p)
                if card.color in paid:
                    opts.append(("climax", x))
    opts.append(PASS)
    game.ask(p, "climax", tuple(opts), "on_climax", p)


@handler
def on_climax(game, choice, p):
    if choice == PASS:
        return
    move(game, (choice[1],), "climax", cause=PLAY)
    game.push("check_timing")


@step
def end_phase(game):
    """WS-VII: the climax goes to the waiting room; discard down to 7; effects end."""
    game.vars["phase"] = "end"
    p = game.vars["tp"]
    move(game, game.zones[CLIMAX[p]], "waiting")
    game.push("cleanup")
    game.push("check_timing")
    game.push("hand_limit", p)


@step
def hand_limit(game, p):
    if len(game.zones[HAND[p]]) > game.vars["hand_limit"]:
        game.push("hand_limit", p)
        game.ask(p, "discard", tuple(("discard", x) for x in game.zones[HAND[p]]), "on_discard", p)


@handler
def on_discard(game, choice, p):
    move_one(game, choice[1], "waiting")


@step
def cleanup(game):
    game.effects = expire(game.effects, "turn")
    game.cache.clear()
