"""Cards of the pool whose abilities no other test plays, each placed as printed and its outcome
asserted (the card audit of 2026-11-28): power and soul that count traits, positions and levels."""

from __future__ import annotations

import pytest
from ws_kit import B1, R0, R1, R2, names, position

from tcg.games.weiss import board

OKAYU = "HOL/W91-TE072"     # +2500 power for each other 《hololive》 character in your back stage
FLARE = "HOL/W91-E005"      # 《hololive》, level 0, 1000
AYAME_BU = "HOL/W91-TE040"  # 《hololive》, level 1, 1500
FAMS_AYAME = "HOL/W91-TE042"  # Assist: characters in front get +X, X = that character's level x 500
IRISVIEL = "FZ/S17-E101"    # the character facing this card gets +1 soul
MAKO = "KLK/S27-E057"       # +1000 on the middle position of the center stage
HG = "JJ/SE41-E47"          # during your turn, +1500 for each other 《Stand User》 or 《Stand》 character
AVDOL = "JJ/SE41-E22"       # 《Stand User》, level 0, 500


def stage(*cards: tuple[str, int]) -> str:
    return "stage = [" + ", ".join(f'{{ card = "{c}", slot = {s} }}' for c, s in cards) + "]"


def at(g, p: int, s: int) -> int:
    from ws_kit import slot
    return slot(g, p, s)


def test_okayu_counts_the_other_hololive_characters_of_the_back_stage_only():
    g = position("main", stage((OKAYU, 1), (FLARE, 0), (FLARE, 3), (AYAME_BU, 4)))
    assert board.power(g, at(g, 0, 1)) == 6000 + 2 * 2500
    g = position("main", stage((OKAYU, 1), (FLARE, 0), (R0, 3)))
    assert board.power(g, at(g, 0, 1)) == 6000      # a center-stage one and a non-hololive: none


def test_fams_ayame_assists_each_character_in_front_with_its_level_times_500():
    g = position("main", stage((R2, 0), (R0, 1), (R1, 2), (FAMS_AYAME, 3)))
    assert board.power(g, at(g, 0, 0)) == 9000 + 2 * 500     # level 2, in front of the left back slot
    assert board.power(g, at(g, 0, 1)) == 3000               # level 0: +0
    assert board.power(g, at(g, 0, 2)) == 5500               # not in front of it


def test_irisviel_gives_one_soul_to_the_opposing_character_facing_it():
    g = position("main", stage((IRISVIEL, 1)), stage((R0, 1), (R0, 0)))
    assert board.soul(g, at(g, 1, 1)) == 2 and board.soul(g, at(g, 1, 0)) == 1


def test_mako_gets_1000_only_on_the_middle_position_of_the_center_stage():
    g = position("main", stage((MAKO, 1), (MAKO, 0)))
    assert board.power(g, at(g, 0, 1)) == 3500 and board.power(g, at(g, 0, 0)) == 2500


def test_hg_counts_the_other_stand_users_and_stands_during_its_controllers_turn_only():
    p0 = stage((HG, 1), (AVDOL, 0), (R0, 2))
    g = position("main", p0)
    assert board.power(g, at(g, 0, 1)) == 6500 + 1500
    g = position("main", stage((R0, 1)), p0, head="active = 1")
    assert g.vars["tp"] == 1 and board.power(g, at(g, 1, 1)) == 6500 + 1500
    g = position("main", p0, stage((R0, 1)), head="active = 1")
    assert board.power(g, at(g, 0, 1)) == 6500      # the opponent's turn


IGGY = "JJ/SE41-E52"        # in your center stage: all your 《Stand User》/《Stand》 characters get +1500
RYUKO_MAKO = "KLK/S27-TE19"  # placed from hand: draw up to two, then discard one
IORI = "KLK/S27-E079"       # [ACT] [REST two of your characters]: one 《Clothes》 character gets +2000


