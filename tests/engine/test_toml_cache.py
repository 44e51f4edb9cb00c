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
