"""MTG 2004 shared definitions: zones, marks, stack items, triggers, the step registry."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ...engine import priority, zones
from ...engine.abilities import REG as ABILITIES
from ...engine.choice_words import DONE, PASS, other  # noqa: F401  (the game's modules import them from here)
from ...engine.registry import Registry

REG = Registry(priority.REG, ABILITIES, zones.REG)


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults follow the rules and RULINGS.md."""

    starting_life: int = 20      # 101.3
    hand_size: int = 7           # 217.3b, 314.1
    deck_min: int = 60           # 100.2
    turn_limit: int = 200        # a game that goes on longer is a draw (RULINGS.md)
    ante: bool = False           # playing for ante (217.9): an optional variant
    limited: bool = False        # sealed or draft (100.3): 40-card decks, any number of copies


# Zones (217.1): library, hand and graveyard per player; in play, the stack, removed from the
# game, phased out (217.8, phasing.py) and ante (217.9, option `ante`) are shared.
PLAYER_ZONES = ("library", "hand", "graveyard")
SHARED_ZONES = ("play", "stack", "removed", "phased", "ante")
VISIBILITY = {"library": "hidden", "hand": "private", "graveyard": "public", "play": "public",
              "stack": "public", "removed": "public", "phased": "public", "ante": "public"}

# Object marks (bits of Obj.marks).
ATTACKING = 1     # 308.2g
BLOCKING = 2      # 309.2e
BLOCKED = 4       # 309.2f: stays blocked even if its blockers leave
DEALT_FIRST = 8   # assigned combat damage in the first combat damage step (310.5)
FACE_DOWN = 16    # a face-down permanent (504, 502.26)

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
    # What was announced when it was played (409.1b-e), copied by copies (503.2): X, the chosen
    # modes, flags ("kicked", "buyback", "flashback", "entwined", "face_down", "madness",
    # "copy"...), the sizes of the target groups (empty: one group), the division (target,
    # amount) pairs, the colours of mana spent (bits of WUBRG, 502.37) and the split-card half.
    x: int = 0
    modes: tuple = ()
    flags: tuple = ()
    groups: tuple = ()
    division: tuple = ()
    colors: int = 0
    half: int = -1


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
    """A spell or activated ability being played, accumulated choice by choice (409.1b-h) and
    committed at once (409.1i); what payment changed (mana abilities) is kept in `undo` so that
    an illegal or abandoned play is rewound exactly (422.1). See play.py."""

    kind: str          # "spell" | "activated"
    player: int
    source: int
    code: str
    index: int         # the ability's index (a spell: the card's spell ability, -1: none)
    targets: tuple = ()
    generic: int = 0   # mana still to pay (409.1f: locked when determined)
    colored: tuple = (0, 0, 0, 0, 0)
    x: int = 0
    modes: tuple = ()
    flags: tuple = ()
    groups: tuple = ()
    division: tuple = ()
    costs: tuple = ()  # non-mana cost choices made (("sacrifice", oid), ("discard", oid), ...)
    spent: int = 0     # colours of mana spent (502.37)
    undo: tuple = ()   # (("tap", oid), ...) and ("pool", before) to rewind (422.1)
    half: int = -1
    stage: int = 0     # how far the announcement has gone (play.py)
    alt: int = -1      # the alternative cost chosen (index), -1: the mana cost


