"""The lobby: which games and decks there are, and a new game from a request.

A deck is a bundled deck's name or an uploaded deck file's text; a deck is never read from a
path the request names (the server's files are not the client's to choose).
"""

from __future__ import annotations

import random
import re
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from .. import games
from ..engine.cards import CardFileError, DeckError
from .seats import AGENTS, HUMAN, check_seats, digest, new_token
from .store import Record

DECK_SUFFIXES = (".txt", ".dck", ".dek")   # the deck files a game reads (.dck, .dek: mtg2004)
MAX_DECK_BYTES = 200_000


class LobbyError(ValueError):
    """A request the lobby refuses: the reason is shown to the player."""


def catalog() -> dict:
    """Every game with its bundled decks, and the players a seat may have."""
    out = []
    for gid in games.GAMES:
        rules = games.get(gid)
        out.append({"id": gid, "title": rules.title, "decks": rules.deck_names()})
    return {"games": out, "players": [HUMAN, *AGENTS]}


def _deck(rules: Any, spec: Any) -> dict:
    """A deck of the request as tcg.replay stores it: {"name", "cards": [codes]}."""
    if isinstance(spec, str):
        spec = {"name": spec}
    if not isinstance(spec, dict):
        raise LobbyError(f"a deck is a bundled deck's name or {{'text', 'filename'}}, not {spec!r}")
    try:
        if "text" in spec:
            deck = _uploaded(rules, str(spec["text"]), str(spec.get("filename") or "deck.txt"))
        else:
            name = spec.get("name")
            if name not in rules.deck_names():
                raise LobbyError(f"no bundled {rules.id} deck {name!r}: they are {', '.join(rules.deck_names())}")
            deck = rules.load_deck(name)
    except (DeckError, CardFileError) as e:
        raise LobbyError(str(e)) from None
    return {"name": deck.name, "cards": deck.codes()}


def _uploaded(rules: Any, text: str, filename: str) -> Any:
    if len(text.encode()) > MAX_DECK_BYTES:
        raise LobbyError(f"the deck file is larger than {MAX_DECK_BYTES // 1000} kB")
    suffix = Path(filename).suffix.lower()
    if suffix not in DECK_SUFFIXES:
        suffix = ".txt"
    stem = re.sub(r"[^\w.-]+", "-", Path(filename).stem)[:60] or "deck"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{stem}{suffix}"
        path.write_text(text, encoding="utf-8")
        try:
            return rules.read_deck(path)
        except (DeckError, CardFileError) as e:
            # The message names the file: the player's, not the server's temporary folder.
            raise LobbyError(str(e).replace(str(path), filename)) from None


def new_game(body: dict) -> tuple[Record, list[str | None]]:
    """A new game's record from a lobby request, and each seat's token (None for an AI):
    {"game", "decks": [deck, deck], "seats": ["human", "random"], "seed"?}."""
    if not isinstance(body, dict):
        raise LobbyError("expected a JSON object")
    gid = body.get("game")
    try:
        rules = games.get(gid)
    except (KeyError, TypeError):
        raise LobbyError(f"unknown game {gid!r}; known games: {', '.join(games.GAMES)}") from None
    names = rules.deck_names()
    specs = body.get("decks") or [names[0], names[1 % len(names)]]
    if not isinstance(specs, list) or len(specs) != 2:
        raise LobbyError("give two decks, player 0's first")
    decks = [_deck(rules, s) for s in specs]
    try:
        seats = check_seats(list(body.get("seats") or [HUMAN, "random"]))
    except ValueError as e:
        raise LobbyError(str(e)) from None
    seed = body.get("seed")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise LobbyError(f"the seed is a whole number, not {seed!r}")
    tokens = [new_token() if s == HUMAN else None for s in seats]
    rec = Record(uuid.uuid4().hex[:12], rules.id, seed, decks, {}, seats,
                 [None if t is None else digest(t) for t in tokens], time.time())
    return rec, tokens
