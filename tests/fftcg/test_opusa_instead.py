"""Issue 20 ffopusA: "If a Character is put from the field into the Break Zone, you may remove it
from the game instead." (1-176H Yuna, 3-101L Enuo): a replacement of each card's move, decided by
the controller of Yuna in the middle of the move (the kernel's zone-change pipeline asks it); a
replaced move did not happen and triggers nothing (11.12.5.4); with two such replacements the
moving card's controller picks which applies first (11.12.5.6.1), each "you may" decided by its
own card's controller (RULINGS.md)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

from tcg.engine.zones import DECLINE
from tcg.games.fftcg.describe import describe

R = pytest.mark.rules

YUNA = "1-176H"         # water Backup 5: the text above (and an EX Burst on entering)
ENUO = "3-101L"         # lightning Forward 5: the same replacement
GEOMANCER = "1-168C"    # water Forward 3, 6000: "When Geomancer is put from the field into the Break Zone, draw 1 card."
IFRIT = "1-004C"        # fire Summon 1: "{EX} Choose 1 Forward. Deal it 4000 damage."
SQUIRE = "1-025C"       # fire Forward (2 fire CP when discarded)
HECATONCHEIR = "1-117R"  # earth Summon 3: "Choose 1 Backup of cost 3 or more. Break it."
BLACK_BELT = "1-099C"   # earth Forward (2 earth CP when discarded)
DANCER = "1-066C"       # wind Backup 3


def _cast(g, name: str, target: int) -> None:
    p = g.decision.player
    do(g, ("cast", fid(g, name, f"hand{p}")), ("target", target))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])


def _until_asked(g) -> None:
    """Pass priority until a replacement decision is asked."""
    while g.decision.kind == "priority":
        pass_(g)


def _ifrit_breaks_geomancer(yuna_side: int):
    """Player 0's Ifrit deals 4000 to player 1's Geomancer (2000 damage on it already): the rule
    process puts it into the Break Zone (12.4.5) and player `yuna_side`'s Yuna is asked."""
    yuna = [YUNA]
    g = setup({"hand": [IFRIT, SQUIRE], "field": yuna if yuna_side == 0 else []},
              {"field": [{"card": GEOMANCER, "damage": 2000}] + (yuna if yuna_side == 1 else [])})
    geo = fid(g, "Geomancer", "field1")
    _cast(g, "Ifrit", geo)
    _until_asked(g)
    return g, geo


@R("fftcg:11.12.5.4", "fftcg:11.8.15", "fftcg:12.4.5")
def test_yuna_removes_a_forward_broken_by_damage_and_its_break_zone_trigger_does_not_happen():
    # 11.8.15: Geomancer's "put from the field into the Break Zone" auto ability does not trigger,
    # its event replaced (the next test: declined, it triggers)
    g, geo = _ifrit_breaks_geomancer(0)
    d = g.decision
    yuna = fid(g, "Yuna", "field0")
    assert (d.kind, d.player) == ("replacement", 0)
    assert d.options == (("replacement", yuna, 1), DECLINE)
    assert g.zones["field1"] == [geo]          # nothing moved while Yuna's controller decides
    do(g, ("replacement", yuna, 1))
    _resolve(g)
    assert names(g, "removed1") == ["Geomancer"] and names(g, "break1") == [] and names(g, "field1") == []
    assert names(g, "hand1") == []             # "put into the Break Zone" did not happen: no card drawn


@R("fftcg:12.4.5")
def test_yuna_declined_the_forward_goes_to_the_break_zone_and_triggers():
    g, geo = _ifrit_breaks_geomancer(0)
    do(g, DECLINE)
    _resolve(g)
    assert names(g, "break1") == ["Geomancer"] and names(g, "removed1") == []
    assert len(g.zones["hand1"]) == 1          # Geomancer's "draw 1 card"


