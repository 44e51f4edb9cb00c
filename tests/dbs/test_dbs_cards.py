"""Card files and decks of both editions: the loader names file, line, card and field; the
bundled decks are legal."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS

from tcg.engine.cards import CardFileError, DeckError, parse_deck
from tcg.games.dbs.cards import load_file


def test_dbs_cards_load():
    cards = EDITIONS["dbscg"].cards
    goku = cards["BT1-056"]
    assert goku.type == "Leader" and goku.back.name == "Super Saiyan God Son Goku" and goku.back.power == 15000
    assert goku.awaken.life_le == 4 and "double_strike" in goku.keywords
    broly = cards["BT1-075"]
    assert (broly.cost, dict(broly.pips), broly.combo_cost, broly.combo_power) == (6, {"green": 2}, 1, 10000)
    assert cards["BT1-080"].skill[0].kind == "counter" and not cards["BT1-080"].can_combo


def test_dbs_card_error_names_file_line_card_field(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text('[[card]]\ncode = "X-1"\nname = "X"\ntype = "Battle"\ncolor = ["green"]\n'
                 'power = 1000\nkeywords = ["flying"]\n')
    with pytest.raises(CardFileError) as e:
        load_file(f)
    msg = str(e.value)
    assert "bad.toml:7" in msg and "card X-1" in msg and "keywords" in msg


@pytest.mark.rules("dbscg:5-1-2", "dbscg:5-1-3", "dbscg:5-1-3-1", "dbs-masters:6-1-2", "dbs-masters:6-1-3",
                   "dbs-masters:6-1-5-1")
@pytest.mark.parametrize("ed", sorted(EDITIONS))
def test_dbs_decks_legal_and_checked(ed):
    R = EDITIONS[ed]
    assert len(R.deck_names()) >= 2
    for n in R.deck_names():
        d = R.load_deck(n)
        assert 50 <= len(d.codes()) - 1 <= 60
    with pytest.raises(DeckError, match="Leader"):
        R.check_deck(parse_deck("4 BT7-061\n4 BT1-060\n", "x.txt", R.cards))
    five = parse_deck("1 BT1-056\n5 BT7-061\n45 BT1-060\n", "five.txt", R.cards)
    with pytest.raises(DeckError, match="five.txt:2: more than 4"):
        R.check_deck(five)
    small = parse_deck("1 BT1-056\n4 BT7-061\n", "small.txt", R.cards)
    with pytest.raises(DeckError, match="4 cards besides the Leader"):
        R.check_deck(small)
