"""Delayed auto abilities that choose (11.8.17): "When it is put from the field into the Break Zone
this turn, choose 1 Forward opponent controls. Dull it." (1-211S Rygdea). Their targets are chosen
as they are put on the stack, as any auto ability's (11.8.7, 11.8.9); one with no legal target for
a `choose` that is not "up to" is removed at once (11.8.4). On resolution a target no longer legal
is not affected, and with none left the ability does nothing (11.11.2, play.start_effects)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities.quantities import value
from ...engine.abilities.run import Res, binding
from . import actions
from .abilities import Target, frame, leading
from .base import DONE, REG, Play, StackItem, Trigger
from .play import _fire_chosen, candidates, new_id

if TYPE_CHECKING:
    from ...engine.state import Game


def entries(game: Game, code: str, index: int, path: tuple) -> tuple[tuple[Target, ...], int]:
    """The `choose` effects a delayed ability starts with, and the index of the effect after them."""
    return leading(actions.delayed_params(game, code, index, path).effects, "delayed")


def place(game: Game, t: Trigger) -> None:
    """Put a delayed auto ability on the stack, its targets chosen first."""
    game.push("delayed_target", tuple(t), ())


@REG.step
def delayed_target(game: Game, t: tuple, chosen: tuple) -> None:
    t = Trigger(*t)
    ents, _ = entries(game, t.code, t.index, t.path)
    if len(chosen) < len(ents):
        _ask(game, t, ents, chosen, ())
        return
    bind = binding(t.targets) + tuple((e.name, Res(tuple(ids))) for e, ids in zip(ents, chosen, strict=True))
    item = new_id(game)
    game.stack.append(StackItem(item, "delayed", t.controller, t.source, t.code, t.index, bind, t.subject, (), t.path))
    if chosen:
        _fire_chosen(game, Play("auto", t.controller, t.source, t.code, t.index, chosen, ()), "ability", item)


def _ask(game: Game, t: Trigger, ents: tuple[Target, ...], chosen: tuple, picks: tuple) -> None:
    e = ents[len(chosen)]
    taken = tuple(o for ids in chosen for o in ids) + picks
    cands = candidates(game, t.controller, t.source, e, False, taken)
    want = e.count if type(e.count) is int else value(game, frame(t.source, t.controller), e.count)
    if not cands or len(picks) >= want:
        if not picks and not e.up_to:       # 11.8.4: no legal target, removed at once
            game.event("fizzle", t.code)
            return
        game.push("delayed_target", tuple(t), chosen + (picks,))
        return
    opts = tuple(("target", o) for o in cands)
    # the first argument is the ability as a Play, as for every "target" decision (display.prompt)
    play = Play("auto", t.controller, t.source, t.code, t.index, chosen, (), t.subject)
    game.ask(t.controller, "target", (DONE, *opts) if e.up_to else opts, "on_delayed_target", play, tuple(t), chosen,
             picks, prompt=f"choose a target ({want} {e.type or 'card'})")


@REG.handler
def on_delayed_target(game: Game, choice: tuple, _: tuple, t: tuple, chosen: tuple, picks: tuple) -> None:
    if choice == DONE:
        game.push("delayed_target", t, chosen + (picks,))
        return
    tr = Trigger(*t)
    _ask(game, tr, entries(game, tr.code, tr.index, tr.path)[0], chosen, picks + (choice[1],))
