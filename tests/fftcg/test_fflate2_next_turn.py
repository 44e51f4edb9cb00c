"""FFTCG "It cannot attack or block until the end of the next turn" (printed from Opus XI on),
compiled from the cards' printed text (pool/*.toml): the effect lasts through the turn after
the one it resolved in, whoever's it is (host.lasting)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, pass_until, play, resolve_all, setup, to_phase

R = pytest.mark.rules

BEHEMOTH = "19-066C"    # earth Monster 1: when Behemoth enters the field, you may pay {e}; when you do so, choose
#                         1 Forward; it cannot attack or block until the end of the next turn
EARTH_B = "1-105C"      # earth Backup (Evoker), vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def test_behemoth_stops_a_forward_until_the_end_of_the_next_turn():
    g = setup({"field": [EARTH_B, EARTH_B], "hand": [BEHEMOTH]}, {"field": [KNIGHT]})
    backs = list(g.zones["field0"])
    play(g, fid(g, "Behemoth", "hand0"), pay=[("dull", backs[0])])
    pass_until(g, "optional")
    do(g, ("yes",))
    do(g, ("dull", backs[1]))            # {e}: the other Backup
    resolve_all(g)                       # the only Forward is chosen
    knight = fid(g, "Knight", "field1")
    stopped = {"cannot_attack", "cannot_block"}
    assert stopped <= flags(g, knight)
    to_phase(g, 4)                       # the next turn, the opponent's: still stopped (9.5.1.3 did not end it)
    assert stopped <= flags(g, knight)
    to_phase(g, 5)                       # the turn after: it has ended
    assert not stopped & flags(g, knight)
