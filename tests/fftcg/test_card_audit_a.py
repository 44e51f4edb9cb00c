"""Card audit (session of 2026-11-28): cards of Opus VI–XX drawn with random.Random(20261128),
each played through the normal decisions and its printed outcome asserted."""

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
    SUMMONER_I,
    SUMMONER_L,
    ids,
    opts,
    pay,
    settle,
)
from play_kit import do, names, power, setup, to_phase

from tcg.games.fftcg.chars import has, is_forward


def test_8_130C_leviathan_loses_1000_per_water_character():
    # "Choose 1 Forward. Until the end of the turn, it loses 1000 power for each Water Character you control."
    g = setup({"field": [KNIGHT_W, EVOKER_W, EVOKER_W, EVOKER_W, EVOKER_W], "hand": ["8-130C"]},
              {"field": [BLACK_BELT, EVOKER_W]})
    bb = ids(g, "field1")[0]
    do(g, ("cast", ids(g, "hand0")[0]), ("target", bb))
    pay(g)
    settle(g)
    assert power(g, bb) == 3000                 # 5 Water Characters you control (not the opponent's)
    to_phase(g, 4)
    assert power(g, bb) == 8000


def test_16_135S_lulu_returns_a_summon_and_sets_power_when_you_cast_one():
    # "When Lulu enters the field, choose 1 Card Name Yuna or Summon in your Break Zone. You may add it to your hand."
    # "When you cast a Summon, choose up to 1 Forward opponent controls. Its power becomes 5000 until the end of the turn."
    g = setup({"field": [EVOKER_WI] * 3 + [EVOKER_F] * 2, "hand": ["16-135S"], "break": [IFRIT, SQUIRE]},
              {"field": [BLACK_BELT, KNIGHT_I]})
    ifrit, squire = ids(g, "break0")
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    assert opts(g) == {ifrit}                    # the Summon, not the Forward
    settle(g)
    assert g.decision.kind == "optional"
    do(g, ("yes",))
    settle(g)
    assert names(g, "hand0") == ["Ifrit"]
    bb, knight = ids(g, "field1")
    do(g, ("cast", ids(g, "hand0")[0]), ("target", knight))
    pay(g)
    settle(g)
    assert opts(g) >= {bb}
    do(g, ("target", bb))
    settle(g)
    assert power(g, bb) == 5000 and g.objs[knight].damage == 4000
    to_phase(g, 4)
    assert power(g, bb) == 8000


def test_15_094L_nyx_removes_a_kingsglaive_for_1000_and_first_strike_this_turn():
    # "Remove 1 Job Kingsglaive in the Break Zone from the game: Until the end of the turn, Nyx gains
    # +1000 power, First Strike and "Nyx cannot be chosen by your opponent's abilities.""
    g = setup({"field": ["15-094L", SUMMONER_L], "break": ["11-092C", SQUIRE]}, {})
    nyx = ids(g, "field0")[0]
    do(g, ("use", nyx, 0))
    assert g.decision.kind == "payment" and opts(g) == {ids(g, "break0")[0]}    # the Kingsglaive only
    pay(g)
    settle(g)
    assert names(g, "removed0") == ["Crowe"]
    assert power(g, nyx) == 8000 and has(g, nyx, "first_strike")
    assert ("use", nyx, 0) not in g.decision.options      # no Kingsglaive left
    to_phase(g, 4)
    assert power(g, nyx) == 7000 and not has(g, nyx, "first_strike")


