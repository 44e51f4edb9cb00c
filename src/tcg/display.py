"""The presentation interface of a game: what `tcg.present` asks each game's
`games/<id>/display.py` to say on the table. The module builds one `Display` (`DISPLAY`) from
its functions and tables; a hook a game leaves out takes the default here, so the table never
probes a game for what it has.

A zone spec, as `zones(lang)` and `shared_zones(lang)` give them: (key, zone or zones, label,
layout, keep) with `keep(card, player) -> bool` or None (see `tcg.present`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

ZoneSpec = tuple[str, Any, str, str, Callable[[dict, int | None], bool] | None]


def plain_stack(v: dict, by_id: dict[int, dict]) -> list[dict]:
    """The view's stack as labels (a game with a richer stack has its own `stack`)."""
    out = []
    for item in v.get("stack") or ():
        if isinstance(item, dict):
            out.append({"label": str(item.get("name", item)), "controller": item.get("controller")})
        else:
            out.append({"label": " ".join(str(x) for x in item), "controller": None})
    return out


def _plain_stack(game: Any, v: dict, by_id: dict[int, dict], lang: str) -> list[dict]:
    return plain_stack(v, by_id)


def _undressed(c: dict, o: dict, v: dict) -> None:
    """A card of the table keeps the facts `present.card` gave it."""


def _no_label(game: Any, option: tuple, lang: str = "en") -> str:
    return ""        # the ruleset's `describe` says it


def _no_prompt(game: Any, d: Any, lang: str = "en") -> str:
    return ""        # the decision's own prompt, else PROMPTS


def _own_ids(game: Any, option: tuple) -> list[int] | None:
    return None      # the object ids the option names


def _not_secret(game: Any, oid: int, seat: int | None) -> bool:
    return False     # a card is named wherever the zones let the seat see it


@dataclass(frozen=True)
class Display:
    """What a game shows. Required: its zones for each seat and the shared ones, a card's
    printed facts, a player's counters, its log events in words, and its zones' names."""

    zones: Callable[[str], list[ZoneSpec]]                      # (lang) -> a seat's zones
    shared_zones: Callable[[str], list[ZoneSpec]]               # (lang) -> the shared zones
    facts: Callable[[Any], dict]                                # (card definition) -> its printed facts
    counters: Callable[[dict, int], dict]                       # (view, player) -> life, hand, ...
    event: Callable[[Any, tuple, int | None, str], str | None]  # (game, event, seat, lang) -> a log line
    zone_labels: Mapping[str, Mapping[str, str]]                # zone name -> {lang: its name}
    # (game, view, cards by id, lang) -> the stack as the table shows it
    stack: Callable[[Any, dict, dict[int, dict], str], list[dict]] = _plain_stack
    dress: Callable[[dict, dict, dict], None] = _undressed      # (card, object view, view): add the game's state
    # (player, cards, lang) -> a 'slots' zone's positions: required by a game that lays one out
    slots: Callable[[int | None, list[dict], str], list[dict]] | None = None
    prompt: Callable[[Any, Any, str], str] = _no_prompt         # (game, decision, lang) -> a prompt, "" for none
    label: Callable[[Any, tuple, str], str] = _no_label         # (game, option, lang) -> words, "" for describe's
    option_cards: Callable[[Any, tuple], list[int] | None] = _own_ids   # the cards an option is about
    secret: Callable[[Any, int, int | None], bool] = _not_secret   # (game, new id, seat): a face-down card
    move_verbs: Mapping[tuple[str, str], tuple[str, str]] = field(default_factory=dict)  # (from, to) -> verbs
    quiet_moves: Collection[tuple[str, str]] = frozenset()     # moves a game event already says
    prompts: Mapping[str, str] = field(default_factory=dict)    # decision kind -> prompt
    words: Mapping[tuple, str] = field(default_factory=dict)    # a word option ("pass",) -> its words
    phases: Mapping[str, str] = field(default_factory=dict)     # a phase or step key -> its English name

    def __post_init__(self) -> None:
        layouts = {spec[3] for spec in self.zones("en") + self.shared_zones("en")}
        if "slots" in layouts and self.slots is None:
            raise TypeError("a game that lays a zone out as 'slots' says where they are (Display.slots)")
