"""Rules tests of dbs-masters chapter 5 (basic actions: drawing, choosing, paying energy, Z-Energy,
combo and skill costs, playing cards, combos, damage, shuffling, KO, markers), each from a
position with an exact outcome; procedures are asserted through the steps the engine runs."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, M, codes, names, opts, pay, pick, position, record, settle

from tcg.games.dbs import actions, energy
from tcg.games.dbs.reading import power
from tcg.games.dbs.unison import remove_markers


# ------------------------------------------------------------------------------ 5-1 draw
@pytest.mark.rules("dbs-masters:5-1-1", "dbs-masters:5-1-2", "dbs-masters:5-1-3")
def test_draw_top_card_unrevealed_x_times():
    g = position(M, {"deck": ["BT1-060", "BT1-062", "BT7-061"], "hand": ["BT3-095"], "energy": ["BT1-102"]},
                 leader=FRIEZA)
    top = g.zones["deck0"][-1]
    pick(g, "play", "BT3-095")                                 # [Auto] when played: draw 1 card
    assert codes(g, "hand0") == ["BT7-061"] and top not in g.zones["deck0"]
    assert g.view(1)["zones"]["hand0"] == 1                    # not revealed: a count for the opponent
    deck = list(g.zones["deck0"])
    actions.draw(g, 0, 0)                                      # X = 0: nothing happens
    assert g.zones["deck0"] == deck and codes(g, "hand0") == ["BT7-061"]
    actions.draw(g, 0, 2)                                      # X = 2: one card, then one more
    assert codes(g, "hand0") == ["BT7-061", "BT1-062", "BT1-060"] and not g.zones["deck0"]


# --------------------------------------------------------------------------- 5-2 choose
@pytest.mark.rules("dbs-masters:5-2-1", "dbs-masters:5-2-2")
def test_choose_on_resolution(monkeypatch):
    # Family Kamehameha: "Choose up to 1 of your opponent's Battle Cards with an energy cost of 2
    # or less and KO it": chosen when the effect resolves, after the counter timing
    g = position(M, {"hand": ["BT1-082"], "energy": ["BT1-060"]},
                    {"battle": ["BT1-104", {"card": "BT1-103", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "extra", "BT1-082")
    assert g.decision.kind == "target"
    assert names(seen, ("counter_window", "choose")) == ["counter_window", "choose"]
    assert [g.objs[o[1]].card.code for o in g.decision.options if len(o) > 1] == ["BT1-103"]
    pick(g, "ko", "BT1-103")
    settle(g)
    assert codes(g, "battle1") == ["BT1-104"] and codes(g, "drop1") == ["BT1-103"]


@pytest.mark.rules("dbs-masters:5-2-3", "dbs-masters:5-2-5", "dbscg:8-5-3-1", "dbscg:8-5-3-3")
def test_choose_n_takes_as_many_legal_targets_as_possible():
    # "Choose 2 ... with an energy cost of 2 or less and KO them" (`upto = false`, the vocabulary
    # of Do): no "none" option while a legal target is left; the cost-3 card is never offered
    g = position(M, {}, {"battle": ["BT1-104", "BT1-103", "BT7-061"]}, auto_forced=False, leader=FRIEZA)
    g.decision = None
    g.push("main_free")
    g.push("choose", 0, g.zones["leader0"][0], "ko", 2, 2, False, "turn", 0, ())
    g.run()
    assert g.decision.kind == "target" and ("none",) not in g.decision.options
    assert sorted(g.objs[o[1]].card.code for o in g.decision.options) == ["BT1-103", "BT7-061"]
    pick(g, "ko", "BT1-103")
    assert g.decision.kind == "target" and [g.objs[o[1]].card.code for o in g.decision.options] == ["BT7-061"]
    pick(g, "ko", "BT7-061")
    settle(g)
    assert codes(g, "battle1") == ["BT1-104"] and sorted(codes(g, "drop1")) == ["BT1-103", "BT7-061"]


@pytest.mark.rules("dbs-masters:5-2-6", "dbscg:8-5-3-4")
def test_no_legal_target_ignores_the_effect():
    g = position(M, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "BT1-082")
    settle(g)
    assert g.decision.kind == "main" and codes(g, "battle1") == ["BT1-104"] and codes(g, "drop0") == ["BT1-082"]


@pytest.mark.rules("dbs-masters:5-2-4", "dbs-masters:0-2-10-1")
def test_up_to_allows_choosing_none():
    g = position(M, {"battle": [{"card": "BT1-102", "dull": True}]}, phase="end", auto_forced=False, leader=FRIEZA)
    settle(g, "target")                                        # Frieza: choose up to 1 of your Battle Cards
    assert ("none",) in g.decision.options
    g.apply(("none",))
    assert g.objs[g.zones["battle0"][0]].tapped


@pytest.mark.rules("dbs-masters:5-2-7", "dbscg:8-5-3-5")
def test_a_hidden_zone_choice_may_be_declined():
    # Paragus ([Overlord]) looks at the top cards of the deck: a matching card may be left there
    g = position(M, {"battle": ["BT11-021", "BT11-100"], "deck": ["BT1-102", "BT1-002", "BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "overlord", "BT11-021")
    settle(g)
    assert g.decision.kind == "main"


# ----------------------------------------------------------------------- 5-3 energy cost
@pytest.mark.rules("dbs-masters:5-3-1", "dbs-masters:5-3-1-1")
def test_colour_cost_above_total_rests_the_colour_cost():
    g = position(M, {"energy": ["BT1-102", "BT1-103", "BT1-060"]}, leader=FRIEZA)
    assert not energy.can_pay(g, 0, 1, {"green": 2})          # one green energy only
    assert energy.can_pay(g, 0, 1, {"yellow": 2})
    g.decision = None
    g.push("main_free")
    energy.start_payment(g, 0, 1, {"yellow": 2})
    g.run()
    pay(g, "BT1-102")                                          # then the other yellow is forced
    assert [g.objs[o].tapped for o in g.zones["energy0"]] == [True, True, False]   # 2 yellow, not 1


@pytest.mark.rules("dbs-masters:5-3-2")
def test_zero_cost_needs_no_payment():
    # a <<Shenron>> Leader (SD7-01): the Dragon Ball draws only "If your Leader Card is a <<Shenron>>
    # card" (RULINGS D140); this test once drew with Frieza, which read no Leader condition at all
    g = position(M, {"hand": ["BT5-117"], "deck": ["3 BT7-061"]}, auto_forced=False, leader=["SD7-01"])
    pick(g, "extra", "BT5-117")                                # Dragon Ball, cost 0, no energy at all
    settle(g)
    assert codes(g, "drop0") == ["BT5-117"] and codes(g, "hand0") == ["BT7-061"]


@pytest.mark.rules("dbs-masters:5-3-3", "dbs-masters:5-5-2-1")
def test_cannot_declare_without_enough_active_energy():
    g = position(M, {"hand": ["BT1-104"], "energy": ["2 BT1-102", {"card": "BT1-103", "dull": True}]}, leader=FRIEZA)
    assert not opts(g, "play")                                 # 3 needed, 2 Active
    g = position(M, {"hand": ["BT1-104"], "energy": ["2 BT1-102"], "vars": "{ markers = 1 }"}, leader=FRIEZA)
    assert opts(g, "play")                                     # an energy marker counts (1-14)


# -------------------------------------------------------------------- 5-4 Z-Energy cost
@pytest.mark.rules("dbs-masters:5-4-1-1")
def test_z_energy_colour_is_ignored():
    from dbs_kit import position
    g = position(MT, {"leader": FRIEZA, "zdeck": ["TEST-ZB"], "zenergy": ["BT1-060", "BT1-002"],
                      "energy": ["2 BT1-102"]}, {"leader": FRIEZA})
    pick(g, "z_play", "TEST-ZB")                               # a yellow card paid with green Z-Energy
    settle(g)
    assert codes(g, "battle0") == ["TEST-ZB"] and codes(g, "drop0") == ["BT1-060"]
    assert codes(g, "zenergy0") == ["BT1-002"]


# -------------------------------------------------------------------------- 5-5 playing
@pytest.mark.rules("dbs-masters:5-5-2", "dbs-masters:5-5-2-2", "dbs-masters:5-5-2-3", "dbs-masters:7-3-4-1")
def test_play_procedure_pay_counter_timing_then_played(monkeypatch):
    g = position(M, {"hand": ["BT1-102"], "energy": ["BT1-103", "BT1-104"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-102"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter" and not g.zones["battle0"] and g.vars["declared"]
    g.apply(("pass",))
    assert names(seen, ("pay_energy", "counter_window", "finish_play"))[-2:] == ["counter_window", "finish_play"]
    assert codes(g, "battle0") == ["BT1-102"] and not g.zones["hand0"]


@pytest.mark.rules("dbs-masters:5-5-3", "dbs-masters:5-5-3-2", "dbs-masters:5-5-3-4", "dbs-masters:5-5-3-5",
                   "dbs-masters:5-5-3-6", "dbs-masters:9-4-2-1", "dbs-masters:9-4-4", "dbs-masters:9-4-5",
                   "dbs-masters:9-4-6", "dbscg:8-5-2-2", "dbscg:8-5-2-5")
def test_play_by_a_skill_costs_the_skill_cost_not_the_card(monkeypatch):
    # Zamasu, the Undying: [Activate Battle] (1): play this card from your hand (energy cost 2
    # not paid), then KO; counter timings before and after the skill resolves
    g = position(M, {"battle": ["BT1-102"], "hand": ["DB1-058"], "energy": ["BT1-103"]},
                    {"battle": [{"card": "BT7-061", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g, "offense")
    seen = record(monkeypatch)
    pick(g, "skill", "DB1-058")
    settle(g, "target")
    pick(g, "ko", "BT7-061")
    settle(g, "offense")
    run = names(seen, ("pay_energy", "counter_window", "do_skill", "play_from", "choose"))
    assert run[0] == "pay_energy" and run.index("counter_window") < run.index("do_skill") < run.index("play_from")
    assert run[-1] == "counter_window"
    assert codes(g, "battle0") == ["BT1-102", "DB1-058"] and g.objs[g.zones["energy0"][0]].tapped
    assert codes(g, "drop1") == ["BT7-061"]


@pytest.mark.rules("dbs-masters:5-5-5")
def test_a_unison_is_played_by_its_own_rules():
    g = position(M, {"leader": ["BT1-002"], "hand": ["BT10-033"], "energy": ["5 BT1-035"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "unison", "BT10-033")
    pay(g, "BT1-035", "BT1-035", "BT1-035", "BT1-035")
    settle(g)
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["BT10-033"] and g.objs[u].counters["markers"] == 4


@pytest.mark.rules("dbs-masters:5-5-6")
def test_a_z_battle_card_is_played_from_the_z_deck():
    from dbs_kit import position
    g = position(MT, {"leader": FRIEZA, "zdeck": ["TEST-ZB"], "zenergy": ["BT1-060"], "energy": ["2 BT1-102"]},
                 {"leader": FRIEZA})
    assert [o[0] for o in opts(g) if o[0].startswith("z_")] == ["z_play"]
    assert not opts(g, "play")


# ---------------------------------------------------------------------- 5-6, 5-7 combos
@pytest.mark.rules("dbs-masters:5-6-1", "dbs-masters:5-6-1-1", "dbs-masters:5-6-2", "dbs-masters:5-6-3",
                   "dbs-masters:5-7-3")
def test_combo_cost_any_colour_zero_free():
    # BT1-075 has combo cost 1, paid with a yellow energy; combo cost 0 cards need nothing
    g = position(M, {"hand": ["BT1-075", "BT1-102"], "energy": ["BT1-103"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert {g.objs[o[1]].card.code for o in opts(g, "combo")} == {"BT1-075", "BT1-102"}
    pick(g, "combo", "BT1-075")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-075"] and g.objs[g.zones["energy0"][0]].tapped
    pick(g, "combo", "BT1-102")                                # combo cost 0: no energy needed
    assert codes(g, "combo0") == ["BT1-075", "BT1-102"]
    g2 = position(M, {"hand": ["BT1-075"], "energy": [{"card": "BT1-103", "dull": True}]}, auto_forced=False,
                  leader=FRIEZA)
    pick(g2, "attack", "BT1-084", "BT1-084")
    settle(g2, "offense")
    assert not opts(g2, "combo")                               # no Active energy for the combo cost


@pytest.mark.rules("dbs-masters:5-7-5-1", "dbs-masters:5-7-5-1-1", "dbs-masters:5-7-5-1-2", "dbs-masters:5-7-5-2",
                   "dbs-masters:5-7-5-3", "dbs-masters:5-7-5-4", "dbs-masters:8-2-4-1", "dbs-masters:8-2-4-1-1",
                   "dbs-masters:8-4-4")
def test_offense_combos_card_by_card(monkeypatch):
    g = position(M, {"battle": ["BT1-102", {"card": "BT1-103", "dull": True}, "BT1-104"], "hand": ["BT7-061"]},
                    {"battle": [{"card": "BT5-098", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT5-098")
    settle(g, "offense")
    combos = {g.objs[o[1]].card.code for o in opts(g, "combo")}
    assert combos == {"BT1-104", "BT7-061"}                    # Active cards but the attacker; the hand
    seen = record(monkeypatch)
    pick(g, "combo", "BT1-104")
    assert names(seen)[-2:] == ["check", "offense_free"]       # a checkpoint, then combo again
    pick(g, "combo", "BT7-061")
    assert codes(g, "combo0") == ["BT1-104", "BT7-061"]
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (15000 + 5000 + 5000, 30000)


@pytest.mark.rules("dbs-masters:5-7-6", "dbs-masters:5-7-6-1", "dbs-masters:5-7-6-1-1", "dbs-masters:5-7-6-1-2",
                   "dbs-masters:5-7-6-2", "dbs-masters:5-7-6-3", "dbs-masters:5-7-6-4", "dbs-masters:8-3-4-1",
                   "dbs-masters:8-3-4-1-1", "dbs-masters:8-4-5")
def test_defense_combos_card_by_card(monkeypatch):
    g = position(M, {"battle": ["BT5-098"]},
                    {"battle": [{"card": "BT1-102", "dull": True}, "BT1-104", {"card": "BT1-103", "dull": True}],
                     "hand": ["BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT5-098", "BT1-102")
    settle(g, "defense")
    assert g.decision.player == 1
    assert {g.objs[o[1]].card.code for o in opts(g, "combo")} == {"BT1-104", "BT7-061"}
    seen = record(monkeypatch)
    pick(g, "combo", "BT1-104")
    assert names(seen)[-2:] == ["check", "defense_free"]
    pick(g, "combo", "BT7-061")
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (30000, 15000 + 10000)
    assert sorted(codes(g, "drop1")) == ["BT1-102", "BT1-104", "BT7-061"]


@pytest.mark.rules("dbs-masters:5-7-2", "dbs-masters:5-7-2-1")
def test_cards_without_combo_numbers_cannot_combo():
    g = position(M, {"hand": ["BT10-033", "BT1-082", "BT1-102"], "energy": ["2 BT1-060"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert [g.objs[o[1]].card.code for o in opts(g, "combo")] == ["BT1-102"]   # no Unison, no Extra


# ------------------------------------------------------------------------ 5-8 skill cost
@pytest.mark.rules("dbs-masters:5-8-2", "dbs-masters:5-8-2-2", "dbs-masters:5-8-3", "dbs-masters:9-2-3")
def test_skill_cost_is_paid_by_doing_it_all_or_nothing():
    # Son Goten, Changing History: [Activate Battle][Once per turn] discard 1 card : switch to Active
    g = position(M, {"battle": ["DB3-106"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB3-106", "BT1-084")
    settle(g, "offense")
    assert not opts(g, "skill")                                # no card to discard: not declarable
    g = position(M, {"battle": ["DB3-106"], "hand": ["BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB3-106", "BT1-084")
    settle(g, "offense")
    pick(g, "skill", "DB3-106")
    settle(g, "offense")
    assert codes(g, "drop0") == ["BT7-061"] and not g.zones["hand0"]    # the cost: the card is in the Drop
    assert not g.objs[g.zones["battle0"][0]].tapped


# ------------------------------------------------------------------------ 5-9 activation
@pytest.mark.rules("dbs-masters:7-3-4-2", "dbs-masters:7-3-4-2-1", "dbs-masters:5-8-1")
def test_activation_declared_cost_paid_then_resolved(monkeypatch):
    # Koichiarator: [Activate Main][Burst 3] draw 1 card: the cost (3 cards from the deck to the
    # Drop) is paid before it activates; it is not part of the activation
    g = position(M, {"battle": ["DB2-142"], "deck": ["3 BT1-102", "3 BT7-061"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "skill", "DB2-142")
    assert names(seen, ("burst_cost", "do_skill", "counter_window", "check", "main_free")) ==\
        ["burst_cost", "counter_window", "do_skill", "counter_window", "check", "main_free"]
    assert codes(g, "drop0") == ["BT7-061"] * 3 and codes(g, "hand0") == ["BT1-102"] and g.decision.kind == "main"


@pytest.mark.rules("dbs-masters:9-4-2-1-1")
def test_costless_activate_skill_is_used_by_declaring_it(monkeypatch):
    from dbs_kit import position
    g = position(MT, {"leader": FRIEZA, "battle": ["TEST-ZE2"]}, {"leader": FRIEZA})
    seen = record(monkeypatch)
    pick(g, "mk_activate", "TEST-ZE2")                         # no cost: declared, it resolves
    assert "pay_energy" not in names(seen) and power(g, g.zones["leader0"][0]) == 15000


# ---------------------------------------------------------------------------- 5-10 damage
@pytest.mark.rules("dbs-masters:5-10-1", "dbs-masters:5-10-3", "dbs-masters:8-4-6-1", "dbs-masters:8-4-6-1-2-1")
def test_damage_removes_life_cards():
    g = position(M, {"leader": ["BT1-056"]}, {"life": ["3 BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    # Son Goku's [Double Strike]: 2 damage, 2 life cards to the hand, one at a time
    assert len(g.zones["life1"]) == 1 and codes(g, "hand1") == ["BT1-102"] * 2


# --------------------------------------------------------------------------- 5-11 shuffle
@pytest.mark.rules("dbs-masters:5-11-1", "dbs-masters:5-11-2")
def test_shuffle_randomises_the_whole_zone():
    g = position(M, {"deck": ["BT1-060", "BT1-062", "BT7-061", "BT1-102", "BT1-103", "BT1-104", "BT1-105", "BT5-098"]},
                 leader=FRIEZA)
    before = list(g.zones["deck0"])
    orders = set()
    for _ in range(8):
        g.decision = None
        g.push("main_free")
        g.push("shuffle_deck", 0)
        g.run()
        assert sorted(g.zones["deck0"]) == sorted(before)    # every card of the zone, nothing else
        orders.add(tuple(g.zones["deck0"]))
    assert len(orders) > 1


# ------------------------------------------------------------------------------- 5-12 KO
@pytest.mark.rules("dbs-masters:5-12-1")
def test_ko_to_the_owners_drop():
    g = position(M, {"battle": ["BT1-102"]}, {"battle": ["P-277"]}, leader=FRIEZA)
    from tcg.games.dbs.actions import give_control
    x = give_control(g, g.zones["battle1"][0], 0)              # player 0 now controls the opponent's card
    assert g.objs[x].zone == "battle0" and g.objs[x].owner == 1
    actions.ko(g, x)
    assert codes(g, "drop1") == ["P-277"] and not g.zones["drop0"]


# ---------------------------------------------------------------------------- 5-13 markers
@pytest.mark.rules("dbs-masters:5-13-1", "dbs-masters:5-13-2", "dbs-masters:5-13-4", "dbs-masters:5-13-4-1",
                   "dbs-masters:5-13-4-2", "dbs-masters:5-13-3")
def test_removing_markers():
    g = position(M, {"leader": ["BT1-002"], "unison": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.objs[u].counters = {"markers": 4}
    remove_markers(g, u, 0)                                    # X = 0: nothing
    assert g.objs[u].counters["markers"] == 4
    remove_markers(g, u, 1)
    assert g.objs[u].counters["markers"] == 3
    remove_markers(g, u, 2)                                    # 2 = one marker, twice
    assert g.objs[u].counters["markers"] == 1
    new = actions.relocate(g, u, "hand")                       # leaving its zone: no marker stays
    assert not g.objs[new].counters


@pytest.mark.rules("dbs-masters:5-14-1")
def test_second_player_places_an_energy_marker():
    R = EDITIONS[M]
    g = R.new_game([R.load_deck("goku_green"), R.load_deck("frieza_yellow")], seed=4)
    g.apply(("first",))
    second = 1 - g.vars["first"]
    settle(g, "main")
    assert g.pvars[second]["markers"] == 1 and g.pvars[1 - second]["markers"] == 0


@pytest.mark.rules("dbs-masters:5-5-4")
def test_a_failed_play_sends_the_card_to_the_drop():
    # an effect in the counter timing makes the play fail (`play_negated`, set by such effects)
    g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"]}, {"hand": ["BT1-110"], "energy": ["BT1-104"]},
                 leader=FRIEZA)
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter"
    g.vars["play_negated"] = 1
    g.apply(("pass",))
    assert codes(g, "drop0") == ["BT1-102"] and not g.zones["battle0"] and not g.zones["hand0"]


@pytest.mark.rules("dbs-masters:5-11-2-2")
def test_each_deck_is_shuffled_apart():
    R = EDITIONS[M]
    a, b = R.load_deck("goku_green"), R.load_deck("frieza_yellow")
    g = R.new_game([a, b], seed=9)
    for p, deck in ((0, a), (1, b)):
        mine = sorted(c for c in deck.codes() if R.cards[c].type != "Leader")
        assert sorted(codes(g, f"deck{p}") + codes(g, f"hand{p}")) == mine      # no card crossed over


@pytest.mark.rules("dbs-masters:5-2-8", "dbscg:8-5-3-7")
@pytest.mark.parametrize("ed", ["dbscg", M])
def test_choosing_from_the_deck_searches_it_face_up(ed):
    # Growing Evil Lifeform (Union-Absorb): choose up to 1 <Cell> with an energy cost of 5 or less
    # from your deck: the Cell deep in the deck is found, the others are not offered
    g = position(ed, {"battle": [{"card": "BT2-086", "dull": True}], "hand": ["BT13-108"],
                      "deck": ["BT2-085", "5 BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "absorb", "BT2-086")
    pick(g, "under", "BT13-108")
    assert g.decision.kind == "target"
    assert [g.objs[o[1]].card.code for o in g.decision.options if len(o) > 1] == ["BT2-085"]
    assert g.zones["deck0"][0] == g.decision.options[0][1]     # the bottom card of the deck
