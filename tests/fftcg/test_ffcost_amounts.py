"""Amounts fixed as an effect resolves, compiled from printed text: the X paid ("1000 more damage
for each CP paid as X"), numbers selected by both players, the Forwards an effect broke, the
cards drawn; a reduction that replaces another ("If the Forward is _Card Name Cecil_ ... reduced
by 3000 instead"); a Summon cast by an effect for its cost reduced."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_stack as _resolve

R = pytest.mark.rules

GARLAND = "3-004H"      # fire Forward: "[Soul of Chaos] {S}{x}{D}: Choose 1 Forward. Deal it 6000 damage and 1000
                        # more damage for each CP paid as X."
XANDE = "2-007L"        # fire Forward 9000
EXODUS = "3-112H"       # lightning Summon 4: "Select 1 number. Your opponent selects 1 number. Break all Forwards
                        # of cost equal to either number."
ZODIARK = "3-147L"      # dark Summon 7 (3 less with a Dark Forward): "Break all the Forwards opponent controls. You
                        # receive damage equal to the number of Forwards broken by this effect."
EMPEROR = "2-147L"      # dark Forward 4
ROSA = "5-142H"         # "{D}: Choose 1 Forward. During this turn, the next damage dealt to it is reduced by 1000
                        # instead. If the Forward is _Card Name Cecil_, ... reduced by 3000 instead."
CECIL = "1-162R"        # water Forward named Cecil, 8000
HORNE = "2-134C"        # water Backup, Job Moogle: "{u}{u}{D}: Draw 1 card for each _Job Moogle_ you control. Then,
                        # place as many cards as drawn from your hand at the bottom of your deck in any order."
MYSTIC_KNIGHT = "5-047C"  # "When Mystic Knight attacks, you may cast 1 Summon from your hand. The cost required to
                          # cast it is reduced by 1 (it cannot become 0)."
MOOMBA = "2-045C"       # ice Summon 2: "Choose 1 Forward. Deal it damage equal to its power minus 1000."
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (2 fire CP)
KNIGHT = "1-050C"       # ice Forward 7000, cost 3
SQUIRE = "1-025C"       # fire Forward 5000, cost 2
DRAGOON = "1-147C"      # lightning Forward, cost 3
WATER_KNIGHT = "2-131C"  # water Forward, cost 3
TIME_MAGE = "1-049C"    # ice Backup


def _of(g, code: str, zone: str) -> list[int]:
    return [o for o in g.zones[zone] if g.objs[o].card.code == code]


@R("fftcg:11.7.7")
def test_garland_deals_1000_more_damage_for_each_cp_paid_as_x():
    g = setup({"field": [GARLAND], "hand": [GARLAND, RED_XIII]}, {"field": [XANDE]})
    xande = fid(g, "Emperor Xande", "field1")
    do(g, ("use", fid(g, "Garland", "field0"), 1), ("target", xande), ("x", 2))
    do(g, ("cost_name", _of(g, GARLAND, "hand0")[0]), ("discard", fid(g, "Red XIII", "hand0")))
    _resolve(g)
    assert g.objs[xande].damage == 8000          # 6000 and 2 x 1000


@R("fftcg:11.11.6")
def test_exodus_breaks_the_forwards_of_either_selected_cost():
    g = setup({"hand": [EXODUS, DRAGOON, DRAGOON], "field": [KNIGHT]}, {"field": [XANDE, SQUIRE]})
    do(g, ("cast", fid(g, "Exodus, the Judge-Sal", "hand0")), *(("discard", o) for o in _of(g, DRAGOON, "hand0")))
    pass_(g, 2)
    assert g.decision.player == 0 and g.decision.kind == "number"
    do(g, ("number", 3))                        # the caster first, then the opponent (11.11.6)
    assert g.decision.player == 1 and g.decision.kind == "number"
    do(g, ("number", 5))
    assert names(g, "field0") == [] and names(g, "field1") == ["Squire"]
    assert names(g, "break1") == ["Emperor Xande"]


@R("fftcg:12.4.5")
def test_zodiark_deals_its_caster_a_point_of_damage_for_each_forward_it_broke():
    g = setup({"hand": [ZODIARK, KNIGHT, KNIGHT], "field": [EMPEROR]}, {"field": [KNIGHT, SQUIRE]})
    do(g, ("cast", fid(g, "Zodiark, Keeper of Precepts", "hand0")), *(("discard", o) for o in _of(g, KNIGHT, "hand0")))
    _resolve(g)
    assert names(g, "field1") == [] and sorted(names(g, "break1")) == ["Knight", "Squire"]
    assert len(g.zones["damage0"]) == 2 and len(g.zones["damage1"]) == 0


def _rosa_then_ifrit(g, target) -> None:
    do(g, ("use", fid(g, "Rosa", "field0"), 1), ("target", target))
    _resolve(g)
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", target), ("discard", fid(g, "Red XIII", "hand0")))
    _resolve(g)


@R("fftcg:11.12.5.2")
def test_rosa_reduces_cecils_next_damage_by_3000_instead_of_1000():
    g = setup({"field": [ROSA], "hand": [IFRIT, RED_XIII]}, {"field": [CECIL]})
    cecil = fid(g, "Cecil", "field1")
    _rosa_then_ifrit(g, cecil)
    assert g.objs[cecil].damage == 1000          # 4000 less 3000, not less 4000


@R("fftcg:11.12.5.2")
def test_rosa_reduces_another_forwards_next_damage_by_1000():
    g = setup({"field": [ROSA], "hand": [IFRIT, RED_XIII]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    _rosa_then_ifrit(g, knight)
    assert g.objs[knight].damage == 3000


@R("fftcg:7.11.1")
def test_horne_draws_for_each_moogle_then_puts_as_many_cards_at_the_bottom_of_the_deck():
    g = setup({"field": [HORNE], "hand": [WATER_KNIGHT, SQUIRE], "deck": [KNIGHT, DRAGOON]})
    do(g, ("use", fid(g, "Horne", "field0"), 0), ("discard", fid(g, "Knight", "hand0")))
    _resolve(g)                                  # 1 Moogle (Horne): 1 card drawn, the Dragoon on top
    assert names(g, "hand0") == ["Squire", "Dragoon"] and g.decision.kind == "select"
    do(g, ("select", fid(g, "Squire", "hand0")))
    assert names(g, "hand0") == ["Dragoon"] and names(g, "deck0") == ["Squire", "Knight"]


@R("fftcg:11.3.7.1")
def test_mystic_knight_casts_a_summon_for_1_cp_less():
    g = setup({"field": [MYSTIC_KNIGHT, TIME_MAGE], "hand": [MOOMBA]}, {"field": [KNIGHT]},
              phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Mystic Knight", "field0")))
    pass_(g, 2)
    moomba, mage, knight = fid(g, "Moomba", "hand0"), fid(g, "Time Mage", "field0"), fid(g, "Knight", "field1")
    do(g, ("yes",), ("cast", moomba), ("target", knight))
    assert g.decision.kind == "payment" and g.decision.options == (("dull", mage),)
    do(g, ("dull", mage))                        # 1 CP: its cost 2 reduced by 1
    assert [it.code for it in g.stack] == [MOOMBA]
    _resolve(g)
    assert names(g, "break1") == [] and g.objs[knight].damage == 6000


DUSK = "7-115R"         # "{D}: During this turn, the cost required to cast your next Summon is reduced by 1 (it
                        # cannot become 0)."
GHOUL = "4-029C"        # ice Monster, cost 2
TILIKA = "11-073H"      # "{D}: The cost required to play your Characters onto the field this turn is reduced by 1
                        # (it cannot become 0). You can only use this ability once per turn."


@R("fftcg:11.3.7.1")
def test_dusk_makes_only_the_next_summon_cost_1_less():
    g = setup({"field": [DUSK, TIME_MAGE, TIME_MAGE, TIME_MAGE], "hand": [MOOMBA, MOOMBA]}, {"field": [XANDE]})
    xande = fid(g, "Emperor Xande", "field1")
    mages = [o for o in g.zones["field0"] if g.objs[o].card.code == TIME_MAGE]
    do(g, ("use", fid(g, "Dusk", "field0"), 1))
    _resolve(g)
    first, second = _of(g, MOOMBA, "hand0")
    do(g, ("cast", first), ("target", xande), ("dull", mages[0]))
    assert [it.code for it in g.stack] == [MOOMBA]          # 1 CP: 2 less 1
    _resolve(g)
    do(g, ("cast", second), ("target", xande), ("dull", mages[1]))
    assert g.decision.kind == "payment" and g.stack == []   # the next one costs 2 again
    do(g, ("dull", mages[2]))
    assert [it.code for it in g.stack] == [MOOMBA]


@R("fftcg:11.4.4")
def test_tilika_makes_every_character_played_this_turn_cost_1_less():
    g = setup({"field": [TILIKA, TIME_MAGE, TIME_MAGE, TIME_MAGE], "hand": [KNIGHT, GHOUL]})
    mages = [o for o in g.zones["field0"] if g.objs[o].card.code == TIME_MAGE]
    do(g, ("use", fid(g, "Tilika", "field0"), 0))
    _resolve(g)
    do(g, ("play", fid(g, "Knight", "hand0")), ("dull", mages[0]), ("dull", mages[1]))     # 3 less 1
    do(g, ("play", fid(g, "Ghoul", "hand0")), ("dull", mages[2]))                           # 2 less 1 too
    assert names(g, "field0")[-2:] == ["Knight", "Ghoul"] and names(g, "hand0") == []


IFRIT_19 = "19-001R"    # fire Summon 3: "If a Fire Forward has entered your field this turn, the cost required to
                        # cast Ifrit is reduced by 3. / Choose 1 Forward. Deal it 7000 damage."
RAMUH_10 = "10-102H"    # lightning Summon 2: "Choose 1 Forward that entered the field this turn. Deal it 8000 damage."
RANGER = "1-008C"       # fire Backup


@R("fftcg:11.3.5")
def test_ifrit_costs_3_less_once_a_fire_forward_has_entered_its_casters_field_this_turn():
    g = setup({"hand": [IFRIT_19, SQUIRE, RED_XIII], "field": [RANGER]}, {"field": [XANDE]})
    ifrit = fid(g, "Ifrit", "hand0")
    do(g, ("play", fid(g, "Squire", "hand0")), ("discard", fid(g, "Red XIII", "hand0")))
    assert names(g, "hand0") == ["Ifrit"]                   # only the Ranger's 1 CP is left
    do(g, ("cast", ifrit), ("target", fid(g, "Emperor Xande", "field1")))
    # 3 less 3 is 0 (no "(it cannot become 0)"): nothing to pay, the Ranger stays active
    assert [it.code for it in g.stack] == [IFRIT_19] and not g.objs[fid(g, "Ranger", "field0")].tapped


@R("fftcg:11.3.5")
def test_ifrit_costs_3_without_a_fire_forward_entered_this_turn():
    g = setup({"hand": [IFRIT_19], "field": [RANGER, SQUIRE]}, {"field": [XANDE]})
    assert ("cast", fid(g, "Ifrit", "hand0")) not in g.decision.options     # the Squire entered earlier


@R("fftcg:11.3.3")
def test_ramuh_chooses_only_a_forward_that_entered_the_field_this_turn():
    g = setup({"hand": [RAMUH_10, SQUIRE, RED_XIII, DRAGOON], "field": [KNIGHT]})
    do(g, ("play", fid(g, "Squire", "hand0")), ("discard", fid(g, "Red XIII", "hand0")))
    do(g, ("cast", fid(g, "Ramuh", "hand0")))
    assert g.decision.options == (("target", fid(g, "Squire", "field0")),)     # not the Knight of an earlier turn
