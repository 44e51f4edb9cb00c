"""MTG 2004 shared definitions: zones, marks, stack items, triggers, the step registry."""

from __future__ import annotations

from typing import NamedTuple

from ...engine import priority
from ...engine.registry import Registry

REG = Registry(priority.REG)

# Zones (217.1): library, hand and graveyard per player; in play, the stack and removed from
# the game are shared (217.1). Ante and phased out are not used yet (RULINGS.md).
PLAYER_ZONES = ("library", "hand", "graveyard")
SHARED_ZONES = ("play", "stack", "removed")
VISIBILITY = {"library": "hidden", "hand": "private", "graveyard": "public", "play": "public",
              "stack": "public", "removed": "public"}

# Object marks (bits of Obj.marks).
ATTACKING = 1     # 308.2g
BLOCKING = 2      # 309.2e
BLOCKED = 4       # 309.2f: stays blocked even if its blockers leave
DEALT_FIRST = 8   # assigned combat damage in the first combat damage step (310.5)

COLORS = "WUBRG"
PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "main1",
            "begin_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
            "combat_damage": "combat", "end_combat": "combat", "main2": "main2",
            "end_of_turn": "end", "cleanup": "end"}


class StackItem(NamedTuple):
    """A spell, an ability or the combat damage assignment on the stack (217.6, 310.1).

    `id` is the spell card's object id, or a fresh id for an ability; `targets` holds the chosen
    targets, each ("p", player) or ("o", object id); `assign` is the combat damage assignment:
    (source id, power source's controller, target kind, target, amount) tuples."""

    id: int
    kind: str          # "spell" | "activated" | "triggered" | "combat_damage"
    controller: int
    source: int
    code: str          # the source's card code: an ability stays known after its source leaves (402.6)
    index: int         # the ability's index in the card's abilities (-1: none)
    targets: tuple
    assign: tuple = ()


class Trigger(NamedTuple):
    """A triggered ability waiting to be put on the stack (410)."""

    controller: int
    source: int
    code: str
    index: int
    subject: int = 0
    targets: tuple = ()
    path: tuple = ()


class Play(NamedTuple):
    """A spell or activated ability being played, accumulated choice by choice (409.1) and
    committed at once, so that an abandoned play has changed nothing (422)."""

    kind: str          # "spell" | "activated"
    player: int
    source: int
    code: str
    index: int
    targets: tuple
    generic: int       # what remains to pay (409.1f: locked when determined)
    colored: tuple     # (W, U, B, R, G) still to pay
    tapped: tuple = ()  # sources tapped for mana during payment (409.1g)


PASS = priority.PASS
DONE = ("done",)


def other(p: int) -> int:
    return 1 - p
