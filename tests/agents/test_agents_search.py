"""Search agents see only their player's view: determinisation, greedy, MCTS, the evaluation."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import tcg
from tcg import games
from tcg.agents import decide, get_agent
from tcg.agents.determinise import determinise, hidden_zones
from tcg.agents.human import HumanAgent

# Two positions that differ only in cards player 0 cannot see: the opponent's hand and deck
# hold the same cards dealt differently, and player 0's own deck is in another order.
BASE = """
game = "fftcg"
turn = 3
active = 0
phase = "main1"
seed = 4

[[player]]
hand = ["1-009C", "1-004C", "1-003C", "1-099C"]
field = ["1-003C", "1-008C", {{ card = "1-099C" }}]
damage = ["1-099C"]
deck = {deck0}

[[player]]
hand = {hand1}
field = [{{ card = "1-029C" }}, "1-031C"]
damage = ["1-099C", "1-099C"]
deck = {deck1}
"""

A = BASE.format(deck0='["4 1-099C", "1-009C", "1-016C"]', hand1='["1-004C", "1-099C", "1-038R"]',
                deck1='["5 1-099C", "3-032R", "1-003C"]')
B = BASE.format(deck0='["1-016C", "1-009C", "4 1-099C"]', hand1='["3-032R", "1-003C", "1-099C"]',
                deck1='["1-038R", "4 1-099C", "1-004C", "1-099C"]')


@pytest.fixture
def twins():
    a, b = tcg.load_scenario(A), tcg.load_scenario(B)
    assert a.decision.player == 0 and len(a.decision.options) > 2
    assert a.view(0) == b.view(0)                  # the same information for player 0...
    assert a.state_hash() != b.state_hash()        # ...in different games
    return a, b


def multiset(game, zones):
    return sorted(game.objs[o].card.code for z in zones for o in game.zones[z])


def test_hidden_zones_follow_the_zone_visibility(twins):
    a, _ = twins
    assert hidden_zones(a, 0) == ["deck0", "deck1", "hand1"]
    assert hidden_zones(a, 1) == ["deck0", "deck1", "hand0"]


def test_determinise_deals_the_hidden_cards_anew_and_keeps_the_rest(twins):
    a, _ = twins
    before = a.state_hash()
    g = determinise(a, 0, random.Random(3))
    assert a.state_hash() == before                # the real game is untouched
    assert g.view(0) == a.view(0)                  # what player 0 knows is unchanged
    for z in a.zones:
        assert len(g.zones[z]) == len(a.zones[z])
    # each owner's hidden cards are redistributed among that owner's hidden slots
    assert multiset(g, ["hand1", "deck1"]) == multiset(a, ["hand1", "deck1"])
    assert multiset(g, ["deck0"]) == multiset(a, ["deck0"])
    assert g.rng != a.rng                          # future draws are not the real ones
    dealt = [determinise(a, 0, random.Random(s)) for s in range(6)]
    assert len({tuple(multiset(d, ["hand1"])) for d in dealt}) > 1


def test_determinised_state_depends_only_on_the_view(twins):
    a, b = twins
    for seed in range(5):
        assert determinise(a, 0, random.Random(seed)).state_hash() == determinise(b, 0, random.Random(seed)).state_hash()


@pytest.mark.parametrize("spec", ["greedy", "mcts:iterations=40", "mcts:iterations=25,macro=0",
                                  "mcts:iterations=30,samples=0", "mcts:iterations=12,prior=0"])
def test_same_view_same_decision(twins, spec):
    a, b = twins
    ha, hb = a.state_hash(), b.state_hash()
    for seed in (1, 2, 3):
        assert decide(get_agent(spec, seed=seed), a) == decide(get_agent(spec, seed=seed), b)
    assert (a.state_hash(), b.state_hash()) == (ha, hb)     # searching never touched the real games


def test_a_search_sees_its_own_hand_but_not_the_opponents():
    """The agent of player 1 in position A sees different hands in A and B (its own hand)."""
    a, b = tcg.load_scenario(A), tcg.load_scenario(B)
    assert a.view(1) != b.view(1)
    g = determinise(a, 1, random.Random(0))
    assert multiset(g, ["hand1"]) == multiset(a, ["hand1"])


LETHAL = """
game = "fftcg"
turn = 5
active = 0
phase = "attack"
step = "declaration"

[[player]]
field = ["1-029C", "1-003C"]
deck = ["5 1-099C"]

