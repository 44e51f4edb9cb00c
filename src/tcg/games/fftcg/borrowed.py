"""Abilities a card takes from other cards: "If a Forward in your Break Zone has **Haste**,
**First Strike**, or **Brave**, Gogo gains those abilities" (4-127H), the field verb
`keywords_of` (`what`: the keywords it may take, `sel`: the cards looked at). The card gains each
keyword of `what` that one of the cards `sel` finds has now (in the Break Zone: as printed), read
with the other field abilities (chars._add_field_effects). And "Kimahri gains its Special
Ability" (1-102H): `gain_special` below."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import DURATION, REF, SEL
from ...engine.abilities.run import NOTHING, Res, refs
from ...engine.effects import Effect
from . import granted
from .chars import LAYER_TEXT
from .lang import LANG, _keywords

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game


@LANG.verb("keywords_of", binds=False, to=(REF, "self"), what=(_keywords, ...), sel=(SEL, ...))
def keywords_of(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("keywords_of is a field ability: chars.field_effects reads it")


FREE = "free_once"      # the Effect op: the granted Special ability (code, index) may be used once without its cost


@LANG.verb("gain_special", to=(REF, "self"), of=(REF, ...), duration=(DURATION, "turn"))
def gain_special(game: Game, fr: Frame, p: Any) -> Res:
    """"Choose 1 Forward opponent controls. Kimahri gains its Special Ability until the end of the
    turn. You can use this ability without paying any cost but only once." (1-102H): the objects
    `to` gain the Special abilities of the cards `of` names (as printed, by their card and index:
    granted.py lists them), each usable once without paying any cost (11.7.1's discard and the
    {D} included: play.py); using it takes it away (RULINGS.md)."""
    gainers = refs(game, fr, p.to)
    gained = [(o.card.code, i) for o in (game.objs[x] for x in refs(game, fr, p.of))
              for i, a in enumerate(o.card.ability) if a.kind == "special"]
    if not gainers or not gained:
        return NOTHING
    granted.loaded()        # from now on the options look for granted abilities (granted.py)
    for value in gained:
        for op in ("grant_ability", FREE):
            game.effects.append(Effect(game.tick(), LAYER_TEXT, op, value, fr.source, tuple(gainers), "end_of_turn",
                                       fr.controller))
    granted.note_resolved(game)
    game.cache.clear()
    return Res(tuple(gainers))


def free_once(game: Game, oid: int, code: str, index: int) -> bool:
    """May the object use that gained Special ability without paying its cost (once)?"""
    return any(e.op == FREE and tuple(e.value) == (code, index) and oid in e.targets for e in game.effects)


def used_free(game: Game, oid: int, code: str, index: int) -> None:
    """The gained Special ability was used without its cost: it is gone (only once)."""
    game.effects[:] = [e for e in game.effects
                       if not (e.op in ("grant_ability", FREE) and tuple(e.value) == (code, index) and oid in e.targets)]
    game.cache.clear()
