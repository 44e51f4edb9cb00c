"""Agents do not go round in circles through free actions (tcg.agents.repetition)."""

from __future__ import annotations

import random

import pytest

import tcg
from tcg import games
from tcg.agents import decide, get_agent
from tcg.agents.random_agent import random_option
from tcg.agents.repetition import REPEATS, Repeats, Seen, position_key
from tcg.engine.choice_words import PASS
from tcg.engine.state import Decision


def test_a_position_is_known_by_what_the_player_sees():
    rules = games.get("weiss")
    g = rules.new_game([rules.load_deck("fz_s17"), rules.load_deck("klk_s27")], seed=1000)
    p = g.decision.player
    assert position_key(g, p) == position_key(g.clone(), p)
    seen = Seen()
    seen.enter(g, p)
    assert seen.repeats(g.clone(), p)
    h = g.clone()
    h.apply(h.decision.options[-1])
    assert not seen.repeats(h, p)
    h.vars["turn"] = g.vars["turn"] + 1          # a new turn: the old positions are forgotten
    seen.enter(h, p)
    assert not seen.repeats(g.clone(), p)


def test_greedy_ends_a_weiss_main_phase_it_could_spend_moving_characters():
    """Moving a character between stage positions is free and repeatable; this game's
    evaluation liked the moves a little more than ending the main phase, and greedy moved
    characters 26,767 times in its second turn. Now each arrangement of its stage is chosen
    at most once a turn, so it ends its main phases and the game ends."""
    rules = games.get("weiss")
    g = rules.new_game([rules.load_deck("fz_s17"), rules.load_deck("klk_s27")], seed=1000)
    agents = [get_agent("greedy", seed=0), get_agent("greedy", seed=99)]
    moves = 0
    for _ in range(3000):
        if g.over:
            break
        o = decide(agents[g.decision.player], g)
        moves += o[0] == "move"
        g.apply(o)
    assert g.result is not None and g.result.winner is not None
    assert moves < 200            # 152: a few arrangements a turn, over 16 turns


# Black Waltz 2 (16-007R): "{0}: Discard 1 Job Black Mage from your hand. When you do so, ...":
# free and usable again and again; the first use to resolve discards Vivi (a Black Mage), the
# others do nothing.
WALTZ = """
game = "fftcg"
turn = 3
active = 0
phase = "main1"
[[player]]
deck = ["10 1-099C"]
hand = ["3-017L"]
field = ["16-007R"]
[[player]]
deck = ["10 1-099C"]
field = ["1-099C"]
"""


def _main_phase(agent) -> tuple[int, int]:
    """Player 0 has used Black Waltz 2 once; `agent` plays on until the stack is empty again
    (player 1, with nothing to do, passes): the decisions it took and the highest the stack went."""
    g = tcg.load_scenario(WALTZ)
    g.apply(("use", tcg.find(g, "Black Waltz 2", "field0"), 1))
    decisions = top = 0
    while g.stack and decisions < 100:
        g.apply(decide(agent, g))
        decisions += 1
        top = max(top, len(g.stack))
    return decisions, top


def test_the_random_agent_uses_a_free_ability_a_few_times_in_a_row_at_most():
    """A coin-flip player grew the stack by a symmetric random walk, whose return to empty
    takes for ever on average (a soaked game: 2,900 actions in one Main Phase; here seed 0 went
    10 high and took 73 decisions); offered the same options again, it now uses the ability 3
    times at most (REPEATS), then passes on."""
    for seed in range(20):
        decisions, top = _main_phase(get_agent("random", seed=seed))
        assert top <= 1 + 3 and decisions <= 2 * 3 + 1, seed


@pytest.mark.parametrize("agent", ["greedy", "mcts:iterations=20"])
def test_search_agents_do_not_put_a_free_ability_on_the_stack_for_ever(agent):
    """Resolving the first use costs Vivi from the hand, and the search agents valued one more
    use (putting that off) above passing: greedy used Black Waltz 2 4,867 times in one priority
    of a game, and here 2,000 times (mcts: still using it after 10 minutes). Offered the same
    options again, they now use it 3 times at most, then pass on."""
    decisions, top = _main_phase(get_agent(agent, seed=0))
    assert top <= 1 + 3 and decisions <= 2 * 3 + 1


def _priority(player: int, options: tuple) -> Decision:
    return Decision(player, "priority", options, "on_priority", (player, 0), "")


def test_repeats_leaves_out_an_option_taken_three_times_while_the_options_stayed_the_same():
    use, other = ("use", 7, 1), ("use", 8, 0)
    d = _priority(0, (PASS, use, other))
    r = Repeats()
    for _ in range(REPEATS):
        assert r.keep(d, d.options) == d.options
        r.took(d, use)
    assert r.keep(d, d.options) == (PASS, other)
    assert r.keep(_priority(1, d.options), d.options) == d.options        # the other player's own memory
    fewer = _priority(0, (PASS, use))                                       # other options: counted anew
    assert r.keep(fewer, fewer.options) == fewer.options
    r.took(fewer, use)
    assert r.keep(d, d.options) == d.options
    no_pass = Decision(0, "target", (use, other), "x", (), "")             # no pass: nothing is left out
    for _ in range(REPEATS + 1):
        assert r.keep(no_pass, no_pass.options) == no_pass.options
        r.took(no_pass, use)


def test_a_random_choice_is_uniform_where_repeats_keeps_every_option():
    d = _priority(0, (PASS, ("use", 7, 1), ("use", 8, 0)))
    a, b = random.Random(5), random.Random(5)
    r = Repeats()
    assert [random_option(_priority(0, d.options[: 2 + k % 2]), a, r) for k in range(40)] == \
           [d.options[: 2 + k % 2][b.randrange(2 + k % 2)] for k in range(40)]


def _waltz_used() -> tcg.Game:
    g = tcg.load_scenario(WALTZ)
    g.apply(("use", tcg.find(g, "Black Waltz 2", "field0"), 1))
    return g


def test_agents_resumed_by_the_web_server_remember_the_free_ability_they_used():
    """A server restarted while Black Waltz 2 is being used brings the AIs back with their random
    states and, rebuilt from the stored choices (web/agent_state.Recall), what they took while
    the same options came back: they go on as they would have. Without it the resumed random
    AI used the ability more than 3 times in a row."""
    from tcg.web.agent_state import Recall

    g = _waltz_used()
    agents = {p: get_agent("random", seed=p * 100) for p in (0, 1)}
    made = []
    for _ in range(4):
        made.append(decide(agents[g.decision.player], g))
        g.apply(made[-1])
    resumed = {p: get_agent("random") for p in (0, 1)}
    for p in (0, 1):
        resumed[p].rng.setstate(agents[p].rng.getstate())
    h = _waltz_used()
    recall = Recall(resumed)
    for o in made:                  # the stored choices replayed (tcg.replay.resumed's hook)
        recall(h)
        h.apply(o)
    recall.finish(h)
    assert all(resumed[p].repeats.taken == agents[p].repeats.taken for p in (0, 1))
    after = []
    for game, ais in ((g, agents), (h, resumed)):
        after.append([])
        while game.stack and len(after[-1]) < 30:
            after[-1].append(decide(ais[game.decision.player], game))
            game.apply(after[-1][-1])
    assert after[0] == after[1] and len(after[0]) > 1
