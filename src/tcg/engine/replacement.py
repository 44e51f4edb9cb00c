"""Replacement (substitution) effects: they change an event before it happens.

An event is immutable data (a tuple). Each candidate replacement applies at most once to one
event (FF 11.12.5.5, MTG 419.6a); self-replacements apply first (FF 11.12.5.6, MTG 419.6d), then
the others in the game's order (FF 11.12.5.6.1, MTG 419.9a: the affected player or controller
chooses one, then the others that still apply; engine/zones.py asks that player for a zone
change, a game module asks elsewhere or fixes the order in its RULINGS). Candidates are looked
up again after each application, because a replaced event may no longer match the others, or
match one it did not (MTG 419.9b).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple


class Replacement(NamedTuple):
    key: Hashable                       # identity: (source id, ability index), for example
    self_replacement: bool              # applies before the others
    order: int                          # the game's order among the others
    apply: Callable[[Any], Any]         # event -> replaced event, or None if it no longer happens
    optional: bool = False              # "you may ... instead": its chooser may decline it


def next_ones(candidates: Sequence[Replacement], applied: tuple | set) -> list[Replacement]:
    """The replacements one of which applies next: those not yet applied to the event (each
    once), the self-replacements among them first."""
    todo = [r for r in candidates if r.key not in applied]
    selfs = [r for r in todo if r.self_replacement]
    return selfs or todo


def replaced(event: Any, candidates: Callable[[Any], Sequence[Replacement]]) -> Any:
    """`event` after every applicable replacement, each once, in the game's order; None if it is
    replaced away."""
    applied: set = set()
    while event is not None:
        todo = next_ones(candidates(event), applied)
        if not todo:
            break
        r = min(todo, key=lambda r: r.order)
        applied.add(r.key)
        event = r.apply(event)
    return event
