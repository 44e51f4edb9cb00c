"""421: loops. A game state that comes back with no choice made in between is a loop of
mandatory actions, a draw (421.4); a loop that only one player drives ends with that player
choosing a number of repetitions, then doing something else (421.2)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.loops import LOOP_COUNTS

from .kit import PASS, do, oid, pass_, setup

rules = pytest.mark.rules


def angels_with_empty_libraries():
    """Each player: Platinum Angel under Pacifism, no library, no hand (nothing can happen)."""
    p = {"field": ["Pacifism", "Platinum Angel"], "deck": []}
    return setup(dict(p), dict(p), phase="main2", turn=3)


@rules("mtg2004:421.4", "mtg2004:102.6")
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


@rules("mtg2004:421.2")
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


def alchemists_on_both_sides():
    return setup({"field": ["Aphetto Alchemist"]}, {"field": ["Aphetto Alchemist"]}, phase="main1")


def _untap_each_other(g) -> tuple:
    """Player 0's Alchemist untaps player 1's, whose Alchemist untaps player 0's, ... until the
    active player is offered the loop's number (421.3)."""
    a, b = [x for x in g.zones["play"] if g.objs[x].card.name == "Aphetto Alchemist"]
    mine = {0: (a, b), 1: (b, a)}
    for _ in range(120):
        d = g.decision
        if d.options[0][0] == "loop":
            return a, b
        src, other = mine[d.player]
        if not g.stack and not g.objs[src].tapped and ("activate", src, 0) in d.options:
            do(g, ("activate", src, 0))
            do(g, ("target", ("o", other)))
        else:
            do(g, PASS)
    raise AssertionError("no loop found")


@rules("mtg2004:421.3")
def test_a_loop_both_players_drive_accepted_gives_the_non_active_player_the_last_word():
    g = alchemists_on_both_sides()
    a, b = _untap_each_other(g)
    d = g.decision
    assert d.player == 0 and d.options == tuple(("loop", n) for n in LOOP_COUNTS)
    assert not g.objs[a].tapped and g.objs[b].tapped    # player 1's Alchemist has just untapped player 0's
    do(g, ("loop", 10))                                 # the active player chooses a number
    d = g.decision
    assert d.player == 1 and d.options == (("accept",), ("loop", 1), ("loop", 2), ("loop", 3))   # or fewer
    do(g, ("accept",))
    assert g.vars["loops"] == (("421.3", 0, 10, 1),)    # accepted: player 1 has the last word
    assert g.decision.player == 0 and ("activate", a, 0) not in g.decision.options   # player 0 can't answer
    do(g, PASS)
    assert g.decision.player == 1 and g.decision.options == (PASS,)
    assert not g.objs[a].tapped and g.objs[b].tapped    # the loop ends on player 1's action


@rules("mtg2004:421.3")
def test_a_loop_both_players_drive_with_a_smaller_number_gives_the_active_player_the_last_word():
    g = alchemists_on_both_sides()
    a, b = _untap_each_other(g)
    do(g, ("loop", 10))
    do(g, ("loop", 3))                                  # the non-active player chooses fewer
    assert g.vars["loops"] == (("421.3", 0, 3, 0),)     # player 0 has the last word
    do(g, ("activate", a, 0))                           # player 0 acts once more
    do(g, ("target", ("o", b)))
    pass_(g, 2)
    assert g.objs[a].tapped and not g.objs[b].tapped
    do(g, PASS)
    assert g.decision.player == 1 and ("activate", b, 0) not in g.decision.options   # player 1 can't answer


@rules("mtg2004:421.5")
def test_two_independent_loops_the_non_active_player_may_choose_more():
    g = setup({"field": ["Aphetto Alchemist", "Aphetto Alchemist"]},
              {"field": ["Aphetto Alchemist", "Aphetto Alchemist"]}, phase="main1")
    own = {p: [x for x in g.zones["play"] if g.objs[x].controller == p] for p in (0, 1)}
    last = 1
    for _ in range(200):                            # each player untaps their own Alchemists, in turn
        d = g.decision
        if d.options[0][0] == "loop":
            break
        p = d.player
        ready = [x for x in own[p] if not g.objs[x].tapped]
        if not g.stack and last != p and ready:
            src = ready[0]
            do(g, ("activate", src, 0))
            do(g, ("target", ("o", next(x for x in own[p] if x != src))))
            last = p
        else:
            do(g, PASS)
    assert g.decision.player == 0 and g.decision.options == tuple(("loop", n) for n in LOOP_COUNTS)
    do(g, ("loop", 3))
    d = g.decision
    assert d.player == 1 and d.options == (("accept",), ("loop", 10), ("loop", 100))   # 421.5: or more
    do(g, ("loop", 10))
    assert g.vars["loops"] == (("421.5", 0, 10, -1),)
    for _ in range(4):                              # neither player's loop action is offered any more
        d = g.decision
        if d.kind != "priority" or g.vars["step"] != "main":
            break
        assert not any(o[0] == "activate" and g.objs[o[1]].card.name == "Aphetto Alchemist" and not g.stack
                       for o in d.options if len(o) > 1)
        do(g, PASS)


# Game variables compared by value in the loop fingerprint: none of them holds an object id.
PLAIN_VARS = {"tp", "first", "phase", "step", "lands_played", "spells", "skip", "types_chosen",
              "life", "pool", "drew_empty", "poison"}


def test_every_game_variable_is_classified_for_the_loop_fingerprint():
    """A variable that holds object ids but is compared by value would hide a loop whose objects
    were made anew (their ids differ): each variable the module writes is skipped, written with
    canonical ids (loops._ID_VARS) or known to hold no id (PLAIN_VARS)."""
    import re
    from pathlib import Path

    from tcg.games.mtg2004 import loops

    names = set()
    for f in Path(loops.__file__).parent.glob("*.py"):
        src = f.read_text()
        names |= set(re.findall(r'vars(?:\[\w+\])?(?:\["|\.get\("|\.pop\(")(\w+)"', src))
        for args in re.findall(r"vars(?:\[\w+\])?\.update\(([^)]*)\)", src):
            names |= set(re.findall(r"(\w+)=", args))
    unclassified = {n for n in names if n not in loops._SKIP and n not in loops._ID_VARS
                    and not n.startswith("loop") and n not in PLAIN_VARS}
    assert not unclassified
    assert not PLAIN_VARS & loops._ID_VARS
