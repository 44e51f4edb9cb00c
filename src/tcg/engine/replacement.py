"""Replacement (substitution) effects: they change an event before it happens.

An event is immutable data (a tuple). Each candidate replacement applies at most once to one
event (FF 11.12.5.5, MTG 419.6); self-replacements apply first (FF 11.12.5.6, MTG 419.6a), then
the others in the game's order (FF 11.12.5.6.1, MTG 419.6b: the affected player or controller
orders them; a game module asks that player, or fixes the order in its RULINGS). Candidates are
looked up again after each application, because a replaced event may no longer match the
others (MTG 419.6).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, NamedTuple


class Replacement(NamedTuple):
    key: Hashable                       # identity: (source id, ability index), for example
    self_replacement: bool              # applies before the others
    order: int                          # the game's order among the others
    apply: Callable[[Any], Any]         # event -> replaced event, or None if it no longer happens


def replaced(event: Any, candidates: Callable[[Any], list[Replacement]]) -> Any:
    """`event` after every applicable replacement, each once; None if it is replaced away."""
    applied: set = set()
    while event is not None:
        todo = [r for r in candidates(event) if r.key not in applied]
        if not todo:
            break
        r = min(todo, key=lambda r: (not r.self_replacement, r.order))
        applied.add(r.key)
        event = r.apply(event)
    return event
