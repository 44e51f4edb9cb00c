"""A card's own auto abilities that trigger while it is outside the Field: "When X is discarded
from your hand due to an ability" (X in the Break Zone), "When X in your hand is removed from the
game due to Warp", "When a Warp Counter is removed from X" (X removed from the game). Only an
ability that names the card itself (`card = "self"`) works there, or one the card says works in
the Break Zone ("This effect will trigger only if X is in the Break Zone": `in_break_zones`); its
controller is the card's owner (6.2.1)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...engine.abilities.conditions import holds
from ...engine.abilities.events import Event, matches_event
from .abilities import FfAbility, frame
from .base import Trigger

if TYPE_CHECKING:
    from ...engine.state import Game


def own(game: Game, oid: int, ev: Event) -> None:
    """Put on the waiting list each auto ability of `oid` that names `ev` happening to it."""
    card = game.objs[oid].card
    _queue(game, oid, ((i, a) for i, a in card.auto_abilities if a.rec.trigger.card == "self"), ev, oid)


def _queue(game: Game, oid: int, autos: Iterable[tuple[int, FfAbility]], ev: Event, subject: int) -> None:
    """Put on the waiting list each of `autos`, abilities of `oid`, that `ev` triggers; its
    controller is the card's owner (6.2.1)."""
    o = game.objs[oid]
    for idx, a in autos:
        trig = a.rec.trigger
        if ev.kind in trig.events:
            fr = frame(oid, o.owner)
            if matches_event(game, trig, ev, fr) and holds(game, fr, a.rec.condition):
                game.pending.append(Trigger(o.owner, oid, o.card.code, idx, subject))


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
            autos = objs[oid].card.break_autos
            if autos:
                _queue(game, oid, autos, ev, ev.other or ev.card)
