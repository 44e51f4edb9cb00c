"""Idle options (tcg.agents.greedy.idle): neither adding to the evaluation nor taking the game
further, they are never the cheap policy's choice in play_on, and the search takes one only by a
margin (a weiss character moved from one free stage position to the next, all turn)."""

from __future__ import annotations

from tcg import games
from tcg.agents import decide, get_agent
from tcg.agents.greedy import idle, play_on, settle
from tcg.agents.mcts import MCTSAgent, Node


def _weiss_mains(n: int, seed: int = 3):
    """The first `n` weiss main phases of a greedy-against-greedy game with a character on the
    stage and a free position to move it to."""
    rules = games.get("weiss")
    game = rules.new_game([rules.load_deck("aw_s18"), rules.load_deck("fz_s17")], seed=seed)
    agents = [get_agent("greedy", seed=1), get_agent("greedy", seed=2)]
    found = []
    while not game.over and len(found) < n:
        d = game.decision
        if d.kind == "main" and any(o[0] == "move" for o in d.options):
            found.append(game.clone())
        game.apply(decide(agents[d.player], game))
    assert len(found) == n
    return found


def _settled(game, o):
    g = game.clone()
    g.apply(o)
    return settle(g)


def test_a_move_to_a_free_position_is_idle_ending_the_phase_and_a_play_are_not():
    game = _weiss_mains(1)[0]
    d, p = game.decision, game.decision.player
    base = game.rules.ai.evaluate(game, p)

    def is_idle(o):
        h = _settled(game, o)
        return idle(d, h, game.rules.ai.evaluate(h, p), base)
    moves = [o for o in d.options if o[0] == "move"]
    assert any(is_idle(o) for o in moves)
    assert not is_idle(("end",))                        # the game goes on to the climax phase
    plays = [o for o in d.options if o[0] == "play" and game.rules.ai.evaluate(_settled(game, o), p) > base]
    assert plays and not any(is_idle(o) for o in plays)


def test_play_on_ends_a_weiss_turn_instead_of_moving_characters_about():
    """Moving a character is free; the cheap policy liked moves as much as ending the main phase
    and play_on took every turn to its move limit (141 of 141 main phases of this game); now it
    plays the turn to the opponent's next quiet decision."""
    for game in _weiss_mains(5):
        p, turn = game.decision.player, game.vars["turn"]
        after = play_on(game.clone(), p)
        assert after.result is not None or after.vars["turn"] != turn or after.decision.player != p


def test_the_search_takes_an_idle_option_only_by_the_margin():
    game = _weiss_mains(1)[0]
    d, p = game.decision, game.decision.player
    base = game.rules.ai.evaluate(game, p)
    after = {o: _settled(game, o) for o in d.options}
    lazy = next(o for o in d.options if idle(d, after[o], game.rules.ai.evaluate(after[o], p), base))
    agent = MCTSAgent(seed=1, iterations=10)
    for gap, first in ((0.02, ("end",)), (0.05, lazy)):     # margin 0.03
        root = Node()
        for o, v in ((lazy, 0.3 + gap), (("end",), 0.3)):
            ch = root.children[o] = Node()
            ch.visits, ch.value = 10, 10 * v
        ranked = [lazy, ("end",)]
        agent._progress(d, game, p, root, ranked, after)
        assert ranked[0] == first


def test_mcts_ends_its_weiss_main_phases_instead_of_moving_characters_about():
    """In the first six turns of this game, mcts (20 iterations a decision) moved a character in
    154 of its 181 decisions without the margin; with it, a few times in a few dozen."""
    rules = games.get("weiss")
    g = rules.new_game([rules.load_deck("aw_s18"), rules.load_deck("fz_s17")], seed=17)
    agents = [get_agent("mcts:iterations=20", seed=1), get_agent("greedy", seed=2)]
    moves = decisions = 0
    while not g.over and g.vars["turn"] <= 6:
        o = decide(agents[g.decision.player], g)
        if g.decision.player == 0:
            decisions += 1
            moves += o[0] == "move"
        g.apply(o)
    assert decisions < 60 and moves <= 12
