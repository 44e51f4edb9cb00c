"""What every game's card and deck files share: errors that point at the line, deck lists."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path


class CardFileError(ValueError):
    """A malformed card file: the message names file, line, card and field."""


class DeckError(ValueError):
    """A malformed or illegal deck: the message names file, line and card."""


def line_of(text: str, code: str, field: str, table: str = "", index: int = -1) -> int:
    """The line of `field` inside the card whose `code = "..."` line is in `text` (1-based);
    with `table` (e.g. "ability"), inside that card's `[[card.<table>]]` number `index`."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if re.match(rf'\s*code\s*=\s*"{re.escape(code)}"', ln)), 0)
    first = start
    for _ in range(index + 1 if table else 0):
        first = next((j for j in range(first + 1, len(lines))
                      if lines[j].split("#")[0].strip() in (f"[[card.{table}]]", "[[card]]")), len(lines))
        if first == len(lines) or lines[first].split("#")[0].strip() == "[[card]]":
            first = start
            break
    for i in range(first, len(lines)):
        if i > first and (lines[i].strip() == "[[card]]" or (table and lines[i].startswith("[[card."))):
            break
        if re.search(rf"(^|[\s{{,]){re.escape(field)}\s*=", lines[i]):
            return i + 1
    return first + 1


@dataclass(frozen=True)
class DeckList:
    """A deck as written: (count, card code) entries, in file order."""

    name: str
    description: str
    entries: tuple[tuple[int, str], ...]
    path: str = ""
    lines: tuple[int, ...] = ()     # the file line of each entry, for error messages

    def codes(self) -> list[str]:
        return [code for n, code in self.entries for _ in range(n)]


_LINE = re.compile(r"^(\d+)\s*x?\s+(\S+)(?:\s+(.*))?$")


def parse_deck(text: str, path: str, cards: dict, name_of=lambda c: c.name) -> DeckList:
    """Parse `N CODE Name` lines; '#' starts a comment. Unknown cards and names that don't
    match their code are errors naming the line."""
    entries: list[tuple[int, str]] = []
    lines: list[int] = []
    description = ""
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if not description and not entries:
                description = line.lstrip("# ").strip()
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(f"{path}:{no}: expected 'COUNT CODE Name', got {line!r}")
        count, code, name = int(m.group(1)), m.group(2), (m.group(3) or "").strip()
        card = cards.get(code)
        if card is None:
            raise DeckError(f"{path}:{no}: unknown card {code!r}" + (f" ({name})" if name else ""))
        if name and name != name_of(card):
            raise DeckError(f"{path}:{no}: card {code} is {name_of(card)!r}, not {name!r}")
        entries.append((count, code))
        lines.append(no)
    return DeckList(Path(path).stem, description, tuple(entries), path, tuple(lines))
