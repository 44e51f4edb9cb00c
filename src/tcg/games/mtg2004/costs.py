"""Costs as data (409.1f-h): mana sources and whether a mana cost can be paid, the non-mana
cost parts (sacrifice, discard, life, tap, return, counters), and cost modifiers (affinity,
502.31, and any effect that makes spells cost more or less).

`COST_MODIFIERS` is a list of `fn(game, play, card) -> int`, the generic mana each adds
(negative: a reduction); they are applied once, when the total cost is determined and locked
(409.1f; 409.3: they never change what is already on the stack).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...engine.abilities import counters
from . import actions
from .base import FACE_DOWN
from .chars import chars
from .mana_codes import MANA, options_of
from .mana_triggers import produced
from .targets import matches
from .verbs import discard, imprinted

if TYPE_CHECKING:
    from ...engine.state import Game

def sick(game: Game, oid: int, turn: int | None = None) -> bool:
    """104.4, 212.3d: a creature's {T} ability needs it controlled since the turn began, or haste."""
    c = chars(game, oid)
    if "Creature" not in c.types:
        return False
    turn = game.vars["turn"] if turn is None else turn
    return game.objs[oid].since >= turn and "haste" not in c.keywords


def sources(game: Game, p: int, exclude: tuple = ()) -> list[tuple[int, object]]:
    """(object, pool index) for each untapped permanent `p` controls whose mana ability can be
    activated now (411.2); a creature's {T} ability needs it controlled since the turn began,
    or haste (104.4, 212.3d). A source that makes more than one mana or offers a choice
    (406.1: "{G}{G}", "{W} or {U}", "any color") has its `mana_options` instead of an index."""
    out: list[tuple[int, object]] = []
    objs = game.objs
    for oid in game.zones["play"]:
        o = objs[oid]
        if o.controller == p and not o.tapped and oid not in exclude and not o.marks & FACE_DOWN:
            mana = produced(game, oid)         # its land type's mana (212.6e), triggered mana (411.3)
            if mana and not sick(game, oid):
                if len(mana) == 1:
                    out.append((oid, MANA.index(mana)))
                else:
                    opts = options_of(game, oid, mana)
                    if opts:
                        out.append((oid, opts))
    return out


def _fits(have: list, generic: int, colored: tuple) -> bool:
    for ci in range(5):
        if colored[ci] > have[ci]:
            return False
    return sum(have) - sum(colored) >= generic


def affordable(pool: tuple, srcs: list, generic: int, colored: tuple) -> bool:
    """Whether (generic, colored) can be paid from `pool` plus the mana of each source. A
    source making one mana of one kind adds it; the choices of the others are tried (identical
    sources as multisets), so the check is exact."""
    have = list(pool)
    multi: dict = {}
    for _, ci in srcs:
        if isinstance(ci, int):
            have[ci] += 1
        else:
            multi[ci] = multi.get(ci, 0) + 1
    if not multi or _fits(have, generic, colored):
        return _fits(have, generic, colored)
    groups = list(multi.items())

    def go(k: int, have: list) -> bool:
        if k == len(groups):
            return _fits(have, generic, colored)
        opts, n = groups[k]
        for combo in combinations_with_replacement(range(len(opts)), n):
            h = list(have)
            for j in combo:
                for ci, m in enumerate(opts[j][0]):
                    h[ci] += m
            if go(k + 1, h):
                return True
        return False

    return go(0, have)


# ------------------------------------------------------------------------- cost parts
def cost_candidates(game: Game, play, part) -> list[int]:
    """The objects that can pay one unit of a cost part (not the part's `self`)."""
    p = play.player
    f = part.what
    pay = part.pay
    if pay == "discard":
        return [oid for oid in game.zones[f"hand{p}"]
                if oid != play.source and (f is None or matches(game, f, oid, p))]
    if pay == "remove_from_graveyard":
        return [oid for oid in game.zones[f"graveyard{p}"]
                if oid != play.source and (f is None or matches(game, f, oid, p))]
    out = []
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller != p or (f is not None and not matches(game, f, oid, p)):
            continue
        if pay == "tap" and (o.tapped or (oid == play.source and play.kind == "activated")):
            continue
        out.append(oid)
    return out


