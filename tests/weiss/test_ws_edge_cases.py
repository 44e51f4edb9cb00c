"""Every edge case of the rules digest (Part B, B.7.1-B.7.38) and the rulings on its ambiguities
(B.5 ⚠ and B.8, RULINGS.md), each with exact outcomes in a scenario position. The test names
start with the digest item they check."""

from __future__ import annotations

import pytest
from ws_kit import B0, B1, BACKUP, BCX, R0, R1, R2, RCX, deck, names, position, slot, start

import tcg
from tcg.engine.cards import DeckError, DeckList
from tcg.games.weiss import RULES, board
from tcg.games.weiss.base import REVERSED
from tcg.games.weiss.board import to_waiting

L3 = "JJ/SE41-E54"          # red level 3 cost 2, 11000: in hand -1 level with <= 2 Climaxes in WR;
#                             cannot [STAND] without another 《Stand User》/《Stand》 character
FARAWAY = "JJ/SE41-E55"     # red event level 1 cost 1: hand to waiting room, draw that many + 1
ORA = "JJ/SE41-E30"         # [ACT] [(1) Put this card into your waiting room] salvage "Star of Hope"
AVDOL = "JJ/SE41-E22"       # red level 0 (《Stand User》)
POLNAREFF = "JJ/SE41-E24"   # placed: an opponent's center stage character gets -1000
LOOK_EVENT = "HOL/W91-TE064"  # yellow event level 1 cost 0: look at 4, 1 hololive character to hand
BRAINSTORM = "HOL/W91-TE067"  # [ACT] Brainstorm [(1) [REST] this card]
POOL_CX = "PD/S22-E107"     # Climax, pool (yellow)
RETURN_CX = "AW/S18-E029"   # Climax, soul + return
COMEBACK_CX = "KLK/S27-E068"  # Climax, comeback
AYAME_BU = "HOL/W91-TE040"  # red Backup 1500, level 1, no stock cost
FLARE = "HOL/W91-E005"      # yellow level 0
AKI = "HOL/W91-E067"        # Great Performance; when attacks: pay 3 hand cards, an opponent's character to WR



def attack(p0: str, p1: str, options: str = "", spare: bool = True) -> tcg.Game:
    """An attack phase; with `spare`, player 0 also has an R0 in slot 2 that has not attacked,
    so that the game waits at the next declaration instead of ending the turn."""
    if spare:
        p0 = p0.replace(" }]", f' }}, {{ card = "{R0}", slot = 2 }}]', 1)
    return position("attack", p0, p1, head=options)


# ------------------------------------------------------------------ clock, level up, losses
@pytest.mark.rules("weiss:WS-III.lvl", "weiss:CR-9.3.2")
def test_b7_01_seven_clock_levels_up_one_to_level_six_to_waiting_room():
    g = attack(f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = {deck(10)}',
               f'clock = ["5 {R0}"]\ndeck = {deck(10, R1)}')
    g.apply(("attack", 1, "direct"))               # soul 1 + 1: clock 7
    assert g.decision.kind == "level_up" and g.decision.player == 1
    assert [o[1] for o in g.decision.options] == g.zones["clock1"]
    chosen = g.zones["clock1"][6]
    g.apply(("level", chosen))
    assert names(g, "level1") == [R1] and not g.zones["clock1"]
    assert names(g, "waiting1") == [R0] * 5 + [R1]


@pytest.mark.rules("weiss:WS-III.lvl", "weiss:CR-9.3.2")
def test_b7_02_clock_six_takes_three_levels_up_from_the_first_seven_two_stay():
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'clock = ["6 {R0}"]\ndeck = ["10 {R0}", "3 {R1}"]')
    g.apply(("attack", 1, "direct"))               # soul 2 + 1: clock 9
    first7 = g.zones["clock1"][:7]
    assert [o[1] for o in g.decision.options] == first7
    g.apply(("level", first7[6]))                  # the first revealed R1
    assert names(g, "level1") == [R1] and names(g, "clock1") == [R1, R1]
    assert names(g, "waiting1") == [R0] * 6


@pytest.mark.rules("weiss:WS-III", "weiss:WS-III.lvl", "weiss:CR-1.2.2.1")
def test_b7_03_level_three_clock_six_one_damage_loses():
    g = attack(f'stage = [{{ card = "{R0}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{B0}", slot = 1 }}]\nlevel = ["3 {R0}"]\nclock = ["6 {R0}"]\ndeck = {deck(10)}')
    g.apply(("attack", 1, "side"))                 # soul 1 - level 0: 1 damage
    g.apply(0)                                     # the 4th level
    assert g.over and g.result.winner == 0 and "level 4" in g.result.reason


