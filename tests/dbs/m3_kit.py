"""Helpers for engineer M3's Masters tests (chapters 10-21, 23): a copy of the `dbs-masters`
ruleset that also knows the Z fixture cards of masters_fixture_cards.toml and M3's own fixtures
(m3_fixture_cards.toml), registered in dbs_kit.EDITIONS as "masters+m3"; positions with Frieza
Leaders; a recorder of the procedure steps run."""

from __future__ import annotations

from pathlib import Path

from dbs_kit import EDITIONS, position

from tcg.games.dbs import RULES_MASTERS
from tcg.games.dbs.base import MASTERS, REG
from tcg.games.dbs.cards import load_file
from tcg.games.dbs.ruleset import DBS

HERE = Path(__file__).parent
M3R = DBS(MASTERS)
M3R.__dict__["cards"] = {**RULES_MASTERS.cards,
                         **{c.code: c for f in ("masters_fixture_cards.toml", "m3_fixture_cards.toml")
                            for c in load_file(HERE / f)}}
EDITIONS["masters+m3"] = M3R
M, MX = "dbs-masters", "masters+m3"
FRIEZA = ["BT1-084"]


def mpos(p0: dict, p1: dict | None = None, game: str = MX, **kw):
    """A Masters position (with the fixture cards); both Leaders are Frieza unless stated."""
    return position(game, {"leader": FRIEZA, **p0}, {"leader": FRIEZA, **(p1 or {})}, **kw)


def record(monkeypatch) -> list[tuple]:
    """Every procedure step run from now on, with its arguments, in order."""
    seen: list[tuple] = []
    for name, fn in list(REG.steps.items()):
        def wrapped(game, *args, _n=name, _f=fn):
            seen.append((_n, *args))
            return _f(game, *args)
        monkeypatch.setitem(REG.steps, name, wrapped)
    return seen


def names(seen: list[tuple]) -> list[str]:
    return [s[0] for s in seen]


def refresh(game) -> None:
    """Ask the Main Phase decision again after a test changed the position."""
    game.decision = None
    game.push("main_free")
    game.run()
