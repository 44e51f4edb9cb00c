"""The ability language's records: frozen, hashable plain data (docs/abilities.md).

A card's abilities load once into these records and every game in every clone shares them: a
state refers to an ability by card code, index and a path into its effect lists, never holds a
record. Quantities are `int`, `str` ("X") or one of the `Q*` records; conditions are `C*`
records; a duration is a string or `While`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Union

Quantity = Union[int, str, "QCount", "QNames", "QCountOf", "QAmount", "QOf", "QCounters", "QSum", "QTimes", "QHalf", "QDiv",
                 "QMost"]
Cond = Union["CCount", "CDid", "CNot", "CAll", "CAny", "CCompare", "CTurn", "CPhase", "CInZone", "CGame"]

COMPARISONS = ("le", "ge", "eq", "lt", "gt", "ne")


@dataclass(frozen=True, slots=True)
class Cmp:
    """A comparison with a quantity: `{ le = 3 }`."""

    op: str
    q: Quantity


@dataclass(frozen=True, slots=True)
class Sel:
    """A selector: every key set narrows (docs/abilities.md, Selectors)."""

    zone: str | None = None             # None: the play area (for an event: wherever it is)
    controller: str = "any"
    owner: str = "any"
    type: tuple[str, ...] = ()
    name: str | None = None
    name_has: str | None = None
    job: str | None = None
    category: str | None = None
    trait: str | None = None
    element: tuple[str, ...] = ()
    cost: Cmp | None = None
    power: Cmp | None = None
    status: str | None = None
    damaged: bool | None = None
    other: bool = False
    not_: Sel | None = None
    any_of: tuple[Sel, ...] = ()
    same_name_as: str | None = None
    token: bool | None = None
    among: str | None = None            # only the objects bound to this name ("among them")
    counters: tuple[str, Cmp] | None = None   # (kind, comparison): "with a Turks Counter on it"
    extra: tuple[tuple[str, Any], ...] = ()   # a game's own keys, (key, value) in file order
    pred: Callable | None = field(default=None, compare=False, repr=False)   # compiled on first use


# ---------------------------------------------------------------------------- quantities
@dataclass(frozen=True, slots=True)
class QCount:
    """The number of objects a selector finds now."""

    sel: Sel


@dataclass(frozen=True, slots=True)
class QNames:
    """The number of different names among the objects a selector finds now ("for each _Job
    Archfiend_ of different name in your Break Zone")."""

    sel: Sel


@dataclass(frozen=True, slots=True)
class QCountOf:
    """The number of objects an earlier effect bound to `name` ("for each card … this way")."""

    name: str


@dataclass(frozen=True, slots=True)
class QAmount:
    """The amount an earlier effect bound to `name` ("the number selected", the damage dealt)."""

    name: str


@dataclass(frozen=True, slots=True)
class QOf:
    """A characteristic of a bound object, with last-known information once it has left."""

    name: str
    char: str             # power, cost or damage


@dataclass(frozen=True, slots=True)
class QCounters:
    """The counters of a kind on a bound object (or "self"): now, or as it last was."""

    name: str
    kind: str


@dataclass(frozen=True, slots=True)
class QSum:
    terms: tuple


@dataclass(frozen=True, slots=True)
class QTimes:
    terms: tuple


@dataclass(frozen=True, slots=True)
class QHalf:
    q: Quantity
    round: str = "down"     # "down", "up", or a game's rule ("1000up": FFTCG 4.2)


@dataclass(frozen=True, slots=True)
class QDiv:
    """`q` divided by `n`, rounded down: "for every 2 Water Characters you control"."""

    q: Quantity
    n: int


@dataclass(frozen=True, slots=True)
class QMost:
    """The highest (or lowest) characteristic among the objects a selector finds now: "the
    highest cost", "your opponent's weakest Forward"; none found: `empty`."""

    sel: Sel
    char: str               # "power" | "cost"
    highest: bool = True


# ---------------------------------------------------------------------------- conditions
@dataclass(frozen=True, slots=True)
class CCount:
    sel: Sel
    cmp: Cmp


@dataclass(frozen=True, slots=True)
class CDid:
    """True when the effect bound to `name` changed something."""

    name: str


@dataclass(frozen=True, slots=True)
class CNot:
    c: Cond


@dataclass(frozen=True, slots=True)
class CAll:
    cs: tuple


@dataclass(frozen=True, slots=True)
class CAny:
    cs: tuple


@dataclass(frozen=True, slots=True)
class CCompare:
    a: Quantity
    op: str
    b: Quantity


@dataclass(frozen=True, slots=True)
class CTurn:
    whose: str              # "yours" | "opponents"


@dataclass(frozen=True, slots=True)
class CPhase:
    phase: str


@dataclass(frozen=True, slots=True)
class CInZone:
    ref: str                # "self" or a bound name
    zone: str


@dataclass(frozen=True, slots=True)
class CGame:
    """A condition key a game registered (its own evaluator reads `value`)."""

    key: str
    value: Any


@dataclass(frozen=True, slots=True)
class While:
    """The duration "for as long as `cond`"."""

    cond: Cond


# ------------------------------------------------------------------------ events, effects
@dataclass(frozen=True, slots=True)
class Pattern:
    """An event pattern: what a trigger waits for or a replacement replaces."""

    events: tuple[str, ...]             # any of these kernel or game events
    card: str | Sel | None = None       # "self", a bound name, a selector, or None (player/phase)
    player: str | None = None           # "you" | "opponent"
    from_: str | None = None
    to: str | None = None
    phase: str | None = None
    step: str | None = None
    whose: str | None = None            # "you" | "opponent": whose phase or step
    extra: tuple[tuple[str, Any], ...] = ()
    # an event list naming an alias ("enters or attacks"): one pattern per event, any may match
    alts: tuple[Pattern, ...] = ()


@dataclass(frozen=True, slots=True)
class Eff:
    """One effect: the verb `do`, its validated parameters, the name its result binds to."""

    do: str
    p: Any                              # the verb's parameter record
    as_: str | None = None
    fn: Callable | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Ability:
    kind: str
    effects: tuple[Eff, ...] = ()
    trigger: Pattern | None = None
    cost: str | None = None             # the game's cost markup, parsed by the game
    extra_cost: tuple[Eff, ...] = ()
    condition: Cond | None = None
    once_per_turn: bool = False
    optional: bool = False
    modes: tuple[tuple[Eff, ...], ...] = ()
    pick: int = 1
    up_to: bool = False
    replaces: Pattern | None = None
    duration: str | While | None = None
    name: str | None = None
    extra: tuple[tuple[str, Any], ...] = ()   # a game's own ability keys
    line: int = 0                       # where it is written (file line), for messages

    def get(self, key: str, default: Any = None) -> Any:
        """A game's own ability key."""
        for k, v in self.extra:
            if k == key:
                return v
        return default
