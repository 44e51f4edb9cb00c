"""Block requirements against restrictions (500.5): a creature's optional blocks, which obey no
requirement of its own, are not counted when finding how many requirements can be obeyed."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import chars

from .kit import DONE, do, oid, pass_, play, setup

rules = pytest.mark.rules


@rules("mtg2004:500.5")
def test_a_provoked_blocker_and_a_free_one_block_a_two_blocker_attacker_together_or_not_at_all():
    # The rule's own example: Two-Headed Dragon, made a Sliver by Artificial Evolution, gets
    # provoke from Hunter Sliver and provokes Wind Drake; it can't be blocked except by two or more
    # creatures. Bog Imp has no requirement: blocking with both or with neither is legal, with
    # one alone is not.
    g = setup({"hand": ["Artificial Evolution"], "field": ["Island", "Hunter Sliver", "Two-Headed Dragon"]},
              {"field": ["Wind Drake", "Bog Imp"]}, phase="main1")
    dragon, drake, imp = oid(g, "Two-Headed Dragon"), oid(g, "Wind Drake"), oid(g, "Bog Imp")
    play(g, "Artificial Evolution", ("o", dragon))
    pass_(g, 2)
    do(g, ("type", "Dragon"))
    do(g, ("type", "Sliver"))
    assert "provoke" in chars(g, dragon).keywords
    while g.decision.kind != "attack":
        pass_(g)
    do(g, ("attack", dragon))
    do(g, DONE)
    do(g, ("target", ("o", drake)))
    while g.decision.kind != "may":
        pass_(g)
    do(g, ("yes",))
    while g.decision.kind != "block":
        pass_(g)
    assert g.vars["provoked"] == ((drake, dragon),)
    assert DONE in g.decision.options                 # neither blocks: legal
    snapshot = g.clone()
    do(g, ("block", drake, dragon))
    do(g, ("block", imp, dragon))                      # both block: legal (nobody is left to declare)
    assert g.decision.kind == "priority"
    assert sorted(g.vars["blocks"]) == sorted(((drake, dragon), (imp, dragon)))
    g = snapshot
    do(g, ("block", drake, dragon))
    assert g.decision.kind == "block" and DONE not in g.decision.options   # the Drake alone: not legal
    assert ("block", imp, dragon) in g.decision.options
