"""FFTCG rules 1–4: number of players, general principles, end of the game, numeric values."""

from __future__ import annotations

import pytest
from general_support import PASS, find, kind, load, names, options, pass_until, play, resolve
from pydantic import ValidationError

import tcg
from tcg.engine.effects import Effect
from tcg.games.fftcg.cards import CardDef
from tcg.games.fftcg.chars import LAYER_POWER, chars, power
from tcg.games.fftcg.ruleset import RULES


# --------------------------------------------------------------------------------- 1. players
@pytest.mark.rules("fftcg:1.1")
def test_a_game_has_exactly_two_players():
    game = tcg.new_game("fftcg", seed=3)
    assert len(game.pvars) == 2
    assert sorted(game.zones) == sorted(
        [f"{z}{p}" for z in ("deck", "hand", "field", "break", "damage", "removed") for p in (0, 1)] + ["stack"])
    assert game.decision.player in (0, 1)
    with pytest.raises(ValueError, match="1.1"):
        tcg.new_game("fftcg", decks=["fire-ice", "wind-earth", "lightning-water"], seed=3)
    with pytest.raises(tcg.ScenarioError, match="player"):
        tcg.load_scenario('game = "fftcg"\n[[player]]\n[[player]]\n[[player]]\n')


# -------------------------------------------------------------------------------- 2. general
@pytest.mark.rules("fftcg:2.1")
def test_card_text_overrides_the_rules():
    # The rules forbid a Forward that entered this turn to attack (10.1.2.1.1); Tifa's "Haste"
    # says otherwise, and the card wins. A Knight that entered this turn still may not attack.
    game = load({"field": [{"card": "1-016C", "new": True}, {"card": "1-050C", "new": True}]}, phase="attack")
    pass_until(game, "attack")
    assert options(game) == (("end",), ("attack", find(game, "Tifa", "field0")))


@pytest.mark.rules("fftcg:2.1")
def test_a_player_may_concede_at_any_time():
    game = load({"hand": ["1-004C"]}, {"field": ["1-050C"]})
    game.concede(1)
    assert game.result.winner == 0 and "2.1" in game.result.reason


@pytest.mark.rules("fftcg:2.2")
def test_a_prohibition_wins_over_a_permission():
    # Tifa has Haste (she may attack the turn she enters); Time Mage says she cannot attack this
    # turn: the prohibition wins.
    game = load({"hand": ["1-035C"], "field": [{"card": "1-016C", "new": True}, "1-049C"]})
    tifa, mage = find(game, "Tifa", "field0"), find(game, "Time Mage", "field0")
    game.apply(("use", mage, 0))
    game.apply(("target", tifa))
    game.apply(("discard", find(game, "Bard", "hand0")))      # {i}: 2 Ice CP, one more is allowed
    resolve(game)
    assert names(game, "break0") == ["Bard"]
    pass_until(game, "attack")
    assert options(game) == (("end",),)


@pytest.mark.rules("fftcg:2.3")
def test_impossible_parts_of_a_text_are_ignored():
    # Sephiroth: "each player discards 2 cards". Player 0 has no card left and player 1 only
    # one: what cannot be done is skipped, the rest is done, and the game goes on.
    game = load({"hand": ["1-044R", "1-050C", "1-051R"], "field": ["1-049C"]}, {"hand": ["1-025C"]})
    game.apply(("play", find(game, "Sephiroth", "hand0")))
    game.apply(("discard", find(game, "Knight", "hand0")))
    game.apply(("discard", find(game, "Nooj", "hand0")))
    game.apply(("dull", find(game, "Time Mage", "field0")))
    game.apply(PASS)
    game.apply(PASS)
    assert game.zones["hand0"] == []
    assert kind(game) == "discard" and game.decision.player == 1
    game.apply(options(game)[0])
    assert names(game, "break1") == ["Squire"] and game.zones["hand1"] == []
    assert not game.over and kind(game) == "priority"


# ---------------------------------------------------------------------------- 3. end of game
def _attack_unblocked(game):
    """Player 0 attacks with the only Forward it has; player 1 does not block."""
    pass_until(game, "attack")
    game.apply(options(game)[1])
    pass_until(game, "block")
    game.apply(("no_block",))
    while game.decision is not None and kind(game) == "priority":
        game.apply(PASS)


