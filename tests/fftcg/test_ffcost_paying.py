"""How a card's cost is paid, compiled from printed text (cost_effects.py): "You can only pay
with Fire CP to play X onto the field", "... with Ice Backup CP", "The cost required for your
opponent to cast Summons increases by 1", "Backups you control can produce CP of any Element"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, setup

R = pytest.mark.rules

XANDE = "2-007L"        # fire Forward 5: "You can only pay with Fire CP to play Emperor Xande onto the field."
NIMBUS = "3-046H"       # ice Forward 3: "You can only pay with Ice Backup CP to play White Tiger l'Cie Nimbus ..."
TERRA = "1-046H"        # "The cost required for your opponent to cast Summons increases by 1."
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)
KNIGHT = "1-050C"       # ice Forward 7000 (discarded for 2 ice CP)
TIME_MAGE = "1-049C"    # ice Backup (dulled for 1 ice CP)
RANGER = "1-008C"       # fire Backup (dulled for 1 fire CP)
LEO = "6-084L"          # earth Forward: "Backups you control can produce CP of any Element."


def _hand(g, code: str, player: int = 0) -> list[int]:
    return [o for o in g.zones[f"hand{player}"] if g.objs[o].card.code == code]


@R("fftcg:5.2.1.3")
def test_emperor_xande_cannot_be_paid_with_ice_cp():
    g = setup({"hand": [XANDE, RED_XIII, RED_XIII, KNIGHT, KNIGHT]})
    assert ("play", fid(g, "Emperor Xande", "hand0")) not in g.decision.options   # 4 fire CP: not 5


@R("fftcg:5.2.1.3", "fftcg:5.2.1.3.1")
def test_emperor_xande_is_paid_with_fire_cp_only():
    g = setup({"hand": [XANDE, RED_XIII, RED_XIII, RED_XIII, KNIGHT], "field": [TIME_MAGE]})
    do(g, ("play", fid(g, "Emperor Xande", "hand0")))
    reds = _hand(g, RED_XIII)
    assert set(g.decision.options) == {("discard", o) for o in reds}    # neither the Knight nor the ice Backup
    do(g, *(("discard", o) for o in reds))
    assert names(g, "field0") == ["Time Mage", "Emperor Xande"] and names(g, "hand0") == ["Knight"]


@R("fftcg:5.2.1.3")
def test_nimbus_is_paid_by_dulling_ice_backups_only():
    g = setup({"hand": [NIMBUS, KNIGHT], "field": [TIME_MAGE, TIME_MAGE, TIME_MAGE, RANGER]})
    do(g, ("play", fid(g, "White Tiger l'Cie Nimbus", "hand0")))
    mages = [o for o in g.zones["field0"] if g.objs[o].card.code == TIME_MAGE]
    assert set(g.decision.options) == {("dull", o) for o in mages}     # no card discarded, no fire CP
    do(g, *(("dull", o) for o in mages))
    assert "White Tiger l'Cie Nimbus" in names(g, "field0") and all(g.objs[o].tapped for o in mages)


@R("fftcg:11.3.5", "fftcg:11.3.7.1")
def test_terra_makes_the_opponents_summons_cost_1_more():
    g = setup({"hand": [IFRIT], "field": [RANGER, RANGER]}, {"field": [TERRA, KNIGHT]})
    rangers = list(g.zones["field0"])
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", fid(g, "Knight", "field1")), ("dull", rangers[0]))
    assert g.decision.kind == "payment" and g.stack == []       # 1 CP of 2
    do(g, ("dull", rangers[1]))
    assert [it.code for it in g.stack] == [IFRIT]


@R("fftcg:11.3.5", "fftcg:11.3.7.1")
def test_terra_does_not_change_the_cost_of_her_controllers_summons():
    g = setup({"hand": [IFRIT], "field": [RANGER, RANGER, TERRA]}, {"field": [KNIGHT]})
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", fid(g, "Knight", "field1")), ("dull", g.zones["field0"][0]))
    assert [it.code for it in g.stack] == [IFRIT]


@R("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_fire_backups_pay_for_an_ice_forward_while_leo_lets_them_produce_any_cp():
    g = setup({"hand": [KNIGHT], "field": [LEO, RANGER, RANGER, RANGER]})
    rangers = [o for o in g.zones["field0"] if g.objs[o].card.code == RANGER]
    do(g, ("play", fid(g, "Knight", "hand0")), *(("dull", o) for o in rangers))
    assert names(g, "field0")[-1] == "Knight" and all(g.objs[o].tapped for o in rangers)


@R("fftcg:5.2.1.2")
def test_without_leo_fire_backups_cannot_pay_for_an_ice_forward():
    g = setup({"hand": [KNIGHT], "field": [RANGER, RANGER, RANGER]})
    assert ("play", fid(g, "Knight", "hand0")) not in g.decision.options


# ------------------------------------------------------------------ the Light and Dark limits
COSMOS = "1-183H"       # light Backup 2: "... can be played onto the field even if you control other Light
                        # Characters. / You can play 2 or more Light Characters onto the field. / ... any Element."
CLOUD = "1-182L"        # light Forward 4
ONION_KNIGHT = "1-181H"  # light Forward 2
EMPEROR = "2-147L"      # dark Forward 4


@R("fftcg:7.7.3")
def test_cosmos_is_played_beside_a_light_forward_and_then_another_light_forward_joins_them():
    g = setup({"hand": [COSMOS, CLOUD, KNIGHT, KNIGHT, KNIGHT], "field": [ONION_KNIGHT]})
    knights = _hand(g, KNIGHT)
    do(g, ("play", fid(g, "Cosmos", "hand0")), ("discard", knights[0]))
    do(g, ("play", fid(g, "Cloud", "hand0")), *(("discard", o) for o in knights[1:]))
    assert names(g, "field0") == ["Onion Knight", "Cosmos", "Cloud"]     # 12.4.7 does not put them away


@R("fftcg:7.7.3")
def test_cosmos_cannot_be_played_beside_a_dark_forward():
    g = setup({"hand": [COSMOS, KNIGHT], "field": [EMPEROR]})
    assert ("play", fid(g, "Cosmos", "hand0")) not in g.decision.options


@R("fftcg:7.7.3")
def test_without_cosmos_a_second_light_forward_cannot_be_played():
    g = setup({"hand": [CLOUD, KNIGHT, KNIGHT], "field": [ONION_KNIGHT]})
    assert ("play", fid(g, "Cloud", "hand0")) not in g.decision.options


@R("fftcg:12.4.7")
def test_two_light_forwards_stay_beside_cosmos_and_go_without_it():
    g = setup({"field": [COSMOS, CLOUD, ONION_KNIGHT]}, {"field": [EMPEROR, CLOUD]})
    g.apply(("pass",))
    assert names(g, "field0") == ["Cosmos", "Cloud", "Onion Knight"]
    assert names(g, "field1") == [] and sorted(names(g, "break1")) == ["Cloud", "The Emperor"]
