"""FFTCG's reference pool: every printed card, supported or not (`pool/<set>.toml`, POOL.md).

`compile_card` turns one card's printed facts and text into what the pool file holds: its
abilities, or why it is unsupported. A compiled card must also load in the ability language
(`verbs.LANG`, docs/abilities.md): one that does not is unsupported, with the loader's reason.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...engine.toml_cache import TomlCache

POOL = Path(__file__).parent / "pool"


@dataclass(frozen=True)
class PoolCard:
    code: str
    name: str
    set: str          # the pool file's stem: opus1 ... opus20, boss, promo
    type: str
    text: str
    abilities: tuple[dict, ...]
    keywords: tuple[str, ...]
    wording: tuple[str, ...]
    unsupported: str
    line: int         # of `code = ...` in its file
    override_text: str = ""   # the corrected text compiled instead of a misprint (pool_overrides.toml)

    @property
    def compiled_text(self) -> str:
        return self.override_text or self.text

    @property
    def supported(self) -> bool:
        return not self.unsupported


def compile_card(card: dict, override: dict | None = None) -> dict:
    """`{"abilities", "keywords", "wording"}` or `{"unsupported": "<sentence>: <reason>"}`;
    `override` (pool_overrides.toml) replaces a misprinted text, and says why."""
    from .text import compile_text  # the compiler (its grammar): not needed to play the pool

    text = override["text"] if override and "text" in override else card["text"]
    res = compile_text(text, card["name"], card["type"])
    out: dict[str, Any] = {"override": override["reason"], "override_text": text} if override else {}
    if not res.supported:
        return {**out, "unsupported": res.unsupported}
    problem = invalid(res.abilities, card["code"], card["name"])
    if problem:
        return {**out, "unsupported": problem}
    return {**out, "abilities": res.abilities, "keywords": res.keywords, "wording": res.wording}


def invalid(abilities: list[dict], code: str, name: str) -> str:
    """Why the ability language refuses these records, or ''."""
    from ...engine.abilities.load import AbilityError, ability
    from .verbs import LANG

    for i, ab in enumerate(abilities):
        try:
            ability(ab, f"ability.{i}", LANG)
        except AbilityError as e:
            return f"{code} ({name}) ability {i + 1}: the ability language refuses it: {e.field}: {e}"
    return ""


@cache
def load_pool() -> tuple[PoolCard, ...]:
    """Every card of the pool, in set and file order."""
    return tuple(c for path in sorted(POOL.glob("*.toml"), key=_set_order) for c in set_cards(path.stem))


@cache
def set_cards(stem: str) -> tuple[PoolCard, ...]:
    """The cards of one pool file, in file order."""
    text, cards = _parsed(stem)
    lines = {ln.split('"')[1]: i + 1 for i, ln in enumerate(text.splitlines()) if ln.startswith("code = ")}
    return tuple(_pool_card(c, stem, lines.get(c["code"], 0)) for c in cards)


def _pool_card(c: dict, stem: str, line: int) -> PoolCard:
    return PoolCard(c["code"], c["name"], stem, c["type"], c.get("text", ""), tuple(c.get("ability", ())),
                    tuple(c.get("keywords", ())), tuple(c.get("wording", ())), c.get("unsupported", ""), line,
                    c.get("override_text", ""))


_CARD = "\n[[card]]\n"


@cache
def _chunks() -> dict[str, tuple[str, int, str]]:
    """Every card code's pool file (stem), the line of its `code = `, and its own `[[card]]`
    table (with its `[[card.ability]]` tables), read without parsing the TOML."""
    out: dict[str, tuple[str, int, str]] = {}
    for path in POOL.glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        parts = text.split(_CARD)
        line = parts[0].count("\n") + 2           # the first `[[card]]` line
        for part in parts[1:]:
            code = part[8:part.index('"', 8)]       # the table's first line is `code = "..."`
            out[code] = (path.stem, line + 1, part)
            line += part.count("\n") + 2
    return out


@cache
def _card_facts(code: str) -> dict:
    """One card's table of its pool file: a game reads only its decks' cards, and parsing whole
    files was most of a new process's first game (each table parses alone: `[[card]]` opens it);
    one parsed before, by any process, is read from the per-user cache (engine/toml_cache.py)."""
    return _TABLES.loads(_CARD + _chunks()[code][2])["card"][0]


_TABLES = TomlCache("fftcg-pool-cards")


@cache
def _parsed(stem: str) -> tuple[str, list[dict]]:
    """A pool file's text and cards, parsed once."""
    text = (POOL / f"{stem}.toml").read_text(encoding="utf-8")
    return text, tomllib.loads(text).get("card", [])


