"""The priority options' shortcuts (play.py) give the answers of the general tests they skip:
read over the states of seeded random games, every card in either hand and every ability on
either Field."""

from __future__ import annotations

from random_states import random_states

from tcg.games.fftcg import play
from tcg.games.fftcg.payment import _pools, ability_cost, card_cost, feasible


def _states(n: int):
    return random_states(n, 500)


def test_a_cost_is_affordable_as_feasible_says():
    seen = set()
    for game in _states(6):
        for p in (0, 1):
            pools = play._cp_pools(game, p)
            paid_for = [(oid, card_cost(game, p, oid)) for oid in game.zones[f"hand{p}"]]
            paid_for += [(oid, ability_cost(game.objs[oid].card, a)) for oid in game.zones[f"field{p}"]
                         for _, a in game.objs[oid].card.activated]
            for oid, cost in paid_for:
                ok = feasible(game, p, oid, cost)
                assert play._affordable(game, p, oid, cost, pools) == ok, (oid, cost)
                seen.add((game.objs[oid].zone[:4], ok))
    assert seen == {("hand", True), ("hand", False), ("fiel", True), ("fiel", False)}


def test_an_ability_costing_more_cp_than_the_player_can_produce_is_never_usable():
    seen = 0
    for game in _states(6):
        for p in (0, 1):
            most = play._most_cp(game.objs, play._hand_table(game, p, game.zones[f"hand{p}"])[2],
                                 play._field_table(game, p)[3])
            hand, backs = _pools(game, p)
            assert most >= 2 * sum(hand.values()) + sum(backs.values())
            for oid in game.zones[f"field{p}"]:
                card = game.objs[oid].card
                for idx, a in card.activated:
                    if ability_cost(card, a).total > most:
                        seen += 1
                        assert not play.ability_usable(game, p, oid, idx, a), (oid, idx)
    assert seen
