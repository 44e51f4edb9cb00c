"""What a card compares between the cards an effect moved: "Your opponent puts the top 2 cards of
his/her deck into the Break Zone. If both cards are of the same Element, draw 1 card." (5-064R
Nanaa Mihgo: the two cards, still in the Break Zone, share an Element)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, setup

R = pytest.mark.rules

NANAA = "5-064R"        # wind Forward: "When Nanaa Mihgo deals damage to your opponent, ..."
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def _nanaa_hits(deck: list[str]):
    """Player 0's Nanaa Mihgo attacks unblocked; player 1's deck is `deck` (bottom first)."""
    g = setup({"field": [NANAA]}, {"deck": deck}, phase="attack", step="declaration")
    hand = len(g.zones["hand0"])
    do(g, ("attack", fid(g, "Nanaa Mihgo", "field0")))
    pass_until(g, "attack")
    return g, hand


@R("fftcg:6.5.2")
def test_nanaa_mihgo_draws_when_both_cards_put_into_the_break_zone_share_an_element():
    g, hand = _nanaa_hits([KNIGHT, BLACK_BELT, BLACK_BELT, BLACK_BELT])
    assert names(g, "damage1") == ["Black Belt"]                    # the top card: the point of damage
    assert names(g, "break1") == ["Black Belt", "Black Belt"]       # then the next two, both Earth
    assert len(g.zones["hand0"]) == hand + 1 and names(g, "deck1") == ["Knight"]


@R("fftcg:6.5.2")
def test_nanaa_mihgo_draws_nothing_when_the_two_cards_differ():
    g, hand = _nanaa_hits([BLACK_BELT, KNIGHT, BLACK_BELT, BLACK_BELT])
    assert names(g, "damage1") == ["Black Belt"]
    assert sorted(names(g, "break1")) == ["Black Belt", "Knight"]   # Earth and Ice
    assert len(g.zones["hand0"]) == hand and names(g, "deck1") == ["Black Belt"]
