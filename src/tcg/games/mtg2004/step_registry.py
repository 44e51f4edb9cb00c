"""The registries of effect steps (verbs.py): verbs, the fields each reads, conditions,
quantities and recipients, with the decorators that fill them and `Ctx`, what a verb sees. The card
model (cards.py) checks card files against these tables; the modules of verbs fill them when
`ruleset.py` imports them."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .base import StackItem

VERBS: dict[str, Callable] = {}
READS: dict[str, frozenset[str]] = {}     # verb -> the fields of its step it reads (cards.Step)
CONDITIONS: dict[str, Callable] = {}
QUANTITIES: dict[str, Callable] = {}
WHO = ["target", "target2", "target3", "self", "you", "opponent", "each_player", "all", "target_controller",
       "source_controller", "enchanted_controller", "subject"]


class Ctx(NamedTuple):
    """What a verb sees: the resolving stack item and its targets still legal (413.2a)."""

    item: StackItem
    legal: tuple
    offset: int = 0    # the first target group of the step's mode (modal spells, 502.32b)

    @property
    def controller(self) -> int:
        return self.item.controller

    @property
    def source(self) -> int:
        return self.item.source


def verb(name: str, reads: tuple[str, ...]) -> Callable:
    """Register `fn(game, ctx, step)` as the verb `name`, reading the fields `reads` of its step
    (besides do, may and if, read by run_effect): the card loader refuses another field."""
    def deco(fn: Callable) -> Callable:
        if name in VERBS:
            raise ValueError(f"verb {name!r} registered twice")
        VERBS[name] = fn
        READS[name] = frozenset(reads)
        return fn
    return deco


def condition(name: str) -> Callable:
    """Register `fn(game, ctx) -> bool` as the condition `name` (`if = name` on a step,
    `requires = name` on an ability; ctx.item may be None when checked outside resolution)."""
    def deco(fn: Callable) -> Callable:
        CONDITIONS[name] = fn
        return fn
    return deco


def quantity(name: str) -> Callable:
    """Register `fn(game, ctx) -> int` as the quantity `name` (`amount = name`)."""
    def deco(fn: Callable) -> Callable:
        QUANTITIES[name] = fn
        return fn
    return deco
