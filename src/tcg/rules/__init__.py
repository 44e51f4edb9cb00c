"""Rule indexes: every numbered rule id of a game with our short English title."""

from __future__ import annotations

import tomllib
from functools import cache

from ..games import GAMES, rule_index_path


@cache
def rule_index(game: str) -> dict[str, str]:
    """{rule id: title} in rulebook order."""
    if game not in GAMES:
        raise KeyError(f"no rule index for {game!r}; known: {', '.join(GAMES)}")
    with open(rule_index_path(game), "rb") as f:
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
