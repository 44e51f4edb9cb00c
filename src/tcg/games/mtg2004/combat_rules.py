"""Who can attack and block whom (308.2a, 309.2a, 500, 501, 502): evasion, protection,
restrictions, requirements and attack costs. Pure functions of the state: the declaration steps
(combat.py) offer only what these allow."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .cards import parse_cost
from .chars import chars
from .combat_vocab import LANDWALKS
from .costs import sick  # 212.3d, 502.5b: one definition, shared with the {T} costs
from .protection import protected, source_info

if TYPE_CHECKING:
    from ...engine.state import Game


def _globals(game: Game, what: str) -> bool:
    """Whether a permanent in play says "All creatures [attack/block] each turn if able"."""
    for oid in game.zones["play"]:
        ct = game.objs[oid].card.combat
        if ct is not None and what in ct.all_creatures:
            return True
    return False


def controls_land(game: Game, p: int, subtype: str) -> bool:
    """Whether `p` controls a land with the subtype ("" = a nonbasic land, 502.6b)."""
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller != p:
            continue
        c = chars(game, oid)
        if "Land" in c.types and (subtype in c.subtypes if subtype else "Basic" not in o.card.supertypes):
            return True
    return False


# ---------------------------------------------------------------------------------- attack
def can_attack(game: Game, oid: int) -> bool:
    """308.2a: an untapped creature, not a Wall, controlled continuously since the turn began
    unless it has haste; and no restriction stops it (500.1)."""
    o = game.objs[oid]
    c = chars(game, oid)
    if "Creature" not in c.types or o.tapped or "Wall" in c.subtypes or "cant_attack" in c.keywords:
        return False
    if sick(game, oid):
        return False
    ct = o.card.combat
    if ct is not None and ct.attack_if_defender_controls and \
            not controls_land(game, 1 - o.controller, ct.attack_if_defender_controls):
        return False
    return True


def must_attack(game: Game, oid: int) -> bool:
    """A requirement "attacks each turn if able" (500.1)."""
    return "attacks_each_turn" in chars(game, oid).keywords or _globals(game, "attacks_each_turn")


def attack_tax(game: Game, attacker_controller: int) -> int:
    """308.2d: the generic mana each attacking creature costs ("Creatures can't attack you
    unless their controller pays {2} for each creature ... attacking you")."""
    n = 0
    for oid in game.zones["play"]:
        o = game.objs[oid]
        ct = o.card.combat
        if ct is not None and ct.attack_tax and o.controller != attacker_controller:
            n += parse_cost(ct.attack_tax)[0]
    return n


# ----------------------------------------------------------------------------------- block
def can_block_at_all(game: Game, b: int) -> bool:
    """309.2a: only untapped creatures can block; "can't block" is a restriction."""
    o = game.objs[b]
    c = chars(game, b)
    return "Creature" in c.types and not o.tapped and "cant_block" not in c.keywords


def can_block(game: Game, b: int, a: int) -> bool:
    """Whether creature `b` may block attacker `a` (evasion abilities are cumulative, 501.2)."""
    ka, kb = chars(game, a).keywords, chars(game, b).keywords
    cb = chars(game, b)
    if "flying" in ka and "flying" not in kb and "block_as_though_flying" not in kb:   # 502.4b
        return False
    if "fear" in ka and not ("Artifact" in cb.types or "B" in cb.colors):           # 502.25b
        return False
    if ("shadow" in ka) != ("shadow" in kb):                                         # 502.8b
        return False
    if "horsemanship" in ka and "horsemanship" not in kb:                           # 502.17b
        return False
    if "unblockable_except_walls" in ka and "Wall" not in cb.subtypes:
        return False
    for kw in ka:
        if kw in LANDWALKS and controls_land(game, game.objs[b].controller, LANDWALKS[kw]):   # 502.6b
            return False
    if any(k.startswith("protection_from_") for k in ka) and protected(ka, source_info(game, b)):  # 502.7f
        return False
    return True


def capacity(game: Game, b: int) -> int:
    """How many attackers one creature may block (1 unless an ability says more)."""
    kw = chars(game, b).keywords
    if "block_any_number" in kw:
        return 99
    return 2 if "block_additional" in kw else 1


def min_blockers(game: Game, a: int) -> int:
    """"Can't be blocked except by two (three) or more creatures": a restriction."""
    kw = chars(game, a).keywords
    return 3 if "unblockable_except_by_three" in kw else 2 if "unblockable_except_by_two" in kw else 1


def blocks_ok(game: Game, blocks: tuple) -> bool:
    """Restrictions on the whole set of blocks (500.3): the minimum number of blockers."""
    count: dict = {}
    for _, a in blocks:
        count[a] = count.get(a, 0) + 1
    return all(n >= min_blockers(game, a) for a, n in count.items())


def requirements(game: Game, d: int, attackers: tuple) -> list[tuple[int, int]]:
    """Every block requirement as (blocker, attacker) pairs, attacker 0 meaning "any": lure
    ("All creatures able to block X do so"), provoke (502.29a) and "blocks each turn if able".
    Tapped creatures are exempt (500.3)."""
    out = []
    lures = [a for a in attackers if "lure" in chars(game, a).keywords]
    provoked = game.vars.get("provoked", ())
    everyone = _globals(game, "blocks_each_turn")
    for b in game.zones["play"]:
        if game.objs[b].controller != d or not can_block_at_all(game, b):
            continue
        for a in lures:
            if can_block(game, b, a):
                out.append((b, a))
        for pb, a in provoked:
            if pb == b and a in attackers and can_block(game, b, a):
                out.append((b, a))
        if (everyone or "blocks_each_turn" in chars(game, b).keywords) and any(
                can_block(game, b, a) for a in attackers):
            out.append((b, 0))
    return out


def obeyed(reqs: list, blocks: tuple) -> int:
    pairs = set(blocks)
    blockers = {b for b, _ in blocks}
    return sum(1 for b, a in reqs if ((b, a) in pairs if a else b in blockers))


def max_obeyed(game: Game, attackers: tuple, reqs: list) -> int:
    """500.4-500.5: the most requirements any block declaration obeying every restriction can
    obey. Only the blocks that obey a requirement of their own blocker count (500.5: a creature's
    optional blocks are not considered, even where an attacker needs two or more blockers and
    one would let another creature obey its requirement). Each blocker is independent unless an
    attacker needs several blockers; then every declaration is searched."""
    blockers = sorted({b for b, _ in reqs})
    options = {}
    for b in blockers:
        wanted = {a for x, a in reqs if x == b}
        can = [a for a in attackers if (0 in wanted or a in wanted) and can_block(game, b, a)]
        k = min(capacity(game, b), len(can), 3)
        options[b] = [()] + [c for n in range(1, k + 1) for c in combinations(can, n)]
    if all(min_blockers(game, a) == 1 for a in attackers):
        return sum(max(obeyed([r for r in reqs if r[0] == b], tuple((b, a) for a in opt)) for opt in options[b])
                   for b in blockers)
    best = 0

    def walk(i: int, acc: tuple) -> None:
        nonlocal best
        if i == len(blockers):
            if blocks_ok(game, acc):
                best = max(best, obeyed(reqs, acc))
            return
        b = blockers[i]
        for opt in options[b]:
            walk(i + 1, acc + tuple((b, a) for a in opt))

    walk(0, ())
    return best
