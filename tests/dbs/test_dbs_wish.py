"""[Wish] (dbscg 10-28, dbs-masters 22-25) with the real Wish Leaders SD7-01 and TB3-064 "Dragon Ball",
their <<Desire>> cards (BT5-118 A Child's Wish, BT5-119 World Peace...), "Choose one —" on the Leaders'
backs (dbscg 10-27, masters 20-2) and the bundled deck `wish_shenron`, in both editions."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, M, codes, first_of, opts, pick, position, settle, until_kind

from tcg.engine.effects import Effect
from tcg.games.dbs import reading
from tcg.games.dbs.base import AWAKENED

DRAGON_BALLS = ["BT5-117"] * 3 + ["P-084"] * 2 + ["P-168"] * 2      # 7 [Dragon Ball] cards
SHENRON, PORUNGA = ["SD7-01"], ["TB3-064"]


def wish_game(ed: str, drop: list, leader=SHENRON, **p0):
    return position(ed, {"leader": leader, "drop": drop, **p0}, {}, auto_forced=False)


def skill_opts(g, oid: int) -> list[int]:
    return [o[2] for o in opts(g, "skill") if o[1] == oid]


def flip_by_wish(g, lid: int, take: str = "BT5-118") -> None:
    g.apply(("skill", lid, 2))
    pick(g, "tutor", take)
    until_kind(g, "main")


@pytest.mark.rules("dbscg:10-28-1", "dbscg:10-28-3", "dbscg:10-28-3-1", "dbscg:10-28-5", "dbs-masters:22-25-3",
                   "dbs-masters:22-25-4")
@BOTH
def test_wish_needs_its_condition_does_its_effect_then_flips_the_same_card(ed):
    # 6 [Dragon Ball] cards in the Drop: the condition is not met, [Wish] cannot be activated
    g = wish_game(ed, DRAGON_BALLS[:6] + ["BT5-118"])
    lid = g.zones["leader0"][0]
    assert skill_opts(g, lid) == [1]
    # 7: it can; its effect (a <<Desire>> card from the Drop to the hand), then the flip
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118", "BT7-102"], leader=[{"card": "SD7-01", "dull": True}])
    lid = g.zones["leader0"][0]                                 # in Rest Mode before the flip
    g.effects.append(Effect(g.tick(), 1, "power", 5000, lid, (lid,), "turn", 0))
    assert skill_opts(g, lid) == [2]
    g.apply(("skill", lid, 2))
    assert {g.objs[o[1]].card.code for o in opts(g, "tutor")} == {"BT5-118"}   # only a <<Desire>> card
    pick(g, "tutor", "BT5-118")
    until_kind(g, "main")
    assert codes(g, "hand0") == ["BT5-118"]
    assert g.zones["leader0"] == [lid] and g.objs[lid].marks & AWAKENED      # the same card, back side up
    assert reading.name(g, lid) == "Miraculous Arrival Shenron"
    assert g.objs[lid].tapped and reading.power(g, lid) == 20000            # orientation and +5000 kept
    assert 2 not in skill_opts(g, lid)                                       # the back has no [Wish]


@pytest.mark.rules("dbs-masters:22-25-1")
def test_wish_can_be_activated_in_a_battle():
    g = wish_game(M, DRAGON_BALLS + ["BT5-118"], battle=["BT7-102"])
    lid = g.zones["leader0"][0]
    pick(g, "attack", "Super Saiyan Trunks", "Son Goku")
    until_kind(g, "offense")
    assert ("skill", lid, 2) in opts(g, "skill")
    g.apply(("skill", lid, 2))
    pick(g, "tutor", "BT5-118")
    until_kind(g, "offense")
    assert g.objs[lid].marks & AWAKENED and codes(g, "hand0") == ["BT5-118"]


@pytest.mark.rules("dbscg:10-27-1", "dbscg:10-27-2")
@BOTH
def test_the_back_chooses_one_option_and_activates_a_desire_card_within_current_energy(ed):
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118", "BT7-102", "BT5-106"], hand=["BT5-119"], energy=["2 BT1-060"])
    lid = g.zones["leader0"][0]
    flip_by_wish(g, lid)
    g.apply(("skill", lid, 1))
    assert [o[1] for o in opts(g, "mode")] == [0, 1, 2]                     # the three options after "・"
    g.apply(("mode", 1))
    # current energy 2: A Child's Wish (2) may be activated, World Peace (4) may not
    assert [g.objs[o[1]].card.code for o in opts(g, "activate")] == ["BT5-118"]
    g.apply(next(o for o in opts(g, "activate")))
    # its [Activate Main] skill: a Battle Card from the Drop (15000 or less, cost 3 or less) is played
    assert {g.objs[o[1]].card.code for o in opts(g, "play_card")} == {"BT5-106"}     # not 20000 power
    pick(g, "play_card", "BT5-106")
    until_kind(g, "main")
    assert codes(g, "battle0") == ["BT5-106"] and "BT5-118" in codes(g, "drop0")
    assert not any(g.objs[e].tapped for e in g.zones["energy0"])             # no energy cost paid
    assert codes(g, "hand0") == ["BT5-119"] and not opts(g, "skill")         # once per turn, one option only


@pytest.mark.rules("dbscg:10-28-4", "dbscg:10-27-1")
@BOTH
def test_spending_the_seven_dragon_balls_then_flipping_back_at_the_end_of_the_turn(ed):
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118"], battle=["BT7-102"])
    lid = g.zones["leader0"][0]
    trunks = first_of(g, "battle0", "BT7-102")
    flip_by_wish(g, lid)
    g.apply(("skill", lid, 1))
    g.apply(("mode", 2))
    until_kind(g, "main")
    assert len(g.zones["removed0"]) == 7 and not g.zones["drop0"]            # removed from the game
    assert reading.power(g, trunks) == 30000 and "triple_attack" in reading.keywords(g, trunks)
    assert g.objs[lid].marks & AWAKENED
    settle(g, "charge")                                                      # the turn ends
    assert g.zones["leader0"] == [lid] and not g.objs[lid].marks & AWAKENED  # the same card, front again
    assert reading.name(g, lid) == "Dragon Ball"


@BOTH
def test_without_seven_dragon_balls_the_if_you_do_part_does_nothing(ed):
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118"], battle=["BT7-102"])
    lid = g.zones["leader0"][0]
    trunks = first_of(g, "battle0", "BT7-102")
    flip_by_wish(g, lid)
    for x in list(g.zones["drop0"])[:1]:
        g.move(x, "deck0")                                                   # only 6 left in the Drop
    g.apply(("skill", lid, 1))
    g.apply(("mode", 2))
    until_kind(g, "main")
    assert reading.power(g, trunks) == 20000 and "triple_attack" not in reading.keywords(g, trunks)
    settle(g, "charge")
    assert g.objs[lid].marks & AWAKENED                                      # no flip registered


@BOTH
def test_porunga_plays_a_battle_card_within_current_energy_from_the_drop(ed):
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118", "DB2-150", "BT4-101"], leader=PORUNGA, energy=["3 BT5-107"])
    lid = g.zones["leader0"][0]
    flip_by_wish(g, lid)
    assert reading.name(g, lid) == "Porunga, Saviour of Namekians"
    g.apply(("skill", lid, 1))
    g.apply(("mode", 2))
    assert {g.objs[o[1]].card.code for o in opts(g, "play_card")} == {"DB2-150"}   # cost 3 <= 3; not 5
    pick(g, "play_card", "DB2-150")
    until_kind(g, "main")
    assert codes(g, "battle0") == ["DB2-150"]


@BOTH
def test_the_front_rests_to_search_dragon_balls_from_deck_or_life_and_cannot_attack(ed):
    g = position(ed, {"leader": SHENRON, "life": ["7 BT1-060", "BT5-117"], "deck": ["P-084", "9 BT7-061"],
                      "battle": ["BT7-102"]}, {}, auto_forced=False)
    lid = g.zones["leader0"][0]
    assert not [o for o in opts(g, "attack") if o[1] == lid]                 # "This card can't attack."
    g.apply(("skill", lid, 1))
    assert {g.objs[o[1]].card.code for o in opts(g, "tutor")} == {"BT5-117", "P-084"}
    pick(g, "tutor", "BT5-117")
    pick(g, "tutor", "P-084")
    until_kind(g, "main")
    assert sorted(codes(g, "hand0")) == ["BT5-117", "P-084"] and len(g.zones["life0"]) == 7
    assert g.objs[lid].tapped and 1 not in skill_opts(g, lid)                # the cost: Rest Mode


@BOTH
def test_seekers_fill_the_drop_and_wish_triggers_leader_awakens_cards(ed):
    g = position(ed, {"leader": SHENRON, "deck": ["BT5-117", "9 BT7-061"], "battle": ["BT5-107", "BT5-106"]},
                 {}, auto_forced=False)
    bulma, goku = first_of(g, "battle0", "BT5-107"), first_of(g, "battle0", "BT5-106")
    g.apply(("skill", bulma, 0))
    pick(g, "tutor", "BT5-117")
    until_kind(g, "main")
    assert codes(g, "drop0") == ["BT5-117"]
    pick(g, "attack", "Adventurous Son Goku", "Son Goku")
    until_kind(g, "offense")
    assert reading.power(g, goku) == 10000                                   # no Dragon Ball left to place
    g = position(ed, {"leader": SHENRON, "deck": ["P-168", "9 BT7-061"], "battle": ["BT5-106"]}, {},
                 auto_forced=False)
    goku = first_of(g, "battle0", "BT5-106")
    pick(g, "attack", "Adventurous Son Goku", "Son Goku")
    until_kind(g, "target")
    pick(g, "tutor", "P-168")
    until_kind(g, "offense")
    assert reading.power(g, goku) == 20000 and "double_strike" in reading.keywords(g, goku)
    g = wish_game(ed, DRAGON_BALLS + ["BT5-118"], battle=["BT8-131"])
    lid, ss4 = g.zones["leader0"][0], first_of(g, "battle0", "BT8-131")
    flip_by_wish(g, lid)
    assert "double_strike" in reading.keywords(g, ss4)   # "When your Leader Card activates [Awaken] or [Wish]"


@BOTH
def test_the_wish_deck_is_legal_and_plays(ed):
    rules = EDITIONS[ed]
    deck = rules.load_deck("wish_shenron")
    rules.check_deck(deck)
    assert sum(1 for c in deck.codes() if "dragon_ball" in rules.cards[c].keywords) == 7
    assert "wish_shenron" in rules.deck_names()
