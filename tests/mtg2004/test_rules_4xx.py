"""MTG 2004 chapter 4 (spells, abilities and effects, 400-422): what each rule says, shown with
real cards and exact outcomes (zones, life, power and toughness, the stack, who has priority)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import chars

from .kit import PASS, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


def opts(g, kind: str) -> list:
    return [o for o in g.decision.options if o[0] == kind]


# --------------------------------------------------------------------------- 400-402
@rules("mtg2004:400.1", "mtg2004:402.1")
def test_a_token_has_the_abilities_its_effect_gives_it():
    g = setup({"field": ["Dragon Roost"] + ["Mountain"] * 7}, phase="main1")
    do(g, ("activate", oid(g, "Dragon Roost"), 0))
    pay_all(g)
    pass_(g, 2)
    token = next(o for o in g.zones["play"] if g.objs[o].card.token)
    c = chars(g, token)
    assert (c.power, c.toughness, c.keywords, c.colors) == (5, 5, frozenset({"flying"}), frozenset({"R"}))


@rules("mtg2004:400.2", "mtg2004:408.1h", "mtg2004:408.2b", "mtg2004:405.1")
def test_spells_make_effects_on_resolution_statics_all_the_time():
    g = setup({"hand": ["Giant Growth", "Glorious Anthem"], "field": ["Forest", "Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (2, 2)                 # the Anthem in a hand does nothing (405.1)
    play(g, "Giant Growth", ("o", bears))
    assert pt(g, bears) == (2, 2)                 # on the stack: no effect yet
    pass_(g, 2)
    assert pt(g, bears) == (5, 5)
    g = setup({"field": ["Glorious Anthem", "Grizzly Bears"]}, phase="main1")
    assert pt(g, oid(g, "Grizzly Bears")) == (3, 3) and not g.stack   # no stack, no priority needed


@rules("mtg2004:401.2", "mtg2004:213.1")
def test_a_spell_stops_being_a_spell_when_it_resolves():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Forest", "Forest"]}, phase="main1")
    play(g, "Grizzly Bears")
    sid = g.stack[-1].id
    assert g.objs[sid].zone == "stack"
    pass_(g, 2)
    assert not g.stack and names(g, "play")[-1] == "Grizzly Bears"


@rules("mtg2004:401.3", "mtg2004:401.4", "mtg2004:402.9")
def test_flashback_is_an_ability_used_from_the_graveyard_not_on_resolution():
    g = setup({"hand": ["Firebolt"], "field": ["Mountain"] * 6}, phase="main1")
    play(g, "Firebolt", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and names(g, "graveyard0") == ["Firebolt"]   # flashback not done
    fb = oid(g, "Firebolt", "graveyard0")
    assert ("play", fb) in g.decision.options                                     # from the graveyard
    do(g, ("play", fb))
    do(g, ("target", ("p", 1)))
    pay_all(g)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 16 and names(g, "removed") == ["Firebolt"]


@rules("mtg2004:401.5", "mtg2004:412.4")
def test_you_may_play_it_any_time_you_could_play_an_instant():
    g = setup({"hand": ["Baton of Courage", "Ornithopter"]}, {"field": ["Mountain"] * 3},
              phase="main1", active=1, priority=0)
    assert ("play", oid(g, "Baton of Courage", "hand0")) not in g.decision.options   # no mana yet
    g = setup({"hand": ["Baton of Courage", "Grizzly Bears"], "field": ["Forest"] * 3},
              {}, phase="main1", active=1, priority=0)
    assert ("play", oid(g, "Baton of Courage", "hand0")) in g.decision.options
    assert ("play", oid(g, "Grizzly Bears", "hand0")) not in g.decision.options


@rules("mtg2004:401.6", "mtg2004:412.3", "mtg2004:402.4")
def test_an_alternative_cost_works_while_the_spell_is_played():
    g = setup({"hand": ["Fireblast"], "field": ["Mountain", "Mountain"]}, phase="main1")
    do(g, ("play", oid(g, "Fireblast", "hand0")))
    assert g.decision.kind == "target"            # the only way: sacrifice two Mountains
    do(g, ("target", ("p", 1)))
    while g.decision.kind == "cost":
        g.apply(0)
    pay_all(g)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 16 and names(g, "graveyard0") == ["Mountain", "Mountain", "Fireblast"]


@rules("mtg2004:402.2", "mtg2004:408.1e", "mtg2004:415.2")
def test_activated_and_triggered_abilities_use_the_stack_mana_abilities_do_not():
    g = setup({"hand": ["Venerable Monk"], "field": ["Royal Assassin", "Plains", "Plains", "Plains"]},
              {"field": [{"card": "Grizzly Bears", "dull": True}]}, phase="main1")
    play(g, "Venerable Monk")
    pass_(g, 2)
    assert g.stack[-1].kind == "triggered"        # comes into play: gain 2 life
    pass_(g, 2)
    assert g.pvars[0]["life"] == 22
    do(g, ("activate", oid(g, "Royal Assassin"), 0))
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    assert g.stack[-1].kind == "activated" and g.stack[-1].targets == (("o", oid(g, "Grizzly Bears")),)
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Grizzly Bears"]


@rules("mtg2004:402.3")
def test_cant_block_is_an_ability():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]}, {"field": ["Spineless Thug"]},
              phase="declare_blockers")
    assert g.decision.kind != "block" or not opts(g, "block")


@rules("mtg2004:402.7", "mtg2004:407.1")
def test_two_copies_of_flying_one_object_many_abilities():
    g = setup({"field": ["Flight", "Wind Drake"]}, phase="main1")
    drake = oid(g, "Wind Drake")
    assert "flying" in chars(g, drake).keywords and chars(g, drake).power == 2


# --------------------------------------------------------------------------- 403-405
@rules("mtg2004:404.1", "mtg2004:404.2")
def test_a_when_ability_triggers_by_itself_and_waits_for_priority():
    g = setup({"hand": ["Venerable Monk"], "field": ["Plains"] * 3}, phase="main1")
    play(g, "Venerable Monk")
    pass_(g, 2)
    assert g.pvars[0]["life"] == 20 and g.stack[-1].kind == "triggered"
    pass_(g, 2)
    assert g.pvars[0]["life"] == 22


@rules("mtg2004:404.4b")
def test_a_delayed_trigger_happens_once_at_the_next_end_of_turn():
    g2 = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain", "Rukh Egg"]}, phase="main2")
    play(g2, "Volcanic Hammer", ("o", oid(g2, "Rukh Egg")))
    pass_(g2, 2)
    pass_(g2, 2)                                   # the dies trigger sets up the delayed one
    assert "Rukh Egg" in names(g2, "graveyard0")
    while g2.vars["step"] != "end_of_turn":
        g2.apply(PASS)
    while g2.stack:
        pass_(g2)
    rukhs = [o for o in g2.zones["play"] if g2.objs[o].card.token]
    assert len(rukhs) == 1 and pt(g2, rukhs[0]) == (4, 4)


# --------------------------------------------------------------------------- 406-408
@rules("mtg2004:406.4")
def test_a_tapped_mana_source_keeps_its_mana_ability_and_it_cant_be_responded_to():
    g = setup({"field": [{"card": "Birds of Paradise", "dull": True}, "Forest"]}, phase="main1")
    assert not [o for o in opts(g, "mana") if o[1] == oid(g, "Birds of Paradise")]
    do(g, ("mana", oid(g, "Forest")))
    assert not g.stack and g.decision.player == 0 and g.pvars[0]["pool"][4] == 1


@rules("mtg2004:408.1a", "mtg2004:408.1d")
def test_sorcery_speed_spells_only_in_your_main_phase_with_an_empty_stack():
    g = setup({"hand": ["Grizzly Bears", "Shock"], "field": ["Forest", "Forest", "Mountain"]},
              {}, phase="upkeep")
    assert ("play", oid(g, "Grizzly Bears", "hand0")) not in g.decision.options
    assert ("play", oid(g, "Shock", "hand0")) in g.decision.options


@rules("mtg2004:408.1c", "mtg2004:408.1b")
def test_who_receives_priority_and_when():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"hand": ["Shock"], "field": ["Mountain", "Grizzly Bears"]},
              phase="main1")
    assert g.decision.player == 0                  # the active player first
    play(g, "Shock", ("o", oid(g, "Grizzly Bears")))
    assert g.decision.player == 0                  # after playing, the same player
    pass_(g)
    assert g.decision.player == 1                  # after a pass, the other player
    pass_(g)
    # resolved; the Bears died to a state-based effect before anyone received priority
    assert names(g, "graveyard1") == ["Grizzly Bears"] and g.decision.player == 0


@rules("mtg2004:408.1f", "mtg2004:408.2a")
def test_triggers_during_a_resolution_go_on_the_stack_afterwards():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain", "Rukh Egg"]}, phase="main1")
    play(g, "Volcanic Hammer", ("o", oid(g, "Rukh Egg")))
    pass_(g, 2)
    assert [it.kind for it in g.stack] == ["triggered"] and g.decision.player == 0


@rules("mtg2004:408.1g", "mtg2004:408.2g")
def test_game_actions_without_the_stack_and_combat_damage_on_it():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]}, {}, phase="declare_blockers")
    pass_(g, 2)
    assert [it.kind for it in g.stack] == ["combat_damage"]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17


@rules("mtg2004:408.1i", "mtg2004:408.2d")
def test_playing_a_land_is_a_special_action_and_keeps_priority():
    g = setup({"hand": ["Forest"]}, phase="main1")
    do(g, ("land", oid(g, "Forest", "hand0")))
    assert not g.stack and g.decision.player == 0 and names(g, "play") == ["Forest"]


@rules("mtg2004:408.2c", "mtg2004:420.1")
def test_state_based_effects_happen_just_before_priority():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    g.w(bears).damage = 2
    pass_(g)
    assert names(g, "graveyard1") == ["Grizzly Bears"]


@rules("mtg2004:408.2f", "mtg2004:405.2")
def test_a_characteristic_defining_ability_applies_whenever_it_matters():
    g = setup({"hand": ["Shock", "Shock"], "field": ["Maro"]}, phase="main1")
    assert pt(g, oid(g, "Maro")) == (2, 2)


# --------------------------------------------------------------------------- 409-417
@rules("mtg2004:412.5", "mtg2004:412.1")
def test_a_static_ability_stops_at_once_when_its_source_leaves():
    g = setup({"hand": ["Naturalize"], "field": ["Forest", "Forest", "Glorious Anthem", {"card": "Grizzly Bears", "damage": 2}]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (3, 3) and g.objs[bears].damage == 2
    play(g, "Naturalize", ("o", oid(g, "Glorious Anthem")))
    pass_(g, 2)
    assert set(names(g, "graveyard0")) == {"Naturalize", "Glorious Anthem", "Grizzly Bears"}


@rules("mtg2004:415.1", "mtg2004:415.2")
def test_a_cycling_trigger_is_targeted_the_card_is_targeted_only_when_played():
    g = setup({"hand": ["Death Pulse"], "field": ["Swamp"] * 3}, {"field": ["Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    pulse = oid(g, "Death Pulse", "hand0")
    do(g, next(o for o in opts(g, "activate") if o[1] == pulse))      # cycling: no target
    pay_all(g)
    assert g.stack[-1].kind == "activated" and g.stack[-1].targets == ()
    assert g.decision.kind == "target" and g.decision.options == (("target", ("o", bears)),)
    do(g, ("target", ("o", bears)))                                     # the "when you cycle" trigger
    assert g.stack[-1].kind == "triggered" and g.stack[-1].targets == (("o", bears),)


@rules("mtg2004:415.6")
def test_a_spell_cant_target_itself():
    g = setup({"hand": ["Counterspell"], "field": ["Island", "Island"]}, phase="main1")
    assert ("play", oid(g, "Counterspell", "hand0")) not in g.decision.options


@rules("mtg2004:415.7b")
def test_changing_a_target_keeps_the_mode():
    g = setup({"hand": ["Misery Charm"], "field": ["Swamp"]},
              {"hand": ["Deflection"], "field": ["Island"] * 4 + ["Samite Healer", "Master Healer"]},
              phase="main1")
    healer, master = oid(g, "Samite Healer"), oid(g, "Master Healer")
    do(g, ("play", oid(g, "Misery Charm", "hand0")))
    do(g, ("mode", 0))
    do(g, ("target", ("o", healer)))
    pay_all(g)
    pass_(g)
    play(g, "Deflection", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert g.decision.kind == "new_target"
    assert set(g.decision.options) == {("target", ("o", master))}     # another Cleric, never a player
    do(g, ("target", ("o", master)))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Deflection", "Master Healer"]


@rules("mtg2004:415.7c")
def test_you_is_not_a_target_so_there_is_nothing_to_change():
    g = setup({"hand": ["Sacred Nectar"], "field": ["Plains", "Plains"]},
              {"hand": ["Deflection"], "field": ["Island"] * 4}, phase="main1")
    play(g, "Sacred Nectar")
    pass_(g)
    assert ("play", oid(g, "Deflection", "hand1")) not in g.decision.options


@rules("mtg2004:416.2")
def test_effects_apply_to_permanents_unless_they_say_otherwise():
    g = setup({"field": ["Living Lands", "Forest"], "break": ["Forest"]}, phase="main1")
    assert "Creature" in chars(g, oid(g, "Forest")).types
    assert "Creature" not in chars(g, oid(g, "Forest", "graveyard0")).types


# --------------------------------------------------------------------------- 419
@rules("mtg2004:419.1", "mtg2004:419.1d", "mtg2004:419.2")
def test_a_prevention_shield_waits_for_the_event():
    g = setup({"field": ["Samite Healer"]}, {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    do(g, ("activate", oid(g, "Samite Healer"), 0))
    do(g, ("target", ("p", 0)))
    pass_(g, 2)
    pass_(g)
    play(g, "Shock", ("p", 0))
    pass_(g, 2)
    assert g.pvars[0]["life"] == 19


@rules("mtg2004:419.1b", "mtg2004:419.1c")
def test_comes_into_play_with_and_tapped_are_replacements():
    g = setup({"hand": ["Arcbound Worker", "Coastal Tower"], "field": ["Island"]}, phase="main1")
    do(g, ("land", oid(g, "Coastal Tower", "hand0")))
    assert g.objs[oid(g, "Coastal Tower")].tapped and not g.stack
    play(g, "Arcbound Worker")
    pass_(g, 2)
    w = oid(g, "Arcbound Worker")
    assert g.objs[w].counters == {"+1/+1": 1} and pt(g, w) == (1, 1) and not g.stack


@rules("mtg2004:419.9b")
def test_a_redirected_event_meets_another_shield():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": ["Glarecaster", "Samite Healer"] + ["Plains"] * 6 + ["Grizzly Bears"]},
              phase="main1", active=1)
    bears = oid(g, "Grizzly Bears")
    do(g, ("activate", oid(g, "Samite Healer"), 0))
    do(g, ("target", ("o", bears)))
    pass_(g, 2)
    do(g, ("activate", oid(g, "Glarecaster"), 0))
    do(g, ("target", ("o", bears)))
    pay_all(g)
    pass_(g, 2)
    pass_(g)
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20 and g.objs[bears].damage == 1


@rules("mtg2004:419.8a")
def test_a_source_shield_checks_the_colour_when_the_damage_comes():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": ["Circle of Protection: Red", "Plains", "Plains"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    do(g, ("activate", oid(g, "Circle of Protection: Red"), 0))
    pay_all(g)
    pass_(g, 2)
    if g.decision.kind == "choose_source":
        do(g, g.decision.options[0])
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20


@rules("mtg2004:403.3")
def test_once_each_turn_survives_a_change_of_control():
    g = setup({"hand": ["Confiscate"], "field": ["Island", "Island"] + ["Forest"] * 6},
              {"field": ["Basking Rootwalla", "Forest", "Forest"]}, phase="main1", priority=1)
    root = oid(g, "Basking Rootwalla")
    do(g, ("activate", root, 0))                   # its controller uses it this turn
    pay_all(g)
    pass_(g, 2)
    assert pt(g, root) == (3, 3) and g.decision.player == 0
    play(g, "Confiscate", ("o", root))
    pass_(g, 2)
    assert g.objs[root].controller == 0
    assert ("activate", root, 0) not in g.decision.options      # "only once each turn" still holds


@rules("mtg2004:406.2", "mtg2004:414.1")
def test_a_spell_that_adds_mana_is_no_mana_ability():
    g = setup({"hand": ["Seething Song", "Seething Song"], "field": ["Mountain"] * 6},
              {"hand": ["Counterspell"], "field": ["Island", "Island"]}, phase="main1")
    play(g, "Seething Song")
    assert g.stack[-1].kind == "spell"             # it uses the stack and can be responded to
    pass_(g)
    play(g, "Counterspell", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert g.pvars[0]["pool"] == (0, 0, 0, 0, 0, 0) and names(g, "graveyard0") == ["Seething Song"]
    play(g, "Seething Song")
    pass_(g, 2)
    assert g.pvars[0]["pool"] == (0, 0, 0, 5, 0, 0)


@rules("mtg2004:416.1", "mtg2004:417.1", "mtg2004:413.2b")
def test_one_shot_and_continuous_effects_of_one_spell():
    g = setup({"hand": ["Deconstruct"], "field": ["Forest"] * 3}, {"field": ["Ornithopter"]}, phase="main1")
    play(g, "Deconstruct", ("o", oid(g, "Ornithopter")))
    pass_(g, 2)
    # one-shot: destroyed, then the mana is added, in the order written
    assert names(g, "graveyard1") == ["Ornithopter"] and g.pvars[0]["pool"] == (0, 0, 0, 0, 3, 0)
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Giant Growth", ("o", bears))
    pass_(g, 2)
    assert pt(g, bears) == (5, 5) and g.effects          # continuous: it lasts until end of turn


@rules("mtg2004:413.2f")
def test_an_instruction_reads_a_permanent_gone_with_its_last_known_information():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": [{"card": "Arcbound Worker", "counters": {"+1/+1": 2}}, "Myr Adapter"]}, phase="main1")
    worker = oid(g, "Arcbound Worker")
    assert pt(g, worker) == (2, 2)
    play(g, "Shock", ("o", worker))
    pass_(g, 2)
    do(g, ("target", ("o", oid(g, "Myr Adapter"))))
    pass_(g, 2)
    do(g, ("yes",))
    assert pt(g, oid(g, "Myr Adapter")) == (3, 3)


@rules("mtg2004:409.3", "mtg2004:409.1f")
def test_a_cost_change_after_the_spell_was_played_changes_nothing():
    g = setup({"hand": ["Frogmite"], "field": ["Ornithopter"] * 4 + ["Island"]},
              {"hand": ["Naturalize"], "field": ["Forest", "Forest"]}, phase="main1")
    play(g, "Frogmite")                            # affinity for four artifacts: it cost {0}
    assert not g.objs[oid(g, "Island")].tapped
    pass_(g)
    play(g, "Naturalize", ("o", oid(g, "Ornithopter")))     # now it would cost {1}
    pass_(g, 2)
    pass_(g, 2)
    assert "Frogmite" in names(g, "play") and not g.objs[oid(g, "Island")].tapped
