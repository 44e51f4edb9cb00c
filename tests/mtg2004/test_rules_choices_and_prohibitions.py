"""MTG 2004 rules of chapter 4 shown with the cards of cards/choices_and_prohibitions.toml: City of Brass (406.5),
Grid Monitor (409.4), Harsh Mercy (413.2d, 413.2g), Blinding Angel (419.6e-f), Distorting Lens
with Circle of Protection: Red (419.8b), Wheel and Deal with Maro (420.4)."""

from __future__ import annotations

import pytest

from .kit import PASS, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


# --------------------------------------------------------------------- 406.5 City of Brass
@rules("mtg2004:406.5")
def test_city_of_brass_triggers_from_its_mana_ability_and_uses_the_stack():
    g = setup({"field": ["City of Brass"]}, phase="main1")
    city = oid(g, "City of Brass")
    do(g, ("mana", city, 3))                      # red mana: no stack, the player keeps priority
    assert g.pvars[0]["pool"][3] == 1 and g.objs[city].tapped
    assert len(g.stack) == 1 and g.stack[-1].kind == "triggered" and g.pvars[0]["life"] == 20
    assert g.decision.player == 0                 # a response is possible before the damage
    pass_(g, 2)
    assert g.pvars[0]["life"] == 19 and not g.stack


def test_city_of_brass_tapped_to_pay_a_spell_triggers_above_it():
    g = setup({"hand": ["Shock"], "field": ["City of Brass"]}, phase="main1")
    play(g, "Shock", ("p", 1))
    assert [it.kind for it in g.stack] == ["spell", "triggered"]   # the trigger resolves first
    pass_(g, 2)
    assert g.pvars[0]["life"] == 19 and g.pvars[1]["life"] == 20
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18


def test_city_of_brass_coming_into_play_tapped_is_not_becoming_tapped():
    g = setup({"field": [{"card": "City of Brass", "dull": True}]}, phase="main1")
    assert not g.stack and g.pvars[0]["life"] == 20


# --------------------------------------------------------------------- 409.4 Grid Monitor
@rules("mtg2004:409.4")
def test_grid_monitor_forbids_beginning_to_play_creature_spells():
    g = setup({"hand": ["Grizzly Bears", "Giant Growth"], "field": ["Grid Monitor", "Forest", "Forest"]},
              {"hand": ["Grizzly Bears"], "field": ["Forest", "Forest"]}, phase="main1")
    bears = oid(g, "Grizzly Bears", "hand0")
    assert ("play", bears) not in g.decision.options
    assert ("play", oid(g, "Giant Growth", "hand0")) in g.decision.options     # other spells are fine
    g = setup({"hand": ["Grizzly Bears"], "field": ["Forest", "Forest"]}, {"field": ["Grid Monitor"]},
              phase="main1")
    assert ("play", oid(g, "Grizzly Bears", "hand0")) in g.decision.options   # only its controller


# ---------------------------------------------------------------- 413.2d / g Harsh Mercy
@rules("mtg2004:413.2d", "mtg2004:413.2g")
def test_harsh_mercy_each_player_chooses_a_type_active_player_first():
    g = setup({"hand": ["Harsh Mercy"], "field": ["Plains"] * 3 + ["Tel-Jilad Chosen", "Grizzly Bears"]},
              {"field": ["Elvish Warrior", "Goblin Chariot", "Drudge Skeletons", "Swamp"]}, phase="main1")
    play(g, "Harsh Mercy")
    pass_(g, 2)
    d = g.decision
    assert d.kind == "creature_type" and d.player == 0          # the active player first
    do(g, ("type", "Bear"))
    assert g.decision.kind == "creature_type" and g.decision.player == 1
    do(g, ("type", "Elf"))
    # Elves survive (Tel-Jilad Chosen is an Elf Warrior: only the type named is looked at, 413.2g);
    # Drudge Skeletons can't be regenerated.
    assert sorted(names(g, "play")) == ["Elvish Warrior", "Grizzly Bears", "Plains", "Plains", "Plains",
                                        "Swamp", "Tel-Jilad Chosen"]
    assert sorted(names(g, "graveyard1")) == ["Drudge Skeletons", "Goblin Chariot"]


def test_patriarchs_bidding_returns_the_chosen_types_for_each_player():
    g = setup({"hand": ["Patriarch's Bidding"], "field": ["Swamp"] * 5, "break": ["Grizzly Bears", "Tel-Jilad Chosen"]},
              {"break": ["Elvish Warrior", "Goblin Chariot"]}, phase="main1")
    play(g, "Patriarch's Bidding")
    pass_(g, 2)
    do(g, ("type", "Bear"))
    do(g, ("type", "Goblin"))
    assert sorted(n for n in names(g, "play") if n != "Swamp") == ["Goblin Chariot", "Grizzly Bears"]
    assert g.objs[oid(g, "Goblin Chariot")].controller == 1


# ---------------------------------------------------------- 419.6e / f Blinding Angel
def _angel_hits(n_angels: int):
    g = setup({"field": [{"card": "Blinding Angel", "attacking": True}] * n_angels},
              {"field": ["Grizzly Bears"]}, phase="declare_blockers")
    while g.stack or g.vars["step"] != "end_combat":
        g.apply(PASS if PASS in g.decision.options else 0)
    return g


