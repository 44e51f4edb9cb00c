"""More combat rules with exact outcomes: landwalk abilities don't cancel each other (502.6d); first
and double strike granted by an effect change the damage step (502.2a, 502.28a); block triggers
fire once or once per creature by their wording (410.9); an illegal block declaration is rewound
(309.2); trample does nothing for a blocker (502.9a); flying, fear, shadow and horsemanship are
evasion abilities, so they add up (502.4a, 502.25a, 502.8a, 502.17a)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.base import BLOCKED

from .kit import DONE, names, oid, pass_, pay_all, setup

rules = pytest.mark.rules
RESTART = ("restart",)


@rules("mtg2004:502.6d")
def test_defenders_own_swampwalk_does_not_let_it_block_a_swampwalker():
    # The defending player controls a Swamp and a swampwalking creature of its own: the attacking
    # Bog Wraith is still unblockable, by the Beetle as by the Bears.
    g = setup({"field": [{"card": "Bog Wraith", "attacking": True}]},
              {"field": ["Swamp", "Plague Beetle", "Grizzly Bears"]}, phase="declare_blockers")
    assert g.decision.kind == "priority" and g.vars["step"] == "declare_blockers"
    assert g.vars["blocks"] == ()
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17


@rules("mtg2004:502.2a")
def test_first_strike_gained_before_damage_changes_the_damage_step():
    # Titanium Golem gains first strike after blocks: it deals its 3 damage in a first step and the
    # Armodon dies before it could deal its own.
    g = setup({"field": ["Plains", "Plains", {"card": "Titanium Golem", "attacking": True}]},
              {"field": [{"card": "Trained Armodon", "blocking": True}]}, phase="declare_blockers", step="declared")
    golem = oid(g, "Titanium Golem")
    g.apply(("activate", golem, 0))
    pay_all(g)
    pass_(g, 2)                                      # the ability resolves
    pass_(g, 2)                                      # to the first combat damage step
    assert [(a[0], a[2]) for a in g.stack[-1].assign] == [(golem, 3)]
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Trained Armodon"]
    pass_(g, 4)                                      # the regular step: nobody left to deal damage
    assert g.objs[golem].damage == 0 and golem in g.zones["play"]


@rules("mtg2004:502.28a")
def test_double_strike_from_equipment_deals_damage_in_both_steps():
    # Fireshrieker's Bears (2/2, double strike) blocked by a 3/3 Hill Giant: 2 first-strike damage,
    # then 2 more with the Giant's 3 in the regular step: both die.
    g = setup({"field": ["Fireshrieker", {"card": "Grizzly Bears", "attacking": True}]},
              {"field": [{"card": "Hill Giant", "blocking": True}]}, phase="declare_blockers", step="declared")
    giant = oid(g, "Hill Giant")
    pass_(g, 4)                                      # first-strike damage: assigned, then dealt
    assert g.objs[giant].damage == 2 and names(g, "graveyard0") == []
    pass_(g, 4)                                      # regular damage
    assert names(g, "graveyard0") == ["Grizzly Bears"] and names(g, "graveyard1") == ["Hill Giant"]


@rules("mtg2004:410.9")
def test_block_triggers_fire_once_or_per_creature_by_their_wording():
    # Deathgazer ("blocks or becomes blocked by a nonblack creature") triggers once per blocker;
    # Gustcloak Runner ("becomes blocked") once, though two creatures block each of them.
    g = setup({"field": [{"card": "Deathgazer", "attacking": True}, {"card": "Gustcloak Runner", "attacking": True}]},
              {"field": ["Hill Giant", "Horned Turtle", "Norwood Ranger", "Elvish Warrior"]}, phase="declare_blockers")
    gazer, runner = oid(g, "Deathgazer"), oid(g, "Gustcloak Runner")
    giant, turtle = oid(g, "Hill Giant"), oid(g, "Horned Turtle")
    for b, a in ((giant, gazer), (turtle, gazer), (oid(g, "Norwood Ranger"), runner), (oid(g, "Elvish Warrior"), runner)):
        g.apply(("block", b, a))
    while g.decision.kind == "order_triggers":
        g.apply(("trigger", 0))
    assert sorted(it.source for it in g.stack) == sorted([gazer, gazer, runner])
    # Each Deathgazer trigger destroys its own blocker at end of combat, though 2 damage kills neither.
    while g.vars["step"] != "end_combat" or g.stack or g.decision.kind != "priority":
        g.apply(("no",) if ("no",) in g.decision.options else ("pass",) if ("pass",) in g.decision.options
                else g.decision.options[0])
    assert giant not in g.zones["play"] and turtle not in g.zones["play"]
    assert sorted(names(g, "graveyard1")) == ["Hill Giant", "Horned Turtle"]


@rules("mtg2004:309.2")
def test_an_illegal_block_declaration_is_started_again_from_nothing():
    # Two-Headed Dragon can't be blocked except by two or more creatures: the Drake alone can't be
    # declared; restarting rewinds to the beginning of the declaration, nothing kept.
    g = setup({"field": [{"card": "Two-Headed Dragon", "attacking": True}]},
              {"field": ["Wind Drake", "Bog Imp"]}, phase="declare_blockers")
    dragon, drake, imp = oid(g, "Two-Headed Dragon"), oid(g, "Wind Drake"), oid(g, "Bog Imp")
    start = g.decision.options
    assert set(start) == {DONE, ("block", drake, dragon), ("block", imp, dragon)}
    g.apply(("block", drake, dragon))
    assert g.decision.options == (RESTART, ("block", imp, dragon))    # neither done nor kept as it is
    g.apply(RESTART)
    assert g.decision.kind == "block" and g.decision.options == start
    g.apply(DONE)
    assert g.vars["blocks"] == () and not g.objs[dragon].marks & BLOCKED
    pass_(g, 4)
    assert g.pvars[1]["life"] == 16


@rules("mtg2004:502.9a")
def test_a_blocking_trampler_deals_no_damage_beyond_the_attacker():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"field": [{"card": "Fangren Hunter", "blocking": True}]}, phase="declare_blockers", step="declared")
    hunter, bears = oid(g, "Fangren Hunter"), oid(g, "Grizzly Bears")
    pass_(g, 2)
    assert [a for a in g.stack[-1].assign if a[0] == hunter] == [(hunter, ("o", bears), 4)]
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Grizzly Bears"] and g.pvars[0]["life"] == 20 and g.objs[hunter].damage == 2


def _block_pairs(g) -> set:
    if g.decision is None or g.decision.kind != "block":
        return set()
    return {o[1:] for o in g.decision.options if o[0] == "block"}


@rules("mtg2004:502.4a", "mtg2004:502.25a")
def test_flying_and_fear_are_evasion_abilities_that_add_up():
    # Severed Legion (fear) with Neurok Hoversail (flying): only a creature that is a flyer and
    # black or an artifact may block it.
    g = setup({"field": ["Neurok Hoversail", {"card": "Severed Legion", "attacking": True}]},
              {"field": ["Bog Imp", "Ornithopter", "Scathe Zombies", "Wind Drake"]}, phase="declare_blockers")
    legion = oid(g, "Severed Legion")
    assert _block_pairs(g) == {(oid(g, "Bog Imp"), legion), (oid(g, "Ornithopter"), legion)}


@pytest.mark.parametrize("walker,power", [
    pytest.param("Soltari Foot Soldier", 1, marks=rules("mtg2004:502.8a")),
    pytest.param("Shu Cavalry", 2, marks=rules("mtg2004:502.17a")),
])
def test_shadow_or_horsemanship_with_flying_needs_a_blocker_with_both(walker, power):
    # With flying too, neither a flyer nor a creature with the same ability alone may block it.
    g = setup({"field": ["Neurok Hoversail", {"card": walker, "attacking": True}]},
              {"field": [walker, "Wind Drake"]}, phase="declare_blockers")
    assert _block_pairs(g) == set() and g.vars["blocks"] == ()
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20 - power
