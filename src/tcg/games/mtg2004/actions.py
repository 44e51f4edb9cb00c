"""The one function that moves cards between zones, the one that deals damage, drawing, and
the triggers they find."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import ATTACKING, BLOCKED, BLOCKING, DEALT_FIRST, Trigger

if TYPE_CHECKING:
    from ...engine.state import Game


def zone_key(game: Game, oid: int, zone: str) -> str:
    """A card going to a library, hand or graveyard goes to its owner's (217.1a)."""
    if zone in ("library", "hand", "graveyard"):
        return f"{zone}{game.objs[oid].owner}"
    return zone


def move(game: Game, oid: int, zone: str, controller: int | None = None, pos: int | None = None) -> int:
    """Move `oid` to `zone` ("graveyard", "hand", "library", "play", "stack", "removed"): a new
    object with a new id (217.1c). Leaving play ends attachments and combat (306.2)."""
    o = game.objs[oid]
    if o.zone == "play":
        v = game.vars
        att = v.get("attached", ())
        if any(a == oid for a, _ in att):
            v["attached"] = tuple(p for p in att if p[0] != oid)
        if v.get("attackers") and oid in v["attackers"]:
            v["attackers"] = tuple(x for x in v["attackers"] if x != oid)
        if v.get("blocks"):
            v["blocks"] = tuple(b for b in v["blocks"] if b[0] != oid)
    new = game.move(oid, zone_key(game, oid, zone), pos, controller)
    if zone == "play":
        for i in game.objs[new].card.triggers:
            if game.objs[new].card.abilities[i].when == "comes_into_play":
                game.pending.append(Trigger(game.objs[new].controller, new, game.objs[new].card.code, i))
    return new


def draw(game: Game, p: int, n: int = 1) -> None:
    """Draw from the top of the library; drawing from an empty library loses the game at the next
    state-based check (102.2, 420.5g)."""
    lib = game.zones[f"library{p}"]
    for _ in range(n):
        if not lib:
            game.pvars[p]["drew_empty"] = True
            return
        game.move(lib[-1], f"hand{p}")


def gain_life(game: Game, p: int, n: int) -> None:
    game.pvars[p]["life"] += n


def deal_damage(game: Game, source: int, target: tuple, amount: int) -> None:
    """Damage to a player is life loss (102.1); to a creature it is marked on it (420.5c).
    Zero damage is not dealt (419.5a)."""
    if amount <= 0:
        return
    kind, t = target
    if kind == "p":
        game.pvars[t]["life"] -= amount
    elif t in game.objs and game.objs[t].zone == "play" and "Creature" in game.objs[t].card.types:
        game.w(t).damage += amount


def clear_combat_marks(game: Game, oid: int) -> None:
    o = game.objs[oid]
    if o.marks & (ATTACKING | BLOCKING | BLOCKED | DEALT_FIRST):
        game.w(oid).marks &= ~(ATTACKING | BLOCKING | BLOCKED | DEALT_FIRST)
