"""Cards of the pool that no other test plays, each played as printed and its outcome asserted
(the card audit of 2026-11-28): damage doubling and prevention, equipment and auras that count,
counterspells, card draw and selection, alternative and additional costs."""

from __future__ import annotations

from .kit import activate, cast, do, names, oid, pass_, play, pt, setup, until_step


# ------------------------------------------------------------------------- damage
def test_gratuitous_violence_doubles_a_creatures_damage_but_not_a_spells():
    # "If a creature you control would deal damage to a creature or player, it deals double that
    # damage to that creature or player instead."
    g = setup({"hand": ["Shock"], "field": ["Gratuitous Violence", "Mountain",
                                            {"card": "Grizzly Bears", "attacking": True}]},
              {}, phase="declare_blockers", step="declared")
    pass_(g, 2)                                     # no blocks: to combat damage
    pass_(g, 2)                                     # the damage resolves
    assert g.pvars[1]["life"] == 16
    until_main2(g)
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 14                 # Shock is not a creature: 2


def until_main2(g) -> None:
    while not (g.vars["phase"] == "main2" and g.decision.kind == "priority" and g.decision.player == 0):
        g.apply(("pass",) if ("pass",) in g.decision.options else 0)


def test_daunting_defender_prevents_one_damage_to_each_cleric_of_its_controller():
    # "If a source would deal damage to a Cleric you control, prevent 1 of that damage."
    g = setup({"hand": ["Shock", "Shock"], "field": ["Mountain", "Mountain"]},
              {"field": ["Daunting Defender"]}, phase="main1")
    dd = oid(g, "Daunting Defender")
    play(g, "Shock", ("o", dd))
    pass_(g, 2)
    assert g.objs[dd].damage == 1
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18                 # a player is not a Cleric


def test_sphere_of_purity_prevents_one_damage_from_an_artifact_source_only():
    # "If an artifact would deal damage to you, prevent 1 of that damage."
    g = setup({"hand": ["Shock"], "field": ["Mountain", {"card": "Myr Enforcer", "attacking": True}]},
              {"field": ["Sphere of Purity"]}, phase="declare_blockers", step="declared")
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17                 # the 4/4 artifact creature deals 3
    until_main2(g)
    play(g, "Shock", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 15                 # Shock is no artifact: 2


def test_crossbow_infantry_targets_only_an_attacking_or_blocking_creature():
    # "{T}: Crossbow Infantry deals 1 damage to target attacking or blocking creature."
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}, "Hill Giant"]},
              {"field": ["Crossbow Infantry", {"card": "Savannah Lions", "blocking": True}]},
              phase="declare_blockers", step="declared")
    pass_(g)
    do(g, ("activate", oid(g, "Crossbow Infantry"), 0))
    targets = {o[1] for o in g.decision.options if o[0] == "target"}
    assert targets == {("o", oid(g, "Grizzly Bears")), ("o", oid(g, "Savannah Lions"))}
    do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    while g.decision.kind == "pay":
        g.apply(0)
    pass_(g, 2)
    assert g.objs[oid(g, "Grizzly Bears")].damage == 1


def test_vicious_hunger_deals_two_damage_and_its_caster_gains_two_life():
    g = setup({"hand": ["Vicious Hunger"], "field": ["Swamp", "Swamp"]}, {"field": ["Savannah Lions"]},
              phase="main1")
    play(g, "Vicious Hunger", ("o", oid(g, "Savannah Lions")))
    pass_(g, 2)
    assert "Savannah Lions" in names(g, "graveyard1") and g.pvars[0]["life"] == 22


def test_starstorm_deals_x_damage_to_each_creature():
    g = setup({"hand": ["Starstorm"], "field": ["Mountain"] * 5 + ["Hill Giant"]},
              {"field": ["Savannah Lions", "Daunting Defender"]}, phase="main1")
    do(g, ("play", oid(g, "Starstorm", "hand0")))
    assert g.decision.kind == "x"
    do(g, ("x", 3))
    while g.decision.kind == "pay":
        g.apply(0)
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Savannah Lions"] and "Hill Giant" in names(g, "graveyard0")
    assert g.objs[oid(g, "Daunting Defender")].damage == 2      # a Cleric: 1 of the 3 prevented


def test_magma_jet_deals_two_damage_then_scries_two():
    g = setup({"hand": ["Magma Jet"], "field": ["Mountain", "Mountain"], "deck": ["Island", "Forest", "Plains"]},
              {}, phase="main1")
    play(g, "Magma Jet", ("p", 1))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18
    lib = g.zones["library0"]
    top2 = {lib[-1], lib[-2]}                        # Plains, Forest (the end of the list is the top)
    assert g.decision.kind == "scry" and {o[1] for o in g.decision.options} == top2
    do(g, ("bottom", lib[-1]))
    do(g, ("bottom", lib[-1]))
    assert names(g, "library0") == ["Forest", "Plains", "Island"]    # both under the Island


