"""Setup (101), the turn's phases and steps (300-314), mana burn (300.3) and the state-based
effects (420)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import expire
from ...engine.priority import open_round
from . import actions
from .base import REG, other
from .chars import chars
from .loops import turn_loop
from .phasing import phase
from .sba import check_state
from .triggers import end_of_turn_triggers, upkeep_triggers
from .verbs import discard

if TYPE_CHECKING:
    from ...engine.state import Game

KEEP, MULLIGAN = ("keep",), ("mulligan",)
PLAY, DRAW = ("play",), ("draw",)
EMPTY_POOL = (0, 0, 0, 0, 0, 0)


# ----------------------------------------------------------------------------------- setup
@REG.step
def setup(game: Game) -> None:
    for p in (0, 1):
        game.shuffle(game.zones[f"library{p}"])        # 101.1
        if game.vars.get("ante") and game.zones[f"library{p}"]:
            actions.move(game, game.zones[f"library{p}"][-1], "ante")   # 217.9b: a random card (the top of a shuffled library)
    chooser = game.random_below(2)                     # 101.2 (first game of a match: random)
    game.ask(chooser, "play_or_draw", (PLAY, DRAW), "on_play_or_draw", chooser,
             prompt="you choose: play first or draw first?")


@REG.handler
def on_play_or_draw(game: Game, choice: tuple, chooser: int) -> None:
    first = chooser if choice == PLAY else other(chooser)
    game.vars["first"] = game.vars["tp"] = first
    game.event("first", first)
    for p in (first, other(first)):
        actions.draw(game, p, 7)                       # 101.3
    game.push("begin_turn")
    game.push("mulligan", other(first), 7)             # 101.4: the first player finishes first
    game.push("mulligan", first, 7)


@REG.step
def mulligan(game: Game, p: int, size: int) -> None:
    if size == 0:
        return
    game.ask(p, "mulligan", (KEEP, MULLIGAN), "on_mulligan", p, size,
             prompt=f"keep these {size} cards or mulligan to {size - 1}?")


@REG.handler
def on_mulligan(game: Game, choice: tuple, p: int, size: int) -> None:
    """101.4 (the "Paris" mulligan): shuffle the hand into the library, draw one card fewer."""
    if choice == KEEP:
        return
    for oid in list(game.zones[f"hand{p}"]):
        actions.move(game, oid, "library")
    game.shuffle(game.zones[f"library{p}"])
    actions.draw(game, p, size - 1)
    game.event("mulligan", p, size - 1)
    game.push("mulligan", p, size - 1)


# ----------------------------------------------------------------------------------- turns
TURN = ("untap", "upkeep", "draw_step", ("phase_end", "beginning"), ("main", 1), ("phase_end", "main1"),
        "begin_combat", "declare_attackers", "end_combat", ("phase_end", "combat"), ("main", 2),
        ("phase_end", "main2"), "end_of_turn", "cleanup", ("phase_end", "end"), "begin_turn")


@REG.step
def begin_turn(game: Game) -> None:
    v = game.vars
    if v["turn"] >= v["turn_limit"]:
        game.end(None, f"turn limit {v['turn_limit']} reached (RULINGS.md)")
        return
    if v["turn"] and turn_loop(game):                  # 421.4: a loop of mandatory actions
        return
    v["turn"] += 1
    if v["turn"] > 1:
        v["tp"] = other(v["tp"])
    v["lands_played"] = 0
    game.event("turn", v["turn"], v["tp"])
    for step in reversed(TURN):
        game.push(*step) if isinstance(step, tuple) else game.push(step)


def _step(game: Game, phase: str, step: str) -> None:
    game.vars["phase"], game.vars["step"] = phase, step


@REG.step
def untap(game: Game) -> None:
    """302.2: the active player untaps their permanents; no one receives priority (302.3)."""
    _step(game, "beginning", "untap")
    tp = game.vars["tp"]
    phase(game, tp)                                    # 302.1: phasing first
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller == tp and o.tapped and not chars(game, oid).no_untap:
            game.w(oid).tapped = False


@REG.step
def upkeep(game: Game) -> None:
    _step(game, "beginning", "upkeep")
    upkeep_triggers(game)                              # 303.1: then the active player receives priority
    open_round(game, game.vars["tp"])


@REG.step
def draw_step(game: Game) -> None:
    """304.1: the draw doesn't use the stack; 101.5: the starting player skips the first draw."""
    _step(game, "beginning", "draw")
    v = game.vars
    if not (v["turn"] == 1 and v["tp"] == v["first"]):
        actions.draw(game, v["tp"])
    open_round(game, v["tp"])


@REG.step
def main(game: Game, n: int) -> None:
    _step(game, f"main{n}", "main")                    # 305
    open_round(game, game.vars["tp"])


@REG.step
def phase_end(game: Game, phase: str) -> None:
    """300.3: at the end of each phase, unused mana empties and its owner loses 1 life per mana
    (mana burn: life loss, not damage)."""
    for p in (0, 1):
        pool = game.pvars[p]["pool"]
        n = sum(pool)
        if n:
            game.pvars[p]["pool"] = EMPTY_POOL
            game.pvars[p]["life"] -= n
            game.event("burn", p, n, phase)
    if phase == "combat":
        v = game.vars
        for oid in v.get("attackers", ()) + tuple(b for b, _ in v.get("blocks", ())):
            if oid in game.objs:
                actions.clear_combat_marks(game, oid)
        v["attackers"], v["blocks"] = (), ()
    if check_state(game):     # a burn to 0 life ends the game now (420.5a)
        pass


@REG.step
def end_of_turn(game: Game) -> None:
    """313: "at end of turn" abilities trigger, then the active player receives priority."""
    _step(game, "end", "end_of_turn")
    end_of_turn_triggers(game)                         # 313.1, 404.4
    open_round(game, game.vars["tp"])


@REG.step
def cleanup(game: Game) -> None:
    """314.1: discard down to seven (217.3b); 314.2: damage is removed and "until end of turn"
    effects end; 314.3: if state-based effects or triggers happen, priority, then another
    cleanup step."""
    _step(game, "end", "cleanup")
    tp = game.vars["tp"]
    hand = game.zones[f"hand{tp}"]
    if len(hand) > game.vars["hand_size"]:
        game.push("cleanup_rest")
        game.push("discard_down", tp)
        return
    game.push("cleanup_rest")


@REG.step
def discard_down(game: Game, p: int) -> None:
    hand = game.zones[f"hand{p}"]
    if len(hand) <= game.vars["hand_size"]:
        return
    game.ask(p, "discard", tuple(("discard", oid) for oid in hand), "on_discard_down", p,
             prompt=f"discard down to {game.vars['hand_size']} cards")


@REG.handler
def on_discard_down(game: Game, choice: tuple, p: int) -> None:
    game.push("discard_down", p)
    discard(game, choice[1])           # a discard: madness may replace it (502.24a, verbs.py)


@REG.step
def cleanup_rest(game: Game) -> None:
    for oid in game.zones["play"]:
        if game.objs[oid].damage:
            game.w(oid).damage = 0
    if any(e.until == "end_of_turn" for e in game.effects):
        game.effects = expire(game.effects, "end_of_turn")
        game.cache.clear()
    if check_state(game) or game.pending:              # 314.3
        if game.result is None:
            game.push("cleanup")
            open_round(game, game.vars["tp"])
