"""What every game's card and deck files share: errors that point at the line, deck lists."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .toml_cache import TomlCache


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


def parse_deck(text: str, path: str, cards: dict, name_of=lambda c: c.name,
               why_not: Callable[[str], str | None] = lambda code: None) -> DeckList:
    """Parse `N CODE Name` lines; '#' starts a comment. Unknown cards and names that don't
    match their code are errors naming the line; `why_not(code)` says why a printed card the
    game cannot play is refused (an unsupported card of its reference pool)."""
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
            reason = why_not(code)
            if reason:
                raise DeckError(f"{path}:{no}: {reason}")
            raise DeckError(f"{path}:{no}: unknown card {code!r}" + (f" ({name})" if name else ""))
        if name and name != name_of(card):
            raise DeckError(f"{path}:{no}: card {code} is {name_of(card)!r}, not {name!r}")
        entries.append((count, code))
        lines.append(no)
    return DeckList(Path(path).stem, description, tuple(entries), path, tuple(lines))


def read_cards(path: Path, model: Any, tables: tuple[str, ...] = ("ability",), skip: tuple[str, ...] = (),
               cache: str = "") -> list:
    """Validate every `[[card]]` table of a TOML card file with the pydantic `model`.

    An error names the file, the line, the card and the field; `tables` are the card's nested
    tables (`[[card.ability]]`), so an error inside one points at its line; `skip` lists location
    parts that are values, not keys (an effect verb). With `cache` (a game's bundled card files),
    the parsed tables are kept in that per-user cache file (toml_cache.py) for the next process.
    Returns the models in file order.
    """
    import tomllib

    from pydantic import ValidationError

    text = path.read_text(encoding="utf-8")
    try:
        data = _cache(cache).loads(text) if cache else tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise CardFileError(f"{path}: {e}") from None
    unknown = set(data) - {"card"}
    if unknown:
        raise CardFileError(f"{path}: unknown top-level key(s) {sorted(unknown)}; cards are [[card]] tables")
    out = []
    for i, raw in enumerate(data.get("card", [])):
        code = raw.get("code", f"#{i + 1}")
        try:
            out.append(model.model_validate(raw))
        except ValidationError as e:
            err = e.errors()[0]
            if err["type"] == "unexpected_keyword_argument":   # a dataclass model's word for it
                err["msg"] = "Extra inputs are not permitted"
            loc = [str(x) for x in err["loc"]]
            named = re.search(r"`(\w+)`", err["msg"])
            if named and (not loc or loc[-1].isdigit()):
                loc.append(named.group(1))   # a whole-card or whole-ability check names its field
            table, index = (loc[0], int(loc[1])) if len(loc) > 1 and loc[0] in tables and loc[1].isdigit() \
                else ("", -1)
            key = next((x for x in reversed(loc) if not x.isdigit() and x not in skip), loc[0] if loc else "code")
            if table and len(loc) == 2:
                key = "kind"
            line = line_of(text, code, key, table, index)
            name = f" ({raw['name']})" if isinstance(raw.get("name"), str) else ""
            raise CardFileError(f"{path}:{line}: card {code}{name}, field {'.'.join(loc) or 'card'}: {err['msg']}") from None
    return out


def read_card_folder(folder: Path, model: Any, tables: tuple[str, ...] = ("ability",),
                     skip: tuple[str, ...] = (), make: Any = None, cache: str = "") -> dict[str, Any]:
    """Every card of every `*.toml` file in `folder`, by code (`make(model)` builds the
    definition when it is not the model itself). A code defined twice, in one file or two, is
    an error naming the file and line. `cache`: as read_cards'."""
    cards: dict[str, Any] = {}
    for path in sorted(folder.glob("*.toml")):
        here: set[str] = set()
        for m in read_cards(path, model, tables, skip, cache):
            if m.code in cards:
                text = path.read_text(encoding="utf-8")
                pattern = rf'^\s*code\s*=\s*"{re.escape(m.code)}"'
                lines = [i + 1 for i, ln in enumerate(text.splitlines()) if re.match(pattern, ln)]
                line = lines[1] if m.code in here and len(lines) > 1 else lines[0]
                raise CardFileError(f"{path}:{line}: card {m.code} is defined twice")
            here.add(m.code)
            cards[m.code] = m if make is None else make(m)
    return cards


@cache
def _cache(name: str) -> TomlCache:
    """One per-user cache of parsed card files for each name (a game's bundled cards): parsing
    them (tomllib, pure Python) was most of a new process's first game."""
    return TomlCache(name)
