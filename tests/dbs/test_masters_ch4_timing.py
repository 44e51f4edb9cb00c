"""Rules tests of dbs-masters chapter 4 (free timing, checkpoints, counter timings), each run for
`dbs-masters`. Where a rule is a procedure, the steps the engine runs are recorded (`trace`) and
their order asserted."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, M, codes, first_of, names, opts, pay, pick, position, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.base import REG


# ------------------------------------------------------------------------------------ 4-1
@pytest.mark.rules("dbs-masters:4-1-1", "dbs-masters:4-1-2-1", "dbs-masters:4-1-2-2")
def test_free_timing(trace):
    g = position(M, {"hand": ["BT7-061", "BT7-061"], "energy": ["2 BT1-060"]}, leader=FRIEZA)
    assert g.decision.kind == "main" and g.decision.player == 0
    assert names(trace)[-2:] == ["check", "main_free"]
    pick(g, "play", "BT7-061")
    assert g.decision.kind == "main" and g.decision.player == 0     # acting gives a new free timing
    assert names(trace)[-2:] == ["check", "main_free"]
    pick(g, "play", "BT7-061")
    g.apply(("end",))                                                 # doing nothing ends it: the phase goes on
    assert g.vars["tp"] == 1 and codes(g, "battle0") == ["BT7-061", "BT7-061"]
    assert "main_end" in names(trace) and "end_phase" in names(trace)


# ------------------------------------------------------------------------------------ 4-2
@pytest.mark.rules("dbs-masters:4-2-1", "dbs-masters:4-2-2-1")
def test_checkpoint_applies_the_rules_before_the_autos():
    # End Phase checkpoint: the stray combo card goes to the Drop (rule processing) before
    # Frieza's end-of-turn [Auto] is resolved
    g = position(M, {"battle": [{"card": "BT1-102", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    g.create(EDITIONS[M].cards["BT1-103"], 0, "combo0")
    g.apply(("end",))
    settle(g, "target")
    assert codes(g, "drop0") == ["BT1-103"] and not g.zones["combo0"]
    pick(g, "ready_own", "BT1-102")
    assert not g.objs[first_of(g, "battle0", "BT1-102")].tapped


@pytest.mark.rules("dbs-masters:4-2-2-2", "dbs-masters:4-2-2-3", "dbs-masters:4-2-2-6")
def test_checkpoint_active_player_s_autos_then_the_other_s(trace):
    # Panchia's 'when this card attacks' (active player) and Krillin's [Blocker] (non-active)
    g = position(M, {"battle": ["DB2-144"]}, {"battle": ["BT1-072"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB2-144", "BT1-084")
    assert g.decision.kind == "auto" and g.decision.player == 0
    g.apply(opts(g, "auto")[0])
    g.apply(("yes",))                                     # [Burst 2] paid
    assert reading.power(g, first_of(g, "battle0", "DB2-144")) == 20000
    assert g.decision.kind == "auto" and g.decision.player == 1
    g.apply(opts(g, "auto")[0])
    assert g.decision.kind == "block"
    g.apply(("no",))
    assert g.decision.kind == "offense" and not g.pending     # the checkpoint has ended
    i = len(trace) - 1 - names(trace)[::-1].index("offense_free")
    assert names(trace)[i - 1] == "check"                     # an empty checkpoint, then the free timing


# ------------------------------------------------------------------------------------ 4-3
@pytest.mark.rules("dbs-masters:4-3-1", "dbs-masters:4-3-2-1", "dbs-masters:4-3-2-2", "dbs-masters:4-3-3-2")
def test_counter_timing_on_a_play_and_on_an_attack():
    g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"], "battle": ["BT7-061"]},
                    {"hand": ["BT1-110", "BT1-080"], "energy": ["BT1-104", "BT1-060"]}, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and g.decision.player == 1
    assert [g.objs[o[1]].card.code for o in opts(g, "counter")] == ["BT1-110"]     # Counter: Play only
    assert g.zones["battle0"] == g.zones["battle0"][:1]              # the play waits for the window
    g.apply(("pass",))                                               # passing ends the window: the play happens
    assert codes(g, "battle0") == ["BT7-061", "BT1-102"] and not g.objs[g.zones["battle0"][1]].tapped
    pick(g, "attack", "BT7-061", "BT1-084")
    assert g.decision.kind == "counter" and g.decision.player == 1
    assert [g.objs[o[1]].card.code for o in opts(g, "counter")] == ["BT1-080"]    # Counter: Attack only
    pick(g, "counter", "BT1-080")                                    # declaring ends the window too
    assert g.decision.kind == "target" and g.decision.player == 1     # no other declaration: it resolves


@pytest.mark.rules("dbs-masters:4-3-2-3", "dbs-masters:4-3-2-4")
def test_counter_timing_before_and_after_a_skill(trace):
    g = position(M, {"unison": ["BT10-033"]}, leader=FRIEZA)
    g.w(g.zones["unison0"][0]).counters = {"markers": 4}
    g.decision = None
    g.push("main_free")
    g.run()
    trace.clear()
    pick(g, "skill", "BT10-033")
    seq = [s for s in trace if s[0] in ("counter_window", "do_skill", "do")]
    assert [s[0] for s in seq] == ["counter_window", "do_skill", "do", "counter_window"]
    assert len(g.zones["hand0"]) == 2


@pytest.mark.rules("dbs-masters:4-3-2-5", "dbs-masters:13-3-3")
def test_counter_timing_when_a_unison_is_strengthened(trace):
    g = position(M, {"unison": ["BT10-033"], "hand": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    g.decision = None
    g.push("main_free")
    g.run()
    trace.clear()
    pick(g, "unison_stack", "BT10-033")
    assert g.objs[u].counters["markers"] == 3 and codes(g, "under0") == ["BT10-033"]
    assert ("counter_window", "skill", 0) in trace
    assert names(trace).index("counter_window") < names(trace).index("main_free")


@pytest.mark.rules("dbs-masters:4-3-2-6")
def test_counter_timing_when_a_z_extra_is_placed(trace):
    g = position(MT, {"zdeck": ["TEST-ZE1"], "zenergy": ["BT1-103"], "energy": ["BT1-102"]}, leader=FRIEZA)
    trace.clear()
    pick(g, "z_extra", "TEST-ZE1")
    seq = [s[0] for s in trace if s[0] in ("counter_window", "z_enter")]
    assert seq == ["counter_window", "z_enter"] and codes(g, "battle0") == ["TEST-ZE1"]


@pytest.mark.rules("dbs-masters:4-3-2-7")
def test_no_counter_timing_inside_a_counter_timing():
    g = position(M, {"hand": ["BT1-102", "BT1-110"], "energy": ["2 BT1-103", "BT1-104"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-104"]}, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")
    d = g.decision
    assert d.kind == "counter" and g.vars["in_window"] == 1
    REG.steps["counter_window"](g, "play", 1)        # the same condition again opens no new window
    assert g.decision == d and g.vars["chain"] == ()


@pytest.mark.rules("dbs-masters:4-3-3-1")
def test_counter_timing_starts_with_rule_processing():
    g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"], "battle": ["BT7-061"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-104"]}, leader=FRIEZA)
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, k, (k,), "turn", 1))
    assert reading.power(g, k) == 0 and codes(g, "battle0") == ["BT7-061"]
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and codes(g, "drop0") == ["BT7-061"] and not g.zones["battle0"]
