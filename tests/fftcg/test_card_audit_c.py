"""Card audit (session of 2026-11-28), continued: Opus VI–XX cards drawn with
random.Random(20261128), each played through the normal decisions and its printed outcome asserted."""

from __future__ import annotations

from audit_kit import (
    BLACK_BELT,
    EVOKER_E,
    EVOKER_F,
    KNIGHT_I,
    SQUIRE,
    SUMMONER_I,
    SUMMONER_L,
    advance,
    ids,
    opts,
    pay,
    settle,
)
from play_kit import FROZEN, do, names, power, setup

from tcg.games.fftcg.chars import has, is_forward


def test_6_080R_mushussu_breaks_a_dull_forward_and_14_030C_serah_freezes_on_leaving():
    # Mushussu: "{e}{1}, put Mushussu into the Break Zone: Choose 1 dull Forward. Break it."
    # Serah: "When Serah is put from the field into the Break Zone, select 1 of the 2 following actions.
    # "Your opponent discards 1 card from their hand." "Freeze all the Forwards opponent controls.""
    g = setup({"field": ["6-080R", EVOKER_E, EVOKER_E, KNIGHT_I, {"card": SQUIRE, "dull": True}]},
              {"field": [{"card": "14-030C", "dull": True}, BLACK_BELT]})
    mush = ids(g, "field0")[0]
    serah = ids(g, "field1")[0]
    do(g, ("use", mush, 0))
    assert opts(g, "target") == {serah, ids(g, "field0")[4]}      # the dull Forwards only
    do(g, ("target", serah))
    pay(g)
    settle(g)
    assert g.decision.kind == "mode" and g.decision.player == 1
    do(g, ("mode", 1))
    settle(g)
    assert names(g, "break1") == ["Serah"] and names(g, "break0") == ["Mushussu"]
    knight, squire = ids(g, "field0")[2:4]
    assert g.objs[knight].marks & FROZEN and g.objs[squire].marks & FROZEN
    assert not g.objs[ids(g, "field1")[0]].marks & FROZEN


def test_13_013C_palom_deals_4000_or_8000_with_porom():
    # "When Palom enters the field, choose 1 Forward. Deal it 4000 damage. If you control a Card Name
    # Porom Forward, deal it 8000 damage instead."
    for field, dealt in (([], 4000), (["2-136R"], 8000)):
        g = setup({"field": [EVOKER_F, EVOKER_F] + field, "hand": ["13-013C"]}, {"field": ["6-002L"]})
        do(g, ("play", ids(g, "hand0")[0]))
        pay(g)
        settle(g)
        if g.decision.kind == "target":
            do(g, ("target", ids(g, "field1")[0]))
            settle(g)
        assert g.objs[ids(g, "field1")[0]].damage == dealt


def test_9_052C_deuce_gives_1000_and_1000_more_to_class_zero_cadets():
    # "The Forwards other than Deuce you control gain +1000 power."
    # "The Job Class Zero Cadet Forwards other than Deuce you control gain +1000 power."
    g = setup({"field": ["9-052C", "3-014C", SQUIRE]}, {"field": [SQUIRE]})
    deuce, cinque, squire = ids(g, "field0")
    assert (power(g, deuce), power(g, cinque), power(g, squire)) == (3000, 7000, 6000)
    assert power(g, ids(g, "field1")[0]) == 5000


def test_8_085C_marlene_returns_aerith_cloud_tifa_or_barret():
    # "When Marlene enters the field, choose 1 Card Name Aerith or Card Name Cloud or Card Name Tifa or
    # Card Name Barret in your Break Zone. Add it to your hand."
    g = setup({"field": [EVOKER_E] * 4, "hand": ["8-085C"], "break": [SQUIRE, "1-065C", "1-016C", BLACK_BELT]}, {})
    aerith, tifa = ids(g, "break0")[1:3]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    assert opts(g, "target") == {aerith, tifa}
    do(g, ("target", tifa))
    settle(g)
    assert names(g, "hand0") == ["Tifa"]


