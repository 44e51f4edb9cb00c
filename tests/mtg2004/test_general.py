"""MTG 2004 rules tests for chapter 1, the game (100-104): players and decks, starting the game,
winning and losing, the golden rules, numbers and symbols."""

from __future__ import annotations

import pytest

from tcg.engine.cards import DeckError, DeckList
from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.decks import parse_deck

from .kit import DONE, PASS, do, names, oid, pass_, pay_all, play, pt, setup

rules = pytest.mark.rules


def _decks():
    return [RULES.load_deck("green-white"), RULES.load_deck("red-black")]


def _deck(text: str) -> DeckList:
    return parse_deck(text, "t.txt", RULES.cards)[0]


# ------------------------------------------------------------------------------ 100 general
@rules("mtg2004:100.1")
def test_the_rules_are_for_two_players():
    with pytest.raises(ValueError, match=r"two-player game \(100.1\)"):
        RULES.new_game(_decks() + [RULES.load_deck("green-white")], seed=1)
    g = RULES.new_game(_decks(), seed=1)
    assert len(g.pvars) == 2


@rules("mtg2004:100.3")
def test_sealed_and_draft_decks_need_forty_cards_and_any_number_of_copies():
    deck = _deck("10 Shock\n10 Grizzly Bears\n20 Forest\n")
    with pytest.raises(DeckError, match=r"40 cards; a constructed deck has at least 60"):
        RULES.check_deck(deck)
    RULES.check_deck(deck, RULES.Options(limited=True))          # 40 cards, ten Shocks: legal
    with pytest.raises(DeckError, match=r"39 cards; a sealed or draft deck has at least 40 \(100.3\)"):
        RULES.check_deck(_deck("10 Shock\n29 Forest\n"), RULES.Options(limited=True))


@rules("mtg2004:100.4", "mtg2004:217.2a")
def test_no_maximum_deck_size_and_the_deck_becomes_the_library():
    big = _deck("4 Shock\n4 Grizzly Bears\n150 Forest\n92 Mountain\n")
    RULES.check_deck(big)
    g = RULES.new_game([big, RULES.load_deck("red-black")], seed=3)
    do(g, ("play",))
    assert len(g.zones["library0"]) + len(g.zones["hand0"]) == 250
    assert {g.objs[o].owner for o in g.zones["library0"]} == {0}


# --------------------------------------------------------------------- 101 starting the game
@rules("mtg2004:101.1")
def test_each_deck_is_shuffled_at_the_start():
    deck = _deck("4 Shock\n4 Grizzly Bears\n4 Giant Growth\n24 Forest\n24 Mountain\n")
    orders = set()
    for seed in (1, 2, 3):
        g = RULES.new_game([deck, deck], seed=seed)
        order = tuple(g.objs[o].card.name for o in g.zones["library0"])
        assert sorted(order) == sorted(RULES.cards[c].name for c in deck.codes())
        orders.add(order)
    printed = tuple(RULES.cards[c].name for c in deck.codes())
    assert len(orders) == 3 and printed not in orders


@rules("mtg2004:101.2")
def test_the_chosen_player_decides_who_plays_first():
    g = RULES.new_game(_decks(), seed=5)
    assert g.decision.kind == "play_or_draw" and set(g.decision.options) == {("play",), ("draw",)}
    chooser = g.decision.player
    do(g, ("draw",))                    # drawing first: the other player plays first
    assert g.vars["first"] == 1 - chooser
    do(g, ("keep",))
    do(g, ("keep",))
    assert g.vars["tp"] == 1 - chooser and g.vars["turn"] == 1


# ------------------------------------------------------------------------ 102 winning, losing
@rules("mtg2004:102.1", "mtg2004:102.3")
def test_the_game_ends_at_once_when_a_player_loses():
    g = setup({"hand": ["Lava Axe", "Shock"], "field": ["Mountain"] * 6}, {"life": 5}, phase="main1")
    play(g, "Lava Axe", ("p", 1))
    pass_(g, 2)
    assert g.over and g.result.winner == 0 and "420.5a" in g.result.reason
    assert g.decision is None and names(g, "hand0") == ["Shock"]     # nothing more happens
    assert g.pvars[0]["pool"] == (0,) * 6                             # not even the end of the phase


