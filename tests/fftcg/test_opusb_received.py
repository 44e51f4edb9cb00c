"""A granted auto ability reading the amount its triggering event carried: "{l}: Until the end of
the turn, Behemoth also becomes a Forward with 8000 power and "When Behemoth receives damage from a
Forward, deal that Forward damage equal to half of the received damage (round up to the nearest
1000)."" (4-111H: Event.amount, bound on `subject`)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, resolve_all, resolve_stack, setup

R = pytest.mark.rules

BEHEMOTH = "4-111H"     # lightning Monster, the ability above
SIMULACRUM = "3-117C"   # lightning Forward 7000: "{2}{D}: Choose 1 Forward. Deal it 3000 damage."
BLACK_BELT = "1-099C"   # earth Forward 8000 (discarded for 2 CP)
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)


@R("fftcg:4.2")
def test_behemoth_deals_the_forward_that_damaged_it_half_the_damage_rounded_up():
    g = setup({"field": [BEHEMOTH, SIMULACRUM], "hand": [SIMULACRUM, BLACK_BELT, IFRIT, RED_XIII]}, {})
    behemoth, sim = fid(g, "Behemoth", "field0"), fid(g, "Simulacrum of a Hero", "field0")
    do(g, ("use", behemoth, 0), ("discard", fid(g, "Simulacrum of a Hero", "hand0")))
    resolve_stack(g)
    do(g, ("use", sim, 1), ("target", behemoth), ("discard", fid(g, "Black Belt", "hand0")))
    resolve_all(g)
    assert g.objs[behemoth].damage == 3000
    assert g.objs[sim].damage == 2000          # half of 3000, rounded up to 1000 (4.2)
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", behemoth), ("discard", fid(g, "Red XIII", "hand0")))
    resolve_all(g)                             # a Summon is no Forward: nothing more
    assert g.objs[behemoth].damage == 7000 and g.objs[sim].damage == 2000
