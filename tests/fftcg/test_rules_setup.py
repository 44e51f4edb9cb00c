"""FFTCG rules 8: deck construction and the setup of a game (shuffle, who goes first, the first
five cards, the mulligan, the first player's single draw)."""

from __future__ import annotations

import pytest
from general_support import deck_of, kind, options

import tcg
from tcg.engine.cards import DeckError
from tcg.games.fftcg.ruleset import RULES


def codes(game, zone):
    return [game.objs[o].card.code for o in game.zones[zone]]


# ---------------------------------------------------------------------- 8.1 construction
@pytest.mark.rules("fftcg:8.1.1.1")
def test_a_constructed_deck_has_exactly_50_cards():
    for name in RULES.deck_names():
        assert len(RULES.load_deck(name).codes()) == 50
    RULES.check_deck(deck_of())
    for size in (49, 51):
        deck = deck_of()
        entries = list(deck.entries)
        entries[-1] = (entries[-1][0] + size - 50, entries[-1][1])
        with pytest.raises(DeckError, match=f"{size} cards; a deck has exactly 50"):
            RULES.check_deck(type(deck)("bad", "", tuple(entries)))


@pytest.mark.rules("fftcg:8.1.1.2")
def test_at_most_three_copies_of_a_card_number():
    RULES.check_deck(deck_of((3, "1-004C")))
    with pytest.raises(DeckError, match=r"more than 3 copies of 1-004C Ifrit \(8.1.1.2\)"):
        RULES.check_deck(deck_of((4, "1-004C")))


@pytest.mark.rules("fftcg:8.1.1")
def test_each_player_plays_their_own_deck():
    a, b = RULES.load_deck("fire-ice"), RULES.load_deck("wind-earth")
    game = tcg.new_game("fftcg", decks=[a, b], seed=4)
    for p, deck in enumerate((a, b)):
        assert sorted(codes(game, f"deck{p}")) == sorted(deck.codes())
        assert all(game.objs[o].owner == p for o in game.zones[f"deck{p}"])


# ----------------------------------------------------------------------- 8.2 setting up
@pytest.mark.rules("fftcg:8.2.1.1")
def test_each_deck_is_shuffled_at_the_start():
    deck = RULES.load_deck("fire-ice")
    orders = [codes(tcg.new_game("fftcg", decks=[deck, deck], seed=s), "deck0") for s in (1, 2)]
    assert orders[0] != deck.codes() and orders[1] != deck.codes() and orders[0] != orders[1]
    assert sorted(orders[0]) == sorted(deck.codes())
    assert codes(tcg.new_game("fftcg", decks=[deck, deck], seed=1), "deck0") == orders[0]   # seeded
    game = tcg.new_game("fftcg", decks=[deck, deck], seed=1)
    assert codes(game, "deck0") != codes(game, "deck1")       # each deck shuffled on its own


@pytest.mark.rules("fftcg:8.2.1.2")
def test_a_random_player_chooses_to_go_first_or_second():
    choosers = set()
    for seed in range(12):
        game = tcg.new_game("fftcg", seed=seed)
        assert kind(game) == "go_first" and options(game) == (("first",), ("second",))
        choosers.add(game.decision.player)
    assert choosers == {0, 1}
    for choice in ("first", "second"):
        game = tcg.new_game("fftcg", seed=0)
        chooser = game.decision.player
        game.apply((choice,))
        first = chooser if choice == "first" else 1 - chooser
        assert game.vars["first"] == first and game.vars["tp"] == first


@pytest.mark.rules("fftcg:8.2.1.3")
def test_each_player_draws_five_cards_from_the_top():
    game = tcg.new_game("fftcg", seed=6)
    tops = [codes(game, f"deck{p}")[-5:] for p in (0, 1)]
    rest = [codes(game, f"deck{p}")[:-5] for p in (0, 1)]
    game.apply(("first",))
    for p in (0, 1):
        assert len(game.zones[f"hand{p}"]) == 5
        assert sorted(codes(game, f"hand{p}")) == sorted(tops[p]) and codes(game, f"deck{p}") == rest[p]


