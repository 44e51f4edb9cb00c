"""Cost changes (costs.py) proven with made-up cards TEST-M5-* (fixture_cards/general_mechanics.toml):
energy costs of playing cards, combo costs, skill costs and Z-Energy costs made more or less by a
[Permanent] skill, and what can then be declared."""

from __future__ import annotations

import pytest
from dbs_kit import CGT, FRIEZA, MT, codes, opts, pay, pick, position, settle


def _tapped(g, zone: str) -> int:
    return sum(1 for x in g.zones[zone] if g.objs[x].tapped)


# ------------------------------------------------------------------- energy cost of a play
@pytest.mark.rules("dbs-masters:20-21-2", "dbs-masters:5-3-3-1")
def test_coloured_decrease_lowers_colour_and_total():
    # Son Goku BT1-060: (G) + 1 = 2 in total; "decreased by (G)": 1 in total, no colour cost
    g = position(MT,
                 {"battle": ["TEST-M5-SAIYANCUT"], "hand": ["BT1-060", "BT1-062", "BT7-061"], "energy": ["BT1-102"]},
                 leader=FRIEZA)
    playable = {g.objs[o[1]].card.code for o in opts(g, "play")}
    assert playable == {"BT1-060", "BT1-062"}            # the <<Saiyan>> cards; Krillin still needs (G)
    pick(g, "play", "BT1-060")
    settle(g)
    assert "BT1-060" in codes(g, "battle0") and _tapped(g, "energy0") == 1


