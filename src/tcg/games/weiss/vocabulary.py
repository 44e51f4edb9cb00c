"""The effect vocabulary of card abilities (CARDS.md): one `effect` step per effect, addressed
as (card code, ability index, effect index) so that the state holds only plain data."""

from __future__ import annotations

from collections.abc import Callable

from .base import CLOCK, DECK, FRONT, HAND, NO, NONE, REG, REVERSED, SLOTS, STAGE_ZONES, STOCK, WAITING, YES
from .board import card_level, char_level, grant, has_trait, level, on_stage, other, pump, stage, trait_count
from .moves import CHANGE, move, move_one
from .rule_actions import after_deck, draw, top_to

step, handler = REG.step, REG.handler



def _do(game, code, k, j):
    return game.rules.cards[code].ability[k].do[j]


def _fits(card, d) -> bool:
    """Does `card` match the effect's filters (kind, trait(s), names)?"""
    if d.kind == "char" and not card.is_char:
        return False
    if d.kind == "climax" and card.type != "Climax":
        return False
    if d.kind == "soul_char" and not (card.is_char and "soul" in card.triggers):
        return False
    if d.trait and not has_trait(card, d.trait):
        return False
    if d.traits and not set(d.traits) & set(card.traits):
        return False
    return not d.names or card.name in d.names


@step
def effect(game, p, source, code, k, j, subject):
    """One effect of the vocabulary (CARDS.md), with its "if you do" guard."""
    d = _do(game, code, k, j)
    ok = game.vars.get("ok", 1)
    if (d.only == "ok" and not ok) or (d.only == "not_ok" and ok):
        return
    if d.may:                          # never on power or soul (PARAMS)
        game.ask(p, "may", (YES, NO), "on_may", p, source, code, k, j, subject)
        return
    apply_effect(game, p, source, code, k, j, subject)


@handler
def on_may(game, choice, p, source, code, k, j, subject):
    game.vars["ok"] = 1 if choice == YES else 0
    if choice == YES:
        apply_effect(game, p, source, code, k, j, subject)


def apply_effect(game, p, source, code, k, j, subject):
    d = _do(game, code, k, j)
    EFFECTS[d.op](game, p, source, code, k, j, subject, d)


# op -> its function; op -> the fields of `Do` it reads. The card loader refuses an op that is
# not here and a field its op does not read (cards.Do): nothing a card file says is ignored.
EFFECTS: dict[str, Callable] = {}
PARAMS: dict[str, frozenset[str]] = {}
FILTERS = ("kind", "trait", "traits", "names")        # what _fits reads
READ_BY_EFFECT = ("op", "text", "only")                # read by the `effect` step for every op


def op(*params: str, may: bool = True, name: str = "") -> Callable:
    """Register `op_<name>(game, p, source, code, k, j, subject, d)` as the op <name> (or `name`),
    reading the fields `params` of its `Do` (and `may`, "you may", unless `may` is False)."""
    def register(fn: Callable) -> Callable:
        key = name or fn.__name__.removeprefix("op_")
        EFFECTS[key] = fn
        PARAMS[key] = frozenset(params + READ_BY_EFFECT + (("may",) if may else ()))
        return fn
    return register


def _power_or_soul(game, p, source, code, k, j, subject, d):
    objs = game.objs
    n = d.n * (trait_count(game, p, d.per) if d.per else 1)
    if d.who == "self":
        if on_stage(game, source):
            _pump(game, source, d.op, n, d.soul, source, code, d.grant)
    elif d.who == "all_own":
        for _, x in stage(game, p):
            _pump(game, x, d.op, n, d.soul, source, code, d.grant)
    elif d.who == "choose_opp_center":   # a character in your opponent's center stage
        opts = tuple(("pick", x) for i, x in stage(game, other(p)) if i in FRONT and _fits(objs[x].card, d))
        if opts:
            game.ask(p, "target", opts, "on_target", p, source, d.op, n, d.soul, code, d.grant)
    else:                                # choose_own, choose_other
        opts = tuple(("pick", x) for _, x in stage(game, p)
                     if (d.who != "choose_other" or x != source) and _fits(objs[x].card, d))
        if opts:
            game.ask(p, "target", opts, "on_target", p, source, d.op, n, d.soul, code, d.grant)


