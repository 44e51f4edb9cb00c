"""MTG 2004 replacement effects on a zone change, applied in the middle of the move by the
kernel's pipeline (zone_replacements.py, engine/zones.py): Darksteel Colossus ("If Darksteel
Colossus would be put into a graveyard from anywhere, ... shuffle it into its owner's library
instead"), Carbonize ("If the creature would be put into a graveyard this turn, remove it from
the game instead") and madness (502.24a). Exact outcomes."""

from __future__ import annotations

import pytest

from tcg.engine.state import Game
from tcg.games.mtg2004 import RULES

from .kit import PASS, do, names, oid, pass_, pay_all, play, setup

rules = pytest.mark.rules
COLOSSUS_SHUFFLE, CARBONIZE_REMOVE = ("instead", "library"), ("instead", "removed")


def _carbonized_colossus():
    """Player 0's Carbonize on player 1's Colossus (3 damage: it is indestructible), then player 1
    sacrifices it to Nantuko Husk: both effects would replace its move to the graveyard."""
    g = setup({"hand": ["Carbonize"], "field": ["Mountain"] * 3},
              {"field": ["Darksteel Colossus", "Nantuko Husk", "Swamp"]}, phase="main1")
    colossus = oid(g, "Darksteel Colossus")
    play(g, "Carbonize", ("o", colossus))
    pass_(g, 2)
    assert g.objs[colossus].damage == 3 and not g.stack
    pass_(g, 1)
    do(g, ("activate", oid(g, "Nantuko Husk"), 0))
    do(g, ("sacrifice", colossus, 0))
    pay_all(g)
    return g, colossus


@rules("mtg2004:419.9a")
def test_the_colossus_controller_chooses_in_the_middle_of_the_move():
    g, colossus = _carbonized_colossus()
    d = g.decision
    assert (d.kind, d.player) == ("replacement", 1)                  # the affected permanent's controller
    assert set(d.options) == {COLOSSUS_SHUFFLE, CARBONIZE_REMOVE}
    # the move waits on the choice: the Colossus is still in play, nowhere else
    assert g.objs[colossus].zone == "play" and not g.zones["removed"] and not g.zones["graveyard1"]
    assert len(g.zones["library1"]) == 10
    do(g, COLOSSUS_SHUFFLE)
    assert "Darksteel Colossus" in names(g, "library1") and len(g.zones["library1"]) == 11
    assert not g.zones["removed"] and not g.zones["graveyard1"]
    assert names(g, "play") == ["Mountain"] * 3 + ["Nantuko Husk", "Swamp"]


def test_the_choice_in_the_players_view_names_each_effect():
    g, colossus = _carbonized_colossus()
    d = g.view(1)["decision"]
    assert d["kind"] == "replacement" and d["prompt"] == "which effect applies instead of the graveyard?"
    assert d["labels"] == ["shuffle it into its owner's library instead", "remove it from the game instead"]
    assert g.view(0)["decision"]["player"] == 1


@rules("mtg2004:419.9a")
def test_once_carbonize_applies_the_shuffle_has_nothing_to_replace():
    g, colossus = _carbonized_colossus()
    lib = list(g.zones["library1"])
    do(g, CARBONIZE_REMOVE)
    assert names(g, "removed") == ["Darksteel Colossus"]
    assert g.zones["library1"] == lib and not g.zones["graveyard1"]   # not shuffled, not asked again
    assert g.decision.kind == "priority"


@rules("mtg2004:419.9a")
def test_a_game_saved_during_the_choice_resumes_it_exactly():
    g, colossus = _carbonized_colossus()
    saved = Game.from_json(g.to_json(), RULES)
    assert saved.decision == g.decision and saved.state_hash() == g.state_hash()
    assert saved.objs[colossus].zone == "play"                        # still waiting to move
    copy = g.clone()
    for game in (g, saved, copy):
        game.apply(COLOSSUS_SHUFFLE)
    assert saved.state_hash() == g.state_hash() == copy.state_hash()
    assert g.zones["library1"] == saved.zones["library1"]             # the same shuffle
    assert "Darksteel Colossus" in names(saved, "library1")


