"""Rules tests of the card types' characteristics in the Masters rules (dbs-masters 10 Leaders,
11 Battle Cards, 12 Extras, 13 Unisons, 19 tokens), run for `dbs-masters` (fixture Unisons of
fixture_cards/z_unison_and_loops.toml where the pool has none: TEST-M3-*)."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, RMT, M, codes, first_of, names, opts, pay, pick, position, record, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import RULES_MASTERS as R
from tcg.games.dbs import reading
from tcg.games.dbs.actions import ko
from tcg.games.dbs.base import AWAKENED


def finish(g) -> None:
    settle(g)


# ---------------------------------------------------------------------------------- 10
@pytest.mark.rules("dbs-masters:10-1-1", "dbs-masters:10-1-3", "dbs-masters:10-1-3-1")
def test_leader_in_its_area_front_side_then_the_same_card_flipped():
    g = position(M, {"life": ["4 BT1-060"]}, {})
    lid = g.zones["leader0"][0]
    assert g.objs[lid].card.type == "Leader" and g.zones["leader0"] == [lid]
    assert reading.name(g, lid) == "Son Goku" and reading.power(g, lid) == 10000
    assert not reading.side_skills(g.objs[lid])                 # the back side's skill does not count yet
    pick(g, "awaken", "BT1-056")
    assert g.zones["leader0"] == [lid] and g.objs[lid].marks & AWAKENED      # the same card (10-1-3-1)
    assert reading.name(g, lid) == "Super Saiyan God Son Goku" and reading.power(g, lid) == 15000


# ---------------------------------------------------------------------------------- 11
@pytest.mark.rules("dbs-masters:11-1-1", "dbs-masters:11-1-2", "dbs-masters:20-1-2")
def test_battle_cards_live_in_battle_and_combo_areas_and_a_battle_card_is_one_in_play():
    g = position(MT, {"hand": ["BT1-082"], "energy": ["BT1-060"]},
                     {"battle": ["BT7-061", "TEST-ZE2"], "combo": [], "hand": ["BT7-061"]}, auto_forced=False,
                     leader=FRIEZA)
    pick(g, "extra", "BT1-082")                                 # "KO up to 1 ... Battle Card"
    settle(g, "target")
    chosen = {g.objs[o[1]].card.code for o in opts(g, "ko")}
    assert chosen == {"BT7-061"}                                 # not the Extra, not the one in hand
    assert all(g.objs[o[1]].zone == "battle1" for o in opts(g, "ko"))


# ---------------------------------------------------------------------------------- 12
@pytest.mark.rules("dbs-masters:12-1-1", "dbs-masters:12-2-2-2", "dbs-masters:12-2-2-5", "dbs-masters:12-2-2-6",
                   "dbs-masters:12-2-2-7")
def test_extra_from_hand_pays_goes_to_the_drop_then_counter_timings_around_its_effect(monkeypatch):
    g = position(MT, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "extra", "BT1-082")
    settle(g, "target")
    assert codes(g, "drop0") == ["BT1-082"] and not g.zones["hand0"]     # in the Drop before the effect
    n = names(seen)
    assert n.index("pay_energy") < n.index("extra_paid") < n.index("counter_window") < n.index("resolve_extra")
    pick(g, "ko", "BT7-061")
    settle(g)
    n = names(seen)
    assert n[n.index("resolve_extra"):].count("counter_window") == 1    # the second counter timing
    assert codes(g, "drop1") == ["BT7-061"] and g.objs[g.zones["energy0"][0]].tapped


@pytest.mark.rules("dbs-masters:12-2-3-2", "dbs-masters:12-2-3-4-5", "dbs-masters:12-2-3-6", "dbs-masters:12-2-3-7")
def test_extra_skill_used_outside_the_hand_pays_no_energy(monkeypatch):
    g = position(MT, {"battle": ["TEST-ZE1"], "energy": ["BT1-102"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "mk_activate", "TEST-ZE1")
    settle(g)
    assert len(g.zones["hand0"]) == 1 and not g.objs[g.zones["energy0"][0]].tapped   # no energy cost paid
    n = [x for x in names(seen) if x in ("counter_window", "mk_do", "do", "pay_energy")]
    assert "pay_energy" not in n and n[0] == "counter_window" and n[-1] == "counter_window"
    assert codes(g, "battle0") == ["TEST-ZE1"]


# ---------------------------------------------------------------------------------- 13
@pytest.mark.rules("dbs-masters:13-2-1", "dbs-masters:13-2-1-1", "dbs-masters:13-2-1-4")
def test_unison_is_played_from_hand_resting_its_cost(monkeypatch):
    g = position(MT, {"hand": ["BT10-033"], "energy": ["5 BT1-046"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "unison", "BT10-033")
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["BT10-033"] and g.objs[u].counters == {"markers": 4}
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 4
    n = names(seen)
    assert n.index("pay_energy") < n.index("counter_window") < n.index("finish_unison")


@pytest.mark.rules("dbs-masters:13-2-3")
def test_unison_whose_play_fails_goes_to_the_drop():
    g = position(MT, {"hand": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["hand0"][0]
    g.vars["play_negated"] = 1
    g.decision = None
    g.push("finish_unison", 0, u)
    g.run()
    assert codes(g, "drop0") == ["BT10-033"] and not g.zones["unison0"]


@pytest.mark.rules("dbs-masters:13-3-1", "dbs-masters:13-3-2", "dbs-masters:13-3-3")
def test_strengthening_a_unison_once_a_turn_then_a_counter_timing(monkeypatch):
    g = position(MT, {"unison": ["BT10-033"], "hand": ["BT10-033", "BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    refresh(g)
    seen = record(monkeypatch)
    pick(g, "unison_stack", "BT10-033")
    assert g.objs[u].counters["markers"] == 3 and codes(g, "under0") == ["BT10-033"]
    assert "counter_window" in names(seen)
    assert not opts(g, "unison_stack")


@pytest.mark.rules("dbs-masters:13-4-1-1", "dbs-masters:13-4-2")
def test_positive_marker_cost_adds_markers_once_a_turn():
    g = position(MT, {"unison": ["TEST-M3-UP"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 1}
    refresh(g)
    g.apply(("skill", u, 0))                                   # [+1] draw 1
    settle(g)
    assert g.objs[u].counters["markers"] == 2 and len(g.zones["hand0"]) == 1
    assert not [o for o in opts(g, "skill") if o[1] == u]      # no other marker skill this turn


@pytest.mark.rules("dbs-masters:13-4-1-2", "dbs-masters:13-4-1-2-1")
def test_zero_marker_cost_changes_no_marker():
    g = position(MT, {"unison": ["TEST-M3-UP"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 1}
    refresh(g)
    g.apply(("skill", u, 1))                                   # [0] draw 1
    settle(g)
    assert g.objs[u].counters["markers"] == 1 and len(g.zones["hand0"]) == 1


@pytest.mark.rules("dbs-masters:13-4-3", "dbs-masters:20-1-5")
def test_marker_costs_only_in_the_unison_area():
    g = position(MT, {"hand": ["TEST-M3-UP"], "energy": ["BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "skill")                                # in hand: no marker skill
    g = position(MT, {"unison": ["TEST-M3-UP"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 1}
    refresh(g)
    assert ("skill", u, 0) in opts(g, "skill") and ("skill", u, 2) not in opts(g, "skill")   # -2 from 1: no


@pytest.mark.rules("dbs-masters:13-5-1", "dbs-masters:13-5-2", "dbs-masters:13-5-2-3")
def test_unison_defender_skips_the_defense_step_and_loses_one_marker():
    g = position(MT, {"battle": ["BT5-098"]}, {"unison": ["BT10-033"]}, auto_forced=False, leader=FRIEZA)
    u = g.zones["unison1"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    pick(g, "attack", "BT5-098", "BT10-033")
    kinds = []
    while g.decision.kind != "main":
        kinds.append(g.decision.kind)
        g.apply(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    assert "defense" not in kinds and g.objs[u].counters["markers"] == 2 and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbs-masters:13-5-2-1")
def test_strike_removes_as_many_markers_as_its_damage():
    g = position(M, {"battle": ["BT3-014"]}, {"unison": ["BT10-033"]})       # [Double Strike]
    u = g.zones["unison1"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    pick(g, "attack", "BT3-014", "BT10-033")
    finish(g)
    assert g.objs[u].counters["markers"] == 1


@pytest.mark.rules("dbs-masters:13-5-2-2")
def test_victory_strike_removes_every_marker():
    g = position(M, {"battle": ["BT9-136"]}, {"unison": ["BT10-033"]})
    u = g.zones["unison1"][0]
    g.w(u).counters = {"markers": 4}
    refresh(g)
    pick(g, "attack", "BT9-136", "BT10-033")
    finish(g)
    assert codes(g, "drop1") == ["BT10-033"] and not g.zones["unison1"] and not g.over


# ---------------------------------------------------------------------------------- 19
@pytest.mark.rules("dbs-masters:19-1-1", "dbs-masters:19-1-2", "dbs-masters:19-1-3", "dbs-masters:19-1-4",
                   "dbs-masters:19-1-5")
def test_token_is_a_battle_card_made_by_an_effect_in_its_makers_battle_area():
    g = position(M, {"leader": ["BT2-102"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    pick(g, "attack", "BT2-102", "BT1-060")
    finish(g)
    tok = g.zones["battle0"][0]
    t = g.objs[tok]
    assert t.card.type == "Token" and t.controller == 0 and t.zone == "battle0"
    assert t.card.name == "Chilled's Army token" and reading.power(g, tok) == 10000    # from the effect's text
    assert not t.tapped and any(o[1] == tok for o in opts(g, "attack"))       # played like a Battle Card


@pytest.mark.rules("dbs-masters:19-1-6", "dbs-masters:19-1-6-1", "dbs-masters:19-1-7")
def test_tokens_can_be_chosen_but_not_by_an_energy_cost_reference():
    g = position(MT, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    tok = g.create(R.cards["BT2-102-T"], 1, "battle1")
    pick(g, "extra", "BT1-082")                                # KO up to 1 with an energy cost of 2 or less
    settle(g, "target")
    assert tok not in [o[1] for o in opts(g, "ko")]
    g = position(MT, {}, {}, auto_forced=False, leader=FRIEZA)
    tok = g.create(R.cards["BT2-102-T"], 1, "battle1")
    g.effects.append(Effect(g.tick(), 1, "power", 5000, tok, (tok,), "turn", 1))   # an effect applies to it
    assert reading.power(g, tok) == 15000
    assert ko(g, tok) and tok not in g.objs and not g.zones["drop1"] and not g.zones["removed1"]


def test_kit_cards_known():
    assert "TEST-M3-UP" in RMT.cards and first_of


@pytest.mark.rules("dbs-masters:12-3-1", "dbs-masters:12-2-2-3")
def test_extra_whose_activation_fails_is_in_the_drop():
    g = position(MT, {"hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                     {"hand": ["BT1-110"], "energy": ["BT1-104"]}, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")
    pick(g, "counter", "BT1-110")                      # Crusher Ball's [Counter: Play] is declared ...
    pick(g, "counter", "BT1-108")                      # ... and negated by Bad Ring Laser
    assert g.decision.kind == "main"
    assert codes(g, "drop1") == ["BT1-110"] and not g.objs[g.zones["battle0"][0]].tapped
    assert sorted(codes(g, "drop0")) == ["BT1-096", "BT1-108"]          # its skill cost paid in full


@pytest.mark.rules("dbs-masters:21-1-3")
def test_negated_keyword_skills_do_not_apply():
    g = position(MT, {}, {"battle": ["DB1-058"]}, leader=FRIEZA)
    x = g.zones["battle1"][0]
    assert "indestructible" in reading.keywords(g, x)
    g.pvars[1]["negated_until"] = g.vars["turn"]
    assert reading.keywords(g, x) == () and ko(g, x, 0) and codes(g, "drop1") == ["DB1-058"]