for _name in ("power", "soul"):
    op("who", "n", "per", "soul", "grant", *FILTERS, may=False, name=_name)(_power_or_soul)


@op("n", "up_to")
def op_draw(game, p, source, code, k, j, subject, d):
    if d.up_to:             # "draw up to n cards": one at a time, as many as the player wants
        game.push("may_draw", p, d.n)
        return
    draw(game, p, d.n)


@op("n")
def op_stock(game, p, source, code, k, j, subject, d):
    for _ in range(d.n):
        top_to(game, p, "stock")


@op()
def op_heal(game, p, source, code, k, j, subject, d):
    """The top card of your clock into your waiting room."""
    clock = game.zones[CLOCK[p]]
    if clock:
        move_one(game, clock[-1], "waiting")


@op("n", "up_to", *FILTERS)
def op_salvage(game, p, source, code, k, j, subject, d):
    """n cards from your waiting room to your hand ("up to n": `up_to`)."""
    game.push("pick_zone", p, "waiting", "hand", d.n, code, k, j)


@op("n")
def op_discard(game, p, source, code, k, j, subject, d):
    """Exactly n cards from your hand to your waiting room."""
    game.push("pick_zone", p, "hand", "waiting", -d.n, code, k, j)


@op("n", *FILTERS)
def op_search(game, p, source, code, k, j, subject, d):
    """Up to n cards from your deck to your hand, then shuffle."""
    game.push("search", p, d.n, code, k, j)


@op("level", "up_to")
def op_bounce(game, p, source, code, k, j, subject, d):
    """"Choose one of your opponent's characters, and return it": one if there is one."""
    opts = tuple(("pick", x) for _, x in stage(game, other(p)) if char_level(game, x) <= d.level)
    if opts:
        game.ask(p, "target", opts + ((NONE,) if d.up_to else ()), "on_bounce", p)


@op("n", "then", "up_to", *FILTERS)
def op_brainstorm(game, p, source, code, k, j, subject, d):
    game.push("brainstorm", p, source, code, k, j)


@op()
def op_standby(game, p, source, code, k, j, subject, d):
    standby(game, p)


@op()
def op_to_memory(game, p, source, code, k, j, subject, d):
    """This card into your memory."""
    objs = game.objs
    if source in objs and objs[source].zone[:-1] not in ("memory",):
        move_one(game, source, "memory")


@op()
def op_wr_to_deck(game, p, source, code, k, j, subject, d):
    """All your waiting room into your deck, then shuffle."""
    move(game, game.zones[WAITING[p]], "deck")
    game.shuffle(game.zones[DECK[p]])


@op("n")
def op_damage(game, p, source, code, k, j, subject, d):
    """Cancellable damage to your opponent."""
    game.push("damage", other(p), d.n, 1, 0)


@op(*FILTERS)
def op_change(game, p, source, code, k, j, subject, d):
    """A named card from the waiting room onto the slot this card left."""
    opts = tuple(("pick", x) for x in game.zones[WAITING[p]] if _fits(game.objs[x].card, d))
    if opts and not game.zones[STAGE_ZONES[p][subject]]:
        game.ask(p, "change", opts, "on_change", p, subject)


@op("n", "level", *FILTERS)
def op_look_pick(game, p, source, code, k, j, subject, d):
    """Look at up to n top cards, up to 1 fitting one to hand, the rest to the waiting room."""
    objs = game.objs
    deck = game.zones[DECK[p]]
    looked = tuple(deck[-d.n:][::-1])
    opts = tuple(("pick", x) for x in looked if _fits(objs[x].card, d) and card_level(objs[x].card) >= d.level)
    game.push("look_rest", p, looked)
    if opts:
        game.ask(p, "pick", opts + (NONE,), "on_look_pick", p)


@op()
def op_opp_to_waiting(game, p, source, code, k, j, subject, d):
    """One of your opponent's characters into their waiting room."""
    opts = tuple(("pick", x) for _, x in stage(game, other(p)))
    if opts:
        game.ask(p, "target", opts, "on_opp_to_waiting", p)


