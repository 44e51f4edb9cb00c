"""MTG 2004: edge cases of the digest shown with real cards. #34: a delayed triggered ability
about a permanent finds nothing once that permanent left play, even if the card came back (a new
object): Deathgazer (8ED) with Unsummon and Elvish Piper. #36: coloured Equipment on a creature
with protection from that colour becomes unattached and stays in play: Bonesplitter turned red by
Distorting Lens (MRD; every Equipment of 2004 is colourless) on Silver Knight."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import host_of

from .kit import PASS, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


# ------------------------------------------------------------ #34: Deathgazer, 404.4d
def _armodon_blocked_by_deathgazer(hand: list):
    g = setup({"hand": hand, "field": [{"card": "Trained Armodon", "attacking": True}, "Elvish Piper",
                                       "Island", "Forest"]},
              {"field": ["Deathgazer"]}, phase="declare_blockers")
    dg, arm = oid(g, "Deathgazer"), oid(g, "Trained Armodon")
    do(g, ("block", dg, arm))
    if g.decision.kind == "block":
        do(g, ("done",))
    assert [it.x for it in g.stack if it.kind == "triggered"] == [arm]   # "that creature": the Armodon
    pass_(g, 2)                    # it resolves: "destroy that creature at end of combat" now waits
    return g, arm


def _to_main2(g) -> None:
    while g.vars["step"] != "main":
        g.apply(PASS if PASS in g.decision.options else 0)


@rules("mtg2004:404.4a", "mtg2004:404.4b")
def test_deathgazer_destroys_the_creature_it_blocked_at_end_of_combat():
    g, arm = _armodon_blocked_by_deathgazer([])
    seen = False
    while g.vars["step"] != "main":
        if g.vars["step"] == "end_combat" and g.stack:
            seen = True
            assert g.objs[arm].zone == "play"          # the 3/3 survived the damage; the delayed ability waits
        g.apply(PASS if PASS in g.decision.options else 0)
    assert seen and "Trained Armodon" in names(g, "graveyard0")
    assert "Deathgazer" in names(g, "graveyard1")      # it died in combat: its delayed ability still resolved


@rules("mtg2004:404.4d", "mtg2004:217.1c")
def test_deathgazers_delayed_trigger_does_not_follow_the_creature_bounced_and_replayed():
    g, arm = _armodon_blocked_by_deathgazer(["Unsummon"])
    assert g.decision.player == 0
    play(g, "Unsummon", ("o", arm))                     # the attacker's controller bounces it...
    pass_(g, 2)
    assert "Trained Armodon" in names(g, "hand0")
    do(g, ("activate", oid(g, "Elvish Piper"), 0))      # ... and puts it back into play: a new object
    pay_all(g)
    pass_(g, 2)
    do(g, ("put", oid(g, "Trained Armodon", "hand0")))
    back = oid(g, "Trained Armodon")
    assert back != arm
    _to_main2(g)
    assert g.objs[back].zone == "play" and "Trained Armodon" not in names(g, "graveyard0")


# ------------------------------------------------ #36: red Equipment on a pro-red creature
def _lens_on_bonesplitter(color: str):
    g = setup({"field": ["Distorting Lens", "Bonesplitter", "Silver Knight"]}, phase="main1")
    knight, split = oid(g, "Silver Knight"), oid(g, "Bonesplitter")
    assert host_of(g, split) == knight and pt(g, knight) == (4, 2)
    do(g, ("activate", oid(g, "Distorting Lens"), 0))
    do(g, ("target", ("o", split)))
    pass_(g, 2)
    do(g, ("color", color))
    return g, knight, split


@rules("mtg2004:502.7d", "mtg2004:420.5k")
def test_equipment_turned_red_falls_off_a_pro_red_creature_and_stays_in_play():
    g, knight, split = _lens_on_bonesplitter("R")
    assert g.objs[split].zone == "play" and host_of(g, split) == 0     # unattached, still in play
    assert pt(g, knight) == (2, 2)                                     # the +2/+0 is gone


def test_equipment_of_another_colour_stays_attached():
    g, knight, split = _lens_on_bonesplitter("G")
    assert host_of(g, split) == knight and pt(g, knight) == (4, 2)