@rules("mtg2004:419.5")
def test_a_creature_removed_instead_triggers_nothing_of_the_graveyard():
    # Symbiotic Elf: "When Symbiotic Elf is put into a graveyard from play, put two 1/1 green
    # Insect creature tokens into play." Carbonize's 3 damage destroys it; it is removed instead.
    g = setup({"hand": ["Carbonize"], "field": ["Mountain"] * 3}, {"field": ["Symbiotic Elf"]}, phase="main1")
    play(g, "Carbonize", ("o", oid(g, "Symbiotic Elf")))
    pass_(g, 2)
    assert names(g, "removed") == ["Symbiotic Elf"] and not g.zones["graveyard1"]
    assert not g.pending and not g.stack and not g.zones["play"][3:]  # no Insect tokens
    assert g.decision.kind == "priority" and g.decision.player == 0


@rules("mtg2004:419.5")
def test_a_cleric_removed_instead_triggers_no_graveyard_watcher():
    # Rotlung Reanimator: "Whenever Rotlung Reanimator or another Cleric is put into a graveyard
    # from play, put a 2/2 black Zombie creature token into play"; Venerable Monk is a Cleric.
    g = setup({"hand": ["Carbonize"], "field": ["Mountain"] * 3},
              {"field": ["Rotlung Reanimator", "Venerable Monk"]}, phase="main1")
    play(g, "Carbonize", ("o", oid(g, "Venerable Monk")))
    pass_(g, 2)
    assert names(g, "removed") == ["Venerable Monk"] and not g.zones["graveyard1"]
    assert not g.pending and not g.stack and names(g, "play")[3:] == ["Rotlung Reanimator"]   # no Zombie


@rules("mtg2004:419.1a")
def test_the_colossus_sacrificed_is_shuffled_in_without_a_question():
    g = setup({"field": ["Darksteel Colossus", "Nantuko Husk"]}, phase="main1")
    colossus = oid(g, "Darksteel Colossus")
    do(g, ("activate", oid(g, "Nantuko Husk"), 0))
    do(g, ("sacrifice", colossus, 0))
    pay_all(g)
    assert "Darksteel Colossus" in names(g, "library0") and len(g.zones["library0"]) == 11
    assert not g.zones["graveyard0"] and g.decision.kind == "priority"      # one effect: nothing to choose


def _discarding_temper():
    """Catalog ("Draw two cards, then discard a card") with Fiery Temper (madness {R}) in hand."""
    g = setup({"hand": ["Catalog", "Fiery Temper"], "field": ["Island"] * 3 + ["Mountain"],
               "deck": ["Forest", "Forest"]}, phase="main1")
    do(g, ("play", oid(g, "Catalog", "hand0")))
    pay_all(g)
    pass_(g, 2)
    temper = oid(g, "Fiery Temper", "hand0")
    do(g, ("discard", temper))
    return g, temper


@rules("mtg2004:502.24a", "mtg2004:419.5")
def test_madness_is_asked_as_the_card_is_discarded_and_its_removal_triggers():
    g, temper = _discarding_temper()
    d = g.decision
    assert (d.kind, d.player, d.options) == ("replacement", 0, (("madness", True), ("no_replacement",)))
    assert g.objs[temper].zone == "hand0"                             # still in the hand during the choice
    do(g, ("madness", True))
    assert names(g, "removed") == ["Fiery Temper"] and names(g, "graveyard0") == ["Catalog"]
    assert [(it.kind, it.code) for it in g.stack] == [("triggered", g.objs[oid(g, "Fiery Temper", "removed")].card.code)]


@rules("mtg2004:502.24a")
def test_madness_declined_the_card_goes_to_the_graveyard_and_nothing_triggers():
    g, temper = _discarding_temper()
    do(g, ("no_replacement",))
    assert names(g, "graveyard0") == ["Fiery Temper", "Catalog"] and not g.zones["removed"]
    assert not g.stack and not g.pending and g.decision.kind == "priority"
    assert PASS in g.decision.options


@rules("mtg2004:419.1a")
def test_the_colossus_countered_is_shuffled_into_its_owners_library_from_the_stack():
    g = setup({"hand": ["Darksteel Colossus"], "field": ["Forest"] * 11},
              {"hand": ["Counterspell"], "field": ["Island"] * 2}, phase="main1")
    play(g, "Darksteel Colossus")
    pass_(g)
    play(g, "Counterspell", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert not g.stack and not g.zones["graveyard0"] and names(g, "graveyard1") == ["Counterspell"]
    assert "Darksteel Colossus" in names(g, "library0") and len(g.zones["library0"]) == 11
    assert g.decision.kind == "priority"
