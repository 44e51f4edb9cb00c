"""The turn around permanents: cleanup and its extra cleanup step (314), state-based effects
repeated until none applies (420.3), simultaneous losses (102.4), zones and ante (217)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.chars import chars

from .kit import do, names, oid, pass_, play, pt, setup

rules = pytest.mark.rules


@rules("mtg2004:314.3", "mtg2004:314.2", "mtg2004:420.5b", "mtg2004:312.1")
def test_state_based_effect_in_cleanup_gives_priority_then_another_cleanup():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", {"card": "Symbiotic Elf", "counters": {"-1/-1": 1}}]},
              phase="end_of_turn")
    elf = oid(g, "Symbiotic Elf")
    play(g, "Giant Growth", ("o", elf))
    pass_(g, 2)
    g.w(elf).counters = {"-1/-1": 2}
    assert pt(g, elf) == (3, 3)
    pass_(g, 2)                                    # end of turn step over: cleanup
    # Giant Growth ends, the Elf is 0/0 and dies; its trigger gives priority in cleanup.
    assert g.vars["step"] == "cleanup" and g.decision.kind == "priority" and g.decision.player == 0
    assert names(g, "graveyard0") == ["Giant Growth", "Symbiotic Elf"] and len(g.stack) == 1
    pass_(g, 2)
    assert g.vars["step"] == "cleanup" and len([o for o in g.zones["play"] if g.objs[o].card.token]) == 2
    pass_(g, 2)                                    # the stack is empty: another cleanup, then turn 4
    assert g.vars["turn"] == 4 and g.vars["tp"] == 1


@rules("mtg2004:314.2")
def test_damage_removal_and_end_of_turn_effects_are_simultaneous():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Grizzly Bears"]}, phase="end_of_turn")
    bears = oid(g, "Grizzly Bears")
    play(g, "Giant Growth", ("o", bears))
    pass_(g, 2)
    g.w(bears).damage = 3
    pass_(g, 2)
    assert g.vars["turn"] == 4 and bears in g.zones["play"] and g.objs[bears].damage == 0


@rules("mtg2004:420.3", "mtg2004:420.5c", "mtg2004:420.5d")
def test_state_based_effects_repeat_until_none_applies():
    g = setup({"field": ["Holy Strength", {"card": "Aven Brigadier", "damage": 7},
                         {"card": "Suntail Hawk", "counters": {"-1/-1": 1}}]}, phase="main1")
    # The Brigadier is destroyed; in the next pass its Aura and the Hawk (0/0 without the lord) go.
    assert names(g, "graveyard0") == ["Aven Brigadier", "Holy Strength", "Suntail Hawk"]


@rules("mtg2004:102.4", "mtg2004:420.5a", "mtg2004:420.5g")
def test_losing_for_different_reasons_at_once_is_a_draw():
    g = setup({"life": 0}, {"vars": {"drew_empty": True}}, phase="main1")
    assert g.over and g.result.winner is None and "102.4" in g.result.reason


@rules("mtg2004:217.1", "mtg2004:217.9")
def test_zones_and_ante():
    g = RULES.new_game([RULES.load_deck("green-white"), RULES.load_deck("red-black")], seed=2,
                       options=RULES.Options(ante=True))
    assert set(RULES.shared_zones) == {"play", "stack", "removed", "phased", "ante"}
    assert len(g.zones["ante"]) == 2 and {g.objs[o].owner for o in g.zones["ante"]} == {0, 1}
    assert len(g.zones["library0"]) + len(g.zones["hand0"]) == 59


@rules("mtg2004:217.9", "mtg2004:102.1")
def test_ante_winner_becomes_the_owner():
    g = setup({"ante": ["Shock"]}, {"ante": ["Grizzly Bears"], "life": 0}, phase="main1", options={"ante": True})
    assert g.result.winner == 0 and {g.objs[o].owner for o in g.zones["ante"]} == {0}


@rules("mtg2004:217.1c", "mtg2004:217.5c")
def test_a_zone_change_makes_a_new_object():
    g = setup({"hand": ["Unsummon"], "field": ["Island", {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Unsummon", ("o", bears))
    pass_(g, 2)
    new = oid(g, "Grizzly Bears", "hand0")
    assert new != bears and bears not in g.objs and g.objs[new].counters is None
    assert chars(g, new).power == 2
    do(g, ("pass",))


@rules("mtg2004:300.1", "mtg2004:300.2", "mtg2004:301.1", "mtg2004:312.1")
def test_the_steps_of_a_turn_in_order():
    g = setup({"field": ["Grizzly Bears"], "deck": ["Forest"] * 5}, {"deck": ["Forest"] * 5}, phase="upkeep")
    seen = []
    while g.vars["turn"] == 3:
        if g.decision.kind == "priority":
            key = (g.vars["phase"], g.vars["step"])
            if not seen or seen[-1] != key:
                seen.append(key)
            g.apply(("pass",))                     # both pass in succession: the step ends (300.2)
        else:
            g.apply(("done",) if ("done",) in g.decision.options else 0)
    assert seen == [("beginning", "upkeep"), ("beginning", "draw"), ("main1", "main"), ("combat", "begin_combat"),
                    ("combat", "declare_attackers"), ("combat", "end_combat"), ("main2", "main"),
                    ("end", "end_of_turn")]
