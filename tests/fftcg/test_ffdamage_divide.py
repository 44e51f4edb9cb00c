"""Damage shared among Forwards and read from each one's power: "Divide 6000 damage among them as
you like (unit must be 1000)", "Divide 12000 damage equally among all the Forwards opponent
controls (round up to the nearest 1000)", "Deal each Forward opponent controls damage equal to
half of its power", and "the next damage it deals to a Forward becomes 0"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, setup
from play_kit import resolve_stack as _resolve

R = pytest.mark.rules
DONE = ("done",)

KNIGHT = "1-050C"        # ice Forward 7000
BLACK_BELT = "1-099C"    # earth Forward 8000
GORDON = "1-160H"        # water Forward 4000
NINJA = "2-061C"         # a wind Forward (discarded for 2 wind CP)
YUFFIE = "1-085R"        # "[Bloodfest] {S}{D}: Choose up to 3 Forwards. Divide 6000 damage among them as you like. (Unit must be 1000.)"
STRAGO = "4-130H"        # "[Grand Delta] {S}{u}{u}{D}: Divide 12000 damage equally among all the Forwards opponent controls (round up to the nearest 1000)."
LICH = "4-046R"          # ice Summon 4: "Deal each Forward opponent controls damage equal to half of its power (round up to the nearest 1000)."
ARCHER = "4-070C"        # "{w}{D}, put Archer into the Break Zone: Choose 1 Forward opponent controls. During this turn, the next damage it deals to a Forward becomes 0 instead."


@R("fftcg:11.7")
def test_yuffie_divides_6000_damage_as_her_controller_likes_1000_at_a_time():
    g = setup({"field": [YUFFIE], "hand": [YUFFIE]}, {"field": [KNIGHT, BLACK_BELT]})
    knight, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    do(g, ("use", fid(g, "Yuffie", "field0"), 1), ("target", knight), ("target", bb), DONE,
       ("cost_name", fid(g, "Yuffie", "hand0")))
    _resolve(g)
    assert g.decision.kind == "divide_damage" and g.decision.options == (("assign", knight), ("assign", bb))
    for _ in range(4):                      # each has 1000; the other 4000 go to the Knight
        do(g, ("assign", knight))
    assert g.objs[knight].damage == 5000 and g.objs[bb].damage == 1000


@R("fftcg:11.7", "fftcg:4.2")
def test_strago_divides_12000_damage_equally_rounded_up_to_1000():
    g = setup({"field": [STRAGO], "hand": [STRAGO, GORDON]},
              {"field": [KNIGHT, KNIGHT, KNIGHT, BLACK_BELT, BLACK_BELT]})
    do(g, ("use", fid(g, "Strago", "field0"), 1), ("cost_name", fid(g, "Strago", "hand0")),
       ("discard", fid(g, "Gordon", "hand0")))
    _resolve(g)
    assert [g.objs[o].damage for o in g.zones["field1"]] == [3000] * 5     # 12000 / 5 = 2400, rounded up


@R("fftcg:4.2")
def test_lich_deals_each_forward_half_of_its_own_power():
    g = setup({"hand": [LICH, KNIGHT, KNIGHT]}, {"field": [KNIGHT, GORDON]})
    do(g, ("cast", fid(g, "Lich", "hand0")), *[("discard", o) for o in g.zones["hand0"][1:]])
    _resolve(g)
    knight, gordon = fid(g, "Knight", "field1"), fid(g, "Gordon", "field1")
    assert g.objs[knight].damage == 4000 and g.objs[gordon].damage == 2000    # 3500 rounded up; 2000


@R("fftcg:10.1.4.2", "fftcg:11.12.5.2")
def test_archer_makes_the_next_damage_a_forward_deals_0():
    g = setup({"field": [ARCHER, BLACK_BELT], "hand": [NINJA]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    do(g, ("use", fid(g, "Archer", "field0"), 0), ("target", knight), ("discard", fid(g, "Ninja", "hand0")))
    _resolve(g)
    pass_until(g, "attack")
    bb = fid(g, "Black Belt", "field0")
    do(g, ("attack", bb))
    pass_(g, 2)
    do(g, ("block", knight))
    pass_(g, 2)
    assert g.objs[bb].damage == 0 and names(g, "break1") == ["Knight"]


PALOM = "3-016H"         # "If a Forward is dealt damage, the damage increases by 1000 instead." / "[Meteor] {S}{f}{f}{f}: Choose up to 3 Forwards opponent controls. Deal 1 of them 6000 damage, 1 of them 4000 damage, and 1 of them 2000 damage."
RED_XIII = "1-029C"      # a fire Forward (discarded for 2 fire CP)


@R("fftcg:11.12.5.2", "fftcg:12.4.5")
def test_palom_deals_6000_4000_and_2000_to_the_chosen_forwards_his_controller_selects():
    g = setup({"field": [PALOM], "hand": [PALOM, RED_XIII, RED_XIII]}, {"field": [KNIGHT, BLACK_BELT, BLACK_BELT]})
    knight = fid(g, "Knight", "field1")
    bb1, bb2 = (o for o in g.zones["field1"] if o != knight)
    do(g, ("use", fid(g, "Palom", "field0"), 1), ("target", knight), ("target", bb1), ("target", bb2),
       ("cost_name", fid(g, "Palom", "hand0")), *[("discard", o) for o in g.zones["hand0"][1:]])
    _resolve(g)
    assert g.decision.kind == "select" and g.decision.player == 0
    do(g, ("select", knight))                # 6000 (+1000: Palom's own field ability)
    do(g, ("select", bb1))                   # 4000 (+1000); the last one takes 2000 (+1000)
    _resolve(g)
    assert names(g, "break1") == ["Knight"] and g.objs[bb1].damage == 5000 and g.objs[bb2].damage == 3000
