"""A card named twice in one move moves once: 9-036H Ghost's "[Possess] Choose 1 Forward. Remove it
and Ghost from the game." with Ghost itself chosen (a soak found it: the second move of the same
card crashed)."""

from __future__ import annotations

from play_kit import do, fid, names, setup

GHOST = "9-036H"       # ice Forward: "[Possess] {S}{i}{i}{2}{D}: Choose 1 Forward. Remove it and Ghost from the game."
KNIGHT = "1-050C"      # ice Forward (discarded for 2 ice CP)


def test_ghost_choosing_itself_is_removed_from_the_game_once():
    g = setup({"field": [GHOST], "hand": [GHOST, KNIGHT, KNIGHT]}, {"field": [KNIGHT]})
    ghost = fid(g, "Ghost", "field0")
    do(g, ("use", ghost, 1), ("target", ghost))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.stack:
        do(g, ("pass",))
    assert names(g, "removed0") == ["Ghost"] and names(g, "field0") == []
    assert names(g, "field1") == ["Knight"]
