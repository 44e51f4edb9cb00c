"""Keyword skills of dbscg 10 that are neither a way to play a Battle Card from hand (alt_play.py)
nor read by the board (reading.py, battle.py): [Heroic]/[Villainous] (10-38/10-39), [Revive]
(10-37), [Alliance] (10-35), [Swap] (10-24), [Successor] (10-41), [Union-Absorb] (10-13-5),
[Summoner] (printed [Invoker], 10-40). Taking control (11-5) is actions.give_control; a card
leaving by a skill, removal.py."""

from __future__ import annotations

from ...engine.state import Game
from .actions import HEROIC, VILLAINOUS, draw, enter_battle, relocate
from .after_actions import after
from .base import DONE, NO, NONE, REG, YES, Trigger
from .colour_cost import payable
from .costs import changed
from .energy import can_pay, start_payment
from .events import you_swap
from .moves import REVIVE, move_one
from .reading import keywords, negated, skill_of
from .results import NO_FRAME
from .unless import RED_BLUE, active_energy, extra_can_pay

step, handler = REG.step, REG.handler

GREEN_YELLOW = (frozenset(("green",)), frozenset(("yellow",)), frozenset(("green", "yellow")))


# ------------------------------------------------------------------ [Heroic] / [Villainous]
@after("heroic_triggers")
def heroic_triggers(game: Game, p: int, new: int) -> None:
    """10-38-1 / 10-39-1: when its owner plays *another* <<Heroic>> (<<Villainous>>) Battle Card."""
    traits = game.objs[new].card.traits
    opt = game.vars["opt"]
    for oid in game.zones[f"battle{p}"]:
        if oid == new:
            continue
        kw = keywords(game, oid)
        for k, idx, t in (("heroic", HEROIC, "Heroic"), ("villainous", VILLAINOUS, "Villainous")):
            if k in kw and t in traits and (oid, idx) not in opt:
                game.pending.append(Trigger(p, oid, game.objs[oid].card.code, idx, False))


def resolve_heroic(game: Game, t: Trigger) -> None:
    """Draw 1 ([Heroic]) or the opponent discards 1 ([Villainous]), then the skill is negated for
    the turn: a second pending instance does nothing (8-3-2)."""
    v = game.vars
    if (t.source, t.index) in v["opt"]:
        return
    if t.source in game.objs:
        v["opt"] = v["opt"] + ((t.source, t.index),)
    if t.index == HEROIC:
        draw(game, t.controller, 1)
    else:
        game.push("opp_discard", 1 - t.controller)


@step
def opp_discard(game: Game, q: int, frame: int = NO_FRAME) -> None:
    """'Your opponent chooses 1 card in their hand and places it in their Drop Area' (an empty hand:
    nothing done, results.py)."""
    hand = game.zones[f"hand{q}"]
    if hand:
        game.ask(q, "discard", tuple(("discard", x) for x in hand), "on_to_drop", frame)



# ------------------------------------------------------------------------------ [Revive]
def resolve_revive(game: Game, t: Trigger) -> None:
    """10-37-1 / masters 22-34-3: the owner may place cards from hand whose colours match X and Y
    in the Drop (one X-Y multicoloured card is enough: colour_cost.py); if so the card is played
    from the Drop and its [Revive] is negated for the turn."""
    o = game.objs.get(t.source)
    if o is None or o.zone != f"drop{o.owner}" or not payable(game, o.owner, o.card.revive):
        return
    game.ask(o.owner, "revive", (YES, NO), "on_revive", t.source)


@handler
def on_revive(game: Game, choice: tuple, oid: int) -> None:
    if choice == YES:
        o = game.objs[oid]
        game.push("revive_play", oid)
        game.push("colour_cost", o.owner, o.card.revive, oid)


@step
def revive_play(game: Game, oid: int) -> None:
    o = game.objs.get(oid)
    if o is None or o.zone != f"drop{o.owner}":
        return
    new = enter_battle(game, o.owner, oid, False)
    game.vars["opt"] = game.vars["opt"] + ((new, REVIVE),)


# ---------------------------------------------------------------------------- [Alliance]
def resolve_alliance(game: Game, t: Trigger) -> None:
    """10-35-1: when the card attacks, its owner may activate the skill by choosing one or more
    of their Battle Cards of the indicated colours and switching them to Rest Mode (the cost)."""
    game.vars["alliance"] = 0
    # plain fields, not the Trigger: a saved game gives back tuples, never records
    game.push("alliance_pick", t.controller, t.source, t.code, t.index, t.back, ())


def _alliance_cands(game: Game, p: int, src: int, colors: tuple, chosen: tuple) -> tuple:
    objs = game.objs
    return tuple(x for x in game.zones[f"battle{p}"] if x not in chosen and x != src and not objs[x].tapped
                 and objs[x].card.type != "Extra" and set(objs[x].card.color) & set(colors))


@step
def alliance_pick(game: Game, p: int, src: int, code: str, index: int, back: bool, chosen: tuple) -> None:
    s = skill_of(game, code, index, back)
    cands = _alliance_cands(game, p, src, s.alliance, chosen)
    opts = tuple(("alliance", x) for x in cands) + ((DONE,) if chosen else (NO,))
    if not cands and not chosen:
        return
    game.ask(p, "alliance", opts, "on_alliance", p, src, code, index, back, chosen)


