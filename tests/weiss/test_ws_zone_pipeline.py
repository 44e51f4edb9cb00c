"""Weiss Schwarz moves through the kernel's zone-change pipeline (engine/zones.py, weiss/moves.py):
a move a replacement effect changes or replaces away triggers nothing of the move it replaced,
and a leave trigger (Encore) reads the objects as they last were, every leaving card still in
place."""

from __future__ import annotations

import pytest
from ws_kit import B0, R0, names, position, slot

from tcg.engine.replacement import Replacement
from tcg.engine.zones import ZoneMove, move_cards
from tcg.games.weiss import moves as ws_moves

CHOCO_EXP = "HOL/W91-E089"      # Experience: with a blue card in your level, an encore variant (index 1)


def _ws_choco_on_stage():
    return position("main", f"""
stage = [{{ card = "{CHOCO_EXP}", slot = 0 }}]
level = ["{B0}"]
hand = ["{R0}"]
""")


class _ToMemoryInstead(ws_moves.WsZones):
    """A test replacement: a card that would go to the waiting room goes to memory instead, or
    (`away`) does not move at all."""

    def __init__(self, away: bool = False):
        self.away = away

    def replacements(self, game, mv):
        if mv.dest != "waiting":
            return []
        return [Replacement("instead", False, 0, lambda e: None if self.away else e._replace(dest="memory"))]


@pytest.mark.parametrize("away", [False, True])
def test_weiss_a_replaced_move_from_the_stage_triggers_no_encore(away):
    g = _ws_choco_on_stage()
    x = slot(g, 0, 0)
    new = move_cards(g, _ToMemoryInstead(away), ZoneMove((x,), "waiting"))
    assert not g.pending                                   # no Encore: it never went to the waiting room
    assert not g.zones["waiting0"]
    if away:
        assert new == [] and slot(g, 0, 0) == x            # replaced away: nothing moved
    else:
        assert names(g, "memory0") == [CHOCO_EXP] and slot(g, 0, 0) is None


@pytest.mark.rules("weiss:CR-10.2.1")
def test_weiss_encore_reads_the_stage_it_left_and_the_cards_leaving_with_it():
    g = _ws_choco_on_stage()
    x, blue = slot(g, 0, 0), g.zones["level0"][0]
    # the blue level card and the character leave together, the level card first: the
    # character's encore variant (a blue card in the level zone) is read before either moves
    new = ws_moves.move(g, [blue, x], "waiting")
    assert names(g, "waiting0") == [B0, CHOCO_EXP] and not g.zones["level0"]
    t = g.pending[-1]
    assert (t.source, t.code, t.index, t.subject, t.extra) == (new[1], CHOCO_EXP, -1, 0, (1,))
    assert len(g.pending) == 1                             # the level card has no Encore
