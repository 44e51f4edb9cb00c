"""The one function that moves cards between zones, the one that deals damage, drawing, and
the triggers they find."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine import zones
from ...engine.replacement import Replacement
from ...engine.zones import ZoneHooks, ZoneMove
from .base import ATTACKING, BLOCKED, BLOCKING, DEALT_FIRST
from .move_parts import PARTS

if TYPE_CHECKING:
    from ...engine.state import Game


# ZoneMove.cause, for the replacement effects of zone_replacements.py: a discard (madness may
# replace it, 502.24a), the card removed by madness, a spell played with flashback or with
# buyback leaving the stack (502.22a, 502.16a), a spell countered by a counter that removes it
# from the game instead (its self-replacement, 419.6d).
DISCARD, MADNESS, FLASHBACK, BUYBACK, SELF_REMOVED = "discard", "madness", "flashback", "buyback", "self_removed"


def zone_key(game: Game, oid: int, zone: str) -> str:
    """A card going to a library, hand or graveyard goes to its owner's (217.1a)."""
    if zone in ("library", "hand", "graveyard"):
        return f"{zone}{game.objs[oid].owner}"
    return zone


class MtgZones(ZoneHooks):
    """MTG 2004 around every zone change (engine/zones.py). The parts the rules above this
    module do are registered in move_parts.PARTS."""

    def zone_id(self, game: Game, oid: int, mv: ZoneMove) -> str:
        return zone_key(game, oid, mv.dest)

    def replacements(self, game: Game, mv: ZoneMove) -> Sequence[Replacement]:
        """419.6 (zone_replacements.py); every move of ours is of one object."""
        return PARTS["replacements"](game, mv)

    def replacement_chooser(self, game: Game, mv: ZoneMove) -> int:
        return PARTS["replacement_chooser"](game, mv)          # 419.9a

    def replacement_prompt(self, game: Game, mv: ZoneMove) -> str:
        return PARTS["replacement_prompt"](game, mv)

    def leaving(self, game: Game, mv: ZoneMove) -> None:
        """Leaving play: its leaves-play triggers look back (410.10d), it is remembered (last
        known information, 310.4b, 402.6), and it ends its attachments and combat (306.2)."""
        objs = game.objs
        for oid in mv.oids:
            if objs[oid].zone != "play":
                continue
            PARTS["leaving"](game, oid, mv.dest)
            PARTS["remember"](game, oid)
            v = game.vars
            att = v.get("attached", ())
            if any(a == oid for a, _ in att):
                v["attached"] = tuple(p for p in att if p[0] != oid)
            if v.get("attackers") and oid in v["attackers"]:
                v["attackers"] = tuple(x for x in v["attackers"] if x != oid)
            if v.get("blocks"):
                v["blocks"] = tuple(b for b in v["blocks"] if b[0] != oid)

    def arrived(self, game: Game, old: Any, new: int, mv: ZoneMove) -> None:
        if mv.dest == "play":
            if mv.host:
                PARTS["attach"](game, new, mv.host)             # 212.4e: it comes into play attached
                game.cache.clear()
            if old.zone == "stack" and game.effects:
                PARTS["carry_over"](game, old.id, new)          # 213.5: effects on the permanent spell
        elif old.card.token:                                    # it ceases to exist at the next check (420.5f)
            game.vars["gone"] = game.vars.get("gone", ()) + (new,)

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...], lki: Any) -> None:
        if mv.dest == "play":
            for oid in new:
                PARTS["entered"](game, oid)                     # 410.10a-b, 410.10e (zones.py)
        elif mv.cause == MADNESS:
            PARTS["removed_by_madness"](game, new[0])           # 502.24a


ZONES = MtgZones()


def move(game: Game, oid: int, zone: str, controller: int | None = None, pos: int | None = None,
         host: int = 0, cause: str = "") -> int:
    """Move `oid` to `zone` ("graveyard", "hand", "library", "play", "stack", "removed") through
    the kernel's zone-change pipeline (MtgZones): a new object with a new id (217.1c), or 0 if a
    replacement effect moved it nowhere or its controller is to choose among several first
    (419.9a: the move is made after the choice). `cause`: one of the causes above. An Aura
    put into play without being played comes in attached to `host`; with no `host` its player
    first chooses one (212.4e, zones.enchant_as_it_enters): the move happens then, and until
    then, or if it can enchant nothing, the Aura stays where it is and its id is returned."""
    o = game.objs[oid]
    if zone == "play" and ("Instant" in o.card.types or "Sorcery" in o.card.types):
        return oid                                     # 212.5d, 212.7d, 217.1a: it stays where it is
    if zone == "play" and o.card.is_aura and o.zone != "stack" and not host:
        PARTS["enchant_as_it_enters"](game, oid, o.owner if controller is None else controller)
        return oid
    if zone != "play" and o.zone != "play" and not o.card.token and not cause and (
            zone != "graveyard" or o.card.combat is None):
        # no hook of MtgZones acts on a move that neither leaves nor enters play of a card that is
        # not a token, and that no replacement effect may change (zone_replacements.py): most
        # moves (draws, spells cast and resolved), the move alone, as the pipeline would make it
        return game.move(oid, zone_key(game, oid, zone), pos, controller)
    mv = ZoneMove((oid,), zone, controller=-1 if controller is None else controller, pos=pos, cause=cause, host=host)
    new = zones.move_cards(game, ZONES, mv)
    return new[0] if new else 0


def draw(game: Game, p: int, n: int = 1) -> None:
    """Draw from the top of the library; drawing from an empty library loses the game at the next
    state-based check (102.2, 420.5g)."""
    lib = game.zones[f"library{p}"]
    for _ in range(n):
        if not lib:
            game.pvars[p]["drew_empty"] = True
            return
        move(game, lib[-1], "hand")


def gain_life(game: Game, p: int, n: int) -> None:
    game.pvars[p]["life"] += n


def deal_damage(game: Game, source: int, target: tuple, amount: int, combat: bool = False) -> int:
    """Deal damage through prevention and replacement effects (419; prevention.py): to a player
    it is subtracted from their life (102.1), to a creature it is marked on it (420.5c). Zero
    damage is not dealt (419.5a). Returns the damage dealt."""
    if amount <= 0:
        return 0
    return PARTS["deal"](game, source, target, amount, combat)


def remove_from_combat(game: Game, oid: int) -> None:
    """306.2: it stops being attacking, blocking, blocked or unblocked. Damage it already
    assigned stays on the stack (glossary *Retiré du combat*); an attacker it blocked stays
    blocked (309.2f)."""
    v = game.vars
    if oid in v.get("attackers", ()):
        v["attackers"] = tuple(x for x in v["attackers"] if x != oid)
    blocks = v.get("blocks", ())
    if blocks and any(oid in pair for pair in blocks):
        v["blocks"] = tuple(pair for pair in blocks if oid not in pair)
    if oid in game.objs:
        clear_combat_marks(game, oid)


def clear_combat_marks(game: Game, oid: int) -> None:
    o = game.objs[oid]
    if o.marks & (ATTACKING | BLOCKING | BLOCKED | DEALT_FIRST):
        game.w(oid).marks &= ~(ATTACKING | BLOCKING | BLOCKED | DEALT_FIRST)
