"""Prevention, replacement and regeneration tests (419, 420.5b-c, 502.7) with exact outcomes."""

from __future__ import annotations

import pytest

from .kit import do, names, oid, pass_, pay_all, play, setup

rules = pytest.mark.rules


def activate(g, source: int, index: int = 0, target=None) -> None:
    do(g, ("activate", source, index))
    if target is not None:
        do(g, ("target", target))
    pay_all(g)


def _in(g, name: str, zone: str) -> bool:
    return name in names(g, zone)


# ------------------------------------------------------------------------------- shields
@rules("mtg2004:419.7b", "mtg2004:419.3")
def test_prevent_the_next_damage_shield():
    g = setup({"hand": ["Shock"], "field": ["Mountain", "Samite Healer"]}, {"field": ["Grizzly Bears"]})
    bears = oid(g, "Grizzly Bears")
    activate(g, oid(g, "Samite Healer"), 0, ("o", bears))
    pass_(g, 2)                                     # the ability resolves: a 1-damage shield
    play(g, "Shock", ("o", bears))
    pass_(g, 2)
    assert g.objs[bears].damage == 1 and bears in g.zones["play"]
    assert g.vars["shields"] == ()                  # used up


@rules("mtg2004:419.7b")
def test_shield_hit_by_two_sources_at_once_the_player_chooses():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}, {"card": "Savannah Lions", "attacking": True}]},
              {"field": ["Samite Healer"]}, phase="declare_blockers", step="declared")
    bears, lions = oid(g, "Grizzly Bears"), oid(g, "Savannah Lions")
    pass_(g)
    activate(g, oid(g, "Samite Healer"), 0, ("p", 1))
    pass_(g, 2)                                     # shield on player 1
    pass_(g, 2)                                     # to combat damage
    pass_(g, 2)                                     # the damage resolves
    assert g.decision.kind == "shield" and g.decision.player == 1 and len(g.decision.options) == 2
    do(g, g.decision.options[1])                    # the shield takes 1 of the Lions' 2
    assert g.pvars[1]["life"] == 17 and {bears, lions} <= set(g.zones["play"])


@rules("mtg2004:419.7a", "mtg2004:418.3b")
def test_holy_day_prevents_all_combat_damage_this_turn():
    g = setup({"field": [{"card": "Hill Giant", "attacking": True}]},
              {"hand": ["Holy Day"], "field": ["Plains", {"card": "Grizzly Bears", "blocking": True}]},
              phase="declare_blockers", step="declared")
    giant, bears = oid(g, "Hill Giant"), oid(g, "Grizzly Bears")
    pass_(g)
    play(g, "Holy Day")
    pass_(g, 2)
    pass_(g, 4)
    assert g.objs[giant].damage == 0 and g.objs[bears].damage == 0


@rules("mtg2004:419.8a")
def test_circle_of_protection_chooses_a_spell_as_source():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Circle of Protection: Red", "Plains"]})
    play(g, "Shock", ("p", 1))
    pass_(g)                                        # player 1 responds
    activate(g, oid(g, "Circle of Protection: Red"))
    pass_(g, 2)
    assert g.decision.kind == "choose_source"
    shock = g.stack[-1].id
    do(g, ("source", shock))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20


# -------------------------------------------------------------------------- regeneration
@rules("mtg2004:419.6b", "mtg2004:420.5c", "mtg2004:419.4")
def test_regeneration_replaces_destruction_by_lethal_damage():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Drudge Skeletons", "Swamp"]})
    sk = oid(g, "Drudge Skeletons")
    play(g, "Shock", ("o", sk))
    pass_(g)
    activate(g, sk)                                 # in response (419.4)
    pass_(g, 2)
    pass_(g, 2)
    assert sk in g.zones["play"] and g.objs[sk].tapped and g.objs[sk].damage == 0


@rules("mtg2004:419.6b", "mtg2004:306.2", "mtg2004:309.2f")
def test_regenerated_blocker_leaves_combat_and_the_attacker_stays_blocked():
    g = setup({"field": [{"card": "Sabretooth Tiger", "attacking": True}]},
              {"field": [{"card": "Drudge Skeletons", "blocking": True}, "Swamp"]},
              phase="declare_blockers", step="declared")
    tiger, sk = oid(g, "Sabretooth Tiger"), oid(g, "Drudge Skeletons")
    pass_(g)
    activate(g, sk)
    pass_(g, 2)
    pass_(g, 4)                                     # first strike damage: lethal, regenerated
    assert sk in g.zones["play"] and g.objs[sk].tapped and g.vars["blocks"] == ()
    pass_(g, 4)                                     # second step: the Skeletons deal nothing
    assert g.objs[tiger].damage == 0 and g.pvars[1]["life"] == 20


