"""FFTCG rules tests: the Attack Phase (10) and forming a Party (15.1.1.9)."""

from __future__ import annotations

import pytest
from play_kit import ATTACKED, ATTACKING, BLOCKING, do, fid, names, pass_, pass_until, power, setup, to_phase, use

import tcg
from tcg.engine.effects import Effect
from tcg.games.fftcg.chars import LAYER_OTHER

R = pytest.mark.rules

# Cards used below (opus 1–5):
SAMURAI = "1-014C"      # fire Forward 6000, Brave, generic
TIFA = "1-016C"         # fire Forward 4000, Haste
SQUIRE = "1-025C"       # fire Forward 5000, generic, vanilla
RED_XIII = "1-029C"     # fire Forward 5000, First Strike
KNIGHT = "1-050C"       # ice Forward 7000, generic, vanilla
LEILA = "1-179H"        # water Forward 6000: when she deals damage to your opponent, draw 1
GARLAND = "1-006H"      # fire Forward 8000, Brave: when he attacks, +4000
DELITA = "1-113C"       # earth Forward 5000: when he blocks, +2000
BERSERKER = "5-089C"    # earth Forward 9000, cannot block
EDEA = "2-100H"         # lightning Backup: Forwards of cost 5 or more cannot block
SCHOLAR = "1-157C"      # water Backup: {D}, break Scholar: return a Forward you control to hand
TIME_MAGE = "1-049C"    # ice Backup: {i}{D}: a Forward cannot attack this turn
YSHTOLA = "1-084H"      # wind Forward 3000
IFRIT = "1-004C"        # fire Summon 1: 4000 damage to a Forward
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla


def attack_position(p0_field, p1_field, p0=None, p1=None, **kw):
    """Player 0's turn, at the attack declaration step."""
    a = dict(p0 or {}, field=p0_field)
    b = dict(p1 or {}, field=p1_field)
    kw.setdefault("manual", True)
    return setup(a, b, phase="attack", step="declaration", **kw)


# --------------------------------------------------------------------------------- 10.1 flow
@R("fftcg:10.1", "fftcg:10.1.1", "fftcg:10.1.2", "fftcg:10.1.3", "fftcg:10.1.4", "fftcg:10.1.4.6")
def test_attack_phase_runs_preparation_declaration_block_damage_then_main2():
    g = setup({"field": [SQUIRE], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT], "hand": [IFRIT, KNIGHT]},
              phase="attack", manual=True)
    seen = []

    def note():
        d = g.decision
        seen.append((g.vars["phase"], g.vars["step"], d.kind, d.player))

    note()
    pass_(g)
    note()
    pass_(g)                                     # both pass: preparation ends
    note()
    do(g, ("attack", fid(g, "Squire", "field0")))
    note()
    pass_(g, 2)
    note()
    do(g, ("block", fid(g, "Knight", "field1")))
    note()
    pass_(g, 2)                                  # damage is dealt, then priority in the damage step
    note()
    pass_(g, 2)
    note()                                       # back to the declaration of another attack
    do(g, ("end",))
    note()
    assert seen == [
        ("attack", "preparation", "priority", 0),
        ("attack", "preparation", "priority", 1),
        ("attack", "declaration", "attack", 0),
        ("attack", "declaration", "priority", 0),
        ("attack", "block", "block", 1),
        ("attack", "block", "priority", 0),
        ("attack", "damage", "priority", 0),
        ("attack", "declaration", "attack", 0),
        ("main2", "", "priority", 0),
    ]
    assert names(g, "break0") == ["Squire"]      # 5000 against 7000
    assert g.objs[fid(g, "Knight", "field1")].damage == 5000


@R("fftcg:10.1.1.2")
def test_attack_preparation_gives_priority_to_the_turn_player_and_both_may_cast():
    g = setup({"field": [TIFA], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT], "hand": [IFRIT, SQUIRE]},
              phase="attack", manual=True)
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("preparation", "priority", 0)
    assert ("cast", fid(g, "Ifrit", "hand0")) in d.options
    pass_(g)
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("preparation", "priority", 1)
    do(g, ("cast", fid(g, "Ifrit", "hand1")), ("target", fid(g, "Tifa", "field0")),
       ("discard", fid(g, "Squire", "hand1")))
    pass_until(g, "attack")
    assert names(g, "break0") == ["Tifa"]        # 4000 damage on a 4000 Forward
    assert g.decision.options == (("end",),)


