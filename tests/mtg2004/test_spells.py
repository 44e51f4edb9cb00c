"""MTG 2004: targets, division, modes, resolution, countering and the keywords of playing spells
(502: cycling, kicker, flashback, buyback, entwine, storm, sunburst, madness, morph, scry,
threshold; 505 split cards), each with a real card. Exact outcomes."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.base import FACE_DOWN
from tcg.games.mtg2004.chars import chars

from .kit import CANCEL, PASS, cast, do, kinds, names, oid, pass_, pay_all, pt, setup

rules = pytest.mark.rules


# --------------------------------------------------------------------- targets, division
@rules("mtg2004:409.1c", "mtg2004:409.1e")
def test_divided_damage_each_target_gets_at_least_one():
    g = setup({"hand": ["Pyrotechnics"], "field": ["Mountain"] * 5}, {"field": ["Grizzly Bears", "Horned Turtle"]},
              phase="main1")
    bears, turtle = oid(g, "Grizzly Bears"), oid(g, "Horned Turtle")
    do(g, ("play", oid(g, "Pyrotechnics", "hand0")))
    do(g, ("target", ("o", bears)))
    assert ("target", ("o", bears)) not in g.decision.options         # the same target only once
    do(g, ("target", ("o", turtle)))
    do(g, ("target", ("p", 1)))
    do(g, ("done",))
    # 1 each is given; the fourth point is the only choice left.
    assert g.decision.kind == "divide"
    do(g, ("divide", ("o", turtle)))
    pay_all(g)
    assert g.stack[-1].division == ((("o", bears), 1), (("o", turtle), 2), (("p", 1), 1))
    pass_(g, 2)
    assert g.objs[bears].damage == 1 and g.objs[turtle].damage == 2 and g.pvars[1]["life"] == 19


@rules("mtg2004:413.2a")
def test_partial_fizzle_with_two_targets():
    g = setup({"hand": ["Essence Fracture"], "field": ["Island"] * 5},
              {"hand": ["Unsummon"], "field": ["Island", "Grizzly Bears", "Horned Turtle"]}, phase="main1")
    bears, turtle = oid(g, "Grizzly Bears"), oid(g, "Horned Turtle")
    cast(g, "Essence Fracture", ("target", ("o", bears)), ("target", ("o", turtle)))
    pass_(g)
    cast(g, "Unsummon", ("target", ("o", bears)))
    pass_(g, 2)                                  # the Bears return: that target is now illegal
    pass_(g, 2)                                  # Essence Fracture resolves for the Turtle only
    assert names(g, "hand1") == ["Grizzly Bears", "Horned Turtle"]
    assert names(g, "graveyard0") == ["Essence Fracture"]


@rules("mtg2004:413.2a", "mtg2004:401.7")
def test_all_targets_illegal_the_spell_is_countered():
    g = setup({"hand": ["Cruel Revival"], "field": ["Swamp"] * 5, "break": ["Scathe Zombies"]},
              {"hand": ["Unsummon"], "field": ["Island", "Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    zomb = oid(g, "Scathe Zombies", "graveyard0")
    cast(g, "Cruel Revival", ("target", ("o", bears)), ("target", ("o", zomb)))
    pass_(g)
    cast(g, "Unsummon", ("target", ("o", bears)))
    pass_(g, 2)
    pass_(g, 2)
    # The Zombie card is still a legal target: the spell resolves for it (413.2a).
    assert names(g, "hand0") == ["Scathe Zombies"] and names(g, "graveyard0") == ["Cruel Revival"]


@rules("mtg2004:415.4", "mtg2004:502.23a", "mtg2004:502.23c", "mtg2004:502.23")
def test_up_to_three_targets_zero_chosen_and_threshold_instead():
    g = setup({"hand": ["Shower of Coals"], "field": ["Mountain"] * 5, "break": ["Shock"] * 7},
              {"field": ["Mahamoti Djinn"]}, phase="main1")
    turtle = oid(g, "Mahamoti Djinn")
    cast(g, "Shower of Coals", ("target", ("o", turtle)), ("target", ("p", 1)), ("done",))
    pass_(g, 2)
    assert g.objs[turtle].damage == 4 and g.pvars[1]["life"] == 16   # threshold: 4 each
    g = setup({"hand": ["Shower of Coals"], "field": ["Mountain"] * 5}, phase="main1")
    cast(g, "Shower of Coals", ("done",))                            # no target: not targeted
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Shower of Coals"] and g.pvars[1]["life"] == 20


# --------------------------------------------------------------------------- countering
@rules("mtg2004:414.1", "mtg2004:415.5")
def test_counterspells_target_spells_with_their_filters():
    g = setup({"hand": ["Shock", "Grizzly Bears"], "field": ["Mountain", "Forest", "Forest"]},
              {"hand": ["Remove Soul", "Flash Counter", "Counterspell"], "field": ["Island"] * 4}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    opts = [o for o in g.decision.options if o[0] == "play"]
    # Remove Soul (creature spells) has no legal target; Flash Counter and Counterspell do.
    assert ("play", oid(g, "Remove Soul", "hand1")) not in opts
    cast(g, "Flash Counter", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Shock"] and names(g, "graveyard1") == ["Flash Counter"]
    assert g.pvars[1]["life"] == 20


@rules("mtg2004:414.1", "mtg2004:402.5", "mtg2004:402.6")
def test_a_countered_ability_leaves_the_stack_and_its_source_does_not_matter():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Stifle"], "field": ["Island", "Spiketail Hatchling"]}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    hatch = oid(g, "Spiketail Hatchling")
    do(g, ("activate", hatch, 0))                # sacrificed as its cost: the ability goes on
    do(g, ("target", ("s", g.stack[0].id)))
    assert names(g, "graveyard1") == ["Spiketail Hatchling"]
    pass_(g, 2)                                  # 402.6: it resolves without its source
    assert names(g, "graveyard0") == ["Shock"]   # player 0 has no mana to pay {1}
    g = setup({"field": ["Cabal Torturer", "Swamp"]}, {"hand": ["Stifle"], "field": ["Island", "Savannah Lions"]},
              phase="main1")
    do(g, ("activate", oid(g, "Cabal Torturer"), 0))
    do(g, ("target", ("o", oid(g, "Savannah Lions"))))
    pay_all(g)
    pass_(g)
    # Counterspell-like spells can't target abilities; Stifle can (402.5).
    cast(g, "Stifle", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    assert [it.kind for it in g.stack] == [] and names(g, "graveyard1") == ["Stifle"]
    assert pt(g, oid(g, "Savannah Lions")) == (2, 1)


@rules("mtg2004:212.5a", "mtg2004:212.7a", "mtg2004:408.1d")
def test_instants_any_time_sorceries_main_phase_empty_stack():
    g = setup({"hand": ["Shock", "Volcanic Hammer"], "field": ["Mountain", "Mountain"]}, phase="upkeep")
    assert [o for o in g.decision.options if o[0] == "play"] == [("play", oid(g, "Shock", "hand0"))]
    g = setup({"hand": ["Shock", "Volcanic Hammer"], "field": ["Mountain"] * 3}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    assert ("play", oid(g, "Volcanic Hammer", "hand0")) not in g.decision.options   # the stack isn't empty
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain"] * 2}, {"hand": ["Shock"], "field": ["Mountain"]},
              phase="main1", priority=1)
    assert [o for o in g.decision.options if o[0] == "play"] == [("play", oid(g, "Shock", "hand1"))]


@rules("mtg2004:409.1a", "mtg2004:409.1i", "mtg2004:401.1", "mtg2004:217.6a", "mtg2004:217.6")
def test_a_played_spell_is_on_top_of_the_stack_and_its_controller_has_priority():
    g = setup({"hand": ["Shock", "Giant Growth"], "field": ["Mountain", "Forest", "Grizzly Bears"]}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    cast(g, "Giant Growth", ("target", ("o", oid(g, "Grizzly Bears"))))
    assert names(g, "stack") == ["Shock", "Giant Growth"] and g.stack[-1].code == g.objs[g.stack[-1].id].card.code
    assert g.decision.kind == "priority" and g.decision.player == 0


@rules("mtg2004:413.2b", "mtg2004:416.3", "mtg2004:212.5b", "mtg2004:212.7b")
def test_instructions_in_order_and_as_much_as_possible():
    g = setup({"hand": ["Mind Rot", "Catalog"], "field": ["Swamp"] * 3 + ["Island"] * 3, "deck": ["Forest", "Plains"]},
              {"hand": ["Forest"]}, phase="main1")
    cast(g, "Mind Rot", ("target", ("p", 1)))
    pass_(g, 2)                                  # one card in hand: it discards what it can
    assert g.decision.kind == "discard" and len(g.decision.options) == 1
    do(g, g.decision.options[0])
    assert names(g, "graveyard1") == ["Forest"] and names(g, "graveyard0") == ["Mind Rot"]
    cast(g, "Catalog")
    pass_(g, 2)                                  # draw two, THEN discard: the drawn cards can go
    assert {o[1] for o in g.decision.options} == {oid(g, "Forest", "hand0"), oid(g, "Plains", "hand0")}
    do(g, ("discard", oid(g, "Plains", "hand0")))
    assert names(g, "graveyard0") == ["Mind Rot", "Plains", "Catalog"]


@rules("mtg2004:502.26c", "mtg2004:502.26")
def test_only_a_card_with_morph_can_be_played_face_down():
    g = setup({"hand": ["Hill Giant"], "field": ["Mountain"] * 4}, phase="main1")
    do(g, ("play", oid(g, "Hill Giant", "hand0")))
    assert g.decision.kind == "pay"              # no choice of way: face down is not one


@rules("mtg2004:502.36a", "mtg2004:502.36")
def test_condescend_x_unless_and_scry():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Condescend"], "field": ["Island"] * 3, "deck": ["Forest", "Swamp", "Plains"]},
              phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    cast(g, "Condescend", ("x", 2), ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    # Player 0 has no untapped land: can't pay {2}: Shock is countered; then scry 2.
    assert names(g, "graveyard0") == ["Shock"]
    assert g.decision.kind == "scry" and g.decision.player == 1
    plains, swamp = oid(g, "Plains", "library1"), oid(g, "Swamp", "library1")
    do(g, ("bottom", plains))
    do(g, ("top", swamp))
    assert names(g, "library1") == ["Plains", "Forest", "Swamp"]       # bottom first


@rules("mtg2004:409.1i", "mtg2004:413.2c", "mtg2004:502.18a", "mtg2004:502.18")
def test_cycling_and_a_when_you_cycle_trigger_with_a_may():
    g = setup({"hand": ["Choking Tethers"], "field": ["Island"] * 2, "deck": ["Forest"]},
              {"field": ["Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    tethers = oid(g, "Choking Tethers", "hand0")
    i = g.rules.cards[g.objs[tethers].card.code].hand_abilities[0]
    do(g, ("activate", tethers, i))
    pay_all(g)
    assert g.decision.kind == "target"                               # the cycle trigger's target
    do(g, ("target", ("o", bears)))
    assert names(g, "graveyard0") == ["Choking Tethers"]
    assert [it.kind for it in g.stack] == ["activated", "triggered"]
    pass_(g, 2)
    assert g.decision.kind == "may"
    do(g, ("yes",))
    assert g.objs[bears].tapped
    pass_(g, 2)
    assert names(g, "hand0") == ["Forest"]


@rules("mtg2004:410.4")
def test_a_cycle_trigger_without_a_legal_target_is_removed():
    g = setup({"hand": ["Complicate"], "field": ["Island"] * 3, "deck": ["Forest"]}, phase="main1")
    c = oid(g, "Complicate", "hand0")
    do(g, ("activate", c, g.objs[c].card.hand_abilities[0]))
    pay_all(g)
    assert [it.kind for it in g.stack] == ["activated"]              # no spell to target


@rules("mtg2004:502.18c", "mtg2004:502.18")
def test_landcycling_searches_for_the_land_type():
    g = setup({"hand": ["Shoreline Ranger"], "field": ["Island"] * 2, "deck": ["Island", "Forest", "Island"]},
              phase="main1")
    r = oid(g, "Shoreline Ranger", "hand0")
    do(g, ("activate", r, g.objs[r].card.hand_abilities[0]))
    pay_all(g)
    pass_(g, 2)
    assert g.decision.kind == "search"
    assert sorted(o[0] for o in g.decision.options) == ["done", "find", "find"]
    do(g, g.decision.options[0])
    assert names(g, "hand0") == ["Island"] and sorted(names(g, "library0")) == ["Forest", "Island"]
    assert names(g, "graveyard0") == ["Shoreline Ranger"]


# ------------------------------------------------------------------------- modes, entwine
@rules("mtg2004:409.1b", "mtg2004:502.32a", "mtg2004:502.32b", "mtg2004:502.32")
def test_entwine_chooses_all_modes_in_printed_order():
    g = setup({"hand": ["Dream's Grip"], "field": ["Island", "Island", {"card": "Forest", "dull": True}]},
              {"field": ["Grizzly Bears"]}, phase="main1")
    bears, forest = oid(g, "Grizzly Bears"), oid(g, "Forest")
    do(g, ("play", oid(g, "Dream's Grip", "hand0")))
    assert kinds(g) == [("mode", 0), ("mode", 1), ("entwine",)]
    do(g, ("entwine",))
    do(g, ("target", ("o", bears)))                                  # mode 1: tap
    do(g, ("target", ("o", forest)))                                 # mode 2: untap
    pay_all(g)
    pass_(g, 2)
    assert g.objs[bears].tapped and not g.objs[forest].tapped


@rules("mtg2004:409.1b", "mtg2004:409.1c")
def test_a_mode_without_legal_targets_cannot_be_chosen():
    g = setup({"hand": ["Fever Charm"], "field": ["Mountain", "Grizzly Bears"]}, phase="main1")
    do(g, ("play", oid(g, "Fever Charm", "hand0")))
    assert kinds(g) == [("mode", 0), ("mode", 1)]                    # no Wizard in play
    do(g, ("mode", 1))
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    pay_all(g)
    pass_(g, 2)
    assert pt(g, oid(g, "Grizzly Bears")) == (4, 2)


def test_roar_of_the_kha_mode_over_all_your_creatures():
    g = setup({"hand": ["Roar of the Kha"], "field": ["Plains", "Plains", "Grizzly Bears", "Savannah Lions"]},
              {"field": ["Hill Giant"]}, phase="main1")
    cast(g, "Roar of the Kha", ("mode", 0))
    pass_(g, 2)
    assert pt(g, oid(g, "Grizzly Bears")) == (3, 3) and pt(g, oid(g, "Hill Giant")) == (3, 3)


# --------------------------------------------------------------------------- kicker
@rules("mtg2004:502.21a", "mtg2004:502.21b", "mtg2004:502.21")
def test_kicker_changes_the_effect():
    g = setup({"hand": ["Breath of Darigaaz"], "field": ["Mountain"] * 4},
              {"field": ["Grizzly Bears", "Suntail Hawk", "Horned Turtle"]}, phase="main1")
    cast(g, "Breath of Darigaaz", ("kicker", True))
    assert all(g.objs[o].tapped for o in g.zones["play"] if g.objs[o].controller == 0)
    pass_(g, 2)
    # 4 to each creature without flying and each player: the Hawk (flying) is spared.
    assert names(g, "graveyard1") == ["Grizzly Bears", "Horned Turtle"]
    assert g.pvars[0]["life"] == 16 and g.pvars[1]["life"] == 16


@rules("mtg2004:409.1d", "mtg2004:502.21c", "mtg2004:502.21")
def test_kicker_targets_are_chosen_only_if_kicked():
    g = setup({"hand": ["Rushing River"], "field": ["Island"] * 3 + ["Forest"]},
              {"field": ["Grizzly Bears", "Hill Giant"]}, phase="main1")
    bears, giant = oid(g, "Grizzly Bears"), oid(g, "Hill Giant")
    do(g, ("play", oid(g, "Rushing River", "hand0")))
    do(g, ("kicker", False))
    do(g, ("target", ("o", bears)))
    assert g.decision.kind == "pay"                                   # no second target
    do(g, CANCEL)
    do(g, ("play", oid(g, "Rushing River", "hand0")))
    do(g, ("kicker", True))
    do(g, ("target", ("o", bears)))
    do(g, ("target", ("o", giant)))
    do(g, ("sacrifice", oid(g, "Forest"), 0))                         # the kicker: sacrifice a land
    pay_all(g)
    pass_(g, 2)
    assert names(g, "hand1") == ["Grizzly Bears", "Hill Giant"] and names(g, "graveyard0") == ["Forest",
                                                                                                "Rushing River"]


# -------------------------------------------------------------------- buyback, flashback
@rules("mtg2004:502.16a", "mtg2004:502.16")
def test_buyback_returns_the_card_to_hand_unless_countered():
    g = setup({"hand": ["Capsize"], "field": ["Island"] * 6}, {"field": ["Grizzly Bears"]}, phase="main1")
    cast(g, "Capsize", ("buyback", True), ("target", ("o", oid(g, "Grizzly Bears"))))
    pass_(g, 2)
    assert names(g, "hand0") == ["Capsize"] and names(g, "hand1") == ["Grizzly Bears"]
    g = setup({"hand": ["Capsize"], "field": ["Island"] * 6},
              {"hand": ["Counterspell"], "field": ["Grizzly Bears", "Island", "Island"]}, phase="main1")
    cast(g, "Capsize", ("buyback", True), ("target", ("o", oid(g, "Grizzly Bears"))))
    pass_(g)
    cast(g, "Counterspell", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Capsize"]


@rules("mtg2004:502.22a", "mtg2004:502.22")
def test_flashback_from_the_graveyard_then_removed_from_the_game():
    g = setup({"break": ["Firebolt"], "field": ["Mountain"] * 5}, phase="main1")
    cast(g, "Firebolt", ("target", ("p", 1)), zone="graveyard")
    assert all(g.objs[o].tapped for o in g.zones["play"])            # {4}{R}
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and names(g, "removed") == ["Firebolt"] and not g.zones["graveyard0"]


@rules("mtg2004:502.22a", "mtg2004:409.1f", "mtg2004:502.22")
def test_flashback_cost_with_life_and_countered_flashback_is_removed():
    g = setup({"break": ["Deep Analysis"], "field": ["Island"] * 2},
              {"hand": ["Counterspell"], "field": ["Island"] * 2}, phase="main1")
    cast(g, "Deep Analysis", ("target", ("p", 0)), zone="graveyard")
    assert g.pvars[0]["life"] == 17                                   # pay 3 life
    pass_(g)
    cast(g, "Counterspell", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    assert names(g, "removed") == ["Deep Analysis"] and g.pvars[0]["life"] == 17


# -------------------------------------------------------------------------------- madness
@rules("mtg2004:502.24a", "mtg2004:502.24b", "mtg2004:502.24")
def test_madness_discard_then_play_for_the_madness_cost():
    g = setup({"hand": ["Catalog", "Fiery Temper"], "field": ["Island"] * 3 + ["Mountain"],
               "deck": ["Forest", "Forest"]}, phase="main1")
    cast(g, "Catalog")
    pass_(g, 2)
    do(g, ("discard", oid(g, "Fiery Temper", "hand0")))
    assert g.decision.kind == "replacement"
    do(g, ("madness", True))
    assert names(g, "removed") == ["Fiery Temper"]
    pass_(g, 2)                                                       # the madness trigger resolves
    temper = oid(g, "Fiery Temper", "removed")
    assert ("play", temper) in g.decision.options
    cast(g, "Fiery Temper", ("target", ("p", 1)), zone="removed")    # {R}, at instant speed
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17 and names(g, "graveyard0") == ["Catalog", "Fiery Temper"]


@rules("mtg2004:502.24a", "mtg2004:502.24")
def test_madness_window_ends_when_the_player_passes():
    g = setup({"hand": ["Catalog", "Fiery Temper"], "field": ["Island"] * 3 + ["Mountain"],
               "deck": ["Forest", "Forest"]}, phase="main1")
    cast(g, "Catalog")
    pass_(g, 2)
    do(g, ("discard", oid(g, "Fiery Temper", "hand0")))
    do(g, ("madness", True))
    pass_(g, 2)
    do(g, PASS)                                                       # passing priority
    assert names(g, "graveyard0") == ["Catalog", "Fiery Temper"] and not g.zones["removed"]


# ---------------------------------------------------------------------------------- storm
@rules("mtg2004:502.30a", "mtg2004:503.10", "mtg2004:502.30")
def test_storm_copies_with_new_targets_and_copies_are_not_played():
    g = setup({"hand": ["Shock", "Giant Growth", "Grapeshot", "Grapeshot"],
               "field": ["Mountain"] * 5 + ["Forest", "Grizzly Bears"]},
              {"field": ["Savannah Lions", "Suntail Hawk"]}, phase="main1")
    bears, lions, hawk = oid(g, "Grizzly Bears"), oid(g, "Savannah Lions"), oid(g, "Suntail Hawk")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g, 2)
    cast(g, "Giant Growth", ("target", ("o", bears)))
    pass_(g, 2)
    grape = g.zones["hand0"][0]
    cast(g, "Grapeshot", ("target", ("p", 1)))
    assert [it.kind for it in g.stack] == ["spell", "triggered"]
    assert g.stack[-1].x == 2                                        # two spells before it
    pass_(g, 2)                                                      # the storm trigger resolves
    do(g, ("target", ("o", lions)))                                  # copy 1
    do(g, ("target", ("o", hawk)))                                   # copy 2
    assert [it.kind for it in g.stack] == ["spell", "copy", "copy"]
    pass_(g, 6)
    assert sorted(names(g, "graveyard1")) == ["Savannah Lions", "Suntail Hawk"] and g.pvars[1]["life"] == 17
    assert g.vars["spells"][1] == 3 and grape not in g.objs           # copies aren't counted


# ------------------------------------------------------------------------------- sunburst
@rules("mtg2004:502.37a", "mtg2004:502.37b", "mtg2004:502.37")
def test_sunburst_counts_colours_spent():
    g = setup({"hand": ["Skyreach Manta", "Baton of Courage"],
               "field": ["Plains", "Island", "Swamp", "Swamp", "Swamp", "Mountain", "Forest", "Forest",
                         "Grizzly Bears"]}, phase="main1")
    do(g, ("play", oid(g, "Skyreach Manta", "hand0")))
    for land in ("Plains", "Island", "Swamp"):
        do(g, ("tap", oid(g, land)))
    swamps = [o for o in g.zones["play"] if g.objs[o].card.name == "Swamp" and not g.objs[o].tapped]
    do(g, ("tap", swamps[0]))
    do(g, ("tap", swamps[1]))
    pass_(g, 2)
    manta = oid(g, "Skyreach Manta")
    assert g.objs[manta].counters == {"+1/+1": 3} and pt(g, manta) == (3, 3)   # W, U, B
    cast(g, "Baton of Courage")                                       # Mountain, Forest, Forest: R, G
    pass_(g, 2)
    baton = oid(g, "Baton of Courage")
    assert g.objs[baton].counters == {"charge": 2}
    do(g, ("activate", baton, 0))
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    pass_(g, 2)
    assert g.objs[baton].counters == {"charge": 1} and pt(g, oid(g, "Grizzly Bears")) == (3, 3)



def test_counters_are_put_and_removed_by_the_kernel():
    """Sunburst's counters and a "remove a counter" cost go through engine/abilities/counters.add,
    as every game's counters do: one logged change each, and no counters left means none at all."""
    g = setup({"hand": ["Baton of Courage"], "field": ["Mountain", "Forest", "Forest", "Grizzly Bears"]},
              phase="main1")
    g.start_log()
    cast(g, "Baton of Courage")                                       # R, G: two colours
    pass_(g, 2)
    baton = oid(g, "Baton of Courage")
    for n in (1, 0):
        do(g, ("activate", baton, 0))
        do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
        pass_(g, 2)
        assert (g.objs[baton].counters or {}).get("charge", 0) == n
    assert g.objs[baton].counters is None
    assert [e[1:] for e in g.log if e[0] == "counters"] == [(baton, "charge", 2), (baton, "charge", -1),
                                                             (baton, "charge", -1)]
    assert pt(g, oid(g, "Grizzly Bears")) == (4, 4)

