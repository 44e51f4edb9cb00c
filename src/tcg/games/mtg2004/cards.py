"""MTG 2004 card definitions: loaded once from `cards/*.toml`, validated, immutable, shared.

The file format and the effect vocabulary are described in CARDS.md. A loading error names the
file, the line, the card and the field. Deck files are plain `4 Card Name` lines with an optional
`Sideboard` section; legality follows 100.2.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...engine.cards import DeckError, DeckList, read_card_folder, read_cards

COLORS = "WUBRG"
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}  # 212.6d
TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery")              # 205.2a
KEYWORDS = ("flying", "first_strike", "double_strike", "trample", "haste", "fear", "vigilance",
            "cant_block")
TARGETS = ("creature", "player", "creature_or_player", "artifact_or_enchantment", "land",
           "tapped_creature", "attacking_or_blocking_creature", "nonartifact_nonblack_creature")
VERBS = ("damage", "draw", "gain_life", "destroy", "destroy_all_creatures", "pump", "bounce")
WHO = ("target", "self", "you")
WHEN = ("comes_into_play", "end_of_turn")
_COST = re.compile(r"^(\{([0-9]+|[WUBRG])\})*$")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Step(_Strict):
    """One instruction of an effect (CARDS.md, Effects)."""

    do: Literal[VERBS]  # type: ignore[valid-type]
    amount: int = 0
    power: int = 0
    toughness: int = 0
    to: Literal[WHO] = "target"  # type: ignore[valid-type]
    regenerate: bool = True      # False: "It can't be regenerated"


class Ability(_Strict):
    """A spell's effect, an activated ability or a triggered ability (CARDS.md, Abilities)."""

    kind: Literal["spell", "activated", "triggered"] = "spell"
    cost: str = ""               # mana part of an activated ability's cost
    tap: bool = False            # {T} in the cost (104.4, 403.4)
    when: Literal[WHEN] | None = None  # type: ignore[valid-type]
    target: Literal[TARGETS] | None = None  # type: ignore[valid-type]
    effect: tuple[Step, ...] = Field(min_length=1)

    @field_validator("cost")
    @classmethod
    def _cost(cls, v: str) -> str:
        if not _COST.match(v):
            raise ValueError(f"mana cost {v!r}: write symbols like {{2}}{{G}}")
        return v

    @model_validator(mode="after")
    def _check(self) -> Ability:
        if self.kind == "triggered" and self.when is None:
            raise ValueError("a triggered ability needs `when`")
        if self.kind != "triggered" and self.when is not None:
            raise ValueError("`when` is only for triggered abilities")
        if any(s.to == "target" and s.do not in ("gain_life", "destroy_all_creatures") for s in self.effect) \
                and self.target is None:
            raise ValueError("an effect step acts on `target` but the ability has no `target`")
        return self


class Static(_Strict):
    """A static ability (412): P/T and keywords given to the enchanted creature or to the
    creatures its controller controls."""

    applies: Literal["enchanted", "your_creatures"]
    power: int = 0
    toughness: int = 0
    grant: tuple[Literal[KEYWORDS], ...] = ()  # type: ignore[valid-type]
    no_untap: bool = False       # "doesn't untap during its controller's untap step"


class CardModel(_Strict):
    code: str
    name: str
    cost: str = ""
    type: str                    # the printed 2002-03 type line, e.g. "Creature - Bear", "Enchant Creature"
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    keywords: tuple[Literal[KEYWORDS], ...] = ()  # type: ignore[valid-type]
    mana: str = ""               # "{T}: Add {G} to your mana pool." (a mana ability, 406)
    ability: tuple[Ability, ...] = ()
    static: tuple[Static, ...] = ()

    @field_validator("cost", "mana")
    @classmethod
    def _cost(cls, v: str) -> str:
        if not _COST.match(v):
            raise ValueError(f"mana {v!r}: write symbols like {{2}}{{G}}")
        return v

    @model_validator(mode="after")
    def _check(self) -> CardModel:
        types, _ = split_type(self.type)
        if not types:
            raise ValueError(f"type line {self.type!r} names none of {', '.join(TYPES)}")
        if "Creature" in types and (self.power is None or self.toughness is None):
            raise ValueError("a creature needs power and toughness")
        if ("Instant" in types or "Sorcery" in types) and not any(a.kind == "spell" for a in self.ability):
            raise ValueError("an instant or sorcery needs a `spell` ability")
        return self


