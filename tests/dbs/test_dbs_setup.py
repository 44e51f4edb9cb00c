"""Rules tests of dbscg chapter 5 (deck construction, the pre-game procedure, mulligan), each with
an exact outcome."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, opts

import tcg
from tcg.engine.cards import DeckError, parse_deck
from tcg.games.dbs.base import REG

R = EDITIONS["dbscg"]
GREEN = "1 BT1-056\n4 BT1-060\n4 BT1-062\n4 BT1-072\n4 BT1-075\n4 BT2-072\n4 BT2-077\n4 BT4-050\n4 BT4-064\n"\
        "4 BT7-061\n4 BT4-065\n4 BT5-056\n4 BT11-075\n2 BT12-065\n"      # 50 cards + the Leader


def _decks():
    return [R.load_deck("goku_green"), R.load_deck("frieza_yellow")]


@pytest.mark.rules("dbscg:5-1-1", "dbscg:5-1-2", "dbscg:5-1-3")
def test_dbs_leader_and_a_deck_of_50_to_60():
    R.check_deck(parse_deck(GREEN, "ok", R.cards))
    R.check_deck(parse_deck(GREEN + "4 BT1-019\n4 BT1-021\n2 BT1-013\n", "sixty", R.cards))
    with pytest.raises(DeckError, match="49 cards besides the Leader"):
        R.check_deck(parse_deck(GREEN.replace("2 BT12-065", "1 BT12-065"), "short", R.cards))
    with pytest.raises(DeckError, match="61 cards"):
        R.check_deck(parse_deck(GREEN + "4 BT1-019\n4 BT1-021\n3 BT1-013\n", "long", R.cards))
    with pytest.raises(DeckError, match="0 Leader cards"):
        R.check_deck(parse_deck(GREEN.replace("1 BT1-056\n", "") + "1 BT1-019\n", "no leader", R.cards))
    with pytest.raises(DeckError, match="2 Leader cards"):
        R.check_deck(parse_deck(GREEN + "1 BT1-084\n", "two leaders", R.cards))


@pytest.mark.rules("dbscg:5-1-3-1")
def test_dbs_at_most_four_of_a_card_number():
    with pytest.raises(DeckError, match="more than 4 cards numbered BT12-065"):
        R.check_deck(parse_deck(GREEN.replace("2 BT12-065", "5 BT12-065").replace("4 BT11-075", "1 BT11-075"),
                                "five", R.cards))


@pytest.mark.rules("dbscg:5-2-1-1")
def test_dbs_only_a_legal_deck_starts_a_game(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(GREEN.replace("2 BT12-065", "1 BT12-065"))
    with pytest.raises(DeckError, match="49 cards"):
        tcg.new_game("dbscg", decks=[str(bad), "goku_green"])
    g = tcg.new_game("dbscg", decks=["goku_green", "frieza_yellow"], seed=1)
    assert g.decision.kind == "mulligan"


@pytest.mark.rules("dbscg:5-2-1-2", "dbscg:5-2-1-3", "dbscg:5-2-1-4")
def test_dbs_setup_order_leaders_check_then_shuffle(monkeypatch):
    seen: list[str] = []
    for name in ("place_leaders", "check", "shuffle_decks", "pick_first", "draw_opening", "mulligans", "place_life"):
        fn = REG.steps[name]
        monkeypatch.setitem(REG.steps, name, lambda game, *a, _n=name, _f=fn: (seen.append(_n), _f(game, *a))[1])
    g = R.new_game(_decks(), seed=4)
    assert seen[:5] == ["place_leaders", "check", "shuffle_decks", "pick_first", "draw_opening"]
    for p in (0, 1):
        assert len(g.zones[f"leader{p}"]) == 1
        assert g.view(1 - p)["zones"][f"leader{p}"][0]["code"] in ("BT1-056", "BT1-084")   # face up
        assert isinstance(g.view(p)["zones"][f"deck{p}"], int)          # face down, even to its owner
    orders = set()
    for s in range(4):
        h = R.new_game(_decks(), seed=s)
        orders.add(tuple(h.objs[o].card.code for o in h.zones["deck0"]))
    assert len(orders) > 1                                              # the decks are shuffled


@pytest.mark.rules("dbscg:5-2-1-5", "dbscg:5-2-1-5-1", "dbscg:5-2-1-8")
def test_dbs_first_player_is_random_and_starts_active():
    firsts = set()
    for s in range(12):
        g = R.new_game(_decks(), seed=s)
        assert g.decision.kind == "mulligan"                      # nobody is asked who goes first
        firsts.add(g.vars["first"])
        while g.decision.kind == "mulligan":
            g.apply(("done",))
        assert g.vars["turn"] == 1 and g.vars["tp"] == g.vars["first"] and g.decision.player == g.vars["first"]
    assert firsts == {0, 1}


@pytest.mark.rules("dbscg:5-2-1-6", "dbscg:5-2-1-6-1")
def test_dbs_mulligan_once_first_player_first():
    g = R.new_game(_decks(), seed=8)
    f = g.vars["first"]
    assert g.decision.player == f and len(opts(g, "return")) == 6
    g.apply(("done",))                                               # keeps: no second chance
    assert g.decision.kind == "mulligan" and g.decision.player == 1 - f
    hand = list(g.zones[f"hand{1 - f}"])
    for _ in range(3):
        g.apply(opts(g, "return")[0])
    g.apply(("done",))
    assert g.decision.kind != "mulligan"
    new = g.zones[f"hand{1 - f}"]
    assert len(new) == 6 and set(hand[3:]) <= set(new)               # 3 kept, 3 drawn
    assert len(g.zones[f"deck{1 - f}"]) + len(g.zones[f"life{1 - f}"]) == 44


@pytest.mark.rules("dbscg:5-2-1-7")
def test_dbs_eight_life_after_the_mulligans():
    g = R.new_game(_decks(), seed=9)
    assert not g.zones["life0"] and not g.zones["life1"]
    while g.decision.kind == "mulligan":
        g.apply(("done",))
    assert len(g.zones["life0"]) == 8 and len(g.zones["life1"]) == 8
    assert len(g.zones["deck0"]) == len(g.zones["deck1"]) == 50 - 6 - 8
