"""MTG 2004 rules tests with exact outcomes (rule ids: src/tcg/games/mtg2004/rule_index.toml)."""

from __future__ import annotations

import pytest

from tcg.engine.cards import CardFileError, DeckError
from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.cards import load_file
from tcg.games.mtg2004.decks import check_deck, parse_deck

from .kit import DONE, PASS, do, names, oid, pass_, play, pt, setup

rules = pytest.mark.rules


def _new(seed=1):
    return RULES.new_game([RULES.load_deck("green-white"), RULES.load_deck("red-black")], seed=seed)


# ---------------------------------------------------------------------------- cards, decks
@rules("mtg2004:100.2")
def test_bundled_decks_are_legal_and_limits_are_checked(tmp_path):
    for name in RULES.deck_names():
        assert len(RULES.load_deck(name).codes()) >= 60
    deck, side = parse_deck("5 Shock\n55 Mountain\n", "x.txt", RULES.cards)
    with pytest.raises(DeckError, match=r"x.txt:1: more than four copies of Shock \(100.2\)"):
        check_deck(deck, RULES.cards)
    deck, _ = parse_deck("4 Shock\n50 Mountain\n", "y.txt", RULES.cards)
    with pytest.raises(DeckError, match=r"54 cards; a constructed deck has at least 60"):
        check_deck(deck, RULES.cards)
    deck, _ = parse_deck("4 Shock\n60 Mountain\nSideboard\n1 Shock\n", "z.txt", RULES.cards)
    with pytest.raises(DeckError, match="more than four copies of Shock"):
        check_deck(deck, RULES.cards, _)
    with pytest.raises(DeckError, match=r"w.txt:2: unknown card 'Black Lotus'"):
        parse_deck("4 Shock\n1 Black Lotus\n", "w.txt", RULES.cards)


