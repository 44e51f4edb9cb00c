"""Card audit (session of 2026-11-28), continued: Opus VI–XX cards drawn with
random.Random(20261128), each played through the normal decisions and its printed outcome asserted."""

from __future__ import annotations

from audit_kit import (
    BLACK_BELT,
    EVOKER_F,
    EVOKER_W,
    IFRIT,
    KNIGHT_I,
    SQUIRE,
    SQUIRE_1,
    SUMMONER_L,
    advance,
    ids,
    opts,
    pay,
    settle,
)
from play_kit import do, names, pass_, pass_until, power, setup

from tcg.games.fftcg.chars import has


def test_15_035H_setzer_gains_a_crystal_at_each_end_of_turn_a_forward_of_yours_broke():
    # "At the end of each player's turn, if a Forward you controlled has been put from the field into
    # the Break Zone this turn, gain {C}."
    g = setup({"field": ["15-035H", SQUIRE, EVOKER_F], "hand": [IFRIT]}, {"field": [SQUIRE]})
    advance(g, 4)
    assert g.pvars[0].get("crystals", 0) == 0              # nothing broke in turn 3
    g = setup({"field": ["15-035H", SQUIRE_1, EVOKER_F], "hand": [IFRIT]}, {"field": [SQUIRE]})
    do(g, ("cast", ids(g, "hand0")[0]), ("target", ids(g, "field0")[1]))
    pay(g)
    settle(g)
    advance(g, 4)
    assert g.pvars[0].get("crystals", 0) == 1 and g.pvars[1].get("crystals", 0) == 0


def test_7_121C_braska_your_summoners_cost_1_less_but_not_0():
    # "The cost required to play your Job Summoner onto the field is reduced by 1 (it cannot become 0)."
    g = setup({"field": ["7-121C"] + [EVOKER_W] * 4, "hand": ["8-112R"]}, {})     # Eiko: Summoner, cost 5
    do(g, ("play", ids(g, "hand0")[0]), *(("dull", o) for o in ids(g, "field0")[1:5]))
    settle(g)
    assert names(g, "field0")[-1] == "Eiko"


def test_9_035R_yuke_blocked_makes_the_opponent_discard():
    # "When Yuke is blocked, your opponent discards 1 card from his/her hand."
    g = setup({"field": ["9-035R"]}, {"field": [BLACK_BELT], "hand": [SQUIRE, IFRIT]}, phase="attack")
    pass_(g, 2)
    do(g, ("attack", ids(g, "field0")[0]))
    pass_until(g, "block")
    do(g, ("block", ids(g, "field1")[0]))
    settle(g)
    assert g.decision.kind == "discard" and g.decision.player == 1
    do(g, ("discard", ids(g, "hand1")[0]))
    settle(g)
    assert names(g, "hand1") == ["Ifrit"]


def test_13_082C_rapha_hits_up_to_three_opponent_forwards_at_damage_3():
    # "If the Card Name Marach you control deals damage to a Forward, the damage increases by 1000 instead."
    # "Damage 3 -- {D}, put Rapha into the Break Zone: Choose up to 3 Forward opponent controls. Deal them 4000 damage."
    g = setup({"field": ["13-082C"], "damage": [SQUIRE] * 2}, {"field": [SQUIRE]})
    assert ("use", ids(g, "field0")[0], 1) not in g.decision.options
    g = setup({"field": ["13-082C"], "damage": [SQUIRE] * 3}, {"field": [SQUIRE_1, KNIGHT_I, BLACK_BELT, "2-131C"]})
    do(g, ("use", ids(g, "field0")[0], 1))
    a, b, c, d = ids(g, "field1")
    do(g, ("target", a), ("target", b), ("target", c))
    pay(g)
    settle(g)
    assert names(g, "break1") == ["Squire"] and [g.objs[o].damage for o in (b, c, d)] == [4000, 4000, 0]