@handler
def on_alliance(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool,
                chosen: tuple) -> None:
    if choice == NO:
        return
    if choice == DONE:
        total = 0
        for x in chosen:
            game.w(x).tapped = True                    # the cost: switched to Rest Mode
            from .reading import power

            total += power(game, x)
        game.vars["alliance"] = total
        game.push("do", p, src, code, index, back, 0)
        return
    game.push("alliance_pick", p, src, code, index, back, chosen + (choice[1],))


# ------------------------------------------------------------ Swap, Successor, Absorb, Summoner
def main_options(game: Game, p: int) -> list:
    from .alt_play import unique_ok

    out = []
    objs = game.objs
    for oid in game.zones[f"battle{p}"]:
        c = objs[oid].card
        if not (c.swap or c.absorb) or negated(game, objs[oid]):
            continue
        if c.swap and can_pay(game, p, *swap_cost(game, p, oid)):
            out.append(("swap", oid))
        a = c.absorb
        if a and can_pay(game, p, a.cost, a.pips) and any(
                a.under in objs[h].card.character.split("/") for h in game.zones[f"hand{p}"]):
            out.append(("absorb", oid))
    for oid in game.zones[f"hand{p}"]:
        c = objs[oid].card
        if c.successor and unique_ok(game, p, c) and can_pay(game, p, c.successor.cost, c.successor.pips) \
                and _reach(game, p, c.energy_cost, ()):
            out.append(("successor", oid))
    return out


def perform(game: Game, p: int, choice: tuple) -> None:
    k, oid = choice[0], choice[1]
    c = game.objs[oid].card
    if k == "swap":
        # 10-24: an [Activate: Main]; counter timings before and after resolution (8-5-2)
        game.push("counter_window", "skill", p)
        game.push("swap_play", p, oid)
        game.push("counter_window", "skill", p)
        game.push("swap_activated", p, oid)
        start_payment(game, p, *swap_cost(game, p, oid))
    elif k == "absorb":
        game.push("counter_window", "skill", p)
        game.push("absorb_top", p, oid)
        game.push("counter_window", "skill", p)
        game.push("absorb_under", p, oid)
        start_payment(game, p, c.absorb.cost, c.absorb.pips)
    elif k == "successor":
        game.vars["declared"] = oid
        game.push("successor_play", p, oid)
        game.push("counter_window", "play", p)
        game.push("successor_pick", p, oid, ())
        start_payment(game, p, c.successor.cost, c.successor.pips)


def swap_cost(game: Game, p: int, oid: int) -> tuple[int, dict]:
    """The [Swap] skill cost after "Reduce the skill cost of [Swap] on your <card> cards by (Y)"
    (masters 20-21, costs.py)."""
    c = game.objs[oid].card
    return changed(game, p, "swap", c.swap.cost, c.swap.pips, c.traits, oid)


@step
def swap_activated(game: Game, p: int, oid: int) -> None:
    """Its cost paid, [Swap] is activated: "When you activate [Swap] (on one of your <card> cards)"
    (events.py) triggers, read on the card in the Battle Area."""
    if oid in game.objs and game.objs[oid].zone == f"battle{p}":
        you_swap(game, p, oid)


@step
def swap_play(game: Game, p: int, oid: int) -> None:
    """10-24-3: choose up to 1 named card with an energy cost of X from hand, play it, then
    return the Swap card to its owner's hand (RULINGS.md: also when none is chosen)."""
    from .alt_play import unique_ok

    if oid not in game.objs:
        return
    s = game.objs[oid].card.swap
    opts = tuple(("swap_play", h) for h in game.zones[f"hand{p}"]
                 if s.trait in game.objs[h].card.traits and game.objs[h].card.type == "Battle"
                 and game.objs[h].card.energy_cost == s.x and unique_ok(game, p, game.objs[h].card))
    game.push("swap_return", oid)
    if opts:
        game.ask(p, "target", opts + (NONE,), "on_swap_play", p)


@handler
def on_swap_play(game: Game, choice: tuple, p: int) -> None:
    if choice != NONE:
        new = enter_battle(game, p, choice[1], False)
        from .actions import add_triggers

        add_triggers(game, new, "swap_played")


@step
def swap_return(game: Game, oid: int) -> None:
    if oid in game.objs and game.objs[oid].zone[:-1] == "battle":
        relocate(game, oid, "hand")


def _eligible(game: Game, p: int, chosen: tuple) -> list[int]:
    """10-41-1: your exclusively green, exclusively yellow or green-yellow Battle Cards."""
    objs = game.objs
    return [x for x in game.zones[f"battle{p}"] if x not in chosen and objs[x].card.type == "Battle"
            and frozenset(objs[x].card.color) in GREEN_YELLOW]


