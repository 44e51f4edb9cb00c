"""Rules tests of dbscg chapter 3 (areas: visibility, order, limits, owner redirection, the
new-card rule) and the basic terms of chapter 4 that are about cards in areas (owner,
controller, orientation, markers), each with an exact outcome."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, FRIEZA, codes, first_of, markers, opts, pick, position, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions, reading
from tcg.games.dbs.base import PLAYER_ZONES

R = EDITIONS["dbscg"]
OPEN = ("leader", "battle", "combo", "energy", "drop", "warp", "unison")


@pytest.mark.rules("dbscg:3-1-1", "dbs-masters:3-1-1")
@BOTH
def test_dbs_each_player_has_one_of_each_area(ed):
    g = position(ed, {}, {})
    for z in ("deck", "hand", "drop", "leader", "battle", "combo", "energy", "life", "warp", "unison"):
        assert z in PLAYER_ZONES
        assert f"{z}0" in g.zones and f"{z}1" in g.zones and f"{z}2" not in g.zones


@pytest.mark.rules("dbscg:3-1-2", "dbscg:3-1-3", "dbscg:3-2-2", "dbscg:3-3-2", "dbscg:3-3-3", "dbscg:3-9-2",
                   "dbscg:3-4-2", "dbscg:3-5-2", "dbscg:3-6-2", "dbscg:3-7-2", "dbscg:3-10-2", "dbscg:3-11-2",
                   "dbs-masters:3-1-2", "dbs-masters:3-1-3", "dbs-masters:3-2-2", "dbs-masters:3-3-2",
                   "dbs-masters:3-3-3", "dbs-masters:3-5-2", "dbs-masters:3-6-2")
@BOTH
def test_dbs_open_and_hidden_areas_in_each_player_s_view(ed):
    g = position(ed, {"hand": ["BT1-060"], "drop": ["BT7-061"], "warp": ["BT1-102"], "battle": ["BT2-077"],
                           "unison": ["BT10-033"], "energy": ["BT1-062"], "combo": []},
                 {"hand": ["BT1-072", "BT1-075"]})
    for p in (0, 1):
        v = g.view(p)["zones"]
        for q in (0, 1):
            assert v[f"deck{q}"] == 10 and v[f"life{q}"] == 8          # counts only, for everyone
            for z in OPEN:
                assert isinstance(v[f"{z}{q}"], list)                   # open: every card visible
        assert isinstance(v[f"hand{p}"], list) and v[f"hand{1 - p}"] == len(g.zones[f"hand{1 - p}"])
    v = g.view(1)["zones"]
    assert [c["code"] for c in v["drop0"]] == ["BT7-061"] and [c["code"] for c in v["warp0"]] == ["BT1-102"]
    assert [c["code"] for c in v["unison0"]] == ["BT10-033"] and v["hand0"] == 1


@pytest.mark.rules("dbscg:3-1-4", "dbscg:8-8-1-4", "dbscg:4-12-4")
def test_dbs_leaving_the_battle_area_makes_a_new_card():
    g = position("dbscg", {"battle": ["BT7-061"], "unison": ["BT10-033"]}, {})
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, k, (k,), "turn", 0))
    assert reading.power(g, k) == 15000
    new = actions.relocate(g, k, "hand")
    assert new != k and k not in g.objs and g.zones["hand0"] == [new]
    g.move(new, "battle0")
    assert reading.power(g, g.zones["battle0"][0]) == 10000          # the old effect does not follow
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    new = actions.relocate(g, u, "hand")
    assert not g.objs[new].counters                                   # markers removed on leaving


@pytest.mark.rules("dbscg:3-1-5", "dbscg:7-4-1-6")
def test_dbs_leaving_the_combo_area_makes_a_new_card():
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-103"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-103")
    settle(g, "offense")
    (c,) = g.zones["combo0"]
    settle(g)
    (d,) = g.zones["drop0"]
    assert d != c and c not in g.objs and g.objs[d].card.code == "BT1-103"


@pytest.mark.rules("dbscg:3-1-7", "dbscg:3-1-7-1", "dbscg:4-2-4", "dbs-masters:3-1-6", "dbs-masters:3-1-6-1")
@BOTH
def test_dbs_a_card_goes_to_its_owner_s_area(ed):
    # player 1's card under player 0's control (in player 0's Battle Area) is KO'd: it goes to
    # player 1's Drop; sent to 'the hand' it goes to its owner's hand
    g = position(ed, {}, {"battle": ["BT7-061", "BT1-060"]})
    k = g.move(g.zones["battle1"][0], "battle0", controller=0)
    assert g.objs[k].owner == 1 and g.objs[k].controller == 0
    actions.ko(g, k)
    assert codes(g, "drop1") == ["BT7-061"] and not g.zones["drop0"]
    k = g.move(g.zones["battle1"][0], "battle0", controller=0)
    actions.relocate(g, k, "hand")
    assert codes(g, "hand1") == ["BT1-060"] and not g.zones["hand0"]


@pytest.mark.rules("dbscg:3-2-1", "dbscg:3-3-1", "dbscg:3-9-1", "dbscg:5-2-1-4")
def test_dbs_deck_hand_and_life_at_the_start():
    g = R.new_game([R.load_deck("goku_green"), R.load_deck("frieza_yellow")], seed=5)
    while g.decision.kind == "mulligan":
        g.apply(("done",))
    for p in (0, 1):
        assert len(g.zones[f"deck{p}"]) + len(g.zones[f"hand{p}"]) + len(g.zones[f"life{p}"]) == 50
        assert len(g.zones[f"hand{p}"]) >= 6 and len(g.zones[f"life{p}"]) == 8
        assert all(g.objs[o].card.type != "Leader" for o in g.zones[f"deck{p}"])


@pytest.mark.rules("dbscg:3-2-3", "dbscg:4-9-1", "dbs-masters:3-2-3")
@BOTH
def test_dbs_cards_leave_the_deck_one_at_a_time_from_the_top(ed):
    g = position(ed, {"deck": ["BT1-060", "BT1-062", "BT1-072"]}, {})
    top = list(g.zones["deck0"])
    actions.mill(g, 0, 2)
    assert g.zones["drop0"][0] != top[-1] and codes(g, "drop0") == ["BT1-072", "BT1-062"]
    actions.draw(g, 0, 1)
    assert codes(g, "hand0") == ["BT1-060"]


@pytest.mark.rules("dbscg:3-4-1", "dbscg:3-4-2", "dbscg:10-1-1", "dbs-masters:3-4-1", "dbs-masters:3-4-3")
@BOTH
def test_dbs_drop_area_receives_kod_cards_on_top(ed):
    g = position(ed, {"battle": ["BT1-060", "BT2-077"], "drop": ["BT1-062"]}, {})
    for oid in list(g.zones["battle0"]):
        actions.ko(g, oid)
    assert codes(g, "drop0") == ["BT1-062", "BT1-060", "BT2-077"]     # each new card on top


@pytest.mark.rules("dbscg:3-5-3", "dbs-masters:3-5-3", "dbs-masters:3-5-3-1")
@BOTH
def test_dbs_the_leader_never_leaves_the_leader_area(ed):
    g = position(ed, {}, {})
    lid = g.zones["leader0"][0]
    for where in ("drop", "hand", "warp", "deck"):
        assert actions.relocate(g, lid, where) == lid
    assert g.zones["leader0"] == [lid] and not g.zones["drop0"] and not g.zones["hand0"]


@pytest.mark.rules("dbscg:3-6-1", "dbscg:3-6-5", "dbs-masters:3-6-4")
@BOTH
def test_dbs_no_limit_on_battle_cards(ed):
    g = position(ed, {"battle": ["12 BT7-061"], "hand": ["BT7-061"], "energy": ["BT1-060"]}, {})
    pick(g, "play", "BT7-061")
    assert codes(g, "battle0") == ["BT7-061"] * 13


@pytest.mark.rules("dbscg:3-7-3-1", "dbscg:3-7-4")
def test_dbs_combo_area_takes_any_number_of_comboable_cards():
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-103", "BT1-102", "BT1-104", "BT10-033", "BT1-108"]},
                 {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert {g.objs[o[1]].card.type for o in opts(g, "combo")} == {"Battle"}     # no Unison, no Extra
    for c in ("BT1-103", "BT1-102", "BT1-104"):
        pick(g, "combo", c)
        settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-103", "BT1-102", "BT1-104"]
    settle(g)
    assert g.vars["last_compare"] == (25000, 10000)


@pytest.mark.rules("dbscg:3-8-1", "dbscg:3-8-3", "dbscg:4-8-1-1-1")
def test_dbs_charged_energy_enters_active_and_pays_costs():
    g = position("dbscg", {"hand": ["BT1-060", "BT7-061"]}, {}, turn=3, phase="charge")
    pick(g, "charge", "BT1-060")
    (e,) = g.zones["energy0"]
    assert not g.objs[e].tapped
    pick(g, "play", "BT7-061")
    assert g.objs[e].tapped and codes(g, "battle0") == ["BT7-061"]


@pytest.mark.rules("dbscg:3-10-1")
def test_dbs_warp_holds_cards_sent_to_the_warp():
    g = position("dbscg", {}, {"battle": ["BT7-061", "BT1-060"]})
    for oid in list(g.zones["battle1"]):
        actions.relocate(g, oid, "warp")
    assert codes(g, "warp1") == ["BT7-061", "BT1-060"] and not g.zones["drop1"]


@pytest.mark.rules("dbscg:3-11-5", "dbscg:6-3-1-2-2-3", "dbscg:3-11-4", "dbscg:4-12-4")
def test_dbs_one_unison_at_a_time():
    g = position("dbscg", {"hand": ["BT10-033"], "unison": ["BT10-033"], "energy": ["4 BT1-046"]}, {})
    old = g.zones["unison0"][0]
    g.w(old).counters = {"markers": 2}
    refresh(g)
    pick(g, "unison", "BT10-033")
    assert len(g.zones["unison0"]) == 1 and g.zones["unison0"][0] != old
    assert codes(g, "drop0") == ["BT10-033"] and g.objs[g.zones["unison0"][0]].counters == {"markers": 4}
    assert not g.objs[g.zones["drop0"][0]].counters                  # the old one's markers are removed (4-12-4)
    assert not g.objs[g.zones["unison0"][0]].tapped


# -------------------------------------------------------------------------- 4-2, 4-3, 4-8
@pytest.mark.rules("dbscg:4-2-2", "dbscg:4-2-3")
def test_dbs_owner_is_who_started_with_the_card():
    decks = [R.load_deck("goku_green"), R.load_deck("frieza_yellow")]
    g = R.new_game(decks, seed=11)
    n = 0
    while not g.over and n < 3000:
        g.apply(g.decision.options[(n * 7) % len(g.decision.options)])
        n += 1
    for p in (0, 1):
        owned = sorted(o.card.code for o in g.objs.values() if o.owner == p and o.card.type != "Token")
        assert owned == sorted(decks[p].codes())               # each takes back exactly their own cards


@pytest.mark.rules("dbscg:4-3-1", "dbscg:4-3-3", "dbscg:4-3-5")
def test_dbs_controller_of_a_skill_is_its_card_s_controller():
    # Koichiarator (Activate: Main) and Bundle of Curiosity (Auto when played): both draw for the
    # player who controls the card
    g = position("dbscg", {"battle": ["DB2-142"], "hand": ["BT2-072"], "energy": ["2 BT1-060"]}, {})
    pick(g, "skill", "DB2-142")
    assert len(g.zones["hand0"]) == 2 and len(g.zones["hand1"]) == 0
    pick(g, "play", "BT2-072")
    assert len(g.zones["hand0"]) == 2 and len(g.zones["hand1"]) == 0 and len(g.zones["deck1"]) == 10


@pytest.mark.rules("dbscg:4-3-4")
def test_dbs_controller_of_a_permanent_skill():
    # Recoome: '+6000 during your opponent's turn': 'your' is the controller of the card
    g = position("dbscg", {"battle": ["BT1-096"]}, {"battle": ["BT1-096"]})
    assert reading.power(g, g.zones["battle0"][0]) == 10000 and reading.power(g, g.zones["battle1"][0]) == 16000


@pytest.mark.rules("dbscg:4-4-1", "dbscg:4-4-2")
def test_dbs_active_and_non_active_player():
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-102"]}, {"leader": FRIEZA, "hand": ["BT1-103"]},
                 active=1, auto_forced=False)
    assert g.vars["tp"] == 1 and g.decision.kind == "main" and g.decision.player == 1
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "defense")
    assert g.decision.player == 0


@pytest.mark.rules("dbscg:4-8-1", "dbscg:4-8-1-1", "dbscg:4-8-1-2", "dbscg:6-2-2")
def test_dbs_active_and_rest_mode():
    g = position("dbscg", {"battle": ["BT7-061"], "energy": ["BT1-060"]}, {})
    lid = g.zones["leader0"][0]
    assert not g.objs[lid].tapped and g.view(1)["zones"]["leader0"][0]["tapped"] is False
    pick(g, "attack", "BT1-056", "BT1-056")
    settle(g)
    assert g.objs[lid].tapped and g.view(1)["zones"]["leader0"][0]["tapped"] is True
    g = position("dbscg", {"battle": [{"card": "BT7-061", "dull": True}], "energy": [{"card": "BT1-060", "dull": True}],
                           "unison": [{"card": "BT10-033", "dull": True}]},
                 {"energy": [{"card": "BT1-060", "dull": True}]},
                 phase="charge")
    for z in ("leader0", "battle0", "energy0", "unison0"):
        assert not any(g.objs[o].tapped for o in g.zones[z])
    assert g.objs[g.zones["energy1"][0]].tapped          # only the active player's cards (RULINGS D12)


# ---------------------------------------------------------------------------------- 4-12
@pytest.mark.rules("dbscg:4-12-3", "dbscg:8-4-2-5")
def test_dbs_markers_on_a_unison():
    g = position("dbscg", {"hand": ["BT10-033"], "energy": ["5 BT1-046"]}, {})
    pick(g, "unison", "BT10-033")
    u = g.zones["unison0"][0]
    assert g.objs[u].counters == {"markers": 4}
    pick(g, "skill", "BT10-033")                        # [UNISON -2] draw 2
    assert g.objs[u].counters == {"markers": 2} and len(g.zones["hand0"]) == 2


@pytest.mark.rules("dbscg:9-6-1", "dbscg:9-6-1-1", "dbscg:9-6-1-2")
def test_dbs_marker_removal_resets_power_or_drops_the_unison():
    g = position("dbscg", {"unison": ["BT10-033"]}, {})
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 5}
    g.effects.append(Effect(g.tick(), 1, "power", 10000, u, (u,), "turn", 0))
    assert reading.power(g, u) == 30000
    refresh(g)
    pick(g, "skill", "BT10-033")                        # -2: 3 left, the +10000 is gone
    assert g.objs[u].counters == {"markers": 3} and reading.power(g, u) == 20000
    g = position("dbscg", {"unison": ["BT10-033"]}, {"battle": ["BT7-061"]})
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    g.apply(("skill", u, 1))                       # -3: none left, to the Drop at once
    assert not g.zones["unison0"] and codes(g, "drop0") == ["BT10-033"]
    pick(g, "bottom", "BT7-061")                        # the skill still resolves
    assert codes(g, "deck1")[0] == "BT7-061"


@pytest.mark.rules("dbscg:3-6-6", "dbscg:3-6-1")
def test_dbs_only_one_field_in_the_battle_area():
    g = position("dbscg", {"battle": ["EX07-05", "BT7-061"], "hand": ["EX07-05"], "energy": ["BT1-046"]}, {})
    old = first_of(g, "battle0", "EX07-05")
    pick(g, "extra", "EX07-05")
    settle(g)
    assert codes(g, "battle0") == ["BT7-061", "EX07-05"] and old not in g.zones["battle0"]
    assert codes(g, "drop0") == ["EX07-05"] and len(g.zones["hand0"]) == 1     # its 'when placed' draw


@pytest.mark.rules("dbscg:4-5-3-2", "dbscg:4-5-3-3")
def test_dbs_all_active_player_autos_before_the_non_active_player_s():
    # Kefla attacks: its 'when attacks' and [Dual Attack] (active player), Krillin's [Blocker]
    # (non-active player): both of the active player's resolve first
    g = position("dbscg", {"battle": ["BT4-019"]}, {"battle": ["BT1-072"]}, auto_forced=False)
    pick(g, "attack", "BT4-019", "BT1-056")
    assert g.decision.kind == "auto" and g.decision.player == 0 and len(g.decision.options) == 2
    g.apply(g.decision.options[0])
    assert g.decision.kind == "auto" and g.decision.player == 0 and len(g.decision.options) == 1
    g.apply(g.decision.options[0])
    assert g.decision.kind == "auto" and g.decision.player == 1
    assert len(g.zones["hand0"]) == 1 and reading.power(g, first_of(g, "battle0", "BT4-019")) == 30000


@pytest.mark.rules("dbscg:3-1-4", "dbscg:11-3-4")
def test_dbs_battle_to_combo_keeps_the_stack_but_not_the_effects():
    # RULINGS D33: Raging Cabba (on top of Cabba) combos from the Battle Area: the card under it
    # goes along; the +5000 on it ends; after the battle both go to the Drop
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-013"], "battle": ["DB1-009"], "energy": ["4 BT1-019"]},
                 {"leader": FRIEZA}, auto_forced=False)
    pick(g, "evolve", "BT1-013", "DB1-009")
    settle(g)
    (top,) = g.zones["battle0"]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, top, (top,), "turn", 0))
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-013")
    settle(g, "offense")
    (c,) = g.zones["combo0"]
    assert g.objs[g.zones["under0"][0]].counters == {"top": c} and not [e for e in g.effects if c in e.targets]
    settle(g)
    assert g.vars["last_compare"] == (20000, 10000)
    assert sorted(codes(g, "drop0")) == ["BT1-013", "DB1-009"] and not g.zones["under0"]


@pytest.mark.rules("dbscg:3-4-1")
def test_dbs_unison_without_markers_stays_until_a_removal():
    # RULINGS D27: 3-4-1 describes the Drop; only a marker removal (9-6) or power 0 (9-7) drops a Unison
    g = position("dbscg", {"unison": ["BT10-033"], "hand": ["BT7-061"], "energy": ["BT1-060"]}, {})
    pick(g, "play", "BT7-061")
    assert codes(g, "unison0") == ["BT10-033"] and not g.zones["drop0"]



@pytest.mark.rules("dbscg:3-1-6", "dbs-masters:3-1-5")
@BOTH
def test_dbs_cards_placed_at_the_bottom_of_a_deck_at_once_are_ordered_by_its_owner(ed):
    # BT10-033 Gotenks [UNISON -3]: "Choose up to 2 of your opponent's Battle Cards ... and place them
    # at the bottom of their owners' decks in any order": player 0 chooses them, player 1 orders them
    g = position(ed, {"leader": FRIEZA, "unison": ["BT10-033"]},
                 {"battle": ["BT1-060", "BT1-038"], "deck": ["3 BT7-061"]}, auto_forced=False)
    u = markers(g, 4)
    g.apply(("skill", u, 1))
    pick(g, "bottom", "BT1-060")
    pick(g, "bottom", "BT1-038")
    assert g.decision.kind == "order" and g.decision.player == 1 and len(g.decision.options) == 2
    pick(g, "bottom", "BT1-038")                     # the first at the bottom, the next one under it
    assert g.decision.kind == "main" and not g.zones["battle1"]
    assert codes(g, "deck1") == ["BT1-060", "BT1-038", "BT7-061", "BT7-061", "BT7-061"]   # bottom first
    assert g.objs[u].counters == {"markers": 1}
