"""Small helpers for the FFTCG rules tests of sections 10, 11 and 15: build a position from
Python values (a TOML scenario underneath) and step through its decisions."""

from __future__ import annotations

import tcg
from tcg.games.fftcg.base import ATTACKED, ATTACKING, BLOCKING, FROZEN
from tcg.games.fftcg.chars import chars, power
from tcg.testing import toml_value

FILLER = "1-099C"   # Black Belt: an earth Forward without abilities and without EX Burst

__all__ = ["ATTACKED", "ATTACKING", "BLOCKING", "FROZEN", "setup", "fid", "names", "do", "pass_",
           "pass_until", "resolve_stack", "resolve_all", "pay_first", "power", "raw_power", "flags", "kinds", "stack_names", "PASS", "cast", "use",
           "play"]

PASS = ("pass",)


def setup(p0: dict | None = None, p1: dict | None = None, *, manual: bool = True, **top) -> tcg.Game:
    """A position: `p0`/`p1` map zone names (hand, deck, field, damage, break, removed) to card
    lists (codes, "N CODE", or dicts for field entries); `top` holds turn, active, phase, step,
    priority, seed, options. Decks default to 10 vanilla Forwards. With `manual`, decisions with a
    single option are not taken automatically (from the very first one)."""
    top.setdefault("turn", 3)
    lines = ['game = "fftcg"'] + [f"{k} = {toml_value(v)}" for k, v in top.items()]
    for p in (p0 or {}, p1 or {}):
        p = dict(p)
        p.setdefault("deck", [f"10 {FILLER}"])
        lines.append("[[player]]")
        lines += [f"{k} = {toml_value(v)}" for k, v in p.items()]
    if manual:
        lines.insert(1, "auto_forced = false")
    return tcg.load_scenario("\n".join(lines) + "\n")


def fid(game, name: str, zone: str) -> int:
    return tcg.find(game, name, zone)


def names(game, zone: str) -> list[str]:
    """The card names in a zone, in zone order (deck: bottom first)."""
    return [game.objs[o].card.name for o in game.zones[zone]]


def do(game, *choices) -> None:
    """Apply each choice in turn (each must be a legal option of the pending decision)."""
    for c in choices:
        game.apply(c)


def pass_(game, n: int = 1) -> None:
    for _ in range(n):
        assert game.decision.kind == "priority", game.decision
        game.apply(PASS)


def pass_until(game, kind: str, limit: int = 30) -> None:
    """Pass priority (and take any decision that has a single option) until a decision of
    `kind` is pending."""
    for _ in range(limit):
        d = game.decision
        if d is None or d.kind == kind:
            return
        if len(d.options) == 1:
            game.apply(d.options[0])
            continue
        assert d.kind == "priority", d
        game.apply(PASS)
    raise AssertionError(f"no {kind} decision within {limit} passes: {game.decision}")


def resolve_stack(game) -> None:
    """Pass priority until the stack is empty."""
    while game.stack:
        pass_(game)


def resolve_all(game) -> None:
    """Pass priority until neither the stack nor the triggered abilities waiting hold anything."""
    while game.stack or game.pending:
        pass_(game)


def pay_first(game) -> None:
    """Take the first payment option until the payment is done."""
    while game.decision.kind == "payment":
        game.apply(game.decision.options[0])


def cast(game, oid: int, targets=(), pay=()) -> None:
    """Cast a Summon / play a Character / use an ability, choosing targets then payment."""
    game.apply(("cast", oid))
    _rest(game, targets, pay)


def play(game, oid: int, pay=()) -> None:
    game.apply(("play", oid))
    _rest(game, (), pay)


def use(game, oid: int, idx: int, targets=(), pay=()) -> None:
    game.apply(("use", oid, idx))
    _rest(game, targets, pay)


def _rest(game, targets, pay) -> None:
    """Targets then payment; a choice that was the only option was already taken for the
    player (auto_forced), so it is skipped when its decision is no longer pending."""
    for t in targets:
        _maybe(game, "target", t if isinstance(t, tuple) else ("target", t))
    for p in pay:
        _maybe(game, "payment", p)


def _maybe(game, kind: str, choice: tuple) -> None:
    d = game.decision
    if d is not None and d.kind == kind:
        game.apply(choice)
    elif not game.auto_forced:
        raise AssertionError(f"expected a {kind} decision for {choice}, got {d}")


def raw_power(game, oid: int) -> int:
    return chars(game, oid).power


def flags(game, oid: int) -> frozenset:
    return chars(game, oid).flags


def kinds(game) -> list[str]:
    return [it.kind for it in game.stack]


def stack_names(game) -> list[str]:
    return [game.rules.cards[it.code].name for it in game.stack]


def to_phase(game, turn: int, phase: str = "main1", limit: int = 200) -> None:
    """Pass priority, declare no attack and take single options until `phase` of `turn`."""
    for _ in range(limit):
        d = game.decision
        if d is None:
            raise AssertionError(f"game over before turn {turn} {phase}: {game.result}")
        if game.vars["turn"] == turn and game.vars["phase"] == phase and d.kind == "priority":
            return
        if d.kind == "attack":
            game.apply(("end",))
        elif d.kind == "priority":
            game.apply(PASS)
        elif len(d.options) == 1:
            game.apply(d.options[0])
        else:
            raise AssertionError(f"unexpected decision on the way to turn {turn} {phase}: {d}")
    raise AssertionError(f"turn {turn} {phase} not reached")
