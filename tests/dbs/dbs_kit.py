"""The Dragon Ball Super test kit: the rulesets (both editions, and a test edition of each that also
knows the made-up cards of `fixture_cards/*.toml`), one way to build a position, choosing options
by kind and card name, and one recorder of the procedure steps the engine runs."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tcg.engine.scenario import parse
from tcg.games.dbs import RULES_DBSCG, RULES_MASTERS
from tcg.games.dbs.base import DBSCG, MASTERS, REG
from tcg.games.dbs.cards import load_all
from tcg.games.dbs.ruleset import DBS

CG, M = "dbscg", "dbs-masters"
CGT, MT = "dbscg+test", "dbs-masters+test"       # the editions with the fixture cards
FIXTURE_CARDS = load_all(Path(__file__).with_name("fixture_cards"))   # TEST-* codes, never bundled


def with_fixtures(base: DBS) -> DBS:
    """A copy of `base` that also knows the fixture cards (the bundled ruleset is left untouched)."""
    rules = DBS(base.edition)
    rules.__dict__["cards"] = {**base.cards, **FIXTURE_CARDS}
    return rules


EDITIONS = {CG: RULES_DBSCG, M: RULES_MASTERS}          # the bundled rulesets (tests parametrize over them)
RCGT, RMT = with_fixtures(RULES_DBSCG), with_fixtures(RULES_MASTERS)
assert RCGT.edition is DBSCG and RMT.edition is MASTERS
RULESETS = {**EDITIONS, CGT: RCGT, MT: RMT}             # every edition a position may be built in

BOTH = pytest.mark.parametrize("ed", [CG, M])     # a test run in each edition
GOKU = ["BT1-056"]                 # the default Leader (green)
FRIEZA = ["BT1-084"]               # the usual Masters Leader (yellow)


# ------------------------------------------------------------------------------ positions
def _entry(c) -> str:
    if isinstance(c, dict):
        return "{ " + ", ".join(f"{k} = " + (f'"{v}"' if isinstance(v, str) else str(v).lower())
                               for k, v in c.items()) + " }"
    return f'"{c}"'


def _zone(name: str, cards: list) -> str:
    return f"{name} = [" + ", ".join(_entry(c) for c in cards) + "]"


def position(game: str, p0: dict | None = None, p1: dict | None = None, *, leader: list | None = None,
             turn: int = 3, active: int = 0, phase: str = "main", auto_forced: bool = True, **top) -> object:
    """A game of edition `game` in `phase` of `turn`; each player dict maps zone -> card list (codes,
    "N CODE" or inline tables like '{ card = "BT1-060", dull = true }'); 'vars' -> inline table text.
    `leader` is both players' Leader unless their dict names one (default: GOKU); missing life is
    8 cards, a missing deck 10."""
    lines = [f'game = "{game}"', f"turn = {turn}", f"active = {active}", f'phase = "{phase}"',
             f"auto_forced = {'true' if auto_forced else 'false'}"]
    lines += [f"{k} = {v!r}".replace("'", '"') for k, v in top.items()]
    for ps in (p0 or {}, p1 or {}):
        if leader is not None:
            ps = {"leader": leader, **ps}
        lines.append("[[player]]")
        for z in ("deck", "hand"):
            if z in ps:
                lines.append(_zone(z, ps[z]))
        if "vars" in ps:
            lines.append(f"vars = {ps['vars']}")
        zones = {k: v for k, v in ps.items() if k not in ("deck", "hand", "vars")}
        zones.setdefault("leader", GOKU)
        zones.setdefault("life", ["8 BT1-060"])
        if "deck" not in ps:
            lines.append(_zone("deck", ["10 BT7-061"]))
        lines.append("[player.zones]")
        for z, cards in zones.items():
            lines.append(_zone(z, cards))
    scn, _text, _name = parse("\n".join(lines) + "\n")
    return RULESETS[game].from_scenario(scn)


def refresh(game) -> None:
    """Ask the Main Phase decision again after a test changed the position."""
    game.decision = None
    game.push("main_free")
    game.run()


def markers(game, n: int, p: int = 0) -> int:
    """Give player p's Unison n markers and ask the Main Phase decision again."""
    u = game.zones[f"unison{p}"][0]
    game.w(u).counters = {"markers": n}
    refresh(game)
    return u


