"""FFTCG rules tests of the remaining triggers and events printed text names (issue 20, fftrig):
phases of the opponent's turn, "attacks or blocks", "that Forward", what the opponent does."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, setup, to_phase

R = pytest.mark.rules

FERAL_CHAOS = "3-148H"  # dark Forward 5, 10000: when it attacks or blocks, select 1 Character you control, to the BZ
CID_RANDELL = "4-035R"  # ice Forward 4: when your opponent's Forward enters, if he doesn't pay {1}, dull that Forward
NEO_EXDEATH = "12-110L"  # dark Forward: at the end of each of your opponent's turns, he puts 1 of his Characters in the BZ
ARDYN = "8-068L"        # earth Forward 7, 9000: at the beginning of your opponent's Attack Phase, he may put 1 Character ...
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla (fire CP)
EVOKER = "1-159C"       # water Backup 1, vanilla


@R("fftcg:10.1.3.5")
def test_an_ability_of_attacks_or_blocks_triggers_when_its_forward_blocks():
    g = setup({"field": [SQUIRE]}, {"field": [FERAL_CHAOS, EVOKER]}, phase="attack", step="declaration")
    chaos, evoker = fid(g, "Feral Chaos", "field1"), fid(g, "Evoker", "field1")
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    do(g, ("block", chaos))
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].source == chaos
    pass_until(g, "select")
    assert g.decision.player == 1 and set(g.decision.options) >= {("select", evoker), ("select", chaos)}
    do(g, ("select", evoker))
    assert names(g, "break1") == ["Evoker"] and names(g, "field1") == ["Feral Chaos"]


@R("fftcg:10.1.2.5")
def test_the_same_ability_triggers_when_it_attacks():
    g = setup({"field": [FERAL_CHAOS, EVOKER]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Feral Chaos", "field0")))
    assert [it.kind for it in g.stack] == ["auto"]


@R("fftcg:11.8.1")
def test_that_forward_is_the_opponents_forward_that_entered_and_paying_saves_it():
    g = setup({"field": [CID_RANDELL]}, {"hand": [SQUIRE] * 5}, active=1)
    g.apply(("play", fid(g, "Squire", "hand1")))
    g.apply(("discard", g.zones["hand1"][-1]))
    squire = fid(g, "Squire", "field1")
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].subject == squire
    pass_until(g, "optional")          # player 1 may pay {1}: he declines
    assert g.decision.player == 1
    do(g, ("no",))
    assert g.objs[squire].tapped is True
    g.apply(("play", g.zones["hand1"][0]))       # the second Squire: this time he pays
    g.apply(("discard", g.zones["hand1"][-1]))
    second = [o for o in g.zones["field1"] if o != squire][0]
    pass_until(g, "optional")
    do(g, ("yes",), ("discard", g.zones["hand1"][0]))      # {1}: his last card
    assert g.objs[second].tapped is False and g.zones["hand1"] == [] and len(g.zones["break1"]) == 3


@R("fftcg:11.8.1")
def test_its_own_controllers_forward_entering_does_not_trigger_it():
    g = setup({"field": [CID_RANDELL], "hand": [SQUIRE, SQUIRE]}, {})
    g.apply(("play", fid(g, "Squire", "hand0")))
    g.apply(("discard", g.zones["hand0"][-1]))
    assert g.stack == [] and g.objs[fid(g, "Squire", "field0")].tapped is False


@R("fftcg:9.5.1.1")
def test_at_the_end_of_each_opponents_turn_he_puts_a_character_he_selects_into_the_break_zone():
    g = setup({"field": [NEO_EXDEATH]}, {"field": [SQUIRE, EVOKER]}, active=1, phase="main2")
    pass_(g, 2)           # the opponent's turn ends: Neo Exdeath triggers
    pass_until(g, "select")
    assert g.decision.player == 1
    do(g, ("select", fid(g, "Evoker", "field1")))
    assert names(g, "break1") == ["Evoker"] and names(g, "field1") == ["Squire"]


@R("fftcg:9.5.1.1")
def test_the_end_of_its_controllers_own_turn_does_not_trigger_it():
    g = setup({"field": [NEO_EXDEATH]}, {"field": [SQUIRE]}, phase="main2")
    to_phase(g, 4)
    assert names(g, "field1") == ["Squire"] and names(g, "break1") == []


@R("fftcg:10.1.1.1")
def test_the_opponent_may_put_a_character_into_the_break_zone_and_then_ardyn_cannot_block():
    g = setup({"field": [ARDYN]}, {"field": [SQUIRE, EVOKER]}, active=1)
    ardyn, squire = fid(g, "Ardyn", "field0"), fid(g, "Squire", "field1")
    pass_until(g, "select")
    do(g, ("select", fid(g, "Evoker", "field1")))
    assert g.decision.kind == "optional" and g.decision.player == 1
    do(g, ("yes",))
    assert names(g, "break1") == ["Evoker"]
    pass_until(g, "attack")
    do(g, ("attack", squire))
    pass_until(g, "block")
    assert ("block", ardyn) not in g.decision.options
