"""Replacement effects on a zone change (419.6), applied by the kernel's pipeline
(engine/zones.py, `actions.MtgZones.replacements`):

- a card's own "If [this] would be put into a graveyard from anywhere, reveal [it] and shuffle it
  into its owner's library instead" (Darksteel Colossus, `combat.graveyard`);
- "If the creature would be put into a graveyard this turn, remove it from the game instead",
  left by a resolved spell (Carbonize: the `remove_instead` verb), with "That creature can't be
  regenerated this turn" (`no_regeneration`);
- madness (502.24a): a card discarded may be removed from the game instead of put into its
  owner's graveyard, and its second ability triggers on that removal;
- flashback (502.22a): a spell played with it is removed from the game instead of put anywhere
  else as it leaves the stack; buyback (502.16a): put into its owner's hand instead of the
  graveyard as it resolves;
- a counter's own "If it's countered this way, remove it from the game instead of putting it into
  its owner's graveyard" (Assert Authority), a self-replacement: it applies before the others
  (419.6d), and then none has anything to replace.

When several could apply, the controller of the affected object (its owner outside play and the
stack) chooses one (419.9a), then the others that still apply, each once (419.6a); an optional
one (madness) they may decline. The pipeline asks them in the middle of the move: the card stays
where it was until then, and a replaced move triggers nothing of the move it replaced (419.5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine.replacement import Replacement
from ...engine.zones import ZoneMove
from .actions import BUYBACK, DISCARD, FLASHBACK, MADNESS, SELF_REMOVED
from .base import Trigger
from .move_parts import part
from .verbs import Ctx, objects, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game

def _this_turn(game: Game, key: str, oid: int) -> None:
    turn = game.vars["turn"]
    game.vars[key] = tuple(e for e in game.vars.get(key, ()) if e[1] == turn) + ((oid, turn),)


@verb("no_regeneration", reads=("to", "what"))
def _no_regeneration(game: Game, ctx: Ctx, step) -> None:
    """"That creature can't be regenerated this turn" (419.6b: its shields don't apply)."""
    for oid in objects(recipients(game, ctx, step), game):
        _this_turn(game, "no_regen", oid)


@verb("remove_instead", reads=("to", "what"))
def _remove_instead(game: Game, ctx: Ctx, step) -> None:
    """"If the creature would be put into a graveyard this turn, remove it from the game
    instead": a replacement effect on that permanent until the turn ends (419.6)."""
    for oid in objects(recipients(game, ctx, step), game):
        _this_turn(game, "rfg_instead", oid)


def cant_regenerate(game: Game, oid: int) -> bool:
    return (oid, game.vars["turn"]) in game.vars.get("no_regen", ())


def _shuffled_in(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="library", pos=None, bottom=False, shuffle=True)


def _removed(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="removed")


def _madness(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="removed", cause=MADNESS)


def _to_hand(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="hand")


# The effects, by their keys (the options of the decision "replacement"); the pipeline applies
# each at most once to one move.
SHUFFLE_IN = Replacement(("instead", "library"), False, 0, _shuffled_in)
REMOVE = Replacement(("instead", "removed"), False, 1, _removed)
MADNESS_REMOVE = Replacement(("madness", True), False, 2, _madness, True)
FLASHBACK_REMOVE = Replacement(("instead", "removed", "flashback"), False, 3, _removed)
BUYBACK_HAND = Replacement(("instead", "hand", "buyback"), False, 4, _to_hand)
COUNTER_REMOVE = Replacement(("instead", "removed", "countered"), True, 0, _removed)


@part("replacements")
def replacements(game: Game, mv: ZoneMove) -> Sequence[Replacement]:
    """The replacements that would apply to a move of one object (every move of ours is of one:
    actions.move; the kernel's move of several is refused if one of them would be replaced)."""
    if len(mv.oids) != 1:
        if any(replacements(game, mv._replace(oids=(o,))) for o in mv.oids):
            raise ValueError(f"a move of several objects one of which a replacement effect would change: {mv}")
        return ()
    cause = mv.cause
    if mv.dest != "graveyard":
        return (FLASHBACK_REMOVE,) if cause == FLASHBACK and mv.dest != "removed" else ()
    oid = mv.oids[0]
    o = game.objs[oid]
    out: tuple = ()
    ct = o.card.combat
    if ct is not None and ct.graveyard == "shuffle_into_library":
        out += (SHUFFLE_IN,)
    if o.zone == "play" and (oid, game.vars["turn"]) in game.vars.get("rfg_instead", ()):
        out += (REMOVE,)
    if cause:
        if cause == DISCARD and o.card.madness:
            out += (MADNESS_REMOVE,)
        elif cause == FLASHBACK:
            out += (FLASHBACK_REMOVE,)
        elif cause == BUYBACK:
            out += (BUYBACK_HAND,)
        elif cause == SELF_REMOVED:
            out += (COUNTER_REMOVE,)
    return out


@part("replacement_chooser")
def chooser(game: Game, mv: ZoneMove) -> int:
    """419.9a: the controller of the affected object, or its owner if it has none."""
    o = game.objs[mv.oids[0]]
    return o.controller if o.zone in ("play", "stack") else o.owner


@part("replacement_prompt")
def prompt(game: Game, mv: ZoneMove) -> str:
    o = game.objs[mv.oids[0]]
    if mv.cause == DISCARD and o.card.madness and len(replacements(game, mv)) == 1:
        return f"madness: remove {o.card.name} from the game instead of putting it into your graveyard?"
    return "which effect applies instead of the graveyard?"


@part("removed_by_madness")
def removed_by_madness(game: Game, new: int) -> None:
    """502.24a: "When this card is removed from the game this way", its second ability."""
    o = game.objs[new]
    card = o.card
    i = next(i for i in card.triggers if card.abilities[i].when == "madness")
    game.pending.append(Trigger(o.owner, new, card.code, i))

