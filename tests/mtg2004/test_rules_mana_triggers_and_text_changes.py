"""MTG 2004 rules of chapter 4 shown with the cards of cards/mana_triggers_and_text_changes.toml: triggered mana abilities
(Fertile Ground, Vernal Bloom: 406.1, 411.3), creature-type text changes (Artificial Evolution
with Goblin King, Aven Brigadier, Rotlung Reanimator: 418.6, 213.5) and Carbonize (with Darksteel Colossus, 419.9a:
test_rules_zone_replacements.py)."""

from __future__ import annotations

import pytest

from tcg.games.mtg2004.chars import chars

from .kit import PASS, do, kinds, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules
W, U, B, R, G, C = range(6)


# ------------------------------------------------------------ 411.3 triggered mana abilities
@rules("mtg2004:411.3", "mtg2004:406.1")
def test_fertile_ground_adds_its_mana_at_once_with_the_lands():
    g = setup({"field": ["Fertile Ground", "Forest"]}, phase="main1")
    forest = oid(g, "Forest")
    opts = [o for o in g.decision.options if o[:2] == ("mana", forest)]
    assert len(opts) == 5                            # the colour is chosen as the mana is added
    do(g, ("mana", forest, 3))                       # green from the Forest, red from the trigger
    assert g.pvars[0]["pool"] == (0, 0, 0, 1, 1, 0)
    assert not g.stack and g.decision.player == 0 and g.decision.kind == "priority"   # never on the stack


@rules("mtg2004:411.3")
def test_the_triggered_mana_pays_the_spell_being_played():
    # One Forest, enchanted by Fertile Ground, pays {1}{G} for Grizzly Bears by itself (411.3 example).
    g = setup({"hand": ["Grizzly Bears"], "field": ["Fertile Ground", "Forest"]}, phase="main1")
    forest = oid(g, "Forest")
    do(g, ("play", oid(g, "Grizzly Bears", "hand0")))
    assert ("tap", forest, 0) in g.decision.options
    do(g, ("tap", forest, 0))
    pay_all(g)
    assert [it.kind for it in g.stack] == ["spell"] and g.pvars[0]["pool"] == (0,) * 6
    pass_(g, 2)
    assert "Grizzly Bears" in names(g, "play")


@rules("mtg2004:411.3")
def test_vernal_bloom_gives_the_forests_controller_the_mana():
    g = setup({"field": ["Forest", "Mountain"]}, {"field": ["Vernal Bloom"]}, phase="main1")
    do(g, ("mana", oid(g, "Forest"), 0))             # a Forest: its controller gets {G}{G}
    assert g.pvars[0]["pool"] == (0, 0, 0, 0, 2, 0) and g.pvars[1]["pool"] == (0,) * 6
    do(g, ("mana", oid(g, "Mountain")))              # not a Forest: one mana, no trigger
    assert g.pvars[0]["pool"] == (0, 0, 0, 1, 2, 0)


def test_two_triggered_mana_abilities_both_add_and_the_rewind_undoes_them():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Vernal Bloom", "Fertile Ground", "Forest"]}, phase="main1")
    forest = oid(g, "Forest")
    before = g.state_hash()
    do(g, ("play", oid(g, "Grizzly Bears", "hand0")))
    do(g, ("tap", forest, 0))                        # {G} + {G} (Bloom) + {W} (Fertile Ground)
    assert ("cancel",) in g.decision.options
    do(g, ("cancel",))                               # 422.1: the mana abilities are undone
    assert g.state_hash() == before and not g.objs[forest].tapped


# --------------------------------------------------------- 418.6 creature-type text changes
def _evolve(g, target, old, new):
    play(g, "Artificial Evolution", target)
    pass_(g, 2)
    assert g.decision.kind == "creature_type"
    do(g, ("type", old))
    do(g, ("type", new))


