"""Rules tests for the turn summary's sections: exact outcomes in scenario positions."""

from __future__ import annotations

import pytest
from ws_kit import B1, BACKUP, BCX, R0, R1, R2, RCX, deck, names, position, slot, start

from tcg.games.weiss import board as play
from tcg.games.weiss.base import REVERSED


@pytest.mark.rules("weiss:WS-III", "weiss:WS-III.lvl")
def test_clock_to_seven_levels_up_before_the_two_draws():
    g = position("clock", f"""
hand = ["{R1}", "{R0}"]
clock = ["6 {R0}"]
""", deck_size=10)
    assert g.decision.kind == "clock"
    card = g.zones["hand0"][0]
    g.apply(("clock", card))
    assert g.decision.kind == "level_up" and len(g.decision.options) == 7
    assert len(g.zones["hand0"]) == 1             # the two draws wait for the level up
    g.apply(g.decision.options[6])
    assert len(g.zones["level0"]) == 1 and len(g.zones["clock0"]) == 0
    assert len(g.zones["waiting0"]) == 6 and len(g.zones["hand0"]) == 3


@pytest.mark.rules("weiss:WS-III")
def test_declining_the_clock_draws_nothing():
    g = position("clock", f'hand = ["{R1}"]', deck_size=10)
    g.apply(("pass",))
    assert len(g.zones["hand0"]) == 1 and not g.zones["clock0"]


@pytest.mark.rules("weiss:WS-III.lvl")
def test_level_four_loses():
    g = position("clock", f"""
hand = ["{R1}"]
level = ["3 {R0}"]
clock = ["6 {R0}"]
""", deck_size=10)
    g.apply(("clock", g.zones["hand0"][0]))
    g.apply(0)
    assert g.over and g.result.winner == 1 and "level 4" in g.result.reason


@pytest.mark.rules("weiss:WS-IV.play", "weiss:WS-IV.2")
def test_level_cost_and_colour_conditions():
    g = position("main", f"""
hand = ["{R0}", "{R1}", "{R2}", "{B1}"]
level = ["{R0}"]
stock = ["1 {R0}"]
""", deck_size=10)
    r0, r1, r2, b1 = g.zones["hand0"]
    plays = {o[1] for o in g.decision.options if o[0] == "play"}
    assert plays == {r0, r1}        # R2: level 2 > 1; B1: no blue in clock or level zone


@pytest.mark.rules("weiss:WS-IV.play")
def test_cost_is_paid_from_stock_to_waiting_room():
    g = position("main", f"""
hand = ["{R2}"]
level = ["2 {R0}"]
stock = ["3 {R0}"]
""", deck_size=10)
    x = g.zones["hand0"][0]
    g.apply(("play", x, 1))
    assert len(g.zones["stock0"]) == 1 and len(g.zones["waiting0"]) == 2
    assert g.objs[slot(g, 0, 1)].card.code == R2


@pytest.mark.rules("weiss:WS-IV.2", "weiss:WS-VI.encore")
def test_playing_onto_an_occupied_slot_sends_the_occupant_to_waiting_room_without_encore():
    g = position("main", f"""
hand = ["{R0}"]
stage = [{{ card = "{R1}", slot = 0 }}]
stock = ["5 {R0}"]
""", deck_size=10)
    g.apply(("play", g.zones["hand0"][0], 0))
    assert g.decision.kind == "main"                 # the encore cannot return: the slot is taken
    assert names(g, "waiting0") == [R1] and g.objs[slot(g, 0, 0)].card.code == R0
    assert len(g.zones["stock0"]) == 5


@pytest.mark.rules("weiss:WS-IV.3")
def test_move_and_swap():
    g = position("main",
                 f'stage = [{{ card = "{R0}", slot = 0 }}, {{ card = "{R1}", slot = 3 }}]',
                 deck_size=10)
    a, b = slot(g, 0, 0), slot(g, 0, 3)
    g.apply(("move", 3, 0))
    assert slot(g, 0, 0) == b and slot(g, 0, 3) == a
    g.apply(("move", 0, 2))
    assert slot(g, 0, 2) == b and slot(g, 0, 0) is None