@rules("mtg2004:102.2")
def test_drawing_more_cards_than_the_library_holds_loses():
    g = setup({"hand": ["Ambition's Cost"], "field": ["Swamp"] * 4, "deck": ["Grizzly Bears"]}, phase="main1")
    play(g, "Ambition's Cost")
    pass_(g, 2)
    assert names(g, "hand0") == ["Grizzly Bears"]                     # drew the remaining card
    assert g.over and g.result.winner == 1 and "420.5g" in g.result.reason


@rules("mtg2004:102.6")
def test_a_game_that_cannot_end_is_a_draw_at_the_turn_limit():
    g = setup({"field": ["Wall of Spears"]}, {"field": ["Wall of Spears"]}, phase="main2",
              turn=5, options={"turn_limit": 5})
    while not g.over:
        g.apply(PASS if PASS in g.decision.options else 0)
    assert g.result.winner is None and "turn limit 5" in g.result.reason


@rules("mtg2004:102.7", "mtg2004:103.1")
def test_a_player_may_concede_at_any_time_even_while_paying():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Mountain", "Mountain"]}, phase="main1")
    do(g, ("play", oid(g, "Volcanic Hammer", "hand0")))
    do(g, ("target", ("p", 1)))
    assert g.decision.kind == "pay"                 # in the middle of playing a spell
    g.concede(0)
    assert g.over and g.result.winner == 1 and "102.7" in g.result.reason and g.decision is None


@rules("mtg2004:102.8")
def test_ten_poison_counters_lose():
    g = setup({}, {"vars": {"poison": 9}}, phase="main1")
    assert not g.over
    g = setup({}, {"vars": {"poison": 10}}, phase="main1")
    assert g.over and g.result.winner == 0 and "poison" in g.result.reason


# --------------------------------------------------------------------------- 103 golden rules
@rules("mtg2004:103.1", "mtg2004:308.2c")
def test_card_text_beats_the_rules_attacking_without_tapping():
    g = setup({"field": ["Serra Angel", "Grizzly Bears"]}, phase="declare_attackers")
    angel, bears = oid(g, "Serra Angel"), oid(g, "Grizzly Bears")
    do(g, ("attack", angel))
    do(g, ("attack", bears))
    if g.decision.kind == "attack":
        do(g, DONE)
    assert not g.objs[angel].tapped and g.objs[bears].tapped       # the rule taps, the Angel's text doesn't


@rules("mtg2004:103.2")
def test_cant_beats_must_all_creatures_block_but_this_one_cant():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}]},
              {"field": ["Grand Melee", "Hulking Cyclops", "Spineless Thug"]}, phase="declare_blockers")
    assert g.decision is None or g.decision.kind != "block"
    assert g.vars["blocks"] == ()


@rules("mtg2004:103.3")
def test_an_impossible_instruction_is_ignored():
    g = setup({"hand": ["Mind Rot"], "field": ["Swamp"] * 3}, {"hand": ["Shock"]}, phase="main1")
    play(g, "Mind Rot", ("p", 1))
    pass_(g, 2)
    do(g, ("discard", oid(g, "Shock", "hand1")))
    # "discards two cards" with one card in hand: one is discarded, the second is impossible.
    assert names(g, "graveyard1") == ["Shock"] and names(g, "hand1") == []
    assert names(g, "graveyard0") == ["Mind Rot"] and g.decision.player == 0


@rules("mtg2004:103.4")
def test_simultaneous_triggers_active_player_first_so_the_other_resolves_first():
    g = setup({"hand": ["Wrath of God"], "field": ["Plains"] * 4 + ["Symbiotic Elf"]},
              {"field": ["Symbiotic Elf"]}, phase="main1")
    play(g, "Wrath of God")
    pass_(g, 2)
    assert [it.controller for it in g.stack] == [0, 1]   # the non-active player's is on top
    pass_(g, 2)
    tokens = [o for o in g.zones["play"] if g.objs[o].card.token]
    assert [g.objs[o].controller for o in tokens] == [1, 1]   # player 1's Insects came first
    pass_(g, 2)
    assert sorted(g.objs[o].controller for o in g.zones["play"] if g.objs[o].card.token) == [0, 0, 1, 1]