@pytest.mark.rules("weiss:WS-III", "weiss:WS-III.lvl")
def test_b7_04_clock_phase_to_seven_levels_up_before_the_draws():
    g = start(f'phase = "clock"\n[[player]]\nhand = ["{R1}"]\nclock = ["6 {R0}"]\ndeck = {deck(10, B0)}\n'
              f'[[player]]\ndeck = {deck(10)}')
    g.apply(("clock", g.zones["hand0"][0]))
    assert g.decision.kind == "level_up" and not g.zones["hand0"]
    g.apply(("level", g.zones["clock0"][6]))
    assert names(g, "level0") == [R1] and names(g, "hand0") == [B0, B0] and len(g.zones["deck0"]) == 8


@pytest.mark.rules("weiss:WS-III")
def test_b7_05_declining_the_clock_draws_nothing():
    g = start(f'phase = "clock"\n[[player]]\nhand = ["{R1}"]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    g.apply(("pass",))
    assert names(g, "hand0") == [R1] and not g.zones["clock0"] and len(g.zones["deck0"]) == 10


# --------------------------------------------------------------------------- main phase
def main(p0: str, p1: str = f"deck = {deck(10)}", options: str = "") -> tcg.Game:
    return position("main", p0, p1, head=options)


@pytest.mark.rules("weiss:WS-IV.play")
def test_b7_06_level_two_character_at_level_one_is_refused_state_unchanged():
    g = main(f'hand = ["{R2}"]\nlevel = ["{R0}"]\nstock = ["5 {R0}"]\nclock = ["{R0}"]\ndeck = {deck(10)}')
    x = g.zones["hand0"][0]
    assert not any(o[0] == "play" for o in g.decision.options)
    h = g.state_hash()
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("play", x, 1))
    assert g.state_hash() == h


@pytest.mark.rules("weiss:WS-IV.play", "weiss:CR-8.6.2")
def test_b7_07_colour_needed_for_level_one_not_for_level_zero():
    g = main(f'hand = ["{B1}", "{B0}"]\nlevel = ["{R0}"]\nclock = ["{R0}"]\ndeck = {deck(10)}')
    b1, b0 = g.zones["hand0"]
    plays = {o[1] for o in g.decision.options if o[0] == "play"}
    assert plays == {b0}


@pytest.mark.rules("weiss:WS-IV.play", "weiss:WS-V", "weiss:CR-8.6.2")
def test_b7_08_climax_without_its_colour_is_refused():
    g = start(f'phase = "climax"\n[[player]]\nhand = ["{BCX}"]\nclock = ["{R0}"]\n'
              f'stage = [{{ card = "{R0}", slot = 1 }}]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    assert g.decision.kind == "attack" and names(g, "hand0") == [BCX]     # the climax phase offered nothing


@pytest.mark.rules("weiss:WS-IV.play", "weiss:CR-8.6.2")
@pytest.mark.parametrize("stock,ok", [(1, False), (3, True)])
def test_b7_09_cost_two_needs_two_stock_paid_from_the_top(stock, ok):
    g = main(f'hand = ["{R2}"]\nlevel = ["2 {R0}"]\nstock = ["{B0}", "{stock - 1} {R0}"]\ndeck = {deck(10)}')
    x = g.zones["hand0"][0]
    assert (("play", x, 1) in g.decision.options) == ok
    if ok:
        g.apply(("play", x, 1))
        assert names(g, "stock0") == [B0] and names(g, "waiting0") == [R0, R0]


@pytest.mark.rules("weiss:WS-IV.2")
def test_b7_10_playing_onto_an_occupied_slot_the_occupant_cannot_encore_back():
    g = main(f'hand = ["{R0}"]\nstage = [{{ card = "{R1}", slot = 0 }}]\nstock = ["5 {R0}"]\ndeck = {deck(10)}')
    g.apply(("play", g.zones["hand0"][0], 0))
    assert g.decision.kind == "main" and names(g, "waiting0") == [R1]
    assert g.objs[slot(g, 0, 0)].card.code == R0 and len(g.zones["stock0"]) == 5


@pytest.mark.rules("weiss:WS-IV.3", "weiss:WS-VI.1")
def test_b7_11_swap_move_and_the_back_stage_cannot_attack():
    g = main(f'stage = [{{ card = "{R0}", slot = 0 }}, {{ card = "{R1}", slot = 3 }}, {{ card = "{R2}", slot = 4 }}]\n'
             f'deck = {deck(10)}')
    a, b = slot(g, 0, 0), slot(g, 0, 3)
    g.apply(("move", 3, 0))                        # swap
    assert slot(g, 0, 0) == b and slot(g, 0, 3) == a
    g.apply(("move", 0, 1))                        # to an empty center slot
    assert slot(g, 0, 1) == b and slot(g, 0, 0) is None
    g.apply(("end",))
    assert g.decision.kind == "attack"
    assert {o[1] for o in g.decision.options if o[0] == "attack"} == {1}   # slots 3 and 4 never


@pytest.mark.rules("weiss:WS-IV.1", "weiss:CR-8.6.2")
def test_b7_12_event_resolves_then_goes_to_the_waiting_room():
    g = main(f'hand = ["{FARAWAY}", "{R1}", "{B0}"]\nlevel = ["{R0}"]\nclock = ["{R0}"]\nstock = ["{R0}"]\n'
             f'deck = {deck(10, R2)}')
    g.apply(("event", g.zones["hand0"][0]))
    # the cost (stock top) first, then the two other hand cards, then the event itself
    assert names(g, "waiting0") == [R0, R1, B0, FARAWAY]
    assert names(g, "hand0") == [R2, R2, R2] and not g.zones["res0"] and not g.zones["stock0"]


@pytest.mark.rules("weiss:WS-V", "weiss:WS-VII")
def test_b7_13_one_climax_a_turn_and_it_leaves_in_the_end_phase():
    g = start(f'phase = "climax"\n[[player]]\nhand = ["{RCX}", "{RCX}"]\nclock = ["{R0}"]\n'
              f'stage = [{{ card = "{R0}", slot = 1 }}]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    first = g.zones["hand0"][0]
    g.apply(("climax", first))
    second = g.zones["hand0"][0]
    assert g.decision.kind == "attack" and names(g, "climax0") == [RCX]
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("climax", second))
    g.apply(("end",))
    assert g.vars["tp"] == 1 and not g.zones["climax0"] and names(g, "waiting0") == [RCX]
    assert names(g, "hand0") == [RCX, R0]          # its own ability drew the R0


@pytest.mark.rules("weiss:WS-II", "weiss:WS-VI.1")
@pytest.mark.parametrize("one", [True, False])
def test_b7_14_first_player_turn_one_draws_and_attacks_once(one):
    g = position("draw", f'stage = [{{ card = "{R0}", slot = 0 }}, {{ card = "{R0}", slot = 1 }}]', deck_size=10, head=f"""
turn = 1
options = {{ first_turn_one_attack = {str(one).lower()} }}
""")
    assert len(g.zones["hand0"]) == 1              # the first player draws on turn 1
    while g.decision.kind != "attack":
        g.apply(g.decision.options[-1])            # pass / end
    g.apply(("attack", 0, "direct"))
    if one:                                        # the turn ended: the second character never attacked
        assert g.vars["tp"] == 1 and not g.objs[slot(g, 0, 1)].tapped and len(g.zones["clock1"]) == 2
    else:
        assert g.decision.options == (("attack", 1, "direct"), ("end",))


@pytest.mark.rules("weiss:WS-VI.1")
def test_b7_15_empty_opposing_slot_only_direct_with_one_more_soul():
    g = attack(f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = {deck(10)}', f'deck = {deck(10)}')
    assert [o for o in g.decision.options if o[1:2] == (1,)] == [("attack", 1, "direct")]
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "direct"))
    assert board.soul(g, a) == 2 and len(g.zones["clock1"]) == 2


