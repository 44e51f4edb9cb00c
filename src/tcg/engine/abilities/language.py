"""A language: the verbs, events, ability kinds and keys a game's card files may name.

The kernel's `KERNEL` holds what every game shares (verbs.py registers the common verbs); a
game extends it with its own (`KERNEL.extend("fftcg")`) and hands the result to the loader.
A verb is registered with its parameter model (`params`): a frozen record whose fields the
loader checks when a card loads, so an unknown verb or parameter never reaches a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, make_dataclass
from typing import Any

# Parameter kinds a verb's model may use (load.py converts and checks each).
Q = "quantity"            # 3, "X", { count = ... }, ...
QEACH = "quantity_each"   # a quantity that may read `{ of = "each" }`: the object the verb acts on now
SEL = "selector"          # a selector table
REF = "ref"               # "self", a bound name, a list of bound names, or a selector (all of them)
COND = "condition"
DURATION = "duration"
PATTERN = "pattern"       # an event pattern
EFFECTS = "effects"       # a nested effect list
ABILITY = "ability"       # a nested ability table: an ability an effect grants ("gains "When X attacks, ..."")
INT, BOOL, STR = "int", "bool", "str"
STRS = "strs"             # a string or a list of strings
# subject_controller: the controller of the card the trigger names ("that Character's controller")
WHO = ("you", "opponent", "each", "turn_player", "subject_controller")


def enum(*values: str) -> tuple[str, ...]:
    return values


@dataclass(frozen=True, slots=True)
class VerbSpec:
    name: str
    params: type                       # a frozen dataclass
    kinds: tuple[tuple[str, Any], ...] # (field, kind) for the loader
    fn: Callable
    binds: bool                        # its result is worth binding (`as`)


def params(name: str, **fields: tuple[Any, Any]) -> tuple[type, tuple]:
    """A parameter model: `field=(kind, default)`; a default of `...` makes it required."""
    cls = make_dataclass(name, [(k, Any) if d is ... else (k, Any, d) for k, (_, d) in
                                sorted(fields.items(), key=lambda kv: kv[1][1] is not ...)],
                         frozen=True, slots=True)
    return cls, tuple((k, kind) for k, (kind, _) in fields.items())


class Language:
    def __init__(self, name: str, base: Language | None = None):
        self.name = name
        self.verbs: dict[str, VerbSpec] = dict(base.verbs) if base else {}
        self.events: set[str] = set(base.events) if base else set()
        self.event_aliases: dict[str, dict] = dict(base.event_aliases) if base else {}
        self.kinds: set[str] = set(base.kinds) if base else set()
        self.ability_keys: dict[str, Any] = dict(base.ability_keys) if base else {}
        self.selector_keys: dict[str, Any] = dict(base.selector_keys) if base else {}
        self.condition_keys: dict[str, Any] = dict(base.condition_keys) if base else {}
        self.pattern_keys: dict[str, Any] = dict(base.pattern_keys) if base else {}
        self.zones: set[str] = set(base.zones) if base else set()
        # a game's named quantities ("damage_received"): the host's `quantity` reads them
        self.quantity_names: set[str] = set(base.quantity_names) if base else set()
        self.values: dict[str, tuple[str, ...]] = dict(base.values) if base else {}
        self.rounding: set[str] = set(base.rounding) if base else {"down", "up"}
        # the events that come from a Summon or ability on the stack (`Event.origin`): an auto
        # ability triggered by one has the name `origin` bound (load.ORIGIN)
        self.origin_events: set[str] = set(base.origin_events) if base else set()
        self.ability_check: Callable | None = None   # (record, where) -> None; raises AbilityError

    def extend(self, name: str) -> Language:
        return Language(name, self)

    def verb(self, name: str, binds: bool = True, **fields: tuple[Any, Any]) -> Callable:
        """Register `fn(game, frame, p) -> result` as verb `name` with parameters `fields`."""
        cls, kinds = params(f"{name.title().replace('_', '')}Params", **fields)

        def register(fn: Callable) -> Callable:
            self.verbs[name] = VerbSpec(name, cls, kinds, fn, binds)
            return fn
        return register

    def alias(self, name: str, verb: str) -> None:
        """The game's own name for a common verb (FFTCG `break` for `destroy`)."""
        self.verbs[name] = self.verbs[verb]