@pytest.mark.rules("fftcg:3.1", "fftcg:3.1.1", "fftcg:7.8.2", "fftcg:12.4.1")
def test_seventh_damage_loses_and_the_opponent_wins():
    game = load({"field": ["1-050C"]}, {"damage": ["6 1-050C"]}, phase="attack")
    _attack_unblocked(game)
    assert len(game.zones["damage1"]) == 7
    assert game.over and game.result.winner == 0 and "12.4.1" in game.result.reason
    assert game.decision is None
    with pytest.raises(tcg.IllegalChoice, match="over"):
        game.apply(PASS)


@pytest.mark.rules("fftcg:3.1.1", "fftcg:12.4.1")
def test_six_damage_does_not_lose_in_constructed_but_loses_in_limited():
    game = load({"field": ["1-050C"]}, {"damage": ["5 1-050C"]}, phase="attack")
    _attack_unblocked(game)
    assert len(game.zones["damage1"]) == 6 and not game.over
    game = load({"field": ["1-050C"]}, {"damage": ["5 1-050C"]}, phase="attack", options={"damage_limit": 6})
    _attack_unblocked(game)
    assert game.result.winner == 0 and "12.4.1" in game.result.reason


@pytest.mark.rules("fftcg:3.1.2", "fftcg:12.4.2")
def test_a_player_who_must_draw_and_cannot_loses():
    # Turn 3: player 0 must draw 2 and has 1 card left.
    game = load({"deck": ["1-025C"]}, phase="draw")
    assert names(game, "hand0") == ["Squire"]
    assert game.result.winner == 1 and "12.4.2" in game.result.reason


@pytest.mark.rules("fftcg:3.1.3", "fftcg:12.4.3")
def test_a_player_damaged_with_an_empty_deck_loses():
    game = load({"field": ["1-050C"]}, {"deck": []}, phase="attack")
    _attack_unblocked(game)
    assert game.zones["damage1"] == []
    assert game.result.winner == 0 and "12.4.3" in game.result.reason


@pytest.mark.rules("fftcg:3.2", "fftcg:3.3")
def test_a_loss_is_not_cancelled_by_the_opponent_losing_too():
    # Player 1 already has 7 damage (player 0 would win), but player 0 fails to draw in the same
    # rule check: player 0 loses too, so nobody wins: the game is a draw.
    game = load({"deck": ["1-025C"]}, {"damage": ["7 1-050C"]}, phase="draw")
    assert game.over and game.result.winner is None and "3.3" in game.result.reason


@pytest.mark.rules("fftcg:3.3", "fftcg:12.4.1")
def test_both_players_losing_at_once_is_a_draw():
    game = load({"damage": ["7 1-050C"], "hand": ["1-004C"]}, {"damage": ["7 1-050C"]})
    assert game.result == tcg.Result(None, game.result.reason) and "3.3" in game.result.reason


# ----------------------------------------------------------------------------- 4. numbers
@pytest.mark.rules("fftcg:4.1")
def test_numeric_values_are_natural_numbers():
    for card in RULES.cards.values():
        assert isinstance(card.cost, int) and card.cost >= 0
        assert isinstance(card.power, int) and card.power >= 0 and card.power % 1000 == 0
    with pytest.raises(ValidationError, match="greater than or equal to 0"):
        CardDef(code="9-999C", name="X", type="backup", element="fire", cost=-1)


@pytest.mark.rules("fftcg:4.2")
def test_fractions_are_rounded_to_units_of_1000():
    # Rosso halves the damage it receives, rounded up to units of 1000: Ramuh's 5000 becomes
    # 2500, read as 3000. Rosso (5000) survives with 3000 damage.
    game = load({"hand": ["1-143C", "1-121C"]}, {"field": ["2-024R"]})
    rosso = find(game, "Rosso", "field1")
    game.apply(("cast", find(game, "Ramuh", "hand0")))
    game.apply(("target", rosso))
    game.apply(("discard", find(game, "Red Mage", "hand0")))
    resolve(game)
    assert game.objs[rosso].damage == 3000 and names(game, "field1") == ["Rosso"]


