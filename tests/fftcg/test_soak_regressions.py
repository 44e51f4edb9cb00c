"""Soak failures, each as the smallest position that showed it."""

from __future__ import annotations

from play_kit import do, fid, names, pass_, setup

from tcg.engine.state import Game
from tcg.games.fftcg.chars import chars
from tcg.testing import check_view

GALUF = "12-056H"    # During each Attack Phase, Galuf cannot be broken.


def test_galuf_damaged_in_the_attack_phase_is_broken_when_it_ends():
    # soak seed 600947 at 864ca8b: the Characters read during the Attack Phase stayed cached
    # after it, so the game kept Galuf while its JSON round trip (no cache) broke it
    g = setup({"field": [GALUF]}, {}, phase="attack", step="declaration")
    galuf = fid(g, "Galuf", "field0")
    g.w(galuf).damage = 9000
    chars(g, galuf)          # read during the Attack Phase (cached)
    back = Game.from_json(g.to_json(), g.rules)
    g.apply(("end",))
    back.apply(("end",))
    assert galuf not in g.zones["field0"] and "Galuf" in [g.objs[o].card.name for o in g.zones["break0"]]
    assert back.state_hash() == g.state_hash()


DEATHGAZE = "8-056R"     # wind Monster 3: "... choose 1 Forward opponent controls. Remove it from the game for as long as Deathgaze (IX) is on the field."
HILDIBRAND = "4-109H"    # "If Hildibrand leaves the field due to your opponent's Summons or abilities, return him to your hand instead."


def hildibrand_returned_by_deathgaze():
    """Player 0's Deathgaze chooses player 1's Hildibrand, who returns to the hand instead of
    being removed; Deathgaze's "for as long as" ability waits with his last-known information."""
    g = setup({"hand": [DEATHGAZE, "3 " + DEATHGAZE]}, {"field": [HILDIBRAND]})
    hil = fid(g, "Hildibrand", "field1")
    do(g, ("play", fid(g, "Deathgaze (IX)", "hand0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision is not None and g.decision.kind in ("priority", "target"):
        if g.decision.kind == "target":
            do(g, ("target", hil))
        elif g.stack or g.pending:
            pass_(g)
        else:
            break
    return g


def test_hildibrand_returned_to_the_hand_by_deathgaze_is_public_in_views():
    # soak seed 601332 at 864ca8b: Deathgaze's waiting ability keeps Hildibrand's last-known
    # information from the Field, which player 0's view shows while he is in player 1's hand
    g = hildibrand_returned_by_deathgaze()
    assert names(g, "hand1") == ["Hildibrand"] and g.vars["delayed"]
    for p in (0, 1):
        check_view(g, p)
