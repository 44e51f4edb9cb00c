"""Several instances of one triggered keyword on a creature (502.3b, 502.12c, 502.29b): printed
and granted by an effect, or granted by two static abilities, each instance triggers."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.cards import load_file
from tcg.games.mtg2004.chars import chars, instances

from .kit import do, names, oid, pass_, play, pt, setup

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
    seen = next(o for o in g.view(1)["zones"]["play"] if o["id"] == lancer)
    assert seen["keywords"] == ["flanking", "flanking", "haste"]      # both players see both instances
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


# ----------------------------------------------- a second instance of other keywords is redundant
def _blockers(g) -> set:
    return {o[1:] for o in g.decision.options if o[0] == "block"}


@rules("mtg2004:502.28e")
def test_two_instances_of_double_strike_deal_damage_once_in_each_step():
    g = setup({"field": ["Fireshrieker", {"card": "Skyhunter Skirmisher", "attacking": True}]}, {},
              phase="declare_blockers")
    assert instances(chars(g, oid(g, "Skyhunter Skirmisher")), "double_strike") == 2
    pass_(g, 4)                                     # no blockers; the first-strike damage step
    assert g.pvars[1]["life"] == 19
    pass_(g, 4)                                     # the regular damage step
    assert g.pvars[1]["life"] == 18


@rules("mtg2004:502.2d")
def test_two_instances_of_first_strike_deal_damage_once():
    g = setup({"field": [{"card": "Tundra Wolves", "attacking": True}]}, {}, phase="declare_blockers")
    wolves = oid(g, "Tundra Wolves")
    _grant(g, wolves, "first_strike")
    assert instances(chars(g, wolves), "first_strike") == 2
    pass_(g, 4)
    assert g.pvars[1]["life"] == 19
    pass_(g, 4)                                     # no second damage step for it (310.5)
    assert g.pvars[1]["life"] == 19


@rules("mtg2004:502.4c", "mtg2004:502.25c")
def test_two_instances_of_flying_or_fear_restrict_blockers_as_one_does():
    g = setup({"field": ["Flight", {"card": "Wind Drake", "attacking": True},
                         "Fear", {"card": "Severed Legion", "attacking": True}]},
              {"field": ["Grizzly Bears", "Bog Imp", "Ornithopter"]}, phase="declare_blockers")
    drake, legion = oid(g, "Wind Drake"), oid(g, "Severed Legion")
    imp, thopter = oid(g, "Bog Imp"), oid(g, "Ornithopter")
    assert instances(chars(g, drake), "flying") == 2 and instances(chars(g, legion), "fear") == 2
    assert _blockers(g) == {(imp, drake), (imp, legion), (thopter, drake), (thopter, legion)}


@rules("mtg2004:502.6e", "mtg2004:502.6b")
def test_two_instances_of_mountainwalk_are_one_landwalk():
    g = setup({"field": ["Goblin King", "Goblin King", {"card": "Raging Goblin", "attacking": True}]},
              {"field": ["Mountain", "Grizzly Bears"]}, phase="declare_blockers")
    goblin = oid(g, "Raging Goblin")
    assert instances(chars(g, goblin), "mountainwalk") == 2 and pt(g, goblin) == (3, 3)
    assert g.vars["blocks"] == () and (g.decision is None or g.decision.kind != "block")
    g = setup({"field": ["Goblin King", "Goblin King", {"card": "Raging Goblin", "attacking": True}]},
              {"field": ["Grizzly Bears"]}, phase="declare_blockers")
    assert _blockers(g) == {(oid(g, "Grizzly Bears"), oid(g, "Raging Goblin"))}


@rules("mtg2004:502.5c")
def test_haste_printed_and_granted_is_haste_once():
    g = setup({"field": ["Concordant Crossroads", {"card": "Raging Goblin", "new": True}, {"card": "Grizzly Bears",
                                                                                          "new": True}]},
              {}, phase="declare_attackers")
    goblin, bears = oid(g, "Raging Goblin"), oid(g, "Grizzly Bears")
    assert instances(chars(g, goblin), "haste") == 2 and instances(chars(g, bears), "haste") == 1
    assert {o for o in g.decision.options if o[0] == "attack"} == {("attack", goblin), ("attack", bears)}


@rules("mtg2004:502.9f")
def test_trample_printed_and_from_predators_strike_assigns_as_one_trample():
    g = setup({"hand": ["Predator's Strike"], "field": ["Forest", "Forest",
                                                      {"card": "Darksteel Colossus", "attacking": True}]},
              {"field": ["Grizzly Bears"]}, phase="declare_blockers")
    colossus, bears = oid(g, "Darksteel Colossus"), oid(g, "Grizzly Bears")
    do(g, ("block", bears, colossus))
    play(g, "Predator's Strike", ("o", colossus))
    pass_(g, 2)
    assert instances(chars(g, colossus), "trample") == 2 and pt(g, colossus) == (14, 14)
    pass_(g, 2)                                     # to combat damage
    for _ in range(2):                              # lethal to the Bears first (502.9b), then the player
        assert g.decision.options == (("assign", ("o", bears)),)
        do(g, ("assign", ("o", bears)))
    for _ in range(12):
        do(g, ("assign", ("p", 1)))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 8 and names(g, "graveyard1") == ["Grizzly Bears"]


@rules("mtg2004:502.8c", "mtg2004:502.17c", "mtg2004:502.7g")
def test_shadow_horsemanship_or_protection_held_twice_work_as_once():
    g = setup({"field": [{"card": "Soltari Foot Soldier", "attacking": True}, {"card": "Shu Cavalry", "attacking": True},
                         {"card": "Silver Knight", "attacking": True}]},
              {"field": ["Grizzly Bears", "Soltari Foot Soldier", "Shu Cavalry", "Hill Giant"]},
              phase="declare_blockers")
    mine = {g.objs[o].card.name: o for o in g.zones["play"] if g.objs[o].controller == 0}
    theirs = {g.objs[o].card.name: o for o in g.zones["play"] if g.objs[o].controller == 1}
    for name, kw in (("Soltari Foot Soldier", "shadow"), ("Shu Cavalry", "horsemanship"),
                     ("Silver Knight", "protection_from_red")):
        _grant(g, mine[name], kw)
        assert instances(chars(g, mine[name]), kw) == 2
    assert _blockers(g) == {(theirs["Soltari Foot Soldier"], mine["Soltari Foot Soldier"]),
                            (theirs["Shu Cavalry"], mine["Shu Cavalry"]),
                            (theirs["Grizzly Bears"], mine["Silver Knight"]),
                            (theirs["Shu Cavalry"], mine["Silver Knight"])}   # not the red Hill Giant


@rules("mtg2004:502.30b")
def test_two_instances_of_storm_trigger_twice(tmp_path, monkeypatch):
    # No card of our pool prints storm twice: a test card does ("Storm, storm. Draw a card.").
    f = tmp_path / "storm.toml"
    f.write_text('[[card]]\ncode = "TST-30"\nname = "Twin Storm"\ncost = "{R}"\ntype = "Sorcery"\n'
                 'keywords = ["storm", "storm"]\n[[card.ability]]\neffect = [{ do = "draw", amount = 1, to = "you" }]\n')
    card = load_file(f)["TST-30"]
    monkeypatch.setitem(RULES.cards, card.code, card)
    monkeypatch.setitem(RULES._by_name, card.name, card.code)
    g = setup({"hand": ["Shock", "Twin Storm"], "field": ["Mountain", "Mountain"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    play(g, "Twin Storm")
    assert g.decision.kind == "order_triggers"      # two abilities (one per instance), in any order
    do(g, ("trigger", 0))
    assert [(it.kind, it.x) for it in g.stack] == [("spell", 0), ("triggered", 1), ("triggered", 1)]
    while g.stack:
        pass_(g, 2)
    assert len(g.zones["hand0"]) == 3               # the spell and one copy from each storm instance
