"""Weiss Schwarz shared definitions: zones, marks, the pending automatic ability, the registry.

Rule ids: `WS-...` are sections of the turn summary (rule_index.toml); `CR x.y` points are from
the public Weiss Schwarz comprehensive rules where RULINGS.md says so.
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine.abilities import REG as ABILITIES
from ...engine.choice_words import DONE, END, NO, NONE, PASS, YES  # noqa: F401  (the game's modules import them from here)
from ...engine.registry import Registry

REG = Registry(ABILITIES)

# The stage is five zones (WS-IV.2, digest B.8.3): three center stage slots and two back stage
# slots. Slot i of one player's center stage faces slot FACING[i] of the opponent's.
SLOTS = ("front_l", "front_c", "front_r", "back_l", "back_r")
FRONT = (0, 1, 2)
FACING = {0: 2, 1: 1, 2: 0}
BEHIND = {3: (0, 1), 4: (1, 2)}          # back slot -> the center slots in front of it (Assist)
PLAYER_ZONES = ("deck", "hand", "clock", "level", "stock", "waiting", "memory", "climax", "res") + SLOTS
SHARED_ZONES: tuple[str, ...] = ()
VISIBILITY = {"deck": "hidden", "hand": "private", "stock": "hidden", "clock": "public", "level": "public",
              "waiting": "public", "memory": "public", "climax": "public", "res": "public",
              **{s: "public" for s in SLOTS}}

# Zone keys per player, built once: the hot paths index these instead of formatting strings.
ZN = {name: (f"{name}0", f"{name}1") for name in PLAYER_ZONES}
HAND, STOCK, LEVEL, CLOCK, WAITING, DECK, CLIMAX, RES, MEMORY = (
    ZN[n] for n in ("hand", "stock", "level", "clock", "waiting", "deck", "climax", "res", "memory"))
STAGE_ZONES = tuple(tuple(f"{s}{p}" for s in SLOTS) for p in (0, 1))   # [player][slot]

REVERSED = 1      # Obj.marks bit: [REVERSE] (WS-I); Obj.tapped is [REST]


class Trigger(NamedTuple):
    """An automatic ability waiting for a check timing. `index` is the ability's index in the
    card, or -1 for the Encore every Character has (CR 10.2, RULINGS.md); `subject` is the stage
    slot an encore or a Change returns to, or the battle opponent of a battle trigger."""

    controller: int
    source: int
    code: str
    index: int
    subject: int
    extra: tuple = ()      # encore: the indexes of the encore variants it had when it left (look-back)


class StackItem(NamedTuple):   # Weiss Schwarz has no stack; the kernel's JSON needs the type.
    id: int


