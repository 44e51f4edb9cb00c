"""FFTCG infinite loops (13): auto abilities that trigger each other as they are put on the stack,
with no player able to stop them, end the game in a draw (13.1); a loop a player's choice can
stop goes on (13.2). Soak seed 902624 found the first: it ran without end."""

from __future__ import annotations

import pytest
from play_kit import fid, names, setup

from tcg.games.fftcg import loops

R = pytest.mark.rules

DADALUMA = "4-085H"     # when chosen by the opponent's Summons or abilities: up to 1 Forward opponent controls, 4000 damage
KUJA = "14-025C"        # when chosen by the opponent's Summons or abilities: up to 1 Forward opponent controls, dull it
IFRIT = "1-004C"        # fire Summon 1: choose 1 Forward, deal it 4000 damage
SQUIRE = "1-025C"       # fire Forward, discarded to pay for Ifrit
MONK = "1-119C"         # earth Forward, vanilla


def _cast_ifrit_on_dadaluma(g) -> None:
    g.auto_forced = True        # as in play: forced moves are taken for the players
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Dadaluma", "field1")))    # (Squire, the only CP, is paid for us)


@R("fftcg:13.1")
def test_two_forwards_choosing_each_other_without_end_is_a_draw():
    # Ifrit chooses Dadaluma: Dadaluma's ability chooses Kuja (the only Forward), Kuja's chooses
    # Dadaluma, and so on: every target is forced and nothing ever resolves
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KUJA]}, {"field": [DADALUMA]})
    _cast_ifrit_on_dadaluma(g)
    assert g.over and g.result.winner is None and g.result.reason.startswith("13.1")
    assert loops.LOOP_DEPTH <= len(g.stack) <= loops.LOOP_DEPTH + 2   # found at its first repeat


@R("fftcg:13.2")
def test_a_loop_a_player_can_stop_goes_on_until_they_stop_it():
    # with a Monk beside Kuja, Dadaluma's controller chooses each time: Kuja goes on, Monk stops
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KUJA, MONK]}, {"field": [DADALUMA]})
    monk = fid(g, "Monk", "field0")
    _cast_ifrit_on_dadaluma(g)
    for _ in range(3 * loops.LOOP_DEPTH):
        d = g.decision
        assert not g.over and (d.kind, d.player) == ("target", 1) and ("target", monk) in d.options
        g.apply(("target", fid(g, "Kuja", "field0")))
    g.apply(("target", monk))
    # the loop stopped: every ability resolved (the players can only pass), and the first
    # Dadaluma's 4000 damage broke Kuja
    assert not g.over and not g.stack and "Kuja" in names(g, "break0")


@R("fftcg:13.1")
def test_with_every_forced_move_left_to_the_players_the_loop_must_come_back_more_often():
    # a scenario's auto_forced = false: the history holds forced moves too, so loops.py waits for
    # BLIND_REPEATS identical placements before it calls the loop endless
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KUJA]}, {"field": [DADALUMA]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Dadaluma", "field1")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    moves = 0
    while not g.over:
        assert len(g.decision.options) == 1
        g.apply(0)
        moves += 1
    assert g.result.winner is None and g.result.reason.startswith("13.1")
    assert moves == len(g.stack) - 1 and len(g.stack) >= loops.LOOP_DEPTH + loops.BLIND_REPEATS
