"""Parsed TOML tables kept on disk between processes, by the hash of their text.

Parsing a card's table of a pool file (tomllib, in pure Python) was half of what a new process
spent loading its decks' cards. The parsed tables are plain data, so they are kept in a per-user
cache file (`$TCG_CACHE_DIR`, else `$XDG_CACHE_HOME/tcg`, else `~/.cache/tcg`), keyed by a
hash of the exact text parsed: an edited table is a new key, so nothing is ever stale. The
file is marshal data, tagged with the Python version (marshal's format is per version) and this
module's format; a cache that cannot be read or written (a read-only home) is parsed around,
never an error. Entries not used by the process that writes the file are dropped once it holds
more than `LIMIT`, so tables edited away do not pile up.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import marshal
import os
import sys
import tomllib
from pathlib import Path

FORMAT = 1
LIMIT = 20_000


def cache_dir() -> Path:
    explicit = os.environ.get("TCG_CACHE_DIR")
    if explicit:
        return Path(explicit)
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tcg"


class TomlCache:
    """`loads(text)` as tomllib's, read from the cache file `name` when the text was parsed before
    (by any process). The tables returned are shared: callers must not change them."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._entries: dict[bytes, dict] | None = None
        self._used: set[bytes] = set()
        self._added = False

    def path(self) -> Path:
        v = sys.version_info
        return cache_dir() / f"{self.name}-py{v[0]}{v[1]}-f{FORMAT}.marshal"

    def loads(self, text: str) -> dict:
        entries = self._entries if self._entries is not None else self._load()
        key = hashlib.blake2b(text.encode(), digest_size=16).digest()
        self._used.add(key)
        table = entries.get(key)
        if table is None:
            table = entries[key] = tomllib.loads(text)
            if not self._added:
                self._added = True
                atexit.register(self.save)
        return table

    def _load(self) -> dict[bytes, dict]:
        try:
            data = marshal.loads(self.path().read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            data = None
        self._entries = data if isinstance(data, dict) else {}
        return self._entries

    def save(self) -> None:
        """Write the entries (atomically: readers see the old file or the new one) if this process
        parsed any; a table marshal cannot hold (a TOML date) is left out."""
        if not self._added or self._entries is None:
            return
        entries = self._entries
        if len(entries) > LIMIT:
            entries = {k: t for k, t in entries.items() if k in self._used}
        path = self.path()
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        try:
            data = marshal.dumps(entries)
        except ValueError:
            data = marshal.dumps({k: t for k, t in entries.items() if _marshallable(t)})
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(data)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()
            return
        self._added = False


def _marshallable(table: dict) -> bool:
    try:
        marshal.dumps(table)
    except ValueError:
        return False
    return True