def test_card_file_errors_name_file_line_card_and_field(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text('[[card]]\ncode = "X-1"\nname = "Bad Bear"\ntype = "Creature - Bear"\npower = 2\n'
                 'toughness = "two"\n')
    with pytest.raises(CardFileError, match=r"bad.toml:6: card X-1 \(Bad Bear\), field toughness"):
        load_file(f)
    f.write_text('[[card]]\ncode = "X-2"\nname = "Bad Bolt"\ntype = "Instant"\n\n[[card.ability]]\n'
                 'effect = [{ do = "explode" }]\n')
    with pytest.raises(CardFileError, match=r"bad.toml:7: card X-2 \(Bad Bolt\), field ability.0.effect.0.do"):
        load_file(f)


# ---------------------------------------------------------------------------------- setup
@rules("mtg2004:101.3", "mtg2004:101.5")
def test_setup_twenty_life_seven_cards_and_first_player_skips_draw():
    g = _new()
    assert g.decision.kind == "play_or_draw"
    chooser = g.decision.player
    do(g, ("play",))
    assert [g.pvars[p]["life"] for p in (0, 1)] == [20, 20]
    assert len(g.zones["hand0"]) == len(g.zones["hand1"]) == 7
    do(g, ("keep",))
    do(g, ("keep",))
    # Turn 1, upkeep of the starting player: no draw step draw for them (101.5).
    assert g.vars["turn"] == 1 and g.vars["tp"] == chooser
    while g.vars["step"] != "main":
        do(g, PASS)
    assert len(g.zones[f"hand{chooser}"]) == 7 and len(g.zones[f"library{chooser}"]) == 53


@rules("mtg2004:101.4")
def test_paris_mulligan_draws_one_fewer_each_time_first_player_finishes_first():
    g = _new()
    do(g, ("play",))
    first = g.vars["first"]
    assert g.decision.kind == "mulligan" and g.decision.player == first
    do(g, ("mulligan",))
    assert len(g.zones[f"hand{first}"]) == 6 and len(g.zones[f"library{first}"]) == 54
    do(g, ("mulligan",))
    assert len(g.zones[f"hand{first}"]) == 5
    do(g, ("keep",))
    assert g.decision.kind == "mulligan" and g.decision.player == 1 - first


# ----------------------------------------------------------------------- mana, priority
@rules("mtg2004:300.3", "mtg2004:406.4")
def test_mana_burn_at_end_of_phase_not_step():
    g = setup({"field": ["Mountain", "Mountain"]}, phase="main1")
    do(g, ("mana", oid(g, "Mountain")))           # mana ability: no stack, keeps priority
    assert g.decision.kind == "priority" and g.decision.player == 0 and not g.stack
    assert g.pvars[0]["pool"] == (0, 0, 0, 1, 0, 0)
    pass_(g, 2)                                    # main phase ends: 1 burn
    assert g.pvars[0]["life"] == 19 and g.pvars[0]["pool"] == (0,) * 6


@rules("mtg2004:300.3")
def test_mana_survives_between_steps_of_a_phase():
    g = setup({"field": ["Mountain"], "vars": {"pool": [0, 0, 0, 1, 0, 0]}}, phase="upkeep")
    pass_(g, 2)                                    # upkeep -> draw step, same phase
    assert g.vars["step"] == "draw" and g.pvars[0]["pool"] == (0, 0, 0, 1, 0, 0)
    pass_(g, 2)                                    # end of the beginning phase
    assert g.pvars[0]["life"] == 19


@rules("mtg2004:102.4", "mtg2004:300.3")
def test_both_players_burn_to_zero_is_a_draw():
    g = setup({"life": 1, "vars": {"pool": [1, 0, 0, 0, 0, 0]}},
              {"life": 1, "vars": {"pool": [0, 0, 0, 0, 1, 0]}}, phase="main2")
    pass_(g, 2)
    assert g.over and g.result.winner is None and "102.4" in g.result.reason


@rules("mtg2004:305.4")
def test_one_land_per_turn_is_a_special_action():
    g = setup({"hand": ["Forest", "Forest"]}, phase="main1")
    do(g, ("land", oid(g, "Forest", "hand0")))
    assert g.decision.player == 0 and not g.stack
    assert all(o[0] != "land" for o in g.decision.options)


@rules("mtg2004:409.1c", "mtg2004:409.1h", "mtg2004:413.2h")
def test_playing_a_burn_spell_targets_pays_and_resolves():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain"]}, phase="main1")
    play(g, "Volcanic Hammer", ("p", 1))
    assert [it.kind for it in g.stack] == ["spell"] and names(g, "stack") == ["Volcanic Hammer"]
    assert all(g.objs[o].tapped for o in g.zones["play"])
    assert g.decision.player == 0                  # 409.1i: the player who played it
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17 and names(g, "graveyard0") == ["Volcanic Hammer"]
    assert g.decision.player == 0                  # 408.1c: the active player after resolution


@rules("mtg2004:409.1c")
def test_a_sorcery_is_not_offered_without_mana_or_at_instant_speed():
    g = setup({"hand": ["Volcanic Hammer", "Shock"], "field": ["Mountain"]}, phase="upkeep")
    kinds = [o for o in g.decision.options if o[0] == "play"]
    assert kinds == [("play", oid(g, "Shock", "hand0"))]


@rules("mtg2004:413.2a")
def test_spell_fizzles_when_its_only_target_is_gone():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Grizzly Bears"]},
              {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Giant Growth", ("o", bears))
    pass_(g)                                        # player 1 gets priority
    play(g, "Shock", ("o", bears))
    pass_(g, 2)                                     # Shock resolves; bears die (420.5c)
    assert names(g, "graveyard0") == ["Grizzly Bears"]
    pass_(g, 2)                                     # Giant Growth: countered on resolution
    assert names(g, "graveyard0") == ["Grizzly Bears", "Giant Growth"] and not g.stack


# ------------------------------------------------------------------- state-based effects
@rules("mtg2004:420.5c", "mtg2004:420.5b")
def test_lethal_damage_and_zero_toughness():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Grizzly Bears", "Horned Turtle"]},
              phase="main1")
    play(g, "Shock", ("o", oid(g, "Horned Turtle")))
    pass_(g, 2)
    assert g.objs[oid(g, "Horned Turtle")].damage == 2 and names(g, "graveyard1") == []


@rules("mtg2004:420.5d", "mtg2004:212.4f")
def test_aura_goes_to_graveyard_when_its_creature_leaves():
    g = setup({"hand": ["Unsummon"], "field": ["Island"]}, {"field": ["Holy Strength", "Grizzly Bears"]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (3, 4)
    play(g, "Unsummon", ("o", bears))
    pass_(g, 2)
    assert names(g, "hand1") == ["Grizzly Bears"] and names(g, "graveyard1") == ["Holy Strength"]


@rules("mtg2004:420.5g", "mtg2004:102.2")
def test_drawing_from_an_empty_library_loses():
    g = setup({"hand": ["Inspiration"], "field": ["4 Island"], "deck": ["Island"]}, phase="main1")
    play(g, "Inspiration", ("p", 0))
    pass_(g, 2)
    assert g.over and g.result.winner == 1 and "420.5g" in g.result.reason


# -------------------------------------------------------------------------------- layers
@rules("mtg2004:418.5a", "mtg2004:418.3b")
def test_static_and_resolved_pt_effects_and_counters():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Glorious Anthem", "Holy Strength",
                                                     {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (5, 6)                   # 2/2 +1/+1 counter +1/+2 +1/+1
    play(g, "Giant Growth", ("o", bears))
    pass_(g, 2)
    assert pt(g, bears) == (8, 9)


@rules("mtg2004:314.2")
def test_until_end_of_turn_effects_and_damage_end_in_cleanup():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", {"card": "Grizzly Bears", "damage": 1}]},
              phase="main2")
    bears = oid(g, "Grizzly Bears")
    play(g, "Giant Growth", ("o", bears))
    pass_(g, 2)
    assert pt(g, bears) == (5, 5)
    while g.vars["turn"] == 3:
        pass_(g)
    assert pt(g, bears) == (2, 2) and g.objs[bears].damage == 0


# -------------------------------------------------------------------------------- combat
@rules("mtg2004:308.2a", "mtg2004:212.3d")
def test_summoning_sick_creatures_and_walls_cannot_attack_haste_can():
    g = setup({"field": [{"card": "Grizzly Bears", "new": True}, {"card": "Raging Goblin", "new": True},
                         "Wall of Spears", "Savannah Lions"]}, phase="declare_attackers")
    opts = {o for o in g.decision.options}
    assert opts == {DONE, ("attack", oid(g, "Raging Goblin")), ("attack", oid(g, "Savannah Lions"))}


@rules("mtg2004:308.4")
def test_no_attackers_skips_blockers_and_damage():
    g = setup({"field": ["Savannah Lions"]}, phase="declare_attackers")
    do(g, DONE)
    pass_(g, 2)
    assert g.vars["step"] == "end_combat"


@rules("mtg2004:502.4b", "mtg2004:502.25", "mtg2004:502.25b", "mtg2004:309.2a")
def test_flying_and_fear_restrict_blockers():
    g = setup({"field": [{"card": "Wind Drake", "attacking": True}, {"card": "Severed Legion", "attacking": True}]},
              {"field": ["Grizzly Bears", "Bog Imp", "Ornithopter"]}, phase="declare_blockers")
    drake, legion = oid(g, "Wind Drake"), oid(g, "Severed Legion")
    bears, imp, thopter = oid(g, "Grizzly Bears"), oid(g, "Bog Imp"), oid(g, "Ornithopter")
    assert set(g.decision.options) == {DONE, ("block", imp, drake), ("block", imp, legion),
                                       ("block", thopter, drake), ("block", thopter, legion)}
    assert bears  # the Bears can block neither


@rules("mtg2004:310.1", "mtg2004:310.4a", "mtg2004:309.2f")
def test_damage_on_the_stack_is_dealt_after_the_blocker_leaves():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]},
              {"hand": ["Unsummon"], "field": ["Island", {"card": "Grizzly Bears", "blocking": True}]},
              phase="declare_blockers", step="declared")
    giant = oid(g, "Hill Giant")
    pass_(g, 2)                                     # to the combat damage step
    assert [it.kind for it in g.stack] == ["combat_damage"]
    assert g.stack[0].assign == ((giant, ("o", oid(g, "Grizzly Bears")), 3), (oid(g, "Grizzly Bears"), ("o", giant), 2))
    pass_(g)                                        # player 1 responds: bounce the blocker
    play(g, "Unsummon", ("o", oid(g, "Grizzly Bears")))
    pass_(g, 2)
    assert names(g, "hand1") == ["Grizzly Bears"]
    pass_(g, 2)                                     # damage resolves as assigned
    assert g.objs[giant].damage == 2 and g.pvars[1]["life"] == 20