@rules("mtg2004:502.9c")
def test_trampler_whose_blocker_regenerated_deals_all_to_the_player():
    g = setup({"hand": ["Shock"], "field": ["Mountain", {"card": "Fangren Hunter", "attacking": True}]},
              {"field": [{"card": "Drudge Skeletons", "blocking": True}, "Swamp"]},
              phase="declare_blockers", step="declared", priority=1)
    sk = oid(g, "Drudge Skeletons")
    activate(g, sk)
    pass_(g, 2)
    play(g, "Shock", ("o", sk))
    pass_(g, 2)                                     # the Skeletons regenerate: out of combat
    assert g.vars["blocks"] == ()
    pass_(g, 4)
    assert g.pvars[1]["life"] == 16


@rules("mtg2004:420.5b")
def test_regeneration_does_not_save_a_creature_at_zero_toughness():
    g = setup({"field": [{"card": "Suq'Ata Lancer", "attacking": True}]},
              {"field": ["Drudge Skeletons", "Swamp"]}, phase="declare_blockers")
    lancer, sk = oid(g, "Suq'Ata Lancer"), oid(g, "Drudge Skeletons")
    do(g, ("block", sk, lancer))
    pass_(g)
    activate(g, sk)                                 # a shield, on top of the flanking trigger
    pass_(g, 2)
    pass_(g, 2)                                     # flanking: 0/0
    assert _in(g, "Drudge Skeletons", "graveyard1")


@rules("mtg2004:306.2", "mtg2004:310.2d")
def test_removed_from_combat_attacker_deals_and_takes_nothing():
    g = setup({"field": ["Gustcloak Runner"]}, {"field": ["Grizzly Bears"]}, phase="declare_attackers")
    runner = oid(g, "Gustcloak Runner")
    do(g, ("attack", runner))
    bears = oid(g, "Grizzly Bears")
    pass_(g, 2)
    do(g, ("block", bears, runner))
    pass_(g, 2)                                     # the trigger resolves: "you may"
    do(g, ("yes",))
    assert not g.objs[runner].tapped and runner not in g.vars["attackers"]
    while g.vars["step"] != "end_combat":
        pass_(g)
    assert g.objs[runner].damage == 0 and g.objs[bears].damage == 0 and g.pvars[1]["life"] == 20


@rules("mtg2004:419.7a")
def test_leery_fogbeast_prevents_all_combat_damage_when_blocked():
    g = setup({"field": [{"card": "Leery Fogbeast", "attacking": True}]},
              {"field": ["Hill Giant"]}, phase="declare_blockers")
    beast, giant = oid(g, "Leery Fogbeast"), oid(g, "Hill Giant")
    do(g, ("block", giant, beast))
    pass_(g, 2)                                     # the trigger resolves
    pass_(g, 4)
    assert g.objs[beast].damage == 0 and g.objs[giant].damage == 0


# ------------------------------------------------------------------------------ protection
@rules("mtg2004:502.7b", "mtg2004:502.7c", "mtg2004:420.5d")
def test_protection_stops_targeting_and_aura_falls_off():
    g = setup({"hand": ["Unholy Strength"], "field": ["Swamp", "Swamp", "Disciple of Grace", "Grizzly Bears"]})
    disciple, bears = oid(g, "Disciple of Grace"), oid(g, "Grizzly Bears")
    do(g, ("play", oid(g, "Unholy Strength", "hand0")))
    assert ("target", ("o", disciple)) not in g.decision.options
    assert ("target", ("o", bears)) in g.decision.options
    g = setup({"field": ["Unholy Strength", "Disciple of Grace"]})
    assert _in(g, "Unholy Strength", "graveyard0") and oid(g, "Disciple of Grace")


@rules("mtg2004:310.4b", "mtg2004:502.7e")
def test_source_that_left_play_keeps_its_colour_for_protection():
    g = setup({"hand": ["Unsummon"], "field": ["Island", {"card": "Hill Giant", "attacking": True}]},
              {"field": [{"card": "Silver Knight", "blocking": True}]}, phase="declare_blockers", step="declared")
    knight = oid(g, "Silver Knight")
    pass_(g, 4)                                     # first strike: the Knight deals 2
    pass_(g, 2)                                     # regular damage: the Giant's 3 on the stack
    play(g, "Unsummon", ("o", oid(g, "Hill Giant")))
    pass_(g, 2)
    pass_(g, 2)                                     # the damage of the (red) Giant is prevented
    assert g.objs[knight].damage == 0 and _in(g, "Hill Giant", "hand0")


# --------------------------------------------------------------------- indestructible, 217.1d
@rules("mtg2004:217.1d")
def test_darksteel_colossus_is_indestructible_and_shuffles_back_instead_of_graveyard():
    g = setup({"hand": ["Wrath of God"], "field": ["Plains"] * 4 + ["Darksteel Colossus"]})
    colossus = oid(g, "Darksteel Colossus")
    play(g, "Wrath of God")
    pass_(g, 2)
    assert colossus in g.zones["play"]
    g = setup({"hand": ["Darksteel Colossus"] + ["Forest"] * 7}, phase="end_of_turn")
    pass_(g, 2)
    assert g.decision.kind == "discard"
    do(g, ("discard", oid(g, "Darksteel Colossus", "hand0")))
    assert not _in(g, "Darksteel Colossus", "graveyard0") and _in(g, "Darksteel Colossus", "library0")
