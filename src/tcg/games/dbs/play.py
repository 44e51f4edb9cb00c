"""The game of both editions: setup, turn, payment, counter chain, battle, rule processing.

Steps and handlers are registered by name in REG (the kernel's procedure machine); every step
reads `game.rules.edition` where the two rulebooks differ (base.Edition). Rule ids `dbscg x-y`
are from the first rule manual, `masters x-y` from the Masters comprehensive rules.
"""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .base import AWAKENED, DONE, END, NO, NONE, PASS, REG, YES, Trigger
from .cards import CardDef, Skill

step, handler = REG.step, REG.handler


# ----------------------------------------------------------------------------- reading
def ed(game: Game):
    return game.rules.edition


def side_skills(o) -> tuple[Skill, ...]:
    """Only the visible side of a Leader exists (dbscg 2-3-2-1-2/3, masters 10-1-3)."""
    if o.marks & AWAKENED:
        return o.card.back.skill
    return o.card.skill


def keywords(o) -> tuple[str, ...]:
    if o.marks & AWAKENED:
        return o.card.back.keywords
    return o.card.keywords


def power(game: Game, oid: int) -> int:
    """Printed power, then [Permanent] skills, then power effects in timestamp order
    (dbscg 8-8-1-1..3). Power may be negative (dbscg 2-8-3, masters 2-7-2)."""
    o = game.objs[oid]
    pw = o.card.back.power if o.marks & AWAKENED else o.card.power
    tp = game.vars["tp"]
    for s in side_skills(o):
        if s.kind == "permanent" and s.power and _condition(s.condition, o.controller, tp):
            pw += s.power
    for e in game.effects:
        if e.op == "power" and oid in e.targets:
            pw += e.value
    return pw


def _condition(cond: str, controller: int, tp: int) -> bool:
    if cond == "opp_turn":
        return tp != controller
    if cond == "your_turn":
        return tp == controller
    return True


