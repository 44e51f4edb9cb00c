"""MTG 2004 rules tests for the turn structure (300-314): phases and steps in order, who gets
priority when, and what each combat step does."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.base import ATTACKING, BLOCKED, BLOCKING

from .kit import DONE, PASS, do, names, oid, pass_, pay_all, play, setup

rules = pytest.mark.rules


def _walk(g, attack: str | None = None):
    """Pass through the rest of the turn; returns (phase, step, kind, player, hand size) at each
    decision, attacking with `attack` and declaring no blocks."""
    seen = []
    turn = g.vars["turn"]
    while g.vars["turn"] == turn and not g.over:
        d = g.decision
        seen.append((g.vars["phase"], g.vars["step"], d.kind, d.player, len(g.zones[f"hand{g.vars['tp']}"])))
        if d.kind == "attack":
            do(g, ("attack", oid(g, attack)) if attack and ("attack", oid(g, attack)) in d.options else DONE)
        elif d.kind == "block":
            do(g, DONE)
        else:
            do(g, PASS)
    return seen


@rules("mtg2004:300.1", "mtg2004:301.1", "mtg2004:305.1", "mtg2004:305.2", "mtg2004:306.1", "mtg2004:312.1",
       "mtg2004:302.3", "mtg2004:304.1", "mtg2004:307.1", "mtg2004:308.1", "mtg2004:311.1")
def test_a_turn_goes_through_every_phase_and_step_in_order():
    g = setup({"field": ["Grizzly Bears"]}, {"field": ["Hill Giant"]}, phase="upkeep")
    seen = _walk(g, "Grizzly Bears")
    steps = list(dict.fromkeys((ph, st) for ph, st, *_ in seen))
    assert steps == [("beginning", "upkeep"), ("beginning", "draw"), ("main1", "main"),
                     ("combat", "begin_combat"), ("combat", "declare_attackers"),
                     ("combat", "declare_blockers"), ("combat", "combat_damage"), ("combat", "end_combat"),
                     ("main2", "main"), ("end", "end_of_turn")]
    assert all(st not in ("untap", "cleanup") for _, st, *_ in seen)   # no priority in untap (or this cleanup)
    # Each step opens with the active player: after the draw (one more card), the declarations, ...
    first = {}
    for ph, st, kind, p, hand in seen:
        first.setdefault((ph, st), (kind, p, hand))
    assert first[("beginning", "upkeep")] == ("priority", 0, 0)
    assert first[("beginning", "draw")] == ("priority", 0, 1)
    assert first[("combat", "begin_combat")][:2] == ("priority", 0)
    assert first[("combat", "declare_attackers")][:2] == ("attack", 0)
    assert first[("combat", "declare_blockers")][:2] == ("block", 1)
    assert first[("combat", "end_combat")][:2] == ("priority", 0)
    assert g.pvars[1]["life"] == 18
    assert g.vars["turn"] == 4 and g.vars["tp"] == 1 and g.vars["step"] == "upkeep"


@rules("mtg2004:300.5", "mtg2004:303.1")
def test_beginning_of_upkeep_triggers_go_on_the_stack_then_priority():
    g = setup({"field": ["Phyrexian Arena"], "deck": ["Forest", "Shock"]}, phase="upkeep")
    assert [it.kind for it in g.stack] == ["triggered"] and g.decision.player == 0
    pass_(g, 2)
    assert names(g, "hand0") == ["Shock"] and g.pvars[0]["life"] == 19 and g.vars["step"] == "upkeep"


@rules("mtg2004:306.2b", "mtg2004:308.2g")
def test_tapping_an_attacker_does_not_remove_it_from_combat():
    g = setup({"field": [{"card": "Serra Angel", "attacking": True}]},
              {"field": ["Plains", "Whipcorder"]}, phase="declare_blockers", step="declared")
    angel = oid(g, "Serra Angel")
    assert g.objs[angel].marks & ATTACKING and not g.objs[angel].tapped
    pass_(g)
    do(g, ("activate", oid(g, "Whipcorder"), 0))
    while g.decision.kind != "priority":
        do(g, ("target", ("o", angel)) if g.decision.kind == "target" else g.decision.options[0])
    pass_(g, 2)
    assert g.objs[angel].tapped and g.objs[angel].marks & ATTACKING
    while g.vars["step"] != "end_combat":
        do(g, PASS)
    assert g.pvars[1]["life"] == 16


@rules("mtg2004:308.2e")
def test_mana_abilities_pay_an_attack_cost_during_the_declaration():
    g = setup({"field": ["Forest", "Forest", "Grizzly Bears"]}, {"field": ["Windborn Muse"]},
              phase="declare_attackers")
    bears = oid(g, "Grizzly Bears")
    do(g, ("attack", bears))
    assert g.decision.kind == "pay" and {o[0] for o in g.decision.options} == {"tap"}
    pay_all(g)
    assert g.vars["attackers"] == (bears,) and all(g.objs[o].tapped for o in g.zones["play"] if g.objs[o].controller == 0)
    assert g.pvars[0]["pool"] == (0,) * 6


@rules("mtg2004:308.3", "mtg2004:309.3", "mtg2004:309.2e")
def test_attack_and_block_triggers_trigger_as_the_creature_attacks_or_blocks():
    g = setup({"field": ["Goblin Grappler"]}, {"field": ["Grizzly Bears"]}, phase="declare_attackers")
    grappler = oid(g, "Goblin Grappler")
    assert not g.stack
    do(g, ("attack", grappler))
    if g.decision.kind == "attack":
        do(g, DONE)
    while g.decision.kind == "target":
        do(g, g.decision.options[0])
    assert len(g.stack) == 1                        # provoke, as it became an attacking creature
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]}, {"field": ["Psychic Membrane"]},
              phase="declare_blockers")
    wall, bears = oid(g, "Psychic Membrane"), oid(g, "Grizzly Bears")
    assert not g.stack
    do(g, ("block", wall, bears))
    if g.decision.kind == "block":
        do(g, DONE)
    assert g.objs[wall].marks & BLOCKING and g.objs[bears].marks & BLOCKED
    assert [it.source for it in g.stack] == [wall]  # "whenever ... blocks"


@rules("mtg2004:310.2b", "mtg2004:310.4", "mtg2004:310.4c", "mtg2004:311.2")
def test_combat_damage_resolves_as_assigned_and_skips_departed_creatures():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}, {"card": "Grizzly Bears", "attacking": True}]},
              {"hand": ["Unsummon"], "field": ["Island", "Horned Turtle"]}, phase="declare_blockers")
    giant, bears, turtle = oid(g, "Hill Giant"), oid(g, "Grizzly Bears"), oid(g, "Horned Turtle")
    do(g, ("block", turtle, giant))
    if g.decision.kind == "block":
        do(g, DONE)
    while not g.stack:
        do(g, PASS if g.decision.kind == "priority" else g.decision.options[0])
    dmg = g.stack[-1]
    assert dmg.kind == "combat_damage"
    # The unblocked Bears assign all their damage to the defending player (310.2b).
    assert set(dmg.assign) == {(giant, ("o", turtle), 3), (bears, ("p", 1), 2), (turtle, ("o", giant), 1)}
    pass_(g)                                                   # player 1 returns the Turtle in response
    play(g, "Unsummon", ("o", turtle))
    pass_(g, 2)
    pass_(g, 2)                                                # the damage resolves as assigned
    assert g.pvars[1]["life"] == 18 and g.objs[giant].damage == 1   # the Turtle's 1 damage is dealt
    assert names(g, "hand1") == ["Horned Turtle"]
    while g.vars["step"] == "combat_damage":
        do(g, PASS)
    assert g.vars["step"] == "end_combat" and g.objs[giant].marks & ATTACKING
    pass_(g, 2)
    assert g.vars["phase"] == "main2" and not g.objs[giant].marks & (ATTACKING | BLOCKED)
    assert g.vars["attackers"] == ()
