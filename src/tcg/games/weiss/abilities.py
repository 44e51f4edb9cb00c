"""Check timing (rule actions, then automatic abilities: the turn player's first, in the order
they choose, then the other player's), triggering automatic abilities, and the costs of
[AUTO]/[ACT] abilities."""

from __future__ import annotations

from .base import HAND, NO, REG, REVERSED, STOCK, WAITING, YES
from .board import has_trait, on_stage, other, slot_of, stage
from .moves import move, move_one
from .rule_actions import rule_check, top_to

step, handler = REG.step, REG.handler

# --------------------------------------------------------------------------- check timing
@step
def check_timing(game):
    """Check timing (RULINGS.md 11): rule actions first (the losses, both players' together);
    then the turn player's pending automatic abilities one at a time in the order they choose,
    then the other player's; each resolution is followed by another check timing."""
    if rule_check(game):
        return
    pend = game.pending
    if not pend:
        return
    tp = game.vars["tp"]
    who = other(tp)
    for t in pend:
        if t.controller == tp:
            who = tp
            break
    mine = tuple([("auto", i) for i, t in enumerate(pend) if t.controller == who])
    game.push("check_timing")
    game.ask(who, "order_triggers", mine, "on_auto")


@handler
def on_auto(game, choice):
    t = game.pending.pop(choice[1])
    if t.index < 0:
        game.push("encore", t.controller, t.source, t.subject, t.extra)
        return
    start_ability(game, t.controller, t.source, t.code, t.index, t.subject)


# ------------------------------------------------------------------------------- costs
def can_pay(game, p: int, source: int, ab) -> bool:
    """Can p pay the cost of `ab`: stock, then each other part."""
    if len(game.zones[STOCK[p]]) < ab.cost:
        return False
    objs = game.objs
    hand = game.zones[HAND[p]]
    need_hand = 0
    for k in ab.pay:
        if k == "rest_self":
            o = objs.get(source)
            if o is None or not on_stage(game, source) or o.tapped or o.marks & REVERSED:
                return False
        elif k == "rest_two":
            if sum(1 for _, x in stage(game, p) if not objs[x].tapped) < 2:
                return False
        elif k == "discard_any":
            need_hand += 1
            if len(hand) < need_hand:
                return False
        elif k == "discard_character":
            if not any(objs[x].card.is_char and x != source for x in hand):
                return False
        elif k == "discard_trait_character":
            if not any(objs[x].card.is_char and has_trait(objs[x].card, ab.trait) and x != source for x in hand):
                return False
        elif k == "discard_climax":
            if not any(objs[x].card.type == "Climax" for x in hand):
                return False
        elif k == "reveal_name":    # Resonance: a card of that name in your hand
            if not any(objs[x].card.name in ab.names for x in hand):
                return False
        elif k == "wr_trait_to_clock_bottom":
            if not any(objs[x].card.is_char and has_trait(objs[x].card, ab.trait) and x != source
                       for x in game.zones[WAITING[p]]):
                return False
        elif k in ("self_to_waiting", "self_to_clock", "self_to_memory", "self_to_hand"):
            if source not in objs:
                return False
    return True


def pay_stock(game, p: int, n: int) -> None:
    if n > 0:
        move(game, game.zones[STOCK[p]][:-n - 1:-1], "waiting")   # from the top, one after another


@step
def pay(game, p, source, pays, trait, names):
    """Pay the non-stock parts of a cost, one choice at a time."""
    if not pays:
        return
    k, rest = pays[0], pays[1:]
    objs = game.objs
    game.push("pay", p, source, rest, trait, names)
    if k == "rest_self":
        game.w(source).tapped = True
    elif k in ("rest_two", "rest_one"):
        if k == "rest_two":
            game.procs[-1] = ("pay", p, source, ("rest_one",) + rest, trait, names)
        opts = tuple(("rest", x) for _, x in stage(game, p) if not objs[x].tapped)
        game.ask(p, "pay_rest", opts, "on_pay", p)
    elif k in ("discard_any", "discard_character", "discard_climax", "discard_trait_character"):
        opts = tuple(("discard", x) for x in game.zones[HAND[p]]
                     if k == "discard_any" or (k == "discard_climax" and objs[x].card.type == "Climax")
                     or (k == "discard_character" and objs[x].card.is_char and x != source)
                     or (k == "discard_trait_character" and objs[x].card.is_char and has_trait(objs[x].card, trait)
                         and x != source))
        game.ask(p, "pay_discard", opts, "on_pay", p)
    elif k == "reveal_name":
        opts = tuple(("reveal", x) for x in game.zones[HAND[p]] if objs[x].card.name in names)
        game.ask(p, "pay_reveal", opts, "on_pay", p)
    elif k == "wr_trait_to_clock_bottom":
        opts = tuple(("clock", x) for x in game.zones[WAITING[p]]
                     if objs[x].card.is_char and has_trait(objs[x].card, trait) and x != source)
        game.ask(p, "pay_clock", opts, "on_pay", p)
    elif k == "deck_to_clock":
        game.push("level_check", p)
        top_to(game, p, "clock")
    elif source in objs:
        dest = {"self_to_waiting": "waiting", "self_to_clock": "clock", "self_to_memory": "memory",
                "self_to_hand": "hand"}[k]
        move_one(game, source, dest)     # from the stage to the waiting room: Encore (moves.py)
        if dest == "clock":
            game.push("level_check", p)


@handler
def on_pay(game, choice, p):
    if choice[0] == "rest":
        game.w(choice[1]).tapped = True
    elif choice[0] == "clock":       # to the bottom of the clock
        move_one(game, choice[1], "clock", 0)
        game.push("level_check", p)
    elif choice[0] == "discard":
        move_one(game, choice[1], "waiting")
    # "reveal": the card stays in hand (Resonance)


# ---------------------------------------------------------------------------- resolving
def ability(game, code: str, index: int):
    return game.rules.cards[code].ability[index]


def start_ability(game, p: int, source: int, code: str, index: int, subject: int = 0) -> None:
    """Resolve an [AUTO]/[ACT]/event ability: its cost (asked when optional), then its effects."""
    ab = ability(game, code, index)
    if (ab.cost or ab.pay) and not can_pay(game, p, source, ab):
        return
    if ab.optional:
        game.ask(p, "pay_cost", (YES, NO), "on_optional", p, source, code, index, subject)
        return
    run(game, p, source, code, index, subject)


def run(game, p: int, source: int, code: str, index: int, subject: int = 0) -> None:
    """Pay the ability's cost, then push its effects in order."""
    ab = ability(game, code, index)
    game.vars["ok"] = 1
    if ab.effects is not None:
        from .kernel import run_ability

        run_ability(game, p, source, code, index, subject)   # the shared syntax: the kernel runs it
    elif on_stage(game, source) and any(d.op == "change" for d in ab.do):
        subject = slot_of(game, source)        # Change: the position this card leaves
    for j in reversed(range(len(ab.do))):
        game.push("effect", p, source, code, index, j, subject)
    pay_stock(game, p, ab.cost)
    if ab.pay:
        game.push("pay", p, source, ab.pay, ab.trait, ab.names)


@handler
def on_optional(game, choice, p, source, code, index, subject):
    if choice == YES:
        run(game, p, source, code, index, subject)

