"""tcg: one rules engine for five trading card games.

>>> import tcg
>>> game = tcg.new_game("fftcg", seed=7)
>>> game.decision.kind
'go_first'
"""

from __future__ import annotations

from .engine.scenario import ScenarioError, find, load_scenario
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


__all__ = ["Decision", "Game", "IllegalChoice", "Result", "ScenarioError", "find", "load_scenario", "new_game"]
