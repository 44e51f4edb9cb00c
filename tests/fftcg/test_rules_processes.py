"""FFTCG rules 12 (rule processes), 13 (infinite loops) and 14 (illegal actions)."""

from __future__ import annotations

import pytest
from general_support import PASS, cast, find, kind, load, names, options, play, resolve

import tcg
from tcg.games.fftcg.chars import power


# ----------------------------------------------------------------------- 12 rule processes
@pytest.mark.rules("fftcg:12.1", "fftcg:12.2", "fftcg:12.4.5")
def test_rule_processes_happen_by_themselves_before_anyone_receives_priority():
    game = load({"hand": ["1-004C", "1-029C"]}, {"field": ["1-016C"]})
    cast(game, "Ifrit", [find(game, "Tifa", "field1")], [("discard", find(game, "Red XIII", "hand0"))])
    game.apply(PASS)
    game.apply(PASS)
    # No decision was asked of anyone for it: Tifa (4000, 4000 damage) is already broken.
    assert names(game, "break1") == ["Tifa"] and kind(game) == "priority" and game.decision.player == 0
    assert game.history[-2:] == [PASS, PASS]


@pytest.mark.rules("fftcg:12.3", "fftcg:12.4.5")
def test_rule_processes_are_performed_together_then_triggers_go_on_the_stack():
    # Scholar: "Choose up to 2 active Forwards opponent controls. Deal them 3000 damage." Viking
    # (2000, "When Viking leaves the field, draw 1 card") and Argath (3000) are broken as one
    # event; then Viking's ability is put on the stack before the turn player gets priority.
    game = load({"field": ["5-102C"]}, {"field": ["4-133C", "1-033C"]})
    viking, argath = game.zones["field1"]
    game.apply(("use", find(game, "Scholar", "field0"), 0))
    game.apply(("target", viking))
    game.apply(("target", argath))
    game.apply(PASS)
    game.apply(PASS)
    assert names(game, "break1") == ["Viking", "Argath"] and names(game, "field1") == []
    assert [(s.kind, s.controller, s.code) for s in game.stack] == [("auto", 1, "4-133C")]
    assert kind(game) == "priority" and game.decision.player == 0


@pytest.mark.rules("fftcg:12.3", "fftcg:12.4.5")
def test_rule_processes_are_repeated_until_none_applies():
    # Pugilist (5000, +2000 for each other Job Standard Unit Forward you control) has 6000
    # damage: alive at 7000 beside Knight. Ifrit breaks Knight (3000 + 4000 damage); the next
    # check sees Pugilist at 5000 with 6000 damage and breaks it too, before any priority.
    game = load({"hand": ["1-004C", "1-029C"]},
                {"field": [{"card": "1-050C", "damage": 3000}, {"card": "4-077R", "damage": 6000}]})
    pugilist = find(game, "Pugilist", "field1")
    assert power(game, pugilist) == 7000
    cast(game, "Ifrit", [find(game, "Knight", "field1")], [("discard", find(game, "Red XIII", "hand0"))])
    game.apply(PASS)
    game.apply(PASS)
    assert names(game, "break1") == ["Knight", "Pugilist"] and kind(game) == "priority"


@pytest.mark.rules("fftcg:12.4.1")
def test_a_player_who_deals_themself_a_seventh_damage_loses():
    # Fusoya: "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."
    game = load({"field": ["2-146H"], "damage": ["6 1-050C"]}, {"field": ["1-050C"]})
    game.apply(("use", find(game, "Fusoya", "field0"), 0))
    game.apply(("target", find(game, "Knight", "field1")))
    resolve(game)
    assert len(game.zones["damage0"]) == 7
    assert game.result == tcg.Result(1, game.result.reason) and "12.4.1" in game.result.reason


@pytest.mark.rules("fftcg:12.4.2", "fftcg:3.1.2")
def test_a_failed_draw_from_an_effect_loses_at_the_next_check():
    # Moogle: "Draw 2 cards, then discard 1 card from your hand." One card left in the deck: the
    # effect is finished (draw 1, discard 1), then the rule process makes player 0 lose.
    game = load({"hand": ["1-172C", "1-167C"], "deck": ["1-050C"]})
    cast(game, "Moogle", [], [("discard", find(game, "Viking", "hand0"))])
    game.apply(PASS)
    game.apply(PASS)
    assert kind(game) == "discard" and names(game, "hand0") == ["Knight"]
    game.apply(options(game)[0])
    assert names(game, "break0") == ["Viking", "Knight", "Moogle"]
    assert game.result.winner == 1 and "12.4.2" in game.result.reason


@pytest.mark.rules("fftcg:12.4.3", "fftcg:3.1.3")
def test_damage_with_an_empty_deck_loses():
    game = load({"field": ["2-146H"], "deck": []}, {"field": ["1-050C"]})
    game.apply(("use", find(game, "Fusoya", "field0"), 0))
    game.apply(("target", find(game, "Knight", "field1")))
    resolve(game)
    assert game.zones["damage0"] == []
    assert game.result.winner == 1 and "12.4.3" in game.result.reason


@pytest.mark.rules("fftcg:12.4.4")
def test_case23_forwards_with_zero_power_are_put_into_the_break_zone():
    # Cyclops: "All Forwards opponent controls lose 3000 power until the end of the turn."
    # Argath (3000) → 0: Break Zone. Squire (5000) → 2000 stays. Player 0's Knight is untouched.
    hand = ["2-107C", "1-143C", "5-117C"]
    game = load({"hand": hand, "field": ["1-050C"]}, {"field": ["1-033C", "1-025C"], "hand": ["1-004C"]})
    squire = find(game, "Squire", "field1")
    cast(game, "Cyclops", [], [("discard", o) for o in game.zones["hand0"][1:]])
    resolve(game)
    assert names(game, "break1") == ["Argath"] and names(game, "field1") == ["Squire"]
    assert power(game, squire) == 2000 and game.objs[squire].damage == 0
    assert power(game, find(game, "Knight", "field0")) == 7000


