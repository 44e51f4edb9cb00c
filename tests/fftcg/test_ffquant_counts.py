"""Quantities and choices of many compiled from printed text (issue 20, ffquant): "as many
Forwards as _Job Moogle_ you control", "for each X revealed this way", "twice the number of cards
removed by the previous effect", "2000 power for each CP required to play them" (each Forward's
own), "of cost 5 and 10", "If its cost is X", and what "it" names after a branch of "if"."""

from __future__ import annotations

import pytest
from play_kit import FILLER, do, fid, names, pay_first, power, resolve_stack, setup

R = pytest.mark.rules

NONO = "2-062C"         # wind Backup, Job Moogle: "{w}{w}{D}: Choose as many Forwards as _Job Moogle_ you control.
                        # Activate them."
HORNE = "2-134C"        # water Backup, Job Moogle
WIND_EVOKER = "1-068C"  # wind Backup
FIRE_EVOKER = "1-011C"  # fire Backup
WATER_EVOKER = "1-159C"
LIGHTNING_SUMMONER = "1-138C"
KNIGHT = "1-050C"       # ice Forward 7000, cost 3
SQUIRE = "1-026C"       # fire Forward 3000, cost 1
BLACK_BELT = FILLER     # earth Forward 8000, cost 4
DRAGOON = "1-147C"      # lightning Forward 6000, cost 3
XANDE = "2-007L"        # fire Forward 9000
ACE = "3-003R"          # fire Forward, Class Zero Cadet: "[Cut Cards] {S}{f}: Choose 1 Forward. Reveal the top 4
                        # cards of your deck. For each _Job Class Zero Cadet_ revealed this way, deal it 4000 damage.
                        # Then, place the revealed cards at the bottom of your deck in any order."
ULTIMA = "3-145L"       # light Summon 7: "If you control a Light Forward, the cost to cast Ultima, The High Seraph is
                        # reduced by 2. / Remove from the game all the Forwards on the field other than Light and Dark.
                        # Then, remove from the top of your deck twice the number of cards removed by the previous
                        # effect."
CLOUD = "1-182L"        # light Forward
DEATHGAZE = "5-063H"    # wind Monster: "[Level 5 Death] {S}{w}{w}: Break all the Characters of cost 5 and 10
                        # opponent controls."
VAAN = "1-154R"         # water Forward, cost 5
CANNONEER = "3-047R"    # ice Backup, cost 5
GARUDA = "18-073H"      # lightning Forward, cost 10
ZEMUS = "5-108L"        # lightning Forward: "{x}{D}: Choose 1 Lightning Forward in your Break Zone. If its cost is X,
                        # play it onto the field. You can only use this ability during your Main Phase."
OZMA = "5-124H"         # water Monster: "{0}: Until the end of the turn, Ozma also becomes a Forward with 8000 power
                        # ..." / "[Flare Star] {S}{u}{u}{2}{D}: All the Forwards opponent controls lose 2000 power for
                        # each CP required to play them until the end of the turn. You can only use this ability if
                        # Ozma is a Forward."
SCHRODINGER = "5-129C"  # water Monster: "When Schrodinger enters the field, reveal the top card of your deck. If it
                        # is a Forward, draw 1 card. If it is a Backup, select 1 Character in your Break Zone and add
                        # it to your hand. If it is a Monster, ... If it is a Summon, draw 2 cards."
IFRIT = "1-004C"        # fire Summon


def _of(g, code: str, zone: str) -> list[int]:
    return [o for o in g.zones[zone] if g.objs[o].card.code == code]


def test_nono_chooses_as_many_forwards_as_moogles_you_control():
    dull = {"card": KNIGHT, "dull": True}
    g = setup({"field": [NONO, HORNE, WIND_EVOKER, WIND_EVOKER, dull, dull, dull]})
    knights = _of(g, KNIGHT, "field0")
    do(g, ("use", fid(g, "Nono", "field0"), 0), ("target", knights[0]), ("target", knights[1]))
    assert g.decision.kind == "payment"          # two Moogles (Nono, Horne): two targets, no third
    pay_first(g)
    resolve_stack(g)
    assert [g.objs[k].tapped for k in knights] == [False, False, True]


