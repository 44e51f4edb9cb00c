"""Replay files: a game as its seed, decks, rule options and the players' choices, plus the
engine version and the final state hash (architecture principle 7).

>>> import tcg, tcg.replay, tempfile, os
>>> game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=3)
>>> while not game.over:
...     game.apply(0)
>>> path = os.path.join(tempfile.mkdtemp(), "g.json")
>>> _ = tcg.replay.save(game, path, decks=["fire-ice", "wind-earth"], seed=3)
>>> tcg.replay.replay(path)[1]
True

Only the choices players made are recorded (`game.history`); decisions with a single option
are taken by the engine in the same way on replay.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FORMAT = "tcg-replay/1"


class ReplayError(ValueError):
    """A replay file that cannot be read (missing, not JSON, missing fields, unknown cards)."""


@dataclass
class Verification:
    """The outcome of replaying a file: `ok` when every choice applied and the final hash matches."""

    game: Any
    ok: bool
    expected: str
    actual: str
    message: str
    data: dict


def _options(game: Any) -> dict:
    names = (f.name for f in dataclasses.fields(game.rules.Options))
    return {k: game.vars[k] for k in names if k in game.vars}


def _deck_entry(game: Any, deck: Any) -> dict:
    if isinstance(deck, str):
        deck = game.rules.load_deck(deck)
    return {"name": deck.name, "cards": deck.codes()}


def to_dict(game: Any, decks: list, seed: int, agents: Any = None) -> dict:
    """The replay of `game` as JSON-ready data. `decks` are the DeckLists (or deck names or
    paths) the game was created with, player 0 first."""
    from . import __version__

    if game.history is None:
        raise ValueError("this game keeps no history (clones made for search do not): cannot save a replay")
    res = game.result
    return {
        "format": FORMAT,
        "engine": __version__,
        "game": game.rules.id,
        "seed": seed,
        "decks": [_deck_entry(game, d) for d in decks],
        "options": _options(game),
        "agents": agents,
        "choices": [list(c) for c in game.history],
        "result": None if res is None else {"winner": res.winner, "reason": res.reason},
        "turns": game.vars.get("turn"),
        "hash": game.state_hash(),
    }


def save(game: Any, path: str | Path, decks: list, seed: int, agents: Any = None) -> Path:
    """Write the replay of `game` to `path` (parent folders are created). Returns the path."""
    path = Path(path)
    data = to_dict(game, decks, seed, agents)
    path.parent.mkdir(parents=True, exist_ok=True)
    choices = data.pop("choices")
    head = json.dumps(data, separators=(",", ":"))[:-1]
    # One choice per line keeps files diffable without making them large.
    body = ",\n".join(json.dumps(c, separators=(",", ":")) for c in choices)
    path.write_text(f'{head},"choices":[\n{body}]}}\n', encoding="utf-8")
    return path


def load(path: str | Path) -> dict:
    """The replay data of the file at `path`; ReplayError if it is not a replay."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise ReplayError(f"{path}: {e.strerror or e}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ReplayError(f"{path}: not a JSON file ({e})") from None
    missing = [k for k in ("game", "seed", "decks", "choices", "hash") if not isinstance(data, dict) or k not in data]
    if missing:
        raise ReplayError(f"{path}: not a replay file (missing {', '.join(missing)})")
    return data


def decks_of(data: dict, rules: Any) -> list:
    """The replay's decks as DeckLists; ReplayError names what is wrong with one."""
    from .engine.cards import DeckList

    decks = data["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise ReplayError("not a replay file: \"decks\" must be a list of two decks")
    out = []
    for i, d in enumerate(decks):
        if not isinstance(d, dict) or not isinstance(d.get("cards"), list):
            raise ReplayError(f"deck {i}: no \"cards\" list (each deck is {{\"name\": ..., \"cards\": [codes]}})")
        unknown = [c for c in d["cards"] if not isinstance(c, str) or c not in rules.cards]
        if unknown:
            raise ReplayError(f"deck {i} ({d.get('name', '?')}): unknown card(s) "
                              f"{', '.join(sorted({str(c) for c in unknown}))}")
        out.append(DeckList(str(d.get("name", f"deck{i}")), "", tuple((1, c) for c in d["cards"])))
    return out


def start(data: dict, log: bool = False) -> Any:
    """A new game from a replay's seed, decks and options, before any choice."""
    from . import games

    try:
        rules = games.get(data["game"])
    except (KeyError, TypeError):
        raise ReplayError(f"unknown game {data['game']!r}; known games: {', '.join(sorted(games.GAMES))}") from None
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ReplayError(f"the seed must be a whole number, not {json.dumps(seed)}")
    if not isinstance(data["choices"], list):
        raise ReplayError("not a replay file: \"choices\" must be a list")
    decks = decks_of(data, rules)
    try:
        options = rules.Options(**(data.get("options") or {}))
    except TypeError as e:
        raise ReplayError(f"bad rule options: {e}") from None
    try:
        return rules.new_game(decks, seed=seed, options=options, log=log)
    except (ValueError, KeyError, TypeError) as e:
        raise ReplayError(f"cannot start this game: {e}") from None


def apply_choice(game: Any, i: int, choice: Any) -> None:
    """Apply the replay's choice #i+1; ReplayError if it is not an option or is malformed. A
    concession is recorded as ("concede", player), not an option (Game.concede)."""
    from .engine.state import IllegalChoice

    d = game.decision
    if (isinstance(choice, (list, tuple)) and len(choice) == 2 and choice[0] == "concede"
            and choice[1] in (0, 1) and (d is None or tuple(choice) not in d.options)):
        game.concede(choice[1])
        return
    try:
        game.apply(choice)
    except IllegalChoice as e:
        raise ReplayError(f"choice #{i + 1} {choice!r} is illegal: {e}") from None
    except (TypeError, ValueError, KeyError, IndexError) as e:
        raise ReplayError(f"choice #{i + 1} {choice!r} cannot be applied: {e}") from None


def resumed(data: dict, before: Callable[[Any], None] | None = None) -> tuple[Any, list]:
    """The game of a replay with its log, every recorded choice applied, and its decks;
    `before(game)` is called before each choice (to rebuild an undo trail, `tcg.undo`)."""
    game = start(data, log=True)
    for i, choice in enumerate(data["choices"]):
        if before is not None:
            before(game)
        apply_choice(game, i, choice)
    return game, decks_of(data, game.rules)


def verify(path_or_data: str | Path | dict) -> Verification:
    """Replay a file (or loaded data) and compare the final state hash with the recorded one."""

    data = path_or_data if isinstance(path_or_data, dict) else load(path_or_data)
    game = start(data)
    expected = data["hash"]
    for i, choice in enumerate(data["choices"]):
        try:
            apply_choice(game, i, choice)
        except ReplayError as e:
            return Verification(game, False, expected, game.state_hash(), str(e), data)
    actual = game.state_hash()
    if actual != expected:
        return Verification(game, False, expected, actual, "the final state differs from the recorded one", data)
    return Verification(game, True, expected, actual, "the final state matches", data)


def replay(path: str | Path) -> tuple[Any, bool]:
    """Re-create the game of a replay file: (game, True if the final hash matches)."""
    v = verify(path)
    return v.game, v.ok