@pytest.mark.rules("weiss:WS-V", "weiss:WS-IV.play")
def test_climax_needs_its_colour_and_goes_to_waiting_room_in_end_phase():
    g = position("climax", f"""
hand = ["{BCX}", "{RCX}"]
clock = ["{R0}"]
stage = [{{ card = "{R0}", slot = 0 }}]
""", deck_size=10)
    bcx, rcx = g.zones["hand0"]
    assert ("climax", bcx) not in g.decision.options and ("climax", rcx) in g.decision.options
    g.apply(("climax", rcx))
    assert names(g, "climax0") == [RCX]
    g.apply(("end",))
    while g.vars["tp"] == 0:
        g.apply(g.decision.options[0])
    assert not g.zones["climax0"] and RCX in names(g, "waiting0")


@pytest.mark.rules("weiss:WS-VI.1")
def test_attack_kinds_and_soul():
    g = position("attack",
                 f'stage = [{{ card = "{R2}", slot = 0 }}, {{ card = "{R0}", slot = 1 }}]',
                 f'stage = [{{ card = "{R2}", slot = 2 }}]')
    assert set(g.decision.options) == {("attack", 0, "front"), ("attack", 0, "side"), ("attack", 1, "direct"),
                                       ("end",)}
    side = slot(g, 0, 0)
    g.apply(("attack", 0, "side"))               # soul 2 minus the facing level 2
    assert play.soul(g, side) == 0
    assert len(g.zones["clock1"]) == 0 and g.objs[slot(g, 1, 2)].marks & REVERSED == 0
    d = slot(g, 0, 1)
    g.apply(("attack", 1, "direct"))             # +1 soul: 2 damage
    assert len(g.zones["clock1"]) == 2 and g.objs[d].tapped


@pytest.mark.rules("weiss:WS-VI.4")
def test_damage_cancelled_by_the_third_card():
    g = position("attack",
                 f'stage = [{{ card = "{R2}", slot = 1 }}]',
                 f'deck = ["5 {R0}", "{R1}", "{R1}", "{BCX}", "{R1}", "{R1}"]',
                 head='options = { first_turn_one_attack = false }')
    g.vars["turn"] = 3
    a = slot(g, 0, 1)
    play.pump(g, a, "soul", 1, a)                # soul 2 + 1 + direct 1 = 4
    g.apply(("attack", 1, "direct"))
    # the turn ends; player 1 then draws the last R1 in their draw phase
    assert names(g, "waiting1") == [R1, R1, BCX] and not g.zones["clock1"]
    assert names(g, "hand1") == [R1] and len(g.zones["deck1"]) == 6   # the 4th is never revealed


@pytest.mark.rules("weiss:WS-VI.4", "weiss:WS-VI.2")
def test_damage_without_climax_goes_to_clock_and_trigger_card_to_stock():
    g = position("attack", f"""
stage = [{{ card = "{R2}", slot = 1 }}]
deck = ["10 {R0}", "{R2}"]
""", deck_size=10)
    g.apply(("attack", 1, "direct"))             # trigger: R2 has a soul icon -> 2 + 1 + 1 = 4
    assert names(g, "stock0") == [R2]
    assert len(g.zones["clock1"]) == 4


@pytest.mark.rules("weiss:WS-VI.5")
@pytest.mark.parametrize("mine,theirs,a_rev,d_rev", [(R1, R1, True, True), (R2, R1, False, True),
                                                     (R0, R1, True, False)])
def test_battle_reverses_the_lower_power(mine, theirs, a_rev, d_rev):
    g = position("attack",
                 f'stage = [{{ card = "{mine}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]',
                 f'stage = [{{ card = "{theirs}", slot = 1 }}]')
    a, d = slot(g, 0, 1), slot(g, 1, 1)
    g.apply(("attack", 1, "front"))
    assert bool(g.objs[a].marks & REVERSED) == a_rev and bool(g.objs[d].marks & REVERSED) == d_rev
    assert len(g.zones["clock1"]) >= 1          # damage came first (WS-VI.4)


