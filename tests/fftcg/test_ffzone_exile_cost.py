"""A cost paid with cards of your Break Zone: "Remove 3 cards in the Break Zone from the game:
Galuf gains +3000 power until the end of the turn." (abilities.ExtraCost.exiles)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, power, setup

R = pytest.mark.rules

GALUF = "18-054L"     # earth Forward 8000: "Remove 3 cards in the Break Zone from the game: Galuf gains +3000 power until the end of the turn."
TIDUS = "19-103H"     # "Remove 20 cards in the Break Zone from the game: Play Tidus onto the field. You can only use this ability during your Main Phase and if Tidus is in the Break Zone."
KNIGHT = "1-050C"
SQUIRE = "1-026C"


@R("fftcg:11.6.10")
def test_galuf_removes_3_cards_of_your_break_zone_as_its_cost():
    g = setup({"field": [GALUF], "break": [KNIGHT, SQUIRE, KNIGHT, SQUIRE]}, {"break": [KNIGHT] * 5})
    galuf = fid(g, "Galuf", "field0")
    do(g, ("use", galuf, 1))
    for _ in range(3):
        assert g.decision.kind == "payment"
        assert all(k == "cost_exile" and o in g.zones["break0"] for k, o in g.decision.options)   # yours only
        do(g, g.decision.options[0])
    while g.stack:
        pass_(g)
    assert len(g.zones["removed0"]) == 3 and len(g.zones["break0"]) == 1 and len(g.zones["break1"]) == 5
    assert power(g, galuf) == 11000
    # with 2 cards left... 1: the cost cannot be paid in full, the ability is not offered (11.6.10)
    assert ("use", galuf, 1) not in g.decision.options


@R("fftcg:11.6.10")
def test_tidus_cannot_pay_with_itself():
    g = setup({"break": [TIDUS] + [KNIGHT] * 19})
    assert ("use", fid(g, "Tidus", "break0"), 1) not in g.decision.options       # 19 others: not enough
    g = setup({"break": [TIDUS] + [KNIGHT] * 20})
    tidus = fid(g, "Tidus", "break0")
    do(g, ("use", tidus, 1))
    while g.decision.kind == "payment":
        assert ("cost_exile", tidus) not in g.decision.options
        do(g, g.decision.options[0])
    while g.stack:
        pass_(g)
    assert names(g, "field0") == ["Tidus"] and len(g.zones["removed0"]) == 20


NAEL = "9-014L"       # "Remove 2 Backups from the game: Choose 1 Forward. Deal it 8000 damage."
RED_CAP = "11-021C"   # "{f}, discard Red Cap, remove 1 Backup from the game: Choose 1 Forward. Deal it 7000 damage. You can only use this ability if Red Cap is in your hand."
EVOKER = "1-159C"     # water Backup
BLACK_BELT = "1-099C"


@R("fftcg:11.6.10")
def test_nael_removes_2_backups_you_control_from_the_game_as_its_cost():
    g = setup({"field": [NAEL, EVOKER, EVOKER, EVOKER]}, {"field": [BLACK_BELT, EVOKER]})
    nael = fid(g, "Nael", "field0")
    do(g, ("use", nael, 2), ("target", fid(g, "Black Belt", "field1")))
    for _ in range(2):
        assert g.decision.kind == "payment"
        assert all(g.objs[o].card.name == "Evoker" and o in g.zones["field0"] for _, o in g.decision.options)
        do(g, g.decision.options[0])
    while g.stack:
        pass_(g)
    assert names(g, "removed0") == ["Evoker", "Evoker"] and names(g, "break0") == []
    assert names(g, "break1") == ["Black Belt"] and names(g, "field1") == ["Evoker"]


@R("fftcg:11.6.10")
def test_red_cap_is_discarded_and_a_backup_removed_to_deal_7000():
    g = setup({"hand": [RED_CAP, SQUIRE], "field": [EVOKER]}, {"field": [KNIGHT]})
    do(g, ("use", fid(g, "Red Cap", "hand0"), 1), ("target", fid(g, "Knight", "field1")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    while g.stack:
        pass_(g)
    assert names(g, "removed0") == ["Evoker"] and "Red Cap" in names(g, "break0")
    assert names(g, "break1") == ["Knight"]
