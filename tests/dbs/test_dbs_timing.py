"""Rules tests of dbscg chapter 4 (skills and effects, check timing, free timing, counter timing,
drawing, damage), each with an exact outcome. Where a rule is a procedure, the steps the engine
runs are recorded (`trace`) and their order asserted."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, codes, first_of, names, opts, pay, pick, position, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.base import REG
from tcg.games.dbs.cards import Skill

R = EDITIONS["dbscg"]
YELLOW = {"leader": FRIEZA}


# ------------------------------------------------------------------------------------ 4-1
@pytest.mark.rules("dbscg:4-1-1", "dbscg:4-1-1-1")
def test_dbs_three_skill_kinds():
    kinds = set(Skill.model_fields["kind"].annotation.__args__)
    # [Activate] (Main or Battle), [Permanent], [Auto]; [Counter] is an [Auto]-type keyword (10-10-1)
    assert kinds == {"activate_main", "activate_battle", "permanent", "auto", "counter"}
    assert [s.kind for s in R.cards["DB2-142"].skill] == ["activate_main"]
    assert [s.kind for s in R.cards["BT1-096"].skill] == ["permanent"]
    assert [s.kind for s in R.cards["BT2-072"].skill] == ["auto"]


@pytest.mark.rules("dbscg:4-1-2-1", "dbscg:8-2-2-1", "dbscg:8-2-2-2")
def test_dbs_immediate_continuous_and_replacement_effects():
    # immediate: Bundle of Curiosity draws once; continuous: Panchia +5000 for the turn;
    # replacement: [Critical] puts the life card in the Drop instead of the hand
    g = position("dbscg", {"hand": ["BT2-072"], "energy": ["2 BT1-060"]}, {})
    pick(g, "play", "BT2-072")
    assert len(g.zones["hand0"]) == 1 and not g.effects
    g = position("dbscg", {"battle": ["DB2-144"]}, {}, auto_forced=False)
    pick(g, "attack", "DB2-144", "BT1-056")
    settle(g, "burst")
    g.apply(("yes",))
    k = first_of(g, "battle0", "DB2-144")
    assert [e.until for e in g.effects] == ["turn"] and reading.power(g, k) == 20000
    g = position("dbscg", {"battle": ["BT4-064"]}, {"leader": FRIEZA})
    pick(g, "attack", "BT4-064", "BT1-084")
    settle(g)
    assert not g.zones["hand1"] and len(g.zones["drop1"]) == 1 and len(g.zones["life1"]) == 7


# ------------------------------------------------------------------------------------ 4-5
@pytest.mark.rules("dbscg:4-5-1", "dbscg:4-5-2", "dbscg:4-5-3-1")
def test_dbs_check_timing_rule_processing_before_autos():
    # at the End Phase check timing: the stray combo card goes to the Drop (rule processing) before
    # Frieza's end-of-turn [Auto] is resolved
    g = position("dbscg", {"leader": FRIEZA, "combo": ["BT1-103"], "battle": [{"card": "BT1-102", "dull": True}]},
                 {}, phase="end", auto_forced=False)
    settle(g, "target")
    assert codes(g, "drop0") == ["BT1-103"] and not g.zones["combo0"]
    pick(g, "ready_own", "BT1-102")
    assert not g.objs[first_of(g, "battle0", "BT1-102")].tapped


# ------------------------------------------------------------------------------------ 4-6
@pytest.mark.rules("dbscg:4-6-1", "dbscg:4-6-2-1", "dbscg:4-6-2-2", "dbscg:4-6-2-3", "dbscg:6-3-1-2")
def test_dbs_free_timing(trace):
    g = position("dbscg", {"hand": ["BT7-061", "BT7-061"], "energy": ["2 BT1-060"]}, {})
    assert g.decision.kind == "main" and g.decision.player == 0
    assert names(trace)[-2:] == ["check", "main_free"]              # a check timing first
    pick(g, "play", "BT7-061")
    assert g.decision.kind == "main" and g.decision.player == 0     # acting gives a new free timing
    assert names(trace)[-2:] == ["check", "main_free"]
    pick(g, "play", "BT7-061")
    g.apply(("end",))                                                 # doing nothing ends it
    assert g.vars["tp"] == 1 and codes(g, "battle0") == ["BT7-061", "BT7-061"]
    assert "main_end" in names(trace) and "end_phase" in names(trace)


# ------------------------------------------------------------------------------------ 4-7
@pytest.mark.rules("dbscg:4-7-1")
def test_dbs_counters_only_in_counter_timing():
    # Full Power Energy ([Counter: Attack]) cannot be used in one's own free timing
    g = position("dbscg", {"hand": ["BT1-080"], "energy": ["BT1-060"]}, {})
    assert all(o[0] in ("attack", "end") for o in g.decision.options)


@pytest.mark.rules("dbscg:4-7-2-1", "dbscg:4-7-2-2", "dbscg:4-7-3-2", "dbscg:4-7-3-6")
def test_dbs_counter_timing_on_play_and_on_attack():
    g = position("dbscg", {**YELLOW, "hand": ["BT1-102"], "energy": ["2 BT1-103"], "battle": ["BT7-061"]},
                 {**YELLOW, "hand": ["BT1-110", "BT1-080"], "energy": ["BT1-104", "BT1-060"]})
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and g.decision.player == 1
    assert [g.objs[o[1]].card.code for o in opts(g, "counter")] == ["BT1-110"]     # Counter: Play only
    assert not g.zones["battle0"][1:]                                # the play waits for the window
    g.apply(("pass",))                                               # the window ends: the play happens
    assert codes(g, "battle0") == ["BT7-061", "BT1-102"] and not g.objs[g.zones["battle0"][1]].tapped
    pick(g, "attack", "BT7-061", "BT1-084")
    assert g.decision.kind == "counter" and g.decision.player == 1
    assert [g.objs[o[1]].card.code for o in opts(g, "counter")] == ["BT1-080"]    # Counter: Attack only


@pytest.mark.rules("dbscg:4-7-2-3", "dbscg:4-7-2-4", "dbscg:6-3-1-2-3-1", "dbscg:8-5-2-4", "dbscg:8-5-2-6")
def test_dbs_counter_timing_before_and_after_a_skill(trace):
    g = position("dbscg", {"battle": ["DB2-142"]}, {})
    pick(g, "skill", "DB2-142")
    seq = [s for s in trace if s[0] in ("counter_window", "do_skill", "do")]
    assert [s[0] for s in seq] == ["counter_window", "do_skill", "do", "counter_window"]
    assert seq[0][1:] == ("skill", 0) and seq[-1][1:] == ("skill", 0)
    assert len(g.zones["hand0"]) == 1


@pytest.mark.rules("dbscg:4-7-2-5")
def test_dbs_no_counter_timing_inside_a_counter_timing():
    g = position("dbscg", {**YELLOW, "hand": ["BT1-102", "BT1-110"], "energy": ["2 BT1-103", "BT1-104"]},
                 {**YELLOW, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")
    d = g.decision
    assert d.kind == "counter" and g.vars["in_window"] == 1
    REG.steps["counter_window"](g, "play", 1)        # a play declared now opens no new window
    assert g.decision == d and g.vars["chain"] == ()


@pytest.mark.rules("dbscg:4-7-3-1", "dbscg:9-1-2-2")
def test_dbs_counter_timing_starts_with_rule_processing():
    g = position("dbscg", {**YELLOW, "hand": ["BT1-102"], "energy": ["2 BT1-103"], "battle": ["BT7-061"]},
                 {**YELLOW, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, k, (k,), "turn", 1))
    assert reading.power(g, k) == 0 and codes(g, "battle0") == ["BT7-061"]     # not yet: check processing
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and codes(g, "drop0") == ["BT7-061"] and not g.zones["battle0"]


@pytest.mark.rules("dbscg:4-7-3-3", "dbscg:4-7-3-4", "dbscg:4-7-3-5", "dbscg:10-10-5")
def test_dbs_counter_chain_alternates_and_resolves_last_first():
    # play <- Crusher Ball (1) <- Bad Ring Laser (0) <- Bad Ring Laser (1): the last negates the
    # second, so Crusher Ball resolves and the card is played in Rest Mode
    g = position("dbscg", {**YELLOW, "hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                 {**YELLOW, "hand": ["BT1-110", "BT1-108", "BT1-096"], "energy": ["2 BT1-104"]})
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")
    pick(g, "counter", "BT1-110")
    assert g.decision.kind == "counter" and g.decision.player == 0
    pick(g, "counter", "BT1-108")
    assert g.decision.kind == "counter" and g.decision.player == 1
    pick(g, "counter", "BT1-108")
    assert g.decision.kind == "main"
    assert g.objs[g.zones["battle0"][0]].tapped
    assert sorted(codes(g, "drop1")) == ["BT1-096", "BT1-108", "BT1-110"]
    assert sorted(codes(g, "drop0")) == ["BT1-096", "BT1-108"]


# ------------------------------------------------------------------------------- 4-9, 4-10
@pytest.mark.rules("dbscg:4-9-1", "dbscg:4-9-2")
def test_dbs_drawing_takes_the_top_card_unrevealed():
    g = position("dbscg", {"deck": ["BT1-060", "BT1-062", "BT7-061"], "hand": ["BT1-072", "BT2-072"],
                           "energy": ["2 BT1-060"]}, {})
    top = g.zones["deck0"][-1]
    pick(g, "play", "BT2-072")
    assert codes(g, "hand0") == ["BT1-072", "BT7-061"] and top not in g.zones["deck0"]
    assert g.view(1)["zones"]["hand0"] == 2                          # the opponent sees a count only


@pytest.mark.rules("dbscg:4-10-2-1", "dbscg:4-10-2-2")
def test_dbs_damage_moves_life_cards_to_hand_one_at_a_time():
    g = position("dbscg", {}, {"leader": FRIEZA, "life": ["BT1-060", "BT7-061", "BT1-072"]}, auto_forced=False)
    life = list(g.zones["life1"])
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    # [Double Strike]: 2 damage, each a life card to the hand
    assert g.zones["life1"] == life[:1] and codes(g, "hand1") == ["BT1-072", "BT7-061"]


@pytest.mark.rules("dbscg:4-7-3-2")
def test_dbs_no_counter_decision_without_a_payable_counter():
    # RULINGS D50: Crusher Ball in hand but no energy to pay it: the play goes on at once
    g = position("dbscg", {**YELLOW, "hand": ["BT1-102"], "energy": ["2 BT1-103"]},
                 {**YELLOW, "hand": ["BT1-110"], "energy": [{"card": "BT1-104", "dull": True}]})
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "main" and codes(g, "battle0") == ["BT1-102"] and codes(g, "hand1") == ["BT1-110"]