@rules("mtg2004:418.6a")
def test_artificial_evolution_changes_a_lords_creature_type():
    g = setup({"hand": ["Artificial Evolution"], "field": ["Island", "Goblin King", "Raging Goblin", "Norwood Ranger"]},
              phase="main1")
    king, goblin, elf = oid(g, "Goblin King"), oid(g, "Raging Goblin"), oid(g, "Norwood Ranger")
    assert pt(g, goblin) == (2, 2) and pt(g, elf) == (1, 2)
    _evolve(g, ("o", king), "Goblin", "Elf")
    assert pt(g, goblin) == (1, 1) and pt(g, elf) == (2, 3)             # "All Elves get +1/+1"
    assert "mountainwalk" in chars(g, elf).keywords and "mountainwalk" not in chars(g, goblin).keywords
    assert chars(g, king).subtypes == ("Lord",) and chars(g, king).name == "Goblin King"   # not its name


@rules("mtg2004:418.6a")
def test_the_type_line_and_the_text_change_together():
    g = setup({"hand": ["Artificial Evolution"], "field": ["Island", "Aven Brigadier", "Grizzly Bears"]},
              phase="main1")
    aven, bears = oid(g, "Aven Brigadier"), oid(g, "Grizzly Bears")
    _evolve(g, ("o", aven), "Soldier", "Bear")
    assert chars(g, aven).subtypes == ("Bird", "Bear")           # its type line
    assert pt(g, bears) == (3, 3) and pt(g, aven) == (3, 5)     # "All other Bears get +1/+1"
    # the offered words are those of its text, the new one any type but Legend and Wall
    assert names(g, "graveyard0") == ["Artificial Evolution"]


@rules("mtg2004:212.1e")
def test_legend_and_wall_are_never_the_new_type():
    g = setup({"hand": ["Artificial Evolution"], "field": ["Island", "Raging Goblin", "Cinder Wall", "Rorix Bladewing"]},
              phase="main1")
    play(g, "Artificial Evolution", ("o", oid(g, "Raging Goblin")))
    pass_(g, 2)
    do(g, ("type", "Goblin"))
    assert ("type", "Wall") not in g.decision.options and ("type", "Legend") not in g.decision.options
    # 212.1e: one existing subtype of the right kind: creature types only, never a land type
    assert ("type", "Dragon") in g.decision.options and ("type", "Island") not in g.decision.options
    assert all(o[0] == "type" for o in g.decision.options)


@rules("mtg2004:418.6c")
def test_a_token_making_ability_makes_tokens_of_the_new_type():
    g = setup({"hand": ["Artificial Evolution", "Shock"], "field": ["Island", "Mountain", "Rotlung Reanimator",
                                                                   "Samite Healer"]},
              {"field": ["Norwood Ranger"]}, phase="main1")
    rotlung = oid(g, "Rotlung Reanimator")
    _evolve(g, ("o", rotlung), "Zombie", "Elf")
    assert chars(g, rotlung).subtypes == ("Elf", "Cleric")
    play(g, "Shock", ("o", oid(g, "Samite Healer")))     # another Cleric dies
    pass_(g, 2)
    pass_(g, 2)
    tokens = [x for x in g.zones["play"] if g.objs[x].card.token]
    assert len(tokens) == 1
    tok = tokens[0]
    assert chars(g, tok).subtypes == ("Elf",) and g.objs[tok].card.name == "Elf"     # 216.1: named so


@rules("mtg2004:418.6d")
def test_a_tokens_type_is_its_text_and_can_be_changed():
    g = setup({"hand": ["Artificial Evolution", "Shock"], "field": ["Island", "Mountain", "Rotlung Reanimator",
                                                                   "Goblin King"], "deck": ["Raging Goblin"]},
              phase="main1")
    play(g, "Shock", ("o", oid(g, "Rotlung Reanimator")))
    pass_(g, 2)
    pass_(g, 2)
    tok = next(x for x in g.zones["play"] if g.objs[x].card.token)
    assert chars(g, tok).subtypes == ("Zombie",) and pt(g, tok) == (2, 2)
    _evolve(g, ("o", tok), "Zombie", "Goblin")
    assert chars(g, tok).subtypes == ("Goblin",) and pt(g, tok) == (3, 3)          # now a Goblin


