"""Several instances of one triggered keyword on a creature (502.3b, 502.12c, 502.29b): printed
and granted by an effect, or granted by two static abilities, each instance triggers."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES

from .kit import do, oid, pass_, pt, setup

rules = pytest.mark.rules


def _grant(g, oid_: int, keyword: str) -> None:
    """An effect that gives `keyword` until end of turn (a resolved "gains ..." spell, layer 5)."""
    g.effects.append(RULES.Effect(g.tick(), 5, "grant", (keyword,), oid_, (oid_,), "end_of_turn", 0))
    g.cache.clear()


def _combat_triggers(g) -> list:
    return [it.assign for it in g.stack if it.kind == "combat_trigger"]


@rules("mtg2004:502.3a", "mtg2004:502.3b")
def test_printed_and_granted_flanking_trigger_twice():
    g = setup({"field": [{"card": "Suq'Ata Lancer", "attacking": True}]},
              {"field": ["Hill Giant"]}, phase="declare_blockers")
    lancer, giant = oid(g, "Suq'Ata Lancer"), oid(g, "Hill Giant")
    _grant(g, lancer, "flanking")
    do(g, ("block", giant, lancer))
    assert _combat_triggers(g) == [("flanking", giant), ("flanking", giant)]
    pass_(g, 2)
    assert pt(g, giant) == (2, 2)
    pass_(g, 2)
    assert pt(g, giant) == (1, 1)                   # -1/-1 from each instance


@rules("mtg2004:502.12a", "mtg2004:502.12c")
def test_printed_and_granted_rampage_trigger_twice():
    g = setup({"field": [{"card": "Wolverine Pack", "attacking": True}]},
              {"field": ["Grizzly Bears", "Savannah Lions"]}, phase="declare_blockers")
    pack = oid(g, "Wolverine Pack")
    _grant(g, pack, "rampage_2")
    do(g, ("block", oid(g, "Grizzly Bears"), pack))
    do(g, ("block", oid(g, "Savannah Lions"), pack))
    assert _combat_triggers(g) == [("rampage", 2), ("rampage", 2)]
    pass_(g, 4)
    assert pt(g, pack) == (6, 8)                    # +2/+2 for the second blocker, twice


@rules("mtg2004:502.29a", "mtg2004:502.29b")
def test_provoke_granted_by_two_hunter_slivers_triggers_twice():
    g = setup({"field": ["Hunter Sliver", "Hunter Sliver"]},
              {"field": [{"card": "Hill Giant", "dull": True}, {"card": "Grizzly Bears", "dull": True}]},
              phase="declare_attackers")
    sliver = oid(g, "Hunter Sliver")
    giant, bears = oid(g, "Hill Giant"), oid(g, "Grizzly Bears")
    do(g, ("attack", sliver))
    do(g, ("done",))
    do(g, ("target", ("o", giant)))                 # the first instance's target
    do(g, ("target", ("o", bears)))                 # the second instance's target
    assert [(it.assign, it.targets) for it in g.stack] == [(("provoke",), (("o", giant),)),
                                                          (("provoke",), (("o", bears),))]
    for _ in range(2):
        pass_(g, 2)
        do(g, ("yes",))
    assert not g.objs[giant].tapped and not g.objs[bears].tapped
    assert g.vars["provoked"] == ((bears, sliver), (giant, sliver))
