"""Casting a Summon as an effect: "Cast 1 Summon of cost 3 or less from your hand without paying
its cost", "you may cast 1 Summon ..." (the verb `cast_from_hand`, docs/abilities.md); with
`reduce` N the cost is paid, reduced by N ("The cost required to cast it is reduced by 1 (it
cannot become 0)": never below 1).

The Summon is cast as a player casts one (11.3: modes, then targets, then the stack, the `cast`
event), only its cost is 0; one without a legal target cannot be cast (11.3.3). It goes on the
stack above the resolving ability and resolves after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import SUSPEND, done
from ...engine.abilities.language import BOOL, INT, REF, SEL
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame, effects_at, refs
from ...engine.abilities.selectors import predicate
from .base import NO, REG, Play
from .lang import LANG
from .payment import Cost, card_cost

if TYPE_CHECKING:
    from ...engine.state import Game


@LANG.verb("cast_from_hand", sel=(SEL, ...), optional=(BOOL, True), reduce=(INT, -1))
def cast_from_hand(game: Game, fr: Frame, p: Any) -> Any:
    """`reduce` -1: without paying its cost; N: its cost reduced by N, at least 1."""
    from .play import can_declare

    pred = predicate(p.sel, game.rules.ability_host)
    pl = fr.controller
    objs = game.objs

    def cost(o: int) -> Cost:
        if p.reduce < 0:
            return Cost(0)
        c = card_cost(game, pl, o)
        return c._replace(total=max(1, c.total - p.reduce))
    cands = [o for o in game.zones[f"hand{pl}"] if objs[o].card.type == "summon" and pred(game, fr, o)
             and can_declare(game, pl, o, objs[o].card.summon_ability, cost(o))]
    if not cands:
        return NOTHING
    how = " without paying its cost" if p.reduce < 0 else f", paying its cost reduced by {p.reduce}"
    game.ask(pl, "cast_from_hand", ((NO,) if p.optional else ()) + tuple(("cast", o) for o in cands),
             "on_cast_from_hand", fr, prompt=f"cast a Summon from your hand{how}" + "?" * p.optional)
    return SUSPEND


@LANG.verb("cast", to=(REF, ...), optional=(BOOL, True), reduce=(INT, -1))
def cast(game: Game, fr: Frame, p: Any) -> Any:
    """"search for 1 Summon and cast it without paying the cost": the Summon bound to `to`,
    wherever it is (the deck), cast as `cast_from_hand` casts one; one without a legal target
    cannot be cast (11.3.3). `optional`: the player may decline ("If you do not cast it, ...")."""
    from .play import can_declare

    pl = fr.controller
    objs = game.objs
    cands = [o for o in refs(game, fr, p.to) if objs[o].card.type == "summon"
             and can_declare(game, pl, o, objs[o].card.summon_ability, Cost(0))]
    if not cands:
        return NOTHING
    game.ask(pl, "cast_from_hand", ((NO,) if p.optional else ()) + tuple(("cast", o) for o in cands),
             "on_cast_from_hand", fr, prompt="cast it without paying its cost" + "?" * p.optional)
    return SUSPEND


@REG.handler
def on_cast_from_hand(game: Game, choice: tuple, fr: Frame) -> None:
    fr = as_frame(fr)
    if tuple(choice) == NO:
        done(game, fr, NOTHING)
        return
    oid = choice[1]
    card = game.objs[oid].card
    game.push("ab_cast_done", fr, card.code, len(game.stack))
    reduce = effects_at(game, fr)[fr.i].p.reduce
    game.push("declare", Play("summon", fr.controller, oid, card.code, card.ability.index(card.summon_ability), (), (),
                              free=reduce < 0, discount=max(reduce, 0)))


@REG.step
def ab_cast_done(game: Game, fr: Frame, code: str, depth: int) -> None:
    """The declaration is over: the Summon now on the stack is the result."""
    fr = as_frame(fr)
    top = game.stack[-1] if len(game.stack) > depth else None
    done(game, fr, Res((top.id,)) if top is not None and top.code == code else NOTHING)