@pytest.mark.rules("weiss:WS-VI.1", "weiss:CR-1.3.2.2")
@pytest.mark.parametrize("facing", [R2, L3])
def test_b7_16_side_attack_soul_minus_the_facing_level_floors_at_zero(facing):
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{facing}", slot = 1 }}]\ndeck = {deck(10)}')
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "side"))                 # soul 2 - level 2 (or 3): zero damage, no card revealed
    assert board.soul(g, a) == 0 and board.stats(g)[a][1] == 2 - g.objs[slot(g, 1, 1)].card.level
    assert not g.zones["clock1"] and not g.zones["waiting1"] and len(g.zones["deck1"]) == 10


@pytest.mark.rules("weiss:WS-VI.3", "weiss:WS-VI.5")
@pytest.mark.parametrize("kind", ["side", "direct"])
def test_b7_17_side_and_direct_attacks_have_no_counter_and_no_battle(kind):
    opp = f'stage = [{{ card = "{R0}", slot = 1 }}]\n' if kind == "side" else ""
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'{opp}hand = ["{BACKUP}"]\nlevel = ["2 {B0}"]\nstock = ["2 {R0}"]\ndeck = {deck(10)}')
    g.apply(("attack", 1, kind))
    assert g.decision.kind == "attack" and g.decision.player == 0     # no counter step was offered
    assert names(g, "hand1") == [BACKUP] and len(g.zones["stock1"]) == 2
    if kind == "side":
        assert not g.objs[slot(g, 1, 1)].marks & REVERSED