# --------------------------------------------------------------------- 104 numbers, symbols
@rules("mtg2004:104.2", "mtg2004:310.2a")
def test_negative_power_deals_no_damage_but_counts_when_adding():
    g = setup({"field": [{"card": "Horned Turtle", "attacking": True, "counters": {"-1/-1": 3}}]}, {},
              phase="declare_blockers")
    turtle = oid(g, "Horned Turtle")
    assert pt(g, turtle) == (-2, 1)
    while g.vars["step"] != "end_combat":
        do(g, PASS)
    assert g.pvars[1]["life"] == 20
    g = setup({"hand": ["Giant Growth"], "field": ["Forest", {"card": "Horned Turtle", "counters": {"-1/-1": 3}}]},
              phase="main1")
    turtle = oid(g, "Horned Turtle")
    play(g, "Giant Growth", ("o", turtle))
    pass_(g, 2)
    assert pt(g, turtle) == (1, 4)                    # -2 + 3, not 0 + 3


@rules("mtg2004:104.3a", "mtg2004:203.1")
def test_coloured_mana_symbols_need_mana_of_their_colour():
    g = setup({"hand": ["Grizzly Bears", "Shock"], "field": ["Mountain", "Mountain"]}, phase="main1")
    assert ("play", oid(g, "Grizzly Bears", "hand0")) not in g.decision.options   # {G}: no green
    assert ("play", oid(g, "Shock", "hand0")) in g.decision.options
    assert RULES.cards[RULES.card_code("Serra Angel")].colored == (2, 0, 0, 0, 0)  # {W}{W} white mana


@rules("mtg2004:104.3b")
def test_generic_mana_is_paid_with_mana_of_any_colour():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Forest", "Mountain"]}, phase="main1")
    play(g, "Grizzly Bears")
    assert g.stack and g.stack[-1].controller == 0
    assert all(g.objs[o].tapped for o in g.zones["play"])            # {1} paid with red mana


@rules("mtg2004:104.3c")
def test_the_controller_chooses_x():
    g = setup({"hand": ["Blaze"], "field": ["Mountain"] * 4}, phase="main1")
    do(g, ("play", oid(g, "Blaze", "hand0")))
    assert g.decision.player == 0 and {o for o in g.decision.options if o[0] == "x"} == {("x", n) for n in range(4)}
    do(g, ("x", 2))
    do(g, ("target", ("p", 1)))
    pay_all(g)
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and sum(g.objs[o].tapped for o in g.zones["play"]) == 3


@rules("mtg2004:104.3e")
def test_a_zero_cost_spell_is_played_normally():
    g = setup({"hand": ["Ornithopter"]}, phase="main1")
    orni = oid(g, "Ornithopter", "hand0")
    assert ("play", orni) in g.decision.options and names(g, "play") == []
    do(g, ("play", orni))
    pay_all(g)
    assert [g.objs[it.id].card.name for it in g.stack] == ["Ornithopter"]   # on the stack, not in play
    pass_(g, 2)
    assert names(g, "play") == ["Ornithopter"]


@rules("mtg2004:104.4", "mtg2004:212.3d")
def test_tap_abilities_need_a_creature_controlled_since_the_turn_began():
    g = setup({"field": [{"card": "Royal Assassin", "new": True}, "Samite Healer"]},
              {"field": [{"card": "Grizzly Bears", "dull": True}]}, phase="main1")
    acts = {o[1] for o in g.decision.options if o[0] == "activate"}
    assert oid(g, "Royal Assassin") not in acts and oid(g, "Samite Healer") in acts
    g = setup({"field": ["Royal Assassin"]}, {"field": [{"card": "Grizzly Bears", "dull": True}]}, phase="main1")
    assassin = oid(g, "Royal Assassin")
    do(g, ("activate", assassin, 0))
    if g.decision.kind == "target":
        do(g, ("target", ("o", oid(g, "Grizzly Bears"))))
    pay_all(g)
    assert g.objs[assassin].tapped
    assert not any(o[0] == "activate" and o[1] == assassin for o in g.decision.options)  # tapped: not again
