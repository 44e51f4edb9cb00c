"""The words a player reads, in English or French.

The English text is its own key (a template with `{names}`): `tr(pkg, "fr", "attack with {a}",
a=name)`. Each game's French is one table, `tcg/games/<game>/fr.toml`, read once; the words every
game shares (the table's, the terminal's) are `tcg/fr.toml`. A table has:

- `[words]`: English template = French template (same `{names}`);
- `[lines]`: regular expression = French replacement (`{1}` for its first group...), for the free text the engine
  writes (a decision's prompt, a result's reason), tried in order, the first that matches whole.

English needs no table: a key missing from the French one stays English, which the tests of
`tests/present/test_french.py` catch.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources

LANGS = ("en", "fr")


@cache
def _table(package: str) -> tuple[dict[str, str], list[tuple[re.Pattern[str], str]]]:
    try:
        raw = tomllib.loads(resources.files(package).joinpath("fr.toml").read_text(encoding="utf-8"))
    except FileNotFoundError:
        raw = {}
    lines = [(re.compile(k), v) for k, v in raw.get("lines", {}).items()]
    return raw.get("words", {}), lines


def tr(package: str, lang: str, text: str, /, **kw: object) -> str:
    """`text` in `lang`, formatted with `kw`: the game's word, else the shared one, else itself."""
    if lang == "fr":
        text = _table(package)[0].get(text) or _table("tcg")[0].get(text) or text
    return text.format(**kw) if kw else text


def line(package: str, lang: str, text: str) -> str:
    """A line of the engine's free text in `lang`: the first of the game's `[lines]` (then the
    shared ones) that matches it whole; else, for "Name: words", the name then the words'
    line; else the line as it is."""
    if lang != "fr" or not text:
        return text
    for pattern, french in _table(package)[1] + _table("tcg")[1]:
        m = pattern.fullmatch(text)
        if m:
            return french.format(m[0], *m.groups())
    head, colon, tail = text.partition(": ")       # "Unsummon: choose a target": the card, then the line
    if colon and (said := line(package, lang, tail)) != tail:
        return f"{head} : {said}"
    return text


def number(n: int, lang: str) -> str:
    """A number as the language writes it: 7,000 in English, 7 000 in French."""
    text = f"{n:,}"
    return text.replace(",", "\u202f") if lang == "fr" else text


def printed(text: str, lang: str) -> str:
    """A card's printed words inside a sentence: as printed, between « » in French (they stay in
    the card's language)."""
    return f"« {text} »" if lang == "fr" and text else text