# ---------------------------------------------------------------------------------- morph
@rules("mtg2004:502.26a", "mtg2004:502.26b", "mtg2004:502.26d", "mtg2004:504.2", "mtg2004:504.5",
       "mtg2004:408.2h", "mtg2004:502.26")
def test_morph_face_down_for_three_then_turned_face_up():
    g = setup({"hand": ["Whipcorder"], "field": ["Plains", "Plains", "Mountain", "Mountain", "Mountain"]},
              phase="main1")
    do(g, ("play", oid(g, "Whipcorder", "hand0")))
    assert g.decision.kind == "way"
    do(g, ("way", 102, -1))                                           # face down, {3}
    for m in [o for o in g.zones["play"] if g.objs[o].card.name == "Mountain"]:
        do(g, ("tap", m))
    it = g.stack[-1]
    assert "face_down" in it.flags and g.objs[it.id].marks & FACE_DOWN
    pass_(g, 2)
    w = g.zones["play"][-1]
    assert g.objs[w].marks & FACE_DOWN and pt(g, w) == (2, 2) and chars(g, w).subtypes == ()
    assert ("activate", w, 0) not in g.decision.options               # no abilities face down
    do(g, ("unmorph", w))                                             # {W}: a special action
    pay_all(g)
    assert not g.stack and not g.objs[w].marks & FACE_DOWN and g.decision.player == 0
    assert chars(g, w).subtypes == ("Soldier", "Rebel")


