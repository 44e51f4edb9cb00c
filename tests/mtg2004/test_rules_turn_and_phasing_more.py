"""More turn-structure rules with exact outcomes: the main phase gives the active player priority and
only that player plays sorcery-speed spells (305.3); a permanent that phased in may attack as
though it had haste (502.15m)."""

from __future__ import annotations

import pytest

from .kit import DONE, PASS, do, oid, setup, until_step

rules = pytest.mark.rules


@rules("mtg2004:305.3")
def test_the_main_phase_opens_with_the_active_players_priority():
    g = setup({"hand": ["Lava Axe"], "field": ["Mountain"] * 5},
              {"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain"]}, phase="end_of_turn", active=1)
    until_step(g, "main", 0)
    assert g.vars["phase"] == "main1" and g.decision.kind == "priority" and g.decision.player == 0
    axe = oid(g, "Lava Axe", "hand0")
    assert ("play", axe) in g.decision.options
    do(g, PASS)                                      # the other player has priority in this main phase
    assert g.decision.player == 1 and g.vars["phase"] == "main1"
    assert not any(o[0] == "play" for o in g.decision.options)       # no sorcery for the non-active player


@rules("mtg2004:502.15m")
def test_a_creature_that_phased_in_may_attack_this_turn():
    # Merfolk Raiders was phased out when this turn began; it phases in during the untap step and
    # may attack as though it had haste.
    g = setup({"field": ["Merfolk Raiders"]}, {"field": ["Plains"]}, phase="end_of_turn", active=1)
    raiders = oid(g, "Merfolk Raiders")
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [raiders]
    until_step(g, "upkeep", 0)
    assert raiders in g.zones["play"]
    while g.decision.kind != "attack":
        g.apply(PASS)
    assert g.decision.player == 0 and g.decision.options == (DONE, ("attack", raiders))
    do(g, ("attack", raiders))
    assert g.vars["attackers"] == (raiders,)
