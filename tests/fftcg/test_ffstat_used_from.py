"""Issue 20, ffstat: action abilities used from the hand or the Break Zone ("Discard Bomb: ...
You can only use this ability if Bomb is in your hand", "Play Noel onto the field. You can only
use this ability ... if Noel is in the Break Zone"): offered where their condition says the card
is (cards.used_from); "Discard X" is the card itself, from the hand (abilities: discard_self)."""

from __future__ import annotations

import pytest
from play_kit import fid, names, pass_, setup, use

R = pytest.mark.rules

BOMB = "7-016C"        # fire Forward: ...; Discard Bomb: choose 1 Forward, deal it 2000 damage (if Bomb is in your hand)
THIEF = "18-043C"      # wind: {w}, discard Thief: draw 1 card (if Thief is in your hand)
NOEL = "5-150S"        # fire Forward: {f}{f}{4}: play Noel onto the field (Main Phase, if Noel is in the Break Zone)
KNIGHT = "1-050C"      # ice Forward 7000
SQUIRE = "1-025C"      # fire Forward 5000 (discarded for 2 fire CP)
NINJA = "2-061C"       # wind Forward (discarded for 2 wind CP)


@R("fftcg:11.6.2", "fftcg:11.6.2.1")
def test_bomb_is_discarded_from_the_hand_to_deal_2000_damage():
    g = setup({"hand": [BOMB]}, {"field": [KNIGHT]})
    bomb, kn = fid(g, "Bomb", "hand0"), fid(g, "Knight", "field1")
    assert ("use", bomb, 1) in g.decision.options and ("use", bomb, 0) not in g.decision.options
    use(g, bomb, 1, targets=[kn])
    assert names(g, "hand0") == [] and names(g, "break0") == ["Bomb"]      # the cost: discarded
    pass_(g, 2)
    assert g.objs[kn].damage == 2000
    g = setup({"field": [BOMB]}, {"field": [KNIGHT]})          # on the Field: only the other ability
    bomb = fid(g, "Bomb", "field0")
    assert ("use", bomb, 0) in g.decision.options and ("use", bomb, 1) not in g.decision.options


@R("fftcg:11.6.2.1")
def test_thief_pays_wind_cp_and_discards_itself_to_draw():
    g = setup({"hand": [THIEF, NINJA]}, {})
    thief = fid(g, "Thief", "hand0")
    use(g, thief, 0, pay=[("discard", fid(g, "Ninja", "hand0"))])
    pass_(g, 2)
    assert sorted(names(g, "break0")) == ["Ninja", "Thief"] and len(g.zones["hand0"]) == 1
    g = setup({"hand": [THIEF]}, {})        # no other card to pay {w} with: not offered
    assert not any(o[0] == "use" for o in g.decision.options)


@R("fftcg:11.6.2")
def test_noel_is_played_from_the_break_zone():
    g = setup({"break": [NOEL], "hand": [SQUIRE, SQUIRE, SQUIRE]}, {})
    noel = fid(g, "Noel", "break0")
    assert ("use", noel, 1) in g.decision.options
    use(g, noel, 1, pay=[("discard", o) for o in list(g.zones["hand0"])])
    pass_(g, 2)
    assert names(g, "field0") == ["Noel"] and names(g, "break0") == ["Squire"] * 3
    g = setup({"break": [NOEL], "hand": [SQUIRE, SQUIRE, SQUIRE]}, {}, active=1, priority=0)
    assert g.decision.player == 0 and not any(o[0] == "use" for o in g.decision.options)   # not your Main Phase




WHALE_ZOMBIE = "8-127C"   # Put Whale Zombie into the Break Zone: look at the top 2 cards; return these to the top and/or bottom
BLACK_BELT = "1-099C"


@R("fftcg:11.6.2")
def test_whale_zombie_returns_the_top_two_cards_to_the_top_and_or_bottom_in_any_order():
    g = setup({"field": [WHALE_ZOMBIE], "deck": [SQUIRE, NINJA, KNIGHT, BLACK_BELT]}, {})   # bottom first
    kn, bb = fid(g, "Knight", "deck0"), fid(g, "Black Belt", "deck0")
    use(g, fid(g, "Whale Zombie", "field0"), 1)
    pass_(g, 2)
    assert g.decision.kind == "arrange" and set(g.decision.options) == {
        ("top", kn), ("bottom", kn), ("top", bb), ("bottom", bb)}
    g.apply(("bottom", bb))
    g.apply(("top", kn))
    assert names(g, "deck0") == ["Black Belt", "Squire", "Ninja", "Knight"]
