"""Helpers for the server's tests: a client on a fresh database and a seat that plays by
WebSocket, keeping every message it was sent."""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="tcg serve's tests need the web extra: pip install -e '.[web]'")

from fastapi.testclient import TestClient  # noqa: E402

from tcg.web.app import create_app  # noqa: E402


def client(db: Any = ":memory:") -> TestClient:
    """A client whose connections share one event loop, as a server's do (use it in `with`)."""
    return TestClient(create_app(db))


def new_game(c: TestClient, game: str, seats: list[str], seed: int = 1, **body: Any) -> dict:
    r = c.post("/api/games", json={"game": game, "seats": seats, "seed": seed, **body})
    assert r.status_code == 200, r.text
    return r.json()


def live(c: TestClient, gid: str) -> Any:
    """The server's game (the tests look behind the API to check what it sent); one nobody
    watches is brought back from the store, as a connection would."""
    return c.app.state.server.live(gid)


def ws_url(gid: str, token: str | None = None, lang: str = "en") -> str:
    return f"/ws/{gid}?lang={lang}" + (f"&token={token}" if token else "")


def pick(msg: dict, rng: random.Random) -> dict | None:
    """A random answer to the decision in `msg`, if it is this seat's."""
    d = msg["table"]["decision"]
    if not d or "options" not in d:
        return None
    return {"type": "choose", "seq": msg["seq"], "index": rng.randrange(len(d["options"]))}


def mine(msg: dict) -> bool:
    """Is this seat to decide (or the game over) in `msg`?"""
    d = msg["table"]["decision"]
    return msg["table"]["result"] is not None or bool(d and "options" in d)


def play(ws: Any, msg: dict, rng: random.Random, n: int) -> dict:
    """Answer `n` of this seat's decisions at random, reading what comes in between (the
    other seat's moves, an AI's); stops early when the game is over."""
    for _ in range(n):
        if msg["table"]["result"] is not None:
            break
        ws.send_json(pick(msg, rng))
        msg = ws.receive_json()
        assert msg["type"] == "table", msg
        while not mine(msg):
            msg = ws.receive_json()
    return msg


def with_printed(node: Any, printed: dict) -> Any:
    """The table as the page draws it: each card's printed facts (sent once per connection, by
    code) put back under what the card says now (as play.js does)."""
    if isinstance(node, list):
        for v in node:
            with_printed(v, printed)
    elif isinstance(node, dict):
        if "id" in node and node.get("code") in printed:
            for k, v in printed[node["code"]].items():
                node.setdefault(k, v)
        for v in node.values():
            with_printed(v, printed)
    return node
