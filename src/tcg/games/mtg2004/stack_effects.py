"""Effects on the stack and on damage events that other modules call into: changing the target
of a spell (415.7), spells that can't be countered (414), redirection of damage (419.6c), and
the triggers of combat damage dealt to a player (410.2, 410.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import REG, StackItem, Trigger
from .chars import chars
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
    from .play import aura_target, item_specs, legal_targets

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


# ------------------------------------------------------------------------- can't be countered
def uncounterable(game: Game, it: StackItem) -> bool:
    """Whether a spell can't be countered: "[This spell] can't be countered" on it, or a
    permanent in play saying "Creature spells can't be countered" (a counter then does nothing,
    but the spell can still be targeted: 414)."""
    if it.kind not in ("spell", "copy"):
        return False
    from .targets import spell_card

    card = spell_card(game, it)
    if "cant_be_countered" in card.keywords:
        return True
    if "Creature" in card.types:
        return any("creature_spells_cant_be_countered" in chars(game, o).keywords for o in game.zones["play"])
    return False


# ------------------------------------------------------------------------------ redirection
@verb("redirect_next", reads=())
def _redirect_next(game: Game, ctx: Ctx, step) -> None:
    """"The next time damage would be dealt to [this] or you this turn, that damage is dealt to
    target creature or player instead" (419.6c): a shield of prevention.py, kind "redirect",
    whose target holds (new recipient, protected...)."""
    from .prevention import add_shield

    dest = group(ctx, 0)
    if not dest:
        return
    protected = (("o", ctx.source), ("p", ctx.controller))
    add_shield(game, "redirect", (dest[0],) + protected)


def redirect_ok(game: Game, dest: tuple) -> bool:
    """419.6c: a redirection to a creature does nothing if it is no longer in play or no longer
    a creature when the damage would be redirected."""
    if dest[0] == "p":
        return True
    o = game.objs.get(dest[1])
    return o is not None and o.zone == "play" and "Creature" in chars(game, dest[1]).types


# ---------------------------------------------------------------------- combat damage triggers
def combat_damage_dealt(game: Game, source: int, target: tuple, n: int) -> None:
    """"Whenever [this] deals combat damage to a player" triggers when it is dealt (none if it
    was all prevented, 410.7, 419.5a); the source must still be in play to have the ability."""
    if n <= 0 or target[0] != "p":
        return
    o = game.objs.get(source)
    if o is None or o.zone != "play":
        return
    card = chars(game, source).card
    for i in card.triggers:
        if card.abilities[i].when == "combat_damage_to_player":
            game.pending.append(Trigger(o.controller, source, card.code, i, target[1]))


# ----------------------------------------------------------------------- mana from a spell
@verb("add_mana", reads=("mana",))
def _add_mana(game: Game, ctx: Ctx, step) -> None:
    """"Add {R}{R}{R}{R}{R} to your mana pool" on a spell or a non-mana ability: it was played
    and resolved like any other (406.2); the mana goes into its controller's pool."""
    from .cards import mana_code
    from .costs import mana_options

    vec = mana_options(mana_code(step.mana))[0][0]
    pool = game.pvars[ctx.controller]["pool"]
    game.pvars[ctx.controller]["pool"] = tuple(a + b for a, b in zip(pool, vec, strict=True))
