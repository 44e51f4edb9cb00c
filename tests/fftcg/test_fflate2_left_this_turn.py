"""FFTCG "if a Forward you controlled has been put from the field into the Break Zone this turn"
and "choose 1 Forward put in your Break Zone from the field during this turn" (printed from Opus
IX on), compiled from the cards' printed text (pool/*.toml; left_record.py)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, play, resolve_all, setup

from tcg.games.fftcg import actions

R = pytest.mark.rules

RAIN = "16-021C"        # fire Forward 5: when Rain enters the field, choose 1 Forward opponent controls; if a Forward
#                         you controlled has been put from the field into the Break Zone this turn, deal it 9000 damage
MURAGA = "14-073R"      # earth Forward 3: when Muraga Fennes enters the field, choose 1 Forward put in your Break Zone
#                         from the field during this turn; add it to your hand
FIRE_B = "1-011C"       # fire Backup (Evoker), vanilla
EARTH_B = "1-105C"      # earth Backup (Evoker), vanilla
BLACK_BELT = "1-099C"   # earth Forward 3, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def _rain(gone_from: str, to: str = "break"):
    """Rain is played after a Black Belt of `gone_from` ("field0", "field1") went to `to`."""
    g = setup({"field": [FIRE_B] * 5 + [BLACK_BELT], "hand": [RAIN]}, {"field": [KNIGHT, BLACK_BELT]})
    actions.move_cards(g, [fid(g, "Black Belt", gone_from)], to)
    play(g, fid(g, "Rain", "hand0"), pay=[("dull", b) for b in g.zones["field0"] if g.objs[b].card.type == "backup"])
    pass_until(g, "target")
    do(g, ("target", fid(g, "Knight", "field1")))
    resolve_all(g)
    return g


def test_rain_deals_9000_damage_when_a_forward_you_controlled_was_put_into_the_break_zone():
    g = _rain("field0")
    assert names(g, "break1") == ["Knight"] and names(g, "field1") == ["Black Belt"]


def test_rain_deals_nothing_for_an_opponents_forward_or_one_returned_to_the_hand():
    g = _rain("field1")                     # the opponent controlled it
    assert "Knight" in names(g, "field1")
    g = _rain("field0", "hand")             # returned to its owner's hand: not put into the Break Zone
    assert "Knight" in names(g, "field1") and names(g, "break0") == []


def test_muraga_fennes_chooses_only_a_forward_put_into_your_break_zone_from_the_field_this_turn():
    g = setup({"field": [EARTH_B] * 3 + [BLACK_BELT], "hand": [MURAGA], "break": [KNIGHT]}, {})
    actions.move_cards(g, [fid(g, "Black Belt", "field0")], "break")
    assert names(g, "break0") == ["Knight", "Black Belt"]
    play(g, fid(g, "Muraga Fennes", "hand0"), pay=[("dull", b) for b in list(g.zones["field0"])])
    pass_until(g, "target")
    assert {o for k, o in g.decision.options} == {fid(g, "Black Belt", "break0")}     # not the Knight put there before
    do(g, ("target", fid(g, "Black Belt", "break0")))
    resolve_all(g)
    assert names(g, "hand0") == ["Black Belt"] and names(g, "break0") == ["Knight"]


LEON = "15-060R"        # wind Forward 3, Jobs Warrior and Rebel


def test_a_card_of_two_jobs_put_into_the_break_zone_is_known_by_each_of_them():
    from tcg.games.fftcg import left_record

    g = setup({"field": [LEON]}, {})
    actions.move_cards(g, [fid(g, "Leon", "field0")], "break")
    rebel, monk = (left_record._printed_sel({"controller": "you", "job": j}, "t") for j in ("Rebel", "Monk"))
    assert left_record.holds(g, 0, rebel) and not left_record.holds(g, 0, monk)