def test_7_012H_sol_gains_2000_and_haste_with_another_warrior_of_light():
    # "If you control a Job Warrior of Light Forward other than Sol, Sol gains +2000 power and Haste."
    g = setup({"field": ["7-012H", "2-050H"]}, {})         # Arc: a Warrior of Light Backup
    sol = ids(g, "field0")[0]
    assert power(g, sol) == 5000 and not has(g, sol, "haste")
    g = setup({"field": ["7-012H", "2-022H"]}, {})         # Luneth: a Warrior of Light Forward
    sol = ids(g, "field0")[0]
    assert power(g, sol) == 7000 and has(g, sol, "haste")


def test_13_061C_hugh_yurg_brave_with_another_ffcc_character():
    # "If you control a Category FFCC Character other than Hugh Yurg, Hugh Yurg gains Brave."
    g = setup({"field": ["13-061C"]}, {"field": ["16-018C"]})
    assert not has(g, ids(g, "field0")[0], "brave")        # the opponent's FFCC Lilty does not count
    g = setup({"field": ["13-061C", "16-018C"]}, {})
    assert has(g, ids(g, "field0")[0], "brave")


def test_15_031C_shiva_costs_2_less_for_a_crystal_second_mode_3000_to_ice_forwards():
    # "Before paying the cost to cast Shiva, you can pay {C} to reduce the cost required to cast Shiva by 2."
    # "Select 1 of the 2 following actions: ... "All the Ice Forwards you control gain +3000 power until the end of the turn.""
    g = setup({"field": ["1-040C", KNIGHT_I, "9-035R"], "hand": ["15-031C"], "vars": {"crystals": 1}},
              {"field": [KNIGHT_I]})
    do(g, ("cast", ids(g, "hand0")[0]), ("mode", 1))
    assert g.decision.kind == "optional"
    do(g, ("yes",))
    pay(g)
    settle(g)
    assert g.pvars[0]["crystals"] == 0 and names(g, "break0") == ["Shiva"]
    knight, yuke = ids(g, "field0")[1:]
    assert power(g, knight) == 10000 and power(g, yuke) == 10000 and power(g, ids(g, "field1")[0]) == 7000
    g = setup({"field": ["1-040C"], "hand": ["15-031C"]}, {"field": [KNIGHT_I]})
    assert ("cast", ids(g, "hand0")[0]) not in g.decision.options     # no Crystal: 3 CP


def test_20_093H_shadow_dragon_returns_from_the_break_zone_when_golbez_enters():
    # "When a Card Name Golbez enters your field, you may pay {1}. When you do so, play Shadow Dragon
    # onto the field. This effect will trigger only if Shadow Dragon is in the Break Zone."
    # "When Shadow Dragon enters the field, choose 1 Forward of cost 3 or less opponent controls. Break it."
    g = setup({"field": [SUMMONER_L] * 5, "hand": ["1-135L", SUMMONER_L, SUMMONER_L], "break": ["20-093H"]},
              {"field": [SQUIRE_1, BLACK_BELT]})
    do(g, ("play", ids(g, "hand0")[0]), *(("discard", o) for o in ids(g, "hand0")[1:]))
    pay(g)
    settle(g)
    assert g.decision.kind == "optional"
    do(g, ("yes",))
    pay(g)
    settle(g)
    assert names(g, "field0")[-2:] == ["Golbez", "Shadow Dragon"] and names(g, "break1") == ["Squire"]
    assert names(g, "field1") == ["Black Belt"]


def test_12_027C_gunbreaker_party_attack_makes_the_opponent_discard():
    # "When Gunbreaker forms a party and attacks, your opponent discards 1 card from their hand."
    for party, hand in ((False, 2), (True, 1)):
        g = setup({"field": ["12-027C", KNIGHT_I]}, {"hand": [SQUIRE, IFRIT]}, phase="attack")
        pass_(g, 2)
        do(g, ("attack", ids(g, "field0")[0]))
        if party:
            do(g, ("add", ids(g, "field0")[1]))
        if g.decision.kind == "party":
            do(g, ("done",))
        settle(g)
        if g.decision.kind == "discard":
            do(g, g.decision.options[0])
            settle(g)
        assert len(g.zones["hand1"]) == hand


