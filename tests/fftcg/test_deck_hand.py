"""FFTCG cards that reach into a hand or a deck, compiled from the cards' printed text
(pool/*.toml): "your opponent reveals his/her hand. Select 1 card from their hand. Your opponent
discards this card.", "your opponent may play 1 Character Card from his/her hand onto the field",
"search for 1 X and put it on top of your deck", "its cost is equal to or less than the number of
cards in your hand", a cost of the top cards of the deck, "return X to its owner's hand" as a cost."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, names, pass_, pass_until, play, power, setup, use

R = pytest.mark.rules

ZIDANE = "3-056H"       # wind Forward 3: enters: opponent reveals hand, you select 1 card, they discard it
LEON = "1-060H"         # ice Forward 3: enters: your opponent may play 1 Character Card from his/her hand
EPHEMERAL = "3-125C"    # water Forward 2: enters: you may search for 1 Water Summon of cost <= 4, put it on top
LEVIATHAN = "5-139C"    # water Summon 1: choose 1 Forward; if its cost <= cards in your hand, return it
DRAGON = "18-008H"      # fire Monster: put the top 2 cards of your deck into the BZ: becomes a 9000 Forward
ONION = "1-181H"        # light Forward, Haste: {1}{D}, return it to its owner's hand: you may play 1 Onion Knight
W_BACKUP, I_BACKUP, U_BACKUP = "1-068C", "1-040C", "1-159C"   # vanilla Backups: wind, ice, water
SYLPH = "1-074R"        # wind Summon
KNIGHT = "1-050C"       # ice Forward 3, 7000
SQUIRE = "1-025C"       # fire Forward 2, 5000
BLACK_BELT = "1-099C"   # earth Forward 4


@R("fftcg:11.11.5.1")
def test_zidane_selects_a_card_of_the_revealed_hand_and_the_opponent_discards_it():
    g = setup({"field": [W_BACKUP] * 3, "hand": [ZIDANE]}, {"hand": [KNIGHT, SQUIRE, SYLPH]})
    play(g, fid(g, "Zidane", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "select")
    hand1 = list(g.zones["hand1"])
    assert g.decision.player == 0 and set(g.decision.options) == {("select", o) for o in hand1}
    do(g, ("select", fid(g, "Squire", "hand1")))
    if g.decision.kind == "discard":                  # the opponent discards this card, no other
        assert g.decision.player == 1 and g.decision.options == (("discard", fid(g, "Squire", "hand1")),)
        do(g, g.decision.options[0])
    assert names(g, "break1") == ["Squire"] and sorted(names(g, "hand1")) == ["Knight", "Sylph"]


def test_leon_lets_the_opponent_play_a_character_from_their_hand():
    g = setup({"field": [I_BACKUP] * 3, "hand": [LEON]}, {"hand": [KNIGHT, SYLPH]})
    play(g, fid(g, "Leon", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "play_from_hand")
    kn = fid(g, "Knight", "hand1")
    # the opponent decides; the Summon is not a Character Card
    assert g.decision.player == 1 and set(g.decision.options) == {("no",), ("play", kn)}
    do(g, ("play", kn))
    assert names(g, "field1") == ["Knight"] and names(g, "hand1") == ["Sylph"]


def test_ephemeral_summoner_puts_the_searched_summon_on_top_of_the_deck():
    g = setup({"field": [U_BACKUP] * 2, "hand": [EPHEMERAL], "deck": [LEVIATHAN, f"5 {BLACK_BELT}"]}, {})
    play(g, fid(g, "Ephemeral Summoner", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "optional")
    do(g, ("yes",))                         # the only Water Summon of cost 4 or less is found
    assert names(g, "deck0")[-1] == "Leviathan" and len(g.zones["deck0"]) == 6    # the top card


@pytest.mark.parametrize(("hand", "returned"), [(2, False), (3, True)])
def test_leviathan_returns_a_forward_whose_cost_is_at_most_the_cards_in_hand(hand, returned):
    g = setup({"field": [U_BACKUP], "hand": [LEVIATHAN] + [BLACK_BELT] * hand}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")                          # cost 3
    cast(g, fid(g, "Leviathan", "hand0"), targets=[kn], pay=[("dull", g.zones["field0"][0])])
    pass_(g, 2)
    assert (names(g, "hand1") == ["Knight"]) is returned and (names(g, "field1") == ["Knight"]) is not returned


@R("fftcg:11.6.10")
def test_putting_the_top_two_cards_of_the_deck_into_the_break_zone_is_a_cost():
    g = setup({"field": [DRAGON], "deck": [f"3 {BLACK_BELT}", KNIGHT, SQUIRE]}, {})
    dr = fid(g, "Two-Headed Dragon", "field0")
    use(g, dr, 1)
    assert sorted(names(g, "break0")) == ["Knight", "Squire"] and len(g.zones["deck0"]) == 3   # paid at once
    pass_(g, 2)
    assert power(g, dr) == 9000


@R("fftcg:11.6.10")
def test_a_deck_too_small_cannot_pay_the_top_two_cards():
    g = setup({"field": [DRAGON], "deck": [KNIGHT]}, {})
    assert ("use", fid(g, "Two-Headed Dragon", "field0"), 1) not in g.decision.options


@R("fftcg:11.6.10")
def test_onion_knight_returns_to_hand_as_a_cost_then_plays_an_onion_knight():
    g = setup({"field": [ONION, U_BACKUP]}, {})
    ok = fid(g, "Onion Knight", "field0")
    use(g, ok, 0, pay=[("dull", fid(g, "Evoker", "field0"))])
    assert names(g, "hand0") == ["Onion Knight"] and names(g, "field0") == ["Evoker"]   # paid at once
    pass_(g, 2)
    back = fid(g, "Onion Knight", "hand0")
    assert g.decision.kind == "play_from_hand" and ("play", back) in g.decision.options
    do(g, ("play", back))
    assert names(g, "field0") == ["Evoker", "Onion Knight"]


ARITHMETICIAN = "5-038C"   # lightning Backup: {D}: select 1 number; dull all the Forwards of that cost (your turn)


@R("fftcg:11.11.5.1")
def test_arithmetician_dulls_every_forward_of_the_number_selected():
    g = setup({"field": [ARITHMETICIAN, SQUIRE, KNIGHT]}, {"field": [SQUIRE, KNIGHT]})
    use(g, fid(g, "Arithmetician", "field0"), 0)
    pass_(g, 2)
    assert g.decision.kind == "number" and g.decision.options == tuple(("number", k) for k in range(12))
    do(g, ("number", 2))                                       # Squire costs 2, Knight 3
    tapped = {g.objs[o].card.name for z in ("field0", "field1") for o in g.zones[z] if g.objs[o].tapped}
    assert tapped == {"Arithmetician", "Squire"}
    assert all(g.objs[o].tapped for z in ("field0", "field1") for o in g.zones[z] if g.objs[o].card.name == "Squire")


EIKO = "3-126H"         # water Backup: {u}{u}{D}, put Eiko into the BZ: choose 4 Summons in your BZ, add 1, remove the rest
ARTEMICION = "3-122C"   # water Backup 2: enters: place any number of cards from your hand at the bottom; draw as many
IFRIT, RAMUH = "1-004C", "1-143C"


@R("fftcg:11.11.5.1")
def test_eiko_adds_one_of_the_four_chosen_summons_and_removes_the_rest():
    g = setup({"field": [EIKO, U_BACKUP, U_BACKUP], "break": [IFRIT, RAMUH, SYLPH, LEVIATHAN, KNIGHT]}, {})
    summons = [o for o in g.zones["break0"] if g.objs[o].card.type == "summon"]
    use(g, fid(g, "Eiko", "field0"), 0, targets=summons, pay=[("dull", o) for o in g.zones["field0"][1:]])
    pass_(g, 2)
    assert g.decision.kind == "select" and set(g.decision.options) == {("select", o) for o in summons}
    do(g, ("select", fid(g, "Ramuh", "break0")))
    assert names(g, "hand0") == ["Ramuh"]
    assert sorted(names(g, "removed0")) == ["Ifrit", "Leviathan", "Sylph"]
    assert sorted(names(g, "break0")) == ["Eiko", "Knight"]        # not chosen: stays


def test_artemicion_places_cards_at_the_bottom_and_draws_as_many():
    g = setup({"field": [U_BACKUP, U_BACKUP], "hand": [ARTEMICION, SQUIRE, KNIGHT, SYLPH],
               "deck": [f"5 {BLACK_BELT}"]}, {})
    play(g, fid(g, "Artemicion", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "select")
    do(g, ("select", fid(g, "Squire", "hand0")), ("select", fid(g, "Knight", "hand0")), ("done",))
    if g.decision.kind == "bottom":
        do(g, ("bottom", fid(g, "Knight", "hand0")))
    assert names(g, "deck0")[:2] == ["Squire", "Knight"]           # at the bottom, in the order chosen
    assert sorted(names(g, "hand0")) == ["Black Belt", "Black Belt", "Sylph"]


EIKO_14 = "14-099C"     # water Backup 2: enters: you may search for 1 Summon and put it into the Break Zone


def test_eiko_searches_a_summon_and_puts_it_into_the_break_zone():
    g = setup({"field": [U_BACKUP, U_BACKUP], "hand": [EIKO_14], "deck": [IFRIT, f"4 {BLACK_BELT}"]}, {})
    play(g, fid(g, "Eiko", "hand0"), pay=[("dull", o) for o in g.zones["field0"]])
    pass_until(g, "optional")
    do(g, ("yes",))                                   # the only Summon of the deck is found
    assert names(g, "break0") == ["Ifrit"] and names(g, "deck0") == ["Black Belt"] * 4


FAMFRIT = "3-123R"      # water Summon: both players select 1 Forward they control and put it into the Break Zone


@R("fftcg:11.11.6")
def test_famfrit_each_player_selects_a_forward_of_their_own_turn_player_first():
    g = setup({"field": [U_BACKUP] * 3 + [KNIGHT, SQUIRE], "hand": [FAMFRIT]}, {"field": [KNIGHT, BLACK_BELT]})
    backups = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker"]
    cast(g, fid(g, "Famfrit, the Darkening Cloud", "hand0"), pay=[("dull", o) for o in backups])
    pass_(g, 2)
    mine = {o for o in g.zones["field0"] if g.objs[o].card.type == "forward"}
    assert g.decision.player == 0 and set(g.decision.options) == {("select", o) for o in mine}
    do(g, ("select", fid(g, "Squire", "field0")))
    theirs = set(g.zones["field1"])
    assert g.decision.player == 1 and set(g.decision.options) == {("select", o) for o in theirs}
    do(g, ("select", fid(g, "Black Belt", "field1")))
    assert sorted(names(g, "break0")) == ["Famfrit, the Darkening Cloud", "Squire"]
    assert names(g, "break1") == ["Black Belt"] and names(g, "field1") == ["Knight"]
