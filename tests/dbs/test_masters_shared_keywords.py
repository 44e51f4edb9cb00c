"""Rules tests of the Masters keyword chapter (dbs-masters 22) for the keywords both editions
share: each runs for `dbs-masters` (and for `dbscg` too where the first edition's rule 10-x says
the same), with a real card of the pool and an exact outcome. The Masters wording was read rule by
rule; where it differs from the first edition (digest §9) the test follows the Masters text."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, FRIEZA, M, codes, first_of, opts, pay, pick, position, settle, until_kind

from tcg.engine.cards import DeckError, parse_deck
from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.base import AWAKENED

JIREN, VADOS, DEMIGRA = ["TB1-074"], ["BT1-002"], ["BT4-098"]


def boost(g, oid: int, n: int) -> None:
    g.effects.append(Effect(g.tick(), 1, "power", n, oid, (oid,), "turn", g.objs[oid].controller))


# ----------------------------------------------------------------------------- 22-1
@pytest.mark.rules("dbs-masters:9-1-2", "dbs-masters:9-1-4")
def test_negated_keyword_skills_do_not_apply():
    g = position(M, {}, {"battle": ["BT4-050", "BT1-072"]})
    piccolo, krillin = first_of(g, "battle1", "BT4-050"), first_of(g, "battle1", "BT1-072")
    assert reading.keywords(g, piccolo) == ("barrier",) and reading.keywords(g, krillin) == ("blocker",)
    g.pvars[1]["negated_until"] = g.vars["turn"] + 1          # "negate the skills" (BT9-136's effect)
    assert reading.keywords(g, piccolo) == () and reading.keywords(g, krillin) == ()
    pick(g, "attack", "BT1-056", "Son Goku")
    assert g.decision.kind != "block"                          # [Blocker] is not applied
    settle(g)
    assert len(g.zones["life1"]) == 6                          # the attacker's [Double Strike] still applies


# ---------------------------------------------------------------------------- Awaken
@pytest.mark.rules("dbs-masters:22-2-1", "dbs-masters:22-2-3", "dbs-masters:22-2-4")
def test_awaken_does_its_effects_then_flips_in_main_or_battle():
    g = position(M, {"leader": JIREN, "life": ["5 BT1-060"]}, {})
    assert not opts(g, "awaken")                               # the condition "life at 4 or less"
    g = position(M, {"leader": JIREN, "life": ["4 BT1-060"], "energy": [{"card": "BT1-102", "dull": True}] * 2},
                 {}, auto_forced=False)
    lid = g.zones["leader0"][0]
    pick(g, "awaken", "Jiren")
    until_kind(g, "main")
    assert g.zones["leader0"] == [lid] and g.objs[lid].marks & AWAKENED       # the same card, flipped
    assert reading.name(g, lid) == "Jiren, The Ultimate Warrior" and reading.power(g, lid) == 15000
    assert not any(g.objs[e].tapped for e in g.zones["energy0"])               # its effect: 2 energy Active
    g = position(M, {"leader": JIREN, "life": ["4 BT1-060"], "battle": ["BT1-060"]},
                 {"battle": [{"card": "BT7-061", "dull": True}]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "BT7-061")
    settle(g, "offense")
    pick(g, "awaken", "Jiren")                                 # [Activate: Main/Battle]: in a battle too
    settle(g, "offense")
    assert g.objs[g.zones["leader0"][0]].marks & AWAKENED


# ----------------------------------------------------------------------------- Field
@pytest.mark.rules("dbs-masters:22-3-2", "dbs-masters:22-3-4", "dbs-masters:22-3-5")
def test_field_enters_the_battle_area_active_and_replaces_the_old_one():
    g = position(M, {"hand": ["EX07-05", "EX07-05"], "battle": ["BT12-047"], "energy": ["2 BT1-038"]}, {})
    jan = first_of(g, "battle0", "BT12-047")
    assert "barrier" not in reading.keywords(g, jan)
    pick(g, "extra", "EX07-05")
    settle(g)
    f1 = first_of(g, "battle0", "EX07-05")
    assert not g.objs[f1].tapped and codes(g, "hand0") == ["EX07-05", "BT7-061"]    # its [Auto]: draw 1
    assert "barrier" in reading.keywords(g, jan)               # its [Permanent] works in the Battle Area
    pick(g, "extra", "EX07-05")
    settle(g)
    assert codes(g, "drop0") == ["EX07-05"] and codes(g, "battle0").count("EX07-05") == 1 and f1 not in g.objs


# ---------------------------------------------------------------------------- Blocker
@pytest.mark.rules("dbs-masters:22-4-2", "dbs-masters:22-4-3")
def test_blocker_rests_and_becomes_the_defending_card():
    g = position(M, {"battle": ["BT1-060"]}, {"battle": ["BT1-072", {"card": "BT1-062", "dull": True}]},
                 auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-056")
    until_kind(g, "block")
    assert g.decision.player == 1 and len(opts(g, "block")) == 1          # the Rested Blocker cannot
    g.apply(opts(g, "block")[0])
    krillin = first_of(g, "battle1", "BT1-072")
    assert g.vars["defender"] == krillin and g.objs[krillin].tapped
    settle(g)
    assert codes(g, "drop1") == ["BT1-072"] and len(g.zones["life1"]) == 8
    g = position(M, {"battle": ["BT1-060"]}, {"battle": [{"card": "BT1-072", "dull": True}, "BT1-062"]},
                 auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-072")                      # the attacked Blocker itself
    until_kind(g, "block")
    assert [g.objs[o[1]].card.code for o in opts(g, "block")] == ["BT1-062"]


# ----------------------------------------------------------------------------- Evolve
@pytest.mark.rules("dbs-masters:22-5-3", "dbs-masters:22-5-4", "dbs-masters:22-5-5", "dbscg:10-5-1", "dbscg:10-5-2")
@BOTH
def test_evolve_from_hand_on_a_named_card_keeping_power_effects(ed):
    g = position(ed, {"hand": ["BT1-013"], "energy": ["3 BT2-005"]}, {})
    assert not opts(g, "evolve")                               # no <Cabba> to choose: cannot activate
    g = position(ed, {"battle": ["BT1-013", "DB1-009"], "energy": ["3 BT2-005"]}, {})
    assert not opts(g, "evolve")                               # only from the hand
    g = position(ed, {"hand": ["BT1-013"], "battle": [{"card": "DB1-009", "dull": True}],
                      "energy": ["3 BT2-005"]}, {})
    base = first_of(g, "battle0", "DB1-009")
    boost(g, base, 5000)
    pick(g, "evolve", "BT1-013", "DB1-009")
    settle(g)
    cabba = first_of(g, "battle0", "BT1-013")
    assert codes(g, "under0") == ["DB1-009"] and reading.power(g, cabba) == 25000    # power effects kept
    assert not g.objs[cabba].tapped           # Rested like the card below, then "When a card evolves into this card"


@pytest.mark.rules("dbs-masters:22-5-6")
def test_xeno_evolve_warps_the_base_and_plays_active():
    g = position(M, {"hand": ["BT4-101"], "battle": [{"card": "BT7-102", "dull": True}],
                     "energy": ["5 BT7-061", {"card": "BT7-061", "dull": True}]}, {"battle": ["BT1-060"]})
    pick(g, "evolve", "BT4-101", "BT7-102")
    while g.decision.kind != "main":
        g.apply(next(o for o in g.decision.options if o != ("none",)))
    assert codes(g, "warp0") == ["BT7-102"] and not g.objs[first_of(g, "battle0", "BT4-101")].tapped


@pytest.mark.rules("dbs-masters:22-5-6-1", "dbs-masters:22-5-7", "dbs-masters:22-5-5-1")
def test_evolve_fails_when_the_chosen_card_left_and_goes_to_the_drop():
    for hand, base, energy in (("BT1-013", "DB1-009", "3 BT2-005"), ("BT4-101", "BT7-102", "5 BT7-061")):
        g = position(M, {"hand": [hand], "battle": [base], "energy": [energy]},
                     {"leader": FRIEZA, "hand": ["BT1-110"], "energy": ["BT1-104"]})
        pick(g, "evolve", hand, base)
        assert g.decision.kind == "counter"                     # the opponent's Counter: Play timing
        g.move(g.zones["battle0"][0], "hand0")                  # the chosen card leaves before resolution
        g.apply(("pass",))
        settle(g)
        assert not g.zones["battle0"] and codes(g, "drop0") == [hand] and codes(g, "hand0") == [base]


# --------------------------------------------------------------------- Critical, Strike
@pytest.mark.rules("dbs-masters:22-6-2", "dbs-masters:22-7-2-1", "dbs-masters:22-7-2-2", "dbs-masters:22-7-2-3",
                   "dbscg:10-6-1", "dbscg:10-7-1-1", "dbscg:10-7-1-2")
@BOTH
def test_strikes_and_critical(ed):
    for card, n in (("BT3-014", 2), ("BT1-075", 3), ("DB2-123", 4), ("BT2-005", 1)):
        g = position(ed, {"battle": [card]}, {"leader": FRIEZA})
        pick(g, "attack", card, "BT1-084")
        settle(g)
        assert len(g.zones["life1"]) == 8 - n and len(g.zones["hand1"]) == n
    g = position(ed, {"battle": ["BT9-042"]}, {"leader": FRIEZA})      # [Critical] without a Strike
    pick(g, "attack", "BT9-042", "BT1-084")
    settle(g)
    assert len(g.zones["life1"]) == 7 and not g.zones["hand1"] and len(g.zones["drop1"]) == 1


# ------------------------------------------------------------------ Dual/Triple Attack
@pytest.mark.rules("dbs-masters:22-8-3", "dbs-masters:22-8-3-1", "dbs-masters:22-8-3-2", "dbscg:10-8-1-2")
@BOTH
def test_dual_and_triple_attack_stand_up_x_minus_1_times(ed):
    rested = [{"card": "BT7-061", "dull": True}] * 3
    for card, times in (("DB1-009", 2), ("DB2-141", 3)):
        g = position(ed, {"battle": [card]}, {"battle": rested})
        a = first_of(g, "battle0", card)
        for i in range(times):
            pick(g, "attack", card, "BT7-061")
            settle(g)
            assert g.objs[a].tapped == (i == times - 1)          # Active again after each battle but the last
        assert len(g.zones["drop1"]) == times and not any(o[1] == a for o in opts(g, "attack"))


# ---------------------------------------------------------------------------- Revenge
@pytest.mark.rules("dbs-masters:22-9-3", "dbs-masters:22-9-4")
def test_revenge_kos_the_attacker_when_its_card_defended():
    g = position(M, {"battle": ["BT1-060"]}, {"battle": [{"card": "DB2-105", "dull": True}]})
    pick(g, "attack", "BT1-060", "DB2-105")
    settle(g)
    assert codes(g, "drop1") == ["DB2-105"] and codes(g, "drop0") == ["BT1-060"]
    g = position(M, {"battle": ["BT1-060"]}, {"battle": ["BT7-081"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-056")
    until_kind(g, "block")
    g.apply(opts(g, "block")[0])                                # it becomes the defending card by [Blocker]
    settle(g)
    assert codes(g, "drop1") == ["BT7-081"] and codes(g, "drop0") == ["BT1-060"]
    g = position(M, {"battle": ["BT1-060"]}, {"battle": ["BT7-081"]}, auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-056")
    until_kind(g, "block")
    g.apply(("no",))                                            # not a defending card: nothing
    settle(g)
    assert codes(g, "battle0") == ["BT1-060"] and len(g.zones["life1"]) == 7


# ---------------------------------------------------------------------------- Counter
@pytest.mark.rules("dbs-masters:22-10-3-2", "dbs-masters:22-10-4", "dbs-masters:22-10-4-1", "dbs-masters:22-10-5",
                   "dbscg:10-10-3-2", "dbscg:10-10-3-4", "dbscg:10-10-1", "dbscg:10-10-2")
@BOTH
def test_counter_attack_only_from_hand_in_the_counter_timing(ed):
    p1 = {"leader": FRIEZA, "hand": ["BT1-080"], "energy": ["BT1-060"]}
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]}, p1, active=1)
    assert not any(o[0] in ("extra", "counter") for o in g.decision.options)   # not in a free timing
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]}, p1)
    pick(g, "attack", "BT7-061", "BT1-084")                    # declaring an attack: Counter: Attack pending
    assert g.decision.kind == "counter" and g.decision.player == 1
    g.apply(("pass",))                                          # the timing ends: no longer pending
    settle(g, "defense")
    assert not any(o[0] in ("extra", "counter") for o in g.decision.options)
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]}, p1)
    pick(g, "attack", "BT7-061", "BT1-084")
    pick(g, "counter", "BT1-080")                               # its energy cost paid, then the effect
    pick(g, "ko", "BT7-061")
    assert g.decision.kind == "main" and len(g.zones["life1"]) == 8 and codes(g, "drop0") == ["BT7-061"]
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]},
                 {"leader": FRIEZA, "battle": ["BT1-080"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT7-061", "BT1-084")
    assert g.decision.kind != "counter"                         # only from the hand


@pytest.mark.rules("dbs-masters:22-10-6", "dbs-masters:22-10-7-1", "dbs-masters:22-10-8", "dbs-masters:22-10-8-1",
                   "dbscg:10-10-5")
@BOTH
def test_a_negated_counter_does_not_resolve_and_its_card_is_dropped(ed):
    yellow = {"leader": FRIEZA}
    g = position(ed, {**yellow, "hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pay(g, "BT1-103", "BT1-103")
    pick(g, "counter", "BT1-110")                               # Counter: Play (played in Rest Mode)
    pick(g, "counter", "BT1-108")                               # Counter: Counter negating it
    assert g.decision.kind == "main"
    assert not g.objs[g.zones["battle0"][0]].tapped             # Crusher Ball's effect failed
    assert codes(g, "drop1") == ["BT1-110"] and "BT1-108" in codes(g, "drop0")


# ----------------------------------------------------------------------- Once per turn
@pytest.mark.rules("dbs-masters:22-11-5")
def test_once_per_turn_skill_cannot_be_activated_again():
    g = position(M, {"battle": ["DB2-142"], "deck": ["8 BT7-061"]}, {})
    pick(g, "skill", "DB2-142")
    assert len(g.zones["hand0"]) == 1
    assert not opts(g, "skill")                                 # its costs could be paid again: still not


# ----------------------------------------------------------------------- Indestructible
@pytest.mark.rules("dbs-masters:22-12-2")
def test_indestructible_stays_against_the_opponent():
    g = position(M, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["DB1-058"]}, auto_forced=False)
    pick(g, "extra", "BT1-082")
    until_kind(g, "target")
    pick(g, "ko", "DB1-058")
    settle(g)
    assert codes(g, "battle1") == ["DB1-058"]                   # not KO'd by the opponent's skill
    g = position(M, {"battle": ["BT1-060"]}, {"battle": [{"card": "DB1-058", "dull": True}]})
    pick(g, "attack", "BT1-060", "DB1-058")
    settle(g)
    assert codes(g, "battle1") == ["DB1-058"] and not g.zones["drop1"]    # nor by the battle


# ------------------------------------------------------------------------------ Union
@pytest.mark.rules("dbs-masters:22-13-2", "dbs-masters:22-13-4-2", "dbs-masters:22-13-4-3", "dbs-masters:22-13-4-4",
                   "dbs-masters:22-13-4-4-1", "dbs-masters:22-13-4-5", "dbscg:10-13-1", "dbscg:10-13-3-1",
                   "dbscg:10-13-3-2", "dbscg:10-13-3-4")
@BOTH
def test_union_fusion_drops_equal_power_cards_from_hand(ed):
    g = position(ed, {"hand": ["BT2-015", "BT1-035", "BT1-039"], "energy": ["2 BT2-005"]}, {})
    pick(g, "fusion", "BT2-015")
    settle(g)
    assert codes(g, "battle0") == ["BT2-015"] and not g.objs[g.zones["battle0"][0]].tapped
    assert sorted(codes(g, "drop0")) == ["BT1-035", "BT1-039"] and not g.zones["hand0"]
    assert all(g.objs[e].tapped for e in g.zones["energy0"])   # then the skill cost (R)(R)
    g = position(ed, {"hand": ["BT2-015", "BT1-063", "BT1-039"], "energy": ["2 BT2-005"]}, {})
    assert not opts(g, "fusion")                                # 10000 and 15000: not the same power
    g = position(ed, {"hand": ["BT2-015", "BT1-035"], "battle": ["BT1-039"], "energy": ["2 BT2-005"]}, {})
    assert not opts(g, "fusion")                                # the named cards from the hand only
    g = position(ed, {"battle": ["BT2-015"], "hand": ["BT1-035", "BT1-039"], "energy": ["2 BT2-005"]}, {})
    assert not opts(g, "fusion")                                # activated from the hand only


@pytest.mark.rules("dbs-masters:22-13-5-2", "dbs-masters:22-13-5-3", "dbs-masters:22-13-5-4",
                   "dbs-masters:22-13-5-4-1", "dbscg:10-13-4-2", "dbscg:10-13-4-4-1")
@BOTH
def test_union_potara_on_top_of_both_keeping_power_effects(ed):
    g = position(ed, {"hand": ["BT4-019"], "battle": ["TB1-014"], "energy": ["3 BT2-005"]}, {})
    assert not opts(g, "potara")                                # <Kale> cannot be chosen
    g = position(ed, {"battle": ["BT4-019", "TB1-014", "DB1-011"], "energy": ["3 BT2-005"]}, {})
    assert not opts(g, "potara")                                # only from the hand
    g = position(ed, {"hand": ["BT4-019"], "battle": [{"card": "TB1-014", "dull": True}, "DB1-011"],
                      "energy": ["3 BT2-005"]}, {})
    boost(g, first_of(g, "battle0", "TB1-014"), 3000)
    pick(g, "potara", "BT4-019")
    settle(g)
    k = first_of(g, "battle0", "BT4-019")
    assert sorted(codes(g, "under0")) == ["DB1-011", "TB1-014"] and not g.objs[k].tapped
    assert reading.power(g, k) == 33000                         # 25000 + its [Auto] 5000 + the kept 3000


@pytest.mark.rules("dbs-masters:22-13-5-4-2")
def test_union_potara_fails_when_a_chosen_card_left():
    g = position(M, {"hand": ["BT4-019"], "battle": ["TB1-014", "DB1-011"], "energy": ["4 BT2-005"]}, {},
                 auto_forced=False)
    pick(g, "potara", "BT4-019")
    assert g.decision.kind == "pay"                             # it has [Deflect]: no counter timing to wait in
    g.move(first_of(g, "battle0", "DB1-011"), "hand0")          # a chosen card leaves before resolution
    settle(g)
    assert codes(g, "battle0") == ["TB1-014"] and codes(g, "drop0") == ["BT4-019"]


@pytest.mark.rules("dbs-masters:22-13-6-2", "dbs-masters:22-13-6-3-1")
def test_union_absorb_from_the_battle_area():
    g = position(M, {"battle": [{"card": "BT2-086", "dull": True}], "hand": ["BT13-108"],
                     "deck": ["BT2-085", "5 BT7-061"]}, {"battle": [{"card": "BT1-060", "dull": True}]},
                 auto_forced=False)
    cell = first_of(g, "battle0", "BT2-086")
    boost(g, cell, 5000)
    pick(g, "absorb", "BT2-086")
    pick(g, "under", "BT13-108")
    pick(g, "absorb_top", "BT2-085")
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] in ("ko", "auto")), g.decision.options[0]))
    top = first_of(g, "battle0", "BT2-085")
    assert g.objs[top].tapped and reading.power(g, top) == 25000     # position and power effects kept
    assert codes(g, "drop1") == ["BT1-060"] and len(g.zones["hand0"]) == 1   # "played with [Union]"
    g = position(M, {"hand": ["BT2-086", "BT13-108"], "energy": ["3 BT1-060"]}, {})
    assert not opts(g, "absorb")                                # only from the Battle Area


# --------------------------------------------------------------------------- deck limits
DECK = "1 BT1-002\n" + "".join(f"4 {c}\n" for c in ("DB3-115", "BT9-105", "DB2-165", "BT2-015", "BT1-035",
                                                    "BT1-039", "EX07-05", "BT12-047", "P-277", "P-188"))


@pytest.mark.rules("dbs-masters:22-14-2", "dbs-masters:22-17-2", "dbscg:10-17-1")
@BOTH
def test_ultimate_and_super_combo_deck_limits(ed):
    R = EDITIONS[ed]
    R.check_deck(parse_deck(DECK + "4 BT1-019\n1 BT9-136\n4 BT10-013\n3 BT1-021\n", "ok.txt", R.cards))
    with pytest.raises(DeckError, match="ultimate"):
        R.check_deck(parse_deck(DECK + "4 BT1-019\n2 BT9-136\n4 BT10-013\n", "u.txt", R.cards))
    with pytest.raises(DeckError, match="5 cards with \\[super_combo\\]"):
        R.check_deck(parse_deck(DECK + "4 BT1-019\n4 BT10-013\n1 BT10-106\n1 BT1-021\n", "s.txt", R.cards))


@pytest.mark.rules("dbs-masters:22-28-2")
def test_seven_dragon_balls_of_one_number():
    R = EDITIONS[M]
    R.check_deck(parse_deck(DECK + "4 BT1-019\n7 BT5-117\n", "seven.txt", R.cards))
    with pytest.raises(DeckError, match="more than 7 cards numbered BT5-117"):
        R.check_deck(parse_deck(DECK + "3 BT1-019\n8 BT5-117\n", "eight.txt", R.cards))
    with pytest.raises(DeckError, match="more than 4 cards numbered BT1-019"):
        R.check_deck(parse_deck(DECK + "7 BT1-019\n4 BT5-117\n", "not_db.txt", R.cards))


# ------------------------------------------------------------------ Over Realm, Vortex
@pytest.mark.rules("dbs-masters:22-15-3", "dbs-masters:22-15-4", "dbs-masters:22-15-5", "dbs-masters:22-15-6",
                   "dbs-masters:22-15-7")
def test_over_realm_warps_the_drop_plays_and_warps_at_the_end():
    g = position(M, {"hand": ["BT11-127"], "drop": ["5 BT7-061"]}, {})
    assert not opts(g, "over_realm")                            # 5 cards: fewer than X = 6
    g = position(M, {"battle": ["BT11-127"], "drop": ["6 BT7-061"]}, {})
    assert not opts(g, "over_realm")                            # only from the hand
    g = position(M, {"hand": ["BT11-127", "DB3-106"], "drop": ["6 BT7-061"]}, {})
    assert not opts(g, "play")                                  # no energy: only Over Realm plays it
    pick(g, "over_realm", "BT11-127")
    assert codes(g, "battle0") == ["BT11-127"] and not g.zones["drop0"] and len(g.zones["warp0"]) == 6
    for x in list(g.zones["warp0"])[:6]:
        g.move(x, "drop0")
    g.decision = None
    g.push("main_free")
    g.run()
    assert not opts(g, "over_realm")                            # once a turn for Over Realm and Dark Over Realm
    g.apply(("end",))
    assert "BT11-127" in codes(g, "warp0") and not g.zones["battle0"]


@pytest.mark.rules("dbs-masters:22-23-3", "dbs-masters:22-23-4", "dbs-masters:22-23-5", "dbs-masters:22-23-6",
                   "dbs-masters:22-23-7", "dbscg:10-25-3")
@BOTH
def test_dark_over_realm_counts_black_cards(ed):
    g = position(ed, {"hand": ["BT4-113"], "drop": ["BT11-142", "5 BT7-061"], "energy": ["2 BT7-061"]}, {})
    assert not opts(g, "over_realm")                            # 1 black card; X = 2
    g = position(ed, {"hand": ["BT4-113", "BT11-127"], "drop": ["2 BT11-142", "4 BT7-061"],
                      "energy": ["2 BT7-061"]}, {})
    pick(g, "over_realm", "BT4-113")
    assert codes(g, "battle0") == ["BT4-113"] and len(g.zones["warp0"]) == 6 and not g.zones["drop0"]
    assert all(g.objs[o].tapped for o in g.zones["energy0"])
    for x in list(g.zones["warp0"]):
        g.move(x, "drop0")
    g.decision = None
    g.push("main_free")
    g.run()
    assert not opts(g, "over_realm")                            # together once a turn


@pytest.mark.rules("dbs-masters:22-24-2")
def test_vortex_allows_two_over_realms_a_turn():
    for awake, second in ((True, True), (False, False)):
        p0 = {"leader": DEMIGRA, "vars": "{ awakened = " + str(awake).lower() + " }", "hand": ["BT11-127", "BT4-113"],
              "drop": ["6 BT11-142"], "energy": ["2 BT7-061"]}
        g = position(M, p0, {}, auto_forced=False)
        pick(g, "over_realm", "BT11-127")
        g.push("main_free")
        for x in list(g.zones["warp0"])[:2]:
            g.move(x, "drop0")
        g.decision = None
        g.run()
        assert bool(opts(g, "over_realm")) == second


# ------------------------------------------------------------------- Barrier, Bond
@pytest.mark.rules("dbs-masters:22-16-2", "dbs-masters:22-21-3")
def test_bond_gives_barrier_and_barrier_stops_the_opponents_choice():
    g = position(M, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["DB3-098", "2 BT7-061"]},
                 auto_forced=False)
    kakuja = first_of(g, "battle1", "DB3-098")
    assert "barrier" in reading.keywords(g, kakuja)             # [Bond 2]: 2 other Battle Cards
    pick(g, "extra", "BT1-082")
    until_kind(g, "target")
    assert kakuja not in [o[1] for o in opts(g, "ko")] and len(opts(g, "ko")) == 2
    g = position(M, {}, {"battle": ["DB3-098", "BT7-061"]})
    assert "barrier" not in reading.keywords(g, first_of(g, "battle1", "DB3-098"))


# ------------------------------------------------------------------------- Victory Strike
@pytest.mark.rules("dbs-masters:22-18-2")
def test_victory_strike_wins_when_it_damages_the_opponent():
    g = position(M, {"battle": ["BT9-136"]}, {})
    pick(g, "attack", "BT9-136", "Son Goku")
    settle(g)
    assert g.result.winner == 0 and len(g.zones["life1"]) == 8


# ------------------------------------------------------------------------------ Deflect
@pytest.mark.rules("dbs-masters:22-20-2", "dbscg:10-22-2")
@BOTH
def test_deflect_is_not_affected_by_counter_play(ed):
    g = position(ed, {"hand": ["DB2-102"], "energy": ["4 BT1-102"]}, {"hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "DB2-102")
    assert g.decision.kind == "counter"                         # the counter may still be activated
    pick(g, "counter", "BT1-110")                               # Crusher Ball: played in Rest Mode
    assert g.decision.kind == "main" and not g.objs[first_of(g, "battle0", "DB2-102")].tapped
    assert codes(g, "drop1") == ["BT1-110"]                     # paid and used, its effect ignored
    g = position(ed, {"hand": ["BT1-102"], "energy": ["2 BT1-102"]}, {"hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pick(g, "counter", "BT1-110")
    assert g.objs[first_of(g, "battle0", "BT1-102")].tapped     # without [Deflect] it applies


# --------------------------------------------------------------------------------- Swap
@pytest.mark.rules("dbs-masters:22-22-3", "dbs-masters:22-22-4")
def test_swap_plays_the_named_card_then_returns_itself():
    g = position(M, {"battle": ["BT4-078"], "hand": ["BT4-077", "BT4-083", "BT1-102"], "energy": ["2 BT1-102"]}, {})
    pick(g, "swap", "BT4-078")
    assert {g.objs[o[1]].card.code for o in opts(g, "swap_play")} == {"BT4-077"}   # <<Goku's Lineage>>, cost 3
    pick(g, "swap_play", "BT4-077")
    assert codes(g, "battle0") == ["BT4-077"] and sorted(codes(g, "hand0")) == ["BT1-102", "BT4-078", "BT4-083"]
    assert all(g.objs[e].tapped for e in g.zones["energy0"])


# ------------------------------------------------------------------------ Sparking, Burst
@pytest.mark.rules("dbs-masters:22-26-3")
def test_sparking_needs_x_cards_in_the_drop():
    for drop, kod in ((5, True), (4, False)):
        g = position(M, {"hand": ["BT5-058"], "energy": ["4 BT1-060"], "drop": [f"{drop} BT7-061"]},
                     {"battle": ["BT7-061"]})
        pick(g, "play", "BT5-058")
        if kod:
            pick(g, "ko", "BT7-061")
        assert g.decision.kind == "main" and bool(g.zones["drop1"]) == kod


@pytest.mark.rules("dbs-masters:22-27-3", "dbs-masters:22-27-4", "dbscg:10-30-1")
@BOTH
def test_burst_mills_x_as_its_cost(ed):
    g = position(ed, {"battle": ["DB2-142"], "deck": ["5 BT7-061"]}, {})
    pick(g, "skill", "DB2-142")
    assert len(g.zones["drop0"]) == 3 and len(g.zones["hand0"]) == 1 and len(g.zones["deck0"]) == 1
    g = position(ed, {"battle": ["DB2-142"], "deck": ["2 BT7-061"]}, {})
    assert not opts(g, "skill")                                 # X = 3 is more than the deck


# ------------------------------------------------------------------ Arrival, Aegis, Exhaust
@pytest.mark.rules("dbs-masters:22-29-1", "dbs-masters:22-29-3", "dbs-masters:22-29-4", "dbs-masters:22-29-5",
                   "dbscg:10-32-1", "dbscg:10-32-3")
@BOTH
def test_arrival_plays_from_hand_when_the_combo_colours_match(ed):
    g = position(ed, {"leader": FRIEZA, "hand": ["EX13-35", "BT10-145"], "energy": ["2 BT1-102"]},
                 {"battle": [{"card": "BT1-060", "dull": True}]}, auto_forced=False)
    assert not opts(g, "arrival")                               # [Activate: Battle]: not in the Main Phase
    pick(g, "attack", "BT1-084", "BT1-060")
    settle(g, "offense")
    assert not opts(g, "arrival")                               # no blue/yellow card in the Combo Area
    pick(g, "combo", "BT10-145")
    pay(g, "BT1-102")
    settle(g, "offense")
    pick(g, "arrival", "EX13-35")
    settle(g, "offense")
    assert codes(g, "battle0") == ["EX13-35"] and all(g.objs[e].tapped for e in g.zones["energy0"])


def _attacked_with_aegis_ready(ed: str, hand: list, energy: list) -> object:
    """Player 0's BT1-038 attacks player 1's Leader; player 1 has EX13-35 [Aegis Blue/Yellow]."""
    g = position(ed, {"battle": ["BT1-038"]}, {"battle": ["EX13-35"], "hand": hand, "energy": energy},
                 auto_forced=False)
    pick(g, "attack", "BT1-038", "Son Goku")
    return g


@pytest.mark.rules("dbs-masters:22-30-3", "dbs-masters:22-30-4", "dbs-masters:22-30-5", "dbscg:10-33-1",
                   "dbscg:10-33-2", "dbscg:10-33-3")
@BOTH
def test_aegis_discards_the_colours_and_readies_two_energy(ed):
    g = _attacked_with_aegis_ready(ed, ["BT1-038", "BT1-102", "BT7-061"], [{"card": "BT1-102", "dull": True}] * 3)
    settle(g, "offense")
    assert g.decision.player == 0 and not opts(g, "aegis")      # not in the offense step
    g.apply(("pass",))
    settle(g, "defense")
    pick(g, "aegis", "EX13-35")
    until_kind(g, "target")
    pick(g, "ready_energy", "BT1-102")
    pick(g, "ready_energy", "BT1-102")
    settle(g, "defense")
    assert sorted(codes(g, "drop1")) == ["BT1-038", "BT1-102"]  # a blue and a yellow card from hand
    assert [g.objs[e].tapped for e in g.zones["energy1"]].count(False) == 2
    assert codes(g, "hand1") == ["BT7-061", "BT7-061"]          # "When this card activates its [Aegis]": draw 1
    assert not opts(g, "aegis")                                 # [Once per turn]


@pytest.mark.rules("dbs-masters:22-30-3", "dbscg:10-33-1")
@BOTH
def test_aegis_is_paid_by_one_card_of_both_colours(ed):
    # [Aegis Blue/Yellow]: « une carte multicolore bleue-jaune » alone pays it (masters 22-30-3)
    g = _attacked_with_aegis_ready(ed, ["BT10-145", "BT1-038", "BT1-102"], [{"card": "BT1-102", "dull": True}] * 3)
    settle(g, "defense")
    pick(g, "aegis", "EX13-35")
    assert g.decision.kind == "cost" and {g.objs[o[1]].card.code for o in g.decision.options} == \
        {"BT10-145", "BT1-038", "BT1-102"}
    pick(g, "discard", "BT10-145")                              # blue and yellow: the cost is paid
    assert g.decision.kind == "target"
    pick(g, "ready_energy", "BT1-102")
    pick(g, "ready_energy", "BT1-102")
    settle(g, "defense")
    assert codes(g, "drop1") == ["BT10-145"] and codes(g, "hand1") == ["BT1-038", "BT1-102", "BT7-061"]   # + draw 1
    assert [g.objs[e].tapped for e in g.zones["energy1"]].count(False) == 2
    g = _attacked_with_aegis_ready(ed, ["BT10-145"], [])
    settle(g, "defense")
    assert opts(g, "aegis")                                     # the one multicoloured card is enough


@pytest.mark.rules("dbs-masters:22-31-2", "dbscg:10-34-1")
@BOTH
def test_energy_exhaust_enters_the_energy_area_rested(ed):
    for card, rested in (("DB2-170", True), ("BT1-102", False)):
        g = position(ed, {"hand": [card]}, {}, phase="charge", auto_forced=False)
        until_kind(g, "charge")
        pick(g, "charge", card)
        assert codes(g, "energy0") == [card] and g.objs[g.zones["energy0"][0]].tapped == rested


# ----------------------------------------------------------------------------- Alliance
@pytest.mark.rules("dbs-masters:22-32-3", "dbs-masters:22-32-4")
def test_alliance_rests_allies_of_the_colours_when_attacking():
    g = position(M, {"leader": VADOS, "battle": ["DB3-115", "BT2-005", "BT1-019", "BT1-038"]}, {},
                 auto_forced=False)
    pick(g, "attack", "DB3-115", "Son Goku")
    until_kind(g, "alliance")
    assert {g.objs[o[1]].card.code for o in opts(g, "alliance")} == {"BT2-005", "BT1-019"}   # red or green
    pick(g, "alliance", "BT2-005")
    g.apply(("done",))
    a = first_of(g, "battle0", "DB3-115")
    assert reading.power(g, a) == 31000 and g.objs[first_of(g, "battle0", "BT2-005")].tapped
    assert not g.objs[first_of(g, "battle0", "BT1-019")].tapped


# ----------------------------------------------------------------------------- Offering
@pytest.mark.rules("dbs-masters:22-33-2", "dbs-masters:22-33-3")
def test_offering_the_opponent_gives_a_life_or_you_draw_two():
    for answer, hand0, life1 in ((("no",), 2, 8), (("give_life",), 0, 7)):
        g = position(M, {"hand": ["DB2-170"], "energy": ["2 BT1-102", "BT2-005"]}, {}, auto_forced=False)
        pick(g, "play", "DB2-170")
        until_kind(g, "offering")
        assert g.decision.player == 1
        g.apply(answer)
        assert len(g.zones["hand0"]) == hand0 and len(g.zones["life1"]) == life1
        assert len(g.zones["drop1"]) == 8 - life1


# ------------------------------------------------------------------------------- Revive
def _kod_with_revive(ed: str, hand: list) -> object:
    """Player 1's EX10-04 [Revive Blue/Green] KOs itself to negate an attack: its [Revive] is asked."""
    g = position(ed, {"battle": ["BT1-104"]}, {"battle": ["EX10-04"], "hand": hand}, auto_forced=False)
    pick(g, "attack", "BT1-104", "Son Goku")
    until_kind(g, "cost")
    g.apply(("yes",))                                           # KO this card : negate the attack
    until_kind(g, "revive")
    return g


