"""What one player may know (architecture principle 6).

A zone is `public` (everyone sees its cards), `private` (its owner sees them, the others see a
count: a hand) or `hidden` (everyone sees only a count: a deck). Agents, the terminal and search
AIs read only views; a search AI samples the unknown cards consistently with one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import Game


def sees(rules: Any, key: str, player: int) -> bool:
    """May `player` see the cards of zone `key`? (public, or private and theirs)"""
    name, owner = rules.zone_of[key]
    vis = rules.zone_visibility[name]
    return vis == "public" or (vis == "private" and owner == player)


def hidden_zones(game: Game, player: int) -> list[str]:
    """The zone keys whose cards `player` may not see, in a fixed (sorted) order."""
    return [key for key in sorted(game.zones) if not sees(game.rules, key, player)]


def object_view(game: Game, oid: int, viewer: int | None = None) -> dict[str, Any]:
    o = game.objs[oid]
    d = {"id": oid, "code": o.card.code, "name": o.card.name, "owner": o.owner,
         "controller": o.controller, "tapped": o.tapped}
    if o.damage:
        d["damage"] = o.damage
    if o.counters:
        d["counters"] = dict(o.counters)
    game.rules.object_view(game, oid, d, viewer)
    return d


def view(game: Game, player: int) -> dict[str, Any]:
    rules = game.rules
    zones: dict[str, Any] = {}
    for key, ids in game.zones.items():
        if sees(rules, key, player):
            zones[key] = [object_view(game, oid, player) for oid in ids]
        else:
            zones[key] = len(ids)
    d = game.decision
    decision = None
    if d is not None:
        decision = {"player": d.player, "kind": d.kind}
        if d.player == player:
            decision["options"] = list(d.options)
            decision["prompt"] = d.prompt
            # What the player sees while choosing, e.g. the cards found by a search.
            decision["labels"] = [rules.describe(game, o) for o in d.options]
    # cards of unseen zones that everyone sees now (revealed, being played)
    shown = [object_view(game, oid, player) for oid in rules.shown(game)
             if oid in game.objs and not sees(rules, game.objs[oid].zone, player)]
    return {
        "game": rules.id,
        "player": player,
        # a variable named "_..." is the rules' own memory (last-known information kept for a
        # waiting trigger), not something the players are told: it may name a card since hidden
        "vars": {k: v for k, v in game.vars.items() if not k.startswith("_")},
        "players": [dict(p) for p in game.pvars],
        "zones": zones,
        "shown": shown,
        "stack": rules.stack_view(game, player),
        "decision": decision,
        "result": None if game.result is None else list(game.result),
    }
