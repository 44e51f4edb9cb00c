"""MTG 2004: the edge cases of chapter 4 that needed engine work, each with real cards: mana
abilities with several mana or a choice (406, 411), changing targets (415.7), "can't be
countered" (414), redirection (419.6c), self-replacement first (419.6d), "deals combat damage to
a player" triggers, and first or double strike gained or lost between the damage steps (502.2c,
502.28c-d). Exact outcomes."""

from __future__ import annotations

import pytest

from tcg.engine.effects import Effect

from .kit import do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules
CANCEL = ("cancel",)


# ------------------------------------------------------------------------ mana abilities
@rules("mtg2004:406.1", "mtg2004:406.4", "mtg2004:408.2e", "mtg2004:411.1", "mtg2004:203.2d")
def test_birds_of_paradise_adds_one_mana_of_the_chosen_colour_without_the_stack():
    g = setup({"field": ["Birds of Paradise"]}, phase="main1")
    birds = oid(g, "Birds of Paradise")
    opts = [o for o in g.decision.options if o[0] == "mana"]
    assert opts == [("mana", birds, k) for k in range(5)]          # W U B R G: a choice
    do(g, ("mana", birds, 3))
    assert g.pvars[0]["pool"] == (0, 0, 0, 1, 0, 0) and not g.stack
    assert g.decision.player == 0 and g.decision.kind == "priority"   # still has priority


@rules("mtg2004:406.1", "mtg2004:409.1g")
def test_fyndhorn_elder_makes_two_mana_into_the_pool_during_payment():
    g2 = setup({"hand": ["Grizzly Bears"], "field": ["Fyndhorn Elder", "Forest"]}, phase="main1")
    elder = oid(g2, "Fyndhorn Elder")
    do(g2, ("play", oid(g2, "Grizzly Bears", "hand0")))
    do(g2, ("tap", elder, 0))                                      # {G}{G} into the pool (406.1)
    assert g2.pvars[0]["pool"] == (0, 0, 0, 0, 2, 0)
    pay_all(g2)
    assert g2.stack and g2.pvars[0]["pool"] == (0, 0, 0, 0, 0, 0)
    assert not g2.objs[oid(g2, "Forest")].tapped                   # the Forest was not needed