# ------------------------------------------------------------------------- trigger step
def trigger_attack(top: str, p0_extra: str = "", p1: str = f"deck = {deck(10)}") -> tcg.Game:
    return attack(f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = ["5 {R0}", "{top}"]\n{p0_extra}', p1)


@pytest.mark.rules("weiss:WS-VI.2")
def test_b7_18_soul_trigger_adds_one_to_this_damage_and_the_card_goes_to_stock():
    g = trigger_attack(R2)                         # R2 has one soul icon
    g.apply(("attack", 1, "direct"))
    assert names(g, "stock0") == [R2] and len(g.zones["clock1"]) == 3    # 1 + 1 direct + 1


@pytest.mark.rules("weiss:WS-VI.2", "weiss:WS-refresh", "weiss:CR-9.2.1", "weiss:CR-9.2.2", "weiss:CR-3.13.1")
def test_b7_19_pool_that_empties_the_deck_refreshes_at_once():
    g = attack(f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = ["{B0}", "{POOL_CX}"]\nwaiting = ["3 {R0}"]\n'
               f'clock = ["{R0}"]', f'deck = {deck(10)}')
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "may" and names(g, "res0") == [POOL_CX]
    g.apply(("yes",))
    # B0 to stock empties the deck: the waiting room (3 R0) becomes the deck, its top card is
    # clocked; the trigger card in the resolution zone is not part of it and then goes to stock
    assert names(g, "stock0") == [B0, POOL_CX] and names(g, "clock0") == [R0, R0]
    assert len(g.zones["deck0"]) == 2 and not g.zones["waiting0"] and g.pvars[0]["refreshes"] == 1


@pytest.mark.rules("weiss:WS-VI.2", "weiss:CR-1.3.2")
def test_b7_20_return_and_comeback_with_nothing_to_take_do_nothing_else_is_done():
    g = trigger_attack(RETURN_CX)                  # soul + return; the opponent has no character
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "direct"))
    assert board.soul(g, a) == 3 and len(g.zones["clock1"]) == 3 and names(g, "stock0") == [RETURN_CX]
    g = trigger_attack(COMEBACK_CX, p0_extra=f'waiting = ["{BCX}"]')   # no character in the waiting room
    g.apply(("attack", 1, "direct"))
    assert names(g, "stock0") == [COMEBACK_CX] and names(g, "waiting0") == [BCX] and len(g.zones["clock1"]) == 2


@pytest.mark.rules("weiss:WS-VI.2", "weiss:WS-VI.4")
def test_b7_21_climax_revealed_in_the_trigger_step_goes_to_stock_and_cancels_nothing():
    g = trigger_attack(BCX)                        # two soul icons
    g.apply(("attack", 1, "direct"))
    assert names(g, "stock0") == [BCX] and len(g.zones["clock1"]) == 4 and not g.zones["waiting1"]


# -------------------------------------------------------------------------- damage step
def damage_attack(p1_deck: str, soul_bonus: int = 0) -> tcg.Game:
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}', f"deck = {p1_deck}")
    a = slot(g, 0, 1)
    if soul_bonus:
        board.pump(g, a, "soul", soul_bonus, a)
    return g


@pytest.mark.rules("weiss:WS-VI.4", "weiss:CR-3.13.1")
def test_b7_22_four_damage_climax_third_cancels_three_to_waiting_room_fourth_stays():
    g = damage_attack(f'["5 {B0}", "{R1}", "{BCX}", "{R1}", "{R1}"]', soul_bonus=1)    # 2 + 1 + 1 = 4
    g.apply(("attack", 1, "direct"))
    assert names(g, "waiting1") == [R1, R1, BCX] and not g.zones["clock1"] and not g.zones["res1"]
    assert names(g, "deck1")[-1] == R1 and len(g.zones["deck1"]) == 6


@pytest.mark.rules("weiss:WS-VI.4")
def test_b7_23_four_damage_climax_first_one_card_to_waiting_room_no_damage():
    g = damage_attack(f'["5 {B0}", "3 {R1}", "{BCX}"]', soul_bonus=1)
    g.apply(("attack", 1, "direct"))
    assert names(g, "waiting1") == [BCX] and not g.zones["clock1"] and len(g.zones["deck1"]) == 8


@pytest.mark.rules("weiss:WS-VI.4", "weiss:WS-VI.5")
def test_b7_24_cancelled_damage_then_the_battle_still_happens():
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = ["5 {R0}", "{BCX}"]')
    g.apply(("attack", 1, "front"))
    assert names(g, "waiting1") == [BCX] and not g.zones["clock1"]
    assert g.objs[slot(g, 1, 1)].marks & REVERSED                   # 9000 beats 5500


@pytest.mark.rules("weiss:WS-VI.5")
@pytest.mark.parametrize("mine,a_rev,d_rev", [(R1, True, True), (R0, True, False)])
def test_b7_25_equal_power_both_reversed_lower_only_the_lower(mine, a_rev, d_rev):
    g = attack(f'stage = [{{ card = "{mine}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = {deck(10)}')
    a, d = slot(g, 0, 1), slot(g, 1, 1)
    g.apply(("attack", 1, "front"))
    assert bool(g.objs[a].marks & REVERSED) == a_rev and bool(g.objs[d].marks & REVERSED) == d_rev


@pytest.mark.rules("weiss:WS-VI.4", "weiss:WS-VI.5")
def test_b7_26_attacker_losing_the_battle_has_already_dealt_its_damage():
    g = attack(f'stage = [{{ card = "{R0}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = {deck(10, B0)}')
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "front"))
    assert g.objs[a].marks & REVERSED and names(g, "clock1") == [B0]


