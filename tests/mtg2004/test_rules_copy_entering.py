"""A permanent that comes into play as a copy (503.5): the copied card's abilities that change how
it comes into play apply to it: "comes into play tapped" and fading's counters (the rule's own
example, Skyshroud Behemoth), amplify (502.27a) and sunburst (502.37a)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import chars

from .kit import do, oid, pass_, play, setup

rules = pytest.mark.rules


def _clone_copying(name: str, hand: tuple = (), field: tuple = ("Island",) * 4, counters: dict | None = None):
    target = {"card": name, "counters": counters} if counters else name
    g = setup({"hand": ["Clone", *hand], "field": list(field)}, {"field": [target]}, phase="main1")
    play(g, "Clone")
    pass_(g, 2)
    assert g.decision.kind == "copy"
    clone = g.decision.args[0]           # the Clone in play, choosing what it copies
    do(g, ("copy", oid(g, name)))
    return g, clone


@rules("mtg2004:503.5")
def test_a_clone_of_skyshroud_behemoth_comes_into_play_tapped_with_two_fade_counters():
    g, clone = _clone_copying("Skyshroud Behemoth")
    o = g.objs[clone]
    assert chars(g, clone).name == "Skyshroud Behemoth"
    assert o.tapped and o.counters == {"fade": 2}


@rules("mtg2004:502.27a")
def test_a_clone_of_an_amplify_creature_reveals_for_the_copied_amplify():
    # Clone copying Glowering Rogon (Amplify 1, a Beast) reveals the two Beasts of its hand: 6/6.
    g, clone = _clone_copying("Glowering Rogon", hand=("Skyshroud Behemoth", "Skyshroud Behemoth"))
    assert g.decision.kind == "amplify" and g.decision.player == 0
    while g.decision.kind == "amplify":
        g.apply(g.decision.options[-1] if len(g.decision.options) > 1 else g.decision.options[0])
    c = chars(g, clone)
    assert (c.name, c.power, c.toughness) == ("Glowering Rogon", 6, 6)
    assert g.objs[clone].counters == {"+1/+1": 2}


@rules("mtg2004:502.37a")
def test_a_clone_of_a_sunburst_creature_counts_the_colours_spent_on_the_clone():
    # {3}{U} paid with four Islands: one colour, so one +1/+1 counter on the 0/0 Manta copy.
    g, clone = _clone_copying("Skyreach Manta", counters={"+1/+1": 3})
    assert clone in g.zones["play"]
    c = chars(g, clone)
    assert (c.name, c.power, c.toughness) == ("Skyreach Manta", 1, 1)
    assert g.objs[clone].counters == {"+1/+1": 1}
