"""MTG 2004 rules tests for the card types (212-215): artifacts, creatures, enchantments,
instants, lands, sorceries, spells, permanents and legends."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES, actions
from tcg.games.mtg2004.cards import load_file
from tcg.games.mtg2004.chars import chars

from .kit import PASS, do, names, oid, pass_, pay_all, play, setup

rules = pytest.mark.rules


def card(name: str):
    return RULES.cards[RULES.card_code(name)]


def can_play(g, name: str, zone: str | None = None) -> bool:
    p = g.decision.player
    return ("play", oid(g, name, zone or f"hand{p}")) in g.decision.options


# ------------------------------------------------------------------------------- 212.1
@rules("mtg2004:212.1a", "mtg2004:200.9b")
def test_abilities_have_no_type_so_a_spell_counter_cant_target_them():
    g = setup({"field": ["Swamp", "Looming Shade"]}, {"hand": ["Counterspell"], "field": ["Island", "Island"]},
              phase="main1")
    do(g, ("activate", oid(g, "Looming Shade"), 0))
    pay_all(g)
    pass_(g)                                       # player 1 has priority with an ability on the stack
    assert g.decision.player == 1 and not can_play(g, "Counterspell")


@rules("mtg2004:212.1b")
def test_a_new_land_type_replaces_the_old_one():
    g = setup({"hand": ["Sea's Claim"], "field": ["Island"]}, {"field": ["Forest"]}, phase="main1")
    forest = oid(g, "Forest")
    play(g, "Sea's Claim", ("o", forest))
    pass_(g, 2)
    c = chars(g, forest)
    assert c.subtypes == ("Island",) and c.types == ("Land",) and c.mana == "U"


# ------------------------------------------------------------------------------- artifacts
@rules("mtg2004:212.2a", "mtg2004:212.2b", "mtg2004:212.4a", "mtg2004:212.4b")
def test_artifacts_and_enchantments_are_played_in_your_main_phase_with_an_empty_stack():
    g = setup({"hand": ["Ornithopter", "Glorious Anthem", "Shock"], "field": ["Plains"] * 3 + ["Mountain"]},
              {"hand": ["Ornithopter"]}, phase="main1")
    assert can_play(g, "Ornithopter") and can_play(g, "Glorious Anthem")
    play(g, "Shock", ("p", 1))
    assert not can_play(g, "Ornithopter") and not can_play(g, "Glorious Anthem")   # the stack isn't empty
    pass_(g)
    assert g.decision.player == 1 and not can_play(g, "Ornithopter")              # not the active player
    pass_(g)
    play(g, "Ornithopter")
    pass_(g, 2)
    play(g, "Glorious Anthem")
    pass_(g, 2)
    anthem, orni = oid(g, "Glorious Anthem"), oid(g, "Ornithopter")
    assert g.objs[anthem].controller == 0 and g.objs[orni].controller == 0
    g = setup({"hand": ["Ornithopter"]}, phase="upkeep")
    assert not can_play(g, "Ornithopter")                                            # not a main phase


@rules("mtg2004:212.2d")
def test_artifacts_are_colourless():
    assert all(not c.colors for c in RULES.cards.values() if c.types and c.types[0] == "Artifact" and not c.cost.count("{W}"))
    assert card("Bonesplitter").colors == frozenset() and card("Wall of Spears").colors == frozenset()


@rules("mtg2004:212.2g", "mtg2004:212.7e")
def test_equipment_attaches_only_to_creatures_as_a_sorcery():
    g = setup({"field": ["Mountain", "Bonesplitter", "Grizzly Bears", "Forest", "Glorious Anthem"]},
              {"field": ["Hill Giant"]}, phase="main1")
    bs = oid(g, "Bonesplitter")
    do(g, ("activate", bs, 0))
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert targets == {("o", oid(g, "Grizzly Bears"))}       # not a land, an enchantment, theirs
    g = setup({"hand": ["Shock"], "field": ["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"]},
              phase="upkeep")
    assert not any(o[0] == "activate" and o[1] == oid(g, "Bonesplitter") for o in g.decision.options)
    g = setup({"hand": ["Shock"], "field": ["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"]},
              phase="main1")
    play(g, "Shock", ("p", 1))
    assert not any(o[0] == "activate" and o[1] == oid(g, "Bonesplitter") for o in g.decision.options)


# -------------------------------------------------------------------------------- creatures
@rules("mtg2004:212.3a", "mtg2004:212.7a")
def test_creatures_and_sorceries_are_not_played_on_the_opponents_turn():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Grizzly Bears", "Lava Axe", "Giant Growth"],
               "field": ["Forest"] * 5 + ["Mountain", "Norwood Ranger"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    assert g.decision.player == 1
    assert not can_play(g, "Grizzly Bears") and not can_play(g, "Lava Axe") and can_play(g, "Giant Growth")


# ------------------------------------------------------------------------------- instants
@rules("mtg2004:212.5a", "mtg2004:212.5b", "mtg2004:217.4a")
def test_instants_are_played_whenever_you_have_priority_and_go_to_the_graveyard():
    g = setup({"hand": ["Lava Axe"], "field": ["Mountain"] * 5},
              {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    play(g, "Lava Axe", ("p", 1))
    pass_(g)
    assert g.decision.player == 1 and can_play(g, "Shock")       # the opponent's turn, a spell on the stack
    play(g, "Shock", ("p", 0))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Shock"] and g.pvars[0]["life"] == 18
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Lava Axe"] and g.pvars[1]["life"] == 15


@rules("mtg2004:212.5d", "mtg2004:212.7d", "mtg2004:214.1")
def test_instants_and_sorceries_never_come_into_play():
    g = setup({"hand": ["Shock", "Lava Axe", "Grizzly Bears"]}, phase="main1")
    for name in ("Shock", "Lava Axe"):
        x = oid(g, name, "hand0")
        assert actions.move(g, x, "play") == x and g.objs[x].zone == "hand0"
    bears = actions.move(g, oid(g, "Grizzly Bears", "hand0"), "play")
    assert g.objs[bears].zone == "play"


@rules("mtg2004:212.5e")
def test_any_time_you_could_play_an_instant_means_with_priority():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Baton of Courage", "Ornithopter"], "field": ["Plains"] * 3}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    assert g.decision.player == 1 and can_play(g, "Baton of Courage") and not can_play(g, "Ornithopter")


# ---------------------------------------------------------------------------------- lands
@rules("mtg2004:212.6a", "mtg2004:212.6d")
def test_a_land_is_never_a_spell_and_basic_lands_tap_for_their_colour():
    g = setup({"hand": ["Forest"]}, phase="main1")
    forest = oid(g, "Forest", "hand0")
    assert card("Forest").text in ("", "G") and card("Forest").mana == "G"
    do(g, ("land", forest))
    assert not g.stack and g.decision.player == 0 and names(g, "play") == ["Forest"]
    do(g, ("mana", oid(g, "Forest")))
    assert g.pvars[0]["pool"] == (0, 0, 0, 0, 1, 0)


@rules("mtg2004:212.6b")
def test_putting_a_land_into_play_is_not_the_land_play():
    g = setup({"hand": ["Rampant Growth", "Forest"], "field": ["Forest", "Forest"], "deck": ["Island"]},
              phase="main1")
    play(g, "Rampant Growth")
    pass_(g, 2)
    while g.decision.kind != "priority":
        do(g, next(o for o in g.decision.options if o[0] not in ("none", "done", "cancel")))
    assert names(g, "play").count("Island") == 1
    assert ("land", oid(g, "Forest", "hand0")) in g.decision.options


# ------------------------------------------------------------------------------- sorceries
@rules("mtg2004:212.7b")
def test_a_resolved_sorcery_goes_to_its_owners_graveyard():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain"]}, phase="main1")
    play(g, "Volcanic Hammer", ("p", 1))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Volcanic Hammer"] and not g.stack and g.pvars[1]["life"] == 17


# -------------------------------------------------------------------------------- legends
@rules("mtg2004:215.2")
def test_legendary_is_not_the_legend_creature_type(tmp_path):
    f = tmp_path / "l.toml"
    f.write_text('[[card]]\ncode = "TST-3"\nname = "Test Idol"\ncost = "{3}"\ntype = "Legendary Artifact"\n')
    idol = load_file(f)["TST-3"]
    g = setup({"field": ["March of the Machines"]}, phase="main1")
    x = g.create(idol, 0, "play")
    c = chars(g, x)
    assert "Creature" in c.types and c.supertypes == ("Legendary",) and "Legend" not in c.subtypes
    assert (c.power, c.toughness) == (3, 3)
    visara = card("Visara the Dreadful")
    assert "Legend" in visara.subtypes and "Legendary" not in visara.supertypes


@rules("mtg2004:214.3", "mtg2004:214.4", "mtg2004:217.5a", "mtg2004:217.5")
def test_permanents_come_into_play_untapped_under_the_player_who_put_them_there():
    g = RULES.new_game([RULES.load_deck("green-white"), RULES.load_deck("red-black")], seed=6)
    assert g.zones["play"] == []                     # in play is empty at the start
    g = setup({"hand": ["Raise the Alarm"], "field": ["Plains", "Plains"]}, {}, phase="main1")
    play(g, "Raise the Alarm")
    pass_(g, 2)
    assert all(not g.objs[o].tapped for o in g.zones["play"] if g.objs[o].card.token)
    assert {g.objs[o].controller for o in g.zones["play"]} == {0}
    assert PASS in g.decision.options