@rules("mtg2004:418.6b")
def test_granted_abilities_are_not_changed_by_a_text_change():
    # Goblin King grants mountainwalk to Raging Goblin: changing the Goblin's text changes its type
    # line, not the ability the King gives it (the King's own text still says Goblins).
    g = setup({"hand": ["Artificial Evolution"], "field": ["Island", "Goblin King", "Raging Goblin"]},
              {"field": ["Norwood Ranger"]}, phase="main1")
    goblin = oid(g, "Raging Goblin")
    _evolve(g, ("o", goblin), "Goblin", "Elf")
    assert chars(g, goblin).subtypes == ("Elf",)
    assert pt(g, goblin) == (1, 1) and "mountainwalk" not in chars(g, goblin).keywords


@rules("mtg2004:213.5", "mtg2004:415.5")
def test_a_permanent_spell_keeps_its_changed_type_as_it_comes_into_play():
    g = setup({"hand": ["Raging Goblin"], "field": ["Mountain", "Norwood Ranger", "Goblin King"]},
              {"hand": ["Artificial Evolution"], "field": ["Island"]}, phase="main1")
    play(g, "Raging Goblin")
    spell = g.stack[-1].id
    do(g, PASS)
    assert g.decision.player == 1
    play(g, "Artificial Evolution", ("s", spell))        # a spell on the stack can be the target
    pass_(g, 2)
    do(g, ("type", "Goblin"))
    do(g, ("type", "Elf"))
    pass_(g, 2)                                          # Raging Goblin resolves
    goblin = oid(g, "Raging Goblin")
    assert chars(g, goblin).subtypes == ("Elf",) and pt(g, goblin) == (1, 1)   # not a Goblin any more


# ---------------------------------------------- Carbonize (419.9a with Darksteel Colossus: test_rules_zone_replacements.py)
def test_carbonize_alone_removes_the_creature_and_stops_regeneration():
    g = setup({"hand": ["Carbonize"], "field": ["Mountain"] * 3},
              {"field": ["Drudge Skeletons", "Swamp"]}, phase="main1")
    sk = oid(g, "Drudge Skeletons")
    pass_(g, 1)
    do(g, ("activate", sk, 0))                       # a regeneration shield first
    pay_all(g)
    pass_(g, 2)
    assert not g.stack
    play(g, "Carbonize", ("o", sk))
    pass_(g, 2)
    assert names(g, "removed") == ["Drudge Skeletons"] and names(g, "graveyard1") == []


def test_carbonize_on_a_player_deals_damage_only():
    g = setup({"hand": ["Carbonize"], "field": ["Mountain"] * 3}, phase="main1")
    play(g, "Carbonize", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17 and "rfg_instead" not in g.vars
    assert kinds(g)


# ------------------------------------------------------- 404.4c delayed trigger, changed object
@rules("mtg2004:404.4c")
def test_a_delayed_trigger_still_affects_its_object_after_its_characteristics_change():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"hand": ["Artificial Evolution"], "field": ["Cinder Wall", "Island", "Norwood Ranger"]},
              phase="declare_blockers")
    wall, bears = oid(g, "Cinder Wall"), oid(g, "Grizzly Bears")
    do(g, ("block", wall, bears))
    if g.decision.kind == "block":
        do(g, ("done",))
    pass_(g, 2)                                   # "when Cinder Wall blocks": destroy it at end of combat
    do(g, PASS)
    _evolve(g, ("o", wall), "Wall", "Elf")        # no longer a Wall
    assert chars(g, wall).subtypes == ("Elf",)
    while g.vars["step"] != "end_combat" or g.stack:
        g.apply(PASS if PASS in g.decision.options else 0)
    assert "Cinder Wall" in names(g, "graveyard1")


# ------------------------------------------------------------- 104.3d colourless mana symbols
@rules("mtg2004:104.3d")
def test_a_number_in_a_mana_ability_adds_colourless_mana():
    g = setup({"field": ["Talisman of Dominance"]}, phase="main1")
    do(g, ("mana", oid(g, "Talisman of Dominance"), 0))     # "{T}: Add {1} to your mana pool."
    assert g.pvars[0]["pool"] == (0, 0, 0, 0, 0, 1) and g.pvars[0]["life"] == 20