def name(game: Game, oid: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    return o.card.back.name if o.marks & AWAKENED else o.card.name


def leader(game: Game, p: int) -> int:
    return game.zones[f"leader{p}"][0]


# ----------------------------------------------------------------------------- payment
def pay_plan(game: Game, p: int, total: int, pips: dict) -> tuple[tuple[int, ...], int] | None:
    """Energy to rest for a cost of `total` with colour `pips` (dbscg 2-11-1-1: rest `total`
    cards including the pips; 2-11-1-1-1 / masters 1-2-2-1: at least as many as the pips), and
    how many energy markers replace a card of the Leader's colour (masters 1-14-2). None: the
    cost cannot be paid, so the action cannot be declared (dbscg 6-3-1-2-1-1, masters 5-3-3).
    Our pool's energy is mono-colour, so filling pips first is exact (RULINGS.md)."""
    objs = game.objs
    active = [oid for oid in game.zones[f"energy{p}"] if not objs[oid].tapped]
    markers = game.pvars[p].get("markers", 0)
    lcol = objs[leader(game, p)].card.color
    used: list[int] = []
    mused = 0
    need = max(total, sum(pips.values()))
    for col, n in pips.items():
        take = [oid for oid in active if oid not in used and col in objs[oid].card.color][:n]
        used += take
        short = n - len(take)
        if short:
            if col in lcol and markers - mused >= short:
                mused += short
            else:
                return None
    rest = need - len(used) - mused
    if rest > 0:
        take = [oid for oid in active if oid not in used][:rest]
        used += take
        short = rest - len(take)
        if short:
            if markers - mused < short:
                return None
            mused += short
    return tuple(used), mused


def pay(game: Game, p: int, plan: tuple[tuple[int, ...], int]) -> None:
    oids, markers = plan
    for oid in oids:
        game.w(oid).tapped = True
    if markers:
        game.pvars[p]["markers"] = game.pvars[p]["markers"] - markers


def card_plan(game: Game, p: int, card: CardDef):
    return pay_plan(game, p, card.cost, card.pips)


# ------------------------------------------------------------------------ atomic actions
def lose_check(game: Game) -> None:
    """Defeat judgment is interrupt rule processing (dbscg 9-2-1, masters 21-2): a player with
    no life cards (dbscg 1-2-1-1-1, masters 21-2-2-1) or no deck (dbscg 1-2-1-1-2, masters
    21-2-2-2) loses at once; both at once is a draw (dbscg 1-2-3, masters 0-1-3-3)."""
    if not game.vars.get("started") or game.result is not None:
        return
    r = ed(game).rules
    losers = []
    for p in (0, 1):
        if not game.zones[f"life{p}"]:
            losers.append((p, f"{r['life']}: player {p} has no life cards"))
        elif not game.zones[f"deck{p}"]:
            losers.append((p, f"{r['deck']}: player {p} has no cards in the deck"))
    if len(losers) == 2:
        game.end(None, f"{r['both']}: both players lose at once ({losers[0][1]}; {losers[1][1]})")
    elif losers:
        game.end(1 - losers[0][0], losers[0][1])


def draw(game: Game, p: int, n: int) -> None:
    """Draw one card at a time (dbscg 4-9-3); the deck reaching 0 loses at once (1-2-1-1-2)."""
    for _ in range(n):
        deck = game.zones[f"deck{p}"]
        if not deck or game.result is not None:
            return
        game.move(deck[-1], f"hand{p}")
        lose_check(game)


def to_drop(game: Game, oid: int) -> int:
    """Into the owner's Drop (dbscg 3-1-7, 10-1)."""
    return game.move(oid, f"drop{game.objs[oid].owner}")


def add_triggers(game: Game, oid: int, when: str) -> None:
    o = game.objs[oid]
    back = bool(o.marks & AWAKENED)
    for i, s in enumerate(side_skills(o)):
        if s.kind == "auto" and s.when == when:
            game.pending.append(Trigger(o.controller, oid, o.card.code, i, back))


# ------------------------------------------------------------------------------- setup
def run_setup(game: Game) -> None:
    for s in reversed(ed(game).setup):
        game.push(s)


@step
def place_leaders(game: Game) -> None:
    """Each Leader is already face up in its Leader Area (dbscg 5-2-1-2, masters 6-2-1-2)."""


@step
def shuffle_decks(game: Game) -> None:
    for p in (0, 1):
        game.shuffle(game.zones[f"deck{p}"])   # dbscg 5-2-1-4, masters 6-2-1-7


@step
def pick_first(game: Game) -> None:
    """dbscg 5-2-1-5/5-2-1-5-1: the first player is random and nobody chooses; masters
    6-2-1-4: a random player chooses who goes first."""
    p = game.random_below(2)
    if ed(game).chooser_picks_first:
        game.ask(p, "first", (("first",), ("second",)), "on_first", p, prompt="play first or second?")
    else:
        game.vars.update(first=p, tp=p)


@handler
def on_first(game: Game, choice: tuple, p: int) -> None:
    first = p if choice == ("first",) else 1 - p
    game.vars.update(first=first, tp=first)


@step
def draw_opening(game: Game) -> None:
    for p in (0, 1):
        draw(game, p, game.vars["hand_size"])       # dbscg 5-2-1-6, masters 6-2-1-9


@step
def mulligans(game: Game) -> None:
    first = game.vars["first"]
    game.push("mulligan", 1 - first, 0)           # starting with the first player
    game.push("mulligan", first, 0)


@step
def mulligan(game: Game, p: int, n: int) -> None:
    hand = game.zones[f"hand{p}"]
    if ed(game).mulligan == "whole":
        # masters 6-2-1-9-1: the whole hand back, reshuffle, draw 6.
        game.ask(p, "redraw", (("keep",), ("redraw",)), "on_redraw", p)
        return
    # dbscg 5-2-1-6-1: return any number of cards, reshuffle, draw as many; asked one card at a time.
    game.ask(p, "mulligan", tuple(("return", oid) for oid in hand) + (DONE,), "on_mulligan", p, n)


@handler
def on_mulligan(game: Game, choice: tuple, p: int, n: int) -> None:
    if choice == DONE:
        if n:
            game.shuffle(game.zones[f"deck{p}"])
            draw(game, p, n)
        return
    game.move(choice[1], f"deck{p}")
    game.push("mulligan", p, n + 1)


@handler
def on_redraw(game: Game, choice: tuple, p: int) -> None:
    if choice == ("redraw",):
        for oid in list(game.zones[f"hand{p}"]):
            game.move(oid, f"deck{p}")
        game.shuffle(game.zones[f"deck{p}"])
        draw(game, p, game.vars["hand_size"])


@step
def place_life(game: Game) -> None:
    """The top 8 cards become life, after the mulligan (dbscg 5-2-1-7, masters 6-2-1-10)."""
    for p in (0, 1):
        for _ in range(game.vars["life_count"]):
            deck = game.zones[f"deck{p}"]
            if deck:
                game.move(deck[-1], f"life{p}")


@step
def second_marker(game: Game) -> None:
    p = 1 - game.vars["first"]
    game.pvars[p]["markers"] = game.pvars[p].get("markers", 0) + ed(game).second_markers   # masters 6-2-1-11


@step
def start(game: Game) -> None:
    game.vars["started"] = 1
    lose_check(game)
    game.push("begin_turn")


# -------------------------------------------------------------------------------- turns
@step
def begin_turn(game: Game) -> None:
    v = game.vars
    if v["turn"] >= v["turn_limit"]:
        game.end(None, f"{ed(game).rules['turns']}: the turn limit ({v['turn_limit']}) was reached; a draw")
        return
    v["turn"] += 1
    v["tp"] = v["first"] if v["turn"] == 1 else 1 - v["tp"]
    v["eot"] = ()
    v["phase"] = "charge"
    game.push("begin_turn")
    game.push("end_phase")
    game.push("main_phase")
    for s in reversed(ed(game).charge):
        game.push(s)


@step
def untap(game: Game) -> None:
    """dbscg 6-2-2 / masters 7-2-7: rested cards in the Leader, Battle and Energy Areas become
    Active; the active player's only unless the option says both (RULINGS.md)."""
    tp = game.vars["tp"]
    players = (0, 1) if game.vars["untap_both"] else (tp,)
    for p in players:
        for z in ("leader", "battle", "energy"):
            for oid in game.zones[f"{z}{p}"]:
                if game.objs[oid].tapped:
                    game.w(oid).tapped = False


@step
def draw_step(game: Game) -> None:
    """Draw 1, except the first player on their first turn (dbscg 6-2-3, masters 7-2-9-1)."""
    v = game.vars
    if v["turn"] == 1:
        return
    draw(game, v["tp"], 1)


@step
def charge_ask(game: Game) -> None:
    """dbscg 6-2-5 / masters 7-2-11: may put 1 card from hand into the Energy Area."""
    tp = game.vars["tp"]
    hand = game.zones[f"hand{tp}"]
    if not hand:
        return
    game.ask(tp, "charge", tuple(("charge", oid) for oid in hand) + (PASS,), "on_charge", tp)


@handler
def on_charge(game: Game, choice: tuple, p: int) -> None:
    if choice == PASS:
        return
    new = game.move(choice[1], f"energy{p}")
    if "energy_exhaust" in game.objs[new].card.keywords:      # dbscg 10-34
        game.objs[new].tapped = True


@step
def main_phase(game: Game) -> None:
    game.vars["phase"] = "main"
    game.push("main_end")
    game.push("main_free")
    game.push("check")              # dbscg 6-3-1-1, masters 7-3-2/7-3-3


@step
def main_end(game: Game) -> None:
    """dbscg 6-3-1-3 / masters 7-3-5: end-of-main triggers, a check timing; main-phase effects end."""
    game.effects = [e for e in game.effects if e.until != "main"]
    game.push("check")


@step
def end_phase(game: Game) -> None:
    """dbscg 6-4 / masters 7-4: end-of-turn autos that have not triggered this turn trigger, a
    check timing, and the phase repeats while new ones appear (dbscg 6-4-1-4, masters 7-4-4)."""
    v = game.vars
    v["phase"] = "end"
    tp = v["tp"]
    fired = v["eot"]
    new = []
    for z in ("leader", "battle"):
        for oid in game.zones[f"{z}{tp}"]:
            o = game.objs[oid]
            for i, s in enumerate(side_skills(o)):
                key = (oid, i, bool(o.marks & AWAKENED))
                if s.kind == "auto" and s.when == "end_of_your_turn" and key not in fired:
                    new.append(key)
                    game.pending.append(Trigger(o.controller, oid, o.card.code, i, key[2]))
    if new:
        v["eot"] = fired + tuple(new)
        game.push("end_phase")
        game.push("check")
        return
    game.effects = [e for e in game.effects if e.until not in ("turn", "main", "battle")]


# ---------------------------------------------------------------- check timing / checkpoint
def rule_processing(game: Game) -> bool:
    """Check rule processing, done at once (dbscg 9-1-2-2/9-1-2-3, masters 21-1-2-2): combo
    cards outside a battle go to the Drop (dbscg 9-3, masters 21-4); Battle cards with power 0
    or less go to the Drop, not a KO (dbscg 9-5, masters 21-6)."""
    moved = []
    battle = game.vars["battle"]
    for p in (0, 1):
        if not battle:
            moved += game.zones[f"combo{p}"]
        moved += [oid for oid in game.zones[f"battle{p}"] if power(game, oid) <= 0]
    for oid in moved:
        to_drop(game, oid)
    return bool(moved)


@step
def check(game: Game) -> None:
    """dbscg 4-5-3 / masters 4-2-2: rule processing, then the active player's pending autos one
    at a time, then the non-active player's, re-checking after each."""
    if rule_processing(game):
        game.push("check")
        return
    tp = game.vars["tp"]
    for p in (tp, 1 - tp):
        mine = tuple(("auto", i) for i, t in enumerate(game.pending) if t.controller == p)
        if mine:
            game.push("check")
            game.ask(p, "auto", mine, "on_auto", prompt="resolve which pending skill?")
            return


@handler
def on_auto(game: Game, choice: tuple) -> None:
    t = game.pending.pop(choice[1])
    resolve_trigger(game, t)


def resolve_trigger(game: Game, t: Trigger) -> None:
    if t.index == -1:
        blocker(game, t)
        return
    if t.index == -2:
        game.vars["dual"] = t.source
        return
    card = game.rules.cards[t.code]
    s = (card.back.skill if t.back else card.skill)[t.index]
    if s.optional:
        game.ask(t.controller, "optional", (YES, NO), "on_optional", t.controller, t.source, t.code, t.index, t.back)
        return
    run_do(game, t.controller, t.source, t.code, t.index, t.back)


@handler
def on_optional(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool) -> None:
    if choice == YES:
        run_do(game, p, src, code, index, back)


def run_do(game: Game, p: int, src: int, code: str, index: int, back: bool) -> None:
    """Do a skill's effects in printed order (dbscg 1-3-7): one step per effect. `index` -1 is
    the counter skill of an Extra; a pending auto resolves even if its card moved (8-6-7)."""
    game.push("do", p, src, code, index, back, 0)


def skill_of(game: Game, code: str, index: int, back: bool) -> Skill:
    card = game.rules.cards[code]
    skills = card.back.skill if back else card.skill
    return skills[index]


@step
def do(game: Game, p: int, src: int, code: str, index: int, back: bool, k: int) -> None:
    s = skill_of(game, code, index, back)
    if k + 1 < len(s.do):
        game.push("do", p, src, code, index, back, k + 1)
    d = s.do[k]
    op = d.op
    if op == "draw":
        draw(game, p, d.n)
    elif op == "ready":
        if d.who == "self":
            if src in game.objs and game.objs[src].zone == f"battle{p}" and game.objs[src].tapped:
                game.w(src).tapped = False
        else:
            game.push("choose_ready", p, d.n)
    elif op == "ko":
        game.push("choose_ko", p, d.n, d.max_cost)
    elif op == "power":
        targets = (src,) if src in game.objs else ()
        game.effects.append(Effect(game.tick(), 1, "power", d.n, src, targets, d.until, p))
    elif op == "negate_attack":
        game.vars["negated"] = 1
    elif op == "played_rest":
        game.vars["play_rest"] = 1
    elif op == "negate_counter":
        # Negate the [Counter] this one answered: its effect does not resolve (dbscg 10-10-5,
        # masters 22-10-8-1).
        chain = game.vars["chain"]
        i = game.vars["resolving"] - 1
        if i >= 0:
            pl, c, oid, _neg = chain[i]
            game.vars["chain"] = chain[:i] + ((pl, c, oid, 1),) + chain[i + 1:]


@step
def choose_ready(game: Game, p: int, n: int) -> None:
    """'Choose up to N of your Battle Cards and switch them to Active Mode': chosen on
    resolution (dbscg 8-5-3-2); an Active card would not change (1-3-2-1), so only rested ones."""
    if n <= 0:
        return
    opts = tuple(("ready", oid) for oid in game.zones[f"battle{p}"] if game.objs[oid].tapped)
    if opts:
        game.ask(p, "ready", opts + (DONE,), "on_ready", p, n)


@handler
def on_ready(game: Game, choice: tuple, p: int, n: int) -> None:
    if choice != DONE:
        game.w(choice[1]).tapped = False
        game.push("choose_ready", p, n - 1)


@step
def choose_ko(game: Game, p: int, n: int, max_cost: int) -> None:
    """'Choose up to N of your opponent's Battle Cards with an energy cost of C or less and KO
    it' (dbscg 8-5-3-2, 10-1); [Barrier] cards cannot be chosen by the opponent (10-16)."""
    if n <= 0:
        return
    q = 1 - p
    opts = tuple(("ko", oid) for oid in game.zones[f"battle{q}"]
                 if game.objs[oid].card.energy_cost <= max_cost and "barrier" not in keywords(game.objs[oid]))
    if opts:
        game.ask(p, "ko", opts + (NONE,), "on_ko", p, n, max_cost)


@handler
def on_ko(game: Game, choice: tuple, p: int, n: int, max_cost: int) -> None:
    if choice != NONE:
        ko(game, choice[1])
        game.push("choose_ko", p, n - 1, max_cost)


def ko(game: Game, oid: int) -> None:
    """KO: into the owner's Drop (dbscg 10-1-1, masters 5-12)."""
    v = game.vars
    if oid == v["defender"]:
        v["defender"] = 0
    if oid == v["attacker"]:
        v["attacker"] = 0
    to_drop(game, oid)


# ---------------------------------------------------------------------- counter timing
def counter_options(game: Game, p: int, kind: str) -> tuple:
    """[Counter] cards in hand of `kind` whose energy and skill costs can be paid (dbscg 10-10-1/2)."""
    out = []
    for oid in game.zones[f"hand{p}"]:
        c = game.objs[oid].card
        if c.type != "Extra":
            continue
        for s in c.skill:
            if s.kind == "counter" and s.when == kind and card_plan(game, p, c) is not None:
                if s.discard_color and not _discardable(game, p, s.discard_color, oid):
                    continue
                out.append(("counter", oid))
    return tuple(out)


@step
def counter_window(game: Game, kind: str, actor: int) -> None:
    """A counter timing (dbscg 4-7, masters 4-3): none opens inside another (dbscg 4-7-2-5,
    masters 4-3-2-7). The player who did not act may declare a [Counter] of the matching kind."""
    v = game.vars
    if v["in_window"]:
        return
    rule_processing(game)                      # dbscg 4-7-3-1, masters 4-3-3-1
    opts = counter_options(game, 1 - actor, kind)
    if not opts:
        return
    v["in_window"] = 1
    v["chain"] = ()
    game.push("chain_execute")
    game.ask(1 - actor, "counter", opts + (PASS,), "on_counter", 1 - actor)


def _discardable(game: Game, p: int, color: str, exclude: int) -> tuple[int, ...]:
    """Cards of `color` in hand that may pay a 'place 1 card from your hand in the Drop Area'
    cost; a card whose play is declared is revealed, not a card to pay with (RULINGS.md)."""
    skip = (exclude, game.vars["declared"])
    return tuple(x for x in game.zones[f"hand{p}"] if x not in skip and color in game.objs[x].card.color)


@handler
def on_counter(game: Game, choice: tuple, p: int) -> None:
    """Declare a counter play (dbscg 4-7-3-2..4 players alternate; masters 9-7-3-2..4: a new
    counter timing per declaration, one counter per player per timing, 22-10-4-1). Costs are
    paid in sentence order (dbscg 8-4-2): the energy cost, then the skill cost."""
    if choice == PASS:
        return
    oid = choice[1]
    c = game.objs[oid].card
    pay(game, p, card_plan(game, p, c))
    s = next(s for s in c.skill if s.kind == "counter")
    if s.discard_color:
        game.ask(p, "cost", tuple(("discard", x) for x in _discardable(game, p, s.discard_color, oid)),
                 "on_counter_cost", p, oid)
        return
    counter_declared(game, p, oid)


@handler
def on_counter_cost(game: Game, choice: tuple, p: int, oid: int) -> None:
    to_drop(game, choice[1])
    counter_declared(game, p, oid)


def counter_declared(game: Game, p: int, oid: int) -> None:
    """The used card goes to the Drop (dbscg 10-10-4, masters 22-10-7); the other player may
    answer with a Counter: Counter (dbscg 10-10-3-3, masters 22-10-3-4)."""
    code = game.objs[oid].card.code
    new = to_drop(game, oid)
    game.vars["chain"] = game.vars["chain"] + ((p, code, new, 0),)
    opts = counter_options(game, 1 - p, "counter")
    if opts:
        game.ask(1 - p, "counter", opts + (PASS,), "on_counter", 1 - p)


@step
def chain_execute(game: Game) -> None:
    """Resolve the counter plays last-in first-out (dbscg 4-7-3-5, masters 9-7-3-5); no check
    timing until the chain is done (masters 9-7-3-5-2); then the window ends and the action
    that opened it goes on if still possible (dbscg 4-7-3-6, masters 9-7-4)."""
    v = game.vars
    chain = v["chain"]
    game.push("chain_done")
    for i in range(len(chain)):          # pushed bottom first: the top resolves first
        game.push("chain_resolve", i)


@step
def chain_resolve(game: Game, i: int) -> None:
    v = game.vars
    p, code, oid, negated = v["chain"][i]
    if negated:
        return
    v["resolving"] = i
    s_index = next(k for k, s in enumerate(game.rules.cards[code].skill) if s.kind == "counter")
    run_do(game, p, oid, code, s_index, False)


@step
def chain_done(game: Game) -> None:
    game.vars.update(in_window=0, chain=(), resolving=0)


# --------------------------------------------------------------------------- main phase
def main_options(game: Game, p: int) -> tuple:
    v = game.vars
    objs = game.objs
    opts = []
    for oid in game.zones[f"hand{p}"]:
        c = objs[oid].card
        if c.type == "Battle" and card_plan(game, p, c) is not None:
            opts.append(("play", oid))
        elif c.type == "Extra" and any(s.kind == "activate_main" for s in c.skill) and card_plan(game, p, c):
            opts.append(("extra", oid))
    opts += awaken_options(game, p)
    if ed(game).first_turn_attack or v["turn"] > 1:
        q = 1 - p
        targets = [leader(game, q)] + [oid for oid in game.zones[f"battle{q}"] if objs[oid].tapped]
        attackers = [oid for oid in game.zones[f"leader{p}"] + game.zones[f"battle{p}"] if not objs[oid].tapped]
        opts += [("attack", a, t) for a in attackers for t in targets]
    opts.append(END)
    return tuple(opts)


def awaken_options(game: Game, p: int) -> list:
    """[Awaken]: when your life is at N or less (dbscg 10-2, masters 22-2)."""
    lid = leader(game, p)
    o = game.objs[lid]
    a = o.card.awaken
    if a and not o.marks & AWAKENED and len(game.zones[f"life{p}"]) <= a.life_le:
        return [("awaken", lid)]
    return []


@step
def main_free(game: Game) -> None:
    """Free timing of the active player (dbscg 6-3-1-2, masters 7-3-4)."""
    tp = game.vars["tp"]
    game.ask(tp, "main", main_options(game, tp), "on_main", tp)


@handler
def on_main(game: Game, choice: tuple, p: int) -> None:
    if choice == END:
        return
    game.push("main_free")
    game.push("check")        # each action is followed by a check timing (dbscg 6-3-1-2)
    perform(game, p, choice)


def perform(game: Game, p: int, choice: tuple) -> None:
    k = choice[0]
    objs = game.objs
    if k == "play":
        # dbscg 6-3-1-2-1: reveal, pay, declare; counter timing; play; 'when played' triggers.
        c = objs[choice[1]].card
        pay(game, p, card_plan(game, p, c))
        game.vars["declared"] = choice[1]
        game.push("finish_play", p, choice[1])
        game.push("counter_window", "play", p)
    elif k == "extra":
        # dbscg 8-5-2: pay the energy cost, counter timing, resolve (to the Drop), counter timing.
        c = objs[choice[1]].card
        pay(game, p, card_plan(game, p, c))
        game.push("counter_window", "skill", p)
        game.push("resolve_extra", p, choice[1])
        game.push("counter_window", "skill", p)
    elif k == "awaken":
        game.push("counter_window", "skill", p)
        game.push("do_awaken", p, choice[1])
        game.push("counter_window", "skill", p)
    elif k == "attack":
        declare_attack(game, p, choice[1], choice[2])
    elif k == "combo":
        combo(game, p, choice[1])


@step
def finish_play(game: Game, p: int, oid: int) -> None:
    """The card enters Active unless an effect says Rest (dbscg 3-6-4, 6-3-1-2-1-3)."""
    v = game.vars
    rest = v["play_rest"]
    v["play_rest"] = 0
    v["declared"] = 0
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    new = game.move(oid, f"battle{p}")
    game.objs[new].tapped = bool(rest)
    add_triggers(game, new, "played")


@step
def resolve_extra(game: Game, p: int, oid: int) -> None:
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    c = game.objs[oid].card
    new = to_drop(game, oid)                   # dbscg 8-5-2-5-1
    i = next(i for i, s in enumerate(c.skill) if s.kind in ("activate_main", "activate_battle"))
    run_do(game, p, new, c.code, i, False)


@step
def do_awaken(game: Game, p: int, lid: int) -> None:
    """Draw, then flip: the same card keeps orientation and power effects (dbscg 10-2-3..5)."""
    o = game.objs[lid]
    draw(game, p, o.card.awaken.draw)
    game.w(lid).marks |= AWAKENED


# --------------------------------------------------------------------------------- battle
def declare_attack(game: Game, p: int, a: int, t: int) -> None:
    """dbscg 7-1 / masters 8-1: rest the attacker, a battle begins; 'when attacks' and
    [Blocker] trigger; counter timing; check timing; then the attack step."""
    v = game.vars
    game.w(a).tapped = True
    v.update(battle=1, attacker=a, defender=t, negated=0, dual=0)
    add_triggers(game, a, "attacks")
    if "dual_attack" in keywords(game.objs[a]):
        game.pending.append(Trigger(p, a, game.objs[a].card.code, -2, False))
    q = 1 - p
    for oid in game.zones[f"battle{q}"]:
        o = game.objs[oid]
        if oid != t and not o.tapped and "blocker" in keywords(o):
            game.pending.append(Trigger(q, oid, o.card.code, -1, False))
    game.push("after_declare")
    game.push("check")
    game.push("counter_window", "attack", p)


def blocker(game: Game, t: Trigger) -> None:
    """[Blocker] (dbscg 10-4): when another of your cards is attacked, you may rest this card
    and it becomes the defending card."""
    v = game.vars
    o = game.objs.get(t.source)
    if not v["battle"] or o is None or o.zone != f"battle{t.controller}" or o.tapped or v["defender"] == t.source:
        return
    game.ask(t.controller, "block", (("block", t.source), NO), "on_block")


@handler
def on_block(game: Game, choice: tuple) -> None:
    if choice != NO:
        game.w(choice[1]).tapped = True
        game.vars["defender"] = choice[1]


def _in_battle(game: Game) -> bool:
    v = game.vars
    a, d = v["attacker"], v["defender"]
    return (not v["negated"] and a in game.objs and d in game.objs
            and game.objs[a].zone[:-1] in ("leader", "battle") and game.objs[d].zone[:-1] in ("leader", "battle"))


@step
def after_declare(game: Game) -> None:
    """dbscg 7-1-4 / masters 8-1-6: a negated attack, or a card gone, ends the battle early."""
    if not _in_battle(game):
        for s in reversed(ed(game).early_end):
            game.push(s)
        return
    for s in reversed(("check", "offense_free", "defense", "damage_step")):
        game.push(s)


def combo_options(game: Game, p: int, exclude: int) -> list:
    """Combo from the Battle Area (an Active card other than the battling one) or from hand,
    paying the combo cost with any energy (dbscg 7-2-1-2-1/2, masters 5-7-5/5-7-6)."""
    out = []
    objs = game.objs
    for oid in game.zones[f"battle{p}"]:
        o = objs[oid]
        if oid != exclude and not o.tapped and o.card.can_combo and pay_plan(game, p, o.card.combo_cost, {}):
            out.append(("combo", oid))
    for oid in game.zones[f"hand{p}"]:
        c = objs[oid].card
        if c.type == "Battle" and c.can_combo and pay_plan(game, p, c.combo_cost, {}):
            out.append(("combo", oid))
    return out


def combo(game: Game, p: int, oid: int) -> None:
    c = game.objs[oid].card
    pay(game, p, pay_plan(game, p, c.combo_cost, {}))
    game.move(oid, f"combo{p}")
    game.push("counter_window", "skill", p)


@step
def offense_free(game: Game) -> None:
    """Attack step free timing of the active player (dbscg 7-2-1-2, masters 8-2-4)."""
    if not _in_battle(game):
        return
    tp = game.vars["tp"]
    opts = tuple(combo_options(game, tp, game.vars["attacker"]) + awaken_options(game, tp)) + (PASS,)
    game.ask(tp, "offense", opts, "on_battle_action", tp, "offense_free")


@step
def defense(game: Game) -> None:
    if not _in_battle(game):
        return
    game.push("defense_free")
    game.push("check")


@step
def defense_free(game: Game) -> None:
    """Defense step free timing of the non-active player (dbscg 7-3-1-2, masters 8-3-4)."""
    if not _in_battle(game):
        return
    q = 1 - game.vars["tp"]
    opts = tuple(combo_options(game, q, game.vars["defender"]) + awaken_options(game, q)) + (PASS,)
    game.ask(q, "defense", opts, "on_battle_action", q, "defense_free")


@handler
def on_battle_action(game: Game, choice: tuple, p: int, again: str) -> None:
    if choice == PASS:
        return
    game.push(again)
    game.push("check")
    perform(game, p, choice)


def strike(game: Game, oid: int) -> int:
    """Double/Triple/Quadruple Strike: 2/3/4 damage instead of 1 (dbscg 10-7-1); masters
    22-7-2: if it would deal X-1 or less, X instead (the same from a base of 1)."""
    kw = keywords(game.objs[oid])
    for n, k in ((4, "quadruple_strike"), (3, "triple_strike"), (2, "double_strike")):
        if k in kw:
            return n
    return 1


@step
def damage_step(game: Game) -> None:
    """dbscg 7-4-1-2..4 / masters 8-4-4..6: combo powers add; attacker power >= defender power
    wins (ties go to the attacker). A Leader takes damage, a Battle card is KO'd."""
    game.push("battle_end")
    if not _in_battle(game):
        return
    v = game.vars
    tp = v["tp"]
    a, d = v["attacker"], v["defender"]
    ap = power(game, a) + sum(game.objs[x].card.combo_power for x in game.zones[f"combo{tp}"])
    dp = power(game, d) + sum(game.objs[x].card.combo_power for x in game.zones[f"combo{1 - tp}"])
    v["last_compare"] = (ap, dp)
    if ap < dp:
        return
    game.push("check")
    if game.objs[d].card.type == "Leader":
        damage(game, 1 - tp, strike(game, a), "critical" in keywords(game.objs[a]))
    else:
        ko(game, d)


def damage(game: Game, p: int, n: int, critical: bool) -> None:
    """n damage: n times a life card of the player's choice to hand (dbscg 4-10-2, masters
    5-10); the life cards are face down and unordered to anyone, so the engine takes the top
    one (RULINGS.md). [Critical]: to the Drop instead (dbscg 10-6, masters 22-6)."""
    for _ in range(n):
        life = game.zones[f"life{p}"]
        if not life or game.result is not None:
            return
        game.move(life[-1], f"drop{p}" if critical else f"hand{p}")
        lose_check(game)


@step
def battle_end(game: Game) -> None:
    for s in reversed(ed(game).battle_end):
        game.push(s)


@step
def combo_to_drop(game: Game) -> None:
    """dbscg 7-4-1-6 / masters 8-5-8: all Battle cards in both Combo Areas to their owners' Drops."""
    for p in (0, 1):
        for oid in list(game.zones[f"combo{p}"]):
            to_drop(game, oid)


@step
def end_of_battle(game: Game) -> None:
    """[Dual Attack] switches the attacker Active after the battle (dbscg 10-8)."""
    v = game.vars
    a = v["dual"]
    if a and a in game.objs and game.objs[a].tapped:
        used = game.pvars[game.objs[a].controller].get("dual_used", ())
        if (v["turn"], a) not in used:
            game.pvars[game.objs[a].controller]["dual_used"] = used + ((v["turn"], a),)
            game.w(a).tapped = False


@step
def battle_effects_end(game: Game) -> None:
    """Effects 'for the duration of the battle' end; the battle ends (dbscg 7-4-1-9/10, masters 8-5-11..13)."""
    game.effects = [e for e in game.effects if e.until != "battle"]
    game.vars.update(battle=0, attacker=0, defender=0, negated=0, dual=0)
