"""FFTCG rules 9: the phases of a turn (Active, Draw, Main 1, Attack, Main 2, End)."""

from __future__ import annotations

import pytest
from general_support import PASS, cast, find, kind, load, names, options, pass_until, play, resolve

import tcg
from tcg.engine.effects import Effect
from tcg.games.fftcg.chars import LAYER_POWER, power


def to_next_turn(game) -> list[tuple]:
    """Pass (and end attacks, not block) until the next turn's first decision; returns the
    (player, kind, phase) of every decision met on the way."""
    turn = game.vars["turn"]
    seen = []
    while game.vars["turn"] == turn and not game.over:
        d = game.decision
        seen.append((d.player, d.kind, game.vars["phase"]))
        game.apply({"priority": PASS, "attack": ("end",), "block": ("no_block",)}.get(d.kind, options(game)[0]))
    return seen


# ------------------------------------------------------------------------ 9.1 Active Phase
@pytest.mark.rules("fftcg:9.1.1", "fftcg:9.1.1.1")
def test_the_turn_player_activates_their_dull_cards():
    game = load({"field": [{"card": "1-050C", "dull": True}]},
                {"field": [{"card": "1-025C", "dull": True}, {"card": "1-161C", "dull": True}]}, phase="main2")
    knight, squire, mage = find(game, "Knight", "field0"), find(game, "Squire", "field1"), find(game, "White Mage", "field1")
    to_next_turn(game)
    assert game.vars["tp"] == 1 and game.vars["phase"] == "main1"
    assert not game.objs[squire].tapped and not game.objs[mage].tapped
    assert game.objs[knight].tapped                          # not the other player's cards
    assert game.stack == []                                  # a special action: no stack


@pytest.mark.rules("fftcg:2.2", "fftcg:9.1.1.1")
def test_a_frozen_character_is_not_activated():
    game = load({}, {"field": [{"card": "1-025C", "dull": True, "frozen": True}, {"card": "1-016C", "dull": True}]},
                phase="main2")
    squire, tifa = find(game, "Squire", "field1"), find(game, "Tifa", "field1")
    to_next_turn(game)
    assert game.objs[squire].tapped and not game.objs[tifa].tapped


@pytest.mark.rules("fftcg:9.1.1.2", "fftcg:9.2.1.2")
def test_nobody_has_priority_in_the_active_and_draw_phases():
    game = load({"hand": ["1-004C"]}, {"hand": ["1-004C", "1-025C"], "field": [{"card": "1-050C", "dull": True}]},
                phase="main2")
    seen = to_next_turn(game)
    assert {phase for _, _, phase in seen} <= {"main2", "end"}
    assert (game.decision.player, kind(game), game.vars["phase"]) == (1, "priority", "main1")


# -------------------------------------------------------------------------- 9.2 Draw Phase
@pytest.mark.rules("fftcg:9.2", "fftcg:9.2.1", "fftcg:9.2.1.1")
def test_the_turn_player_draws_two_cards():
    game = load({"deck": ["1-050C", "1-025C", "1-016C"]}, {"deck": ["3 1-050C"]}, phase="draw")
    assert names(game, "hand0") == ["Tifa", "Squire"] and names(game, "deck0") == ["Knight"]
    assert game.zones["hand1"] == [] and len(game.zones["deck1"]) == 3
    assert game.vars["phase"] == "main1" and game.stack == []


@pytest.mark.rules("fftcg:9.2.1.3", "fftcg:8.2.1.5")
def test_case31_only_the_first_players_first_draw_phase_draws_one():
    game = load({"deck": ["1-050C", "1-025C", "1-016C"]}, turn=1, active=0, phase="draw")
    assert names(game, "hand0") == ["Tifa"]
    game = load({}, {"deck": ["1-050C", "1-025C", "1-016C"]}, turn=2, active=1, phase="draw")
    assert names(game, "hand1") == ["Tifa", "Squire"]
    game = load({"deck": ["1-050C", "1-025C", "1-016C"]}, turn=3, active=0, phase="draw")
    assert names(game, "hand0") == ["Tifa", "Squire"]


# -------------------------------------------------------------------------- 9.3 Main Phase
@pytest.mark.rules("fftcg:9.3.1.1")
def test_main_phase_1_attack_phase_main_phase_2_end_phase():
    game = load({"field": ["1-050C"]})
    seen = to_next_turn(game)
    phases = []
    for _, _, ph in seen:
        if not phases or phases[-1] != ph:
            phases.append(ph)
    assert phases == ["main1", "attack", "main2", "end"]


