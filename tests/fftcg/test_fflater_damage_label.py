"""FFTCG "Damage N" abilities (printed from Opus XI on; RULINGS.md), compiled from the cards'
printed text (pool/*.toml): the ability works only while its controller has received N points of
damage or more; "_Damage 3_ -- {EX} ..." is an EX Burst only with the third point of damage."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, power, setup

R = pytest.mark.rules

MOOGLE = "12-054C"      # Forward: _Damage 3_ -- {EX} When Moogle (Crystal Hunt) enters the field, draw 1 card
ALPHINAUD = "20-106R"   # water Forward 6000: Damage 3 - Alphinaud gains +2000 power
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def _hit(damage_before: int):
    """Player 0's Knight attacks unblocked; player 1 has `damage_before` points and Moogle on top."""
    g = setup({"field": [KNIGHT]}, {"deck": [f"3 {KNIGHT}", MOOGLE], "damage": [KNIGHT] * damage_before},
              phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Knight", "field0")))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_(g, 2)
    return g


@R("fftcg:6.5.2.1")
def test_the_ex_burst_of_a_damage_3_card_needs_the_third_point_of_damage():
    g = _hit(1)                                   # 2 points with Moogle: no EX Burst
    assert names(g, "damage1")[-1] == "Moogle (Crystal Hunt)" and g.decision.kind == "priority"
    g = _hit(2)                                   # Moogle is the third point
    assert g.decision.kind == "ex_burst" and g.decision.player == 1
    do(g, ("yes",))
    assert names(g, "hand1") == ["Knight"]        # drew 1 card


def test_damage_3_gains_2000_power_from_the_third_point_of_damage():
    g = setup({"field": [ALPHINAUD], "damage": [KNIGHT] * 2}, {})
    assert power(g, fid(g, "Alphinaud", "field0")) == 6000
    g = setup({"field": [ALPHINAUD], "damage": [KNIGHT] * 3}, {})
    assert power(g, fid(g, "Alphinaud", "field0")) == 8000
