"""Helpers for the Dragon Ball Super tests: both rulesets, scenario positions, choosing options
by kind and card name."""

from __future__ import annotations

from tcg.engine.scenario import parse
from tcg.games.dbs import RULES_DBSCG, RULES_MASTERS

EDITIONS = {"dbscg": RULES_DBSCG, "dbs-masters": RULES_MASTERS}


def _entry(c) -> str:
    if isinstance(c, dict):
        return "{ " + ", ".join(f"{k} = " + (f'"{v}"' if isinstance(v, str) else str(v).lower())
                               for k, v in c.items()) + " }"
    return f'"{c}"'


def _zone(name: str, cards: list) -> str:
    return f"{name} = [" + ", ".join(_entry(c) for c in cards) + "]"


def position(game: str, p0: dict, p1: dict, turn: int = 3, active: int = 0, phase: str = "main",
             auto_forced: bool = True, **top) -> object:
    """A game in `phase` of `turn`; each player dict maps zone -> card list (codes, "N CODE" or
    inline tables like '{ card = "BT1-060", dull = true }'); 'vars' -> inline table text."""
    lines = [f'game = "{game}"', f"turn = {turn}", f"active = {active}", f'phase = "{phase}"',
             f"auto_forced = {'true' if auto_forced else 'false'}"]
    lines += [f"{k} = {v!r}".replace("'", '"') for k, v in top.items()]
    for ps in (p0, p1):
        lines.append("[[player]]")
        for z in ("deck", "hand"):
            if z in ps:
                lines.append(_zone(z, ps[z]))
        if "vars" in ps:
            lines.append(f"vars = {ps['vars']}")
        zones = {k: v for k, v in ps.items() if k not in ("deck", "hand", "vars")}
        zones.setdefault("leader", ["BT1-056"])
        zones.setdefault("life", ["8 BT1-060"])
        if "deck" not in ps:
            lines.append(_zone("deck", ["10 BT7-061"]))
        lines.append("[player.zones]")
        for z, cards in zones.items():
            lines.append(_zone(z, cards))
    scn, _text, _name = parse("\n".join(lines) + "\n")
    return EDITIONS[game].from_scenario(scn)


def opts(game, kind: str | None = None) -> list[tuple]:
    d = game.decision
    return [o for o in d.options if kind is None or o[0] == kind]


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


def ids(game, zone: str) -> list[int]:
    return list(game.zones[zone])


def codes(game, zone: str) -> list[str]:
    return [game.objs[o].card.code for o in game.zones[zone]]


def first_of(game, zone: str, code: str) -> int:
    return next(o for o in game.zones[zone] if game.objs[o].card.code == code)


PASSIVE = (("pass",), ("no",), ("done",), ("none",))


def settle(game, kind: str = "main") -> None:
    """Take passive options (pass, no, done, none; else the first) until a `kind` decision."""
    while not game.over and game.decision.kind != kind:
        d = game.decision
        game.apply(next((o for o in PASSIVE if o in d.options), d.options[0]))


def pay(game, *codes: str) -> None:
    """Answer the payment decisions by resting energy of these card numbers ("marker" for one
    energy marker), in order."""
    for c in codes:
        assert game.decision.kind == "pay", game.decision
        if c == "marker":
            game.apply(("marker",))
        else:
            game.apply(next(o for o in game.decision.options if o[0] == "energy" and game.objs[o[1]].card.code == c))