def _run_to_attack_or_main2(g, player: int) -> str:
    """Pass until `player`'s turn reaches declare attackers (an attack offered) or main 2."""
    start = g.vars["turn"]
    while True:
        d = g.decision
        if g.vars["tp"] == player and g.vars["turn"] > start:
            if d.kind == "attack":
                return "attack"
            if g.vars["step"] == "main" and g.vars["phase"] == "main2":
                return "main2"
        g.apply(PASS if PASS in d.options else 0)


@rules("mtg2004:419.6e", "mtg2004:300.9")
def test_blinding_angel_skips_the_next_combat_phase_not_the_current_one():
    g = _angel_hits(1)
    assert g.pvars[1]["life"] == 18 and g.vars["skip"] == ((1, "combat"),)
    # The combat phase going on is not affected (already begun); player 1's next one is.
    assert _run_to_attack_or_main2(g, 1) == "main2"
    assert g.vars["skip"] == ()                         # used up
    assert _run_to_attack_or_main2(g, 1) == "attack"    # the turn after: combat again


@rules("mtg2004:419.6f")
def test_two_skip_effects_skip_the_next_two_combat_phases():
    g = _angel_hits(2)
    assert g.vars["skip"] == ((1, "combat"), (1, "combat"))
    assert _run_to_attack_or_main2(g, 1) == "main2"
    assert _run_to_attack_or_main2(g, 1) == "main2"
    assert _run_to_attack_or_main2(g, 1) == "attack"


# ------------------------------------------------ 419.8b Distorting Lens and CoP: Red
@rules("mtg2004:419.8b")
def test_a_chosen_source_no_longer_red_is_not_prevented_and_the_shield_stays():
    g = setup({"field": ["Circle of Protection: Red", "Plains", "Plains"]},
              {"field": [{"card": "Goblin Chariot", "attacking": True}, "Distorting Lens"]}, phase="declare_blockers",
              active=1)
    chariot = oid(g, "Goblin Chariot")
    do(g, PASS)                                   # player 1 passes; player 0 uses the Circle
    do(g, ("activate", oid(g, "Circle of Protection: Red"), 0))
    pay_all(g)
    pass_(g, 2)
    assert g.decision.kind == "choose_source"
    do(g, ("source", chariot))
    assert g.decision.player == 1
    do(g, ("activate", oid(g, "Distorting Lens"), 0))
    do(g, ("target", ("o", chariot)))
    pass_(g, 2)
    do(g, ("color", "G"))                         # the Chariot is green now
    while g.stack or g.vars["step"] != "end_combat":
        g.apply(PASS if PASS in g.decision.options else 0)
    assert g.pvars[0]["life"] == 18               # not prevented: the source isn't red any more
    assert [(s[1], s[5]) for s in g.vars["shields"]] == [("source", chariot)]   # unused, it stays


# ----------------------------------------------------------- 420.4 Wheel and Deal, Maro
@rules("mtg2004:420.4")
def test_maro_at_zero_toughness_during_a_resolution_survives():
    g = setup({"hand": ["Wheel and Deal"], "field": ["Island"] * 4},
              {"hand": ["Forest", "Forest"], "field": ["Maro"], "deck": ["Grizzly Bears"] * 10}, phase="main1")
    maro = oid(g, "Maro")
    assert pt(g, maro) == (2, 2)
    play(g, "Wheel and Deal", ("p", 1))
    pass_(g, 2)
    # Player 1 discarded two cards (Maro was 0/0 then) and drew seven: Maro is 7/7 when the
    # state-based effects are next checked.
    assert pt(g, maro) == (7, 7) and g.objs[maro].zone == "play"
    assert names(g, "graveyard1") == ["Forest", "Forest"] and len(g.zones["hand0"]) == 1


def test_wheel_and_deal_may_target_no_opponent():
    g = setup({"hand": ["Wheel and Deal"], "field": ["Island"] * 4}, {"hand": ["Forest"]}, phase="main1")
    do(g, ("play", oid(g, "Wheel and Deal", "hand0")))
    do(g, ("done",))
    pay_all(g)
    pass_(g, 2)
    assert names(g, "hand1") == ["Forest"] and len(g.zones["hand0"]) == 1


# ------------------------------------------------------------------ 410.9 block triggers
@rules("mtg2004:410.9a")
def test_becomes_blocked_triggers_once_however_many_blockers():
    g = setup({"field": [{"card": "Gustcloak Runner", "attacking": True}]},
              {"field": ["Grizzly Bears", "Hill Giant"]}, phase="declare_blockers")
    runner = oid(g, "Gustcloak Runner")
    do(g, ("block", oid(g, "Grizzly Bears"), runner))
    do(g, ("block", oid(g, "Hill Giant"), runner))
    if g.decision.kind == "block":
        do(g, ("done",))
    assert [(it.kind, it.source) for it in g.stack] == [("triggered", runner)]


