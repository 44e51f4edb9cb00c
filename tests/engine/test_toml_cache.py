"""engine/toml_cache.py: parsed tables kept on disk between processes, never stale."""

from __future__ import annotations

import tomllib

from tcg.engine import toml_cache
from tcg.engine.toml_cache import TomlCache

TEXT = '[[card]]\ncode = "1-001H"\nname = "Auron"\ncost = 5\nelements = ["fire"]\n'


def test_a_table_parsed_by_one_process_is_read_back_by_the_next(tmp_path, monkeypatch):
    monkeypatch.setenv("TCG_CACHE_DIR", str(tmp_path))
    expected = tomllib.loads(TEXT)
    first = TomlCache("t")
    assert first.loads(TEXT) == expected
    first.save()
    assert first.path().exists()

    def refuse(text: str) -> dict:
        raise AssertionError("parsed again")

    monkeypatch.setattr(toml_cache.tomllib, "loads", refuse)
    assert TomlCache("t").loads(TEXT) == expected


def test_an_edited_table_is_parsed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("TCG_CACHE_DIR", str(tmp_path))
    first = TomlCache("t")
    first.loads(TEXT)
    first.save()
    edited = TEXT.replace("cost = 5", "cost = 4")
    assert TomlCache("t").loads(edited)["card"][0]["cost"] == 4


def test_a_damaged_or_unwritable_cache_is_parsed_around(tmp_path, monkeypatch):
    monkeypatch.setenv("TCG_CACHE_DIR", str(tmp_path))
    TomlCache("t").path().write_bytes(b"\x00not marshal")
    damaged = TomlCache("t")
    assert damaged.loads(TEXT)["card"][0]["name"] == "Auron"
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("TCG_CACHE_DIR", str(tmp_path / "file" / "below"))   # no directory can be made
    unwritable = TomlCache("t")
    assert unwritable.loads(TEXT)["card"][0]["name"] == "Auron"
    unwritable.save()
    assert not (tmp_path / "file" / "below").exists()


def test_a_games_card_files_read_through_the_cache_give_the_same_cards(tmp_path, monkeypatch):
    """engine/cards.read_card_folder(cache=...): dbs's bundled card files load the same models
    parsed, parsed into the cache, or read back from it by the next process (no parsing)."""
    from pathlib import Path

    from tcg.engine import cards
    from tcg.games.dbs.cards import CardDef

    monkeypatch.setenv("TCG_CACHE_DIR", str(tmp_path))
    folder = Path(cards.__file__).parents[1] / "games" / "dbs" / "cards"
    parsed = cards.read_card_folder(folder, CardDef, ("skill",))
    first = cards.read_card_folder(folder, CardDef, ("skill",), cache="dbs-test")
    cards._cache("dbs-test").save()
    cards._cache.cache_clear()

    def refuse(text: str) -> dict:
        raise AssertionError("parsed again")

    monkeypatch.setattr(toml_cache.tomllib, "loads", refuse)
    again = cards.read_card_folder(folder, CardDef, ("skill",), cache="dbs-test")
    assert parsed == first == again
    cards._cache.cache_clear()
