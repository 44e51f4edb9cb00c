"""What an action of actions.py starts in the rules above it: playing a card starts "When you play"
skills (events.py), [Heroic]/[Villainous] (keywords.py) and the Masters-only [Auto]s
(masters_keywords.py); adding life to the hand starts "When you add a card from your life to
your hand" (events.py); a change of control makes the [Unique] check (limits.py). Those modules
register their function here as they load (the package loads them all before any game), so that
actions.py, below them, calls them without importing them. An action calling a name no module
registered fails with a KeyError: nothing is skipped in silence."""

from __future__ import annotations

from ...engine.registry import Hooks

AFTER = Hooks()
after = AFTER.register     # @after(name): the decorated function is what `name` does
