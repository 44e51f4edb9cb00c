"""Rules tests of dbs-masters chapter 8 (attacks and battles: declaration, the Offense, Defense and
Damage Steps, the Battle End Step) and of the first edition's battle (dbscg 7), each with an exact
outcome; procedures are asserted through the steps the engine runs."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, FRIEZA, M, codes, first_of, names, pick, position, record, settle

from tcg.engine.effects import Effect
from tcg.games.dbs.reading import power


@pytest.mark.rules("dbs-masters:8-1-2", "dbs-masters:8-1-2-1", "dbs-masters:8-1-3", "dbs-masters:8-1-5",
                   "dbs-masters:8-1-6", "dbs-masters:9-6-2", "dbs-masters:9-6-3")
def test_attack_declaration_triggers_counter_timing_checkpoint():
    # Kefla attacks: its "when this card attacks" [Auto] and the defender's [Blocker] pend; the
    # counter timing comes first (the opponent holds Full Power Energy), then the checkpoint
    g = position(M, {"leader": ["BT1-002"], "battle": ["BT4-019"], "deck": ["3 BT7-061"]},
                    {"battle": ["BT1-105"], "hand": ["BT1-080"], "energy": ["BT1-060"]}, auto_forced=False,
                    leader=FRIEZA)
    k = first_of(g, "battle0", "BT4-019")
    pick(g, "attack", "BT4-019", "BT1-084")
    assert g.vars["battle"] == 1 and g.vars["attacker"] == k and g.vars["defender"] == g.zones["leader1"][0]
    assert g.decision.kind == "counter" and g.decision.player == 1
    assert sorted((t.controller, t.index) for t in g.pending) == [(0, -2), (0, 1), (1, -1)]   # Dual, attack, Blocker
    assert not g.zones["hand0"]
    g.apply(("pass",))
    assert g.decision.kind == "auto" and g.decision.player == 0     # the active player's first
    g.apply(next(o for o in g.decision.options if g.pending[o[1]].index == 1))
    if g.decision.kind == "auto":
        g.apply(g.decision.options[0])
    assert codes(g, "hand0") == ["BT7-061"] and power(g, k) == 30000
    settle(g, "block")
    assert g.decision.player == 1
    g.apply(("no",))
    assert g.decision.kind == "offense"                        # 8-1-6: a valid attack goes on


@pytest.mark.rules("dbs-masters:8-1-7", "dbscg:7-1-4-2", "dbscg:7-1-4-3")
@BOTH
def test_defender_gone_goes_to_the_battle_end(ed):
    # Zamasu, played from hand in the Offense Step, KOs the rested defending Krillin (cost 1):
    # there is no comparison and no damage; the battle end runs and battle effects end
    g = position(ed, {"battle": ["BT1-102"], "hand": ["DB1-058"], "energy": ["BT1-103"]},
                     {"battle": [{"card": "BT7-061", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    a = g.zones["battle0"][0]
    pick(g, "attack", "BT1-102", "BT7-061")
    settle(g, "offense")
    g.effects.append(Effect(g.tick(), 1, "power", 1000, a, (a,), "battle", 0))
    g.vars["last_compare"] = ()
    pick(g, "skill", "DB1-058")
    settle(g, "target")
    pick(g, "ko", "BT7-061")
    settle(g)
    assert g.decision.kind == "main" and g.vars["last_compare"] == () and g.vars["battle"] == 0
    assert codes(g, "drop1") == ["BT7-061"] and power(g, a) == 15000 and not g.effects


@pytest.mark.rules("dbs-masters:8-1-2-2")
def test_during_the_attack_lasts_until_the_battle_ends():
    g = position(M, {"battle": ["BT1-102"]}, auto_forced=False, leader=FRIEZA)
    a = g.zones["battle0"][0]
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    g.effects.append(Effect(g.tick(), 1, "power", 5000, a, (a,), "battle", 0))
    g.apply(("pass",))
    settle(g, "defense")
    assert power(g, a) == 20000                                # still during the attack
    g.apply(("pass",))
    settle(g)
    assert power(g, a) == 15000 and g.vars["last_compare"] == (20000, 10000)


@pytest.mark.rules("dbs-masters:8-2-1", "dbs-masters:8-2-3", "dbs-masters:8-2-4", "dbs-masters:8-2-4-2",
                   "dbs-masters:8-2-4-2-1", "dbs-masters:8-3-1", "dbs-masters:8-3-3", "dbs-masters:8-3-4",
                   "dbs-masters:8-3-4-2", "dbs-masters:8-3-4-2-1", "dbs-masters:8-3-4-3-1", "dbs-masters:8-4-1",
                   "dbs-masters:8-4-3", "dbs-masters:8-4-8", "dbs-masters:8-4-9", "dbs-masters:8-2-4-3-1-1",
                   "dbscg:7-4-1-1", "dbscg:7-2-1-2-3-1", "dbscg:7-2-1-1", "dbscg:7-3-1-1")
@BOTH
def test_offense_then_defense_then_damage_steps(ed, monkeypatch):
    # the attacker's Android 18 rests an opponent's card with its [Activate Battle] in the Offense
    # Step; the defender's Son Goku & Hit switches itself Active in the Defense Step
    g = position(ed, {"battle": ["BT1-102", "BT9-055"]},
                     {"battle": [{"card": "BT10-145", "dull": True}, "BT1-104"]}, auto_forced=False, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    assert g.decision.player == 0 and names(seen)[-3:] == ["after_declare", "check", "offense_free"]
    pick(g, "skill", "BT9-055")
    settle(g, "target")
    pick(g, "rest", "BT1-104")
    settle(g, "offense")
    assert g.objs[first_of(g, "battle1", "BT1-104")].tapped
    assert names(seen)[-3:] == ["counter_window", "check", "offense_free"]     # 8-2-4-2-1: back to 8-2-3
    g.apply(("pass",))
    settle(g, "defense")
    assert g.decision.player == 1 and names(seen)[-3:] == ["defense", "check", "defense_free"]
    pick(g, "skill", "BT10-145")
    settle(g, "defense")
    assert not g.objs[first_of(g, "battle1", "BT10-145")].tapped and names(seen)[-2:] == ["check", "defense_free"]
    g.apply(("pass",))
    settle(g)
    run = names(seen)
    i = run.index("damage_step")
    assert run[i:i + 4] == ["damage_step", "check", "damage_compare", "check"]
    assert "battle_end" in run[i:] and len(g.zones["life1"]) == 7


@pytest.mark.rules("dbs-masters:8-2-4-3-1-1", "dbs-masters:8-4-6-3", "dbs-masters:8-4-6-3-3",
                   "dbs-masters:8-4-6-3-2")
def test_unison_defender_skips_the_defense_step_and_loses_markers(monkeypatch):
    g = position(M, {"battle": ["BT1-102"]}, {"leader": ["BT1-002"], "unison": ["BT10-033"]}, auto_forced=False,
                 leader=FRIEZA)
    u = g.zones["unison1"][0]
    g.objs[u].counters = {"markers": 3}
    pick(g, "attack", "BT1-102", "BT10-033")
    settle(g, "offense")
    g.apply(("pass",))
    while g.decision.kind != "main":
        assert g.decision.kind != "defense"
        g.apply(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    # 15000 vs 20000: the attacker loses; with a stronger attacker the Unison loses a marker
    g = position(M, {"battle": ["BT5-098"]}, {"leader": ["BT1-002"], "unison": ["BT10-033"]}, auto_forced=False,
                 leader=FRIEZA)
    u = g.zones["unison1"][0]
    g.objs[u].counters = {"markers": 3}
    seen = record(monkeypatch)
    pick(g, "attack", "BT5-098", "BT10-033")
    settle(g)
    assert g.objs[g.zones["unison1"][0]].counters["markers"] == 2
    run = names(seen)
    assert run[run.index("battle_markers") - 1] == "check"


@pytest.mark.rules("dbs-masters:8-4-6-2-1", "dbs-masters:8-4-6-2-2", "dbs-masters:8-4-6-2-3")
def test_losing_battle_card_is_kod_and_ko_triggers_pend():
    # Kaio-Ken Son Goku has [Revive Blue/Green]: when it is KO'd it may come back
    g = position(M, {"battle": ["BT5-098"]},
                    {"leader": ["BT1-002"], "battle": [{"card": "EX10-04", "dull": True}], "hand": ["BT1-035", "BT1-060"]},
                    auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT5-098", "EX10-04")
    settle(g, "revive")
    assert g.decision.player == 1 and codes(g, "drop1") == ["EX10-04"]     # KO'd, then its trigger
    g.apply(("yes",))
    settle(g)
    assert codes(g, "battle1") == ["EX10-04"] and sorted(codes(g, "drop1")) == ["BT1-035", "BT1-060"]


@pytest.mark.rules("dbs-masters:8-5-5")
def test_combo_power_ends_with_the_battle():
    g = position(M, {"battle": ["BT1-102"], "hand": ["BT1-103"]}, auto_forced=False, leader=FRIEZA)
    a = g.zones["battle0"][0]
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-103")
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (20000, 10000) and power(g, a) == 15000


@pytest.mark.rules("dbs-masters:8-5-7", "dbs-masters:8-5-9", "dbs-masters:8-5-10", "dbscg:7-4-1-8")
@BOTH
def test_battle_end_checkpoints_and_end_of_battle_autos(ed, monkeypatch):
    # [Dual Attack] (Kale) switches the attacker Active at the end of its first battle, after the
    # combo cards went to the Drop and before the battle's effects end
    g = position(ed, {"battle": ["DB2-102"], "hand": ["BT1-103"]}, auto_forced=False, leader=FRIEZA)
    a = g.zones["battle0"][0]
    seen = record(monkeypatch)
    pick(g, "attack", "DB2-102", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-103")
    g.apply(("pass",))
    settle(g)
    run = names(seen)
    i = run.index("combo_to_drop")
    assert run[i:i + 4] == ["combo_to_drop", "end_of_battle", "check", "battle_effects_end"]
    assert ed == "dbscg" or run[i - 1] == "check"
    assert not g.objs[a].tapped and codes(g, "drop0") == ["BT1-103"]


@pytest.mark.rules("dbs-masters:8-4-6-1-2", "dbs-masters:8-4-6-1", "dbs-masters:8-4-6-1-2-1")
def test_checkpoint_before_the_leader_takes_damage(monkeypatch):
    g = position(M, {"battle": ["BT1-102"]}, auto_forced=False, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g)
    run = names(seen)
    i = run.index("battle_damage")
    assert run[i - 1] == "check" and run[i + 1] == "check" and len(g.zones["life1"]) == 7
    assert codes(g, "hand1") == ["BT1-060"]


@pytest.mark.rules("dbs-masters:8-1-7-2")
def test_a_new_defending_card_does_not_retrigger_the_attack():
    # Kefla attacks, Cui blocks: the defending card changed, "when this card attacks" does not pend again
    g = position(M, {"leader": ["BT1-002"], "battle": ["BT4-019"], "deck": ["3 BT7-061"]}, {"battle": ["BT1-105"]},
                    auto_forced=False, leader=FRIEZA)
    k = first_of(g, "battle0", "BT4-019")
    pick(g, "attack", "BT4-019", "BT1-084")
    while g.decision.kind != "block":
        g.apply(next((o for o in g.decision.options if o[0] == "auto"), g.decision.options[0]))
    pick(g, "block", "BT1-105")
    assert g.vars["defender"] == first_of(g, "battle1", "BT1-105")
    assert not [t for t in g.pending if t.source == k] and codes(g, "hand0") == ["BT7-061"]
    settle(g)
    assert codes(g, "hand0") == ["BT7-061"] and codes(g, "drop1") == ["BT1-105"]


@pytest.mark.rules("dbs-masters:8-4-6-2-3")
def test_when_this_card_kos_pends_after_the_checkpoint_that_follows_the_battle_ko(trace):
    # TEST-B-KOS ("When this card KOs a Battle Card in battle, draw 1 card") with a Vegeta combo KOs a
    # Rested Son Goku: the checkpoint of 8-4-6-2-2 runs first, then its [Auto] pends (8-4-6-2-3) and
    # is resolved at a later checkpoint, before the Battle End Step moves the combo card
    g = position("dbs-masters+test", {"battle": ["TEST-B-KOS"], "hand": ["BT1-038"]},
                 {"battle": [{"card": "BT1-060", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    a = g.zones["battle0"][0]
    pick(g, "attack", "TEST-B-KOS", "BT1-060")
    settle(g, "offense")
    pick(g, "combo", "BT1-038")
    g.apply(("pass",))
    settle(g, "auto")
    run = names(trace)
    i = run.index("damage_compare")
    assert run[i + 1:i + 3] == ["check", "battle_kos"] and ("battle_kos", a) in trace
    assert g.decision.player == 0 and [t.source for t in g.pending] == [a]
    assert codes(g, "drop1") == ["BT1-060"] and codes(g, "combo0") == ["BT1-038"] and not g.zones["hand0"]
    g.apply(g.decision.options[0])
    settle(g)
    assert len(g.zones["hand0"]) == 1 and not g.zones["combo0"] and not g.vars.get("battle_kod")