[[player]]
damage = ["6 1-099C"]
field = ["1-031C"]
deck = ["5 1-099C"]
"""


@pytest.mark.parametrize("spec", ["greedy", "mcts:iterations=30"])
def test_search_agents_attack_for_the_win(spec):
    game = tcg.load_scenario(LETHAL)
    assert game.decision.kind == "attack"
    choice = decide(get_agent(spec, seed=1), game)
    assert choice[0] == "attack"
    game.apply(choice)
    while not game.over:
        game.apply(game.decision.options[0])     # pass, no block
    assert game.result.winner == 0


def test_evaluation_is_zero_sum_bounded_and_sees_damage():
    game = tcg.load_scenario(A)
    ev = game.rules.ai.evaluate
    assert -1 < ev(game, 0) < 1
    assert ev(game, 0) == pytest.approx(-ev(game, 1))
    assert ev(game, 0) > 0                          # player 1 has taken more damage and has no more
    worse = tcg.load_scenario(A.replace('damage = ["1-099C"]\n', 'damage = ["5 1-099C"]\n', 1))
    assert ev(worse, 0) < ev(game, 0)
    rng = random.Random(0)
    while not game.over:
        opts = game.decision.options
        game.apply(opts[rng.randrange(len(opts))])
        assert -1 <= ev(game, 0) <= 1
    w = game.result.winner
    assert ev(game, 0) == (0.0 if w is None else (1.0 if w == 0 else -1.0))


def test_search_agents_need_the_game():
    game = tcg.new_game("fftcg", seed=1)
    for name in ("greedy", "mcts"):
        agent = get_agent(name)
        assert agent.needs_game
        with pytest.raises(TypeError, match="choose_game"):
            agent.choose(None, game.decision)


def test_docstring_examples():
    import doctest

    import tcg.agents.determinise
    import tcg.agents.greedy
    import tcg.agents.mcts
    import tcg.games.fftcg.ai
    import tcg.sim.arena
    import tcg.sim.cluster

    for mod in (tcg.agents.determinise, tcg.agents.greedy, tcg.agents.mcts, tcg.games.fftcg.ai,
                tcg.sim.arena, tcg.sim.cluster):
        failed, attempted = doctest.testmod(mod)
        assert attempted and not failed, mod.__name__


def _first(game, accept):
    """Play random moves from `game` until `accept(game)`; the position then."""
    rng = random.Random(3)
    while not game.over and not accept(game):
        opts = game.decision.options
        game.apply(opts[rng.randrange(len(opts))])
    assert not game.over
    return game


def test_mtg_priority_with_only_mana_abilities_is_not_a_search_node():
    """MTG2004.quiet: passing or tapping a land for mana that would burn (300.3) is no choice worth
    a tree node, so the search looks past such priorities to the next real choice."""
    from tcg.agents.greedy import quiet

    game = _first(tcg.new_game("mtg2004", seed=4), lambda g: g.decision.kind == "priority" and len(g.decision.options) > 1
                  and {o[0] for o in g.decision.options} <= {"pass", "mana"} and not g.stack and not g.pending)
    assert not quiet(game)
    assert decide(get_agent("greedy", seed=1), game) == ("pass",)    # the mana would burn


def test_mcts_gives_a_decision_that_continues_an_action_a_few_visits_per_option():
    game = _first(tcg.new_game("fftcg", seed=2), lambda g: g.decision.kind == "payment" and len(g.decision.options) > 1)
    agent = get_agent("mcts:iterations=5000", seed=1)
    decide(agent, game)
    assert 0 < agent.last_iterations <= agent.minor_iterations * len(game.decision.options)


def test_mcts_keeps_to_its_time_budget(monkeypatch):
    import time
    from types import SimpleNamespace

    from tcg.agents import mcts

    # The agent's clock is the process's CPU clock here, which a loaded machine does not stretch:
    # on the wall clock a busy machine can spend the whole budget before the first iteration.
    monkeypatch.setattr(mcts, "time", SimpleNamespace(perf_counter=time.process_time))
    game = _first(tcg.new_game("weiss", seed=2), lambda g: g.decision.kind == "main" and len(g.decision.options) > 3)
    agent = get_agent("mcts:budget=0.1", seed=1)
    t = time.process_time()
    decide(agent, game)
    assert time.process_time() - t < 0.2      # it stops before an iteration would overrun the 0.1 s
    assert agent.last_iterations > 0


def test_a_card_declared_from_the_hand_is_shown_and_never_dealt_again():
    """dbscg: a Battle Card whose play is declared stays in its owner's hand, revealed, while
    the opponent may counter it (RULINGS D51). The opponent's view shows it, determinisation
    leaves it in place (dealing it again made the play finish with another card), and a search
    from the opponent's seat completes."""
    rules = games.get("dbscg")
    g = rules.new_game([rules.load_deck("xeno_black"), rules.load_deck("frieza_yellow")], seed=2)
    agents = [get_agent("random", seed=2), get_agent("random", seed=3)]
    while True:
        d, x = g.decision, g.vars["declared"]
        if x and d.player != g.objs[x].owner and g.objs[x].zone.startswith("hand"):
            break
        g.apply(decide(agents[d.player], g))
    q, card = d.player, g.objs[x].card
    assert [(o["id"], o["code"]) for o in g.view(q)["shown"]] == [(x, card.code)]
    assert g.view(1 - q)["shown"] == []              # its owner sees it in the hand anyway
    for seed in range(8):
        assert determinise(g, q, random.Random(seed)).objs[x].card is card
    assert decide(get_agent("greedy", seed=1), g) in d.options
    out = io.StringIO()                                # and the terminal names it
    HumanAgent(g, q, console=Console(file=out, width=200)).board(g.view(q))
    assert f"revealed: {card.name}" in out.getvalue()


