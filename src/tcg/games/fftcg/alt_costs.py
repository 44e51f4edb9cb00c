"""Costs a card lets be paid another way (issue 20, ffopusC). "You may use Rydia's special ability
by discarding an Earth Summon instead of discarding a _Card Name Rydia_ as part of the cost"
(2-094H): the field verb `special_discard` (`sel`: the cards that may be discarded instead;
`instead_of`: the card's own name, the discard 11.7.1 asks for), read by payment.ability_cost
(`Cost.name_alt`) wherever the card is."""

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