@rules("mtg2004:406.1", "mtg2004:411.3", "mtg2004:408.2e")
def test_talisman_adds_mana_and_deals_its_damage_at_once():
    g = setup({"hand": ["Counterspell"], "field": ["Island", "Talisman of Dominance"]},
              {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1", active=1)
    do(g, ("play", oid(g, "Shock", "hand1")))
    do(g, ("target", ("p", 0)))
    pay_all(g)
    pass_(g)
    tal = oid(g, "Talisman of Dominance")
    do(g, ("play", oid(g, "Counterspell", "hand0")))
    do(g, ("target", ("s", g.stack[-1].id)))
    opts = g.decision.options
    assert ("tap", tal, 1) in opts and ("tap", tal, 0) not in opts  # {1} can't pay {U}{U} with one Island
    do(g, ("tap", tal, 1))                                          # {U}, and 1 damage to its controller now
    assert g.pvars[0]["life"] == 19 and g.pvars[0]["pool"] == (0, 1, 0, 0, 0, 0)
    pay_all(g)
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Shock"] and g.pvars[0]["life"] == 19


@rules("mtg2004:422.1", "mtg2004:422.2")
def test_rewinding_a_play_undoes_a_mana_choice_and_its_damage():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Talisman of Dominance", "Forest"]}, phase="main1")
    before = g.state_hash()
    tal = oid(g, "Talisman of Dominance")
    do(g, ("play", oid(g, "Grizzly Bears", "hand0")))
    do(g, ("tap", tal, 0))
    do(g, CANCEL)
    assert g.state_hash() == before and g.pvars[0]["life"] == 20


@rules("mtg2004:406.1")
def test_gilded_lotus_three_of_one_colour_and_a_dual_land_choice():
    g = setup({"hand": ["Counterspell"], "field": ["Gilded Lotus", "Coastal Tower"]},
              {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1", active=1)
    do(g, ("play", oid(g, "Shock", "hand1")))
    do(g, ("target", ("p", 0)))
    pay_all(g)
    pass_(g)
    lotus, tower = oid(g, "Gilded Lotus"), oid(g, "Coastal Tower")
    do(g, ("play", oid(g, "Counterspell", "hand0")))
    do(g, ("target", ("s", g.stack[-1].id)))
    assert {o for o in g.decision.options if o[0] == "tap" and o[1] == tower} == {("tap", tower, 1)}
    assert ("tap", lotus, 1) in g.decision.options and ("tap", lotus, 0) not in g.decision.options
    do(g, ("tap", lotus, 1))
    assert g.pvars[0]["pool"] == (0, 3, 0, 0, 0, 0)
    pay_all(g)
    assert g.pvars[0]["pool"] == (0, 1, 0, 0, 0, 0) and not g.objs[tower].tapped


# ----------------------------------------------------------------------- changing targets
@rules("mtg2004:415.7a")
def test_deflection_changes_the_target_to_another_legal_one():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Deflection"], "field": ["Island"] * 4 + ["Grizzly Bears", "Wall of Spears"]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Shock", ("o", bears))
    pass_(g)
    play(g, "Deflection", ("s", g.stack[-1].id))
    pass_(g, 2)
    opts = g.decision.options
    assert ("target", ("o", bears)) not in opts and ("target", ("p", 0)) in opts
    do(g, ("target", ("p", 0)))
    pass_(g, 2)
    assert g.pvars[0]["life"] == 18 and g.objs[bears].damage == 0


@rules("mtg2004:415.7a", "mtg2004:415.7c")
def test_with_no_other_legal_target_the_target_is_not_changed():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Grizzly Bears"]},
              {"hand": ["Deflection"], "field": ["Island"] * 4}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Giant Growth", ("o", bears))
    pass_(g)
    play(g, "Deflection", ("s", g.stack[-1].id))
    pass_(g, 2)                                     # Deflection resolves: no other creature
    assert g.stack[-1].targets == (("o", bears),)
    pass_(g, 2)
    assert pt(g, bears) == (5, 5)


@rules("mtg2004:415.7")
def test_deflection_cant_target_a_spell_with_two_targets():
    g = setup({"hand": ["Essence Fracture"], "field": ["Island"] * 5},
              {"hand": ["Deflection"], "field": ["Island"] * 4 + ["Grizzly Bears", "Horned Turtle"]},
              phase="main1")
    play_ = ("play", oid(g, "Essence Fracture", "hand0"))
    do(g, play_)
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    do(g, ("target", ("o", oid(g, "Horned Turtle"))))
    pay_all(g)
    pass_(g)
    assert ("play", oid(g, "Deflection", "hand1")) not in g.decision.options


# ----------------------------------------------------------------------- can't be countered
@rules("mtg2004:414.1")
def test_obliterate_cant_be_countered_but_can_be_targeted():
    g = setup({"hand": ["Obliterate"], "field": ["Mountain"] * 8 + ["Ornithopter"]},
              {"hand": ["Counterspell"], "field": ["Island", "Island", "Drudge Skeletons"]}, phase="main1")
    play(g, "Obliterate")
    pass_(g)
    play(g, "Counterspell", ("s", g.stack[-1].id))
    pass_(g, 2)                                     # Counterspell resolves and does nothing
    assert names(g, "graveyard1") == ["Counterspell"] and [it.kind for it in g.stack] == ["spell"]
    pass_(g, 2)
    assert names(g, "play") == []                   # artifacts, creatures, lands: no regeneration
    assert "Drudge Skeletons" in names(g, "graveyard1")


@rules("mtg2004:414.1")
def test_gaeas_herald_creature_spells_cant_be_countered_others_can():
    g = setup({"hand": ["Grizzly Bears", "Shock"], "field": ["Gaea's Herald", "Forest", "Forest", "Mountain"]},
              {"hand": ["Counterspell", "Remove Soul"], "field": ["Island"] * 4}, phase="main1")
    play(g, "Grizzly Bears")
    pass_(g)
    play(g, "Remove Soul", ("s", g.stack[-1].id))
    pass_(g, 2)
    pass_(g, 2)
    assert "Grizzly Bears" in names(g, "play")
    play(g, "Shock", ("p", 1))
    pass_(g)
    play(g, "Counterspell", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert "Shock" in names(g, "graveyard0") and g.pvars[1]["life"] == 20


# ---------------------------------------------------------------------------- redirection
@rules("mtg2004:419.6c", "mtg2004:419.1a", "mtg2004:419.5")
def test_glarecaster_redirects_the_next_damage_to_its_target():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": ["Glarecaster"] + ["Plains"] * 6 + ["Grizzly Bears"]}, phase="main1", active=1)
    bears = oid(g, "Grizzly Bears")
    do(g, ("activate", oid(g, "Glarecaster"), 0))
    do(g, ("target", ("o", bears)))
    pay_all(g)
    pass_(g, 2)
    pass_(g)
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20 and "Grizzly Bears" in names(g, "graveyard1")


@rules("mtg2004:419.6c")
def test_redirection_to_a_creature_gone_does_nothing():
    g = setup({"hand": ["Shock", "Unsummon"], "field": ["Mountain", "Island"]},
              {"field": ["Glarecaster"] + ["Plains"] * 6 + ["Grizzly Bears"]}, phase="main1", active=1)
    bears = oid(g, "Grizzly Bears")
    do(g, ("activate", oid(g, "Glarecaster"), 0))
    do(g, ("target", ("o", bears)))
    pay_all(g)
    pass_(g, 2)
    pass_(g)
    play(g, "Unsummon", ("o", bears))
    pass_(g, 2)
    pass_(g)
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and names(g, "hand1") == ["Grizzly Bears"]


# ------------------------------------------------------------------- self-replacement first
@rules("mtg2004:419.6d", "mtg2004:419.9a")
def test_assert_authority_removes_darksteel_colossus_before_its_own_replacement():
    g = setup({"hand": ["Darksteel Colossus"], "field": ["Forest"] * 11},
              {"hand": ["Assert Authority"], "field": ["Island"] * 7}, phase="main1")
    play(g, "Darksteel Colossus")
    pass_(g)
    play(g, "Assert Authority", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert names(g, "removed") == ["Darksteel Colossus"] and "Darksteel Colossus" not in names(g, "library0")
    assert len(g.zones["library0"]) == 10 and g.decision.kind == "priority"      # nobody was asked


# ------------------------------------------------------------ combat damage to a player
@rules("mtg2004:410.2", "mtg2004:410.7")
def test_slith_firewalker_gets_a_counter_when_it_deals_combat_damage_to_a_player():
    g = setup({"field": [{"card": "Slith Firewalker", "attacking": True}]}, {}, phase="declare_blockers")
    slith = oid(g, "Slith Firewalker")
    pass_(g, 2)
    pass_(g, 2)                                     # damage resolves; the trigger goes on the stack
    assert g.pvars[1]["life"] == 19 and g.stack[-1].kind == "triggered"
    pass_(g, 2)
    assert pt(g, slith) == (2, 2)


@rules("mtg2004:410.7")
def test_blocked_or_prevented_combat_damage_triggers_nothing():
    g = setup({"field": [{"card": "Slith Firewalker", "attacking": True}]},
              {"field": [{"card": "Wall of Spears", "blocking": True}]}, phase="declare_blockers", step="declared")
    pass_(g, 6)
    assert "Slith Firewalker" in names(g, "graveyard0") and g.pvars[1]["life"] == 20
    g = setup({"field": [{"card": "Slith Firewalker", "attacking": True}]},
              {"hand": ["Holy Day"], "field": ["Plains"]}, phase="declare_blockers")
    pass_(g)
    play(g, "Holy Day")
    pass_(g, 2)
    pass_(g, 4)
    assert g.pvars[1]["life"] == 20 and pt(g, oid(g, "Slith Firewalker")) == (1, 1)


# ------------------------------------------------ first / double strike between the steps
@rules("mtg2004:502.2c", "mtg2004:502.2b")
def test_first_strike_gained_after_the_first_damage_step_changes_nothing():
    g = setup({"field": ["Plains", "Plains", {"card": "Titanium Golem", "attacking": True},
                         {"card": "Sabretooth Tiger", "attacking": True}]},
              {}, phase="declare_blockers")
    golem = oid(g, "Titanium Golem")
    pass_(g, 2)                                      # first damage step: the Tiger only
    assert [a[2] for a in g.stack[-1].assign] == [2]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18
    do(g, ("activate", golem, 0))                    # the Golem gains first strike now
    pay_all(g)
    pass_(g, 2)
    pass_(g, 4)                                      # second step: it still deals its damage once
    assert g.pvars[1]["life"] == 15
    pass_(g, 2)
    assert g.vars["step"] == "end_combat" and g.pvars[1]["life"] == 15


@rules("mtg2004:502.28c")
def test_double_strike_lost_during_the_first_step_no_second_damage():
    g = setup({"hand": ["Naturalize"], "field": ["Forest", "Forest", "Fireshrieker",
                                                 {"card": "Grizzly Bears", "attacking": True}]},
              {}, phase="declare_blockers")
    pass_(g, 2)
    assert g.stack[-1].kind == "combat_damage"
    play(g, "Naturalize", ("o", oid(g, "Fireshrieker")))
    pass_(g, 2)                                      # the Equipment is gone: no double strike
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18
    pass_(g, 4)                                      # a second step with nothing to deal
    assert g.pvars[1]["life"] == 18 and g.vars["step"] == "end_combat"


@rules("mtg2004:502.28d")
def test_double_strike_given_after_first_step_damage_is_on_the_stack():
    g = setup({"field": [{"card": "Sabretooth Tiger", "attacking": True}]}, {}, phase="declare_blockers")
    tiger = oid(g, "Sabretooth Tiger")
    pass_(g, 2)
    assert g.stack[-1].kind == "combat_damage"
    # No card of our pool grants double strike at instant speed: the engine's effect is added
    # as a resolved "gains double strike until end of turn" would add it (layer 5).
    g.effects.append(Effect(g.tick(), 5, "grant", ("double_strike",), tiger, (tiger,), "end_of_turn", 0))
    g.cache.clear()
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18
    pass_(g, 4)
    assert g.pvars[1]["life"] == 16


@rules("mtg2004:406.6", "mtg2004:406.3")
def test_star_compass_makes_what_a_basic_land_could_and_nothing_without_one():
    g = setup({"field": ["Star Compass", "Island", "Forest", "Coastal Tower"]}, phase="main1")
    compass = oid(g, "Star Compass")
    assert [o for o in g.decision.options if o[:2] == ("mana", compass)] == [("mana", compass, 0), ("mana", compass, 1)]
    do(g, ("mana", compass, 1))
    assert g.pvars[0]["pool"] == (0, 0, 0, 0, 1, 0)
    g = setup({"field": ["Star Compass", "Coastal Tower"]}, phase="main1")
    compass = oid(g, "Star Compass")
    # An undefined type of mana: no mana (406.6); the ability is still a mana ability (406.3).
    assert not [o for o in g.decision.options if o[:2] == ("mana", compass)]


# ------------------------------------------------------------- more of the digest's 40 cases
@rules("mtg2004:502.9b")
def test_trample_counts_damage_already_marked_as_part_of_lethal():
    g = setup({"field": [{"card": "Fangren Hunter", "attacking": True}]},
              {"field": [{"card": "Horned Turtle", "blocking": True, "damage": 3}]},
              phase="declare_blockers", step="declared")
    turtle = oid(g, "Horned Turtle")
    pass_(g, 2)
    assert g.decision.options == (("assign", ("o", turtle)),)
    do(g, ("assign", ("o", turtle)))               # 1 more is lethal for a 1/4 with 3 damage
    assert ("assign", ("p", 1)) in g.decision.options
    while g.decision.kind == "assign_damage":
        do(g, ("assign", ("p", 1)))
    assert g.stack[-1].assign[0][1:] == (("o", turtle), 1) and g.stack[-1].assign[1][1:] == (("p", 1), 3)


@rules("mtg2004:415.3", "mtg2004:401.7", "mtg2004:413.2a")
def test_an_aura_spell_whose_target_left_is_countered_to_the_graveyard():
    g = setup({"hand": ["Holy Strength"], "field": ["Plains", "Grizzly Bears"]},
              {"hand": ["Unsummon"], "field": ["Island"]}, phase="main1")
    play(g, "Holy Strength", ("o", oid(g, "Grizzly Bears")))
    pass_(g)
    play(g, "Unsummon", ("o", oid(g, "Grizzly Bears")))
    pass_(g, 2)
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Holy Strength"] and "Holy Strength" not in names(g, "play")


@rules("mtg2004:300.3")
def test_mana_burn_is_life_loss_that_prevention_does_not_stop():
    g = setup({"field": ["Samite Healer", "Mountain", "Mountain"]}, phase="main1")
    do(g, ("activate", oid(g, "Samite Healer"), 0))
    do(g, ("target", ("p", 0)))
    pass_(g, 2)                                     # a shield: prevent the next 1 damage to player 0
    do(g, ("mana", oid(g, "Mountain")))
    do(g, ("mana", g.zones["play"][2]))
    pass_(g, 2)                                     # the main phase ends: 2 mana burn
    assert g.pvars[0]["life"] == 18


@rules("mtg2004:420.5g", "mtg2004:102.2")
def test_drawing_from_an_empty_library_loses_even_with_cards_drawn_after():
    g = setup({"hand": ["Inspiration"], "field": ["Island"] * 4, "deck": ["Grizzly Bears"]}, phase="main1")
    play(g, "Inspiration", ("p", 0))
    pass_(g, 2)
    assert names(g, "hand0") == ["Grizzly Bears"]   # one card was drawn, the second could not be
    assert g.result is not None and g.result.winner == 1 and g.result.reason.startswith("420.5g")