@op()
def op_opp_to_stock(game, p, source, code, k, j, subject, d):
    """The battle opponent into its owner's stock."""
    if on_stage(game, subject):
        move_one(game, subject, "stock")


@op()
def op_opp_to_memory(game, p, source, code, k, j, subject, d):
    """The battle opponent into its owner's memory."""
    if on_stage(game, subject):
        move_one(game, subject, "memory")


@op("n")
def op_hand_redraw(game, p, source, code, k, j, subject, d):
    """All your hand into your waiting room, then draw that many + n."""
    hand = game.zones[HAND[p]]
    m = len(hand)
    move(game, hand, "waiting")
    draw(game, p, m + d.n)


@op(*FILTERS)
def op_clock_to_deck_bottom(game, p, source, code, k, j, subject, d):
    """You may choose a fitting card of your clock: to the deck's bottom."""
    opts = tuple(("pick", x) for x in game.zones[CLOCK[p]] if _fits(game.objs[x].card, d))
    if opts:
        game.ask(p, "pick", opts + (NONE,), "on_deck_bottom", p)


@op()
def op_opp_stock_bottom_to_waiting(game, p, source, code, k, j, subject, d):
    """The bottom card of the opponent's stock."""
    stock = game.zones[STOCK[other(p)]]
    if stock:
        move_one(game, stock[0], "waiting")


@op()
def op_reverse_opp(game, p, source, code, k, j, subject, d):
    """The battle opponent becomes [REVERSE]."""
    if on_stage(game, subject) and not game.objs[subject].marks & REVERSED:
        game.w(subject).marks |= REVERSED


@op("replay")
def op_replay(game, p, source, code, k, j, subject, d):
    """Perform this card's Replay effect of that name."""
    card = game.rules.cards[code]
    r = card.replay(d.replay)
    for jj in reversed(range(len(card.ability[r].do))):
        game.push("effect", p, source, code, r, jj, subject)


@op("n", *FILTERS)
def op_reveal_check(game, p, source, code, k, j, subject, d):
    """(Shuffle and) reveal the top card: is it one that fits?"""
    deck = game.zones[DECK[p]]
    if d.n > 1:
        game.shuffle(deck)
    game.vars["ok"] = int(bool(deck) and _fits(game.objs[deck[-1]].card, d))


@op("level")
def op_reveal_stock(game, p, source, code, k, j, subject, d):
    """Reveal the top card: level >= d.level goes to stock."""
    deck = game.zones[DECK[p]]
    if deck and card_level(game.objs[deck[-1]].card) >= d.level:
        top_to(game, p, "stock")


@op()
def op_self_to_waiting(game, p, source, code, k, j, subject, d):
    if on_stage(game, source):
        move_one(game, source, "waiting")


@op("color")
def op_shift(game, p, source, code, k, j, subject, d):
    """Exchange a card of that colour in hand with this clock card."""
    objs = game.objs
    opts = tuple(("shift", x) for x in game.zones[HAND[p]] if objs[x].card.color == d.color)
    if opts and source in objs and objs[source].zone == CLOCK[p]:
        game.ask(p, "shift", opts + (NONE,), "on_shift", p, source)


@op()
def op_to_hand(game, p, source, code, k, j, subject, d):
    """This card to its owner's hand."""
    if source in game.objs:
        move_one(game, source, "hand")


def _pump(game, x, op, n, sl, source, code, g):
    pump(game, x, op, n, source)
    if sl:
        pump(game, x, "soul", sl, source)
    if g >= 0:
        grant(game, x, code, g, source)


@handler
def on_target(game, choice, p, source, op, n, sl, code, g):
    _pump(game, choice[1], op, n, sl, source, code, g)


@handler
def on_deck_bottom(game, choice, p):
    if choice != NONE:
        move_one(game, choice[1], "deck", 0)


@handler
def on_bounce(game, choice, p):
    if choice != NONE:
        move_one(game, choice[1], "hand")


@handler
def on_opp_to_waiting(game, choice, p):
    move_one(game, choice[1], "waiting")


@handler
def on_change(game, choice, p, slot):
    """Change: the chosen card goes onto the stage position the changing card was on."""
    move(game, (choice[1],), SLOTS[slot], cause=CHANGE)


