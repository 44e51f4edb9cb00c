"""Rules tests of Z-card characteristics (dbs-masters 14-18): Z-Unisons played from the Z-Deck
(18), what a Z-card leaving play leaves behind (14-1-4/5, 16-1-4-1, 17-1-4-1, 18-1-4-1), Z-Leaders
(15), Z-Battle Cards and Z-Extras (16, 17). Z-cards are test fixtures (TEST-*): see RULINGS D130."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, RMT, codes, names, opts, pick, position, record, refresh, settle

from tcg.games.dbs.actions import relocate, to_drop
from tcg.games.dbs.reading import leader, power
from tcg.games.dbs.zcards import z_leader_leaves

ZU = {"zdeck": ["TEST-M3-ZU"], "zenergy": ["BT1-103", "BT1-104"], "energy": ["2 BT1-102"]}


# ------------------------------------------------------------------------------ Z-Unisons
@pytest.mark.rules("dbs-masters:18-1-1", "dbs-masters:18-2-1", "dbs-masters:18-2-1-1", "dbs-masters:18-2-1-3",
                   "dbs-masters:18-2-1-4", "dbs-masters:13-2-1-3", "dbs-masters:13-1-2")
def test_z_unison_is_played_from_the_z_deck_with_markers(monkeypatch):
    g = position(MT, {**ZU, "unison": ["BT10-033"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    old = g.zones["unison0"][0]
    g.w(old).counters = {"markers": 3}
    c = RMT.cards["TEST-M3-ZU"]
    assert c.type == "Unison" and c.z                       # both card types (18-1-1)
    seen = record(monkeypatch)
    pick(g, "z_unison", "TEST-M3-ZU")
    settle(g)
    assert names(seen)[:5] == ["pay_energy", "pay_energy", "z_pay", "unison_paid", "counter_window"]   # 18-2-1-1
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["TEST-M3-ZU"] and g.objs[u].counters == {"markers": 2}
    assert not g.objs[u].tapped and codes(g, "drop0") == ["BT1-103", "BT10-033"]
    assert codes(g, "zenergy0") == ["BT1-104"] and len(g.zones["hand0"]) == 1     # its 'when played' drew


@pytest.mark.rules("dbs-masters:18-2-1-2", "dbs-masters:13-2-1-2", "dbs-masters:11-1-2")
def test_z_unison_play_opens_a_counter_play_timing():
    g = position(MT, ZU, {"hand": ["BT1-110"], "energy": ["BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "z_unison", "TEST-M3-ZU")
    settle(g, "counter")
    assert g.decision.player == 1 and not g.zones["unison0"]
    pick(g, "counter", "BT1-110")                              # Crusher Ball: rests only a Battle Card (D46)
    settle(g)
    assert not g.objs[g.zones["unison0"][0]].tapped and codes(g, "drop1") == ["BT1-110"]


@pytest.mark.rules("dbs-masters:18-1-5")
def test_z_unison_not_played_is_removed():
    g = position(MT, ZU, leader=FRIEZA)
    zu = g.zones["zdeck0"][0]
    g.vars["play_negated"] = 1
    g.decision = None
    g.push("z_unison_enter", 0, zu)
    g.run()
    assert codes(g, "removed0") == ["TEST-M3-ZU"] and not g.zones["unison0"] and not g.zones["drop0"]


@pytest.mark.rules("dbs-masters:18-1-4", "dbs-masters:18-1-4-1", "dbs-masters:14-1-4", "dbs-masters:13-4-1-3",
                   "dbs-masters:21-7-3", "dbs-masters:21-9-2")
def test_z_unison_leaving_is_removed_and_its_stack_dropped():
    g = position(MT, {"unison": ["TEST-M3-ZU"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 1}
    under = g.create(RMT.cards["BT1-103"], 0, "under0")
    g.objs[under].counters = {"top": u}
    refresh(g)
    pick(g, "skill", "TEST-M3-ZU")                            # [UNISON -1] draw 1: the last marker
    settle(g)
    assert codes(g, "removed0") == ["TEST-M3-ZU"] and codes(g, "drop0") == ["BT1-103"]
    assert len(g.zones["hand0"]) == 1 and not g.zones["unison0"]


# ------------------------------------------------------------------- Z-cards leaving play
@pytest.mark.rules("dbs-masters:16-1-4-1")
def test_z_battle_card_ko_is_removed_and_non_z_cards_under_it_dropped():
    g = position(MT, {"battle": ["TEST-ZB"]}, leader=FRIEZA)
    zb = g.zones["battle0"][0]
    under = g.create(RMT.cards["BT1-103"], 0, "under0")
    g.objs[under].counters = {"top": zb}
    from tcg.games.dbs.actions import ko
    assert ko(g, zb, 1)
    assert codes(g, "removed0") == ["TEST-ZB"] and codes(g, "drop0") == ["BT1-103"]


@pytest.mark.rules("dbs-masters:14-1-5")
def test_z_card_under_a_card_leaving_is_removed():
    g = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    top = g.zones["battle0"][0]
    z = g.create(RMT.cards["TEST-ZB"], 0, "under0")
    g.objs[z].counters = {"top": top}
    relocate(g, top, "hand")
    assert codes(g, "removed0") == ["TEST-ZB"] and codes(g, "hand0") == ["BT1-102"]


@pytest.mark.rules("dbs-masters:17-1-4", "dbs-masters:17-1-4-1", "dbs-masters:17-1-1")
def test_z_extra_leaving_the_battle_area_is_removed():
    g = position(MT, {"battle": ["TEST-ZE1"]}, leader=FRIEZA)
    ze = g.zones["battle0"][0]
    under = g.create(RMT.cards["BT1-104"], 0, "under0")
    g.objs[under].counters = {"top": ze}
    to_drop(g, ze)
    assert codes(g, "removed0") == ["TEST-ZE1"] and codes(g, "drop0") == ["BT1-104"]


@pytest.mark.rules("dbs-masters:17-1-5", "dbs-masters:16-1-5", "dbs-masters:17-2-1-2")
def test_z_battle_or_extra_not_placed_is_removed():
    for code, kind in (("TEST-ZB", "z_play"), ("TEST-ZE1", "z_extra")):
        g = position(MT, {"zdeck": [code], "zenergy": ["BT1-103"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
        pick(g, kind, code)
        assert g.decision is None or g.decision.kind == "main"
        z = g.zones["battle0"][0]
        assert codes(g, "battle0") == [code]
        # the same procedure with the placement prevented (an effect negating it)
        g = position(MT, {"zdeck": [code], "zenergy": ["BT1-103"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
        zid = g.zones["zdeck0"][0]
        g.vars["play_negated"] = 1
        g.decision = None
        g.push("z_enter", 0, zid)
        g.run()
        assert codes(g, "removed0") == [code] and not g.zones["battle0"], z


@pytest.mark.rules("dbs-masters:14-1-3")
def test_z_cards_are_a_type_beside_the_card_type_and_start_in_the_z_deck():
    cards = RMT.cards
    kinds = {code: (cards[code].type, cards[code].z) for code in ("TEST-ZB", "TEST-ZE1", "TEST-ZL", "TEST-M3-ZU")}
    assert kinds == {"TEST-ZB": ("Battle", True), "TEST-ZE1": ("Extra", True), "TEST-ZL": ("Leader", True),
                     "TEST-M3-ZU": ("Unison", True)}
    from tcg.engine.cards import parse_deck
    main = "1 BT1-084\n" + "".join(f"4 {c}\n" for c in ("BT1-102", "BT1-103", "BT1-104", "BT1-105", "BT5-098",
                                                          "BT9-064", "BT3-099", "BT5-090", "BT1-110", "BT1-096",
                                                          "BT1-097", "BT8-072")) + "2 BT1-108\n"
    d = parse_deck(main + "2 TEST-M3-ZU\n1 TEST-ZE1\n", "z.txt", cards)
    RMT.check_deck(d)
    g = RMT.new_game([d, d], seed=4)
    assert sorted(codes(g, "zdeck0")) == ["TEST-M3-ZU", "TEST-M3-ZU", "TEST-ZE1"]


# ------------------------------------------------------------------------------ Z-Leaders
def _z_leader(extra: dict | None = None):
    g = position(MT, {"vars": "{ awakened = true }", "zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"],
                      "energy": ["BT1-102"], **(extra or {})}, leader=FRIEZA)
    pick(g, "z_awaken", "TEST-ZL")
    settle(g)
    return g


@pytest.mark.rules("dbs-masters:15-1-1", "dbs-masters:15-1-3", "dbs-masters:15-1-4-1", "dbs-masters:10-1-2")
def test_z_leader_is_the_leader_for_every_reference():
    g = _z_leader()
    lid = leader(g, 0)
    assert g.objs[lid].card.code == "TEST-ZL" and g.objs[lid].card.type == "Leader"
    assert power(g, lid) == 25000                              # the Leader's power is the Z-Leader's
    assert any(o[1] == lid for o in opts(g, "attack"))         # it attacks as the Leader


@pytest.mark.rules("dbs-masters:15-1-4-2", "dbs-masters:15-1-6")
def test_z_leader_leaving_by_an_effect_is_removed_instead():
    g = _z_leader()
    lid = leader(g, 0)
    new = relocate(g, lid, "hand")                              # an effect moving it: removed instead
    assert codes(g, "removed0") == ["TEST-ZL"] and not g.zones["hand0"], new
    g = _z_leader()
    z_leader_leaves(g, 0)
    assert codes(g, "leader0") == ["BT1-084"]


# ----------------------------------------------------------------------- Z-Battle / Z-Extra
@pytest.mark.rules("dbs-masters:16-2-1-3")
def test_z_battle_card_battles_as_a_battle_card():
    g = position(MT, {"battle": ["TEST-ZB"]}, {"battle": [{"card": "BT1-104", "dull": True}]}, auto_forced=False,
                 leader=FRIEZA)
    zb = g.zones["battle0"][0]
    assert power(g, zb) == 20000
    pick(g, "attack", "TEST-ZB", "BT1-104")
    settle(g)
    assert codes(g, "drop1") == ["BT1-104"] and g.objs[zb].tapped


@pytest.mark.rules("dbs-masters:17-2-1-4", "dbs-masters:17-1-3", "dbs-masters:12-1-2")
def test_z_extra_is_an_extra_placed_in_the_battle_area():
    g = position(MT, {"zdeck": ["TEST-ZE2"]}, leader=FRIEZA)
    assert RMT.cards["TEST-ZE2"].type == "Extra"
    pick(g, "z_extra", "TEST-ZE2")
    settle(g)
    ze = g.zones["battle0"][0]
    assert codes(g, "battle0") == ["TEST-ZE2"] and not g.objs[ze].tapped
    assert all(o[1] != ze for o in opts(g, "attack"))


def test_z_unison_round_trip():
    g = position(MT, {"unison": ["TEST-M3-ZU"]}, leader=FRIEZA)
    from tcg.engine.state import Game
    assert Game.from_json(g.to_json(), RMT).state_hash() == g.state_hash()
    assert MT
