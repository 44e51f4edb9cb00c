"""Bidirectional templates: one pattern both parses printed card text and renders records back.

A grammar is a set of named phrases (nonterminals). Each phrase has productions; a production is
a pattern (literal tokens, `{name:phrase}` slots, `<a|b>` synonyms) and a template value (plain
data in which `"$name"` stands for a slot's value). Parsing matches the pattern over tokens and
fills the template; rendering unifies a value with the template to get the slots back, renders
each slot and writes the pattern. A dict template may take other keys from slots named in its
`"..."` key (a phrase that adds keys, such as "of cost 3 or less" to a selector); a list
template may splice a slot's list with `"*name"`.

Synonym choices (`<his/her|their>`) and productions tagged `variant=` are the only freedom the
renderer has: the parser reports each choice it made and where (the card's wording: the number of
the node in the parse tree, counted in pre-order, with the variant tag or the `a|b=b` synonym
pick; never a value), and the renderer, numbering its nodes the same way, makes those choices
there and the plain ones (no `variant`, the first synonym) everywhere else. So a rendering
repeats the printed words, and says nothing the records do not.

Primitive phrases (a number, a cost, a card's own name) are `Primitive`s: a match function over
tokens and a render function back to tokens. The parser is a memoised generalised
recursive-descent parser: every phrase returns all its parses at a position, so an ambiguity is
resolved by what follows. Productions must not be left-recursive.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import product
from typing import Any

Tokens = tuple[str, ...]
Wording = tuple[str, ...]    # "4:this_turn" (node 4 took the production `this_turn`), "2.3:a|b=b" (a synonym)
Parse = tuple[Any, int, tuple, int]   # value, end position, wording used, number of nodes

_MAX_PARSES = 12   # per phrase and position: enough for the ambiguities card text has


class GrammarError(ValueError):
    """A malformed pattern or template (a programming error in the grammar)."""


@dataclass(frozen=True)
class Primitive:
    """A phrase written in code: `match(tokens, i)` yields (value, end); `render(value)` gives
    tokens or None when the value is not one of its own."""

    match: Callable[[Tokens, int], Iterator[tuple[Any, int]]]
    render: Callable[[Any], list[str] | None]
    keys: frozenset[str] = frozenset()   # the dict keys its values may carry (for merges)


@dataclass(frozen=True)
class _Item:
    kind: str            # "lit" | "slot" | "syn"
    text: str = ""       # the literal, or the slot's phrase
    name: str = ""       # the slot's name
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class Production:
    items: tuple[_Item, ...]
    template: Any
    variant: str = ""
    pattern: str = ""


def _compile(pattern: str) -> tuple[_Item, ...]:
    items = []
    for part in pattern.split():
        if part.startswith("{") and part.endswith("}") and ":" in part:
            name, phrase = part[1:-1].split(":", 1)
            items.append(_Item("slot", phrase, name))
        elif part.startswith("<") and part.endswith(">") and len(part) > 2:
            items.append(_Item("syn", options=tuple(part[1:-1].split("|"))))
        else:
            items.append(_Item("lit", part))
    return tuple(items)


@dataclass
class Grammar:
    """Named phrases and their productions."""

    phrases: dict[str, list[Production]] = field(default_factory=dict)
    primitives: dict[str, Primitive] = field(default_factory=dict)

    def rule(self, phrase: str, pattern: str, template: Any, variant: str = "", first: bool = False) -> None:
        """Add a production: `pattern` parses into `template`, and back. With `first`, its
        parses come before those of the phrase's earlier productions (the reading that wins
        where another production also reads the words)."""
        items = _compile(pattern)
        slots = {it.name: it.text for it in items if it.kind == "slot"}
        prods = self.phrases.setdefault(phrase, [])
        prods.insert(0 if first else len(prods), Production(items, _annotate(template, slots), variant, pattern))

    def primitive(self, phrase: str, prim: Primitive) -> None:
        self.primitives[phrase] = prim

    def check(self) -> None:
        """Every slot names a known phrase; every `$name` of a template is a slot of its pattern."""
        for phrase, prods in self.phrases.items():
            for p in prods:
                slots = {it.name for it in p.items if it.kind == "slot"}
                for it in p.items:
                    if it.kind == "slot" and it.text not in self.phrases and it.text not in self.primitives:
                        raise GrammarError(f"{phrase}: {p.pattern!r} names unknown phrase {it.text!r}")
                used = set(_template_slots(p.template))
                if used != slots:
                    raise GrammarError(f"{phrase}: {p.pattern!r}: slots {sorted(slots)} vs template {sorted(used)}")

    # ------------------------------------------------------------------------------ parse
    def parse(self, phrase: str, tokens: Tokens) -> list[tuple[Any, Wording]]:
        """Every parse of the whole token sequence as `phrase`, with the wording each used."""
        memo: dict = {}
        return [(v, _spell_wording(w)) for v, end, w, _ in self._parse(phrase, tokens, 0, memo) if end == len(tokens)]

    def longest(self, phrase: str, tokens: Tokens) -> int:
        """How far any phrase got while trying to parse `tokens` (to say where a sentence fails)."""
        memo: dict = {}
        self._parse(phrase, tokens, 0, memo)
        return memo.get("far", 0)

    def _parse(self, phrase: str, toks: Tokens, i: int, memo: dict) -> list[Parse]:
        key = (phrase, i)
        if key in memo:
            return memo[key]
        memo[key] = []     # a left-recursive cycle finds nothing rather than looping
        prim = self.primitives.get(phrase)
        if prim is not None:
            out: list[Parse] = [(v, j, (), 1) for v, j in prim.match(toks, i)]
        else:
            out = []
            seen: set[tuple[int, str]] = set()
            for p in self.phrases[phrase]:
                for binds, j, words, size in self._seq(p.items, 0, toks, i, memo, 1):
                    try:
                        value = _fill(p.template, binds)
                    except _Clash:
                        continue
                    words = ((0, -1, p.variant), *words) if p.variant else words
                    sig = (j, json.dumps(value, sort_keys=True) + "|" + repr(words))
                    if sig not in seen:
                        seen.add(sig)
                        out.append((value, j, words, size))
                if len(out) >= _MAX_PARSES:
                    break
        memo[key] = out
        return out

    def _seq(self, items: tuple[_Item, ...], k: int, toks: Tokens, i: int, memo: dict,
             at: int) -> Iterator[tuple[dict, int, tuple, int]]:
        """Parses of items[k:] from token i; `at` is the node number the next slot will have
        (the production's own node is 0, its slots' subtrees follow in order)."""
        if k == len(items):
            yield {}, i, (), at
            return
        it = items[k]
        if it.kind == "lit":
            if i < len(toks) and toks[i] == it.text:
                if i + 1 > memo.get("far", 0):
                    memo["far"] = i + 1
                yield from self._seq(items, k + 1, toks, i + 1, memo, at)
            return
        if it.kind == "syn":
            if i < len(toks) and toks[i] in it.options:
                word = () if toks[i] == it.options[0] else ((0, k, f"{'|'.join(it.options)}={toks[i]}"),)
                for b, j, w, size in self._seq(items, k + 1, toks, i + 1, memo, at):
                    yield b, j, word + w, size
            return
        for value, j, w1, size1 in self._parse(it.text, toks, i, memo):
            shifted = tuple((n + at, sub, tag) for n, sub, tag in w1)
            for b, end, w2, size in self._seq(items, k + 1, toks, j, memo, at + size1):
                yield {**b, it.name: value}, end, shifted + w2, size

    # ------------------------------------------------------------------------------ render
    def render(self, phrase: str, value: Any, wording: Wording = ()) -> list[str] | None:
        """The tokens of `value` as `phrase`, making the choices `wording` names where it names
        them and the plain ones elsewhere; None if no production fits."""
        got = self._render(phrase, value, _read_wording(wording), 0)
        return None if got is None else got[0]

    def _render(self, phrase: str, value: Any, wmap: dict, n: int) -> tuple[list[str], int] | None:
        """The tokens of the node numbered `n`, and the number after its subtree."""
        prim = self.primitives.get(phrase)
        if prim is not None:
            toks = prim.render(value)
            return None if toks is None else (toks, n + 1)
        wanted = wmap.get((n, -1))
        for p in self.phrases[phrase]:
            if p.variant != (wanted or ""):
                continue
            for binds in self._unify(p.template, value):
                got = self._render_items(p.items, binds, wmap, n)
                if got is not None:
                    return got
        return None

    def _render_items(self, items: tuple[_Item, ...], binds: dict, wmap: dict,
                      n: int) -> tuple[list[str], int] | None:
        out: list[str] = []
        at = n + 1
        for k, it in enumerate(items):
            if it.kind == "lit":
                out.append(it.text)
            elif it.kind == "syn":
                pick = wmap.get((n, k), "")
                out.append(pick.split("=", 1)[1] if pick else it.options[0])
            else:
                got = self._render(it.text, binds[it.name], wmap, at)
                if got is None:
                    return None
                out.extend(got[0])
                at = got[1]
        return out, at

    def keys_of(self, phrase: str, _seen: frozenset[str] = frozenset()) -> frozenset[str]:
        """The dict keys a value of `phrase` may have (to share a dict's keys among merge slots)."""
        if phrase in self.primitives:
            return self.primitives[phrase].keys
        if phrase in _seen:
            return frozenset()
        keys: set[str] = set()
        for p in self.phrases[phrase]:
            slot_phrase = {it.name: it.text for it in p.items if it.kind == "slot"}
            t = p.template
            if isinstance(t, dict):
                keys |= {k for k in t if k not in ("...", "#phrases")}
                for name in t.get("...", ()):
                    keys |= self.keys_of(slot_phrase[name], _seen | {phrase})
            elif isinstance(t, str) and t.startswith("$"):
                keys |= self.keys_of(slot_phrase[t[1:]], _seen | {phrase})
        return frozenset(keys)

    def _unify(self, tpl: Any, value: Any) -> Iterator[dict]:
        if isinstance(tpl, str) and tpl.startswith("$"):
            yield {tpl[1:]: value}
            return
        if isinstance(tpl, dict):
            if not isinstance(value, dict):
                return
            merges = tpl.get("...", ())
            fixed = [k for k in tpl if k not in ("...", "#phrases")]
            if any(k not in value for k in fixed):
                return
            rest = {k: v for k, v in value.items() if k not in fixed}
            for binds in _unify_all([(tpl[k], value[k]) for k in fixed], self._unify):
                for split in self._split(rest, merges, tpl):
                    yield {**binds, **split}
            return
        if isinstance(tpl, list):
            if not isinstance(value, list):
                return
            yield from self._unify_list(tpl, value)
            return
        if tpl == value and type(tpl) is type(value):
            yield {}

    def _split(self, rest: dict, merges: tuple[str, ...], tpl: dict) -> Iterator[dict]:
        """Share the keys a dict template does not name among its merge slots."""
        if not merges:
            if not rest:
                yield {}
            return
        if len(merges) == 1:
            yield {merges[0]: rest}
            return
        owners = [[m for m in merges if k in self._merge_keys(tpl, m)] for k in rest]
        if any(not o for o in owners):
            return
        for choice in product(*owners):
            parts: dict[str, dict] = {m: {} for m in merges}
            for k, m in zip(rest, choice, strict=True):
                parts[m][k] = rest[k]
            yield parts

    def _merge_keys(self, tpl: dict, slot: str) -> frozenset[str]:
        phrase = tpl.get("#phrases", {}).get(slot)
        return self.keys_of(phrase) if phrase else frozenset()

    def _unify_list(self, tpl: list, value: list) -> Iterator[dict]:
        if not tpl:
            if not value:
                yield {}
            return
        head = tpl[0]
        if isinstance(head, str) and head.startswith("*"):
            for cut in range(len(value), -1, -1):     # the longest first: one sentence says as much as it can
                for rest in self._unify_list(tpl[1:], value[cut:]):
                    yield {head[1:]: value[:cut], **rest}
            return
        if not value:
            return
        for b1 in self._unify(head, value[0]):
            for b2 in self._unify_list(tpl[1:], value[1:]):
                yield {**b1, **b2}


def _unify_all(pairs: list[tuple[Any, Any]], unify: Callable[[Any, Any], Iterator[dict]]) -> Iterator[dict]:
    if not pairs:
        yield {}
        return
    (t, v), rest = pairs[0], pairs[1:]
    for b1 in unify(t, v):
        for b2 in _unify_all(rest, unify):
            if all(b1[k] == b2[k] for k in b1.keys() & b2.keys()):
                yield {**b1, **b2}


def _spell_wording(words: tuple) -> Wording:
    return tuple(f"{n}:{tag}" if sub < 0 else f"{n}.{sub}:{tag}" for n, sub, tag in sorted(words))


def _read_wording(wording: Wording) -> dict:
    out = {}
    for w in wording:
        where, tag = w.split(":", 1)
        n, _, sub = where.partition(".")
        out[(int(n), int(sub) if sub else -1)] = tag
    return out


class _Clash(Exception):
    """Two phrases of one parse set the same key (say, two cost limits): not a parse."""


def _annotate(tpl: Any, slots: dict[str, str]) -> Any:
    """Record, in each dict template that merges slots, which phrase each merged slot is."""
    if isinstance(tpl, dict):
        out = {k: _annotate(v, slots) for k, v in tpl.items()}
        if "..." in tpl:
            out["#phrases"] = {name: slots[name] for name in tpl["..."]}
        return out
    if isinstance(tpl, list):
        return [_annotate(v, slots) for v in tpl]
    return tpl


def _template_slots(tpl: Any) -> Iterator[str]:
    if isinstance(tpl, str):
        if tpl.startswith("$"):
            yield tpl[1:]
        elif tpl.startswith("*"):
            yield tpl[1:]
    elif isinstance(tpl, dict):
        for k, v in tpl.items():
            if k == "...":
                yield from v
            elif k != "#phrases":
                yield from _template_slots(v)
    elif isinstance(tpl, list):
        for v in tpl:
            yield from _template_slots(v)


def _fill(tpl: Any, binds: dict) -> Any:
    if isinstance(tpl, str):
        if tpl.startswith("$"):
            return binds[tpl[1:]]
        return tpl
    if isinstance(tpl, dict):
        out: dict = {}
        for k, v in tpl.items():
            if k == "...":
                for name in v:
                    part = binds[name]
                    if not isinstance(part, dict) or part.keys() & out.keys():
                        raise _Clash
                    out.update(part)
            elif k != "#phrases":
                out[k] = _fill(v, binds)
        return out
    if isinstance(tpl, list):
        out_list: list = []
        for v in tpl:
            if isinstance(v, str) and v.startswith("*"):
                out_list.extend(binds[v[1:]])
            else:
                out_list.append(_fill(v, binds))
        return out_list
    return tpl
