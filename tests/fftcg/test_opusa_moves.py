"""Issue 20 ffopusA: the last cards of Opus I–V that move cards. Exdeath's Grand Cross removes
every other Character and both Break Zones from the game; Onion Knight's Job Change puts him at
the bottom of the deck and plays the Onion Knight with Job Sage found there."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, setup
from play_kit import resolve_all as _resolve

R = pytest.mark.rules

EXDEATH = "3-100L"      # lightning Forward 5: "[Grand Cross] {S}{l}{l}{l}{l}{l}{l}{l}: Remove all Characters on the field other than Exdeath and all cards in the Break Zone from the game."
EXDEATH_1 = "1-122H"    # lightning Forward: a card named Exdeath (discarded for {S})
RAMUH = "1-143C"        # lightning Summon (2 lightning CP when discarded)
BLACK_BELT = "1-099C"   # earth Forward 8000
KNIGHT = "1-050C"       # ice Forward 7000


def _pay(g) -> None:
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[0])


@R("fftcg:15.1.1.5.1")
def test_exdeath_grand_cross_removes_every_other_character_and_both_break_zones():
    g = setup({"field": [EXDEATH, BLACK_BELT], "hand": [EXDEATH_1] + [RAMUH] * 4, "break": [KNIGHT]},
              {"field": [KNIGHT, BLACK_BELT], "break": [BLACK_BELT, RAMUH]})
    exdeath = fid(g, "Exdeath", "field0")
    special = next(i for i, a in enumerate(g.objs[exdeath].card.ability) if a.kind == "special")
    do(g, ("use", exdeath, special))
    _pay(g)
    assert sorted(names(g, "break0")) == sorted(["Knight", "Exdeath"] + ["Ramuh"] * 4)    # the cost, paid
    _resolve(g)
    assert names(g, "field0") == ["Exdeath"] and g.zones["field0"] == [exdeath]
    assert names(g, "field1") == [] and names(g, "break0") == [] and names(g, "break1") == []
    assert sorted(names(g, "removed0")) == sorted(["Black Belt", "Knight", "Exdeath"] + ["Ramuh"] * 4)
    assert sorted(names(g, "removed1")) == sorted(["Knight", "Black Belt", "Black Belt", "Ramuh"])


ONION_NINJA = "4-054L"  # wind Forward 4, Job Ninja: "[Job Change: Ninja] {S} Place Onion Knight at the bottom of your deck. If you do so, search for 1 _Card Name Onion Knight_ with _Job Sage_ and play it onto the field."
ONION_1 = "1-067R"      # wind Forward 4, Onion Knight, Job Ninja (discarded for {S}; one in the deck is no Sage)
ONION_SAGE = "1-125R"   # lightning Forward 3, Onion Knight, Job Sage


@R("fftcg:15.1.1.8.1")
def test_onion_knight_job_change_goes_to_the_deck_and_plays_the_sage_found_there():
    g = setup({"field": [ONION_NINJA], "hand": [ONION_1], "deck": [f"5 {BLACK_BELT}", ONION_1, ONION_SAGE, BLACK_BELT]})
    ninja = fid(g, "Onion Knight", "field0")
    special = next(i for i, a in enumerate(g.objs[ninja].card.ability) if a.kind == "special")
    do(g, ("use", ninja, special))
    _pay(g)
    _resolve(g)
    field = g.zones["field0"]
    assert len(field) == 1 and g.objs[field[0]].card.code == ONION_SAGE and not g.objs[field[0]].tapped
    deck = [g.objs[o].card.code for o in g.zones["deck0"]]
    assert sorted(deck) == sorted([BLACK_BELT] * 6 + [ONION_1, ONION_NINJA])     # searched, then shuffled
    assert names(g, "break0") == ["Onion Knight"] and g.objs[g.zones["break0"][0]].card.code == ONION_1