def test_iggy_powers_up_stand_users_and_stands_only_from_the_center_stage():
    g = position("main", stage((IGGY, 0), (AVDOL, 1), (R0, 2)))
    assert board.power(g, at(g, 0, 1)) == 500 + 1500 and board.power(g, at(g, 0, 0)) == 9500 + 1500
    assert board.power(g, at(g, 0, 2)) == 3000       # no such trait
    g = position("main", stage((IGGY, 3), (AVDOL, 1)))
    assert board.power(g, at(g, 0, 1)) == 500        # from the back stage: nothing


@pytest.mark.parametrize("draws", [0, 1, 2])
def test_ryuko_and_mako_draw_up_to_two_then_discard_one_as_placed_from_the_hand(draws):
    # "When this card is placed on stage from your hand, draw up to two cards, choose a card in
    # your hand, and put it into your waiting room."
    g = position("main", f'hand = ["{RYUKO_MAKO}", "{R2}"]\nlevel = ["3 {R0}"]\nstock = ["3 {R0}"]\n'
                         f'deck = ["8 {R0}", "{R1}", "{B1}"]')
    g.apply(("play", g.zones["hand0"][0], 1))
    for _ in range(draws):
        assert g.decision.kind == "may" and g.decision.player == 0
        g.apply(("yes",))
    if draws < 2:
        g.apply(("no",))
    if draws:
        hand = g.zones["hand0"]
        assert names(g, "hand0") == [R2, B1, R1][:1 + draws]
        assert g.decision.kind == "pick" and {o[1] for o in g.decision.options} == set(hand)
        g.apply(("pick", hand[0]))
    # with no card drawn, the one card left in hand is the one to put into the waiting room
    assert names(g, "waiting0")[-1] == R2 and names(g, "hand0") == [B1, R1][:draws]
    assert len(g.zones["deck0"]) == 10 - draws


def test_iori_rests_two_characters_to_give_a_clothes_character_2000():
    # "【ACT】 [【REST】 two of your characters] Choose one of your 《Clothes》 characters, and that
    # character gets +2000 power until end of turn."
    g = position("main", stage((IORI, 0), (MAKO, 1), (R0, 2)))     # Mako is no 《Clothes》
    iori, mako, r0 = at(g, 0, 0), at(g, 0, 1), at(g, 0, 2)
    g.apply(("act", iori, 0))
    assert g.decision.kind == "pay_rest" and {o[1] for o in g.decision.options} == {iori, mako, r0}
    g.apply(("rest", iori))
    g.apply(("rest", mako))
    assert g.decision.kind == "target" and {o[1] for o in g.decision.options} == {iori, r0}
    g.apply(("pick", r0))
    assert g.objs[iori].tapped and g.objs[mako].tapped and not g.objs[r0].tapped
    assert board.power(g, r0) == 3000 + 2000 and board.power(g, iori) == 2000
    assert not any(o[0] == "act" for o in g.decision.options)      # one standing character: no cost


CHOCO = "HOL/W91-TE043"     # placed from hand: may heal 1; attacks: may discard 2 to deal 1 damage


@pytest.mark.parametrize("pays", [True, False])
def test_choco_heals_when_placed_and_deals_one_damage_for_two_cards_when_attacking(pays):
    g = position("main", f'hand = ["{CHOCO}", "{R0}", "{R1}"]\nlevel = ["3 {R0}"]\nstock = ["2 {R0}"]\n'
                         f'clock = ["{R1}", "{R2}"]\ndeck = ["10 {R0}"]')
    g.apply(("play", g.zones["hand0"][0], 1))
    assert g.decision.kind == "may"
    g.apply(("yes",))                                # the top card of the clock into the waiting room
    assert names(g, "clock0") == [R1] and names(g, "waiting0")[-1] == R2
    g.apply(("end",))
    g.apply(("attack", 1, "direct"))                 # soul 2, +1 for a direct attack
    assert g.decision.kind == "pay_cost"
    g.apply(("yes",) if pays else ("no",))
    while g.decision.player == 0:
        g.apply(0)
    assert len(g.zones["clock1"]) == (3 + 1 if pays else 3)
    assert len(g.zones["hand0"]) == (0 if pays else 2)
