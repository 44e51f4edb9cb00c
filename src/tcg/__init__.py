"""tcg: one rules engine for five trading card games.

>>> import tcg
>>> game = tcg.new_game("fftcg", seed=7)
>>> game.decision.kind
'go_first'
"""

from __future__ import annotations

from pathlib import Path

from ._compiled import compiled_modules  # first: it keeps a compiled module older than its .py from being used
from .engine import scenario as _scenario
from .engine.scenario import ScenarioError, find
from .engine.state import Decision, Game, IllegalChoice, Result

__version__ = "0.1.0"


def new_game(game_id: str, decks: list | None = None, seed: int = 0, log: bool = False, **options):
    """A new game of `game_id` on `decks` (names, paths or DeckLists; default: the first two
    bundled decks), stopped at its first decision."""
    from . import games

    rules = games.get(game_id)
    names = rules.deck_names()
    decks = decks or [names[0], names[1 % len(names)]]
    lists = [rules.load_deck(d) if isinstance(d, str) else d for d in decks]
    opts = rules.Options(**options) if options else None
    return rules.new_game(lists, seed=seed, options=opts, log=log)


def load_scenario(source: str | Path) -> Game:
    """The game a scenario (a path or its TOML text) describes (tcg.engine.scenario)."""
    from . import games

    return _scenario.load_scenario(source, games.get)


def load_game(text: str | dict) -> Game:
    """A game saved by `Game.to_json`, played by the ruleset of the game it names."""
    import json

    from . import games

    d = json.loads(text) if isinstance(text, str) else text
    return Game.from_json(d, games.get(d["game"]))


__all__ = ["Decision", "Game", "IllegalChoice", "Result", "ScenarioError", "compiled_modules", "find", "load_game", "load_scenario", "new_game"]
