"""A card followed into the zone its move put it in (11.8.16.1: "When Vanille is put from the field
into the Break Zone, ... return Vanille onto the field dull"; a delayed "When Scarmiglione is put
from the field into the Break Zone during this turn, return Scarmiglione to the field"), and the
readings of "If C, X. If not, Y.", "the first ... the other" and "add it to your hand or play it
onto the field"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, power, setup, to_phase, use
from play_kit import resolve_all as _resolve

from tcg.games.fftcg import actions

R = pytest.mark.rules

VANILLE = "1-093H"       # earth Forward 4, 7000: "When Vanille is put from the field into the Break Zone, search for 1 _Card Name Hecatoncheir_ and remove it from the game. If you do so, return Vanille onto the field dull."
HECATONCHEIR = "1-117R"  # earth Summon 3
SCARMIGLIONE = "3-082R"  # earth Forward 2, 6000: "[Living Dead] {S}: When Scarmiglione is put from the field into the Break Zone during this turn, return Scarmiglione to the field. It gains +2000 power until the end of the turn."
CALBRENA = "5-079H"      # earth Monster 4: "{e}{1}: Until the end of the turn, Calbrena also becomes a Forward with 7000 power and "When Calbrena is put from the field into the Break Zone, return Calbrena to the field dull." ..."
GILGAMESH = "1-129C"     # lightning Forward: "[Strongest Sword] {S}{D}: Choose 1 Forward. Remove the top card of your deck from the game. If the removed card is a Forward, break it. If not, deal it 3000 damage."
ZACK = "3-012L"          # fire Forward: "When Zack is put from the field into the Break Zone, you may search for 1 _Card Name Cloud_ of cost 4 or less, and add it to your hand or play it onto the field dull."
CLOUD = "1-182L"         # light Forward 4, 8000
CLOUD_6 = "1-187S"       # fire Forward 6
BLACK_BELT = "1-099C"    # earth Forward 4, 8000, vanilla
KNIGHT = "1-050C"        # ice Forward 3, 7000, vanilla
SHIVA = "1-039C"         # ice Summon


def _pay(g) -> None:
    while g.decision is not None and g.decision.kind == "payment":
        do(g, g.decision.options[0])


@R("fftcg:11.8.16.1")
def test_vanille_returns_from_the_break_zone_dull_after_removing_a_hecatoncheir():
    g = setup({"field": [VANILLE], "deck": [f"4 {BLACK_BELT}", HECATONCHEIR, BLACK_BELT]})
    vanille = fid(g, "Vanille", "field0")
    actions.break_cards(g, [vanille])
    assert names(g, "break0") == ["Vanille"]
    _resolve(g)
    if g.decision.kind == "select":
        do(g, ("select", fid(g, "Hecatoncheir", "deck0")))
    _resolve(g)
    back = fid(g, "Vanille", "field0")
    assert back != vanille and g.objs[back].tapped
    assert names(g, "break0") == [] and names(g, "removed0") == ["Hecatoncheir"]
    assert sorted(names(g, "deck0")) == ["Black Belt"] * 5


def test_vanille_stays_in_the_break_zone_without_a_hecatoncheir_to_remove():
    g = setup({"field": [VANILLE], "deck": [f"5 {BLACK_BELT}"]})
    actions.break_cards(g, [fid(g, "Vanille", "field0")])
    _resolve(g)
    assert names(g, "break0") == ["Vanille"] and names(g, "field0") == [] and names(g, "removed0") == []


@R("fftcg:11.8.16.1")
def test_vanille_no_longer_in_the_break_zone_is_not_returned():
    g = setup({"field": [VANILLE], "deck": [f"4 {BLACK_BELT}", HECATONCHEIR]})
    actions.break_cards(g, [fid(g, "Vanille", "field0")])
    actions.move(g, fid(g, "Vanille", "break0"), "removed")    # gone from the Break Zone before it resolves
    _resolve(g)
    assert names(g, "removed0") == ["Vanille", "Hecatoncheir"] and names(g, "field0") == []


@R("fftcg:11.8.17", "fftcg:11.8.16.1")
def test_scarmiglione_living_dead_returns_him_to_the_field_with_2000_more_power():
    g = setup({"field": [SCARMIGLIONE], "hand": [SCARMIGLIONE]})
    sc = fid(g, "Scarmiglione", "field0")
    use(g, sc, 1)
    _pay(g)
    if g.decision.kind == "discard":
        do(g, ("discard", fid(g, "Scarmiglione", "hand0")))
    _resolve(g)
    actions.break_cards(g, [sc])
    _resolve(g)
    back = fid(g, "Scarmiglione", "field0")
    assert back != sc and names(g, "break0") == ["Scarmiglione"]    # the one discarded for {S}
    assert power(g, back) == 8000


def test_scarmiglione_without_living_dead_stays_in_the_break_zone():
    g = setup({"field": [SCARMIGLIONE]})
    actions.break_cards(g, [fid(g, "Scarmiglione", "field0")])
    _resolve(g)
    assert names(g, "break0") == ["Scarmiglione"] and names(g, "field0") == []


@R("fftcg:11.8.16.1")
def test_calbrena_as_a_forward_returns_to_the_field_dull_when_broken():
    g = setup({"field": [CALBRENA, "1-099C", "1-099C"], "hand": [BLACK_BELT, BLACK_BELT]})
    cal = fid(g, "Calbrena", "field0")
    use(g, cal, 0)
    _pay(g)
    _resolve(g)
    assert power(g, cal) == 7000
    actions.break_cards(g, [cal])
    _resolve(g)
    back = fid(g, "Calbrena", "field0")
    assert back != cal and g.objs[back].tapped and names(g, "break0")[-1:] != ["Calbrena"]
    assert g.objs[back].card.type == "monster" and power(g, back) == 0      # a Monster again: a new card


@R("fftcg:15.1.1.5.1")
def test_gilgamesh_breaks_if_the_removed_card_is_a_forward_and_else_deals_3000_damage():
    for top, broken in ((BLACK_BELT, True), (SHIVA, False)):
        g = setup({"field": [GILGAMESH], "hand": [GILGAMESH], "deck": [f"3 {BLACK_BELT}", top]},
                  {"field": [BLACK_BELT]})
        bb = fid(g, "Black Belt", "field1")
        use(g, fid(g, "Gilgamesh", "field0"), 0, targets=[bb])
        _pay(g)
        if g.decision.kind == "discard":
            do(g, ("discard", fid(g, "Gilgamesh", "hand0")))
        _resolve(g)
        assert names(g, "removed0") == [g.rules.cards[top].name]
        if broken:
            assert names(g, "break1") == ["Black Belt"]
        else:
            assert names(g, "break1") == [] and g.objs[bb].damage == 3000


@pytest.mark.parametrize("to_field", [True, False])
def test_zack_adds_the_cloud_to_the_hand_or_plays_it_dull(to_field):
    g = setup({"field": [ZACK], "deck": [f"3 {BLACK_BELT}", CLOUD, CLOUD_6]})
    actions.break_cards(g, [fid(g, "Zack", "field0")])
    _resolve(g)
    assert g.decision.kind == "optional"        # "you may search"
    do(g, ("yes",))
    if g.decision.kind == "select":             # the only Cloud of cost 4 or less
        assert g.decision.options == (("select", fid(g, "Cloud", "deck0")),) or len(g.decision.options) == 1
        do(g, g.decision.options[0])
    assert g.decision.kind == "optional"        # play it onto the field dull, or add it to the hand
    do(g, ("yes",) if to_field else ("no",))
    _resolve(g)
    if to_field:
        cloud = fid(g, "Cloud", "field0")
        assert g.objs[cloud].tapped and names(g, "hand0") == []
    else:
        assert names(g, "hand0") == ["Cloud"] and names(g, "field0") == []
    assert sorted(names(g, "deck0")) == ["Black Belt"] * 3 + ["Cloud"]      # the cost 6 Cloud stays


KYTES = "15-047R"       # wind Forward 1: "Remove Kytes from the game: Choose 1 _Job Sky Pirate_ you control. Remove it from the game. Play it onto the field at the end of the turn."
VAAN = "10-044H"        # wind Forward 2, Job Sky Pirate


@R("fftcg:11.8.17", "fftcg:7.4")
def test_kytes_removes_a_sky_pirate_and_plays_it_back_at_the_end_of_the_turn():
    g = setup({"field": [KYTES, {"card": VAAN, "damage": 1000, "dull": True}]})
    vaan = fid(g, "Vaan", "field0")
    use(g, fid(g, "Kytes", "field0"), 0, targets=[vaan])
    _resolve(g)
    assert names(g, "removed0") == ["Kytes", "Vaan"] and names(g, "field0") == []
    to_phase(g, 3, "end")
    _resolve(g)
    back = fid(g, "Vaan", "field0")
    assert back != vaan and not g.objs[back].tapped and g.objs[back].damage == 0      # a new card
    assert names(g, "removed0") == ["Kytes"]


def test_kytes_plays_back_nothing_if_the_removed_card_left_the_removed_zone():
    g = setup({"field": [KYTES, VAAN]})
    use(g, fid(g, "Kytes", "field0"), 0, targets=[fid(g, "Vaan", "field0")])
    _resolve(g)
    actions.move(g, fid(g, "Vaan", "removed0"), "hand")
    to_phase(g, 3, "end")
    _resolve(g)
    assert names(g, "field0") == [] and names(g, "hand0") == ["Vaan"]


PALOM = "2-016R"        # "When Palom attacks, choose 1 Forward opponent controls. Deal it 2000 damage." and "When Palom deals damage to your opponent, or when the Forward damaged by Palom is put from the field into the Break Zone during the same turn, you may put Palom into the Break Zone. If you do so, search for 1 _Card Name Palom_, and play it onto the field."


@pytest.mark.parametrize("via", ["player", "forward"])
def test_palom_replaces_himself_with_a_palom_from_the_deck(via):
    foe = {"card": KNIGHT, "damage": 5000} if via == "forward" else KNIGHT     # 2000 more breaks it
    g = setup({"field": [PALOM], "deck": [f"3 {BLACK_BELT}", PALOM]}, {"field": [foe]},
              phase="attack", step="declaration")
    palom = fid(g, "Palom", "field0")
    do(g, ("attack", palom))
    while g.decision.kind != "optional":
        d = g.decision
        if d.kind == "target":
            do(g, ("target", fid(g, "Knight", "field1")))
        elif d.kind == "block":
            do(g, d.options[0] if via == "player" and ("no_block",) not in d.options else ("no_block",))
        else:
            do(g, d.options[0] if len(d.options) == 1 else ("pass",))
    do(g, ("yes",))
    _resolve(g)
    new = fid(g, "Palom", "field0")
    assert new != palom and names(g, "break0")[:1] == ["Palom"] and "Palom" not in names(g, "deck0")
