"""Rules tests of dbscg chapter 9 (rule processing: interrupt and check kinds, defeat judgment,
invalid combo, placing on top, Battle card and Unison power at 0 or less), exact outcomes."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, codes, opts, pick, position, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions, reading, rules_processing

R = EDITIONS["dbscg"]


def _weaken(g, oid: int, n: int, until: str = "turn") -> None:
    g.effects.append(Effect(g.tick(), 1, "power", -n, oid, (oid,), until, 1 - g.objs[oid].controller))


@pytest.mark.rules("dbscg:9-1-2-3", "dbscg:9-5-1", "dbscg:9-5-2", "dbscg:9-3-1")
def test_dbs_check_processing_all_at_once_at_the_check_timing():
    g = position("dbscg", {"battle": ["BT7-061", "BT1-060", "BT2-077"], "combo": []}, {"battle": ["BT1-072"]})
    a, b, c = g.zones["battle0"]
    (k,) = g.zones["battle1"]
    _weaken(g, a, 10000)
    _weaken(g, b, 20000)
    _weaken(g, k, 4000)                                      # 1000 left: stays
    g.move(c, "combo0")                                      # a combo card outside a battle
    assert len(g.zones["battle0"]) == 2 and reading.power(g, a) == 0 and reading.power(g, b) == -5000
    assert rules_processing.rule_processing(g) is True       # one pass does all of them
    assert not g.zones["battle0"] and not g.zones["combo0"]
    assert sorted(codes(g, "drop0")) == ["BT1-060", "BT2-077", "BT7-061"] and codes(g, "battle1") == ["BT1-072"]
    assert rules_processing.rule_processing(g) is False


@pytest.mark.rules("dbscg:9-2-1", "dbscg:9-2-2")
def test_dbs_defeat_judgment_interrupts_the_damage():
    # 2 damage ([Double Strike]) with 1 life card: the player loses after the first, at once
    g = position("dbscg", {}, {"leader": FRIEZA, "life": ["BT7-061"]}, auto_forced=False)
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    assert g.over and g.result.winner == 0 and codes(g, "hand1") == ["BT7-061"]
    assert g.result.reason == "1-2-1-1-1: player 1 has no life cards"


@pytest.mark.rules("dbscg:9-3-2")
def test_dbs_combo_cards_stay_during_the_battle_and_go_to_their_owner_s_drop_outside():
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-103"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-103")
    settle(g, "offense")                                     # a check timing came and went
    assert codes(g, "combo0") == ["BT1-103"]
    g = position("dbscg", {}, {"hand": ["BT1-060"]})
    g.move(g.zones["hand1"][0], "combo0")                    # player 1's card in player 0's Combo Area
    rules_processing.rule_processing(g)
    assert codes(g, "drop1") == ["BT1-060"] and not g.zones["drop0"]


@pytest.mark.rules("dbscg:9-4-1", "dbscg:9-4-2", "dbscg:10-5-4")
def test_dbs_the_card_put_on_top_takes_power_changes_and_orientation():
    g = position("dbscg", {"hand": ["BT1-013"], "battle": [{"card": "DB1-009", "dull": True}], "energy": ["3 BT1-019"]},
                 {}, auto_forced=False)
    base = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, base, (base,), "turn", 0))
    pick(g, "evolve", "BT1-013", "DB1-009")
    settle(g, "auto")                                        # Raging Cabba's 'when evolved' pending
    (top,) = g.zones["battle0"]
    assert g.objs[top].card.code == "BT1-013" and g.objs[top].tapped
    assert reading.power(g, top) == 25000 and codes(g, "under0") == ["DB1-009"]
    g.apply(opts(g, "auto")[0])
    assert not g.objs[top].tapped                            # its skill switches it Active


@pytest.mark.rules("dbscg:9-5-2", "dbscg:9-1-2-2")
def test_dbs_power_zero_battle_card_goes_to_the_drop_at_the_next_check():
    g = position("dbscg", {"battle": ["BT7-061"], "hand": ["BT1-072"], "energy": ["BT1-060"]}, {})
    k = g.zones["battle0"][0]
    _weaken(g, k, 10000)
    assert codes(g, "battle0") == ["BT7-061"]                # not during the action
    pick(g, "play", "BT1-072")                               # an action: a check timing follows
    assert codes(g, "battle0") == ["BT1-072"] and codes(g, "drop0") == ["BT7-061"]


@pytest.mark.rules("dbscg:9-7-1", "dbscg:9-7-2", "dbscg:9-6-1-1")
def test_dbs_unison_at_zero_power_loses_one_marker():
    g = position("dbscg", {"unison": ["BT10-033"], "hand": ["BT1-072"], "energy": ["BT1-060"]}, {})
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    _weaken(g, u, 20000)
    assert reading.power(g, u) == 0
    pick(g, "play", "BT1-072")
    # one marker removed; markers remain, so the power changes are reset (9-6-1-1): no second removal
    assert g.objs[u].counters == {"markers": 2} and reading.power(g, u) == 20000 and codes(g, "unison0") == ["BT10-033"]
    g.w(u).counters = {"markers": 1}
    _weaken(g, u, 25000)
    rules_processing.rule_processing(g)
    assert not g.zones["unison0"] and codes(g, "drop0") == ["BT10-033"]


@pytest.mark.rules("dbscg:9-2-3", "dbscg:9-2-4", "dbscg:1-2-3")
def test_dbs_defeat_conditions_checked_for_both_players():
    g = position("dbscg", {}, {})
    for oid in list(g.zones["life0"]):
        g.move(oid, "hand0")
    for oid in list(g.zones["deck1"]):
        g.move(oid, "hand1")
    actions.lose_check(g)
    assert g.result.winner is None and "player 0 has no life cards" in g.result.reason
    assert "player 1 has no cards in the deck" in g.result.reason


@pytest.mark.rules("dbscg:1-2-2", "dbscg:1-2-2-2", "dbscg:9-2-1", "dbscg:9-2-4", "dbs-masters:21-2-1",
                   "dbs-masters:21-2-2", "dbs-masters:21-2-2-2")
@pytest.mark.parametrize("ed", ["dbscg", "dbs-masters"])
def test_dbs_a_deck_emptied_without_a_draw_loses_at_the_next_rule_processing(ed):
    # BT2-086's [Union-Absorb] takes the last card of the deck (BT2-085 <Cell>) as its effect: no
    # draw, mill or damage, yet the deck is at 0, so player 0 loses at the counter timing after it.
    g = position(ed, {"battle": [{"card": "BT2-086", "dull": True}], "hand": ["BT13-108"], "deck": ["BT2-085"]},
                 {}, auto_forced=False, leader=FRIEZA)
    pick(g, "absorb", "BT2-086")
    pick(g, "under", "BT13-108")
    pick(g, "absorb_top", "BT2-085")
    assert codes(g, "battle0") == ["BT2-085"] and not g.zones["deck0"]
    assert g.over and g.decision is None and g.result.winner == 1
    rule = "1-2-1-1-2" if ed == "dbscg" else "21-2-2-2"
    assert g.result.reason == f"{rule}: player 0 has no cards in the deck"


@pytest.mark.rules("dbscg:10-1-2")
def test_dbs_power_zero_drop_is_not_a_ko_no_revive():
    # EX10-04 [Revive] answers a KO; its Drop by the power-0 rule processing is no KO: no [Revive]
    g = position("dbscg", {"hand": ["BT1-072"], "energy": ["BT1-060"]},
                 {"battle": ["EX10-04"], "hand": ["BT1-038", "BT1-060"]}, auto_forced=False)
    k = g.zones["battle1"][0]
    _weaken(g, k, 100000)
    pick(g, "play", "BT1-072")
    asked = []
    while g.decision.kind != "main":
        asked.append(g.decision.kind)
        g.apply(g.decision.options[0])
    assert "revive" not in asked
    assert codes(g, "drop1") == ["EX10-04"] and not g.zones["battle1"]
    assert sorted(codes(g, "hand1")) == ["BT1-038", "BT1-060"]
    assert codes(g, "battle0") == ["BT1-072"] and g.decision.kind == "main" and g.decision.player == 0
