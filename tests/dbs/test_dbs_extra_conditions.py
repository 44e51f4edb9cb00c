"""An Extra's Leader condition (RULINGS D140), in both editions. Before the colon ("[Activate Main] Your
Leader Card is a <<Shenron>> card : ...", BT5-119 World Peace and the other <<Desire>> cards) it is a
condition of the declaration: the Extra is not offered unless it holds (dbscg 8-1-3, 8-4-1, 8-4-2-2;
masters 1-5-4, 1-6-1, 5-8-3, 9-2-3, 12-2-2-1). After a comma ("[Activate Main] If your Leader Card is
a <<Shenron>> card, draw 1 card.", the first-series Dragon Balls) it is a condition of the effect: the
Extra is activated with any Leader, goes to the Drop, and draws only with a <<Shenron>> Leader
(dbscg 8-3-3, 8-5-2-5-1; masters 9-1-3, 12-2-2-2, 12-2-2-6). [Counter] Extras read theirs the same
way (made-up cards TEST-M5-CNTLEAD / TEST-M5-CNTIF: no real [Counter] prints one)."""

from __future__ import annotations

import re

import pytest
from dbs_kit import BOTH, CG, CGT, EDITIONS, FRIEZA, GOKU, MT, M, codes, opts, pick, position, settle

SHENRON, PORUNGA = ["SD7-01"], ["TB3-064"]          # the [Wish] Leaders, <<Shenron>> cards
DESIRE = ["BT5-119", "BT5-118", "BT5-024", "BT5-103"]  # "Your Leader Card is a <<Shenron>> card :"
DRAGON_BALLS = ["BT5-117", "TB3-067"]               # "If your Leader Card is a <<Shenron>> card, draw 1 card."
ENERGY = ["2 BT1-060", "BT1-102", "DB1-009"]        # 4 energy, one yellow and one red: pays each of DESIRE


def extras(g) -> list[str]:
    return [g.objs[o[1]].card.code for o in opts(g, "extra")]


@pytest.mark.rules("dbscg:8-4-1", "dbs-masters:1-6-1", "dbs-masters:5-8-3", "dbs-masters:9-2-3")
@BOTH
@pytest.mark.parametrize("leader", [GOKU, FRIEZA], ids=["goku", "frieza"])
def test_a_leader_condition_before_the_colon_stops_the_declaration(ed, leader):
    g = position(ed, {"leader": leader, "hand": DESIRE, "drop": ["BT5-106"], "energy": ENERGY}, {},
                 auto_forced=False)
    assert extras(g) == []                           # World Peace and the other <<Desire>> cards
    assert codes(g, "hand0") == DESIRE


@pytest.mark.rules("dbscg:8-4-1", "dbscg:8-5-2-5-1", "dbs-masters:1-6-1", "dbs-masters:12-2-2-6")
@BOTH
@pytest.mark.parametrize("leader", [SHENRON, PORUNGA], ids=["sd7-01", "tb3-064"])
def test_with_a_shenron_leader_world_peace_is_offered_and_plays_a_battle_card(ed, leader):
    g = position(ed, {"leader": leader, "hand": DESIRE, "drop": ["BT5-106"], "energy": ENERGY}, {},
                 auto_forced=False)
    assert sorted(extras(g)) == sorted(DESIRE)
    pick(g, "extra", "BT5-119")                      # cost 4: every energy rests
    pick(g, "play_card", "BT5-106")
    settle(g)
    assert codes(g, "battle0") == ["BT5-106"] and codes(g, "drop0") == ["BT5-119"]
    assert all(g.objs[e].tapped for e in g.zones["energy0"])


@pytest.mark.rules("dbscg:8-3-3", "dbscg:8-5-2-5-1", "dbs-masters:9-1-3", "dbs-masters:12-2-2-2",
                   "dbs-masters:12-2-2-6")
@BOTH
@pytest.mark.parametrize("ball", DRAGON_BALLS)
@pytest.mark.parametrize(("leader", "drawn"), [(GOKU, []), (FRIEZA, []), (SHENRON, ["BT7-061"]), (PORUNGA, ["BT7-061"])],
                         ids=["goku", "frieza", "sd7-01", "tb3-064"])
