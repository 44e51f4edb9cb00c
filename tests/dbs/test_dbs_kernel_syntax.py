"""Issue 20 item 6: a DBS Battle Card whose [Auto] is written in the shared ability syntax
(docs/abilities.md) is played, its [Auto] triggers and resolves on the kernel's interpreter
(games/dbs/kernel.py). The card is a test fixture, so the test cites no rule."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, codes, pick, position, settle

from tcg.games.dbs.cards import Skill


def test_a_battle_card_with_an_auto_in_the_shared_syntax_is_played():
    g = position(MT, {"hand": ["TEST-K-DRAWKO"], "energy": ["BT1-102"], "deck": ["BT1-060", "BT1-103"]},
                 {"battle": ["BT1-060"]}, leader=FRIEZA)
    pick(g, "play", "TEST-K-DRAWKO")
    settle(g)
    assert codes(g, "battle0") == ["TEST-K-DRAWKO"]
    assert codes(g, "hand0") == ["BT1-103"]                 # drew 1
    assert codes(g, "battle1") == [] and codes(g, "drop1") == ["BT1-060"]   # so it KOed


def test_a_verb_dbs_does_not_map_is_refused():
    with pytest.raises(ValueError, match=r"effects.0.do: unknown verb 'freeze'"):
        Skill.model_validate({"kind": "auto", "when": "played", "effects": [{"do": "freeze", "to": "self"}]})
