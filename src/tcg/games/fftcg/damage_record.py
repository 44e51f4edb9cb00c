"""Who has dealt damage to which Forward this turn: "When the Forward damaged by Machina is put
from the field into the Break Zone on the same turn", "1 Forward ... which has been dealt damage
this turn". Damage is removed at the end of the turn (9.5.1.3.1), so the record is the turn's
only: each entry names its turn, and a new turn's first damage drops the old ones.

`vars["hurt"]` holds `(turn, receiver, dealer)`: the Forward's object on the Field and the object
that dealt the damage (a Forward in battle, the source of a Summon or an ability, 6.4). A card
that leaves the Field becomes a new object (7.4): the record stops naming it, as the card says
("the Forward damaged by X": that Forward, that turn). The selector keys `damaged_by = "self"`
(dealt damage this turn by the ability's own card) and `hurt_this_turn = true` read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.load import AbilityError
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game


def _self(v: Any, where: str) -> str:
    if v != "self":
        raise AbilityError(where, f"expected \"self\" (the ability's own card), got {v!r}")
    return v


def _true(v: Any, where: str) -> bool:
    if v is not True:
        raise AbilityError(where, f"expected true, got {v!r}")
    return v


LANG.selector_keys.update({"damaged_by": _self, "hurt_this_turn": _true})


def note(game: Game, receiver: int, dealer: int) -> None:
    """`dealer` has dealt damage to the Forward `receiver` (actions.damage_forward)."""
    v = game.vars
    turn = v.get("turn", 0)
    v["hurt"] = tuple(h for h in v.get("hurt", ()) if h[0] == turn) + ((turn, receiver, dealer),)


def damaged_by(game: Game, receiver: int, dealer: int) -> bool:
    turn = game.vars.get("turn", 0)
    return any(h[0] == turn and h[1] == receiver and h[2] == dealer for h in game.vars.get("hurt", ()))


def hurt_this_turn(game: Game, receiver: int) -> bool:
    turn = game.vars.get("turn", 0)
    return any(h[0] == turn and h[1] == receiver for h in game.vars.get("hurt", ()))


def selector(key: str, value: Any) -> Any:
    """The predicate of one of this module's selector keys (host.game_selector)."""
    if key == "damaged_by":
        return lambda g, fr, oid: damaged_by(g, oid, fr.source)
    return lambda g, fr, oid: hurt_this_turn(g, oid) == value
