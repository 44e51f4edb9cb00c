"""Damage by kind of source and by whom: "Ghis doesn't receive any damage from abilities other than
special abilities" (damage.py `not_special`), "When Zeid is dealt damage by a Character, that
Character's controller discards 1 card from his/her hand" (the event dealt_damage_by_character,
`who = "subject_controller"`)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, resolve_all, resolve_stack, setup

R = pytest.mark.rules

GHIS = "2-126R"         # water Forward 8000: no damage from abilities other than special abilities
ZEID = "5-037R"         # ice Forward 9000: "When Zeid is dealt damage by a Character, ..."
TERRA = "1-047R"        # ice Forward: "{i}: Choose 1 dull Forward. Deal it 1000 damage."
BARRET = "1-205S"       # earth Forward: "[Grenade Bomb] {S}: Deal 2000 damage to all the Forwards opponent controls."
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
KNIGHT = "1-050C"       # ice Forward (discarded for 2 ice CP)
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla


def _terra_pings(g, target) -> None:
    do(g, ("use", fid(g, "Terra", "field0"), 1), ("target", target), ("discard", fid(g, "Knight", "hand0")))
    resolve_stack(g)


def _ifrit_on(g, target) -> None:
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", target), ("discard", fid(g, "Red XIII", "hand0")))
    resolve_stack(g)


@R("fftcg:11.12.5.2")
def test_ghis_receives_no_damage_from_an_action_ability_but_does_from_a_summon_and_a_special_ability():
    g = setup({"field": [TERRA, BARRET], "hand": [KNIGHT, IFRIT, RED_XIII, BARRET]},
              {"field": [{"card": GHIS, "dull": True}]})
    ghis = fid(g, "Ghis", "field1")
    _terra_pings(g, ghis)
    assert g.objs[ghis].damage == 0 and names(g, "break0") == ["Knight"]      # the ability resolved
    _ifrit_on(g, ghis)
    assert g.objs[ghis].damage == 4000
    do(g, ("use", fid(g, "Barret", "field0"), 0), ("cost_name", fid(g, "Barret", "hand0")))
    resolve_stack(g)
    assert g.objs[ghis].damage == 6000


@R("fftcg:11.8.1")
def test_zeid_dealt_damage_by_a_character_makes_its_controller_discard_but_not_by_a_summon():
    g = setup({"field": [TERRA], "hand": [KNIGHT, IFRIT, RED_XIII, BLACK_BELT]},
              {"field": [{"card": ZEID, "dull": True}], "hand": [BLACK_BELT]})
    zeid = fid(g, "Zeid", "field1")
    _ifrit_on(g, zeid)                              # a Summon: no Character dealt it
    assert g.objs[zeid].damage == 4000 and names(g, "hand0") == ["Knight", "Black Belt"]
    bb = fid(g, "Black Belt", "hand0")
    do(g, ("use", fid(g, "Terra", "field0"), 1), ("target", zeid), ("discard", fid(g, "Knight", "hand0")))
    pass_until(g, "discard")                        # Terra's ability dealt it: Terra's controller discards
    assert g.objs[zeid].damage == 5000 and g.decision.player == 0
    do(g, ("discard", bb))
    resolve_all(g)
    assert names(g, "hand0") == [] and names(g, "break0")[-1] == "Black Belt" and names(g, "hand1") == ["Black Belt"]