def test_a_dragon_ball_is_activated_with_any_leader_and_draws_only_with_a_shenron_leader(ed, ball, leader, drawn):
    g = position(ed, {"leader": leader, "hand": [ball], "deck": ["3 BT7-061"]}, {}, auto_forced=False)
    assert extras(g) == [ball]                       # the comma: activated whatever the Leader
    pick(g, "extra", ball)
    settle(g)
    assert codes(g, "drop0") == [ball] and codes(g, "hand0") == drawn and len(g.zones["deck0"]) == 3 - len(drawn)


def defend(ed: str, leader: list, counter: str):
    """Player 0 (Frieza) attacks player 1's Leader; player 1 holds `counter` and one green energy."""
    g = position(ed, {"leader": FRIEZA, "battle": ["BT1-102"]},
                 {"leader": leader, "hand": [counter], "energy": ["BT1-060"], "deck": ["3 BT7-061"]})
    pick(g, "attack", "BT1-102", leader[0])
    return g


@pytest.mark.rules("dbscg:8-4-1", "dbscg:10-10-1", "dbs-masters:5-8-3")
@pytest.mark.parametrize("ed", [CGT, MT])
def test_a_counter_with_a_leader_condition_before_the_colon(ed):
    g = defend(ed, FRIEZA, "TEST-M5-CNTLEAD")         # "Your Leader Card is green :", a yellow Leader
    assert g.decision.kind == "main" and len(g.zones["life1"]) == 7     # no counter timing: the damage
    assert "TEST-M5-CNTLEAD" in codes(g, "hand1") and not g.zones["drop1"]
    g = defend(ed, GOKU, "TEST-M5-CNTLEAD")           # a green Leader: offered, and it negates
    pick(g, "counter", "TEST-M5-CNTLEAD")
    assert g.vars["battle"] == 0 and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbscg:8-3-3", "dbs-masters:9-1-3")
@pytest.mark.parametrize("ed", [CGT, MT])
@pytest.mark.parametrize(("leader", "drawn"), [(FRIEZA, []), (GOKU, ["BT7-061"])], ids=["frieza", "goku"])
def test_a_counter_with_a_leader_condition_after_a_comma(ed, leader, drawn):
    g = defend(ed, leader, "TEST-M5-CNTIF")           # "Negate the attack. If your Leader Card is green, draw 1"
    pick(g, "counter", "TEST-M5-CNTIF")
    assert g.vars["battle"] == 0 and len(g.zones["life1"]) == 8     # negated with any Leader
    assert codes(g, "hand1") == drawn and codes(g, "drop1") == ["TEST-M5-CNTIF"]


COLON = re.compile(r"Your Leader Card is [^,:.]*:", re.IGNORECASE)      # "(If) your Leader Card is ... :"
COMMA = re.compile(r"If your Leader Card is [^,:.]*,")                  # "If your Leader Card is ..., <effect>"


@pytest.mark.parametrize("ed", [CG, M])
def test_every_extra_leader_condition_is_written_as_printed(ed):
    """A skill's `leader_trait`/`leader_color` is the colon form, an effect's `if_leader_*` the comma
    form, on every Extra of the pool (the [Activate] text of the card, RULINGS D140)."""
    seen = {"skill": set(), "effect": set()}
    for c in EDITIONS[ed].cards.values():
        if c.type != "Extra":
            continue
        for s in c.skill:
            if s.leader_trait or s.leader_color:
                assert COLON.search(c.text) and not COMMA.search(c.text), c.code
                seen["skill"].add(c.code)
            if any(d.if_leader_trait or d.if_leader_color for d in s.do):
                assert COMMA.search(c.text) and not COLON.search(c.text), c.code
                seen["effect"].add(c.code)
        if COLON.search(c.text) or COMMA.search(c.text):
            assert c.code in seen["skill"] | seen["effect"], c.code      # no Leader condition left unread
    assert seen == {"skill": set(DESIRE), "effect": set(DRAGON_BALLS)}
