"""FFTCG Warp (printed from Opus XVIII on; RULINGS.md), compiled from the cards' printed text
(pool/*.toml): "Warp 2 - {f}" lets the turn player, in their Main Phase with the stack empty, pay
that cost to remove the card from the game with 2 Warp Counters; at the beginning of each of their
Main Phase 1 one is removed, and with the last the card is played onto the field "due to Warp"."""

from __future__ import annotations

import pytest
from play_kit import names, pass_, pass_until, setup

R = pytest.mark.rules

MORROW = "20-015C"      # fire Forward 3, Haste: Warp 2 - {f}; {EX} when Morrow enters the field due to Warp,
#                         draw 2 cards, then discard 1 card
RED_MAGE_B = "1-003C"   # fire Backup, vanilla
KNIGHT = "1-050C"       # ice Forward, vanilla


def _counters(g, oid) -> dict:
    return g.objs[oid].counters or {}


def test_paying_the_warp_cost_removes_the_card_with_its_warp_counters():
    g = setup({"field": [RED_MAGE_B], "hand": [MORROW]}, {})
    morrow, rm = g.zones["hand0"][0], g.zones["field0"][0]
    assert ("warp", morrow) in g.decision.options
    g.apply(("warp", morrow))
    assert g.decision.kind == "payment" and g.decision.options == (("dull", rm),)    # {f}: the Fire Backup
    g.apply(("dull", rm))
    assert names(g, "removed0") == ["Morrow"] and not g.stack          # a special action: no stack
    assert _counters(g, g.zones["removed0"][0]) == {"warp": 2}
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_warp_is_not_offered_outside_your_main_phase_with_an_empty_stack():
    g = setup({"field": [RED_MAGE_B], "hand": [MORROW]}, {}, phase="attack")
    assert not any(o[0] == "warp" for o in g.decision.options)
    g = setup({}, {"field": [RED_MAGE_B], "hand": [MORROW]}, priority=1)
    assert not any(o[0] == "warp" for o in g.decision.options)


@R("fftcg:9.3.1.3")
def test_a_warp_counter_goes_each_main_phase_1_and_with_the_last_the_card_enters_due_to_warp():
    g = setup({"removed": [{"card": MORROW, "counters": {"warp": 2}}], "deck": [KNIGHT] * 6}, {}, phase="draw")
    pass_until(g, "priority")
    assert g.vars["phase"] == "main1" and [g.rules.cards[it.code].name for it in g.stack] == ["Morrow"]
    pass_(g, 2)
    assert _counters(g, g.zones["removed0"][0]) == {"warp": 1} and names(g, "field0") == []
    g = setup({"removed": [{"card": MORROW, "counters": {"warp": 1}}], "deck": [KNIGHT] * 6}, {}, phase="draw")
    pass_until(g, "priority")
    pass_(g, 2)                               # the last counter: Morrow is played onto the field
    assert names(g, "field0") == ["Morrow"] and names(g, "removed0") == []
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Morrow"]    # "enters the field due to Warp"
    hand = len(g.zones["hand0"])
    pass_(g, 2)
    pass_until(g, "discard")
    g.apply(g.decision.options[0])
    assert len(g.zones["hand0"]) == hand + 1  # drew 2, discarded 1


def test_entering_otherwise_is_not_due_to_warp():
    g = setup({"field": [RED_MAGE_B, RED_MAGE_B, RED_MAGE_B], "hand": [MORROW]}, {})
    backs = list(g.zones["field0"])
    g.apply(("play", g.zones["hand0"][0]))
    for b in backs:
        if g.decision.kind == "payment":
            g.apply(("dull", b))
    assert names(g, "field0")[-1] == "Morrow" and not g.stack and not g.pending


MIST = "20-115R"        # Warp 4 - {0}; when a Warp Counter is removed from Mist, look at the top card of your
#                         deck, you may put it into the Break Zone (only while Mist is removed from the game)
BLACK_BELT = "1-099C"


def test_a_warp_cost_of_zero_needs_no_cp():
    g = setup({"hand": [MIST]}, {})
    g.apply(("warp", g.zones["hand0"][0]))
    assert names(g, "removed0") == ["Mist"] and _counters(g, g.zones["removed0"][0]) == {"warp": 4}


@R("fftcg:9.3.1.3")
def test_when_a_warp_counter_is_removed_from_the_removed_card_its_own_ability_triggers():
    g = setup({"removed": [{"card": MIST, "counters": {"warp": 3}}], "deck": [KNIGHT] * 4 + [BLACK_BELT] * 2}, {},
              phase="draw")
    pass_until(g, "priority")
    pass_(g, 2)                                   # the Warp ability removes one counter
    assert _counters(g, g.zones["removed0"][0]) == {"warp": 2}
    assert [g.rules.cards[it.code].name for it in g.stack] == ["Mist"]    # its "when a Warp Counter is removed"
    pass_(g, 2)
    pass_until(g, "optional")
    g.apply(("yes",))                             # the top card (the two Black Belts were drawn) into the Break Zone
    assert names(g, "hand0") == ["Black Belt", "Black Belt"] and names(g, "break0") == ["Knight"]
    assert len(g.zones["deck0"]) == 3
