"""Damage substitutions and prevention compiled from printed text (11.12.5.2): "the next damage
dealt to X becomes 0", "reduce the damage by N instead", "double the damage instead", "doesn't
receive damage that is less than its power", and damage read from a power."""

from __future__ import annotations

import pytest
from play_kit import PASS, do, fid, names, pass_, pass_until, power, setup
from play_kit import resolve_stack as _resolve

R = pytest.mark.rules

IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)
BLACK_BELT = "1-099C"   # earth Forward 8000, cost 4
KNIGHT = "1-050C"       # ice Forward 7000, cost 3
GORDON = "1-160H"       # "{D}: The next damage dealt to Gordon becomes 0 this turn." (4000)
ROSA = "2-144C"         # "{D}: Choose 1 Forward. Reduce the next damage dealt to it this turn by 1000."
WOL = "1-005R"          # "If Warrior of Light deals damage to a Forward of cost 4 or more, double the damage instead."
MINWU = "1-171H"        # "The Forwards you control don't receive damage that is less than their power."
MYSTIC_KNIGHT = "3-048C"  # "If Mystic Knight receives damage from Summons or abilities, reduce the damage by 5000 instead."
MOOGLE_KNIGHT = "5-138C"  # "{u}: Moogle Knight doesn't receive any damage from your opponent's Summons or abilities this turn."
SUMMONER = "2-018C"     # "{D}, put Summoner into the Break Zone: If a Forward receives damage this turn, the damage increases by 1000 instead."
MOOMBA = "2-045C"       # ice Summon 2: "Choose 1 Forward. Deal it damage equal to its power minus 1000."
ASURA = "5-049C"        # wind Summon 2: "Choose 1 Forward you control. Activate it and negate all damage dealt to it. Draw 1 card."
NINJA = "2-061C"        # "{w}{w}: If Ninja deals damage to a Forward this turn, double the damage instead." (3000)


def _ifrit(g, target, player: int = 0) -> None:
    """Cast Ifrit on `target`, paying with a Red XIII from the hand."""
    do(g, ("cast", fid(g, "Ifrit", f"hand{player}")), ("target", target),
       ("discard", fid(g, "Red XIII", f"hand{player}")))


@R("fftcg:11.12.5.2", "fftcg:12.4.5")
def test_the_next_damage_dealt_to_gordon_becomes_0_then_damage_is_dealt_again():
    g = setup({"field": [GORDON], "hand": [IFRIT, IFRIT, RED_XIII, RED_XIII]})
    gordon = fid(g, "Gordon", "field0")
    do(g, ("use", gordon, 0))
    _resolve(g)
    _ifrit(g, gordon)
    _resolve(g)
    assert g.objs[gordon].damage == 0 and names(g, "field0") == ["Gordon"]     # the first 4000 became 0
    _ifrit(g, gordon)
    _resolve(g)
    assert names(g, "field0") == [] and "Gordon" in names(g, "break0")       # used up: 4000 breaks him


@R("fftcg:11.12.5.2", "fftcg:12.4.5")
def test_rosa_reduces_only_the_next_damage_dealt_to_the_chosen_forward():
    g = setup({"field": [ROSA, KNIGHT], "hand": [IFRIT, IFRIT, RED_XIII, RED_XIII]})
    knight = fid(g, "Knight", "field0")
    do(g, ("use", fid(g, "Rosa", "field0"), 1), ("target", knight))
    _resolve(g)
    _ifrit(g, knight)
    _resolve(g)
    assert g.objs[knight].damage == 3000
    _ifrit(g, knight)
    _resolve(g)
    assert "Knight" in names(g, "break0")                                    # 3000 + 4000 = its power


@R("fftcg:11.12.5.2", "fftcg:10.1.4.2")
def test_warrior_of_light_doubles_battle_damage_to_a_forward_of_cost_4_or_more_only():
    for blocker, dealt, broken in ((BLACK_BELT, 10000, ["Black Belt"]), (KNIGHT, 5000, [])):
        g = setup({"field": [WOL]}, {"field": [blocker]}, phase="attack", step="declaration")
        b = g.zones["field1"][0]
        do(g, ("attack", fid(g, "Warrior of Light", "field0")))
        pass_(g, 2)
        do(g, ("block", b))
        pass_(g, 2)
        assert names(g, "break1") == broken
        if not broken:
            assert g.objs[b].damage == dealt