# ---------------------------------------------------------------------------- encore
@pytest.mark.rules("weiss:WS-VI.6", "weiss:WS-VI.encore", "weiss:CR-7.7.1", "weiss:CR-10.2.2")
def test_b7_27_two_reversed_five_stock_only_one_encore_to_its_own_slot_rested():
    g = position("encore", f"""
stage = [{{ card = "{R1}", slot = 0, reversed = true }}, {{ card = "{R2}", slot = 2, reversed = true }}]
stock = ["5 {R0}"]
""", deck_size=10)
    assert g.decision.kind == "encore" and names(g, "waiting0") == [R1]
    g.apply(("encore", -1))
    x = slot(g, 0, 0)
    assert g.objs[x].card.code == R1 and g.objs[x].tapped and not g.objs[x].marks & REVERSED
    # the R2 follows with 2 stock: no encore offered
    assert slot(g, 0, 2) is None and names(g, "waiting0") == [R0, R0, R0, R2] and len(g.zones["stock0"]) == 2


@pytest.mark.rules("weiss:WS-VI.encore", "weiss:CR-10.2.2")
def test_b7_28_encore_with_two_stock_is_not_possible():
    g = start(f'phase = "encore"\n[[player]]\nstage = [{{ card = "{R1}", slot = 0, reversed = true }}]\n'
              f'stock = ["2 {R0}"]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    assert slot(g, 0, 0) is None and names(g, "waiting0") == [R1] and len(g.zones["stock0"]) == 2


@pytest.mark.rules("weiss:CR-10.2", "weiss:CR-10.2.1", "weiss:CR-10.2.2", "weiss:CR-10.2.3")
def test_b7_29_character_put_into_the_waiting_room_in_the_main_phase_may_encore():
    g = main(f'stage = [{{ card = "{ORA}", slot = 1 }}]\nstock = ["4 {R0}"]\ndeck = {deck(10)}')
    x = slot(g, 0, 1)
    g.apply(("act", x, 1))                         # [(1) Put this card into your waiting room]
    assert g.decision.kind == "encore" and g.decision.player == 0 and names(g, "waiting0") == [R0, ORA]
    g.apply(("encore", -1))
    y = slot(g, 0, 1)
    assert g.objs[y].card.code == ORA and g.objs[y].tapped and not g.zones["stock0"]
    assert g.decision.kind == "main" and names(g, "waiting0") == [R0] * 4


# --------------------------------------------------------------------------- refresh
@pytest.mark.rules("weiss:WS-refresh", "weiss:WS-III.lvl", "weiss:CR-9.2.2")
def test_b7_30_refresh_in_the_draw_then_penalty_to_seven_clock_levels_up():
    g = start(f'phase = "draw"\n[[player]]\ndeck = ["{R1}"]\nwaiting = ["4 {B0}"]\nclock = ["6 {R0}"]\n'
              f'[[player]]\ndeck = {deck(10)}')
    assert names(g, "hand0") == [R1] and g.decision.kind == "level_up" and len(g.zones["clock0"]) == 7
    assert names(g, "clock0")[-1] == B0 and len(g.zones["deck0"]) == 3


@pytest.mark.rules("weiss:WS-refresh", "weiss:CR-9.2.2")
def test_b7_31_refresh_penalty_climax_still_goes_to_clock():
    g = start(f'phase = "draw"\n[[player]]\ndeck = ["{R1}"]\nwaiting = ["{BCX}"]\n[[player]]\ndeck = {deck(10)}')
    assert names(g, "clock0") == [BCX] and names(g, "hand0") == [R1]


@pytest.mark.rules("weiss:WS-refresh", "weiss:CR-9.2.1", "weiss:WS-VI.4")
def test_b7_32_deck_out_midway_through_damage_refreshes_and_flips_on():
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'deck = ["{R1}", "{R1}"]\nwaiting = ["4 {B0}"]')       # 2 + 1 = 3 damage
    g.apply(("attack", 1, "direct"))
    # 2 R1 revealed (they stay in the resolution zone), refresh of 4 B0, 1 penalty, then the 3rd
    assert g.pvars[1]["refreshes"] == 1
    assert sorted(names(g, "clock1")) == sorted([B0, R1, R1, B0]) and len(g.zones["deck1"]) == 2


@pytest.mark.rules("weiss:CR-1.2.2.2", "weiss:CR-1.2.3", "weiss:CR-1.2.2.1")
def test_b7_33_no_deck_no_waiting_room_loses_both_level_four_draw():
    g = start(f'phase = "draw"\n[[player]]\ndeck = ["{R1}"]\n[[player]]\ndeck = {deck(10)}')
    assert g.over and g.result.winner == 1 and "no deck" in g.result.reason
    g = start(f'phase = "draw"\n[[player]]\nlevel = ["4 {R0}"]\ndeck = {deck(10)}\n'
              f'[[player]]\nlevel = ["4 {R0}"]\ndeck = {deck(10)}')
    assert g.over and g.result.winner is None and "draw" in g.result.reason


