"""Helpers for Weiss Schwarz rules tests: build a scenario position without registering the game."""

from __future__ import annotations

import re

from tcg.engine.scenario import parse
from tcg.games.weiss import RULES
from tcg.games.weiss.base import SLOTS

R0 = "KLK/S27-E058"    # red level 0, 3000 power, 1 soul, vanilla
R1 = "KLK/S27-E062"    # red level 1 cost 0, 5500, vanilla
R2 = "KLK/S27-E065"    # red level 2 cost 2, 9000, 2 soul, vanilla
B1 = "KLK/S27-E091"    # blue level 1 cost 0, 5500, vanilla
B0 = "KLK/S27-E088"    # blue level 0, 3000, vanilla
BACKUP = "KLK/S27-E092"  # blue level 2: Backup 3000, Level 2, cost 1
BCX = "KLK/S27-E098"   # blue Climax: all your characters get +2 soul
RCX = "KLK/S27-TE08"   # red Climax


def start(text: str):
    scn, _, _ = parse('game = "weiss"\n' + text)
    return RULES.from_scenario(scn)


def deck(n: int, card: str = R0) -> str:
    """A TOML card list: n copies of `card`."""
    return f'["{n} {card}"]'


_HAS_DECK = re.compile(r"^deck\s*=", re.M)


def position(phase: str, p0: str = "", p1: str = "", deck_size: int = 20, head: str = ""):
    """A two-player scenario in `phase`: `p0` and `p1` are each player's TOML lines (zones, stage),
    and a player whose lines give no `deck` gets `deck_size` copies of R0; `head` holds more top-level
    lines (options, turn)."""
    def player(lines: str) -> str:
        lines = lines.strip("\n")
        if not _HAS_DECK.search(lines):
            lines += f"\ndeck = {deck(deck_size)}"
        return "[[player]]\n" + lines.strip("\n") + "\n"
    return start(f'phase = "{phase}"\n{head.strip()}\n{player(p0)}{player(p1)}')


def slot(game, p, i):
    z = game.zones[f"{SLOTS[i]}{p}"]
    return z[0] if z else None


def names(game, zone):
    return [game.objs[x].card.code for x in game.zones[zone]]
