"""Atomic actions shared by every part of the game: losing, drawing, leaving play (stacks, tokens,
owners' zones, the effects that follow a card), taking control, triggering, [Once per turn] and
[Limit] uses, KO, damage."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .after_actions import AFTER
from .base import AWAKENED, REG, Trigger
from .moves import CRITICAL, KO, KO_SKILL, move, move_cards, move_one, unders
from .reading import ed, keywords, negated, side_skills, valid
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler

BLOCKER, DUAL, OFFERING = -1, -2, -3      # Trigger.index of keyword autos (10-4, 10-8, 10-36)
HEROIC, VILLAINOUS = -4, -5               # 10-38, 10-39 (keywords.py); REVIVE: moves.py
AEGIS, MARKER_SKILL = -8, -9              # "opt" keys: [Aegis] used (10-33), a marker skill used (8-4-2-5)


def lose_check(game: Game) -> None:
    """Defeat judgment is interrupt rule processing (dbscg 9-2-1, masters 21-2): a player with
    no life cards (dbscg 1-2-1-1-1, masters 21-2-2-1) or no deck (dbscg 1-2-1-1-2, masters
    21-2-2-2) loses at once; both at once is a draw (dbscg 1-2-3, masters 0-1-3-3)."""
    if not game.vars.get("started") or game.result is not None:
        return
    r = ed(game).rules
    losers = []
    for p in (0, 1):
        if not game.zones[f"life{p}"]:
            losers.append((p, f"{r['life']}: player {p} has no life cards"))
        elif not game.zones[f"deck{p}"]:
            losers.append((p, f"{r['deck']}: player {p} has no cards in the deck"))
    if len(losers) == 2:
        game.end(None, f"{r['both']}: both players lose at once ({losers[0][1]}; {losers[1][1]})")
    elif losers:
        game.end(1 - losers[0][0], losers[0][1])


def _deck_top_to(game: Game, p: int, n: int, zone: str) -> None:
    """The top n cards of the deck to `zone`, one at a time; the deck reaching 0 loses at once
    (1-2-1-1-2)."""
    for _ in range(n):
        deck = game.zones[f"deck{p}"]
        if not deck or game.result is not None:
            return
        move_one(game, deck[-1], zone)
        lose_check(game)


def draw(game: Game, p: int, n: int) -> None:
    """Draw one card at a time (dbscg 4-9-3)."""
    _deck_top_to(game, p, n, "hand")


def mill(game: Game, p: int, n: int) -> None:
    """The top n cards of the deck to the Drop, one at a time (dbscg 3-2-3; [Burst] 10-30)."""
    _deck_top_to(game, p, n, "drop")


def relocate(game: Game, oid: int, where: str, pos: int | None = None, cause: str = "") -> int:
    """Move a card to the zone `where` of its owner (dbscg 3-1-7, 3-1-7-1, 4-2-4) through the
    zone-change pipeline (moves.py: the cards under it, the effects that follow it, what the move
    triggers). A Leader never leaves its Leader Area (dbscg 3-5-3, masters 3-5-3-1). A token
    leaving the Battle or Combo Area is no zone change: it ceases to exist (10-18-7) and 0 is
    returned; the cards under it go to their owners' Drops (11-3-4)."""
    o = game.objs[oid]
    src = o.zone[:-1]
    if src == "leader" and not o.card.z:
        return oid
    if src in ("battle", "combo") and o.card.type == "Token" and where not in ("battle", "combo"):
        below = unders(game, oid)
        game.zones[o.zone].remove(oid)
        del game.objs[oid]
        game.cache.clear()
        for u in below:
            move_one(game, u, "drop")
        return 0
    return move(game, oid, where, pos, cause=cause) if cause else move_one(game, oid, where, pos)


def give_control(game: Game, oid: int, to: int) -> int:
    """11-5-1: the card moves into the other player's zone and they become its controller; it
    keeps its orientation and the continuous effects on it (11-5-1-1), its stack moves with it
    (11-3-5), and it is not played (8-6-5-3: no 'when played')."""
    o = game.objs.get(oid)
    if o is None or o.zone[:-1] != "battle" or o.controller == to:
        return 0
    new = move(game, oid, "battle", controller=to)     # orientation, effects and stack kept (moves.py)
    AFTER["check_limits"](game, to)     # masters 21-11: two [Unique] copies may now be in one Battle Area (limits.py)
    return new


@handler
def on_to_drop(game: Game, choice: tuple, frame: int = NO_FRAME) -> None:
    """The chosen card (a discard, a card paid as a cost) goes to its owner's Drop; done (results.py)."""
    relocate(game, choice[1], "drop")
    report(game, frame)


@step
def shuffle_deck(game: Game, p: int) -> None:
    game.shuffle(game.zones[f"deck{p}"])


def to_drop(game: Game, oid: int) -> int:
    """Into the owner's Drop (dbscg 3-1-7, 10-1)."""
    return relocate(game, oid, "drop")


