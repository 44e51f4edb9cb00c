"""The game modules, by game id."""

from __future__ import annotations

import importlib
from typing import Any

GAMES = {"fftcg": "tcg.games.fftcg", "mtg2004": "tcg.games.mtg2004", "weiss": "tcg.games.weiss",
         "dbscg": "tcg.games.dbs.dbscg", "dbs-masters": "tcg.games.dbs.masters"}


def get(game_id: str) -> Any:
    """The ruleset of `game_id` (imported on first use)."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(GAMES))}")
    return importlib.import_module(GAMES[game_id]).RULES
