"""Permanents: tokens, zone changes and the triggers they find, Auras and Equipment, the legend
and world rules, state-based effects, and the upkeep and entry keywords (502)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.chars import chars
from tcg.games.mtg2004.sba import check_state

from .kit import do, names, oid, pass_, pay_all, play, pt, setup, until_step

rules = pytest.mark.rules


def tokens(g, name: str) -> list[int]:
    return [o for o in g.zones["play"] if g.objs[o].card.name == name and g.objs[o].card.token]


# --------------------------------------------------------------------------------- tokens
@rules("mtg2004:216.1", "mtg2004:200.4a", "mtg2004:216.3", "mtg2004:420.5f", "mtg2004:216.2", "mtg2004:212.1a")
def test_tokens_come_into_play_and_cease_to_exist_outside_it():
    g = setup({"hand": ["Raise the Alarm"], "field": ["Plains", "Plains"]},
              {"hand": ["Unsummon"], "field": ["Island"]}, phase="main1")
    play(g, "Raise the Alarm")
    pass_(g, 2)
    soldiers = tokens(g, "Soldier")
    assert len(soldiers) == 2
    s = g.objs[soldiers[0]]
    assert (s.owner, s.controller) == (0, 0) and chars(g, s.id).types == ("Creature",)
    assert pt(g, s.id) == (1, 1) and chars(g, s.id).colors == {"W"} and s.card.cost == ""
    pass_(g)
    play(g, "Unsummon", ("o", soldiers[0]))
    pass_(g, 2)                                    # to its owner's hand, then gone (420.5f)
    assert names(g, "hand0") == [] and len(tokens(g, "Soldier")) == 1
    assert soldiers[0] not in g.objs and all(not g.objs[o].card.token for o in g.zones["hand0"])


@rules("mtg2004:410.10d", "mtg2004:410.10c", "mtg2004:410.6", "mtg2004:410.10")
def test_leaves_play_triggers_look_back_in_time():
    g = setup({"hand": ["Wrath of God"], "field": ["Plains"] * 4 + ["Rotlung Reanimator", "Symbiotic Elf"]},
              {"field": ["Venerable Monk", "Grizzly Bears"]}, phase="main1")
    play(g, "Wrath of God")
    pass_(g, 2)
    # Rotlung sees itself and the Monk (a Cleric) die with it; the Elf sees itself die.
    while g.stack or g.pending or g.decision.kind != "priority":
        g.apply(("pass",) if ("pass",) in g.decision.options else 0)
    assert len(tokens(g, "Zombie")) == 2 and len(tokens(g, "Insect")) == 2
    assert all(g.objs[t].controller == 0 for t in tokens(g, "Zombie"))


@rules("mtg2004:404.4", "mtg2004:404.4a", "mtg2004:404.4b", "mtg2004:417.2", "mtg2004:313.1")
def test_delayed_trigger_at_end_of_turn():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Rukh Egg"]}, phase="main1")
    egg = oid(g, "Rukh Egg")
    g.w(egg).damage = 1
    play(g, "Shock", ("o", egg))
    pass_(g, 2)
    pass_(g, 2)                                    # the Egg's trigger resolves: a delayed trigger
    assert names(g, "graveyard1") == ["Rukh Egg"] and not tokens(g, "Rukh")
    until_step(g, "end_of_turn")
    assert [it.kind for it in g.stack] == ["triggered"]
    pass_(g, 2)
    rukh = tokens(g, "Rukh")
    assert len(rukh) == 1 and g.objs[rukh[0]].controller == 1 and pt(g, rukh[0]) == (4, 4)
    assert "flying" in chars(g, rukh[0]).keywords and g.vars["delayed"] == ()


@rules("mtg2004:404.3", "mtg2004:410.8")
def test_intervening_if_is_checked_again_on_resolution():
    g = setup({"field": ["Convalescent Care", "Convalescent Care"], "life": 5, "deck": ["Forest"] * 5},
              phase="upkeep")
    assert len(g.stack) == 2
    pass_(g, 2)                                    # the first: 5 life or less, gain 3 and draw
    assert g.pvars[0]["life"] == 8 and len(g.zones["hand0"]) == 1
    pass_(g, 2)                                    # the second: 8 life now, does nothing
    assert g.pvars[0]["life"] == 8 and len(g.zones["hand0"]) == 1 and not g.stack


@rules("mtg2004:404.3", "mtg2004:303.1")
def test_intervening_if_false_when_the_event_happens_does_not_trigger():
    g = setup({"field": ["Convalescent Care", "Phyrexian Arena"], "life": 6}, phase="upkeep")
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Phyrexian Arena"]


@rules("mtg2004:410.3", "mtg2004:212.4i", "mtg2004:300.5")
def test_upkeep_triggers_of_both_players_go_on_the_stack_apnap():
    g = setup({"field": ["Phyrexian Arena", "Glorious Anthem"]}, {"field": ["Feedback", "Centaur Glade"]},
              phase="end_of_turn", active=1)
    feedback, anthem = oid(g, "Feedback"), oid(g, "Glorious Anthem")
    g.vars["attached"] = ((feedback, anthem),)     # player 1's Aura on player 0's enchantment
    g.cache.clear()
    until_step(g, "upkeep", 0)
    # The active player's trigger goes on the stack first, so the other player's resolves first.
    assert [(g.rules.cards[it.code].name, it.controller) for it in g.stack] == [("Phyrexian Arena", 0),
                                                                             ("Feedback", 1)]
    pass_(g, 2)
    assert g.pvars[0]["life"] == 19 and len(g.zones["hand0"]) == 0
    pass_(g, 2)
    assert g.pvars[0]["life"] == 18 and len(g.zones["hand0"]) == 1


@rules("mtg2004:212.2k")
def test_equipment_on_a_stolen_creature_stays_its_controllers():
    g = setup({"field": ["Island", "Island", "Confiscate", "Forest"]},
              {"field": ["Mountain", "Bonesplitter", "Grizzly Bears"]}, phase="main1")
    bears, bs, conf = oid(g, "Grizzly Bears"), oid(g, "Bonesplitter"), oid(g, "Confiscate")
    g.vars["attached"] = ((bs, bears), (conf, bears))
    g.cache.clear()
    check_state(g)
    assert g.objs[bears].controller == 0 and g.objs[bs].controller == 1
    assert pt(g, bears) == (4, 2) and ("activate", bs, 0) not in g.decision.options


@rules("mtg2004:212.4h", "mtg2004:303.1")
def test_feedback_damages_the_enchanted_enchantments_controller():
    g = setup({"field": ["Feedback"]}, {"field": ["Glorious Anthem"]}, phase="end_of_turn", active=0)
    until_step(g, "upkeep", 1)
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Feedback"]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 19 and g.pvars[0]["life"] == 20


# ----------------------------------------------------------------------------- Equipment
@rules("mtg2004:502.33a", "mtg2004:212.2h", "mtg2004:212.2j", "mtg2004:412.2", "mtg2004:403.5",
       "mtg2004:212.2g", "mtg2004:502.33")
def test_equip_is_a_sorcery_speed_ability_that_attaches():
    g = setup({"field": ["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"]},
              {"field": ["Hill Giant"]}, phase="main1")
    bs, bears = oid(g, "Bonesplitter"), oid(g, "Grizzly Bears")
    g.vars["attached"] = ()                        # it comes into play unattached (212.2h)
    g.cache.clear()
    assert pt(g, bears) == (2, 2)
    do(g, ("activate", bs, 0))
    # Only a creature its controller controls can be targeted (502.33a).
    assert {o[1] for o in g.decision.options if o[0] == "target"} == {("o", bears)}
    do(g, ("target", ("o", bears)))
    pay_all(g)
    pass_(g, 2)
    assert g.vars["attached"] == ((bs, bears),) and pt(g, bears) == (4, 2)


@rules("mtg2004:403.5", "mtg2004:212.2k")
def test_equip_is_not_offered_at_instant_speed():
    g = setup({"field": ["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"]}, phase="upkeep")
    assert ("activate", oid(g, "Bonesplitter"), 0) not in g.decision.options


@rules("mtg2004:420.5k", "mtg2004:212.2i")
def test_equipment_stays_in_play_when_the_creature_leaves():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Vulshok Battlegear", "Grizzly Bears"]},
              phase="main1")
    bears, gear = oid(g, "Grizzly Bears"), oid(g, "Vulshok Battlegear")
    assert pt(g, bears) == (5, 5)
    g.w(bears).damage = 4
    play(g, "Shock", ("o", bears))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Grizzly Bears"] and gear in g.zones["play"]
    assert g.vars["attached"] == ()


@rules("mtg2004:502.23", "mtg2004:502.23b")
def test_equipped_and_threshold_conditions():
    g = setup({"field": ["Leonin Scimitar", "Skyhunter Cub", "Werebear"], "break": ["Forest"] * 6},
              phase="main1")
    cub, bear = oid(g, "Skyhunter Cub"), oid(g, "Werebear")
    assert pt(g, cub) == (4, 4) and "flying" in chars(g, cub).keywords   # +1/+1 Scimitar, +1/+1 equipped
    assert pt(g, bear) == (1, 1)
    g.zones["graveyard0"].append(g.create(RULES.cards[g.objs[g.zones["graveyard0"][0]].card.code], 0,
                                          "graveyard0"))
    g.zones["graveyard0"].pop()                    # create() already listed it
    assert len(g.zones["graveyard0"]) == 7 and pt(g, bear) == (4, 4)


@rules("mtg2004:208.2", "mtg2004:405.2")
def test_characteristic_defining_counts():
    g = setup({"hand": ["Maro"], "field": ["Nightmare", "Swamp", "Swamp", "Beast of Burden", "Yavimaya Enchantress",
                                           "Glorious Anthem"]},
              {"field": ["Swamp", "Holy Strength", "Grizzly Bears"]}, phase="main1")
    assert pt(g, oid(g, "Nightmare")) == (3, 3)   # two Swamps it controls, +1/+1 Anthem
    assert pt(g, oid(g, "Beast of Burden")) == (5, 5)
    assert pt(g, oid(g, "Yavimaya Enchantress")) == (5, 5)
    assert chars(g, oid(g, "Maro", "hand0")).power == 0


# ------------------------------------------------------------------ legend and world rules
@rules("mtg2004:420.5e", "mtg2004:215.1")
def test_legend_rule_across_controllers_newest_goes():
    g = setup({"hand": ["Visara the Dreadful"], "field": ["Swamp"] * 6}, {"field": ["Visara the Dreadful"]},
              phase="main1")
    play(g, "Visara the Dreadful")
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Visara the Dreadful"] and names(g, "graveyard1") == []


@rules("mtg2004:420.5e")
def test_legend_rule_tie_all_go():
    g = setup({"field": ["Plains"]}, {"field": ["Rorix Bladewing"]}, phase="main1")
    a = oid(g, "Rorix Bladewing")
    b = g.create(g.objs[a].card, 1, "play")
    g.objs[b].ts = g.objs[a].ts                    # as if they came into play at once
    pass_(g)
    assert names(g, "graveyard1") == ["Rorix Bladewing", "Rorix Bladewing"]


@rules("mtg2004:420.5i", "mtg2004:212.4j")
def test_world_rule_newest_survives():
    g = setup({"hand": ["Concordant Crossroads"], "field": ["Forest"]}, {"field": ["Concordant Crossroads"]},
              phase="main1")
    play(g, "Concordant Crossroads")
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Concordant Crossroads"] and oid(g, "Concordant Crossroads")


@rules("mtg2004:502.5b")
def test_world_enchantment_gives_haste():
    g = setup({"field": ["Concordant Crossroads", {"card": "Grizzly Bears", "new": True}]},
              phase="declare_attackers")
    assert ("attack", oid(g, "Grizzly Bears")) in g.decision.options


# ------------------------------------------------------------------------------ keywords
@rules("mtg2004:502.19", "mtg2004:502.19a")
def test_echo_pay_or_sacrifice():
    g = setup({"field": ["Forest", {"card": "Pouncing Jaguar", "new": True}]}, phase="end_of_turn", active=1,
              turn=4)
    until_step(g, "upkeep", 0)
    assert g.decision.kind == "priority" and len(g.stack) == 1
    pass_(g, 2)
    assert g.decision.kind == "upkeep_cost"
    do(g, ("pay",))
    assert g.objs[oid(g, "Forest")].tapped and oid(g, "Pouncing Jaguar")
    until_step(g, "upkeep", 0)                     # the next upkeep: no echo trigger
    assert not g.stack


@rules("mtg2004:502.19a", "mtg2004:217.4a")
def test_echo_declined_sacrifices():
    g = setup({"field": [{"card": "Pouncing Jaguar", "new": True}]}, phase="end_of_turn", active=1, turn=4)
    until_step(g, "upkeep", 0)
    pass_(g, 2)
    assert g.decision.options == (("decline",),)
    do(g, ("decline",))
    assert names(g, "graveyard0") == ["Pouncing Jaguar"]


@rules("mtg2004:502.20a", "mtg2004:410.10e")
def test_fading_lasts_x_plus_one_upkeeps():
    g = setup({"hand": ["Skyshroud Behemoth"], "field": ["Forest"] * 7}, phase="main1")
    play(g, "Skyshroud Behemoth")
    pass_(g, 2)
    b = oid(g, "Skyshroud Behemoth")
    assert g.objs[b].tapped and g.objs[b].counters == {"fade": 2}
    for left in (1, 0):
        until_step(g, "upkeep", 0)
        pass_(g, 2)
        assert (g.objs[b].counters or {}).get("fade", 0) == left     # none left: no counters at all
    until_step(g, "upkeep", 0)
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Skyshroud Behemoth"]


@rules("mtg2004:502.13", "mtg2004:502.13a")
def test_cumulative_upkeep_grows():
    g = setup({"field": ["Island", "Island", "Illusionary Forces"]}, phase="end_of_turn", active=1)
    forces = oid(g, "Illusionary Forces")
    until_step(g, "upkeep", 0)
    pass_(g, 2)
    do(g, ("pay",))
    assert g.objs[forces].counters == {"age": 1} and sum(g.objs[o].tapped for o in g.zones["play"]) == 1
    until_step(g, "upkeep", 0)
    pass_(g, 2)
    assert g.objs[forces].counters == {"age": 2} and ("pay",) in g.decision.options
    do(g, ("decline",))
    assert names(g, "graveyard0") == ["Illusionary Forces"]


@rules("mtg2004:502.35", "mtg2004:502.35a")
def test_modular_moves_counters_to_an_artifact_creature():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": [{"card": "Arcbound Worker", "counters": {"+1/+1": 1}}, "Myr Adapter"]},
              phase="main1")
    worker = oid(g, "Arcbound Worker")
    assert pt(g, worker) == (1, 1)
    play(g, "Shock", ("o", worker))
    pass_(g, 2)
    assert g.decision.kind == "target" and g.decision.player == 1
    do(g, ("target", ("o", oid(g, "Myr Adapter"))))
    pass_(g, 2)
    do(g, ("yes",))
    assert pt(g, oid(g, "Myr Adapter")) == (2, 2)


@rules("mtg2004:502.27", "mtg2004:502.27a")
def test_amplify_reveals_beasts():
    g = setup({"hand": ["Glowering Rogon", "Symbiotic Beast", "Symbiotic Beast", "Grizzly Bears"],
               "field": ["Forest"] * 6}, phase="main1")
    play(g, "Glowering Rogon")
    pass_(g, 2)
    assert g.decision.kind == "amplify" and len(g.decision.options) == 3
    do(g, g.decision.options[1])
    do(g, g.decision.options[1])
    assert pt(g, oid(g, "Glowering Rogon")) == (6, 6)


@rules("mtg2004:410.11", "mtg2004:102.3")
def test_state_trigger_triggers_once_until_it_resolves():
    g = setup({"field": [{"card": "Darksteel Reactor", "counters": {"charge": 19}}]}, phase="end_of_turn",
              active=1)
    until_step(g, "upkeep", 0)
    pass_(g, 2)
    do(g, ("yes",))                                # the 20th counter: the state trigger
    assert g.objs[oid(g, "Darksteel Reactor")].counters == {"charge": 20}
    assert [it.index for it in g.stack] == [1] and g.decision.kind == "priority"
    pass_(g)                                       # priority passes: no second instance
    assert [it.index for it in g.stack] == [1]
    pass_(g)
    assert g.over and g.result.winner == 0


@rules("mtg2004:502.15", "mtg2004:502.15a", "mtg2004:502.15b", "mtg2004:302.1", "mtg2004:217.8",
       "mtg2004:217.8a", "mtg2004:217.8c", "mtg2004:502.15e", "mtg2004:502.15f", "mtg2004:502.15h",
       "mtg2004:502.15i", "mtg2004:502.15k")
def test_phasing_out_and_in_keeps_the_same_object():
    g = setup({"field": ["Holy Strength", {"card": "Merfolk Raiders", "counters": {"+1/+1": 1}, "damage": 1,
                                           "dull": True}]}, phase="end_of_turn", active=1)
    raiders, aura = oid(g, "Merfolk Raiders"), oid(g, "Holy Strength")
    ts = g.objs[raiders].ts
    until_step(g, "upkeep", 0)
    # Phased out with its Aura (indirectly), its damage removed; not in play, same objects.
    assert g.zones["phased"] == [raiders, aura] and raiders in g.objs and g.objs[raiders].damage == 0
    assert g.vars["attached"] == ((aura, raiders),) and names(g, "graveyard0") == []
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [] and raiders in g.zones["play"] and aura in g.zones["play"]
    assert g.objs[raiders].counters == {"+1/+1": 1} and g.objs[raiders].ts == ts
    assert pt(g, raiders) == (4, 6) and not g.objs[raiders].tapped       # untapped after phasing in


@rules("mtg2004:502.15g")
def test_phasing_out_ends_effects_with_a_duration_and_triggers_leaves_play():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Merfolk Raiders"]}, phase="end_of_turn",
              active=1)
    raiders = oid(g, "Merfolk Raiders")
    pass_(g)
    play(g, "Giant Growth", ("o", raiders))
    pass_(g, 2)
    assert pt(g, raiders) == (5, 6)
    g.effects[-1] = g.effects[-1]._replace(until="end_of_combat")   # a duration that outlives the untap step
    g.cache.clear()
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [raiders] and all(raiders not in e.targets for e in g.effects)


@rules("mtg2004:502.15d")
def test_phasing_in_triggers_no_comes_into_play_ability():
    g = setup({"field": ["Soul Warden", "Merfolk Raiders"]}, phase="end_of_turn", active=1)
    raiders = oid(g, "Merfolk Raiders")
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [raiders]
    until_step(g, "upkeep", 0)
    assert raiders in g.zones["play"] and g.pvars[0]["life"] == 20 and not g.stack   # Soul Warden saw nothing


@rules("mtg2004:502.15p")
def test_two_instances_of_phasing_phase_it_out_once():
    g = setup({"field": ["Merfolk Raiders"]}, phase="end_of_turn", active=1)
    raiders = oid(g, "Merfolk Raiders")
    g.effects.append(RULES.Effect(g.tick(), 5, "grant", ("phasing",), raiders, (raiders,), "", 0))   # "gains phasing"
    g.cache.clear()
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [raiders]           # out once, not out and back in
    until_step(g, "upkeep", 0)
    assert g.zones["phased"] == [] and raiders in g.zones["play"]


@rules("mtg2004:410.10a", "mtg2004:410.10b", "mtg2004:418.2")
def test_a_land_that_comes_into_play_as_a_creature_triggers_creature_abilities():
    g = setup({"hand": ["Forest", "Grizzly Bears"], "field": ["Living Lands", "Soul Warden", "Forest"]},
              phase="main1")
    do(g, ("land", oid(g, "Forest", "hand0")))
    assert len(g.stack) == 1                      # the new Forest is a creature as it comes into play
    pass_(g, 2)
    assert g.pvars[0]["life"] == 21
