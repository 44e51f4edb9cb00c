"""A Summon searched for and cast from the deck without paying its cost (the verb `cast`,
cast_effect.py): "you may search for 1 Water Summon with a cost of 2 or less and cast it without
paying the cost. If you do not cast it, put the Summon into the Break Zone." (Garnet), "If you
cast a Summon of cost 5 or more with this ability, put Lenne into the Break Zone." (Lenne)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, setup
from play_kit import resolve_all as _resolve

from tcg.games.fftcg import actions

R = pytest.mark.rules

GARNET = "3-152S"       # water Forward 3: the text above
MOOGLE = "1-172C"       # water Summon 1: "{EX} Draw 2 cards, then discard 1 card from your hand."
LENNE = "2-142R"        # water Forward 3: "When Lenne forms a party with _Card Name Yuna_ and attacks, you may search for 1 Summon and cast it ..."
YUNA = "1-214S"         # water Forward 2: "When you cast a Summon, you may dull Yuna ..."
IFRIT = "1-004C"        # fire Summon 2: "Choose 1 Forward. Deal it ... damage."
VALEFOR = "1-062L"      # wind Summon 5: "Return all Forwards to their owners' hands."
BLACK_BELT = "1-099C"   # earth Forward 8000


def _garnet_enters(g) -> None:
    actions.move(g, fid(g, "Garnet", "hand0"), "field")
    _resolve(g)
    assert g.decision.kind == "optional"     # "you may search"
    do(g, ("yes",))


@R("fftcg:11.3.1", "fftcg:11.11.10")
def test_garnet_casts_the_summon_found_without_paying_its_cost():
    g = setup({"hand": [GARNET], "deck": [f"4 {BLACK_BELT}", MOOGLE, f"2 {BLACK_BELT}"]})
    _garnet_enters(g)
    moogle = fid(g, "Moogle", "deck0")
    assert g.decision.kind == "cast_from_hand" and ("cast", moogle) in g.decision.options
    do(g, ("cast", moogle))
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Moogle"]     # cast: on the stack, paid nothing
    assert names(g, "break0") == [] and len(g.zones["damage0"]) == 0
    pass_until(g, "discard")
    do(g, ("discard", g.decision.options[0][1]))
    _resolve(g)
    assert names(g, "break0") == ["Black Belt", "Moogle"] and len(names(g, "hand0")) == 1   # drew 2, discarded 1
    assert len(names(g, "deck0")) == 4


def test_garnet_puts_the_summon_into_the_break_zone_if_it_is_not_cast():
    g = setup({"hand": [GARNET], "deck": [f"4 {BLACK_BELT}", MOOGLE, f"2 {BLACK_BELT}"]})
    _garnet_enters(g)
    do(g, ("no",))
    _resolve(g)
    assert names(g, "break0") == ["Moogle"] and names(g, "hand0") == [] and g.stack == []
    assert sorted(names(g, "deck0")) == ["Black Belt"] * 6


def test_garnet_finds_no_summon_of_cost_2_or_less():
    g = setup({"hand": [GARNET], "deck": [f"4 {BLACK_BELT}", VALEFOR]})
    _garnet_enters(g)
    _resolve(g)
    assert names(g, "break0") == [] and names(g, "deck0").count("Valefor") == 1


@pytest.mark.parametrize("summon, lenne_stays", [(VALEFOR, False), (IFRIT, True)])
def test_lenne_goes_to_the_break_zone_after_casting_a_summon_of_cost_5_or_more(summon, lenne_stays):
    g = setup({"field": [LENNE, YUNA], "deck": [f"4 {BLACK_BELT}", summon]}, {"field": [BLACK_BELT]},
              phase="attack", step="declaration")
    lenne, yuna = fid(g, "Lenne", "field0"), fid(g, "Yuna", "field0")
    do(g, ("attack", lenne), ("add", yuna))
    pass_until(g, "optional")
    do(g, ("yes",))
    found = fid(g, g.rules.cards[summon].name, "deck0")
    assert g.decision.kind == "cast_from_hand"
    do(g, ("cast", found))
    while g.decision.kind in ("mode", "target"):     # the Summon's own choices
        do(g, g.decision.options[-1])
    assert g.rules.cards[summon].name in [g.rules.cards[it.code].name for it in g.stack]    # cast, not resolved
    assert (names(g, "break0") == []) == lenne_stays
    assert ("Lenne" in names(g, "field0")) == lenne_stays


CHAOS = "3-071H"        # wind Summon 3: "{EX} Choose 1 Forward opponent controls. Break it. If that Forward is put into the Break Zone, your opponent may play 1 Forward from their hand onto the field."
NINJA = "1-078C"        # wind Forward (wind CP)
MONK = "1-119C"         # earth Forward 2, vanilla


def test_chaos_lets_the_opponent_play_a_forward_once_theirs_is_put_into_the_break_zone():
    g = setup({"hand": [CHAOS, NINJA, NINJA]}, {"field": [BLACK_BELT], "hand": [MONK]})
    do(g, ("cast", fid(g, "Chaos, Walker of the Wheel", "hand0")), ("target", fid(g, "Black Belt", "field1")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    pass_until(g, "play_from_hand")
    assert g.decision.player == 1 and names(g, "break1") == ["Black Belt"]
    do(g, ("play", fid(g, "Monk", "hand1")))
    _resolve(g)
    assert names(g, "field1") == ["Monk"] and names(g, "hand1") == []


ARCIELA = "17-065H"     # earth Forward 3: "When Arciela enters the field or attacks, choose 1 Summon from either player's Break Zone. You may remove it from the game. If you do so, place 1 Refresh Counter on Arciela." ...


def test_arciela_chooses_a_summon_in_either_players_break_zone():
    g = setup({"hand": [ARCIELA], "break": [MOOGLE]}, {"break": [IFRIT, BLACK_BELT]})
    actions.move(g, fid(g, "Arciela", "hand0"), "field")
    _resolve(g)
    assert g.decision.kind == "target"
    assert set(g.decision.options) == {("target", fid(g, "Moogle", "break0")), ("target", fid(g, "Ifrit", "break1"))}
    do(g, ("target", fid(g, "Ifrit", "break1")))
    _resolve(g)
    do(g, ("yes",))
    _resolve(g)
    assert names(g, "removed1") == ["Ifrit"] and names(g, "break0") == ["Moogle"]
    assert g.objs[fid(g, "Arciela", "field0")].counters == {"refresh": 1}


MIRA = "4-137L"         # water Forward: "When a Monster you control is put from the field into the Break Zone, you may dull Mira if it is active. If you do so, search for a Monster with the same name and add it to your hand."
BANGAA = "4-088C"       # earth Monster 2, Bangaa Thief
GREEN_DRAGON = "4-124C"  # water Monster


def test_mira_searches_for_a_monster_with_the_name_of_the_one_put_into_the_break_zone():
    g = setup({"field": [MIRA, BANGAA], "deck": [f"3 {BLACK_BELT}", BANGAA, GREEN_DRAGON]})
    actions.break_cards(g, [fid(g, "Bangaa Thief", "field0")])
    _resolve(g)
    assert g.decision.kind == "optional"
    do(g, ("yes",))
    bangaa = fid(g, "Bangaa Thief", "deck0")
    assert g.decision.kind == "search" and set(g.decision.options) == {("done",), ("take", bangaa)}   # not Green Dragon
    do(g, ("take", bangaa))
    _resolve(g)
    assert g.objs[fid(g, "Mira", "field0")].tapped
    assert names(g, "hand0") == ["Bangaa Thief"] and "Bangaa Thief" not in names(g, "deck0")