@pytest.mark.rules("weiss:WS-VII")
def test_b7_34_end_phase_nine_cards_discard_two():
    g = start(f'phase = "end"\n[[player]]\nhand = ["7 {R0}", "2 {B0}"]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    b0s = [x for x in g.zones["hand0"] if g.objs[x].card.code == B0]
    g.apply(("discard", b0s[0]))
    g.apply(("discard", b0s[1]))
    assert names(g, "hand0") == [R0] * 7 and names(g, "waiting0") == [B0, B0]


@pytest.mark.rules("weiss:WS-VI.1", "weiss:WS-I")
def test_b7_35_rested_cannot_attack_stand_phase_stands_rested_and_reversed():
    g = attack(f'stage = [{{ card = "{R1}", slot = 0, dull = true }}, {{ card = "{R0}", slot = 1 }}]\ndeck = {deck(10)}',
               f'deck = {deck(10)}')
    assert [o for o in g.decision.options if o[0] == "attack" and o[1] != 2] == [("attack", 1, "direct")]
    g = start(f'phase = "stand"\n[[player]]\nstage = [{{ card = "{R1}", slot = 0, dull = true }}, '
              f'{{ card = "{R0}", slot = 1, reversed = true }}]\ndeck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    for i in (0, 1):
        o = g.objs[slot(g, 0, i)]
        assert not o.tapped and not o.marks & REVERSED


# ------------------------------------------------------------------ attack, counter step
@pytest.mark.rules("weiss:WS-VI.1", "weiss:WS-VI.3", "weiss:WS-VI.5", "weiss:WS-VI.2")
def test_b7_36_defender_bounced_before_damage_front_attack_stays_front():
    g = attack(f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = ["5 {R0}", "{RETURN_CX}"]',
               f'stage = [{{ card = "{R0}", slot = 1 }}]\nhand = ["{AYAME_BU}"]\nlevel = ["{R0}"]\ndeck = {deck(10)}')
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "front"))
    g.apply(("pick", slot(g, 1, 1)))               # the Return icon bounces the defender
    assert g.decision.kind == "counter" and g.decision.player == 1   # still a front attack: counter step
    g.apply(("pass",))
    # no +1 soul (not a direct attack): 1 + 1 (icon) = 2 damage; no battle, the attacker stays
    assert len(g.zones["clock1"]) == 2 and g.decision.kind == "attack" and slot(g, 0, 1) == a
    assert names(g, "hand1") == [AYAME_BU, R0]


@pytest.mark.rules("weiss:WS-VI.3", "weiss:CR-2.8.2")
def test_b7_37_one_counter_only_backup_checks_level_not_colour():
    text = f"""
stage = [{{ card = "{R1}", slot = 1 }}]
hand = ["{BACKUP}", "{AYAME_BU}"]
level = [LEVEL]
stock = ["2 {R0}"]
deck = {deck(10)}"""
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}', text.replace("LEVEL", f'"{R0}"'))
    g.apply(("attack", 1, "front"))
    bu, ayame = g.zones["hand1"]
    # level 1: the blue level-2 Backup is refused; the red level-1 one, with no red anywhere, is not
    assert g.decision.options == (("backup", ayame, 0), ("pass",))
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}', text.replace("LEVEL", f'"2 {R0}"'))
    g.apply(("attack", 1, "front"))
    bu, ayame = g.zones["hand1"]
    g.apply(("backup", bu, 0))
    # one counter: the other Backup is not offered again; 5500 + 3000 < 9000
    assert g.decision is None or g.decision.kind != "counter"
    assert names(g, "hand1")[0] == AYAME_BU and g.objs[slot(g, 1, 1)].marks & REVERSED


@pytest.mark.rules("weiss:WS-VI.3", "weiss:WS-III.lvl")
def test_b7_38_defender_levels_up_and_its_new_level_counts_for_the_next_backup():
    g = position("attack", f'stage = [{{ card = "{R0}", slot = 1 }}, {{ card = "{R2}", slot = 0 }}]', f"""
stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R1}", slot = 2 }}]
hand = ["{BACKUP}"]
stock = ["2 {R0}"]
level = ["{R0}"]
clock = ["6 {R0}"]
""", deck_size=10, head='turn = 3')
    g.apply(("attack", 0, "side"))                 # soul 2 - level 1: 1 damage, clock 7
    g.apply(0)
    assert len(g.zones["level1"]) == 2
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter" and g.decision.options[0] == ("backup", g.zones["hand1"][0], 0)


# ------------------------------------------------ rulings on the ambiguities (RULINGS.md)
@pytest.mark.rules("weiss:CR-1.1.1")
def test_b8_two_players_only():
    d = RULES.load_deck("klk_s27")
    with pytest.raises(ValueError, match="two players"):
        RULES.new_game([d, d, d])