def _after_go_first(seed=0, first=0):
    game = tcg.new_game("fftcg", seed=seed)
    game.auto_forced = False
    chooser = game.decision.player
    game.apply(("first",) if chooser == first else ("second",))
    assert game.vars["first"] == first
    return game


@pytest.mark.rules("fftcg:8.2.1.4")
def test_mulligan_puts_the_five_cards_on_the_bottom_in_the_chosen_order_and_draws_five():
    game = _after_go_first(seed=0, first=0)
    assert kind(game) == "mulligan" and game.decision.player == 0       # the first player decides first
    hand = list(game.zones["hand0"])
    hand_codes = [game.objs[o].card.code for o in hand]
    next_five = codes(game, "deck0")[-5:]
    game.apply(("mulligan",))
    order = [hand[i] for i in (3, 0, 4, 1, 2)]
    for o in order:
        assert kind(game) == "mulligan_order" and game.decision.player == 0
        game.apply(("bottom", o))
    # Each card goes beneath the ones already put there: the last chosen is the bottom card.
    assert codes(game, "deck0")[:5] == [hand_codes[i] for i in (2, 1, 4, 0, 3)]
    assert sorted(codes(game, "hand0")) == sorted(next_five) and len(game.zones["deck0"]) == 45
    # Only once: now the second player decides.
    assert kind(game) == "mulligan" and game.decision.player == 1
    game.apply(("keep",))
    assert game.vars["turn"] == 1 and kind(game) not in ("mulligan", "mulligan_order")


@pytest.mark.rules("fftcg:8.2.1.4")
def test_the_second_player_may_mulligan_after_the_first_keeps():
    game = _after_go_first(seed=3, first=1)
    assert kind(game) == "mulligan" and game.decision.player == 1
    game.apply(("keep",))
    assert kind(game) == "mulligan" and game.decision.player == 0
    before = codes(game, "hand0")
    game.apply(("mulligan",))
    while kind(game) == "mulligan_order":
        game.apply(options(game)[0])
    assert sorted(codes(game, "deck0")[:5]) == sorted(before) and len(game.zones["hand0"]) == 5


@pytest.mark.rules("fftcg:8.2.1.5", "fftcg:9.2.1.3")
def test_the_first_player_starts_and_draws_only_one_card_on_the_first_turn():
    game = _after_go_first(seed=0, first=1)
    game.apply(("keep",))
    game.apply(("keep",))
    assert game.vars["turn"] == 1 and game.vars["tp"] == 1 and game.vars["phase"] == "main1"
    assert len(game.zones["hand1"]) == 6 and len(game.zones["deck1"]) == 44
    assert len(game.zones["hand0"]) == 5
    assert game.decision.player == 1 and kind(game) == "priority"


@pytest.mark.rules("fftcg:8.2", "fftcg:8.2.1")
def test_setup_runs_shuffle_choice_five_cards_mulligans_then_the_first_turn_in_order():
    deck = RULES.load_deck("fire-ice")
    game = tcg.new_game("fftcg", decks=[deck, deck], seed=2)
    game.auto_forced = False
    # 8.2.1.1 and 8.2.1.2: the decks are shuffled and nobody holds a card when the choice is made
    assert codes(game, "deck0") != deck.codes() and kind(game) == "go_first"
    assert game.zones["hand0"] == game.zones["hand1"] == []
    chooser = game.decision.player
    game.apply(("first",))
    # 8.2.1.3 then 8.2.1.4: five cards each, then the first player's mulligan, then the second's
    assert [len(game.zones[f"hand{p}"]) for p in (0, 1)] == [5, 5]
    assert (kind(game), game.decision.player) == ("mulligan", chooser)
    game.apply(("keep",))
    assert (kind(game), game.decision.player) == ("mulligan", 1 - chooser)
    game.apply(("keep",))
    # 8.2.1.5: the game begins with the first player's turn, who drew one card
    assert (game.vars["turn"], game.vars["tp"], game.vars["phase"]) == (1, chooser, "main1")
    assert len(game.zones[f"hand{chooser}"]) == 6 and len(game.zones[f"hand{1 - chooser}"]) == 5