def _reach(game: Game, p: int, target: int, chosen: tuple) -> bool:
    """Whether some further cards bring the chosen energy costs to exactly `target`."""
    left = target - sum(game.objs[x].card.energy_cost for x in chosen)
    if left < 0:
        return False
    sums = {0}
    for x in _eligible(game, p, chosen):
        c = game.objs[x].card.energy_cost
        sums |= {s + c for s in sums if s + c <= left}
    return left in sums


@step
def successor_pick(game: Game, p: int, oid: int, chosen: tuple) -> None:
    """Choose the cards one at a time, offered only while the exact total stays reachable; when it
    is reached they go to their owners' Drops (10-41-1)."""
    target = game.objs[oid].card.energy_cost
    if sum(game.objs[x].card.energy_cost for x in chosen) == target:
        for x in chosen:
            relocate(game, x, "drop")
        return
    opts = tuple(("successor_card", x) for x in _eligible(game, p, chosen) if _reach(game, p, target, chosen + (x,)))
    game.ask(p, "cost", opts, "on_successor_pick", p, oid, chosen)


@handler
def on_successor_pick(game: Game, choice: tuple, p: int, oid: int, chosen: tuple) -> None:
    game.push("successor_pick", p, oid, chosen + (choice[1],))


@step
def successor_play(game: Game, p: int, oid: int) -> None:
    """Play the card without paying its energy cost (10-41-1, 10-41-3)."""
    v = game.vars
    negated_play = v.get("play_negated", 0)
    v.update(declared=0, play_negated=0)
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    if negated_play:
        relocate(game, oid, "drop")
        return
    enter_battle(game, p, oid, bool(v["play_rest"]))
    v["play_rest"] = 0


@step
def absorb_under(game: Game, p: int, oid: int) -> None:
    """The cost: place 1 named card from your hand under this card (11-3-3: at the bottom)."""
    if oid not in game.objs:
        return
    a = game.objs[oid].card.absorb
    opts = tuple(("under", h) for h in game.zones[f"hand{p}"] if a.under in game.objs[h].card.character.split("/"))
    if opts:
        game.ask(p, "cost", opts, "on_absorb_under", p, oid)


@handler
def on_absorb_under(game: Game, choice: tuple, p: int, oid: int) -> None:
    u = move_one(game, choice[1], "under", 0)
    game.objs[u].counters = {"top": oid}


@step
def absorb_top(game: Game, p: int, oid: int) -> None:
    """10-13-5-4: choose up to 1 named card from the deck (a hidden zone: you may fail to find,
    8-5-3-5) and place it on top of this card, keeping its orientation and power effects
    (10-13-5-4-1); then shuffle."""
    if oid not in game.objs or game.objs[oid].zone != f"battle{p}":
        return
    a = game.objs[oid].card.absorb
    opts = tuple(("absorb_top", x) for x in game.zones[f"deck{p}"]
                 if a.character in game.objs[x].card.character.split("/") and game.objs[x].card.energy_cost <= a.max_cost
                 and game.objs[x].card.type == "Battle")
    game.push("shuffle_deck", p)
    if opts:
        game.ask(p, "target", opts + (NONE,), "on_absorb_top", p, oid)


@handler
def on_absorb_top(game: Game, choice: tuple, p: int, oid: int) -> None:
    if choice == NONE:
        return
    from .actions import add_triggers
    from .alt_play import _stack

    new = move_one(game, choice[1], "battle")
    _stack(game, new, [oid])
    add_triggers(game, new, "played")
    add_triggers(game, new, "union_played")


def summoner_ok(game: Game, p: int, card) -> bool:
    """10-40-1: a red-blue multicolour Extra may be activated from hand by resting one Active
    red-blue multicolour energy instead of its energy cost, while you have a [Summoner] card."""
    if card.type != "Extra" or frozenset(card.color) != RED_BLUE:
        return False
    if not any(not game.objs[e].tapped and frozenset(game.objs[e].card.color) == RED_BLUE
               for e in game.zones[f"energy{p}"]):
        return False
    return any("summoner" in keywords(game, x) for z in ("leader", "battle") for x in game.zones[f"{z}{p}"])


def extra_ways(game: Game, p: int, card, tax: int, more: tuple = (0, {})) -> tuple[tuple, ...]:
    """How an Extra in hand can be activated: `()` paying its energy cost, its skill's energy cost
    `more` (masters 12-2-2-3) and the "can't ... unless" tax (masters 20-14-1), `("summoner",)` by
    [Summoner]'s one energy (10-40-1)."""
    ways: tuple[tuple, ...] = ((),) if extra_can_pay(game, p, card, tax, more) else ()
    if summoner_ok(game, p, card) and active_energy(game, p) > tax + max(more[0], sum(more[1].values())):
        ways += (("summoner",),)
    return ways


@step
def summoner_pay(game: Game, p: int) -> None:
    seen = set()
    opts = []
    for e in game.zones[f"energy{p}"]:
        o = game.objs[e]
        if not o.tapped and frozenset(o.card.color) == RED_BLUE and o.card.code not in seen:
            seen.add(o.card.code)
            opts.append(("energy", e))
    game.ask(p, "pay", tuple(opts), "on_summoner_pay")


@handler
def on_summoner_pay(game: Game, choice: tuple) -> None:
    game.w(choice[1]).tapped = True
