"""Helpers for engineer M1's Masters tests (chapters 0-4): a copy of the `dbs-masters` ruleset
that also knows a few made-up cards (codes TEST-M1-*, never bundled) for rules no card of the
pool exercises (an X energy cost, a colour cost above the total, a <<Universe 7>> Leader),
registered in dbs_kit.EDITIONS as "m1"."""

from __future__ import annotations

from dbs_kit import EDITIONS, position
from masters_kit import ZR

from tcg.games.dbs.base import MASTERS
from tcg.games.dbs.cards import CardDef
from tcg.games.dbs.ruleset import DBS

M, M1 = "dbs-masters", "m1"
FRIEZA = ["BT1-084"]

_FIXTURES = [
    CardDef(code="TEST-M1-XU", name="Test X Unison", type="Unison", color=("blue",), cost=0,
            pips={"blue": 1}, power=10000, x_cost=True,
            skill=({"kind": "activate_main", "marker": -1, "do": ({"op": "draw", "n": 1},)},)),
    CardDef(code="TEST-M1-PIPS", name="Test Pips Above Total", type="Battle", color=("green",), cost=1,
            pips={"green": 2}, power=5000, combo_cost=0, combo_power=5000, character="Krillin"),
    CardDef(code="TEST-M1-U7", name="Test Universe 7 Leader", type="Leader", color=("red", "blue"),
            power=10000, character="Son Goku", traits=("Universe 7",)),
    CardDef(code="TEST-M1-RBY", name="Test Red Blue Yellow Extra", type="Extra", color=("red", "blue", "yellow"),
            cost=1, skill=({"kind": "activate_main", "do": ({"op": "draw", "n": 1},)},)),
    CardDef(code="TEST-M1-DUO", name="Test Janemba and Piccolo", type="Battle", color=("blue",), cost=1,
            pips={"blue": 1}, power=10000, combo_cost=0, combo_power=5000, character="Janemba/Piccolo",
            traits=("Evil Incarnate", "Namekian")),
    CardDef(code="TEST-M1-KID", name="Test Janemba Child", type="Battle", color=("blue",), cost=1,
            pips={"blue": 1}, power=10000, combo_cost=0, combo_power=5000, character="Janemba (child)",
            traits=("Evil Incarnate",)),
    CardDef(code="TEST-M1-CH", name="Test Chain Trigger", type="Battle", color=("yellow",), cost=1,
            pips={"yellow": 1}, power=5000, combo_cost=0, combo_power=5000, character="Bulma",
            skill=({"kind": "auto", "when": "charge_start", "from_hand": True, "do": ({"op": "play_self"},)},
                   {"kind": "auto", "when": "played", "do": ({"op": "draw", "n": 1},)})),
]

R1 = DBS(MASTERS)
R1.__dict__["cards"] = {**ZR.cards, **{c.code: c for c in _FIXTURES}}
EDITIONS[M1] = R1


def mpos(p0: dict, p1: dict | None = None, game: str = M, **kw):
    """A Masters position; both Leaders default to Frieza (yellow)."""
    return position(game, {"leader": FRIEZA, **p0}, {"leader": FRIEZA, **(p1 or {})}, **kw)
