"""The encore step (WS-VI.6) and Encore (WS-VI.encore): every character's [AUTO] Encore [(3)]
and the cards' encore variants (hand, clock and others, CARDS.md)."""

from __future__ import annotations

from .abilities import can_pay, pay_stock
from .base import NO, REG, REVERSED, SLOTS, STAGE_ZONES, STOCK, WAITING
from .board import other
from .moves import move, move_one

step, handler = REG.step, REG.handler


@step
def encore_step(game):
    """WS-VI.6: reversed characters go to the waiting room, the turn player's first, one at a
    time with a check timing after each."""
    game.vars.update(phase="encore", attacker=0, defender=0, atype="")
    tp = game.vars["tp"]
    zones, objs = game.zones, game.objs
    for p in (tp, other(tp)):
        for name in STAGE_ZONES[p]:
            z = zones[name]
            if z and objs[z[0]].marks & REVERSED:
                game.push("encore_step")
                game.push("check_timing")
                move_one(game, z[0], "waiting")
                return


@step
def encore(game, p, oid, slot, variants):
    """[AUTO] Encore [(3)] of every character and the card's own encore variants: it returns to
    its previous slot as [REST]; into an occupied slot only with the option
    `encore_into_occupied = "replace"` (RULINGS.md 9)."""
    if oid not in game.objs or game.objs[oid].zone != WAITING[p]:
        return
    if game.zones[STAGE_ZONES[p][slot]] and game.vars.get("encore_into_occupied", "fail") != "replace":
        return
    card = game.objs[oid].card
    opts = []
    if len(game.zones[STOCK[p]]) >= game.vars["encore_cost"]:
        opts.append(("encore", -1))
    for k in variants:
        if can_pay(game, p, oid, card.ability[k]):
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
        game.push("pay", p, oid, ab.pay, ab.trait, ab.names)


@step
def encore_return(game, p, oid, slot):
    if oid not in game.objs or game.objs[oid].zone != WAITING[p]:
        return
    z = game.zones[STAGE_ZONES[p][slot]]
    if z:
        if game.vars.get("encore_into_occupied", "fail") != "replace":
            return
        move_one(game, z[0], "waiting")      # as a character played there: the occupant leaves (its Encore triggers)
    move(game, (oid,), SLOTS[slot], rested=True)