def test_the_opponents_yuna_decides_for_your_forward():
    g, geo = _ifrit_breaks_geomancer(1)
    yuna = fid(g, "Yuna", "field1")
    assert (g.decision.kind, g.decision.player) == ("replacement", 1)
    do(g, ("replacement", yuna, 1))
    _resolve(g)
    assert names(g, "removed1") == ["Geomancer"]


@R("fftcg:11.12.5.4", "fftcg:15.1.1.3.1")
def test_yuna_replaces_a_break_by_a_summon_and_the_summon_goes_on():
    g = setup({"field": [YUNA], "hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]}, {"field": [DANCER]})
    dancer = fid(g, "Dancer", "field1")
    _cast(g, "Hecatoncheir", dancer)
    _until_asked(g)
    yuna = fid(g, "Yuna", "field0")
    assert g.decision.kind == "replacement" and g.zones["field1"] == [dancer]
    do(g, ("replacement", yuna, 1))
    _resolve(g)
    assert names(g, "removed1") == ["Dancer"] and names(g, "break1") == []
    assert names(g, "break0")[-1] == "Hecatoncheir"     # the Summon resolved and went to its Break Zone


def _yuna_and_enuo_both_asked():
    """Player 0's Yuna and player 1's Enuo, player 1's Geomancer broken by damage."""
    g = setup({"field": [YUNA], "hand": [IFRIT, SQUIRE]},
              {"field": [ENUO, {"card": GEOMANCER, "damage": 2000}]})
    geo = fid(g, "Geomancer", "field1")
    _cast(g, "Ifrit", geo)
    _until_asked(g)
    return g, fid(g, "Yuna", "field0"), fid(g, "Enuo", "field1")


@R("fftcg:11.12.5.6.1")
def test_with_yuna_and_enuo_the_moving_cards_controller_orders_and_yunas_controller_decides_hers():
    g, yuna, enuo = _yuna_and_enuo_both_asked()
    d = g.decision
    assert (d.kind, d.player) == ("replacement", 1)     # Geomancer's controller orders them
    # player 0's "you may" is player 0's to decide: player 1 may take it first, not decline it
    assert set(d.options) == {("replacements_of", 0), ("replacement", enuo, 0)}
    assert describe(g, ("replacements_of", 0)) == "your opponent's replacement effects (they decide)"
    do(g, ("replacements_of", 0))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("replacement", 0, (("replacement", yuna, 1), DECLINE))
    do(g, ("replacement", yuna, 1))     # removed from the game: Enuo's has nothing left to replace
    _resolve(g)
    assert names(g, "removed1") == ["Geomancer"] and names(g, "break1") == [] and names(g, "hand1") == []


@R("fftcg:11.12.5.6.1", "fftcg:12.4.5")
def test_yunas_controller_declines_then_enuos_controller_decides_his():
    g, yuna, enuo = _yuna_and_enuo_both_asked()
    do(g, ("replacements_of", 0), DECLINE)
    d = g.decision
    assert (d.kind, d.player, d.options) == ("replacement", 1, (("replacement", enuo, 0), DECLINE))
    do(g, DECLINE)
    _resolve(g)
    assert names(g, "break1") == ["Geomancer"] and names(g, "removed1") == []
    assert len(g.zones["hand1"]) == 1          # Geomancer's "draw 1 card"


def test_enuo_taken_first_yunas_controller_is_not_asked():
    g, yuna, enuo = _yuna_and_enuo_both_asked()
    do(g, ("replacement", enuo, 0))
    _resolve(g)
    assert names(g, "removed1") == ["Geomancer"] and names(g, "break1") == []


def test_a_game_saved_while_yunas_controller_decides_resumes_the_same():
    from tcg.engine.state import Game

    g, yuna, enuo = _yuna_and_enuo_both_asked()
    do(g, ("replacements_of", 0))
    back = Game.from_json(g.to_json(), g.rules)
    assert back.decision == g.decision and back.state_hash() == g.state_hash()
    for game in (g, back):
        do(game, DECLINE, DECLINE)
        _resolve(game)
    assert back.state_hash() == g.state_hash() and names(back, "break1") == ["Geomancer"]