# ------------------------------------------------------------------------ 10.1.2 declaration
@R("fftcg:10.1.2.1", "fftcg:15.1.1.9.2")
def test_declare_one_attacker_or_a_party_of_one_element():
    g = attack_position([SQUIRE, RED_XIII, LEILA, KNIGHT], [])
    sq, rx, le, kn = (fid(g, n, "field0") for n in ("Squire", "Red XIII", "Leila", "Knight"))
    assert g.decision.kind == "attack"
    assert set(g.decision.options) == {("end",), ("attack", sq), ("attack", rx), ("attack", le), ("attack", kn)}
    do(g, ("attack", sq))
    # only the other fire Forward may join the Party
    assert g.decision.kind == "party"
    assert g.decision.options == (("done",), ("add", rx))
    do(g, ("done",))
    assert g.vars["attack"] == (sq,)
    assert g.objs[rx].marks & ATTACKING == 0


@R("fftcg:10.1.2.1.1", "fftcg:15.2.2.2")
def test_attacker_must_be_active_and_controlled_since_start_of_turn_unless_haste():
    g = attack_position([{"card": SQUIRE, "dull": True}, {"card": KNIGHT, "new": True},
                         {"card": LEILA}, {"card": TIFA, "new": True}], [])
    le, ti = fid(g, "Leila", "field0"), fid(g, "Tifa", "field0")
    assert set(g.decision.options) == {("end",), ("attack", le), ("attack", ti)}


@R("fftcg:10.1.2.1.2")
def test_forward_that_attacked_or_cannot_attack_is_not_offered():
    # Samurai (Brave) stays active after attacking but may not attack again this turn.
    g = attack_position([SAMURAI, LEILA], [])
    sa, le = fid(g, "Samurai", "field0"), fid(g, "Leila", "field0")
    do(g, ("attack", sa))
    pass_until(g, "attack")
    assert g.objs[sa].tapped is False
    assert g.objs[sa].marks & ATTACKED
    assert g.decision.options == (("end",), ("attack", le))
    # "It cannot attack this turn" (Time Mage) removes a Forward from the options.
    g = setup({"field": [TIME_MAGE, LEILA, SQUIRE], "hand": [KNIGHT]}, {})
    tm, le = fid(g, "Time Mage", "field0"), fid(g, "Leila", "field0")
    use(g, tm, 0, targets=[le], pay=[("discard", fid(g, "Knight", "hand0"))])
    pass_until(g, "attack")
    assert g.decision.options == (("end",), ("attack", fid(g, "Squire", "field0")))


@R("fftcg:10.1.2.2", "fftcg:15.2.1", "fftcg:15.2.1.1", "fftcg:15.2.1.2")
def test_attackers_dull_except_brave():
    g = attack_position([SAMURAI, SQUIRE], [])
    sa, sq = fid(g, "Samurai", "field0"), fid(g, "Squire", "field0")
    do(g, ("attack", sa), ("add", sq))
    assert g.objs[sq].tapped is True
    assert g.objs[sa].tapped is False
    pass_until(g, "attack")
    assert g.decision.options == (("end",),)     # the Brave one has still attacked this turn


@R("fftcg:10.1.2.4")
def test_declared_forward_becomes_the_attacking_forward():
    g = attack_position([SQUIRE, LEILA], [])
    sq = fid(g, "Squire", "field0")
    do(g, ("attack", sq))
    assert g.vars["attack"] == (sq,)
    assert g.objs[sq].marks & ATTACKING
    assert g.objs[fid(g, "Leila", "field0")].marks & ATTACKING == 0


