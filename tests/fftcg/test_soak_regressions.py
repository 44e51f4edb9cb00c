"""Soak failures, each as the smallest position that showed it."""

from __future__ import annotations

from play_kit import fid, setup

from tcg.engine.state import Game
from tcg.games.fftcg.chars import chars

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