@pytest.mark.rules("fftcg:9.3.1.2")
def test_the_main_phase_ends_when_both_players_pass_with_an_empty_stack():
    game = load({"hand": ["1-004C", "1-025C"]}, {"field": ["1-050C"]})
    cast(game, "Ifrit", [find(game, "Knight", "field1")], [("discard", find(game, "Squire", "hand0"))])
    game.apply(PASS)
    game.apply(PASS)                   # both passed, but the stack was not empty: Ifrit resolves
    assert game.vars["phase"] == "main1" and game.stack == [] and game.decision.player == 0
    game.apply(PASS)
    assert game.vars["phase"] == "main1" and game.decision.player == 1
    game.apply(PASS)
    assert game.vars["phase"] == "attack"


@pytest.mark.rules("fftcg:9.3.1.4")
def test_the_turn_player_receives_priority_first_in_each_main_phase():
    for active in (0, 1):
        game = load({"hand": ["1-004C"]}, {"hand": ["1-004C"]}, active=active)
        assert game.vars["phase"] == "main1" and game.decision.player == active and kind(game) == "priority"
        pass_until(game, "attack")
        game.apply(("end",))
        assert game.vars["phase"] == "main2" and game.decision.player == active


@pytest.mark.rules("fftcg:9.3.1.5", "fftcg:11.4.1")
def test_only_the_turn_player_plays_characters_and_only_with_an_empty_stack():
    game = load({"hand": ["1-004C", "1-016C", "1-029C", "1-014C"]}, {"hand": ["1-016C", "1-029C"], "field": ["1-050C"]})
    tifa = find(game, "Tifa", "hand0")
    assert ("play", tifa) in options(game)
    cast(game, "Ifrit", [find(game, "Knight", "field1")], [("discard", find(game, "Samurai", "hand0"))])
    assert game.decision.player == 0 and game.stack
    assert options(game) == (PASS,)                     # Tifa can't be played onto the stack's top
    game.apply(PASS)
    assert game.decision.player == 1 and options(game) == (PASS,)   # nor by the other player
    game.apply(PASS)
    assert game.stack == [] and ("play", tifa) in options(game)
    # Not in the Attack Phase either, even with an empty stack (Back Attack aside, 15.2.5).
    game = load({"hand": ["1-004C", "1-016C", "1-029C"]}, {"field": ["1-050C"]}, phase="attack")
    assert kind(game) == "priority" and game.vars["phase"] == "attack" and game.stack == []
    assert [o[0] for o in options(game)] == ["pass", "cast"]


@pytest.mark.rules("fftcg:9.3.1.6", "fftcg:9.3.1.7")
def test_summons_and_action_abilities_in_main_and_attack_phases_by_either_player():
    hand = ["1-004C", "1-029C"]
    field = ["1-008C", "1-016C"]
    for phase in ("main1", "attack"):
        game = load({"hand": hand, "field": field}, {"hand": hand, "field": field}, phase=phase)
        for p in (0, 1):
            assert game.decision.player == p and kind(game) == "priority"
            assert ("cast", find(game, "Ifrit", f"hand{p}")) in options(game)
            assert ("use", find(game, "Ranger", f"field{p}"), 0) in options(game)
            game.apply(PASS)


@pytest.mark.rules("fftcg:9.4", "fftcg:9.4.1")
def test_the_turn_player_may_attack_with_their_forwards():
    game = load({"field": ["1-050C", "1-025C", "1-161C"]}, {"field": ["1-016C"]}, phase="attack", active=0)
    pass_until(game, "attack")
    assert game.decision.player == 0
    assert options(game) == (("end",), ("attack", find(game, "Knight", "field0")),
                             ("attack", find(game, "Squire", "field0")))


# --------------------------------------------------------------------------- 9.5 End Phase
@pytest.mark.rules("fftcg:9.5.1.1")
def test_case33_no_summons_or_abilities_in_the_end_phase():
    hand, field = ["1-004C", "1-029C"], ["1-008C", "1-016C"]
    game = load({"hand": hand, "field": field}, {"hand": hand, "field": field}, phase="end")
    assert game.vars["phase"] == "end"
    for p in (0, 1):
        assert game.decision.player == p and options(game) == (PASS,)
        game.apply(PASS)
    assert game.vars["turn"] == 4


