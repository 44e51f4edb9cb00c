"""As many targets as a count, and amounts counted on the Field (issue 20, ffquant): "choose up to
the same number of Characters opponent controls as the _Job Ninja_ or _Card Name Ninja_ you
control", "... as the Monster Counters placed on X", "deal 2000 damage to all the Forwards
opponent controls for each _Job Archfiend_ Forward you control", "reduced by 1 for each _Job Monk_ and _Card Name Monk_ you control"."""

from __future__ import annotations

import pytest
from play_kit import FILLER, do, fid, names, resolve_all, resolve_stack, setup

R = pytest.mark.rules

ZANGETSU = "11-094C"    # lightning Forward 4, Job Ninja: "When Zangetsu enters the field, choose up to the same number
                        # of Characters opponent controls as the _Job Ninja_ or _Card Name Ninja_ you control. Dull them."
NINJA = "1-078C"        # wind Forward named Ninja
CACTUARONI = "14-043C"  # wind Monster: "Put Cactuaroni into the Break Zone: Choose up to the same number of Characters
                        # as the Monster Counters placed on Cactuaroni. Activate them."
BARBARICCIA = "13-047H"  # wind Forward 2, Job Archfiend: "When Barbariccia enters the field, deal 2000 damage to all the
                         # Forwards opponent controls for each _Job Archfiend_ Forward you control."
CAGNAZZO = "2-124H"     # Job Archfiend Forward
MONK = "13-063C"        # earth Forward 5: "The cost required to cast Monk is reduced by 1 for each _Job Monk_ and
                        # _Card Name Monk_ you control (it cannot become 0)."
MONK_1 = "1-119C"       # earth Forward named Monk
KNIGHT = "1-050C"       # ice Forward 7000
LIGHTNING_SUMMONER = "1-138C"
WIND_EVOKER = "1-068C"
EARTH_EVOKER = "1-105C"


def test_zangetsu_chooses_up_to_as_many_characters_as_ninjas_you_control():
    g = setup({"hand": [ZANGETSU], "field": [NINJA] + [LIGHTNING_SUMMONER] * 4}, {"field": [KNIGHT, KNIGHT, KNIGHT]})
    do(g, ("play", fid(g, "Zangetsu", "hand0")), *(("dull", o) for o in g.zones["field0"][1:]))
    knights = list(g.zones["field1"])
    do(g, ("target", knights[0]), ("target", knights[1]))     # Zangetsu and Ninja: two, no third
    resolve_all(g)
    assert [g.objs[k].tapped for k in knights] == [True, True, False]


def test_cactuaroni_activates_as_many_characters_as_its_monster_counters():
    dull = {"card": KNIGHT, "dull": True}
    g = setup({"field": [{"card": CACTUARONI, "counters": {"monster": 2}}, dull, dull, dull]})
    knights = [o for o in g.zones["field0"] if g.objs[o].card.code == KNIGHT]
    do(g, ("use", fid(g, "Cactuaroni", "field0"), 1), ("target", knights[0]), ("target", knights[1]))
    assert g.decision.kind != "target" and names(g, "break0") == ["Cactuaroni"]
    resolve_stack(g)
    assert [g.objs[k].tapped for k in knights] == [False, False, True]


def test_barbariccia_deals_2000_damage_to_each_forward_for_each_archfiend():
    g = setup({"hand": [BARBARICCIA], "field": [CAGNAZZO, WIND_EVOKER, WIND_EVOKER]}, {"field": [KNIGHT, FILLER]})
    do(g, ("play", fid(g, "Barbariccia", "hand0")), *(("dull", o) for o in g.zones["field0"][1:]))
    resolve_all(g)
    assert [g.objs[o].damage for o in g.zones["field1"]] == [4000, 4000]    # Barbariccia and Cagnazzo


@R("fftcg:11.4.4")
def test_monk_costs_1_less_for_each_monk_you_control():
    g = setup({"hand": [MONK], "field": [MONK_1, MONK_1] + [EARTH_EVOKER] * 5})
    do(g, ("play", fid(g, "Monk", "hand0")))
    evokers = [o for o in g.zones["field0"] if g.objs[o].card.code == EARTH_EVOKER]
    do(g, *(("dull", o) for o in evokers[:3]))   # 5 less 2
    assert names(g, "field0").count("Monk") == 3 and g.decision.kind == "priority"
