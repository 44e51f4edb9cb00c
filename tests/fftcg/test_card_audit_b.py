"""Card audit (session of 2026-11-28), continued: Opus VI–XX cards drawn with
random.Random(20261128), each played through the normal decisions and its printed outcome asserted."""

from __future__ import annotations

from audit_kit import (
    BLACK_BELT,
    EVOKER_E,
    EVOKER_F,
    EVOKER_W,
    EVOKER_WI,
    IFRIT,
    KNIGHT_I,
    KNIGHT_W,
    SQUIRE,
    SQUIRE_1,
    SUMMONER_I,
    SUMMONER_L,
    advance,
    ids,
    opts,
    pay,
    settle,
)
from play_kit import do, names, pass_, power, setup, to_phase

from tcg.games.fftcg.chars import has


def test_16_109C_kyrie_looks_at_two_and_puts_them_top_or_bottom():
    # "{EX} When Kyrie enters the field, your opponent reveals their hand. Then, look at the top 2 cards
    # of your deck. Return these to the top and/or bottom of your deck in any order."
    g = setup({"field": [EVOKER_W] * 2, "hand": ["16-109C"], "deck": [SQUIRE, KNIGHT_I, BLACK_BELT]}, {"hand": [IFRIT]})
    sq, kn, bb = ids(g, "deck0")
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert g.decision.kind == "arrange" and opts(g) == {kn, bb}       # the top 2 only
    do(g, ("bottom", bb))
    settle(g)
    assert ids(g, "deck0") == [bb, sq, kn]


def test_6_014C_warrior_gains_2000_when_it_attacks():
    # "When Warrior attacks, Warrior gains +2000 power until the end of the turn."
    g = setup({"field": ["6-014C"]}, {"field": [BLACK_BELT]}, phase="attack")
    pass_(g, 2)
    w = ids(g, "field0")[0]
    do(g, ("attack", w))
    settle(g)
    assert power(g, w) == 11000
    advance(g, 4)
    assert power(g, w) == 9000


def test_7_060R_bartholomew_may_play_hope_from_hand_and_boosts_a_forward():
    # "When Bartholomew enters the field, you may play 1 Card Name Hope from your hand onto the field."
    # "{w}{w}{D}, put Bartholomew into the Break Zone: Choose 1 Forward. Activate it. It gains +1000 power until the end of the turn."
    g = setup({"field": [EVOKER_WI] * 3, "hand": ["7-060R", "1-082R", SQUIRE]}, {})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert g.decision.kind == "play_from_hand" and opts(g) == {ids(g, "hand0")[0]}    # Hope, not the Squire
    do(g, next(o for o in g.decision.options if len(o) > 1))
    settle(g)
    assert names(g, "field0")[-2:] == ["Bartholomew", "Hope"] and names(g, "hand0") == ["Squire"]
    g = setup({"field": ["7-060R", EVOKER_WI, EVOKER_WI, {"card": BLACK_BELT, "dull": True}]}, {})
    bb = ids(g, "field0")[3]
    do(g, ("use", ids(g, "field0")[0], 1), ("target", bb))
    pay(g)
    settle(g)
    assert not g.objs[bb].tapped and power(g, bb) == 9000 and names(g, "break0") == ["Bartholomew"]


def test_19_095C_sophia_takes_2000_from_an_opponent_forward_at_your_attack_phase():
    # "At the beginning of the Attack Phase during each of your turns, choose 1 Forward opponent
    # controls. It loses 2000 power until the end of the turn."
    g = setup({"field": ["19-095C"]}, {"field": [BLACK_BELT]})
    bb = ids(g, "field1")[0]
    pass_(g, 2)
    settle(g)
    assert power(g, bb) == 6000 and g.vars["phase"] == "attack"
    to_phase(g, 4)
    assert power(g, bb) == 8000
    to_phase(g, 4, "end")
    assert power(g, bb) == 8000                   # not during the opponent's turn


def test_16_099C_merald_haste_with_two_soiree_members_break_with_four():
    # "If you control 2 or more Job Morze's Soiree Member, Merald gains Haste."
    # "When Merald enters the field, choose 1 Forward opponent controls. If you control 4 or more Job Morze's Soiree Member, break it."
    g = setup({"field": ["16-099C"]}, {})
    assert not has(g, ids(g, "field0")[0], "haste")
    g = setup({"field": ["16-099C", "16-062C"]}, {})
    assert has(g, ids(g, "field0")[0], "haste")        # Merald and Lexa
    for members, broken in ((["16-062C", "16-003C"], []), (["16-062C", "16-003C", "16-059C"], ["Black Belt"])):
        g = setup({"field": [SUMMONER_L] * 4 + members, "hand": ["16-099C"]}, {"field": [BLACK_BELT]})
        do(g, ("play", ids(g, "hand0")[0]))
        pay(g)
        settle(g)
        assert names(g, "break1") == broken


