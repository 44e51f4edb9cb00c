"""The one zone-change pipeline (issue 20 item 2): every move of every card goes through it.

    replacement effects → leave hooks (last-known information) → the move → enter hooks

A replacement may change where the cards go, or replace the move away: a replaced move did not
happen and triggers nothing. Leave hooks run while the cards are still where they were, so
"when X leaves the field" abilities see them (and each other) as they last were. The game's
`ZoneHooks` decide what its zones mean (a card put onto the field enters dull, the log...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .replacement import Replacement, replaced

if TYPE_CHECKING:
    from .state import Game


class ZoneMove(NamedTuple):
    """A zone change about to happen: the objects, the destination zone (the language's name),
    and how they arrive."""

    oids: tuple
    dest: str
    bottom: bool = False
    dull: bool = False
    controller: int = -1      # the player who controls them on arrival (-1: their owner)


class ZoneHooks:
    """What a game does around its moves; the defaults do nothing."""

    def replacements(self, game: Game, mv: ZoneMove) -> list[Replacement]:
        return []

    def leaving(self, game: Game, mv: ZoneMove) -> None:
        """Before the move: leave-play triggers read the objects as they are (LKI)."""

    def zone_id(self, game: Game, oid: int, mv: ZoneMove) -> str:
        """The game's zone id an object goes to (default: its owner's `dest`)."""
        return f"{mv.dest}{game.objs[oid].owner}"

    def arrived(self, game: Game, old: Any, new: int, mv: ZoneMove) -> None:
        """After one object moved (`old` is the object as it was)."""

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...] = ()) -> None:
        """After all moved: enter triggers (`froms`: the zone each came from, in order)."""


def move_cards(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> list[int]:
    """Run one zone change through the pipeline; returns the new ids (none if replaced away)."""
    reps = hooks.replacements(game, mv)
    if reps:
        mv = replaced(mv, lambda e: hooks.replacements(game, e))
        if mv is None or not mv.oids:
            return []
    hooks.leaving(game, mv)
    new_ids = []
    froms = []
    pos = 0 if mv.bottom else None
    objs = game.objs
    for oid in mv.oids:
        old = objs[oid]
        froms.append(old.zone)
        zone = hooks.zone_id(game, oid, mv)
        owner_zone = mv.controller < 0
        new = game.move(oid, zone, pos, controller=None if owner_zone else mv.controller)
        hooks.arrived(game, old, new, mv)
        new_ids.append(new)
    hooks.entered(game, new_ids, mv, tuple(froms))
    return new_ids
