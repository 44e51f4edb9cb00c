"""FFTCG auto abilities that work in the Break Zone ("This effect will trigger only if X is in the
Break Zone", printed from Opus VIII on) and "When you receive a fifth point of damage", compiled
from the cards' printed text (pool/*.toml; own_triggers.in_break_zones)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, resolve_all, setup

R = pytest.mark.rules

MARILITH = "17-019R"    # fire Forward: when you receive a fifth point of damage, you may pay {f}; when you do so,
#                         play Marilith onto the field dull; this effect will trigger only if Marilith is in the Break Zone
FUSOYA = "2-146H"       # {D}: choose 1 Forward, deal it 7000 damage; Fusoya deals you 1 point of damage
FIRE_B = "1-011C"       # fire Backup (Evoker), vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
FILLER = "1-099C"       # earth Forward, vanilla, no EX Burst


def _fusoya_hits_you(damage: int, marilith: str):
    g = setup({"field": [FUSOYA, FIRE_B], marilith: [MARILITH], "damage": [f"{damage} {FILLER}"]},
              {"field": [KNIGHT]})
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Knight", "field1")))
    return g


@R("fftcg:6.5.2")
def test_marilith_comes_back_from_the_break_zone_on_the_fifth_point_of_damage():
    g = _fusoya_hits_you(4, "break")
    pass_until(g, "optional")                    # Fusoya's point of damage is the fifth
    assert len(g.zones["damage0"]) == 5
    do(g, ("yes",), ("dull", fid(g, "Evoker", "field0")))
    resolve_all(g)
    marilith = fid(g, "Marilith", "field0")
    assert names(g, "break0") == [] and g.objs[marilith].tapped


def test_marilith_waits_for_the_fifth_point_and_only_in_the_break_zone():
    g = _fusoya_hits_you(3, "break")             # the fourth point: nothing
    resolve_all(g)
    assert names(g, "break0") == ["Marilith"] and len(g.zones["damage0"]) == 4 and g.decision.kind == "priority"
    g = _fusoya_hits_you(4, "hand")              # in the hand: nothing
    resolve_all(g)
    assert names(g, "hand0") == ["Marilith"] and len(g.zones["damage0"]) == 5 and g.decision.kind == "priority"