def split_type(line: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(types, subtypes) of a 2004 type line; "Enchant Creature" is an enchantment whose
    subtype says what it can enchant (205.3, 212.4c)."""
    if line.startswith("Enchant ") and line != "Enchantment":
        return ("Enchantment",), ("Enchant " + line[len("Enchant "):],)
    head, _, tail = line.partition(" - ")
    words = head.split()
    types = tuple(w for w in words if w in TYPES)
    return types, tuple(tail.split())


def parse_cost(cost: str) -> tuple[int, tuple[int, ...]]:
    """(generic, (W, U, B, R, G)) of a mana cost string."""
    generic, col = 0, [0] * 5
    for sym in re.findall(r"\{([^}]+)\}", cost):
        if sym.isdigit():
            generic += int(sym)
        else:
            col[COLORS.index(sym)] += 1
    return generic, tuple(col)


class CardDef:
    """One card's immutable, shared definition (what every object of the card points at)."""

    __slots__ = ("code", "name", "cost", "generic", "colored", "cmc", "colors", "types", "subtypes",
                 "supertypes", "power", "toughness", "text", "keywords", "mana", "abilities", "statics",
                 "is_aura", "enchant", "triggers", "activated", "spell", "number")

    def __init__(self, m: CardModel):
        self.code, self.name, self.cost, self.text = m.code, m.name, m.cost, m.text
        self.number = m.code
        self.generic, self.colored = parse_cost(m.cost)
        self.cmc = self.generic + sum(self.colored)                        # 203.3
        self.colors = frozenset(COLORS[i] for i, n in enumerate(self.colored) if n)  # 203.2
        self.types, self.subtypes = split_type(m.type)
        self.supertypes = tuple(w for w in ("Basic", "Legendary") if w in m.type.split(" - ")[0].split())
        self.power, self.toughness = m.power, m.toughness
        self.keywords = frozenset(m.keywords)
        mana = m.mana
        if "Land" in self.types and not mana:
            mana = "".join(f"{{{BASIC_LAND_MANA[s]}}}" for s in self.subtypes if s in BASIC_LAND_MANA)
        self.mana = mana[1] if mana else ""
        self.abilities = m.ability
        self.statics = m.static
        self.is_aura = bool(self.subtypes) and self.subtypes[0].startswith("Enchant ")
        self.enchant = self.subtypes[0][len("Enchant "):].lower() if self.is_aura else ""
        self.spell = next((i for i, a in enumerate(m.ability) if a.kind == "spell"), -1)
        self.triggers = tuple(i for i, a in enumerate(m.ability) if a.kind == "triggered")
        self.activated = tuple(i for i, a in enumerate(m.ability) if a.kind == "activated")

    def __repr__(self) -> str:
        return f"CardDef({self.code} {self.name})"


def load_file(path: Path) -> dict[str, CardDef]:
    return {m.code: CardDef(m) for m in read_cards(path, CardModel, ("ability", "static"))}


def load_all(folder: Path) -> dict[str, CardDef]:
    return read_card_folder(folder, CardModel, ("ability", "static"), make=CardDef)


# ------------------------------------------------------------------------------------ decks
_DECK_LINE = re.compile(r"^(\d+)\s*x?\s+(.+?)\s*$")


def parse_deck(text: str, path: str, cards: dict[str, CardDef]) -> tuple[DeckList, DeckList]:
    """Parse `4 Card Name` lines (names in English, 202.3); a line `Sideboard` starts the
    sideboard. Returns (main deck, sideboard). '#' starts a comment."""
    by_name: dict[str, str] = {}
    for code, c in cards.items():
        by_name.setdefault(c.name.lower(), code)
    parts: list[list] = [[], []]
    lines: list[list] = [[], []]
    description, side = "", 0
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.strip().startswith("#") else ""
        if raw.strip().startswith("#"):
            if not description and not parts[0]:
                description = raw.strip().lstrip("# ").strip()
            continue
        if not line:
            continue
        if line.lower().rstrip(":") == "sideboard":
            side = 1
            continue
        m = _DECK_LINE.match(line)
        if not m:
            raise DeckError(f"{path}:{no}: expected 'COUNT Card Name', got {line!r}")
        name = m.group(2)
        code = by_name.get(name.lower())
        if code is None:
            raise DeckError(f"{path}:{no}: unknown card {name!r}")
        parts[side].append((int(m.group(1)), code))
        lines[side].append(no)
    stem = Path(path).stem
    return (DeckList(stem, description, tuple(parts[0]), path, tuple(lines[0])),
            DeckList(stem + " (sideboard)", "", tuple(parts[1]), path, tuple(lines[1])))


def check_deck(deck: DeckList, cards: dict[str, CardDef], sideboard: DeckList | None = None,
               min_size: int = 60) -> None:
    """100.2: at least 60 cards; at most four of any card by English name, basic lands excepted
    (the sideboard counts towards the four)."""
    codes = deck.codes()
    where = deck.path or deck.name
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


def describe_card(c: CardDef) -> dict[str, Any]:
    d: dict[str, Any] = {"name": c.name, "cost": c.cost, "types": list(c.types)}
    if c.power is not None:
        d["pt"] = f"{c.power}/{c.toughness}"
    return d
