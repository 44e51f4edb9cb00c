"""A card's own auto abilities that trigger while it is outside the Field: "When X is discarded
from your hand due to an ability" (X in the Break Zone), "When X in your hand is removed from the
game due to Warp", "When a Warp Counter is removed from X" (X removed from the game). Only an
ability that names the card itself (`card = "self"`) works there, or one the card says works in
the Break Zone ("This effect will trigger only if X is in the Break Zone": `in_break_zones`); its
controller is the card's owner (6.2.1)."""

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


def has_break_autos(game: Game) -> bool:
    """Has a card of the game an auto ability that works in the Break Zone? (found once)"""
    has = game.vars.get("break_autos")
    if has is None:
        has = game.vars["break_autos"] = any(o.card.break_autos for o in game.objs.values())
    return has


def in_break_zones(game: Game, ev: Event) -> None:
    """The auto abilities of the cards in the Break Zones that work there and whose trigger
    matches `ev` ("When a _Card Name Vaan_ enters your field, ... This effect will trigger only if
    Kytes is in the Break Zone"). Whether any card of the game has one is found once (no card
    joins a game once it has begun): most games skip the scan."""
    if not has_break_autos(game):
        return
    objs = game.objs
    for zone in ("break0", "break1"):
        for oid in game.zones[zone]:
            o = objs[oid]
            for idx, a in o.card.break_autos:
                trig = a.rec.trigger
                if ev.kind in trig.events:
                    fr = frame(oid, o.owner)
                    if matches_event(game, trig, ev, fr) and holds(game, fr, a.rec.condition):
                        game.pending.append(Trigger(o.owner, oid, o.card.code, idx, ev.other or ev.card))
