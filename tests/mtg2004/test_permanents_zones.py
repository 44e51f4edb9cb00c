"""Owners and controllers, permanents coming into play and leaving it, abilities independent of
their source, durations and the end of turn (200-217, 302, 313, 402-418)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.chars import chars
from tcg.games.mtg2004.sba import check_state

from .kit import activate, do, names, oid, pass_, play, pt, setup, until_step

rules = pytest.mark.rules


@rules("mtg2004:200.1a", "mtg2004:217.2a", "mtg2004:217.2")
def test_each_deck_becomes_its_owners_library():
    g = RULES.new_game([RULES.load_deck("white-blue-equipment"), RULES.load_deck("green-black-graveyard")], seed=4)
    for p in (0, 1):
        ids = g.zones[f"library{p}"] + g.zones[f"hand{p}"]
        assert len(ids) == 60 and all(g.objs[o].owner == p for o in ids)


@rules("mtg2004:213.4", "mtg2004:200.5a", "mtg2004:212.4a", "mtg2004:212.4b", "mtg2004:212.4c",
       "mtg2004:214.3", "mtg2004:214.4", "mtg2004:200.6a")
def test_a_global_enchantment_spell_is_played_at_sorcery_speed_and_comes_into_play():
    g = setup({"hand": ["Glorious Anthem"], "field": ["Plains", "Plains", "Plains", "Grizzly Bears"]},
              phase="upkeep")
    assert all(o[0] != "play" for o in g.decision.options)          # not in the upkeep
    until_step(g, "main", 0)
    play(g, "Glorious Anthem")
    assert g.stack[-1].controller == 0 and g.objs[g.stack[-1].id].controller == 0
    pass_(g, 2)
    anthem = oid(g, "Glorious Anthem")
    o = g.objs[anthem]
    assert (o.controller, o.owner, o.tapped) == (0, 0, False) and not RULES.cards[o.card.code].is_aura
    assert pt(g, oid(g, "Grizzly Bears")) == (3, 3)


@rules("mtg2004:212.2a", "mtg2004:212.2b", "mtg2004:212.2h", "mtg2004:212.2d")
def test_equipment_is_played_as_an_artifact_and_comes_into_play_unattached():
    g = setup({"hand": ["Bonesplitter"], "field": ["Mountain", "Mountain", "Grizzly Bears"]}, phase="main1")
    play(g, "Bonesplitter")
    pass_(g, 2)
    bs = oid(g, "Bonesplitter")
    assert g.vars["attached"] == () and chars(g, bs).colors == frozenset() and pt(g, oid(g, "Grizzly Bears")) == (2, 2)
    activate(g, "Bonesplitter", 0, ("o", oid(g, "Grizzly Bears")))
    pass_(g, 2)
    assert pt(g, oid(g, "Grizzly Bears")) == (4, 2)


@rules("mtg2004:203.3", "mtg2004:212.2e", "mtg2004:205.2b")
def test_an_animated_artifact_is_an_artifact_creature_sized_by_its_converted_cost():
    g = setup({"field": ["March of the Machines", "Vulshok Battlegear", "Bonesplitter"]}, phase="main1")
    gear = oid(g, "Vulshok Battlegear")
    assert chars(g, gear).types == ("Artifact", "Creature") and pt(g, gear) == (3, 3)
    assert pt(g, oid(g, "Bonesplitter")) == (1, 1)


@rules("mtg2004:217.1a", "mtg2004:200.6a")
def test_a_stolen_creature_goes_to_its_owners_graveyard():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": ["Forest", "Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    g.effects.append(RULES.Effect(g.tick(), 2, "control", 0, 0, (bears,), "", 0))   # "gain control"
    g.cache.clear()
    check_state(g)                                 # layer 2 is applied with the state check
    assert g.objs[bears].controller == 0
    play(g, "Shock", ("o", bears))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Grizzly Bears"] and names(g, "graveyard0") == ["Shock"]


@rules("mtg2004:217.5b", "mtg2004:402.8")
def test_effects_count_only_what_is_in_play():
    g = setup({"hand": ["Grizzly Bears", "Glorious Anthem"], "break": ["Grizzly Bears"], "field": ["Beast of Burden"]},
              phase="main1")
    assert pt(g, oid(g, "Beast of Burden")) == (1, 1)   # the Anthem in hand does nothing


@rules("mtg2004:313.2", "mtg2004:404.4a")
def test_a_delayed_end_of_turn_trigger_created_during_the_end_step_waits_a_turn():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": [{"card": "Rukh Egg", "damage": 1}]},
              phase="end_of_turn")
    play(g, "Shock", ("o", oid(g, "Rukh Egg")))
    pass_(g, 2)
    pass_(g, 2)                                    # the Egg's ability resolves in the end step
    assert g.vars["delayed"] and not g.stack
    until_step(g, "end_of_turn")
    assert g.vars["turn"] == 4 and len(g.stack) == 1
    pass_(g, 2)
    assert [g.objs[o].card.name for o in g.zones["play"] if g.objs[o].card.token] == ["Rukh"]


@rules("mtg2004:402.6", "mtg2004:404.2")
def test_an_ability_on_the_stack_resolves_without_its_source():
    g = setup({"field": ["Forest", "Forest", "Forest", "Forest", "Centaur Glade"]},
              {"hand": ["Naturalize"], "field": ["Forest", "Forest"]}, phase="main1")
    activate(g, "Centaur Glade")
    pass_(g)
    play(g, "Naturalize", ("o", oid(g, "Centaur Glade")))
    pass_(g, 2)
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Centaur Glade"]
    assert [g.objs[o].card.name for o in g.zones["play"] if g.objs[o].card.token] == ["Centaur"]


@rules("mtg2004:403.2", "mtg2004:200.7a")
def test_the_controller_plays_the_abilities_of_a_stolen_permanent():
    g = setup({"field": ["Island", "Island", "Confiscate"]}, {"field": ["Nuisance Engine"]}, phase="main1")
    engine = oid(g, "Nuisance Engine")
    assert g.objs[engine].controller == 0 and ("activate", engine, 0) in g.decision.options
    activate(g, "Nuisance Engine")
    assert g.stack[-1].controller == 0
    pass_(g, 2)
    pest = [o for o in g.zones["play"] if g.objs[o].card.token]
    assert len(pest) == 1 and g.objs[pest[0]].controller == 0 and chars(g, pest[0]).types == ("Artifact", "Creature")


@rules("mtg2004:410.5", "mtg2004:303.1")
def test_an_optional_trigger_goes_on_the_stack_and_is_decided_on_resolution():
    g = setup({"field": ["Luminous Angel"]}, phase="upkeep")
    assert len(g.stack) == 1
    pass_(g, 2)
    assert g.decision.kind == "may"
    do(g, ("no",))
    assert not any(g.objs[o].card.token for o in g.zones["play"])


@rules("mtg2004:418.3a", "mtg2004:212.6d")
def test_an_animated_land_stops_being_a_creature_at_end_of_turn():
    g = setup({"field": ["Forest", "Forest", "Kamahl, Fist of Krosa"]}, phase="end_of_turn")
    forest = g.zones["play"][0]
    activate(g, "Kamahl, Fist of Krosa", 0, ("o", forest))
    pass_(g, 2)
    assert "Creature" in chars(g, forest).types and chars(g, forest).mana == "G"
    pass_(g, 2)
    assert g.vars["turn"] == 4 and chars(g, forest).types == ("Land",)


@rules("mtg2004:302.3", "mtg2004:302.2", "mtg2004:301.1", "mtg2004:304.1")
def test_no_priority_in_the_untap_step():
    g = setup({"field": [{"card": "Forest", "dull": True}, "Phyrexian Arena"], "deck": ["Island"] * 5},
              phase="cleanup", active=1)
    assert g.vars["tp"] == 0 and g.vars["step"] == "upkeep" and g.decision.kind == "priority"
    assert not g.objs[oid(g, "Forest")].tapped and len(g.stack) == 1
    pass_(g, 2)                                    # Phyrexian Arena: a card, 1 life
    pass_(g, 2)                                    # the draw step: a card, without the stack
    assert g.vars["step"] == "draw" and len(g.zones["hand0"]) == 2 and not g.stack


@rules("mtg2004:418.2", "mtg2004:410.10b", "mtg2004:418.4b")
def test_continuous_effects_apply_as_a_permanent_comes_into_play():
    g = setup({"hand": ["Forest"], "field": ["Living Lands", "Concordant Crossroads"]}, phase="main1")
    do(g, ("land", oid(g, "Forest", "hand0")))
    forest = oid(g, "Forest")
    assert chars(g, forest).types == ("Land", "Creature") and "haste" in chars(g, forest).keywords
