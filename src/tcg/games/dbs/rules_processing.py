"""Rule processing and the check timing (dbscg 4-5, 9; masters 4-2, 21)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import lose_check, relocate
from .base import AWAKENED, REG
from .loops import guard, reset
from .moves import SKILL
from .reading import power
from .skills import resolve_trigger
from .timing import delayed_checkpoint, state_triggers
from .unison import remove_markers

step, handler = REG.step, REG.handler

_AREAS = tuple((f"combo{p}", f"battle{p}", f"unison{p}") for p in (0, 1))


def rule_processing(game: Game) -> bool:
    """Rule processing at a check or counter timing. First the defeat judgment (dbscg 1-2-2,
    9-2-2..9-2-4; masters 21-2-2): a deck or life emptied by any move, not only a draw or damage
    (a [Union-Absorb] taking the last card of the deck), loses here at the latest (RULINGS D1).
    Then check rule processing, done at once (dbscg 9-1-2-2/9-1-2-3, masters 21-1-2-2): combo
    cards outside a battle go to the Drop (dbscg 9-3, masters 21-4); Battle cards with power 0
    or less go to the Drop, not a KO (dbscg 9-5, masters 21-6), [Indestructible] or not
    (RULINGS.md); a Unison with power 0 or less loses 1 marker (dbscg 9-7)."""
    zones = game.zones
    if not (zones["deck0"] and zones["deck1"] and zones["life0"] and zones["life1"]):
        lose_check(game)
        if game.result is not None:
            return False
    moved = []
    battle = game.vars["battle"]
    objs = game.objs
    unisons = []
    effects = game.effects
    for combo, area, unison in _AREAS:   # zone names built once: this runs at every check timing
        if not battle:
            moved += zones[combo]
        for oid in zones[area]:
            o = objs[oid]
            card = o.card
            if card.type == "Extra" or not effects and (card.back if o.marks & AWAKENED else card).least_power > 0:
                continue                 # without effects, its power is at least least_power
            if power(game, oid) <= 0:
                moved.append(oid)
        here = zones[unison]
        if here:
            unisons += [oid for oid in here if power(game, oid) <= 0]
    for oid in moved:
        # masters 21-6-2-1 / 23-3-2-1: a Battle Card whose power an effect brought to 0 or less is
        # placed in the Drop by that effect: "placed in your Drop Area ... by a skill" triggers (moves.py)
        relocate(game, oid, "drop", cause=SKILL if objs[oid].card.power > 0 else "")
    for oid in unisons:
        remove_markers(game, oid, 1)        # dbscg 9-7: a Unison at power 0 or less loses 1 marker
    return bool(moved or unisons)


@step
def check(game: Game) -> None:
    """dbscg 4-5-3 / masters 4-2-2: rule processing, then the active player's pending autos one
    at a time, then the non-active player's, re-checking after each. Infinite loops inside one
    check timing: loops.py (masters 23-1, dbscg 11-1)."""
    if guard(game):
        return
    if rule_processing(game):
        game.push("check")
        return
    state_triggers(game)                 # masters 9-6-10, dbscg 8-6-6
    if game.pending:
        tp = game.vars["tp"]
        for p in (tp, 1 - tp):
            mine = tuple(("auto", i) for i, t in enumerate(game.pending) if t.controller == p)
            if mine:
                game.push("check")
                game.ask(p, "auto", mine, "on_auto", prompt="resolve which pending skill?")
                return
    if delayed_checkpoint(game):         # masters 4-2-2-4 / 4-2-2-5
        return
    reset(game)                          # the check timing is over, and any loop with it


@handler
def on_auto(game: Game, choice: tuple) -> None:
    t = game.pending.pop(choice[1])
    resolve_trigger(game, t)