@pytest.mark.rules("dbs-masters:20-21-2-1", "dbs-masters:1-2-3-1")
def test_decrease_beyond_the_colour_cost_stops_at_zero():
    # two "(G) less" on a card with one (G): the colour cost is 0 and the total only 1 less
    g = position(MT, {"battle": ["TEST-M5-SAIYANCUT", "TEST-M5-SAIYANCUT"], "hand": ["BT1-060"],
                      "energy": ["BT1-102", "BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT1-060")
    assert g.decision.kind == "pay"
    pay(g, "BT1-102")
    settle(g)
    assert "BT1-060" in codes(g, "battle0") and _tapped(g, "energy0") == 1


@pytest.mark.rules("dbs-masters:20-21-1", "dbs-masters:5-3-4")
def test_coloured_increase_raises_colour_and_total():
    # Krillin BT7-061: (G); the opponent's "increased by (G)": (G)(G) = 2, two green energy
    g = position(MT, {"hand": ["BT7-061"], "energy": ["BT1-060", "BT1-102"]}, {"battle": ["TEST-M5-TAX"]},
                 leader=FRIEZA)
    assert not opts(g, "play")                           # not payable because of an effect: no declaration
    g = position(MT, {"hand": ["BT7-061"], "energy": ["BT1-060", "BT1-062", "BT1-102"]}, {"battle": ["TEST-M5-TAX"]},
                     auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT7-061")
    pay(g, "BT1-060", "BT1-062")
    settle(g)
    assert codes(g, "battle0") == ["BT7-061"] and _tapped(g, "energy0") == 2


@pytest.mark.rules("dbscg:1-3-6")
def test_negative_total_is_zero_after_every_change():
    # Gravy BT4-113: 3, no colour; four "(1) less" and the opponent's "(1) more": 3 - 4 + 1 = 0
    g = position(CGT, {"battle": ["4 TEST-M5-ONELESS"], "hand": ["BT4-113"]}, {"battle": ["TEST-M5-TAX1"]},
                 leader=FRIEZA)
    pick(g, "play", "BT4-113")
    settle(g)
    assert "BT4-113" in codes(g, "battle0")
    g = position(CGT, {"battle": ["3 TEST-M5-ONELESS"], "hand": ["BT4-113"]}, {"battle": ["TEST-M5-TAX1"]},
                 leader=FRIEZA)
    assert not opts(g, "play")                           # 3 - 3 + 1 = 1 with no energy


# ------------------------------------------------------------------------------ combo cost
@pytest.mark.rules("dbs-masters:5-6-3-1")
def test_combo_cost_decrease_allows_the_combo():
    p1 = {"battle": [{"card": "BT1-104", "dull": True}]}
    g = position(MT, {"battle": ["BT1-104"], "hand": ["TEST-M5-COMBO1"]}, p1, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "Banan", "Banan")
    settle(g, "offense")
    assert not opts(g, "combo")                          # combo cost 1, no energy
    g = position(MT, {"battle": ["BT1-104", "TEST-M5-COMBOCUT"], "hand": ["TEST-M5-COMBO1"]}, p1, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "attack", "Banan", "Banan")
    settle(g, "offense")
    pick(g, "combo", "TEST-M5-COMBO1")
    settle(g, "offense")
    assert codes(g, "combo0") == ["TEST-M5-COMBO1"] and g.decision.player == 0


@pytest.mark.rules("dbs-masters:5-6-4")
def test_combo_cost_increase_forbids_the_combo():
    g = position(MT, {"battle": ["BT1-104"], "hand": ["BT1-060"]},
                 {"battle": [{"card": "BT1-104", "dull": True}, "TEST-M5-COMBOTAX"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "Banan", "Banan")
    settle(g, "offense")
    assert not opts(g, "combo")                          # combo cost 0 + 1 with no energy


# ------------------------------------------------------------------------------ skill costs
@pytest.mark.rules("dbs-masters:5-8-3-1")
def test_skill_cost_decrease_allows_the_skill():
    g = position(MT, {"battle": ["TEST-M5-SKILL2"], "energy": ["BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "skill")
    g = position(MT, {"battle": ["TEST-M5-SKILL2", "TEST-M5-SKILLCUT"], "energy": ["BT1-102"], "deck": ["3 BT1-060"]},
                 leader=FRIEZA)
    pick(g, "skill", "TEST-M5-SKILL2")
    settle(g)
    assert codes(g, "hand0") == ["BT1-060"] and _tapped(g, "energy0") == 1


@pytest.mark.rules("dbs-masters:5-8-4", "dbs-masters:1-6-4", "dbscg:8-4-2-1-1")
@pytest.mark.parametrize("ed", [MT, CGT])
def test_added_skill_cost_is_paid_after_the_printed_one(ed):
    p1 = {"battle": ["TEST-M5-SKILLTAX"]}
    g = position(ed, {"battle": ["TEST-M5-SKILLD"], "hand": ["BT7-061"]}, p1, leader=FRIEZA)
    assert not opts(g, "skill")                          # (1) more and no energy: cannot be declared
    g = position(ed, {"battle": ["TEST-M5-SKILLD"], "hand": ["BT7-061"], "energy": ["BT1-102", "BT1-102"],
                      "deck": ["3 BT1-060"]}, p1, auto_forced=False, leader=FRIEZA)
    pick(g, "skill", "TEST-M5-SKILLD")
    assert g.decision.kind == "cost"                     # the printed cost first: discard
    pick(g, "discard", "BT7-061")
    assert g.decision.kind == "pay"                      # then the added (1)
    pay(g, "BT1-102")
    settle(g)
    assert codes(g, "drop0") == ["BT7-061"] and len(g.zones["hand0"]) == 2 and _tapped(g, "energy0") == 1


# --------------------------------------------------------------------------- Z-Energy cost
@pytest.mark.rules("dbs-masters:5-4-3-1")
def test_z_energy_cost_decrease_allows_the_play():
    g = position(MT, {"zdeck": ["TEST-ZB"], "energy": ["BT1-102", "BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "z_play")                         # Z-Energy cost 1, no Z-Energy
    g = position(MT, {"zdeck": ["TEST-ZB"], "energy": ["BT1-102", "BT1-102"], "battle": ["TEST-M5-ZCUT"]},
                 leader=FRIEZA)
    pick(g, "z_play", "TEST-ZB")
    settle(g)
    assert "TEST-ZB" in codes(g, "battle0")


@pytest.mark.rules("dbs-masters:5-4-4")
def test_z_energy_cost_increase_forbids_the_play():
    g = position(MT, {"zdeck": ["TEST-ZB2"], "energy": ["BT1-102"]}, leader=FRIEZA)
    assert opts(g, "z_play")
    g = position(MT, {"zdeck": ["TEST-ZB2"], "energy": ["BT1-102"]}, {"battle": ["TEST-M5-ZTAX"]}, leader=FRIEZA)
    assert not opts(g, "z_play")                         # 0 + 1 Z-Energy, none in the Z-Energy Area


# --------------------------------------------------------------- "as if no colour cost"
@pytest.mark.rules("dbs-masters:1-2-3-2")
def test_as_if_no_colour_cost_ignores_the_colours_not_the_total():
    # EX03-13 Son Goku's [Warrior of Universe 7]: "Treat <<Universe 7>> in all areas as if they had
    # no specified cost"; BT4-083 is (Y)(Y)(2): four green energy pay it, all four are rested
    g = position(MT, {"leader": ["EX03-13"], "hand": ["BT4-083"], "energy": ["4 BT1-060"]}, leader=FRIEZA)
    pick(g, "play", "BT4-083")
    settle(g)
    assert codes(g, "battle0") == ["BT4-083"] and _tapped(g, "energy0") == 4
    g = position(MT, {"leader": ["EX03-13"], "hand": ["BT4-083"], "energy": ["3 BT1-060"]}, leader=FRIEZA)
    assert not opts(g, "play")                           # the total of 4 is still due
