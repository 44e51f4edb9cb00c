"""Issue 20 item 2: "When you do so" after a move that waits on a replacement decision reads the
move's result once the move is made (move_result.py). 12-073C Red Mage, "When you cast a Summon,
you may put Red Mage into the Break Zone. When you do so, choose 1 Forward of cost 3 or less.
Break it.", with 1-176H Yuna on the Field: "If a Character is put from the field into the Break
Zone, you may remove it from the game instead" asks Yuna's controller in the middle of the move."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_

from tcg.engine.zones import DECLINE

R = pytest.mark.rules

YUNA = "1-176H"
RED_MAGE = "12-073C"
IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
SQUIRE = "1-025C"       # fire Forward 2, 5000, no ability
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, no ability


def _red_mage_put_into_break_zone():
    """Player 0 casts Ifrit on Black Belt; Red Mage's ability resolves first and player 0 puts
    Red Mage into the Break Zone: Yuna's replacement is asked, the move waiting."""
    from play_kit import setup

    g = setup({"field": [YUNA, RED_MAGE], "hand": [IFRIT, SQUIRE]}, {"field": [BLACK_BELT, SQUIRE]})
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", fid(g, "Black Belt", "field1")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision.kind == "priority":
        pass_(g)
    assert (g.decision.kind, g.decision.player) == ("optional", 0)
    do(g, ("yes",))
    assert (g.decision.kind, g.decision.player) == ("replacement", 0)
    assert names(g, "field0") == ["Yuna", "Red Mage"]       # not moved while Yuna's controller decides
    return g


def _squire_broken_next(g) -> None:
    """"Choose 1 Forward of cost 3 or less" (player 1's Squire, the only one) and "Break it":
    Yuna's controller is asked again, for Squire."""
    d = g.decision
    assert (d.kind, d.player) == ("replacement", 0) and d.args[0].oids == (fid(g, "Squire", "field1"),)
    do(g, DECLINE)
    assert names(g, "break1") == ["Squire"] and names(g, "field1") == ["Black Belt"]


@R("fftcg:11.11.5")
def test_when_you_do_so_after_a_declined_replacement_reads_the_move_made():
    g = _red_mage_put_into_break_zone()
    do(g, DECLINE)
    assert names(g, "break0") == ["Squire", "Red Mage"] and names(g, "removed0") == []
    _squire_broken_next(g)


def test_when_you_do_so_after_an_applied_replacement_reads_where_the_card_went():
    g = _red_mage_put_into_break_zone()
    do(g, ("replacement", fid(g, "Yuna", "field0"), 1))
    assert names(g, "removed0") == ["Red Mage"] and names(g, "break0") == ["Squire"]
    # as a move replaced without a decision: the card moved, to where the replacement sent it
    _squire_broken_next(g)


SHINRYU = "15-112R"     # water Forward 4: "When Shinryu Celestia enters the field, you may put 1 Character
#                         you control into the Break Zone. When you do so, choose 1 Forward. It loses 7000 power"


@R("fftcg:11.11.5")
def test_a_bound_result_if_you_do_reads_the_move_made():
    """The move's result bound by name (`as = "r1"`, then `if did r1`), not a "you may" count."""
    from play_kit import power, setup

    g = setup({"field": [YUNA, SQUIRE], "hand": [SHINRYU, "1-168C", "1-168C"]}, {"field": [BLACK_BELT]})
    do(g, ("play", fid(g, "Shinryu Celestia", "hand0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision.kind == "priority":
        pass_(g)
    squire = fid(g, "Squire", "field0")
    assert g.decision.kind == "select" and ("select", squire) in g.decision.options, g.decision
    do(g, ("select", squire))
    assert g.decision.kind == "replacement" and g.decision.args[0].oids == (squire,)
    do(g, DECLINE)
    assert names(g, "break0")[-1] == "Squire"
    bb = fid(g, "Black Belt", "field1")
    assert (g.decision.kind, g.decision.player) == ("target", 0)
    do(g, ("target", bb))
    assert power(g, bb) == 1000


def test_a_game_saved_while_the_move_waits_resumes_the_same():
    from tcg.engine.state import Game

    g = _red_mage_put_into_break_zone()
    back = Game.from_json(g.to_json(), g.rules)
    assert back.decision == g.decision and back.state_hash() == g.state_hash()
    for game in (g, back):
        do(game, DECLINE)
        _squire_broken_next(game)
    assert back.state_hash() == g.state_hash()


CHAOS = "3-071H"        # wind Summon 3: "Choose 1 Forward opponent controls. Break it. If that Forward is put
#                         into the Break Zone, your opponent may play 1 Forward from their hand onto the field."
DEATHGAZE = "8-056R"    # wind (2 wind CP when discarded)


def _chaos_breaks_squire():
    """Player 0's Chaos breaks player 1's Squire; player 0's Yuna: player 0 decides (instead.py)."""
    from play_kit import setup

    g = setup({"field": [YUNA], "hand": [CHAOS, "2 " + DEATHGAZE]}, {"field": [SQUIRE], "hand": [BLACK_BELT]})
    do(g, ("cast", fid(g, "Chaos, Walker of the Wheel", "hand0")), ("target", fid(g, "Squire", "field1")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision.kind == "priority":
        pass_(g)
    assert (g.decision.kind, g.decision.player) == ("replacement", 0)
    return g


@R("fftcg:11.11.5")
def test_if_that_forward_is_put_into_the_break_zone_after_the_other_players_replacement_declined():
    g = _chaos_breaks_squire()
    do(g, DECLINE)
    assert names(g, "break1") == ["Squire"]
    d = g.decision
    assert (d.kind, d.player) == ("play_from_hand", 1) and ("play", fid(g, "Black Belt", "hand1")) in d.options


def test_if_that_forward_is_put_into_the_break_zone_not_when_removed_instead():
    g = _chaos_breaks_squire()
    do(g, ("replacement", fid(g, "Yuna", "field0"), 1))
    assert names(g, "removed1") == ["Squire"] and names(g, "break1") == []
    assert g.decision.kind == "priority" and names(g, "hand1") == ["Black Belt"]