@pytest.mark.rules("dbs-masters:22-34-3", "dbs-masters:22-34-4")
def test_revive_plays_the_kod_card_back_from_the_drop():
    g = _kod_with_revive(M, ["BT1-038", "BT1-060"])
    g.apply(("yes",))                                           # a blue and a green card from hand
    settle(g)
    assert codes(g, "battle1") == ["EX10-04"] and sorted(codes(g, "drop1")) == ["BT1-038", "BT1-060"]
    revived = g.zones["battle1"][0]
    assert (revived, -6) in g.vars["opt"]                       # its [Revive] negated for the turn


@pytest.mark.rules("dbs-masters:22-34-3", "dbscg:10-37-1")
@BOTH
def test_revive_is_paid_by_one_card_of_both_colours(ed):
    # [Revive Blue/Green]: « une ou plusieurs cartes dont les couleurs d'origine correspondent à X
    # et à Y »: the blue-green card from hand meets both colours, the green one stays in the hand
    g = _kod_with_revive(ed, ["EX10-04", "BT1-060"])
    g.apply(("yes",))
    assert g.decision.kind == "cost" and {g.objs[o[1]].card.code for o in g.decision.options} == \
        {"EX10-04", "BT1-060"}
    pick(g, "discard", "EX10-04")
    settle(g)
    assert codes(g, "battle1") == ["EX10-04"] and codes(g, "drop1") == ["EX10-04"]
    assert codes(g, "hand1") == ["BT1-060"] and len(g.zones["life1"]) == 8

