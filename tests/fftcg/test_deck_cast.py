"""FFTCG Summons cast by an effect "without paying its cost", compiled from the cards' printed
text (pool/*.toml): the Summon is cast as one cast from the hand (its targets chosen, the stack,
the `cast` triggers: 11.3), only its cost is 0."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup, stack_names, use

R = pytest.mark.rules

SUMMONER = "2-128C"     # water Backup: {D}: Cast 1 Summon of cost 2 or less from your hand without paying the cost
GARNET = "3-129L"       # water Forward: when you cast a Summon, your Forwards +1000; {u}{u}: cast a Summon of cost <= 3 free
IFRIT = "1-004C"        # fire Summon 1: choose 1 Forward, deal it 4000 damage
BRYNHILDR = "1-023R"    # fire Summon 3: 7000 damage
SQUIRE_3000 = "1-026C"  # fire Forward 3000
KNIGHT = "1-050C"


@R("fftcg:11.3.2", "fftcg:11.3.3")
def test_summoner_casts_a_summon_of_cost_two_or_less_without_paying():
    g = setup({"field": [SUMMONER], "hand": [IFRIT, BRYNHILDR, KNIGHT]}, {"field": [SQUIRE_3000]})
    sq = fid(g, "Squire", "field1")
    use(g, fid(g, "Summoner", "field0"), 0)
    pass_(g, 2)
    ifrit = fid(g, "Ifrit", "hand0")
    # Brynhildr costs 3: only Ifrit may be cast; "Cast 1 Summon" is not optional
    assert g.decision.kind == "cast_from_hand" and g.decision.options == (("cast", ifrit),)
    do(g, ("cast", ifrit))
    assert g.decision.kind == "target" and g.decision.options == (("target", sq),)     # 11.3.3
    do(g, ("target", sq))
    # no payment: on the stack at once, the hand keeps the cards that were not cast (11.3.2)
    assert stack_names(g) == ["Ifrit"] and sorted(names(g, "hand0")) == ["Brynhildr", "Knight"]
    pass_(g, 2)
    assert names(g, "break1") == ["Squire"] and names(g, "break0") == ["Ifrit"]


@R("fftcg:11.3.3")
def test_a_summon_without_a_legal_target_cannot_be_cast():
    g = setup({"field": [SUMMONER], "hand": [IFRIT]}, {})          # no Forward anywhere
    use(g, fid(g, "Summoner", "field0"), 0)
    pass_(g, 2)
    assert g.decision.kind == "priority" and names(g, "hand0") == ["Ifrit"]


@R("fftcg:11.3.8")
def test_a_summon_cast_by_garnet_triggers_when_you_cast_a_summon():
    g = setup({"field": [GARNET, "1-159C", "1-159C"], "hand": [IFRIT]}, {"field": [SQUIRE_3000]})
    ga = fid(g, "Garnet", "field0")
    use(g, ga, 2, pay=[("dull", o) for o in g.zones["field0"] if o != ga])
    pass_(g, 2)
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", fid(g, "Squire", "field1")))
    # Garnet's "When you cast a Summon" waits above Ifrit
    assert stack_names(g) == ["Ifrit", "Garnet"]
