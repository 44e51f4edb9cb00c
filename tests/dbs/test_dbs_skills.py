"""Rules tests of the first edition's skills (dbscg 8): activation of Extra cards and costs,
targets chosen on resolution, once per turn per card, marker costs, pending autos."""

from __future__ import annotations

import pytest
from dbs_kit import codes, opts, pick, position, settle

ED = "dbscg"


@pytest.mark.rules("dbscg:8-5-3", "dbscg:8-5-3-2", "dbscg:8-5-2-5-1", "dbscg:8-1-3-1-2", "dbscg:8-5-2-2-1",
                   "dbscg:8-5-4")
def test_an_extra_pays_its_energy_cost_goes_to_the_drop_and_chooses_on_resolution():
    g = position(ED, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["BT7-061"], "hand": ["BT7-061"]},
                 auto_forced=False)
    pick(g, "extra", "BT1-082")
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    assert codes(g, "drop0") == ["BT1-082"] and g.objs[g.zones["energy0"][0]].tapped
    assert [g.objs[o[1]].zone for o in opts(g, "ko")] == ["battle1"]    # a Battle Card in the Battle Area
    g.apply(("none",))                                                   # "up to 1": none is allowed
    settle(g)
    assert codes(g, "battle1") == ["BT7-061"]


@pytest.mark.rules("dbscg:8-5-3-4", "dbscg:8-7-1", "dbscg:8-2-2-1")
def test_no_legal_target_ignores_that_effect_and_does_the_rest():
    g = position(ED, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["BT9-042"]})
    pick(g, "extra", "BT1-082")
    settle(g)
    assert codes(g, "battle1") == ["BT9-042"] and codes(g, "drop0") == ["BT1-082"]   # [Barrier]: none chosen


@pytest.mark.rules("dbscg:10-11-2", "dbscg:10-11-3", "dbscg:8-1-3-1-1")
def test_once_per_turn_counts_per_card():
    g = position(ED, {"battle": ["BT8-129", "BT8-129", "BT7-061", "BT7-061"]}, {}, auto_forced=False)
    a, b = [x for x in g.zones["battle0"] if g.objs[x].card.code == "BT8-129"]
    pick(g, "skill", "BT8-129")
    pick(g, "sacrifice", "BT7-061")
    settle(g)
    left = {o[1] for o in opts(g, "skill")}
    assert len(left) == 1 and left <= {a, b}                           # the other copy still can


@pytest.mark.rules("dbscg:8-4-2-5-1-3")
def test_a_marker_cost_needs_enough_markers():
    g = position(ED, {"unison": ["BT10-033"]}, {})
    g.w(g.zones["unison0"][0]).counters = {"markers": 1}
    g.push("main_free")
    g.decision = None
    g.run()
    assert not opts(g, "skill")                                        # [UNISON -2] with 1 marker


@pytest.mark.rules("dbscg:8-6-7", "dbscg:8-6-1", "dbscg:8-6-3")
def test_a_pending_auto_resolves_after_its_card_left():
    g = position(ED, {"leader": ["TB1-074"], "battle": ["BT8-129", "BT9-121", "BT9-121"]},
                 {"battle": ["BT7-061"]}, auto_forced=False)
    pick(g, "skill", "BT8-129")
    pick(g, "sacrifice", "BT9-121")
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] == "ko"), g.decision.options[0]))
    assert codes(g, "drop0") == ["BT9-121"] and len(g.zones["hand0"]) == 1     # drawn from the Drop
