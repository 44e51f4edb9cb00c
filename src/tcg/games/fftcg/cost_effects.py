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

from ...engine.abilities.language import BOOL, INT, REF, SEL, Q
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game

VERBS = ("increase_cost", "any_element_cp", "pay_with", "play_beside", "many_light_dark")   # field abilities
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
    el = card.light_dark
    return all(objs[o].card.light_dark == el for o in others) and (
        el in _says(card, "play_beside") or any(el in _says(objs[o].card, "many_light_dark") for o in others))


def light_dark_kept(objs: Any, ids: list[int]) -> bool:
    """Do two or more Light or Dark Characters of one Field stay there (12.4.7)? Only if they are
    all of one Element and one of them lets its controller play 2 or more of it (their printed
    abilities: turn.check_state keeps the answer with the objects on the Field)."""
    el = objs[ids[0]].card.light_dark
    return all(objs[o].card.light_dark == el for o in ids) and any(el in _says(objs[o].card, "many_light_dark") for o in ids)


# ---------------------------------------------------------------- resolved cost reductions
@LANG.verb("reduce_next_cost", binds=False, sel=(SEL, ...), n=(INT, ...), min=(INT, 0), next=(BOOL, True))
def reduce_next_cost(game: Game, fr: Frame, p: Any) -> None:
    """"During this turn, the cost required to cast your next Summon is reduced by 1 (it cannot
    become 0)": the next card of the controller's that matches `sel`, played or cast this turn,
    costs `n` less (never below `min`: 1 with "(it cannot become 0)", else 0); with `next` false every such card this turn ("The cost
    required to play your Characters onto the field this turn is reduced by 1"). Kept in the
    player's variables with where its selector is written (the state stays JSON)."""
    pv = game.pvars[fr.controller]
    at = ("at", fr.code, fr.index, fr.path, fr.i, "sel")
    pv["next_cost"] = (*_current(game, fr.controller), (game.vars["turn"], at, fr.source, p.n, p.min, p.next))
    game.cache.clear()


def _current(game: Game, player: int) -> tuple:
    """The player's resolved cost reductions of this turn (those of an earlier turn are over)."""
    turn = game.vars["turn"]
    return tuple(e for e in game.pvars[player].get("next_cost", ()) if e[0] == turn)


def next_reductions(game: Game, player: int, oid: int) -> list[tuple]:
    """The resolved reductions that apply to `player`'s card `oid` now."""
    from .chars import matches, stored_sel

    return [e for e in _current(game, player) if matches(game, e[2], player, stored_sel(game, e[1]), oid)]


def use_next_reductions(game: Game, player: int, oid: int) -> None:
    """The card is played or cast: the "next card" reductions it took are used up (11.3.7)."""
    used = [e for e in next_reductions(game, player, oid) if e[5]]
    if used or game.pvars[player].get("next_cost"):
        game.pvars[player]["next_cost"] = tuple(e for e in _current(game, player) if e not in used)