def test_ace_deals_4000_damage_for_each_class_zero_cadet_revealed():
    deck = [FILLER, FILLER, ACE, FILLER, ACE, FILLER]     # bottom first: the top 4 hold 2 Aces
    g = setup({"field": [ACE, FIRE_EVOKER], "hand": [ACE], "deck": deck}, {"field": [XANDE]})
    xande = fid(g, "Emperor Xande", "field1")
    do(g, ("use", fid(g, "Ace", "field0"), 1), ("target", xande))
    do(g, ("cost_name", fid(g, "Ace", "hand0")), ("dull", fid(g, "Evoker", "field0")))
    resolve_stack(g)
    while g.decision.kind == "bottom":           # the revealed cards, in the order the controller says
        do(g, g.decision.options[0])
    assert g.objs[xande].damage == 8000
    assert sorted(names(g, "deck0")[:4]) == ["Ace", "Ace", "Black Belt", "Black Belt"]
    assert names(g, "deck0")[4:] == ["Black Belt", "Black Belt"]


def test_ultima_removes_the_forwards_then_twice_as_many_cards_of_your_deck():
    g = setup({"field": [CLOUD, KNIGHT, FIRE_EVOKER, FIRE_EVOKER, FIRE_EVOKER, FIRE_EVOKER, FIRE_EVOKER],
               "hand": [ULTIMA]}, {"field": [SQUIRE, XANDE]})
    do(g, ("cast", fid(g, "Ultima, the High Seraph", "hand0")))
    for o in _of(g, FIRE_EVOKER, "field0"):      # 7 less 2 with a Light Forward: 5 CP
        do(g, ("dull", o))
    resolve_stack(g)
    assert names(g, "field1") == [] and sorted(names(g, "removed1")) == ["Emperor Xande", "Squire"]
    assert names(g, "removed0") == ["Knight"] + ["Black Belt"] * 6 and names(g, "deck0") == ["Black Belt"] * 4
    assert "Cloud" in names(g, "field0")


def test_deathgaze_breaks_the_characters_of_cost_5_and_10():
    g = setup({"field": [DEATHGAZE, WIND_EVOKER, WIND_EVOKER], "hand": [DEATHGAZE]},
              {"field": [VAAN, CANNONEER, GARUDA, KNIGHT, BLACK_BELT]})
    do(g, ("use", fid(g, "Deathgaze", "field0"), 1), ("cost_name", fid(g, "Deathgaze", "hand0")))
    pay_first(g)
    resolve_stack(g)
    assert sorted(names(g, "break1")) == ["Cannoneer", "Garuda (III)", "Vaan"]
    assert sorted(names(g, "field1")) == ["Black Belt", "Knight"]


def _zemus(x: int):
    g = setup({"field": [ZEMUS] + [LIGHTNING_SUMMONER] * 3, "break": [DRAGOON]})
    do(g, ("use", fid(g, "Zemus", "field0"), 0), ("target", fid(g, "Dragoon", "break0")), ("x", x))
    pay_first(g)
    resolve_stack(g)
    return g


@R("fftcg:11.6.7")
def test_zemus_plays_the_forward_whose_cost_is_x():
    g = _zemus(3)
    assert "Dragoon" in names(g, "field0") and names(g, "break0") == []


@R("fftcg:11.6.7")
def test_zemus_leaves_the_forward_whose_cost_is_not_x():
    g = _zemus(2)
    assert "Dragoon" not in names(g, "field0") and names(g, "break0") == ["Dragoon"]


def test_ozma_takes_2000_power_for_each_cp_of_each_forward():
    g = setup({"field": [OZMA, WATER_EVOKER, WATER_EVOKER, WATER_EVOKER, WATER_EVOKER], "hand": [OZMA]},
              {"field": [KNIGHT, SQUIRE, BLACK_BELT]})
    ozma = fid(g, "Ozma", "field0")
    assert all(c[:3] != ("use", ozma, 1) for c in g.decision.options)    # not a Forward yet
    do(g, ("use", ozma, 0))
    pay_first(g)
    resolve_stack(g)
    do(g, ("use", ozma, 1), ("cost_name", fid(g, "Ozma", "hand0")))
    pay_first(g)
    resolve_stack(g)
    assert power(g, fid(g, "Knight", "field1")) == 1000      # 7000 less 3 x 2000
    assert power(g, fid(g, "Squire", "field1")) == 1000      # 3000 less 1 x 2000
    assert names(g, "break1") == ["Black Belt"]              # 8000 less 4 x 2000


def test_schrodinger_reads_the_revealed_card_after_a_branch_that_selected():
    g = setup({"hand": [SCHRODINGER, WATER_EVOKER], "field": [WATER_EVOKER], "deck": [FILLER, FILLER, IFRIT]})
    do(g, ("play", fid(g, "Schrodinger", "hand0")))
    pay_first(g)
    resolve_stack(g)
    assert sorted(names(g, "hand0")) == ["Black Belt", "Ifrit"]    # a Summon revealed: 2 cards drawn
