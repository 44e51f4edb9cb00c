"""Rules tests of dbscg 11: warping to the owner's Warp, taking control with a stack."""

from __future__ import annotations

import pytest
from dbs_kit import codes, first_of, position

from tcg.games.dbs.actions import give_control, relocate

ED = "dbscg"


@pytest.mark.rules("dbscg:11-3-5", "dbscg:11-3-4", "dbscg:11-3-4-1")
def test_a_stack_moves_with_its_top_card_to_the_other_player():
    g = position(ED, {"battle": ["BT2-085"], "under": []}, {})
    top = first_of(g, "battle0", "BT2-085")
    u = g.create(g.rules.cards["BT13-108"], 0, "under0")
    g.objs[u].counters = {"top": top}
    new = give_control(g, top, 1)
    assert codes(g, "under1") == ["BT13-108"] and not g.zones["under0"]
    relocate(g, new, "drop")
    assert sorted(codes(g, "drop0")) == ["BT13-108", "BT2-085"] and not g.zones["under1"]


@pytest.mark.rules("dbscg:11-4-1")
def test_warp_is_the_owners_warp_face_up():
    g = position(ED, {"battle": ["BT1-060"]}, {})
    x = give_control(g, first_of(g, "battle0", "BT1-060"), 1)
    relocate(g, x, "warp")
    assert codes(g, "warp0") == ["BT1-060"] and not g.zones["warp1"]