@pytest.mark.rules("weiss:WS-VI.3")
def test_backup_needs_the_level_and_adds_power():
    text = f"""
phase = "attack"
[[player]]
stage = [{{ card = "{R2}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]
deck = {deck(20)}
[[player]]
stage = [{{ card = "{R1}", slot = 1 }}]
hand = ["{BACKUP}"]
stock = ["2 {R0}"]
level = [LEVEL]
deck = {deck(20)}
"""
    g = start(text.replace("LEVEL", f'"{R0}"'))
    g.apply(("attack", 1, "front"))              # level 1 < Backup's level 2: no counter step
    assert g.zones["hand1"] and g.objs[slot(g, 1, 1)].marks & REVERSED
    g = start(text.replace("LEVEL", f'"2 {R0}"'))
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter" and g.decision.player == 1
    g.apply(g.decision.options[0])               # 5500 + 3000 beats 9000? no: 8500 < 9000
    assert not g.zones["hand1"] and len(g.zones["stock1"]) == 1
    assert play.power(g, slot(g, 1, 1)) == 8500


@pytest.mark.rules("weiss:WS-VI.6", "weiss:WS-VI.encore")
def test_encore_returns_to_its_slot_rested_for_three_stock():
    g = position("encore", f"""
stage = [{{ card = "{R1}", slot = 0, reversed = true, dull = true }}, {{ card = "{R0}", slot = 1, reversed = true }}]
stock = ["5 {R0}"]
""")
    assert g.decision.kind == "encore"
    g.apply(("encore", -1))
    x = slot(g, 0, 0)
    assert x is not None and g.objs[x].tapped and not g.objs[x].marks & REVERSED
    assert len(g.zones["stock0"]) == 2
    assert g.decision is None or g.decision.kind != "encore"   # none offered for the second
    assert slot(g, 0, 1) is None                 # 2 stock left: the second cannot encore


@pytest.mark.rules("weiss:WS-refresh")
def test_refresh_and_its_uncancellable_penalty():
    g = position("draw", f"""
deck = ["{R1}"]
waiting = ["{BCX}", "3 {R0}"]
""")
    assert len(g.zones["hand0"]) == 1
    assert len(g.zones["clock0"]) == 1 and len(g.zones["deck0"]) == 3 and not g.zones["waiting0"]
    assert g.pvars[0]["refreshes"] == 1


@pytest.mark.rules("weiss:WS-refresh")
def test_no_deck_and_no_waiting_room_loses():
    g = position("draw", f'deck = ["{R1}"]')
    assert g.over and g.result.winner == 1


@pytest.mark.rules("weiss:WS-VII")
def test_hand_limit_seven():
    g = position("end", f'hand = ["9 {R0}"]')
    g.apply(0)
    g.apply(0)
    assert len(g.zones["hand0"]) == 7 and len(g.zones["waiting0"]) == 2


@pytest.mark.rules("weiss:WS-I", "weiss:WS-II")
def test_stand_and_draw():
    g = position("stand", f'stage = [{{ card = "{R0}", slot = 0, dull = true }}]')
    assert not g.objs[slot(g, 0, 0)].tapped and len(g.zones["hand0"]) == 1


@pytest.mark.rules("weiss:WS-VI")
def test_each_front_attack_runs_its_steps_and_the_encore_step_comes_after_the_last():
    # Two R0 (3000) attack two R1 (5500) head on; no stock, so nothing can be encored.
    g = position("attack",
                 f'stage = [{{ card = "{R0}", slot = 0 }}, {{ card = "{R0}", slot = 1 }}]',
                 f'stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R1}", slot = 2 }}]', head="turn = 3")
    first, second = slot(g, 0, 0), slot(g, 0, 1)
    g.apply(("attack", 0, "front"))
    # trigger (the top card to stock), damage (1 to clock), battle (the attacker reversed)...
    assert len(g.zones["stock0"]) == 1 and len(g.zones["clock1"]) == 1 and g.objs[first].marks & REVERSED
    # ...but no encore step yet: the reversed attacker stays and the next attack is declared
    assert slot(g, 0, 0) == first and g.decision.kind == "attack" and g.decision.player == 0
    g.apply(("attack", 1, "front"))
    assert len(g.zones["stock0"]) == 2 and len(g.zones["clock1"]) == 2
    # the last attack done, the encore step sends both reversed attackers to the waiting room
    assert slot(g, 0, 0) is None and slot(g, 0, 1) is None and names(g, "waiting0") == [R0, R0]
    assert first not in g.objs and second not in g.objs
