"""More rules about what an ability refers to, with exact outcomes: "the card imprinted on this" is
each Anvil's own card (502.34b); "that creature" is the object even once it is no longer a
creature (202.2a); an Aura is never attached to itself (212.4g)."""

from __future__ import annotations

import pytest

from .kit import cast, do, names, oid, pass_, play, setup

rules = pytest.mark.rules


def _tapped_mountains(g) -> int:
    return sum(1 for o in g.zones["play"] if g.objs[o].tapped and g.objs[o].card.name == "Mountain")


@rules("mtg2004:502.34b")
def test_each_semblance_anvil_reduces_only_spells_sharing_a_type_with_its_own_card():
    g = setup({"hand": ["Semblance Anvil", "Semblance Anvil", "Grizzly Bears", "Shock", "Hill Giant", "Lightning Blast"],
               "field": ["Mountain"] * 10}, phase="main1")
    for card in ("Grizzly Bears", "Shock"):          # one Anvil imprints a creature, the other an instant
        cast(g, "Semblance Anvil")
        pass_(g, 2)
        pass_(g, 2)
        do(g, ("imprint", oid(g, card, "hand0")))
    assert names(g, "removed") == ["Grizzly Bears", "Shock"] and _tapped_mountains(g) == 6
    cast(g, "Hill Giant")                            # {3}{R}: {2} less once (the creature card), not twice
    assert _tapped_mountains(g) == 8
    pass_(g, 2)
    cast(g, "Lightning Blast", ("target", ("p", 1)))  # {3}{R}: {2} less once (the instant card)
    assert _tapped_mountains(g) == 10
    pass_(g, 2)
    assert g.pvars[1]["life"] == 16 and "Hill Giant" in names(g, "play")


@rules("mtg2004:202.2a")
def test_that_creature_is_destroyed_though_it_is_no_longer_a_creature():
    # A Forest made a creature by Living Lands blocks Deathgazer; "destroy that creature at end of
    # combat" still destroys the Forest after Living Lands is gone and it is only a land.
    g = setup({"hand": ["Naturalize"], "field": ["Forest", "Forest", {"card": "Deathgazer", "attacking": True}]},
              {"field": ["Living Lands", "Forest"]}, phase="declare_blockers")
    gazer = oid(g, "Deathgazer")
    forest = [o for o in g.zones["play"] if g.objs[o].controller == 1 and g.objs[o].card.name == "Forest"][0]
    do(g, ("block", forest, gazer))
    pass_(g, 2)                                      # the trigger: destroy it at end of combat
    play(g, "Naturalize", ("o", oid(g, "Living Lands")))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Living Lands"] and forest in g.zones["play"]
    while g.vars["step"] != "end_combat" or g.stack or g.decision.kind != "priority":
        do(g, ("pass",))
    assert names(g, "graveyard1") == ["Living Lands", "Forest"] and gazer in g.zones["play"]


@rules("mtg2004:212.4g")
def test_an_aura_put_into_play_is_never_offered_itself_to_enchant():
    # Tempting Wurm lets the opponent put Feedback ("Enchant Enchantment") into play: the only
    # enchantment it may enchant is Glorious Anthem, not itself.
    g = setup({"hand": ["Tempting Wurm"], "field": ["Forest", "Forest"]},
              {"hand": ["Feedback"], "field": ["Glorious Anthem"]}, phase="main1")
    anthem = oid(g, "Glorious Anthem")
    cast(g, "Tempting Wurm")
    pass_(g, 2)
    pass_(g, 2)                                      # its comes-into-play ability resolves
    assert g.decision.kind == "put_into_play" and g.decision.player == 1
    do(g, ("put", oid(g, "Feedback", "hand1")))
    assert g.decision.kind == "enchant" and g.decision.options == (("enchant", anthem),)
    do(g, ("enchant", anthem))
    feedback = oid(g, "Feedback")
    assert g.vars["attached"] == ((feedback, anthem),)
