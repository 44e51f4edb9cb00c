"""An Aura put into play without being played (212.4e): the player putting it into play chooses,
as it comes into play, a permanent it can legally enchant (not a target); with nothing to enchant
it stays in the zone it was in. Tempting Wurm (ONS) and Elvish Piper (8ED) put cards into play."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import host_of

from .kit import DONE, do, names, oid, pass_, play, pt, setup

rules = pytest.mark.rules


def _wurm_trigger(p1: dict):
    """Player 0 plays Tempting Wurm; its trigger resolves: player 1 may put cards into play."""
    g = setup({"hand": ["Tempting Wurm"], "field": ["Forest", "Forest"]}, p1, phase="main1")
    play(g, "Tempting Wurm")
    pass_(g, 2)                                     # the Wurm resolves, its trigger goes on the stack
    pass_(g, 2)                                     # the trigger resolves
    assert g.decision.player == 1 and g.decision.kind == "put_into_play"
    return g


@rules("mtg2004:212.4e", "mtg2004:502.7c")
def test_an_aura_put_into_play_enchants_what_its_player_chooses():
    g = _wurm_trigger({"hand": ["Unholy Strength"], "field": ["Disciple of Grace", "Grizzly Bears", "Swamp"]})
    wurm, bears = oid(g, "Tempting Wurm"), oid(g, "Grizzly Bears")
    do(g, ("put", oid(g, "Unholy Strength", "hand1")))
    # Every creature it can enchant, the opponent's too; not the one with protection from black.
    assert g.decision.player == 1 and set(g.decision.options) == {("enchant", wurm), ("enchant", bears)}
    do(g, ("enchant", wurm))
    aura = oid(g, "Unholy Strength")
    assert g.objs[aura].controller == 1 and host_of(g, aura) == wurm
    assert g.decision.kind == "priority"           # nothing more in the hand: the effect is over
    assert g.objs[aura].zone == "play" and host_of(g, aura) == wurm and pt(g, wurm) == (7, 6)
    assert names(g, "graveyard1") == [] and names(g, "hand1") == []


@rules("mtg2004:212.4e")
def test_an_aura_with_nothing_to_enchant_stays_in_the_hand():
    g = _wurm_trigger({"hand": ["Inertia Bubble", "Grizzly Bears"], "field": ["Island"]})
    bubble = oid(g, "Inertia Bubble", "hand1")
    do(g, ("put", bubble))                          # no artifact in play
    assert g.objs[bubble].zone == "hand1" and names(g, "graveyard1") == []
    assert g.decision.options == (("put", oid(g, "Grizzly Bears", "hand1")), DONE)   # not offered again
    do(g, DONE)
    assert names(g, "hand1") == ["Inertia Bubble", "Grizzly Bears"] and "Inertia Bubble" not in names(g, "play")
