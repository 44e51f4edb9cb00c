"""What an action of actions.py starts in the rules above it: playing a card starts "When you play"
skills (events.py), [Heroic]/[Villainous] (keywords.py) and the Masters-only [Auto]s
(masters_keywords.py); adding life to the hand starts "When you add a card from your life to
your hand" (events.py); a change of control makes the [Unique] check (limits.py). Those modules
register their function here as they load (the package loads them all before any game), so that
actions.py, below them, calls them without importing them. An action calling a name no module
registered fails with a KeyError: nothing is skipped in silence."""

from __future__ import annotations

from collections.abc import Callable

AFTER: dict[str, Callable[..., None]] = {}


def after(name: str) -> Callable:
    """Register `fn` as what the action announcing `name` starts."""
    def register(fn: Callable) -> Callable:
        if name in AFTER:
            raise ValueError(f"{name!r} registered twice")
        AFTER[name] = fn
        return fn
    return register