@pytest.mark.rules("fftcg:9.5.1.2")
def test_case33_the_turn_player_discards_down_to_five():
    game = load({"hand": ["7 1-186L"]}, {"hand": ["7 1-186L"]}, phase="end")
    game.apply(PASS)
    game.apply(PASS)
    assert kind(game) == "discard" and game.decision.player == 0 and len(options(game)) == 7
    game.apply(options(game)[0])
    assert kind(game) == "discard" and len(options(game)) == 6
    game.apply(options(game)[0])
    assert len(game.zones["hand0"]) == 5 and names(game, "break0") == ["Sephiroth", "Sephiroth"]
    assert len(game.zones["hand1"]) == 9 and game.vars["turn"] == 4     # drew 2, no discard yet
    game = load({"hand": ["5 1-186L"]}, phase="end")
    game.apply(PASS)
    game.apply(PASS)
    assert game.vars["turn"] == 4 and len(game.zones["hand0"]) == 5


@pytest.mark.rules("fftcg:9.5.1.3", "fftcg:9.5.1.3.1", "fftcg:9.5.1.3.2")
def test_damage_and_until_end_of_turn_effects_end_together():
    # Black Belt gives Knight (7000) +5000; Tellah deals it 9000: it survives with 12000. At the
    # end of the turn the damage and the bonus go at the same time: Knight survives at 7000.
    game = load({"hand": ["4-078C", "1-119C"], "field": ["1-050C", "2-012R"]}, phase="main2")
    knight = find(game, "Knight", "field0")
    play(game, "Black Belt", ("discard", find(game, "Monk", "hand0")))
    game.apply(("target", knight))
    resolve(game)
    game.apply(("use", find(game, "Tellah", "field0"), 0))
    game.apply(("target", knight))
    resolve(game)
    assert power(game, knight) == 12000 and game.objs[knight].damage == 9000
    to_next_turn(game)
    assert knight in game.objs and game.objs[knight].damage == 0 and power(game, knight) == 7000
    assert game.effects == []


@pytest.mark.rules("fftcg:9.5.1.3.1", "fftcg:12.4.5")
def test_case21_damage_on_one_turn_adds_up_but_is_cleared_at_the_end_of_the_turn():
    # Knight (7000): two Ifrits (4000 each) in one turn destroy it; one Ifrit per turn does not.
    game = load({"hand": ["2 1-004C", "2 1-029C"]}, {"field": ["1-050C"]})
    knight = find(game, "Knight", "field1")
    for _ in range(2):
        cast(game, "Ifrit", [knight], [("discard", find(game, "Red XIII", "hand0"))])
        resolve(game)
    assert names(game, "break1") == ["Knight"]
    game = load({"hand": ["1-004C", "1-029C"]}, {"hand": ["1-004C", "1-029C"], "field": ["1-050C"]})
    knight = find(game, "Knight", "field1")
    cast(game, "Ifrit", [knight], [("discard", find(game, "Red XIII", "hand0"))])
    resolve(game)
    assert game.objs[knight].damage == 4000
    to_next_turn(game)
    assert game.objs[knight].damage == 0
    cast(game, "Ifrit", [knight], [("discard", find(game, "Red XIII", "hand1"))])
    resolve(game)
    assert names(game, "field1") == ["Knight"] and game.objs[knight].damage == 4000


@pytest.mark.rules("fftcg:9.5.1.4", "fftcg:12.4.4")
def test_rule_processes_and_triggers_during_cleanup_give_priority_then_cleanup_again():
    # Viking (2000; "When Viking leaves the field, draw 1 card") has a lasting -2000 and a +2000
    # until the end of the turn. When the bonus ends in cleanup its power is 0: it is put into
    # the Break Zone, its ability triggers, the turn player receives priority, and cleanup runs
    # again before the turn ends.
    game = load({"field": ["4-133C"], "hand": ["1-186L"]}, phase="main2")
    viking = find(game, "Viking", "field0")
    game.effects.append(Effect(game.tick(), LAYER_POWER, "power", -2000, viking, (viking,), "", 1))
    game.effects.append(Effect(game.tick(), LAYER_POWER, "power", 2000, viking, (viking,), "end_of_turn", 0))
    game.cache.clear()
    assert power(game, viking) == 2000
    game.apply(PASS)
    game.apply(PASS)                                     # to the End Phase
    game.apply(PASS)
    game.apply(PASS)                                     # cleanup
    assert names(game, "break0") == ["Viking"] and game.vars["phase"] == "end" and game.vars["turn"] == 3
    assert kind(game) == "priority" and game.decision.player == 0 and options(game) == (PASS,)
    assert [s.kind for s in game.stack] == ["auto"]
    hand = len(game.zones["hand0"])
    resolve(game)
    assert len(game.zones["hand0"]) == hand + 1 and game.vars["turn"] == 3
    game.apply(PASS)
    game.apply(PASS)
    assert game.vars["turn"] == 4


