"""Regeneration (419.6b), indestructible (glossary), removal from combat (306.2) and the
graveyard replacement of a zone change (217.1d, 419.6d).

"Regenerate [permanent]" means "The next time [permanent] would be destroyed this turn, instead
remove all damage from it, tap it and (if it's in combat) remove it from combat." A shield is a
(permanent, turn) pair in `game.vars["regen"]`; it ends with the turn (314.2). Destruction goes
through verbs.destroy, whose DESTROY_HOOKS this module extends: state-based destruction for
lethal damage (420.5c) and "destroy" effects can be regenerated, unless they say "can't be
regenerated"; 0 toughness (420.5b) is not destruction and can't be."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import zone_replacements  # noqa: F401  (its verbs: no_regeneration, remove_instead)
from .actions import remove_from_combat
from .chars import chars
from .verbs import DESTROY_HOOKS, objects, recipients, verb
from .zone_replacements import cant_regenerate

if TYPE_CHECKING:
    from ...engine.state import Game


def shields(game: Game) -> tuple:
    turn = game.vars["turn"]
    return tuple(s for s in game.vars.get("regen", ()) if s[1] == turn)


def add_shield(game: Game, oid: int) -> None:
    game.vars["regen"] = shields(game) + ((oid, game.vars["turn"]),)


def _destroy_hook(game: Game, oid: int, regenerate: bool) -> bool:
    """Whether destroying `oid` is replaced: indestructible permanents can't be destroyed
    (glossary *Indestructible*); a regeneration shield replaces the destruction (419.6b)."""
    if "indestructible" in chars(game, oid).keywords:
        return True
    if not regenerate:
        return False
    if "no_regen" in game.vars:
        if cant_regenerate(game, oid):          # "can't be regenerated this turn"
            return False
    sh = shields(game)
    for k, (x, _) in enumerate(sh):
        if x == oid:
            game.vars["regen"] = sh[:k] + sh[k + 1:]
            o = game.w(oid)
            o.damage = 0
            o.tapped = True
            remove_from_combat(game, oid)
            game.event("regenerate", o.card.code)
            return True
    return False


if _destroy_hook not in DESTROY_HOOKS:
    DESTROY_HOOKS.append(_destroy_hook)


@verb("regenerate", reads=("to", "what"))
def _regenerate(game: Game, ctx, step) -> None:
    """"Regenerate [permanent]": a shield for the next destruction this turn (419.6b)."""
    for oid in objects(recipients(game, ctx, step), game):
        add_shield(game, oid)


@verb("untap_and_remove_from_combat", reads=("to", "what"))
def _untap_and_remove(game: Game, ctx, step) -> None:
    """"Untap it and remove it from combat" (306.2: it stays in play, out of combat)."""
    for oid in objects(recipients(game, ctx, step), game):
        game.w(oid).tapped = False
        remove_from_combat(game, oid)
