"""[Permanent] skills that let a player do what the rules forbid, or forbid what they allow
(dbs-masters 0-2-2: card text first): "You can use your <card> Rest Mode cards in combos" (5-7-5
asks an Active card), "Your <card> cards can attack your opponent's Battle Cards in Active Mode, and
when they attack your opponent's Battle Cards, your opponent skips their Defense Step" (8-1-1, 8-3),
"While this card is in a battle, you can't activate Extra skills or use cards in combos"."""

from __future__ import annotations

from ...engine.state import Game
from .cards import PERMITS, pool_has
from .picks import fits
from .reading import negated, side_skills, valid

IN_PLAY = ("leader", "battle", "unison")


def _permanents(game: Game, p: int, field: str, only: tuple[int, ...] = ()) -> list:
    """(card id, skill) of player p's valid [Permanent]s that have `field` (of the cards `only`)."""
    out = []
    if not pool_has(game.rules.cards, _FIELD_TESTS[field]):
        return out                          # no card of the pool has such a [Permanent]: a hot path
    for oid in only or [x for z in IN_PLAY for x in game.zones[f"{z}{p}"]]:
        o = game.objs.get(oid)
        if o is None or o.controller != p or field not in o.card.permits or negated(game, o):
            continue
        for s in side_skills(o):
            if s.kind == "permanent" and getattr(s, field) and valid(game, o, s):
                out.append((oid, s))
    return out


def rest_combo(game: Game, p: int, oid: int) -> bool:
    """Player p may use their Rest Mode card `oid` in a combo."""
    return any(fits(game, oid, s.rest_combo) for _x, s in _permanents(game, p, "rest_combo"))


def active_attack(game: Game, p: int, attacker: int) -> bool:
    """p's `attacker` may attack Active Battle Cards, and the opponent then skips the Defense Step."""
    return any(fits(game, attacker, s.active_attack) for _x, s in _permanents(game, p, "active_attack"))


def battle_locked(game: Game, p: int) -> bool:
    """Player p's card with the lock is the attacking or the defending card of a battle."""
    v = game.vars
    if not v["battle"]:
        return False
    objs = game.objs
    fighters: tuple[int, ...] = ()
    for x in (v["attacker"], v["defender"]):
        o = objs.get(x)
        if o is not None and "battle_lock" in o.card.permits:
            fighters += (x,)
    return bool(fighters) and bool(_permanents(game, p, "battle_lock", fighters))


def _permanent_with(field: str):
    def test(s) -> bool:
        return s.kind == "permanent" and bool(getattr(s, field))
    return test


_FIELD_TESTS = {f: _permanent_with(f) for f in PERMITS}
