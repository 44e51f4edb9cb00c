"""FFTCG's selector keys on what a card is printed with: `multicard` (the Multicard icon:
"1 Character without Multicard", cards.CardDef.generic) and `has_ability` ("If that Forward has
a special ability or an action ability": one of the kinds named, among the abilities it has now,
none once it has lost them all, chars.silenced)."""

from __future__ import annotations

from typing import Any

from ...engine.abilities.load import AbilityError
from .lang import LANG, _bool

KINDS = ("special", "action", "auto", "field")


def _kinds(v: Any, where: str) -> tuple[str, ...]:
    items = [v] if isinstance(v, str) else v
    if not (isinstance(items, list) and items and all(k in KINDS for k in items)):
        raise AbilityError(where, f"expected ability kinds among {', '.join(KINDS)}, got {v!r}")
    return tuple(items)


LANG.selector_keys.update({"multicard": _bool, "has_ability": _kinds})


def selector(key: str, value: Any) -> Any:
    """The predicate of one of this module's keys (host.game_selector)."""
    if key == "multicard":
        return lambda g, fr, oid: g.objs[oid].card.generic == value
    from .chars import silenced

    def has(g: Any, fr: Any, oid: int) -> bool:
        return oid not in silenced(g) and any(a.kind in value for a in g.objs[oid].card.ability)
    return has
