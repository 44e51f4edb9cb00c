"""Rule indexes: every numbered rule id of a game with our short English title."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
INDEX_FILES = {
    "fftcg": "fftcg/rule_index.toml",
    "mtg2004": "mtg2004/rule_index.toml",
    "dbscg": "dbs/rule_index_dbscg.toml",
    "dbs-masters": "dbs/rule_index_dbs-masters.toml",
    "weiss": "weiss/rule_index.toml",
}


@cache
def rule_index(game: str) -> dict[str, str]:
    """{rule id: title} in rulebook order."""
    if game not in INDEX_FILES:
        raise KeyError(f"no rule index for {game!r}; known: {', '.join(INDEX_FILES)}")
    with open(GAMES_DIR / INDEX_FILES[game], "rb") as f:
        return dict(tomllib.load(f)["rules"])


def check_ids(ids: list[str]) -> list[str]:
    """The problems with `game:id` citations (unknown game or id), as messages."""
    bad = []
    for full in ids:
        game, sep, rid = full.partition(":")
        if not sep:
            bad.append(f"{full!r} is not of the form game:id")
            continue
        try:
            idx = rule_index(game)
        except KeyError as e:
            bad.append(str(e))
            continue
        if rid not in idx:
            bad.append(f"{full!r}: no rule {rid} in the {game} rule index")
    return bad