def test_7_120H_faris_adds_a_category_v_character_from_the_top_five():
    # "If you control a Card Name Lenna Forward, Faris gains +2000 power."
    # "When Faris enters the field, reveal the top 5 cards of your deck. Add 1 Category V Character among
    # them to your hand and return the other cards to the bottom of your deck in any order."
    g = setup({"field": [EVOKER_W] * 4, "hand": ["7-120H"],
               "deck": [SQUIRE, KNIGHT_I, "3-144L", BLACK_BELT, SQUIRE_1, IFRIT]}, {})
    bottom = ids(g, "deck0")[0]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    while g.decision.kind == "bottom":
        do(g, g.decision.options[0])
        settle(g)
    assert names(g, "hand0") == ["Lenna"] and len(g.zones["deck0"]) == 5
    assert ids(g, "deck0")[-1] == bottom               # the four others went under it
    g = setup({"field": ["7-120H", "3-144L"]}, {})
    assert power(g, ids(g, "field0")[0]) == 8000


def test_9_119C_larsa_removes_the_damage_of_your_forwards():
    # "{D}: Negate all damage dealt to all the Forwards you control."
    g = setup({"field": ["9-119C", {"card": BLACK_BELT, "damage": 5000}, {"card": KNIGHT_W, "damage": 3000}]},
              {"field": [{"card": BLACK_BELT, "damage": 5000}]})
    do(g, ("use", ids(g, "field0")[0], 0))
    pay(g)
    settle(g)
    assert [g.objs[o].damage for o in ids(g, "field0")[1:]] == [0, 0]
    assert g.objs[ids(g, "field1")[0]].damage == 5000


def test_20_023C_armourer_costs_2_less_with_three_ice_backups():
    # "If you control 3 or more Ice Backups, the cost required to cast Armourer is reduced by 2."
    g = setup({"field": [{"card": SUMMONER_I, "dull": True}] * 3, "hand": ["20-023C"]}, {})
    do(g, ("play", ids(g, "hand0")[0]))            # cost 2 less 2: nothing to pay
    settle(g)
    assert names(g, "field0")[-1] == "Armourer"
    g = setup({"field": [{"card": SUMMONER_I, "dull": True}] * 2 + [{"card": EVOKER_W, "dull": True}],
               "hand": ["20-023C"]}, {})
    assert ("play", ids(g, "hand0")[0]) not in g.decision.options      # 2 Ice Backups: cost 2


def test_8_107C_dragoon_costs_1_less_per_dragoon_but_not_0():
    # "The cost required to play Dragoon onto the field is reduced by 1 for each Job Dragoon or Card Name
    # Dragoon you control (it cannot become 0)."
    g = setup({"field": ["8-107C", "8-107C", "8-107C", {"card": SUMMONER_L, "dull": True}], "hand": ["8-107C"]}, {})
    assert ("play", ids(g, "hand0")[0]) not in g.decision.options     # 3 less 3, but at least 1
    g = setup({"field": ["8-107C", "8-107C", "8-107C", SUMMONER_L], "hand": ["8-107C"]}, {})
    do(g, ("play", ids(g, "hand0")[0]), ("dull", ids(g, "field0")[3]))
    settle(g)
    assert names(g, "field0").count("Dragoon") == 4


def test_12_008R_princess_goblin_searches_a_light_forward_and_leaves_when_one_enters():
    # "When Princess Goblin enters the field, you may search for 1 Light Forward and add it to your hand."
    # "When a Light Forward enters your field, put Princess Goblin into the Break Zone."
    g = setup({"field": [EVOKER_F, EVOKER_F, EVOKER_E, EVOKER_E], "hand": ["12-008R"],
               "deck": [SQUIRE, "1-181H", "1-183H", SQUIRE]}, {})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    do(g, ("yes",))
    assert opts(g, "take") == {ids(g, "deck0")[1]}      # the Light Forward, not the Light Backup
    do(g, ("take", ids(g, "deck0")[1]))
    settle(g)
    assert names(g, "hand0") == ["Onion Knight"]
    do(g, ("play", ids(g, "hand0")[0]), *(("dull", o) for o in ids(g, "field0")[2:4]))
    settle(g)
    assert names(g, "break0") == ["Princess Goblin"] and "Onion Knight" in names(g, "field0")


