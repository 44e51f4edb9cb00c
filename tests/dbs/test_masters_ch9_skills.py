"""Rules tests of dbs-masters chapter 9 (valid and negated skills, activation, [Permanent], [Auto]
and [Counter] skills, continuous and replacement effects) and of the first edition's skills chapter
(dbscg 8), each with an exact outcome; procedures are asserted through the steps the engine runs."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, FRIEZA, M, codes, first_of, names, opts, pick, position, record, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions
from tcg.games.dbs.battle import strike
from tcg.games.dbs.cards import Skill
from tcg.games.dbs.reading import keywords, power

JIREN = ["TB1-074"]


def negate(g, p: int) -> None:
    """BT9-136's effect: the skills of player p's non-Extra cards are negated for two turns."""
    g.pvars[p]["negated_until"] = g.vars["turn"] + 1


# ---------------------------------------------------------------------------- 9-1 validity
@pytest.mark.rules("dbs-masters:9-1-2", "dbs-masters:9-1-2-1", "dbs-masters:9-1-4", "dbscg:8-3-2", "dbscg:8-3-4")
@BOTH
def test_negated_skills_exist_but_do_nothing(ed):
    # Recoome (+6000 on the opponent's turn), Cui ([Blocker]), Koichiarator ([Activate Main])
    g = position(ed, {"battle": ["BT1-102"]}, {"battle": ["BT1-096", "BT1-105", "DB2-142"]}, auto_forced=False,
                 leader=FRIEZA)
    rec, cui, koi = (first_of(g, "battle1", c) for c in ("BT1-096", "BT1-105", "DB2-142"))
    assert power(g, rec) == 16000 and keywords(g, cui) == ("blocker",)
    negate(g, 1)
    assert power(g, rec) == 10000 and keywords(g, cui) == () and keywords(g, koi) == ()
    assert g.objs[rec].card.skill[0].power == 6000                           # the skill is still there
    pick(g, "attack", "BT1-102", "BT1-084")
    assert not g.pending                                                      # no [Blocker] pending
    settle(g)
    g.apply(("end",))
    settle(g, "main")
    assert g.vars["tp"] == 1 and not opts(g, "skill")                        # no [Activate Main]


@pytest.mark.rules("dbs-masters:9-1-5", "dbs-masters:9-1-2-2")
def test_negated_card_gains_no_skill():
    g = position(M, {}, {"battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle1"][0]
    g.effects.append(Effect(g.tick(), 0, "gain", "double_strike", x, (x,), "turn", 1))
    assert keywords(g, x) == ("double_strike",) and strike(g, x) == 2
    negate(g, 1)
    assert keywords(g, x) == () and strike(g, x) == 1                        # the gained skill is gone too


@pytest.mark.rules("dbs-masters:9-1-3", "dbs-masters:9-5-1", "dbscg:8-3-3", "dbscg:8-1-4")
@BOTH
def test_conditional_permanent_applies_only_while_valid(ed):
    # Recoome: [Permanent] during your opponent's turn, this card gets +6000 power
    g = position(ed, {"battle": ["BT1-096"]}, {"battle": ["BT1-096"]}, leader=FRIEZA)
    mine, theirs = g.zones["battle0"][0], g.zones["battle1"][0]
    assert power(g, mine) == 10000 and power(g, theirs) == 16000
    g.vars["tp"] = 1
    assert power(g, mine) == 16000 and power(g, theirs) == 10000


@pytest.mark.rules("dbs-masters:9-1-3-1")
def test_skills_are_valid_only_in_their_area():
    # Ginyu Force Burter's end-of-turn [Auto] works from the Battle Area, not from the hand or the
    # Drop; [Servant]'s +10000 is a Battle Area skill
    g = position(M, {"leader": ["BT1-056"], "hand": ["BT1-097"], "drop": ["BT1-097"],
                     "battle": [{"card": "BT1-097", "dull": True}]}, phase="end", leader=FRIEZA)
    assert g.vars["tp"] == 1 and g.objs[g.zones["battle0"][0]].tapped is False
    assert codes(g, "hand0") == ["BT1-097"] and codes(g, "drop0") == ["BT1-097"]
    g = position(M, {"hand": ["BT11-100"], "battle": ["BT11-100"]}, leader=FRIEZA)
    assert power(g, g.zones["battle0"][0]) == 20000
    assert g.objs[g.zones["hand0"][0]].card.power == 10000


@pytest.mark.rules("dbs-masters:9-1-3-2")
def test_a_skill_naming_its_zone_works_only_there():
    # Zamasu: [Activate Battle] (1) : play this card from your hand: offered from the hand only
    g = position(M, {"battle": ["BT1-102", "DB1-058"], "hand": ["DB1-058"], "energy": ["2 BT1-103"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    assert [o[1] for o in opts(g, "skill")] == g.zones["hand0"]


# ------------------------------------------------------------------------ 9-2, 9-3 activation
@pytest.mark.rules("dbs-masters:9-2-1", "dbs-masters:9-2-1-1", "dbs-masters:9-7-3-1")
def test_a_skill_resolves_at_once_counters_interrupt_in_their_timing(monkeypatch):
    # Full Power Energy answers the attack in its counter timing and resolves (negate, KO) before
    # the attack goes on; a played card's 'when played' skill resolves with nothing in between
    g = position(M, {"battle": ["BT1-102", "BT7-061"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    pick(g, "counter", "BT1-080")
    settle(g, "target")
    pick(g, "ko", "BT7-061")
    settle(g)
    assert g.vars["last_compare"] == () and codes(g, "drop0") == ["BT7-061"] and len(g.zones["life1"]) == 8
    g = position(M, {"hand": ["BT3-095"], "energy": ["BT1-102"], "deck": ["2 BT7-061"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "play", "BT3-095")
    run = names(seen, ("finish_play", "check", "do", "main_free"))
    assert run == ["finish_play", "check", "do", "check", "main_free"] and codes(g, "hand0") == ["BT7-061"]


@pytest.mark.rules("dbs-masters:9-3-1", "dbs-masters:9-6-11", "dbs-masters:9-6-7", "dbs-masters:9-8-1")
def test_a_pending_auto_resolves_after_its_card_left():
    g = position(M, {"hand": ["BT3-095"], "energy": ["BT1-102"], "deck": ["3 BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "play", "BT3-095")
    settle(g, "auto")
    actions.relocate(g, g.zones["battle0"][0], "drop")          # Youthful Bulma leaves before it resolves
    g.apply(g.decision.options[0])
    settle(g)
    assert codes(g, "hand0") == ["BT7-061"] and len(g.zones["deck0"]) == 2      # draw 1, done once


# ------------------------------------------------------------------------------ 9-6 [Auto]
@pytest.mark.rules("dbs-masters:9-6-5", "dbs-masters:9-6-6", "dbs-masters:9-6-8")
def test_auto_procedure_counter_timings_around_resolution(monkeypatch):
    g = position(M, {"hand": ["BT3-095"], "energy": ["BT1-102"], "deck": ["2 BT7-061"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "play", "BT3-095")
    run = names(seen, ("finish_play", "counter_window", "do"))
    assert run == ["counter_window", "finish_play", "counter_window", "do", "counter_window"]
    assert [s[1:] for s in seen if s[0] == "counter_window"][1:] == [("skill", 0), ("skill", 0)]


@pytest.mark.rules("dbs-masters:9-6-4", "dbs-masters:9-6-4-1", "dbs-masters:9-6-4-2", "dbscg:8-1-5-2-1")
@BOTH
def test_auto_cost_paid_or_nothing(ed):
    # Kaio-Ken Son Goku: [Auto] KO this card : when an opponent's Battle Card attacks, negate it
    for pay_it in (False, True):
        g = position(ed, {"battle": ["BT1-102"]}, {"battle": ["EX10-04"]}, auto_forced=False, leader=FRIEZA)
        pick(g, "attack", "BT1-102", "BT1-084")
        settle(g, "cost")
        g.apply(("yes",) if pay_it else ("no",))
        settle(g)
        if pay_it:
            assert codes(g, "drop1") == ["EX10-04"] and len(g.zones["life1"]) == 8
        else:
            assert codes(g, "battle1") == ["EX10-04"] and len(g.zones["life1"]) == 7


@pytest.mark.rules("dbs-masters:9-6-3-2", "dbscg:8-6-4-1")
@BOTH
def test_an_auto_that_cannot_be_activated_is_cancelled(ed):
    # Kaio-Ken's cost (KO this card) cannot be paid once it has left the Battle Area
    g = position(ed, {"battle": ["BT1-102"]}, {"battle": ["EX10-04"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    while g.decision.kind != "auto" or g.decision.player != 1:
        g.apply(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    actions.relocate(g, g.zones["battle1"][0], "hand")
    g.apply(g.decision.options[0])
    assert not g.pending and g.decision.kind != "cost"
    settle(g)
    assert len(g.zones["life1"]) == 7                          # the attack was not negated


@pytest.mark.rules("dbs-masters:9-6-3-1-1")
def test_a_pending_auto_in_hand_may_be_left_undeclared():
    g = position(M, {"deck": ["5 BT7-061"], "hand": ["DB2-123"]}, {"energy": ["4 BT1-102"]}, turn=2, active=1,
                    phase="end", auto_forced=False, leader=FRIEZA)
    settle(g, "optional")
    g.apply(("no",))
    settle(g, "charge")
    assert "DB2-123" in codes(g, "hand0") and not g.zones["battle0"]


@pytest.mark.rules("dbs-masters:9-6-9-1-2", "dbs-masters:9-6-9-2", "dbs-masters:9-6-9-3", "dbscg:8-6-5-2")
def test_zone_change_triggers_read_the_battle_area():
    # Dyspo: [Auto] if your Leader is <<Universe 11>>: when you play this card or it is placed in
    # your Drop Area from your Battle Area by a skill, draw 1 card
    g = position(M, {"leader": JIREN, "hand": ["BT9-121"], "energy": ["BT1-060", "BT1-102", "2 BT1-103"],
                     "deck": ["3 BT7-061"]}, {"hand": ["BT1-082"], "energy": ["BT1-060"],
                     "battle": ["BT1-102"]}, leader=FRIEZA)
    pick(g, "play", "BT9-121")                                  # played: hand -> Battle Area
    assert codes(g, "battle0") == ["BT9-121"] and codes(g, "hand0") == ["BT7-061"]
    x = g.zones["battle0"][0]
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.push("remove", x, 1, "ko")                               # KO'd by the opponent's skill
    g.run()
    settle(g)
    assert codes(g, "drop0") == ["BT9-121"] and codes(g, "hand0") == ["BT7-061", "BT7-061"]
    # negated in the Battle Area: no trigger after the move
    g = position(M, {"leader": JIREN, "battle": ["BT9-121"], "deck": ["3 BT7-061"]}, leader=FRIEZA)
    negate(g, 0)
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.push("remove", g.zones["battle0"][0], 1, "ko")
    g.run()
    settle(g)
    assert codes(g, "drop0") == ["BT9-121"] and not g.zones["hand0"]


# ---------------------------------------------------------------------------- 9-7 [Counter]
@pytest.mark.rules("dbs-masters:9-7-2-1", "dbs-masters:9-7-2-2", "dbs-masters:9-7-3-2", "dbs-masters:9-7-3-3",
                   "dbs-masters:9-7-3-4", "dbs-masters:9-7-3-4-1", "dbs-masters:9-7-3-6", "dbs-masters:9-7-4",
                   "dbs-masters:9-7-3-5-2")
def test_counter_chain_numbered_and_resolved_from_the_last(monkeypatch):
    # play <- Crusher Ball (1) <- Bad Ring Laser (2) <- Bad Ring Laser (3): 3 negates 2, so 1
    # resolves and the card is played in Rest Mode
    assert "counter" in Skill.model_fields["kind"].annotation.__args__
    g = position(M, {"hand": ["BT1-102", "BT1-108", "BT1-108"], "energy": ["4 BT1-103"]},
                    {"hand": ["BT1-110", "BT1-108", "BT1-096"], "energy": ["2 BT1-104"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "play", "BT1-102")
    pick(g, "counter", "BT1-110")                              # counter play 1
    assert [c[1] for c in g.vars["chain"]] == ["BT1-110"]
    assert g.decision.kind == "counter" and g.decision.player == 0      # a new counter timing
    pick(g, "counter", "BT1-108")                              # counter play 2
    assert g.decision.player == 1
    pick(g, "counter", "BT1-108")                              # counter play 3
    assert g.decision.kind == "main"
    chain = [s for s in seen if s[0] in ("chain_resolve", "check", "chain_done", "finish_play")]
    assert [s[:2] for s in chain[:5]] == [("chain_resolve", 2), ("chain_resolve", 1), ("chain_resolve", 0),
                                          ("chain_done",), ("finish_play", 0)]
    assert g.objs[g.zones["battle0"][0]].tapped and g.vars["chain"] == ()
    assert codes(g, "drop0") == ["BT1-108", "BT1-108"]          # one used, one paid as its cost
    assert sorted(codes(g, "drop1")) == ["BT1-096", "BT1-108", "BT1-110"]


@pytest.mark.rules("dbs-masters:9-7-2-3", "dbs-masters:9-7-3-1-1")
def test_counter_timing_rule_processing_first_and_silent_decline():
    g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"], "battle": ["BT7-061"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-104"]}, leader=FRIEZA)
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, k, (k,), "turn", 1))
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and codes(g, "drop0") == ["BT7-061"]    # processed at the window
    g.apply(("pass",))                                         # declined: the card stays hidden in hand
    assert codes(g, "battle0") == ["BT1-102"] and codes(g, "hand1") == ["BT1-110"]
    assert g.view(0)["zones"]["hand1"] == 1


# ----------------------------------------------------------------------- 9-9 continuous
@pytest.mark.rules("dbs-masters:9-9-1-2", "dbscg:8-8-1-1", "dbscg:8-8-1-2", "dbscg:8-8-1-3")
@BOTH
def test_printed_then_non_numeric_then_numeric(ed):
    g = position(ed, {"battle": ["BT1-096"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.vars["tp"] = 1                                           # Recoome's [Permanent]: +6000
    g.effects.append(Effect(g.tick(), 1, "power", 5000, x, (x,), "turn", 0))
    g.effects.append(Effect(g.tick(), 0, "gain", "double_strike", x, (x,), "turn", 0))
    assert g.objs[x].card.power == 10000 and power(g, x) == 21000 and strike(g, x) == 2


@pytest.mark.rules("dbs-masters:9-9-2")
def test_effects_do_not_follow_a_card_that_left_play():
    g = position(M, {"battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, x, (x,), "turn", 0))
    h = actions.relocate(g, x, "hand")
    y = g.create(g.rules.cards["BT1-102"], 0, "battle0")
    g.zones["hand0"].remove(h)
    del g.objs[h]
    assert power(g, y) == 15000


@pytest.mark.rules("dbs-masters:9-9-3")
def test_zone_effects_apply_on_entry():
    # Altered Reality: [Field] all <Janemba> cards in your Battle Area gain [Barrier]
    g = position(M, {"battle": ["EX07-05"], "hand": ["BT12-047"], "energy": ["2 BT1-035"]}, leader=FRIEZA)
    pick(g, "play", "BT12-047")
    j = first_of(g, "battle0", "BT12-047")
    assert "barrier" in keywords(g, j)


# ------------------------------------------------------------------------ 9-10 replacement
@pytest.mark.rules("dbs-masters:9-10-1-1", "dbs-masters:9-10-1-1-1", "dbscg:8-9-2-2")
def test_replacement_happens_instead_but_the_power_rule_still_applies():
    # Frieza, Everlasting Emperor: removed by an opponent's skill -> -10000 power instead
    g = position(M, {}, {"battle": ["P-188"]}, leader=FRIEZA)
    x = g.zones["battle1"][0]
    g.decision = None
    g.push("main_free")
    g.push("remove", x, 0, "ko")
    g.run()
    assert codes(g, "battle1") == ["P-188"] and power(g, x) == 15000 and not g.zones["drop1"]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, x, (x,), "turn", 0))
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.push("remove", x, 0, "ko")
    g.run()
    assert codes(g, "drop1") == ["P-188"] and not g.zones["battle1"]     # 5000 - 10000: the power rule


@pytest.mark.rules("dbs-masters:9-10-3", "dbscg:8-9-3")
def test_optional_replacement_needs_a_possible_choice():
    # SS Gotenks, Friendship Fusion: you may discard a card instead of its removal
    g = position(M, {}, {"battle": ["BT11-080"]}, auto_forced=False, leader=FRIEZA)
    g.decision = None
    g.push("main_free")
    g.push("remove", g.zones["battle1"][0], 0, "ko")
    g.run()
    assert codes(g, "drop1") == ["BT11-080"]                   # no card in hand: it cannot apply
    g = position(M, {}, {"battle": ["BT11-080"], "hand": ["BT7-061"]}, auto_forced=False, leader=FRIEZA)
    g.decision = None
    g.push("main_free")
    g.push("remove", g.zones["battle1"][0], 0, "ko")
    g.run()
    assert g.decision.kind == "replace" and ("no",) in g.decision.options
    g.apply(("replace", "discard"))
    settle(g)
    assert codes(g, "battle1") == ["BT11-080"] and codes(g, "drop1") == ["BT7-061"]


# --------------------------------------------------------------- first edition: skills (8)
@pytest.mark.rules("dbscg:8-1-1", "dbscg:8-1-2")
def test_a_skill_is_its_text_and_cost_of_three_kinds():
    kinds = set(Skill.model_fields["kind"].annotation.__args__)
    assert {"activate_main", "activate_battle", "permanent", "auto"} <= kinds     # Activate, Permanent, Auto
    s = position(M, {},
                 leader=FRIEZA).rules.cards["DB1-058"].skill[0]          # Zamasu: [Activate Battle] (1) : play ... KO
    assert (s.kind, s.cost, [d.op for d in s.do]) == ("activate_battle", 1, ["play_self", "ko"])


@pytest.mark.rules("dbscg:8-2-1", "dbscg:8-2-2")
@BOTH
def test_immediate_continuous_and_replacement_effects(ed):
    g = position(ed, {"hand": ["BT3-095"], "energy": ["BT1-102"], "deck": ["2 BT7-061"]}, leader=FRIEZA)
    pick(g, "play", "BT3-095")                                 # immediate: done at once, nothing lasts
    assert codes(g, "hand0") == ["BT7-061"] and not g.effects
    g = position(ed, {"battle": ["DB2-144"], "deck": ["4 BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB2-144", "BT1-084")
    settle(g, "burst")
    g.apply(("yes",))
    k = first_of(g, "battle0", "DB2-144")
    assert [(e.op, e.value, e.until) for e in g.effects] == [("power", 5000, "turn")]   # continuous
    g = position(ed, {}, {"battle": ["P-188"]}, leader=FRIEZA)                  # replacement: -10000 instead of the KO
    x = g.zones["battle1"][0]
    g.decision = None
    g.push("main_free")
    g.push("remove", x, 0, "ko")
    g.run()
    assert codes(g, "battle1") == ["P-188"] and power(g, x) == 15000 and k


@pytest.mark.rules("dbscg:8-4-2-3")
@BOTH
def test_skill_cost_numbered_circle(ed):
    # Zamasu: (1) rests one energy of any colour
    g = position(ed, {"battle": ["BT1-102"], "hand": ["DB1-058"], "energy": ["BT1-103", "BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    pick(g, "skill", "DB1-058")
    settle(g, "offense")
    assert sorted(g.objs[o].tapped for o in g.zones["energy0"]) == [False, True]


@pytest.mark.rules("dbscg:8-5-2-5-2", "dbscg:8-5-3-6")
@BOTH
def test_a_skill_without_a_target_acts_on_its_card_or_controller(ed):
    # Son Goten, Changing History: switch *this card* to Active; Koichiarator: *you* draw
    g = position(ed, {"battle": ["DB3-106", "DB2-142"], "hand": ["BT1-102"], "deck": ["6 BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "attack", "DB3-106", "BT1-084")
    settle(g, "offense")
    pick(g, "skill", "DB3-106")
    settle(g, "offense")
    assert not g.objs[first_of(g, "battle0", "DB3-106")].tapped
    g.apply(("pass",))
    settle(g)
    pick(g, "skill", "DB2-142")
    settle(g)
    assert codes(g, "hand0") == ["BT7-061"] and len(g.zones["hand1"]) == 1      # 1 = the life card
