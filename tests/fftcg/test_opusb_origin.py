"""Triggers on what a Summon or an ability on the stack does, and "cancel its effect" of that one
(the bound name `origin`, play.py): "When Illua is chosen by your opponent's Summon or ability for
the first time in that turn, cancel its effect", "When a Character opponent controls uses an action
ability, put Hill Gigas into the Break Zone. If you do so, cancel its effect and break that
Character"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, resolve_stack, setup

R = pytest.mark.rules

IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)
KNIGHT = "1-050C"       # ice Forward 7000
SQUIRE = "1-025C"       # fire Forward 5000, cost 2
RANGER = "1-008C"       # fire Backup: "{f}{1}{D}: Choose 1 Forward of cost 3 or less. Deal it 2000 damage."
ILLUA = "5-099H"        # lightning Forward 6000: the first time each turn ... cancel its effect
TAMA = "18-059R"        # earth Forward 3000: "When a Forward you control is chosen ..., you may put Tama ..."
HILL_GIGAS = "5-090R"   # earth Monster: "When a Character opponent controls uses an action ability, ..."


def _ifrit_on(g, target) -> int:
    """Player 0 casts Ifrit on `target`, paid with Red XIII; returns the Summon's id on the stack."""
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", target), ("discard", fid(g, "Red XIII", "hand0")))
    return g.stack[0].id


@R("fftcg:11.8.1", "fftcg:11.8.7")
def test_illua_cancels_the_first_summon_of_the_opponent_that_chooses_her_each_turn():
    g = setup({"hand": [IFRIT, RED_XIII, IFRIT, RED_XIII]}, {"field": [ILLUA]})
    illua = fid(g, "Illua", "field1")
    ifrit = _ifrit_on(g, illua)
    assert [x.kind for x in g.stack] == ["summon", "auto"]      # her ability above the Summon
    resolve_stack(g)
    assert g.stack == [] and g.objs[illua].damage == 0          # cancelled: no damage
    assert ifrit not in g.objs and names(g, "break0") == ["Red XIII", "Ifrit"]
    _ifrit_on(g, illua)                                         # the second time this turn: no trigger
    assert [x.kind for x in g.stack] == ["summon"]
    resolve_stack(g)
    assert g.objs[illua].damage == 4000 and names(g, "break0") == ["Red XIII", "Ifrit", "Red XIII", "Ifrit"]


@R("fftcg:11.8.14")
def test_tama_put_into_the_break_zone_cancels_the_summon_that_chose_a_forward_of_hers():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [TAMA, KNIGHT]})
    knight = fid(g, "Knight", "field1")
    _ifrit_on(g, knight)
    pass_(g, 2)
    assert g.decision.kind == "optional" and g.decision.player == 1
    do(g, ("yes",))
    resolve_stack(g)
    assert g.objs[knight].damage == 0 and names(g, "break1") == ["Tama"]
    assert names(g, "break0") == ["Red XIII", "Ifrit"]


@R("fftcg:11.8.1", "fftcg:11.6.3")
def test_hill_gigas_cancels_an_action_ability_of_the_opponent_and_breaks_its_character():
    g = setup({"field": [RANGER], "hand": [RED_XIII]}, {"field": [HILL_GIGAS, SQUIRE]})
    squire = fid(g, "Squire", "field1")
    do(g, ("use", fid(g, "Ranger", "field0"), 0), ("target", squire), ("discard", fid(g, "Red XIII", "hand0")))
    assert [x.kind for x in g.stack] == ["ability", "auto"]
    resolve_stack(g)
    assert g.stack == [] and g.objs[squire].damage == 0
    assert names(g, "break1") == ["Hill Gigas"] and names(g, "break0") == ["Red XIII", "Ranger"]


SHIVA = "3-032R"        # ice Summon 2: "Choose up to 2 Forwards opponent controls. Dull them."
EVOKER = "1-159C"       # water Backup, vanilla
QUNMI = "3-045R"        # ice Forward 6000: "When 1 or more Forwards you control are chosen by your opponent's Summon, ..."


def _shiva_on_two():
    g = setup({"field": [EVOKER, EVOKER, EVOKER], "hand": [SHIVA, KNIGHT]}, {"field": [QUNMI, KNIGHT]})
    qunmi, knight = fid(g, "White Tiger l'Cie Qun'mi", "field1"), fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Shiva", "hand0")), ("target", qunmi), ("target", knight), ("discard", fid(g, "Knight", "hand0")))
    assert [x.kind for x in g.stack] == ["summon", "auto"]     # one trigger for the two Forwards chosen
    pass_(g, 2)
    assert g.decision.kind == "optional" and g.decision.player == 0     # the opponent decides to pay {3}
    return g, qunmi, knight


@R("fftcg:11.8.1")
def test_qunmi_cancels_the_summon_that_chose_forwards_of_hers_if_its_caster_does_not_pay_3():
    g, qunmi, knight = _shiva_on_two()
    do(g, ("no",))
    resolve_stack(g)
    assert not g.objs[qunmi].tapped and not g.objs[knight].tapped
    assert names(g, "break0") == ["Knight", "Shiva"]


@R("fftcg:11.8.1")
def test_qunmi_lets_the_summon_resolve_when_its_caster_pays_3():
    g, qunmi, knight = _shiva_on_two()
    do(g, ("yes",), *(("dull", o) for o in g.zones["field0"]))
    resolve_stack(g)
    assert all(g.objs[o].tapped for o in g.zones["field0"])
    assert g.objs[qunmi].tapped and g.objs[knight].tapped
