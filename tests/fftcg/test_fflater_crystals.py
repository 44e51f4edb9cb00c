"""FFTCG Crystals ({C}, printed from Opus XV on; RULINGS.md), compiled from the cards' printed
text (pool/*.toml): "gain {C}" adds one to the player's Crystals, which stay until a cost that
prints {C} spends them; "If you have a {C}" and "for each {C} you have" read them."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, play, power, setup, use

from tcg.games.fftcg.payment import card_cost

R = pytest.mark.rules

SAMURAI = "15-007C"     # fire Backup 2: when Samurai enters the field, gain {C}
STRAGO = "15-113C"      # water Forward 3: {C}{D}: choose 1 Forward opponent controls, return it to hand, draw 1 card
BARTZ = "15-055H"       # wind Forward 8000: if you have a {C}, Bartz gains +2000 power
VINERA = "17-129H"      # dark Forward 2: the cost to cast Vinera Fennes is reduced by 1 for each {C} you have
RED_MAGE_B = "1-003C"   # fire Backup, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def test_a_character_entering_the_field_gains_a_crystal_that_stays():
    g = setup({"field": [RED_MAGE_B, RED_MAGE_B], "hand": [SAMURAI]}, {})
    backs = list(g.zones["field0"])
    play(g, fid(g, "Samurai", "hand0"), pay=[("dull", backs[0]), ("dull", backs[1])])
    pass_until(g, "priority")
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Samurai"]
    assert g.pvars[0].get("crystals", 0) == 0
    pass_(g, 2)                      # both pass: the auto ability resolves
    assert not g.stack and g.pvars[0]["crystals"] == 1 and g.pvars[1].get("crystals", 0) == 0
    g2 = g.clone()                   # kept by clones and saves
    assert g2.pvars[0]["crystals"] == 1


@R("fftcg:11.6.2.1")
def test_an_action_ability_costing_a_crystal_needs_one_and_spends_it():
    g = setup({"field": [STRAGO], "deck": [KNIGHT, KNIGHT]}, {"field": [KNIGHT]})
    strago = fid(g, "Strago", "field0")
    assert ("use", strago, 0) not in g.decision.options      # no Crystal: the cost cannot be paid
    g = setup({"field": [STRAGO], "deck": [KNIGHT, KNIGHT], "vars": {"crystals": 2}}, {"field": [KNIGHT]})
    strago, kn = fid(g, "Strago", "field0"), fid(g, "Knight", "field1")
    use(g, strago, 0, targets=[kn])
    assert g.pvars[0]["crystals"] == 1 and g.objs[strago].tapped        # paid on declaration: {C} and {D}
    pass_(g, 2)
    assert names(g, "hand1") == ["Knight"] and names(g, "hand0") == ["Knight"]
    assert g.pvars[0]["crystals"] == 1


def test_if_you_have_a_crystal_bartz_gains_2000_power():
    g = setup({"field": [BARTZ]}, {})
    assert power(g, fid(g, "Bartz", "field0")) == 8000
    g = setup({"field": [BARTZ], "vars": {"crystals": 1}}, {})
    assert power(g, fid(g, "Bartz", "field0")) == 10000


def test_the_cost_is_reduced_by_one_for_each_crystal_you_have():
    for have, cost in ((0, 2), (1, 1), (3, 0)):      # down to 0: it does not say "(it cannot become 0)"
        g = setup({"hand": [VINERA], "vars": {"crystals": have}}, {})
        assert card_cost(g, 0, fid(g, "Vinera Fennes", "hand0")).total == cost


def test_you_may_pay_a_crystal_when_you_do_so_the_effect_happens():
    g = setup({"field": [VINERA], "vars": {"crystals": 1}}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Vinera Fennes", "field0")))
    pass_until(g, "optional")
    do(g, ("yes",))
    pass_until(g, "priority")
    assert g.pvars[0]["crystals"] == 0 and power(g, fid(g, "Knight", "field1")) == 2000


BAHAMUT = "15-009C"     # fire Summon 4: before paying the cost to cast Bahamut, you can pay {C} to reduce it by 2;
#                         choose 1 Forward, deal it 9000 damage


@R("fftcg:11.3.7.1")
def test_before_paying_a_crystal_may_reduce_the_cost_to_cast_bahamut_by_two():
    g = setup({"field": [RED_MAGE_B, RED_MAGE_B], "hand": [BAHAMUT]}, {"field": [KNIGHT]})
    bahamut = fid(g, "Bahamut", "hand0")
    assert ("cast", bahamut) not in g.decision.options        # 4 CP: two Backups cannot pay it
    g = setup({"field": [RED_MAGE_B, RED_MAGE_B], "hand": [BAHAMUT], "vars": {"crystals": 1}}, {"field": [KNIGHT]})
    bahamut, kn = fid(g, "Bahamut", "hand0"), fid(g, "Knight", "field1")
    backs = list(g.zones["field0"])
    g.apply(("cast", bahamut))
    g.apply(("target", kn))
    assert g.decision.kind == "optional" and g.decision.options == (("yes",),)   # only paying {C} makes it payable
    g.apply(("yes",))
    assert g.decision.kind == "payment"
    g.apply(("dull", backs[0]))
    g.apply(("dull", backs[1]))
    assert g.pvars[0]["crystals"] == 0 and names(g, "stack") == ["Bahamut"]
    pass_(g, 2)
    assert names(g, "break1") == ["Knight"]


def test_the_crystal_need_not_be_paid():
    g = setup({"field": [RED_MAGE_B] * 4, "hand": [BAHAMUT], "vars": {"crystals": 1}}, {"field": [KNIGHT]})
    g.apply(("cast", fid(g, "Bahamut", "hand0")))
    g.apply(("target", fid(g, "Knight", "field1")))
    assert g.decision.options == (("yes",), ("no",))
    g.apply(("no",))
    for b in list(g.zones["field0"]):
        if g.decision.kind == "payment":
            g.apply(("dull", b))
    assert g.pvars[0]["crystals"] == 1 and sum(g.objs[b].tapped for b in g.zones["field0"]) == 4


UMARO = "15-107H"       # earth Forward: when Umaro enters the field, if you don't pay {C}, put Umaro into the
#                         Break Zone; when Umaro is put from the field into the Break Zone, gain {C}


def test_if_you_do_not_pay_a_crystal_umaro_goes_to_the_break_zone_and_gives_one():
    g = setup({"hand": [UMARO, UMARO]}, {})
    hand = list(g.zones["hand0"])
    play(g, hand[0], pay=[("discard", hand[1])])          # 2 Water CP for a cost of 1 (5.2.1.3.1)
    pass_until(g, "priority")
    pass_(g, 2)                            # no Crystal: not asked, Umaro is put into the Break Zone
    assert "Umaro" in names(g, "break0") and "Umaro" not in names(g, "field0")
    pass_until(g, "priority")
    pass_(g, 2)                            # its other ability: gain {C}
    assert g.pvars[0]["crystals"] == 1


def test_paying_the_crystal_keeps_umaro():
    g = setup({"vars": {"crystals": 1}, "hand": [UMARO, UMARO]}, {})
    hand = list(g.zones["hand0"])
    play(g, hand[0], pay=[("discard", hand[1])])
    pass_until(g, "optional")
    g.apply(("yes",))
    pass_until(g, "priority")
    assert names(g, "field0") == ["Umaro"] and g.pvars[0]["crystals"] == 0


FIRION = "15-013L"      # fire Forward: when Firion enters the field, you may pay {C}; when you do so, draw 1 card,
#                         Firion gains +1000 power, Haste, and First Strike (this effect does not end at the end of the turn)


def test_an_effect_that_does_not_end_at_the_end_of_the_turn_outlasts_it():
    from play_kit import flags, to_phase

    g = setup({"hand": [FIRION, FIRION, FIRION], "vars": {"crystals": 1}}, {})
    hand = list(g.zones["hand0"])
    play(g, hand[0], pay=[("discard", hand[1]), ("discard", hand[2])])
    pass_until(g, "optional")
    g.apply(("yes",))
    pass_until(g, "priority")
    firion = fid(g, "Firion", "field0")
    base = g.rules.cards[FIRION].power
    assert power(g, firion) == base + 1000 and {"haste", "first_strike"} <= flags(g, firion)
    to_phase(g, 4, "main1")                  # the turn ends (9.5.1.3), the opponent's begins
    assert power(g, firion) == base + 1000 and {"haste", "first_strike"} <= flags(g, firion)