@R("fftcg:10.1.2.5", "fftcg:10.1.2.6", "fftcg:11.1.2")
def test_attack_triggers_are_stacked_then_turn_player_gets_priority():
    g = attack_position([GARLAND], [KNIGHT], p1={"hand": [IFRIT, SQUIRE]})
    ga = fid(g, "Garland", "field0")
    do(g, ("attack", ga))
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("declaration", "priority", 0)
    assert [game_it.kind for game_it in g.stack] == ["auto"]
    assert g.stack[0].source == ga
    pass_(g)
    # the non-turn player may respond to the trigger
    assert g.decision.player == 1 and ("cast", fid(g, "Ifrit", "hand1")) in g.decision.options
    pass_(g)
    assert power(g, ga) == 12000


@R("fftcg:10.1.2.7")
def test_no_attacker_skips_block_and_damage_steps():
    g = attack_position([SQUIRE], [KNIGHT], p1={"hand": [IFRIT, KNIGHT]})
    do(g, ("end",))
    assert g.vars["phase"] == "main2"
    assert g.decision.kind == "priority"
    assert len(g.zones["damage1"]) == 0
    assert g.history == [("end",)]


# ----------------------------------------------------------------------------- 10.1.3 block
@R("fftcg:10.1.3.1", "fftcg:10.1.3.1.1")
def test_non_turn_player_may_block_with_one_active_forward_or_not():
    g = attack_position([SQUIRE], [KNIGHT, {"card": BLACK_BELT, "dull": True}, {"card": LEILA, "new": True}])
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    d = g.decision
    assert d.player == 1
    # active Forwards only; one that entered this turn may block
    assert set(d.options) == {("no_block",), ("block", fid(g, "Knight", "field1")),
                              ("block", fid(g, "Leila", "field1"))}
    do(g, ("no_block",))
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 1


@R("fftcg:10.1.3.1.2")
def test_forwards_under_a_restriction_cannot_be_chosen_to_block():
    # Berserker cannot block; Edea: Forwards of cost 5 or more cannot block (Garland costs 5).
    g = attack_position([SQUIRE], [BERSERKER, GARLAND, KNIGHT, EDEA])
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    assert g.decision.options == (("no_block",), ("block", fid(g, "Knight", "field1")))


@R("fftcg:10.1.3.2")
def test_declared_blocker_becomes_the_blocking_forward_and_stays_active():
    g = attack_position([SQUIRE], [KNIGHT, LEILA])
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    kn = fid(g, "Knight", "field1")
    do(g, ("block", kn))
    assert g.vars["blocker"] == kn
    assert g.objs[kn].marks & BLOCKING
    assert g.objs[kn].tapped is False
    assert g.objs[fid(g, "Leila", "field1")].marks & BLOCKING == 0


@R("fftcg:10.1.3.3")
def test_blocker_removed_from_combat_deals_and_takes_no_damage():
    g = attack_position([SQUIRE], [KNIGHT, SCHOLAR])
    sq = fid(g, "Squire", "field0")
    do(g, ("attack", sq))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "priority")
    if g.decision.player == 0:
        pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0)       # returns the blocker to its owner's hand
    pass_until(g, "attack")
    assert names(g, "hand1") == ["Knight"]
    assert g.objs[sq].damage == 0
    assert names(g, "field0") == ["Squire"]
    # the attack stays blocked: no damage to the player (RULINGS: blocker_gone_damages_player=False)
    assert len(g.zones["damage1"]) == 0


@R("fftcg:10.1.3.3")
def test_blocker_removed_option_lets_the_attacker_damage_the_player():
    g = attack_position([SQUIRE], [KNIGHT, SCHOLAR], options={"blocker_gone_damages_player": True})
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "priority")
    if g.decision.player == 0:
        pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0)
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 1


@R("fftcg:10.1.3.3")
def test_attacker_removed_from_combat_deals_no_damage_to_the_blocker():
    g = attack_position([SQUIRE, SCHOLAR], [KNIGHT])
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    kn = fid(g, "Knight", "field1")
    do(g, ("block", kn))
    assert g.decision.kind == "priority" and g.decision.player == 0
    use(g, fid(g, "Scholar", "field0"), 0)       # returns the attacker
    pass_until(g, "attack")
    assert names(g, "hand0") == ["Squire"]
    assert g.objs[kn].damage == 0
    assert len(g.zones["damage1"]) == 0


