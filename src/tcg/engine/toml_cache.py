"""Parsed TOML tables kept on disk between processes, by the hash of their text.

Parsing a card's table of a pool file (tomllib, in pure Python) was half of what a new process
spent loading its decks' cards. The parsed tables are plain data, so they are kept in a per-user
cache file (`$TCG_CACHE_DIR`, else `$XDG_CACHE_HOME/tcg`, else `~/.cache/tcg`), keyed by a
hash of the exact text parsed: an edited table is a new key, so nothing is ever stale. The
file is marshal data, tagged with the Python version (marshal's format is per version) and this
module's format: a dict of each table's own marshal bytes, so that a process decodes only the
tables it reads (decoding the whole file, thousands of tables, cost a new process more than the
cards its decks load). A cache that cannot be read or written (a read-only home) is parsed around,
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

FORMAT = 2
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
        self._entries: dict[bytes, bytes] | None = None     # key -> the table's marshal bytes
        self._tables: dict[bytes, dict] = {}                 # the tables decoded by this process
        self._used: set[bytes] = set()
        self._added = False
        self._path: Path | None = None      # the file read, and written back at exit

    def path(self) -> Path:
        v = sys.version_info
        return cache_dir() / f"{self.name}-py{v[0]}{v[1]}-f{FORMAT}.marshal"

    def loads(self, text: str) -> dict:
        key = hashlib.blake2b(text.encode(), digest_size=16).digest()
        table = self._tables.get(key)
        if table is not None:
            return table
        entries = self._entries if self._entries is not None else self._load()
        self._used.add(key)
        data = entries.get(key)
        table = None
        if data is not None:
            try:
                table = marshal.loads(data)
            except (EOFError, ValueError, TypeError):
                table = None
        if type(table) is not dict:
            table = tomllib.loads(text)
            try:
                entries[key] = marshal.dumps(table)
            except ValueError:       # a table marshal cannot hold (a TOML date): parsed by each process
                pass
            else:
                if not self._added:
                    self._added = True
                    atexit.register(self.save)
        self._tables[key] = table
        return table

    def _load(self) -> dict[bytes, bytes]:
        self._path = self.path()
        try:
            data = marshal.loads(self._path.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            data = None
        self._entries = data if isinstance(data, dict) else {}
        return self._entries

    def save(self) -> None:
        """Write the entries (atomically: readers see the old file or the new one) if this process
        parsed any."""
        if not self._added or self._entries is None:
            return
        entries = self._entries
        if len(entries) > LIMIT:
            entries = {k: t for k, t in entries.items() if k in self._used}
        path = self._path or self.path()
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        data = marshal.dumps(entries)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(data)
            os.replace(tmp, path)
        except OSError:
            with contextlib.suppress(OSError):
                tmp.unlink()
            return
        self._added = False

