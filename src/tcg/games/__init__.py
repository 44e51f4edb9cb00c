"""The one list of games: for each game id, the module that holds its ruleset (`RULES`) and the
file of its rule index. Front ends (tcg.new_game, replays, scenarios, the command line, the web
lobby, rule coverage) look games up here and hand the ruleset to the kernel, which never imports
this list."""

from __future__ import annotations

import gc
import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ..engine.ruleset import Ruleset


class GameEntry(NamedTuple):
    module: str         # the module whose RULES is the game's ruleset
    rule_index: str     # its rule index, relative to this folder


GAMES: dict[str, GameEntry] = {
    "fftcg": GameEntry("tcg.games.fftcg", "fftcg/rule_index.toml"),
    "mtg2004": GameEntry("tcg.games.mtg2004", "mtg2004/rule_index.toml"),
    "weiss": GameEntry("tcg.games.weiss", "weiss/rule_index.toml"),
    "dbscg": GameEntry("tcg.games.dbs.dbscg", "dbs/rule_index_dbscg.toml"),
    "dbs-masters": GameEntry("tcg.games.dbs.masters", "dbs/rule_index_dbs-masters.toml"),
}


def _entry(game_id: str) -> GameEntry:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(GAMES))}")
    return GAMES[game_id]


def get(game_id: str) -> Ruleset:
    """The ruleset of `game_id` (imported on first use)."""
    name = _entry(game_id).module
    module = sys.modules.get(name)
    if module is None:
        module = importlib.import_module(name)
        # What an import makes (modules, grammars, tables, schemas: tens of thousands of objects)
        # lives as long as the process: the cyclic collector no longer walks it at each full
        # collection (one cost 25-30 ms in a new process's first games).
        gc.freeze()
    return module.RULES


def rule_index_path(game_id: str) -> Path:
    """The rule index file of `game_id` (read without importing the game)."""
    return Path(__file__).resolve().parent / _entry(game_id).rule_index
