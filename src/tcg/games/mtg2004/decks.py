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
from .cards import parse_deck

_FORGE_LINE = re.compile(r"^(\d+)\s+([^|]+?)\s*(\|.*)?$")
_DEK_CARD = re.compile(r"<Cards\b([^>]*)/?>", re.S)
_ATTR = re.compile(r'(\w+)\s*=\s*"([^"]*)"')


def _by_name(cards: dict) -> dict[str, str]:
    out: dict[str, str] = {}
    for code, c in cards.items():
        out.setdefault(c.name.lower(), code)
    return out


def _decks(path: str, name: str, description: str, parts: list, lines: list) -> tuple[DeckList, DeckList]:
    return (DeckList(name, description, tuple(parts[0]), path, tuple(lines[0])),
            DeckList(name + " (sideboard)", "", tuple(parts[1]), path, tuple(lines[1])))


def parse_forge(text: str, path: str, cards: dict) -> tuple[DeckList, DeckList]:
    """A Forge `.dck` file: (main deck, sideboard)."""
    by_name = _by_name(cards)
    parts: list[list] = [[], []]
    lines: list[list] = [[], []]
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
                raise DeckError(f"{path}:{no}: section [{section}] is not part of a 2004 constructed deck")
            raise DeckError(f"{path}:{no}: card line outside [Main] or [Sideboard]: {line!r}")
        m = _FORGE_LINE.match(line)
        if not m:
            raise DeckError(f"{path}:{no}: expected 'COUNT Card Name|SET', got {line!r}")
        code = by_name.get(m.group(2).lower())
        if code is None:
            raise DeckError(f"{path}:{no}: unknown card {m.group(2)!r}")
        side = 1 if section == "sideboard" else 0
        parts[side].append((int(m.group(1)), code))
        lines[side].append(no)
    return _decks(path, name, f"Forge deck {name}", parts, lines)


def parse_mtgo(text: str, path: str, cards: dict) -> tuple[DeckList, DeckList]:
    """An MTGO `.dek` XML file: (main deck, sideboard)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        line = e.position[0] if getattr(e, "position", None) else 0
        raise DeckError(f"{path}:{line}: not a well-formed MTGO .dek file ({e})") from None
    if root.tag != "Deck":
        raise DeckError(f"{path}:1: an MTGO .dek file has a <Deck> root, not <{root.tag}>")
    by_name = _by_name(cards)
    parts: list[list] = [[], []]
    lines: list[list] = [[], []]
    for m in _DEK_CARD.finditer(text):
        no = text.count("\n", 0, m.start()) + 1
        attrs = {k: html.unescape(v) for k, v in _ATTR.findall(m.group(1))}
        name, qty = attrs.get("Name", ""), attrs.get("Quantity", "")
        if not name or not qty.isdigit():
            raise DeckError(f"{path}:{no}: a <Cards> element needs Name and a numeric Quantity")
        code = by_name.get(name.lower())
        if code is None:
            raise DeckError(f"{path}:{no}: unknown card {name!r}")
        side = 1 if attrs.get("Sideboard", "false").lower() == "true" else 0
        parts[side].append((int(qty), code))
        lines[side].append(no)
    stem = Path(path).stem
    return _decks(path, stem, f"MTGO deck {stem}", parts, lines)


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
