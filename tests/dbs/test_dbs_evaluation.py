"""The dbs evaluation's weights (`DBS.evaluate`, both editions; benchmarks/dbs_eval.py says where they
come from): what the agents' choices depend on, asserted on positions."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, position


def _value(ed: str, life: int = 8, hand: int = 2, energy: int = 2) -> float:
    g = position(ed, {"life": [f"{life} BT1-060"], "hand": [f"{hand} BT1-060"] if hand else [],
                      "energy": [f"{energy} BT7-061"] if energy else []})
    v = g.rules.ai.evaluate(g, 0)
    assert v == pytest.approx(-g.rules.ai.evaluate(g, 1))
    return v


@BOTH
def test_charging_a_card_pays(ed):
    """An energy is worth more than a card in hand, or greedy would never charge."""
    assert _value(ed, hand=1, energy=3) > _value(ed, hand=2, energy=2)


@BOTH
def test_a_card_in_hand_is_worth_most_of_a_life_card(ed):
    """A hit costs a life card and puts it in the hand: a loss, but not a whole life card's."""
    full, hit = _value(ed, life=8, hand=2), _value(ed, life=7, hand=3)
    assert 0 < (full - hit) * 8 < 0.5


@BOTH
def test_each_of_the_last_three_life_cards_is_dearer(ed):
    def loss(life: int) -> float:
        return _value(ed, life=life) - _value(ed, life=life - 1)
    assert loss(6) == pytest.approx(loss(4))
    assert loss(3) > loss(4)
    assert loss(2) == pytest.approx(loss(3))
