"""Field abilities that change how a card's cost is paid, read by payment.card_cost when the
cost is fixed (11.3.5, 11.4.4): "The cost required for your opponent to cast Summons increases
by 1" (`increase_cost`), "The cost required to cast your Summons can be paid with CP of any
Element" (`any_element_cp`: no CP of the card's Element is required, 5.2.1.2), "You can only pay
with Fire CP / CP produced by Backups to play X onto the field" (`pay_with`: only CP of those
Elements, only CP from dulled Backups, 5.2.1.3); and the `grant` flag `produces_any_cp` ("Backups
you control can produce CP of any Element": the CP of such a Backup is of the Element needed,
payment.WILD)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import BOOL, REF, Q
from .verbs import LANG

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game

VERBS = ("increase_cost", "any_element_cp", "pay_with", "play_beside", "many_light_dark")
LANG.values["what"] = (*LANG.values["what"], "produces_any_cp")


def _elements(v: Any, where: str) -> tuple[str, ...]:
    from ...engine.abilities.load import AbilityError

    items = [v] if isinstance(v, str) else v
    if not isinstance(items, list) or not all(e in LANG.values["element"] for e in items):
        raise AbilityError(where, f"expected Elements ({', '.join(LANG.values['element'])}), got {v!r}")
    return tuple(items)


def _continuous(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("a cost of a card is read by payment.card_cost: the loader keeps it in field abilities")


LANG.verb("increase_cost", binds=False, to=(REF, "self"), n=(Q, ...))(_continuous)
LANG.verb("any_element_cp", binds=False, to=(REF, "self"))(_continuous)
LANG.verb("pay_with", binds=False, element=(_elements, ()), backups=(BOOL, False))(_continuous)
# "X can be played onto the field even if you control other Light Characters" (its card only, from
# the hand) and "You can play 2 or more Light Characters onto the field" (while it is on your Field)
LANG.verb("play_beside", binds=False, element=(_elements, ...))(_continuous)
LANG.verb("many_light_dark", binds=False, element=(_elements, ...))(_continuous)


def _says(card: Any, verb: str) -> tuple[str, ...]:
    return tuple(el for a in card.field_abilities for e in a.effect if e.do == verb for el in e.p.element)


def light_dark_room(objs: Any, card: Any, others: list[int]) -> bool:
    """May `card`, a Light or Dark Character, join the Light and Dark Characters `others` of its
    controller's Field (7.7.3)? Only if they are all of its Element and it says it may be played
    beside them, or one of them lets its controller play 2 or more of that Element."""
    el = card.element
    return all(objs[o].card.element == el for o in others) and (
        el in _says(card, "play_beside") or any(el in _says(objs[o].card, "many_light_dark") for o in others))


def light_dark_kept(objs: Any, ids: list[int]) -> bool:
    """Do two or more Light or Dark Characters of one Field stay there (12.4.7)? Only if they are
    all of one Element and one of them lets its controller play 2 or more of it (their printed
    abilities: turn.check_state keeps the answer with the objects on the Field)."""
    el = objs[ids[0]].card.element
    return all(objs[o].card.element == el for o in ids) and any(el in _says(objs[o].card, "many_light_dark") for o in ids)
