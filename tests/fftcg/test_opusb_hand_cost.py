"""A cost paid with a card of the hand, removed from the game, read by the effect: "{f}{f}, remove 1
card in your hand from the game: Choose 1 Forward. Deal it 1000 damage for each CP required to
play the removed card." (4-015H Shadow; abilities.ExtraCost.hand_exiles)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, resolve_stack, setup

R = pytest.mark.rules

SHADOW = "4-015H"       # fire Forward 7000, the ability above
GARLAND = "1-006H"      # fire Forward, cost 5
RED_XIII = "1-029C"     # fire Forward, cost 2 (discarded for 2 fire CP)
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla


@R("fftcg:11.6.3")
def test_shadow_deals_1000_damage_for_each_cp_of_the_card_it_removed_from_the_hand():
    g = setup({"field": [SHADOW], "hand": [GARLAND, RED_XIII]}, {"field": [BLACK_BELT]})
    shadow, bb = fid(g, "Shadow", "field0"), fid(g, "Black Belt", "field1")
    garland, red = fid(g, "Garland", "hand0"), fid(g, "Red XIII", "hand0")
    do(g, ("use", shadow, 0), ("target", bb))
    assert g.decision.kind == "payment" and set(g.decision.options) == {("cost_hand_exile", garland), ("cost_hand_exile", red)}
    do(g, ("cost_hand_exile", garland), ("discard", red))
    assert names(g, "removed0") == ["Garland"] and names(g, "break0") == ["Red XIII"]     # paid on use
    resolve_stack(g)
    assert g.objs[bb].damage == 5000 and names(g, "field1") == ["Black Belt"]            # Garland's cost: 5


@R("fftcg:11.6.3")
def test_shadow_cannot_use_the_ability_without_a_card_to_remove_besides_the_cp():
    g = setup({"field": [SHADOW], "hand": [RED_XIII]}, {"field": [BLACK_BELT]})
    assert ("use", fid(g, "Shadow", "field0"), 0) not in g.decision.options
