"""Skill costs that move cards (dbs-masters 1-6, 5-8): "Discard N (<card>) cards", "Place 1 <A> card
(, 1 <B> card...) from your Z-Energy in their owners' Drops", "Return 1 of your <card> cards to its
owner's hand", "Place all non-Leader cards from under this card in their owners' Drops", "place N
<card> cards from under this card in their owners' Drops" (unders.py), "Add N cards from your life
to your hand". Whether
they can be paid in full (5-8-2, 5-8-3), and their payment as player decisions, in sentence order
(1-6-3). An [Activate] pays them as it is declared (skills.activate); an [Auto] asks first whether
to pay (9-6-4, skills.resolve_trigger)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import lose_check, relocate, unders
from .base import REG
from .cards import Skill
from .moves import destination, move_cards, move_one
from .picks import assignable, encode, fits
from .reading import keywords
from .unders import fitting, leave_pile

step, handler = REG.step, REG.handler


def unaffected(game: Game, oid: int, by: int) -> bool:
    """"This card isn't affected by skills" / "by your opponent's skills": it cannot be chosen for
    a skill's cost or effect and is ignored by its effects (masters 20-4-1, dbscg 4-13-1). [Deflect]
    is "this card isn't affected by [Counter: Play] skills", from its play's declaration until it is
    played (dbscg 10-22-1/10-22-2, masters 22-20-2): the counter is still activated and its other
    effects happen."""
    kw = keywords(game, oid)
    return "unaffected" in kw or ("unaffected_opp" in kw and game.objs[oid].controller != by) \
        or ("deflect" in kw and oid == game.vars["declared"] and counter_play_resolving(game))


def counter_play_resolving(game: Game) -> bool:
    """Whether the skill now resolving is a [Counter: Play] (a chain entry, counter.chain_resolve)."""
    v = game.vars
    if not v["in_window"] or not v["chain"]:
        return False
    code = v["chain"][v["resolving"]][1]
    return any(s.kind == "counter" and s.when == "play" for s in game.rules.cards[code].skill)


def costs_payable(game: Game, p: int, o, s: Skill) -> bool:
    """The costs of moving cards can be paid in full (masters 5-8-2, 5-8-3): the discards (of the
    described cards), the Z-Energy cards (one distinct card per description), a card of yours to
    return to the hand whose destination no rule changes (5-8-2-2), and "all non-Leader cards under
    this card" (none: the action is done zero times, so not done, 0-2-4-2)."""
    if s.discard:
        hand = [x for x in game.zones[f"hand{p}"] if x != o.id and fits(game, x, s.discard_pick or ())]
        if len(hand) < s.discard:
            return False
    if s.zenergy_cost and not assignable(game, list(game.zones[f"zenergy{p}"]), s.zenergy_cost):
        return False
    if s.bounce_own and not bounceable(game, p, encode(s.bounce_own)):
        return False
    if s.unders_cost and len(fitting(game, o.id, encode(s.unders_pick))) < s.unders_cost:
        return False
    if s.life_cost and len(game.zones[f"life{p}"]) < s.life_cost:
        return False                              # masters 5-8-3: not payable in full
    return not s.drop_unders or bool(non_leader_unders(game, o.id))


def bounceable(game: Game, p: int, pick: tuple) -> tuple[int, ...]:
    return tuple(x for x in game.zones[f"battle{p}"] if fits(game, x, pick) and not unaffected(game, x, p)
                 and destination(game, x, "hand") == "hand")


def non_leader_unders(game: Game, oid: int) -> list[int]:
    return [u for u in unders(game, oid) if game.objs[u].card.type != "Leader"] if oid in game.objs else []


def push_costs(game: Game, p: int, src: int, s: Skill) -> None:
    """The costs that move cards, in sentence order (masters 1-6-3): pushed last, paid first."""
    if s.drop_unders:
        game.push("drop_unders_cost", p, src)
    if s.life_cost:
        game.push("life_cost", p, s.life_cost)
    if s.unders_cost:
        game.push("unders_cost", p, src, s.unders_cost, encode(s.unders_pick))
    if s.bounce_own:
        game.push("bounce_cost", p, encode(s.bounce_own))
    if s.zenergy_cost:
        game.push("zenergy_cost", p, tuple(encode(x) for x in s.zenergy_cost))
    if s.discard:
        game.push("discard_cost", p, s.discard, src, encode(s.discard_pick))


@step
def discard_cost(game: Game, p: int, n: int, exclude: int, pick: tuple = ()) -> None:
    """"Discard N (<pick>) cards from your hand" (a skill cost, 5-8)."""
    if n <= 0:
        return
    opts = tuple(("discard", x) for x in game.zones[f"hand{p}"] if x != exclude and fits(game, x, pick))
    if opts:
        game.ask(p, "cost", opts, "on_discard_cost", p, n, exclude, pick)


@handler
def on_discard_cost(game: Game, choice: tuple, p: int, n: int, exclude: int, pick: tuple = ()) -> None:
    relocate(game, choice[1], "drop")
    game.push("discard_cost", p, n - 1, exclude, pick)


@step
def zenergy_cost(game: Game, p: int, picks: tuple) -> None:
    """"Place 1 <A> card (, 1 <B> card, ...) from your Z-Energy in their owners' Drops": one card
    per description, chosen one at a time among those that still leave the rest payable (5-8-2)."""
    if not picks:
        return
    zs = list(game.zones[f"zenergy{p}"])
    opts = tuple(("zenergy", x) for x in zs if fits(game, x, picks[0])
                 and assignable(game, [y for y in zs if y != x], picks[1:]))
    if opts:
        game.ask(p, "cost", opts, "on_zenergy_cost", p, picks)


@handler
def on_zenergy_cost(game: Game, choice: tuple, p: int, picks: tuple) -> None:
    move_one(game, choice[1], "drop")
    game.push("zenergy_cost", p, picks[1:])


@step
def bounce_cost(game: Game, p: int, pick: tuple) -> None:
    """"Return 1 of your <pick> cards to its owner's hand" (a skill cost)."""
    opts = tuple(("return", x) for x in bounceable(game, p, pick))
    if opts:
        game.ask(p, "cost", opts, "on_bounce_cost")


@handler
def on_bounce_cost(game: Game, choice: tuple) -> None:
    relocate(game, choice[1], "hand")


@step
def drop_unders_cost(game: Game, p: int, src: int) -> None:
    """"Place all non-Leader cards from under this card in their owners' Drops" (a skill cost);
    "for each card placed in a Drop by this skill" reads how many (vars `paid_cards`)."""
    below = non_leader_unders(game, src)
    for u in below:
        leave_pile(game, u)
    game.vars["paid_cards"] = len(below)


@step
def life_cost(game: Game, p: int, n: int) -> None:
    """"Add N card(s) from your life to your hand" (a skill cost): the top ones, as for damage
    (the life is face down and in no order, RULINGS D32)."""
    life = game.zones[f"life{p}"]
    move_cards(game, life[:-n - 1:-1], "hand")   # one action: "When you add a card from your life..." once (moves.py)
    lose_check(game)                             # the last life card gone (masters 21-2-2-1)
