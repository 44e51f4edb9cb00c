"""Grammar of issue 20's fflater area: mechanics printed after the v1.0 rulebook (RULINGS.md):
Crystals ("gain {C}", {C} in costs), counters ("place 1 Monster Counter on X"), Warp and
"Damage N" abilities. `grammar.grammar()` calls `later_rules` once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...engine.templates import Grammar, Primitive, Tokens


def _crystals_match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
    j = i
    while j < len(toks) and toks[j] == "{C}":
        j += 1
    if j > i:
        yield j - i, j


def _crystals_render(v: Any) -> list[str] | None:
    return ["{C}"] * v if type(v) is int and v > 0 else None


def later_rules(g: Grammar) -> None:
    g.primitive("crystals", Primitive(_crystals_match, _crystals_render))
    _crystals(g)


def _crystals(g: Grammar) -> None:
    g.rule("vp", "gain {n:crystals}", [{"do": "gain_crystal", "n": "$n"}])
    # "If you have a {C}, ...", "if you don't have a {C}, ...": the Crystals the player has now
    g.rule("cond", "you have a {C}", {"compare": ["crystals", "ge", 1]})
    g.rule("cond", "you don't have a {C}", {"compare": ["crystals", "eq", 0]})
    g.rule("reduction", "{n:int} for each {C} you have", {"n": {"times": ["$n", "crystals"]}})
    g.rule("restrict", "this effect will only trigger once per turn .", {"once_per_turn": True}, variant="only_trigger")
