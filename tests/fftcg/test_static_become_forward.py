"""FFTCG field abilities that make a Monster a Forward ("During your turn, Bomb also becomes a
Forward with 5000 power"; "If you control 3 or more Fire Backups, ..."): the card-type layer of
chars.py reads them (11.12.4.6) without reading Forwards or power for their condition."""

from __future__ import annotations

import pytest
from play_kit import cast, fid, pass_, power, setup

R = pytest.mark.rules

BOMB = "9-019R"        # fire Monster: during your turn, Bomb also becomes a Forward with 5000 power
MOM_BOMB = "14-017H"   # fire Monster: if you control 3 or more Fire Backups, also a Forward with 8000 power
IFRIT = "1-004C"       # fire Summon 1: choose 1 Forward, deal it 4000 damage
SQUIRE = "1-025C"      # fire Forward 5000
KNIGHT = "1-050C"      # ice Forward 7000
FIRE_BACKUP = "1-010C"  # fire Backup


@R("fftcg:11.9.1", "fftcg:10.1.2.1.1")
def test_during_its_controllers_turn_the_monster_is_a_forward_that_can_attack():
    g = setup({"field": [BOMB]}, {}, phase="attack")
    bomb = fid(g, "Bomb", "field0")
    assert power(g, bomb) == 5000
    pass_(g, 2)
    assert ("attack", bomb) in g.decision.options


@R("fftcg:11.9.1", "fftcg:11.3.3")
def test_during_the_opponents_turn_it_is_no_forward_and_no_target_for_choose_1_forward():
    g = setup({"field": [BOMB, SQUIRE]}, {"hand": [IFRIT, SQUIRE]}, active=1, priority=1)
    bomb, squire = fid(g, "Bomb", "field0"), fid(g, "Squire", "field0")
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    assert g.decision.kind == "target"
    assert ("target", bomb) not in g.decision.options and ("target", squire) in g.decision.options


@R("fftcg:11.9.1")
def test_the_monster_becomes_a_forward_while_its_condition_holds():
    g = setup({"field": [MOM_BOMB, FIRE_BACKUP, FIRE_BACKUP], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    mom = fid(g, "Mom Bomb", "field0")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", mom) not in g.decision.options            # two Fire Backups: not a Forward
    g = setup({"field": [MOM_BOMB, FIRE_BACKUP, FIRE_BACKUP, FIRE_BACKUP], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    mom = fid(g, "Mom Bomb", "field0")
    assert power(g, mom) == 8000
    cast(g, fid(g, "Ifrit", "hand0"), targets=[mom], pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g, 2)
    assert g.objs[mom].damage == 4000
