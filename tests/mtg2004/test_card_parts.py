"""MTG 2004 rules tests for chapter 2, the parts of a card (200-211): objects, owners and
controllers, characteristics, name, mana cost and colour, the type line, text, power and
toughness."""

from __future__ import annotations

import pytest

from tcg.engine.cards import DeckError
from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.cards import load_file, split_type
from tcg.games.mtg2004.chars import chars
from tcg.games.mtg2004.decks import check_deck, parse_deck

from .kit import PASS, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


def card(name: str):
    return RULES.cards[RULES.card_code(name)]


# ------------------------------------------------------------------- 200 objects and players
@rules("mtg2004:200.1", "mtg2004:200.4")
def test_a_token_is_not_a_card_and_stops_existing_outside_play():
    g = setup({"hand": ["Raise the Alarm", "Unsummon"], "field": ["Plains", "Plains", "Island"]}, phase="main1")
    play(g, "Raise the Alarm")
    pass_(g, 2)
    soldier = oid(g, "Soldier")
    assert g.objs[soldier].card.token and g.objs[soldier].zone == "play"   # a permanent with no card
    play(g, "Unsummon", ("o", soldier))
    pass_(g, 2)
    assert names(g, "hand0") == [] and soldier not in g.objs                 # it is not a card in hand


@rules("mtg2004:200.1a", "mtg2004:217.1a")
def test_the_owner_started_with_the_card_and_it_goes_to_its_owners_graveyard():
    g = RULES.new_game([RULES.load_deck("green-white"), RULES.load_deck("red-black")], seed=4)
    for p in (0, 1):
        assert {g.objs[o].owner for o in g.zones[f"library{p}"]} == {p}
    g = setup({"hand": ["Confiscate", "Shock"], "field": ["Island"] * 6 + ["Mountain"]},
              {"field": ["Grizzly Bears"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Confiscate", ("o", bears))
    pass_(g, 2)
    assert g.objs[bears].controller == 0
    play(g, "Shock", ("o", bears))
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Grizzly Bears"] and "Grizzly Bears" not in names(g, "graveyard0")


@rules("mtg2004:200.3", "mtg2004:306.3", "mtg2004:309.1")
def test_active_player_attacks_and_the_other_player_defends():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]}, {"field": ["Hill Giant"]},
              phase="declare_blockers", active=0)
    assert g.vars["tp"] == 0 and g.decision.kind == "block" and g.decision.player == 1
    do(g, ("block", oid(g, "Hill Giant"), oid(g, "Grizzly Bears")))
    if g.decision.kind == "block":
        do(g, ("done",))
    assert g.decision.kind == "priority" and g.decision.player == 0   # then the active player


@rules("mtg2004:200.4a", "mtg2004:214.2", "mtg2004:214.4")
def test_token_owner_and_controller_and_its_characteristics_from_the_effect():
    g = setup({}, {"hand": ["Raise the Alarm"], "field": ["Plains", "Plains"]}, phase="main1", active=1)
    play(g, "Raise the Alarm")
    pass_(g, 2)
    tokens = [o for o in g.zones["play"] if g.objs[o].card.token]
    assert len(tokens) == 2 and {(g.objs[o].owner, g.objs[o].controller) for o in tokens} == {(1, 1)}
    c = chars(g, tokens[0])
    assert (c.name, c.types, c.subtypes, c.colors, c.power, c.toughness) == \
        ("Soldier", ("Creature",), ("Soldier",), frozenset("W"), 1, 1)


@rules("mtg2004:200.5", "mtg2004:200.5a", "mtg2004:213.1", "mtg2004:213.4", "mtg2004:217.6a",
       "mtg2004:217.6c", "mtg2004:213.3")
def test_a_spell_is_the_card_itself_on_the_stack_controlled_by_its_player():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, phase="main1")
    shock = oid(g, "Shock", "hand0")
    play(g, "Shock", ("p", 1))
    item = g.stack[-1]
    spell = item.id                                   # the card itself, a new object (217.1c)
    assert item.kind == "spell" and g.objs[spell].zone == "stack" and g.objs[spell].card.name == "Shock"
    assert shock not in g.objs and names(g, "hand0") == []
    assert item.controller == 0 and g.objs[spell].owner == 0
    assert chars(g, spell).colors == frozenset("R") and chars(g, spell).types == ("Instant",)


