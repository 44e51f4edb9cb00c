"""Effects on the stack and on damage events that other modules call into: changing the target
of a spell (415.7), spells that can't be countered (414), redirection of damage (419.6c), and
the triggers of combat damage dealt to a player (410.2, 410.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import REG, StackItem
from .cards import mana_code
from .mana_codes import mana_options
from .play import aura_target, item_specs, legal_targets
from .prevention import add_shield
from .verbs import Ctx, group, verb

if TYPE_CHECKING:
    from ...engine.state import Game


# ------------------------------------------------------------------------- changing targets
@verb("change_target", reads=())
def _change_target(game: Game, ctx: Ctx, step) -> None:
    """"Change the target of target spell with a single target" (415.7): the new target must be
    legal for that spell (415.7a, its own target description and mode, 415.7b); with no other
    legal target the target is not changed. The resolving spell's controller chooses."""
    for kind, sid in group(ctx, 0):
        if kind == "s":
            game.push("change_target_choice", sid, ctx.controller, ctx.item.id)


def _new_targets(game: Game, it: StackItem, exclude: int) -> list:
    card = game.rules.cards[it.code]
    if it.kind == "spell" and card.is_aura and "face_down" not in it.flags:
        specs = (aura_target(card),)
    else:
        specs = item_specs(game, it)
    if len(it.targets) != 1 or not specs:
        return []
    k = 0
    sizes = it.groups or (1,)
    while k < len(sizes) and not sizes[k]:
        k += 1
    if k >= len(specs):
        return []
    return [t for t in legal_targets(game, specs[k], it.controller, it.id)
            if t != it.targets[0] and t != ("s", exclude)]


@REG.step
def change_target_choice(game: Game, sid: int, chooser: int, exclude: int) -> None:
    it = next((i for i in game.stack if i.id == sid), None)
    if it is None:
        return
    opts = _new_targets(game, it, exclude)
    if not opts:                                            # 415.7a: the target is not changed
        return
    game.ask(chooser, "new_target", tuple(("target", t) for t in opts), "on_change_target", sid,
             prompt="choose the spell's new target")


@REG.handler
def on_change_target(game: Game, choice: tuple, sid: int) -> None:
    for i, it in enumerate(game.stack):
        if it.id == sid:
            game.stack[i] = it._replace(targets=(choice[1],))
            game.cache.clear()
            return


# ------------------------------------------------------------------------------ redirection
@verb("redirect_next", reads=())
def _redirect_next(game: Game, ctx: Ctx, step) -> None:
    """"The next time damage would be dealt to [this] or you this turn, that damage is dealt to
    target creature or player instead" (419.6c): a shield of prevention.py, kind "redirect",
    whose target holds (new recipient, protected...)."""
    dest = group(ctx, 0)
    if not dest:
        return
    protected = (("o", ctx.source), ("p", ctx.controller))
    add_shield(game, "redirect", (dest[0],) + protected)


# ----------------------------------------------------------------------- mana from a spell
@verb("add_mana", reads=("mana",))
def _add_mana(game: Game, ctx: Ctx, step) -> None:
    """"Add {R}{R}{R}{R}{R} to your mana pool" on a spell or a non-mana ability: it was played
    and resolved like any other (406.2); the mana goes into its controller's pool."""
    vec = mana_options(mana_code(step.mana))[0][0]
    pool = game.pvars[ctx.controller]["pool"]
    game.pvars[ctx.controller]["pool"] = tuple(a + b for a, b in zip(pool, vec, strict=True))
