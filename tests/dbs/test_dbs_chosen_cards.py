"""Skills that choose Battle Cards, in both editions: a power effect chooses `count` cards and gives
them its amount (P-168 Six-Star Ball, BT5-024 Oolong's Wish, SD7-01's back); "choose up to N ... and
KO them" chooses every card first, then the effect happens to them at once (dbscg 8-5-3-3, masters
5-2-5)."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, CGT, FRIEZA, MT, codes, first_of, opts, pick, position, settle, until_kind

from tcg.games.dbs import reading

SHENRON = ["SD7-01"]
DRAGON_BALLS = ["BT5-117"] * 3 + ["P-084"] * 2 + ["P-168"] * 2      # 7 [Dragon Ball] cards


def chosen(g) -> set[str]:
    return {g.objs[o[1]].card.code for o in g.decision.options if len(o) > 1}


# ------------------------------------------------------------------ power: the amount is not a count
@pytest.mark.rules("dbscg:8-5-3", "dbscg:8-5-3-2", "dbs-masters:5-2-2", "dbs-masters:5-2-4")
@BOTH
def test_oolongs_wish_gives_minus_5000_to_the_one_card_chosen(ed):
    g = position(ed, {"leader": SHENRON, "hand": ["BT5-024"], "energy": ["DB1-009"], "deck": ["3 BT7-061"]},
                 {"battle": ["BT1-104", "BT1-103"]}, auto_forced=False)
    banan, sui = first_of(g, "battle1", "BT1-104"), first_of(g, "battle1", "BT1-103")
    pick(g, "extra", "BT5-024")
    settle(g, "target")
    assert chosen(g) == {"BT1-104", "BT1-103"} and ("none",) in opts(g)    # "up to 1"
    pick(g, "power", "BT1-104")
    settle(g)
    assert reading.power(g, banan) == 15000 and reading.power(g, sui) == 15000   # 20000 - 5000; Sui untouched
    assert codes(g, "hand0") == ["BT7-061"] and codes(g, "drop0") == ["BT5-024"]


@pytest.mark.rules("dbscg:8-5-3", "dbs-masters:5-2-2")
@BOTH
def test_six_star_ball_gives_minus_10000_in_a_battle(ed):
    g = position(ed, {"hand": ["P-168"], "energy": ["2 BT1-060"], "battle": ["BT7-102"]},
                 {"battle": [{"card": "BT1-104", "dull": True}]}, auto_forced=False)
    banan = first_of(g, "battle1", "BT1-104")
    pick(g, "attack", "Super Saiyan Trunks", "Banan")
    until_kind(g, "offense")
    pick(g, "extra", "P-168")
    settle(g, "target")
    pick(g, "power", "BT1-104")
    settle(g, "offense")
    assert reading.power(g, banan) == 10000 and codes(g, "drop0") == ["P-168"]


@pytest.mark.rules("dbscg:8-5-3-1", "dbs-masters:5-2-3")
@BOTH
def test_shenrons_third_option_gives_10000_and_triple_attack_to_one_battle_card(ed):
    g = position(ed, {"leader": SHENRON, "drop": DRAGON_BALLS + ["BT5-118"], "battle": ["BT7-102", "BT1-104"]}, {},
                 auto_forced=False)
    lid = g.zones["leader0"][0]
    trunks, banan = first_of(g, "battle0", "BT7-102"), first_of(g, "battle0", "BT1-104")
    g.apply(("skill", lid, 2))
    pick(g, "tutor", "BT5-118")
    until_kind(g, "main")
    g.apply(("skill", lid, 1))
    g.apply(("mode", 2))
    settle(g, "target")
    assert chosen(g) == {"BT7-102", "BT1-104"} and ("none",) not in opts(g)   # "choose 1": not "up to"
    pick(g, "power_own", "BT7-102")
    until_kind(g, "main")
    assert reading.power(g, trunks) == 30000 and "triple_attack" in reading.keywords(g, trunks)
    assert reading.power(g, banan) == 20000 and "triple_attack" not in reading.keywords(g, banan)


# ------------------------------------------------------------------- Crusher Ball and a Unison
@pytest.mark.rules("dbscg:2-3-2-2-1", "dbscg:2-3-2-4-1", "dbscg:6-3-1-2-2-2", "dbscg:6-3-1-2-2-3",
                   "dbs-masters:11-1-2", "dbs-masters:13-1-2", "dbs-masters:13-2-1-2")
@BOTH
def test_crusher_ball_does_not_rest_a_unison_played(ed):
    yellow = {"leader": ["BT1-084"]}
    g = position(ed, {"hand": ["BT10-033"], "energy": ["4 BT1-046"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "unison", "BT10-033")
    pick(g, "counter", "BT1-110")          # "The Battle Card played is played in Rest Mode": no Battle Card
    settle(g)
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["BT10-033"] and not g.objs[u].tapped and g.objs[u].counters == {"markers": 4}
    assert codes(g, "drop1") == ["BT1-110"] and g.objs[g.zones["energy1"][0]].tapped


# ------------------------------------------------- "choose up to N ... and KO them": chosen, then KO'd
FIXTURES = pytest.mark.parametrize("ed", [CGT, MT])      # the editions with the made-up TEST-R-* cards
KAKUJA = "DB3-098"     # Kakuja: [Permanent][Bond 3] This card gains [Barrier]


@pytest.mark.rules("dbscg:8-5-3-3", "dbs-masters:5-2-5")
@FIXTURES
def test_every_card_is_chosen_before_the_ko_happens_to_them_at_once(ed):
    g = position(ed, {"hand": ["TEST-R-KO2"]}, {"battle": ["BT1-104", "BT1-103", KAKUJA]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "TEST-R-KO2")
    settle(g, "target")
    assert chosen(g) == {"BT1-104", "BT1-103"}             # Kakuja: [Barrier] with 3 Battle Cards
    pick(g, "ko", "BT1-104")
    assert codes(g, "battle1") == ["BT1-104", "BT1-103", KAKUJA] and not g.zones["drop1"]   # not KO'd yet
    assert chosen(g) == {"BT1-103"}                        # so Kakuja keeps [Barrier]: not choosable
    pick(g, "ko", "BT1-103")
    settle(g)
    assert codes(g, "battle1") == [KAKUJA] and sorted(codes(g, "drop1")) == ["BT1-103", "BT1-104"]


@pytest.mark.rules("dbscg:8-5-3-3", "dbs-masters:5-2-5")
@BOTH
def test_shenron_chooses_both_dragon_balls_then_adds_them_to_the_hand(ed):
    g = position(ed, {"leader": SHENRON, "life": ["7 BT1-060", "BT5-117"], "deck": ["P-084", "9 BT7-061"]}, {},
                 auto_forced=False)
    lid = g.zones["leader0"][0]
    g.apply(("skill", lid, 1))                  # "Choose up to 2 [Dragon Ball] cards from your deck or life ..."
    pick(g, "tutor", "BT5-117")
    assert len(g.zones["life0"]) == 8 and not g.zones["hand0"]             # chosen, not added yet
    assert chosen(g) == {"P-084"}
    pick(g, "tutor", "P-084")
    until_kind(g, "main")
    assert sorted(codes(g, "hand0")) == ["BT5-117", "P-084"] and len(g.zones["life0"]) == 7
    assert len(g.zones["deck0"]) == 9


# ------------------------------------------------------------ "If you do" follows any action
def activate(g, code: str) -> None:
    pick(g, "extra", code)
    settle(g, "target")


@pytest.mark.rules("dbs-masters:20-16-1")
@FIXTURES
def test_if_you_do_after_a_ko(ed):
    g = position(ed, {"hand": ["TEST-R-KODRAW"], "deck": ["3 BT7-061"]}, {"battle": ["BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    activate(g, "TEST-R-KODRAW")
    pick(g, "ko", "BT1-104")
    settle(g)
    assert codes(g, "drop1") == ["BT1-104"] and codes(g, "hand0") == ["BT7-061"]       # KO'd: drawn
    g = position(ed, {"hand": ["TEST-R-KODRAW"], "deck": ["3 BT7-061"]}, {"battle": ["BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    activate(g, "TEST-R-KODRAW")
    g.apply(("none",))                                    # "up to 1": none chosen, no KO
    settle(g)
    assert codes(g, "battle1") == ["BT1-104"] and not g.zones["hand0"]
    # chosen but not KO'd: [Indestructible] against the opponent's skills (dbscg 10-12-1)
    g = position(ed, {"hand": ["TEST-R-KODRAW"], "deck": ["3 BT7-061"]}, {"battle": ["DB1-058"]}, auto_forced=False,
                 leader=FRIEZA)
    activate(g, "TEST-R-KODRAW")
    pick(g, "ko", "DB1-058")
    settle(g)
    assert codes(g, "battle1") == ["DB1-058"] and not g.zones["hand0"] and codes(g, "drop0") == ["TEST-R-KODRAW"]


@pytest.mark.rules("dbs-masters:20-16-1")
@FIXTURES
def test_if_you_do_after_a_discard(ed):
    g = position(ed, {"hand": ["TEST-R-DISCDRAW"], "deck": ["3 BT7-061"]}, {"hand": ["BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "TEST-R-DISCDRAW")
    settle(g)
    assert codes(g, "drop1") == ["BT1-104"] and codes(g, "hand0") == ["BT7-061"]
    g = position(ed, {"hand": ["TEST-R-DISCDRAW"], "deck": ["3 BT7-061"]}, {}, auto_forced=False, leader=FRIEZA)
    pick(g, "extra", "TEST-R-DISCDRAW")
    settle(g)
    assert not g.zones["drop1"] and not g.zones["hand0"]                     # an empty hand: nothing done


@pytest.mark.rules("dbs-masters:20-16-1", "dbscg:1-3-2-1")
@FIXTURES
def test_if_you_do_after_a_switch_to_rest_mode(ed):
    g = position(ed, {"hand": ["TEST-R-RESTDRAW"], "deck": ["3 BT7-061"]}, {"battle": ["BT1-104"]},
                 auto_forced=False, leader=FRIEZA)
    activate(g, "TEST-R-RESTDRAW")
    pick(g, "rest", "BT1-104")
    settle(g)
    assert g.objs[g.zones["battle1"][0]].tapped and codes(g, "hand0") == ["BT7-061"]
    # only a card in Rest Mode: it is not switched again (1-3-2-1), nothing is done
    g = position(ed, {"hand": ["TEST-R-RESTDRAW"], "deck": ["3 BT7-061"]},
                 {"battle": [{"card": "BT1-104", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    pick(g, "extra", "TEST-R-RESTDRAW")
    settle(g)
    assert g.objs[g.zones["battle1"][0]].tapped and not g.zones["hand0"]


# ----------------------------------------------------------------- tokens: played, Battle Cards
@pytest.mark.rules("dbscg:10-18-1", "dbscg:10-18-3", "dbscg:10-18-5", "dbscg:10-18-6", "dbs-masters:19-1-1",
                   "dbs-masters:19-1-3", "dbs-masters:19-1-5", "dbs-masters:19-1-6")
@FIXTURES
def test_a_token_is_played_in_the_battle_area_and_is_a_battle_card(ed):
    g = position(ed, {"hand": ["TEST-R-TOKEN", "TEST-R-PUMPBC"], "battle": ["TEST-R-WATCH"], "deck": ["3 BT7-061"]},
                 {}, auto_forced=False, leader=FRIEZA)
    pick(g, "extra", "TEST-R-TOKEN")
    settle(g)
    tok = first_of(g, "battle0", "BT2-102-T")
    assert codes(g, "battle0") == ["TEST-R-WATCH", "BT2-102-T"] and not g.objs[tok].tapped
    assert codes(g, "hand0") == ["TEST-R-PUMPBC", "BT7-061"]      # "When you play a Battle Card": 1 drawn
    pick(g, "extra", "TEST-R-PUMPBC")
    settle(g, "target")
    assert chosen(g) == {"TEST-R-WATCH", "BT2-102-T"}             # "your Battle Cards": the token too
    pick(g, "power", "BT2-102-T")
    settle(g)
    assert reading.power(g, tok) == 15000