@R("fftcg:11.12.5.2")
def test_minwu_prevents_damage_less_than_the_forwards_power():
    g = setup({"hand": [IFRIT, RED_XIII, MOOMBA, KNIGHT]}, {"field": [MINWU, KNIGHT, GORDON]})
    knight, gordon = fid(g, "Knight", "field1"), fid(g, "Gordon", "field1")
    _ifrit(g, knight)
    _resolve(g)
    assert g.objs[knight].damage == 0                                        # 4000 < 7000
    do(g, ("cast", fid(g, "Moomba", "hand0")), ("target", gordon), ("discard", fid(g, "Knight", "hand0")))
    _resolve(g)
    assert g.objs[gordon].damage == 0                                        # 4000 - 1000 < 4000


@R("fftcg:11.12.5.2")
def test_moomba_deals_damage_equal_to_the_power_minus_1000():
    g = setup({"hand": [MOOMBA, KNIGHT]}, {"field": [BLACK_BELT]})
    bb = fid(g, "Black Belt", "field1")
    do(g, ("cast", fid(g, "Moomba", "hand0")), ("target", bb), ("discard", fid(g, "Knight", "hand0")))
    _resolve(g)
    assert g.objs[bb].damage == 7000 and names(g, "field1") == ["Black Belt"]


