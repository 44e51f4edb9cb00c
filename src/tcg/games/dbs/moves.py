"""Every Dragon Ball Super card move, in both editions, goes through the kernel's zone-change
pipeline (engine/zones.py): the replacements of a zone change ([Critical]: the Drop instead of
the hand; Masters: a Z-card or [Ultimate] card removed from the game instead), the leave hook
that reads a card leaving play as it was there (last-known information: its [Revive], its
"placed in your Drop Area from your Battle Area by a skill" skills, the cards under it), the
move, and the enter hook that makes what the move triggers. A replaced move did not happen and
triggers nothing (masters 9-10-1-1). No other code makes these triggers by hand.

A move names its destination zone ("drop", "battle"...) and goes to the owner's zone, or to the
zone of `controller` when given (a control change, a card placed under another player's card).
Only the zones below are watched: every other move (a draw, a card charged as energy) is the
move alone, as cheap as `Game.move`."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine import zones
from ...engine.replacement import Replacement, replaced
from ...engine.zones import ZoneHooks, ZoneMove
from .after_actions import AFTER
from .base import Trigger
from .reading import negated, side_skills, valid

if TYPE_CHECKING:
    from ...engine.state import Game

REVIVE = -6                       # Trigger.index of [Revive] (dbscg 10-37, keywords.py)
# Why a card moves, for the triggers that depend on it: KO'd (by a battle or a rule), placed by a
# skill (masters 23-3-2: a KO by a skill is both), a life card dealt as damage by a [Critical] card.
KO, SKILL, KO_SKILL, CRITICAL = "ko", "skill", "ko skill", "critical"
_KOS, _SKILLS = (KO, KO_SKILL), (SKILL, KO_SKILL)
_PLAY = ("battle", "combo", "unison")               # the areas whose cards have cards under them (11-3-4)
_MASTERS_PLAY = ("leader", "battle", "unison")      # masters 14-1-4, 22-14-3


class Left(NamedTuple):
    """A card leaving the Battle, Combo or Unison Area as it was there (last-known information,
    masters 9-6-9-1-2)."""

    area: str                     # the area it left ("battle", "combo", "unison")
    owner: int
    controller: int
    code: str
    tapped: bool
    below: list[int]              # the cards under it (11-3)
    revive: bool                  # its [Revive] triggers if this KO puts it in the Drop (10-37-1)
    dropped: tuple[int, ...]      # its skills "... or it is placed in your Drop Area from your Battle Area by a skill"


def unders(game: Game, oid: int) -> list[int]:
    """The cards under `oid` (dbscg 11-3): in its controller's `under` zone, counters["top"] = oid."""
    objs = game.objs
    return [u for u in game.zones[f"under{objs[oid].controller}"] if (objs[u].counters or {}).get("top") == oid]


def retarget(game: Game, old: int, new: int, power_only: bool = False) -> None:
    """The continuous effects on `old` now apply to `new`, the same card as a new object (all of
    them, or only those that change its power)."""
    game.effects = [e._replace(targets=tuple(new if t == old else t for t in e.targets))
                    if old in e.targets and (not power_only or e.op == "power") else e for e in game.effects]


