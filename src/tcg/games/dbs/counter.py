"""Counter timing and the counter chain of each edition (dbscg 4-7, 10-10; masters 4-3, 9-7, 22-10)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import to_drop
from .base import PASS, REG
from .energy import pay_card
from .keywords import extra_ways
from .permissions import battle_locked
from .reading import valid
from .rules_processing import rule_processing
from .skills import run_do
from .unless import extra_tax, push_tax

step, handler = REG.step, REG.handler


def counter_options(game: Game, p: int, kind: str) -> tuple:
    """[Counter] cards in hand of `kind` whose energy and skill costs can be paid (dbscg 10-10-1/2)
    and whose conditions before the colon hold, the Leader's colour or trait included (dbscg 8-1-3,
    8-4-1; masters 1-6-1, 5-8-3, 12-2-2-1, 22-10-2; RULINGS D140); a condition of one effect ("If your
    Leader Card is ..., <effect>") is read as the chain resolves (`skills.do`)."""
    out = []
    v = game.vars
    kinds = (kind,)
    if kind == "attack" and game.objs.get(v["attacker"]) and game.objs[v["attacker"]].card.battle:
        kinds = ("attack", "battle_card_attack")            # 10-10-3-1 (RULINGS.md)
    if battle_locked(game, p):
        return ()                                          # "you can't activate Extra skills" (permissions.py)
    tax = -1
    for oid in game.zones[f"hand{p}"]:
        c = game.objs[oid].card
        if c.type != "Extra":
            continue
        for s in c.skill:
            if s.kind == "counter" and s.when in kinds:
                if not valid(game, game.objs[oid], s):
                    continue
                if s.discard_color and not _discardable(game, p, s.discard_color, oid):
                    continue
                if tax < 0:
                    tax = extra_tax(game, p)              # "can't ... unless" (masters 20-14-1)
                out += [("counter", oid, *way) for way in extra_ways(game, p, c, tax)]
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
    s = next(s for s in c.skill if s.kind == "counter")
    if s.discard_color:
        game.push("counter_cost", p, oid, s.discard_color)
    else:
        game.push("counter_declared", p, oid)
    if len(choice) > 2:
        game.push("summoner_pay", p)
    else:
        pay_card(game, p, c)
    push_tax(game, p, c, choice[2:])                     # masters 20-14-1: B before A


@step
def counter_cost(game: Game, p: int, oid: int, color: str) -> None:
    game.ask(p, "cost", tuple(("discard", x) for x in _discardable(game, p, color, oid)), "on_counter_cost", p, oid)


@handler
def on_counter_cost(game: Game, choice: tuple, p: int, oid: int) -> None:
    to_drop(game, choice[1])
    counter_declared(game, p, oid)


@step
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