@rules("mtg2004:504.3")
def test_only_the_controller_may_look_at_a_face_down_spell_or_permanent():
    g = setup({"hand": ["Whipcorder"], "field": ["Mountain"] * 3}, phase="main1")
    do(g, ("play", oid(g, "Whipcorder", "hand0")))                    # only face down is affordable
    for m in list(g.zones["play"]):
        do(g, ("tap", m))
    mine, theirs = g.view(0)["stack"][-1]["name"], g.view(1)["stack"][-1]["name"]
    assert "Whipcorder" in mine and "Whipcorder" not in theirs and "face-down" in theirs
    pass_(g, 2)
    w = g.zones["play"][-1]
    seen = {p: next(o for o in g.view(p)["zones"]["play"] if o["id"] == w) for p in (0, 1)}
    assert seen[0]["name"] == "Whipcorder" and seen[0]["face_down"]
    assert seen[1]["name"] == "face-down 2/2 creature" and seen[1]["code"] == "FACE-DOWN"
    assert "Whipcorder" not in str(g.view(1))


# ---------------------------------------------------------------------------- split cards
@rules("mtg2004:505.2", "mtg2004:505.3", "mtg2004:505.5")
def test_split_card_choose_a_half():
    g = setup({"hand": ["Fire // Ice"], "field": ["Mountain", "Mountain"]},
              {"field": ["Suntail Hawk", "Savannah Lions"]}, phase="main1")
    card = g.objs[oid(g, "Fire // Ice", "hand0")].card
    assert card.colors == {"R", "U"} and card.cmc == 4                # both halves outside the stack
    hawk, lions = oid(g, "Suntail Hawk"), oid(g, "Savannah Lions")
    do(g, ("play", oid(g, "Fire // Ice", "hand0")))                   # only Fire is affordable
    do(g, ("target", ("o", hawk)))
    do(g, ("target", ("o", lions)))
    pay_all(g)
    from tcg.games.mtg2004.targets import spell_card

    assert spell_card(g, g.stack[-1]).name == "Fire" and spell_card(g, g.stack[-1]).colors == {"R"}
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Suntail Hawk", "Savannah Lions"]
    assert names(g, "graveyard0") == ["Fire // Ice"]


