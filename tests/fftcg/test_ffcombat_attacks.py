"""Attacks and blocks beyond the v1.0 rulebook (games/fftcg/attacks.py, chars.may_block,
grammar_ffcombat.py): "can attack twice in the same turn", "can attack once more this turn", "can
only be blocked by a Forward of cost equal or inferior to its own", "cannot block Forwards with
a power inferior to their own", "the Forward that blocks or is blocked by X"."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, do, fid, names, pass_, pass_until, pay_first, power, resolve_all, setup

R = pytest.mark.rules

TIFA = "19-006C"          # fire Forward 9000, Warp, Brave: "Tifa can attack twice in the same turn."
ESTINIEN = "6-088L"       # lightning Forward 9000: "{l}: Activate Estinien. Estinien can attack once more this turn. ..."
SUMMONER = "1-138C"       # lightning Backup, no text
SPICEACILIAN = "5-072C"   # wind Monster: "{D}: Choose 1 Forward. It can only be blocked by a Forward of cost equal or inferior to its own this turn."
SHEMHAZAI = "2-070R"      # wind Summon 1: "Each Forward can only be blocked by a Forward with a cost inferior or equal to its own this turn."
BLACK_MAGE = "5-009C"     # fire Forward 7000: "{f}{D}, put Black Mage into the Break Zone: All the Forwards opponent controls cannot block Forwards with a power inferior to their own this turn."
NINJA = "2-114C"          # lightning Forward 3000: "{l}{l}: Break Ninja as well as the Forward that blocks or is blocked by Ninja."
EVOKER = "1-011C"         # fire Backup, no text
WIND_EVOKER = "1-068C"    # wind Backup, no text
SQUIRE = "1-025C"         # fire Forward 5000, cost 2
KNIGHT = "1-050C"         # ice Forward 7000, cost 3
MONK = "1-119C"           # earth Forward 6000, cost 2
BLACK_BELT = "1-099C"     # earth Forward 8000, cost 4
NO_BLOCK = ("no_block",)
END = ("end",)


def _attack(g, oid: int, then=None) -> None:
    """Declare `oid` the attacker, no blocker, let the damage be dealt, `then(g)` with the
    priority after it, and go on to the next attack declaration."""
    do(g, ("attack", oid))
    pass_(g, 2)
    do(g, NO_BLOCK)
    pass_(g, 2)
    if then is not None:
        then(g)
    pass_until(g, "attack")


@R("fftcg:10.1.2.1.2", "fftcg:15.2.1.2")
def test_tifa_with_brave_attacks_twice_and_not_a_third_time():
    g = setup({"field": [TIFA]}, {}, phase="attack")
    pass_(g, 2)                                  # attack preparation
    tifa = fid(g, "Tifa", "field0")
    _attack(g, tifa)
    assert not g.objs[tifa].tapped               # Brave: she does not dull when she attacks
    assert len(g.zones["damage1"]) == 1 and ("attack", tifa) in g.decision.options
    _attack(g, tifa)
    assert len(g.zones["damage1"]) == 2 and g.decision.options == (END,)


@R("fftcg:10.1.2.1.2")
def test_estinien_activated_without_its_ability_does_not_attack_again():
    g = setup({"field": [ESTINIEN, SUMMONER]}, {}, phase="attack")
    pass_(g, 2)
    est = fid(g, "Estinien", "field0")

    def activate(g):        # Estinien active again, by whatever means: it has attacked this turn
        g.w(est).tapped = False
        g.cache.clear()

    _attack(g, est, activate)
    assert g.decision.options == (END,)


@R("fftcg:10.1.2.1.2")
def test_estinien_activated_can_attack_once_more_this_turn():
    g = setup({"field": [ESTINIEN, SUMMONER]}, {}, phase="attack")
    pass_(g, 2)
    est = fid(g, "Estinien", "field0")
    seen = []

    def once_more(g):
        assert g.objs[est].tapped
        do(g, ("use", est, 2))
        pay_first(g)
        resolve_all(g)
        seen.append(g.objs[est].tapped)

    _attack(g, est, once_more)
    assert seen == [False] and ("attack", est) in g.decision.options
    _attack(g, est)
    assert len(g.zones["damage1"]) == 2 and g.decision.options == (END,)


@R("fftcg:10.1.3.1.2")
def test_spiceacilian_the_chosen_forward_can_only_be_blocked_by_a_forward_of_cost_equal_or_inferior():
    g = setup({"field": [SPICEACILIAN, MONK]}, {"field": [SQUIRE, KNIGHT, BLACK_BELT]}, phase="attack")
    monk = fid(g, "Monk", "field0")
    do(g, ("use", fid(g, "Spiceacilian", "field0"), 0), ("target", monk))
    pay_first(g)
    resolve_all(g)
    pass_until(g, "attack")
    do(g, ("attack", monk))
    pass_(g, 2)
    # Monk costs 2: Squire (2) may block it, Knight (3) and Black Belt (4) may not
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Squire", "field1"))}


@R("fftcg:10.1.3.1.2")
def test_shemhazai_each_forward_is_blocked_only_by_forwards_of_cost_up_to_its_own():
    g = setup({"field": [KNIGHT, WIND_EVOKER], "hand": [SHEMHAZAI]}, {"field": [SQUIRE, BLACK_BELT]},
              phase="attack")
    do(g, ("cast", fid(g, "Shemhazai, the Whisperer", "hand0")))
    pay_first(g)
    resolve_all(g)
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Knight", "field0")))
    pass_(g, 2)
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Squire", "field1"))}


@R("fftcg:10.1.3.1.2")
def test_black_mage_the_opponent_s_forwards_cannot_block_a_weaker_attacker():
    g = setup({"field": [BLACK_MAGE, EVOKER, SQUIRE, BLACK_BELT]}, {"field": [KNIGHT, MONK]}, phase="attack")
    do(g, ("use", fid(g, "Black Mage", "field0"), 0))
    pay_first(g)
    resolve_all(g)
    assert names(g, "break0") == ["Black Mage"]
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_(g, 2)
    # Squire (5000): Knight (7000) and Monk (6000) are stronger, neither may block
    assert g.decision.options == (NO_BLOCK,)


@R("fftcg:10.1.3.2")
def test_ninja_breaks_itself_and_the_forward_blocking_it():
    g = setup({"field": [NINJA, SUMMONER, SUMMONER]}, {"field": [KNIGHT, MONK]}, phase="attack")
    pass_(g, 2)
    do(g, ("attack", fid(g, "Ninja", "field0")))
    pass_(g, 2)
    do(g, ("block", fid(g, "Knight", "field1")))
    do(g, ("use", fid(g, "Ninja", "field0"), 0))
    pay_first(g)
    resolve_all(g)
    assert names(g, "break0") == ["Ninja"] and names(g, "break1") == ["Knight"] and names(g, "field1") == ["Monk"]


WARRIOR = "2-074C"        # earth Forward 5000: "+1000 for each point of damage you have received ... If you have received 6 points of damage, put Warrior of Antiquity into the Break Zone."
FUSOYA = "2-146H"         # "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."


@R("fftcg:12.3")
def test_warrior_of_antiquity_is_put_into_the_break_zone_with_the_sixth_point_of_damage():
    g = setup({"field": [WARRIOR, FUSOYA], "damage": ["5 1-099C"]}, {"field": [SQUIRE]})
    warrior = fid(g, "Warrior of Antiquity", "field0")
    assert g.objs[warrior].zone == "field0"          # 5 points: it stays, with 10000 power
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Squire", "field1")))
    resolve_all(g)
    assert len(g.zones["damage0"]) == 6 and names(g, "break0") == ["Warrior of Antiquity"]
    assert names(g, "break1") == ["Squire"] and g.decision.kind == "priority"


TIDUS = "1-163L"          # water Forward 7000: "[Blitz Ace] {S}{u}{u}: Until the end of the turn Tidus gains Brave. Tidus can attack as many times as your points of damage this turn."
WATER_EVOKER = "1-159C"   # water Backup, no text
NAGHI = "5-112R"          # lightning Backup: "{D}: Choose 1 Forward blocking a Job Class Zero Cadet. It loses 1000 power until the end of the turn."
CINQUE = "3-014C"         # fire Forward 5000, Job Class Zero Cadet
SETZER = "20-030R"        # ice Backup: "The Category VI Forwards you control can form a party with Forwards of any Element. When 2 or more Category VI Forwards you control form a party and attack, choose 1 Character. Dull it and freeze it."
UMARO = "4-025H"          # ice Forward 9000, Category VI
CYAN = "4-007H"           # fire Forward 7000, Category VI, Brave
SAMURAI = "1-014C"        # fire Forward, Brave (Category I)


@R("fftcg:10.1.2.1.2")
def test_tidus_attacks_as_many_times_as_his_controller_s_points_of_damage():
    g = setup({"field": [TIDUS, WATER_EVOKER, WATER_EVOKER], "hand": [TIDUS], "damage": ["3 1-099C"]}, {},
              phase="attack")
    tidus = fid(g, "Tidus", "field0")
    do(g, ("use", tidus, 1))
    pay_first(g)
    resolve_all(g)
    pass_until(g, "attack")
    for n in (1, 2, 3):
        assert ("attack", tidus) in g.decision.options
        _attack(g, tidus)
        assert len(g.zones["damage1"]) == n
    assert g.decision.options == (END,)


@R("fftcg:10.1.3.2")
def test_naghi_chooses_only_a_forward_blocking_a_class_zero_cadet():
    g = setup({"field": [CINQUE]}, {"field": [NAGHI, KNIGHT, MONK]}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Cinque", "field0")))
    pass_(g, 2)
    knight = fid(g, "Knight", "field1")
    do(g, ("block", knight))
    pass_(g, 1)
    do(g, ("use", fid(g, "Naghi", "field1"), 0))
    assert g.decision.options == (("target", knight),)      # Monk blocks nothing
    do(g, ("target", knight))
    resolve_all(g)
    assert power(g, knight) == 6000


def _party(g, *names_) -> None:
    pass_until(g, "attack")
    do(g, ("attack", fid(g, names_[0], "field0")))
    for n in names_[1:]:
        do(g, ("add", fid(g, n, "field0")))
    if g.decision.kind == "party":
        do(g, ("done",))


def test_setzer_two_category_vi_forwards_attack_as_a_party_and_a_character_is_dulled_and_frozen():
    g = setup({"field": [SETZER, UMARO, CYAN]}, {"field": [KNIGHT]}, phase="attack")
    _party(g, "Umaro", "Cyan")
    knight = fid(g, "Knight", "field1")
    do(g, ("target", knight))
    resolve_all(g)
    assert g.objs[knight].tapped and g.objs[knight].marks & FROZEN


def test_setzer_a_party_with_one_category_vi_forward_triggers_nothing():
    g = setup({"field": [SETZER, CYAN, SAMURAI]}, {"field": [KNIGHT]}, phase="attack")
    _party(g, "Cyan", "Samurai")
    assert g.decision.kind == "priority" and not g.stack and not g.pending
    assert not g.objs[fid(g, "Knight", "field1")].tapped