def test_16_018C_lilty_returns_to_hand_only_in_your_turn_and_deals_10000_at_damage_5():
    # "{D}: Return Lilty to its owner's hand. You can only use this ability during your turn."
    # "Damage 5 - When Lilty enters the field, you may put Lilty into the Break Zone. When you do so, choose 1 Forward. Deal it 10000 damage."
    g = setup({"field": ["16-018C"]}, {})
    lilty = ids(g, "field0")[0]
    do(g, ("use", lilty, 0))
    settle(g)
    assert names(g, "hand0") == ["Lilty"]
    g = setup({"field": [EVOKER_F, EVOKER_F], "hand": ["16-018C"], "damage": [SQUIRE] * 5}, {"field": [BLACK_BELT, "6-002L"]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    do(g, ("yes",))
    settle(g)
    do(g, ("target", ids(g, "field1")[1]))
    settle(g)
    assert names(g, "break0") == ["Lilty"] and names(g, "break1") == ["Garland"]
    g = setup({"field": [EVOKER_F, EVOKER_F], "hand": ["16-018C"], "damage": [SQUIRE] * 4}, {"field": [BLACK_BELT]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert names(g, "field0")[-1] == "Lilty" and not g.stack     # 4 damage: no trigger


def test_14_005C_oelde_leonis_returns_a_standard_unit_when_broken():
    # "When Oelde Leonis is put from the field into the Break Zone, choose 1 Job Standard Unit in your Break Zone. Add it to your hand."
    g = setup({"field": [{"card": "14-005C", "damage": 6000}, EVOKER_F], "hand": [IFRIT], "break": [SQUIRE, "6-002L"]}, {})
    do(g, ("cast", ids(g, "hand0")[0]), ("target", ids(g, "field0")[0]))
    pay(g)
    settle(g)
    assert names(g, "hand0") == ["Squire"] and sorted(names(g, "break0")) == ["Garland", "Ifrit", "Oelde Leonis"]


def test_14_033C_devout_adds_an_ice_card_and_breaks_the_rest():
    # "When Devout enters the field, reveal the top 2 cards of your deck. Add 1 Ice card among them to
    # your hand, and put the rest of the cards into the Break Zone."
    g = setup({"field": [SUMMONER_I] * 4, "hand": ["14-033C"], "deck": [SQUIRE, SQUIRE, KNIGHT_I, BLACK_BELT]}, {})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert names(g, "hand0") == ["Knight"] and names(g, "break0") == ["Black Belt"] and len(g.zones["deck0"]) == 2


def test_17_086H_red_mage_pays_to_break_a_forward_of_cost_4_or_less():
    # "When Red Mage enters the field, you may pay {l}{1}. When you do so, choose 1 Forward of cost 4 or less. Break it."
    g = setup({"field": [SUMMONER_L] * 5}, {"field": [BLACK_BELT, "6-002L"]}, )
    g = setup({"field": [SUMMONER_L] * 5, "hand": ["17-086H"]}, {"field": [BLACK_BELT, "6-002L"]})
    do(g, ("play", ids(g, "hand0")[0]))
    do(g, *(("dull", o) for o in ids(g, "field0")[:3]))
    settle(g)
    do(g, ("yes",))
    pay(g)
    settle(g)
    bb = ids(g, "field1")[0]
    assert bb in opts(g, "target") and ids(g, "field1")[1] not in opts(g, "target")
    do(g, ("target", bb))
    settle(g)
    assert names(g, "break1") == ["Black Belt"] and all(g.objs[o].tapped for o in ids(g, "field0")[:5])


def test_19_070C_edge_three_shuriken_counters_three_shots():
    # "When Edge enters the field, place 3 Shuriken Counters on Edge."
    # "{D}, remove 1 Shuriken Counter from Edge: Choose 1 Forward. Deal it 5000 damage."
    g = setup({"field": [SUMMONER_L] * 2, "hand": ["19-070C"]}, {"field": [SQUIRE_1] * 4})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    edge = ids(g, "field0")[-1]
    assert g.objs[edge].counters.get("shuriken") == 3
    for turn in (5, 7, 9):
        advance(g, turn)
        do(g, ("use", edge, 1), ("target", ids(g, "field1")[0]))
        pay(g)
        settle(g)
    advance(g, 11)
    assert len(g.zones["field1"]) == 1 and not (g.objs[edge].counters or {}).get("shuriken")
    assert ("use", edge, 1) not in g.decision.options