def test_play_on_plays_the_rest_of_the_turn_to_the_opponents_next_choice():
    """GameAI.turn_horizon (dbs): MCTS values an option after the cheap policy has played its
    player's turn on to the opponent's next quiet decision, so that an option searched further
    (with more of the turn's plays made) is not valued above the others for that alone."""
    from tcg.agents.greedy import option_values, play_on, quiet

    rules = games.get("dbscg")
    assert rules.ai.turn_horizon and not games.get("fftcg").ai.turn_horizon
    game = _first(rules.new_game([rules.load_deck("demigra_black"), rules.load_deck("goku_green")], seed=3),
                  lambda g: g.decision.kind == "main" and g.vars["turn"] > 2 and len(g.decision.options) > 2)
    p, turn = game.decision.player, game.vars["turn"]
    g = play_on(game.clone(), p)
    assert g.state_hash() != game.state_hash()                          # it played something
    assert g.result is not None or g.vars["turn"] != turn or (g.decision.player != p and quiet(g))
    if g.result is None and g.decision.player != p and quiet(g):
        assert play_on(g.clone(), p).state_hash() == g.state_hash()     # the opponent acts: nothing to play on
    outcomes: list = []
    values = option_values(game, p, outcomes=outcomes, horizon=True)
    for v, after in zip(values, outcomes, strict=True):
        assert v == rules.ai.evaluate(play_on(after.clone(), p), p)
    assert any(quiet(a) and a.decision.player == p for a in outcomes)     # outcomes stay settled positions
    agent = get_agent("mcts:iterations=60", seed=1)
    assert decide(agent, game) in game.decision.options and agent.last_iterations > 0


def test_mcts_takes_the_games_search_options_unless_the_user_sets_them():
    """`GameAI.search_options`: dbs gives decisions that continue an action (a battle's combos)
    the whole budget and reuses the tree between decisions; fftcg keeps the agent's defaults."""
    from tcg.agents.mcts import DEFAULTS

    dbs = _first(tcg.new_game("dbscg", seed=3), lambda g: g.decision.kind == "main" and len(g.decision.options) > 2)
    ff = _first(tcg.new_game("fftcg", seed=2), lambda g: g.decision.kind == "payment" and len(g.decision.options) > 1)
    agent, mine = get_agent("mcts:iterations=4", seed=1), get_agent("mcts:iterations=4,minor=0.5,reuse=0", seed=1)
    decide(agent, dbs)
    decide(mine, dbs)
    assert (agent.minor, agent.minor_iterations, agent.reuse) == (1.0, 100, True)
    assert (mine.minor, mine.minor_iterations, mine.reuse) == (0.5, 100, False)
    decide(agent, ff)                                  # the same agent in another game: that game's
    assert (agent.minor, agent.minor_iterations, agent.reuse) == \
        (DEFAULTS["minor"], DEFAULTS["minor_iterations"], DEFAULTS["reuse"])
    with pytest.raises(KeyError, match=r"minor must be in \(0, 1\]"):
        get_agent("mcts:minor=2")


def test_mcts_reuses_what_it_found_below_its_choice_at_its_next_decision_of_the_turn():
    from tcg.agents.mcts import Node

    game = _first(tcg.new_game("dbscg", seed=3), lambda g: g.decision.kind == "main" and len(g.decision.options) > 2)
    p, turn = game.decision.player, game.vars["turn"]
    agent = get_agent("mcts:iterations=4", seed=1)
    options = game.decision.options[:2]
    below = Node()
    a, b = Node(), Node()
    a.visits, a.value, a.avail, a.states = 6, 3.0, 7, {0: game}
    a.children[("x",)] = grand = Node()
    grand.states = {0: game}
    b.visits = 2
    below.children = {options[0]: a, ("not", "legal"): b}
    for key, grafted in (((turn, p), True), ((turn - 1, p), False), ((turn, 1 - p), False)):
        root = Node()
        root.children[options[0]] = ch = Node()
        ch.visits, ch.value, ch.avail = 10, 1.0, 10      # the prior's virtual visits
        agent._kept = (key, below)
        agent._graft(root, game, p, options)
        assert agent._kept is None                       # used once
        if grafted:                                      # added to the prior; the old samples' positions go
            assert (ch.visits, ch.value, ch.avail) == (16, 4.0, 17) and ch.children == a.children
            assert grand.states is None and set(root.children) == {options[0]}
        else:                                            # another turn, another player: nothing
            assert (ch.visits, ch.value, ch.avail, ch.children) == (10, 1.0, 10, {})
    decide(agent, game)                                  # a search keeps the node of its choice
    assert agent._kept is not None and agent._kept[0] == (turn, p)
