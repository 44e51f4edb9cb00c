"""Fixture cards for the Masters-only keywords no card of our pool prints (dbs-masters 22-43 [Spirit
Boost], 22-44 [Limit], 22-45 [Transmission], 22-47 [Z-Stack]): made-up cards TEST-M6-* written from
the rules' own wording, never bundled, in a copy of the `dbs-masters` ruleset registered in
dbs_kit.EDITIONS as "m6" (with the Z fixture cards of masters_fixture_cards.toml)."""

from __future__ import annotations

from dbs_kit import EDITIONS, position
from masters_kit import ZR

from tcg.games.dbs.base import MASTERS
from tcg.games.dbs.cards import CardDef
from tcg.games.dbs.ruleset import DBS

M6 = "m6"
FRIEZA = ["BT1-084"]
DRAW = ({"op": "draw", "n": 1},)


def _battle(code: str, name: str, text: str, skill=(), **kw) -> CardDef:
    base = dict(type="Battle", color=("yellow",), cost=1, pips={"yellow": 1}, power=10000, combo_cost=0,
                combo_power=5000, character=name, traits=("Test",))
    base.update(kw)
    return CardDef(code=code, name=name, text=text, skill=skill, **base)


def _unison(code: str, name: str, text: str, color: str, **kw) -> CardDef:
    return CardDef(code=code, name=name, type="Unison", color=(color,), cost=1, pips={color: 1}, power=10000,
                   text=text, **kw)


FIXTURES = [
    _battle("TEST-M6-SPIRIT", "Spirit Boost", "[Activate Main][Spirit Boost 2] Draw 1 card.",
            ({"kind": "activate_main", "spirit_boost": 2, "do": DRAW},)),
    _battle("TEST-M6-SPIRITN", "Named Spirit Boost", "[Activate Main][Spirit Boost 1] {SS Gotenks, Absolute "
            "Unison} Draw 1 card.",
            ({"kind": "activate_main", "spirit_boost": 1, "spirit_boost_unison": "SS Gotenks, Absolute Unison",
              "do": DRAW},)),
    _battle("TEST-M6-LIMIT", "Limited", "[Activate Main][Limit 2] Draw 1 card.",
            ({"kind": "activate_main", "limit": 2, "do": DRAW},)),
    _battle("TEST-M6-LIMIT2", "Limited Too", "[Activate Main][Limit 2] Draw 1 card.",
            ({"kind": "activate_main", "limit": 2, "do": DRAW},)),
    _battle("TEST-M6-LIMITAUTO", "Limited Auto", "[Auto][Limit 1] When your Leader Card activates [Awaken] or "
            "[Wish], draw 1 card.", ({"kind": "auto", "when": "leader_awakens", "limit": 1, "do": DRAW},)),
    _unison("TEST-M6-TRANS", "Blue Transmission", "[Transmission Blue 3]", "blue",
            transmission={"colors": ("blue",), "n": 3}),
    _unison("TEST-M6-TRANSANY", "Any Transmission", "[Transmission 2]", "red", transmission={"n": 2}),
    _unison("TEST-M6-TRANSRED", "Red Transmission", "[Transmission Red 3]", "blue",
            transmission={"colors": ("red",), "n": 3}),
    _battle("TEST-M6-ZSTACK", "Z-Stack Goku", "[Z-Stack 2] <Son Goku>", z=True, z_cost=1, power=20000,
            character="Son Goku", masters=({"kind": "z_stack", "x": 2, "character": "Son Goku"},)),
    _battle("TEST-M6-ZGOKU", "Z Goku", "", z=True, z_cost=1, character="Son Goku"),
]
_BY_CODE = {c.code: c for c in FIXTURES}

RM6 = DBS(MASTERS)
RM6.__dict__["cards"] = {**ZR.cards, **_BY_CODE}
EDITIONS[M6] = RM6


def pos(p0: dict, p1: dict | None = None, auto_forced: bool = False, **kw):
    """A Masters position with the fixture cards; both Leaders are Frieza (yellow) unless stated."""
    return position(M6, {"leader": FRIEZA, **p0}, {"leader": FRIEZA, **(p1 or {})}, auto_forced=auto_forced, **kw)


def markers(g, n: int, p: int = 0) -> int:
    """Give player p's Unison n markers and ask the main-phase decision again."""
    u = g.zones[f"unison{p}"][0]
    g.w(u).counters = {"markers": n}
    g.decision = None
    g.push("main_free")
    g.run()
    return u
