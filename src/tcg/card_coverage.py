"""`tcg cards coverage GAME`: how much of a game's reference pool of printed cards is supported.

A game with a reference pool (`games/<id>/pool.py`, `load_pool()`) counts every printed card of
it, by set; a game without one yet counts its current card files, and says so (`pool = false`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Coverage:
    game: str
    pool: bool                      # a reference pool of every printed card, or only the card files
    supported: int = 0
    total: int = 0
    by_set: dict[str, dict[str, int]] = field(default_factory=dict)
    unsupported: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out = {"game": self.game, "supported": self.supported, "total": self.total, "by_set": self.by_set,
               "unsupported": self.unsupported}
        if not self.pool:
            out["note"] = "no reference pool yet: these are the game's current card files"
        return out


def pool_module(game: str) -> Any | None:
    try:
        return importlib.import_module(f"tcg.games.{game}.pool")
    except ModuleNotFoundError:
        return None


def coverage(game: str, rules: Any) -> Coverage:
    mod = pool_module(game)
    if mod is None:
        cov = Coverage(game, pool=False, supported=len(rules.cards), total=len(rules.cards))
        cov.by_set["card files"] = {"supported": cov.total, "total": cov.total}
        return cov
    cov = Coverage(game, pool=True)
    for c in mod.load_pool():
        s = cov.by_set.setdefault(c.set, {"supported": 0, "total": 0})
        s["total"] += 1
        cov.total += 1
        if c.supported:
            s["supported"] += 1
            cov.supported += 1
        else:
            cov.unsupported.append({"code": c.code, "name": c.name, "reason": c.unsupported})
    return cov
