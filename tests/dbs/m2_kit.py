"""Helpers for engineer M2's Masters tests (chapters 5-9): positions with a Frieza Leader for both
players, and a recorder of the procedure steps the engine runs (to assert a rule's procedure)."""

from __future__ import annotations

from dbs_kit import position

from tcg.games.dbs.base import REG

M = "dbs-masters"
FRIEZA = ["BT1-084"]
YEL = {"leader": FRIEZA}


def mpos(p0: dict, p1: dict | None = None, **kw):
    """A Masters position; both Leaders are Frieza (yellow) unless the dicts say otherwise."""
    return position(kw.pop("ed", M), {"leader": FRIEZA, **p0}, {"leader": FRIEZA, **(p1 or {})}, **kw)


def record(monkeypatch) -> list[tuple]:
    """Record the name and arguments of every procedure step run from now on, in order."""
    seen: list[tuple] = []
    for name, fn in list(REG.steps.items()):
        def wrapped(game, *args, _n=name, _f=fn):
            seen.append((_n, *args))
            return _f(game, *args)
        monkeypatch.setitem(REG.steps, name, wrapped)
    return seen


def names(seen: list[tuple], keep: tuple[str, ...] | None = None) -> list[str]:
    return [s[0] for s in seen if keep is None or s[0] in keep]
