"""Leaving combat (306.2): a creature that stops being a creature is removed from combat, and
becoming a creature again does not bring it back; the attacker it blocked stays blocked."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.base import ATTACKING, BLOCKED
from tcg.games.mtg2004.chars import chars
from tcg.games.mtg2004.sba import check_state

from .kit import cast, do, oid, pass_, pay_all, setup

rules = pytest.mark.rules


def _blocked_by_a_living_forest():
    """P0's Hill Giant attacks and is blocked by P1's Forest, a 1/1 creature by Living Lands; P0
    holds Naturalize, P1 Kamahl and an untapped Forest for its {G}."""
    g = setup({"hand": ["Naturalize"], "field": ["Plains", "Forest", {"card": "Hill Giant", "attacking": True}]},
              {"field": ["Living Lands", {"card": "Forest", "blocking": True}, "Kamahl, Fist of Krosa", "Forest"]},
              phase="declare_blockers", step="declared")
    forest = next(b for pair in g.vars["blocks"] for b in pair if g.objs[b].card.name == "Forest")
    return g, oid(g, "Hill Giant"), forest


@rules("mtg2004:306.2")
def test_a_blocker_that_stops_being_a_creature_leaves_combat_for_good():
    g, giant, forest = _blocked_by_a_living_forest()
    assert g.vars["blocks"] and g.objs[giant].marks & BLOCKED
    cast(g, "Naturalize", ("target", ("o", oid(g, "Living Lands"))))
    pay_all(g)
    pass_(g, 2)                                   # Naturalize resolves: the Forest is a land only
    assert oid(g, "Living Lands", "graveyard1")
    assert g.vars["blocks"] == ()                 # out of combat at once
    pass_(g)                                      # P0 passes; P1 makes the Forest a creature again
    do(g, ("activate", oid(g, "Kamahl, Fist of Krosa"), 0))
    do(g, ("target", ("o", forest)))
    pay_all(g)
    pass_(g, 2)
    assert "Creature" in chars(g, forest).types
    while g.vars["step"] != "end_combat":
        pass_(g)
    # still out of combat: the Giant, blocked (309.2f) and without trample, deals no damage, and
    # the Forest deals none
    assert g.objs[giant].damage == 0 and g.objs[forest].damage == 0
    assert g.pvars[1]["life"] == 20 and forest in g.zones["play"]


@rules("mtg2004:306.2")
def test_an_attacker_whose_controller_changes_leaves_combat():
    """P0 attacks with P1's Hill Giant, taken by Confiscate; P1 destroys Confiscate: the Giant
    goes back to P1 (layer 2) and, its controller changed, is removed from combat (306.2)."""
    g = setup({"field": ["Island", "Confiscate"]},
              {"hand": ["Naturalize"], "field": ["Hill Giant", "Forest", "Forest"]},
              phase="declare_blockers", step="declared")
    giant, conf = oid(g, "Hill Giant"), oid(g, "Confiscate")
    g.vars["attached"] = ((conf, giant),)
    g.cache.clear()
    check_state(g)
    assert g.objs[giant].controller == 0
    g.w(giant).marks |= ATTACKING
    g.vars["attackers"] = (giant,)
    pass_(g)                                      # P0 passes; P1 destroys Confiscate
    cast(g, "Naturalize", ("target", ("o", conf)))
    pay_all(g)
    pass_(g, 2)
    assert oid(g, "Confiscate", "graveyard0")
    assert g.objs[giant].controller == 1
    assert g.vars["attackers"] == () and not g.objs[giant].marks & ATTACKING
    while g.vars["step"] != "end_combat":
        pass_(g)
    assert g.pvars[1]["life"] == 20               # a creature out of combat deals no combat damage