@pytest.mark.rules("fftcg:9.5.1.5")
def test_then_the_other_player_becomes_the_turn_player():
    game = load({"hand": ["1-004C"]}, {"hand": ["1-004C"]}, phase="end", active=1, turn=6)
    game.apply(PASS)
    game.apply(PASS)
    assert (game.vars["turn"], game.vars["tp"], game.vars["phase"]) == (7, 0, "main1")
    assert game.decision.player == 0


# Barnabas (5-045H) on player 0's field at the start of turn 3.
BARNABAS_AT_ACTIVE = """
game = "fftcg"
turn = 3
active = 0
phase = "active"
[[player]]
deck = ["10 1-050C"]
field = ["5-045H"]
[[player]]
deck = ["10 1-050C"]
"""


@pytest.mark.rules("fftcg:9.3.1.3", "fftcg:11.8.13")
def test_beginning_of_main_phase_1_triggers_are_stacked_first():
    """Barnabas (5-045H): "At the beginning of your Main Phase 1, if you don't control Lugae, dull
    Barnabas." The trigger is put on the stack at the start of Main Phase 1 and resolves."""
    game = tcg.load_scenario(BARNABAS_AT_ACTIVE)
    barnabas = tcg.find(game, "Barnabas", "field0")
    assert game.vars["phase"] == "main1"
    assert game.objs[barnabas].tapped


@pytest.mark.rules("fftcg:9.5", "fftcg:9.5.1")
def test_the_end_phase_runs_its_triggers_then_the_discard_then_the_cleanup_then_the_next_turn():
    # Kefka (1-104H): "{D}: choose 1 Forward you control. It gains +5000 power until the end of
    # the turn. At the end of the turn, break it." The hand holds 7 cards; Knight has 3000 damage.
    game = load({"hand": ["7 1-186L"], "field": ["1-104H", "1-119C", {"card": "1-050C", "damage": 3000}]},
                phase="main2")
    monk, knight = find(game, "Monk", "field0"), find(game, "Knight", "field0")
    game.apply(("use", find(game, "Kefka", "field0"), 0))
    game.apply(("target", monk))
    resolve(game)
    game.apply(PASS)
    game.apply(PASS)
    # 9.5.1.1 first: the end-of-turn ability is on the stack, nothing else has happened yet
    assert game.vars["phase"] == "end" and [s.kind for s in game.stack] == ["delayed"]
    assert len(game.zones["hand0"]) == 7 and game.objs[knight].damage == 3000
    pass_until(game, "discard")
    # 9.5.1.2 next: Monk is broken, the hand is discarded down to 5; the damage is still there
    assert names(game, "break0") == ["Monk"] and game.objs[knight].damage == 3000 and game.vars["turn"] == 3
    game.apply(options(game)[0])
    game.apply(options(game)[0])
    # 9.5.1.3 then 9.5.1.5: the damage is removed and the other player's turn begins
    assert len(game.zones["hand0"]) == 5 and game.objs[knight].damage == 0
    assert (game.vars["turn"], game.vars["tp"]) == (4, 1)


@pytest.mark.rules("fftcg:9.3", "fftcg:9.3.1")
def test_main_phase_1_stacks_its_triggers_then_the_turn_player_acts_until_both_pass():
    """Barnabas (5-045H): "At the beginning of your Main Phase 1, if you don't control Lugae, dull
    Barnabas." The Main Phase's steps in their order: triggers, priority, Characters, the end."""
    scenario = BARNABAS_AT_ACTIVE.replace('phase = "active"', 'phase = "active"\nauto_forced = false')
    game = tcg.load_scenario(scenario.replace('field = ["5-045H"]', 'hand = ["1-009C", "1-029C"]\nfield = ["5-045H"]'))
    barnabas, cloud = tcg.find(game, "Barnabas", "field0"), tcg.find(game, "Cloud", "hand0")
    # 9.3.1.3 then 9.3.1.4: the trigger is on the stack when the turn player first gets priority
    assert (game.vars["phase"], game.decision.player, kind(game)) == ("main1", 0, "priority")
    assert [(s.kind, s.code) for s in game.stack] == [("auto", "5-045H")] and options(game) == (PASS,)
    game.apply(PASS)
    game.apply(PASS)
    # 9.3.1.5: with the stack empty the turn player may play Characters
    assert game.objs[barnabas].tapped and game.stack == [] and ("play", cloud) in options(game)
    # 9.3.1.2: both pass with an empty stack, the Main Phase ends
    game.apply(PASS)
    game.apply(PASS)
    assert game.vars["phase"] == "attack"
