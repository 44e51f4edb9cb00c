"""FFTCG field abilities that protect a card from the opponent's Summons and abilities
(games/fftcg/protection.py): "cannot be chosen by your opponent's abilities", "cannot become
dull by your opponent's Summons or abilities", "cannot be broken by your opponent's Summons or
abilities"."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, cast, fid, names, pass_, setup, use

R = pytest.mark.rules

RANGER = "3-053C"        # Forward: cannot be chosen by your opponent's abilities
YSHTOLA = "1-084H"       # wind Forward: {D}: choose 1 Forward, deal it 2000 damage
IFRIT = "1-004C"         # fire Summon 1: choose 1 Forward, deal it 4000 damage
GUY = "1-097H"           # Forward: cannot become dull by your opponent's Summons or abilities
SHIVA = "1-038R"         # ice Summon 3: choose 1 Forward, dull it and Freeze it
AURON = "1-002R"         # Forward: the Backups you control cannot be broken by your opponent's Summons or abilities
HECATONCHEIR = "1-117R"  # earth Summon 3: choose 1 Backup of cost 3 or more, break it
ENNA_KROS = "1-095R"     # earth Backup 3
KNIGHT = "1-050C"        # ice Forward 7000, vanilla
SQUIRE = "1-025C"        # fire Forward 5000, vanilla
BLACK_BELT = "1-099C"    # earth Forward 8000, vanilla


@R("fftcg:11.6.5")
def test_a_forward_that_cannot_be_chosen_by_the_opponents_abilities_is_no_target_of_them():
    g = setup({"field": [YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [RANGER, KNIGHT]})
    ys, ranger, knight = fid(g, "Y'shtola", "field0"), fid(g, "Ranger", "field1"), fid(g, "Knight", "field1")
    use(g, ys, 1)
    assert set(g.decision.options) == {("target", ys), ("target", knight)}   # Ranger is not a legal target
    g.apply(("target", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 2000 and g.objs[ranger].damage == 0
    # a Summon may still choose Ranger
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", ranger) in g.decision.options


@R("fftcg:15.1.1.2.1", "fftcg:15.2.4")
def test_a_forward_that_cannot_become_dull_by_the_opponent_stays_active_but_is_frozen():
    g = setup({"hand": [SHIVA, KNIGHT, KNIGHT]}, {"field": [GUY]})
    guy = fid(g, "Guy", "field1")
    k1, k2 = (o for o in g.zones["hand0"] if g.objs[o].card.name == "Knight")
    cast(g, fid(g, "Shiva", "hand0"), targets=[guy], pay=[("discard", k1), ("discard", k2)])
    pass_(g, 2)
    assert g.objs[guy].tapped is False                      # the dull is out of reach
    assert g.objs[guy].marks & FROZEN                       # the Freeze still applies
    assert names(g, "break0") == ["Knight", "Knight", "Shiva"]


@R("fftcg:15.1.1.2.1")
def test_without_the_protection_the_same_summon_dulls_the_forward():
    g = setup({"hand": [SHIVA, KNIGHT, KNIGHT]}, {"field": [SQUIRE]})
    sq = fid(g, "Squire", "field1")
    k1, k2 = (o for o in g.zones["hand0"] if g.objs[o].card.name == "Knight")
    cast(g, fid(g, "Shiva", "hand0"), targets=[sq], pay=[("discard", k1), ("discard", k2)])
    pass_(g, 2)
    assert g.objs[sq].tapped is True


@R("fftcg:15.1.1.3.1", "fftcg:11.9")
def test_backups_that_cannot_be_broken_by_the_opponent_stay_on_the_field():
    g = setup({"hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]}, {"field": [AURON, ENNA_KROS]})
    _, bb1, bb2 = g.zones["hand0"]
    cast(g, fid(g, "Hecatoncheir", "hand0"), targets=[fid(g, "Enna Kros", "field1")],
         pay=[("discard", bb1), ("discard", bb2)])
    pass_(g, 2)
    assert names(g, "field1") == ["Auron", "Enna Kros"]
    assert names(g, "break1") == []
    assert names(g, "break0") == ["Black Belt", "Black Belt", "Hecatoncheir"]