@rules("mtg2004:502.9b", "mtg2004:310.2c")
def test_trample_assigns_lethal_to_blockers_first_then_the_player():
    g = setup({"field": [{"card": "Fangren Hunter", "attacking": True}]},
              {"field": [{"card": "Norwood Ranger", "blocking": True}]},
              phase="declare_blockers", step="declared")
    ranger = oid(g, "Norwood Ranger")
    pass_(g, 2)
    assert g.decision.kind == "assign_damage"
    assert g.decision.options == (("assign", ("o", ranger)),)     # lethal to the blocker first
    while g.decision.kind == "assign_damage":
        opts = g.decision.options
        g.apply(opts[-1])
    assert g.stack[-1].assign[0][1:] == (("o", ranger), 2) and g.stack[-1].assign[1][1:] == (("p", 1), 2)


@rules("mtg2004:310.5", "mtg2004:502.2")
def test_first_strike_kills_before_regular_damage():
    g = setup({"field": [{"card": "Sabretooth Tiger", "attacking": True}]},
              {"field": [{"card": "Coral Eel", "blocking": True}]},
              phase="declare_blockers", step="declared")
    tiger = oid(g, "Sabretooth Tiger")
    pass_(g, 2)
    assert [a[0] for a in g.stack[-1].assign] == [tiger]
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Coral Eel"]
    pass_(g, 2)                                     # second damage step: nothing left to deal
    assert g.objs[tiger].damage == 0 and g.vars["step"] in ("end_combat", "combat_damage")


@rules("mtg2004:410.3")
def test_end_of_turn_trigger_returns_sandstalker():
    g = setup({"field": ["Viashino Sandstalker"]}, phase="end_of_turn")
    assert [it.kind for it in g.stack] == ["triggered"]
    pass_(g, 2)
    assert names(g, "hand0") == ["Viashino Sandstalker"]


@rules("mtg2004:314.1")
def test_cleanup_discards_to_seven():
    g = setup({"hand": ["Forest"] * 9}, phase="end_of_turn")
    pass_(g, 2)
    assert g.decision.kind == "discard"
    g.apply(0)
    g.apply(0)
    assert len(g.zones["hand0"]) == 7 and len(g.zones["graveyard0"]) == 2
