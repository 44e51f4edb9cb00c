"""FFTCG rules tests: priority (11.1), paying CP (11.2), casting Summons (11.3), playing
Characters (11.4) and EX Burst (11.10)."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, names, pass_, pass_until, play, power, setup, stack_names, use

import tcg

R = pytest.mark.rules

SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla
TIFA = "1-016C"         # fire Forward 2, 4000, Haste
KNIGHT = "1-050C"       # ice Forward 3, 7000, vanilla
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla
IFRIT = "1-004C"        # fire Summon 1, EX: 4000 damage to a Forward
BRYNHILDR = "1-023R"    # fire Summon 3, EX: 7000 damage to a Forward
SYLPH = "1-074R"        # wind Summon 1, EX: activate a Forward; your Forwards +1000
HECATONCHEIR = "1-117R"  # earth Summon 3: break a Backup of cost 3 or more
LEVIATHAN = "1-178R"    # water Summon 3, EX: return a Forward to its owner's hand
SCHOLAR = "1-157C"      # water Backup 2: {D}, break Scholar: return a Forward you control
EVOKER = "1-159C"       # water Backup 1, vanilla
RED_MAGE = "1-003C"     # fire Backup 2
NINJA_W = "1-078C"      # wind Forward 3, 6000
EZEL = "4-053R"         # wind Forward 5000: when your opponent casts a Summon, activate your Forwards
CLOUD = "1-009C"        # fire Forward 5000, +2000 if you control another Category VII Forward
ZACK = "1-012R"         # fire Forward 6000, Category VII
FIRION = "1-021H"       # fire Forward 4, 8000: when he enters, 4000 damage to a Forward
ALMA = "1-153C"         # water Backup 3: costs 1 less if you control Ovelia
OVELIA = "1-156C"       # water Backup 2
HARLEY = "3-044C"       # ice Backup: Edward costs 2 less
EDWARD = "2-030H"       # ice Backup 4
FUSOYA_LIGHT = "2-146H"  # light Backup 3
MONK_B = "1-120C"       # earth Backup 2, generic
YUNA = "1-177R"         # water Backup: your water Summons cost 1 less
VIVI = "3-018C"         # fire Backup 2, EX: when she enters, 5000 damage to an opponent's Forward


# ------------------------------------------------------------------------------- 11.1
@R("fftcg:11.1", "fftcg:11.1.1")
def test_the_player_with_priority_may_play_cast_or_use():
    g = setup({"hand": [SQUIRE, IFRIT, TIFA], "field": [SCHOLAR, KNIGHT]}, {})
    d = g.decision
    assert (d.kind, d.player) == ("priority", 0)
    assert set(d.options) == {("pass",), ("play", fid(g, "Squire", "hand0")), ("play", fid(g, "Tifa", "hand0")),
                              ("cast", fid(g, "Ifrit", "hand0")), ("use", fid(g, "Scholar", "field0"), 0)}


@R("fftcg:11.1.3")
def test_rule_processes_repeat_until_none_before_priority():
    # Zack (6000, 2000 damage) takes 4000 and is broken; then Cloud loses his +2000 and his 6000
    # damage breaks him too, before anyone receives priority.
    g = setup({"hand": [IFRIT, SQUIRE]},
              {"field": [{"card": CLOUD, "damage": 6000}, {"card": ZACK, "damage": 2000}]})
    assert power(g, fid(g, "Cloud", "field1")) == 7000
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Zack", "field1")],
         pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g, 2)
    assert (g.decision.kind, g.decision.player) == ("priority", 0)
    assert names(g, "break1") == ["Zack", "Cloud"]
    assert names(g, "field1") == []


@R("fftcg:11.1.4", "fftcg:11.4.7", "fftcg:11.8.7")
def test_triggers_are_put_on_the_stack_before_priority_is_given():
    g = setup({"hand": [FIRION, SQUIRE, SQUIRE]}, {"field": [KNIGHT]})
    _, s1, s2 = g.zones["hand0"]
    play(g, fid(g, "Firion", "hand0"), pay=[("discard", s1), ("discard", s2)])
    fi = fid(g, "Firion", "field0")
    # the enters-the-field ability is put on the stack: its target is chosen now
    assert g.decision.kind == "target" and g.decision.player == 0
    do(g, ("target", fid(g, "Knight", "field1")))
    d = g.decision
    assert (d.kind, d.player) == ("priority", 0)
    assert [(it.kind, it.source) for it in g.stack] == [("auto", fi)]
    pass_(g, 2)
    assert g.objs[fid(g, "Knight", "field1")].damage == 4000


@R("fftcg:11.1.5", "fftcg:11.1.6", "fftcg:11.3.8")
def test_turn_player_gets_priority_after_a_resolution():
    g = setup({"field": [SQUIRE], "hand": [IFRIT, SQUIRE]}, {"hand": [IFRIT, SQUIRE]})
    pass_(g)
    assert g.decision.player == 1                  # passing gives priority to the opponent
    sq = fid(g, "Squire", "field0")
    cast(g, fid(g, "Ifrit", "hand1"), targets=[sq], pay=[("discard", fid(g, "Squire", "hand1"))])
    assert (g.decision.kind, g.decision.player) == ("priority", 1)     # the caster again
    pass_(g)
    assert g.decision.player == 0
    pass_(g)
    assert g.stack == [] and g.objs[sq].damage == 4000
    assert (g.decision.kind, g.decision.player) == ("priority", 0)


@R("fftcg:11.1.7", "fftcg:11.11", "fftcg:11.11.1")
def test_two_passes_resolve_the_top_of_the_stack_or_end_the_phase():
    g = setup({"field": [SQUIRE], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT], "hand": [IFRIT, SQUIRE]})
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Knight", "field1")],
         pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g)
    cast(g, fid(g, "Ifrit", "hand1"), targets=[fid(g, "Squire", "field0")],
         pay=[("discard", fid(g, "Squire", "hand1"))])
    assert [it.controller for it in g.stack] == [0, 1]
    pass_(g, 2)
    # the last one cast resolved first; the other waits
    assert g.objs[fid(g, "Squire", "field0")].damage == 4000
    assert g.objs[fid(g, "Knight", "field1")].damage == 0
    assert [it.controller for it in g.stack] == [0]
    pass_(g, 2)
    assert g.objs[fid(g, "Knight", "field1")].damage == 4000
    assert g.vars["phase"] == "main1"
    pass_(g, 2)                                    # empty stack: the phase ends
    assert g.vars["phase"] == "attack"


# ------------------------------------------------------------------------------- 11.2
@R("fftcg:11.2", "fftcg:11.2.1", "fftcg:11.2.1.1")
def test_cp_from_discards_and_backups_with_one_cp_of_the_cards_element():
    # Brynhildr (fire, 3): a fire discard (2) and a water Backup (1)
    g = setup({"hand": [BRYNHILDR, SQUIRE, KNIGHT], "field": [EVOKER]}, {"field": [BLACK_BELT]})
    br, sq, kn = g.zones["hand0"]
    ev = fid(g, "Evoker", "field0")
    cast(g, br, targets=[fid(g, "Black Belt", "field1")])
    # the ice card alone could never give the fire CP it needs
    assert set(g.decision.options) == {("discard", sq), ("discard", kn), ("dull", ev)}
    do(g, ("discard", sq))
    assert set(g.decision.options) == {("discard", kn), ("dull", ev)}
    do(g, ("dull", ev))
    assert stack_names(g) == ["Brynhildr"]
    assert names(g, "break0") == ["Squire"] and names(g, "hand0") == ["Knight"]
    assert g.objs[ev].tapped is True
    # water CP only: a fire card cannot be paid
    g = setup({"hand": [BRYNHILDR, LEVIATHAN, LEVIATHAN]}, {"field": [BLACK_BELT]})
    assert ("cast", fid(g, "Brynhildr", "hand0")) not in g.decision.options


@R("fftcg:11.2.1.1")
def test_exact_cp_or_one_more_when_a_card_was_discarded():
    # Ifrit (1) paid by one discard: 2 CP, the extra one is lost
    g = setup({"hand": [IFRIT, SQUIRE], "field": [RED_MAGE]}, {"field": [KNIGHT]})
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Knight", "field1")])
    do(g, ("discard", fid(g, "Squire", "hand0")))
    assert stack_names(g) == ["Ifrit"] and g.objs[fid(g, "Red Mage", "field0")].tapped is False
    # Squire (2) with three fire Backups: exactly two are dulled, no overpaying without a discard
    g = setup({"hand": [SQUIRE], "field": [RED_MAGE, RED_MAGE, RED_MAGE]}, {})
    b1, b2, b3 = g.zones["field0"]
    play(g, fid(g, "Squire", "hand0"), pay=[("dull", b1), ("dull", b2)])
    assert names(g, "field0")[-1] == "Squire"
    assert [g.objs[b].tapped for b in (b1, b2, b3)] == [True, True, False]
    # Brynhildr (3) by two discards (4 CP) is legal; no Backup may be added on top
    g = setup({"hand": [BRYNHILDR, SQUIRE, SQUIRE], "field": [RED_MAGE]}, {"field": [KNIGHT]})
    br, s1, s2 = g.zones["hand0"]
    cast(g, br, targets=[fid(g, "Knight", "field1")], pay=[("discard", s1), ("discard", s2)])
    assert stack_names(g) == ["Brynhildr"] and g.decision.kind == "priority"
    assert g.objs[fid(g, "Red Mage", "field0")].tapped is False


@R("fftcg:11.2.1.1")
def test_light_cards_are_never_discarded_for_cp_and_are_paid_with_any_element():
    g = setup({"hand": [FUSOYA_LIGHT, FUSOYA_LIGHT], "field": [MONK_B, MONK_B, MONK_B]}, {})
    fu1, fu2 = g.zones["hand0"]
    do(g, ("play", fu1))
    assert set(g.decision.options) == {("dull", b) for b in g.zones["field0"]}   # not ("discard", fu2)
    for b in list(g.zones["field0"]):
        do(g, ("dull", b))
    assert names(g, "field0")[-1] == "Fusoya"


# ------------------------------------------------------------------------------- 11.3
@R("fftcg:11.3", "fftcg:11.3.1", "fftcg:11.3.7.1")
def test_casting_is_one_procedure_committed_at_once():
    g = setup({"hand": [BRYNHILDR, SQUIRE, SQUIRE]}, {"field": [KNIGHT]})
    br, s1, s2 = g.zones["hand0"]
    start = g.state_hash()
    do(g, ("cast", br), ("target", fid(g, "Knight", "field1")), ("discard", s1))
    # mid-payment nothing has moved: no partial payment
    assert g.decision.kind == "payment"
    assert g.zones["hand0"] == [br, s1, s2] and g.zones["stack"] == []
    mid = g.state_hash()
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("discard", br))
    assert g.state_hash() == mid
    do(g, ("discard", s2))
    assert names(g, "break0") == ["Squire", "Squire"] and names(g, "stack") == ["Brynhildr"]
    assert start != g.state_hash()


@R("fftcg:11.3.2", "fftcg:15.1.1.7.1")
def test_cast_summon_goes_on_top_of_the_stack_under_its_casters_control():
    g = setup({"field": [SQUIRE], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT], "hand": [IFRIT, SQUIRE]})
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Knight", "field1")],
         pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g)
    i1 = fid(g, "Ifrit", "hand1")
    cast(g, i1, targets=[fid(g, "Squire", "field0")], pay=[("discard", fid(g, "Squire", "hand1"))])
    stack = g.zones["stack"]
    assert [g.objs[o].owner for o in stack] == [0, 1]          # the last cast is on top
    assert [it.controller for it in g.stack] == [0, 1]
    assert g.stack[-1].id == stack[-1] and g.objs[stack[-1]].card.code == IFRIT


@R("fftcg:11.3.3")
def test_a_summon_that_chooses_needs_a_legal_target():
    g = setup({"hand": [IFRIT, HECATONCHEIR, SQUIRE, BLACK_BELT], "field": [SCHOLAR]}, {})
    # no Forward anywhere, no Backup of cost 3 or more: neither can be cast
    assert not [o for o in g.decision.options if o[0] == "cast"]
    g = setup({"hand": [IFRIT, HECATONCHEIR, SQUIRE, BLACK_BELT], "field": [SCHOLAR]}, {"field": [KNIGHT]})
    assert [o for o in g.decision.options if o[0] == "cast"] == [("cast", fid(g, "Ifrit", "hand0"))]


@R("fftcg:11.3.5", "fftcg:11.3.7")
def test_summon_cost_is_fixed_with_its_reductions_when_declared():
    # Yuna: your water Summons cost 1 less; Leviathan (3) is paid with 2 CP
    g = setup({"hand": [LEVIATHAN, EVOKER], "field": [YUNA]}, {"field": [KNIGHT]})
    lv = fid(g, "Leviathan", "hand0")
    cast(g, lv, targets=[fid(g, "Knight", "field1")])
    assert set(g.decision.options) == {("discard", fid(g, "Evoker", "hand0")), ("dull", fid(g, "Yuna", "field0"))}
    do(g, ("discard", fid(g, "Evoker", "hand0")))
    assert stack_names(g) == ["Leviathan"]
    assert g.objs[fid(g, "Yuna", "field0")].tapped is False


@R("fftcg:11.3.8")
def test_triggers_from_casting_fire_and_the_caster_regains_priority():
    g = setup({"field": [{"card": EZEL, "dull": True}, {"card": NINJA_W, "dull": True}]},
              {"field": [KNIGHT], "hand": [IFRIT, SQUIRE]}, active=1)
    cast(g, fid(g, "Ifrit", "hand1"), targets=[fid(g, "Knight", "field1")],
         pay=[("discard", fid(g, "Squire", "hand1"))])
    assert (g.decision.kind, g.decision.player) == ("priority", 1)
    assert [it.kind for it in g.stack] == ["summon", "auto"]
    assert g.stack[-1].source == fid(g, "Ezel", "field0") and g.stack[-1].controller == 0
    pass_(g, 2)
    assert g.objs[fid(g, "Ezel", "field0")].tapped is False
    assert g.objs[fid(g, "Ninja", "field0")].tapped is False
    assert stack_names(g) == ["Ifrit"]


@R("fftcg:11.3.9", "fftcg:11.11.2", "fftcg:11.11.10")
def test_summon_whose_every_target_is_gone_is_cancelled_whole():
    # Sylph: activate the chosen Forward, then your Forwards gain +1000. Its only target leaves.
    g = setup({"hand": [SYLPH, NINJA_W], "field": [SQUIRE]}, {"field": [{"card": KNIGHT, "dull": True}, SCHOLAR]})
    kn = fid(g, "Knight", "field1")
    cast(g, fid(g, "Sylph", "hand0"), targets=[kn], pay=[("discard", fid(g, "Ninja", "hand0"))])
    pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0, targets=[kn])
    pass_(g, 2)                                    # Scholar's ability resolves
    assert names(g, "hand1") == ["Knight"]
    pass_(g, 2)                                    # Sylph: cancelled
    assert power(g, fid(g, "Squire", "field0")) == 5000
    assert g.stack == [] and names(g, "break0") == ["Ninja", "Sylph"]


@R("fftcg:11.11.2")
def test_summon_with_one_target_left_applies_to_it():
    g = setup({"hand": ["4-114L"] + ["5 4-108C"]},
              {"field": [KNIGHT, BLACK_BELT, SCHOLAR]})
    kn, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    ninjas = g.zones["hand0"][1:]
    cast(g, fid(g, "Raiden", "hand0"), targets=[kn, bb], pay=[("discard", o) for o in ninjas])
    pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0, targets=[kn])
    pass_(g, 4)
    assert names(g, "hand1") == ["Knight"]
    assert names(g, "break1") == ["Scholar", "Black Belt"]


# ------------------------------------------------------------------------------- 11.4
@R("fftcg:11.4", "fftcg:11.4.1")
def test_characters_are_played_in_a_main_phase_with_priority_and_an_empty_stack():
    g = setup({"hand": [SQUIRE, SQUIRE, IFRIT]}, {"field": [KNIGHT], "hand": [KNIGHT, KNIGHT]})
    s1, s2, ifr = g.zones["hand0"]
    assert ("play", s1) in g.decision.options
    cast(g, ifr, targets=[fid(g, "Knight", "field1")], pay=[("discard", s2)])
    assert g.decision.player == 0 and not [o for o in g.decision.options if o[0] == "play"]  # stack not empty
    pass_(g)
    assert g.decision.player == 1 and not [o for o in g.decision.options if o[0] == "play"]  # not the turn player
    g = setup({"hand": [SQUIRE, SQUIRE, IFRIT]}, {"field": [KNIGHT]}, phase="attack")
    assert g.vars["step"] == "preparation"
    assert not [o for o in g.decision.options if o[0] == "play"]                            # not a Main Phase


@R("fftcg:11.4.2", "fftcg:11.4.6.1")
def test_playing_a_character_moves_it_to_the_field_at_once_without_the_stack():
    g = setup({"hand": [SQUIRE], "field": [RED_MAGE, RED_MAGE]}, {"hand": [IFRIT, SQUIRE]})
    sq = fid(g, "Squire", "hand0")
    b1, b2 = g.zones["field0"]
    do(g, ("play", sq), ("dull", b1))
    assert g.zones["hand0"] == [sq] and not g.objs[b1].tapped       # nothing paid until complete
    do(g, ("dull", b2))
    assert names(g, "field0") == ["Red Mage", "Red Mage", "Squire"]
    assert g.stack == [] and g.zones["stack"] == []
    assert g.objs[b1].tapped and g.objs[b2].tapped
    assert (g.decision.kind, g.decision.player) == ("priority", 0)


@R("fftcg:11.4.4")
def test_character_cost_reduced_by_what_its_player_controls_when_declared():
    # Alma costs 1 less if you control Ovelia: 2 CP from Ovelia and another water Backup
    g = setup({"hand": [ALMA], "field": [OVELIA, EVOKER]}, {})
    al = fid(g, "Alma", "hand0")
    assert ("play", al) in g.decision.options
    play(g, al, pay=[("dull", b) for b in g.zones["field0"][:2]])
    assert names(g, "field0") == ["Ovelia", "Evoker", "Alma"]
    g = setup({"hand": [ALMA], "field": [EVOKER, EVOKER]}, {})
    assert ("play", fid(g, "Alma", "hand0")) not in g.decision.options       # 3 CP without Ovelia
    # Harley: Edward (4) costs 2 less
    g = setup({"hand": [EDWARD], "field": [HARLEY, "1-036C"]}, {})
    ed = fid(g, "Edward", "hand0")
    play(g, ed, pay=[("dull", b) for b in g.zones["field0"][:2]])
    assert names(g, "field0")[-1] == "Edward"


@R("fftcg:11.4.6")
def test_character_cost_is_locked_when_payment_starts():
    # Playing Squire (2) with Red Mages: the cost is 2 from the start; dulling never changes it
    g = setup({"hand": [SQUIRE, SQUIRE], "field": [RED_MAGE, RED_MAGE, RED_MAGE]}, {})
    s1, s2 = g.zones["hand0"]
    b1, b2, b3 = g.zones["field0"]
    do(g, ("play", s1))
    assert g.decision.kind == "payment" and "2 CP" in g.decision.prompt
    do(g, ("dull", b1))
    assert "2 CP" in g.decision.prompt
    assert set(g.decision.options) == {("discard", s2), ("dull", b2), ("dull", b3)}
    do(g, ("dull", b2))
    assert names(g, "field0")[-1] == "Squire"


# ------------------------------------------------------------------------------- 11.10
def _unblocked_attack(g, name):
    do(g, ("attack", fid(g, name, "field0")))
    if g.decision.kind == "party":
        do(g, ("done",))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_(g, 2)


@R("fftcg:11.10", "fftcg:11.10.1", "fftcg:11.10.2")
def test_ex_burst_applies_at_once_when_an_ex_card_is_dealt_as_damage():
    g = setup({"field": [SQUIRE, TIFA]}, {"deck": ["5 1-099C", BRYNHILDR]}, phase="attack", step="declaration")
    _unblocked_attack(g, "Squire")
    d = g.decision
    assert (d.kind, d.player, d.options) == ("ex_burst", 1, (("yes",), ("no",)))
    assert names(g, "damage1") == ["Brynhildr"]
    do(g, ("yes",))
    assert g.decision.kind == "target" and g.decision.player == 1
    do(g, ("target", fid(g, "Tifa", "field0")))
    # applied immediately: no stack, nobody received priority in between
    assert g.stack == [] and g.zones["stack"] == []
    assert (g.decision.kind, g.decision.player) == ("priority", 0)
    assert names(g, "break0") == ["Tifa"]          # rule processes ran before priority
    assert names(g, "damage1") == ["Brynhildr"]     # the card stays in the Damage Zone


@R("fftcg:11.10.2")
def test_ex_burst_is_optional():
    g = setup({"field": [SQUIRE]}, {"deck": ["5 1-099C", BRYNHILDR]}, phase="attack", step="declaration")
    _unblocked_attack(g, "Squire")
    do(g, ("no",))
    assert g.objs[fid(g, "Squire", "field0")].damage == 0
    assert names(g, "damage1") == ["Brynhildr"]
    # a card without the EX icon asks nothing
    g = setup({"field": [SQUIRE]}, {"deck": ["5 1-099C", KNIGHT]}, phase="attack", step="declaration")
    _unblocked_attack(g, "Squire")
    assert g.decision.kind == "priority" and names(g, "damage1") == ["Knight"]


@R("fftcg:11.10.3")
def test_ex_burst_of_a_character_applies_only_its_ex_ability():
    g = setup({"field": [SQUIRE, TIFA]}, {"deck": ["5 1-099C", VIVI]}, phase="attack", step="declaration")
    _unblocked_attack(g, "Squire")
    do(g, ("yes",), ("target", fid(g, "Squire", "field0")))
    assert names(g, "break0") == ["Squire"]        # 5000 damage
    assert names(g, "damage1") == ["Vivi"] and names(g, "field1") == []


@R("fftcg:11.10.3")
def test_ex_burst_of_a_summon_applies_all_its_effects():
    g = setup({"field": [SQUIRE]}, {"field": [{"card": KNIGHT, "dull": True}, NINJA_W], "deck": ["5 1-099C", SYLPH]},
              phase="attack", step="declaration")
    _unblocked_attack(g, "Squire")
    kn = fid(g, "Knight", "field1")
    do(g, ("yes",), ("target", kn))
    assert g.objs[kn].tapped is False
    assert power(g, kn) == 8000 and power(g, fid(g, "Ninja", "field1")) == 7000
    assert power(g, fid(g, "Squire", "field0")) == 5000
