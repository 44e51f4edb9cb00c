"""Deck files: our text format, Forge `.dck` and MTGO `.dek` import, legality (100.2), the
bundled decks, and the command line."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tcg.cli import app
from tcg.engine.cards import DeckError
from tcg.games.mtg2004 import RULES

rules = pytest.mark.rules
runner = CliRunner()

FORGE = """[metadata]
Name=Forge Red Green
[Main]
4 Shock|8ED
4 Grizzly Bears|8ED|1
4 Bonesplitter|MRD
24 Mountain|8ED
24 Forest|8ED
[Sideboard]
2 Naturalize|8ED
"""

MTGO = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="20001" Quantity="4" Sideboard="false" Name="Serra Angel" />
  <Cards CatID="20002" Quantity="4" Sideboard="false" Name="Raise the Alarm" />
  <Cards CatID="20003" Quantity="52" Sideboard="false" Name="Plains" />
  <Cards CatID="20004" Quantity="3" Sideboard="true" Name="Wrath of God" />
</Deck>
"""


def _refused(f, text: str, error: str) -> None:
    """The deck file `f` holding `text` is refused with an error matching `error`."""
    f.write_text(text)
    with pytest.raises(DeckError, match=error):
        RULES.load_deck(str(f))


@rules("mtg2004:100.2")
def test_forge_dck_import(tmp_path):
    f = tmp_path / "rg.dck"
    f.write_text(FORGE)
    d = RULES.load_deck(str(f))
    assert d.name == "Forge Red Green" and len(d.codes()) == 60
    assert RULES.cards[d.entries[1][1]].name == "Grizzly Bears"
    _refused(f, FORGE.replace("2 Naturalize|8ED", "1 Shock|8ED"),
             r"rg.dck:10: more than four copies of Shock \(100.2\)")
    _refused(f, FORGE.replace("4 Bonesplitter|MRD", "4 Black Lotus|LEA"),
             r"rg.dck:6: unknown card 'Black Lotus'")
    _refused(f, FORGE.replace("[Main]\n", ""),
             r"rg.dck:3: card line outside \[Main\] or \[Sideboard\]")


@rules("mtg2004:100.2")
def test_mtgo_dek_import(tmp_path):
    f = tmp_path / "white.dek"
    f.write_text(MTGO)
    d = RULES.load_deck(str(f))
    assert len(d.codes()) == 60 and d.name == "white"
    _refused(f, MTGO.replace('Quantity="3" Sideboard="true"', 'Quantity="1" Sideboard="true" '
                             ).replace('"Wrath of God"', '"Serra Angel"'),
             r"white.dek:8: more than four copies of Serra Angel")
    _refused(f, MTGO.replace("Raise the Alarm", "Ancestral Recall"),
             r"white.dek:6: unknown card 'Ancestral Recall'")
    _refused(f, MTGO.replace('Quantity="52"', 'Quantity="40"'),
             r"white.dek: 48 cards; a constructed deck has at least 60 \(100.2\)")
    _refused(f, MTGO.replace("</Deck>", ""),
             r"white.dek:\d+: not a well-formed MTGO .dek file")


def test_tokens_are_not_cards_a_deck_can_hold(tmp_path):
    _refused(tmp_path / "t.txt", "4 Soldier\n56 Plains\n", "t.txt:1: unknown card 'Soldier'")


def test_every_bundled_deck_is_legal_and_there_are_six():
    names = RULES.deck_names()
    assert len(names) >= 6
    for n in names:
        assert len(RULES.load_deck(n).codes()) >= 60


def test_command_line_reads_dck_and_dek(tmp_path):
    f = tmp_path / "rg.dck"
    f.write_text(FORGE)
    r = runner.invoke(app, ["decks", "show", "mtg2004", str(f)])
    assert r.exit_code == 0 and "Forge Red Green" in r.output and "Bonesplitter" in r.output
    d = tmp_path / "white.dek"
    d.write_text(MTGO)
    r = runner.invoke(app, ["play", "mtg2004", "--deck", str(d), "--seed", "2"], input="1\n" * 40 + "q\n")
    assert r.exit_code == 0, r.output
    bad = tmp_path / "bad.dek"
    bad.write_text(MTGO.replace("Raise the Alarm", "Ancestral Recall"))
    r = runner.invoke(app, ["decks", "show", "mtg2004", str(bad)])
    assert r.exit_code != 0 and "unknown card 'Ancestral Recall'" in r.output
