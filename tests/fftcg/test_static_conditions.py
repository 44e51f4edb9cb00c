"""FFTCG: conditions and restraints on using abilities and playing cards ("You can only use this
ability if / while ...", "cannot use special or action abilities", "the cost ... becomes 0"),
protections from break effects ("that don't deal damage"), and a Card Name read as a plural."""

from __future__ import annotations

import pytest
from play_kit import cast, fid, flags, pass_, power, setup, use

R = pytest.mark.rules

GILGAMESH = "1-207S"   # lightning Forward: [Divider] {S}{l}{l}: break a Forward, if you have received 4 damage or more
SABIN = "4-021L"       # fire Forward: {f}{1}: +2000 power, only while Sabin is attacking
EMPEROR = "2-147L"     # dark Forward: the Characters opponent controls cannot use special or action abilities
YSHTOLA = "1-084H"     # wind Forward: {D}: choose 1 Forward, deal it 2000 damage
YUFFIE = "3-069C"      # wind Forward 2: if you control Card Name Vincent, her cost becomes 0
VINCENT = "1-202S"     # earth Forward 3
WRO_COMMANDER = "3-086C"  # earth Forward: the Card Name WRO Member you control gain +2000 power
WRO_MEMBER = "3-084C"  # earth Forward 6000 (+1000 and Brave with 2 or more WRO Member)
RASLER = "5-166S"      # water Backup: the Card Name Ashe you control cannot be broken by opposing Summons or
                       # abilities that don't deal damage
ASHE = "2-121H"        # water Forward 3, 7000
ODIN = "1-123R"        # lightning Summon 4: choose 1 Forward of cost 4 or less, break it
IFRIT = "1-004C"       # fire Summon 1: choose 1 Forward, deal it 4000 damage
DRAGOON = "1-147C"     # lightning Forward 6000
SQUIRE = "1-025C"      # fire Forward 5000
KNIGHT = "1-050C"      # ice Forward 7000


@R("fftcg:9.3.1.7")
def test_an_action_ability_with_a_condition_is_usable_only_while_it_holds():
    hand = [GILGAMESH, DRAGOON, DRAGOON, DRAGOON]
    g = setup({"field": [GILGAMESH], "hand": hand}, {"field": [KNIGHT]})
    gil = fid(g, "Gilgamesh", "field0")
    assert ("use", gil, 1) in g.decision.options and ("use", gil, 2) not in g.decision.options
    g = setup({"field": [GILGAMESH], "hand": hand, "damage": [DRAGOON] * 4}, {"field": [KNIGHT]})
    assert ("use", fid(g, "Gilgamesh", "field0"), 2) in g.decision.options


@R("fftcg:9.3.1.7")
def test_an_ability_usable_only_while_its_card_attacks():
    g = setup({"field": [SABIN], "hand": [SQUIRE, SQUIRE]}, {}, phase="attack")
    sabin = fid(g, "Sabin", "field0")
    assert ("use", sabin, 1) not in g.decision.options
    pass_(g, 2)
    g.apply(("attack", sabin))
    g.apply(("target", sabin))                           # its own "when Sabin attacks" ability
    pass_(g, 2)
    assert ("use", sabin, 1) in g.decision.options


@R("fftcg:9.3.1.7")
def test_characters_of_the_emperors_opponent_cannot_use_action_abilities():
    g = setup({"field": [YSHTOLA]}, {"field": [EMPEROR]})
    assert ("use", fid(g, "Y'shtola", "field0"), 1) not in g.decision.options
    g = setup({"field": [YSHTOLA, EMPEROR]}, {"field": [KNIGHT]})
    assert ("use", fid(g, "Y'shtola", "field0"), 1) in g.decision.options     # its controller's own may


@R("fftcg:11.4.4")
def test_yuffies_cost_becomes_0_while_you_control_vincent():
    g = setup({"hand": [YUFFIE]}, {})
    assert ("play", fid(g, "Yuffie", "hand0")) not in g.decision.options     # 2 CP she cannot pay
    g = setup({"hand": [YUFFIE], "field": [VINCENT]}, {})
    yuffie = fid(g, "Yuffie", "hand0")
    g.apply(("play", yuffie))
    assert [g.objs[o].card.name for o in g.zones["field0"]] == ["Vincent", "Yuffie"]


@R("fftcg:11.9.1")
def test_the_named_cards_you_control_gain_power():
    g = setup({"field": [WRO_COMMANDER, WRO_MEMBER]}, {"field": [WRO_MEMBER]})
    assert power(g, fid(g, "WRO Member", "field0")) == 8000
    assert power(g, fid(g, "WRO Member", "field1")) == 6000


@R("fftcg:15.1.1.3.1", "fftcg:12.4.5")
def test_ashe_is_not_broken_by_a_break_effect_of_the_opponent_but_is_by_its_damage():
    g = setup({"hand": [ODIN, DRAGOON, DRAGOON]}, {"field": [RASLER, ASHE]})
    ashe = fid(g, "Ashe", "field1")
    d1, d2 = (o for o in g.zones["hand0"] if g.objs[o].card.name == "Dragoon")
    cast(g, fid(g, "Odin", "hand0"), targets=[ashe], pay=[("discard", d1), ("discard", d2)])
    pass_(g, 2)
    assert [g.objs[o].card.name for o in g.zones["field1"]] == ["Rasler", "Ashe"]
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [RASLER, {"card": ASHE, "damage": 6000}]})
    ashe = fid(g, "Ashe", "field1")
    cast(g, fid(g, "Ifrit", "hand0"), targets=[ashe], pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g, 4)                                          # Ashe's own +3000 (10000 power), then Ifrit
    assert [g.objs[o].card.name for o in g.zones["break1"]] == ["Ashe"]


YANG = "2-090R"        # earth Forward 8000: +1000 for each Monk other than him; Brave at 10000 power or more
URSULA = "3-073C"      # earth Forward, Job Monk
SABIN_MONK = "4-021L"  # fire Forward, Job Monk
RAMZA = "7-104H"       # lightning Forward 2000: Haste at 4000 power or more; {l}: +2000 this turn
LIGHTNING = "1-147C"   # Dragoon: a lightning Forward, discarded for 2 lightning CP


@R("fftcg:11.9.1")
def test_a_field_ability_reads_the_power_the_other_field_abilities_give():
    g = setup({"field": [YANG, URSULA]}, {})
    yang = fid(g, "Yang", "field0")
    assert power(g, yang) == 9000 and not flags(g, yang) & {"brave"}
    g = setup({"field": [YANG, URSULA, SABIN_MONK]}, {})
    yang = fid(g, "Yang", "field0")
    assert power(g, yang) == 10000 and "brave" in flags(g, yang)


@R("fftcg:11.9.1")
def test_a_field_ability_reads_the_power_an_effect_gives_until_the_end_of_the_turn():
    g = setup({"field": [RAMZA], "hand": [LIGHTNING]}, {})
    ramza = fid(g, "Ramza", "field0")
    assert power(g, ramza) == 2000 and "haste" not in flags(g, ramza)
    use(g, ramza, 3, pay=[("discard", fid(g, "Dragoon", "hand0"))])
    pass_(g, 2)
    assert power(g, ramza) == 4000 and "haste" in flags(g, ramza) and "brave" not in flags(g, ramza)
