"""More zone and copy rules with exact outcomes: an object outside play is neither tapped nor
untapped (217.5d); a copy of a spell leaving the stack ceases to exist (503.10a, 420.5j); a
face-down permanent is revealed as it leaves play (504.6) and two of them stay distinct (504.4);
each player antes a card of their own (217.9d)."""

from __future__ import annotations

import pytest

from tcg.engine.views import view
from tcg.games.mtg2004 import RULES

from .kit import cast, do, names, oid, pass_, play, setup

rules = pytest.mark.rules


@rules("mtg2004:217.5d")
def test_a_tapped_creature_returned_to_hand_is_played_again_untapped():
    g = setup({"hand": ["Unsummon"], "field": ["Island", "Forest", "Forest", {"card": "Grizzly Bears", "dull": True}]},
              phase="main1")
    play(g, "Unsummon", ("o", oid(g, "Grizzly Bears")))
    pass_(g, 2)
    assert names(g, "hand0") == ["Grizzly Bears"] and not g.objs[oid(g, "Grizzly Bears", "hand0")].tapped
    play(g, "Grizzly Bears")
    pass_(g, 2)
    assert not g.objs[oid(g, "Grizzly Bears")].tapped


@rules("mtg2004:503.10a", "mtg2004:420.5j")
def test_a_countered_storm_copy_goes_to_no_graveyard():
    g = setup({"hand": ["Shock", "Grapeshot"], "field": ["Mountain"] * 3},
              {"hand": ["Counterspell"], "field": ["Island", "Island"]}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g, 2)
    cast(g, "Grapeshot", ("target", ("p", 1)))
    pass_(g, 2)                                      # the storm trigger resolves: one copy
    do(g, ("target", ("p", 1)))
    copy = g.stack[-1]
    assert copy.kind == "copy" and len(g.stack) == 2
    pass_(g)
    cast(g, "Counterspell", ("target", ("s", copy.id)))
    pass_(g, 2)                                      # the copy is countered: it ceases to exist
    assert [it.kind for it in g.stack] == ["spell"]
    assert names(g, "graveyard0") == ["Shock"] and names(g, "graveyard1") == ["Counterspell"]
    assert g.pvars[1]["life"] == 18
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Shock", "Grapeshot"] and g.pvars[1]["life"] == 17


@rules("mtg2004:504.6")
def test_a_face_down_creature_is_revealed_as_it_leaves_play():
    g = setup({"hand": ["Whipcorder"], "field": ["Plains", "Plains", "Mountain", "Mountain", "Mountain"]},
              {"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    do(g, ("play", oid(g, "Whipcorder", "hand0")))
    do(g, ("way", 102, -1))                          # face down, for {3}
    for m in [o for o in g.zones["play"] if g.objs[o].card.name == "Mountain" and g.objs[o].controller == 0]:
        do(g, ("tap", m))
    pass_(g, 2)
    w = g.zones["play"][-1]
    seen = [d for d in view(g, 1)["zones"]["play"] if d["id"] == w][0]
    assert seen["name"] == "face-down 2/2 creature"  # hidden from the opponent in play (504.3)
    pass_(g)
    cast(g, "Shock", ("target", ("o", w)))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Whipcorder"]
    assert [d["name"] for d in view(g, 1)["zones"]["graveyard0"]] == ["Whipcorder"]


@rules("mtg2004:217.9d")
def test_each_player_antes_a_card_of_their_own_library():
    decks = [RULES.load_deck("green-white"), RULES.load_deck("red-black")]
    g = RULES.new_game(decks, seed=5, options=RULES.Options(ante=True))
    ante = g.zones["ante"]
    assert [g.objs[o].owner for o in ante] == [0, 1]
    for p, o in enumerate(ante):
        assert o not in g.zones[f"library{p}"] and o not in g.zones[f"hand{p}"]
        rest = g.zones[f"library{p}"] + g.zones[f"hand{p}"]
        assert len(rest) == 59                       # moved out of its owner's own deck
        assert sorted([g.objs[x].card.code for x in rest + [o]]) == sorted(decks[p].codes())


@rules("mtg2004:504.4")
def test_two_face_down_creatures_stay_distinct_for_the_opponent():
    g = setup({"hand": ["Whipcorder", "Battering Craghorn"], "field": ["Plains", "Plains"] + ["Mountain"] * 6},
              phase="main1")
    for card in ("Whipcorder", "Battering Craghorn"):
        do(g, ("play", oid(g, card, "hand0")))
        do(g, ("way", 102, -1))                      # face down, for {3}
        for m in [o for o in g.zones["play"] if g.objs[o].card.name == "Mountain" and not g.objs[o].tapped][:3]:
            do(g, ("tap", m))
        pass_(g, 2)
    seen = [d for d in view(g, 1)["zones"]["play"] if d["code"] == "FACE-DOWN"]
    # Each its own entry, in the order they came into play; the opponent knows which is which.
    assert [d["id"] for d in seen] == [g.zones["play"][-2], g.zones["play"][-1]]
    assert [g.objs[d["id"]].card.name for d in seen] == ["Whipcorder", "Battering Craghorn"]
    assert len({d["id"] for d in seen}) == 2 and all(d["name"] == "face-down 2/2 creature" for d in seen)
