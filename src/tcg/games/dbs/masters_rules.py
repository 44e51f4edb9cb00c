"""Masters rule processing that the first edition does not have (dbs-masters 21): the 'removed from the game instead'
replacements of Z-cards (14-1-4, 21-15), [Ultimate] cards (22-14-3, 21-12) and tokens (19-1-7),
applied with the kernel's replacement machinery, each at most once per event (9-10-2-3), and
last-known information of a card that left the Battle Area (9-6-9-1-2, 9-12)."""

from __future__ import annotations

from ...engine.replacement import Replacement, replaced
from ...engine.state import Game
from .reading import power

IN_PLAY = ("leader", "battle", "unison")


def _candidates(game: Game):
    def find(event):
        _kind, oid, dest = event
        o = game.objs[oid]
        out = []
        if o.zone[:-1] in IN_PLAY and not dest.startswith("removed"):
            if o.card.z:
                # 14-1-4 / 21-15: a Z-card leaving the Leader, Battle or Unison Area is removed.
                out.append(Replacement(("z", oid), True, 0, lambda ev: ("leave", ev[1], f"removed{o.owner}")))
            if "ultimate" in o.card.keywords:
                # 22-14-3 / 21-12: an [Ultimate] card leaving the Battle/Unison Area is removed.
                out.append(Replacement(("ultimate", oid), False, 1,
                                       lambda ev: ("leave", ev[1], f"removed{o.owner}")))
        return out
    return find


def destination(game: Game, oid: int, dest: str) -> str:
    """Where a card leaving its zone for `dest` really goes, after the Masters replacements."""
    if not game.rules.edition.leaving_removed:
        return dest
    o = game.objs[oid]
    if o.zone[:-1] not in IN_PLAY or not (o.card.z or "ultimate" in o.card.keywords):
        return dest
    return replaced(("leave", oid, dest), _candidates(game))[2]


def remember(game: Game, oid: int) -> None:
    """Last-known information of a card leaving the Battle Area (9-6-9-1-2): its power there."""
    o = game.objs[oid]
    if o.zone[:-1] == "battle":
        game.vars["lki"] = (oid, o.card.code, power(game, oid), o.controller)
