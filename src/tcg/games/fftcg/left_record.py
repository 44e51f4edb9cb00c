"""The cards put from each player's Field into the Break Zone this turn (fflate2): "If a Forward
you controlled has been put from the field into the Break Zone this turn" (the condition
`left_this_turn`: a selector of printed facts, `type`, `element` and `job`, matched against the
cards recorded whatever became of them, and `controller`: who controlled it as it left), and
"choose 1 Forward put in your Break Zone from the field during this turn" (the selector key
`from_field_this_turn`: the object that arrived in the Break Zone so, while it stays there)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .entered_record import printed_matches
from .lang import LANG, _bool, printed_sel

if TYPE_CHECKING:
    from ...engine.abilities.records import Sel
    from ...engine.state import Game

# who controlled it as it left, and what is printed on it
_printed_sel = printed_sel(("type", "element", "job", "controller"), "a card put from the field this turn")
LANG.condition_keys["left_this_turn"] = _printed_sel
LANG.selector_keys["from_field_this_turn"] = _bool


def _seen(game: Game, player: int) -> tuple:
    pv = game.pvars[player]
    return pv.get("to_break", ()) if pv.get("to_break_turn") == game.vars.get("turn", 0) else ()


def note_to_break(game: Game, old: Any, new: int) -> None:
    """`old`, on a Field, became `new` in a Break Zone (actions.FfZones.arrived): its printed
    type, Elements and Jobs are kept under the player who controlled it."""
    c, pv = old.card, game.pvars[old.controller]
    pv["to_break_turn"], pv["to_break"] = game.vars.get("turn", 0), (*_seen(game, old.controller),
                                                                      (c.type, c.elements, c.jobs, new))


def holds(game: Game, player: int, sel: Sel) -> bool:
    """Has a card matching `sel` been put from a Field into a Break Zone this turn? `player`
    is the ability's controller, whom `controller` ("you", "opponent") is said of."""
    whose = {"you": (player,), "opponent": (1 - player,)}.get(sel.controller, (0, 1))
    return any(printed_matches(sel, t, els) and (not sel.job or sel.job in jobs)
               for p in whose for t, els, jobs, _ in _seen(game, p))


def selector_check(value: bool) -> Any:
    """The selector key: put into this Break Zone from a Field this turn (a card that has moved
    again since is another object, 7.4)."""
    return lambda g, fr, oid: any(rec[3] == oid for p in (0, 1) for rec in _seen(g, p)) == value
