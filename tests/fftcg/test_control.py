"""Control changes ("your opponent gains control of Leon", control.py): the Character goes onto
its new controller's Field as the same card, and this turn it cannot attack without Haste, not
having been under its controller's control since the start of the turn (10.1.2.1.1)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_until, resolve_all, setup

R = pytest.mark.rules

LEON = "6-063H"        # wind Forward 1, 8000: "When Leon enters the field, your opponent gains control of Leon.
                       # When a _Category II_ Character of your opponent enters the field, your opponent gains control of Leon."
PAUL = "6-056H"        # wind Forward 2 (discarded for 2 wind CP)
GORDON = "1-160H"      # water Forward 2, Category II
BLACK_BELT = "1-099C"  # earth Forward 8000, no ability


def _pay(g) -> None:
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])


def test_leon_entering_goes_under_the_opponents_control_as_the_same_card():
    g = setup({"hand": [LEON, PAUL]}, {}, manual=False)
    do(g, ("play", fid(g, "Leon", "hand0")))
    _pay(g)
    resolve_all(g)
    leon = fid(g, "Leon", "field1")
    o = g.objs[leon]
    assert names(g, "field0") == [] and names(g, "field1") == ["Leon"]
    assert (o.owner, o.controller, o.zone) == (0, 1, "field1")


@R("fftcg:10.1.2.1.1")
def test_a_forward_gained_this_turn_cannot_attack_until_its_controllers_next_turn():
    # Player 0 plays Gordon (Category II): player 1's Leon comes under player 0's control, in the
    # middle of player 0's turn; the Black Belt, there since before the turn, may attack, Leon may not.
    g = setup({"hand": [GORDON, GORDON], "field": [BLACK_BELT]}, {"field": [LEON]}, manual=False)
    do(g, ("play", g.zones["hand0"][0]))
    _pay(g)
    resolve_all(g)
    leon = fid(g, "Leon", "field0")
    assert g.objs[leon].controller == 0 and g.objs[leon].owner == 1
    pass_until(g, "attack")
    bb = fid(g, "Black Belt", "field0")
    assert ("attack", bb) in g.decision.options and ("attack", leon) not in g.decision.options


NINJA = "8-124C"       # water Forward 3: "{u}{D}, put Ninja into the Break Zone: Choose 1 Forward opponent controls.
                       # Activate it and gain control of it until the end of the turn."
GEOMANCER = "1-168C"   # water Forward (discarded for 2 water CP)


@R("fftcg:9.5.1.3.2")
def test_ninja_borrows_a_forward_until_the_end_of_the_turn():
    g = setup({"hand": [GEOMANCER], "field": [NINJA]}, {"field": [{"card": BLACK_BELT, "dull": True}]})
    bb = fid(g, "Black Belt", "field1")
    do(g, ("use", fid(g, "Ninja", "field0"), 0), ("target", bb))
    _pay(g)
    while g.stack:
        do(g, ("pass",))
    assert g.zones["field0"] == [bb] and sorted(names(g, "break0")) == ["Geomancer", "Ninja"]
    assert g.objs[bb].controller == 0 and not g.objs[bb].tapped     # "Activate it"
    while g.vars["tp"] == 0:                    # to the end of player 0's turn
        d = g.decision
        do(g, ("pass",) if d.kind == "priority" else d.options[0])
    assert g.zones["field1"] == [bb] and g.objs[bb].controller == 1 and g.zones["field0"] == []



def test_the_log_says_who_gains_control_in_each_seats_words():
    from tcg.present import log_since

    g = setup({"hand": [LEON, PAUL]}, {}, manual=False)
    g.start_log()
    do(g, ("play", fid(g, "Leon", "hand0")))
    _pay(g)
    resolve_all(g)
    assert ("control", 1, LEON) in g.log
    assert "player 1 gains control of Leon" in log_since(g, 0, 0)[0]
    assert "vous prenez le contrôle de Leon" in log_since(g, 1, 0, "fr")[0]
