""""Choose 1 ... and return it" must choose when there is something to choose (CR-1.3.2: what can
be done is done); only "up to N" lets the player choose fewer or none (RULINGS.md 34)."""

from __future__ import annotations

import pytest
from ws_kit import BCX, R0, R1, R2, RCX, deck, names, position, slot

ONLY_WAY = "JJ/SE41-E34"   # [(1) climax from hand to WR] placed from hand: choose 1 climax in your WR, to hand
SEKI = "KLK/S27-E067"      # event: choose up to two characters in your waiting room, to hand
KURO = "AW/S18-E102"       # [ACT] [(1) [REST]]: choose one of your opponent's level 0 or lower characters, to hand
NONE = ("none",)


@pytest.mark.rules("weiss:CR-1.3.2")
def test_the_only_way_must_return_a_climax_once_its_cost_is_paid():
    g = position("main", f'hand = ["{ONLY_WAY}", "{RCX}"]\nlevel = ["{R0}"]\nclock = ["{R0}"]\nstock = ["2 {R0}"]\n'
                         f'waiting = ["{BCX}"]\ndeck = {deck(10)}', f"deck = {deck(10)}")
    g.apply(("play", next(x for x in g.zones["hand0"] if g.objs[x].card.code == ONLY_WAY), 1))
    assert g.decision.kind == "pay_cost"
    g.apply(("yes",))                               # (1) and the red climax from hand to the waiting room
    bcx, rcx = (next(x for x in g.zones["waiting0"] if g.objs[x].card.code == c) for c in (BCX, RCX))
    assert g.decision.kind == "pick" and g.decision.options == (("pick", bcx), ("pick", rcx))
    g.apply(("pick", bcx))
    assert names(g, "hand0") == [BCX] and names(g, "waiting0") == [R0, RCX] and g.decision.kind == "main"


@pytest.mark.rules("weiss:CR-1.3.2")
def test_choosing_an_opponents_character_to_return_is_not_optional():
    g = position("main", f'stage = [{{ card = "{KURO}", slot = 3 }}]\nlevel = ["{R0}", "{R0}"]\nstock = ["{R0}"]\n'
                         f'deck = {deck(10)}',
                 f'stage = [{{ card = "{R0}", slot = 0 }}, {{ card = "{R0}", slot = 1 }}, {{ card = "{R1}", slot = 2 }}]\n'
                 f'deck = {deck(10)}')
    a, b = slot(g, 1, 0), slot(g, 1, 1)
    g.apply(("act", slot(g, 0, 3), 1))
    assert g.decision.kind == "target" and g.decision.options == (("pick", a), ("pick", b))   # level 0, no "none"
    g.apply(("pick", b))
    assert names(g, "hand1") == [R0] and slot(g, 1, 1) is None and slot(g, 1, 0) == a and slot(g, 1, 2) is not None


@pytest.mark.rules("weiss:CR-1.3.2")
def test_up_to_two_characters_may_stop_after_one():
    g = position("main", f'hand = ["{SEKI}"]\nlevel = ["{R0}", "{R0}"]\nclock = ["{R0}"]\nstock = ["2 {R0}"]\n'
                         f'waiting = ["{R1}", "{R2}", "{BCX}"]\ndeck = {deck(10)}', f"deck = {deck(10)}")
    g.apply(("event", g.zones["hand0"][0]))
    assert g.decision.kind == "pick" and g.decision.options[-1] == NONE
    r1 = next(x for x in g.zones["waiting0"] if g.objs[x].card.code == R1)
    g.apply(("pick", r1))
    assert g.decision.options[-1] == NONE
    g.apply(NONE)
    assert names(g, "hand0") == [R1] and sorted(names(g, "waiting0")) == sorted([R2, BCX, R0, R0, SEKI])
