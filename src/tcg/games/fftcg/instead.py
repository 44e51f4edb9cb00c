"""Replacement effects on a card leaving or entering the Field (11.12.5), written as the `grant`
flags below (docs/abilities.md): "If it is put from the field into the Break Zone this turn,
remove it from the game instead", "If X leaves the field, return X to your hand instead",
"X enters the field dull".

A replaced move did not happen (11.12.5.4): the card goes where the replacement says, and only
the abilities waiting for that move trigger. Each replacement applies once (11.12.5.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .chars import chars, condition_holds, matches, silenced

if TYPE_CHECKING:
    from ...engine.state import Game

# flag -> (the destination it replaces, None for any but its own; where the card goes instead)
LEAVE = {
    "removed_instead_of_break": ("break", "removed"),
    "removed_instead_of_leaving": (None, "removed"),
    "hand_instead_of_leaving": (None, "hand"),
}
# "If X leaves the field due to your opponent's Summons or abilities, return X to your hand instead"
# (not a break by the rules, 12.4.5, nor a cost its controller pays): the effect's controller is
# the opponent of X's (`vars["moving_by"]`, `vars["breaking"]`: who moves or breaks it now)
# "X cannot leave the field due to your opponent's Summons or abilities": it stays ("field")
BY_OPPONENT = {"hand_instead_of_leaving_by_opponent": "hand", "cannot_leave_by_opponent": "field"}
ENTERS_DULL = "enters_dull"
FLAGS = (*LEAVE, *BY_OPPONENT, ENTERS_DULL)


def leaving(game: Game, oids: list[int], dest: str) -> dict[int, str]:
    """The cards of a move from the Field that go elsewhere instead: {object: destination}
    ("field": it stays). With two replacements on one card the first of LEAVE applies (RULINGS.md)."""
    out = {}
    objs = game.objs
    v = game.vars
    by = v.get("moving_by", v.get("breaking", -1))
    for oid in oids:
        if not objs[oid].zone.startswith("field"):
            continue
        flags = chars(game, oid).flags
        for flag, (replaces, instead) in LEAVE.items():
            if flag in flags and instead != dest and (replaces is None or replaces == dest):
                out[oid] = instead
                break
        else:
            for flag, instead in BY_OPPONENT.items():
                if flag in flags and instead != dest and by >= 0 and by != objs[oid].controller:
                    out[oid] = instead
                    break
    return out


def enters_dull(game: Game, oid: int) -> bool:
    """"X enters the field dull": a field ability of the card, read as it enters (11.12.5.3: the
    replacement waits for the event); "All the Forwards other than X enter the field dull": a
    field ability of a card already on the Field (not silenced) whose selector finds the card
    entering, its condition holding."""
    if any(ENTERS_DULL in a.grant for a in game.objs[oid].card.field_abilities):
        return True
    mute = silenced(game)
    for src in game.zones["field0"] + game.zones["field1"]:
        if src == oid or src in mute:
            continue
        for a in game.objs[src].card.others_enter_dull:
            if matches(game, src, game.objs[src].controller, a.affects, oid) and condition_holds(game, src, a.if_):
                return True
    return False
