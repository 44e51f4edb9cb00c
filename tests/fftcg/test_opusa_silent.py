"""Issue 20 ffopusA: 1-135L Golbez, "When Golbez is put from the field into the Break Zone, you may
search for up to 4 Forwards of cost 2, each of a different Element and play them onto the field.
Their auto-abilities will not trigger.": a search whose picks share no Element, and Characters
played without triggering their own auto abilities."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

from tcg.engine.choice_words import DONE

R = pytest.mark.rules

GOLBEZ = "1-135L"       # lightning Forward 6, 9000: the text above
IFRIT = "1-004C"        # fire Summon 1: "{EX} Choose 1 Forward. Deal it 4000 damage."
SQUIRE = "1-025C"       # fire Forward 2 (2 fire CP when discarded)
ARGATH = "1-033C"       # ice Forward 2: "When Argath enters the field, your opponent discards 1 card from his/her hand."
THIEF = "1-069C"        # wind Forward 2: "When Thief enters the field, your opponent puts the top card of his/her deck into the Break Zone."
VIKING = "1-167C"       # water Forward 2: "When Viking enters the field, draw 1 card."
BLACK_BELT = "1-099C"   # earth Forward 5: not of cost 2


@R("fftcg:15.1.1.8.1")
def test_golbez_plays_forwards_of_different_elements_from_the_deck_without_their_enter_abilities():
    deck = [f"3 {BLACK_BELT}", ARGATH, VIKING, THIEF, VIKING, f"3 {BLACK_BELT}"]
    g = setup({"field": [{"card": GOLBEZ, "damage": 5000}], "deck": deck},
              {"hand": [IFRIT, SQUIRE, SQUIRE]})
    pass_(g)
    do(g, ("cast", fid(g, "Ifrit", "hand1")), ("target", fid(g, "Golbez", "field0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision.kind == "priority":
        pass_(g)
    assert g.decision.kind == "optional" and names(g, "break0") == ["Golbez"]
    do(g, ("yes",))
    offered = []
    for name in ("Viking", "Argath", "Thief"):
        d = g.decision
        assert d.kind == "select" and DONE in d.options
        offered.append(sorted(g.objs[o].card.name for _, o in d.options[1:]))
        do(g, ("select", next(o for _, o in d.options[1:] if g.objs[o].card.name == name)))
    # the other Viking shares the Water of the first: never offered again; none left, the search ends
    assert offered == [["Argath", "Thief", "Viking", "Viking"], ["Argath", "Thief"], ["Thief"]]
    _resolve(g)
    assert sorted(names(g, "field0")) == ["Argath", "Thief", "Viking"]
    assert len(g.zones["hand0"]) == 0 and len(g.zones["deck1"]) == 10     # no draw, no card milled
    assert len(g.zones["hand1"]) == 1                                    # the other Squire: not discarded
    assert sorted(names(g, "deck0")) == sorted(["Black Belt"] * 6 + ["Viking"])
