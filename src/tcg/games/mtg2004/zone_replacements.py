"""Replacement effects on a card that would be put into a graveyard (419.6, 419.9a): a card's own
"If [this] would be put into a graveyard from anywhere, ... shuffle it into its owner's library
instead" (Darksteel Colossus, `combat.graveyard`), and "If the creature would be put into a
graveyard this turn, remove it from the game instead" left by a resolved spell (Carbonize: the
`remove_instead` verb), with "That creature can't be regenerated this turn" (`no_regeneration`).

When both apply to one event, the controller of the affected permanent (its owner if it has none)
chooses which one applies (419.9a); the other then has nothing to replace: each applies at most
once (419.6a). `actions.move` must return the card's new object at once, so the card first goes
where the last-listed effect sends it (removed from the game) and its controller's choice,
asked right after the event, moves it to the other place if they pick the other effect
(RULINGS.md: nothing can see the card in between)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import move, zone_key
from .base import REG
from .move_parts import part
from .verbs import Ctx, objects, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game


def _this_turn(game: Game, key: str, oid: int) -> None:
    turn = game.vars["turn"]
    game.vars[key] = tuple(e for e in game.vars.get(key, ()) if e[1] == turn) + ((oid, turn),)


@verb("no_regeneration", reads=("to", "what"))
def _no_regeneration(game: Game, ctx: Ctx, step) -> None:
    """"That creature can't be regenerated this turn" (419.6b: its shields don't apply)."""
    for oid in objects(recipients(game, ctx, step), game):
        _this_turn(game, "no_regen", oid)


@verb("remove_instead", reads=("to", "what"))
def _remove_instead(game: Game, ctx: Ctx, step) -> None:
    """"If the creature would be put into a graveyard this turn, remove it from the game
    instead": a replacement effect on that permanent until the turn ends (419.6)."""
    for oid in objects(recipients(game, ctx, step), game):
        _this_turn(game, "rfg_instead", oid)


def cant_regenerate(game: Game, oid: int) -> bool:
    return (oid, game.vars["turn"]) in game.vars.get("no_regen", ())


def _choices(game: Game, oid: int) -> list[str]:
    """The places replacement effects would put `oid` instead of a graveyard."""
    o = game.objs[oid]
    out = []
    ct = o.card.combat
    if ct is not None and ct.graveyard == "shuffle_into_library":
        out.append("library")
    if o.zone == "play" and (oid, game.vars["turn"]) in game.vars.get("rfg_instead", ()):
        out.append("removed")
    return out


@part("to_graveyard")
def to_graveyard(game: Game, oid: int, controller: int | None, pos: int | None) -> int:
    """Move `oid`, which would be put into a graveyard, where a replacement effect puts it
    instead; 0 when none applies (the caller moves it to the graveyard)."""
    ways = _choices(game, oid)
    if not ways:
        return 0
    o = game.objs[oid]
    chooser = o.controller if o.zone in ("play", "stack") else o.owner      # 419.9a
    new = _put(game, oid, ways[-1], controller, pos)
    if len(ways) > 1:
        game.push("order_instead", new, chooser, tuple(ways))
    return new


def _put(game: Game, oid: int, zone: str, controller: int | None, pos: int | None) -> int:
    new = move(game, oid, zone, controller, pos)
    if zone == "library":
        game.shuffle(game.zones[zone_key(game, new, zone)])
    return new


@REG.step
def order_instead(game: Game, new: int, p: int, ways: tuple) -> None:
    """419.9a: the affected permanent's controller chooses which replacement effect applies."""
    game.ask(p, "replacement", tuple(("instead", w) for w in ways), "on_order_instead", new,
             prompt="which effect applies instead of the graveyard?")


@REG.handler
def on_order_instead(game: Game, choice: tuple, new: int) -> None:
    o = game.objs.get(new)
    if o is not None and o.zone != choice[1] and not o.zone.startswith(choice[1]):
        _put(game, new, choice[1], None, None)
    game.event("instead", o.card.code if o else "", choice[1])
