"""A game saved to JSON in the middle of a skill and loaded again plays on exactly as the original:
the steps and decisions of a pending skill hold plain values, never records that a load gives back
as tuples (the [Alliance] crash of dbs-masters seed 105289)."""

from __future__ import annotations

import pytest
from dbs_kit import M, first_of, pick, position, until_kind

from tcg.engine.state import Game
from tcg.games.dbs import reading

VADOS = ["BT1-002"]


@pytest.mark.rules("dbs-masters:22-32-3")
def test_alliance_chosen_in_a_reloaded_game_rests_the_ally_and_adds_its_power():
    g = position(M, {"leader": VADOS, "battle": ["DB3-115", "BT2-005", "BT1-019"]}, {}, auto_forced=False)
    pick(g, "attack", "DB3-115", "Son Goku")
    until_kind(g, "alliance")
    g = Game.from_json(g.to_json(), g.rules)
    pick(g, "alliance", "BT2-005")
    g = Game.from_json(g.to_json(), g.rules)
    g.apply(("done",))
    a = first_of(g, "battle0", "DB3-115")
    assert g.objs[first_of(g, "battle0", "BT2-005")].tapped
    assert not g.objs[first_of(g, "battle0", "BT1-019")].tapped
    assert reading.power(g, a) == 31000
