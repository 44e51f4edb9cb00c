"""Continuous effects in the six layers of 418.5a: copy, control, type, abilities, power and
toughness; characteristic-defining abilities first, counters, timestamps, switching in timestamp
order, locked-in sets against static abilities, dependency."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import chars

from .kit import activate, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


# ------------------------------------------------------------------------------ layer 6
@rules("mtg2004:418.5i", "mtg2004:418.5e", "mtg2004:418.5f", "mtg2004:418.5g")
def test_switching_applies_in_timestamp_order_with_the_other_pt_effects():
    # Horned Turtle 1/4 with Holy Strength (+1/+2, a static of the Aura, older) then About Face.
    g = setup({"hand": ["About Face", "Giant Growth", "Naturalize"],
               "field": ["Mountain", "Forest", "Forest", "Forest", "Holy Strength", "Horned Turtle"]},
              phase="main1")
    turtle = oid(g, "Horned Turtle")
    assert pt(g, turtle) == (2, 6)
    play(g, "About Face", ("o", turtle))
    pass_(g, 2)
    assert pt(g, turtle) == (6, 2)                 # (1+1)/(4+2) switched
    play(g, "Giant Growth", ("o", turtle))
    pass_(g, 2)
    assert pt(g, turtle) == (9, 5)                 # the newer +3/+3 applies after the switch
    play(g, "Naturalize", ("o", oid(g, "Holy Strength")))
    pass_(g, 2)
    assert pt(g, turtle) == (7, 4)                 # 1/4 -> switch 4/1 -> +3/+3


@rules("mtg2004:418.5i", "mtg2004:418.5e", "mtg2004:502.33a")
def test_moving_equipment_gives_it_a_new_timestamp():
    g = setup({"hand": ["About Face"],
               "field": ["Mountain", "Mountain", "Mountain", "Bonesplitter", "Horned Turtle", "Grizzly Bears"]},
              phase="main1")
    turtle, bears = oid(g, "Horned Turtle"), oid(g, "Grizzly Bears")
    assert pt(g, turtle) == (3, 4)
    play(g, "About Face", ("o", turtle))
    pass_(g, 2)
    assert pt(g, turtle) == (4, 3)                 # Bonesplitter older than the switch
    activate(g, "Bonesplitter", 0, ("o", bears))
    pass_(g, 2)
    assert pt(g, bears) == (4, 2) and pt(g, turtle) == (4, 1)
    activate(g, "Bonesplitter", 0, ("o", turtle))
    pass_(g, 2)
    assert pt(g, turtle) == (6, 1)                 # attached again: newer than the switch


@rules("mtg2004:418.3b", "mtg2004:418.4a", "mtg2004:418.4b", "mtg2004:216.1", "mtg2004:412.1")
def test_locked_in_set_against_static_ability():
    g = setup({"hand": ["Raise the Alarm"],
               "field": ["Plains", "Plains", "Plains", "Plains", "Forest", "Forest", "Forest", "Forest", "Forest",
                         "Glorious Anthem", "Kamahl, Fist of Krosa"]}, phase="main1")
    kamahl = oid(g, "Kamahl, Fist of Krosa")
    activate(g, "Kamahl, Fist of Krosa", 1)
    pass_(g, 2)
    assert pt(g, kamahl) == (8, 7) and "trample" in chars(g, kamahl).keywords
    play(g, "Raise the Alarm")
    pass_(g, 2)
    soldiers = [o for o in g.zones["play"] if g.objs[o].card.name == "Soldier"]
    assert len(soldiers) == 2
    for s in soldiers:                             # the Anthem applies, the locked +3/+3 doesn't
        assert pt(g, s) == (2, 2) and "trample" not in chars(g, s).keywords
        assert chars(g, s).colors == {"W"} and chars(g, s).subtypes == ("Soldier",)


@rules("mtg2004:418.5a", "mtg2004:405.2", "mtg2004:200.10")
def test_characteristic_defining_ability_then_counters_then_other_effects():
    g = setup({"field": ["Heedless One", "Elvish Warrior", "Forest"]}, phase="main1")
    one = oid(g, "Heedless One")
    assert pt(g, one) == (2, 2)                    # two Elves in play (itself included)
    g.w(one).counters = {"+1/+1": 1}
    assert pt(g, one) == (3, 3)


@rules("mtg2004:418.5b", "mtg2004:418.5a", "mtg2004:212.1c")
def test_type_change_sets_pt_in_layer_4_before_counters():
    g = setup({"field": ["Forest", "Forest", "Kamahl, Fist of Krosa"]},
              {"field": ["Mountain"]}, phase="main1")
    forest = oid(g, "Forest")
    activate(g, "Kamahl, Fist of Krosa", 0, ("o", forest))
    pass_(g, 2)
    c = chars(g, forest)
    assert c.types == ("Land", "Creature") and (c.power, c.toughness) == (1, 1)
    g.w(forest).counters = {"+1/+1": 1}
    assert pt(g, forest) == (2, 2)                 # glossary *Marqueur*: counters after layer 4


# ------------------------------------------------------------------------------ layer 4
@rules("mtg2004:418.5c", "mtg2004:418.5d", "mtg2004:212.6e")
def test_dependency_land_type_change_before_all_forests_are_creatures():
    # Living Lands (older) applies to Forests; Sea's Claim (newer) makes one Forest an Island.
    # Living Lands depends on Sea's Claim (it changes the set Living Lands applies to), so Sea's
    # Claim applies first: that land is an Island and not a creature.
    g = setup({"field": ["Living Lands", "Sea's Claim", "Forest", "Forest"]}, phase="main1")
    claimed, other = g.zones["play"][2], g.zones["play"][3]
    assert ("Sea's Claim" in names(g, "play")) and g.vars["attached"][0][1] == claimed
    c = chars(g, claimed)
    assert "Creature" not in c.types and c.subtypes == ("Island",) and c.mana == "U"
    o = chars(g, other)
    assert o.types == ("Land", "Creature") and (o.power, o.toughness) == (1, 1) and o.mana == "G"


@rules("mtg2004:418.5b", "mtg2004:212.1c", "mtg2004:418.1")
def test_aura_type_change_applies_whole_in_layer_4():
    g = setup({"field": ["Glorious Anthem", "Living Terrain", "Forest"]}, phase="main1")
    c = chars(g, oid(g, "Forest"))
    assert c.types == ("Land", "Creature") and c.subtypes == ("Forest", "Treefolk")
    assert c.colors == {"G"} and (c.power, c.toughness) == (6, 7)     # 5/6, then the Anthem


@rules("mtg2004:418.5b", "mtg2004:212.2i", "mtg2004:420.5k")
def test_march_of_the_machines_animates_equipment_which_falls_off():
    g = setup({"hand": ["March of the Machines"],
               "field": ["Island", "Island", "Island", "Island", "Leonin Scimitar", "Grizzly Bears"]},
              phase="main1")
    scim = oid(g, "Leonin Scimitar")
    assert pt(g, oid(g, "Grizzly Bears")) == (3, 3)
    play(g, "March of the Machines")
    pass_(g, 2)
    c = chars(g, scim)
    assert c.types == ("Artifact", "Creature") and (c.power, c.toughness) == (1, 1)
    assert g.vars["attached"] == () and scim in g.zones["play"]        # unattached, still in play
    assert pt(g, oid(g, "Grizzly Bears")) == (2, 2)


# ----------------------------------------------------------------------- layers 1 and 2
@rules("mtg2004:503.5", "mtg2004:503.2", "mtg2004:217.1c", "mtg2004:410.10a")
def test_clone_comes_into_play_as_a_copy_and_is_clone_again_elsewhere():
    g = setup({"hand": ["Clone"], "field": ["Island", "Island", "Island", "Island"]},
              {"field": ["Venerable Monk"]}, phase="main1")
    play(g, "Clone")
    pass_(g, 2)
    assert g.decision.kind == "copy"
    do(g, ("copy", oid(g, "Venerable Monk")))
    clone = g.zones["play"][-1]
    c = chars(g, clone)
    assert c.name == "Venerable Monk" and (c.power, c.toughness) == (2, 2) and c.subtypes == ("Cleric",)
    assert g.objs[clone].controller == 0 and g.objs[clone].card.name == "Clone"
    pass_(g, 2)                                    # the copied comes-into-play ability resolves
    assert g.pvars[0]["life"] == 22
    g.w(clone).damage = 2
    pass_(g, 1)
    assert "Clone" in names(g, "graveyard0")       # a new object: the card, no copy effect


@rules("mtg2004:503.3")
def test_a_clone_of_a_clone_copies_what_the_first_one_copied():
    g = setup({"hand": ["Clone", "Clone"], "field": ["Island"] * 8},
              {"field": ["Venerable Monk"]}, phase="main1")
    play(g, "Clone")
    pass_(g, 2)
    do(g, ("copy", oid(g, "Venerable Monk")))
    first = g.zones["play"][-1]
    pass_(g, 2)                                    # its copied "gain 2 life"
    play(g, "Clone")
    pass_(g, 2)
    do(g, ("copy", first))                         # the copy's copiable values are the Monk's
    second = g.zones["play"][-1]
    c = chars(g, second)
    assert second != first and c.name == "Venerable Monk" and (c.power, c.toughness) == (2, 2)
    assert c.subtypes == ("Cleric",) and c.card.name == "Venerable Monk"
    pass_(g, 2)                                    # the Monk's comes-into-play ability, not a Clone's choice
    assert g.pvars[0]["life"] == 24


@rules("mtg2004:503.5", "mtg2004:420.5e")
def test_clone_of_a_legend_dies_to_the_legend_rule():
    g = setup({"hand": ["Clone"], "field": ["Island", "Island", "Island", "Island"]},
              {"field": ["Rorix Bladewing"]}, phase="main1")
    play(g, "Clone")
    pass_(g, 2)
    do(g, ("copy", oid(g, "Rorix Bladewing")))
    assert names(g, "graveyard0") == ["Clone"] and names(g, "play").count("Rorix Bladewing") == 1


@rules("mtg2004:212.4i", "mtg2004:212.3d", "mtg2004:200.6a")
def test_confiscate_changes_control_until_it_leaves():
    g = setup({"hand": ["Confiscate"], "field": ["Island"] * 6},
              {"hand": ["Naturalize"], "field": ["Forest", "Forest", "Serra Angel"]}, phase="main1")
    angel = oid(g, "Serra Angel")
    play(g, "Confiscate", ("o", angel))
    pass_(g, 2)
    conf = oid(g, "Confiscate")
    assert g.objs[angel].controller == 0 and g.objs[conf].controller == 0 and g.objs[angel].owner == 1
    assert g.objs[angel].since == g.vars["turn"]   # not controlled since the turn began
    pass_(g)                                       # player 1 gets priority (main phase)
    play(g, "Naturalize", ("o", conf))
    pass_(g, 2)
    assert g.objs[angel].controller == 1 and names(g, "graveyard0") == ["Confiscate"]


@rules("mtg2004:212.4d", "mtg2004:415.3", "mtg2004:205.3c")
def test_enchant_land_and_enchant_artifact_target_only_what_they_enchant():
    g = setup({"hand": ["Annex", "Steal Artifact"], "field": ["Island"] * 4},
              {"field": ["Forest", "Bonesplitter", "Grizzly Bears"]}, phase="main1")
    do(g, ("play", oid(g, "Annex", "hand0")))
    lands = {o for o in g.zones["play"] if g.objs[o].card.name in ("Island", "Forest")}
    assert {o[1][1] for o in g.decision.options if o[0] == "target"} == lands
    do(g, ("target", ("o", oid(g, "Forest"))))
    pay_all(g)
    pass_(g, 2)
    assert g.objs[oid(g, "Forest")].controller == 0
    assert all(o[0] != "play" for o in g.decision.options)     # no mana left for Steal Artifact


@rules("mtg2004:302.2")
def test_inertia_bubble_keeps_an_artifact_tapped():
    g = setup({"field": [{"card": "Island"}]},
              {"field": ["Inertia Bubble", {"card": "Nuisance Engine", "dull": True}]}, phase="end_of_turn",
              active=0)
    pass_(g, 2)
    assert g.vars["tp"] == 1 and g.objs[oid(g, "Nuisance Engine")].tapped


# ------------------------------------------------------------------------------ layer 3
@rules("mtg2004:418.6a")
def test_text_change_replaces_a_land_type_word_in_rules_text():
    g = setup({"hand": ["Mind Bend", "Mind Bend"], "field": ["Island", "Island", "Swamp", "Nightmare"]},
              {"field": ["Bog Wraith"]}, phase="main1")
    nightmare, wraith = oid(g, "Nightmare"), oid(g, "Bog Wraith")
    assert pt(g, nightmare) == (1, 1) and "swampwalk" in chars(g, wraith).keywords
    play(g, "Mind Bend", ("o", nightmare))
    pass_(g, 2)
    assert g.decision.kind == "text_word" and g.decision.options == (("word", "swamp"),)
    do(g, ("word", "swamp"))
    do(g, ("word", "island"))
    assert pt(g, nightmare) == (2, 2)              # "the number of Islands you control"
    assert chars(g, nightmare).subtypes == ("Nightmare",) and chars(g, nightmare).name == "Nightmare"
    play(g, "Mind Bend", ("o", wraith))
    pass_(g, 2)
    do(g, ("word", "swamp"))
    do(g, ("word", "forest"))
    assert "forestwalk" in chars(g, wraith).keywords and "swampwalk" not in chars(g, wraith).keywords


@rules("mtg2004:212.6e", "mtg2004:212.6d")
def test_a_land_that_became_an_island_taps_for_blue():
    g = setup({"field": ["Sea's Claim", "Forest"]}, phase="main1")
    forest = oid(g, "Forest")
    do(g, ("mana", forest))
    assert g.pvars[0]["pool"] == (0, 1, 0, 0, 0, 0)


@rules("mtg2004:503.2", "mtg2004:503.5")
def test_a_copy_has_the_copied_cards_abilities():
    g = setup({"hand": ["Sculpting Steel"], "field": ["Plains", "Plains", "Plains", "Plains", "Bonesplitter",
                                                      "Grizzly Bears"]}, phase="main1")
    play(g, "Sculpting Steel")
    pass_(g, 2)
    do(g, ("copy", oid(g, "Bonesplitter")))
    steel = oid(g, "Sculpting Steel")
    assert chars(g, steel).name == "Bonesplitter" and chars(g, steel).subtypes == ("Equipment",)
    do(g, ("activate", steel, 0))                  # its equip ability, as the copied card's
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    pay_all(g)
    pass_(g, 2)
    assert pt(g, oid(g, "Grizzly Bears")) == (6, 2)   # two Bonesplitters


@rules("mtg2004:418.5h", "mtg2004:407.3", "mtg2004:418.5e")
def test_gain_and_lose_flying_the_newer_wins_and_moving_equipment_renews_it():
    g = setup({"hand": ["Gravity Sphere"], "field": ["Mountain"] * 5 + ["Neurok Hoversail", "Suntail Hawk",
                                                                        "Grizzly Bears"]}, phase="main1")
    bears, hawk, sail = oid(g, "Grizzly Bears"), oid(g, "Suntail Hawk"), oid(g, "Neurok Hoversail")
    assert g.vars["attached"] == ((sail, hawk),) and "flying" in chars(g, hawk).keywords
    play(g, "Gravity Sphere")
    pass_(g, 2)
    assert "flying" not in chars(g, hawk).keywords            # the newer "loses flying" wins
    do(g, ("activate", sail, 0))
    do(g, ("target", ("o", bears)))
    pay_all(g)
    pass_(g, 2)
    assert "flying" in chars(g, bears).keywords and "flying" not in chars(g, hawk).keywords
