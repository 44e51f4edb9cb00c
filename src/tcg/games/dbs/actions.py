"""Atomic actions shared by every part of the game: losing, drawing, leaving play (stacks, tokens,
owners' zones, the effects that follow a card), taking control, triggering, [Once per turn] and
[Limit] uses, KO, damage."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .after_actions import AFTER
from .base import AWAKENED, REG, Trigger
from .masters_rules import destination
from .reading import ed, keywords, negated, side_skills, valid
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler

IN_PLAY = ("battle", "combo", "unison")
BLOCKER, DUAL, OFFERING = -1, -2, -3      # Trigger.index of keyword autos (10-4, 10-8, 10-36)
HEROIC, VILLAINOUS, REVIVE = -4, -5, -6   # 10-38, 10-39, 10-37 (keywords.py)
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
        game.move(deck[-1], f"{zone}{p}")
        lose_check(game)


def draw(game: Game, p: int, n: int) -> None:
    """Draw one card at a time (dbscg 4-9-3)."""
    _deck_top_to(game, p, n, "hand")


def mill(game: Game, p: int, n: int) -> None:
    """The top n cards of the deck to the Drop, one at a time (dbscg 3-2-3; [Burst] 10-30)."""
    _deck_top_to(game, p, n, "drop")


def unders(game: Game, oid: int) -> list[int]:
    """The cards under `oid` (dbscg 11-3): in its controller's `under` zone, counters["top"] = oid."""
    objs = game.objs
    return [u for u in game.zones[f"under{objs[oid].controller}"] if (objs[u].counters or {}).get("top") == oid]


def retarget(game: Game, old: int, new: int, power_only: bool = False) -> None:
    """The continuous effects on `old` now apply to `new`, the same card as a new object (all of
    them, or only those that change its power)."""
    game.effects = [e._replace(targets=tuple(new if t == old else t for t in e.targets))
                    if old in e.targets and (not power_only or e.op == "power") else e for e in game.effects]


def relocate(game: Game, oid: int, where: str, pos: int | None = None) -> int:
    """Move a card to the zone `where` of its owner (dbscg 3-1-7, 3-1-7-1, 4-2-4). Leaving the
    Battle, Combo or Unison Area: a token ceases to exist (10-18-7) and returns 0; the cards under
    it go to their owners' Drops without triggering (11-3-4, 11-3-4-1); markers go (4-12-4).
    Battle -> Combo keeps the stack (3-1-4)."""
    o = game.objs[oid]
    src = o.zone[:-1]
    if src == "leader" and not o.card.z:
        return oid           # dbscg 3-5-3, masters 3-5-3-1: a Leader never leaves its Leader Area
    dest = destination(game, oid, f"{where}{o.owner}")     # masters 14-1-4, 21-15, 22-14-3: removed instead
    below = unders(game, oid) if src in IN_PLAY else []
    if o.card.type == "Token" and where not in ("battle", "combo"):
        game.zones[o.zone].remove(oid)
        del game.objs[oid]
        game.cache.clear()
        new = 0
    else:
        new = game.move(oid, dest, pos)
        if new and ed(game).effects_follow and ((src in ("battle", "unison") and dest[:-1] in IN_PLAY)
                                                     or (src == "combo" and dest[:-1] == "battle")):
            retarget(game, oid, new)    # masters 3-1-4-1 / 3-1-4-2 (dbscg 8-8-1-4: they end)
    for u in below:
        if where == "combo" and new:
            game.w(u).counters = {"top": new}
        else:
            uo = game.objs[u]       # masters 14-1-5: a Z-card under it is removed from the game
            game.move(u, f"{'removed' if uo.card.z else 'drop'}{uo.owner}")
    return new


def give_control(game: Game, oid: int, to: int) -> int:
    """11-5-1: the card moves into the other player's zone and they become its controller; it
    keeps its orientation and the continuous effects on it (11-5-1-1), its stack moves with it
    (11-3-5), and it is not played (8-6-5-3: no 'when played')."""
    o = game.objs.get(oid)
    if o is None or o.zone[:-1] != "battle" or o.controller == to:
        return 0
    tapped = o.tapped
    below = unders(game, oid)
    new = game.move(oid, f"battle{to}", controller=to)
    game.objs[new].tapped = tapped
    retarget(game, oid, new)
    for u in below:
        nu = game.move(u, f"under{to}", controller=to)
        game.objs[nu].counters = {"top": new}
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
    if negated(game, o):
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


def ko(game: Game, oid: int, by: int | None = None) -> bool:
    """KO: a Battle card into its owner's Drop (dbscg 10-1-1, masters 5-12); only what says KO
    KOs (10-1-2)."""
    if not can_leave(game, oid, by):
        return False
    v = game.vars
    if oid == v["defender"]:
        v["defender"] = 0
    if oid == v["attacker"]:
        v["attacker"] = 0
    o = game.objs[oid]
    revive = o.card.revive and o.zone[:-1] == "battle" and not negated(game, o) \
        and (oid, REVIVE) not in v["opt"]
    new = to_drop(game, oid)
    if revive and new:
        # [Revive X/Y] (dbscg 10-37-1) triggers when the card is KO'd (keywords.py)
        game.pending.append(Trigger(o.owner, new, o.card.code, REVIVE, False))
    return True


def damage(game: Game, p: int, n: int, critical: bool) -> None:
    """n damage: n times a life card of the player's choice to hand (dbscg 4-10-2, masters
    5-10); the life cards are face down and unordered to anyone, so the engine takes the top
    one (RULINGS.md). [Critical]: to the Drop instead (dbscg 10-6, masters 22-6)."""
    added = 0
    if game.log is not None:
        game.event("damage", p, n)
    for _ in range(n):
        life = game.zones[f"life{p}"]
        if not life or game.result is not None:
            break
        game.move(life[-1], f"drop{p}" if critical else f"hand{p}")
        added += not critical
        lose_check(game)
    if added and game.result is None:
        AFTER["life_added"](game, p)    # "When you add a card from your life to your hand" (21-3-2, events.py)


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