@R("fftcg:10.1.3.4", "fftcg:15.1.1.9.6", "fftcg:15.1.1.9.8")
def test_a_party_is_blocked_as_one_character_and_deals_its_combined_power():
    g = attack_position([SQUIRE, TIFA], [KNIGHT])
    sq, ti = fid(g, "Squire", "field0"), fid(g, "Tifa", "field0")
    do(g, ("attack", sq), ("add", ti))
    pass_until(g, "block")
    assert g.decision.options == (("no_block",), ("block", fid(g, "Knight", "field1")))
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "assign_damage")
    # 5000 + 4000 = 9000 to the 7000 blocker, which neither member would destroy alone
    for _ in range(7):
        do(g, ("assign", ti))                    # Tifa 4000: 4000 is enough, the rest is wasted
    pass_until(g, "attack")
    assert names(g, "break1") == ["Knight"]
    assert names(g, "break0") == ["Tifa"]
    assert g.objs[sq].damage == 0
    assert len(g.zones["damage1"]) == 0          # the whole Party is blocked


@R("fftcg:10.1.3.5", "fftcg:10.1.3.6")
def test_block_triggers_are_stacked_then_turn_player_gets_priority():
    g = attack_position([SQUIRE], [DELITA], p0={"hand": [IFRIT, SQUIRE]})
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    de = fid(g, "Delita", "field1")
    do(g, ("block", de))
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("block", "priority", 0)
    assert len(g.stack) == 1 and g.stack[0].source == de and g.stack[0].controller == 1
    pass_(g, 2)
    assert power(g, de) == 7000
    pass_until(g, "attack")
    assert names(g, "break0") == ["Squire"]
    assert g.objs[de].damage == 5000 and names(g, "field1") == ["Delita"]


# ---------------------------------------------------------------------------- 10.1.4 damage
@R("fftcg:10.1.4.1")
def test_unblocked_attacker_deals_exactly_one_damage_whatever_its_power():
    g = attack_position([GARLAND], [])
    do(g, ("attack", fid(g, "Garland", "field0")))
    pass_until(g, "attack")
    assert power(g, fid(g, "Garland", "field0")) == 12000
    assert len(g.zones["damage1"]) == 1
    assert len(g.zones["deck1"]) == 9


@R("fftcg:10.1.4.2")
def test_blocked_attacker_and_blocker_deal_damage_equal_to_their_power():
    g = attack_position([SAMURAI], [KNIGHT])
    do(g, ("attack", fid(g, "Samurai", "field0")))
    pass_until(g, "block")
    kn = fid(g, "Knight", "field1")
    do(g, ("block", kn))
    pass_until(g, "attack")
    assert g.objs[kn].damage == 6000
    assert names(g, "break0") == ["Samurai"]
    assert len(g.zones["damage1"]) == 0