@rules("mtg2004:200.6", "mtg2004:214.1", "mtg2004:214.3", "mtg2004:212.3b", "mtg2004:212.3a")
def test_a_resolved_creature_spell_is_an_untapped_permanent_of_its_controller():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Forest", "Forest"]}, phase="main1")
    play(g, "Grizzly Bears")
    assert names(g, "play") == ["Forest", "Forest"] and len(g.stack) == 1
    pass_(g, 2)
    bears = oid(g, "Grizzly Bears")
    assert g.objs[bears].zone == "play" and g.objs[bears].controller == 0 and not g.objs[bears].tapped


@rules("mtg2004:200.7", "mtg2004:200.7a", "mtg2004:217.6b")
def test_abilities_on_the_stack_have_no_card_and_the_activator_controls_them():
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", "Mountain", "Looming Shade", "Swamp"]},
              phase="main1")
    shade = oid(g, "Looming Shade")
    do(g, ("activate", shade, 0))
    pay_all(g)
    ab = g.stack[-1]
    assert ab.kind == "activated" and ab.controller == 0 and ab.source == shade and ab.id not in g.objs
    play(g, "Giant Growth", ("o", shade))
    assert [it.kind for it in g.stack] == ["activated", "spell"]     # the newest on top
    pass_(g, 2)
    assert pt(g, shade) == (4, 4) and [it.kind for it in g.stack] == ["activated"]


@rules("mtg2004:217.6e", "mtg2004:310.3")
def test_combat_damage_on_the_stack_is_an_object_that_cant_be_countered():
    g = setup({"hand": ["Counterspell"], "field": ["Island", "Island", {"card": "Grizzly Bears", "attacking": True}]},
              {}, phase="declare_blockers")
    while not g.stack:
        do(g, PASS)
    assert g.stack[-1].kind == "combat_damage" and g.decision.player == 0
    assert ("play", oid(g, "Counterspell", "hand0")) not in g.decision.options   # nothing to target
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18


@rules("mtg2004:200.9", "mtg2004:217.5b")
def test_a_type_word_alone_means_permanents_in_play():
    g = setup({"hand": ["Wrath of God", "Grizzly Bears"], "field": ["Plains"] * 4 + ["Hill Giant"],
               "break": ["Craw Wurm"]}, phase="main1")
    play(g, "Wrath of God")
    pass_(g, 2)
    assert names(g, "hand0") == ["Grizzly Bears"]
    assert names(g, "graveyard0") == ["Craw Wurm", "Hill Giant", "Wrath of God"]


@rules("mtg2004:200.9a")
def test_a_type_word_with_a_zone_means_cards_there():
    g = setup({"hand": ["Raise Dead"], "field": ["Swamp", "Grizzly Bears"], "break": ["Hill Giant", "Shock"]},
              phase="main1")
    do(g, ("play", oid(g, "Raise Dead", "hand0")))
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert targets == {("o", oid(g, "Hill Giant", "graveyard0"))}