def test_13_097C_viking_plays_a_viking_of_cost_3_or_less_from_the_top_five():
    # "When Viking enters the field, reveal the top 5 cards of your deck. Play 1 Card Name Viking of cost
    # 3 or less among them onto the field and return the other cards to the bottom of your deck in any order."
    g = setup({"field": [EVOKER_W, EVOKER_W], "hand": ["13-097C"],
               "deck": [SQUIRE, SQUIRE, "1-167C", BLACK_BELT, "13-080C", KNIGHT_I, SQUIRE_1]}, {})
    bottom = ids(g, "deck0")[:2]
    viking = ids(g, "deck0")[2]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    while g.decision.kind == "bottom":
        do(g, g.decision.options[0])
        settle(g)
    assert names(g, "field0")[-2:] == ["Viking", "Viking"]          # 13-097C, then the 1-167C revealed
    # the 4 others went under the 2 unrevealed cards; the 1-167C Viking drew the top one
    assert ids(g, "deck0")[-1] == bottom[0] and names(g, "hand0") == ["Squire"] and len(g.zones["deck0"]) == 5
    assert viking not in g.zones["deck0"]


def test_15_093R_tredd_gives_a_category_xv_forward_1000_and_brave():
    # "When Tredd enters the field, choose 1 Category XV Forward. Until the end of the turn, it gains +1000 power and Brave."
    # "Put Tredd into the Break Zone: Choose 1 Forward. Until the end of the turn, it gains +3000 power and First Strike."
    g = setup({"field": [SUMMONER_L, "15-094L", KNIGHT_I], "hand": ["15-093R"]}, {"field": [BLACK_BELT]})
    nyx, knight = ids(g, "field0")[1:3]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    tredd = ids(g, "field0")[-1]
    assert opts(g, "target") == {nyx, tredd}             # the Category XV Forwards
    do(g, ("target", nyx))
    settle(g)
    assert power(g, nyx) == 8000 and has(g, nyx, "brave")
    do(g, ("use", tredd, 1), ("target", knight))
    settle(g)
    assert power(g, knight) == 10000 and has(g, knight, "first_strike") and names(g, "break0") == ["Tredd"]
    advance(g, 4)
    assert power(g, nyx) == 7000 and not has(g, nyx, "brave") and not has(g, knight, "first_strike")


def test_12_106R_relm_searches_a_character_of_the_same_name():
    # "{EX} When Relm enters the field, choose 1 Character without Multicard other than Relm. You may
    # search for 1 Character with the same name and add it to your hand."
    g = setup({"field": [EVOKER_W] * 4, "hand": ["12-106R"], "deck": [SQUIRE, "14-007L", KNIGHT_I]},
              {"field": ["6-002L", KNIGHT_I]})
    garland, knight = ids(g, "field1")
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    assert garland in opts(g, "target") and knight not in opts(g, "target")     # Knight: Multicard
    do(g, ("target", garland))
    settle(g)
    do(g, ("yes",))
    assert opts(g, "take") == {ids(g, "deck0")[1]}
    do(g, ("take", ids(g, "deck0")[1]))
    settle(g)
    assert names(g, "hand0") == ["Garland"]


def test_18_113H_cid_haze_next_card_costs_2_less_down_to_0():
    # "When Cid Haze enters the field, during this turn, the cost required to cast your next card is
    # reduced by 2." (no "(it cannot become 0)": a 2-cost card is then free)
    g = setup({"field": ["1-040C", "1-040C", "1-068C"], "hand": ["18-113H", SQUIRE]}, {})     # Ice, Ice, Wind Backups
    do(g, ("play", ids(g, "hand0")[0]), *(("dull", o) for o in ids(g, "field0")))
    settle(g)
    assert names(g, "field0")[-1] == "Cid Haze" and all(g.objs[o].tapped for o in ids(g, "field0")[:3])
    do(g, ("play", ids(g, "hand0")[0]))                   # the Squire, cost 2: nothing to pay
    settle(g)
    assert names(g, "field0")[-1] == "Squire"
