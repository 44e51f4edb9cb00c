"""Other printings of selectors and moves (issue 20, ffquant): "1 Light or Dark Character" (either
Element), "1 _Card Name Jecht_, _Card Name Yuna_ or _Card Name Wakka_", "Place it at the bottom of
your deck"."""

from __future__ import annotations

import pytest
from play_kit import FILLER, do, fid, names, pass_until, resolve_all, setup

R = pytest.mark.rules

JECHT = "16-131S"       # fire Forward: "Put Jecht into the Break Zone: Search for 1 Light or Dark Character and add it
                        # to your hand."
TIDUS = "16-139S"       # light Forward 3: "{EX} When Tidus enters the field, you may search for 1 _Card Name Jecht_,
                        # _Card Name Yuna_ or _Card Name Wakka_ and add it to your hand."
YUNALESCA = "11-123L"   # water Forward 4: "When Yunalesca enters the field, choose 1 Summon in your Break Zone. Place
                        # it at the bottom of your deck."
CLOUD = "1-182L"        # light Forward
KNIGHT = "1-050C"       # ice Forward
IFRIT = "1-004C"        # fire Summon
WATER_EVOKER = "1-159C"


def test_jecht_searches_only_a_light_or_dark_character():
    g = setup({"field": [JECHT], "deck": [FILLER, CLOUD, KNIGHT]})
    do(g, ("use", fid(g, "Jecht", "field0"), 1))
    pass_until(g, "search")
    assert g.decision.options == (("done",), ("take", fid(g, "Cloud", "deck0")))    # may find nothing
    do(g, g.decision.options[1])
    assert names(g, "hand0") == ["Cloud"] and names(g, "break0") == ["Jecht"]


@R("fftcg:11.8.14")
def test_tidus_searches_one_of_the_three_names():
    g = setup({"hand": [TIDUS], "field": [WATER_EVOKER] * 3, "deck": [FILLER, JECHT, KNIGHT]})
    do(g, ("play", fid(g, "Tidus", "hand0")), *(("dull", o) for o in g.zones["field0"]))
    pass_until(g, "optional")
    do(g, ("yes",))
    assert g.decision.options == (("done",), ("take", fid(g, "Jecht", "deck0")))
    do(g, g.decision.options[1])
    assert names(g, "hand0") == ["Jecht"]


def test_yunalesca_places_the_chosen_summon_at_the_bottom_of_the_deck():
    g = setup({"hand": [YUNALESCA], "field": [WATER_EVOKER] * 4, "break": [IFRIT], "deck": [FILLER, KNIGHT]})
    do(g, ("play", fid(g, "Yunalesca", "hand0")), *(("dull", o) for o in g.zones["field0"]))
    pass_until(g, "target")
    do(g, ("target", fid(g, "Ifrit", "break0")))
    resolve_all(g)
    assert names(g, "deck0") == ["Ifrit", "Black Belt", "Knight"] and names(g, "break0") == []