# ------------------------------------------------------------------ equipment and auras
def test_blanchwood_armor_counts_the_forests_of_its_controller_as_they_change():
    # "Enchanted creature gets +1/+1 for each Forest you control."
    g = setup({"hand": ["Forest"], "field": ["Forest", "Forest", "Blanchwood Armor", "Grizzly Bears"]},
              {"field": ["Forest"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (4, 4)                   # two Forests of its controller, not the opponent's
    do(g, ("land", oid(g, "Forest", "hand0")))
    assert pt(g, bears) == (5, 5)


def test_empyrial_plate_counts_the_cards_in_its_controllers_hand():
    # "Equipped creature gets +1/+1 for each card in your hand."
    g = setup({"hand": ["Shock", "Shock", "Island"], "field": ["Mountain", "Empyrial Plate", "Grizzly Bears"]},
              {"hand": ["Island"] * 5}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (5, 5)
    play(g, "Shock", ("p", 1))
    assert pt(g, bears) == (4, 4)                   # Shock left the hand as it was played


def test_loxodon_punisher_gets_two_two_for_each_equipment_attached():
    g = setup({"field": ["Bonesplitter", "Leonin Scimitar", "Loxodon Punisher"]}, phase="main1")
    assert pt(g, oid(g, "Loxodon Punisher")) == (2 + 4 + 2 + 1, 2 + 4 + 1)


def test_leonin_den_guard_equipped_gets_one_one_and_attacks_without_tapping():
    # "As long as Leonin Den-Guard is equipped, it gets +1/+1 and attacking doesn't cause it to tap."
    g = setup({"field": ["Leonin Den-Guard", "Bonesplitter"]}, phase="main1")
    dg = oid(g, "Leonin Den-Guard")
    assert pt(g, dg) == (1, 3)                      # unequipped: as printed
    g = setup({"field": ["Leonin Scimitar", "Leonin Den-Guard"]}, phase="declare_attackers")
    dg = oid(g, "Leonin Den-Guard")
    assert pt(g, dg) == (1 + 1 + 1, 3 + 1 + 1)
    do(g, ("attack", dg))                           # the lone attacker: declared at once
    assert dg in g.vars["attackers"] and not g.objs[dg].tapped


def test_vulshok_gauntlets_gives_four_two_and_keeps_the_creature_tapped():
    # "Equipped creature gets +4/+2 and doesn't untap during its controller's untap step."
    g = setup({"field": ["Vulshok Gauntlets", {"card": "Grizzly Bears", "dull": True}]}, phase="end_of_turn")
    bears = oid(g, "Grizzly Bears")
    assert pt(g, bears) == (6, 4)
    until_step(g, "upkeep", 1)
    until_step(g, "upkeep", 0)
    assert g.objs[bears].tapped


# ------------------------------------------------------------------------- counterspells
def test_annul_counters_only_an_artifact_or_enchantment_spell():
    g = setup({"hand": ["Glorious Anthem", "Grizzly Bears"], "field": ["Plains", "Plains", "Plains", "Forest", "Forest"]},
              {"hand": ["Annul", "Annul"], "field": ["Island", "Island"]}, phase="main1")
    play(g, "Grizzly Bears")
    pass_(g)
    assert not any(o[0] == "play" for o in g.decision.options)     # no artifact or enchantment spell
    pass_(g)
    play(g, "Glorious Anthem")
    pass_(g)
    play(g, "Annul", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert "Glorious Anthem" in names(g, "graveyard0") and "Glorious Anthem" not in names(g, "play")


def test_discombobulate_counters_then_puts_the_top_four_back_in_the_chosen_order():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"hand": ["Discombobulate"], "field": ["Island"] * 4,
               "deck": ["Plains", "Forest", "Swamp", "Mountain", "Island"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    play(g, "Discombobulate", ("s", g.stack[-1].id))
    pass_(g, 2)
    assert "Shock" in names(g, "graveyard0") and g.pvars[1]["life"] == 20
    top4 = set(g.zones["library1"][-4:])
    d = g.decision
    assert d.player == 1 and set(d.options) == {("top", o) for o in top4}    # no card to the bottom
    assert d.prompt == "put the cards back: choose the next card from the top"
    while g.decision.player == 1 and g.decision.kind != "priority":
        g.apply(len(g.decision.options) - 1)
    assert names(g, "library1")[0] == "Plains"       # the fifth card stays at the bottom
    assert sorted(names(g, "library1")[1:]) == ["Forest", "Island", "Mountain", "Swamp"]


def test_wizard_replica_counters_unless_its_controller_pays_two():
    # "{U}, Sacrifice Wizard Replica: Counter target spell unless its controller pays {2}."
    for lands, countered in ((["Mountain"], True), (["Mountain"] * 3, False)):
        g = setup({"hand": ["Shock"], "field": lands}, {"field": ["Wizard Replica", "Island"]}, phase="main1")
        play(g, "Shock", ("p", 1))
        pass_(g)
        activate(g, "Wizard Replica", 0, ("s", g.stack[-1].id))
        assert "Wizard Replica" in names(g, "graveyard1")          # sacrificed as a cost
        pass_(g, 2)
        if not countered:
            assert g.decision.player == 0 and g.decision.options == (("pay", True), ("pay", False))
            do(g, ("pay", True))
            while g.decision.kind == "pay":
                g.apply(0)
            pass_(g, 2)
        assert g.pvars[1]["life"] == (20 if countered else 18), (lands, g.decision)


def test_voidmage_prodigy_sacrifices_a_wizard_to_counter_a_spell():
    # "{U}{U}, Sacrifice a Wizard: Counter target spell."
    g = setup({"hand": ["Shock"], "field": ["Mountain"]},
              {"field": ["Voidmage Prodigy", "Island", "Island"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    pass_(g)
    do(g, ("activate", oid(g, "Voidmage Prodigy"), 0))
    do(g, ("target", ("s", g.stack[-1].id)))
    while g.decision.kind != "priority":
        g.apply(0)                                  # the Prodigy is the one Wizard to sacrifice
    assert "Voidmage Prodigy" in names(g, "graveyard1")
    pass_(g, 2)
    assert g.pvars[1]["life"] == 20 and "Shock" in names(g, "graveyard0")


# ------------------------------------------------------------------- creatures' abilities
def test_arcanis_draws_three_and_returns_to_its_owners_hand():
    # "{T}: Draw three cards." / "{2}{U}{U}: Return Arcanis the Omnipotent to its owner's hand."
    g = setup({"field": ["Arcanis the Omnipotent"] + ["Island"] * 4}, phase="main1")
    hand = len(g.zones["hand0"])
    activate(g, "Arcanis the Omnipotent", 0)
    pass_(g, 2)
    assert len(g.zones["hand0"]) == hand + 3 and g.objs[oid(g, "Arcanis the Omnipotent")].tapped
    activate(g, "Arcanis the Omnipotent", 1)        # tapped: its second ability needs no {T}
    pass_(g, 2)
    assert "Arcanis the Omnipotent" in names(g, "hand0") and "Arcanis the Omnipotent" not in names(g, "play")


def test_lord_of_the_undead_pumps_zombies_and_returns_a_zombie_card():
    # "All Zombies get +1/+1." / "{1}{B}, {T}: Return target Zombie card from your graveyard to your hand."
    g = setup({"field": ["Lord of the Undead", "Scathe Zombies", "Grizzly Bears", "Swamp", "Swamp"],
               "break": ["Scathe Zombies", "Grizzly Bears"]}, phase="main1")
    lord = oid(g, "Lord of the Undead")
    assert pt(g, oid(g, "Scathe Zombies")) == (3, 3) and pt(g, oid(g, "Grizzly Bears")) == (2, 2)
    assert pt(g, lord) == (2, 2)                    # a Lord, not a Zombie (8th Edition type line)
    do(g, ("activate", lord, 0))
    zombie = oid(g, "Scathe Zombies", "graveyard0")
    assert {o[1] for o in g.decision.options if o[0] == "target"} == {("o", zombie)}
    do(g, ("target", ("o", zombie)))
    while g.decision.kind == "pay":
        g.apply(0)
    pass_(g, 2)
    assert names(g, "hand0") == ["Scathe Zombies"] and names(g, "graveyard0") == ["Grizzly Bears"]


def test_nekrataal_destroys_a_nonartifact_nonblack_creature_that_cannot_be_regenerated():
    # "When Nekrataal comes into play, destroy target nonartifact, nonblack creature. It can't be regenerated."
    g = setup({"hand": ["Nekrataal"], "field": ["Swamp"] * 4},
              {"field": ["Horned Troll", "Forest", "Myr Enforcer", "Scathe Zombies"]}, phase="main1")
    play(g, "Nekrataal")
    pass_(g, 2)                                     # Nekrataal resolves; its trigger asks a target
    troll = oid(g, "Horned Troll")
    assert {o[1] for o in g.decision.options if o[0] == "target"} == {("o", troll)}
    do(g, ("target", ("o", troll)))
    pass_(g)
    activate(g, "Horned Troll", 0)                  # {G}: a regeneration shield, in response
    pass_(g, 2)
    pass_(g, 2)
    assert "Horned Troll" in names(g, "graveyard1")


def test_panic_attack_stops_up_to_three_creatures_from_blocking_this_turn():
    g = setup({"hand": ["Panic Attack"], "field": ["Mountain"] * 3 + ["Grizzly Bears"]},
              {"field": ["Savannah Lions", "Hill Giant", "Scathe Zombies", "Horned Troll"]}, phase="main1")
    do(g, ("play", oid(g, "Panic Attack", "hand0")))
    for name in ("Savannah Lions", "Hill Giant", "Scathe Zombies"):
        do(g, ("target", ("o", oid(g, name))))
    while g.decision.kind == "pay":
        g.apply(0)
    pass_(g, 2)
    until_attacks(g)
    do(g, ("attack", oid(g, "Grizzly Bears")))
    pass_(g, 2)
    assert g.decision.player == 1
    blockers = {o[1] for o in g.decision.options if o[0] == "block"}
    assert blockers == {oid(g, "Horned Troll")}


def until_attacks(g) -> None:
    """Pass until the active player declares attackers."""
    for _ in range(20):
        if g.decision.kind == "attack":
            return
        g.apply(("pass",))
    raise AssertionError(g.decision)


def test_bloodscent_makes_every_creature_able_to_block_the_target_do_so():
    # "All creatures able to block target creature this turn do so."
    g = setup({"hand": ["Bloodscent"], "field": ["Forest"] * 4 + ["Grizzly Bears"]},
              {"field": ["Savannah Lions", "Hill Giant", {"card": "Scathe Zombies", "dull": True}]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Bloodscent", ("o", bears))
    pass_(g, 2)
    until_attacks(g)
    do(g, ("attack", bears))
    pass_(g, 2)
    lions, giant = oid(g, "Savannah Lions"), oid(g, "Hill Giant")
    zombies = oid(g, "Scathe Zombies")
    assert g.decision.player == 1 and ("done",) not in g.decision.options    # blocking is required
    assert not any(o[0] == "block" and o[1] == zombies for o in g.decision.options)     # tapped
    do(g, ("block", lions, bears))
    assert ("done",) not in g.decision.options                  # the Giant must block too
    do(g, ("block", giant, bears))
    assert set(g.vars["blocks"]) == {(lions, bears), (giant, bears)}


# -------------------------------------------------------------- prevention and regeneration
def test_pearl_shard_is_paid_with_three_or_with_white_and_prevents_two():
    # "{3}, {T} or {W}, {T}: Prevent the next 2 damage that would be dealt to target creature or player this turn."
    g = setup({"hand": ["Lava Axe"], "field": ["Mountain"] * 5}, {"field": ["Pearl Shard", "Plains"]}, phase="main1")
    play(g, "Lava Axe", ("p", 1))
    pass_(g)
    shard = oid(g, "Pearl Shard")
    uses = [o for o in g.decision.options if o[0] == "activate" and o[1] == shard]
    assert uses == [("activate", shard, 1)]          # one Plains: only the {W} cost can be paid
    activate(g, "Pearl Shard", 1, ("p", 1))
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17 and g.objs[shard].tapped


def test_circle_of_protection_black_prevents_the_next_damage_of_the_chosen_black_source():
    g = setup({"field": [{"card": "Scathe Zombies", "attacking": True}, {"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Circle of Protection: Black", "Plains"]}, phase="declare_blockers", step="declared")
    pass_(g)
    activate(g, "Circle of Protection: Black", 0)
    pass_(g, 2)
    assert g.decision.kind == "choose_source"
    sources = {o[1] for o in g.decision.options}
    assert sources == {oid(g, "Scathe Zombies")}     # black sources only
    do(g, ("source", oid(g, "Scathe Zombies")))
    pass_(g, 2)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18                 # the Bears' 2; the Zombies' 2 prevented


def test_deepwood_ghoul_regenerates_for_two_life():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain"]},
              {"field": ["Deepwood Ghoul"]}, phase="main1")
    ghoul = oid(g, "Deepwood Ghoul")
    play(g, "Volcanic Hammer", ("o", ghoul))
    pass_(g)
    activate(g, "Deepwood Ghoul", 0)
    assert g.pvars[1]["life"] == 18                 # paid as the ability is played
    pass_(g, 2)
    pass_(g, 2)
    assert ghoul in g.zones["play"] and g.objs[ghoul].tapped and g.objs[ghoul].damage == 0


def test_lone_wolf_may_deal_its_combat_damage_to_the_player_though_blocked():
    g = setup({"field": [{"card": "Lone Wolf", "attacking": True}]},
              {"field": [{"card": "Grizzly Bears", "blocking": True}]}, phase="declare_blockers", step="declared")
    pass_(g, 2)
    assert g.decision.kind == "as_unblocked"
    do(g, ("yes",))
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and g.objs[oid(g, "Grizzly Bears")].damage == 0
    assert names(g, "graveyard0") == ["Lone Wolf"]          # the blocker's 2 damage still kills the 2/2


def test_dehydration_keeps_the_enchanted_creature_tapped():
    g = setup({"hand": ["Dehydration"], "field": ["Island"] * 4},
              {"field": [{"card": "Hill Giant", "dull": True}]}, phase="main1")
    giant = oid(g, "Hill Giant")
    play(g, "Dehydration", ("o", giant))
    pass_(g, 2)
    until_step(g, "upkeep", 1)
    assert g.objs[giant].tapped


def test_fabricate_puts_an_artifact_card_of_the_library_into_the_hand():
    g = setup({"hand": ["Fabricate"], "field": ["Island"] * 3,
               "deck": ["Bonesplitter", "Island", "Grizzly Bears", "Leonin Scimitar"]}, phase="main1")
    play(g, "Fabricate")
    pass_(g, 2)
    found = {o[1] for o in g.decision.options if o[0] == "find"}
    assert {g.objs[o].card.name for o in found} == {"Bonesplitter", "Leonin Scimitar"}
    assert ("done",) in g.decision.options          # a search may fail to find
    do(g, ("find", oid(g, "Bonesplitter", "library0")))
    while g.decision.kind != "priority":
        g.apply(0)
    assert names(g, "hand0") == ["Bonesplitter"] and len(g.zones["library0"]) == 3


# ---------------------------------------------------------------------- alternative costs
def test_whispers_of_the_muse_with_buyback_draws_and_returns_to_hand():
    g = setup({"hand": ["Whispers of the Muse"], "field": ["Island"] * 6}, phase="main1")
    lib = len(g.zones["library0"])
    cast(g, "Whispers of the Muse", ("buyback", True))
    pass_(g, 2)
    assert "Whispers of the Muse" in names(g, "hand0") and len(g.zones["library0"]) == lib - 1
    assert all(g.objs[o].tapped for o in g.zones["play"])     # {U} + buyback {5}: six lands


def test_think_twice_draws_then_flashback_from_the_graveyard_and_is_removed():
    g = setup({"hand": ["Think Twice"], "field": ["Island"] * 5}, phase="main1")
    lib = len(g.zones["library0"])
    play(g, "Think Twice")
    pass_(g, 2)
    tt = oid(g, "Think Twice", "graveyard0")
    do(g, ("play", tt))
    while g.decision.kind == "pay":
        g.apply(0)
    pass_(g, 2)
    assert len(g.zones["library0"]) == lib - 2 and names(g, "removed") == ["Think Twice"]


def test_myr_enforcer_costs_one_less_for_each_artifact_its_player_controls():
    # Affinity for artifacts; {7}: four artifacts leave {3}
    g = setup({"hand": ["Myr Enforcer"], "field": ["Bonesplitter", "Leonin Scimitar", "Pearl Shard",
                                                   "Ornithopter", "Island", "Island", "Island"]},
              phase="main1")
    play(g, "Myr Enforcer")
    islands = [o for o in g.zones["play"] if g.objs[o].card.name == "Island"]
    assert all(g.objs[o].tapped for o in islands)
    pass_(g, 2)
    assert "Myr Enforcer" in names(g, "play")
    g = setup({"hand": ["Myr Enforcer"], "field": ["Bonesplitter", "Leonin Scimitar", "Pearl Shard",
                                                   "Sphere of Purity", "Island", "Island", "Island"]},
              phase="main1")
    # Sphere of Purity is an enchantment: three artifacts leave {4}, one more than the Islands
    assert ("play", oid(g, "Myr Enforcer", "hand0")) not in g.decision.options


def test_standing_troops_attacks_without_tapping():
    g = setup({"field": ["Standing Troops"]}, phase="declare_attackers")
    st = oid(g, "Standing Troops")
    do(g, ("attack", st))
    assert st in g.vars["attackers"] and not g.objs[st].tapped
