"""Twin options for the search agents (tcg.agents.twins) in Dragon Ball Super positions: copies
the rules tell apart keep their own options."""

from __future__ import annotations

from dbs_kit import CG, position, refresh

from tcg.agents.twins import distinct, referenced
from tcg.games.dbs.unders import put_under


def _attacks(game) -> list[tuple]:
    return [o for o in distinct(game, game.decision.options) if o[0] == "attack"]


def _two_copies():
    """Two copies of one Battle card in player 0's Battle Area, with ids that no number of the
    game's variables happens to equal (`referenced` counts any int as a possible id)."""
    g = position(CG, {"hand": ["BT1-060", "BT1-060"], "drop": ["BT7-061"]})
    for x in list(g.zones["hand0"]):
        g.move(x, "battle0")             # (new objects: ids after the position's cards)
    refresh(g)
    a, b = g.zones["battle0"]
    assert g.objs[a].card.code == g.objs[b].card.code and not {a, b} & referenced(g)
    return g, a, b


def test_two_identical_battle_cards_attack_as_one_option():
    g, a, b = _two_copies()
    attackers = {o[1] for o in g.decision.options if o[0] == "attack"}
    assert {a, b} <= attackers
    assert {o[1] for o in _attacks(g)} == attackers - {b}          # the first copy's attacks only


def test_a_copy_with_a_card_under_it_is_not_a_twin():
    g, a, b = _two_copies()
    put_under(g, g.zones["drop0"][0], b)
    refresh(g)
    assert {a, b} <= {o[1] for o in _attacks(g)}


def test_a_copy_owned_by_the_other_player_is_not_a_twin():
    g, a, b = _two_copies()
    g.w(b).owner = 1                     # (as after a change of control: it would go to the other Drop)
    refresh(g)
    assert {a, b} <= {o[1] for o in _attacks(g)}