class DbsZones(ZoneHooks):
    """DBS around every watched zone change: a card leaving the Leader, Battle, Combo or Unison
    Area, from under a card, from the life (damage, "add to your hand") or from the Energy Area."""

    from_zones = frozenset(f"{z}{p}" for z in ("leader", *_PLAY, "under", "life", "energy") for p in (0, 1))
    leave_dests = enter_dests = frozenset()

    def replacements(self, game: Game, mv: ZoneMove) -> list[Replacement]:
        """[Critical] (dbscg 10-6, masters 22-6): life cards dealt as damage go to the Drop instead
        of the hand. Masters: a Z-card leaving the Leader, Battle or Unison Area is removed from the
        game instead (14-1-4, a self-replacement), an [Ultimate] card leaving the Battle or Unison
        Area too (22-14-3); a Z-card from under a card put in the Drop too (14-1-5). A card
        placed under the card on top of it stays in the area, and a control change keeps it
        there: neither is leaving. Each applies once to an event (9-10-2-3)."""
        dest = mv.dest
        if mv.cause == CRITICAL:
            return [] if dest != "hand" else [Replacement("critical", False, 0, _to_drop)]
        if len(mv.oids) != 1 or dest in ("removed", "under") or not game.rules.edition.leaving_removed:
            return []
        oid = mv.oids[0]
        o = game.objs[oid]
        area = o.zone[:-1]
        out = []
        if area in _MASTERS_PLAY and dest != area:
            if o.card.z:
                out.append(Replacement(("z", oid), True, 0, _removed))
            if "ultimate" in o.card.keywords:
                out.append(Replacement(("ultimate", oid), False, 1, _removed))
        elif area == "under" and dest == "drop" and o.card.z:
            out.append(Replacement(("z", oid), True, 0, _removed))
        return out

    def leaving(self, game: Game, mv: ZoneMove) -> Any:
        """A card leaving the Battle, Combo or Unison Area, read there before it moves: the cards
        under it, and what its move triggers as it was there (a negated skill triggers nothing,
        dbscg 8-3-2, 8-6-5-2): one `Left` per object, None for the others."""
        objs = game.objs
        cause = mv.cause
        lki = None
        for k, oid in enumerate(mv.oids):
            o = objs[oid]
            area = o.zone[:-1]
            if area not in _PLAY:
                continue
            revive, dropped = False, ()
            if cause and area == "battle":
                if cause in _KOS and o.card.revive and (oid, REVIVE) not in game.vars["opt"]:
                    revive = not negated(game, o)
                if cause in _SKILLS and not negated(game, o):
                    dropped = tuple(i for i, s in enumerate(side_skills(o))
                                    if s.kind == "auto" and s.also_dropped and valid(game, o, s))
            below = unders(game, oid)
            if below or revive or dropped or mv.dest in _PLAY:      # else nothing follows it (most moves)
                lki = lki or [None] * len(mv.oids)
                lki[k] = Left(area, o.owner, o.controller, o.card.code, o.tapped, below, revive, dropped)
        return lki

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...], lki: Any) -> None:
        dest = mv.dest
        if lki is None and dest != "zenergy" and dest != "hand":
            return                        # most moves: a card of the Combo Area to the Drop
        objs = game.objs
        for k, oid in enumerate(new):
            left = lki[k] if lki else None
            if left is not None:
                _left_play(game, mv.oids[k], oid, dest, left)
            elif dest == "zenergy" and froms[k].startswith("energy"):
                AFTER["energy_to_zenergy"](game, objs[oid].owner)   # "When one of your energy is added to your Z-Energy"
        if dest == "hand" and froms[0].startswith("life"):
            p = objs[new[0]].owner
            if game.result is None and game.zones[f"life{p}"]:
                # "When you add a card from your life to your hand": once an action (masters 21-3-2);
                # not when it took the last one (the player lost, 1-2-1-1-1)
                AFTER["life_added"](game, p)


def _left_play(game: Game, old: int, new: int, dest: str, left: Left) -> None:
    """A card has left the Battle, Combo or Unison Area (`left`: as it was there)."""
    o = game.objs[new]
    area = left.area
    control = dest == "battle" and area == "battle"
    if control:
        o.tapped = left.tapped            # 11-5-1-1: a card taken keeps its orientation and effects
        retarget(game, old, new)
    elif game.rules.edition.effects_follow and ((area in ("battle", "unison") and dest in _PLAY)
                                               or (area == "combo" and dest == "battle")):
        retarget(game, old, new)          # masters 3-1-4-1 / 3-1-4-2 (dbscg 8-8-1-4: they end)
    for u in left.below:
        if control:
            game.objs[move(game, u, "under", controller=o.controller)].counters = {"top": new}   # 11-3-5
        elif dest == "combo":
            game.w(u).counters = {"top": new}        # Battle -> Combo keeps the pile (3-1-4, 11-3-4)
        else:
            move_one(game, u, "drop")     # 11-3-4, 11-3-4-1: to the Drop, triggering nothing
    if dest == "drop" and o.zone == f"drop{left.owner}":
        if left.revive:                   # [Revive X/Y] (10-37-1): the card was KO'd into the Drop
            game.pending.append(Trigger(left.owner, new, left.code, REVIVE, False))
        for i in left.dropped:            # "placed in your Drop Area from your Battle Area by a skill" (8-6-5-1-2)
            game.pending.append(Trigger(left.controller, new, left.code, i, False))


def _to_drop(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="drop")


def _removed(mv: ZoneMove) -> ZoneMove:
    return mv._replace(dest="removed")


ZONES = DbsZones()

# move_one(game, oid, dest, pos=None) -> the new id: one card to its owner's `dest`
move_one = partial(zones.move_one, ZONES)


def move(game: Game, oid: int, dest: str, pos: int | None = None, *, controller: int = -1, cause: str = "") -> int:
    """One card to `dest` (its owner's, or `controller`'s who then controls it) at `pos` (default
    on top), moved for `cause`; returns its new id."""
    if controller < 0 and not cause:
        return move_one(game, oid, dest, pos)
    new = zones.move_cards(game, ZONES, ZoneMove((oid,), dest, False, False, controller, pos, cause))
    return new[0] if new else 0


def move_cards(game: Game, oids: list[int], dest: str, cause: str = "") -> list[int]:
    """Several cards in order, one action (the life cards of one damage), to their owners' `dest`."""
    return zones.move_cards(game, ZONES, ZoneMove(tuple(oids), dest, cause=cause))


def destination(game: Game, oid: int, dest: str) -> str:
    """Where a move of `oid` to `dest` would really go, after the replacements (the move not made)."""
    ev = replaced(ZoneMove((oid,), dest), lambda e: ZONES.replacements(game, e))
    return ev.dest
