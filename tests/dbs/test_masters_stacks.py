"""Rules tests of cards under other cards (dbs-masters 23-2) and effects that cannot all be done
(23-4), in the Masters rules; plus the two-player loop declaration (23-1-1-3)."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, RMT, codes, pick, position, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.actions import give_control, relocate, to_drop
from tcg.games.dbs.zcards import z_leader_leaves


def under(g, code: str, top: int, p: int = 0) -> int:
    u = g.create(RMT.cards[code], p, f"under{p}")
    g.objs[u].counters = {"top": top}
    return u


@pytest.mark.rules("dbs-masters:23-2-3", "dbs-masters:23-2-4", "dbs-masters:23-2-2-1")
def test_cards_go_under_at_the_bottom_of_the_pile_in_order():
    g = position(MT, {"unison": ["BT10-033"], "hand": ["BT10-033", "BT10-033"]}, auto_forced=False, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    first = g.zones["hand0"][0]
    refresh(g)
    g.apply(("unison_stack", first))
    settle(g)
    one = list(g.zones["under0"])
    g.pvars[0]["stacked"] = -1                                    # as on a later turn
    refresh(g)
    pick(g, "unison_stack", "BT10-033")
    settle(g)
    assert g.zones["under0"][:1] == one and len(g.zones["under0"]) == 2     # the older card stays first
    assert all(g.objs[x].counters["top"] == u for x in g.zones["under0"])


@pytest.mark.rules("dbs-masters:23-2-2-3")
def test_a_pile_is_one_card_and_the_cards_under_it_are_other_cards():
    g = position(MT, {"battle": ["BT1-102"]}, {"battle": [{"card": "BT1-104", "dull": True}]}, leader=FRIEZA)
    top = g.zones["battle0"][0]
    under(g, "BT1-103", top)
    refresh(g)
    assert len(g.zones["battle0"]) == 1                           # the pile is one Battle Card
    attackers = {o[1] for o in g.decision.options if o[0] == "attack"}
    assert top in attackers and not attackers & set(g.zones["under0"])


@pytest.mark.rules("dbs-masters:23-2-5", "dbs-masters:23-2-5-1")
def test_cards_under_a_leaving_card_go_to_the_drop_without_triggering():
    g = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    top = g.zones["battle0"][0]
    under(g, "TEST-M3-LOOP", top)                                 # it would play itself if triggered
    to_drop(g, top)
    settle(g)
    assert sorted(codes(g, "drop0")) == ["BT1-102", "TEST-M3-LOOP"] and not g.zones["battle0"] and not g.pending


@pytest.mark.rules("dbs-masters:23-2-6")
def test_cards_under_a_card_move_with_it_to_the_other_player():
    g = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    top = g.zones["battle0"][0]
    under(g, "BT1-103", top)
    new = give_control(g, top, 1)
    assert codes(g, "under1") == ["BT1-103"] and not g.zones["under0"]
    assert g.objs[g.zones["under1"][0]].counters["top"] == new


@pytest.mark.rules("dbs-masters:23-2-7", "dbs-masters:23-2-7-1")
def test_when_only_the_top_card_moves_the_card_below_keeps_its_power_effects():
    g = position(MT,
                 {"vars": "{ awakened = true }", "zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"], "energy": ["BT1-102"]},
                 leader=FRIEZA)
    pick(g, "z_awaken", "TEST-ZL")
    settle(g)
    top = g.zones["leader0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, top, (top,), "turn", 0))
    g.effects.append(Effect(g.tick(), 0, "gain", "critical", top, (top,), "turn", 0))
    z_leader_leaves(g, 0)
    back = g.zones["leader0"][0]
    assert codes(g, "leader0") == ["BT1-084"] and not g.zones["under0"]
    assert reading.power(g, back) == g.objs[back].card.back.power + 5000
    assert "critical" not in reading.keywords(g, back)


@pytest.mark.rules("dbs-masters:23-4-1", "dbs-masters:23-4-2")
def test_a_set_power_for_the_battle_wins_over_a_later_increase():
    g = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 2, "set_power", 1, x, (x,), "battle", 0))
    g.effects.append(Effect(g.tick(), 1, "power", 40000, x, (x,), "turn", 0))
    assert reading.power(g, x) == 1


@pytest.mark.rules("dbs-masters:23-1-1-3")
def test_both_players_declare_and_the_smaller_count_is_used(monkeypatch):
    from tcg.games.dbs.base import REG
    seen = []
    monkeypatch.setitem(REG.steps, "check", lambda game: seen.append(dict(game.vars)))
    g = position(MT, {}, {}, auto_forced=False, leader=FRIEZA)
    g.decision = None
    g.procs.clear()
    g.push("loop_declare", (0, 1), ())
    g.run()
    assert g.decision.kind == "loop" and g.decision.player == 0   # the active player first
    g.apply(("repeat", 3))
    assert g.decision.kind == "loop" and g.decision.player == 1
    g.apply(("repeat", 1))
    assert seen[-1]["loop_left"] == 1 and seen[-1]["loop_stoppers"] == (0, 1)
    assert relocate


@pytest.mark.rules("dbs-masters:23-3-1", "dbs-masters:23-3-2")
def test_the_source_of_a_skills_effect_is_the_card_with_the_skill():
    g = position(MT, {"unison": ["TEST-M3-UP"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    g.apply(("skill", u, 2))
    settle(g)
    (e,) = g.effects
    assert e.source == u and e.controller == 0 and e.targets == (u,)
