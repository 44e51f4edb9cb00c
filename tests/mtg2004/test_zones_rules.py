"""MTG 2004 rules tests for the zones (217): library, hand, graveyard, in play, stack, removed
from the game, phased out and ante, what each player may see of them, and their order."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES

from .kit import do, names, oid, pass_, play, setup

rules = pytest.mark.rules


@rules("mtg2004:217.2b", "mtg2004:217.2c", "mtg2004:217.3c", "mtg2004:217.4b", "mtg2004:217.7b",
       "mtg2004:217.8b", "mtg2004:217.9b")
def test_what_each_player_sees_of_each_zone():
    g = setup({"hand": ["Shock", "Forest"], "break": ["Hill Giant"], "removed": ["Lava Axe"], "ante": ["Coral Eel"]},
              {"hand": ["Grizzly Bears"], "break": ["Craw Wurm"]}, phase="main1", options={"ante": True})
    for p in (0, 1):
        z = g.view(p)["zones"]
        assert z["library0"] == 10 and z["library1"] == 10            # face down, counted by anyone
        assert isinstance(z[f"hand{p}"], list) and z[f"hand{1 - p}"] == (1 if p == 0 else 2)   # own hand seen, other counted
        assert [c["name"] for c in z["graveyard0"]] == ["Hill Giant"]      # face up, public
        assert [c["name"] for c in z["graveyard1"]] == ["Craw Wurm"]
        assert [c["name"] for c in z["removed"]] == ["Lava Axe"]           # removed: face up
        assert [c["name"] for c in z["ante"]] == ["Coral Eel"]
        assert z["phased"] == [] and isinstance(z["play"], list) and isinstance(z["stack"], list)
    assert [c["name"] for c in g.view(0)["zones"]["hand0"]] == ["Shock", "Forest"]


@rules("mtg2004:217.9a")
def test_ante_is_an_optional_variant():
    g = RULES.new_game([RULES.load_deck("green-white"), RULES.load_deck("red-black")], seed=2)
    assert g.zones["ante"] == [] and not g.vars["ante"]
    assert len(g.zones["library0"]) + len(g.zones["hand0"]) == 60


@rules("mtg2004:217.1b", "mtg2004:217.4a", "mtg2004:217.4")
def test_the_order_of_library_and_graveyard_is_kept():
    g = setup({"hand": ["Shock", "Volcanic Hammer"], "field": ["Mountain"] * 3,
               "deck": ["Forest", "Island", "Hill Giant"], "break": ["Craw Wurm"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    play(g, "Volcanic Hammer", ("p", 1))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Craw Wurm", "Shock", "Volcanic Hammer"]   # each on top
    assert names(g, "library0") == ["Forest", "Island", "Hill Giant"]


@rules("mtg2004:217.4a")
def test_countered_destroyed_sacrificed_and_discarded_cards_go_to_the_graveyard():
    g = setup({"hand": ["Lava Axe"], "field": ["Mountain"] * 5},
              {"hand": ["Mind Rot"], "field": ["Island", "Island", "Island", "Daring Apprentice"]}, phase="main1")
    play(g, "Lava Axe", ("p", 1))
    pass_(g)
    apprentice = oid(g, "Daring Apprentice")
    do(g, ("activate", apprentice, 0))
    while g.decision.kind != "priority":
        do(g, next((o for o in g.decision.options if o[0] == "target"), g.decision.options[0]))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Lava Axe"]                    # countered
    assert names(g, "graveyard1") == ["Daring Apprentice"]           # sacrificed
    assert g.pvars[1]["life"] == 20


@rules("mtg2004:217.3b", "mtg2004:314.1", "mtg2004:217.3a", "mtg2004:217.3")
def test_the_hand_size_is_enforced_only_in_cleanup():
    g = setup({"hand": ["Forest"] * 9}, phase="end_of_turn")
    assert len(g.zones["hand0"]) == 9                  # nine cards during the turn
    pass_(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == 0
    do(g, g.decision.options[0])
    do(g, g.decision.options[0])
    assert len(g.zones["hand0"]) == 7 and names(g, "graveyard0") == ["Forest", "Forest"]


@rules("mtg2004:217.6d", "mtg2004:300.2")
def test_both_players_pass_the_top_object_resolves_then_the_step_ends():
    g = setup({"hand": ["Shock", "Volcanic Hammer"], "field": ["Mountain"] * 3}, phase="main1")
    play(g, "Volcanic Hammer", ("p", 1))
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and len(g.stack) == 1 and g.vars["phase"] == "main1"
    assert g.decision.player == 0                     # the active player after a resolution
    pass_(g)
    assert g.vars["phase"] == "main1" and g.decision.player == 1   # one pass ends nothing
    pass_(g)
    assert g.pvars[1]["life"] == 15 and not g.stack and g.vars["phase"] == "main1"
    pass_(g, 2)                                       # both pass with an empty stack: the phase ends
    assert g.vars["phase"] == "combat"


@rules("mtg2004:217.7a", "mtg2004:217.7")
def test_removing_a_card_from_the_game():
    g = setup({"hand": ["Fade from Memory"], "field": ["Swamp"]}, {"break": ["Hill Giant"]}, phase="main1")
    play(g, "Fade from Memory", ("o", oid(g, "Hill Giant", "graveyard1")))
    pass_(g, 2)
    assert names(g, "removed") == ["Hill Giant"] and names(g, "graveyard1") == []
    assert g.objs[oid(g, "Hill Giant", "removed")].owner == 1


@rules("mtg2004:217.2d")
def test_cards_put_on_the_library_together_in_their_owners_order():
    g = setup({"hand": ["Serum Visions"], "field": ["Island"], "deck": ["Forest", "Island", "Hill Giant", "Shock"]},
              phase="main1")
    play(g, "Serum Visions")
    pass_(g, 2)
    assert names(g, "hand0") == ["Shock"]
    # Scry 2: the owner looks at Hill Giant (on top) and Island and puts both back, Island on top.
    assert g.decision.kind == "scry" and g.decision.player == 0
    do(g, ("top", oid(g, "Island", "library0")))
    do(g, ("top", oid(g, "Hill Giant", "library0")))
    assert names(g, "library0") == ["Forest", "Hill Giant", "Island"]