@rules("mtg2004:505.4")
def test_a_split_card_is_one_card_when_discarded():
    g = setup({"hand": ["Mind Rot"], "field": ["Swamp"] * 3}, {"hand": ["Fire // Ice", "Forest", "Island"]},
              phase="main1")
    cast(g, "Mind Rot", ("target", ("p", 1)))
    pass_(g, 2)
    do(g, ("discard", oid(g, "Fire // Ice", "hand1")))
    do(g, ("discard", oid(g, "Forest", "hand1")))  # the second of the two cards
    assert names(g, "graveyard1") == ["Fire // Ice", "Forest"] and names(g, "hand1") == ["Island"]


# ------------------------------------------------------------------------- draw, discard
def test_tutor_and_discard():
    g = setup({"hand": ["Diabolic Tutor", "Mind Rot"], "field": ["Swamp"] * 7,
               "deck": ["Forest", "Shock", "Island"]},
              {"hand": ["Forest", "Island", "Plains"]}, phase="main1")
    cast(g, "Diabolic Tutor")
    pass_(g, 2)
    do(g, ("find", oid(g, "Shock", "library0")))
    assert names(g, "hand0") == ["Mind Rot", "Shock"]
    cast(g, "Mind Rot", ("target", ("p", 1)))
    pass_(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == 1     # the player chooses
    do(g, ("discard", oid(g, "Island", "hand1")))
    do(g, ("discard", oid(g, "Plains", "hand1")))
    assert names(g, "hand1") == ["Forest"]


@rules("mtg2004:413.2")
def test_resolving_follows_the_instructions_then_puts_the_card_into_the_graveyard_last():
    # Catalog: "Draw two cards, then discard a card." The draws come first, the discard is asked
    # while Catalog is still on the stack, and only then does it go to the graveyard.
    g = setup({"hand": ["Catalog"], "field": ["Island"] * 3, "deck": ["Forest", "Plains"]}, phase="main1")
    cast(g, "Catalog")
    pass_(g, 2)
    assert sorted(names(g, "hand0")) == ["Forest", "Plains"] and names(g, "library0") == []
    assert g.decision.kind == "discard" and names(g, "stack") == ["Catalog"] and names(g, "graveyard0") == []
    do(g, ("discard", oid(g, "Plains", "hand0")))
    assert names(g, "stack") == [] and names(g, "graveyard0") == ["Plains", "Catalog"]
