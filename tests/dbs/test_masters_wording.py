"""Rules tests of the established wordings of the Masters rules (dbs-masters 20): contracted or
omitted text (20-1), X (20-5), discarding (20-7), the Warp (20-8), taking control (20-9), removal
from the game (20-10), "when a declaration has been made" (20-15)."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, RMT, M, codes, first_of, names, opts, pick, position, record, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.actions import give_control, relocate


@pytest.mark.rules("dbs-masters:20-1-1")
def test_no_stated_target_means_the_controller_or_the_card_itself():
    g = position(MT, {"unison": ["TEST-M3-UP"], "deck": ["5 BT7-061"]}, {"deck": ["5 BT7-061"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    g.apply(("skill", u, 2))                                    # [-2] "This card gets +20000 power"
    settle(g)
    assert reading.power(g, u) == 30000
    g = position(MT, {"unison": ["BT10-033"], "deck": ["5 BT7-061"]}, {"deck": ["5 BT7-061"]}, leader=FRIEZA)
    g.w(g.zones["unison0"][0]).counters = {"markers": 3}
    refresh(g)
    pick(g, "skill", "BT10-033")                                # "Draw 2 cards": its controller draws
    settle(g)
    assert len(g.zones["hand0"]) == 2 and not g.zones["hand1"]


@pytest.mark.rules("dbs-masters:20-1-7")
def test_this_card_is_the_card_in_the_area_where_the_skill_was_activated():
    # the rule's Gotenks example: paying the last markers puts the Unison in the Drop, and the
    # card there does not get the power
    g = position(MT, {"unison": ["TEST-M3-UP"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    refresh(g)
    g.apply(("skill", u, 2))
    settle(g)
    assert codes(g, "drop0") == ["TEST-M3-UP"] and not g.effects


@pytest.mark.rules("dbs-masters:20-1-3")
def test_energy_in_text_is_a_card_in_the_energy_area():
    g = position(M, {"leader": ["TB1-074"], "life": ["4 BT1-060"], "energy": [{"card": "BT1-102", "dull": True}],
                     "battle": [{"card": "BT1-104", "dull": True}]}, {}, auto_forced=False)
    pick(g, "awaken", "TB1-074")
    settle(g, "target")
    assert [g.objs[o[1]].zone for o in opts(g, "ready_energy")] == ["energy0"]


@pytest.mark.rules("dbs-masters:20-1-4")
def test_life_in_text_is_a_card_in_the_life_area():
    g = position(M, {"battle": ["BT5-098"]}, {"life": ["3 BT1-060"], "hand": ["BT7-061"]})
    pick(g, "attack", "BT5-098", "BT1-056")
    settle(g)
    assert len(g.zones["life1"]) == 2 and codes(g, "hand1") == ["BT7-061", "BT1-060"]


@pytest.mark.rules("dbs-masters:20-1-6")
def test_a_character_name_refers_to_cards_in_the_leader_or_battle_area():
    g = position(M, {"hand": ["BT1-013", "DB1-009"], "drop": ["DB1-009"], "energy": ["3 BT2-005"]}, {})
    assert not opts(g, "evolve")                                 # <Cabba> in hand or Drop: no base
    g = position(M, {"hand": ["BT1-013"], "battle": ["DB1-009"], "energy": ["3 BT2-005"]}, {})
    assert [o[2] for o in opts(g, "evolve")] == [first_of(g, "battle0", "DB1-009")]


@pytest.mark.rules("dbs-masters:20-5-2", "dbs-masters:20-5-3")
def test_x_is_chosen_by_the_cards_controller_and_is_one_value():
    g = position(MT, {"hand": ["TEST-M3-XU"], "energy": ["4 BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "unison", "TEST-M3-XU")
    assert g.decision.kind == "x" and g.decision.player == 0
    assert [o[1] for o in g.decision.options] == [0, 1, 2, 3]   # 1 yellow + X, with 4 energy
    g.apply(("x", 2))
    settle(g)
    u = g.zones["unison0"][0]
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 3 and g.objs[u].counters == {"markers": 3}


@pytest.mark.rules("dbs-masters:20-7-1")
def test_discarding_puts_a_card_from_the_hand_in_its_owners_drop():
    g = position(M, {"battle": ["DB3-106"], "hand": ["BT7-061", "BT1-060"]},
                 {"battle": [{"card": "BT1-060", "dull": True}]}, auto_forced=False)
    pick(g, "attack", "DB3-106", "BT1-060")
    settle(g, "offense")
    pick(g, "skill", "DB3-106")                                 # discard 1 : switch to Active
    pick(g, "discard", "BT7-061")
    assert codes(g, "drop0") == ["BT7-061"] and codes(g, "hand0") == ["BT1-060"]


@pytest.mark.rules("dbs-masters:20-7-4")
def test_placing_a_card_from_hand_in_the_drop_as_a_cost_is_discarding():
    from tcg.games.dbs.counter import _discardable
    g = position(MT, {"hand": ["BT1-108", "BT1-102", "BT1-060"]}, leader=FRIEZA)
    assert [g.objs[x].card.code for x in _discardable(g, 0, "yellow", g.zones["hand0"][0])] == ["BT1-102"]


@pytest.mark.rules("dbs-masters:20-8-1")
def test_warping_puts_the_card_face_up_in_its_owners_warp():
    g = position(MT, {"battle": ["BT1-104"]}, leader=FRIEZA)
    x = give_control(g, g.zones["battle0"][0], 1)
    relocate(g, x, "warp")
    assert codes(g, "warp0") == ["BT1-104"] and not g.zones["warp1"]
    assert [o["code"] for o in g.view(1)["zones"]["warp0"]] == ["BT1-104"]


@pytest.mark.rules("dbs-masters:20-9-1", "dbs-masters:20-9-2")
def test_taking_control_keeps_position_markers_and_effects():
    g = position(MT, {"battle": [{"card": "BT1-104", "dull": True}]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, x, (x,), "turn", 0))
    new = give_control(g, x, 1)
    o = g.objs[new]
    assert o.zone == "battle1" and o.controller == 1 and o.owner == 0 and o.tapped
    assert reading.power(g, new) == g.objs[new].card.power + 5000


@pytest.mark.rules("dbs-masters:20-10-1", "dbs-masters:20-10-2")
def test_a_removed_card_has_left_its_zone():
    g = position(MT, {"battle": ["TEST-ZB"]}, leader=FRIEZA)
    relocate(g, g.zones["battle0"][0], "drop")
    assert not g.zones["battle0"] and codes(g, "removed0") == ["TEST-ZB"] and not g.zones["drop0"]
    assert "removed" not in {"leader", "battle", "combo", "energy", "life", "drop", "warp", "unison"}
    assert RMT.zone_visibility["removed"] == "public"


@pytest.mark.rules("dbs-masters:20-15-1")
def test_between_a_play_declaration_and_the_play_the_card_is_declared():
    g = position(MT, {"hand": ["BT1-102"], "energy": ["2 BT1-102"]}, {"hand": ["BT1-110"], "energy": ["BT1-102"]},
                     auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    settle(g, "counter")
    x = g.vars["declared"]
    assert g.objs[x].zone == "hand0" and g.decision.player == 1      # declared, not yet played
    pick(g, "counter", "BT1-110")
    settle(g)
    assert g.vars["declared"] == 0 and codes(g, "battle0") == ["BT1-102"]


@pytest.mark.rules("dbs-masters:20-16-1")
def test_if_you_do_makes_the_first_action_a_condition():
    for discard in (False, True):
        g = position(MT, {"unison": ["BT12-126"], "hand": ["BT7-061"], "deck": ["5 BT1-060"]}, auto_forced=False,
                     leader=FRIEZA)
        u = g.zones["unison0"][0]
        g.w(u).counters = {"markers": 1}
        refresh(g)
        pick(g, "skill", "BT12-126")                            # [UNISON +1] you may discard 1. If you do, draw 1
        settle(g, "discard")
        g.apply(("discard", g.zones["hand0"][0]) if discard else ("no",))
        settle(g)
        assert codes(g, "hand0") == (["BT1-060"] if discard else ["BT7-061"])


@pytest.mark.rules("dbs-masters:20-12-1", "dbs-masters:20-12-2", "dbs-masters:20-12-3")
def test_looking_at_the_deck_leaves_the_cards_there_then_shuffles(monkeypatch):
    g = position(MT, {"hand": ["TEST-M3-LOOK"], "energy": ["BT1-102"], "deck": ["5 BT7-061", "BT1-102", "BT7-061"]},
                     auto_forced=False, leader=FRIEZA)
    pick(g, "play", "TEST-M3-LOOK")
    settle(g, "search")
    assert g.decision.player == 0                                # only the skill's controller looks
    (add, _none) = g.decision.options
    assert g.objs[add[1]].zone == "deck0" and len(g.zones["deck0"]) == 7     # looked at where they are
    assert g.view(1)["zones"]["deck0"] == 7
    before = list(g.zones["deck0"])
    seen = record(monkeypatch)
    g.apply(("none",))
    settle(g)
    assert len(g.zones["deck0"]) == 7 and sorted(g.zones["deck0"]) == sorted(before)
    assert "shuffle_deck" in names(seen)


@pytest.mark.rules("dbs-masters:21-11-2")
def test_two_unique_copies_after_taking_control_the_controller_keeps_one():
    g = position(MT, {"battle": ["BT11-021"]}, {"battle": ["BT11-021"]}, auto_forced=False, leader=FRIEZA)
    mine, theirs = g.zones["battle0"][0], g.zones["battle1"][0]
    g.decision = None
    new = give_control(g, theirs, 0)
    assert g.decision.kind == "keep" and g.decision.player == 0
    assert {o[1] for o in g.decision.options} == {mine, new}
    g.apply(("keep", new))
    assert g.zones["battle0"] == [new] and codes(g, "drop0") == ["BT11-021"] and not g.zones["drop1"]


@pytest.mark.rules("dbs-masters:20-2-1", "dbs-masters:20-2-2", "dbs-masters:20-2-3")
def test_choose_x_picks_different_options_resolved_in_the_chosen_order():
    for order, hand, drop in (((0, 1), "BT1-105", "BT1-104"), ((1, 0), "BT1-104", "BT1-105")):
        g = position(MT,
                     {"hand": ["TEST-M3-CHOOSE"], "energy": ["BT1-102"], "deck": ["3 BT7-061", "BT1-104", "BT1-105"]},
                         auto_forced=False, leader=FRIEZA)
        pick(g, "play", "TEST-M3-CHOOSE")
        settle(g, "mode")
        assert [o[1] for o in g.decision.options] == [0, 1, 2]
        g.apply(("mode", order[0]))
        assert [o[1] for o in g.decision.options] == [k for k in (0, 1, 2) if k != order[0]]   # not twice
        g.apply(("mode", order[1]))
        settle(g)
        x = g.zones["battle0"][0]
        assert codes(g, "hand0") == [hand] and codes(g, "drop0") == [drop]     # top card: BT1-105
        assert reading.power(g, x) == 5000                                      # the third option not done


@pytest.mark.rules("dbs-masters:20-20-1")
def test_non_extra_means_every_card_that_is_not_an_extra():
    # BT9-136: "Negate the skills of your opponent's non-Extra Cards in all areas ..."
    g = position(MT, {}, {"battle": ["DB1-058", "TEST-ZE2"], "unison": ["BT10-033"]}, leader=FRIEZA)
    g.pvars[1]["negated_until"] = g.vars["turn"] + 1
    battle, extra = g.zones["battle1"]
    assert reading.negated(g, g.objs[battle]) and reading.negated(g, g.objs[g.zones["unison1"][0]])
    assert not reading.negated(g, g.objs[extra]) and reading.keywords(g, battle) == ()
