"""Verbs and conditions of permanents: upkeep keywords (echo 502.19, fading 502.20, cumulative
upkeep 502.13), modular (502.35), equip (502.33), control changes (layer 2), type changes
(layer 4), switching (418.5i), sacrifice, delayed triggers (404.4) and the "pay or else" choice
of upkeep costs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities import counters
from ...engine.effects import Effect
from . import actions
from .base import REG
from .cards import parse_cost
from .chars import attachments, card_of, chars, sync_control
from .choices_and_prohibitions import cant_lose
from .mana_triggers import produced
from .sba import end_game
from .targets import Filter, matches
from .verbs import Ctx, condition, group, in_play, objects, recipients, verb
from .zones import attach, can_equip, left

if TYPE_CHECKING:
    from ...engine.state import Game


def sacrifice(game: Game, oid: int) -> None:
    """Sacrifice: its controller puts it into its owner's graveyard (not destruction)."""
    if in_play(game, oid):
        actions.move(game, oid, "graveyard")


def _self(game: Game, ctx: Ctx) -> int:
    return ctx.source if in_play(game, ctx.source) else 0


# --------------------------------------------------------------------- paying upkeep costs
def _sources(game: Game, p: int) -> list[tuple[int, int]]:
    """(object, colour index) of the untapped mana sources `p` can tap now (104.4)."""
    turn = game.vars["turn"]
    out = []
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller != p or o.tapped:
            continue
        c = chars(game, oid)
        m = produced(game, oid)     # with its triggered mana abilities (411.3)
        # A source with several mana or a choice of colours (406.1) is not used here (RULINGS.md).
        if len(m) == 1 and not ("Creature" in c.types and o.since >= turn and "haste" not in c.keywords):
            out.append((oid, "WUBRGC".index(m)))
    return out


def _plan(game: Game, p: int, cost: str, times: int) -> tuple | None:
    """How to pay `cost` `times` over from the pool, then by tapping sources (None: can't)."""
    g, col = parse_cost(cost)
    g, col = g * times, [c * times for c in col]
    pool = list(game.pvars[p]["pool"])
    srcs = _sources(game, p)
    taps = []
    for ci in range(5):
        while col[ci]:
            if pool[ci]:
                pool[ci] -= 1
            else:
                s = next((s for s in srcs if s[1] == ci), None)
                if s is None:
                    return None
                srcs.remove(s)
                taps.append(s[0])
            col[ci] -= 1
    for ci in (5, 0, 1, 2, 3, 4):
        while g and pool[ci]:
            pool[ci] -= 1
            g -= 1
    while g:
        if not srcs:
            return None
        taps.append(srcs.pop()[0])
        g -= 1
    return tuple(pool), tuple(taps)


@REG.step
def pay_or(game: Game, p: int, cost: str, times: int, oid: int, then: str) -> None:
    """"Sacrifice it unless you pay ...": the player chooses; the mana comes from the pool, then
    from untapped sources (RULINGS.md)."""
    if not in_play(game, oid):
        return
    opts = (("decline",),)
    if _plan(game, p, cost, times) is not None:
        opts = (("pay",),) + opts
    game.ask(p, "upkeep_cost", opts, "on_pay_or", p, cost, times, oid, then,
             prompt=f"pay {cost} x{times} for {game.objs[oid].card.name}, or {then} it")


@REG.handler
def on_pay_or(game: Game, choice: tuple, p: int, cost: str, times: int, oid: int, then: str) -> None:
    if choice == ("pay",):
        pool, taps = _plan(game, p, cost, times)
        for t in taps:
            game.w(t).tapped = True        # mana abilities during resolution (411.2, 413.2e)
        game.pvars[p]["pool"] = pool
        return
    sacrifice(game, oid)


# ------------------------------------------------------------------------------- upkeep
@verb("echo", reads=())
def _echo(game: Game, ctx: Ctx, step) -> None:
    """502.19a: sacrifice it unless you pay its mana cost."""
    oid = _self(game, ctx)
    if oid:
        game.push("pay_or", ctx.controller, card_of(game, oid).cost, 1, oid, "sacrifice")


@verb("fade", reads=())
def _fade(game: Game, ctx: Ctx, step) -> None:
    """502.20a: remove a fade counter from it; if you can't, sacrifice it."""
    oid = _self(game, ctx)
    if not oid:
        return
    if (game.objs[oid].counters or {}).get("fade", 0) > 0:
        counters.add(game, oid, "fade", -1)
    else:
        sacrifice(game, oid)


@verb("cumulative_upkeep", reads=("unless",))
def _cumulative(game: Game, ctx: Ctx, step) -> None:
    """502.13a: put an age counter on it, then sacrifice it unless you pay the cost once for
    each age counter on it."""
    oid = _self(game, ctx)
    if not oid:
        return
    counters.add(game, oid, "age", 1)
    game.push("pay_or", ctx.controller, step.unless, game.objs[oid].counters["age"], oid, "sacrifice")