@rules("mtg2004:410.9c")
def test_flanking_triggers_once_for_each_blocking_creature():
    g = setup({"field": [{"card": "Suq'Ata Lancer", "attacking": True}]},
              {"field": ["Grizzly Bears", "Grizzly Bears"]}, phase="declare_blockers")
    lancer = oid(g, "Suq'Ata Lancer")
    b1, b2 = [x for x in g.zones["play"] if g.objs[x].card.name == "Grizzly Bears"]
    do(g, ("block", b1, lancer))
    do(g, ("block", b2, lancer))
    if g.decision.kind == "block":
        do(g, ("done",))
    assert [(it.kind, it.assign[0]) for it in g.stack] == [("combat_trigger", "flanking")] * 2
    pass_(g, 2)
    pass_(g, 2)
    assert pt(g, b1) == (1, 1) and pt(g, b2) == (1, 1)


# ----------------------------------------------------------------------- 420.5h poison
@rules("mtg2004:420.5h")
def test_ten_poison_counters_is_a_state_based_loss():
    g = setup({}, {"vars": {"poison": 10}}, phase="main1")
    assert g.over and g.result.winner == 0 and "420.5h" in g.result.reason
    g = setup({"vars": {"poison": 10}}, {"vars": {"poison": 12}}, phase="main1")
    assert g.over and g.result.winner is None                  # both at once: a draw (102.4)
    g = setup({}, {"vars": {"poison": 10}, "field": ["Platinum Angel"]}, phase="main1")
    assert not g.over                                          # "you can't lose the game"


# ------------------------------------------------------------- 418.3c Wirewood Pride
@rules("mtg2004:418.3c")
def test_a_variable_is_fixed_once_on_resolution():
    g = setup({"hand": ["Wirewood Pride", "Shock"], "field": ["Forest", "Mountain", "Grizzly Bears",
                                                                "Tel-Jilad Chosen", "Elvish Warrior"]}, phase="main1")
    bears = oid(g, "Grizzly Bears")
    play(g, "Wirewood Pride", ("o", bears))
    pass_(g, 2)
    assert pt(g, bears) == (4, 4)                  # two Elves in play as it resolved
    play(g, "Shock", ("o", oid(g, "Tel-Jilad Chosen")))
    pass_(g, 2)
    assert "Tel-Jilad Chosen" in names(g, "graveyard0") and pt(g, bears) == (4, 4)   # still +2/+2


# ------------------------------------------------------------------ 410.1 not played
@rules("mtg2004:410.1")
def test_a_triggered_ability_triggers_where_playing_is_forbidden():
    g = setup({"hand": ["Patriarch's Bidding", "Venerable Monk"], "field": ["Grid Monitor"] + ["Swamp"] * 5,
               "break": ["Venerable Monk"]}, phase="main1")
    assert ("play", oid(g, "Venerable Monk", "hand0")) not in g.decision.options   # no creature spells
    play(g, "Patriarch's Bidding")
    pass_(g, 2)
    do(g, ("type", "Cleric"))
    do(g, ("type", "Cleric"))
    assert "Venerable Monk" in names(g, "play")
    assert g.stack and g.stack[-1].kind == "triggered"         # its comes-into-play ability triggered
    pass_(g, 2)
    assert g.pvars[0]["life"] == 22


# ------------------------------------------------------ 404.4d Cinder Wall, Elvish Piper
def _cinder_wall_blocks():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"hand": ["Unsummon"], "field": ["Cinder Wall", "Elvish Piper", "Island", "Forest"]},
              phase="declare_blockers")
    wall, bears = oid(g, "Cinder Wall"), oid(g, "Grizzly Bears")
    do(g, ("block", wall, bears))
    if g.decision.kind == "block":
        do(g, ("done",))
    pass_(g, 2)                                   # "when Cinder Wall blocks" resolves: the delayed one exists
    return g, wall


def test_cinder_wall_is_destroyed_at_end_of_combat():
    g, wall = _cinder_wall_blocks()
    while g.vars["step"] != "end_combat" or g.stack:
        g.apply(PASS if PASS in g.decision.options else 0)
        if g.vars["step"] == "end_combat" and g.stack:
            assert g.objs[wall].zone == "play"    # still there until the delayed trigger resolves
    assert "Cinder Wall" in names(g, "graveyard1")


@rules("mtg2004:404.4d")
def test_a_delayed_trigger_about_a_permanent_fails_once_it_left_play_even_if_back():
    g, wall = _cinder_wall_blocks()
    assert g.decision.player == 0
    do(g, PASS)
    play(g, "Unsummon", ("o", wall))              # player 1 bounces the Wall...
    pass_(g, 2)
    do(g, PASS)                                   # the active player passes again
    do(g, ("activate", oid(g, "Elvish Piper"), 0))
    pay_all(g)
    pass_(g, 2)
    do(g, ("put", oid(g, "Cinder Wall", "hand1")))   # ... and puts it back: a new object (217.1c)
    back = oid(g, "Cinder Wall")
    while g.vars["step"] != "main":
        g.apply(PASS if PASS in g.decision.options else 0)
    assert g.objs[back].zone == "play" and "Cinder Wall" not in names(g, "graveyard1")
