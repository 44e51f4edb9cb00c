"""Rules tests of dbscg chapter 6 (the turn: Charge Phase and its steps, Main Phase and its
actions, the end of the Main Phase, End Phase), each with an exact outcome. Procedures are
checked on the steps the engine runs, in order (`trace`)."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, codes, first_of, names, opts, pick, position, settle, subsequence

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.base import REG

R = EDITIONS["dbscg"]
YELLOW = {"leader": FRIEZA}


@pytest.mark.rules("dbscg:6-1-1", "dbscg:6-2-1", "dbscg:6-2-4", "dbscg:6-2-6", "dbscg:6-3-1", "dbscg:6-3-1-1",
                   "dbscg:6-4-1")
def test_dbs_turn_phases_and_check_timings_in_order(trace):
    g = position("dbscg", {"hand": ["BT7-061"]}, {}, phase="charge")
    assert g.decision.kind == "charge"
    assert subsequence(names(trace), ["check", "untap", "draw_step", "check", "charge_ask"])
    assert names(trace)[-1] == "charge_ask"
    trace.clear()
    g.apply(("pass",))
    assert g.decision.kind == "main"
    assert names(trace) == ["check", "main_phase", "check", "main_free"]     # 6-2-6, then 6-3-1-1
    trace.clear()
    g.apply(("end",))
    assert subsequence(names(trace), ["main_end", "check", "main_effects_end", "end_phase", "begin_turn", "check",
                                      "untap", "draw_step"])
    assert g.vars["tp"] == 1 and g.vars["turn"] == 4


@pytest.mark.rules("dbscg:6-2-5", "dbscg:6-2-3")
def test_dbs_one_optional_energy_charge():
    g = position("dbscg", {"hand": ["BT7-061", "BT1-060"]}, {}, phase="charge")
    assert len(g.zones["hand0"]) == 3 and [o[0] for o in g.decision.options].count("charge") == 3
    pick(g, "charge", "BT1-060")
    assert g.decision.kind == "main" and codes(g, "energy0") == ["BT1-060"]
    g = position("dbscg", {"hand": ["BT7-061"]}, {}, phase="charge")
    g.apply(("pass",))
    assert g.decision.kind == "main" and not g.zones["energy0"] and len(g.zones["hand0"]) == 2


@pytest.mark.rules("dbscg:6-3-1-2-1", "dbscg:6-3-1-2-1-1", "dbscg:6-3-1-2-1-4", "dbscg:8-6-5-3")
def test_dbs_playing_a_battle_card_then_its_when_played_skill(trace):
    g = position("dbscg", {"hand": ["BT2-072", "BT1-075"], "energy": ["2 BT1-060"]}, {})
    assert [g.objs[o[1]].card.code for o in opts(g, "play")] == ["BT2-072"]     # Broly cannot be paid
    trace.clear()
    pick(g, "play", "BT2-072")
    assert subsequence(names(trace), ["pay_energy", "counter_window", "finish_play", "check", "do", "main_free"])
    assert codes(g, "battle0") == ["BT2-072"] and codes(g, "hand0") == ["BT1-075", "BT7-061"]


@pytest.mark.rules("dbscg:6-3-1-2-2", "dbscg:6-3-1-2-2-2")
def test_dbs_counter_play_answers_a_unison_play():
    g = position("dbscg", {**YELLOW, "hand": ["BT10-033"], "energy": ["4 BT1-046"]},
                 {**YELLOW, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "unison", "BT10-033")
    assert g.decision.kind == "counter" and g.decision.player == 1 and not g.zones["unison0"]
    pick(g, "counter", "BT1-110")                     # Crusher Ball rests only a Battle Card (RULINGS D46)
    u = g.zones["unison0"][0]
    assert codes(g, "drop1") == ["BT1-110"]
    assert not g.objs[u].tapped and g.objs[u].counters == {"markers": 4}


@pytest.mark.rules("dbscg:6-3-1-2-3-2")
def test_dbs_awaken_in_the_main_phase():
    g = position("dbscg", {"leader": FRIEZA, "life": ["3 BT1-060"]}, {})
    pick(g, "awaken", "BT1-084")
    lid = g.zones["leader0"][0]
    assert reading.name(g, lid) == "Frieza, The Galactic Emperor" and len(g.zones["hand0"]) == 2
    assert g.decision.kind == "main"


@pytest.mark.rules("dbscg:6-3-1-2-3-3")
def test_dbs_stacking_a_unison_copy_once_a_turn():
    g = position("dbscg", {"unison": ["BT10-033"], "hand": ["BT10-033", "BT10-033"]}, {})
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    g.decision = None
    g.push("main_free")
    g.run()
    pick(g, "unison_stack", "BT10-033")
    assert g.objs[u].counters["markers"] == 3 and codes(g, "under0") == ["BT10-033"]
    assert g.zones["unison0"] == [u] and len(g.zones["hand0"]) == 1
    assert not opts(g, "unison_stack")                  # once per turn


@pytest.mark.rules("dbscg:6-3-1-3-1-2", "dbscg:6-3-1-3-1-3", "dbscg:6-4-1-2", "dbscg:6-4-1-3")
def test_dbs_main_phase_and_turn_effects_end_in_their_steps():
    # Frieza's end-of-turn [Auto] stops the End Phase on a choice: the 'until the end of the Main
    # Phase' effects of both players have ended, the turn's are still there; then they end
    g = position("dbscg", {**YELLOW, "battle": ["BT1-102", {"card": "BT1-103", "dull": True}]}, {**YELLOW},
                 auto_forced=False)
    a, b = g.zones["battle0"]
    g.effects += [Effect(g.tick(), 1, "power", 1000, a, (a,), "main", 0),
                  Effect(g.tick(), 1, "power", 2000, a, (a,), "main", 1),
                  Effect(g.tick(), 1, "power", 4000, a, (a,), "turn", 0),
                  Effect(g.tick(), 1, "power", 8000, a, (a,), "turn", 1)]
    assert reading.power(g, a) == 30000
    g.apply(("end",))
    settle(g, "target")
    assert g.vars["phase"] == "end" and reading.power(g, a) == 27000
    pick(g, "ready_own", "BT1-103")
    settle(g, "charge")
    assert g.vars["tp"] == 1 and not g.effects and reading.power(g, a) == 15000
    assert not g.objs[first_of(g, "battle0", "BT1-103")].tapped


@pytest.mark.rules("dbscg:6-2-2")
def test_dbs_untap_option_both_players():
    # RULINGS D12: the active player's cards only; option untap_both follows the literal text
    rested = {"energy": [{"card": "BT1-060", "dull": True}], "battle": [{"card": "BT7-061", "dull": True}]}
    g = position("dbscg", dict(rested), dict(rested), phase="charge")
    assert g.objs[g.zones["energy1"][0]].tapped and g.objs[g.zones["battle1"][0]].tapped
    g = position("dbscg", dict(rested), dict(rested))
    g.vars["untap_both"] = True
    REG.steps["untap"](g)
    assert not g.objs[g.zones["energy1"][0]].tapped and not g.objs[g.zones["battle1"][0]].tapped
    assert not g.objs[g.zones["energy0"][0]].tapped


@pytest.mark.rules("dbscg:6-2-1", "dbs-masters:7-2-5", "dbs-masters:7-2-6")
@pytest.mark.parametrize("ed", ["dbscg", "dbs-masters"])
def test_dbs_a_position_in_the_charge_phase_starts_with_the_start_of_turn_triggers(ed):
    # P-277 Veku: "At the start ... of your turn, your opponent gains control of this card".
    g = position(ed, {"battle": [{"card": "P-277", "dull": True}], "hand": ["BT7-061"]}, {}, phase="charge")
    assert g.decision.kind == "charge"
    assert not g.zones["battle0"] and codes(g, "battle1") == ["P-277"]
    v = g.zones["battle1"][0]
    assert g.objs[v].controller == 1 and g.objs[v].owner == 0 and g.objs[v].tapped   # not untapped: not mine
    # DB2-123 Jiren: "At the start of your Charge Phase, if this card is the only card in your hand,
    # you may play this card from your hand" (the opponent has 4 energy).
    g = position(ed, {"hand": ["DB2-123"], "deck": ["3 BT7-061"]}, {"energy": ["4 BT1-060"]}, turn=1, first=0,
                 phase="charge")
    assert g.decision.kind == "optional" and g.decision.options == (("yes",), ("no",))
    g.apply(("yes",))
    assert codes(g, "battle0") == ["DB2-123"] and not g.zones["hand0"] and len(g.zones["deck0"]) == 3