def _set_order(path: Path) -> tuple[int, str]:
    stem = path.stem
    return (int(stem[4:]), "") if stem.startswith("opus") and stem[4:].isdigit() else (1000, stem)


def pool_card(code: str) -> PoolCard | None:
    return next((c for c in load_pool() if c.code == code), None)


def render(card: PoolCard) -> str:
    """The text the card's abilities say (text.render_text), for `tcg cards fftcg CODE`."""
    from .text import render_text

    return render_text(list(card.abilities), list(card.keywords), card.name, card.type, tuple(card.wording))


def why_unsupported(code: str) -> str | None:
    """For a deck naming a card the game cannot play: why, or None if the pool does not know it."""
    card = pool_card(code)
    if card is None:
        return None
    if card.unsupported:
        return f"card {code} ({card.name}) is not supported: {card.unsupported}"
    return f"card {code} ({card.name}) is not playable: the game does not load it"


def _facts(card: PoolCard) -> dict:
    """The printed facts of a pool card, as its file holds them."""
    return _card_facts(card.code)


class PlayableCards(MutableMapping[str, Any]):
    """Every supported card of the pool the game's card model holds (`cards.CardDef`), by code,
    and the hand-written `first` cards (cards/*.toml), which take precedence. A card's table is
    parsed when it is first looked up, and the card validated (its abilities compiled,
    by the same loader as cards/*.toml) when first read: a game reads only its decks' cards, and
    parsing and validating the whole pool was most of a new process's first game. It iterates in
    the order of the dict `{**pool, **first}` (random decks and searches depend on it) and, like a
    dict, a card may be set or deleted (tests add their own)."""

    def __init__(self, first: dict[str, Any]) -> None:
        self._first = tuple(first)
        self._built = dict(first)
        self._playable: dict[str, PoolCard] = {}    # of the codes looked up so far
        self._read: set[str] = set()
        self._gone: set[str] = set()                 # deleted (and not set again)
        self._edits: list[tuple[bool, str]] = []     # sets and deletions made before the order is built
        self._order: dict[str, None] | None = None

    def _known(self, code: object) -> bool:
        if code in self._built:
            return True
        if code in self._gone or not isinstance(code, str):
            return False
        if code not in self._read:
            at = _chunks().get(code)
            if at is None:
                return False
            self._read.add(code)
            c = _pool_card(_card_facts(code), at[0], at[1])
            if c.supported:
                self._playable[code] = c
        return code in self._playable

    def _codes(self) -> dict[str, None]:
        if self._order is None:
            order = dict.fromkeys([c.code for c in load_pool() if c.supported]
                                  + list(self._first))
            for is_set, code in self._edits:
                if is_set:
                    order[code] = None
                else:
                    order.pop(code, None)
            self._order = order
        return self._order

    def __getitem__(self, code: str) -> Any:
        card = self._built.get(code)
        if card is None:
            if not self._known(code):
                raise KeyError(code)
            card = self._built[code] = _card_def(self._playable[code])
        return card

    def __setitem__(self, code: str, card: Any) -> None:
        self._built[code] = card
        self._gone.discard(code)
        if self._order is None:
            self._edits.append((True, code))
        else:
            self._order[code] = None

    def __delitem__(self, code: str) -> None:
        if not self._known(code):
            raise KeyError(code)
        self._built.pop(code, None)
        self._gone.add(code)
        if self._order is None:
            self._edits.append((False, code))
        else:
            del self._order[code]

    def __contains__(self, code: object) -> bool:
        return self._known(code)

    def __iter__(self) -> Iterator[str]:
        return iter(self._codes())

    def __len__(self) -> int:
        return len(self._codes())


def playable_cards() -> PlayableCards:
    """The playable pool cards alone, without the hand-written ones."""
    return PlayableCards({})


def _card_def(card: PoolCard) -> Any:
    """A pool card's facts and compiled abilities as a `cards.CardDef`."""
    from .cards import CardDef

    f = _facts(card)
    return CardDef.model_validate({
        "code": card.code, "name": card.name, "type": card.type, "elements": f["elements"],
        "cost": f["cost"], "power": f.get("power") or 0, "job": "/".join(f.get("jobs") or ()),
        "category": (f.get("categories") or [""])[0], "generic": f["multi_playable"],
        "ex_burst": f["ex_burst"], "keywords": list(card.keywords), "text": card.text,
        "ability": list(card.abilities)})
