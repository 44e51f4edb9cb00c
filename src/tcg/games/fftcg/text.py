"""FFTCG printed card text compiled into the ability language (docs/abilities.md), and back.

`compile_text(text, name, type)` parses every paragraph with the grammar (grammar.py); the card is
supported only if every sentence parses and the abilities render back to the printed words
(`render_text`, compared under `tokens.normal`). Otherwise the result names the first paragraph
that failed and why: unsupported is a result, counted by `tcg cards coverage`.

A paragraph is one ability, a line of keywords (**Brave**), or the head of "Select N of the M
following actions." whose modes are the quoted paragraphs that follow it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .grammar import grammar
from .tokens import normal, tokenize, untokenize

_MODES = "modes:"   # a marker token standing for "Select N of the M following actions."


@dataclass
class Compiled:
    """The result of compiling one card's text."""

    abilities: list[dict] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    wording: list[str] = field(default_factory=list)
    unsupported: str = ""     # "<the sentence>: <the reason>" when not supported

    @property
    def supported(self) -> bool:
        return not self.unsupported


class Unsupported(Exception):
    def __init__(self, sentence: str, reason: str) -> None:
        super().__init__(f"{sentence}: {reason}")


def compile_text(text: str, name: str, card_type: str) -> Compiled:
    """Compile a card's printed text; check that it renders back to the same words."""
    out = Compiled()
    wording: set[str] = set()
    try:
        for group in _groups(text):
            _compile_group(group, name, card_type, out, wording)
        out.wording = sorted(wording)
        back = render_text(out.abilities, out.keywords, name, card_type, frozenset(out.wording))
        for para, printed, rendered in zip(_groups(text), _paragraph_tokens(text, name), _paragraph_tokens(back, name),
                                           strict=False):
            if normal(printed) != normal(rendered):
                raise Unsupported(" ".join(para), f"renders back as {untokenize(list(rendered), name)!r}")
        if len(_paragraph_tokens(text, name)) != len(_paragraph_tokens(back, name)):
            raise Unsupported(text, "renders back into a different number of paragraphs")
    except Unsupported as e:
        return Compiled(unsupported=str(e))
    return out


def _groups(text: str) -> list[list[str]]:
    """Paragraphs, a modes head joined with its quoted modes."""
    groups: list[list[str]] = []
    for para in (p.strip() for p in text.split("\n")):
        if not para:
            continue
        if para.startswith('"') and groups and _is_modes_head(groups[-1][0]):
            groups[-1].append(para)
        else:
            groups.append([para])
    return groups


def _is_modes_head(para: str) -> bool:
    return "following actions" in para


def _paragraph_tokens(text: str, name: str) -> list[tuple[str, ...]]:
    return [tokenize(" ".join(g), name) for g in _groups(text)]


def _compile_group(group: list[str], name: str, card_type: str, out: Compiled, wording: set[str]) -> None:
    g = grammar()
    head = tokenize(group[0], name)
    kws = g.parse("keywords", head)
    if kws and len(group) == 1:
        if out.abilities:
            raise Unsupported(group[0], "keywords after an ability")
        out.keywords.extend(kws[0][0])
        return
    modes: list[list[dict]] = []
    if len(group) > 1 or _is_modes_head(group[0]):
        head = _mark_modes(head, group[0], len(group) - 1)
        for quoted in group[1:]:
            toks = tokenize(quoted.strip().strip('"').strip(), name)
            parses = g.parse("body", toks)
            if not parses:
                raise Unsupported(quoted, _why(g, "body", toks))
            modes.append(parses[0][0])
            wording |= parses[0][1]
    phrase = "summon" if card_type == "summon" else "paragraph"
    parses = g.parse(phrase, head)
    if not parses:
        raise Unsupported(group[0], _why(g, phrase, head))
    ability, words = parses[0]
    wording |= words
    if modes:
        ability = _put_modes(ability, modes)
    out.abilities.append(link(ability))


def _mark_modes(head: tuple[str, ...], para: str, count: int) -> tuple[str, ...]:
    """Replace "select [up to] N of the M following actions ." by one marker token."""
    for i in range(len(head)):
        up = head[i + 1:i + 3] == ("up", "to")
        k = i + (3 if up else 1)
        if head[i] == "select" and head[k + 1:k + 3] == ("of", "the") and head[k + 4:k + 6] == ("following", "actions") \
                and k + 6 < len(head) and head[k + 6] in (".", ":") and head[k].isdigit():
            if head[k + 3] != str(count):
                raise Unsupported(para, f"announces {head[k + 3]} actions, {count} follow")
            marker = f"{_MODES}{head[k]}{':up' if up else ''}"
            return head[:i] + (marker,) + head[k + 7:]
    raise Unsupported(para, "quoted paragraphs without 'Select N of the M following actions'")


