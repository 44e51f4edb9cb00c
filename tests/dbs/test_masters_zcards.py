"""Rules tests of the Masters-only card type Z (dbs-masters 14-17, 22-46), the Z-Deck (6-1-4),
Z-Energy (1-3, 1-4, 5-4) and its making in the Battle End Step (8-5-2..4). The Z-cards are test
fixtures (fixture_cards/z_cards.toml): the shared card data holds none."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, RMT, RULESETS, codes, opts, pick, position, settle

from tcg.engine.cards import DeckError, parse_deck
from tcg.games.dbs import RULES_DBSCG
from tcg.games.dbs.base import AWAKENED
from tcg.games.dbs.reading import power
from tcg.games.dbs.zcards import z_leader_leaves

YELLOW = ["4 BT1-102"]


# ------------------------------------------------------------------------ deck and setup
@pytest.mark.rules("dbs-masters:6-1-1", "dbs-masters:6-1-4", "dbs-masters:6-1-3", "dbs-masters:6-1-5",
                   "dbs-masters:14-1-1")
def test_masters_z_deck_is_apart_and_limited_to_ten():
    main = "1 BT1-084\n4 BT1-102\n4 BT1-103\n4 BT1-104\n4 BT1-105\n4 BT5-098\n4 BT9-064\n4 BT3-099\n"\
           "4 BT5-090\n4 BT1-110\n4 BT1-096\n4 BT1-097\n4 BT8-072\n2 BT1-108\n"
    ok = parse_deck(main + "4 TEST-ZB\n4 TEST-ZE1\n2 TEST-ZL\n", "z.txt", RMT.cards)
    RMT.check_deck(ok)                      # 50 main cards + a Z-Deck of 10: the Z-cards are not counted
    eleven = parse_deck(main + "4 TEST-ZB\n4 TEST-ZE1\n2 TEST-ZL\n1 TEST-ZE2\n", "z11.txt", RMT.cards)
    with pytest.raises(DeckError, match="11 Z-cards; a Z-Deck holds at most 10"):
        RMT.check_deck(eleven)
    five = parse_deck(main + "5 TEST-ZB\n", "z5.txt", RMT.cards)
    with pytest.raises(DeckError, match="more than 4 cards numbered TEST-ZB"):
        RMT.check_deck(five)
    first = parse_deck(main + "1 TEST-ZB\n", "old.txt", RMT.cards)
    old = type(RULES_DBSCG)(RULES_DBSCG.edition)
    old.__dict__["cards"] = RMT.cards
    with pytest.raises(DeckError, match="Z-cards are a Masters card type"):
        old.check_deck(first)


@pytest.mark.rules("dbs-masters:6-2-1-8", "dbs-masters:3-12-2", "dbs-masters:3-12-1")
def test_masters_z_cards_start_in_the_z_deck_hidden_from_the_opponent():
    main = "1 BT1-084\n" + "".join(f"4 {c}\n" for c in ("BT1-102", "BT1-103", "BT1-104", "BT1-105", "BT5-098",
                                                          "BT9-064", "BT3-099", "BT5-090", "BT1-110", "BT1-096",
                                                          "BT1-097", "BT8-072")) + "2 BT1-108\n"
    d = parse_deck(main + "2 TEST-ZB\n1 TEST-ZL\n", "z.txt", RMT.cards)
    RMT.check_deck(d)
    g = RMT.new_game([d, d], seed=2)
    for p in (0, 1):
        assert sorted(codes(g, f"zdeck{p}")) == ["TEST-ZB", "TEST-ZB", "TEST-ZL"]
        assert len(g.zones[f"deck{p}"]) + len(g.zones[f"hand{p}"]) == 50
    v = g.view(0)
    assert [o["id"] for o in v["zones"]["zdeck0"]] == g.zones["zdeck0"]      # the owner may look (3-12-2)
    assert v["zones"]["zdeck1"] == 3                                           # the opponent sees a count (3-12-3)


# ------------------------------------------------------------------------------ Z-Energy
@pytest.mark.rules("dbs-masters:8-5-1", "dbs-masters:8-5-2", "dbs-masters:8-5-3", "dbs-masters:8-5-4",
                   "dbs-masters:8-5-8", "dbs-masters:3-13-3")
def test_masters_battle_end_step_makes_z_energy_up_to_one_each():
    g = position(MT, {"hand": ["BT1-102", "BT1-103", "BT1-104"], "energy": YELLOW},
                     {"leader": FRIEZA, "battle": ["BT1-105", {"card": "BT5-098", "dull": True}]}, auto_forced=False,
                     leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT5-098")
    settle(g, "offense")
    pick(g, "combo", "BT1-102")
    pick(g, "combo", "BT1-103")
    pick(g, "combo", "BT1-104")
    g.apply(("pass",))
    settle(g, "defense")
    pick(g, "combo", "BT1-105")
    g.apply(("pass",))
    settle(g, "z_energy")
    assert g.decision.player == 0 and len(opts(g, "z_energy")) == 3 and ("pass",) in g.decision.options
    pick(g, "z_energy", "BT1-103")
    assert g.decision.kind == "z_energy" and g.decision.player == 1         # then the non-active player
    pick(g, "z_energy", "BT1-105")
    settle(g)
    assert codes(g, "zenergy0") == ["BT1-103"] and codes(g, "zenergy1") == ["BT1-105"]
    assert sorted(codes(g, "drop0")) == ["BT1-102", "BT1-104"] and not g.zones["combo0"]
    v = g.view(1)
    assert [o["code"] for o in v["zones"]["zenergy0"]] == ["BT1-103"]       # open to everyone


# ------------------------------------------------------------------------------ Z-Battle
@pytest.mark.rules("dbs-masters:16-2-1", "dbs-masters:5-4-1", "dbs-masters:3-6-3", "dbs-masters:7-3-4-1")
def test_masters_z_battle_card_is_played_from_the_z_deck_paying_z_energy():
    g = position(MT, {"zdeck": ["TEST-ZB"], "zenergy": ["BT1-103", "BT1-104"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
    assert ("z_play", g.zones["zdeck0"][0]) in opts(g, "z_play")
    pick(g, "z_play", "TEST-ZB")
    settle(g)
    assert codes(g, "battle0") == ["TEST-ZB"] and not g.objs[g.zones["battle0"][0]].tapped
    assert codes(g, "zenergy0") == ["BT1-104"] and codes(g, "drop0") == ["BT1-103"]   # 1 Z-Energy to the Drop
    assert all(g.objs[x].tapped for x in g.zones["energy0"])


@pytest.mark.rules("dbs-masters:5-4-3")
def test_masters_z_battle_needs_enough_z_energy():
    g = position(MT, {"zdeck": ["TEST-ZB"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "z_play")
    g = position(MT, {"zdeck": ["TEST-ZB"], "zenergy": ["BT1-103"]}, leader=FRIEZA)
    assert not opts(g, "z_play")                                   # energy cost unpaid (5-3-3)


@pytest.mark.rules("dbs-masters:14-1-4", "dbs-masters:16-1-4", "dbs-masters:20-10-1", "dbs-masters:8-4-6-2")
def test_masters_z_battle_card_leaving_play_is_removed_from_the_game():
    g = position(MT, {"battle": [{"card": "TEST-ZB", "dull": True}]},
                     {"leader": FRIEZA, "battle": ["BT5-098"]}, active=1, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT5-098", "TEST-ZB")
    settle(g)
    assert not g.zones["battle0"] and codes(g, "removed0") == ["TEST-ZB"] and not g.zones["drop0"]


@pytest.mark.rules("dbs-masters:22-14-3", "dbs-masters:9-10-1")
def test_masters_ultimate_z_card_is_removed_once():
    g = position(MT, {"battle": [{"card": "TEST-ULT", "dull": True}]},
                     {"leader": FRIEZA, "battle": ["BT5-098"]}, active=1, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT5-098", "TEST-ULT")
    settle(g)
    assert codes(g, "removed0") == ["TEST-ULT"] and not g.zones["drop0"]


# ------------------------------------------------------------------------------- Z-Extra
@pytest.mark.rules("dbs-masters:17-2-1", "dbs-masters:17-2-1-3", "dbs-masters:17-1-6", "dbs-masters:7-3-4-3-2")
def test_masters_z_extra_placed_replaces_the_old_one_and_stays_when_used():
    g = position(MT, {"zdeck": ["TEST-ZE1", "TEST-ZE2"], "zenergy": ["BT1-103"], "energy": ["BT1-102"],
                      "deck": ["5 BT7-061"]}, leader=FRIEZA)
    pick(g, "z_extra", "TEST-ZE1")
    settle(g)
    assert codes(g, "battle0") == ["TEST-ZE1"] and not g.objs[g.zones["battle0"][0]].tapped
    pick(g, "mk_activate", "TEST-ZE1")
    settle(g)
    assert len(g.zones["hand0"]) == 1 and codes(g, "battle0") == ["TEST-ZE1"]     # drew 1, stayed in place
    assert not opts(g, "mk_activate") or all(g.objs[o[1]].card.code != "TEST-ZE1" for o in opts(g, "mk_activate"))
    pick(g, "z_extra", "TEST-ZE2")
    settle(g)
    assert codes(g, "battle0") == ["TEST-ZE2"] and codes(g, "removed0") == ["TEST-ZE1"]
    lid = g.zones["leader0"][0]
    pick(g, "mk_activate", "TEST-ZE2")
    settle(g)
    assert power(g, lid) == 15000


@pytest.mark.rules("dbs-masters:17-1-3", "dbs-masters:8-1-1")
def test_masters_z_extra_is_no_battle_card():
    g = position(MT, {"battle": ["TEST-ZE2"]}, turn=3, leader=FRIEZA)
    assert codes(g, "battle0") == ["TEST-ZE2"]                     # no power, yet not put in the Drop
    assert all(o[1] != g.zones["battle0"][0] for o in opts(g, "attack"))


# -------------------------------------------------------------------------------- Z-Awaken
@pytest.mark.rules("dbs-masters:22-46-3", "dbs-masters:22-46-5")
def test_masters_z_awaken_needs_an_awakened_leader_of_the_name():
    g = position(MT, {"zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"], "energy": ["BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "z_awaken")                                 # the Leader is front side up
    g = position(MT, {"leader": ["BT1-056"], "vars": "{ awakened = true }", "zdeck": ["TEST-ZL"],
                      "zenergy": ["2 BT1-103"], "energy": ["BT1-102"]}, {"leader": FRIEZA})
    assert not opts(g, "z_awaken")                                 # not a <Frieza> Leader


@pytest.mark.rules("dbs-masters:22-46-6", "dbs-masters:22-46-6-1", "dbs-masters:22-46-3-1", "dbs-masters:22-46-4")
def test_masters_z_awaken_puts_the_z_leader_on_top_keeping_power_and_position():
    g = position(MT, {"vars": "{ awakened = true }", "zdeck": ["TEST-ZL", "TEST-ZL"], "zenergy": ["4 BT1-103"],
                      "energy": ["2 BT1-102"]}, auto_forced=False, leader=FRIEZA)
    old = g.zones["leader0"][0]
    g.w(old).tapped = True
    from tcg.engine.effects import Effect
    g.effects.append(Effect(g.tick(), 1, "power", 5000, old, (old,), "turn", 0))
    pick(g, "z_awaken", "TEST-ZL")
    settle(g)
    top = g.zones["leader0"][0]
    assert codes(g, "leader0") == ["TEST-ZL"] and codes(g, "under0") == ["BT1-084"]
    assert g.objs[top].tapped and power(g, top) == 30000            # 25000 + the kept +5000
    assert codes(g, "drop0") == ["BT1-103", "BT1-103"] and len(g.zones["zenergy0"]) == 2
    assert not opts(g, "z_awaken")                                 # once per turn in total


@pytest.mark.rules("dbs-masters:15-1-5", "dbs-masters:15-1-5-1", "dbs-masters:3-5-3")
def test_masters_z_leader_leaving_is_removed_and_the_leader_stays():
    g = position(MT, {"vars": "{ awakened = true }", "zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"],
                      "energy": ["BT1-102"]}, leader=FRIEZA)
    pick(g, "z_awaken", "TEST-ZL")
    settle(g)
    z_leader_leaves(g, 0)
    assert codes(g, "leader0") == ["BT1-084"] and codes(g, "removed0") == ["TEST-ZL"] and not g.zones["under0"]
    lid = g.zones["leader0"][0]
    assert g.objs[lid].marks & AWAKENED
    z_leader_leaves(g, 0)                                          # a non-Z Leader never leaves
    assert g.zones["leader0"] == [lid]


def test_masters_z_round_trip():
    g = position(MT, {"zdeck": ["TEST-ZB"], "zenergy": ["BT1-103"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
    from tcg.engine.state import Game
    h = Game.from_json(g.to_json(), RMT)
    assert h.state_hash() == g.state_hash()
    assert RULESETS[MT] is RMT


@pytest.mark.rules("dbs-masters:16-2-1-1", "dbs-masters:16-2-1-2", "dbs-masters:16-2-1-3", "dbs-masters:22-10-3-1",
                   "dbs-masters:5-4-2")
def test_masters_z_battle_play_opens_a_counter_play_timing_then_triggers():
    g = position(MT, {"zdeck": ["TEST-ZB2"], "energy": ["BT1-102"], "deck": ["3 BT7-061"]},
                     {"leader": FRIEZA, "hand": ["BT1-110"], "energy": ["BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "z_play", "TEST-ZB2")
    settle(g, "counter")
    assert g.decision.player == 1
    pick(g, "counter", "BT1-110")                       # Crusher Ball: played in Rest Mode
    settle(g)
    z = g.zones["battle0"][0]
    assert codes(g, "battle0") == ["TEST-ZB2"] and g.objs[z].tapped
    assert codes(g, "hand0") == ["BT7-061"]             # its 'when played' [Auto] resolved
    assert not g.zones["zenergy0"] and codes(g, "drop1") == ["BT1-110"]   # a Z-cost of 0 is not paid


@pytest.mark.rules("dbs-masters:20-10-2", "dbs-masters:3-13-2", "dbs-masters:3-10-2", "dbs-masters:3-9-2",
                   "dbs-masters:3-8-2", "dbs-masters:3-4-4", "dbs-masters:3-10-3", "dbs-masters:3-13-4",
                   "dbs-masters:3-8-4", "dbs-masters:3-1-2")
def test_masters_zone_visibility_and_no_limits():
    g = position(MT, {"zdeck": ["TEST-ZB"], "zenergy": ["20 BT1-103"], "warp": ["20 BT1-104"], "drop": ["30 BT1-105"],
                      "energy": ["25 BT1-102"], "life": ["8 BT1-060"]}, leader=FRIEZA)
    g.move(g.zones["zdeck0"][0], "removed0")
    v = g.view(1)
    z = v["zones"]
    assert [o["code"] for o in z["removed0"]] == ["TEST-ZB"]                 # face up, seen by all
    assert len(z["zenergy0"]) == 20 and len(z["warp0"]) == 20 and len(z["drop0"]) == 30
    assert len(z["energy0"]) == 25 and z["energy0"][0]["code"] == "BT1-102"
    assert z["life0"] == 8 and z["deck0"] == 10                               # hidden: counts only (3-1-2)


@pytest.mark.rules("dbs-masters:1-14-3", "dbs-masters:1-14-2")
def test_masters_energy_markers_are_not_energy_cards():
    g = position(MT, {"energy": ["BT1-102"], "vars": "{ markers = 1 }", "hand": ["BT1-104"]}, leader=FRIEZA)
    assert len(g.zones["energy0"]) == 1 and g.pvars[0]["markers"] == 1       # a marker is no card in the zone
    assert not opts(g, "play")                                                # Banan costs 3: 1 card + 1 marker
    g = position(MT, {"energy": ["2 BT1-102"], "vars": "{ markers = 1 }", "hand": ["BT1-104"]}, leader=FRIEZA)
    pick(g, "play", "BT1-104")
    settle(g)
    assert codes(g, "battle0") == ["BT1-104"] and g.pvars[0]["markers"] == 0


@pytest.mark.rules("dbs-masters:8-5-11", "dbs-masters:8-5-12", "dbs-masters:8-5-13", "dbs-masters:1-7-2-2")
def test_masters_battle_effects_end_with_the_battle_and_play_goes_back_to_main():
    from tcg.engine.effects import Effect
    g = position(MT, {}, {"leader": FRIEZA, "battle": [{"card": "BT5-098", "dull": True}]}, auto_forced=False,
                 leader=FRIEZA)
    lid = g.zones["leader0"][0]
    pick(g, "attack", "BT1-084", "BT5-098")
    settle(g, "offense")
    g.effects.append(Effect(g.tick(), 1, "power", 20000, lid, (lid,), "battle", 0))
    g.effects.append(Effect(g.tick(), 1, "power", 1000, lid, (lid,), "turn", 0))
    g.apply(("pass",))
    settle(g)
    assert g.decision.kind == "main" and not g.vars["battle"]
    assert codes(g, "drop1") == ["BT5-098"] and power(g, lid) == 11000
