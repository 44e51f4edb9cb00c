"""Effects on Battle Cards chosen on resolution (dbscg 8-5-3, masters 5-2): every op a card file
may pair with `who = choose_own_battle / choose_opp_battle` does what it says (verbs.CHOSEN), and
the loader refuses a pair no effect handles (tests/test_card_loaders.py)."""

from __future__ import annotations

import pytest
from dbs_kit import CGT, FRIEZA, MT, codes, first_of, pick, position, settle


@pytest.mark.rules("dbscg:8-5-3-1", "dbs-masters:5-2-3")
@pytest.mark.parametrize("ed", [CGT, MT])
def test_choose_one_of_your_battle_cards_and_switch_it_to_rest_mode(ed):
    """Issue 22 item 11: the effect used to load and do nothing. One of your own Active Battle
    Cards is chosen (not the opponent's, not a Rested one: switching it again does nothing,
    dbscg 1-3-2-1) and switched to Rest Mode; then the draw."""
    g = position(ed, {"battle": ["TEST-CH-REST", "BT1-060", {"card": "BT1-062", "dull": True}], "deck": ["5 BT1-102"]},
                 {"battle": ["BT1-072"]}, leader=FRIEZA, auto_forced=False)
    me, goku, rested = first_of(g, "battle0", "TEST-CH-REST"), first_of(g, "battle0", "BT1-060"), \
        first_of(g, "battle0", "BT1-062")
    hand = len(g.zones["hand0"])
    pick(g, "skill", "TEST-CH-REST")
    settle(g, "target")
    assert sorted(g.decision.options) == [("rest_own", me), ("rest_own", goku)]    # "Choose 1": no "none"
    g.apply(("rest_own", goku))
    settle(g)
    assert g.objs[goku].tapped and not g.objs[me].tapped and g.objs[rested].tapped
    assert not g.objs[first_of(g, "battle1", "BT1-072")].tapped
    assert len(g.zones["hand0"]) == hand + 1 and codes(g, "battle0") == ["TEST-CH-REST", "BT1-060", "BT1-062"]
