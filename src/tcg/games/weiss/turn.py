"""The turn: setup and mulligan, stand (WS-I), draw (WS-II), clock (WS-III), main (WS-IV), climax
(WS-V) and end (WS-VII) phases."""

from __future__ import annotations

from .abilities import can_pay, fire, fire_zone, pay_stock, start_ability
from .base import DONE, END, PASS, REG, REVERSED, SLOTS
from .board import can_pay_color, condition, other, play_level, stage
from .encore import to_waiting
from .rule_actions import draw, rule_check

step, handler = REG.step, REG.handler


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
    for s in reversed(("stand_phase", "draw_phase", "clock_phase", "main_begin", "climax_phase",
                       "attack_phase", "encore_step", "end_phase", "begin_turn")):
        game.push(s)


@step
def stand_phase(game):
    """WS-I: all your characters become [STAND]."""
    p = game.vars["tp"]
    for _, oid in stage(game, p):
        o = game.objs[oid]
        if o.card.conts and any(ab.prevent == "stand" and condition(game, p, oid, ab.condition) for ab in o.card.conts):
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
    game.ask(p, "clock", tuple(("clock", x) for x in game.zones[f"hand{p}"]) + (PASS,), "on_clock", p)


@handler
def on_clock(game, choice, p):
    game.push("check_timing")
    if choice == PASS:
        return
    game.move(choice[1], f"clock{p}")
    game.push("draw_step", p, 2)
    game.push("level_check", p)     # level up interrupts before the draws (digest B.7.4)


# The options that do not depend on the card: a play into each slot, a move to each other slot.
_PLAYS: dict[int, tuple] = {}       # object id -> its five play options (plain values: shared by all games)
_MOVES = tuple(tuple(("move", i, j) for j in range(5) if j != i) for i in range(5))


def main_options(game, p):
    """The main phase's actions; the play conditions (WS-IV.play) are read once per decision."""
    opts = []
    objs = game.objs
    zones = game.zones
    lv = len(zones[f"level{p}"])
    stock = len(zones[f"stock{p}"])
    colors = None
    for x in zones[f"hand{p}"]:
        c = objs[x].card
        if c.type == "Climax" or c.cost > stock or (play_level(game, p, c) if c.hand_conts else c.level) > lv:
            continue
        if c.level:
            if colors is None:
                colors = {objs[y].card.color for z in (f"clock{p}", f"level{p}") for y in zones[z]}
            if c.color not in colors:
                continue
        if c.is_char:
            plays = _PLAYS.get(x)
            if plays is None:
                plays = _PLAYS[x] = tuple(("play", x, i) for i in range(5))
            opts.extend(plays)
        elif not c.counter:          # a Counter event is played only in the counter step
            opts.append(("event", x))
    st = stage(game, p)
    for i, _x in st:
        opts.extend(_MOVES[i])
    for _i, x in st:
        card = objs[x].card
        for k in card.acts:
            if can_pay(game, p, x, card.ability[k]):
                opts.append(("act", x, k))
    opts.append(END)
    return tuple(opts)


@step
def main_begin(game):
    """The beginning of the main phase: its automatic abilities (Shift, Alarm...)."""
    game.vars["phase"] = "main"
    fire_zone(game, game.vars["tp"], "main_phase_start")
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
    game.push("main_phase")
    kind = choice[0]
    if kind == "play":       # WS-IV.2, WS-IV.play
        x, i = choice[1], choice[2]
        pay_stock(game, p, game.objs[x].card.cost)
        z = game.zones[f"{SLOTS[i]}{p}"]
        if z:
            to_waiting(game, z[0])     # the occupant goes to the waiting room
        new = game.move(x, f"{SLOTS[i]}{p}")
        fire(game, p, (new,), "placed")
        fire(game, p, (new,), "placed_or_change")
    elif kind == "event":    # WS-IV.1: resolve, then to the waiting room
        play_event(game, p, choice[1])
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


def play_event(game, p, x):
    """An event: pay its cost, resolve it in the resolution zone, then to the waiting room
    (WS-IV.1); a Counter event the same way in the counter step."""
    card = game.objs[x].card
    pay_stock(game, p, card.cost)
    new = game.move(x, f"res{p}")
    game.push("to_waiting_step", new)
    for k in reversed(range(len(card.ability))):
        if card.ability[k].kind == "event":
            game.push("ability_step", p, new, card.code, k)


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


@step
def climax_phase(game):
    """WS-V: you may place one Climax (colour condition applies)."""
    game.vars["phase"] = "climax"
    p = game.vars["tp"]
    fire_zone(game, p, "climax_phase_start")
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
    fire(game, p, (new,), "placed")
    fire(game, p, [x for _, x in stage(game, p)], "climax_placed")
    game.push("check_timing")


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