@pytest.mark.rules("fftcg:12.4.6")
def test_two_same_name_characters_from_an_effect_both_go_to_the_break_zone():
    # Gadot: "When Gadot enters the field, you may play 1 Fire Forward of cost 2 or less from
    # your hand onto the field." Player 0 plays the second Cloud with it: both Clouds go.
    game = load({"hand": ["1-007R", "1-009C", "1-029C"], "field": ["1-009C"]})
    play(game, "Gadot", ("discard", find(game, "Red XIII", "hand0")))
    assert kind(game) == "order_triggers"
    game.apply(options(game)[0])                     # "play from hand" first: it resolves last
    resolve(game)                                    # the +1000 one, then to the choice
    assert kind(game) == "play_from_hand" and names(game, "field0") == ["Cloud", "Gadot"]
    game.apply(("play", find(game, "Cloud", "hand0")))
    assert game.stack == [] and kind(game) == "priority"
    assert names(game, "field0") == ["Gadot"] and names(game, "break0") == ["Red XIII", "Cloud", "Cloud"]


@pytest.mark.rules("fftcg:12.4.7")
def test_two_light_or_dark_characters_all_go_to_the_break_zone():
    game = load({"field": ["1-186L", "1-048C", "1-050C"], "break": ["4-146L"]})
    game.apply(("use", find(game, "Devout", "field0"), 0))
    game.apply(("target", find(game, "Terra", "break0")))
    resolve(game)
    assert names(game, "field0") == ["Knight"]
    assert names(game, "break0") == ["Devout", "Sephiroth", "Terra"]
    # Backups count too: Fusoya (Light Backup) and Terra (Light Forward).
    game = load({"field": ["2-146H", "1-048C"], "break": ["4-146L"]})
    game.apply(("use", find(game, "Devout", "field0"), 0))
    game.apply(("target", find(game, "Terra", "break0")))
    resolve(game)
    assert names(game, "field0") == [] and names(game, "break0") == ["Devout", "Fusoya", "Terra"]


# --------------------------------------------------------------------------- 13 infinite loops
@pytest.mark.rules("fftcg:13.1")
def test_case50_a_game_that_cannot_end_is_a_draw():
    # Neither player can do anything; the turn limit stands for the loop nobody can stop.
    game = load({"deck": ["40 1-186L"]}, {"deck": ["40 1-186L"]}, options={"turn_limit": 6}, turn=3)
    for _ in range(500):
        if game.over:
            break
        game.apply(options(game)[0])
    assert game.result == tcg.Result(None, game.result.reason) and "13.1" in game.result.reason
    assert game.vars["turn"] == 6


# --------------------------------------------------------------------------- 14 illegal actions
def _mid_payment():
    # Warrior of Light (Water, 4) paid with Viking (2 Water) and a Water Backup so far.
    game = load({"hand": ["1-155R", "1-167C", "4-146L", "1-029C"], "field": ["1-161C", "1-159C"]},
                {"field": ["4-053R"]})
    game.apply(("play", find(game, "Warrior of Light", "hand0")))
    game.apply(("discard", find(game, "Viking", "hand0")))
    game.apply(("dull", find(game, "White Mage", "field0")))
    return game


@pytest.mark.rules("fftcg:14.1", "fftcg:14.2", "fftcg:14.4")
def test_case49_an_illegal_payment_changes_nothing_and_the_same_player_still_decides():
    game = _mid_payment()
    before, decision = game.state_hash(), game.decision
    assert kind(game) == "payment" and game.decision.player == 0
    for bad in (("discard", find(game, "Terra", "hand0")),              # Light: no CP
                ("dull", find(game, "Ezel", "field1")),                 # not yours, not a Backup
                PASS):
        with pytest.raises(tcg.IllegalChoice):
            game.apply(bad)
        assert game.state_hash() == before and game.decision == decision


@pytest.mark.rules("fftcg:14.2", "fftcg:14.3")
def test_nothing_is_paid_or_triggered_until_the_whole_action_is_legal():
    # Mid-payment, the discarded card is still in hand and the Backup still active: payments
    # are made all at once when the action is complete, so an abandoned action has nothing to
    # undo and triggers nothing.
    game = _mid_payment()
    assert names(game, "hand0") == ["Warrior of Light", "Viking", "Terra", "Red XIII"]
    assert not game.objs[find(game, "White Mage", "field0")].tapped
    assert game.pending == [] and game.stack == [] and game.zones["break0"] == []
    game.apply(("dull", find(game, "Evoker", "field0")))
    assert names(game, "field0") == ["White Mage", "Evoker", "Warrior of Light"]
    assert names(game, "break0") == ["Viking"] and names(game, "hand0") == ["Terra", "Red XIII"]


@pytest.mark.rules("fftcg:14.1", "fftcg:14.4")
def test_an_illegal_play_is_refused_and_the_player_keeps_priority():
    game = load({"hand": ["1-009C", "1-029C", "1-186L"], "field": ["1-009C"]})
    before = game.state_hash()
    for bad in (("play", find(game, "Cloud", "hand0")),        # 7.7.3: a second Cloud
                ("play", find(game, "Sephiroth", "hand0")),    # not enough CP
                ("cast", find(game, "Red XIII", "hand0"))):    # not a Summon
        with pytest.raises(tcg.IllegalChoice, match="not a legal option"):
            game.apply(bad)
    assert game.state_hash() == before and kind(game) == "priority" and game.decision.player == 0
