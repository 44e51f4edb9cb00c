"""FFTCG shared definitions: zones, marks, stack items, triggers, options, the step registry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine import priority, zones
from ...engine.abilities import REG as ABILITIES
from ...engine.choice_words import DONE, NO, PASS, YES, other  # noqa: F401  (the game's modules import them from here)
from ...engine.registry import Registry

if TYPE_CHECKING:
    from ...engine.state import Game

REG = Registry(priority.REG, ABILITIES, zones.REG)

# Zones (FF 7): per player, and the one shared stack (7.12).
PLAYER_ZONES = ("deck", "hand", "field", "break", "damage", "removed")
SHARED_ZONES = ("stack",)
VISIBILITY = {"deck": "hidden", "hand": "private", "field": "public", "break": "public",
              "damage": "public", "removed": "public", "stack": "public"}

# Object marks (bits of Obj.marks).
FROZEN = 1        # 15.2.4: does not activate in its controller's next Active Phase
ATTACKED = 2      # 10.1.2.1.2: attacked this turn
ATTACKING = 4     # 10.1.2.4
BLOCKING = 8      # 10.1.3.2


class StackItem(NamedTuple):
    """A Summon or an ability on the stack (7.12). `id` is the Summon card's object id, or a
    fresh id for an ability; `targets` holds one tuple of object ids per `choose` entry (those
    of the ability, then those of each selected mode, cards.Ability.entries)."""

    id: int
    kind: str          # "summon" | "ability" | "auto" | "delayed" (11.8.17)
    controller: int
    source: int        # the object whose ability this is (a Summon: itself)
    code: str          # the source's card number, so the ability stays known (11.5.5)
    index: int         # the ability's index in the card's abilities
    targets: tuple
    subject: int       # the object the triggering event was about (0: none)
    modes: tuple = ()  # the selected modes, in printed order (11.3.4, 11.6.6, 11.7.6, 11.8.10)
    path: tuple = ()   # a delayed ability: the path to its `delayed` effect; `targets` are then its bindings
    x: int = 0         # the X paid for an ability with {x} in its cost (4.5, 11.6.7)
    paid: tuple = ()   # ((name, Res), ...): the Characters its cost dulled or put away, as its effects name them
    origin: int = 0    # an auto ability: the stack item its triggering event came from (Event.origin)
    amount: int = 0    # an auto ability: the amount its triggering event carried (Event.amount)


class Trigger(NamedTuple):
    """A triggered auto ability waiting to be put on the stack (11.8.7). A delayed auto ability
    (11.8.17) also carries the bindings of the ability that created it (`targets`) and the
    `path` to its `delayed` effect (engine/abilities/events.Waiting)."""

    controller: int
    source: int
    code: str
    index: int
    subject: int
    targets: tuple = ()
    path: tuple = ()
    origin: int = 0    # the stack item its event came from (Event.origin: "cancel its effect")
    amount: int = 0    # the amount its event carried (Event.amount: "half of the received damage")


class Play(NamedTuple):
    """Something being played, accumulated choice by choice and committed at once, so that an
    abandoned declaration leaves the game untouched (14.1)."""

    kind: str          # "character" | "summon" | "ability" | "auto" | "ex"
    player: int
    source: int
    code: str
    index: int         # ability index; -1 when a Character card is played
    targets: tuple     # one tuple per `choose` entry
    paid: tuple        # ("discard", oid) / ("dull", oid) / ("cost_discard" | "cost_dull" | "cost_break", oid)
    subject: int = 0
    dull: bool = False  # a Character that enters the Field dull
    modes: tuple = ()   # the selected modes, in printed order (11.3.4, 11.6.6, 11.7.6, 11.8.10)
    x: int = -1         # the declared X of a {x} cost (4.5, 11.6.7); -1: not declared yet
    free: bool = False  # cast by an effect "without paying its cost": the cost is 0
    discount: int = 0   # cast by an effect "The cost required to cast it is reduced by N (it cannot become 0)"
    pre: int = -1       # "before paying the cost, you can pay {C} to reduce it": 1 paid, 0 not, -1 not asked
    origin: int = 0     # an auto ability: the stack item its triggering event came from (Event.origin)
    amount: int = 0     # an auto ability: the amount its triggering event carried (Event.amount)


def game_cards(game: Game) -> frozenset[Any]:
    """The cards (CardDef) of the game's objects, for what is read once per game of every card
    it holds ("does any card say ...?"): kept in Game.memo with the number of objects (a zone
    change replaces an object and keeps the number; a test may add one)."""
    n = len(game.objs)
    m = game.memo.get("cards")
    if m is None or m[0] != n:
        m = game.memo["cards"] = (n, frozenset(o.card for o in game.objs.values()))
    return m[1]
