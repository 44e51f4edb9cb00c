"""More turn-structure rules with exact outcomes: the main phase gives the active player priority and
only that player plays sorcery-speed spells (305.3); a permanent that phased in may attack as
though it had haste (502.15m); an Aura that phased out by itself comes back on the same creature
(502.15j); a token that phases out ceases to exist (217.8d); haste is a static ability (502.5a)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES

from .kit import DONE, PASS, cast, do, names, oid, pass_, pt, setup, until_step

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


def _gains_phasing(g, o: int) -> None:
    """No Aura or token of our pool has phasing: the effect a resolved "gains phasing" (with no end)
    would add."""
    g.effects.append(RULES.Effect(g.tick(), 5, "grant", ("phasing",), o, (o,), "", 0))
    g.cache.clear()


@rules("mtg2004:502.15j")
def test_an_aura_that_phased_out_itself_phases_in_on_the_same_creature_or_goes_to_the_graveyard():
    g = setup({"field": ["Holy Strength", "Grizzly Bears"]}, phase="end_of_turn", active=1)
    aura, bears = oid(g, "Holy Strength"), oid(g, "Grizzly Bears")
    _gains_phasing(g, aura)
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [aura] and bears in g.zones["play"] and pt(g, bears) == (2, 2)
    until_step(g, "upkeep", 0)
    assert aura in g.zones["play"] and g.vars["attached"] == ((aura, bears),) and pt(g, bears) == (3, 4)
    # The creature it enchanted is gone when it phases in: it comes back, then goes to the graveyard.
    g = setup({"field": ["Holy Strength", "Grizzly Bears"]}, {"hand": ["Shock"], "field": ["Mountain"]},
              phase="end_of_turn", active=1)
    aura, bears = oid(g, "Holy Strength"), oid(g, "Grizzly Bears")
    _gains_phasing(g, aura)
    until_step(g, "upkeep", 0)
    until_step(g, "main", 1)
    cast(g, "Shock", ("target", ("o", bears)))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Grizzly Bears"] and g.zones["phased"] == [aura]
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [] and names(g, "graveyard0") == ["Grizzly Bears", "Holy Strength"]


@rules("mtg2004:217.8d")
def test_a_token_that_phases_out_ceases_to_exist():
    g = setup({"hand": ["Raise the Alarm"], "field": ["Plains", "Plains"]}, phase="end_of_turn", active=1)
    pass_(g)
    cast(g, "Raise the Alarm")
    pass_(g, 2)
    first, second = [o for o in g.zones["play"] if g.objs[o].card.token]
    _gains_phasing(g, first)
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [] and first not in g.objs and names(g, "play") == ["Plains", "Plains", "Soldier"]
    until_step(g, "upkeep", 0)
    assert first not in g.objs and [o for o in g.zones["play"] if g.objs[o].card.token] == [second]


@rules("mtg2004:502.5a")
def test_haste_from_a_static_ability_lasts_only_while_the_ability_does():
    # Concordant Crossroads gives the new Bears haste; once it is destroyed, the Bears can't attack.
    def position():
        return setup({"field": ["Concordant Crossroads", {"card": "Grizzly Bears", "new": True}]},
                     {"hand": ["Naturalize"], "field": ["Forest", "Forest"]}, phase="main1")
    g = position()
    bears = oid(g, "Grizzly Bears")
    while g.decision.kind != "attack":
        g.apply(PASS)
    assert g.decision.options == (DONE, ("attack", bears))
    g = position()
    do(g, PASS)
    cast(g, "Naturalize", ("target", ("o", oid(g, "Concordant Crossroads"))))
    do(g, PASS)
    do(g, PASS)
    assert names(g, "graveyard0") == ["Concordant Crossroads"] and g.vars["step"] == "main"
    while g.vars["step"] != "declare_attackers":
        assert g.decision.kind == "priority"
        g.apply(PASS)
    assert g.vars["attackers"] == () and not g.objs[bears].tapped
