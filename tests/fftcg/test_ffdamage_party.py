"""Damage prevention that depends on a Party (15.1.1.9) or on the receiver's state: "The Forwards
forming a party with Knight don't receive any damage", "If Chocobo forms a party, Chocobo doesn't
receive any damage", "If Thancred receives damage while dull, the damage is reduced by 2000"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, pass_, pass_until, power, setup

R = pytest.mark.rules

BLACK_BELT = "1-099C"   # earth Forward 8000
GORDON = "1-160H"       # water Forward 4000
NINJA = "2-061C"        # wind Forward 3000
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # a fire Forward (discarded for 2 fire CP)
KNIGHT_165 = "1-165C"   # water Forward 5000: "The Forwards forming a party with Knight don't receive any damage."
CHOCOBO = "5-060C"      # wind Forward 7000: "If Chocobo forms a party, Chocobo doesn't receive any damage."
THANCRED = "5-107H"     # "If Thancred receives damage while dull, the damage is reduced by 2000 instead." (8000)
CECIL = "2-129L"        # "The Forwards other than Cecil you control gain +1000 power and don't receive any damage from Summons or abilities."
KNIGHT = "1-050C"       # ice Forward 7000


def _party_blocked(g, leader, member, split) -> None:
    """`leader` and `member` attack as a Party; Black Belt blocks and its 8000 damage is split
    `split` units of 1000 on the leader, the rest on the member."""
    do(g, ("attack", leader), ("add", member))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Black Belt", "field1")))
    pass_until(g, "assign_damage")
    for k in range(8):
        do(g, ("assign", leader if k < split else member))


@R("fftcg:15.1.1.9", "fftcg:10.1.4.2.1")
def test_the_forwards_forming_a_party_with_knight_receive_no_damage_but_knight_does():
    g = setup({"field": [KNIGHT_165, GORDON]}, {"field": [BLACK_BELT]}, phase="attack", step="declaration")
    knight, gordon = fid(g, "Knight", "field0"), fid(g, "Gordon", "field0")
    _party_blocked(g, knight, gordon, 4)
    assert g.objs[knight].damage == 4000 and g.objs[gordon].damage == 0


@R("fftcg:15.1.1.9", "fftcg:10.1.4.2.1")
def test_chocobo_receives_no_damage_when_it_forms_a_party():
    g = setup({"field": [CHOCOBO, NINJA]}, {"field": [BLACK_BELT]}, phase="attack", step="declaration")
    chocobo, ninja = fid(g, "Chocobo", "field0"), fid(g, "Ninja", "field0")
    _party_blocked(g, chocobo, ninja, 5)
    assert g.objs[chocobo].damage == 0 and ninja not in g.zones["field0"]


@R("fftcg:11.12.5.2")
def test_thancred_reduces_damage_only_while_dull():
    for dull, taken in ((False, 4000), (True, 2000)):
        g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [{"card": THANCRED, "dull": dull}]})
        thancred = fid(g, "Thancred", "field1")
        do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", thancred), ("discard", fid(g, "Red XIII", "hand0")))
        while g.stack:
            pass_(g)
        assert g.objs[thancred].damage == taken


@R("fftcg:11.12.5.2")
def test_cecil_protects_the_other_forwards_from_summons_and_gives_them_1000_power():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [CECIL, KNIGHT]})
    knight = fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", knight), ("discard", fid(g, "Red XIII", "hand0")))
    while g.stack:
        pass_(g)
    assert g.objs[knight].damage == 0 and power(g, knight) == 8000
