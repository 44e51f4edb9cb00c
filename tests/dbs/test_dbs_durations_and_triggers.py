"""Timing vocabulary (timing.py) proven with made-up cards TEST-M5-* (fixture_cards/general_mechanics.toml):
"draw up to X", durations ending at the start of a turn, "during your next turn" effects, [Auto]s
at the start or end of a phase or step, state triggers, delayed effects, skipped phases."""

from __future__ import annotations

import pytest
from dbs_kit import CGT, FRIEZA, MT, codes, names, pick, position, record, settle

from tcg.games.dbs.reading import power

BOTH = pytest.mark.parametrize("ed", [MT, CGT])


def end_turn(g) -> None:
    """End the Main Phase and play until the next player's first decision of kind main."""
    g.apply(("end",))
    settle(g)


# ------------------------------------------------------------------------- draw up to X
@BOTH
@pytest.mark.rules("dbs-masters:5-1-4-1", "dbs-masters:5-1-4-2", "dbs-masters:5-1-4-3", "dbscg:4-9-4-1",
                   "dbscg:4-9-4-2", "dbscg:4-9-4-3")
def test_draw_up_to_x_one_at_a_time_may_stop(ed):
    g = position(ed, {"hand": ["TEST-M5-DRAWUP", "TEST-M5-DRAWUP"], "energy": ["BT1-102", "BT1-102"],
                      "deck": ["BT1-060", "BT1-062", "BT7-061", "BT1-103"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "play", "TEST-M5-DRAWUP")
    settle(g, "draw")
    assert g.decision.player == 0 and set(g.decision.options) == {("draw",), ("stop",)}
    g.apply(("draw",))                                   # 5-1-4-2: one card
    assert codes(g, "hand0")[-1] == "BT1-103" and g.decision.kind == "draw"
    g.apply(("draw",))                                   # 5-1-4-3: X = 2 done: the action ends
    settle(g)
    assert codes(g, "hand0")[-2:] == ["BT1-103", "BT7-061"] and len(g.zones["deck0"]) == 2
    pick(g, "play", "TEST-M5-DRAWUP")
    settle(g, "draw")
    g.apply(("stop",))                                   # 5-1-4-1: the player may end it at once
    settle(g)
    assert len(g.zones["deck0"]) == 2 and codes(g, "hand0") == ["BT1-103", "BT7-061"]


# ------------------------------------------------------------------------------ durations
@pytest.mark.rules("dbs-masters:7-2-4")
def test_until_the_start_of_the_opponents_turn_ends_there():
    g = position(MT, {"battle": ["TEST-M5-UNTIL", "TEST-M5-UNTILME"]}, leader=FRIEZA)
    a, b = g.zones["battle0"]
    pick(g, "skill", "TEST-M5-UNTIL")
    settle(g)
    pick(g, "skill", "TEST-M5-UNTILME")
    settle(g)
    assert power(g, a) == 15000 and power(g, b) == 15000
    end_turn(g)                                          # the end of the turn did not end them, but:
    assert g.vars["tp"] == 1 and power(g, a) == 10000    # ended at the start of the opponent's turn
    assert power(g, b) == 15000                          # "until the start of your next turn" goes on
    end_turn(g)
    assert g.vars["tp"] == 0 and power(g, b) == 10000


@pytest.mark.rules("dbs-masters:1-7-2-2", "dbs-masters:7-4-5", "dbs-masters:7-4-6", "dbscg:6-4-1-2", "dbscg:6-4-1-3")
@pytest.mark.parametrize("ed", ["dbscg", "dbs-masters"])
def test_kale_until_the_end_of_the_opponents_next_turn(ed):
    # DB1-011 Kale: "At the end of your turn, switch this card to Active Mode and it gets +5000 power
    # until the end of your opponent's next turn."
    g = position(ed, {"battle": [{"card": "DB1-011", "dull": True}]}, {"hand": ["BT7-061"]})
    k = g.zones["battle0"][0]
    assert power(g, k) == 15000
    end_turn(g)                                          # the end of its own turn does not end it
    assert g.vars["tp"] == 1 and g.vars["turn"] == 4
    assert power(g, k) == 20000 and not g.objs[k].tapped
    end_turn(g)                                          # the end of the opponent's next turn does
    assert g.vars["tp"] == 0 and g.vars["turn"] == 5 and power(g, k) == 15000


@pytest.mark.rules("dbs-masters:7-2-2", "dbs-masters:7-2-3", "dbs-masters:1-7-2-2-1")
def test_whole_turn_effects_start_active_player_first():
    g = position(MT, {"battle": ["TEST-M5-OPPNEXT"]}, {"battle": ["TEST-M5-NEXT"]}, active=1, leader=FRIEZA)
    mine, theirs = g.zones["battle0"][0], g.zones["battle1"][0]
    pick(g, "skill", "TEST-M5-NEXT")                     # player 1: "during your next turn"
    settle(g)
    end_turn(g)                                          # player 0's turn
    pick(g, "skill", "TEST-M5-OPPNEXT")                  # player 0: "during your opponent's next turn"
    settle(g)
    assert power(g, mine) == 10000 and power(g, theirs) == 10000   # delayed: nothing yet
    end_turn(g)                                          # player 1's next turn: both start
    assert g.vars["tp"] == 1 and power(g, theirs) == 20000 and power(g, mine) == 15000
    e1 = next(e for e in g.effects if theirs in e.targets)
    e0 = next(e for e in g.effects if mine in e.targets)
    assert e1.ts < e0.ts                                 # 7-2-2 (active player) before 7-2-3 (non-active)
    end_turn(g)
    assert power(g, theirs) == 10000 and power(g, mine) == 10000    # for the whole turn only


# ------------------------------------------------------------------ phase and step triggers
@pytest.mark.rules("dbs-masters:7-3-2")
def test_start_of_main_phase_trigger():
    g = position(MT, {"battle": ["TEST-M5-MAINSTART"], "deck": ["BT1-060", "BT1-062"]},
                 {"battle": ["TEST-M5-MAINSTART"]}, leader=FRIEZA)
    assert codes(g, "hand0") == ["BT1-062"] and not g.zones["hand1"]     # the active player's only
    end_turn(g)
    assert g.vars["tp"] == 1 and len(g.zones["hand1"]) == 2             # its draw step, then the trigger


@pytest.mark.rules("dbs-masters:7-3-5-1-1", "dbscg:6-3-1-3-1-1")
@BOTH
def test_end_of_main_phase_trigger(ed, monkeypatch):
    g = position(ed, {"battle": ["TEST-M5-MAINEND"], "deck": ["BT1-060", "BT1-062"]}, {"battle": ["TEST-M5-MAINEND"]},
                 leader=FRIEZA)
    seen = record(monkeypatch)
    g.apply(("end",))
    run = names(seen)
    assert run[:2] == ["main_end", "check"] and run.index("do") < run.index("main_effects_end")
    assert codes(g, "hand0") == ["BT1-062"] and len(g.zones["hand1"]) == 1   # player 1: only the draw step


@pytest.mark.rules("dbs-masters:8-2-2", "dbs-masters:8-3-2", "dbs-masters:8-4-2", "dbs-masters:8-4-7")
def test_attack_defense_damage_step_triggers():
    g = position(MT, {"battle": ["TEST-M5-ATK", "TEST-M5-DMG", "TEST-M5-DMGEND"], "deck": ["BT1-060", "BT1-062"]},
                     {"battle": ["TEST-M5-DEF", {"card": "BT1-104", "dull": True}], "deck": ["BT1-103", "BT1-102"]},
                     auto_forced=False, leader=FRIEZA)
    atk, dmg, _end = g.zones["battle0"]
    banan = g.zones["battle1"][1]
    pick(g, "attack", "TEST-M5-ATK", "Banan")
    settle(g, "offense")
    assert power(g, atk) == 15000 and power(g, dmg) == 10000           # 8-2-2: only the attack step's
    assert not g.zones["hand1"]
    g.apply(("pass",))
    settle(g, "defense")
    assert codes(g, "hand1") == ["BT1-102"]                              # 8-3-2: the defender's trigger
    g.apply(("pass",))
    settle(g)
    assert power(g, dmg) == 10000 and power(g, atk) == 10000             # battle effects ended
    assert banan in g.objs and g.objs[banan].zone == "battle1"           # 15000+... < 20000: no KO
    assert codes(g, "hand0") == ["BT1-062"]                              # 8-4-7: when the Damage Step ended


@pytest.mark.rules("dbs-masters:8-4-2")
def test_start_of_damage_step_power_counts_in_the_comparison():
    g = position(MT, {"battle": ["TEST-M5-DMG"]}, {"battle": [{"card": "BT1-104", "dull": True}]}, leader=FRIEZA)
    pick(g, "attack", "TEST-M5-DMG", "Banan")
    settle(g)
    assert codes(g, "drop1") == ["BT1-104"]                              # 10000 + 10000 >= 20000


# ------------------------------------------------------------------------ state triggers
@BOTH
@pytest.mark.rules("dbs-masters:9-6-10", "dbs-masters:9-6-10-1", "dbscg:8-6-6", "dbscg:8-6-6-1")
def test_state_trigger_once_per_occurrence(ed):
    g = position(ed, {"battle": ["TEST-M5-EMPTY"], "hand": ["BT7-061"], "energy": ["BT1-060"],
                      "deck": ["BT1-060", "BT1-062", "BT1-103", "BT1-104", "BT1-102"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "play", "Krillin")
    settle(g, "auto")                                    # the hand became empty: it triggers
    assert len(g.pending) == 1
    g.apply(g.decision.options[0])
    settle(g)
    assert codes(g, "hand0") == ["BT1-102", "BT1-104"] and not g.pending
    for _ in range(2):                                   # empty again: it triggers again (9-6-10-1)
        g.move(g.zones["hand0"][0], "drop0")
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.run()
    assert g.decision.kind == "auto" and len(g.pending) == 1          # once, not once per checkpoint
    g.apply(g.decision.options[0])
    settle(g)
    assert codes(g, "hand0") == ["BT1-103", "BT1-062"]


# ------------------------------------------------------------------------- delayed effects
@pytest.mark.rules("dbs-masters:1-7-2-1-1", "dbs-masters:4-2-2-4", "dbs-masters:4-2-2-5", "dbs-masters:9-2-1-3")
def test_delayed_effects_resolve_at_the_checkpoint_active_player_first():
    g = position(MT, {"leader": ["BT1-056"], "battle": ["TEST-M5-LATEROPP"], "deck": ["4 BT1-060"]},
                     {"leader": ["BT1-056"], "battle": ["TEST-M5-LATER", "TEST-M5-MAINSTART"], "deck": ["9 BT1-062"]},
                     active=1, auto_forced=False, leader=FRIEZA)
    settle(g)
    pick(g, "skill", "TEST-M5-LATER")                    # player 1: draw 1 now, 2 at their next Main Phase
    settle(g)
    assert len(g.zones["hand1"]) == 2                    # the start-of-main draw and this one
    end_turn(g)
    pick(g, "skill", "TEST-M5-LATEROPP")                 # player 0: 1 at the opponent's next Main Phase
    settle(g)
    h0 = len(g.zones["hand0"])                           # its draw step's card: the effect waits
    g.apply(("end",))
    settle(g, "auto")                                    # player 1's Main Phase: the [Auto] first (9-2-1-3)
    hand1 = len(g.zones["hand1"])
    g.apply(g.decision.options[0])
    settle(g, "delayed")
    assert len(g.zones["hand1"]) == hand1 + 1 and g.decision.player == 1     # 4-2-2-4: the active player's
    g.apply(g.decision.options[0])
    settle(g, "delayed")
    assert len(g.zones["hand1"]) == hand1 + 3 and g.decision.player == 0     # 4-2-2-5: then the other's
    g.apply(g.decision.options[0])
    settle(g)
    assert len(g.zones["hand0"]) == h0 + 1 and not g.vars["delayed"] and not g.vars["delayed_ready"]


@pytest.mark.rules("dbs-masters:1-7-2-1-1")
def test_delayed_effect_at_the_end_of_the_turn():
    g = position(MT, {"battle": ["TEST-M5-LATEREND"], "deck": ["4 BT1-060"]}, leader=FRIEZA)
    pick(g, "skill", "TEST-M5-LATEREND")
    settle(g)
    assert not g.zones["hand0"]
    g.apply(("end",))
    assert g.vars["tp"] == 1 and codes(g, "hand0") == ["BT1-060"]


# --------------------------------------------------------------------------- skipped phases
@pytest.mark.rules("dbs-masters:20-13-1", "dbs-masters:20-13-3", "dbs-masters:20-13-4", "dbs-masters:20-13-5",
                   "dbs-masters:7-1-2-1")
def test_skipped_charge_phase(monkeypatch):
    g = position(MT, {"hand": ["TEST-M5-SKIPCHARGE", "TEST-M5-UNTIL"], "battle": ["TEST-M5-UNTIL"]},
                     {"battle": [{"card": "BT1-104", "dull": True}], "energy": [{"card": "BT1-102", "dull": True}],
                      "hand": ["BT1-103"], "deck": ["3 BT1-060"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    pick(g, "skill", "TEST-M5-UNTIL")                    # lasts until the start of the opponent's turn
    settle(g)
    pick(g, "extra", "TEST-M5-SKIPCHARGE")
    settle(g)
    seen = record(monkeypatch)
    g.apply(("end",))
    settle(g)
    assert g.vars["tp"] == 1 and g.vars["phase"] == "main"
    run = names(seen)
    i = len(run) - 1 - run[::-1].index("begin_turn")
    assert run[i + 1:i + 3] == ["main_phase", "check"]   # 20-13-1/20-13-4: no step, no checkpoint between
    assert g.objs[g.zones["battle1"][0]].tapped and g.objs[g.zones["energy1"][0]].tapped   # no untap
    assert codes(g, "hand1") == ["BT1-103"] and len(g.zones["deck1"]) == 3      # no draw, no charge (20-13-3)
    assert power(g, x) == 10000                          # 20-13-5: ended although its phase was skipped
    assert not g.pvars[1]["skip"]


@pytest.mark.rules("dbs-masters:20-13-1", "dbs-masters:20-13-2", "dbs-masters:20-13-3")
def test_skipped_main_phase():
    g = position(MT, {"hand": ["TEST-M5-SKIPMAIN"]}, {"battle": ["TEST-M5-MAINSTART"], "hand": ["BT1-103"],
                                                      "energy": ["BT1-102", "BT1-102"],
                                                      "deck": ["3 BT1-060"]}, leader=FRIEZA)
    pick(g, "extra", "TEST-M5-SKIPMAIN")
    settle(g)
    g.apply(("end",))
    settle(g)
    # player 1's turn had no Main Phase: no start-of-main draw, no play; it is player 0's turn again
    assert g.vars["tp"] == 0 and g.vars["turn"] == 5
    assert codes(g, "battle1") == ["TEST-M5-MAINSTART"] and len(g.zones["deck1"]) == 2