@verb("sacrifice", reads=("to", "what"))
def _sacrifice(game: Game, ctx: Ctx, step) -> None:
    for oid in objects(recipients(game, ctx, step), game):
        sacrifice(game, oid)


@verb("modular", reads=())
def _modular(game: Game, ctx: Ctx, step) -> None:
    """502.35a: put its +1/+1 counters (as it last existed in play) on the target artifact
    creature."""
    info = left(game, ctx.source)
    n = info[0] if info else 0
    for oid in objects(group(ctx, 0), game):
        if n:
            counters.add(game, oid, "+1/+1", n)


# ----------------------------------------------------------------------- attach, control
@verb("attach", reads=())
def _attach(game: Game, ctx: Ctx, step) -> None:
    """502.33a, 212.2h: attach this Equipment to the target creature (if it still can)."""
    eq = _self(game, ctx)
    for oid in objects(group(ctx, 0), game):
        if eq and can_equip(game, eq, oid):
            attach(game, eq, oid)


@verb("gain_control", reads=("to", "until", "what"))
def _gain_control(game: Game, ctx: Ctx, step) -> None:
    """Layer 2: "gain control of target ..." (locked set, 418.3b); `until` as the card says."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        until = step.until if step.until != "forever" else ""
        game.effects.append(Effect(game.tick(), 2, "control", ctx.controller, ctx.source, ids, until, ctx.controller))
        game.cache.clear()
        sync_control(game)


@verb("become_creature", reads=("keywords", "power", "to", "toughness", "until", "what"))
def _become_creature(game: Game, ctx: Ctx, step) -> None:
    """Layer 4 (418.5b: P/T included): "becomes a P/T creature until end of turn. It's still a
    [type]" (212.1c)."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        v = (("Creature",), True, tuple(step.keywords), int(step.power), int(step.toughness))
        game.effects.append(Effect(game.tick(), 4, "type", v, ctx.source, ids, step.until, ctx.controller))
        game.cache.clear()


@verb("switch", reads=("to", "until", "what"))
def _switch(game: Game, ctx: Ctx, step) -> None:
    """418.5i: switch power and toughness (layer 6, in timestamp order)."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        game.effects.append(Effect(game.tick(), 6, "switch", 0, ctx.source, ids, step.until, ctx.controller))
        game.cache.clear()


@verb("pump_all", reads=("keywords", "power", "toughness", "until", "what"))
def _pump_all(game: Game, ctx: Ctx, step) -> None:
    """"Creatures you control get +X/+Y [and gain K] until end of turn": the affected set is
    locked at resolution (418.3b)."""
    f = step.what or Filter(type=("Creature",), controller="you")
    ids = tuple(x for x in game.zones["play"] if matches(game, f, x, ctx.controller))
    if ids:
        game.effects.append(Effect(game.tick(), 6, "pt", (int(step.power), int(step.toughness)), ctx.source, ids,
                                   step.until, ctx.controller))
        if step.keywords:
            game.effects.append(Effect(game.tick(), 5, "grant", tuple(step.keywords), ctx.source, ids, step.until,
                                       ctx.controller))
        game.cache.clear()


@verb("win_game", reads=())
def _win_game(game: Game, ctx: Ctx, step) -> None:
    """"You win the game" (102.3: the game ends at once)."""
    if cant_lose(game, 1 - ctx.controller):      # "your opponents can't win the game" (Platinum Angel)
        return
    end_game(game, ctx.controller, f"player {ctx.controller} wins: {game.rules.cards[ctx.item.code].name}")


# ----------------------------------------------------------------------- delayed triggers
@verb("delay", reads=("ability",))
def _delay(game: Game, ctx: Ctx, step) -> None:
    """404.4a: the ability `step.ability` of this card triggers at the next end of turn; it
    exists only from now on, and triggers once (404.4b)."""
    it = ctx.item
    game.vars["delayed"] = game.vars.get("delayed", ()) + ((it.controller, it.source, it.code, step.ability),)


# ------------------------------------------------------------------------------ conditions
def _ctl(ctx: Ctx) -> int:
    return ctx.item.controller


@condition("life_5_or_less")
def _life5(game: Game, ctx: Ctx) -> bool:
    return game.pvars[_ctl(ctx)]["life"] <= 5


@condition("no_cards_in_hand")
def _empty_hand(game: Game, ctx: Ctx) -> bool:
    return not game.zones[f"hand{_ctl(ctx)}"]


@condition("echo_due")
def _echo_due(game: Game, ctx: Ctx) -> bool:
    """502.19a: it came under its controller's control since the beginning of their last
    upkeep (the turn before the opponent's, two turns ago)."""
    o = game.objs.get(ctx.item.source)
    return o is not None and o.since >= game.vars["turn"] - 2


@condition("twenty_charge_counters")
def _twenty(game: Game, ctx: Ctx) -> bool:
    o = game.objs.get(ctx.item.source)
    return o is not None and (o.counters or {}).get("charge", 0) >= 20


@condition("equipped")
def _equipped(game: Game, ctx: Ctx) -> bool:
    return any("Equipment" in game.objs[a].card.subtypes for a in attachments(game, ctx.item.source))

