"""Finding triggered abilities (404, 410): "at the beginning of [your / each player's]
upkeep" (303.1), "at end of turn" (313.1) with the delayed ones created for it (404.4), state
triggers (410.11), and the intervening "if" checked when it triggers (404.3; checked again on
resolution by verbs.run_effect). Zone-change triggers are found in zones.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import StackItem, Trigger
from .chars import chars, host_of
from .choices_and_prohibitions import tapped_triggers
from .verbs import CONDITIONS, Ctx

if TYPE_CHECKING:
    from ...engine.state import Game


def holds(game: Game, cond: str, controller: int, source: int) -> bool:
    """Whether the condition `cond` (verbs.CONDITIONS) is true for an ability of `source`
    controlled by `controller` (the intervening "if", 404.3)."""
    if not cond:
        return True
    return CONDITIONS[cond](game, Ctx(StackItem(0, "triggered", controller, source, "", -1, ()), ()))


def _add(game: Game, ctrl: int, oid: int, card, i: int) -> None:
    ab = card.abilities[i]
    if holds(game, ab.intervening, ctrl, oid):
        game.pending.append(Trigger(ctrl, oid, card.code, i, oid))


def upkeep_triggers(game: Game) -> None:
    """303.1: "at the beginning of your upkeep", "of each player's upkeep", "of the upkeep of
    enchanted X's controller"."""
    tp = game.vars["tp"]
    for oid in game.zones["play"]:
        card = chars(game, oid).card
        if not card.triggers:
            continue
        ctrl = game.objs[oid].controller
        for i in card.triggers:
            w = card.abilities[i].when
            if w == "upkeep" and ctrl == tp or w == "each_upkeep":
                _add(game, ctrl, oid, card, i)
            elif w == "enchanted_controller_upkeep":
                h = host_of(game, oid)
                if h and game.objs[h].controller == tp:
                    _add(game, ctrl, oid, card, i)


def end_of_turn_triggers(game: Game) -> None:
    """313.1: "at end of turn" abilities trigger as the step begins, and so do the delayed
    triggers waiting for it, once (404.4b). 313.2: one created later waits for the next turn."""
    for oid in game.zones["play"]:
        card = chars(game, oid).card
        for i in card.triggers:
            if card.abilities[i].when == "end_of_turn":
                _add(game, game.objs[oid].controller, oid, card, i)
    waiting = game.vars.get("delayed", ())
    if waiting:
        game.vars["delayed"] = ()
        for ctrl, src, code, i in waiting:
            game.pending.append(Trigger(ctrl, src, code, i, src))


_STATE: dict = {}     # card -> whether it has a state trigger


def state_triggers(game: Game) -> bool:
    """410.11: a state trigger triggers when its state holds, and not again until that
    instance has resolved or left the stack."""
    tapped_triggers(game)         # "whenever X becomes tapped" (406.5), found at the same moments
    found = False
    waiting = None
    copies = any(e.layer == 1 for e in game.effects)
    for oid in game.zones["play"]:
        card = chars(game, oid).card if copies else game.objs[oid].card
        has = _STATE.get(card)
        if has is None:
            has = _STATE[card] = any(card.abilities[i].when == "state" for i in card.triggers)
        if not has:
            continue
        if waiting is None:
            waiting = {(t.source, t.index) for t in game.pending} | {(it.source, it.index) for it in game.stack
                                                                      if it.kind == "triggered"}
        for i in card.triggers:
            ab = card.abilities[i]
            if ab.when == "state" and (oid, i) not in waiting \
                    and holds(game, ab.intervening, game.objs[oid].controller, oid):
                game.pending.append(Trigger(game.objs[oid].controller, oid, card.code, i, oid))
                found = True
    return found
