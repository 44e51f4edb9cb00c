"""Rules tests of the first-edition keywords that had no real card before (dbscg 10-x), each
with a real BT1-BT13 card from `cards/bt_keywords_more.toml` and an exact outcome."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, codes, first_of, opts, pick, position, settle

from tcg.engine.cards import DeckError, parse_deck
from tcg.games.dbs import reading

ED = "dbscg"
JIREN, VADOS, DEMIGRA = ["TB1-074"], ["BT1-002"], ["BT4-098"]


def finish(g, kind: str = "main") -> None:
    settle(g, kind)


@pytest.mark.rules("dbscg:10-24-3")
def test_swap_plays_the_named_card_then_returns_itself():
    g = position(ED, {"battle": ["BT4-078"], "hand": ["BT4-077", "BT1-102"], "energy": ["2 BT1-102"]}, {})
    pick(g, "swap", "BT4-078")
    pick(g, "swap_play", "BT4-077")            # a <<Goku's Lineage>> card costing exactly 3
    assert codes(g, "battle0") == ["BT4-077"] and sorted(codes(g, "hand0")) == ["BT1-102", "BT4-078"]
    assert all(g.objs[e].tapped for e in g.zones["energy0"])
    g = position(ED, {"battle": ["BT4-077"], "hand": ["BT4-083"], "energy": ["2 BT1-102"]}, {})
    pick(g, "swap", "BT4-077")
    pick(g, "swap_play", "BT4-083")            # "When you play this card with [Swap], draw 2 cards."
    settle(g)
    assert codes(g, "battle0") == ["BT4-083"] and sorted(codes(g, "hand0")) == ["BT4-077", "BT7-061", "BT7-061"]


@pytest.mark.rules("dbscg:10-41-1", "dbscg:10-41-3", "dbscg:8-6-5-3")
def test_successor_places_cards_of_the_exact_total_and_plays_free():
    g = position(ED, {"leader": JIREN, "battle": ["DB3-060", "BT13-108", "BT9-042"], "hand": ["BT9-121"],
                      "energy": ["BT1-102"]}, {}, auto_forced=False)
    pick(g, "successor", "BT9-121")
    assert g.objs[g.zones["energy0"][0]].tapped       # the skill cost (Y), paid first
    pick(g, "successor_card", "DB3-060")              # cost 1: a cost 3 card completes 4
    assert {g.objs[o[1]].card.code for o in opts(g, "successor_card")} == {"BT13-108", "BT9-042"}
    pick(g, "successor_card", "BT13-108")
    settle(g)
    assert sorted(codes(g, "battle0")) == ["BT9-042", "BT9-121"]   # 1 + 3 = its energy cost 4
    assert sorted(codes(g, "drop0")) == ["BT13-108", "DB3-060"]
    assert codes(g, "hand0") == ["BT7-061"]           # when played, with a <<Universe 11>> Leader: draw 1
    g = position(ED, {"leader": JIREN, "battle": ["BT9-042", "BT2-005"], "hand": ["BT9-121"], "energy": ["BT1-102"]},
                 {})
    assert not opts(g, "successor")                   # 3 alone; the red card does not count


@pytest.mark.rules("dbscg:8-6-5-1-2", "dbscg:10-11-1")
def test_a_card_placed_in_the_drop_by_a_skill_triggers_with_its_battle_area_information():
    g = position(ED, {"leader": JIREN, "battle": ["BT8-129", "BT9-121"]},
                 {"battle": ["BT7-061"], "hand": ["BT1-102"]}, auto_forced=False)
    pick(g, "skill", "BT8-129")
    pick(g, "sacrifice", "BT9-121")                    # the cost: Dyspo to its owner's Drop
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] == "ko"), g.decision.options[0]))
    assert codes(g, "drop0") == ["BT9-121"] and codes(g, "hand0") == ["BT7-061"]   # Dyspo: draw 1
    assert codes(g, "drop1") == ["BT7-061", "BT1-102"]  # KO, then the opponent discards 1
    assert not opts(g, "skill")                         # [Once per turn]
    g = position(ED, {"battle": ["BT8-129", "BT9-121"]}, {"battle": ["BT7-061"]}, auto_forced=False)
    pick(g, "skill", "BT8-129")
    pick(g, "sacrifice", "BT9-121")
    settle(g)
    assert not g.zones["hand0"]                         # its condition (Leader <<Universe 11>>) fails


@pytest.mark.rules("dbscg:10-38-1", "dbs-masters:22-35-2", "dbs-masters:22-35-3")
@BOTH
def test_heroic_draws_on_another_heroic_play_once_a_turn(ed):
    g = position(ed, {"battle": ["BT8-131"], "hand": ["BT8-129", "BT8-129"], "energy": ["8 BT1-060"]}, {})
    pick(g, "play", "BT8-129")
    settle(g)
    assert sorted(codes(g, "hand0")) == ["BT7-061", "BT8-129"]
    pick(g, "play", "BT8-129")
    settle(g)
    assert sorted(codes(g, "hand0")) == ["BT7-061", "BT7-061"]   # one draw: the first Piccolo's [Heroic];
    # SS4 Son Goku's was negated for the turn after it resolved
    g = position(ed, {"battle": ["BT8-131"], "hand": ["BT8-131"], "energy": ["8 BT1-102"]}, {})
    assert not opts(g, "play")                          # "Only 1 {SS4 Son Goku, Prideful Hero}"


@pytest.mark.rules("dbscg:10-39-1", "dbs-masters:22-36-2", "dbs-masters:22-36-3")
@BOTH
def test_villainous_makes_the_opponent_discard(ed):
    g = position(ed, {"battle": ["BT8-132"], "hand": ["BT8-132"], "energy": ["3 BT1-102"]},
                 {"hand": ["BT1-060", "BT7-061"]}, auto_forced=False)
    pick(g, "play", "BT8-132")
    while g.decision.kind != "discard":
        g.apply(g.decision.options[0])
    assert g.decision.player == 1
    pick(g, "discard", "BT1-060")
    assert codes(g, "drop1") == ["BT1-060"] and codes(g, "hand1") == ["BT7-061"]


@pytest.mark.rules("dbscg:10-2-3", "dbscg:10-2-3-1", "dbscg:10-2-4", "dbscg:10-2-4-1")
def test_awaken_flips_the_same_card_and_triggers_leader_awakens():
    g = position(ED, {"leader": JIREN, "life": ["4 BT1-060"], "battle": ["BT8-131", "BT8-132"],
                      "energy": [{"card": "BT1-102", "dull": True}] * 2}, {}, auto_forced=False)
    lid = g.zones["leader0"][0]
    pick(g, "awaken", "Jiren")
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] in ("ready_energy", "auto")), g.decision.options[0]))
    assert g.zones["leader0"] == [lid] and reading.name(g, lid) == "Jiren, The Ultimate Warrior"
    assert reading.power(g, lid) == 15000 and not any(g.objs[e].tapped for e in g.zones["energy0"])
    goku, baby = first_of(g, "battle0", "BT8-131"), first_of(g, "battle0", "BT8-132")
    assert reading.power(g, goku) == 35000 and "double_strike" in reading.keywords(g, goku)
    assert reading.power(g, baby) == 30000 and "dual_attack" in reading.keywords(g, baby)
    assert not opts(g, "awaken")


@pytest.mark.rules("dbscg:10-37-1", "dbscg:8-1-5-2", "dbscg:7-1-4", "dbscg:10-1-1", "dbscg:7-1-4-4")
def test_revive_plays_the_kod_card_back_once_a_turn():
    g = position(ED, {"battle": ["BT1-104"]},
                 {"battle": ["EX10-04"], "hand": ["BT1-038", "BT1-060"]}, auto_forced=False)
    pick(g, "attack", "BT1-104", "Son Goku")
    while g.decision.kind != "cost":
        g.apply(g.decision.options[0])
    g.apply(("yes",))                                    # KO this card : negate the attack
    assert codes(g, "drop1") == ["EX10-04"]
    while g.decision.kind != "revive":
        g.apply(g.decision.options[0])
    g.apply(("yes",))                                    # a blue and a green card from hand
    settle(g)
    assert codes(g, "battle1") == ["EX10-04"] and sorted(codes(g, "drop1")) == ["BT1-038", "BT1-060"]
    assert len(g.zones["life1"]) == 8                    # the attack was negated: no damage
    assert g.decision.kind == "main" and g.decision.player == 0 and not g.vars["battle"]   # 7-1-4-4: back to Main


@pytest.mark.rules("dbscg:10-35-1")
def test_alliance_rests_allies_for_their_power():
    g = position(ED, {"leader": VADOS, "battle": ["DB3-115", "BT2-005", "BT1-019"]}, {}, auto_forced=False)
    pick(g, "attack", "DB3-115", "Son Goku")
    while g.decision.kind != "alliance":
        g.apply(g.decision.options[0])
    pick(g, "alliance", "BT2-005")
    g.apply(("done",))
    a = first_of(g, "battle0", "DB3-115")
    assert reading.power(g, a) == 31000 and g.objs[first_of(g, "battle0", "BT2-005")].tapped
    assert not g.objs[first_of(g, "battle0", "BT1-019")].tapped
    assert len(g.zones["hand0"]) == 2 and len(g.zones["life1"]) == 7
    settle(g)
    assert len(g.zones["life1"]) == 5                    # [Double Strike]
    assert reading.power(g, a) == 16000                   # "for the battle"


@pytest.mark.rules("dbscg:10-40-1")
def test_summoner_pays_a_red_blue_extra_with_one_red_blue_energy():
    g = position(ED, {"battle": ["BT1-038"]},
                 {"battle": ["BT9-105"], "hand": ["DB2-165"], "energy": ["BT9-105"]}, auto_forced=False)
    pick(g, "attack", "BT1-038", "Son Goku")
    assert [o for o in opts(g, "counter")] == [("counter", g.zones["hand1"][0], "summoner")]
    g.apply(opts(g, "counter")[0])
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    pick(g, "bounce", "BT1-038")
    settle(g)
    assert codes(g, "hand0") == ["BT1-038"] and len(g.zones["hand1"]) == 2 and len(g.zones["life1"]) == 8
    assert g.objs[g.zones["energy1"][0]].tapped and codes(g, "drop1") == ["DB2-165"]


@pytest.mark.rules("dbscg:10-26-1", "dbscg:10-15-5")
def test_vortex_allows_a_second_over_realm():
    p0 = {"leader": DEMIGRA, "vars": "{ awakened = true }", "hand": ["BT11-127", "BT11-127"],
          "drop": ["6 BT11-142"]}
    for awake, second in ((True, True), (False, False)):
        p0 = {"leader": DEMIGRA, "vars": "{ awakened = " + str(awake).lower() + " }", "hand": ["BT11-127", "BT4-113"],
              "drop": ["6 BT11-142"], "warp": ["3 BT11-142"], "energy": ["2 BT7-061"]}
        g = position(ED, p0, {}, auto_forced=False)
        pick(g, "over_realm", "BT11-127")
        assert len(g.zones["warp0"]) == 9 and not g.zones["drop0"]
        for x in list(g.zones["warp0"])[:2]:
            g.move(x, "drop0")                           # two black cards back in the Drop
        g.apply(("end",))
        g = position(ED, {**p0, "hand": ["BT11-127", "BT4-113"]}, {}, auto_forced=False)
        pick(g, "over_realm", "BT11-127")
        g.push("main_free")
        for x in list(g.zones["warp0"])[:2]:
            g.move(x, "drop0")
        g.decision = None
        g.run()
        assert bool(opts(g, "over_realm")) == second     # [Wormhole]: 2 in total a turn; else once


@pytest.mark.rules("dbscg:10-13-5-1", "dbscg:10-13-5-2", "dbscg:10-13-5-4", "dbscg:10-13-5-4-1", "dbscg:11-3-2",
                   "dbscg:11-3-3")
def test_union_absorb_puts_a_deck_card_on_top():
    g = position(ED, {"battle": [{"card": "BT2-086", "dull": True}], "hand": ["BT13-108"],
                      "deck": ["BT2-085", "5 BT7-061"]}, {"battle": [{"card": "BT1-060", "dull": True}]},
                 auto_forced=False)
    cell = first_of(g, "battle0", "BT2-086")
    from tcg.engine.effects import Effect
    g.effects.append(Effect(g.tick(), 1, "power", 5000, cell, (cell,), "turn", 0))
    pick(g, "absorb", "BT2-086")
    pick(g, "under", "BT13-108")
    pick(g, "absorb_top", "BT2-085")
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] in ("ko", "auto")), g.decision.options[0]))
    top = first_of(g, "battle0", "BT2-085")
    assert codes(g, "under0") == ["BT13-108", "BT2-086"]     # the first card placed under is at the bottom
    assert g.objs[top].tapped and reading.power(g, top) == 25000
    assert codes(g, "drop1") == ["BT1-060"] and len(g.zones["hand0"]) == 1   # "with [Union]": draw 1, KO 1
    assert reading.keywords(g, top) == ("double_strike",)    # the cards under it have no skills
    g = position(ED, {"battle": ["BT2-086"], "hand": ["BT1-060"]}, {})
    assert not opts(g, "absorb")                              # no <Android 17> to place under it


@pytest.mark.rules("dbscg:10-12-1", "dbscg:8-5-8", "dbscg:7-2-1-2-3")
def test_indestructible_against_the_opponents_battle_and_skills():
    g = position(ED, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["DB1-058"]}, auto_forced=False)
    pick(g, "extra", "BT1-082")
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    pick(g, "ko", "DB1-058")
    settle(g)
    assert codes(g, "battle1") == ["DB1-058"]
    g = position(ED, {"battle": ["BT1-060"]}, {"battle": [{"card": "DB1-058", "dull": True}]})
    pick(g, "attack", "BT1-060", "DB1-058")
    settle(g)
    assert codes(g, "battle1") == ["DB1-058"] and not g.zones["drop1"]
    g = position(ED, {"battle": ["BT1-060"], "hand": ["DB1-058"], "energy": ["BT1-060"]},
                 {"battle": [{"card": "BT7-061", "dull": True}]})
    assert not opts(g, "skill")                            # [Activate Battle]: not in the Main Phase
    pick(g, "attack", "BT1-060", "Son Goku")
    settle(g, "offense")
    pick(g, "skill", "DB1-058")                            # from the hand (its text says so)
    while g.decision.kind != "offense":
        g.apply(next((o for o in g.decision.options if o[0] == "ko"), g.decision.options[0]))
    assert "DB1-058" in codes(g, "battle0") and codes(g, "drop1") == ["BT7-061"]


@pytest.mark.rules("dbscg:10-7-1", "dbscg:10-7-1-3")
def test_quadruple_strike_deals_four():
    g = position(ED, {"battle": ["DB2-123"]}, {})
    pick(g, "attack", "DB2-123", "Son Goku")
    settle(g)
    assert len(g.zones["life1"]) == 4 and len(g.zones["hand1"]) == 4


@pytest.mark.rules("dbscg:8-6-2", "dbscg:8-6-4")
def test_jiren_plays_itself_at_the_start_of_the_charge_phase():
    g = position(ED, {"hand": ["DB2-123"]}, {"energy": ["4 BT7-061"]}, active=1, phase="end", auto_forced=False)
    assert g.decision.kind == "auto" and g.pending[0].code == "DB2-123"      # pending, then chosen
    while g.decision.kind != "optional":
        g.apply(g.decision.options[0])
    g.apply(("yes",))
    assert codes(g, "battle0") == ["DB2-123"]


@pytest.mark.rules("dbscg:10-3-1", "dbscg:10-3-2", "dbscg:10-3-3", "dbscg:8-8-1-5")
def test_field_stays_in_the_battle_area_and_a_new_one_replaces_it():
    g = position(ED, {"hand": ["EX07-05", "EX07-05"], "battle": ["BT12-047"], "energy": ["2 BT1-038"]}, {})
    jan = first_of(g, "battle0", "BT12-047")
    assert "barrier" not in reading.keywords(g, jan)
    pick(g, "extra", "EX07-05")
    settle(g)
    f1 = first_of(g, "battle0", "EX07-05")
    assert not g.objs[f1].tapped and codes(g, "hand0") == ["EX07-05", "BT7-061"]    # draw 1
    assert "barrier" in reading.keywords(g, jan)
    pick(g, "extra", "EX07-05")
    settle(g)
    assert codes(g, "drop0") == ["EX07-05"] and codes(g, "battle0").count("EX07-05") == 1
    assert f1 not in g.objs


@pytest.mark.rules("dbscg:10-14-1")
def test_ultimate_at_most_one_per_deck():
    R = EDITIONS[ED]
    base = "1 BT1-002\n" + "".join(f"4 {c}\n" for c in ("DB3-115", "BT10-013", "BT9-105", "DB2-165", "BT2-015",
                                                        "BT1-035", "BT1-039", "EX07-05", "BT12-047", "P-277", "P-188"))
    R.check_deck(parse_deck(base + "4 BT1-019\n1 BT1-021\n1 BT9-136\n", "ok.txt", R.cards))
    with pytest.raises(DeckError, match="ultimate"):
        R.check_deck(parse_deck(base + "4 BT1-019\n2 BT9-136\n", "two.txt", R.cards))


@pytest.mark.rules("dbscg:10-20-1", "dbscg:7-4-1-4-3-2", "dbscg:7-4-1-4-3")
def test_victory_strike_wins_against_a_leader_and_empties_a_unison():
    g = position(ED, {"battle": ["BT9-136"]}, {})
    pick(g, "attack", "BT9-136", "Son Goku")
    settle(g)
    assert g.result.winner == 0 and "10-20" in g.result.reason and len(g.zones["life1"]) == 8
    g = position(ED, {"battle": ["BT9-136"]}, {"unison": ["BT10-033"]})
    g.w(g.zones["unison1"][0]).counters = {"markers": 5}
    pick(g, "attack", "BT9-136", "BT10-033")
    settle(g)
    assert g.result is None and codes(g, "drop1") == ["BT10-033"]


@pytest.mark.rules("dbscg:8-1-5")
def test_super_combo_card_draws_when_used_in_a_combo():
    g = position(ED, {"leader": VADOS, "life": ["4 BT1-060"], "battle": ["BT2-005"], "hand": ["BT10-013"]},
                 {}, auto_forced=False)
    pick(g, "attack", "BT2-005", "Son Goku")
    settle(g, "offense")
    pick(g, "combo", "BT10-013")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT10-013"] and codes(g, "hand0") == ["BT7-061"]


@pytest.mark.rules("dbscg:11-5-1", "dbscg:11-5-1-1", "dbscg:4-3-2")
def test_veku_changes_control_keeping_orientation_and_effects():
    g = position(ED, {"battle": [{"card": "P-277", "dull": True}]}, {}, active=1, phase="end", auto_forced=False)
    while g.decision.kind != "main":
        g.apply(g.decision.options[0])
    assert not g.zones["battle0"] and codes(g, "battle1") == ["P-277"]
    v = g.zones["battle1"][0]
    assert g.objs[v].tapped and g.objs[v].controller == 1 and g.objs[v].owner == 0   # not untapped: not mine
    g = position(ED, {"battle": ["P-277", "BT1-060"]}, {}, phase="charge", auto_forced=False)
    v = first_of(g, "battle0", "P-277")
    from tcg.engine.effects import Effect
    g.effects.append(Effect(g.tick(), 1, "power", 5000, v, (v,), "turn", 0))
    from tcg.games.dbs.actions import give_control
    new = give_control(g, v, 1)
    assert reading.power(g, new) == 6001 and codes(g, "battle1") == ["P-277"]
    from tcg.games.dbs.actions import to_drop
    to_drop(g, new)
    assert codes(g, "drop0") == ["P-277"]                    # its owner's Drop (3-1-7-1)


def test_veku_cannot_combo_from_the_battle_area():
    g = position(ED, {"battle": ["BT1-060", "P-277", "BT7-061"]}, {}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    settle(g, "offense")
    assert [g.objs[o[1]].card.code for o in opts(g, "combo")] == ["BT7-061"]


@pytest.mark.rules("dbscg:8-9-1", "dbscg:8-9-1-1", "dbscg:8-2-2-3", "dbscg:8-9-2-1")
def test_replacement_effect_happens_instead():
    g = position(ED, {"battle": ["P-188"]}, {"battle": ["BT9-105"], "hand": ["DB2-165"], "energy": ["BT9-105"]},
                 auto_forced=False)
    pick(g, "attack", "P-188", "Son Goku")
    g.apply(opts(g, "counter")[0])                       # Counter: Attack from the hand, in the counter timing
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    pick(g, "bounce", "P-188")
    assert g.decision.kind == "replace" and g.decision.player == 0      # its controller
    g.apply(("replace", "minus_power"))
    settle(g)
    f = first_of(g, "battle0", "P-188")
    assert not g.zones["hand0"] and reading.power(g, f) == 15000       # -10000 for the turn instead
    assert len(g.zones["life1"]) == 8                                   # the attack was negated


@pytest.mark.rules("dbscg:8-9-3")
def test_optional_replacement_needs_its_choice_to_be_possible():
    from tcg.games.dbs.removal import remove

    g = position(ED, {}, {"battle": ["BT11-080"]}, auto_forced=False)
    remove(g, first_of(g, "battle1", "BT11-080"), 0, "hand")
    assert codes(g, "hand1") == ["BT11-080"]                          # no card to discard: it goes
    g = position(ED, {}, {"battle": ["BT11-080"], "hand": ["BT7-061"]}, auto_forced=False)
    remove(g, first_of(g, "battle1", "BT11-080"), 0, "hand")
    assert g.decision.kind == "replace" and ("no",) in g.decision.options
    g.apply(("replace", "discard"))
    g.apply(g.decision.options[0])
    assert codes(g, "battle1") == ["BT11-080"] and codes(g, "drop1") == ["BT7-061"]