@R("fftcg:10.1.4.2", "fftcg:12.4.5", "fftcg:9.5.1.3.1")
def test_summon_damage_and_combat_damage_add_up_within_a_turn_only():
    # Knight (7000) takes 4000 from Ifrit, then 3000 from Y'shtola in combat: destroyed.
    g = setup({"field": [YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", kn), ("discard", fid(g, "Squire", "hand0")))
    pass_until(g, "attack")
    assert g.objs[kn].damage == 4000
    do(g, ("attack", fid(g, "Y'shtola", "field0")))
    pass_until(g, "block")
    do(g, ("block", kn))
    pass_until(g, "attack")
    assert names(g, "break1") == ["Knight"]
    # the same damage on two different turns: the first is gone at the end of the turn
    g = setup({"field": [YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", kn), ("discard", fid(g, "Squire", "hand0")))
    to_phase(g, 5, "attack")
    assert g.objs[kn].damage == 0
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Y'shtola", "field0")))
    pass_until(g, "block")
    do(g, ("block", kn))
    pass_until(g, "attack")
    assert names(g, "field1") == ["Knight"] and g.objs[kn].damage == 3000


@R("fftcg:10.1.4.2.1")
def test_blocker_splits_its_damage_over_the_party_in_units_of_1000():
    g = attack_position([SQUIRE, TIFA], [KNIGHT])
    sq, ti = fid(g, "Squire", "field0"), fid(g, "Tifa", "field0")
    do(g, ("attack", sq), ("add", ti))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "assign_damage")
    # each choice assigns one unit of 1000 to one member; the blocker's 7000 makes 7 units
    units = []
    while g.decision.kind == "assign_damage":
        assert g.decision.player == 1
        assert g.decision.options == (("assign", sq), ("assign", ti))
        target = sq if len(units) < 5 else ti
        units.append(target)
        do(g, ("assign", target))
    assert len(units) == 7
    pass_until(g, "attack")
    assert names(g, "break0") == ["Squire"]      # 5000 on 5000
    assert names(g, "field0") == ["Tifa"] and g.objs[ti].damage == 2000


@R("fftcg:10.1.4.3")
def test_damage_triggers_are_stacked_after_damage():
    g = attack_position([LEILA], [])
    do(g, ("attack", fid(g, "Leila", "field0")))
    hand = len(g.zones["hand0"])
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 1
    assert len(g.zones["hand0"]) == hand + 1     # Leila: draw 1 card


@R("fftcg:10.1.4.4")
def test_turn_player_gets_priority_after_damage():
    g = attack_position([SQUIRE], [KNIGHT], p0={"hand": [IFRIT, SQUIRE]}, p1={"hand": [IFRIT, SQUIRE]})
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_(g, 2)
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("damage", "priority", 0)
    assert len(g.zones["damage1"]) == 1
    pass_(g)
    assert g.decision.player == 1 and ("cast", fid(g, "Ifrit", "hand1")) in g.decision.options


@R("fftcg:10.1.4.5")
def test_party_is_dissolved_after_damage():
    g = attack_position([SQUIRE, TIFA], [])
    sq, ti = fid(g, "Squire", "field0"), fid(g, "Tifa", "field0")
    do(g, ("attack", sq), ("add", ti))
    assert g.vars["party"] is True
    pass_until(g, "attack")
    assert g.vars["attack"] == ()
    assert g.objs[sq].marks & ATTACKING == 0 and g.objs[ti].marks & ATTACKING == 0
    assert len(g.zones["damage1"]) == 1


@R("fftcg:10.1.4.6")
def test_attack_again_then_main_phase_2():
    g = attack_position([SQUIRE, LEILA], [])
    sq, le = fid(g, "Squire", "field0"), fid(g, "Leila", "field0")
    do(g, ("attack", sq))
    pass_until(g, "attack")
    assert g.decision.options == (("end",), ("attack", le))
    do(g, ("attack", le))
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 2
    assert g.decision.options == (("end",),)
    do(g, ("end",))
    assert g.vars["phase"] == "main2"


# --------------------------------------------------------------------------------- 15.1.1.9
@R("fftcg:15.1.1.9", "fftcg:15.1.1.9.1")
def test_unblocked_party_attacks_as_one_forward_and_deals_one_damage():
    g = attack_position([SQUIRE, TIFA], [])
    do(g, ("attack", fid(g, "Squire", "field0")), ("add", fid(g, "Tifa", "field0")))
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 1


@R("fftcg:15.1.1.9.3")
def test_party_members_must_be_eligible_attackers():
    g = attack_position([SQUIRE, {"card": RED_XIII, "dull": True}, {"card": SAMURAI, "new": True},
                         {"card": TIFA, "new": True}], [])
    do(g, ("attack", fid(g, "Squire", "field0")))
    assert g.decision.options == (("done",), ("add", fid(g, "Tifa", "field0")))


@R("fftcg:15.1.1.9.4")
def test_party_may_have_any_number_of_forwards():
    g = attack_position([SQUIRE, TIFA, SAMURAI, RED_XIII], [KNIGHT])
    ids = [fid(g, n, "field0") for n in ("Squire", "Tifa", "Samurai", "Red XIII")]
    do(g, ("attack", ids[0]), ("add", ids[1]), ("add", ids[2]), ("add", ids[3]))
    assert g.vars["attack"] == tuple(ids)
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "assign_damage")
    for _ in range(7):
        do(g, ("assign", ids[2]))                # all 7000 on Samurai (6000)
    pass_until(g, "attack")
    assert names(g, "break1") == ["Knight"]      # 20000 combined
    assert names(g, "break0") == ["Samurai"]


@R("fftcg:15.1.1.9.5")
def test_party_reduced_to_one_forward_is_no_longer_a_party():
    g = attack_position([SQUIRE, TIFA, SCHOLAR], [KNIGHT])
    sq, ti = fid(g, "Squire", "field0"), fid(g, "Tifa", "field0")
    do(g, ("attack", sq), ("add", ti))
    pass_until(g, "block")
    kn = fid(g, "Knight", "field1")
    do(g, ("block", kn))
    use(g, fid(g, "Scholar", "field0"), 0, targets=[ti])
    pass_until(g, "attack")
    # no division of the blocker's damage: all 7000 went to the remaining Forward
    assert not [c for c in g.history if c[0] == "assign"]
    assert names(g, "break0") == ["Scholar", "Squire"]
    assert names(g, "hand0") == ["Tifa"]
    assert g.objs[kn].damage == 5000


@R("fftcg:15.1.1.9.7")
def test_party_with_some_first_strike_members_deals_normal_damage():
    # Red XIII (First Strike) and Squire: the blocker is not destroyed before dealing its damage.
    g = attack_position([RED_XIII, SQUIRE], [KNIGHT])
    rx, sq = fid(g, "Red XIII", "field0"), fid(g, "Squire", "field0")
    do(g, ("attack", rx), ("add", sq))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "assign_damage")
    for _ in range(7):
        do(g, ("assign", rx))
    pass_until(g, "attack")
    assert names(g, "break1") == ["Knight"]
    assert names(g, "break0") == ["Red XIII"]


def _grant(g, oid, flag):
    """A continuous 'until end of turn' grant of a flag: no card of Opus I–V forces an attack
    or a block, so the effect such a card would create is put in place directly."""
    g.effects.append(Effect(g.tick(), LAYER_OTHER, "grant", (flag,), oid, (oid,), "end_of_turn",
                            g.objs[oid].controller))
    g.cache.clear()


@R("fftcg:10.1.2.1.3")
def test_attack_phase_cannot_end_while_a_forward_that_must_attack_can():
    g = setup({"field": [SQUIRE, LEILA, {"card": KNIGHT, "dull": True}]}, {})
    sq, le, kn = (fid(g, n, "field0") for n in ("Squire", "Leila", "Knight"))
    _grant(g, sq, "must_attack")
    _grant(g, kn, "must_attack")                 # dull: it cannot attack, so it does not bind
    pass_until(g, "attack")
    assert g.decision.options == (("attack", sq), ("attack", le))
    do(g, ("attack", le))
    pass_until(g, "attack")
    assert g.decision.options == (("attack", sq),)
    do(g, ("attack", sq))
    pass_until(g, "attack")
    assert g.decision.options == (("end",),)
    assert len(g.zones["damage1"]) == 2


@R("fftcg:10.1.3.1.3")
def test_a_forward_that_must_block_blocks_if_it_can():
    g = setup({"field": [SQUIRE]}, {"field": [KNIGHT, BLACK_BELT]})
    kn = fid(g, "Knight", "field1")
    _grant(g, kn, "must_block")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    assert g.decision.options == (("block", kn),)
    do(g, ("block", kn))
    pass_until(g, "attack")
    assert names(g, "break0") == ["Squire"]
    # a dull Forward cannot block: the requirement lapses
    g = setup({"field": [SQUIRE]}, {"field": [{"card": KNIGHT, "dull": True}, BLACK_BELT]})
    _grant(g, fid(g, "Knight", "field1"), "must_block")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    assert g.decision.options == (("no_block",), ("block", fid(g, "Black Belt", "field1")))


def test_illegal_attacker_choice_is_refused_without_change():
    g = attack_position([SQUIRE, {"card": KNIGHT, "dull": True}], [])
    before = g.state_hash()
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("attack", fid(g, "Knight", "field0")))
    assert g.state_hash() == before
