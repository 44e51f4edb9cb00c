"""Choices of any number and amounts read from costs (issue 20, ffquant): "Choose any number of
Characters you control" (up to as many as there are), "2000 damage for each CP required to cast
it", "reduced by 2 for each _Job Archfiend_ of different name put into your Break Zone"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, resolve_stack, setup

R = pytest.mark.rules

ROSA = "11-126R"        # water Forward: "[Teleport] {S}{D}: Choose any number of Characters you control. Return them
                        # to their owners' hands. You can only use this ability once per turn."
KUJATA = "12-059C"      # earth Summon 4: "Choose 1 Forward. Deal it 2000 damage for each CP required to cast it."
GOLBEZ = "2-109H"       # lightning Forward 8: "The cost to play Golbez onto the field is reduced by 2 for each _Job
                        # Archfiend_ of different name put into your Break Zone."
BARBARICCIA = "2-064H"  # Job Archfiend
BARBARICCIA_2 = "3-066R"  # Job Archfiend, the same name
CAGNAZZO = "2-124H"     # Job Archfiend
KNIGHT = "1-050C"       # ice Forward 7000, cost 3
SQUIRE = "1-026C"       # fire Forward 3000
WATER_EVOKER = "1-159C"
EARTH_EVOKER = "1-105C"
LIGHTNING_SUMMONER = "1-138C"


def test_rosa_returns_the_characters_chosen_any_number_of_them():
    g = setup({"field": [ROSA, KNIGHT, SQUIRE, WATER_EVOKER], "hand": [ROSA]})
    do(g, ("use", fid(g, "Rosa", "field0"), 2), ("target", fid(g, "Knight", "field0")))
    do(g, ("target", fid(g, "Evoker", "field0")))
    assert ("done",) in g.decision.options       # any number: may stop at two of four
    do(g, ("done",), ("cost_name", fid(g, "Rosa", "hand0")))
    resolve_stack(g)
    assert sorted(names(g, "hand0")) == ["Evoker", "Knight"] and sorted(names(g, "field0")) == ["Rosa", "Squire"]


def test_kujata_deals_2000_damage_for_each_cp_of_the_forward():
    g = setup({"field": [EARTH_EVOKER] * 4, "hand": [KUJATA]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Kujata", "hand0")), ("target", knight))
    for o in list(g.zones["field0"]):
        do(g, ("dull", o))
    resolve_stack(g)
    assert g.objs[knight].damage == 6000 and names(g, "field1") == ["Knight"]


@R("fftcg:11.4.4")
def test_golbez_costs_2_less_for_each_archfiend_name_in_the_break_zone():
    g = setup({"field": [LIGHTNING_SUMMONER] * 6, "hand": [GOLBEZ],
               "break": [BARBARICCIA, BARBARICCIA_2, CAGNAZZO]})
    do(g, ("play", fid(g, "Golbez", "hand0")))
    for o in list(g.zones["field0"])[:4]:        # 8 less 2 x 2 names (two Barbariccia count once)
        do(g, ("dull", o))
    assert "Golbez" in names(g, "field0") and g.decision.kind == "priority"
