"""Card files and decks: the loader's errors name file, line, card and field; bundled decks are
legal (50 cards, at most 4 of a name, 8 Climaxes)."""

from __future__ import annotations

import pytest

from tcg.engine.cards import CardFileError, DeckError, DeckList
from tcg.games.weiss import RULES
from tcg.games.weiss.cards import TRIGGERS, load_file


def test_at_least_80_distinct_cards_and_four_legal_decks():
    assert len(RULES.cards) >= 80
    names = RULES.deck_names()
    assert len(names) >= 4
    for n in names:
        d = RULES.load_deck(n)
        RULES.check_deck(d)
        assert len(d.codes()) == 50
        assert sum(1 for c in d.codes() if RULES.cards[c].type == "Climax") == 8


KEYWORDS = {"Encore", "Backup", "Brainstorm", "Bond", "Assist", "Experience", "Memory", "Alarm", "Change",
            "Shift", "Replay", "Resonance", "Accelerate", "CXCOMBO", "Great Performance"}


def test_bundled_decks_exercise_every_trigger_icon_and_keyword():
    icons, words = set(), set()
    for n in RULES.deck_names():
        for c in set(RULES.load_deck(n).codes()):
            card = RULES.cards[c]
            icons |= set(card.triggers)
            words |= {a.keyword for a in card.ability}
    assert icons == set(TRIGGERS)
    assert KEYWORDS <= words


def test_card_error_names_file_line_card_and_field(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text('[[card]]\ncode = "X-1"\nname = "X"\nside = "W"\ntype = "Character"\ncolor = "pink"\n')
    with pytest.raises(CardFileError, match=r"bad.toml:6: card X-1 \(X\), field color"):
        load_file(p)


def test_deck_with_nine_climaxes_is_refused():
    cx = list({c.name: c for c in RULES.cards.values() if c.type == "Climax"}.values())[:3]
    ch = list({c.name: c for c in RULES.cards.values() if c.type == "Character"}.values())[:11]
    entries = ((4, cx[0].code), (4, cx[1].code), (1, cx[2].code)) + tuple((4, c.code) for c in ch[:10]) \
        + ((1, ch[10].code),)
    with pytest.raises(DeckError, match="9 Climaxes"):
        RULES.check_deck(DeckList("t", "", entries))
