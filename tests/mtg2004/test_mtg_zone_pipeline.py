"""MTG 2004 moves through the kernel's zone-change pipeline (engine/zones.py, mtg2004/actions.py):
a move a replacement effect changes or replaces away triggers nothing of the move it replaced,
and leaves-play triggers look back at every permanent leaving in the same move (410.10d)."""

from __future__ import annotations

import pytest

from tcg.engine.replacement import Replacement
from tcg.engine.zones import ZoneMove, move_cards
from tcg.games.mtg2004 import actions

from .kit import names, oid, setup

rules = pytest.mark.rules


def _rotlung_and_monk():
    # Rotlung Reanimator: "Whenever Rotlung Reanimator or another Cleric is put into a graveyard
    # from play, put a 2/2 black Zombie creature token into play"; Venerable Monk is a Cleric
    return setup({"field": ["Rotlung Reanimator", "Venerable Monk"]}, phase="main1")


class _RemovedInstead(actions.MtgZones):
    """A test replacement: "if it would be put into a graveyard, remove it from the game
    instead", or (`away`) it does not move at all."""

    def __init__(self, away: bool = False):
        self.away = away

    def replacements(self, game, mv):
        if mv.dest != "graveyard":
            return []
        return [Replacement("instead", False, 0, lambda e: None if self.away else e._replace(dest="removed"))]


@pytest.mark.parametrize("away", [False, True])
def test_mtg_a_replaced_move_to_the_graveyard_triggers_no_dies_ability(away):
    g = _rotlung_and_monk()
    monk = oid(g, "Venerable Monk")
    new = move_cards(g, _RemovedInstead(away), ZoneMove((monk,), "graveyard"))
    assert not g.pending and not g.zones["graveyard0"]     # it was never put into a graveyard
    if away:
        assert new == [] and oid(g, "Venerable Monk") == monk
    else:
        assert names(g, "removed") == ["Venerable Monk"] and names(g, "play") == ["Rotlung Reanimator"]


@rules("mtg2004:410.10d")
def test_mtg_leaves_play_triggers_look_back_at_everything_leaving_in_the_same_move():
    g = _rotlung_and_monk()
    rotlung, monk = oid(g, "Rotlung Reanimator"), oid(g, "Venerable Monk")
    move_cards(g, actions.ZONES, ZoneMove((rotlung, monk), "graveyard"))
    assert names(g, "graveyard0") == ["Rotlung Reanimator", "Venerable Monk"] and not g.zones["play"]
    # Rotlung, moved first, still sees the Monk put into the graveyard after it, and itself
    assert sorted((t.source, t.subject) for t in g.pending) == sorted([(rotlung, monk), (rotlung, rotlung)])
