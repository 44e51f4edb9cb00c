"""A card's own auto abilities that trigger while it is outside the Field: "When X is discarded
from your hand due to an ability" (X in the Break Zone), "When X in your hand is removed from the
game due to Warp", "When a Warp Counter is removed from X" (X removed from the game). Only an
ability that names the card itself (`card = "self"`) works there; its controller is the card's
owner (6.2.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities.conditions import holds
from ...engine.abilities.events import Event, matches_event
from .abilities import frame
from .base import Trigger

if TYPE_CHECKING:
    from ...engine.state import Game


def own(game: Game, oid: int, ev: Event) -> None:
    """Put on the waiting list each auto ability of `oid` that names `ev` happening to it."""
    o = game.objs[oid]
    for idx, a in o.card.auto_abilities:
        trig = a.rec.trigger
        if ev.kind in trig.events and trig.card == "self":
            fr = frame(oid, o.owner)
            if matches_event(game, trig, ev, fr) and holds(game, fr, a.rec.condition):
                game.pending.append(Trigger(o.owner, oid, o.card.code, idx, oid))
