"""What an action ability's cost dulled or put into the Break Zone, read by its effects (issue 20,
ffquant): "damage equal to the power of the Forward put in the Break Zone" (its last-known power,
6.4.2), "... of the dull Forward", "the same name as the Forward you put into the Break Zone"."""

from __future__ import annotations

import pytest
from play_kit import FILLER, do, fid, names, pass_, resolve_stack, setup

import tcg

R = pytest.mark.rules

AMARANT = "3-013R"      # fire Forward: "{D}, put 1 Forward into the Break Zone: Choose 1 Forward. Deal it damage equal
                        # to the power of the Forward put in the Break Zone."
MARCHE = "4-020R"       # fire Forward: "Dull 1 active Forward: Choose 1 Forward blocking Marche. Deal it damage equal
                        # to the power of the dull Forward."
MAGIC_POT = "4-094R"    # earth Monster: "{e}{D}, put Magic Pot and 1 Forward without Multicard into the Break Zone:
                        # Search for 1 Forward with the same name as the Forward you put into the Break Zone and play it
                        # onto the field. You can only use this ability during your turn."
XANDE = "2-007L"        # fire Forward 9000
KNIGHT = "1-050C"       # ice Forward 7000
EARTH_EVOKER = "1-105C"


@R("fftcg:6.4.2")
def test_amarant_deals_the_power_of_the_forward_put_into_the_break_zone():
    g = setup({"field": [AMARANT, FILLER, KNIGHT]}, {"field": [XANDE]})
    xande = fid(g, "Emperor Xande", "field1")
    do(g, ("use", fid(g, "Amarant", "field0"), 0), ("target", xande), ("cost_break", fid(g, "Knight", "field0")))
    assert names(g, "break0") == ["Knight"]
    resolve_stack(g)
    assert g.objs[xande].damage == 7000          # the Knight's power as it last was on the Field


def test_amarants_cost_binding_survives_a_save_on_the_stack():
    g = setup({"field": [AMARANT, FILLER]}, {"field": [XANDE]})
    xande = fid(g, "Emperor Xande", "field1")
    do(g, ("use", fid(g, "Amarant", "field0"), 0), ("target", xande), ("cost_break", fid(g, "Black Belt", "field0")))
    back = tcg.Game.from_json(g.to_json(), g.rules)
    assert back.state_hash() == g.state_hash()
    resolve_stack(back)
    assert back.objs[xande].damage == 8000


def test_marche_deals_the_power_of_the_forward_dulled_to_its_blocker():
    g = setup({"field": [MARCHE, FILLER]}, {"field": [XANDE]}, phase="attack", step="declaration")
    xande = fid(g, "Emperor Xande", "field1")
    do(g, ("attack", fid(g, "Marche", "field0")))
    pass_(g, 2)
    do(g, ("block", xande), ("use", fid(g, "Marche", "field0"), 0), ("target", xande))
    do(g, ("cost_dull", fid(g, "Black Belt", "field0")))
    resolve_stack(g)
    assert g.objs[xande].damage == 8000 and g.objs[fid(g, "Black Belt", "field0")].tapped


def test_magic_pot_plays_a_forward_of_the_name_it_put_into_the_break_zone():
    g = setup({"field": [MAGIC_POT, XANDE, AMARANT, EARTH_EVOKER], "deck": [FILLER, AMARANT, XANDE, FILLER]})
    do(g, ("use", fid(g, "Magic Pot", "field0"), 1))
    assert g.decision.kind == "payment"
    do(g, ("cost_break", fid(g, "Emperor Xande", "field0")), ("dull", fid(g, "Evoker", "field0")))
    resolve_stack(g)                             # the deck's only Xande, taken without a choice
    assert sorted(names(g, "field0")) == ["Amarant", "Emperor Xande", "Evoker"]
    assert sorted(names(g, "break0")) == ["Emperor Xande", "Magic Pot"] and "Amarant" in names(g, "deck0")
