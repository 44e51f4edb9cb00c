"""Cards of several Elements (issue 20, ffelem): every printed Multi-Element card is a Forward of
two or more Elements (`CardDef.elements`); RULINGS.md, "Multi-Element cards", gives the rules
taken from after v1.0: CP of each of its Elements, never discarded for CP, a card of each of its
Elements for every selector, a Party shares an Element."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, names, pass_until, play, setup
from typer.testing import CliRunner

from tcg.cli import app
from tcg.games.fftcg.chars import power
from tcg.games.fftcg.ruleset import RULES

R = pytest.mark.rules
VAYNE = "12-111R"       # Fire and Ice Forward, cost 3, 8000: +2000 power if you control 4 or more Fire Characters
RIKKU = "12-115C"       # Ice and Wind Forward, cost 2
SAMURAI_B = "1-040C"    # Summoner: Ice Backup, no ability
SQUIRE = "1-025C"       # Fire Forward, vanilla
KNIGHT = "1-050C"       # Ice Forward, vanilla
YSHTOLA = "1-084H"      # Wind Forward
RED_MAGE = "1-003C"     # Fire Backup


def test_the_pool_plays_its_cards_of_two_elements():
    vayne = RULES.cards[VAYNE]
    assert vayne.elements == ("fire", "ice") and not vayne.gives_cp and vayne.light_dark == ""
    r = CliRunner().invoke(app, ["cards", "fftcg", VAYNE])
    assert r.exit_code == 0 and "Vayne" in r.output


@R("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_a_card_of_two_elements_needs_cp_of_each_and_is_never_discarded_for_cp():
    g = setup({"hand": [VAYNE, RIKKU], "field": [RED_MAGE, RED_MAGE, RED_MAGE, SAMURAI_B]}, {})
    r1, r2, r3 = (o for o in g.zones["field0"] if g.objs[o].card.code == RED_MAGE)
    summoner, rikku = fid(g, "Summoner", "field0"), fid(g, "Rikku", "hand0")
    do(g, ("play", fid(g, "Vayne", "hand0")))
    # Rikku (Ice and Wind) gives no CP: only the Backups are offered
    assert set(g.decision.options) == {("dull", r1), ("dull", r2), ("dull", r3), ("dull", summoner)}
    do(g, ("dull", r1), ("dull", r2))
    # a third Fire CP would leave the Ice CP missing: only the Ice Backup completes it
    assert g.decision.options == (("dull", summoner),)
    do(g, ("dull", summoner))
    assert "Vayne" in [g.objs[o].card.name for o in g.zones["field0"]] and g.zones["hand0"] == [rikku]


@R("fftcg:11.9.1")
def test_a_card_of_two_elements_is_a_card_of_each_for_a_selector():
    # Vayne counts itself among "4 or more Fire Characters": 3 Fire Backups and Vayne
    g = setup({"field": [VAYNE, RED_MAGE, RED_MAGE]}, {})
    vayne = fid(g, "Vayne", "field0")
    assert power(g, vayne) == 8000
    g = setup({"field": [VAYNE, RED_MAGE, RED_MAGE, RED_MAGE]}, {})
    assert power(g, fid(g, "Vayne", "field0")) == 10000


@R("fftcg:15.1.1.9.2")
def test_a_party_shares_an_element_with_a_card_of_two():
    g = setup({"field": [VAYNE, SQUIRE, KNIGHT, YSHTOLA]}, {}, phase="attack", step="declaration")
    vayne, squire, knight = fid(g, "Vayne", "field0"), fid(g, "Squire", "field0"), fid(g, "Knight", "field0")
    do(g, ("attack", vayne))
    assert g.decision.kind == "party"
    assert set(g.decision.options) == {("done",), ("add", squire), ("add", knight)}    # not the Wind Y'shtola
    do(g, ("add", squire))
    assert g.vars["attack"] == (vayne, squire)    # the Ice Knight shares no Element with the Fire Squire


ZARGABAATH = "2-034R"   # Ice Forward, cost 3: may play a Forward of any Element except Ice and of cost 3 or less


def test_zargabaath_plays_a_forward_none_of_whose_elements_is_ice():
    g = setup({"field": [SAMURAI_B] * 3, "hand": [ZARGABAATH, KNIGHT, RIKKU, SQUIRE, VAYNE]}, {})
    play(g, fid(g, "Zargabaath", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "play_from_hand")
    squire = fid(g, "Squire", "hand0")
    # not the Ice Knight, nor Rikku (Ice and Wind) nor Vayne (Fire and Ice)
    assert set(g.decision.options) == {("no",), ("play", squire)}
    do(g, ("play", squire))
    assert names(g, "field0")[-2:] == ["Zargabaath", "Squire"]
    assert sorted(names(g, "hand0")) == ["Knight", "Rikku", "Vayne"]


NICHOL = "13-096R"      # Water Forward: the Multi-Element Forwards you control gain +1000 power


@R("fftcg:11.9.1")
def test_nichol_strengthens_the_multi_element_forwards_only():
    g = setup({"field": [NICHOL, VAYNE, SQUIRE]}, {"field": [RIKKU]})
    assert power(g, fid(g, "Vayne", "field0")) == 9000
    assert power(g, fid(g, "Squire", "field0")) == 5000 and power(g, fid(g, "Nichol", "field0")) == 5000
    assert power(g, fid(g, "Rikku", "field1")) == 6000      # the opponent's


LUSO = "9-058L"         # Wind Forward: with 3 or more different Elements among your Forwards, First Strike and Brave


@R("fftcg:11.9.1")
def test_luso_counts_each_element_of_a_multi_element_forward():
    g = setup({"field": [LUSO, VAYNE]}, {})            # Wind, and Fire and Ice: three
    assert {"first_strike", "brave"} <= flags(g, fid(g, "Luso", "field0"))
    g = setup({"field": [LUSO, SQUIRE]}, {})           # Wind and Fire: two
    assert not {"first_strike", "brave"} & flags(g, fid(g, "Luso", "field0"))
