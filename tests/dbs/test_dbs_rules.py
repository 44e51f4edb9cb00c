"""Rules tests for both editions, each from a scenario position with exact outcomes."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, FRIEZA, codes, first_of, opts, pay, pick, position, settle

from tcg.games.dbs import actions, reading
from tcg.games.dbs.base import AWAKENED


# ---------------------------------------------------------------------------------- setup
@pytest.mark.rules("dbscg:5-2-1-5-1", "dbscg:5-2-1-6", "dbscg:5-2-1-6-1", "dbscg:5-2-1-7")
def test_dbs_setup_dbscg_mulligan_any_number_then_life():
    R = EDITIONS["dbscg"]
    decks = [R.load_deck(n) for n in ("goku_green", "frieza_yellow")]
    g = R.new_game(decks, seed=3)
    assert g.decision.kind == "mulligan" and g.decision.player == g.vars["first"]   # nobody chose
    p = g.decision.player
    assert len(g.zones[f"hand{p}"]) == 6 and not g.zones[f"life{p}"]
    g.apply(opts(g, "return")[0])
    g.apply(opts(g, "return")[0])
    g.apply(("done",))
    assert len(g.zones[f"hand{p}"]) == 6 and len(g.zones[f"deck{p}"]) == 50 - 6
    assert g.decision.kind == "mulligan" and g.decision.player == 1 - p
    g.apply(("done",))
    for q in (0, 1):
        assert len(g.zones[f"life{q}"]) == 8 and len(g.zones[f"deck{q}"]) == 50 - 6 - 8
    assert g.pvars[1 - p]["markers"] == 0


@pytest.mark.rules("dbs-masters:6-2-1-4", "dbs-masters:6-2-1-9-1", "dbs-masters:6-2-1-10", "dbs-masters:6-2-1-11")
def test_dbs_setup_masters_chooser_redraw_marker():
    R = EDITIONS["dbs-masters"]
    decks = [R.load_deck(n) for n in ("goku_green", "frieza_yellow")]
    g = R.new_game(decks, seed=3)
    assert g.decision.kind == "first"
    chooser = g.decision.player
    g.apply(("second",))
    first = 1 - chooser
    assert g.vars["first"] == first
    assert g.decision.kind == "redraw" and g.decision.player == first
    before = list(g.zones[f"hand{first}"])
    g.apply(("redraw",))
    assert len(g.zones[f"hand{first}"]) == 6 and g.zones[f"hand{first}"] != before
    g.apply(("keep",))
    assert [len(g.zones[f"life{q}"]) for q in (0, 1)] == [8, 8]
    assert g.pvars[chooser]["markers"] == 1 and g.pvars[first]["markers"] == 0


# ---------------------------------------------------------------------------- charge phase
@pytest.mark.rules("dbscg:6-2-3", "dbscg:6-2-5", "dbs-masters:7-2-9-1", "dbs-masters:7-2-11")
@BOTH
def test_dbs_first_player_skips_first_draw_and_charges(ed):
    g = position(ed, {"hand": ["BT1-060", "BT7-061"], "energy": [{"card": "BT7-061", "dull": True}]}, {},
                 turn=1, phase="charge", first=0)
    assert len(g.zones["hand0"]) == 2 and not g.objs[g.zones["energy0"][0]].tapped    # untapped, no draw
    assert g.decision.kind == "charge"
    pick(g, "charge", "BT1-060")
    assert codes(g, "energy0") == ["BT7-061", "BT1-060"] and codes(g, "hand0") == ["BT7-061"]
    g2 = position(ed, {"hand": ["BT1-060"]}, {}, turn=3, phase="charge")
    assert len(g2.zones["hand0"]) == 2 and len(g2.zones["deck0"]) == 9


# -------------------------------------------------------------------------------- payment
@pytest.mark.rules("dbscg:2-11-1-1", "dbs-masters:5-3-1")
@BOTH
def test_dbs_energy_cost_needs_colour_pips(ed):
    g = position(ed, {"hand": ["BT1-075"], "energy": ["BT1-060", "5 BT1-102"]}, {})
    assert not opts(g, "play")                    # 6 energy but only 1 green: (G)(G) unpaid
    g = position(ed, {"hand": ["BT1-075"], "energy": ["2 BT1-060", "4 BT1-102"]}, {})
    pick(g, "play", "BT1-075")
    assert codes(g, "battle0") == ["BT1-075"] and all(g.objs[o].tapped for o in g.zones["energy0"])
    assert not g.objs[g.zones["battle0"][0]].tapped                      # enters Active (dbscg 3-6-4)


@pytest.mark.rules("dbs-masters:1-14-2")
def test_dbs_masters_energy_marker_pays_a_leader_colour_energy():
    g = position("dbs-masters", {"hand": ["BT1-062"], "vars": "{ markers = 1 }", "energy": ["BT1-102"]}, {})
    pick(g, "play", "BT1-062")                     # (G) from the marker (Leader green), 1 from yellow
    assert g.pvars[0]["markers"] == 0 and codes(g, "battle0") == ["BT1-062"]


# --------------------------------------------------------------------------------- battle
@pytest.mark.rules("dbscg:7-4-1-4", "dbscg:7-4-1-4-1", "dbscg:4-10-2-1", "dbs-masters:8-4-6")
@BOTH
def test_dbs_tie_goes_to_attacker_life_to_hand(ed):
    g = position(ed, {"leader": FRIEZA}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g)
    assert g.vars["last_compare"] == (10000, 10000)
    assert len(g.zones["life1"]) == 7 and len(g.zones["hand1"]) == 1
    assert g.objs[g.zones["leader0"][0]].tapped


@pytest.mark.rules("dbs-masters:22-7-2")
@BOTH
def test_dbs_double_strike_and_critical(ed):
    g = position(ed, {}, {"leader": FRIEZA}, auto_forced=False)    # Son Goku leader: [Double Strike]
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    assert len(g.zones["life1"]) == 6 and len(g.zones["hand1"]) == 2
    g = position(ed, {"battle": ["BT4-064"]}, {"leader": FRIEZA}, auto_forced=False)    # [Critical]
    pick(g, "attack", "BT4-064", "BT1-084")
    settle(g)
    assert len(g.zones["life1"]) == 7 and not g.zones["hand1"] and len(g.zones["drop1"]) == 1


@pytest.mark.rules("dbscg:7-1", "dbs-masters:8-1-1", "dbs-masters:8-4-6-2")
@BOTH
def test_dbs_attack_rested_battle_card_ko_or_nothing(ed):
    g = position(ed, {"battle": ["BT1-060"]}, {"battle": [{"card": "BT7-061", "dull": True}, "BT2-077"]})
    targets = [o[2] for o in opts(g, "attack")]
    assert first_of(g, "battle1", "BT2-077") not in targets          # Active cards cannot be attacked
    pick(g, "attack", "BT1-060", "BT7-061")
    while g.decision.kind != "main":
        g.apply(("pass",))
    assert codes(g, "battle1") == ["BT2-077"] and codes(g, "drop1") == ["BT7-061"]
    g = position(ed, {"battle": ["BT7-061"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    pick(g, "attack", "BT7-061", "BT1-060")
    while g.decision.kind != "main":
        g.apply(("pass",))
    assert codes(g, "battle1") == ["BT1-060"] and codes(g, "battle0") == ["BT7-061"]   # no damage back


@pytest.mark.rules("dbscg:10-4-1", "dbs-masters:22-4-2", "dbs-masters:22-4-3")
@BOTH
def test_dbs_blocker_becomes_defending_card(ed):
    g = position(ed, {"battle": ["BT1-060"]}, {"battle": ["BT1-072"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-056")
    while g.decision.kind not in ("block",):
        g.apply(g.decision.options[-1] if g.decision.kind == "counter" else g.decision.options[0])
    assert g.decision.player == 1
    g.apply(g.decision.options[0])
    krillin = g.zones["battle1"][0]
    assert g.vars["defender"] == krillin and g.objs[krillin].tapped
    while g.decision.kind != "main":
        g.apply(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    assert codes(g, "drop1") == ["BT1-072"] and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbscg:7-2-1-2-1", "dbscg:7-2-1-2-2", "dbscg:7-4-1-2", "dbscg:7-4-1-6",
                   "dbs-masters:5-7-5", "dbs-masters:8-4-4", "dbs-masters:8-5-8")
@BOTH
def test_dbs_combo_adds_power_then_goes_to_drop(ed):
    g = position(ed, {"leader": FRIEZA, "battle": ["BT1-102"], "hand": ["BT1-103"], "energy": ["BT1-104"]},
                 {"leader": FRIEZA, "battle": [{"card": "BT5-098", "dull": True}]}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT5-098")
    settle(g, "offense")       # 10000 vs 30000
    pick(g, "combo", "BT1-102")                   # from the Battle Area, cost 0
    pick(g, "combo", "BT1-103")                   # from hand, cost 0
    g.apply(("pass",))                             # offense ends
    settle(g, "defense")
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (20000, 30000)
    assert codes(g, "battle1") == ["BT5-098"]
    assert sorted(codes(g, "drop0")) == ["BT1-102", "BT1-103"] and not g.zones["combo0"]


# ---------------------------------------------------------------------------------- counters
@pytest.mark.rules("dbscg:7-1-2", "dbscg:10-10-4", "dbs-masters:8-1-4", "dbs-masters:8-1-6-1", "dbs-masters:22-10-7")
@BOTH
def test_dbs_counter_attack_negates_the_attack(ed):
    # player 1 answers the attack with Full Power Energy
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]},
                 {"hand": ["BT1-080"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT7-061", "BT1-056")
    assert g.decision.kind == "counter" and g.decision.player == 1
    pick(g, "counter", "BT1-080")
    pick(g, "ko", "BT7-061")                       # then KO up to 1 Battle card with cost 1 or less
    assert g.decision.kind == "main"
    assert len(g.zones["life1"]) == 8 and codes(g, "drop1") == ["BT1-080"] and codes(g, "drop0") == ["BT7-061"]
    assert g.vars["battle"] == 0 and g.objs[g.zones["energy1"][0]].tapped


@pytest.mark.rules("dbscg:6-3-1-2-1-2", "dbscg:4-7-3-5", "dbscg:10-10-3-3", "dbs-masters:9-7-3-5",
                   "dbs-masters:22-10-3-4")
@BOTH
def test_dbs_counter_play_and_counter_counter_chain(ed):
    yellow = {"leader": FRIEZA}
    g = position(ed, {**yellow, "hand": ["BT1-102"], "energy": ["2 BT1-103"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pick(g, "counter", "BT1-110")                  # Crusher Ball: played in Rest Mode
    assert g.objs[g.zones["battle0"][0]].tapped
    # with Bad Ring Laser the first player negates Crusher Ball: the card enters Active
    g = position(ed, {**yellow, "hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")                 # the payer chooses: keep BT1-104 for the counter
    pick(g, "counter", "BT1-110")
    assert g.decision.player == 0
    pick(g, "counter", "BT1-108")
    assert g.decision.kind == "main"
    assert not g.objs[g.zones["battle0"][0]].tapped
    assert sorted(codes(g, "drop0")) == ["BT1-096", "BT1-108"] and codes(g, "drop1") == ["BT1-110"]


# ----------------------------------------------------------------------- leader, end phase
@pytest.mark.rules("dbscg:10-2-5")
@BOTH
def test_dbs_awaken_at_four_life(ed):
    g = position(ed, {"life": ["5 BT1-060"]}, {})
    assert not opts(g, "awaken")
    g = position(ed, {"life": ["4 BT1-060"]}, {})
    pick(g, "awaken", "BT1-056")
    lid = g.zones["leader0"][0]
    assert g.objs[lid].marks & AWAKENED and reading.power(g, lid) == 15000 and len(g.zones["hand0"]) == 2
    assert not opts(g, "awaken")


@pytest.mark.rules("dbscg:6-4-1-1", "dbscg:6-4-1-4", "dbs-masters:7-4-4")
@BOTH
def test_dbs_end_of_turn_autos(ed):
    g = position(ed, {"leader": FRIEZA, "battle": [{"card": "BT1-097", "dull": True},
                                                   {"card": "BT1-102", "dull": True}]}, {}, phase="end",
                 auto_forced=False)
    while g.vars["tp"] == 0:
        d = g.decision
        if d.kind == "target":
            pick(g, "ready_own", "BT1-102")
        else:
            g.apply(d.options[0])
    assert not any(g.objs[o].tapped for o in g.zones["battle0"])


@pytest.mark.rules("dbscg:9-3-2", "dbs-masters:21-4-2")
@BOTH
def test_dbs_combo_card_outside_battle_goes_to_drop(ed):
    g = position(ed, {"combo": ["BT1-060"]}, {})
    assert codes(g, "drop0") == ["BT1-060"] and not g.zones["combo0"]


# --------------------------------------------------------------------------------- losses
@pytest.mark.rules("dbscg:1-2-1-1-1", "dbs-masters:21-2-2-1")
@BOTH
def test_dbs_last_life_loses(ed):
    g = position(ed, {}, {"leader": FRIEZA, "life": ["BT1-060"]})
    pick(g, "attack", "BT1-056", "BT1-084")
    while not g.over:
        g.apply(("pass",))
    assert g.result.winner == 0 and g.result.reason.startswith(EDITIONS[ed].edition.rules["life"])


@pytest.mark.rules("dbscg:1-2-1-1-2", "dbscg:6-2-3", "dbs-masters:21-2-2-2")
@BOTH
def test_dbs_drawing_the_last_card_loses(ed):
    g = position(ed, {"deck": ["BT1-060"]}, {}, phase="charge")
    assert g.result.winner == 1 and "deck" in g.result.reason


@pytest.mark.rules("dbscg:1-2-3", "dbs-masters:0-1-3-3")
@BOTH
def test_dbs_both_lose_at_once_is_a_draw(ed):
    g = position(ed, {}, {})
    for p in (0, 1):
        for oid in list(g.zones[f"deck{p}"]):
            g.move(oid, f"hand{p}")
    actions.lose_check(g)
    assert g.result.winner is None and g.result.reason.startswith(EDITIONS[ed].edition.rules["both"])


@pytest.mark.rules("dbs-masters:7-3-4-4-1")
def test_dbs_masters_first_player_cannot_attack_turn_one():
    assert not opts(position("dbs-masters", {}, {}, turn=1, first=0), "attack")
    assert opts(position("dbscg", {}, {}, turn=1, first=0), "attack")
