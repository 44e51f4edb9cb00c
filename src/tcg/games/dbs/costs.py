"""Cost changes (engineer M5): [Permanent] skills that make the energy cost of playing cards, the
combo cost, skill costs or the Z-Energy cost more or less (dbs-masters 20-21, 1-2-3-1; dbscg
1-3-6). What can be declared reads the changed cost (masters 5-3-3-1, 5-4-3-1, 5-6-3-1, 5-8-3-1;
5-3-4, 5-4-4, 5-6-4, 5-8-4)."""

from __future__ import annotations

from ...engine.state import Game
from .cards import pool_has
from .picks import fits
from .reading import negated, side_skills, valid

IN_PLAY = ("leader", "battle", "unison")


def _changes(game: Game, p: int, kind: str, traits: tuple[str, ...], card_oid: int = 0) -> list:
    out = []
    for q in (0, 1):
        for z in IN_PLAY:
            for oid in game.zones[f"{z}{q}"]:
                o = game.objs[oid]
                for s in side_skills(o):
                    if s.kind != "permanent" or s.cost_of != kind:
                        continue
                    if (s.cost_whose == "own") != (q == p) or (s.cost_trait and s.cost_trait not in traits):
                        continue
                    if s.cost_pick is not None and not (card_oid and fits(game, card_oid, s.cost_pick)):
                        continue          # "the skill cost of [Swap] on your yellow <Frieza> cards": the paying card
                    if not negated(game, o) and valid(game, o, s):
                        out.append(s)
    return out


def changed(game: Game, p: int, kind: str, total: int, pips, traits: tuple[str, ...] = (),
            oid: int = 0) -> tuple[int, dict]:
    """The cost `kind` of player `p` after every change: a coloured sphere more adds to the colour
    cost and to the total (20-21-1); a sphere less takes from both, never below 0 in the colour
    (1-2-3-1) and the total only by what the colour could lose (20-21-2, 20-21-2-1); (N) more or
    less changes the total. A total that would be negative is 0 (dbscg 1-3-6). `oid`: the card
    whose cost it is, for a change limited to some cards (`cost_pick`)."""
    if not pool_has(game.rules.cards, _CHANGES[kind]):       # no change of this cost in the pool: a hot path
        return total, dict(pips)
    ch = _changes(game, p, kind, traits, oid)
    pips = dict(pips)
    for s in ch:
        for c, n in s.cost_pips.items():
            if n > 0:
                pips[c] = pips.get(c, 0) + n
                total += n
            else:
                cut = min(-n, pips.get(c, 0))
                pips[c] = pips.get(c, 0) - cut
                total -= cut
        total += s.cost_change
    return max(total, 0), {c: n for c, n in pips.items() if n > 0}


def _change_test(kind: str):
    def changes(s) -> bool:
        return s.cost_of == kind
    return changes


_CHANGES = {k: _change_test(k) for k in ("play", "combo", "skill", "z", "swap")}   # one test per cost, for pool_has
