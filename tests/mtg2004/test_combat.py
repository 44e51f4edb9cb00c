"""Combat rules tests (306-311, 500-502) with exact outcomes: evasion, protection, multiple
blockers, requirements and restrictions, attack costs, combat keyword triggers, trample and
double strike."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES

from .kit import DONE, do, names, oid, pass_, play, pt, setup

rules = pytest.mark.rules
RESTART = ("restart",)


def _blockers(g):
    """The (blocker, attacker) pairs offered in the pending block decision."""
    return {o[1:] for o in g.decision.options if o[0] == "block"}


def _assign_all(g, picks):
    """Assign damage one point at a time, each pick an ("o", id) / ("p", n) target."""
    for t in picks:
        do(g, ("assign", t))


# ------------------------------------------------------------------------------- evasion
@rules("mtg2004:502.6b", "mtg2004:501.1")
@pytest.mark.parametrize("walker,land", [("Zodiac Rooster", "Plains"), ("Segovian Leviathan", "Island"),
                                         ("Bog Wraith", "Swamp"), ("Canyon Wildcat", "Mountain"),
                                         ("Rushwood Dryad", "Forest")])
def test_landwalk_is_unblockable_while_the_defender_controls_that_land(walker, land):
    g = setup({"field": [{"card": walker, "attacking": True}]},
              {"field": [land, "Grizzly Bears"]}, phase="declare_blockers")
    assert g.decision is None or g.decision.kind != "block"   # no legal block: skipped
    assert g.vars["blocks"] == ()
    g = setup({"field": [{"card": walker, "attacking": True}]},
              {"field": ["Grizzly Bears"]}, phase="declare_blockers")
    assert _blockers(g) == {(oid(g, "Grizzly Bears"), oid(g, walker))}


@rules("mtg2004:502.8b")
def test_shadow_blocks_and_is_blocked_only_by_shadow():
    g = setup({"field": [{"card": "Soltari Foot Soldier", "attacking": True}, {"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Grizzly Bears", "Soltari Foot Soldier"]}, phase="declare_blockers")
    att_sol, att_bear = oid(g, "Soltari Foot Soldier"), oid(g, "Grizzly Bears")
    def_bear = [o for o in g.zones["play"] if g.objs[o].controller == 1 and g.objs[o].card.name == "Grizzly Bears"][0]
    def_sol = [o for o in g.zones["play"] if g.objs[o].controller == 1 and g.objs[o].card.name == "Soltari Foot Soldier"][0]
    assert _blockers(g) == {(def_bear, att_bear), (def_sol, att_sol)}


@rules("mtg2004:502.17b")
def test_horsemanship_blocked_only_by_horsemanship_but_blocks_anything():
    g = setup({"field": [{"card": "Shu Cavalry", "attacking": True}]},
              {"field": ["Wind Drake", "Grizzly Bears"]}, phase="declare_blockers")
    assert g.vars["blocks"] == () and (g.decision is None or g.decision.kind != "block")
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Shu Cavalry"]}, phase="declare_blockers")
    assert _blockers(g) == {(oid(g, "Shu Cavalry"), oid(g, "Grizzly Bears"))}


@rules("mtg2004:502.4b", "mtg2004:501.2")
def test_may_block_as_though_it_had_flying_and_walls_only():
    g = setup({"field": [{"card": "Wind Drake", "attacking": True}]},
              {"field": ["Tel-Jilad Archers", "Grizzly Bears"]}, phase="declare_blockers")
    assert _blockers(g) == {(oid(g, "Tel-Jilad Archers"), oid(g, "Wind Drake"))}
    # Invisibility: only Walls can block; a Wall without flying can't block a flyer with it (501.2).
    g = setup({"field": ["Invisibility", {"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Wall of Spears", "Hill Giant"]}, phase="declare_blockers")
    assert _blockers(g) == {(oid(g, "Wall of Spears"), oid(g, "Grizzly Bears"))}


# ---------------------------------------------------------------------------- protection
@rules("mtg2004:502.7f", "mtg2004:502.7e")
def test_protection_from_red_cant_be_blocked_by_red_and_red_damage_is_prevented():
    g = setup({"field": [{"card": "Silver Knight", "attacking": True}]},
              {"field": ["Canyon Wildcat", "Hill Giant", "Grizzly Bears"]}, phase="declare_blockers")
    knight = oid(g, "Silver Knight")
    assert _blockers(g) == {(oid(g, "Grizzly Bears"), knight)}
    # Blocking the red Hill Giant: the Knight's first-strike 2 damage is dealt, the Giant's 3 is
    # prevented.
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]},
              {"field": [{"card": "Silver Knight", "blocking": True}]}, phase="declare_blockers", step="declared")
    giant, knight = oid(g, "Hill Giant"), oid(g, "Silver Knight")
    pass_(g, 4)                                     # first strike step: assignment, resolution
    assert g.objs[giant].damage == 2
    pass_(g, 4)                                     # regular step: the Giant's damage is prevented
    assert g.objs[knight].damage == 0


@rules("mtg2004:502.7a", "mtg2004:502.7e", "mtg2004:502.7f")
def test_protection_from_creatures():
    g = setup({"field": [{"card": "Beloved Chaplain", "attacking": True}]},
              {"field": ["Grizzly Bears", "Wall of Spears"]}, phase="declare_blockers")
    assert g.vars["blocks"] == ()
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"field": [{"card": "Beloved Chaplain", "blocking": True}]}, phase="declare_blockers", step="declared")
    chap, bears = oid(g, "Beloved Chaplain"), oid(g, "Grizzly Bears")
    pass_(g, 4)
    assert g.objs[chap].damage == 0 and g.objs[bears].damage == 1
    assert chap in g.zones["play"]


@rules("mtg2004:502.9d", "mtg2004:502.9b")
def test_trample_over_protection_must_assign_lethal_that_is_prevented():
    g = setup({"field": [{"card": "Darksteel Colossus", "attacking": True}]},
              {"field": [{"card": "Tel-Jilad Chosen", "blocking": True}]}, phase="declare_blockers", step="declared")
    chosen = oid(g, "Tel-Jilad Chosen")
    pass_(g, 2)
    assert g.decision.options == (("assign", ("o", chosen)),)     # lethal (1) to the blocker first
    do(g, ("assign", ("o", chosen)))
    assert ("assign", ("p", 1)) in g.decision.options
    _assign_all(g, [("p", 1)] * 10)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 10 and g.objs[chosen].damage == 0 and chosen in g.zones["play"]


# ---------------------------------------------------------------------- damage assignment
@rules("mtg2004:310.2c", "mtg2004:310.2a")
def test_free_division_among_blockers_without_lethal_first():
    g = setup({"field": [{"card": "Spined Wurm", "attacking": True}]},
              {"field": [{"card": "Grizzly Bears", "blocking": True}, {"card": "Coral Eel", "blocking": True}]},
              phase="declare_blockers", step="declared")
    wurm, bears, eel = oid(g, "Spined Wurm"), oid(g, "Grizzly Bears"), oid(g, "Coral Eel")
    pass_(g, 2)
    assert set(g.decision.options) == {("assign", ("o", bears)), ("assign", ("o", eel))}
    _assign_all(g, [("o", bears)] + [("o", eel)] * 4)   # 1 to the Bears (not lethal), 4 to the Eel
    assert g.stack[-1].assign[:2] == ((wurm, ("o", bears), 1), (wurm, ("o", eel), 4))
    pass_(g, 2)
    assert g.objs[bears].damage == 1 and "Coral Eel" in [g.objs[o].card.name for o in g.zones["graveyard1"]]


@rules("mtg2004:310.2d")
def test_a_creature_blocking_two_attackers_divides_its_damage():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}, {"card": "Savannah Lions", "attacking": True}]},
              {"field": ["Two-Headed Dragon"]}, phase="declare_blockers")
    bears, lions, dragon = oid(g, "Grizzly Bears"), oid(g, "Savannah Lions"), oid(g, "Two-Headed Dragon")
    do(g, ("block", dragon, bears))
    do(g, ("block", dragon, lions))                 # "may block an additional creature"
    assert ("block", dragon, lions) not in g.decision.options if g.decision.kind == "block" else True
    if g.decision.kind == "block":
        do(g, DONE)
    pass_(g, 2)
    assert g.decision.kind == "assign_damage" and g.decision.player == 1
    _assign_all(g, [("o", lions)] * 3 + [("o", bears)])
    pass_(g, 2)
    assert "Savannah Lions" in [g.objs[o].card.name for o in g.zones["graveyard0"]]
    assert g.objs[bears].damage == 1        # the Dragon took 2 + 2 and died too
    assert "Two-Headed Dragon" in [g.objs[o].card.name for o in g.zones["graveyard1"]]


@rules("mtg2004:310.2e")
def test_may_deal_combat_damage_as_though_not_blocked():
    g = setup({"field": [{"card": "Thorn Elemental", "attacking": True}]},
              {"field": [{"card": "Grizzly Bears", "blocking": True}]}, phase="declare_blockers", step="declared")
    pass_(g, 2)
    assert g.decision.kind == "as_unblocked"
    do(g, ("yes",))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 13 and g.objs[oid(g, "Grizzly Bears")].damage == 0


@rules("mtg2004:502.28b", "mtg2004:310.5")
def test_double_strike_deals_damage_in_both_steps():
    g = setup({"field": [{"card": "Skyhunter Skirmisher", "attacking": True}]}, {}, phase="declare_blockers")
    pass_(g, 2)                                     # blockers step: no blockers; to damage
    pass_(g, 2)
    assert g.pvars[1]["life"] == 19
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18


@rules("mtg2004:502.9e")
def test_a_non_trampler_assigns_first_so_the_trampler_needs_less_for_lethal():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}, {"card": "Darksteel Colossus", "attacking": True}]},
              {"field": ["Two-Headed Dragon"]}, phase="declare_blockers")
    bears, colossus, dragon = oid(g, "Grizzly Bears"), oid(g, "Darksteel Colossus"), oid(g, "Two-Headed Dragon")
    do(g, ("block", dragon, bears))
    do(g, ("block", dragon, colossus))               # the Dragon blocks both (it may block an additional one)
    pass_(g, 2)
    # The Bears' 2 are assigned to the 4-toughness Dragon first: the Colossus owes it only 2 more.
    for _ in range(2):
        assert g.decision.kind == "assign_damage" and g.decision.options == (("assign", ("o", dragon)),)
        do(g, ("assign", ("o", dragon)))
    for _ in range(9):
        do(g, ("assign", ("p", 1)))
    for _ in range(4):
        do(g, ("assign", ("o", colossus)))           # the Dragon's damage (the defending player's choice)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 11 and names(g, "graveyard1") == ["Two-Headed Dragon"]


@rules("mtg2004:501.3", "mtg2004:306.2a")
def test_evasion_or_cant_block_gained_after_blocks_does_not_undo_the_block():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]}, {"field": ["Hill Giant"]},
              phase="declare_blockers")
    bears, giant = oid(g, "Grizzly Bears"), oid(g, "Hill Giant")
    do(g, ("block", giant, bears))
    # Resolved "gains flying" and "can't block" effects, once the block is declared.
    g.effects.append(RULES.Effect(g.tick(), 5, "grant", ("flying",), bears, (bears,), "end_of_turn", 0))
    g.effects.append(RULES.Effect(g.tick(), 5, "grant", ("cant_block",), giant, (giant,), "end_of_turn", 1))
    g.cache.clear()
    pass_(g, 4)                                      # to combat damage, and its resolution
    assert g.vars["blocks"] == ((giant, bears),) and g.pvars[1]["life"] == 20
    assert names(g, "graveyard0") == ["Grizzly Bears"] and g.objs[giant].damage == 2


# --------------------------------------------------------- restrictions and requirements
@rules("mtg2004:500.3")
def test_cant_be_blocked_except_by_two_or_more():
    g = setup({"field": [{"card": "Two-Headed Dragon", "attacking": True}]},
              {"field": ["Wind Drake", "Bog Imp"]}, phase="declare_blockers")
    dragon, drake, imp = oid(g, "Two-Headed Dragon"), oid(g, "Wind Drake"), oid(g, "Bog Imp")
    assert DONE in g.decision.options
    do(g, ("block", drake, dragon))
    assert DONE not in g.decision.options and RESTART in g.decision.options
    do(g, ("block", imp, dragon))
    do(g, DONE) if g.decision.kind == "block" else None
    assert set(g.vars["blocks"]) == {(drake, dragon), (imp, dragon)}


@rules("mtg2004:500.1", "mtg2004:500.4")
def test_lure_requires_every_able_creature_to_block_it():
    g = setup({"field": [{"card": "Taunting Elf", "attacking": True}, {"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Hill Giant", "Wind Drake", {"card": "Coral Eel", "dull": True}]}, phase="declare_blockers")
    elf, bears = oid(g, "Taunting Elf"), oid(g, "Grizzly Bears")
    giant, drake = oid(g, "Hill Giant"), oid(g, "Wind Drake")
    assert DONE not in g.decision.options            # both able creatures must block the Elf
    do(g, ("block", giant, bears))
    assert DONE not in g.decision.options
    do(g, RESTART)
    do(g, ("block", giant, elf))
    do(g, ("block", drake, elf))
    assert g.vars["blocks"] == ((giant, elf), (drake, elf))   # the tapped Eel is exempt (500.3)


@rules("mtg2004:500.2", "mtg2004:308.2a")
def test_grand_melee_requires_attacks_and_sea_monster_restriction():
    g = setup({"field": ["Grand Melee", "Grizzly Bears", "Sea Monster", {"card": "Hill Giant", "new": True}]},
              {"field": ["Plains"]}, phase="declare_attackers")
    bears, monster = oid(g, "Grizzly Bears"), oid(g, "Sea Monster")
    # The Giant is summoning sick, the Monster can't attack (no Island): only the Bears, which must.
    assert g.decision.options == (("attack", bears),)
    do(g, ("attack", bears))
    assert g.vars["attackers"] == (bears,) and monster not in g.vars["attackers"]


@rules("mtg2004:308.2d", "mtg2004:308.2f", "mtg2004:308.2c")
def test_attack_tax_paid_for_each_attacker():
    g = setup({"field": ["Forest", "Forest", "Grizzly Bears", "Norwood Ranger"]},
              {"field": ["Windborn Muse"]}, phase="declare_attackers")
    bears, ranger = oid(g, "Grizzly Bears"), oid(g, "Norwood Ranger")
    assert set(g.decision.options) == {DONE, ("attack", bears), ("attack", ranger)}
    do(g, ("attack", bears))                          # {4} for two attackers can't be paid: done
    assert g.decision.kind == "pay" and g.decision.options == (("tap", oid(g, "Forest")), ("tap", oid(g, "Forest") + 1))
    while g.decision.kind == "pay":
        g.apply(0)
    forests = [o for o in g.zones["play"] if g.objs[o].card.name == "Forest"]
    assert all(g.objs[f].tapped for f in forests) and g.vars["attackers"] == (bears,)
    assert g.objs[bears].tapped


# ----------------------------------------------------------------- combat keyword triggers
@rules("mtg2004:502.3a")
def test_flanking_gives_the_blocker_minus_one():
    g = setup({"field": [{"card": "Suq'Ata Lancer", "attacking": True}]},
              {"field": ["Grizzly Bears"]}, phase="declare_blockers")
    lancer, bears = oid(g, "Suq'Ata Lancer"), oid(g, "Grizzly Bears")
    do(g, ("block", bears, lancer))                  # the only block: the declaration ends
    assert [it.kind for it in g.stack] == ["combat_trigger"]
    pass_(g, 2)
    assert pt(g, bears) == (1, 1)


@rules("mtg2004:502.12a", "mtg2004:502.12b")
def test_rampage_counts_blockers_beyond_the_first():
    g = setup({"field": [{"card": "Wolverine Pack", "attacking": True}]},
              {"field": ["Grizzly Bears", "Savannah Lions"]}, phase="declare_blockers")
    pack = oid(g, "Wolverine Pack")
    do(g, ("block", oid(g, "Grizzly Bears"), pack))
    do(g, ("block", oid(g, "Savannah Lions"), pack))
    assert pt(g, pack) == (2, 4)
    pass_(g, 2)
    assert pt(g, pack) == (4, 6)


@rules("mtg2004:502.29a")
def test_provoke_untaps_the_target_and_forces_it_to_block():
    g = setup({"field": ["Goblin Grappler"]},
              {"field": [{"card": "Hill Giant", "dull": True}, "Grizzly Bears"]}, phase="declare_attackers")
    grappler, giant = oid(g, "Goblin Grappler"), oid(g, "Hill Giant")
    do(g, ("attack", grappler))
    do(g, ("target", ("o", giant)))
    pass_(g, 2)
    assert g.decision.kind == "may"
    do(g, ("yes",))
    assert not g.objs[giant].tapped
    pass_(g, 2)                                     # to the declare blockers step
    assert g.decision.kind == "block" and DONE not in g.decision.options
    do(g, ("block", giant, grappler))
    assert DONE in g.decision.options


@rules("mtg2004:419.6a")
def test_two_double_damage_effects_make_four_not_infinite():
    g = setup({"field": ["Furnace of Rath", "Furnace of Rath", {"card": "Suntail Hawk", "attacking": True}]},
              {}, phase="declare_blockers")
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 16


@rules("mtg2004:419.9a", "mtg2004:419.7a")
def test_affected_player_orders_prevention_and_doubling():
    g = setup({"field": ["Furnace of Rath", {"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Urza's Armor"]}, phase="declare_blockers")
    pass_(g, 2)
    pass_(g, 2)
    assert g.decision.kind == "replacement_order" and g.decision.player == 1
    armor = oid(g, "Urza's Armor")
    first = [o for o in g.decision.options if o[1][0] == ("static", armor, 0)][0]
    do(g, first)                                    # prevent 1 of 2, then double: 2
    assert g.pvars[1]["life"] == 18


@rules("mtg2004:419.7a")
def test_sandskin_prevents_combat_damage_to_and_by_enchanted_creature():
    g = setup({"field": ["Sandskin", {"card": "Hill Giant", "attacking": True}]},
              {"field": [{"card": "Grizzly Bears", "blocking": True}]}, phase="declare_blockers", step="declared")
    giant, bears = oid(g, "Hill Giant"), oid(g, "Grizzly Bears")
    pass_(g, 4)
    assert g.objs[giant].damage == 0 and g.objs[bears].damage == 0


@rules("mtg2004:419.5a")
def test_worship_keeps_its_controller_at_one_life():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]},
              {"life": 3, "field": ["Worship", "Ornithopter"]}, phase="declare_blockers")
    if g.decision.kind == "block":
        do(g, DONE)
    pass_(g, 4)
    assert g.pvars[1]["life"] == 1 and g.result is None


@rules("mtg2004:310.5", "mtg2004:502.2b")
def test_no_first_striker_as_the_step_begins_means_one_damage_step():
    g = setup({"hand": ["Unsummon"], "field": ["Island", {"card": "Sabretooth Tiger", "attacking": True},
                                               {"card": "Hill Giant", "attacking": True}]},
              {}, phase="declare_blockers", step="declared")
    play(g, "Unsummon", ("o", oid(g, "Sabretooth Tiger")))
    pass_(g, 2)
    pass_(g, 2)                                     # to the combat damage step: a single one
    assert [a[2] for a in g.stack[-1].assign] == [3]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17
    pass_(g, 2)
    assert g.vars["step"] == "end_combat"
