"""FFTCG CP paid as an effect, compiled from the cards' printed text (pool/*.toml): "You may pay
{u}. When you do so, draw 1 card." and "If your opponent doesn't pay {1}, it cannot attack or
block this turn." The payment uses the resources of a cost (5.2.1.3) with its exactness
(5.2.1.3.1)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, names, pass_, pass_until, play, setup, use

R = pytest.mark.rules

WHITE_MAGE = "9-108C"   # water Backup 2: enters: you may pay {u}; when you do so, draw 1 card
FLANDIT = "5-088C"      # earth Monster: {D}: choose 1 opp Forward; if your opponent doesn't pay {1}, it cannot attack or block
EVOKER = "1-159C"       # water Backup 1, vanilla
RED_MAGE_B = "1-003C"   # fire Backup
KNIGHT = "1-050C"       # ice Forward, vanilla
BLACK_BELT = "1-099C"


def _white_mage(backups, asked=True):
    g = setup({"field": backups, "hand": [WHITE_MAGE], "deck": [f"3 {BLACK_BELT}", KNIGHT]}, {})
    wm = fid(g, "White Mage", "hand0")
    evokers = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker"]
    play(g, wm, pay=[("dull", evokers[0]), ("dull", evokers[1])])
    if asked:
        pass_until(g, "optional")
    else:
        pass_(g, 2)
    return g


@R("fftcg:5.2.1.3", "fftcg:5.2.1.2")
def test_you_may_pay_water_cp_and_when_you_do_so_draw():
    g = _white_mage([EVOKER, EVOKER, EVOKER, RED_MAGE_B])
    ev3 = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker" and not g.objs[o].tapped][0]
    do(g, ("yes",))
    # {u}: only the active Water Backup can give it (the Fire Backup cannot)
    assert g.decision.kind == "payment" and set(g.decision.options) == {("dull", ev3)}
    do(g, ("dull", ev3))
    assert g.objs[ev3].tapped
    assert names(g, "hand0") == ["Knight"]


@R("fftcg:5.2.1.2")
def test_who_cannot_pay_does_not_and_the_effect_does_not_happen():
    g = _white_mage([EVOKER, EVOKER, RED_MAGE_B], asked=False)    # no water CP left: not asked
    assert g.decision.kind == "priority" and not g.stack
    assert names(g, "hand0") == [] and not g.objs[fid(g, "Red Mage", "field0")].tapped


def test_declining_to_pay_draws_nothing():
    g = _white_mage([EVOKER, EVOKER, EVOKER])
    ev3 = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker" and not g.objs[o].tapped]
    do(g, ("no",))
    assert names(g, "hand0") == [] and not g.objs[ev3[0]].tapped


def _flandit():
    g = setup({"field": [FLANDIT]}, {"field": [KNIGHT, EVOKER]})
    kn = fid(g, "Knight", "field1")
    use(g, fid(g, "Flandit", "field0"), 0, targets=[kn])
    pass_(g, 2)
    assert g.decision.kind == "optional" and g.decision.player == 1     # the opponent decides
    return g, kn


def test_if_your_opponent_does_not_pay_the_forward_cannot_attack_or_block():
    g, kn = _flandit()
    do(g, ("no",))
    assert {"cannot_attack", "cannot_block"} <= flags(g, kn)


def test_if_your_opponent_pays_nothing_happens_to_the_forward():
    g, kn = _flandit()
    ev = fid(g, "Evoker", "field1")
    do(g, ("yes",), ("dull", ev))
    assert g.objs[ev].tapped
    assert not {"cannot_attack", "cannot_block"} & flags(g, kn)


SNOW = "5-041H"         # ice Forward 4: enters: you may pay {x}; if you do so, search for 1 Lightning of cost X or less, play it
LIGHTNING_2 = "5-116H"  # lightning Forward, cost 2
LIGHTNING_4 = "1-142R"  # lightning Forward, cost 4
I_BACKUP = "1-040C"     # ice Backup, vanilla


@R("fftcg:4.5", "fftcg:11.11.9")
def test_snow_pays_x_and_searches_a_lightning_of_cost_x_or_less():
    g = setup({"field": [I_BACKUP] * 4 + [EVOKER] * 2, "hand": [SNOW],
               "deck": [LIGHTNING_4, LIGHTNING_2, f"3 {BLACK_BELT}"]}, {})
    ice = [o for o in g.zones["field0"] if g.objs[o].card.name == "Summoner"]
    evokers = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker"]
    play(g, fid(g, "Snow", "hand0"), pay=[("dull", o) for o in ice])
    pass_until(g, "optional")
    do(g, ("yes",))
    assert g.decision.kind == "x" and g.decision.options == (("x", 1), ("x", 2))     # two Backups left
    do(g, ("x", 2), ("dull", evokers[0]), ("dull", evokers[1]))
    # X = 2: the Lightning of cost 4 is not found, the one of cost 2 is played
    assert names(g, "field0")[-1] == "Lightning" and g.objs[g.zones["field0"][-1]].card.code == LIGHTNING_2
    assert names(g, "deck0").count("Lightning") == 1
