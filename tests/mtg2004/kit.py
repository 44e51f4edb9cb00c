"""Helpers for the MTG 2004 rules tests: build a position from Python values (a TOML scenario
underneath, read by `RULES.from_scenario`) and step through its decisions."""

from __future__ import annotations

from tcg.engine.scenario import parse
from tcg.games.mtg2004 import RULES
from tcg.games.mtg2004.chars import chars
from tcg.testing import toml_value

PASS = ("pass",)
DONE = ("done",)
CANCEL = ("cancel",)
FILLER = "Grizzly Bears"


def setup(p0: dict | None = None, p1: dict | None = None, **top):
    """`p0`/`p1` map zones (hand, deck, field, break, removed, life, vars) to card lists (names,
    or dicts for in-play entries); `top` holds turn, active, phase, step, priority, seed."""
    top.setdefault("turn", 3)
    top.setdefault("auto_forced", False)
    lines = ['game = "mtg2004"'] + [f"{k} = {toml_value(v)}" for k, v in top.items()]
    for p in (p0 or {}, p1 or {}):
        p = dict(p)
        p.setdefault("deck", [FILLER] * 10)
        lines.append("[[player]]")
        lines += [f"{k} = {toml_value(v)}" for k, v in p.items()]
    scn, _, _ = parse("\n".join(lines) + "\n")
    return RULES.from_scenario(scn)


def oid(game, name: str, zone: str = "play") -> int:
    for o in game.zones[zone]:
        if game.objs[o].card.name == name:
            return o
    raise KeyError(f"no {name} in {zone}: {names(game, zone)}")


def names(game, zone: str) -> list[str]:
    return [game.objs[o].card.name for o in game.zones[zone]]


def do(game, option) -> None:
    """Apply `option`, which must be offered."""
    assert option in game.decision.options, f"{option} not in {game.decision.options}"
    game.apply(option)


def pay_all(game) -> None:
    """Take payment decisions (any legal order) until the play is committed."""
    while game.decision is not None and game.decision.kind == "pay":
        game.apply(0)


def play(game, name: str, target=None) -> None:
    """Play the spell `name` from the deciding player's hand, choose `target`, pay."""
    p = game.decision.player
    do(game, ("play", oid(game, name, f"hand{p}")))
    if target is not None:
        do(game, ("target", target))
    pay_all(game)


def pass_(game, n: int = 1) -> None:
    for _ in range(n):
        do(game, PASS)


def pt(game, o: int) -> tuple[int, int]:
    c = chars(game, o)
    return c.power, c.toughness


def cast(game, name: str, *choices, zone: str = "hand") -> None:
    """Play `name` from the deciding player's `zone`, take `choices` in order, then pay."""
    p = game.decision.player
    z = f"{zone}{p}" if zone in ("hand", "graveyard") else zone
    do(game, ("play", oid(game, name, z)))
    for c in choices:
        do(game, c)
    pay_all(game)


def activate(game, name: str, i: int = 0, target=None) -> None:
    """Activate ability `i` of the permanent `name`, choose `target`, pay."""
    do(game, ("activate", oid(game, name), i))
    if target is not None:
        do(game, ("target", target))
    pay_all(game)


def kinds(game) -> list:
    """The options of the decision other than cancel (422)."""
    return [o for o in game.decision.options if o != CANCEL]


def until_step(game, step: str, p: int | None = None) -> None:
    """Pass (or take the first option) until `step` of a later turn or step has priority."""
    start = (game.vars["turn"], game.vars["step"])
    while not (game.vars["step"] == step and game.decision.kind == "priority"
               and (p is None or game.vars["tp"] == p) and (game.vars["turn"], game.vars["step"]) != start):
        game.apply(PASS if PASS in game.decision.options else 0)