# ----------------------------------------------------------------------------- Summoner
@pytest.mark.rules("dbs-masters:22-37-2")
def test_summoner_rests_one_red_blue_energy_for_a_red_blue_extra():
    g = position(M, {"battle": ["BT1-038"]},
                 {"battle": ["BT9-105"], "hand": ["DB2-165"], "energy": ["BT9-105"]}, auto_forced=False)
    pick(g, "attack", "BT1-038", "Son Goku")
    assert opts(g, "counter") == [("counter", g.zones["hand1"][0], "summoner")]   # its (3) cost is not payable
    g.apply(opts(g, "counter")[0])
    until_kind(g, "target")
    pick(g, "bounce", "BT1-038")
    settle(g)
    assert codes(g, "hand0") == ["BT1-038"] and g.objs[g.zones["energy1"][0]].tapped


# ---------------------------------------------------------------------------- Successor
@pytest.mark.rules("dbs-masters:22-39-3", "dbs-masters:22-39-4", "dbs-masters:22-39-5")
def test_successor_drops_green_yellow_cards_of_the_exact_total():
    g = position(M, {"leader": JIREN, "battle": ["DB3-060", "BT13-108", "BT9-042", "BT2-005"],
                     "hand": ["BT9-121"], "energy": ["BT1-102"]}, {}, auto_forced=False)
    pick(g, "successor", "BT9-121")
    assert g.objs[g.zones["energy0"][0]].tapped                # the skill cost (Y)
    pick(g, "successor_card", "DB3-060")
    assert {g.objs[o[1]].card.code for o in opts(g, "successor_card")} == {"BT13-108", "BT9-042"}   # not red
    pick(g, "successor_card", "BT13-108")
    settle(g)
    assert sorted(codes(g, "battle0")) == ["BT2-005", "BT9-042", "BT9-121"]
    assert sorted(codes(g, "drop0")) == ["BT13-108", "DB3-060"]
    g = position(M, {"leader": JIREN, "battle": ["DB3-060", "BT13-108", "BT9-121"], "energy": ["BT1-102"]}, {})
    assert not opts(g, "successor")                             # only from the hand