def _put_modes(ability: dict, modes: list[list[dict]]) -> dict:
    effects = ability.get("effects", [])
    if not effects or "pick" not in effects[-1]:
        raise Unsupported(str(effects), "the modes head is not the ability's last sentence")
    head = effects[-1]
    out = {k: v for k, v in ability.items() if k != "effects"}
    if effects[:-1]:
        out["effects"] = effects[:-1]
    out["modes"] = modes
    out["pick"] = head["pick"]
    if head.get("up_to"):
        out["up_to"] = True
    return out


def _why(g: Any, phrase: str, toks: tuple[str, ...]) -> str:
    reach = g.longest(phrase, toks)
    if reach >= len(toks):
        return "ambiguous"
    return f"not understood from {' '.join(toks[reach:reach + 6])!r}"


# ------------------------------------------------------------------------ pronouns and bindings
def link(ability: dict) -> dict:
    """Name the bindings: each `choose`/`select` binds `t`, `t2`...; "it"/"them" become the last
    one; "if you do so" names the effect before it."""
    ability = copy.deepcopy(ability)
    state = {"n": 0, "last": None, "did": 0}
    for key in ("effects",):
        if key in ability:
            _link_list(ability[key], state)
    for mode in ability.get("modes", []):
        _link_list(mode, dict(state))
    return ability


def _link_list(effects: list[dict], state: dict) -> None:
    prev: dict | None = None
    for e in effects:
        if e.get("do") in ("choose", "select", "search"):
            state["n"] += 1
            e["as"] = "t" if state["n"] == 1 else f"t{state['n']}"
            state["last"] = e
        for k in ("to",):
            if e.get(k) in ("@it", "@them"):
                if state["last"] is None:
                    raise Unsupported(str(e), f"{e[k][1:]!r} refers to nothing chosen before")
                e[k] = state["last"]["as"]
        cond = e.get("cond")
        if isinstance(cond, dict) and cond.get("did") == "@prev":
            if prev is None:
                raise Unsupported(str(e), "'if you do so' follows nothing")
            if "as" not in prev:
                state["did"] += 1
                prev["as"] = f"r{state['did']}"
            cond["did"] = prev["as"]
        for sub in ("effects", "then", "else"):
            if isinstance(e.get(sub), list):
                _link_list(e[sub], state)
        prev = e


def unlink(ability: dict) -> dict:
    """The inverse of `link`, for rendering: bindings back to pronouns."""
    ability = copy.deepcopy(ability)
    binds: dict[str, dict] = {}
    for key in ("effects",):
        if key in ability:
            _unlink_list(ability[key], binds)
    for mode in ability.get("modes", []):
        _unlink_list(mode, dict(binds))
    return ability


def _unlink_list(effects: list[dict], binds: dict) -> None:
    for i, e in enumerate(effects):
        if e.get("do") in ("choose", "select", "search") and "as" in e:
            binds[e.pop("as")] = e
        t = e.get("to")
        if isinstance(t, str) and t in binds:
            b = binds[t]
            e["to"] = "@it" if b.get("n", 1) == 1 else "@them"
        cond = e.get("cond")
        if isinstance(cond, dict) and isinstance(cond.get("did"), str) and i and effects[i - 1].get("as") == cond["did"]:
            effects[i - 1].pop("as")
            cond["did"] = "@prev"
        for sub in ("effects", "then", "else"):
            if isinstance(e.get(sub), list):
                _unlink_list(e[sub], binds)


# ------------------------------------------------------------------------------------ render
def render_text(abilities: list[dict], keywords: list[str], name: str, card_type: str,
                wording: frozenset[str] = frozenset()) -> str:
    """The card text the abilities say, in the card data's markup (one paragraph per line)."""
    g = grammar()
    paras: list[str] = []
    if keywords:
        paras.append(untokenize(g.render("keywords", list(keywords), wording) or [], name))
    phrase = "summon" if card_type == "summon" else "paragraph"
    for ab in abilities:
        ab = unlink(ab)
        modes = ab.pop("modes", None)
        if modes is not None:
            head = {"pick": ab.pop("pick"), **({"up_to": ab.pop("up_to")} if "up_to" in ab else {})}
            ab["effects"] = ab.get("effects", []) + [head]
        toks = g.render(phrase, ab, wording)
        if toks is None:
            raise Unsupported(str(ab), "no template renders this ability")
        if modes is not None:
            toks = _unmark_modes(toks, len(modes))
            paras.append(untokenize(toks, name))
            for m in modes:
                body = g.render("body", m, wording)
                if body is None:
                    raise Unsupported(str(m), "no template renders this mode")
                paras.append(untokenize(['"', *body, '"'], name))
        else:
            paras.append(untokenize(toks, name))
    return "\n".join(paras)


def _unmark_modes(toks: list[str], count: int) -> list[str]:
    out: list[str] = []
    for t in toks:
        if t.startswith(_MODES):
            pick, *up = t[len(_MODES):].split(":")
            out += ["select", *(["up", "to"] if up else []), pick, "of", "the", str(count), "following", "actions", "."]
        else:
            out.append(t)
    return out
