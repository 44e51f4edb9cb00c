"""FFTCG "reveal / look at the top N cards of your deck" and "among them", compiled from the
cards' printed text (pool/*.toml): the cards stay in the deck until an effect moves them, and
"in any order" lets their controller order the cards put at the bottom."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, play, setup, use

R = pytest.mark.rules

WOL = "5-146H"          # light Forward 4: enters: reveal the top 5, add 1 Warrior of Light, the rest at the bottom
GEOMANCER = "1-169C"    # water Backup: {D}: look at the top card; you may place it at the bottom
EVOKER = "1-159C"       # water Backup 1, vanilla
BLACK_BELT = "1-099C"
REFIA = "2-141H"        # Warrior of Light
LUNETH = "2-022H"       # Warrior of Light
SQUIRE = "1-025C"
KNIGHT = "1-050C"


def _wol_enters():
    # the deck, bottom first: the top five are Knight, Luneth, Squire, Refia, a Black Belt
    g = setup({"field": [EVOKER] * 4, "hand": [WOL], "deck": [f"3 {BLACK_BELT}", REFIA, SQUIRE, LUNETH, KNIGHT]}, {})
    play(g, fid(g, "Wol", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "select")
    return g


@R("fftcg:11.11.5.1")
def test_wol_adds_one_warrior_of_light_among_the_revealed_and_orders_the_rest_at_the_bottom():
    g = _wol_enters()
    top5 = g.zones["deck0"][2:][::-1]
    luneth, refia = fid(g, "Luneth", "deck0"), fid(g, "Refia", "deck0")
    # only the Warriors of Light among the five revealed (not Knight, Squire, Black Belt)
    assert set(g.decision.options) == {("select", luneth), ("select", refia)}
    do(g, ("select", luneth))
    assert names(g, "hand0") == ["Luneth"]
    kn, sq, rf, bb = top5[0], top5[2], top5[3], top5[4]
    assert g.decision.kind == "bottom"
    assert set(g.decision.options) == {("bottom", o) for o in (kn, sq, rf, bb)}
    do(g, ("bottom", kn), ("bottom", sq), ("bottom", rf))    # the last one follows by itself
    # bottom first: the cards put later lie under those put earlier; the two unrevealed Black
    # Belts are now the top of the deck
    assert names(g, "deck0") == ["Black Belt", "Refia", "Squire", "Knight", "Black Belt", "Black Belt"]


@R("fftcg:11.11.5.1")
def test_wol_with_no_warrior_of_light_revealed_puts_all_five_at_the_bottom():
    g = setup({"field": [EVOKER] * 4, "hand": [WOL], "deck": [f"2 {BLACK_BELT}", f"5 {KNIGHT}"]}, {})
    play(g, fid(g, "Wol", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "bottom")
    for _ in range(4):
        do(g, g.decision.options[0])
    assert names(g, "hand0") == []
    assert names(g, "deck0") == ["Knight"] * 5 + ["Black Belt"] * 2


@R("fftcg:11.11.5.1")
def test_geomancer_looks_at_the_top_card_and_may_put_it_at_the_bottom():
    g = setup({"field": [GEOMANCER], "deck": [f"2 {BLACK_BELT}", KNIGHT]}, {})
    use(g, fid(g, "Geomancer", "field0"), 0)
    pass_(g, 2)
    assert g.decision.kind == "optional"
    assert names(g, "deck0") == ["Black Belt", "Black Belt", "Knight"]     # looked at, not moved
    do(g, ("yes",))
    assert names(g, "deck0") == ["Knight", "Black Belt", "Black Belt"]


@R("fftcg:11.11.5.1")
def test_geomancer_may_leave_the_top_card_where_it_is():
    g = setup({"field": [GEOMANCER], "deck": [f"2 {BLACK_BELT}", KNIGHT]}, {})
    use(g, fid(g, "Geomancer", "field0"), 0)
    pass_(g, 2)
    do(g, ("no",))
    assert names(g, "deck0") == ["Black Belt", "Black Belt", "Knight"]


KOJIN = "14-012C"       # fire Backup 4: enters: reveal the top 2; add 1 Fire card among them, the rest to the BZ
F_BACKUP = "1-011C"     # fire Backup, vanilla


@R("fftcg:11.11.5.1")
def test_kojin_adds_the_fire_card_among_two_revealed_and_puts_the_other_into_the_break_zone():
    g = setup({"field": [F_BACKUP] * 4, "hand": [KOJIN], "deck": [f"3 {BLACK_BELT}", SQUIRE, KNIGHT]}, {})
    play(g, fid(g, "Kojin", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_(g, 2)
    # Knight (ice) and Squire (fire) revealed: the only Fire card goes to the hand
    assert names(g, "hand0") == ["Squire"] and names(g, "break0") == ["Knight"]
    assert names(g, "deck0") == ["Black Belt"] * 3


LILTY = "11-020C"       # fire Backup 3: enters: turn over cards until an Ice or Wind card; add it; the others to the bottom


def test_lilty_turns_over_cards_until_an_ice_or_wind_card_and_puts_the_others_at_the_bottom():
    # the deck, bottom first: the top is a Squire (fire), then a Black Belt (earth), then a Knight (ice)
    g = setup({"field": [F_BACKUP] * 3, "hand": [LILTY], "deck": [f"2 {SQUIRE}", KNIGHT, BLACK_BELT, SQUIRE]}, {})
    play(g, fid(g, "Lilty", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_(g, 2)
    assert names(g, "hand0") == ["Knight"]
    # the two cards turned over before it are at the bottom, under the two never revealed
    assert names(g, "deck0")[2:] == ["Squire", "Squire"] and sorted(names(g, "deck0")[:2]) == ["Black Belt", "Squire"]
