"""Issue 20 item 6: a Weiss Schwarz character whose 【AUTO】 is written in the shared ability syntax
(docs/abilities.md) is played; its ability triggers and resolves on the kernel's interpreter
(games/weiss/kernel.py). The card is made up for the test, so the test cites no rule."""

from __future__ import annotations

import pytest
from ws_kit import deck, names, position

from tcg.games.weiss import RULES
from tcg.games.weiss.cards import Ability, Card, CardDef

CODE = "TST/K01-001"


@pytest.fixture
def scholar(monkeypatch):
    """"【AUTO】 When this card is placed on stage from your hand, draw a card. If you do, put the
    top N cards of your deck into your waiting room, N being the cards in your hand." """
    card = Card(CardDef.model_validate({
        "code": CODE, "name": "Kernel Scholar", "side": "W", "type": "Character", "color": "red",
        "level": 0, "cost": 0, "power": 3000, "soul": 1, "traits": ["Test"],
        "ability": [{"kind": "auto", "when": "placed", "effects": [
            {"do": "draw", "n": 1, "as": "drawn"},
            {"do": "if", "cond": {"did": "drawn"},
             "then": [{"do": "mill", "n": {"count": {"zone": "hand", "controller": "you"}}}]},
        ]}]}))
    monkeypatch.setitem(RULES.cards, CODE, card)


def test_a_character_with_an_auto_in_the_shared_syntax_is_played(scholar):
    g = position("main", f'hand = ["{CODE}", "{CODE}"]\ndeck = {deck(10)}', f"deck = {deck(10)}")
    g.apply(("play", g.zones["hand0"][0], 1))
    assert names(g, "front_c0") == [CODE]
    assert len(g.zones["hand0"]) == 2                  # the other copy and the card drawn
    assert len(g.zones["waiting0"]) == 2 and len(g.zones["deck0"]) == 7   # 1 drawn, 2 milled


def test_a_verb_weiss_does_not_map_is_refused():
    with pytest.raises(ValueError, match=r"effects.0.do: unknown verb 'destroy'"):
        Ability.model_validate({"kind": "auto", "when": "placed", "effects": [{"do": "destroy", "to": "self"}]})
    with pytest.raises(ValueError, match=r"effects.0.zone: placing a card on the stage is not mapped yet"):
        Ability.model_validate({"kind": "auto", "when": "placed", "effects": [{"do": "move", "to": "self",
                                                                              "zone": "field"}]})
