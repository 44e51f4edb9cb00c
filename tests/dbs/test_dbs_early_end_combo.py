"""dbscg 7-1-4-1: when the battle ends early (the defending card gone in the Attack step), the
Battle cards in the Combo Areas go to their owners' Drops and no damage is dealt."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, codes, pick, position, settle


@pytest.mark.rules("dbscg:7-1-4-1")
def test_early_end_sends_the_combo_cards_to_the_drop():
    # the attacker combos Bulma from hand (combo cost 0), then Zamasu KOs the rested defender
    g = position("dbscg", {"battle": ["BT1-102"], "hand": ["DB1-058", "BT1-038"], "energy": ["BT1-103"]},
                 {"battle": [{"card": "BT7-061", "dull": True}]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT7-061")
    settle(g, "offense")
    pick(g, "combo", "BT1-038")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-038"]
    pick(g, "skill", "DB1-058")
    settle(g, "target")
    pick(g, "ko", "BT7-061")
    settle(g)
    assert g.decision.kind == "main" and not g.vars["battle"]
    assert not g.zones["combo0"] and codes(g, "drop0") == ["BT1-038"]
    assert codes(g, "drop1") == ["BT7-061"] and len(g.zones["life1"]) == 8