def add_triggers(game: Game, oid: int, when: str) -> None:
    o = game.objs[oid]
    if when == "played":
        AFTER["you_play"](game, oid)    # "When you play a <card>" on the player's other cards (events.py)
    if when not in o.card.auto_on or negated(game, o):
        return                      # a negated skill produces nothing (dbscg 8-3-2)
    back = bool(o.marks & AWAKENED)
    for i, s in enumerate(side_skills(o)):
        if s.kind == "auto" and s.when == when and valid(game, o, s) and not used(game, oid, i):
            game.pending.append(Trigger(o.controller, oid, o.card.code, i, back))


def used(game: Game, oid: int, index: int) -> bool:
    """[Once per turn] skills used this turn, per card and skill (dbscg 10-11-2/5)."""
    return (oid, index) in game.vars["opt"]


def mark_used(game: Game, oid: int, index: int) -> None:
    game.vars["opt"] = game.vars["opt"] + ((oid, index),)


def limit_used(game: Game, p: int, code: str, index: int, back: bool = False) -> int:
    """[Limit X] (masters 22-44-3): uses this turn by player `p` of skill `index` of the side `back`
    among all cards numbered `code` (one number prints one wording per skill, 22-44-3-1; a Leader's
    two sides print different skills, BT21-100)."""
    turn = game.vars["turn"]
    key = (code, index, back)
    return sum(1 for k in game.pvars[p].get("limit", ()) if k[0] == turn and tuple(k[1:]) == key)


def limit_use(game: Game, p: int, code: str, index: int, back: bool = False) -> None:
    turn = game.vars["turn"]
    game.pvars[p]["limit"] = tuple(k for k in game.pvars[p].get("limit", ()) if k[0] == turn) \
        + ((turn, code, index, back),)


def can_leave(game: Game, oid: int, by: int | None) -> bool:
    """[Indestructible] (dbscg 10-12): not KO'd by the opponent's attacks or skills and never
    leaving the Battle Area through a battle or the opponent's skills. `by` is the player whose
    attack or skill moves it (None: a rule or its own controller)."""
    o = game.objs[oid]
    return by is None or by == o.controller or o.zone[:-1] != "battle" or "indestructible" not in keywords(game, oid)


def ko(game: Game, oid: int, by: int | None = None, skill: bool = False) -> bool:
    """KO: a Battle card into its owner's Drop (dbscg 10-1-1, masters 5-12); only what says KO
    KOs (10-1-2). `skill`: a skill KOs it (moves.py: what that triggers, [Revive] included)."""
    if not can_leave(game, oid, by):
        return False
    v = game.vars
    if oid == v["defender"]:
        v["defender"] = 0
    if oid == v["attacker"]:
        v["attacker"] = 0
    relocate(game, oid, "drop", cause=KO_SKILL if skill else KO)
    return True


def damage(game: Game, p: int, n: int, critical: bool) -> None:
    """n damage: n times a life card of the player's choice to hand (dbscg 4-10-2, masters
    5-10); the life cards are face down and unordered to anyone, so the engine takes the top
    one (RULINGS.md). [Critical]: to the Drop instead (dbscg 10-6, masters 22-6)."""
    if game.log is not None:
        game.event("damage", p, n)
    life = game.zones[f"life{p}"]
    if game.result is not None or not life:
        return
    # one action: the life cards to the hand, one at a time ([Critical]: replaced, moves.py)
    move_cards(game, life[:-n - 1:-1], "hand", CRITICAL if critical else "")
    lose_check(game)


def enter_battle(game: Game, p: int, oid: int, rested: bool, negate: bool = False) -> int:
    """Play a Battle card into its controller's Battle Area, Active unless stated (dbscg 3-6-4);
    'when played' triggers (8-6-5-3), [Offering] (10-36). `negate`: "play it with its skills negated
    for the turn" (the negation is on it as it enters, so none of its skills triggers)."""
    new = relocate(game, oid, "battle")
    played(game, p, new, rested, negate)
    return new


def make_token(game: Game, p: int, code: str) -> int:
    """A token is a Battle Card an effect creates and plays («mis en jeu») in the Battle Area of the
    effect's controller (dbscg 10-18-1, 10-18-3; masters 19-1-1, 19-1-3): "When you play a Battle
    Card" sees it, and it is treated as a card (10-18-5, masters 19-1-5)."""
    new = game.create(game.rules.cards[code], p, f"battle{p}")
    played(game, p, new, False)
    return new


def played(game: Game, p: int, new: int, rested: bool, negate: bool = False) -> None:
    """The card `new` has just been played in the Battle Area: its mode, then what playing it starts."""
    game.objs[new].tapped = rested
    if negate:
        game.effects.append(Effect(game.tick(), 0, "negate", 1, new, (new,), "turn", p))
    add_triggers(game, new, "played")
    kw = keywords(game, new)
    if {"Heroic", "Villainous"} & set(game.objs[new].card.traits):
        AFTER["heroic_triggers"](game, p, new)     # [Heroic]/[Villainous] (dbscg 10-38/39, keywords.py)
    if "offering" in kw:
        game.pending.append(Trigger(p, new, game.objs[new].card.code, OFFERING, False))
    if game.objs[new].card.masters:
        AFTER["masters_played"](game, new)         # Masters-only [Auto]s (masters_keywords.py)
