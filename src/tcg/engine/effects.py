"""Continuous effects and the order they apply in (XMage-style: every effect names its layer).

An `Effect` is immutable data. Its `layer` is the game's application order (FF 11.12.4.6:
control, text, type, other characteristics, power; MTG 418.5a: the six layers with their
sublayers written as 1, 2, ..., 61, 62...). Within a layer, effects apply in timestamp order
(FF 11.12.4.8–11, MTG 418.5e) after the game module's own key (FF 11.12.4.7 applies effects
whose source is the affected card first).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Effect(NamedTuple):
    ts: int          # timestamp of the originating effect (FF 11.12.4.9)
    layer: int       # application order of the game
    op: str          # what it does: "power", "set_power", "grant", "type", "control"...
    value: Any
    source: int      # id of the object whose ability created it
    targets: tuple   # ids it affects, locked when it was created (FF 11.12.4.2, MTG 418.5d)
    until: str       # "end_of_turn", or "" while its source keeps it
    controller: int


def ordered(effects: list[Effect], oid: int, self_first: bool) -> list[Effect]:
    """Effects sorted into application order for object `oid`."""
    if self_first:
        return sorted(effects, key=lambda e: (e.layer, e.source != oid, e.ts))
    return sorted(effects, key=lambda e: (e.layer, e.ts))


def expire(effects: list[Effect], until: str) -> list[Effect]:
    """The effects that survive the end of a duration (e.g. FF 9.5.1.3 'until end of turn')."""
    return [e for e in effects if e.until != until]
