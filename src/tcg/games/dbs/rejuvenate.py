"""[Rejuvenate] (dbs-masters 22-42), a Masters keyword of Unison cards: an [Activate: Main] whose
cost places 1 card under the Unison in its owner's Drop Area and pays the skill cost (usually
"remove N markers from this card"); its effect lets the player put the top card of their deck in
their life (22-42-4). Also the Unison effect "You may choose 1 card in your hand and discard it. If
you do, draw N cards" (`loot`). Hooked from skills.py (costs and effects of `cards.Skill`)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import draw, lose_check, relocate, unders
from .base import NO, REG, YES
from .cards import Skill
from .moves import move_one
from .results import NO_FRAME, report
from .unison import markers, remove_markers

step, handler = REG.step, REG.handler


def cost_ok(game: Game, o, s: Skill) -> bool:
    """22-42-3: a card under this card to place in the Drop; the markers to remove (a cost that
    cannot be paid in full cannot be paid, masters 1-6)."""
    if s.rejuvenate and not unders(game, o.id):
        return False
    return markers(o) >= s.remove_markers


def pay_costs(game: Game, p: int, oid: int, s: Skill) -> None:
    """Push the costs in the order 22-42-3 gives them: the card under to the Drop, then the
    skill cost (steps run last pushed first)."""
    if s.remove_markers:
        game.push("remove_markers_cost", oid, s.remove_markers)
    if s.rejuvenate:
        game.push("under_to_drop", p, oid)


@step
def under_to_drop(game: Game, p: int, oid: int) -> None:
    opts = tuple(("under", u) for u in unders(game, oid)) if oid in game.objs else ()
    if opts:
        game.ask(p, "cost", opts, "on_to_drop")



@step
def remove_markers_cost(game: Game, oid: int, n: int) -> None:
    """Removing markers is interrupt rule processing (21-7, 21-9): with none left the Unison
    goes to its owner's Drop at once; the skill still resolves."""
    if oid in game.objs and game.objs[oid].zone[:-1] == "unison":
        remove_markers(game, oid, n)


@step
def rejuvenate_effect(game: Game, p: int, frame: int = NO_FRAME) -> None:
    """22-42-4: the player may put the top card of their deck in their life (face down)."""
    if game.zones[f"deck{p}"]:
        game.ask(p, "rejuvenate", (YES, NO), "on_rejuvenate", p, frame)


@handler
def on_rejuvenate(game: Game, choice: tuple, p: int, frame: int = NO_FRAME) -> None:
    if choice == YES:
        move_one(game, game.zones[f"deck{p}"][-1], "life")
        report(game, frame)
        lose_check(game)                  # the deck may be empty now (21-2-2-2)


@step
def loot(game: Game, p: int, n: int, frame: int = NO_FRAME) -> None:
    """'You may choose 1 card in your hand and discard it. If you do, draw n cards.'"""
    hand = game.zones[f"hand{p}"]
    if hand:
        game.ask(p, "discard", tuple(("discard", x) for x in hand) + (NO,), "on_loot", p, n, frame)


@handler
def on_loot(game: Game, choice: tuple, p: int, n: int, frame: int = NO_FRAME) -> None:
    if choice != NO:
        relocate(game, choice[1], "drop")
        report(game, frame)
        draw(game, p, n)
