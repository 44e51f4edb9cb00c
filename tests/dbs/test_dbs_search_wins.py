"""The MCTS agent's wins at once on dbs: a move is taken without a search only if it wins once
settled, not if the cheap policy wins by playing the rest of the turn on (`greedy.play_on`),
where the opponent's defence is the cheap policy's."""

from __future__ import annotations

from dbs_kit import BOTH, position, settle

from tcg.agents import get_agent
from tcg.agents.greedy import option_values

BLANK = "BT1-108"          # Bad Ring Laser, an Extra card: no combo to defend with


def attacked(ed: str, life: int):
    """Player 0's main phase: Son Goku (Leader, Double Strike) and Son Goku (15,000) may attack
    the Leader Dragon Ball (10,000, no Awaken), whose life cards and deck are all Extra cards."""
    return position(ed, {"battle": ["BT1-060"]},
                    {"leader": ["SD7-01"], "life": [f"{life} {BLANK}"], "deck": [f"10 {BLANK}"]},
                    auto_forced=False)


@BOTH
def test_a_win_found_only_by_playing_the_turn_on_is_searched(ed):
    """At 3 life no single attack wins (the Leader's deals 2), but the cheap policy's turn after
    either attack does: both value 1.0 after `play_on`, neither is won once settled."""
    g = attacked(ed, 3)
    attacks = [o for o in g.decision.options if o[0] == "attack"]
    outcomes: list = []
    values = option_values(g.clone(), 0, outcomes=outcomes, horizon=True, options=tuple(attacks))
    assert values == [1.0, 1.0] and all(a.result is None for a in outcomes)
    agent = get_agent("mcts", seed=1, iterations=30)
    choice = agent.choose_game(g, 0)
    assert agent.last_iterations == 30           # (version 10 took the first of them unsearched)
    assert choice in attacks


@BOTH
def test_a_win_once_settled_is_taken_without_a_search(ed):
    """At 2 life the Leader's attack (Double Strike) ends the game once settled: it is chosen
    without a search, and it wins."""
    g = attacked(ed, 2)
    agent = get_agent("mcts", seed=1, iterations=30)
    choice = agent.choose_game(g, 0)
    assert agent.last_iterations == 0
    g.apply(choice)
    settle(g)                                       # pass the battle's free timings
    assert g.result is not None and g.result.winner == 0

