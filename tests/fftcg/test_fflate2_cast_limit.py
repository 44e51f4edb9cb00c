"""FFTCG "You must control 2 or more Forwards to cast X", "You can only play X if ...", "You cannot
cast X" (printed from Opus IX on), compiled from the cards' printed text (pool/*.toml): the card
may be played from the hand only while the condition holds (2.2: what prevents prevails)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, resolve_all, setup

from tcg.games.fftcg import actions

R = pytest.mark.rules

STEINER = "14-109C"     # water Forward 4: you must control 2 or more Forwards to cast Steiner
FORZA = "12-015H"       # fire Forward 3: you cannot cast Forza; when Forza enters the field, choose 1 Forward
#                         opponent controls, deal it 7000 damage
WATER_B = "1-159C"      # water Backup (Evoker), vanilla
FIRE_B = "1-011C"       # fire Backup (Evoker), vanilla
BLACK_BELT = "1-099C"   # earth Forward 3, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


@R("fftcg:2.2")
def test_steiner_can_be_played_only_while_you_control_two_forwards():
    g = setup({"field": [WATER_B] * 4 + [BLACK_BELT], "hand": [STEINER]}, {"field": [KNIGHT, KNIGHT]})
    assert ("play", fid(g, "Steiner", "hand0")) not in g.decision.options      # one Forward (the opponent's do not count)
    g = setup({"field": [WATER_B] * 4 + [BLACK_BELT, BLACK_BELT], "hand": [STEINER]}, {})
    assert ("play", fid(g, "Steiner", "hand0")) in g.decision.options


@R("fftcg:2.2")
def test_forza_can_never_be_played_from_the_hand_but_works_once_on_the_field():
    g = setup({"field": [FIRE_B] * 5, "hand": [FORZA]}, {"field": [KNIGHT]})
    assert ("play", fid(g, "Forza", "hand0")) not in g.decision.options
    actions.move_cards(g, [fid(g, "Forza", "hand0")], "field")       # put onto the field by an effect
    pass_until(g, "target")
    do(g, ("target", fid(g, "Knight", "field1")))
    resolve_all(g)
    assert names(g, "break1") == ["Knight"]
