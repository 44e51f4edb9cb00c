"""Small helpers for the FFTCG rules tests of sections 1–9 and 12–14 (test_rules_general.py,
test_rules_cards.py, test_rules_zones.py, test_rules_setup.py, test_rules_turn.py,
test_rules_processes.py): build a position from Python lists, then play it through the public
API (decisions and options only)."""

from __future__ import annotations

import tcg
from tcg.testing import toml_value

PASS = ("pass",)
# A vanilla card for decks and Damage Zones: Knight, Ice Forward, cost 3, 7000, generic, no
# abilities and no EX Burst, so drawing or taking damage never asks anything.
FILLER = "1-050C"


def scenario_text(p0: dict | None = None, p1: dict | None = None, *, turn: int = 3, active: int = 0,
                  phase: str = "main1", step: str = "", priority: int | None = None, seed: int = 0,
                  options: dict | None = None, first: int | None = None) -> str:
    """A scenario (tcg.engine.scenario) as TOML text. Each player is a dict of zone lists
    (deck, hand, field, damage, break, removed); a player without `deck` gets 10 FILLER cards."""
    lines = ['game = "fftcg"', f"turn = {turn}", f"active = {active}", f'phase = "{phase}"', f"seed = {seed}"]
    if step:
        lines.append(f'step = "{step}"')
    if priority is not None:
        lines.append(f"priority = {priority}")
    if first is not None:
        lines.append(f"first = {first}")
    if options:
        lines.append("options = " + toml_value(options))
    for p in (p0, p1):
        p = dict(p or {})
        p.setdefault("deck", [f"10 {FILLER}"])
        lines.append("[[player]]")
        for k, v in p.items():
            lines.append(f"{k} = {toml_value(v)}")
    return "\n".join(lines) + "\n"


def load(p0: dict | None = None, p1: dict | None = None, *, forced: bool = False, **kw) -> tcg.Game:
    """Load a position. With forced=False, decisions with a single option are not taken
    automatically (game.auto_forced = False) from the very first one."""
    text = scenario_text(p0, p1, **kw)
    return tcg.load_scenario(text if forced else "auto_forced = false\n" + text)


def names(game, zone: str) -> list[str]:
    return [game.objs[o].card.name for o in game.zones[zone]]


def codes(game, zone: str) -> list[str]:
    return [game.objs[o].card.code for o in game.zones[zone]]


def find(game, name: str, zone: str) -> int:
    return tcg.find(game, name, zone)


def options(game) -> tuple:
    return game.decision.options if game.decision else ()


def kind(game) -> str | None:
    return game.decision.kind if game.decision else None


def play(game, name: str, *payment, zone: str | None = None) -> None:
    """The deciding player plays Character `name` from hand and pays with `payment`, each an
    option such as ("discard", oid) or ("dull", oid)."""
    p = game.decision.player
    game.apply(("play", find(game, name, zone or f"hand{p}")))
    for choice in payment:
        game.apply(choice)


def cast(game, name: str, targets=(), payment=()) -> None:
    """The deciding player casts Summon `name`, choosing `targets` (ids) then paying."""
    p = game.decision.player
    game.apply(("cast", find(game, name, f"hand{p}")))
    for t in targets:
        game.apply(("target", t))
    for choice in payment:
        game.apply(choice)


def resolve(game) -> None:
    """Both players pass until the stack is empty (or another decision comes up)."""
    while game.decision is not None and game.decision.kind == "priority" and game.stack:
        game.apply(PASS)


def pass_until(game, kind_: str, limit: int = 200) -> None:
    """Pass (priority: pass; attack: end; block: no block) until a decision of `kind_`."""
    simple = {"priority": PASS, "attack": ("end",), "block": ("no_block",), "ex_burst": ("no",)}
    for _ in range(limit):
        d = game.decision
        if d is None or d.kind == kind_:
            return
        game.apply(simple[d.kind])
    raise AssertionError(f"no {kind_} decision after {limit} passes")


def deck_of(*entries):
    """A DeckList: `entries` ((count, code), ...) first, then other cards of the pool, 3 of
    each, up to `size` (default 50) cards."""
    from tcg.engine.cards import DeckList
    from tcg.games.fftcg.ruleset import RULES

    size = 50
    out, n = list(entries), sum(c for c, _ in entries)
    used = {code for _, code in entries}
    for code in RULES.cards:
        if n >= size:
            break
        if code not in used:
            k = min(3, size - n)
            out.append((k, code))
            n += k
    return DeckList("test", "", tuple(out))