def test_b8_1_deck_construction_50_cards_4_of_a_name_8_climaxes():
    d = RULES.load_deck("klk_s27")
    entries = list(d.entries)
    with pytest.raises(DeckError, match="49 cards"):
        RULES.check_deck(DeckList("t", "", tuple([(entries[0][0] - 1, entries[0][1])] + entries[1:])))
    chars = [i for i, (_, c) in enumerate(entries) if RULES.cards[c].type != "Climax"]
    i, j = chars[0], chars[1]
    five = entries[:]
    five[i] = (5, entries[i][1])
    five[j] = (entries[j][0] - (5 - entries[i][0]), entries[j][1])
    assert five[j][0] >= 0 and sum(n for n, _ in five) == 50
    with pytest.raises(DeckError, match="more than 4"):
        RULES.check_deck(DeckList("t", "", tuple(five)))
    RULES.check_deck(d)


@pytest.mark.rules("weiss:CR-1.3.4")
def test_b8_2_setup_five_cards_mulligan_once_first_player_first():
    d = RULES.load_deck("klk_s27")
    g = RULES.new_game([d, d], seed=3)
    first = g.vars["first"]
    assert g.decision.kind == "mulligan" and g.decision.player == first
    assert len(g.zones["hand0"]) == len(g.zones["hand1"]) == 5
    two = g.zones[f"hand{first}"][:2]
    g.apply(("discard", two[0]))
    g.apply(("discard", two[1]))
    g.apply(("done",))
    assert len(g.zones[f"hand{first}"]) == 5 and len(g.zones[f"waiting{first}"]) == 2
    assert not set(two) & set(g.zones[f"hand{first}"])
    assert g.decision.kind == "mulligan" and g.decision.player == 1 - first   # then the other, once
    g.apply(("done",))
    assert g.decision.kind != "mulligan" and g.vars["tp"] == first


@pytest.mark.rules("weiss:WS-VI.1")
def test_b8_3_center_slot_i_faces_the_opponents_slot_two_minus_i():
    g = attack(f'stage = [{{ card = "{R2}", slot = 0 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R0}", slot = 2 }}]\ndeck = {deck(10)}')
    assert ("attack", 0, "front") in g.decision.options
    g.apply(("attack", 0, "front"))
    assert g.objs[slot(g, 1, 2)].marks & REVERSED


@pytest.mark.rules("weiss:WS-VI.1")
def test_b8_9_direct_attack_soul_bonus_lasts_until_end_of_turn():
    g = attack(f'stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]\ndeck = {deck(10)}',
               f'deck = {deck(10)}', 'options = { first_turn_one_attack = false }')
    a = slot(g, 0, 1)
    g.apply(("attack", 1, "direct"))
    assert board.soul(g, a) == 2 and g.decision.kind == "attack"   # still +1 at the next declaration


@pytest.mark.rules("weiss:WS-VI.4", "weiss:WS-VI.5")
def test_b8_9_attacker_leaving_before_damage_deals_no_damage_and_no_battle():
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R1}", slot = 1 }}]\nhand = ["{AYAME_BU}"]\nlevel = ["{R0}"]\ndeck = {deck(10)}')
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter"
    to_waiting(g, slot(g, 0, 1))                   # an effect removes the attacker
    g.apply(("pass",))
    assert not g.zones["clock1"] and not g.objs[slot(g, 1, 1)].marks & REVERSED


@pytest.mark.rules("weiss:CR-10.2.2")
@pytest.mark.parametrize("mode", ["fail", "replace"])
def test_b8_11_encore_into_an_occupied_slot_option(mode):
    g = main(f'hand = ["{R0}"]\nstage = [{{ card = "{R1}", slot = 0 }}]\nstock = ["3 {R0}"]\ndeck = {deck(10)}',
             options=f'options = {{ encore_into_occupied = "{mode}" }}')
    g.apply(("play", g.zones["hand0"][0], 0))
    if mode == "fail":
        assert g.decision.kind == "main" and g.objs[slot(g, 0, 0)].card.code == R0
    else:
        g.apply(("encore", -1))                    # R1 comes back rested, the R0 goes to the waiting room
        x = slot(g, 0, 0)
        assert g.objs[x].card.code == R1 and g.objs[x].tapped and names(g, "waiting0")[-1] == R0
        assert g.decision.kind == "main" and not g.zones["stock0"]


@pytest.mark.rules("weiss:CR-1.2.4", "weiss:CR-1.2.4.1")
def test_b8_13_concession_at_any_time_ends_the_game_at_once():
    g = attack(f'stage = [{{ card = "{R2}", slot = 1 }}]\ndeck = {deck(10)}',
               f'stage = [{{ card = "{R1}", slot = 1 }}]\nhand = ["{AYAME_BU}"]\nlevel = ["{R0}"]\ndeck = {deck(10)}')
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter" and g.decision.player == 1
    g.concede(0)                                   # the turn player, while the opponent decides
    assert g.over and g.result.winner == 1 and "CR-1.2.4" in g.result.reason and g.decision is None
    assert not g.zones["clock1"] and len(g.zones["deck0"]) == 9   # nothing more was performed


