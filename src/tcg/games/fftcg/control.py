"""Control changes: "You gain control of it", "your opponent gains control of Leon".

A Character whose control changes goes onto its new controller's Field as the same card: it
does not leave the field nor enter it (no new object, 7.4 is not met; no leave or enter
triggers), and keeps its status, damage and counters. The effects that change controllers come
first among continuous effects (11.12.4.2, 1.); a change made by a resolved effect lasts. The
card has not been under its new controller's control since the start of the turn, so this turn
it can attack (10.1.2.1.1) and use abilities with the Dull icon (11.6.2.2) only with Haste; it is
no longer attacking or blocking (removed from the battle, as 10.1.3.3 treats a blocker gone).
The turn of each change is kept in `vars["control_changed"]` (RULINGS.md). A change "until the
end of the turn" is undone with the other such effects (9.5.1.3), if the card is still on the Field
under the control it gave (`vars["control_until"]`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import ATTACKING, BLOCKING

if TYPE_CHECKING:
    from ...engine.state import Game

CHANGED = "control_changed"     # vars: ((object, turn), ...) the Characters whose control changed, and when
UNTIL = "control_until"         # vars: ((object, controller given, controller before), ...) until the end of the turn


def change_control(game: Game, oid: int, p: int, until_end_of_turn: bool = False) -> bool:
    """Give player `p` control of the Character `oid` on the Field; False if it already is theirs."""
    o = game.objs[oid]
    before = o.controller
    dest = f"field{p}"
    if o.zone == dest or not o.zone.startswith("field"):
        return False
    game.zones[o.zone].remove(oid)
    game.zones[dest].append(oid)
    w = game.w(oid)
    w.zone, w.controller = dest, p
    w.marks &= ~(ATTACKING | BLOCKING)
    turn = game.vars["turn"]
    kept = tuple((x, t) for x, t in game.vars.get(CHANGED, ()) if x != oid and t == turn and x in game.objs)
    game.vars[CHANGED] = (*kept, (oid, turn))
    game.event("control", p, o.card.code)
    if until_end_of_turn:
        game.vars[UNTIL] = (*game.vars.get(UNTIL, ()), (oid, p, before))
    return True


def end_of_turn(game: Game) -> None:
    """9.5.1.3: the changes "until the end of the turn" end, the last made first."""
    for oid, given, before in reversed(game.vars.pop(UNTIL, ())):
        if oid in game.objs and game.objs[oid].zone == f"field{given}":
            change_control(game, oid, before)


def changed_this_turn(game: Game, oid: int) -> bool:
    """Has the Character come under its controller's control during this turn?"""
    changed = game.vars.get(CHANGED)
    return bool(changed) and (oid, game.vars["turn"]) in changed