@pytest.mark.rules("fftcg:4.2")
def test_a_halved_9000_rounds_to_5000_and_breaks_a_5000_forward():
    game = load({"field": ["2-012R"]}, {"field": ["2-024R"]})
    game.apply(("use", find(game, "Tellah", "field0"), 0))
    game.apply(("target", find(game, "Rosso", "field1")))
    resolve(game)
    assert names(game, "break1") == ["Rosso"]


@pytest.mark.rules("fftcg:4.3")
def test_negative_power_is_kept_when_modified_and_read_as_zero_otherwise():
    # Knight (7000) loses 9000 then gains 3000: -2000 + 3000 = 1000, not 0 + 3000.
    game = load({"field": ["1-050C"]}, {"field": ["1-025C"]})
    knight = find(game, "Knight", "field0")
    game.effects.append(Effect(game.tick(), LAYER_POWER, "power", -9000, knight, (knight,), "end_of_turn", 1))
    game.cache.clear()
    assert chars(game, knight).power == -2000      # kept negative for further modification
    assert power(game, knight) == 0                # read as 0 by everything else
    assert game.view(1)["zones"]["field0"][0]["power"] == 0
    game.effects.append(Effect(game.tick(), LAYER_POWER, "power", 3000, knight, (knight,), "end_of_turn", 0))
    game.cache.clear()
    assert chars(game, knight).power == 1000 and power(game, knight) == 1000


@pytest.mark.rules("fftcg:4.3", "fftcg:12.4.4")
def test_a_forward_whose_power_becomes_negative_is_put_into_the_break_zone():
    # Black Mage: "choose 1 Forward opponent controls. It loses 4000 power": Vivi (2000) → -2000,
    # read as 0: the rule process puts her into the Break Zone; Squire (5000 → 1000) stays.
    game = load({"hand": ["2-108C", "1-143C"]}, {"field": ["3-149S", "1-025C"]})
    vivi, squire = find(game, "Vivi", "field1"), find(game, "Squire", "field1")
    play(game, "Black Mage", ("discard", find(game, "Ramuh", "hand0")))
    game.apply(("target", vivi))
    resolve(game)
    assert names(game, "field1") == ["Squire"] and names(game, "break1") == ["Vivi"]
    game = load({"hand": ["2-108C", "1-143C"]}, {"field": ["3-149S", "1-025C"]})
    squire = find(game, "Squire", "field1")
    play(game, "Black Mage", ("discard", find(game, "Ramuh", "hand0")))
    game.apply(("target", squire))
    resolve(game)
    assert power(game, squire) == 1000 and names(game, "field1") == ["Vivi", "Squire"]


@pytest.mark.rules("fftcg:11.12.4.6")
def test_case25_a_set_power_is_the_base_that_modifiers_add_to():
    # Enna Kros: "The Earth Forwards you control gain +1000 power." Bangaa Thief: "{e}: Until
    # the end of the turn, Bangaa Thief also becomes a Forward with 7000 power and Brave." The
    # +1000 is older, but the type-and-power setting applies first (layer 3), then +1000 (5).
    game = load({"hand": ["1-119C", "1-099C"], "field": ["1-095R", "4-088C", "1-119C"]})
    thief, monk = find(game, "Bangaa Thief", "field0"), find(game, "Monk", "field0")
    assert power(game, monk) == 7000 and power(game, thief) == 0
    game.apply(("use", thief, 0))
    game.apply(("discard", find(game, "Monk", "hand0")))
    resolve(game)
    assert power(game, thief) == 8000


@pytest.mark.rules("fftcg:4.4", "fftcg:12.4.4", "fftcg:5.2.6.1")
def test_undefined_power_counts_as_zero_but_backups_are_not_broken_by_it():
    game = load({"field": ["1-161C", "4-081C", "1-050C"], "hand": ["1-004C"]})
    for name in ("White Mage", "Goblin"):
        oid = find(game, name, "field0")
        assert RULES.cards[game.objs[oid].card.code].power == 0
        assert power(game, oid) == 0
    assert RULES.cards["1-004C"].power == 0                  # Summons have no power either
    # Rule processes ran before this priority: the Backup and the Monster are still there.
    assert names(game, "field0") == ["White Mage", "Goblin", "Knight"]
    assert kind(game) == "priority"