@pytest.mark.rules("weiss:CR-7.7.1", "weiss:WS-VI.6")
def test_b8_15_reversed_outside_battle_stay_until_the_encore_step_turn_player_first():
    g = position("main", f"""
stage = [{{ card = "{R1}", slot = 0, reversed = true }}]
stock = ["3 {R0}"]
""", f"""
stage = [{{ card = "{R1}", slot = 1, reversed = true }}]
stock = ["3 {R0}"]
""", deck_size=10)
    assert g.objs[slot(g, 0, 0)].marks & REVERSED          # reversed in the main phase: it stays
    g.apply(("end",))
    assert g.decision.kind == "encore" and g.decision.player == 0   # the turn player's first
    assert slot(g, 1, 1) is not None                       # the other's is still on the stage
    g.apply(("no",))
    assert g.decision.kind == "encore" and g.decision.player == 1 and slot(g, 1, 1) is None
    g.apply(("no",))
    assert names(g, "waiting0") == [R1] and names(g, "waiting1") == [R1]


@pytest.mark.rules("weiss:CR-1.3.3", "weiss:WS-I")
@pytest.mark.parametrize("friend,stands", [(False, False), (True, True)])
def test_b8_16_cannot_stand_wins_over_the_stand_phase(friend, stands):
    other = f', {{ card = "{AVDOL}", slot = 3, dull = true }}' if friend else ""
    g = start(f'phase = "stand"\n[[player]]\nstage = [{{ card = "{L3}", slot = 1, dull = true }}{other}]\n'
              f'deck = {deck(10)}\n[[player]]\ndeck = {deck(10)}')
    assert g.objs[slot(g, 0, 1)].tapped != stands
    if friend:
        assert not g.objs[slot(g, 0, 3)].tapped


@pytest.mark.rules("weiss:WS-IV.play")
@pytest.mark.parametrize("climaxes,playable", [(2, True), (3, False)])
def test_b8_5_level_changed_in_hand(climaxes, playable):
    g = main(f'hand = ["{L3}"]\nlevel = ["2 {R0}"]\nclock = ["{R0}"]\nstock = ["2 {R0}"]\nwaiting = ["{climaxes} {RCX}"]\n'
             f'deck = {deck(10)}')
    assert (("play", g.zones["hand0"][0], 1) in g.decision.options) == playable


# ------------------------------------------------------- general principles, timing
@pytest.mark.rules("weiss:CR-1.3.2.1")
def test_rest_cost_on_a_rested_character_cannot_be_paid():
    text = f'stage = [{{ card = "{BRAINSTORM}", slot = 1, dull = DULL }}]\nstock = ["2 {R0}"]\ndeck = {deck(10)}'
    g = main(text.replace("DULL", "false"))
    x = slot(g, 0, 1)
    assert ("act", x, 1) in g.decision.options
    g = main(text.replace("DULL", "true"))
    assert not any(o[0] == "act" for o in g.decision.options)


@pytest.mark.rules("weiss:CR-4.5.2", "weiss:CR-4.4.1")
def test_check_timing_before_the_next_play_timing():
    g = main(f'hand = ["{POLNAREFF}"]\ndeck = {deck(10)}', f'stage = [{{ card = "{R1}", slot = 1 }}]\ndeck = {deck(10)}')
    g.apply(("play", g.zones["hand0"][0], 1))
    # the placed ability resolves (its only target chosen automatically) before the next action
    assert g.decision.kind == "main" and board.power(g, slot(g, 1, 1)) == 4500


@pytest.mark.rules("weiss:CR-3.13.1", "weiss:WS-IV.1")
def test_resolution_zone_holds_the_event_while_it_resolves():
    g = main(f'hand = ["{LOOK_EVENT}"]\nlevel = ["{R0}"]\nclock = ["{B0}"]\n'
             f'deck = ["6 {R0}", "4 {AKI}"]')
    assert ("event", g.zones["hand0"][0]) not in g.decision.options         # no yellow: refused
    g = main(f'hand = ["{LOOK_EVENT}"]\nlevel = ["{R0}"]\nclock = ["{FLARE}"]\n'
             f'deck = ["6 {R0}", "4 {AKI}"]')
    g.apply(("event", g.zones["hand0"][0]))
    assert g.decision.kind == "pick" and names(g, "res0") == [LOOK_EVENT]
    g.apply(g.decision.options[0])
    assert names(g, "hand0") == [AKI] and names(g, "waiting0") == [AKI] * 3 + [LOOK_EVENT]
    assert not g.zones["res0"]
