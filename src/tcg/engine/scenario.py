"""Scenarios: a small TOML text that puts a game in any position (for tests, puzzles, bugs).

```toml
game = "fftcg"
turn = 3            # turn number
active = 0          # the turn player
phase = "main1"     # where play resumes (the game module lists its phases)
priority = 0        # who decides first (default: the turn player)
seed = 1
auto_forced = true  # false: stop on every decision, even one with a single option

[[player]]          # player 0, then player 1
hand = ["1-184H", "2 1-014C"]            # card numbers; "N CODE" for N copies
deck = ["10 1-040C"]                     # listed bottom first: the last entry is the top card
damage = ["1-040C"]
field = [{ card = "1-184H", dull = true, damage = 3000, frozen = true, new = true }]
```
In `[[player]]`, `life` and `vars` are values and every other key is a zone of the game (its
module lists the names it knows; `deck`, `hand`, `field`, `break` and `removed` mean the same in
every game). Errors name the line and the field. `tcg.load_scenario(path_or_text)` returns the game, ready
for its first decision.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator


class ScenarioError(ValueError):
    """A malformed scenario: the message names the line and the field."""


class CardEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    card: str
    dull: bool = False
    damage: int = 0
    frozen: bool = False
    new: bool = False            # entered the zone this turn
    attacking: bool = False
    blocking: bool = False
    counters: dict[str, int] = Field(default_factory=dict)
    slot: int = -1               # a stage slot (Weiss Schwarz: 0-2 center, 3-4 back)
    reversed: bool = False       # Weiss Schwarz [REVERSE]


Entries = list[str | CardEntry]

class PlayerSetup(BaseModel):
    """One player's position: `life`, `vars`, and every other key a zone of the game, holding
    a list of cards (the game module says which zone names it knows)."""

    model_config = ConfigDict(extra="forbid")

    life: int | None = None
    vars: dict[str, Any] = Field(default_factory=dict)
    zones: dict[str, Entries] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _zone_keys(cls, data: Any) -> Any:
        # Every key but life and vars names a zone: `hand = [...]` is `zones.hand`.
        if isinstance(data, dict):
            data = dict(data)
            zones = dict(data.pop("zones", None) or {})
            for key in [k for k in data if k not in ("life", "vars")]:
                zones[key] = data.pop(key)
            data["zones"] = zones
        return data

    def cards(self) -> dict[str, list[CardEntry]]:
        """Zone name → card entries, "N CODE" expanded."""
        return {zone: expand(entries) for zone, entries in self.zones.items()}


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    turn: int = Field(default=2, ge=1)
    active: int = Field(default=0, ge=0, le=1)
    first: int | None = None
    phase: str = "main1"
    step: str = ""
    priority: int | None = None
    seed: int = 0
    auto_forced: bool = True     # take decisions with a single option automatically
    options: dict[str, Any] = Field(default_factory=dict)
    player: list[PlayerSetup] = Field(min_length=2, max_length=2)


def _line(text: str, key: str) -> int:
    for i, ln in enumerate(text.splitlines(), 1):
        if re.search(rf"(^|[\s{{,\[]){re.escape(key)}\s*=", ln) or ln.strip() in (f"[[{key}]]", f"[{key}]"):
            return i
    return 1


def expand(entries: list[str | CardEntry]) -> list[CardEntry]:
    """"2 1-014C" → two entries; a plain code → one."""
    out = []
    for e in entries:
        if isinstance(e, CardEntry):
            out.append(e)
            continue
        parts = e.split()
        if len(parts) == 2 and parts[0].isdigit():
            out.extend(CardEntry(card=parts[1]) for _ in range(int(parts[0])))
        else:
            out.append(CardEntry(card=e))
    return out


def parse(source: str | Path) -> tuple[Scenario, str, str]:
    """Parse and validate a scenario: (scenario, text, name for messages)."""
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source and source.endswith(".toml")):
        path = Path(source)
        text, name = path.read_text(encoding="utf-8"), str(path)
    else:
        text, name = str(source), "<scenario>"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{name}: {e}") from None
    try:
        scn = Scenario.model_validate(data)
    except ValidationError as e:
        # In a `str | CardEntry` union the table branch's error is the one that names the field.
        err = max(e.errors(), key=lambda x: len(x["loc"]))
        loc = [str(x) for x in err["loc"] if x not in ("str", "CardEntry", "zones")]
        key = next((x for x in reversed(loc) if not x.isdigit() and x not in ("str", "CardEntry")), "game")
        raise ScenarioError(f"{name}:{_line(text, key)}: field {'.'.join(loc)}: {err['msg']}") from None
    return scn, text, name


def load_scenario(source: str | Path, rules_of: Callable[[str], Any]):
    """Build the game a scenario describes (see the module docstring), played by the ruleset
    `rules_of(game id)` gives (`tcg.load_scenario` hands it the registry of games)."""
    scn, text, name = parse(source)
    try:
        rules = rules_of(scn.game)
    except KeyError as e:
        raise ScenarioError(f"{name}:{_line(text, 'game')}: field game: {e.args[0]}") from None
    for p, ps in enumerate(scn.player):
        for zone, entries in ps.cards().items():
            for e in entries:
                if rules.card_code(e.card) is None:
                    raise ScenarioError(f"{name}:{_line(text, zone)}: field player.{p}.{zone}: unknown card {e.card!r}")
    try:
        return rules.from_scenario(scn)
    except ValueError as e:
        m = re.match(r"field (\w+)", str(e))
        raise ScenarioError(f"{name}:{_line(text, m.group(1)) if m else 1}: {e}") from None


def find(game, name: str, zone: str) -> int:
    """The id of the first object named `name` in zone `zone` (e.g. "field0"): for tests."""
    for oid in game.zones[zone]:
        if game.objs[oid].card.name == name or game.objs[oid].card.code == name:
            return oid
    raise KeyError(f"no {name!r} in {zone}: {[game.objs[o].card.name for o in game.zones[zone]]}")
