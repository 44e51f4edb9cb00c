"""Abilities granted in quotes (issue 20's ffgrant area, games/fftcg/granted.py): a resolved effect
gives its card an auto or action ability until the end of the turn ("Until the end of the turn,
Bomb also becomes a Forward with 5000 power and "Put Bomb into the Break Zone: ..."); a field
ability gives it while its condition holds ("If you control _Card Name Squall_, Laguna gains
+1000 power and "When Laguna attacks, ...")."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, do, fid, names, pass_, pass_until, play, power, setup, to_phase, use

import tcg

R = pytest.mark.rules

GOBLIN = "6-008C"     # {0}: ... becomes a Forward with 5000 power and "When Goblin attacks, choose 1 Forward. Deal it 1000 damage."
BOMB = "4-018R"       # {f}: ... 5000 power and "Put Bomb into the Break Zone: Deal 4000 damage to all Forwards." (once per turn)
LAGUNA = "13-031R"    # If you control Squall: +1000 power and "When Laguna attacks, choose up to 2 Characters. Dull them and Freeze them."
SQUALL = "1-041L"
IFRIT = "1-004C"      # a fire card to pay {f} with
BLACK_BELT = "1-099C"  # an 8000 power Forward without abilities


@R("fftcg:11.8.6")
def test_goblin_made_a_forward_deals_1000_damage_when_it_attacks():
    g = setup({"field": [GOBLIN]}, {"field": [BLACK_BELT]})
    goblin, belt = fid(g, "Goblin", "field0"), fid(g, "Black Belt", "field1")
    use(g, goblin, 0)
    pass_(g, 2)
    assert power(g, goblin) == 5000
    pass_until(g, "attack")                           # to the Attack Phase
    do(g, ("attack", goblin))
    assert g.decision.kind == "target"                # the gained ability triggered on the attack
    do(g, ("target", belt))
    pass_(g, 2)
    assert g.objs[belt].damage == 1000


@R("fftcg:11.6.2.1")
def test_bomb_uses_the_ability_it_gained_putting_itself_into_the_break_zone():
    g = setup({"field": [BOMB], "hand": [IFRIT]}, {"field": [BLACK_BELT, BLACK_BELT]})
    bomb = fid(g, "Bomb", "field0")
    assert [o for o in g.decision.options if o[0] == "use"] == [("use", bomb, 0)]
    use(g, bomb, 0, pay=[("discard", g.zones["hand0"][0])])
    pass_(g, 2)
    granted = ("use", bomb, 100, BOMB)
    assert granted in g.decision.options
    do(g, granted)
    assert names(g, "break0") == ["Ifrit", "Bomb"]      # the cost: Bomb into the Break Zone
    pass_(g, 2)
    assert [g.objs[o].damage for o in g.zones["field1"]] == [4000, 4000]


@R("fftcg:9.5.1.3.2")
def test_bombs_gained_ability_ends_with_the_turn():
    g = setup({"field": [BOMB], "hand": [IFRIT]}, {"field": [BLACK_BELT]})
    bomb = fid(g, "Bomb", "field0")
    use(g, bomb, 0, pay=[("discard", g.zones["hand0"][0])])
    pass_(g, 2)
    back = tcg.Game.from_json(g.to_json(), g.rules)      # the gained ability is plain data in the state
    assert ("use", bomb, 100, BOMB) in back.decision.options
    to_phase(g, 4)
    pass_(g)                                          # the opponent passes: Bomb's player has priority
    assert g.decision.player == 0 and [o for o in g.decision.options if o[0] == "use"] == []


def _laguna(with_squall: bool):
    mine = [LAGUNA, SQUALL] if with_squall else [LAGUNA]
    g = setup({"field": mine}, {"field": [BLACK_BELT, BLACK_BELT]}, phase="attack", step="declaration")
    laguna = fid(g, "Laguna", "field0")
    do(g, ("attack", laguna), *([("done",)] if with_squall else []))
    return g, laguna


@R("fftcg:11.8.6")
def test_laguna_with_squall_dulls_and_freezes_up_to_2_characters_when_he_attacks():
    g, laguna = _laguna(True)
    assert power(g, laguna) == 10000     # 9000 printed
    a, b = g.zones["field1"]
    do(g, ("target", a), ("target", b))
    pass_(g, 2)
    assert all(g.objs[o].tapped and g.objs[o].marks & FROZEN for o in (a, b))


@R("fftcg:11.8.6")
def test_laguna_without_squall_has_no_attack_ability():
    g, laguna = _laguna(False)
    assert power(g, laguna) == 9000
    assert g.decision.kind != "target" and not g.stack and not g.pending


KOBOLDROID = "4-057R"  # {w}: ... 3000 power and "Koboldroid Yin cannot be blocked by Forwards of cost 3 or more."
ARCHER = "1-087C"      # a wind card to pay {w} with
MONK = "1-119C"        # earth Forward of cost 2
BEATRIX = "4-135R"     # If you control Steiner: +1000 power and "Beatrix doesn't receive any damage from opponent's abilities."
STEINER = "3-137R"
TELLAH = "5-015H"      # {D}, put Tellah into the Break Zone: Choose 1 Forward. Deal it 7000 damage.


@R("fftcg:10.1.3.1.2")
def test_koboldroid_yin_made_a_forward_cannot_be_blocked_by_forwards_of_cost_3_or_more():
    g = setup({"field": [KOBOLDROID], "hand": [ARCHER]}, {"field": [BLACK_BELT, MONK]})
    yin = fid(g, "Koboldroid Yin", "field0")
    use(g, yin, 0, pay=[("discard", g.zones["hand0"][0])])
    pass_(g, 2)
    pass_until(g, "attack")
    do(g, ("attack", yin))
    pass_until(g, "block")
    assert set(g.decision.options) == {("no_block",), ("block", fid(g, "Monk", "field1"))}


def _beatrix(mine: list[str]):
    g = setup({"field": mine}, {"field": [TELLAH]})
    beatrix, tellah = fid(g, "Beatrix", "field0"), fid(g, "Tellah", "field1")
    pass_(g)                                   # the opponent has priority: Tellah's ability on Beatrix
    use(g, tellah, 0, targets=[beatrix])
    pass_(g, 2)
    return g, beatrix


@R("fftcg:11.12.5.2")
def test_beatrix_with_steiner_receives_no_damage_from_the_opponents_abilities():
    g, beatrix = _beatrix([BEATRIX, STEINER])
    assert power(g, beatrix) == 8000 and g.objs[beatrix].damage == 0 and names(g, "field0") == ["Beatrix", "Steiner"]


@R("fftcg:11.12.5.2")
def test_beatrix_without_steiner_is_dealt_the_opponents_ability_damage():
    g, beatrix = _beatrix([BEATRIX])
    assert names(g, "field0") == [] and names(g, "break0") == ["Beatrix"]     # 7000 damage: broken (7000 power)


RITZ = "11-063L"       # _Damage 3_ -- Ritz gains "Ritz cannot be blocked."
BAGAMNAN = "14-070C"   # enters: choose 1 Forward opponent controls. Activate it. It gains "If possible, this Forward must block." ...
NOEL = "7-096L"        # Haste; enters: +3000 power and "When Noel deals damage to your opponent, choose 1 Forward opponent controls. Break it".
DRAGOON = "1-147C"     # a lightning card to pay with
MACHINIST = "12-057C"  # enters: choose up to 2 Forwards. Until the end of the turn, they gain "{D}: Choose 1 Forward. Deal it 4000 damage."


def _blockers(damage: int):
    g = setup({"field": [RITZ], "damage": [BLACK_BELT] * damage}, {"field": [MONK]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Ritz", "field0")))
    pass_until(g, "block")
    return set(g.decision.options), fid(g, "Monk", "field1")


@R("fftcg:10.1.3.1.2")
def test_ritz_cannot_be_blocked_once_you_have_received_3_points_of_damage():
    options, _ = _blockers(3)
    assert options == {("no_block",)}
    options, monk = _blockers(2)
    assert options == {("no_block",), ("block", monk)}


@R("fftcg:10.1.3.1.3")
def test_bagamnan_activates_a_forward_that_must_then_block():
    g = setup({"field": [BLACK_BELT], "hand": [BAGAMNAN, BLACK_BELT]}, {"field": [{"card": MONK, "dull": True}]})
    monk = fid(g, "Monk", "field1")
    play(g, fid(g, "Ba'Gamnan", "hand0"), pay=[("discard", g.zones["hand0"][1])])
    do(g, ("target", monk))
    pass_(g, 2)
    assert not g.objs[monk].tapped
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Black Belt", "field0")))
    pass_until(g, "block")
    assert g.decision.options == (("block", monk),)        # it must block: not blocking is not offered


@R("fftcg:11.8.6")
def test_noel_breaks_a_forward_when_he_deals_damage_to_the_opponent():
    g = setup({"hand": [NOEL, DRAGOON, DRAGOON, DRAGOON]}, {"field": [MONK]})
    play(g, fid(g, "Noel", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    pass_(g, 2)                                        # his enters ability resolves: +3000 and the quoted one
    noel, monk = fid(g, "Noel", "field0"), fid(g, "Monk", "field1")
    assert power(g, noel) == 9000
    pass_until(g, "attack")
    do(g, ("attack", noel))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_until(g, "target")                            # Noel dealt your opponent damage: choose the Forward
    do(g, ("target", monk))
    pass_(g, 2)
    assert names(g, "break1") == ["Monk"]


@R("fftcg:11.6.2.1")
def test_machinist_gives_a_forward_an_action_ability_it_uses_with_its_dull_icon():
    g = setup({"field": [BLACK_BELT], "hand": [MACHINIST, BLACK_BELT]}, {"field": [MONK]})
    belt, monk = fid(g, "Black Belt", "field0"), fid(g, "Monk", "field1")
    play(g, fid(g, "Machinist", "hand0"), pay=[("discard", g.zones["hand0"][1])])
    do(g, ("target", belt), ("done",))
    pass_(g, 2)
    granted = ("use", belt, 100, MACHINIST)
    assert granted in g.decision.options
    do(g, granted, ("target", monk))
    assert g.objs[belt].tapped                          # its cost: {D}
    pass_(g, 2)
    assert g.objs[monk].damage == 4000


LIGHTNING = "1-141L"   # [Army of One] {S}{l}: ... gains Haste, First Strike and "When Lightning attacks, choose up to 1
                       # Forward opponent controls. If it is possible, it must block Lightning this turn".


@R("fftcg:10.1.3.1.3")
def test_lightning_makes_the_chosen_forward_block_her_and_no_other_attacker():
    g = setup({"field": [LIGHTNING, BLACK_BELT], "hand": [LIGHTNING, DRAGOON]}, {"field": [MONK, BLACK_BELT]})
    lightning = fid(g, "Lightning", "field0")
    monk = fid(g, "Monk", "field1")
    use(g, lightning, 1, pay=[("cost_name", g.zones["hand0"][0]), ("discard", g.zones["hand0"][1])])
    pass_(g, 2)
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Black Belt", "field0")))
    pass_until(g, "block")
    assert ("no_block",) in g.decision.options         # another attacker: the Monk need not block it
    do(g, ("no_block",))
    pass_until(g, "attack")
    do(g, ("attack", lightning))
    do(g, ("target", monk))                             # her gained ability: the Monk must block her
    pass_until(g, "block")
    assert g.decision.options == (("block", monk),)


MID = "13-050R"        # wind 4; enters: choose 1 Forward other than Mid you control. Until the end of the turn,
                       # it gains +1000 power and "This Forward cannot be chosen by your opponent's abilities."
POPPY = "18-048R"      # The Wind Forwards you control gain "This Forward cannot be blocked by a Forward of cost 3 or more."
YUFFIE = "1-086C"      # a wind Forward


@R("fftcg:11.6.5")
def test_mid_gives_a_forward_power_and_protection_from_the_opponents_abilities():
    g = setup({"field": [BLACK_BELT], "hand": [MID, ARCHER, ARCHER]}, {"field": [TELLAH]})
    belt = fid(g, "Black Belt", "field0")
    play(g, fid(g, "Mid", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    do(g, ("target", belt))
    pass_(g, 2)
    assert power(g, belt) == 9000
    pass_(g)                                          # the opponent has priority: Tellah may not choose Black Belt
    g.apply(("use", fid(g, "Tellah", "field1"), 0))
    assert g.decision.options == (("target", fid(g, "Mid", "field0")),)


@R("fftcg:10.1.3.1.2")
def test_poppy_makes_her_wind_forwards_unblockable_by_forwards_of_cost_3_or_more():
    g = setup({"field": [POPPY, YUFFIE, BLACK_BELT]}, {"field": [MONK, BLACK_BELT]}, phase="attack", step="declaration")
    monk = fid(g, "Monk", "field1")
    do(g, ("attack", fid(g, "Poppy", "field0")))
    if g.decision.kind == "party":
        do(g, ("done",))
    pass_until(g, "block")
    assert set(g.decision.options) == {("no_block",), ("block", monk)}
    g = setup({"field": [POPPY, YUFFIE, BLACK_BELT]}, {"field": [MONK, BLACK_BELT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Black Belt", "field0")))     # an Earth Forward: any may block it
    pass_until(g, "block")
    assert len(g.decision.options) == 3


ZAGHNAL = "7-070R"     # earth Monster: when a Character of cost 6 or more enters your field, Zaghnal also becomes a
                       # Forward with 9000 power. (This effect does not end at the end of the turn. ...)
GABRANTH = "1-098R"    # earth Forward of cost 6


@R("fftcg:11.12.4.1")
def test_zaghnal_stays_a_forward_after_the_end_of_the_turn():
    g = setup({"field": [ZAGHNAL], "hand": [GABRANTH, BLACK_BELT, BLACK_BELT, BLACK_BELT]})
    zaghnal = fid(g, "Zaghnal", "field0")
    play(g, fid(g, "Gabranth", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    pass_(g, 2)
    assert power(g, zaghnal) == 9000
    to_phase(g, 5)                                    # the opponent's turn went by, and this one's end
    assert power(g, zaghnal) == 9000 and ("attack", zaghnal) in _attack_options(g)


def _attack_options(g) -> tuple:
    pass_until(g, "attack")
    return g.decision.options


WOL = "16-127L"        # Remove Warrior of Light from the game: All the Forwards you control gain "This Forward cannot be
                       # broken." until the end of the turn. You can only use this ability during your opponent's turn.
KNIGHT = "1-050C"      # ice Forward 7000


@R("fftcg:12.4.5")
def test_warrior_of_light_keeps_the_forwards_from_being_broken_in_the_opponents_turn():
    g = setup({"field": [WOL, KNIGHT]}, {"field": [TELLAH]})
    wol = fid(g, "Warrior of Light", "field0")
    assert ("use", wol, 1) not in g.decision.options        # his own turn: not usable
    g = setup({"field": [WOL, KNIGHT]}, {"field": [TELLAH]}, active=1, priority=0)
    wol, knight = fid(g, "Warrior of Light", "field0"), fid(g, "Knight", "field0")
    use(g, wol, 1)
    assert names(g, "removed0") == ["Warrior of Light"]
    pass_(g, 2)
    assert g.decision.player == 1                          # resolved: the turn player has priority
    use(g, fid(g, "Tellah", "field1"), 0, targets=[knight])
    pass_(g, 2)
    assert g.objs[knight].damage == 7000 and names(g, "field0") == ["Knight"]     # 7000 power, not broken


GIGAS = "20-072C"      # earth Monster 1: enters: choose 1 Forward. It gains "This forward cannot attack or block."
                       # until the end of your opponent's turn.


@R("fftcg:10.1.2.1.2")
def test_gigas_keeps_the_chosen_forward_from_attacking_in_the_opponents_next_turn():
    g = setup({"hand": [GIGAS, BLACK_BELT]}, {"field": [MONK]})
    monk = fid(g, "Monk", "field1")
    play(g, fid(g, "Gigas (FFCC)", "hand0"), pay=[("discard", g.zones["hand0"][1])])
    do(g, ("target", monk))
    pass_(g, 2)
    to_phase(g, 4, "attack")
    pass_until(g, "attack")
    assert g.decision.player == 1 and ("attack", monk) not in g.decision.options