def test_20_018H_phoinix_deals_9000_and_becomes_a_forward_once_per_turn():
    # "When Phoinix enters the field, choose 1 Forward. Deal it 9000 damage."
    # "Remove 4 cards in the Break Zone from the game: Until the end of the turn, Phoinix also becomes a
    # Forward with 9000 power. You can only use this ability once per turn."
    g = setup({"field": [EVOKER_F] * 4, "hand": ["20-018H"], "break": [SQUIRE] * 8}, {"field": ["6-002L"]})
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    do(g, ("target", ids(g, "field1")[0]))
    settle(g)
    assert names(g, "break1") == ["Garland"]
    ph = ids(g, "field0")[-1]
    assert not is_forward(g, ph)
    do(g, ("use", ph, 1))
    pay(g)
    settle(g)
    assert is_forward(g, ph) and power(g, ph) == 9000 and len(g.zones["removed0"]) == 4
    assert ("use", ph, 1) not in g.decision.options         # once per turn (4 cards are left)
    advance(g, 4)
    assert not is_forward(g, ph)


def test_8_093C_electric_jellyfish_gives_haste_and_dulls_from_the_break():
    # "When Electric Jellyfish enters the field, choose 1 Forward. It gains Haste until the end of the turn."
    # "Put Electric Jellyfish into the Break Zone: Choose 1 Forward. Dull it."
    g = setup({"field": [SUMMONER_L, SUMMONER_L, {"card": KNIGHT_I, "new": True}], "hand": ["8-093C"]},
              {"field": [BLACK_BELT]})
    knight = ids(g, "field0")[2]
    do(g, ("play", ids(g, "hand0")[0]))
    pay(g)
    do(g, ("target", knight))
    settle(g)
    assert has(g, knight, "haste")
    jelly = ids(g, "field0")[-1]
    do(g, ("use", jelly, 1), ("target", ids(g, "field1")[0]))
    settle(g)
    assert g.objs[ids(g, "field1")[0]].tapped and names(g, "break0") == ["Electric Jellyfish"]
    advance(g, 4)
    assert not has(g, knight, "haste")


def test_6_035R_snow_giant_dulls_and_freezes():
    # "{i}, put Snow Giant into the Break Zone: Choose 1 Forward. Dull it and Freeze it."
    g = setup({"field": ["6-035R", SUMMONER_I]}, {"field": [BLACK_BELT]})
    bb = ids(g, "field1")[0]
    do(g, ("use", ids(g, "field0")[0], 0), ("target", bb))
    pay(g)
    settle(g)
    assert g.objs[bb].tapped and g.objs[bb].marks & FROZEN and names(g, "break0") == ["Snow Giant"]


def test_10_118R_tomaj_needs_three_sky_pirate_forwards():
    # "{D}: Choose 1 Forward. It loses 1000 power until the end of the turn. You can only use this
    # ability if you control 3 or more Job Sky Pirate Forwards."
    g = setup({"field": ["10-118R", "2-072C", "10-124C"]}, {"field": [BLACK_BELT]})      # Reddas, Raz
    assert ("use", ids(g, "field0")[0], 0) not in g.decision.options
    g = setup({"field": ["10-118R", "2-072C", "10-124C", "10-126R"]}, {"field": [BLACK_BELT]})   # and Rikken
    bb = ids(g, "field1")[0]
    do(g, ("use", ids(g, "field0")[0], 0), ("target", bb))
    settle(g)
    assert power(g, bb) == 7000


def test_20_090H_graha_tia_gains_3000_with_a_standard_unit_of_category_xiv():
    # "If you control a Job Standard Unit Category XIV Character, G'raha Tia gains +3000 power."
    g = setup({"field": ["20-090H", "6-118C"]}, {})          # Astrologian: Job Standard Unit, Category XIV
    assert power(g, ids(g, "field0")[0]) == 10000
    g = setup({"field": ["20-090H", EVOKER_F, "10-063C"]}, {})   # a Standard Unit of FFT; a Category XIV-less Y'shtola
    assert power(g, ids(g, "field0")[0]) == 7000


def test_13_093H_sara_is_unsupported_until_job_lists_are_understood():
    # "When Sara enters the field, you may search for 1 Job King, Job Prince or Job Princess and add it
    # to your hand." The data ran "_Job King, Job Prince_" into one Job that no card has; read as
    # printed (pool_overrides.toml), the list of three Jobs is not understood yet: the card does not load.
    from tcg.games.fftcg.ruleset import RULES
    assert "13-093H" not in RULES.cards and "20-090H" in RULES.cards
