"""State-based effects (420): checked whenever a player would receive priority (420.3) and in
the cleanup step (314.3); every applicable one at once, as one event, then again until none
applies (420.3). State triggers (410.11) are found at the same moments."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions
from .actions import remove_from_combat
from .base import ATTACKING, BLOCKING, FACE_DOWN, other
from .chars import active_statics, chars, host_of, sync_control
from .choices_and_prohibitions import cant_lose
from .triggers import state_triggers
from .verbs import destroy
from .zones import can_enchant, can_equip
from .zones import unattach as detach  # `unattach` is check_state's list of what falls off (420.5k)

if TYPE_CHECKING:
    from ...engine.state import Game


def end_game(game: Game, winner: int | None, reason: str) -> None:
    """102.3: the game ends at once; playing for ante (217.9b), the winner becomes the owner of
    the cards in the ante zone."""
    if winner is not None and game.vars.get("ante") and game.zones["ante"]:
        for oid in game.zones["ante"]:
            game.w(oid).owner = winner
    game.end(winner, reason)


def _losers(game: Game) -> bool:
    losers = []
    for p in (0, 1):
        pv = game.pvars[p]
        if pv["life"] <= 0 or pv["drew_empty"] or pv["poison"] >= 10:   # 420.5a, 420.5g, 420.5h
            losers.append(p)
    if losers:                    # Platinum Angel: "you can't lose the game" (choices_and_prohibitions.py)
        losers = [p for p in losers if not cant_lose(game, p)]
    if not losers:
        return False
    if len(losers) == 2:
        end_game(game, None, "102.4: both players lose at once: the game is a draw")
        return True
    p = losers[0]
    pv = game.pvars[p]
    why = ("420.5a: 0 or less life" if pv["life"] <= 0 else
           "420.5g: drew from an empty library" if pv["drew_empty"] else "420.5h: ten poison counters")
    end_game(game, other(p), f"{why} (player {p})")
    return True


_RELEVANT: dict = {}


def _relevant(card) -> bool:
    """Whether a state-based effect can concern a permanent with these printed characteristics."""
    r = _RELEVANT.get(card)
    if r is None:
        r = _RELEVANT[card] = ("Creature" in card.types or card.is_aura or "Equipment" in card.subtypes
                               or "Legend" in card.subtypes or "Legendary" in card.supertypes
                               or "World" in card.supertypes)
    return r


_TRIG: dict = {}     # card -> whether it has a state or "becomes tapped" trigger


def may_trigger(game: Game) -> bool:
    """Whether triggers.state_triggers can find anything: a permanent whose card has a state
    (410.11) or "becomes tapped" (406.5) trigger, one remembered untapped, or a copy effect."""
    if game.vars.get("untapped_seen") or any(e.layer == 1 for e in game.effects):
        return True
    objs = game.objs
    for oid in game.zones["play"]:
        card = objs[oid].card
        t = _TRIG.get(card)
        if t is None:
            t = _TRIG[card] = any(card.abilities[i].when in ("state", "becomes_tapped") for i in card.triggers)
        if t:
            return True
    return False


def check_state(game: Game) -> bool:
    """420.5a-k, all at once. Returns whether any applied (the priority round then checks
    again, 420.3)."""
    if game.result is not None:
        return False
    if game.vars.get("batch"):
        game.vars["batch"] = ()           # the last event's departures (zones.leaving) are over
    pv0, pv1 = game.pvars
    if (pv0["life"] <= 0 or pv1["life"] <= 0 or pv0["drew_empty"] or pv1["drew_empty"] or pv0["poison"] >= 10
            or pv1["poison"] >= 10) and _losers(game):
        return True
    cache = game.cache
    if cache.get("sba_clean"):            # nothing changed since the last check found nothing
        return False
    changed = sync_control(game)          # layer 2 kept up to date before anything reads it
    objs = game.objs
    to_grave: list[int] = []       # 420.5b, 420.5d, 420.5e, 420.5i: put into the graveyard
    destroyed: list[int] = []      # 420.5c: destroyed (regeneration may replace it)
    unattach: list[int] = []       # 420.5k
    left_combat: list[int] = []    # 306.2: no longer a creature, so out of combat
    legends: dict[str, list] = {}
    worlds: list[int] = []
    plain = not game.effects and not active_statics(game)   # printed characteristics only
    rel = _RELEVANT
    for oid in game.zones["play"]:
        o = objs[oid]
        if plain and not o.marks & (FACE_DOWN | ATTACKING | BLOCKING):
            r = rel.get(o.card)
            if r is None:
                r = _relevant(o.card)
            if not r:
                continue          # a plain land, artifact or enchantment: no state-based effect
        c = chars(game, oid)
        if o.marks & (ATTACKING | BLOCKING) and "Creature" not in c.types:
            left_combat.append(oid)     # 306.2 (found here: nothing else reads every permanent's types)
        if "Creature" in c.types:
            if c.toughness <= 0:                                   # 420.5b
                to_grave.append(oid)
                continue
            if o.damage > 0 and o.damage >= c.toughness and "indestructible" not in c.keywords:   # 420.5c
                destroyed.append(oid)          # (an indestructible one isn't destroyed: glossary)
        card = o.card
        if card.is_aura:                                           # 420.5d, 212.4f-g
            h = host_of(game, oid)
            if not h or not can_enchant(game, oid, h):
                to_grave.append(oid)
                continue
        elif "Equipment" in c.subtypes or "Equipment" in card.subtypes:   # 420.5k, 212.2i
            h = host_of(game, oid)
            if h and not can_equip(game, oid, h):
                unattach.append(oid)
        if "Legend" in c.subtypes or "Legendary" in c.supertypes:   # 215.1
            legends.setdefault(c.name, []).append(oid)
        if "World" in c.supertypes and "Enchantment" in c.types:   # 212.4j
            worlds.append(oid)
    for ids in legends.values():          # 420.5e: the 2004 legend rule, across controllers
        if len(ids) > 1:
            oldest = min(objs[i].ts for i in ids)
            keep = [i for i in ids if objs[i].ts == oldest]
            to_grave.extend(i for i in ids if len(keep) > 1 or i != keep[0])
    if len(worlds) > 1:                   # 420.5i: the newest survives; a tie, none
        newest = max(objs[i].ts for i in worlds)
        keep = [i for i in worlds if objs[i].ts == newest]
        to_grave.extend(i for i in worlds if len(keep) > 1 or i != keep[0])
    gone = [x for x in game.vars.get("gone", ()) if x in objs]   # 420.5f, 216.3 (zones.py records them)
    for oid in left_combat:
        remove_from_combat(game, oid)
    if not (to_grave or destroyed or unattach or gone):
        if changed or left_combat:
            return True
        if may_trigger(game):
            state_triggers(game)
        cache["sba_clean"] = True         # the cache is cleared by every change of an object
        return False
    for oid in unattach:
        detach(game, oid)
    if game.vars.get("gone"):
        game.vars["gone"] = ()
    for oid in gone:                      # a token outside play ceases to exist (216.3)
        o = objs.pop(oid)
        game.zones[o.zone].remove(oid)
        game.cache.clear()
    if to_grave or destroyed:
        for oid in dict.fromkeys(to_grave):
            if oid in objs and objs[oid].zone == "play":
                actions.move(game, oid, "graveyard")
        for oid in destroyed:
            if oid in objs and objs[oid].zone == "play":
                destroy(game, oid)
    return True
