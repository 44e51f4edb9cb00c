"""The parts of a zone change and of dealing damage that the rules above actions.py do: an Aura
put into play chooses what it enchants (zones.py, 212.4e), a card going to the graveyard may be
replaced (zone_replacements.py, 419.6), a permanent leaving play fires its look-back triggers
(zones.py, 410.10d) and is remembered (protection.py, 310.4b), one entering play is attached,
keeps the effects on the spell it was (type_text.py, 213.5) and fires its triggers (zones.py,
410.10a), and damage goes through prevention (prevention.py, 419). Those modules register their
function here as they load (the package loads them all before any game), so that actions.py,
below them, calls them without importing them; a part nobody registered fails with a KeyError,
never in silence."""

from __future__ import annotations

from ...engine.registry import Hooks

PARTS = Hooks()
part = PARTS.register     # @part(name): the decorated function is what `name` does