def parts_payable(game: Game, p: int, play, parts: tuple) -> bool:
    """Whether every non-mana cost part can be paid now (409.1h: you can't pay what you don't
    have; a creature's {T}-like costs aside, glossary *Coût*)."""
    if not parts:
        return True
    used: set = {c[1] for c in play.costs}
    src = game.objs.get(play.source)
    for part in parts:
        pay = part.pay
        if pay == "life":
            if game.pvars[p]["life"] < part.n:
                return False
            continue
        if part.self_:
            if src is None:
                return False
            if pay in ("sacrifice", "return", "tap") and src.zone != "play":
                return False
            if pay == "tap" and src.tapped:
                return False
            if pay == "discard" and src.zone != f"hand{p}":
                return False
            continue
        if pay == "remove_counter":
            if src is None or (src.counters or {}).get(part.counter or "+1/+1", 0) < part.n:
                return False
            continue
        have = [x for x in cost_candidates(game, play, part) if x not in used]
        chosen = sum(1 for c in play.costs if c[0] == _choice(pay))
        if len(have) + chosen < part.n:
            return False
        used.update(have[:part.n])
    return True


def _choice(pay: str) -> str:
    return "tap_cost" if pay == "tap" else pay


def choice_kind(part) -> str:
    return _choice(part.pay)


def do_cost_parts(game: Game, play, parts: tuple) -> None:
    """409.1h: pay the non-mana parts chosen (all of them: no partial payment)."""
    p = play.player
    chosen = play.costs
    for idx, part in enumerate(parts):
        pay = part.pay
        if pay == "life":
            game.pvars[p]["life"] -= part.n
            continue
        if pay == "remove_counter":
            counters.add(game, play.source, part.counter or "+1/+1", -part.n)
            continue
        ids = [play.source] if part.self_ else [c[1] for c in chosen if c[0] == _choice(pay) and c[2] == idx]
        for oid in ids:
            if oid not in game.objs:
                continue
            if pay == "sacrifice":
                actions.move(game, oid, "graveyard")
            elif pay == "discard":
                discard(game, oid)
            elif pay == "tap":
                game.w(oid).tapped = True
            elif pay == "return":
                actions.move(game, oid, "hand")
            elif pay == "remove_from_graveyard":
                actions.move(game, oid, "removed")


# ------------------------------------------------------------------------- modifiers
COST_MODIFIERS: list = []


def _affinity(game: Game, play, card) -> int:
    """502.31: "Affinity for [text]": {1} less for each [text] you control (generic only;
    never below 0: total_cost clamps)."""
    if play.kind != "spell" or card.affinity is None or play.alt == 102:
        return 0
    f = card.affinity
    key = ("affinity", id(f), play.player)
    n = game.cache.get(key)
    if n is None:
        n = game.cache[key] = sum(1 for oid in game.zones["play"]
                                  if game.objs[oid].controller == play.player and matches(game, f, oid, play.player))
    return -n


COST_MODIFIERS.append(_affinity)


def _spells_cost(game: Game, play, card) -> int:
    """Static "spells cost {N} more/less" abilities of permanents in play (SpellsCost)."""
    if play.kind != "spell":
        return 0
    total = 0
    have = game.cache.get("spells_cost")
    if have is None:
        have = game.cache["spells_cost"] = [oid for oid in game.zones["play"] if game.objs[oid].card.spells_cost]
    for oid in have:
        o = game.objs[oid]
        sc = o.card.spells_cost
        if o.marks & FACE_DOWN or (sc.who == "you" and o.controller != play.player):
            continue
        if sc.what is not None and not _card_matches(sc.what, card):
            continue
        if sc.shares_type_imprinted:
            types = {t for c in imprinted(game, oid) if c in game.objs for t in game.objs[c].card.types}
            if not types & set(card.types):
                continue
        total += sc.amount
    return total


def _card_matches(f, card) -> bool:
    if f.type and not any(t in card.types for t in f.type):
        return False
    if f.color and not any(c in card.colors for c in f.color):
        return False
    return True


COST_MODIFIERS.append(_spells_cost)
