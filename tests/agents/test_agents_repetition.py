"""Agents do not go round in circles through free actions (tcg.agents.repetition)."""

from __future__ import annotations

from tcg import games
from tcg.agents import decide, get_agent
from tcg.agents.repetition import Seen, position_key


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
