"""Rules tests of dbs-masters chapter 3 (the twelve areas: what each holds, limits, and the
new-card rule with its Masters exceptions 3-1-4-1/3-1-4-2), each run for `dbs-masters`."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, M, codes, first_of, opts, pick, position, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions, reading
from tcg.games.dbs.base import AWAKENED

R = EDITIONS[M]


# ------------------------------------------------------------------------------------ 3-1
@pytest.mark.rules("dbs-masters:3-1-4")
def test_a_moved_card_is_a_new_card():
    g = position(M, {"battle": ["BT7-061"]}, leader=FRIEZA)
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, k, (k,), "turn", 0))
    new = actions.relocate(g, k, "hand")
    assert new != k and k not in g.objs and g.zones["hand0"] == [new]
    assert not [e for e in g.effects if new in e.targets]
    g.move(new, "battle0")
    assert reading.power(g, g.zones["battle0"][0]) == 10000          # the old effect does not follow


@pytest.mark.rules("dbs-masters:3-1-4-1", "dbs-masters:3-7-1", "dbs-masters:3-7-2")
def test_effects_follow_a_card_from_the_battle_area_to_the_combo_area():
    g = position(M, {"battle": ["BT7-061"]}, auto_forced=False, leader=FRIEZA)
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, k, (k,), "turn", 0))
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT7-061")
    settle(g, "offense")
    (c,) = g.zones["combo0"]
    assert c != k and [e.targets for e in g.effects] == [(c,)] and reading.power(g, c) == 15000
    assert [o["code"] for o in g.view(1)["zones"]["combo0"]] == ["BT7-061"]       # open, face up
    # the first edition ends them (dbscg 8-8-1-4)
    h = position("dbscg", {"battle": ["BT7-061"], "leader": ["BT1-084"]}, {"leader": ["BT1-084"]},
                 auto_forced=False)
    k = h.zones["battle0"][0]
    h.effects.append(Effect(h.tick(), 1, "power", 5000, k, (k,), "turn", 0))
    pick(h, "attack", "BT1-084", "BT1-084")
    settle(h, "offense")
    pick(h, "combo", "BT7-061")
    assert not [e for e in h.effects if h.zones["combo0"][0] in e.targets]


@pytest.mark.rules("dbs-masters:3-1-4-2")
def test_effects_follow_a_card_from_the_combo_area_to_the_battle_area():
    g = position(M, {"unison": ["BT10-033"]}, leader=FRIEZA)
    c = g.create(R.cards["BT7-061"], 0, "combo0")
    g.effects.append(Effect(g.tick(), 1, "power", 5000, c, (c,), "turn", 0))
    k = actions.relocate(g, c, "battle")
    assert reading.power(g, k) == 15000
    h = actions.relocate(g, k, "drop")
    assert not [e for e in g.effects if h in e.targets]              # to the Drop: a new card, no effect


# ------------------------------------------------------------------------- start of the game
@pytest.mark.rules("dbs-masters:3-2-1", "dbs-masters:3-3-1", "dbs-masters:3-5-1", "dbs-masters:3-9-1")
def test_deck_hand_leader_and_life_at_the_start():
    g = R.new_game([R.load_deck("goku_green"), R.load_deck("frieza_yellow")], seed=5)
    g.apply(("first",))
    while g.decision.kind in ("keep", "redraw") or ("keep",) in g.decision.options:
        g.apply(g.decision.options[0])
    for p in (0, 1):
        (lid,) = g.zones[f"leader{p}"]
        assert not g.objs[lid].marks & AWAKENED and g.objs[lid].card.type == "Leader"     # front side up
        n = sum(len(g.zones[f"{z}{p}"]) for z in ("deck", "hand", "life", "energy"))
        assert n == 50 and len(g.zones[f"life{p}"]) == 8 and len(g.zones[f"hand{p}"]) >= 5
        assert all(g.objs[o].card.type != "Leader" for o in g.zones[f"deck{p}"])


@pytest.mark.rules("dbs-masters:3-3-4")
def test_no_hand_size_limit():
    g = position(M, {"hand": ["20 BT7-061"]}, phase="end", auto_forced=False, leader=FRIEZA)
    settle(g, "charge")
    assert len(g.zones["hand0"]) == 20 and g.vars["tp"] == 1


# ------------------------------------------------------------------------------- 3-4 .. 3-8
@pytest.mark.rules("dbs-masters:3-4-2")
def test_drop_area():
    # Bad Ring Laser's cost 'place 1 yellow card from your hand in your Drop Area'
    g = position(M, {"hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-104"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    pick(g, "counter", "BT1-110")
    pick(g, "counter", "BT1-108")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    pick(g, "discard", "BT1-096")
    assert set(codes(g, "drop0")) == {"BT1-096", "BT1-108"} and codes(g, "drop1") == ["BT1-110"]
    settle(g, "main")
    actions.ko(g, g.zones["battle0"][0])
    assert codes(g, "drop0")[-1] == "BT1-102"                   # a KO'd Battle Card, on top


@pytest.mark.rules("dbs-masters:3-6-1", "dbs-masters:3-6-5")
def test_battle_area_holds_battle_cards_and_any_number_of_extras():
    g = position(MT, {"battle": ["EX07-05", "BT7-061"], "zdeck": ["TEST-ZE1"], "zenergy": ["BT1-103"],
                      "energy": ["BT1-102"]}, leader=FRIEZA)
    pick(g, "z_extra", "TEST-ZE1")
    settle(g)
    assert codes(g, "battle0") == ["EX07-05", "BT7-061", "TEST-ZE1"]       # a [Field] and a Z-Extra


@pytest.mark.rules("dbs-masters:3-7-3")
def test_any_number_of_cards_in_the_combo_area():
    g = position(M, {"hand": ["BT1-103", "BT1-102", "BT1-104", "BT1-105"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    for c in ("BT1-103", "BT1-102", "BT1-104", "BT1-105"):
        pick(g, "combo", c)
        settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-103", "BT1-102", "BT1-104", "BT1-105"]
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (30000, 10000)


@pytest.mark.rules("dbs-masters:3-8-1", "dbs-masters:3-8-3")
def test_charged_energy_enters_active():
    g = position(M, {"hand": ["BT1-060", "BT7-061"]}, phase="charge", leader=FRIEZA)
    pick(g, "charge", "BT1-060")
    (e,) = g.zones["energy0"]
    assert not g.objs[e].tapped and codes(g, "energy0") == ["BT1-060"]
    pick(g, "play", "BT7-061")
    assert g.objs[e].tapped


# ----------------------------------------------------------------------------- 3-10 .. 3-13
@pytest.mark.rules("dbs-masters:3-10-1")
def test_warp_holds_cards_sent_there():
    g = position(M, {}, {"battle": ["BT7-061", "BT1-060"]}, leader=FRIEZA)
    for oid in list(g.zones["battle1"]):
        actions.relocate(g, oid, "warp")
    assert codes(g, "warp1") == ["BT7-061", "BT1-060"] and not g.zones["drop1"]


@pytest.mark.rules("dbs-masters:3-11-1", "dbs-masters:3-11-2", "dbs-masters:3-11-3", "dbs-masters:3-11-4",
                   "dbs-masters:3-11-5")
def test_one_unison_at_a_time():
    g = position(M, {"hand": ["BT10-033"], "unison": ["BT10-033"], "energy": ["4 BT1-046"]}, leader=FRIEZA)
    old = g.zones["unison0"][0]
    g.w(old).counters = {"markers": 2}
    refresh(g)
    pick(g, "unison", "BT10-033")
    settle(g)
    (u,) = g.zones["unison0"]
    assert u != old and codes(g, "drop0") == ["BT10-033"] and not g.objs[u].tapped
    assert g.objs[u].counters == {"markers": 4}
    assert [o["code"] for o in g.view(1)["zones"]["unison0"]] == ["BT10-033"]


@pytest.mark.rules("dbs-masters:3-13-1")
def test_z_energy_area_holds_z_energy():
    g = position(MT, {"hand": ["BT1-102"], "zdeck": ["TEST-ZB"], "energy": ["2 BT1-102"]},
                     {"battle": [{"card": "BT5-098", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    assert not opts(g, "z_play")
    pick(g, "attack", "BT1-084", "BT5-098")
    settle(g, "offense")
    pick(g, "combo", "BT1-102")
    g.apply(("pass",))
    settle(g, "z_energy")
    pick(g, "z_energy", "BT1-102")
    settle(g)
    assert codes(g, "zenergy0") == ["BT1-102"]
    assert [o[0] for o in opts(g, "z_play")] == ["z_play"] and first_of(g, "zdeck0", "TEST-ZB")