@R("fftcg:11.12.5.2", "fftcg:10.1.4.2")
def test_mystic_knight_reduces_damage_from_summons_but_not_battle_damage():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [MYSTIC_KNIGHT]})
    mk = fid(g, "Mystic Knight", "field1")
    _ifrit(g, mk)
    _resolve(g)
    assert g.objs[mk].damage == 0                                            # 4000 - 5000
    g = setup({"field": [KNIGHT]}, {"field": [MYSTIC_KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Knight", "field0")))
    pass_(g, 2)
    do(g, ("block", fid(g, "Mystic Knight", "field1")))
    pass_(g, 2)
    assert names(g, "break1") == ["Mystic Knight"]                           # 7000 battle damage


@R("fftcg:11.12.5.2")
def test_moogle_knight_prevents_only_the_opponents_summons():
    g = setup({"field": [MOOGLE_KNIGHT], "hand": [GORDON, IFRIT, RED_XIII]}, {"hand": [IFRIT, RED_XIII]})
    mk = fid(g, "Moogle Knight", "field0")
    do(g, ("use", mk, 0), ("discard", fid(g, "Gordon", "hand0")))
    _resolve(g)
    _ifrit(g, mk)                  # player 0's own Ifrit ...
    do(g, PASS)
    _ifrit(g, mk, player=1)        # ... and player 1's in response, which resolves first
    pass_(g)
    assert g.objs[mk].damage == 0
    _resolve(g)
    assert g.objs[mk].damage == 4000


@R("fftcg:11.12.5.2")
def test_summoner_increases_all_damage_to_forwards_this_turn():
    g = setup({"field": [SUMMONER], "hand": [IFRIT, RED_XIII]}, {"field": [BLACK_BELT]})
    do(g, ("use", fid(g, "Summoner", "field0"), 0))
    assert names(g, "break0") == ["Summoner"]
    _resolve(g)
    bb = fid(g, "Black Belt", "field1")
    _ifrit(g, bb)
    _resolve(g)
    assert g.objs[bb].damage == 5000


@R("fftcg:11.12.5.2", "fftcg:10.1.4.2")
def test_ninja_doubles_the_damage_he_deals_this_turn():
    g = setup({"field": [NINJA], "hand": [NINJA]}, {"field": [KNIGHT]})
    ninja = fid(g, "Ninja", "field0")
    do(g, ("use", ninja, 0), ("discard", fid(g, "Ninja", "hand0")))
    _resolve(g)
    pass_until(g, "attack")
    do(g, ("attack", ninja))
    pass_(g, 2)
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_(g, 2)
    assert names(g, "break1") == []
    assert g.objs[fid(g, "Knight", "field1")].damage == 6000


@R("fftcg:5.2.6.1", "fftcg:12.4.5")
def test_asura_negates_the_damage_dealt_to_a_forward_and_activates_it():
    g = setup({"field": [{"card": KNIGHT, "dull": True}], "hand": [IFRIT, IFRIT, RED_XIII, RED_XIII, ASURA, NINJA]})
    knight = fid(g, "Knight", "field0")
    _ifrit(g, knight)
    _resolve(g)
    assert g.objs[knight].damage == 4000
    hand = len(g.zones["hand0"])
    do(g, ("cast", fid(g, "Asura", "hand0")), ("target", knight), ("discard", fid(g, "Ninja", "hand0")))
    _resolve(g)
    assert g.objs[knight].damage == 0 and not g.objs[knight].tapped and len(g.zones["hand0"]) == hand - 2 + 1
    _ifrit(g, knight)
    _resolve(g)
    assert g.objs[knight].damage == 4000 and names(g, "field0") == ["Knight"]   # not 8000: 7000 power holds


TERRA = "9-029C"        # "If a Forward is dealt damage by your Summon, the damage increases by 2000 instead." (8000)
LION = "10-123R"        # '_Damage 5_ -- Lion gains +1000 power and "If Lion receives damage, the damage is reduced by 1000 instead."'


@R("fftcg:11.12.5.2")
def test_terra_increases_the_damage_of_your_summons_only():
    g = setup({"field": [TERRA], "hand": [IFRIT, RED_XIII]}, {"field": [BLACK_BELT], "hand": [IFRIT, RED_XIII]})
    bb, terra = fid(g, "Black Belt", "field1"), fid(g, "Terra", "field0")
    _ifrit(g, bb)
    do(g, PASS)
    _ifrit(g, terra, player=1)     # player 1's Ifrit on Terra: not player 0's Summon
    _resolve(g)
    assert g.objs[terra].damage == 4000 and g.objs[bb].damage == 6000


@R("fftcg:11.12.5.2")
def test_lion_gains_the_quoted_reduction_from_5_points_of_damage():
    for damage, taken, pw in ((4, 4000, 7000), (5, 3000, 8000)):
        g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [LION], "damage": [KNIGHT] * damage})
        lion = fid(g, "Lion", "field1")
        _ifrit(g, lion)
        _resolve(g)
        assert g.objs[lion].damage == taken and power(g, lion) == pw


TERRA_1 = "1-047R"      # "{i}: Choose 1 dull Forward. Deal it 1000 damage." / "[Magic Charge] {S}: Terra gains "If Terra deals damage to a Forward, double the damage" until the end of the turn."
CU_CHASPEL = "11-004C"  # "{D}: The damage dealt to Forwards opponent controls cannot be reduced this turn."
RUBY_WEAPON = "19-015R"  # "If Ruby Weapon is dealt damage, the damage becomes 1000 instead."


@R("fftcg:11.12.5.2")
def test_terra_doubles_the_damage_of_her_own_ability_after_magic_charge():
    g = setup({"field": [TERRA_1], "hand": [TERRA_1, KNIGHT, KNIGHT]}, {"field": [{"card": BLACK_BELT, "dull": True}]})
    terra, bb = fid(g, "Terra", "field0"), fid(g, "Black Belt", "field1")
    do(g, ("use", terra, 2), ("cost_name", fid(g, "Terra", "hand0")))
    _resolve(g)
    do(g, ("use", terra, 1), ("target", bb), ("discard", g.zones["hand0"][0]))
    _resolve(g)
    assert g.objs[bb].damage == 2000


@R("fftcg:11.12.5.2")
def test_cu_chaspel_keeps_reductions_away_and_ruby_weapon_takes_1000():
    g = setup({"field": [CU_CHASPEL], "hand": [IFRIT, RED_XIII]}, {"field": [MYSTIC_KNIGHT]})
    do(g, ("use", fid(g, "Cu Chaspel", "field0"), 0))
    _resolve(g)
    mk = fid(g, "Mystic Knight", "field1")
    _ifrit(g, mk)
    _resolve(g)
    assert g.objs[mk].damage == 4000             # not reduced by 5000
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [RUBY_WEAPON]})
    ruby = fid(g, "Ruby Weapon", "field1")
    _ifrit(g, ruby)
    _resolve(g)
    assert g.objs[ruby].damage == 1000
