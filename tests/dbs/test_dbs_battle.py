"""Rules tests of the first edition's battle (dbscg 7): the order after a declaration, the attack
and defense steps with their combos and skills, the damage step, the end of the battle."""

from __future__ import annotations

import pytest
from dbs_kit import codes, first_of, names, opts, pick, position, settle, subsequence

from tcg.engine.effects import Effect
from tcg.games.dbs import reading

ED = "dbscg"


def through(g, kind: str) -> list[str]:
    seen = []
    while g.decision.kind != kind:
        seen.append(g.decision.kind)
        d = g.decision
        g.apply(next((o for o in (("pass",), ("no",), ("none",), ("done",)) if o in d.options), d.options[0]))
    return seen


@pytest.mark.rules("dbscg:7-1-1", "dbscg:10-4-1", "dbscg:7-4-1-4-4", "dbscg:10-1-1")
def test_blocker_pends_at_the_declaration_and_becomes_the_defending_card():
    g = position(ED, {"battle": ["BT1-060"]}, {"battle": ["BT1-062"], "hand": ["BT1-110"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    assert [t.index for t in g.pending] == [-1] or g.decision.kind == "block"    # pending at 7-1-1
    through(g, "block")
    assert g.decision.player == 1
    pick(g, "block", "BT1-062")
    blocker = first_of(g, "battle1", "BT1-062")
    assert g.vars["defender"] == blocker and g.objs[blocker].tapped
    through(g, "main")
    assert codes(g, "drop1") == ["BT1-062"] and len(g.zones["life1"]) == 8    # 15000 >= 10000: KO


@pytest.mark.rules("dbscg:7-3-1", "dbscg:7-3-1-2-1", "dbscg:7-3-1-2-2", "dbscg:7-3-1-3", "dbscg:7-4-1-3",
                   "dbscg:7-2-1-3", "dbscg:7-2-1")
def test_defense_step_combos_from_hand_and_battle_area():
    g = position(ED, {"battle": ["BT1-060"]},
                 {"battle": ["BT7-061", "BT1-038"], "hand": ["BT7-061"], "energy": ["BT1-060"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    kinds = through(g, "offense")
    assert g.decision.player == 0 and "defense" not in kinds
    g.apply(("pass",))                                    # 7-2-1-3: on to the Defense step
    through(g, "defense")
    assert g.decision.player == 1
    d = g.zones["battle1"]
    assert sorted(g.objs[o[1]].zone for o in opts(g, "combo")) == ["battle1", "battle1", "hand1"]
    pick(g, "combo", "BT1-038")                           # combo cost 0 from the Battle Area
    through(g, "defense")
    assert codes(g, "combo1") == ["BT1-038"] and "BT1-038" not in codes(g, "battle1")
    pick(g, "combo", "BT7-061")
    through(g, "defense")
    g.apply(("pass",))                                    # 7-3-1-3: on to the Damage step
    through(g, "main")
    assert g.vars["last_compare"] == (15000, 20000) and len(g.zones["life1"]) == 8
    assert len(g.zones["drop1"]) == 2 and not g.zones["combo1"]
    assert reading.power(g, first_of(g, "battle0", "BT1-060")) == 15000
    del d


@pytest.mark.rules("dbscg:7-4-1-4-3-3")
def test_a_unison_defender_loses_one_marker():
    g = position(ED, {"battle": ["BT5-098"]}, {"unison": ["BT10-033"]})
    u = g.zones["unison1"][0]
    g.w(u).counters = {"markers": 3}
    pick(g, "attack", "BT5-098", "BT10-033")
    settle(g)
    assert g.objs[u].counters["markers"] == 2 and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbscg:7-2-1-2-3-2", "dbscg:7-3-1-2-3-2", "dbscg:7-3-1-2-3")
def test_awaken_and_battle_skills_in_both_battle_steps():
    g = position(ED, {"leader": ["TB1-074"], "life": ["4 BT1-060"], "battle": ["BT1-060"]}, {}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    through(g, "offense")
    assert opts(g, "awaken")
    g = position(ED, {"battle": ["BT1-060"], "energy": ["BT1-102"], "hand": ["BT1-080"]},
                 {"leader": ["TB1-074"], "life": ["4 BT1-060"], "hand": ["DB1-058"], "energy": ["BT1-060"]},
                 auto_forced=False)
    pick(g, "attack", "BT1-060", "Jiren")
    through(g, "defense")
    assert opts(g, "awaken") and opts(g, "skill")
    pick(g, "skill", "DB1-058")                           # the defender plays Zamasu from hand
    through(g, "defense")
    assert "DB1-058" in codes(g, "battle1")


@pytest.mark.rules("dbscg:10-8-1-1")
def test_dual_attack_stands_once():
    g = position(ED, {"battle": ["BT2-015"]}, {"battle": [{"card": "BT7-061", "dull": True}] * 3})
    a = first_of(g, "battle0", "BT2-015")
    for _ in range(2):
        pick(g, "attack", "BT2-015", "BT7-061")
        settle(g)
    assert g.objs[a].tapped and len(g.zones["drop1"]) == 2 and not [o for o in opts(g, "attack") if o[1] == a]


@pytest.mark.rules("dbscg:7-2-1-2-1-1", "dbscg:7-3-1-2-1-1", "dbscg:7-3-1-2-2-1")
def test_each_combo_rests_energy_for_its_combo_cost():
    # Raging Cabba (combo cost 1): from the attacker's Battle Area, then from the defender's
    # Battle Area and hand, each rests one energy of the player who combos
    g = position(ED, {"battle": ["BT1-060", "BT1-013"], "energy": ["BT1-019"]},
                 {"battle": ["BT1-013"], "hand": ["BT1-013"], "energy": ["2 BT1-019"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    through(g, "offense")
    pick(g, "combo", "BT1-013")
    through(g, "offense")
    assert codes(g, "combo0") == ["BT1-013"] and g.objs[g.zones["energy0"][0]].tapped
    g.apply(("pass",))
    through(g, "defense")
    for zone, rested in (("battle1", 1), ("hand1", 2)):
        g.apply(next(o for o in opts(g, "combo") if g.objs[o[1]].zone == zone))
        through(g, "defense")
        assert sum(g.objs[e].tapped for e in g.zones["energy1"]) == rested
    assert codes(g, "combo1") == ["BT1-013", "BT1-013"] and not g.zones["battle1"] and not g.zones["hand1"]


@pytest.mark.rules("dbscg:7-4-1-9", "dbscg:7-4-1-10")
def test_battle_effects_end_with_the_battle_then_the_main_phase_goes_on():
    g = position(ED, {"battle": ["BT1-060"]}, {}, auto_forced=False)
    a = first_of(g, "battle0", "BT1-060")
    pick(g, "attack", "BT1-060", "Son Goku")
    through(g, "offense")
    g.effects += [Effect(g.tick(), 1, "power", 5000, a, (a,), "battle", 0),
                  Effect(g.tick(), 1, "power", 1000, a, (a,), "turn", 0)]
    assert reading.power(g, a) == 21000
    through(g, "main")
    assert g.vars["battle"] == 0 and g.decision.player == 0
    assert reading.power(g, a) == 16000                   # the battle's +5000 ended, the turn's +1000 stays


@pytest.mark.rules("dbscg:7-3-1-2-3-1")
def test_a_counter_timing_for_the_active_player_follows_the_defenders_battle_skill(trace, monkeypatch):
    # In the Defense Step the defender uses Zamasu's [Activate: Battle] from hand ("play this card");
    # the counter timing around that skill is the active player's to answer (player 0), and the
    # defender's free timing comes back only after the counter timing that follows the skill
    from tcg.games.dbs import counter

    asked = []
    real = counter.counter_options
    monkeypatch.setattr(counter, "counter_options", lambda g, p, kind: asked.append((p, kind)) or real(g, p, kind))
    g = position(ED, {"battle": ["BT1-060"]}, {"hand": ["DB1-058"], "energy": ["BT1-060"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    through(g, "defense")
    del trace[:], asked[:]
    pick(g, "skill", "DB1-058")
    through(g, "defense")
    assert g.decision.player == 1 and codes(g, "battle1") == ["DB1-058"]
    seq = [s for s in trace if s[0] in ("counter_window", "do_skill", "check", "defense_free")]
    assert seq[:4] == [("counter_window", "skill", 1), ("do_skill", *seq[1][1:]), ("counter_window", "skill", 1),
                       ("check",)]
    assert seq[-1] == ("defense_free",) and asked == [(0, "skill"), (0, "skill")]    # the active player's windows


def _attack_with_vegeta_combo(g, attacker: str, target: str) -> None:
    """`attacker` attacks `target` with a Vegeta (BT1-038) combo; on to the outcome's [Auto]."""
    pick(g, "attack", attacker, target)
    through(g, "offense")
    pick(g, "combo", "BT1-038")
    through(g, "offense")
    g.apply(("pass",))
    through(g, "auto")


@pytest.mark.rules("dbscg:7-4-1-4-4-1")
def test_when_this_card_kos_triggers_at_the_battle_ko_and_resolves_before_the_combo_cards_leave(trace):
    # TEST-B-KOS ("When this card KOs a Battle Card in battle, draw 1 card") with a Vegeta combo KOs a
    # Rested Son Goku: its [Auto] is resolved at the check timing that follows the KO, while Vegeta is
    # still in the Combo Area (7-4-1-6 comes after)
    g = position("dbscg+test", {"battle": ["TEST-B-KOS"], "hand": ["BT1-038"]},
                 {"battle": [{"card": "BT1-060", "dull": True}]}, auto_forced=False)
    a = g.zones["battle0"][0]
    _attack_with_vegeta_combo(g, "TEST-B-KOS", "BT1-060")
    assert g.decision.player == 0 and [t.source for t in g.pending] == [a]
    assert codes(g, "drop1") == ["BT1-060"] and codes(g, "combo0") == ["BT1-038"] and not g.zones["hand0"]
    del trace[:]
    g.apply(g.decision.options[0])
    assert g.decision.kind == "main" and len(g.zones["hand0"]) == 1 and codes(g, "drop0") == ["BT1-038"]
    assert subsequence(names(trace), ["do", "check", "combo_to_drop"])         # drawn before 7-4-1-6
    # no KO, no trigger: the same card attacking a Rested 20000 Vegeta loses; attacking the Leader deals damage
    for target, life in (("BT1-038", 8), ("Son Goku", 7)):
        g = position("dbscg+test", {"battle": ["TEST-B-KOS"]}, {"battle": [{"card": "BT1-038", "dull": True}]},
                     auto_forced=False)
        pick(g, "attack", "TEST-B-KOS", target)
        assert "auto" not in through(g, "main") and not g.zones["hand0"] and len(g.zones["life1"]) == life


@pytest.mark.rules("dbscg:7-4-1-5")
def test_a_check_timing_follows_the_battle_outcome_before_the_combo_cards_leave(trace):
    # Son Goku with a Vegeta combo hits the Leader: the life card goes to the defender's hand, and
    # TEST-B-LIFE's "When you add a card from your life to your hand" is resolved at the check
    # timing after the outcome, while Vegeta is still in the Combo Area (7-4-1-6 comes after)
    g = position("dbscg+test", {"battle": ["BT1-060"], "hand": ["BT1-038"]}, {"battle": ["TEST-B-LIFE"]},
                 auto_forced=False)
    _attack_with_vegeta_combo(g, "BT1-060", "Son Goku")
    assert g.decision.player == 1 and len(g.zones["life1"]) == 7 and len(g.zones["hand1"]) == 1
    assert codes(g, "combo0") == ["BT1-038"] and g.vars["battle"] == 1
    del trace[:]
    g.apply(g.decision.options[0])
    assert g.decision.kind == "main" and len(g.zones["hand1"]) == 2 and codes(g, "drop0") == ["BT1-038"]
    assert subsequence(names(trace), ["do", "check", "combo_to_drop"])         # drawn before 7-4-1-6
