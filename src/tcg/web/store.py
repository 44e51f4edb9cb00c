"""Games served by `tcg serve`, kept in SQLite as a replay is: seed, decks, rule options and the
choices made so far (tcg.replay's format), plus who sits in each seat.

Replaying the choices re-creates a game exactly, so a server restarted on the same database
resumes every game where it stopped. Choices are appended as they are made, one row each, with
the state of each AI seat's random generator after them (so a resumed AI draws what it would
have drawn); a person's undo deletes the choices it takes back.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    seed INTEGER NOT NULL,
    decks TEXT NOT NULL,        -- JSON: [{"name", "cards": [codes]}], player 0 first
    options TEXT NOT NULL,      -- JSON: the rule options (tcg.replay's "options")
    seats TEXT NOT NULL,        -- JSON: per seat "human" or an agent name
    tokens TEXT NOT NULL,       -- JSON: per seat the SHA-256 of its secret token (null for an agent)
    created REAL NOT NULL,
    result TEXT                 -- JSON {"winner", "reason"} once over
);
CREATE TABLE IF NOT EXISTS choices (
    game_id TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    choice TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS agents (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    state TEXT NOT NULL,        -- JSON: the AI's random generator after the game's stored choices
    PRIMARY KEY (game_id, seat)
);
"""

_COLUMNS = "id, game, seed, decks, options, seats, tokens, created, result"   # in Record's order


@dataclass
class Record:
    """One stored game: what tcg.replay needs to re-create it, and its seats."""

    id: str
    game: str
    seed: int
    decks: list[dict]
    options: dict
    seats: list[str]
    tokens: list[str | None]
    created: float = 0.0
    result: dict | None = None
    choices: list = field(default_factory=list)
    agents: dict = field(default_factory=dict)     # seat -> its AI's random state after `choices`

    def replay_data(self) -> dict:
        """The record in tcg.replay's shape (without the final hash), for `replay.start`."""
        return {"game": self.game, "seed": self.seed, "decks": self.decks, "options": self.options,
                "choices": self.choices}


class Store:
    """A SQLite file of games (":memory:" for a throw-away store). Safe to share between the
    server's threads: one connection behind a lock, as sqlite3 wants."""

    def __init__(self, path: str | Path):
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        with self._lock:
            if path != ":memory:":
                # WAL: a reader never waits for the writer; NORMAL: a commit costs no fsync.
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def create(self, rec: Record) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO games (id, game, seed, decks, options, seats, tokens, created) VALUES (?,?,?,?,?,?,?,?)",
                (rec.id, rec.game, rec.seed, json.dumps(rec.decks), json.dumps(rec.options),
                 json.dumps(rec.seats), json.dumps(rec.tokens), rec.created or time.time()))

    def append(self, game_id: str, first: int, choices: list, result: dict | None = None,
               agents: dict | None = None, cut: bool = False) -> None:
        """Store `choices` as choices number `first`, `first + 1`, ... (and the result once over,
        and the AI seats' random states after them), in one transaction; `cut`: the choices
        stored from number `first` on are deleted first (a person's undo took them back)."""
        with self._lock:
            db = self._db
            db.execute("BEGIN")
            try:
                if cut:
                    db.execute("DELETE FROM choices WHERE game_id = ? AND n >= ?", (game_id, first))
                db.executemany("INSERT INTO choices (game_id, n, choice) VALUES (?,?,?)",
                               [(game_id, first + i, json.dumps(c)) for i, c in enumerate(choices)])
                db.executemany("INSERT OR REPLACE INTO agents (game_id, seat, state) VALUES (?,?,?)",
                               [(game_id, seat, json.dumps(st)) for seat, st in (agents or {}).items()])
                if result is not None:
                    db.execute("UPDATE games SET result = ? WHERE id = ?", (json.dumps(result), game_id))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def load(self, game_id: str) -> Record | None:
        rec = self.load_head(game_id)
        if rec is None:
            return None
        with self._lock:
            choices = [json.loads(c) for (c,) in self._db.execute(
                "SELECT choice FROM choices WHERE game_id = ? ORDER BY n", (game_id,))]
            agents = {seat: json.loads(st) for seat, st in self._db.execute(
                "SELECT seat, state FROM agents WHERE game_id = ?", (game_id,))}
        rec.choices, rec.agents = choices, agents
        return rec

    def load_head(self, game_id: str) -> Record | None:
        """A game without its choices (for a list)."""
        with self._lock:
            row = self._db.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else _record(row, [])

    def recent(self, limit: int = 50) -> list[Record]:
        """The latest games, newest first (without their choices)."""
        with self._lock:
            rows = self._db.execute(f"SELECT {_COLUMNS} FROM games ORDER BY created DESC LIMIT ?", (limit,)).fetchall()
        return [_record(r, []) for r in rows]


def _record(row: Any, choices: list) -> Record:
    gid, game, seed, decks, options, seats, tokens, created, result = row
    return Record(gid, game, seed, json.loads(decks), json.loads(options), json.loads(seats), json.loads(tokens),
                  created, None if result is None else json.loads(result), choices)
