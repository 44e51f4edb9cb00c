"""Replacement effects on a card leaving or entering the Field (11.12.5), written as the `grant`
flags below (docs/abilities.md): "If it is put from the field into the Break Zone this turn,
remove it from the game instead", "If X leaves the field, return X to your hand instead",
"X enters the field dull".

A replaced move did not happen (11.12.5.4): the card goes where the replacement says, and only
the abilities waiting for that move trigger. Each replacement applies once (11.12.5.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.state import Game

# flag -> (the destination it replaces, None for any but its own; where the card goes instead)
LEAVE = {
    "removed_instead_of_break": ("break", "removed"),
    "removed_instead_of_leaving": (None, "removed"),
    "hand_instead_of_leaving": (None, "hand"),
}
ENTERS_DULL = "enters_dull"
FLAGS = (*LEAVE, ENTERS_DULL)


def leaving(game: Game, oids: list[int], dest: str) -> dict[int, str]:
    """The cards of a move from the Field that go elsewhere instead: {object: destination}. With
    two replacements on one card the first of LEAVE applies (RULINGS.md)."""
    from .chars import chars

    out = {}
    objs = game.objs
    for oid in oids:
        if not objs[oid].zone.startswith("field"):
            continue
        flags = chars(game, oid).flags
        for flag, (replaces, instead) in LEAVE.items():
            if flag in flags and instead != dest and (replaces is None or replaces == dest):
                out[oid] = instead
                break
    return out


def enters_dull(card: object) -> bool:
    """"X enters the field dull": a field ability of the card, read as it enters (11.12.5.3: the
    replacement waits for the event)."""
    return any(ENTERS_DULL in a.grant for a in card.field_abilities)
