"""The verbs that act on the stack: counter a spell or ability (414), unless its controller pays
(413.2e), and copy a spell (503.10, storm 502.30a). Above play.py, whose procedures they use."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG, Play, StackItem
from .cards import parse_cost
from .costs import affordable, sources
from .play import S_PARTS, S_PAY, S_TARGET, counter
from .verbs import Ctx, recipients, verb


@verb("counter", reads=("to", "unless", "what", "zone"))
def _counter(game: Game, ctx: Ctx, step) -> None:
    """414: counter the target spell (or ability). `unless`: its controller may pay that mana
    cost (activating mana abilities, 413.2e) to stop it. `zone`: where a countered card goes
    instead of the graveyard ("removed")."""
    for k, sid in recipients(game, ctx, step):
        if k != "s":
            continue
        it = next((i for i in game.stack if i.id == sid), None)
        if it is None:
            continue
        if step.unless:
            cost = step.unless.replace("{X}", f"{{{ctx.item.x}}}")   # "unless ... pays {X}"
            game.push("counter_unless", sid, cost, step.zone or "graveyard")
            continue
        counter(game, sid, step.zone or "graveyard")


@REG.step
def counter_unless(game: Game, sid: int, cost: str, zone: str) -> None:
    it = next((i for i in game.stack if i.id == sid), None)
    if it is None:
        return
    p = it.controller
    g, c = parse_cost(cost)
    if not affordable(game.pvars[p]["pool"], sources(game, p), g, c):
        counter(game, sid, zone)
        return
    play = Play("unless", p, sid, it.code, -1, generic=g, colored=c, stage=S_PAY)
    game.ask(p, "unless", (("pay", True), ("pay", False)), "on_counter_unless", play, zone,
             prompt=f"pay {cost} or your spell is countered?")


@REG.handler
def on_counter_unless(game: Game, choice: tuple, play: tuple, zone: str) -> None:
    play = Play(*play)
    if choice[1]:
        game.push("announce", play, 0)
    else:
        counter(game, play.source, zone)


@verb("storm_copy", reads=())
def _storm_copy(game: Game, ctx: Ctx, step) -> None:
    """502.30a: a copy of the spell for each other spell played before it this turn; the copies
    may have new targets (asked for each copy); copies are not played (503.10)."""
    sid = ctx.source
    it = next((i for i in game.stack if i.id == sid), None)
    if it is None:
        return
    for _ in range(ctx.item.x):
        game.push("copy_spell", it, ctx.controller)


@REG.step
def copy_spell(game: Game, it: tuple, p: int) -> None:
    """503.10: put a copy of spell `it` on the stack, with the same choices; its targets chosen
    again (the same ones remain possible)."""
    it = StackItem(*it)
    play = Play("copy", p, it.source, it.code, it.index, x=it.x, modes=it.modes,
                flags=tuple(f for f in it.flags if f not in ("flashback", "buyback", "madness")),
                half=it.half, spent=it.colors, stage=S_TARGET if it.targets else S_PARTS)
    game.push("announce", play, 0)
