"""421: loops. A game state that comes back with no choice made in between is a loop of
mandatory actions, a draw (421.4); a loop that only one player drives ends with that player
choosing a number of repetitions, then doing something else (421.2)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.loops import LOOP_COUNTS

from .kit import PASS, do, oid, setup

rules = pytest.mark.rules


def angels_with_empty_libraries():
    """Each player: Platinum Angel under Pacifism, no library, no hand (nothing can happen)."""
    p = {"field": ["Pacifism", "Platinum Angel"], "deck": []}
    return setup(dict(p), dict(p), phase="main2", turn=3)


@rules("mtg2004:421.1", "mtg2004:421.4", "mtg2004:102.6")
def test_a_loop_of_mandatory_actions_is_a_draw():
    g = angels_with_empty_libraries()
    g.auto_forced = True                   # every decision from now on has one option
    do(g, PASS)
    assert g.over and g.result.winner is None and "421.4" in g.result.reason
    assert g.vars["turn"] < 10             # found by the repeated state, long before the turn limit
    assert all(g.pvars[p]["drew_empty"] for p in (0, 1))     # both drew from empty libraries, no one lost


def test_platinum_angel_keeps_its_controller_in_the_game():
    g = setup({"field": ["Platinum Angel"], "life": 0}, {}, phase="main1")
    assert not g.over and g.pvars[0]["life"] == 0
    g = setup({"field": ["Platinum Angel"]}, {"life": 0}, phase="main1")
    assert g.over and g.result.winner == 0          # the opponent still loses


def test_a_choice_breaks_the_mandatory_loop():
    g = angels_with_empty_libraries()
    while not g.over and g.vars["turn"] < 12:       # every decision is taken by hand (no auto_forced)
        g.apply(PASS if PASS in g.decision.options else 0)
    assert not g.over                               # choices were made: not a loop of mandatory actions


def alchemists():
    return setup({"field": ["Aphetto Alchemist", "Aphetto Alchemist", "Island"]}, {"field": ["Grizzly Bears"]},
                 phase="main1")


@rules("mtg2004:421.1", "mtg2004:421.2")
def test_one_player_loop_chooses_a_number_then_must_do_something_else():
    g = alchemists()
    a, b = [x for x in g.zones["play"] if g.objs[x].card.name == "Aphetto Alchemist"]
    for _ in range(40):                             # A untaps B, B untaps A, ...
        if g.decision.options[0][0] == "loop":
            break
        src, other = (a, b) if not g.objs[a].tapped else (b, a)
        do(g, ("activate", src, 0))
        do(g, ("target", ("o", other)))
        do(g, PASS)
        do(g, PASS)                                 # the opponent passes: the ability resolves
    d = g.decision
    assert d.player == 0 and d.options == tuple(("loop", n) for n in LOOP_COUNTS)
    state = (g.objs[a].tapped, g.objs[b].tapped)
    do(g, ("loop", 100))
    assert g.vars["loops"] == (("421.2", 0, 100),)
    assert (g.objs[a].tapped, g.objs[b].tapped) == state and not g.stack          # the state is the loop's
    untapped = a if not g.objs[a].tapped else b
    assert ("activate", untapped, 0) not in g.decision.options    # the loop's first action is not offered again
    assert PASS in g.decision.options and g.decision.player == 0
    assert ("mana", oid(g, "Island")) in g.decision.options          # everything else is still there


@rules("mtg2004:422.1")
def test_a_rewound_play_leaves_no_trace_in_a_step_the_loop_check_watches():
    from .kit import CANCEL

    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    v = g.vars
    v["loop_step"] = (v["loop_step"][0], -100, True)      # as after a busy step: states are recorded
    shock = oid(g, "Shock", "hand0")
    do(g, ("play", shock))
    do(g, CANCEL)                                         # this priority point is recorded once
    before = g.state_hash()
    for _ in range(2):
        do(g, ("play", oid(g, "Shock", "hand0")))
        do(g, ("target", ("p", 1)))
        do(g, CANCEL)
        assert g.state_hash() == before                   # the same point again: nothing new written