@handler
def on_shift(game, choice, p, source):
    if choice == NONE:
        return
    pos = game.zones[CLOCK[p]].index(source)
    move_one(game, source, "hand")
    move_one(game, choice[1], "clock", pos)


@step
def look_rest(game, p, looked):
    objs, deck = game.objs, DECK[p]
    move(game, [x for x in looked if x in objs and objs[x].zone == deck], "waiting")
    after_deck(game, p)


@handler
def on_look_pick(game, choice, p):
    if choice != NONE:
        move_one(game, choice[1], "hand")


def standby(game, p):
    """Standby: you may put a character of level <= your level + 1 from your waiting room onto
    any stage position as [REST]."""
    lv = level(game, p) + 1
    opts = tuple(("standby", x, i) for x in game.zones[WAITING[p]]
                 if game.objs[x].card.is_char and game.objs[x].card.level <= lv for i in range(5))
    if opts:
        game.ask(p, "standby", opts + (NONE,), "on_standby", p)


@handler
def on_standby(game, choice, p):
    if choice == NONE:
        return
    x, i = choice[1], choice[2]
    z = game.zones[STAGE_ZONES[p][i]]
    if z:
        move_one(game, z[0], "waiting")
    move(game, (x,), SLOTS[i], rested=True)


@step
def pick_zone(game, p, zone, dest, n, code, k, j):
    """Choose n fitting cards of p's `zone` to `dest` (n < 0: -n cards, any); as many as there
    are, one at a time (CR-1.3.2), unless the effect says "up to n" (`up_to`: none is offered)."""
    if n == 0:
        return
    d = _do(game, code, k, j) if code else None
    objs = game.objs
    cands = tuple(("pick", x) for x in game.zones[f"{zone}{p}"] if d is None or n < 0 or _fits(objs[x].card, d))
    if not cands:
        return
    optional = n > 0 and d is not None and d.up_to
    game.ask(p, "pick", cands + ((NONE,) if optional else ()), "on_pick_zone", p, zone, dest, n, code, k, j)


@handler
def on_pick_zone(game, choice, p, zone, dest, n, code, k, j):
    if choice == NONE:
        return
    move_one(game, choice[1], dest)
    game.push("pick_zone", p, zone, dest, n - 1 if n > 0 else n + 1, code, k, j)


@step
def search(game, p, n, code, k, j):
    d = _do(game, code, k, j)
    objs = game.objs
    cands = tuple(("pick", x) for x in game.zones[DECK[p]] if _fits(objs[x].card, d))
    game.ask(p, "search", cands + (NONE,), "on_search", p, n, code, k, j)


@handler
def on_search(game, choice, p, n, code, k, j):
    if choice != NONE:
        move_one(game, choice[1], "hand")
        if n > 1:
            game.push("search", p, n - 1, code, k, j)
            return
        after_deck(game, p)
    game.shuffle(game.zones[DECK[p]])


@step
def brainstorm(game, p, source, code, k, j):
    """Brainstorm: flip n cards from the top of the deck into the waiting room; for each Climax
    among them, do the `then` effect (draw, search or salvage)."""
    d = _do(game, code, k, j)
    flipped = []
    for _ in range(d.n):
        x = top_to(game, p, "res")
        if x is None:
            break
        flipped.append(x)
    climaxes = sum(1 for x in flipped if game.objs[x].card.type == "Climax")
    move(game, flipped, "waiting")
    then = d.then[0] if d.then else "draw"
    for _ in range(climaxes):
        if then == "draw":
            game.push("may_draw", p)
        elif then == "search":
            game.push("search", p, 1, code, k, j)
        else:
            game.push("pick_zone", p, "waiting", "hand", 1, code, k, j)


@step
def may_draw(game, p, left=1):
    """"Draw up to `left` cards": asked one card at a time, until the player stops."""
    game.ask(p, "may", (YES, NO), "on_may_draw", p, left)


@handler
def on_may_draw(game, choice, p, left=1):
    if choice == YES:
        if left > 1:
            game.push("may_draw", p, left - 1)
        draw(game, p, 1)

