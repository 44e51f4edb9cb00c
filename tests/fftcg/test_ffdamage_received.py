"""Damage a Forward deals by an effect ("the former deals damage equal to its power to the
latter"), and what the damage a player has received decides (6.5.2): "+1000 power for each point
of damage you have received", "if you have received a point of damage this turn", "if your
opponent has received 5 points of damage or more", "the next damage dealt to you becomes 0"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, play, power, setup
from play_kit import resolve_stack as _resolve

R = pytest.mark.rules

BLACK_BELT = "1-099C"    # earth Forward 8000, cost 4
KNIGHT = "1-050C"        # ice Forward 7000
WOL = "1-005R"           # "If Warrior of Light deals damage to a Forward of cost 4 or more, double the damage instead." (5000)
HECATONCHEIR = "4-093R"  # earth Summon 2: "Choose 1 Forward you control and 1 Forward opponent controls. Each Forward deals damage equal to its power to the other."
DARK_KNIGHT = "4-074C"   # earth Forward 3: "When Dark Knight enters the field, choose 1 Forward you control. It gains +1000 power for each point of damage you have received until the end of the turn."
FUSOYA = "2-146H"        # "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."
GABRANTH = "5-078R"      # "Put Gabranth into the Break Zone: During this turn, the next damage dealt to you becomes 0 instead."
THIEF = "17-048C"        # "{D}, put Thief into the Break Zone: Your opponent puts the top 2 cards of their deck into the Break Zone. If you have received a point of damage this turn, your opponent puts the top 4 cards of their deck into the Break Zone instead."
CHEMIST = "17-111C"      # "{D}, put Chemist into the Break Zone: Draw 1 card, then discard 1 card. If you have received a point of damage this turn, draw 2 cards, then discard 1 card instead."
GORDON = "1-160H"        # a water Forward (discarded for 2 water CP)
FAMFRIT = "11-113R"      # water Summon 1: "Draw 1 card. If your opponent has received 5 points of damage or more, draw 2 cards instead."


def _fusoya(g, target) -> None:
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", target))
    _resolve(g)


@R("fftcg:12.4.5")
def test_each_forward_deals_damage_equal_to_its_power_and_the_dealer_is_the_forward():
    # Warrior of Light deals the damage, so his own substitution doubles it: 10000 to Black Belt
    g = setup({"field": [WOL], "hand": [HECATONCHEIR, BLACK_BELT]}, {"field": [BLACK_BELT]})
    wol, bb = fid(g, "Warrior of Light", "field0"), fid(g, "Black Belt", "field1")
    do(g, ("cast", fid(g, "Hecatoncheir", "hand0")), ("target", wol), ("target", bb),
       ("discard", fid(g, "Black Belt", "hand0")))
    _resolve(g)
    assert names(g, "break1") == ["Black Belt"] and "Warrior of Light" in names(g, "break0")
    g = setup({"field": [KNIGHT], "hand": [HECATONCHEIR, BLACK_BELT]}, {"field": [BLACK_BELT]})
    knight, bb = fid(g, "Knight", "field0"), fid(g, "Black Belt", "field1")
    do(g, ("cast", fid(g, "Hecatoncheir", "hand0")), ("target", knight), ("target", bb),
       ("discard", fid(g, "Black Belt", "hand0")))
    _resolve(g)
    assert g.objs[bb].damage == 7000 and names(g, "field1") == ["Black Belt"] and "Knight" in names(g, "break0")


@R("fftcg:6.5.2")
def test_dark_knight_gives_1000_power_for_each_point_of_damage_received():
    g = setup({"hand": [DARK_KNIGHT, BLACK_BELT, BLACK_BELT], "field": [KNIGHT], "damage": [KNIGHT, KNIGHT, KNIGHT]})
    knight = fid(g, "Knight", "field0")
    play(g, fid(g, "Dark Knight", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    do(g, ("target", knight))
    _resolve(g)
    assert power(g, knight) == 10000


@R("fftcg:6.5.2")
def test_the_next_damage_dealt_to_you_becomes_0_once():
    g = setup({"field": [GABRANTH, FUSOYA]}, {"field": [BLACK_BELT, KNIGHT]})
    do(g, ("use", fid(g, "Gabranth", "field0"), 1))
    _resolve(g)
    assert len(g.effects) == 1
    _fusoya(g, fid(g, "Knight", "field1"))
    assert names(g, "damage0") == [] and names(g, "break1") == ["Knight"]
    assert g.effects == []                      # used up by that damage
    g = setup({"field": [FUSOYA]}, {"field": [KNIGHT]})
    _fusoya(g, fid(g, "Knight", "field1"))
    assert len(g.zones["damage0"]) == 1         # without Gabranth


@R("fftcg:6.5.2")
def test_thief_mills_4_only_if_you_received_damage_this_turn():
    g = setup({"field": [THIEF, THIEF, FUSOYA], "damage": [KNIGHT]}, {"field": [KNIGHT]})
    do(g, ("use", fid(g, "Thief", "field0"), 0))
    _resolve(g)
    assert len(g.zones["break1"]) == 2          # damage of an earlier turn does not count
    _fusoya(g, fid(g, "Knight", "field1"))
    do(g, ("use", fid(g, "Thief", "field0"), 0))
    _resolve(g)
    assert len(g.zones["break1"]) == 2 + 1 + 4  # the Knight Fusoya broke, then 4 cards


@R("fftcg:6.5.2")
def test_chemist_instead_replaces_the_whole_sentence():
    g = setup({"field": [CHEMIST, FUSOYA], "hand": [KNIGHT]}, {"field": [KNIGHT]})
    _fusoya(g, fid(g, "Knight", "field1"))
    do(g, ("use", fid(g, "Chemist", "field0"), 0))
    _resolve(g)
    assert g.decision.kind == "discard"
    do(g, g.decision.options[0])
    _resolve(g)
    assert len(g.zones["hand0"]) == 2           # 1 + 2 drawn - 1 discarded (not 1 + 1 + 2 - 1)


@R("fftcg:6.5.2")
def test_famfrit_draws_2_if_the_opponent_has_received_5_points_of_damage():
    for damage, drawn in ((4, 1), (5, 2)):
        g = setup({"hand": [FAMFRIT, GORDON]}, {"damage": [KNIGHT] * damage})
        do(g, ("cast", fid(g, "Famfrit (FFTA)", "hand0")), ("discard", fid(g, "Gordon", "hand0")))
        _resolve(g)
        assert len(g.zones["hand0"]) == drawn


EXDEATH = "1-122H"       # "Any card put in the Damage Zone due to Exdeath cannot use its EX Burst." (9000)
SIMULACRUM = "2-118C"    # "Any card of cost 2 or less put in the Damage Zone due to Arborous Simulacrum cannot use its EX Burst."
CACTUAR = "4-058C"       # "{w}{2}{D}, put Cactuar into the Break Zone: Choose 1 Forward. Deal it 10000 damage. Cactuar deals you 1 point of damage. EX Bursts of cards put into the Damage Zone due to this ability cannot be used."
IFRIT = "1-004C"         # fire Summon 1 with {EX}
NINJA_W = "2-061C"       # a wind Forward (discarded for 2 wind CP)
BRYNHILDR = "1-023R"     # fire Summon 3 with {EX}


@R("fftcg:11.10", "fftcg:10.1.4.1")
def test_no_ex_burst_from_the_damage_exdeath_deals():
    for attacker, top, burst in ((EXDEATH, IFRIT, False), (BLACK_BELT, IFRIT, True),
                                 (SIMULACRUM, IFRIT, False), (SIMULACRUM, BRYNHILDR, True)):
        g = setup({"field": [attacker]}, {"deck": [KNIGHT, top]}, phase="attack", step="declaration")
        do(g, ("attack", g.zones["field0"][0]))
        pass_(g, 2)
        do(g, ("no_block",))
        pass_(g, 2)
        assert len(g.zones["damage1"]) == 1
        assert (g.decision.kind == "ex_burst") == burst


@R("fftcg:11.10")
def test_cactuar_forbids_the_ex_burst_of_the_damage_it_deals_you():
    g = setup({"field": [CACTUAR], "hand": [NINJA_W, NINJA_W], "deck": [KNIGHT, IFRIT]}, {"field": [BLACK_BELT]})
    do(g, ("use", fid(g, "Cactuar", "field0"), 1), ("target", fid(g, "Black Belt", "field1")),
       *[("discard", o) for o in g.zones["hand0"]])
    _resolve(g)
    assert names(g, "damage0") == ["Ifrit"] and names(g, "break1") == ["Black Belt"] and g.decision.kind == "priority"


ARK_ANGEL_HM = "8-001R"  # "If Ark Angel HM deals damage to your opponent, double the damage instead."


@R("fftcg:10.1.4.1", "fftcg:6.5.2")
def test_ark_angel_hm_deals_2_points_of_damage_unblocked():
    for attacker, points in ((ARK_ANGEL_HM, 2), (BLACK_BELT, 1)):
        g = setup({"field": [attacker]}, {"deck": [KNIGHT] * 5}, phase="attack", step="declaration")
        do(g, ("attack", g.zones["field0"][0]))
        pass_until(g, "block")
        do(g, ("no_block",))
        pass_until(g, "attack")
        assert len(g.zones["damage1"]) == points


MAGISSA = "12-017H"      # "{0}: Search for 1 Fire Forward of cost 3 and play it onto the field. You can only use this ability if Magissa has received 4000 damage or more and only once per turn." (8000)


@R("fftcg:11.6")
def test_magissa_acts_only_once_she_has_received_4000_damage():
    for damage, usable in ((3000, False), (4000, True)):
        g = setup({"field": [{"card": MAGISSA, "damage": damage}]})
        assert (("use", fid(g, "Magissa", "field0"), 0) in g.decision.options) == usable