# ------------------------------------------------------------------------------- Unique
@pytest.mark.rules("dbscg:10-42-1", "dbscg:10-42-2")
@BOTH
def test_unique_blocks_a_second_card_of_the_name(ed):
    g = position(ed, {"battle": ["BT11-021"], "hand": ["BT11-021", "BT2-005"], "energy": ["2 BT2-005"]}, {})
    assert [g.objs[o[1]].card.code for o in opts(g, "play")] == ["BT2-005"]
    g = position(ed, {"hand": ["BT11-021", "BT11-021"], "energy": ["2 BT2-005"]}, {})
    pick(g, "play", "BT11-021")
    settle(g)
    assert not opts(g, "play") and codes(g, "battle0") == ["BT11-021"]


# ------------------------------------------------------------------ tokens (first edition)
@pytest.mark.rules("dbscg:10-18-5", "dbscg:10-18-6")
@BOTH
def test_a_token_is_chosen_like_a_card(ed):
    g = position(ed, {"leader": ["BT2-102"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    pick(g, "attack", "BT2-102", "BT1-060")
    settle(g)
    tok = g.zones["battle0"][0]
    assert g.objs[tok].card.type == "Token"
    g.apply(("end",))
    settle(g, "main")
    u = g.create(g.rules.cards["BT10-033"], 1, "unison1")      # SS Gotenks: [UNISON -3] bottom up to 2
    g.objs[u].counters = {"markers": 3}
    g.decision = None
    g.push("main_free")
    g.run()
    deck = len(g.zones["deck0"])
    g.apply(("skill", u, 1))
    until_kind(g, "target")
    assert ("bottom", tok) in g.decision.options                # "choose up to 2 of your opponent's Battle Cards"
    g.apply(("bottom", tok))
    settle(g)
    assert tok not in g.objs and len(g.zones["deck0"]) == deck   # chosen and moved like a card, then gone