# --------------------------------------------------------------------------------- reading
def opts(game, kind: str | None = None) -> list[tuple]:
    return [o for o in game.decision.options if kind is None or o[0] == kind]


def ids(game, zone: str) -> list[int]:
    return list(game.zones[zone])


def codes(game, zone: str) -> list[str]:
    return [game.objs[o].card.code for o in game.zones[zone]]


def first_of(game, zone: str, code: str) -> int:
    return next(o for o in game.zones[zone] if game.objs[o].card.code == code)


# -------------------------------------------------------------------------------- choosing
def pick(game, kind: str, *names: str) -> None:
    """Take the first option of `kind` whose card ids name `names` in order."""
    for o in game.decision.options:
        if o[0] != kind:
            continue
        ids = [x for x in o[1:] if isinstance(x, int)]
        if len(ids) >= len(names) and all(game.objs[i].card.name == n or game.objs[i].card.code == n
                                          for i, n in zip(ids, names, strict=False)):
            game.apply(o)
            return
    raise AssertionError(f"no {kind} {names} in {game.decision.options} ({game.decision.kind})")


PASSIVE = (("pass",), ("no",), ("done",), ("none",))


def settle(game, kind: str = "main") -> None:
    """Take passive options (pass, no, done, none; else the first) until a `kind` decision."""
    while not game.over and game.decision.kind != kind:
        d = game.decision
        game.apply(next((o for o in PASSIVE if o in d.options), d.options[0]))


def until_kind(game, kind: str) -> None:
    """Take the first option until a decision of `kind` (pending autos, payments...)."""
    while game.decision.kind != kind:
        game.apply(game.decision.options[0])


def pay(game, *codes: str) -> None:
    """Answer the payment decisions by resting energy of these card numbers ("marker" for one
    energy marker), in order."""
    for c in codes:
        assert game.decision.kind == "pay", game.decision
        if c == "marker":
            game.apply(("marker",))
        else:
            game.apply(next(o for o in game.decision.options if o[0] == "energy" and game.objs[o[1]].card.code == c))


SELFPLAY_PASSIVE = {("pass",), ("end",), ("no",), ("done",), ("none",), ("keep",)}


def eager_pick(d, r: random.Random) -> int:
    """A random agent that acts rather than passes 85% of the time (self-play tests)."""
    if len(d.options) > 1 and r.random() < 0.85:
        active = [i for i, o in enumerate(d.options) if o not in SELFPLAY_PASSIVE]
        if active:
            return r.choice(active)
    return r.randrange(len(d.options))


# ------------------------------------------------------------------------------- tracing
def record(monkeypatch) -> list[tuple]:
    """Record the name and arguments of every procedure step run from now on, in order (the
    `trace` fixture of conftest.py starts it before the test)."""
    seen: list[tuple] = []
    for name, fn in list(REG.steps.items()):
        def wrapped(game, *args, _n=name, _f=fn):
            seen.append((_n, *args))
            return _f(game, *args)
        monkeypatch.setitem(REG.steps, name, wrapped)
    return seen


def names(seen: list[tuple], keep: tuple[str, ...] | None = None) -> list[str]:
    """The step names of a record (only those in `keep` when given)."""
    return [s[0] for s in seen if keep is None or s[0] in keep]


def subsequence(seen: list[str], want: list[str]) -> bool:
    """`want` occurs in `seen` in order (other steps may come between)."""
    it = iter(seen)
    return all(any(x == w for x in it) for w in want)