def test_10_057C_bartz_activates_all_your_characters():
    # "When Bartz enters the field, activate all Characters you control."
    g = setup({"field": [{"card": BLACK_BELT, "dull": True}] + [EVOKER_WI] * 4, "hand": ["10-057C"]},
              {"field": [{"card": BLACK_BELT, "dull": True}]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert all(not g.objs[o].tapped for o in ids(g, "field0"))
    assert g.objs[ids(g, "field1")[0]].tapped                      # not the opponent's


def test_8_082R_prompto_breaks_and_removes_only_against_four_forwards():
    # "{EX} When Prompto enters the field, choose 1 Forward opponent controls. If your opponent controls
    # 4 or more Forwards, remove it from the game." / "When Prompto enters the field, choose 1 Forward opponent controls. Break it."
    for n, removed in ((3, 0), (4, 1)):
        g = setup({"field": [EVOKER_E] * 4, "hand": ["8-082R", EVOKER_E]}, {"field": [BLACK_BELT] * n})
        do(g, ("play", ids(g, "hand0")[0]))
        pay(g)
        settle(g)
        # the break placed first, the EX ability last: it resolves first, with all the Forwards there
        do(g, next(o for o in g.decision.options if o[4] == 1))
        for k in range(2):
            settle(g)
            do(g, ("target", ids(g, "field1")[k]))
        settle(g)
        assert len(g.zones["removed1"]) == removed and len(g.zones["break1"]) == 1


def test_11_021C_red_cap_is_a_forward_in_your_turn_and_deals_7000_from_hand():
    # "During your turn, Red Cap also becomes a Forward with 7000 power."
    # "{f}, discard Red Cap, remove 1 Backup from the game: Choose 1 Forward. Deal it 7000 damage. You can only use this ability if Red Cap is in your hand."
    g = setup({"field": ["11-021C", EVOKER_F, EVOKER_E], "hand": ["11-021C"]}, {"field": [KNIGHT_I]})
    cap_f = ids(g, "field0")[0]
    assert g.objs[cap_f].card.name == "Red Cap" and power(g, cap_f) == 7000
    cap_h = ids(g, "hand0")[0]
    assert ("use", cap_f, 1) not in g.decision.options and ("use", cap_h, 1) in g.decision.options
    do(g, ("use", cap_h, 1), ("target", ids(g, "field1")[0]))
    pay(g)
    settle(g)
    assert names(g, "break1") == ["Knight"] and names(g, "removed0") == ["Evoker"]
    assert names(g, "break0") == ["Red Cap"]
    to_phase(g, 4)
    assert not is_forward(g, cap_f)                    # the opponent's turn: a Monster only


def test_14_007L_garland_takes_no_effect_damage_and_draws_when_a_backup_breaks():
    # "If Garland is dealt damage by a Summon or an ability, the damage becomes 0 instead."
    # "When a Backup is put from the field into the Break Zone, draw 1 card."
    g = setup({"field": [EVOKER_F, EVOKER_F], "hand": [IFRIT, "6-069C"]}, {"field": ["14-007L", EVOKER_E]})
    garland = ids(g, "field1")[0]
    do(g, ("cast", ids(g, "hand0")[0]), ("target", garland))
    pay(g)
    settle(g)
    assert g.objs[garland].damage == 0 and names(g, "field1")[0] == "Garland"
    # the opponent's Backup put into the Break Zone by Garland's own Flare: Garland's controller draws
    g2 = setup({"field": ["14-007L", EVOKER_E, EVOKER_E], "hand": ["14-007L"]}, {"field": [SQUIRE, EVOKER_F]})
    garland = ids(g2, "field0")[0]
    do(g2, ("use", garland, 2))
    pay(g2)
    settle(g2)
    do(g2, ("target", ids(g2, "field1")[0]))
    settle(g2)
    assert names(g2, "break1") == ["Squire", "Evoker"]
    assert len(g2.zones["hand0"]) == 1            # the special ability's discarded Garland gone, 1 drawn


def test_6_118C_astrologian_backup_to_hand_other_card_to_break_zone():
    # "{D}: Reveal the top card of your deck. If it is a Backup, add it to your hand. If it is not a Backup, put it into the Break Zone."
    for top, zone in ((EVOKER_E, "hand0"), (BLACK_BELT, "break0")):
        g = setup({"field": ["6-118C"], "deck": [SQUIRE] * 3 + [top]}, {})
        do(g, ("use", ids(g, "field0")[0], 0))
        pay(g)
        settle(g)
        assert len(g.zones[zone]) == 1 and g.objs[g.zones[zone][0]].card.code == top
        assert len(g.zones["deck0"]) == 3


def test_10_032H_scylla_breaks_a_dull_forward_and_the_opponent_discards():
    # "When Scylla enters the field, choose 1 dull Forward opponent controls. Break it. Your opponent discards 1 card from his/her hand."
    g = setup({"field": [SUMMONER_I] * 5, "hand": ["10-032H", KNIGHT_I]},
              {"field": [{"card": BLACK_BELT, "dull": True}, KNIGHT_I], "hand": [SQUIRE, IFRIT]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    assert opts(g) == {ids(g, "field1")[0]}       # the dull one only
    settle(g)
    assert g.decision.kind == "discard" and g.decision.player == 1
    do(g, ("discard", ids(g, "hand1")[1]))
    settle(g)
    assert names(g, "break1") == ["Black Belt", "Ifrit"] and names(g, "hand1") == ["Squire"]
    assert names(g, "field1") == ["Knight"]


def test_8_004R_iroha_adds_1000_to_damage_from_your_fire_characters():
    # "If a Fire Character you control deals damage to a Forward, the damage increases by 1000 instead."
    # "{D}: Choose 1 Forward. Deal it 1000 damage."
    g = setup({"field": ["8-004R", EVOKER_F], "hand": [IFRIT]}, {"field": [BLACK_BELT, KNIGHT_I]})
    bb, knight = ids(g, "field1")
    do(g, ("use", ids(g, "field0")[0], 1), ("target", bb))
    pay(g)
    settle(g)
    assert g.objs[bb].damage == 2000
    do(g, ("cast", ids(g, "hand0")[0]), ("target", knight))     # a Summon is not a Character
    pay(g)
    settle(g)
    assert g.objs[knight].damage == 4000


def test_18_049R_yuri_activates_two_ffcc_characters_and_is_protected_with_three():
    # "If you control 3 or more Category FFCC Characters, Yuri cannot be chosen by your opponent's Summons or abilities."
    # "When Yuri enters the field or attacks, choose up to 2 Category FFCC Characters. Activate them."
    g = setup({"field": [{"card": "13-061C", "dull": True}, {"card": "16-018C", "dull": True}] + [EVOKER_WI] * 4,
               "hand": ["18-049R"]}, {"field": [{"card": KNIGHT_I, "dull": True}]})
    hugh, lilty = ids(g, "field0")[:2]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    yuri = ids(g, "field0")[-1]
    assert opts(g, "target") == {hugh, lilty, yuri}     # the FFCC Characters, not the Knight
    do(g, ("target", hugh), ("target", lilty))
    settle(g)
    assert not g.objs[hugh].tapped and not g.objs[lilty].tapped
    assert has(g, yuri, "cannot_be_chosen_by_opponent")


def test_6_059R_wingvern_breaks_a_forward_of_power_9000_or_more():
    # "{w}{1}, put Wingvern into the Break Zone: Choose 1 Forward of power 9000 or more. Break it."
    g = setup({"field": ["6-059R", EVOKER_WI, EVOKER_WI]}, {"field": [BLACK_BELT, "6-002L"]})
    do(g, ("use", ids(g, "field0")[0], 0))
    assert opts(g, "target") == {ids(g, "field1")[1]}
    do(g, g.decision.options[0])
    pay(g)
    settle(g)
    assert names(g, "break1") == ["Garland"] and names(g, "break0") == ["Wingvern"]


def test_8_112R_eiko_searches_a_summon_and_draws_when_broken():
    # "When Eiko enters the field, you may search for 1 Summon and add it to your hand."
    # "When Eiko is put from the field into the Break Zone, draw 1 card."
    g = setup({"field": [EVOKER_W] * 5, "hand": ["8-112R"], "deck": [SQUIRE, IFRIT, SQUIRE]}, {})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    do(g, ("yes",))
    settle(g)
    assert g.decision.kind == "search" and opts(g, "take") == {ids(g, "deck0")[1]}    # the Summon only
    do(g, ("take", ids(g, "deck0")[1]))
    settle(g)
    assert names(g, "hand0") == ["Ifrit"] and len(g.zones["deck0"]) == 2
    g = setup({"field": ["8-112R", EVOKER_F], "hand": [IFRIT], "deck": [SQUIRE] * 3}, {})
    do(g, ("cast", ids(g, "hand0")[0]), ("target", ids(g, "field0")[0]))
    pay(g)
    settle(g)
    assert names(g, "break0") == ["Ifrit", "Eiko"] and names(g, "hand0") == ["Squire"]


def test_9_120L_rosa_reduces_damage_to_your_forwards_by_1000():
    # "If a Forward you control is dealt damage, reduce the damage by 1000 instead."
    g = setup({"field": ["9-120L", KNIGHT_W, EVOKER_F], "hand": [IFRIT]}, {"field": [KNIGHT_I]})
    do(g, ("cast", ids(g, "hand0")[0]), ("target", ids(g, "field0")[1]))
    pay(g)
    settle(g)
    assert g.objs[ids(g, "field0")[1]].damage == 3000


def test_19_107C_vaan_second_mode_activates_all_your_backups():
    # "{EX} When Vaan enters the field, select 1 of the 2 following actions: "Choose 1 Forward. Deal it
    # 5000 damage." "Activate all the Backups you control.""
    g = setup({"field": [EVOKER_F, EVOKER_F, EVOKER_WI, EVOKER_WI, {"card": BLACK_BELT, "dull": True}], "hand": ["19-107C"]},
              {"field": [BLACK_BELT]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    assert g.decision.kind == "mode"
    do(g, g.decision.options[1])
    settle(g)
    assert all(not g.objs[o].tapped for o in ids(g, "field0")[:4])
    assert g.objs[ids(g, "field0")[4]].tapped         # a Forward stays dull
    g = setup({"field": [EVOKER_F, EVOKER_F, EVOKER_WI, EVOKER_WI], "hand": ["19-107C"]}, {"field": [BLACK_BELT]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    settle(g)
    do(g, ("mode", 0), ("target", ids(g, "field1")[0]))
    settle(g)
    assert g.objs[ids(g, "field1")[0]].damage == 5000


def test_6_002L_garland_knights_brave_with_a_princess_and_round_edge():
    # "If you control a Job Princess, the Job Knight Forwards you control gain Brave."
    # "[Round Edge] {S}{f}{f}{1}: Choose 1 Forward. Break it. Deal 5000 damage to all the Forwards opponent controls."
    g = setup({"field": ["6-002L"]}, {})
    assert not has(g, ids(g, "field0")[0], "brave")
    g = setup({"field": ["6-002L", "1-156C", EVOKER_F, EVOKER_F, EVOKER_F], "hand": ["6-002L"]},
              {"field": [BLACK_BELT, SQUIRE, KNIGHT_I]})
    garland = ids(g, "field0")[0]
    assert has(g, garland, "brave")
    bb, squire, knight = ids(g, "field1")
    do(g, ("use", garland, 2), ("target", bb))
    pay(g)
    settle(g)
    assert names(g, "break1") == ["Black Belt", "Squire"] and g.objs[knight].damage == 5000
    assert names(g, "field0")[0] == "Garland" and g.objs[garland].damage == 0


def test_16_092C_noel_dulls_up_to_two_opponent_forwards():
    # "{EX} When Noel enters the field, choose up to 2 Forwards opponent controls. Dull them."
    # "{D}, put Noel into the Break Zone: Dull all the Forwards opponent controls."
    g = setup({"field": [SUMMONER_L] * 5, "hand": ["16-092C"]}, {"field": [BLACK_BELT, SQUIRE, KNIGHT_I]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    a, b, c = ids(g, "field1")
    assert opts(g, "target") == {a, b, c}
    do(g, ("target", a), ("target", b))
    settle(g)
    assert [g.objs[o].tapped for o in (a, b, c)] == [True, True, False]
    g = setup({"field": ["16-092C"]}, {"field": [BLACK_BELT, SQUIRE]})
    do(g, ("use", ids(g, "field0")[0], 1))
    pay(g)
    settle(g)
    assert all(g.objs[o].tapped for o in ids(g, "field1")) and names(g, "break0") == ["Noel"]


def test_19_083R_ramuh_costs_3_less_after_a_lightning_forward_entered():
    # "If a Lightning Forward has entered your field this turn, the cost required to cast Ramuh is reduced by 3."
    # "Choose 1 Forward of cost 3 or less. Deal it 8000 damage."
    g = setup({"field": [SUMMONER_L] * 2, "hand": ["19-083R", "19-070C"]}, {"field": [BLACK_BELT, KNIGHT_I]})
    ramuh = ids(g, "hand0")[0]
    do(g, ("play", ids(g, "hand0")[1]), *(("dull", o) for o in ids(g, "field0")))
    settle(g)
    assert names(g, "field0")[-1] == "Edge" and all(g.objs[o].tapped for o in ids(g, "field0")[:2])
    do(g, ("cast", ramuh))
    # the Knight (cost 3) and Edge (2), not Black Belt (4)
    assert opts(g, "target") == {ids(g, "field1")[1], ids(g, "field0")[-1]}
    do(g, ("target", ids(g, "field1")[1]))
    assert g.decision.kind != "payment"                  # 3 less 3: 0 CP to pay
    settle(g)
    assert names(g, "break1") == ["Knight"] and names(g, "break0") == ["Ramuh"]
