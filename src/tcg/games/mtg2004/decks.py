"""Deck files and deck legality (100.2).

Three formats, chosen by the file's extension:
- `.txt` (ours): `4 Card Name` lines, `#` comments (the first one is the description), an
  optional `Sideboard` line before the sideboard;
- `.dck` (Forge): `[metadata]` with `Name=...`, then `[Main]` and `[Sideboard]` sections of
  `4 Card Name|SET` lines (the set code, and an art index after it, are ignored: a card is its
  English name, 202.3);
- `.dek` (MTGO): XML with one `<Cards Quantity="4" Sideboard="false" Name="..."/>` per card.
Every error names the file, the line and, for an unknown card, the card.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from ...engine.cards import DeckError, DeckList

_DECK_LINE = re.compile(r"^(\d+)\s*x?\s+(.+?)\s*$")
_FORGE_LINE = re.compile(r"^(\d+)\s+([^|]+?)\s*(\|.*)?$")
_DEK_CARD = re.compile(r"<Cards\b([^>]*)/?>", re.S)
_ATTR = re.compile(r'(\w+)\s*=\s*"([^"]*)"')


class _Reading:
    """The main deck (side 0) and sideboard (side 1) of a deck file being read: (count, code)
    entries, the line each came from, and the errors every format gives alike."""

    def __init__(self, cards: dict, path: str):
        self.path = path
        self.by_name: dict[str, str] = {}
        for code, c in cards.items():
            self.by_name.setdefault(c.name.lower(), code)     # 202.3: a card is its English name
        self.parts: tuple[list, list] = ([], [])
        self.lines: tuple[list, list] = ([], [])

    def error(self, no: int, message: str) -> DeckError:
        return DeckError(f"{self.path}:{no}: {message}")

    def add(self, no: int, count: int, name: str, side: int) -> None:
        code = self.by_name.get(name.lower())
        if code is None:
            raise self.error(no, f"unknown card {name!r}")
        self.parts[side].append((count, code))
        self.lines[side].append(no)

    def decks(self, name: str, description: str) -> tuple[DeckList, DeckList]:
        """(main deck, sideboard)."""
        p, n = self.parts, self.lines
        return (DeckList(name, description, tuple(p[0]), self.path, tuple(n[0])),
                DeckList(name + " (sideboard)", "", tuple(p[1]), self.path, tuple(n[1])))


def parse_deck(text: str, path: str, cards: dict) -> tuple[DeckList, DeckList]:
    """Our `.txt` format: `4 Card Name` lines (names in English, 202.3); a line `Sideboard`
    starts the sideboard; '#' starts a comment (the first one is the description)."""
    r = _Reading(cards, path)
    description, side = "", 0
    for no, raw in enumerate(text.splitlines(), 1):
        if raw.strip().startswith("#"):
            if not description and not r.parts[0]:
                description = raw.strip().lstrip("# ").strip()
            continue
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().rstrip(":") == "sideboard":
            side = 1
            continue
        m = _DECK_LINE.match(line)
        if not m:
            raise r.error(no, f"expected 'COUNT Card Name', got {line!r}")
        r.add(no, int(m.group(1)), m.group(2), side)
    return r.decks(Path(path).stem, description)


def parse_forge(text: str, path: str, cards: dict) -> tuple[DeckList, DeckList]:
    """A Forge `.dck` file: (main deck, sideboard)."""
    r = _Reading(cards, path)
    name, section = Path(path).stem, ""
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            continue
        if section == "metadata" and "=" in line:
            key, _, value = line.partition("=")
            if key.strip().lower() == "name" and value.strip():
                name = value.strip()
            continue
        if section not in ("main", "sideboard"):
            if section in ("commander", "planes", "schemes", "avatar", "conspiracy"):
                raise r.error(no, f"section [{section}] is not part of a 2004 constructed deck")
            raise r.error(no, f"card line outside [Main] or [Sideboard]: {line!r}")
        m = _FORGE_LINE.match(line)
        if not m:
            raise r.error(no, f"expected 'COUNT Card Name|SET', got {line!r}")
        r.add(no, int(m.group(1)), m.group(2), 1 if section == "sideboard" else 0)
    return r.decks(name, f"Forge deck {name}")


def parse_mtgo(text: str, path: str, cards: dict) -> tuple[DeckList, DeckList]:
    """An MTGO `.dek` XML file: (main deck, sideboard)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        line = e.position[0] if getattr(e, "position", None) else 0
        raise DeckError(f"{path}:{line}: not a well-formed MTGO .dek file ({e})") from None
    if root.tag != "Deck":
        raise DeckError(f"{path}:1: an MTGO .dek file has a <Deck> root, not <{root.tag}>")
    r = _Reading(cards, path)
    for m in _DEK_CARD.finditer(text):
        no = text.count("\n", 0, m.start()) + 1
        attrs = {k: html.unescape(v) for k, v in _ATTR.findall(m.group(1))}
        name, qty = attrs.get("Name", ""), attrs.get("Quantity", "")
        if not name or not qty.isdigit():
            raise r.error(no, "a <Cards> element needs Name and a numeric Quantity")
        r.add(no, int(qty), name, 1 if attrs.get("Sideboard", "false").lower() == "true" else 0)
    stem = Path(path).stem
    return r.decks(stem, f"MTGO deck {stem}")


def read_deck(path: Path, cards: dict) -> tuple[DeckList, DeckList]:
    """Read a deck file of any of the three formats: (main deck, sideboard)."""
    text = path.read_text(encoding="utf-8")
    suffix = path.suffix.lower()
    if suffix == ".dck":
        return parse_forge(text, str(path), cards)
    if suffix == ".dek":
        return parse_mtgo(text, str(path), cards)
    return parse_deck(text, str(path), cards)


def check_deck(deck: DeckList, cards: dict, sideboard: DeckList | None = None, min_size: int = 60,
               limited: bool = False) -> None:
    """100.2: at least 60 cards; at most four of any card by English name (202.3), main deck
    and sideboard together, basic lands excepted. 100.3: a sealed or draft deck (`limited`)
    needs 40 cards and may hold any number of copies."""
    codes = deck.codes()
    where = deck.path or deck.name
    if limited:
        if len(codes) < 40:
            raise DeckError(f"{where}: {len(codes)} cards; a sealed or draft deck has at least 40 (100.3)")
        return
    if len(codes) < min_size:
        raise DeckError(f"{where}: {len(codes)} cards; a constructed deck has at least {min_size} (100.2)")
    counts: dict[str, int] = {}
    for d in (deck, sideboard) if sideboard else (deck,):
        for i, (k, code) in enumerate(d.entries):
            c = cards[code]
            if "Basic" in c.supertypes:
                continue
            counts[c.name] = counts.get(c.name, 0) + k
            if counts[c.name] > 4:
                at = f"{where}:{d.lines[i]}" if i < len(d.lines) else where
                raise DeckError(f"{at}: more than four copies of {c.name} (100.2)")
