"""FFTCG field and resolved abilities that restrain blocking or take keywords away
(games/fftcg verbs `forbid`): "cannot be blocked by a Forward of cost 3 or more", "cannot block a
Forward with a power greater than his", "It loses **Haste** and **First Strike**", "Forwards
cannot gain **Haste**"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, pass_, pass_until, setup, use

R = pytest.mark.rules

YUFFIE = "1-086C"       # wind Forward 3000: cannot be blocked by a Forward of cost 3 or more
LANN = "1-027H"         # fire Forward 7000: cannot be blocked by / cannot block a Forward with a power greater than his
TIME_MAGE = "2-040C"    # ice Backup: {D}: choose 1 Forward, it loses Haste and First Strike until the end of the turn
EDWARD = "2-031C"       # ice Forward: all Forwards lose Haste; Forwards cannot gain Haste
ALISAIE = "5-161S"      # lightning Backup: the Scion of the Seventh Dawn Forwards you control gain Haste
YSHTOLA = "1-084H"      # wind Forward (Scion of the Seventh Dawn)
TIFA = "1-016C"         # fire Forward 4000, Haste
RED_XIII = "1-029C"     # fire Forward 5000, First Strike
SQUIRE = "1-025C"       # fire Forward 5000, cost 2
KNIGHT = "1-050C"       # ice Forward 7000, cost 3
BLACK_BELT = "1-099C"   # earth Forward 8000, cost 4
NO_BLOCK = ("no_block",)


def _attack(g, name: str) -> None:
    pass_(g, 2)                                  # attack preparation
    do(g, ("attack", fid(g, name, f"field{g.vars['tp']}")))
    pass_(g, 2)
    assert g.decision.kind == "block"


@R("fftcg:10.1.3.1.2")
def test_a_forward_that_cannot_be_blocked_by_cost_3_or_more_is_offered_only_cheaper_blockers():
    g = setup({"field": [YUFFIE]}, {"field": [KNIGHT, SQUIRE]}, phase="attack")
    _attack(g, "Yuffie")
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Squire", "field1"))}


@R("fftcg:10.1.3.1.2")
def test_lann_cannot_be_blocked_by_a_stronger_forward_nor_block_one():
    g = setup({"field": [LANN]}, {"field": [BLACK_BELT, KNIGHT]}, phase="attack")
    _attack(g, "Lann")
    # Black Belt (8000) is stronger than Lann (7000); Knight (7000) is not
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Knight", "field1"))}
    g = setup({"field": [BLACK_BELT]}, {"field": [LANN, SQUIRE]}, phase="attack")
    _attack(g, "Black Belt")
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Squire", "field1"))}
    g = setup({"field": [KNIGHT]}, {"field": [LANN]}, phase="attack")
    _attack(g, "Knight")
    assert ("block", fid(g, "Lann", "field1")) in g.decision.options


@R("fftcg:15.2.2.2")
def test_a_forward_that_lost_haste_and_first_strike_this_turn_cannot_attack_the_turn_it_entered():
    g = setup({"field": [TIME_MAGE, {"card": TIFA, "new": True}, {"card": RED_XIII, "new": True}]}, {},
              phase="attack")
    tifa, red = fid(g, "Tifa", "field0"), fid(g, "Red XIII", "field0")
    use(g, fid(g, "Time Mage", "field0"), 0, targets=[tifa])
    pass_(g, 2)
    assert "haste" not in flags(g, tifa) and "first_strike" in flags(g, red)
    pass_(g, 2)                                  # attack preparation ends
    assert g.decision.kind == "attack"
    assert ("attack", tifa) not in g.decision.options
    g = setup({"field": [TIME_MAGE, RED_XIII]}, {})
    red = fid(g, "Red XIII", "field0")
    use(g, fid(g, "Time Mage", "field0"), 0, targets=[red])
    pass_(g, 2)
    assert flags(g, red) == frozenset()          # First Strike lost too


@R("fftcg:15.2.2.2", "fftcg:10.1.2.1.1")
def test_a_forward_that_lost_haste_cannot_attack_the_turn_it_entered():
    g = setup({"field": [EDWARD, {"card": TIFA, "new": True}]}, {}, phase="attack")
    pass_(g, 2)
    assert g.decision.kind == "attack"
    assert ("attack", fid(g, "Tifa", "field0")) not in g.decision.options


@R("fftcg:11.9.1")
def test_forwards_cannot_gain_haste_from_a_later_field_ability():
    g = setup({"field": [EDWARD, ALISAIE, YSHTOLA, TIFA]}, {"field": [TIFA]})
    assert "haste" not in flags(g, fid(g, "Y'shtola", "field0"))     # Alisaie's grant does not give it
    assert "haste" not in flags(g, fid(g, "Tifa", "field0"))         # printed Haste is lost
    assert "haste" not in flags(g, fid(g, "Tifa", "field1"))         # both players' Forwards
    g = setup({"field": [ALISAIE, YSHTOLA, TIFA]}, {})
    assert {"haste"} <= flags(g, fid(g, "Y'shtola", "field0")) & flags(g, fid(g, "Tifa", "field0"))


EWEN = "6-100C"          # Forward: if your opponent controls 3 or more Forwards, Ewen gains Haste and "Ewen cannot be blocked"


@R("fftcg:10.1.3.1.2", "fftcg:15.2.2.2")
def test_a_quoted_cannot_be_blocked_gained_from_a_field_ability():
    g = setup({"field": [{"card": EWEN, "new": True}]}, {"field": [KNIGHT, SQUIRE, BLACK_BELT]}, phase="attack")
    _attack(g, "Ewen")                           # Haste: it attacks the turn it entered
    assert g.decision.options == (NO_BLOCK,)
    g = setup({"field": [{"card": EWEN, "new": True}]}, {"field": [KNIGHT, SQUIRE]}, phase="attack")
    pass_(g, 2)
    assert ("attack", fid(g, "Ewen", "field0")) not in g.decision.options


ARC = "5-052H"           # wind Forward: dull a total of 3 active Wind Forwards or Wind Backups: choose 1 Forward,
                         # it cannot be blocked by a Forward of cost 3 or more this turn
WIND_BACKUP = "1-068C"   # Evoker: wind Backup, generic, no ability


@R("fftcg:10.1.3.1.2")
def test_a_resolved_cannot_be_blocked_by_cost_3_or_more_lasts_the_turn():
    g = setup({"field": [ARC, YUFFIE, WIND_BACKUP, WIND_BACKUP, WIND_BACKUP]}, {"field": [KNIGHT, SQUIRE]},
              phase="attack")
    arc = fid(g, "Arc", "field0")
    g.apply(("use", arc, 1))
    g.apply(("target", arc))
    while g.decision.kind != "priority":         # the extra cost: dull 3 active Wind Characters
        g.apply(g.decision.options[-1])
    pass_until(g, "attack")
    do(g, ("attack", arc), ("done",))            # no Party
    pass_(g, 2)
    assert set(g.decision.options) == {NO_BLOCK, ("block", fid(g, "Squire", "field1"))}


def test_a_resolved_blocking_restriction_survives_a_save():
    """The lasting effect keeps where its selector is written, not the selector: the game saves
    (it raised 'Sel is not JSON serializable', soak seed 70022) and plays on the same after loading."""
    import tcg

    g = setup({"field": [ARC, YUFFIE, WIND_BACKUP, WIND_BACKUP, WIND_BACKUP]}, {"field": [KNIGHT, SQUIRE]},
              phase="attack")
    arc = fid(g, "Arc", "field0")
    g.apply(("use", arc, 1))
    g.apply(("target", arc))
    while g.decision.kind != "priority":
        g.apply(g.decision.options[-1])
    pass_until(g, "attack")
    back = tcg.Game.from_json(g.to_json(), g.rules)
    assert back.state_hash() == g.state_hash()
    do(back, ("attack", arc), ("done",))
    pass_(back, 2)
    assert set(back.decision.options) == {NO_BLOCK, ("block", fid(back, "Squire", "field1"))}
