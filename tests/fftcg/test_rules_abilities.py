"""FFTCG rules tests: abilities (11.5), action abilities (11.6), special abilities (11.7), auto
abilities (11.8), field abilities (11.9), resolution (11.11) and effects (11.12)."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, flags, names, pass_, play, power, setup, stack_names, to_phase, use

import tcg

R = pytest.mark.rules

SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla
KNIGHT = "1-050C"       # ice Forward 3, 7000, vanilla
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla
NINJA_W = "1-078C"      # wind Forward 3, 6000
IFRIT = "1-004C"        # fire Summon 1: 4000 damage to a Forward
SYLPH = "1-074R"        # wind Summon 1: activate a Forward; your Forwards +1000 until end of turn
MOOGLE = "1-172C"       # water Summon 1: draw 2, then discard 1
RAMUH = "1-143C"        # lightning Summon 1: 5000 damage to an active Forward
HECATONCHEIR = "1-117R"  # earth Summon 3: break a Backup of cost 3 or more
SCHOLAR = "1-157C"      # water Backup 2: {D}, break Scholar: return a Forward you control
EVOKER = "1-159C"       # water Backup 1, vanilla
RED_MAGE = "1-003C"     # fire Backup 2
YSHTOLA = "1-084H"      # wind Forward: {w}: 1000 damage / {D}: 2000 damage
TIME_MAGE = "1-049C"    # ice Backup: {i}{D}: a Forward cannot attack this turn
FLAN = "4-043C"         # ice Monster: {i}{D}: search for Flan
FIGHTER = "5-016C"      # fire Forward 4000: {f}: 1000 damage to it and to Fighter
AGRIAS = "2-122R"       # water Forward 2: [Judgement Blade] {S}{D}: break an opponent's Forward of cost <= 3
AGRIAS_OTHER = "1-151R"  # another card named Agrias
RUBICANTE = "3-024R"    # fire Forward 6: [Inferno] {S}: 4000 damage, Rubicante +2000
CLOUD = "1-009C"        # fire Forward: when he enters, 2000 damage to an opponent's Forward
SHADOW_LORD = "4-148L"  # dark Forward: enters: break Forwards of cost <= 2; opp Forward to BZ: 2000 damage
DARK_KNIGHT = "1-055C"  # ice Forward 8000: when put into the Break Zone, deals you 1 damage
BRYNHILDR = "1-023R"    # fire Summon 3: 7000 damage
TIFA = "1-016C"         # fire Forward 2, 4000, Haste
MOG = "3-141C"          # water Backup 3: enters, if you control Eiko: draw 1
EIKO = "16-068C"        # earth Backup 3: {e}{1}{D}, put Eiko into the Break Zone: 10000 damage
NORA = "1-079R"         # wind Backup 3: when she enters, you may search for Hope
RAUBAHN = "4-096H"      # earth Forward 4: enters: 9000 damage to an opp Forward and to Raubahn
LEBREAU = "1-030R"      # fire Backup 3: your fire Forwards +1000
GREEN_DRAGON = "4-124C"  # water Monster: {1}: becomes a 7000 Forward until end of turn
WAKKA = "1-180R"        # water Backup 3: your water Forwards +1000
ROSSO = "2-024R"        # fire Forward 5000: damage it receives is halved (rounded up to 1000s)
WARRIOR_X2 = "4-103C"   # lightning Forward 8000: damage it receives is doubled
KAZUSA = "3-026C"       # ice Backup: {D}, break Kazusa: each player discards 1 card
JECHT = "1-015L"        # fire Forward: +1000 per opp Forward; [special] {S}{f}{2}{D}: break a Forward


# ------------------------------------------------------------------------------- 11.5
@R("fftcg:11.5", "fftcg:11.5.1", "fftcg:11.5.2", "fftcg:11.5.3")
def test_each_paragraph_is_its_own_ability_of_one_of_four_kinds():
    kinds = {a.kind for c in tcg.games.get("fftcg").cards.values() for a in c.ability}
    # the Summon's own effect aside; Warp, a keyword of later sets (warp.py), stands for its abilities;
    # a replacement ability is a field ability whose effect is a replacement (11.12.5.1, 11.8.17.6),
    # written in the language's own kind (instead.py)
    assert kinds - {"warp", "replacement"} == {"field", "auto", "action", "special", "summon"}
    # Y'shtola: two action abilities, used separately
    g = setup({"field": [YSHTOLA], "hand": [NINJA_W]}, {"field": [KNIGHT]})
    ys, kn = fid(g, "Y'shtola", "field0"), fid(g, "Knight", "field1")
    assert {("use", ys, 0), ("use", ys, 1)} <= set(g.decision.options)
    use(g, ys, 1, targets=[kn])
    pass_(g, 2)
    assert g.objs[kn].damage == 2000 and g.objs[ys].tapped is True
    use(g, ys, 0, targets=[kn], pay=[("discard", fid(g, "Ninja", "hand0"))])
    pass_(g, 2)
    assert g.objs[kn].damage == 3000
    # Jecht: a field ability (+1000 per opponent's Forward) next to a special ability
    g = setup({"field": [JECHT]}, {"field": [KNIGHT, SQUIRE]})
    assert power(g, fid(g, "Jecht", "field0")) == 10000


@R("fftcg:11.5.4", "fftcg:11.5.5", "fftcg:11.6", "fftcg:11.6.1", "fftcg:11.6.2", "fftcg:11.6.2.1")
def test_action_ability_cost_is_paid_on_use_and_it_resolves_without_its_source():
    g = setup({"field": [SCHOLAR, KNIGHT]}, {})
    sc, kn = fid(g, "Scholar", "field0"), fid(g, "Knight", "field0")
    use(g, sc, 0, targets=[kn])
    # "{D}, put Scholar into the Break Zone" is paid at once; the ability waits on the stack
    assert names(g, "break0") == ["Scholar"]
    assert stack_names(g) == ["Scholar"] and g.stack[0].kind == "ability"
    pass_(g, 2)
    assert names(g, "hand0") == ["Knight"]


@R("fftcg:11.6.2.1", "fftcg:11.6.9", "fftcg:11.6.10")
def test_action_ability_cp_is_exact_and_all_costs_are_paid_together():
    # Time Mage {i}{D}: one ice CP (a discarded ice card gives 2: one extra is allowed)
    g = setup({"field": [TIME_MAGE, {"card": "1-036C"}], "hand": [KNIGHT]}, {"field": [SQUIRE]})
    tm, bard = fid(g, "Time Mage", "field0"), fid(g, "Bard", "field0")
    do(g, ("use", tm, 0), ("target", fid(g, "Squire", "field1")))
    assert g.decision.kind == "payment" and g.decision.prompt == "pay 1 CP"     # fixed now
    assert set(g.decision.options) == {("dull", bard), ("discard", fid(g, "Knight", "hand0"))}
    assert g.objs[tm].tapped is False              # nothing is paid before the whole cost is
    do(g, ("dull", bard))
    assert g.objs[tm].tapped is True and g.objs[bard].tapped is True
    assert names(g, "hand0") == ["Knight"]


@R("fftcg:11.6.2.2")
def test_dull_icon_needs_control_since_the_start_of_the_turn_except_monsters():
    g = setup({"field": [{"card": SCHOLAR, "new": True}, {"card": FLAN, "new": True}, KNIGHT, "1-036C"],
               "deck": ["5 1-099C", FLAN]}, {})
    sc, fl = fid(g, "Scholar", "field0"), fid(g, "Flan", "field0")
    opts = g.decision.options
    assert ("use", sc, 0) not in opts             # a Backup that arrived this turn
    assert ("use", fl, 0) in opts                 # a Monster may
    use(g, fl, 0, pay=[("dull", fid(g, "Bard", "field0"))])
    pass_(g, 2)
    do(g, ("take", fid(g, "Flan", "deck0")))
    assert names(g, "hand0") == ["Flan"]


@R("fftcg:11.6.2.3", "fftcg:11.7.2.3")
def test_dull_costs_use_only_characters_you_control():
    g = setup({"field": [TIME_MAGE], "hand": [KNIGHT, AGRIAS_OTHER]},
              {"field": ["1-036C", "1-036C", SCHOLAR, SQUIRE, AGRIAS]})
    opts = g.decision.options
    # neither the opponent's Scholar ({D}) nor its Agrias ({S}{D}) can be used by player 0
    assert not [o for o in opts if o[0] == "use" and g.objs[o[1]].controller == 1]
    do(g, ("use", fid(g, "Time Mage", "field0"), 0), ("target", fid(g, "Squire", "field1")))
    assert g.decision.options == (("discard", fid(g, "Knight", "hand0")),)   # not the opponent's Bards


@R("fftcg:11.6.3", "fftcg:11.6.4", "fftcg:11.6.11")
def test_using_an_action_ability_is_all_or_nothing_and_puts_it_on_the_stack():
    g = setup({"field": [SQUIRE]}, {"field": [TIME_MAGE, KNIGHT], "hand": [KNIGHT]})
    pass_(g)
    tm = fid(g, "Time Mage", "field1")
    before = g.state_hash()
    do(g, ("use", tm, 0), ("target", fid(g, "Squire", "field0")))
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("dull", tm))
    assert g.decision.kind == "payment" and g.objs[tm].tapped is False and g.stack == []
    do(g, ("discard", fid(g, "Knight", "hand1")))
    assert before != g.state_hash()
    it = g.stack[-1]
    assert (it.kind, it.controller, it.source) == ("ability", 1, tm)
    assert (g.decision.kind, g.decision.player) == ("priority", 1)      # the user keeps priority
    pass_(g, 2)
    assert "cannot_attack" in flags(g, fid(g, "Squire", "field0"))


@R("fftcg:11.6.5")
def test_an_action_ability_that_chooses_needs_a_legal_target():
    g = setup({"field": [YSHTOLA], "hand": [NINJA_W]}, {})
    ys = fid(g, "Y'shtola", "field0")
    assert ("use", ys, 0) in g.decision.options   # Y'shtola herself is a Forward
    g = setup({"field": [SCHOLAR, "1-036C"]}, {"field": [KNIGHT]})
    assert not [o for o in g.decision.options if o[0] == "use"]   # Scholar: a Forward *you* control


@R("fftcg:11.6.12")
def test_action_ability_whose_target_is_gone_is_cancelled_whole():
    # Fighter: "Choose 1 Forward. Deal it and Fighter 1000 damage." The target leaves.
    g = setup({"field": [FIGHTER], "hand": [SQUIRE]}, {"field": [KNIGHT, SCHOLAR]})
    fi, kn = fid(g, "Fighter", "field0"), fid(g, "Knight", "field1")
    use(g, fi, 0, targets=[kn], pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0, targets=[kn])
    pass_(g, 4)
    assert g.stack == [] and names(g, "hand1") == ["Knight"]
    assert g.objs[fi].damage == 0


# ------------------------------------------------------------------------------- 11.7
@R("fftcg:11.7", "fftcg:11.7.1", "fftcg:11.7.2", "fftcg:11.7.2.1", "fftcg:11.7.4", "fftcg:11.7.10",
   "fftcg:11.7.11")
def test_special_ability_also_discards_a_card_of_the_same_name():
    g = setup({"field": [AGRIAS]}, {"field": [KNIGHT]})
    ag = fid(g, "Agrias", "field0")
    assert ("use", ag, 0) not in g.decision.options          # no other Agrias in hand
    g = setup({"field": [AGRIAS], "hand": [AGRIAS_OTHER, SQUIRE]}, {"field": [KNIGHT]})
    ag, kn = fid(g, "Agrias", "field0"), fid(g, "Knight", "field1")
    do(g, ("use", ag, 0), ("target", kn))
    assert g.decision.options == (("cost_name", fid(g, "Agrias", "hand0")),)
    assert g.objs[ag].tapped is False
    do(g, ("cost_name", fid(g, "Agrias", "hand0")))
    assert names(g, "break0") == ["Agrias"] and names(g, "hand0") == ["Squire"]
    assert g.objs[ag].tapped is True
    assert [(it.kind, it.controller) for it in g.stack] == [("ability", 0)]
    assert (g.decision.kind, g.decision.player) == ("priority", 0)
    pass_(g, 2)
    assert names(g, "break1") == ["Knight"]


@R("fftcg:11.7.9", "fftcg:11.7.10")
def test_special_ability_cost_is_fixed_then_paid_whole():
    # Barret [Hammer Blow] {S}{e}{e}: a card named Barret, then exactly 2 earth CP
    g = setup({"field": ["1-114R", "1-120C", "1-120C"], "hand": ["1-114R", BLACK_BELT]}, {"field": [KNIGHT]})
    ba = fid(g, "Barret", "field0")
    m1, m2 = g.zones["field0"][1:]
    do(g, ("use", ba, 0), ("target", fid(g, "Knight", "field1")))
    assert g.decision.prompt == "pay 2 CP"
    do(g, ("cost_name", fid(g, "Barret", "hand0")))
    assert g.decision.prompt == "pay 2 CP" and names(g, "hand0") == ["Barret", "Black Belt"]
    do(g, ("dull", m1))
    assert set(g.decision.options) == {("dull", m2), ("discard", fid(g, "Black Belt", "hand0"))}
    do(g, ("dull", m2))
    assert names(g, "hand0") == ["Black Belt"] and names(g, "break0") == ["Barret"]
    assert g.objs[m1].tapped and g.objs[m2].tapped and stack_names(g) == ["Barret"]
    pass_(g, 2)
    assert power(g, ba) == 11000 and g.objs[fid(g, "Knight", "field1")].damage == 4000


@R("fftcg:11.7.2.2")
def test_special_ability_with_dull_icon_needs_control_since_the_start_of_the_turn():
    g = setup({"field": [{"card": AGRIAS, "new": True}], "hand": [AGRIAS_OTHER]}, {"field": [KNIGHT]})
    assert ("use", fid(g, "Agrias", "field0"), 0) not in g.decision.options


@R("fftcg:11.7.3")
def test_special_ability_use_that_cannot_be_completed_changes_nothing():
    g = setup({"field": [AGRIAS], "hand": [AGRIAS_OTHER, SQUIRE]}, {"field": [KNIGHT]})
    ag = fid(g, "Agrias", "field0")
    do(g, ("use", ag, 0), ("target", fid(g, "Knight", "field1")))
    mid = g.state_hash()
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("cost_name", fid(g, "Squire", "hand0")))      # not a card named Agrias
    assert g.state_hash() == mid and g.stack == []


@R("fftcg:11.7.5")
def test_special_ability_that_chooses_needs_a_legal_target():
    # Judgement Blade: a Forward of cost 3 or less the opponent controls; Black Belt costs 4
    g = setup({"field": [AGRIAS], "hand": [AGRIAS_OTHER]}, {"field": [BLACK_BELT]})
    assert ("use", fid(g, "Agrias", "field0"), 0) not in g.decision.options


@R("fftcg:11.7.12")
def test_special_ability_whose_target_is_gone_is_cancelled_whole():
    # Inferno: 4000 damage to the chosen Forward, and Rubicante gains +2000.
    g = setup({"field": [RUBICANTE], "hand": [RUBICANTE]}, {"field": [KNIGHT, SCHOLAR]})
    ru, kn = fid(g, "Rubicante", "field0"), fid(g, "Knight", "field1")
    use(g, ru, 2, targets=[kn], pay=[("cost_name", fid(g, "Rubicante", "hand0"))])
    pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0, targets=[kn])
    pass_(g, 4)
    assert g.stack == [] and names(g, "hand1") == ["Knight"]
    assert power(g, ru) == 9000


# ------------------------------------------------------------------------------- 11.8
@R("fftcg:11.8", "fftcg:11.8.1", "fftcg:11.8.2", "fftcg:11.8.16", "fftcg:11.8.16.2.1")
def test_enter_the_field_ability_triggers_when_its_card_enters():
    g = setup({"hand": [CLOUD, SQUIRE]}, {"field": [KNIGHT]})
    play(g, fid(g, "Cloud", "hand0"), pay=[("discard", fid(g, "Squire", "hand0"))])
    cl = fid(g, "Cloud", "field0")
    do(g, ("target", fid(g, "Knight", "field1")))
    assert [(it.kind, it.source, it.subject) for it in g.stack] == [("auto", cl, cl)]
    pass_(g, 2)
    assert g.objs[fid(g, "Knight", "field1")].damage == 2000


@R("fftcg:11.8.4", "fftcg:11.8.9")
def test_auto_ability_without_a_legal_target_is_removed_at_once():
    g = setup({"hand": [CLOUD, SQUIRE]}, {})
    play(g, fid(g, "Cloud", "hand0"), pay=[("discard", fid(g, "Squire", "hand0"))])
    assert g.stack == [] and g.pending == []
    assert (g.decision.kind, g.decision.player) == ("priority", 0)


@R("fftcg:11.8.5", "fftcg:11.8.7")
def test_triggers_of_both_players_the_turn_players_go_on_the_stack_first():
    # Dark Knight (player 1) is broken: its own ability and player 0's Shadow Lord both trigger.
    g = setup({"field": [SHADOW_LORD], "hand": [BRYNHILDR, SQUIRE, SQUIRE]},
              {"field": [{"card": DARK_KNIGHT, "damage": 1000}, KNIGHT]})
    _, s1, s2 = g.zones["hand0"]
    cast(g, fid(g, "Brynhildr", "hand0"), targets=[fid(g, "Dark Knight", "field1")],
         pay=[("discard", s1), ("discard", s2)])
    pass_(g, 2)
    assert names(g, "break1") == ["Dark Knight"]
    assert g.decision.kind == "target" and g.decision.player == 0     # Shadow Lord's, put first
    do(g, ("target", fid(g, "Knight", "field1")))
    assert [(game_it.controller, game_it.code) for game_it in g.stack] == [(0, SHADOW_LORD), (1, DARK_KNIGHT)]
    assert (g.decision.kind, g.decision.player) == ("priority", 0)
    pass_(g, 2)                                   # the non-turn player's resolves first
    assert len(g.zones["damage1"]) == 1 and g.objs[fid(g, "Knight", "field1")].damage == 0
    pass_(g, 2)
    assert g.objs[fid(g, "Knight", "field1")].damage == 2000


@R("fftcg:11.8.6", "fftcg:11.8.7")
def test_an_ability_triggers_once_per_event():
    # Shadow Lord enters: two opponent's Forwards of cost 2 are broken together: two triggers.
    g = setup({"hand": [SHADOW_LORD], "field": ["4 " + RED_MAGE]}, {"field": [SQUIRE, TIFA, KNIGHT]})
    play(g, fid(g, "Shadow Lord", "hand0"), pay=[("dull", b) for b in g.zones["field0"]])
    pass_(g, 2)                                   # enters-the-field ability: break cost <= 2
    assert names(g, "break1") == ["Squire", "Tifa"]
    assert g.decision.kind == "order_triggers" and g.decision.player == 0
    assert len(g.decision.options) == 2
    do(g, g.decision.options[0], ("target", fid(g, "Knight", "field1")), ("target", fid(g, "Knight", "field1")))
    assert len(g.stack) == 2
    pass_(g, 4)
    assert g.objs[fid(g, "Knight", "field1")].damage == 4000


@R("fftcg:11.8.13", "fftcg:11.11.3")
def test_conditional_trigger_is_checked_when_triggered_and_again_on_resolution():
    # Mog (IX): "When Mog (IX) enters the field, if you control Card Name Eiko, draw 1 card."
    # Eiko (16-068C): "{e}{1}{D}, put Eiko into the Break Zone: ... deal it 10000 damage."
    g = setup({"field": [EIKO], "hand": [MOG, MOG, MOG]}, {})
    play(g, fid(g, "Mog (IX)", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    assert stack_names(g) == ["Mog (IX)"]
    pass_(g, 2)
    assert len(g.zones["hand0"]) == 1                     # drew 1
    # without Eiko the ability does not trigger at all
    g = setup({"hand": [MOG, MOG, MOG]}, {})
    play(g, fid(g, "Mog (IX)", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:]])
    assert g.stack == [] and g.decision.kind == "priority"
    # Eiko leaves before the ability resolves: it does nothing
    g = setup({"field": [EIKO], "hand": [MOG, MOG, MOG, BLACK_BELT]}, {"field": [BLACK_BELT]})
    play(g, fid(g, "Mog (IX)", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][1:3]])
    use(g, fid(g, "Eiko", "field0"), 0, targets=[fid(g, "Black Belt", "field1")],
        pay=[("discard", fid(g, "Black Belt", "hand0"))])
    pass_(g, 4)
    assert names(g, "break1") == ["Black Belt"] and names(g, "break0")[-1] == "Eiko"
    assert g.zones["hand0"] == [] and g.stack == []


@R("fftcg:11.8.14")
def test_optional_trigger_goes_on_the_stack_and_the_choice_is_made_on_resolution():
    g = setup({"hand": [NORA, NINJA_W, NINJA_W], "deck": ["5 1-099C", "4-068H"]}, {})
    _, n1, n2 = g.zones["hand0"]
    deck = list(g.zones["deck0"])
    play(g, fid(g, "Nora", "hand0"), pay=[("discard", n1), ("discard", n2)])
    assert stack_names(g) == ["Nora"] and g.decision.kind == "priority"
    pass_(g, 2)
    assert (g.decision.kind, g.decision.player, g.decision.options) == ("optional", 0, (("yes",), ("no",)))
    do(g, ("no",))
    assert g.zones["deck0"] == deck and names(g, "hand0") == []


@R("fftcg:11.8.16.1", "fftcg:11.8.16.2")
def test_enters_trigger_does_nothing_if_its_card_left_the_field():
    g = setup({"hand": [CLOUD, SQUIRE], "field": [SCHOLAR]}, {"field": [KNIGHT]})
    play(g, fid(g, "Cloud", "hand0"), pay=[("discard", fid(g, "Squire", "hand0"))])
    do(g, ("target", fid(g, "Knight", "field1")))
    use(g, fid(g, "Scholar", "field0"), 0, targets=[fid(g, "Cloud", "field0")])
    pass_(g, 4)
    assert names(g, "hand0") == ["Cloud"]
    assert g.objs[fid(g, "Knight", "field1")].damage == 0


@R("fftcg:11.8.19")
def test_auto_ability_whose_target_is_gone_is_cancelled_whole():
    # Raubahn: "Deal it and Raubahn 9000 damage." The target leaves; Raubahn takes nothing.
    g = setup({"hand": [RAUBAHN, BLACK_BELT, BLACK_BELT]}, {"field": [KNIGHT, SCHOLAR]})
    _, b1, b2 = g.zones["hand0"]
    play(g, fid(g, "Raubahn", "hand0"), pay=[("discard", b1), ("discard", b2)])
    kn = fid(g, "Knight", "field1")
    do(g, ("target", kn))
    pass_(g)
    use(g, fid(g, "Scholar", "field1"), 0, targets=[kn])
    pass_(g, 4)
    assert names(g, "field0") == ["Raubahn"] and g.objs[fid(g, "Raubahn", "field0")].damage == 0


# ------------------------------------------------------------------------------- 11.9
@R("fftcg:11.9", "fftcg:11.9.1", "fftcg:11.9.2", "fftcg:11.9.3", "fftcg:11.12.4.4", "fftcg:11.12.4.5")
def test_field_ability_applies_while_its_card_is_on_the_field_without_the_stack():
    g = setup({"hand": [LEBREAU, SQUIRE, SQUIRE, SQUIRE], "field": [TIFA, RED_MAGE, RED_MAGE]},
              {"hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]})
    _, s1, s2, s3 = g.zones["hand0"]
    ti = fid(g, "Tifa", "field0")
    play(g, fid(g, "Lebreau", "hand0"), pay=[("discard", s1), ("discard", s2)])
    assert g.stack == [] and power(g, ti) == 5000
    play(g, s3, pay=[("dull", b) for b in g.zones["field0"] if g.objs[b].card.code == RED_MAGE])
    assert power(g, fid(g, "Squire", "field0")) == 6000     # arrived later, affected as it enters
    pass_(g)
    _, b1, b2 = g.zones["hand1"]
    cast(g, fid(g, "Hecatoncheir", "hand1"), targets=[fid(g, "Lebreau", "field0")],
         pay=[("discard", b1), ("discard", b2)])
    pass_(g, 2)
    assert names(g, "break0")[-1] == "Lebreau"
    assert power(g, fid(g, "Squire", "field0")) == 5000
    assert power(g, ti) == 4000


# ------------------------------------------------------------------------------ 11.11
@R("fftcg:11.11.4", "fftcg:11.11.7")
def test_ability_of_a_card_that_left_uses_its_last_known_information():
    # Dark Knight "deals you 1 point of damage" from the Break Zone: "you" is its last controller.
    g = setup({"hand": [BRYNHILDR, SQUIRE, SQUIRE]}, {"field": [{"card": DARK_KNIGHT, "damage": 1000}]})
    _, s1, s2 = g.zones["hand0"]
    cast(g, fid(g, "Brynhildr", "hand0"), targets=[fid(g, "Dark Knight", "field1")],
         pay=[("discard", s1), ("discard", s2)])
    pass_(g, 2)
    assert stack_names(g) == ["Dark Knight"] and g.stack[0].controller == 1
    pass_(g, 2)
    assert len(g.zones["damage1"]) == 1 and len(g.zones["damage0"]) == 0


@R("fftcg:11.11.5", "fftcg:11.12.5", "fftcg:11.12.5.1", "fftcg:11.12.5.2", "fftcg:11.12.5.5")
def test_damage_substitution_changes_what_the_effect_does():
    g = setup({"hand": [IFRIT, SQUIRE, IFRIT, SQUIRE]}, {"field": [ROSSO, WARRIOR_X2]})
    i1, s1, i2, s2 = g.zones["hand0"]
    ro, wa = fid(g, "Rosso", "field1"), fid(g, "Warrior", "field1")
    cast(g, i1, targets=[ro], pay=[("discard", s1)])
    pass_(g, 2)
    assert g.objs[ro].damage == 2000               # halved once, not twice
    cast(g, i2, targets=[wa], pay=[("discard", s2)])
    pass_(g, 2)
    assert names(g, "break1") == ["Warrior"]       # 4000 doubled: 8000 on 8000


@R("fftcg:11.11.5.1")
def test_choices_not_declared_when_played_are_made_on_resolution():
    g = setup({"hand": [MOOGLE, EVOKER, SQUIRE], "deck": ["3 1-099C", KNIGHT, NINJA_W]}, {})
    mo, ev, sq = g.zones["hand0"]
    cast(g, mo, pay=[("discard", ev)])
    assert g.decision.kind == "priority"          # nothing to discard yet
    pass_(g, 2)
    d = g.decision
    assert (d.kind, d.player) == ("discard", 0)
    assert set(d.options) == {("discard", o) for o in g.zones["hand0"]}
    assert sorted(names(g, "hand0")) == ["Knight", "Ninja", "Squire"]
    do(g, ("discard", sq))
    assert sorted(names(g, "hand0")) == ["Knight", "Ninja"]


@R("fftcg:11.11.5.1.1")
def test_targets_must_be_legal_when_declared():
    g = setup({"hand": [RAMUH, "4-108C"]}, {"field": [{"card": KNIGHT, "dull": True}, BLACK_BELT]})
    kn, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    do(g, ("cast", fid(g, "Ramuh", "hand0")))
    assert g.decision.options == (("target", bb),)       # "choose 1 active Forward"
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("target", kn))


@R("fftcg:11.11.6")
def test_each_player_chooses_turn_player_first():
    # Kazusa (player 1): "Each player discards 1 card", used during player 0's turn.
    g = setup({"hand": [SQUIRE, KNIGHT]}, {"field": [KAZUSA], "hand": [TIFA, BLACK_BELT]})
    pass_(g)
    use(g, fid(g, "Kazusa", "field1"), 1)
    pass_(g, 2)
    assert (g.decision.kind, g.decision.player) == ("discard", 0)
    do(g, ("discard", fid(g, "Knight", "hand0")))
    assert (g.decision.kind, g.decision.player) == ("discard", 1)
    do(g, ("discard", fid(g, "Tifa", "hand1")))
    assert names(g, "hand0") == ["Squire"] and names(g, "hand1") == ["Black Belt"]


# ------------------------------------------------------------------------------ 11.12
@R("fftcg:11.12", "fftcg:11.12.1", "fftcg:11.12.2", "fftcg:11.12.3", "fftcg:11.12.3.1", "fftcg:11.12.4",
   "fftcg:11.12.4.1", "fftcg:11.12.4.2")
def test_one_shot_and_continuous_effects():
    g = setup({"hand": [SYLPH, NINJA_W, SQUIRE], "field": [{"card": TIFA, "dull": True}, KNIGHT,
                                                             "2 " + RED_MAGE]}, {})
    _, nw, sq = g.zones["hand0"]
    ti, kn = fid(g, "Tifa", "field0"), fid(g, "Knight", "field0")
    cast(g, fid(g, "Sylph", "hand0"), targets=[ti], pay=[("discard", nw)])
    pass_(g, 2)
    # one-shot: Tifa was activated once; continuous: +1000 until the end of the turn
    assert g.objs[ti].tapped is False
    assert power(g, ti) == 5000 and power(g, kn) == 8000
    # only the Forwards present at resolution are affected
    play(g, sq, pay=[("dull", b) for b in g.zones["field0"] if g.objs[b].card.code == RED_MAGE])
    assert power(g, fid(g, "Squire", "field0")) == 5000
    to_phase(g, 4)
    assert power(g, ti) == 4000 and power(g, kn) == 7000
    # the third kind, substitution: Rosso's "damage it receives is halved" changes Ifrit's 4000
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [ROSSO]})
    ro = fid(g, "Rosso", "field1")
    cast(g, fid(g, "Ifrit", "hand0"), targets=[ro], pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g, 2)
    assert g.objs[ro].damage == 2000 and names(g, "field1") == ["Rosso"]


@R("fftcg:11.12.4.6")
def test_card_type_changes_apply_before_power_changes():
    # Wakka (+1000 to your water Forwards) was there first; Green Dragon becomes a 7000 Forward.
    g = setup({"field": [WAKKA, GREEN_DRAGON], "hand": [EVOKER]}, {})
    gd = fid(g, "Green Dragon", "field0")
    use(g, gd, 0, pay=[("discard", fid(g, "Evoker", "hand0"))])
    pass_(g, 2)
    assert power(g, gd) == 8000


@R("fftcg:11.12.4.10")
def test_a_cards_timestamp_is_when_it_entered_its_zone():
    g = setup({"field": [KNIGHT, SCHOLAR, SQUIRE]}, {})
    kn, sq = fid(g, "Knight", "field0"), fid(g, "Squire", "field0")
    assert g.objs[kn].ts < g.objs[sq].ts
    use(g, fid(g, "Scholar", "field0"), 0, targets=[kn])
    pass_(g, 2)
    new = fid(g, "Knight", "hand0")
    assert g.objs[new].ts > g.objs[sq].ts


def _set_power(g, oid, amount, source):
    """Resolve "its power becomes N" on `oid` (the `set_power` verb): no card of Opus I–V says
    it, so the verb is run for an ability whose source is `source` and that chose `oid`."""
    from tcg.engine.abilities.load import ability
    from tcg.engine.abilities.run import Frame, Res
    from tcg.games.fftcg.verbs import LANG

    a = ability({"kind": "summon", "effects": [{"do": "choose", "as": "t", "sel": {"type": "forward"}},
                                               {"do": "set_power", "to": "t", "n": amount}]}, "ability.0", LANG)
    e = a.effects[1]
    e.fn(g, Frame(g.objs[source].controller, source, "", 0, (), 1, (("t", Res((oid,))),)), e.p)


@R("fftcg:11.3.10", "fftcg:11.5.7")
def test_setting_power_changes_the_base_power_under_other_modifications():
    g = setup({"hand": [SYLPH, NINJA_W], "field": [SQUIRE]}, {"field": [KNIGHT]})
    sq = fid(g, "Squire", "field0")
    cast(g, fid(g, "Sylph", "hand0"), targets=[sq], pay=[("discard", fid(g, "Ninja", "hand0"))])
    pass_(g, 2)
    assert power(g, sq) == 6000
    _set_power(g, sq, 3000, fid(g, "Knight", "field1"))
    assert power(g, sq) == 4000                    # base 3000, and Sylph's +1000 still applies
    to_phase(g, 4)
    assert power(g, sq) == 5000                    # both ended with the turn


@R("fftcg:11.12.4.7")
def test_within_a_layer_effects_from_the_card_itself_apply_first():
    g = setup({"field": [SQUIRE, KNIGHT]}, {})
    sq, kn = fid(g, "Squire", "field0"), fid(g, "Knight", "field0")
    _set_power(g, sq, 8000, kn)                    # earlier, from another card
    _set_power(g, sq, 3000, sq)                    # later, from Squire itself: applied first
    assert g.effects[0].ts < g.effects[1].ts
    assert power(g, sq) == 8000
