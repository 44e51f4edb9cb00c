"""Every Weiss Schwarz zone change goes through the kernel's pipeline (engine/zones.py): `move`,
and the hooks that find the automatic abilities a zone change triggers (a character leaving the
stage for the waiting room: its Encore; a card played or Changed onto the stage, a climax
placed). No other code triggers these by hand."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from ...engine import zones
from ...engine.zones import ZoneHooks, ZoneMove
from .autos import event, fire
from .base import SLOTS, Trigger
from .board import condition, stage

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...engine.state import Game

PLACED, PLACED_OR_CHANGE, CLIMAX_PLACED = event("placed", "placed_or_change", "climax_placed")
PLAY, CHANGE = "play", "change"      # the causes of a move whose enter triggers differ
_SLOT = {name: i for i, name in enumerate(SLOTS)}


class WsZones(ZoneHooks):
    """Weiss Schwarz around every zone change. A move names its destination zone ("waiting",
    "clock", one stage slot "front_c"...): a card goes to its owner's (no card changes hands)."""

    leave_dests = frozenset({"waiting"})                       # Encore
    enter_dests = frozenset({"waiting", "climax", *SLOTS})     # Encore, played, Change, [REST]

    def leaving(self, game: Game, mv: ZoneMove) -> Any:
        """A character leaving a stage slot for the waiting room triggers its Encore (RULINGS.md
        9) with the encore variants it has there (look-back: a variant granted by a condition
        counts if the condition held then): (slot, variants) per object, None for the others."""
        objs = game.objs
        lki = None
        for k, oid in enumerate(mv.oids):
            o = objs[oid]
            slot = _SLOT.get(o.zone[:-1], -1)
            if slot < 0 or not o.card.is_char:
                continue
            card = o.card
            ability = card.ability
            variants = tuple([i for i in card.encores if condition(game, o.owner, oid, ability[i].condition)])
            lki = lki or [None] * len(mv.oids)
            lki[k] = (slot, variants)
        return lki

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...], lki: Any) -> None:
        objs = game.objs
        if mv.dull:
            for oid in new:
                objs[oid].tapped = True     # [REST] on arrival (an Encore, Standby): new objects
        if lki:
            for oid, left in zip(new, lki, strict=True):
                if left is not None:
                    o = objs[oid]
                    game.pending.append(Trigger(o.owner, oid, o.card.code, -1, left[0], left[1]))
        if mv.cause == PLAY:
            p = objs[new[0]].owner
            fire(game, p, new, PLACED)
            if mv.dest == "climax":
                fire(game, p, [x for _, x in stage(game, p)], CLIMAX_PLACED)
            else:
                fire(game, p, new, PLACED_OR_CHANGE)
        elif mv.cause == CHANGE:
            fire(game, objs[new[0]].owner, new, PLACED_OR_CHANGE)


ZONES = WsZones()


def move(game: Game, oids: Sequence[int], dest: str, *, pos: int | None = None, rested: bool = False,
         cause: str = "") -> list[int]:
    """Move objects together, in order, to their owners' zone `dest` (at `pos`, default on top), [REST]
    if `rested`; `cause`: PLAY (played onto the stage or the climax area), CHANGE, or none.
    Each becomes a new object. Returns the new ids."""
    if not oids:
        return []
    return zones.move_cards(game, ZONES, ZoneMove(tuple(oids), dest, False, rested, -1, pos, cause))


# move_one(game, oid, dest, pos=None) -> the new id: one object, the game's hottest moves
move_one = partial(zones.move_one, ZONES)
