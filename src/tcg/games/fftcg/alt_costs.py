"""Costs a card lets be paid another way (issue 20, ffopusC). "You may use Rydia's special ability
by discarding an Earth Summon instead of discarding a _Card Name Rydia_ as part of the cost"
(2-094H): the field verb `special_discard` (`sel`: the cards that may be discarded instead;
`instead_of`: the card's own name, the discard 11.7.1 asks for), read by payment.ability_cost
(`Cost.name_alt`) wherever the card is. "You can put a total of 3 Forwards or Monsters you control
into the Break Zone to play Kefka from your hand onto the field" (4-080L): a field ability whose
`extra_cost` is that other cost and whose effect is `alternative_cost`; play.py offers
`("play_alt", card)` beside `("play", card)`, paying that extra cost and no CP (payment.ability_cost
of the field ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import SEL, STR
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game


@LANG.verb("special_discard", binds=False, sel=(SEL, ...), instead_of=(STR, ...))
def special_discard(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("special_discard is read by payment.ability_cost")


@LANG.verb("alternative_cost", binds=False)
def alternative_cost(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("alternative_cost is read by play.py: the card may be played paying its ability's extra_cost")
