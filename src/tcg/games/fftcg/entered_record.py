"""The cards that entered each player's Field this turn (ffcost): "If a Fire Forward has entered
your field this turn, the cost required to cast Ifrit is reduced by 3" (the condition
`entered_this_turn`: a selector of printed facts, `type` and `element`, matched against the cards
recorded, whether or not they are still there), and "Choose 1 Forward that entered the field this
turn" (the selector key `entered_this_turn`: an object on the Field since this turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .lang import LANG, _bool, printed_sel

if TYPE_CHECKING:
    from ...engine.abilities.records import Sel
    from ...engine.state import Game

# what a card that has left the Field is still known by (its printed card)
LANG.condition_keys["entered_this_turn"] = printed_sel(("type", "element"), "a card that entered this turn")
LANG.selector_keys["entered_this_turn"] = _bool


def note_entered(game: Game, player: int, card: Any) -> None:
    """A card entered `player`'s Field (actions.FfZones.entered): its printed type and Element are
    kept, not its card number (a card since returned to a hand stays hidden)."""
    pv = game.pvars[player]
    turn = game.vars.get("turn", 0)
    seen = pv.get("entered", ()) if pv.get("entered_turn") == turn else ()
    pv["entered_turn"], pv["entered"] = turn, (*seen, (card.type, card.elements))


def holds(game: Game, player: int, sel: Sel) -> bool:
    """Has a card matching `sel` (its printed type and Element) entered the player's Field this turn?"""
    pv = game.pvars[player]
    if pv.get("entered_turn") != game.vars.get("turn"):
        return False
    return any(printed_matches(sel, t, els) for t, els in pv.get("entered", ()))


def printed_matches(sel: Sel, type_: str, elements: tuple[str, ...]) -> bool:
    """Does a card of that printed type and those Elements match `sel`'s `type` and `element`
    (a card recorded as it went, whatever became of it: here and left_record.py)?"""
    return (not sel.type or type_ in sel.type or "character" in sel.type and type_ != "summon") \
        and (not sel.element or not set(elements).isdisjoint(sel.element))


def selector_check(value: bool) -> Any:
    """The selector key: on the Field since this turn (entered or changed control this turn)."""
    return lambda g, fr, oid: (g.objs[oid].since == g.vars.get("turn")) == value
