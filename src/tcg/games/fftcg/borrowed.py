"""Abilities a card takes from other cards: "If a Forward in your Break Zone has **Haste**,
**First Strike**, or **Brave**, Gogo gains those abilities" (4-127H), the field verb
`keywords_of` (`what`: the keywords it may take, `sel`: the cards looked at). The card gains each
keyword of `what` that one of the cards `sel` finds has now (in the Break Zone: as printed), read
with the other field abilities (chars._add_field_effects)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import REF, SEL
from .lang import LANG, _keywords

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game


@LANG.verb("keywords_of", binds=False, to=(REF, "self"), what=(_keywords, ...), sel=(SEL, ...))
def keywords_of(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("keywords_of is a field ability: chars.field_effects reads it")
