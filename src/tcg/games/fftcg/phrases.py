"""The primitive phrases of FFTCG text: numbers, power, Elements, costs, names and references.

Each is a `Primitive` of `engine.templates`: a match over tokens and the render back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ...engine.templates import Grammar, Primitive, Tokens
from .instead import FLAGS as NOT_KEYWORDS  # flags said in words, never printed as keywords
from .tokens import SELF

ELEMENTS = ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark")
COST_SYMBOLS = frozenset({"{f}", "{i}", "{w}", "{e}", "{l}", "{u}", "{x}", "{D}", "{S}", "{C}"}
                         | {f"{{{d}}}" for d in range(10)})

# "X cannot ...": the flags `grant` gives (lang.LANG.values["what"])
CANNOT = ((["cannot_block"], "block"), (["cannot_attack"], "attack"),
          (["cannot_attack", "cannot_block"], "attack or block"), (["cannot_be_broken"], "be broken"),
          (["cannot_be_blocked"], "be blocked"),
          (["cannot_be_chosen_by_summons"], "be chosen by summons"),
          (["cannot_be_chosen_by_abilities"], "be chosen by abilities"),
          (["cannot_become_dull_by_opponent"], "become dull by your opponent's summons or abilities"),
          (["cannot_be_chosen"], "be chosen by summons or abilities"),
          (["cannot_be_chosen_by_opponent"], "be chosen by your opponent's summons or abilities"),
          (["cannot_be_chosen_by_opponent_abilities"], "be chosen by your opponent's abilities"),
          (["cannot_be_chosen_by_opponent_summons"], "be chosen by your opponent's summons"),
          (["cannot_be_broken_by_opponent"], "be broken by your opponent's summons or abilities"))


def _one(test: Callable[[str], Any], render: Callable[[Any], str | None], keys: frozenset[str] = frozenset()) -> Primitive:
    """A one-token phrase: `test(token)` gives the value or None."""

    def match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
        if i < len(toks):
            v = test(toks[i])
            if v is not None:
                yield v, i + 1

    def back(v: Any) -> list[str] | None:
        t = render(v)
        return None if t is None else [t]

    return Primitive(match, back, keys)


def _int(lo: int, hi: int) -> Primitive:
    return _one(lambda t: int(t) if t.isdigit() and lo <= int(t) <= hi else None,
                lambda v: str(v) if type(v) is int and lo <= v <= hi else None)


def _prefixed(prefix: str) -> Primitive:
    return _one(lambda t: t[len(prefix):] if t.startswith(prefix) else None,
                lambda v: prefix + v if isinstance(v, str) else None)


def _cost_match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
    j = i
    while j < len(toks) and toks[j] in COST_SYMBOLS:
        j += 1
    if j > i:
        yield "".join(toks[i:j]), j


def _cost_render(v: Any) -> list[str] | None:
    if not isinstance(v, str) or not v.startswith("{"):
        return None
    parts = ["{" + p for p in v.split("{")[1:]]
    return parts if all(p in COST_SYMBOLS for p in parts) else None


_SAID_IN_WORDS = ("cannot_", "must_", "does_not_", "produces_", "party_", "can_")   # flags, never printed as keywords


def add_primitives(g: Grammar) -> None:
    g.primitive("one", _int(1, 1))
    g.primitive("many", _int(2, 99))
    g.primitive("int", _int(0, 99999))
    g.primitive("plus", _one(lambda t: int(t[1:]) if t[:1] == "+" and t[1:].isdigit() else None,
                             lambda v: f"+{v}" if type(v) is int and v > 0 else None))
    g.primitive("minus", _one(lambda t: -int(t) if t.isdigit() and int(t) > 0 else None,
                              lambda v: str(-v) if type(v) is int and v < 0 else None))
    g.primitive("element", _one(lambda t: t if t in ELEMENTS else None,
                                lambda v: v if v in ELEMENTS else None))
    g.primitive("self", _one(lambda t: "self" if t == SELF else None, lambda v: SELF if v == "self" else None))
    g.primitive("cardname", _prefixed("cardname:"))
    g.primitive("job", _prefixed("job:"))
    g.primitive("category", _prefixed("category:"))
    g.primitive("abilityname", _prefixed("ability:"))
    # a printed keyword; the flags a grant also gives (cannot_block...) are said in words instead
    g.primitive("keyword", _one(lambda t: t[3:] if t.startswith("kw:") else None,
                                lambda v: "kw:" + v if isinstance(v, str) and not v.startswith(_SAID_IN_WORDS)
                                and v not in NOT_KEYWORDS else None))
    g.primitive("cost", Primitive(_cost_match, _cost_render))
    g.primitive("modesmark", _one(_modes_value, _modes_token))
    g.primitive("damagelabel", _one(lambda t: int(t[12:]) if t.startswith("ital:Damage ") and t[12:].isdigit() else None,
                                    lambda v: f"ital:Damage {v}" if type(v) is int else None))


def _modes_value(t: str) -> dict | None:
    """text.py stands "Select [up to] N of the M following actions." for one `modes:N[:up]` token."""
    if not t.startswith("modes:"):
        return None
    pick, *up = t[6:].split(":")
    if up not in ([], ["up"]):
        return None           # "modes:1:from": "Select 1 from the following:" (grammar_fftrig.py)
    return {"pick": int(pick), **({"up_to": True} if up else {})}


def _modes_token(v: Any) -> str | None:
    if not isinstance(v, dict) or set(v) - {"pick", "up_to"} or "pick" not in v:
        return None
    return f"modes:{v['pick']}" + (":up" if v.get("up_to") else "")
