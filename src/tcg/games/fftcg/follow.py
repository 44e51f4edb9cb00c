"""A card followed into the zone an event moved it to (11.8.16.1): "When Vanille is put from the
field into the Break Zone, ... return Vanille onto the field dull" looks for Vanille in the Break
Zone when the ability resolves; if it is no longer there, that part does nothing.

Each move off the Field becomes a new object (7.4); `note` keeps the last few (old, new) pairs in
`vars["went"]` (plain data: clones and saved games keep them), `where_now` reads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.abilities.records import Pattern
    from ...engine.state import Game

KEEP = 32      # more cards than ever leave the Field at once and wait for their triggers


def note(game: Game, old: int, new: int) -> None:
    """A card left the Field: object `old` is now `new`."""
    v = game.vars
    v["went"] = (*v.get("went", ())[1 - KEEP:], (old, new))


def where_now(game: Game, oid: int) -> int:
    """The object `oid` became when it left the Field, or `oid` itself if it has not left; 0 if
    it is unknown (then nothing finds it)."""
    if oid in game.objs:
        return oid
    return next((new for old, new in reversed(game.vars.get("went", ())) if old == oid), 0)


def follows(trigger: Pattern | None) -> bool:
    """Does the trigger name its own card's move ("When X is put from the field into the Break
    Zone", a delayed "When it leaves the field")? Then its `subject` is that card where it went."""
    return trigger is not None and "move" in trigger.events and isinstance(trigger.card, str)


def note_lki(game: Game, oid: int) -> None:
    """A card about to leave the Field triggered an ability that names it ("When a Monster you
    control is put from the field into the Break Zone, ... a Monster with the same name"): what it
    was there (last-known information: its name, cost, power on the Field) is kept for it, in a
    variable views leave out (engine/views.py): the card may since be in a hand or a deck."""
    v = game.vars
    if any(x[0] == oid for x in v.get("_left_lki", ())):
        return
    v["_left_lki"] = (*v.get("_left_lki", ())[1 - KEEP:], tuple(game.rules.ability_host.lki(game, oid)))


def lki_of(game: Game, oid: int) -> tuple:
    """The last-known information `note_lki` kept of a card that left the Field, or ()."""
    from ...engine.abilities.host import LKI

    return next(((LKI(*x),) for x in reversed(game.vars.get("_left_lki", ())) if x[0] == oid), ())
