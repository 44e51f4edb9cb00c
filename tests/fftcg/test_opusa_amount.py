"""Issue 20 ffopusA: 4-083L Shantotto, "When Shantotto is dealt damage, deal the same amount of damage
to all the Forwards other than Shantotto. If a Forward damaged by this ability is put into the
Break Zone this turn, remove it from the game instead.": the amount the triggering event carried,
and a replacement of the damaged Forwards' move for the rest of the turn (11.12.5)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

R = pytest.mark.rules

SHANTOTTO = "4-083L"    # earth Forward 6, 9000: the text above
IFRIT = "1-004C"        # fire Summon 1: "{EX} Choose 1 Forward. Deal it 4000 damage."
SQUIRE = "1-025C"       # fire Forward 2, 5000 (2 fire CP when discarded)
KNIGHT = "1-050C"       # ice Forward 7000
BLACK_BELT = "1-099C"   # earth Forward 8000


def _ifrit(g, target: int) -> None:
    do(g, ("cast", fid(g, "Ifrit", "hand1")), ("target", target))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    _resolve(g)


@R("fftcg:11.12.5.4", "fftcg:15.1.1.5.1")
def test_shantotto_deals_the_damage_she_received_to_every_other_forward_and_removes_those_it_breaks():
    g = setup({"field": [SHANTOTTO, SQUIRE]},
              {"field": [{"card": KNIGHT, "damage": 3000}, BLACK_BELT], "hand": [IFRIT, IFRIT, SQUIRE, SQUIRE]})
    shantotto, bb = fid(g, "Shantotto", "field0"), fid(g, "Black Belt", "field1")
    pass_(g)                          # player 1 receives priority in player 0's turn
    _ifrit(g, shantotto)
    assert g.objs[shantotto].damage == 4000
    assert g.objs[bb].damage == 4000 and g.objs[fid(g, "Squire", "field0")].damage == 4000   # the same amount
    assert names(g, "removed1") == ["Knight"] and "Knight" not in names(g, "break1")         # 3000 + 4000: broken, removed
    pass_(g)
    _ifrit(g, bb)                     # later this turn: the Black Belt damaged by the ability is broken
    assert names(g, "removed1") == ["Knight", "Black Belt"] and "Black Belt" not in names(g, "break1")
    assert names(g, "field0") == ["Shantotto", "Squire"]
