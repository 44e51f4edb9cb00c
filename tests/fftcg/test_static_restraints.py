"""FFTCG field abilities that restrain how a card is chosen, returned, activated or attacks
(flags of `grant`: protection.py, turn.py, combat.py)."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, pass_, setup, to_phase, use

R = pytest.mark.rules

CECIL = "1-162R"       # water Forward: Summons or abilities of your opponent must choose Cecil if possible
GILGAMESH = "1-207S"   # lightning Forward: cannot be returned to its owner's hand by opponent's Summons or abilities
LEVIATHAN = "1-178R"   # water Summon 3: choose 1 Forward, return it to its owner's hand
RYID = "5-023C"        # fire Forward: does not activate during your Active Phase
GHIDO = "3-131H"       # water Backup: does not activate during the Active Phase
BERSERKER = "3-091C"   # earth Forward 8000: cannot form parties; must attack at least once per turn if possible
TREY = "3-064H"        # wind Forward: if active, not chosen by the opponent's abilities; if dull, nor by their Summons
AERITH = "3-050L"      # wind Backup: the Forwards you control cannot be chosen by your opponent's Backup abilities
THIEF = "2-059C"       # wind Forward: cannot be chosen by your opponent's Summons or abilities during your opponent's turn
IFRIT = "1-004C"       # fire Summon 1: choose 1 Forward, deal it 4000 damage
YSHTOLA = "1-084H"     # wind Forward: {D}: choose 1 Forward, deal it 2000 damage
BLACK_MAGE = "1-010C"  # fire Backup: {1}{D}, put it into the Break Zone: choose 1 Forward, deal it 4000 damage
SQUIRE = "1-025C"      # fire Forward 5000
KNIGHT = "1-050C"      # ice Forward 7000
GEOMANCER = "1-168C"   # water Forward
BLACK_BELT = "1-099C"  # earth Forward 8000


@R("fftcg:11.3.3")
def test_the_opponents_summon_must_choose_cecil_if_possible():
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KNIGHT]}, {"field": [CECIL, SQUIRE]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert g.decision.options == (("target", fid(g, "Cecil", "field1")),)
    g = setup({"hand": [IFRIT, SQUIRE], "field": [CECIL, KNIGHT]}, {"field": [SQUIRE]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))          # its controller's own Summon chooses freely
    assert len(g.decision.options) == 3


@R("fftcg:11.9.1")
def test_a_forward_the_opponent_cannot_return_to_its_owners_hand_stays_on_the_field():
    g = setup({"hand": [LEVIATHAN, GEOMANCER, GEOMANCER]}, {"field": [GILGAMESH]})
    gil = fid(g, "Gilgamesh", "field1")
    g1, g2 = (o for o in g.zones["hand0"] if g.objs[o].card.name == "Geomancer")
    cast(g, fid(g, "Leviathan", "hand0"), targets=[gil], pay=[("discard", g1), ("discard", g2)])
    pass_(g, 2)
    assert [g.objs[o].card.name for o in g.zones["field1"]] == ["Gilgamesh"]
    assert g.zones["hand1"] == []


@R("fftcg:9.1.1.1")
def test_a_card_that_does_not_activate_during_the_active_phase_stays_dull():
    g = setup({"field": [{"card": RYID, "dull": True}, {"card": GHIDO, "dull": True},
                         {"card": SQUIRE, "dull": True}]}, {}, phase="main2")
    to_phase(g, 5)
    assert g.objs[fid(g, "Squire", "field0")].tapped is False
    assert g.objs[fid(g, "Ryid", "field0")].tapped is True
    assert g.objs[fid(g, "Ghido", "field0")].tapped is True


@R("fftcg:15.1.1.9")
def test_a_forward_that_cannot_form_parties_attacks_alone():
    g = setup({"field": [BERSERKER, BLACK_BELT]}, {}, phase="attack")
    pass_(g, 2)
    do(g, ("attack", fid(g, "Berserker", "field0")))
    assert g.decision.kind == "priority"                 # no Party offered: the attack is declared
    assert g.vars["attack"] == (fid(g, "Berserker", "field0"),)
    g = setup({"field": [BERSERKER, BLACK_BELT, BLACK_BELT]}, {}, phase="attack")
    pass_(g, 2)
    bb1, bb2 = (o for o in g.zones["field0"] if g.objs[o].card.name == "Black Belt")
    do(g, ("attack", bb1))
    assert g.decision.kind == "party"
    assert set(g.decision.options) == {("done",), ("add", bb2)}      # Berserker may not join


@R("fftcg:11.6.5", "fftcg:11.3.3")
def test_trey_active_is_no_target_of_abilities_and_dull_no_target_of_summons():
    g = setup({"field": [YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [TREY]})
    ys, trey = fid(g, "Y'shtola", "field0"), fid(g, "Trey", "field1")
    use(g, ys, 1)
    assert ("target", trey) not in g.decision.options
    g = setup({"field": [YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [{"card": TREY, "dull": True}]})
    ys, trey = fid(g, "Y'shtola", "field0"), fid(g, "Trey", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", trey) not in g.decision.options
    g = setup({"field": [YSHTOLA]}, {"field": [{"card": TREY, "dull": True}]})
    use(g, fid(g, "Y'shtola", "field0"), 1)
    assert ("target", fid(g, "Trey", "field1")) in g.decision.options


@R("fftcg:11.6.5")
def test_forwards_under_aerith_are_no_targets_of_the_opponents_backup_abilities():
    g = setup({"field": [BLACK_MAGE, YSHTOLA], "hand": [SQUIRE]}, {"field": [AERITH, KNIGHT]})
    kn = fid(g, "Knight", "field1")
    use(g, fid(g, "Black Mage", "field0"), 0)
    assert ("target", kn) not in g.decision.options
    g = setup({"field": [BLACK_MAGE, YSHTOLA], "hand": [SQUIRE]}, {"field": [AERITH, KNIGHT]})
    use(g, fid(g, "Y'shtola", "field0"), 1)             # a Forward's ability may choose it
    assert ("target", fid(g, "Knight", "field1")) in g.decision.options


@R("fftcg:11.3.3")
def test_the_thief_cannot_be_chosen_by_the_opponent_during_the_opponents_turn_only():
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KNIGHT]}, {"field": [THIEF]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", fid(g, "Capricious Thief", "field1")) not in g.decision.options
    g = setup({"field": [THIEF]}, {"hand": [IFRIT, SQUIRE], "field": [KNIGHT]}, priority=1)
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    assert ("target", fid(g, "Capricious Thief", "field0")) in g.decision.options
