"""Rules tests of the first edition's costs, Unison cards and keyword skills (dbscg 2-11, 6-3,
7-2-1-3-1, 9-6, 10-x), each from a scenario position with exact outcomes; the mechanics are
shared, so each runs in both editions."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, CGT, EDITIONS, FRIEZA, MT, codes, first_of, opts, pay, pick, position, settle

from tcg.engine.cards import DeckError, parse_deck
from tcg.games.dbs import reading


def finish_battle(g) -> None:
    while g.decision.kind != "main":
        d = g.decision
        g.apply(next((o for o in (("pass",), ("no",), ("none",), ("done",)) if o in d.options), d.options[0]))


# -------------------------------------------------------------------------------- payment
@pytest.mark.rules("dbscg:2-11-1-1", "dbscg:6-3-1-2-1-1", "dbscg:8-4-2-2")
@BOTH
def test_dbs_payment_is_chosen_and_keeps_the_pips_payable(ed):
    g = position(ed, {"hand": ["BT1-075"], "energy": ["2 BT1-060", "5 BT1-102"]}, {}, auto_forced=False)
    pick(g, "play", "BT1-075")                 # 6 energy including (G)(G)
    assert {g.objs[o[1]].card.code for o in opts(g, "energy")} == {"BT1-060", "BT1-102"}
    pay(g, "BT1-102", "BT1-102", "BT1-102", "BT1-102")
    assert {g.objs[o[1]].card.code for o in opts(g, "energy")} == {"BT1-060"}      # yellow would strand (G)(G)
    pay(g, "BT1-060", "BT1-060")
    settle(g)
    assert codes(g, "battle0") == ["BT1-075"]
    assert [g.objs[o].tapped for o in g.zones["energy0"]] == [True, True, True, True, True, True, False]


# --------------------------------------------------------------------------------- keywords
@pytest.mark.rules("dbscg:10-9-1", "dbscg:7-4-1-4-2")
@BOTH
def test_dbs_revenge_kos_the_attacker_after_the_battle(ed):
    g = position(ed, {"battle": ["BT1-060"]}, {"battle": [{"card": "DB2-105", "dull": True}]})
    pick(g, "attack", "BT1-060", "DB2-105")
    finish_battle(g)
    assert codes(g, "drop1") == ["DB2-105"] and codes(g, "drop0") == ["BT1-060"]


@pytest.mark.rules("dbscg:10-22-1", "dbscg:10-22-2")
@BOTH
def test_dbs_deflect_is_not_affected_by_counter_play(ed):
    g = position(ed, {"hand": ["DB2-102"], "energy": ["4 BT1-102"]}, {"hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "DB2-102")
    assert g.decision.kind == "counter" and g.decision.player == 1     # the Counter: Play timing is open
    pick(g, "counter", "BT1-110")                                      # Crusher Ball: played in Rest Mode
    assert g.decision.kind == "main" and not g.objs[first_of(g, "battle0", "DB2-102")].tapped
    assert codes(g, "drop1") == ["BT1-110"] and not g.zones["hand1"]


@pytest.mark.rules("dbscg:10-22-1", "dbscg:10-22-2", "dbs-masters:22-20-2")
@pytest.mark.parametrize("ed", [CGT, MT])
def test_dbs_deflect_ignores_only_what_the_counter_play_does_to_it(ed):
    # TEST-M5-CNTPLAYDRAW: "[Counter: Play] The Battle Card played is played in Rest Mode. Draw 1 card."
    for card, rested in (("DB2-102", False), ("BT1-102", True)):     # [Deflect], then a card without it
        g = position(ed, {"hand": [card], "energy": ["4 BT1-102"]},
                     {"hand": ["TEST-M5-CNTPLAYDRAW"], "energy": ["BT1-104"], "deck": ["3 BT7-061"]})
        pick(g, "play", card)
        pick(g, "counter", "TEST-M5-CNTPLAYDRAW")
        assert g.decision.kind == "main" and g.objs[first_of(g, "battle0", card)].tapped is rested
        assert codes(g, "drop1") == ["TEST-M5-CNTPLAYDRAW"] and codes(g, "hand1") == ["BT7-061"]   # drew 1
        assert len(g.zones["deck1"]) == 2


@pytest.mark.rules("dbscg:10-8-1")
@BOTH
def test_dbs_triple_attack_stands_twice_and_cannot_attack_leaders(ed):
    rested = [{"card": "BT7-061", "dull": True}] * 3
    g = position(ed, {"battle": ["DB2-141"]}, {"battle": rested})
    a = first_of(g, "battle0", "DB2-141")
    assert all(o[2] != g.zones["leader1"][0] for o in opts(g, "attack") if o[1] == a)
    for _ in range(3):
        pick(g, "attack", "DB2-141", "BT7-061")
        finish_battle(g)
    assert len(g.zones["drop1"]) == 3 and g.objs[a].tapped      # stood up after battles 1 and 2 only


@pytest.mark.rules("dbscg:10-15-1", "dbscg:10-15-3", "dbscg:10-15-4", "dbscg:10-15-5")
@BOTH
def test_dbs_over_realm_warps_the_drop_and_then_itself(ed):
    g = position(ed, {"hand": ["BT11-127", "DB3-106"], "drop": ["6 BT7-061"]}, {})
    assert not opts(g, "play")                                  # no energy: only Over Realm plays it
    pick(g, "over_realm", "BT11-127")
    assert codes(g, "battle0") == ["BT11-127"] and not g.zones["drop0"] and len(g.zones["warp0"]) == 6
    assert not opts(g, "over_realm")                            # once a turn, and the Drop is empty
    g.apply(("end",))
    assert "BT11-127" in codes(g, "warp0") and not g.zones["battle0"]


@pytest.mark.rules("dbscg:10-25-1", "dbscg:10-25-4")
@BOTH
def test_dbs_dark_over_realm_counts_black_cards_and_stays(ed):
    g = position(ed, {"hand": ["BT4-113"], "drop": ["BT11-142", "5 BT7-061"], "energy": ["2 BT7-061"]}, {})
    assert not opts(g, "over_realm")                            # 1 black card in the Drop
    g = position(ed, {"hand": ["BT4-113"], "drop": ["2 BT11-142"], "energy": ["2 BT7-061"]}, {})
    pick(g, "over_realm", "BT4-113")
    assert codes(g, "battle0") == ["BT4-113"] and all(g.objs[o].tapped for o in g.zones["energy0"])
    g.apply(("end",))
    settle(g, "charge") if g.decision.kind != "charge" else None
    assert codes(g, "battle0") == ["BT4-113"]                   # no end-of-turn warp (RULINGS.md)


@pytest.mark.rules("dbscg:10-30-3", "dbscg:10-11-5", "dbscg:1-2-1-1-2")
@BOTH
def test_dbs_burst_mills_first_and_can_lose(ed):
    g = position(ed, {"battle": ["DB2-142"], "deck": ["5 BT7-061"]}, {})
    pick(g, "skill", "DB2-142")
    assert len(g.zones["drop0"]) == 3 and len(g.zones["hand0"]) == 1 and len(g.zones["deck0"]) == 1
    assert not opts(g, "skill")                                 # once per turn
    g = position(ed, {"battle": ["DB2-142"], "deck": ["2 BT7-061"]}, {})
    assert not opts(g, "skill")                                 # Burst 3 with 2 cards cannot be paid
    g = position(ed, {"battle": ["DB2-142"], "deck": ["3 BT7-061"]}, {})
    pick(g, "skill", "DB2-142")
    assert g.result.winner == 1                                 # the deck reached 0


@pytest.mark.rules("dbscg:10-5-4", "dbscg:11-3-3", "dbscg:11-3-4")
@BOTH
def test_dbs_evolve_stacks_keeps_rest_and_the_stack_leaves_together(ed):
    g = position(ed, {"hand": ["BT1-013"], "battle": [{"card": "DB1-009", "dull": True}],
                      "energy": ["3 BT2-005"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    assert not opts(position(ed, {"hand": ["BT1-013"], "energy": ["3 BT2-005"]}, {}), "evolve")   # 10-5-1
    pick(g, "evolve", "BT1-013", "DB1-009")
    settle(g)
    cabba = first_of(g, "battle0", "BT1-013")
    assert codes(g, "under0") == ["DB1-009"] and not g.objs[cabba].tapped    # rested, then its auto: Active
    pick(g, "attack", "BT1-013", "BT1-060")
    finish_battle(g)
    assert codes(g, "drop1") == ["BT1-060"]


@pytest.mark.rules("dbscg:10-5-5")
@BOTH
def test_dbs_xeno_evolve_sends_the_base_to_warp_and_enters_active(ed):
    g = position(ed, {"hand": ["BT4-101"], "battle": [{"card": "BT7-102", "dull": True}],
                      "energy": ["5 BT7-061", {"card": "BT7-061", "dull": True}]},
                 {"battle": ["BT1-060"]})
    pick(g, "evolve", "BT4-101", "BT7-102")
    while g.decision.kind != "main":
        g.apply(next(o for o in g.decision.options if o != ("none",)))
    assert codes(g, "warp0") == ["BT7-102"] and not g.objs[first_of(g, "battle0", "BT4-101")].tapped
    assert codes(g, "warp1") == ["BT1-060"] and len(g.zones["hand0"]) == 1


@pytest.mark.rules("dbscg:10-13-4-1", "dbscg:10-13-4-4")
@BOTH
def test_dbs_union_potara_goes_on_both_active(ed):
    g = position(ed, {"hand": ["BT4-019"], "battle": [{"card": "TB1-014", "dull": True}, "DB1-011"],
                      "energy": ["3 BT2-005"]}, {})
    pick(g, "potara", "BT4-019")
    settle(g)
    k = first_of(g, "battle0", "BT4-019")
    assert sorted(codes(g, "under0")) == ["DB1-011", "TB1-014"] and not g.objs[k].tapped
    assert reading.power(g, k) == 30000 and len(g.zones["hand0"]) == 1


@pytest.mark.rules("dbscg:6-3-1-2-2-3", "dbscg:8-4-2-5", "dbscg:8-4-2-5-2", "dbscg:7-2-1-3-1",
                   "dbscg:7-4-1-4-3-1", "dbscg:9-6-1-2", "dbscg:3-11-4")
@BOTH
def test_dbs_unison_markers_costs_and_battles(ed):
    g = position(ed, {"hand": ["BT10-033"], "energy": ["4 BT1-038"]}, {})
    pick(g, "unison", "BT10-033")
    u = g.zones["unison0"][0]
    assert g.objs[u].counters["markers"] == 4 and not g.objs[u].tapped
    pick(g, "skill", "BT10-033")                                   # [UNISON -2] draw 2
    assert g.objs[u].counters["markers"] == 2 and len(g.zones["hand0"]) == 2
    assert not opts(g, "skill")                                    # one marker skill a turn
    g = position(ed, {"leader": FRIEZA, "battle": ["BT5-098"]}, {"unison": ["BT10-033"]}, auto_forced=False)
    g.w(g.zones["unison1"][0]).counters = {"markers": 3}
    pick(g, "attack", "BT5-098", "BT10-033")
    kinds = []
    while g.decision.kind != "main":
        kinds.append(g.decision.kind)
        g.apply(("pass",) if ("pass",) in g.decision.options else g.decision.options[0])
    assert "defense" not in kinds and g.objs[g.zones["unison1"][0]].counters["markers"] == 2
    g = position(ed, {"battle": ["BT3-014"]}, {"unison": ["BT10-033"]})      # Hidden Power Uub: [Double Strike]
    g.w(g.zones["unison1"][0]).counters = {"markers": 2}
    pick(g, "attack", "BT3-014", "BT10-033")
    finish_battle(g)
    assert codes(g, "drop1") == ["BT10-033"] and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbscg:10-36-1", "dbscg:10-36-2")
@BOTH
def test_dbs_offering_opponent_decides(ed):
    g = position(ed, {"hand": ["DB2-170"], "energy": ["2 BT1-102", "BT2-005"]}, {}, auto_forced=False)
    pick(g, "play", "DB2-170")
    while g.decision.kind != "offering":
        g.apply(g.decision.options[0])
    assert g.decision.player == 1
    g.apply(("no",))
    assert len(g.zones["hand0"]) == 2 and len(g.zones["life1"]) == 8
    g = position(ed, {"hand": ["DB2-170"], "energy": ["2 BT1-102", "BT2-005"]}, {}, auto_forced=False)
    pick(g, "play", "DB2-170")
    while g.decision.kind != "offering":
        g.apply(g.decision.options[0])
    g.apply(("give_life",))
    assert not g.zones["hand0"] and len(g.zones["life1"]) == 7 and len(g.zones["drop1"]) == 1


@pytest.mark.rules("dbscg:10-18-2", "dbscg:10-18-3", "dbscg:10-18-7")
@BOTH
def test_dbs_tokens_enter_play_and_cease_to_exist(ed):
    g = position(ed, {"leader": ["BT2-102"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    pick(g, "attack", "BT2-102", "BT1-060")
    finish_battle(g)
    tok = g.zones["battle0"][0]
    assert g.objs[tok].card.type == "Token" and reading.power(g, tok) == 10000
    from tcg.games.dbs.actions import ko
    ko(g, tok)
    assert not g.zones["battle0"] and not g.zones["drop0"] and tok not in g.objs


@pytest.mark.rules("dbscg:10-23-1", "dbscg:10-16-1")
@BOTH
def test_dbs_bond_grants_barrier_against_choices(ed):
    g = position(ed, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["DB3-098", "2 BT7-061"]},
                 auto_forced=False)
    kakuja = first_of(g, "battle1", "DB3-098")
    assert "barrier" in reading.keywords(g, kakuja)
    pick(g, "extra", "BT1-082")
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    assert kakuja not in [o[1] for o in opts(g, "ko")]
    g = position(ed, {}, {"battle": ["DB3-098", "BT7-061"]})
    assert "barrier" not in reading.keywords(g, first_of(g, "battle1", "DB3-098"))


@pytest.mark.rules("dbscg:10-29-1")
@BOTH
def test_dbs_sparking_needs_the_drop(ed):
    g = position(ed, {"hand": ["BT5-058"], "energy": ["4 BT1-060"], "drop": ["5 BT7-061"]},
                 {"battle": ["BT7-061"]})
    pick(g, "play", "BT5-058")
    pick(g, "ko", "BT7-061")
    assert codes(g, "drop1") == ["BT7-061"]
    g = position(ed, {"hand": ["BT5-058"], "energy": ["4 BT1-060"], "drop": ["4 BT7-061"]},
                 {"battle": ["BT7-061"]})
    pick(g, "play", "BT5-058")
    assert g.decision.kind == "main" and codes(g, "battle1") == ["BT7-061"]


@pytest.mark.rules("dbscg:10-32-1", "dbscg:10-32-3")
@BOTH
def test_dbs_arrival_from_hand_in_a_battle(ed):
    g = position(ed, {"leader": FRIEZA, "hand": ["EX13-35", "BT10-145"], "energy": ["2 BT1-102"]},
                 {"battle": [{"card": "BT1-060", "dull": True}]}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-060")
    settle(g, "offense")
    assert not opts(g, "arrival")
    pick(g, "combo", "BT10-145")                    # blue/yellow in the Combo Area
    pay(g, "BT1-102")
    settle(g, "offense")
    pick(g, "arrival", "EX13-35")                 # its (Y) is paid with the last energy: no choice left
    settle(g, "offense")
    assert codes(g, "battle0") == ["EX13-35"]


# ---------------------------------------------------------------------------- deck building
@pytest.mark.rules("dbscg:10-31-1", "dbscg:5-1-3", "dbscg:10-18-1")
@pytest.mark.parametrize("ed", sorted(EDITIONS))
def test_dbs_deck_keyword_limits(ed):
    R = EDITIONS[ed]
    base = "1 BT1-056\n4 BT1-060\n4 BT1-062\n4 BT1-072\n4 BT2-072\n4 BT2-077\n4 BT4-050\n4 BT4-064\n"\
           "4 BT5-074\n4 BT7-061\n4 BT9-042\n4 BT1-080\n"
    R.check_deck(parse_deck(base + "4 BT1-082\n3 BT5-117\n", "ok.txt", R.cards))        # 51: legal
    if R.edition.id == "dbscg":         # masters 22-28-2 allows 7 of one number (test_masters_shared_keywords.py)
        with pytest.raises(DeckError, match="more than 4 cards numbered BT5-117"):    # RULINGS.md: 4 per number too
            R.check_deck(parse_deck(base + "4 BT1-082\n4 BT5-117\n1 BT5-117\n", "db.txt", R.cards))
    with pytest.raises(DeckError, match="49 cards"):
        R.check_deck(parse_deck(base + "4 BT1-082\n1 BT5-117\n", "small.txt", R.cards))
    with pytest.raises(DeckError, match="token"):
        R.check_deck(parse_deck(base + "4 BT1-082\n2 BT5-117\n1 BT2-102-T\n", "tok.txt", R.cards))
