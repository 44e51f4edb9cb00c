"""Kimahri 1-103C (identity.py, payment.py): "Kimahri gains Elements of all the Characters opponent
controls except Light and Dark". Its Elements follow the opponent's Field; dulled, it produces 1 CP
of one of them, the payer's choice, and never of an Element it lacks."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, names, play, resolve_stack, setup

from tcg.games.fftcg.identity import elements

KIMAHRI = "1-103C"      # Earth Backup: gains the Elements of the opponent's Characters but Light and Dark
SQUIRE = "1-025C"       # Fire Forward, cost 2
KNIGHT = "1-050C"       # Ice Forward, cost 3
ONION_KNIGHT = "1-181H"  # Light Forward
RED_MAGE = "1-003C"     # Fire Backup
SUMMONER = "1-040C"     # Ice Backup
EVOKER_EARTH = "1-105C"  # Earth Backup
EVOKER_WIND = "1-068C"  # Wind Backup
THUNDER_SUMMONER = "1-138C"  # Lightning Backup
ODIN = "1-123R"         # Lightning Summon, cost 4: choose 1 Forward of cost 4 or less, break it
VAYNE = "12-111R"       # Fire and Ice Forward, cost 3: 1 Fire CP and 1 Ice CP at least


@pytest.mark.rules("fftcg:11.12.4.4")
def test_kimahri_has_the_elements_of_the_opponents_characters_as_they_come_and_go():
    g = setup({"field": [KIMAHRI, *[THUNDER_SUMMONER] * 4], "hand": [ODIN]},
              {"field": [SQUIRE, KNIGHT, ONION_KNIGHT]})
    kimahri = fid(g, "Kimahri", "field0")
    assert elements(g, kimahri) == ("earth", "fire", "ice")      # not the Light of the Onion Knight
    squire = fid(g, "Squire", "field1")
    cast(g, fid(g, "Odin", "hand0"), targets=[squire],
         pay=[("dull", o) for o in g.zones["field0"] if o != kimahri])
    resolve_stack(g)
    assert names(g, "field1") == ["Knight", "Onion Knight"] and names(g, "break1") == ["Squire"]
    assert elements(g, kimahri) == ("earth", "ice")             # the Squire left: no Fire now


@pytest.mark.rules("fftcg:11.12.4.4")
def test_kimahri_gains_the_element_of_a_character_that_enters_the_opponents_field():
    g = setup({"field": [KIMAHRI]}, {"field": [EVOKER_EARTH], "hand": [KNIGHT, SUMMONER]}, active=1)
    kimahri = fid(g, "Kimahri", "field0")
    assert elements(g, kimahri) == ("earth",)                   # the opponent's Earth Evoker adds nothing
    play(g, fid(g, "Knight", "hand1"), pay=[("discard", fid(g, "Summoner", "hand1")),
                                            ("dull", fid(g, "Evoker", "field1"))])
    resolve_stack(g)
    assert names(g, "field1") == ["Evoker", "Knight"]
    assert elements(g, kimahri) == ("earth", "ice")


@pytest.mark.rules("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_kimahri_pays_an_element_it_gained_and_never_one_it_lacks():
    g = setup({"field": [KIMAHRI, EVOKER_EARTH], "hand": [SQUIRE]}, {"field": [SQUIRE]})
    kimahri, evoker = fid(g, "Kimahri", "field0"), fid(g, "Evoker", "field0")
    squire = fid(g, "Squire", "hand0")
    do(g, ("play", squire))
    assert set(g.decision.options) == {("dull", kimahri), ("dull", evoker)}
    do(g, ("dull", evoker))
    assert g.decision.options == (("dull", kimahri),)           # its Fire CP: the one the Squire needs
    do(g, ("dull", kimahri))
    assert names(g, "field0") == ["Kimahri", "Evoker", "Squire"]
    # the opponent controls an Ice Forward only: Kimahri gives Earth or Ice, never Fire
    g = setup({"field": [KIMAHRI, EVOKER_EARTH], "hand": [SQUIRE]}, {"field": [KNIGHT]})
    assert elements(g, fid(g, "Kimahri", "field0")) == ("earth", "ice")
    assert ("play", fid(g, "Squire", "hand0")) not in g.decision.options


@pytest.mark.rules("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_kimahri_gives_whichever_element_a_two_element_cost_lacks():
    for other, name in ((RED_MAGE, "Red Mage"), (SUMMONER, "Summoner")):   # Fire then Ice from the other
        g = setup({"field": [KIMAHRI, other, EVOKER_EARTH], "hand": [VAYNE]}, {"field": [SQUIRE, KNIGHT]})
        kimahri, own, evoker = (fid(g, n, "field0") for n in ("Kimahri", name, "Evoker"))
        do(g, ("play", fid(g, "Vayne", "hand0")))
        assert set(g.decision.options) == {("dull", kimahri), ("dull", own), ("dull", evoker)}
        do(g, ("dull", kimahri), ("dull", own))
        assert g.decision.options == (("dull", evoker),)
        do(g, ("dull", evoker))
        assert names(g, "field0")[-1] == "Vayne"
    # Kimahri of Earth and Fire alone: no Ice for Vayne
    g = setup({"field": [KIMAHRI, RED_MAGE, EVOKER_EARTH], "hand": [VAYNE]}, {"field": [SQUIRE]})
    assert ("play", fid(g, "Vayne", "hand0")) not in g.decision.options


@pytest.mark.rules("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_no_payment_offered_leaves_vayne_without_the_ice_only_kimahri_gives():
    g = setup({"field": [KIMAHRI, RED_MAGE, EVOKER_EARTH, EVOKER_WIND], "hand": [VAYNE]},
              {"field": [SQUIRE, KNIGHT]})
    kimahri, red = fid(g, "Kimahri", "field0"), fid(g, "Red Mage", "field0")
    earth, wind = (o for o in g.zones["field0"] if g.objs[o].card.code in (EVOKER_EARTH, EVOKER_WIND))
    do(g, ("play", fid(g, "Vayne", "hand0")), ("dull", red), ("dull", earth))
    assert g.decision.options == (("dull", kimahri),)            # the Wind Evoker would leave no Ice
    do(g, ("dull", kimahri))
    assert names(g, "field0")[-1] == "Vayne" and not g.objs[wind].tapped


RED_MAGE_7 = "7-003C"    # Fire Forward, cost 2: enters: if the cost paid to play it included Ice CP, opponent discards 1
EVOKER_FIRE = "1-011C"   # Fire Backup


@pytest.mark.rules("fftcg:5.2.1.3")
@pytest.mark.parametrize("element, kept", [("ice", []), ("earth", ["Squire"])])
def test_the_payer_chooses_the_element_kimahri_produced(element, kept):
    g = setup({"field": [KIMAHRI, EVOKER_FIRE], "hand": [RED_MAGE_7]}, {"field": [KNIGHT], "hand": [SQUIRE]})
    kimahri = fid(g, "Kimahri", "field0")
    do(g, ("play", fid(g, "Red Mage", "hand0")), ("dull", fid(g, "Evoker", "field0")), ("dull", kimahri))
    assert g.decision.kind == "element" and g.decision.options == (("element", "earth"), ("element", "ice"))
    do(g, ("element", element))
    resolve_stack(g)
    if not kept:        # Ice CP was paid: the opponent discards their Squire
        assert g.decision.kind == "discard" and g.decision.player == 1
        do(g, g.decision.options[0])
    assert names(g, "field0")[-1] == "Red Mage" and names(g, "hand1") == kept
    assert names(g, "break1") == ["Squire"][:1 - len(kept)]
