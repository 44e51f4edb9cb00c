"""Rules tests of what the Masters comprehensive rules (dbs-masters) do differently or alone:
continuous-effect layers (9-9), rule processing kinds (21-1), losses (0-1-3, 21-2), the turn
limit for unending games (23-1), the setup order (6-2-1), [Servant] and [Overlord] (22-40/41)."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, M, codes, first_of, opts, pick, position, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions
from tcg.games.dbs.layers import MODIFY, SET, clamp
from tcg.games.dbs.reading import power


# ------------------------------------------------------------------------------- layers
@pytest.mark.rules("dbs-masters:9-9-1-1", "dbs-masters:9-9-1-3", "dbs-masters:0-2-7")
def test_masters_a_set_power_beats_modifications():
    g = position(M, {"battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    assert power(g, x) == 15000                                        # printed (9-9-1-1)
    g.effects.append(Effect(g.tick(), SET, "set_power", 1, x, (x,), "battle", 1))
    g.effects.append(Effect(g.tick(), MODIFY, "power", 40000, x, (x,), "turn", 0))
    assert power(g, x) == 1                                            # 23-4-2: set value wins
    g.effects = [e for e in g.effects if e.until != "battle"]
    assert power(g, x) == 55000


@pytest.mark.rules("dbs-masters:2-7-2", "dbs-masters:0-2-11")
def test_masters_power_may_go_below_zero_other_numbers_do_not():
    g = position(M, {"battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), MODIFY, "power", -20000, x, (x,), "turn", 1))
    assert power(g, x) == -5000
    assert clamp(-3) == 0 and clamp(2) == 2


@pytest.mark.rules("dbs-masters:21-6-1", "dbs-masters:21-1-2-2-1", "dbs-masters:5-12-2")
def test_masters_power_zero_waits_for_the_checkpoint_and_is_no_ko():
    g = position(M, {}, {"leader": FRIEZA, "battle": ["BT1-102"]}, leader=FRIEZA)
    x = g.zones["battle1"][0]
    g.effects.append(Effect(g.tick(), MODIFY, "power", -15000, x, (x,), "turn", 0))
    assert codes(g, "battle1") == ["BT1-102"]                          # not at once: a check processing
    g.effects.append(Effect(g.tick(), MODIFY, "power", 10000, x, (x,), "turn", 0))
    g.push("check")
    g.decision = None
    g.push("main_free")
    g.run()
    assert codes(g, "battle1") == ["BT1-102"]                          # the condition no longer holds
    g.effects.append(Effect(g.tick(), MODIFY, "power", -10000, x, (x,), "turn", 0))
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.run()
    assert codes(g, "drop1") == ["BT1-102"] and not g.zones["battle1"]


# ------------------------------------------------------------------------------- losses
@pytest.mark.rules("dbs-masters:21-2-1", "dbs-masters:21-2-2-2", "dbs-masters:0-1-3-2")
def test_masters_deck_out_loses_at_once_mid_effect():
    g = position(M, {"deck": ["BT1-102"], "hand": ["BT1-108"], "energy": ["BT1-102"]}, leader=FRIEZA)
    actions.draw(g, 0, 2)                                              # the first card empties the deck
    assert g.result.winner == 1 and g.result.reason.startswith("21-2-2-2")
    assert len(g.zones["hand0"]) == 2


@pytest.mark.rules("dbs-masters:0-1-3-3", "dbs-masters:21-2-2", "dbs-masters:21-2-2-1")
def test_masters_both_losing_at_once_is_a_draw():
    g = position(M, {"life": ["BT1-102"]}, {"leader": FRIEZA, "deck": ["BT1-102"]}, leader=FRIEZA)
    g.move(g.zones["life0"][0], "hand0")
    g.move(g.zones["deck1"][0], "hand1")
    actions.lose_check(g)
    assert g.result.winner is None and g.result.reason.startswith("0-1-3-3")


@pytest.mark.rules("dbs-masters:0-1-3-4", "dbs-masters:0-2-2-1")
def test_masters_concession():
    g = position(M, {}, leader=FRIEZA)
    g.concede(1)
    assert g.result.winner == 0 and g.result.reason.startswith("0-1-3-4")


def test_masters_a_game_that_cannot_end_is_a_draw():
    # the turn limit is the engine's option (RULINGS D3, D7), not a numbered rule: no rule id
    g = position(M, {"leader": FRIEZA}, {"leader": FRIEZA}, turn=200, phase="end")
    assert g.result.winner is None and g.result.reason.startswith("23-1")


# -------------------------------------------------------------------------------- setup
@pytest.mark.rules("dbs-masters:6-2-1-2", "dbs-masters:6-2-1-5", "dbs-masters:6-2-1-9", "dbs-masters:6-2-1-12",
                   "dbs-masters:7-2-9", "dbs-masters:7-2-9-1", "dbs-masters:7-3-4-4-1")
def test_masters_setup_order_and_first_turns():
    R = EDITIONS[M]
    decks = [R.load_deck("servant-yellow-masters"), R.load_deck("goku-overlord-masters")]
    g = R.new_game(decks, seed=5)
    assert g.decision.kind == "first"                                  # chosen before shuffling and drawing
    for p in (0, 1):
        assert len(g.zones[f"leader{p}"]) == 1 and not g.zones[f"hand{p}"]
    chooser = g.decision.player
    g.apply(("first",))
    for p in (0, 1):
        assert len(g.zones[f"hand{p}"]) == 6 and not g.zones[f"life{p}"]   # life comes after the redraws
    assert g.vars["first"] == chooser
    g.apply(("keep",))
    assert g.decision.kind == "redraw" and g.decision.player == 1 - chooser
    g.apply(("redraw",))
    assert len(g.zones[f"hand{1 - chooser}"]) == 6
    assert g.vars["turn"] == 1 and g.vars["tp"] == chooser               # the first player starts
    assert len(g.zones[f"hand{chooser}"]) == 6                          # no draw on turn 1
    assert g.pvars[1 - chooser]["markers"] == 1 and g.pvars[chooser]["markers"] == 0
    g.auto_forced = False
    settle(g, "main")
    assert g.vars["turn"] == 1 and not opts(g, "attack")
    g.apply(("end",))
    settle(g, "main")
    assert g.vars["tp"] == 1 - chooser and len(g.zones[f"hand{1 - chooser}"]) in (6, 7)   # drew, maybe charged
    assert opts(g, "attack")


# ------------------------------------------------------------------------------ Servant
@pytest.mark.rules("dbs-masters:22-40-2", "dbs-masters:7-2-7")
def test_masters_servant_has_more_power_and_stays_rested_in_its_charge_phase():
    g = position(M, {"leader": FRIEZA, "battle": [{"card": "BT11-100", "dull": True},
                                                    {"card": "BT1-102", "dull": True}]},
                 {"leader": FRIEZA}, phase="charge")
    y = first_of(g, "battle0", "BT11-100")
    assert power(g, y) == 20000                                         # 10000 + 10000
    assert g.objs[y].tapped and not g.objs[first_of(g, "battle0", "BT1-102")].tapped


@pytest.mark.rules("dbs-masters:22-41-2", "dbs-masters:22-41-3", "dbs-masters:22-11-2", "dbs-masters:22-11-3")
def test_masters_overlord_puts_a_servant_at_the_bottom_and_draws_once_a_turn():
    g = position(M, {"battle": ["BT11-021", "BT11-100", "BT11-100", "BT1-102"], "deck": ["3 BT7-061"]},
                    auto_forced=False, leader=FRIEZA)
    ol = opts(g, "overlord")
    assert len(ol) == 2 and all(g.objs[o[3]].card.code == "BT11-100" for o in ol)   # only [Servant] cards
    pick(g, "overlord", "BT11-021")
    settle(g)
    assert codes(g, "battle0").count("BT11-100") == 1
    assert codes(g, "deck0")[0] == "BT11-100" and codes(g, "hand0") == ["BT7-061"]    # bottom; drew the top
    assert not opts(g, "overlord")                                     # [Once per turn]


@pytest.mark.rules("dbs-masters:22-39-3", "dbs-masters:22-39-2")
def test_masters_unique_overlord_card_cannot_be_played_twice():
    g = position(M, {"battle": ["BT11-021"], "hand": ["BT11-021", "BT1-103"], "energy": ["BT1-013"]}, leader=FRIEZA)
    assert [g.objs[o[1]].card.code for o in opts(g, "play")] == []       # BT1-103 is yellow: (Y) unpaid
    g = position(M, {"hand": ["BT11-021"], "energy": ["BT1-013"]}, leader=FRIEZA)
    assert [g.objs[o[1]].card.code for o in opts(g, "play")] == ["BT11-021"]
