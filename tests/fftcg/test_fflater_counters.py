"""FFTCG counters (printed from Opus XI on; RULINGS.md), compiled from the cards' printed text
(pool/*.toml): "place 1 Monster Counter on X", "remove 1 Shuriken Counter from X" as a cost, "if
3 or more Monster Counters are placed on X", "for each EXP Counter placed on X". The counters are
the object's (engine/abilities/counters.py): a card that changes zones leaves them behind."""

from __future__ import annotations

import pytest
from play_kit import fid, pass_, pass_until, play, power, setup, use

R = pytest.mark.rules

BOMB = "11-016R"        # fire Monster: when a Fire Character other than Bomb enters your field, 1 Monster Counter on Bomb;
#                         Put Bomb into the Break Zone: 10000 damage, only if 3 or more Monster Counters are on Bomb (ability 3)
GOBLIN = "14-028C"      # ice Monster: end of each of your turns: 1 Monster Counter; Put Goblin into the Break Zone:
#                         choose 1 dull Forward, 2000 damage for each Monster Counter placed on Goblin
EDGE = "19-070C"        # lightning Forward: enters: 3 Shuriken Counters; {D}, remove 1 Shuriken Counter: 5000 damage
PALOM = "15-011L"       # fire Forward 4000: +1000 power for each EXP Counter placed on Palom
FAKE = "20-080R"        # earth Forward: if 1 or less Time Counters are placed on Fake, it cannot attack or block
RED_MAGE_B = "1-003C"   # fire Backup 2, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla


def _counters(g, oid) -> dict:
    return g.objs[oid].counters or {}


@R("fftcg:11.6.2.1")
def test_bomb_gets_a_counter_when_a_fire_character_enters_and_then_may_use_its_ability():
    g = setup({"field": [{"card": BOMB, "counters": {"monster": 2}}, RED_MAGE_B, RED_MAGE_B],
               "hand": [RED_MAGE_B]}, {"field": [BLACK_BELT]})
    bomb = fid(g, "Bomb", "field0")
    assert ("use", bomb, 2) not in g.decision.options        # 2 counters: "only if 3 or more"
    backs = [o for o in g.zones["field0"] if o != bomb]
    play(g, fid(g, "Red Mage", "hand0"), pay=[("dull", backs[0]), ("dull", backs[1])])
    pass_until(g, "priority")
    pass_(g, 2)                                               # the auto ability resolves
    assert _counters(g, bomb) == {"monster": 3}
    assert ("use", bomb, 2) in g.decision.options
    bb = fid(g, "Black Belt", "field1")
    use(g, bomb, 2, targets=[bb])
    assert "Bomb" in [g.objs[o].card.name for o in g.zones["break0"]]     # the cost: Bomb put into the Break Zone
    pass_(g, 2)
    assert "Black Belt" in [g.objs[o].card.name for o in g.zones["break1"]]   # 10000 damage breaks 8000


@R("fftcg:7.4")
def test_goblin_counts_its_counters_as_it_last_was_after_paying_with_itself():
    g = setup({"field": [{"card": GOBLIN, "counters": {"monster": 3}}]}, {"field": [{"card": KNIGHT, "dull": True}]})
    kn = fid(g, "Knight", "field1")
    use(g, fid(g, "Goblin", "field0"), 1, targets=[kn])
    assert not g.zones["field0"]                              # Goblin is in the Break Zone before it resolves
    assert _counters(g, fid(g, "Goblin", "break0")) == {}     # a new object: its counters stayed behind
    pass_(g, 2)
    assert g.objs[kn].damage == 6000                          # 2000 for each of its 3 Monster Counters


def test_goblin_gets_a_counter_at_the_end_of_each_of_your_turns():
    g = setup({"field": [GOBLIN]}, {}, phase="main2")
    gob = fid(g, "Goblin", "field0")
    pass_(g, 2)                                               # main 2 ends: the End Phase begins
    pass_until(g, "priority")
    pass_(g, 2)
    assert _counters(g, gob) == {"monster": 1}


@R("fftcg:11.6.2.1", "fftcg:11.6.10")
def test_removing_a_counter_is_a_cost_and_no_counter_left_means_no_ability():
    g = setup({"field": [{"card": EDGE, "counters": {"shuriken": 1}}, RED_MAGE_B]}, {"field": [KNIGHT, KNIGHT]})
    edge = fid(g, "Edge", "field0")
    kn = g.zones["field1"][0]
    use(g, edge, 1, targets=[kn])
    assert _counters(g, edge) == {} and g.objs[edge].tapped   # paid on declaration
    pass_(g, 2)
    assert g.objs[kn].damage == 5000
    g = setup({"field": [EDGE]}, {"field": [KNIGHT]})       # no counter: the cost cannot be paid
    assert ("use", fid(g, "Edge", "field0"), 1) not in g.decision.options


def test_edge_enters_with_three_shuriken_counters():
    g = setup({"hand": [EDGE, EDGE]}, {})
    first, second = g.zones["hand0"]
    play(g, first, pay=[("discard", second)])                # a Lightning card discarded: 2 Lightning CP
    pass_until(g, "priority")
    pass_(g, 2)
    assert _counters(g, fid(g, "Edge", "field0")) == {"shuriken": 3}


def test_palom_gains_1000_power_for_each_exp_counter():
    g = setup({"field": [{"card": PALOM, "counters": {"exp": 2}}]}, {})
    assert power(g, fid(g, "Palom", "field0")) == 6000


def test_fake_cannot_attack_with_one_time_counter_but_can_with_two():
    g = setup({"field": [{"card": FAKE, "counters": {"time": 1}}]}, {}, phase="attack", step="declaration")
    assert ("attack", fid(g, "Fake", "field0")) not in g.decision.options
    g = setup({"field": [{"card": FAKE, "counters": {"time": 2}}]}, {}, phase="attack", step="declaration")
    assert ("attack", fid(g, "Fake", "field0")) in g.decision.options
