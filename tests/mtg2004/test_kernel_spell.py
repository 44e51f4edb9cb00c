"""Issue 20 item 6: an MTG instant written in the shared ability syntax (docs/abilities.md) is
played through the game's own casting and targeting, and resolved by the kernel's interpreter
(games/mtg2004/kernel.py). The card is made up for the test, so it cites no rule."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.cards import CardDef, CardModel

from .kit import names, oid, pass_, play, setup

CODE = "TST-900"


@pytest.fixture
def jolt(monkeypatch):
    """"Kernel Jolt deals 2 damage to target creature. If it dealt damage this way, draw a card.
    You gain 1 life for each card in your hand." """
    card = CardDef(CardModel.model_validate({
        "code": CODE, "name": "Kernel Jolt", "cost": "{R}", "type": "Instant",
        "ability": [{"target": "creature", "effects": [
            {"do": "damage", "to": "target", "n": 2, "as": "hit"},
            {"do": "if", "cond": {"did": "hit"}, "then": [{"do": "draw", "n": 1}]},
            {"do": "gain_life", "n": {"count": {"zone": "hand", "controller": "you"}}},
        ]}]}))
    monkeypatch.setitem(RULES.cards, CODE, card)
    monkeypatch.setitem(RULES._by_name, "Kernel Jolt", CODE)


def test_an_instant_in_the_shared_syntax_is_cast_targeted_and_resolved(jolt):
    g = setup({"hand": ["Kernel Jolt"], "field": ["Mountain"]}, {"field": ["Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    life = g.pvars[0]["life"]
    play(g, "Kernel Jolt", ("o", bears))
    assert g.stack[-1].targets == (("o", bears),)
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Grizzly Bears"]          # 2 damage to a 2/2
    assert names(g, "graveyard0") == ["Kernel Jolt"]            # the instant, once resolved
    assert len(g.zones["hand0"]) == 1 and g.pvars[0]["life"] == life + 1


def test_a_verb_mtg_does_not_map_is_refused_when_the_card_loads():
    with pytest.raises(ValueError, match=r"effects.0.do: unknown verb 'freeze'"):
        CardModel.model_validate({"code": "TST-901", "name": "Cold", "cost": "{U}", "type": "Instant",
                                "ability": [{"target": "creature", "effects": [{"do": "freeze", "to": "target"}]}]})