@rules("mtg2004:200.9b", "mtg2004:213.2")
def test_a_type_word_with_spell_means_that_spell_on_the_stack():
    g = setup({"hand": ["Grizzly Bears", "Shock"], "field": ["Forest", "Forest", "Mountain"]},
              {"hand": ["Remove Soul"], "field": ["Island", "Island"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    assert ("play", oid(g, "Remove Soul", "hand1")) not in g.decision.options  # an instant spell only
    pass_(g)
    play(g, "Grizzly Bears")
    pass_(g)
    play(g, "Remove Soul", ("s", oid(g, "Grizzly Bears", "stack")))
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Shock", "Grizzly Bears"]


@rules("mtg2004:200.10")
def test_counters_modify_power_and_toughness_and_are_interchangeable():
    g = setup({"hand": ["Battlegrowth"], "field": ["Forest", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]},
              phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Battlegrowth", ("o", bears))
    pass_(g, 2)
    assert g.objs[bears].counters == {"+1/+1": 2} and pt(g, bears) == (4, 4)
    assert [o for o in g.zones["play"] if g.objs[o].card.token] == []   # a counter is no token


# --------------------------------------------------------------------- 201 characteristics
@rules("mtg2004:201.1", "mtg2004:202.1", "mtg2004:205.1", "mtg2004:207.1", "mtg2004:208.1",
       "mtg2004:211.1", "mtg2004:206.1")
def test_a_card_file_holds_the_printed_parts():
    c = card("Serra Angel")
    assert (c.name, c.cost, c.model.type, c.power, c.toughness) == ("Serra Angel", "{3}{W}{W}", "Creature - Angel", 4, 4)
    assert c.code == "8ED-45" and "Attacking doesn't cause Serra Angel to tap." in c.text
    assert "vigilance" in c.keywords and "flying" in c.keywords        # the text box's abilities


@rules("mtg2004:201.2")
def test_a_copy_takes_characteristics_not_status_counters_or_controller():
    g = setup({"hand": ["Clone"], "field": ["Island"] * 4},
              {"field": [{"card": "Craw Wurm", "dull": True, "counters": {"+1/+1": 2}, "damage": 1}]}, phase="main1")
    play(g, "Clone")
    pass_(g, 2)
    do(g, ("copy", oid(g, "Craw Wurm")))
    clone = g.zones["play"][-1]
    o = g.objs[clone]
    c = chars(g, clone)
    assert (c.name, c.power, c.toughness, c.colors) == ("Craw Wurm", 6, 4, frozenset("G"))
    assert not o.tapped and not o.counters and o.damage == 0 and o.controller == 0


# ------------------------------------------------------------------------------- 202 name
@rules("mtg2004:202.2")
def test_a_card_naming_itself_means_only_that_object():
    g = setup({"field": ["Swamp", "Looming Shade", "Looming Shade"]}, phase="main1")
    a, b = [o for o in g.zones["play"] if g.objs[o].card.name == "Looming Shade"]
    do(g, ("activate", a, 0))
    pay_all(g)
    pass_(g, 2)
    assert pt(g, a) == (2, 2) and pt(g, b) == (1, 1)


@rules("mtg2004:202.3")
def test_same_name_means_the_same_english_name():
    deck, _ = parse_deck("2 Grizzly Bears\n3 grizzly bears\n55 Forest\n", "n.txt", RULES.cards)
    with pytest.raises(DeckError, match="more than four copies of Grizzly Bears"):
        check_deck(deck, RULES.cards)
    g = setup({"field": ["Visara the Dreadful"]}, {"field": [{"card": "Visara the Dreadful", "new": True}]},
              phase="main1")
    # Same English name, different controllers: the legend rule keeps the older one (420.5e).
    assert names(g, "play") == ["Visara the Dreadful"] and names(g, "graveyard1") == ["Visara the Dreadful"]


# -------------------------------------------------------------------- 203 mana cost, colour
def _custom(tmp_path, cost: str, type_: str = "Sorcery"):
    f = tmp_path / "c.toml"
    f.write_text(f'[[card]]\ncode = "TST-1"\nname = "Test Card"\ncost = "{cost}"\ntype = "{type_}"\n'
                 '[[card.ability]]\neffect = [{ do = "draw", amount = 1, to = "you" }]\n')
    return load_file(f)["TST-1"]


@rules("mtg2004:203.2", "mtg2004:203.2a", "mtg2004:203.2b", "mtg2004:203.2c", "mtg2004:203.3")
def test_colour_and_converted_cost_come_from_the_mana_cost(tmp_path):
    # 203.2c's examples: {2}{W} is white, {2} colourless, {2}{W}{R} white and red.
    assert _custom(tmp_path, "{2}{W}").colors == frozenset("W")
    assert _custom(tmp_path, "{2}").colors == frozenset()
    two = _custom(tmp_path, "{2}{W}{R}")
    assert two.colors == frozenset("WR") and two.cmc == 4
    assert _custom(tmp_path, "{3}{U}{U}").cmc == 5                    # 203.3's example
    assert {c: card(n).colors for c, n in zip("WUBRG", ["Savannah Lions", "Coral Eel", "Scathe Zombies",
                                                         "Shock", "Grizzly Bears"], strict=True)} == \
        {c: frozenset(c) for c in "WUBRG"}
    assert card("Ornithopter").colors == frozenset() and card("Forest").cmc == 0   # lands: {0}


@rules("mtg2004:203.4")
def test_an_additional_cost_is_not_part_of_the_mana_cost():
    blast = card("Shrapnel Blast")
    assert blast.cost == "{1}{R}" and blast.cmc == 2 and blast.additional
    g = setup({"hand": ["Shrapnel Blast"], "field": ["Mountain", "Mountain"]}, phase="main1")
    assert ("play", oid(g, "Shrapnel Blast", "hand0")) not in g.decision.options   # no artifact to sacrifice
    g = setup({"hand": ["Shrapnel Blast"], "field": ["Mountain", "Mountain", "Ornithopter"]}, phase="main1")
    do(g, ("play", oid(g, "Shrapnel Blast", "hand0")))
    while g.decision.kind != "priority":
        opts = g.decision.options
        do(g, ("target", ("p", 1)) if g.decision.kind == "target" else
           next(o for o in opts if o[0] == "sacrifice") if g.decision.kind != "pay" else opts[0])
    pass_(g, 2)
    assert g.pvars[1]["life"] == 15 and names(g, "graveyard0") == ["Ornithopter", "Shrapnel Blast"]


# ---------------------------------------------------------------------------- 205 type line
@rules("mtg2004:205.2", "mtg2004:205.2a", "mtg2004:205.3", "mtg2004:205.3a", "mtg2004:205.3b",
       "mtg2004:205.3c", "mtg2004:205.3d", "mtg2004:212.4c", "mtg2004:212.2c", "mtg2004:212.3c",
       "mtg2004:212.6c", "mtg2004:212.5c", "mtg2004:212.7c")
def test_the_type_line_gives_types_subtypes_and_supertypes():
    assert split_type("Creature - Elf Warrior") == (("Creature",), ("Elf", "Warrior"))
    assert split_type("Artifact Creature - Wall") == (("Artifact", "Creature"), ("Wall",))
    assert split_type("Artifact - Equipment") == (("Artifact",), ("Equipment",))
    assert split_type("Basic Land - Forest") == (("Land",), ("Forest",))
    assert split_type("Enchant Creature") == (("Enchantment",), ("Enchant Creature",))
    assert split_type("Enchantment") == (("Enchantment",), ())
    assert split_type("Enchant World") == (("Enchantment",), ())      # 212.4j: global, not local
    assert split_type("Instant") == (("Instant",), ()) and split_type("Sorcery") == (("Sorcery",), ())
    assert card("Forest").supertypes == ("Basic",) and card("Concordant Crossroads").supertypes == ("World",)
    assert card("Lure").is_aura and card("Lure").enchant == "creature" and not card("Glorious Anthem").is_aura
    assert not card("Concordant Crossroads").is_aura and card("Gravity Sphere").supertypes == ("World",)
    f = RULES.cards
    assert {t for c in f.values() for t in c.types} == {"Artifact", "Creature", "Enchantment", "Instant",
                                                        "Land", "Sorcery"}


@rules("mtg2004:205.2a")
def test_a_type_line_without_a_type_is_refused(tmp_path):
    from tcg.engine.cards import CardFileError

    with pytest.raises(CardFileError, match="names none of Artifact, Creature"):
        _custom(tmp_path, "{1}", "Tribal - Goblin")


@rules("mtg2004:205.2b", "mtg2004:212.2e")
def test_an_artifact_creature_is_hit_by_effects_on_either_type():
    g = setup({"hand": ["Naturalize"], "field": ["Forest", "Forest", "Ornithopter"]}, phase="main1")
    orni = oid(g, "Ornithopter")
    do(g, ("play", oid(g, "Naturalize", "hand0")))
    assert ("target", ("o", orni)) in g.decision.options          # an artifact
    do(g, ("target", ("o", orni)))
    pay_all(g)
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Ornithopter", "Naturalize"]
    g = setup({"hand": ["Shock"], "field": ["Mountain", "Ornithopter"]}, phase="main1")
    play(g, "Shock", ("o", oid(g, "Ornithopter")))                 # a creature
    pass_(g, 2)
    assert "Ornithopter" in names(g, "graveyard0")


@rules("mtg2004:205.3b")
def test_each_word_after_the_dash_is_a_subtype():
    g = setup({"hand": ["Misery Charm"], "field": ["Swamp", "Rotlung Reanimator", "Grizzly Bears"]},
              phase="main1")
    do(g, ("play", oid(g, "Misery Charm", "hand0")))
    if g.decision.kind == "mode":
        do(g, next(o for o in g.decision.options if o[0] == "mode"))
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert targets == {("o", oid(g, "Rotlung Reanimator"))}         # "Zombie Cleric": a Cleric


@rules("mtg2004:205.3e", "mtg2004:308.2a")
def test_subtypes_of_an_artifact_creature_are_creature_types():
    assert card("Wall of Spears").subtypes == ("Wall",)
    g = setup({"field": ["Wall of Spears", "Ornithopter"]}, phase="declare_attackers")
    assert ("attack", oid(g, "Wall of Spears")) not in g.decision.options   # a Wall can't attack
    assert ("attack", oid(g, "Ornithopter")) in g.decision.options


@rules("mtg2004:205.4a", "mtg2004:212.1d", "mtg2004:212.1c")
def test_supertypes_stay_when_the_type_changes():
    g = setup({"field": ["Living Lands", "Forest"]}, phase="main1")
    c = chars(g, oid(g, "Forest"))
    assert c.types == ("Land", "Creature") and c.supertypes == ("Basic",) and (c.power, c.toughness) == (1, 1)
    assert "Forest" in c.subtypes


@rules("mtg2004:205.4b", "mtg2004:212.6f")
def test_basic_lands_have_the_basic_supertype():
    deck, _ = parse_deck("40 Forest\n20 Island\n", "b.txt", RULES.cards)
    check_deck(deck, RULES.cards)                                   # no four-copy limit for basics
    g = setup({"hand": ["Rampant Growth"], "field": ["Forest", "Forest"], "deck": ["Island", "Shock"]},
              phase="main1")
    play(g, "Rampant Growth")
    pass_(g, 2)
    found = {o for o in g.decision.options if o[0] not in ("pass", "done", "none")}
    assert len(found) == 1 and g.objs[next(iter(found))[1]].card.name == "Island"


@rules("mtg2004:205.4c", "mtg2004:215.1")
def test_the_legendary_supertype_invokes_the_legend_rule(tmp_path):
    from tcg.games.mtg2004.sba import check_state

    f = tmp_path / "l.toml"
    f.write_text('[[card]]\ncode = "TST-2"\nname = "Test Relic"\ncost = "{2}"\ntype = "Legendary Artifact"\n')
    relic = load_file(f)["TST-2"]
    assert relic.supertypes == ("Legendary",) and relic.types == ("Artifact",)
    g = setup({}, {}, phase="main1")
    a = g.create(relic, 0, "play")
    b = g.create(relic, 1, "play")
    assert check_state(g)
    assert a in g.zones["play"] and b not in g.objs            # the newer one goes (420.5e)
    assert [g.objs[o].card.name for o in g.zones["graveyard1"]] == ["Test Relic"]


@rules("mtg2004:200.9c")
def test_a_type_word_with_source_means_any_source_of_that_kind():
    g = setup({"hand": ["Shock"], "field": ["Mountain", "Hill Giant", "Grizzly Bears"]},
              {"field": ["Circle of Protection: Red", "Plains"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    do(g, ("activate", oid(g, "Circle of Protection: Red"), 0))
    pay_all(g)
    pass_(g, 2)
    assert g.decision.kind == "choose_source"
    sources = {o[1] for o in g.decision.options if o[0] == "source"}
    # a red spell on the stack and a red permanent are red sources; the green Bears aren't.
    assert g.stack[-1].id in sources and oid(g, "Hill Giant") in sources
    assert oid(g, "Grizzly Bears") not in sources
    do(g, ("source", g.stack[-1].id))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20
