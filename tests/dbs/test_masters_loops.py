"""Rules tests of infinite loops (dbs-masters 23-1, loops.py), made with M3's fixture cards: a
Battle Card whose [Permanent] brings its power below 0 and that plays itself back from the Drop
when a skill puts it there (the rule processing of 21-6 credited to that skill, 21-6-2-1)."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, codes, pick, position, settle

from tcg.games.dbs.loops import LIMIT, signature


@pytest.mark.rules("dbs-masters:23-1-1-1")
def test_a_loop_nobody_can_stop_is_a_draw():
    g = position(MT, {"hand": ["TEST-M3-LOOP"], "energy": ["BT1-102"]}, leader=FRIEZA)
    pick(g, "play", "TEST-M3-LOOP")
    settle(g)
    assert g.over and g.result.winner is None and g.result.reason.startswith("23-1-1-1")
    assert g.vars["chk"] > LIMIT


@pytest.mark.rules("dbs-masters:23-1-1-2")
def test_a_loop_one_player_can_stop_repeats_as_declared_then_stops():
    g = position(MT, {"hand": ["TEST-M3-LOOPO"], "energy": ["BT1-102"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "play", "TEST-M3-LOOPO")
    yes = 0
    while g.decision.kind != "loop":
        d = g.decision
        if d.kind == "optional":
            yes += 1
            g.apply(("yes",))
        else:
            g.apply(d.options[0])
    assert g.decision.player == 0 and [o[1] for o in g.decision.options] == [0, 1, 2, 3]
    g.apply(("repeat", 2))
    more = 0
    while g.decision.kind != "main":
        d = g.decision
        if d.kind == "optional" and ("yes",) in d.options:
            more += 1
            g.apply(("yes",))
        else:
            assert d.kind != "optional" or d.options == (("no",),)   # stopped: it cannot be restarted
            g.apply(d.options[0])
    assert not g.over and more == 2 and yes >= LIMIT // 2
    assert codes(g, "drop0") == ["TEST-M3-LOOPO"] and not g.zones["battle0"]


def test_the_loop_signature_is_the_cards_in_their_zones():
    g = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    h = position(MT, {"battle": ["BT1-102"]}, leader=FRIEZA)
    assert signature(g) == signature(h)
    g.w(g.zones["battle0"][0]).tapped = True
    assert signature(g) != signature(h)
