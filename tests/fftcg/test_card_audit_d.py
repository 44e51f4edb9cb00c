"""Card audit (session of 2026-11-28), continued: Opus VI–XX cards drawn with
random.Random(20261128), each played through the normal decisions and its printed outcome asserted."""

from __future__ import annotations

from audit_kit import advance, ids, pay, settle
from play_kit import do, names, pass_, pass_until, power, setup

from tcg.games.fftcg.chars import has

BLACK_BELT = "1-099C"   # Earth Forward 8000, cost 4
SQUIRE = "1-025C"       # Fire Forward 5000, cost 2
SQUIRE_1 = "1-026C"     # Fire Forward 3000, cost 1
KNIGHT_I = "1-050C"     # Ice Forward 7000, cost 3
EVOKER_W = "1-159C"     # Water Backup
EVOKER_F = "1-011C"     # Fire Backup
SUMMONER_L = "1-138C"   # Lightning Backup
IFRIT = "1-004C"        # Fire Summon 1: Choose 1 Forward. Deal it 4000 damage.


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
