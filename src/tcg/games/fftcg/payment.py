"""Costs and CP payment (5.2.1, 11.2).

CP comes from discarding a card (2 CP of its element; never a Light or Dark card, nor one of
several Elements: RULINGS.md) or dulling an active Backup (1 CP of its element) (5.2.1.3). A payment is legal when it produces exactly the
cost, or one more if at least one card was discarded (5.2.1.3.1), and when the element
requirements are met: a card needs at least one CP of its element unless it is Light or Dark
(5.2.1.2, 11.2.1.1), one of each of its Elements if it has several; an ability needs the element CP its cost prints.

Payment is asked one resource at a time. Only resources after which a legal payment can still
be completed are offered, so a payment never dead-ends, and it completes as soon as it is
legal: CP is produced only to pay (there is no pool).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from .chars import ANY_CP, chars, condition_holds, field_statics, matches, on_field, type_forward
from .cost_effects import next_reductions
from .identity import MULTI, every_element
from .identity import cp_element as backup_cp

if TYPE_CHECKING:
    from ...engine.state import Game

NO_CP = ("light", "dark")
WILD = "*"                   # the CP of a Backup that "can produce CP of any Element": any one needed
# A Backup of several Elements (not all six) produces 1 CP of one of them, the payer's choice
# (Kimahri 1-103C): its Elements joined by MULTI ("earth+fire") are one key of the counts by
# Element, and a count holding one also holds MULTI itself, at 0, so that `MULTI in d` tells
# cheaply that `_variants` must try each of its Elements (no other count pays for that).
_KINDS = (("cost_discard", "discards"), ("cost_dull", "dulls"), ("cost_break", "breaks"), ("cost_exile", "exiles"),
          ("cost_hand_exile", "hand_exiles"))


class Cost(NamedTuple):
    """A locked cost (11.3.7): CP total and element minimums, plus the other components."""

    total: int
    need: tuple = ()             # ((element, n), ...)
    dull_self: bool = False
    break_self: bool = False
    same_name: str = ""          # a Special ability's discard (11.7.1)
    discards: int = 0
    dulls: int = 0               # active Characters dulled as a cost (active Backups unless `code` says)
    breaks: int = 0              # Characters you control put into the Break Zone as a cost
    remove_self: bool = False
    code: str = ""               # the ability whose extra cost says what may be discarded, dulled, put
    index: int = -1              # into the Break Zone (abilities.ExtraCost)
    mills: int = 0               # the top N cards of the deck put into `mill_zone` as a cost
    mill_zone: str = ""
    hand_self: bool = False      # the source returned to its owner's hand
    crystals: int = 0            # {C}: Crystals spent (crystals.py)
    counters: tuple = ()         # (kind, n) removed from the source ("remove 1 Shuriken Counter from X")
    exiles: int = 0              # cards of your Break Zone removed from the game as a cost
    hand_exiles: int = 0         # cards of your hand removed from the game as a cost (never CP)
    break_zone: str = "break"    # where the `breaks` go: "removed" for "remove 1 Backup from the game"
    only_el: tuple = ()          # "You can only pay with Fire CP": the Elements of the CP allowed (cost_effects.py)
    backups_only: bool = False   # "... with CP produced by Backups": no card discarded for CP
    name_alt: bool = False       # the card of `code` says what may be discarded instead of `same_name` (alt_costs.py)


def wild_backups(game: Game) -> frozenset[int]:
    """The Characters that "can produce CP of any Element" now, per state version (none unless
    a field ability grants it: no Character is looked at then)."""
    w = game.cache.get("wild_cp")
    if w is None:
        w = frozenset()
        st = field_statics(game)     # which abilities grant it, and which cards gain Elements
        if st.any_cp:
            w = frozenset(o for side in on_field(game) for o in side if ANY_CP in chars(game, o).flags)
        if st.gainers:       # "it gains Elements of Fire, Ice, Wind, Earth, Lightning and Water" (identity.py)
            w |= frozenset(src for src in st.gainers if src not in w and every_element(game, src))
        game.cache["wild_cp"] = w
    return w


def cp_element(game: Game, oid: int, wild: frozenset) -> str:
    """The Element of the CP a dulled Backup produces (WILD: any)."""
    return WILD if oid in wild else backup_cp(game, oid)


def _cp_of(paid: tuple, game: Game) -> tuple[int, dict, bool]:
    total, by_el, disc = 0, {}, False
    wild = None
    for kind, oid in paid:
        if kind == "discard":
            el = game.objs[oid].card.cp_element
            total += 2
            by_el[el] = by_el.get(el, 0) + 2
            disc = True
        elif kind == "dull":
            if wild is None:
                wild = wild_backups(game)
            el = cp_element(game, oid, wild)
            total += 1
            by_el[el] = by_el.get(el, 0) + 1
            if MULTI in el:
                by_el[MULTI] = 0
    return total, by_el, disc


def _variants(by_el: dict, backs: dict) -> Iterator[tuple[dict, dict]]:
    """`by_el` (CP produced) and `backs` (Backups left) with each CP or Backup of several Elements
    made one of one of its Elements, every way (at most one such Backup a player: 7.7.3)."""
    for i, d in enumerate((by_el, backs)):
        for k, n in d.items():
            if n and MULTI in k and k != MULTI:
                for e in k.split(MULTI):
                    one = dict(d)
                    one[k] -= 1
                    one[e] = one.get(e, 0) + 1
                    yield from _variants(*((one, backs) if i == 0 else (by_el, one)))
                return
    yield ({k: n for k, n in by_el.items() if MULTI not in k},
           {k: n for k, n in backs.items() if MULTI not in k})


def _only(el: str, only: tuple) -> str:
    """The CP a source of `el` may give to a cost paid "only with" the Elements `only` ('' none)."""
    if MULTI in el:
        return MULTI.join(e for e in el.split(MULTI) if e in only)
    return el if el == WILD or el in only else ""


_HAND, _FIELD = ("hand0", "hand1"), ("field0", "field1")
_FEASIBLE: dict[tuple, bool] = {}    # cp_feasible's answers, by everything its search reads


def cp_feasible(cost: Cost, total: int, by_el: dict, disc: bool, hand: dict, backs: dict) -> bool:
    """Can CP from the remaining `hand` (element → cards) and `backs` (element → Backups)
    complete the payment?"""
    if MULTI in backs or MULTI in by_el:    # a Backup of several Elements: each of them in turn
        return any(cp_feasible(cost, total, by, disc, hand, bk) for by, bk in _variants(by_el, backs))
    h, b = sum(hand.values()), sum(backs.values())
    remaining = cost.total - total
    if 2 * h + b < remaining:
        return False    # not enough CP at all (a card gives 2, a Backup 1): no search needed
    # the element deficits with the cards and Backups of that element left: all _alloc reads
    deficits = tuple((e, n - by_el.get(e, 0), hand.get(e, 0), backs.get(e, 0))
                     for e, n in cost.need if n > by_el.get(e, 0))
    key = (remaining, disc, h, b, by_el.get(WILD, 0), backs.get(WILD, 0), deficits)
    r = _FEASIBLE.get(key)
    if r is None:
        if len(_FEASIBLE) >= 100_000:     # a few thousand in practice: a bound, not a policy
            _FEASIBLE.clear()
        r = _FEASIBLE[key] = _alloc(deficits, 0, remaining, disc, h, b, key[4], key[5])
    return r


def _alloc(deficits: tuple, i: int, remaining: int, disc: bool, h: int, b: int, credit: int = 0,
           wild: int = 0) -> bool:
    """Cover the element deficits (element, deficit, its cards, its Backups) from `i` on, then
    the rest of the total from any `h` cards and `b` Backups left. The deficits name distinct
    elements (costs.parse_cost), so only the numbers of cards and Backups left need tracking, not
    the counts by element. CP of any Element covers what a deficit's own cards and Backups do
    not: first the `credit` already produced, then the `wild` Backups left (which the other
    Backups can never do better)."""
    if i == len(deficits):
        for k in range(h + 1):
            rest = remaining - 2 * k
            if 0 <= rest <= b:
                return True
            if (disc or k) and 0 <= rest + 1 <= b:
                return True
            if rest < -1:
                break
        return False
    _, d, he, be = deficits[i]
    for k in range(min(he, (d + 1) // 2) + 1):
        rest = max(0, d - 2 * k)
        m = min(rest, be)
        c = min(rest - m, credit)
        w = rest - m - c
        if w > wild:
            continue
        if _alloc(deficits, i + 1, remaining - 2 * k - m - w, disc or k > 0, h - k, b - m - w, credit - c, wild - w):
            return True
    return False


def _active_backup(game: Game, oid: int) -> bool:
    """An active Backup that is not a Forward: it may be dulled for CP (whether an effect made it
    a Forward is asked only where one could have)."""
    o = game.objs[oid]
    card = o.card
    return not o.tapped and card.type == "backup" and not (
        (game.effects or card.becomes_forward) and type_forward(game, oid))


def resources(game: Game, player: int, exclude: set, cost: Cost | None = None) -> tuple[list[int], list[int]]:
    """Cards in hand that may be discarded for CP, and active Backups that may be dulled (for
    `cost`: only those its CP may come from)."""
    hand = [o for o in game.zones[f"hand{player}"] if o not in exclude and game.objs[o].card.gives_cp]
    backs = [o for o in game.zones[f"field{player}"] if o not in exclude and _active_backup(game, o)]
    if cost is not None and (cost.only_el or cost.backups_only):
        hand = [] if cost.backups_only else hand
        if cost.only_el:
            wild = wild_backups(game)
            hand = [o for o in hand if game.objs[o].card.cp_element in cost.only_el]
            backs = [o for o in backs if o in wild or _only(backup_cp(game, o), cost.only_el)]
    return hand, backs


def _allowed(cost: Cost, pool: dict, hand: bool) -> dict:
    """The CP sources by element a cost may use ("You can only pay with Fire CP")."""
    if hand and cost.backups_only:
        return {}
    if not cost.only_el:
        return pool
    out: dict = {}
    for e, n in pool.items():
        if r := _only(e, cost.only_el):
            out[r] = out.get(r, 0) + n
            if MULTI in r:
                out[MULTI] = 0
    return out


def _tally(sources: tuple | list) -> dict:
    """(id, Element) pairs counted by Element."""
    d: dict = {}
    for _, el in sources:
        d[el] = d.get(el, 0) + 1
        if MULTI in el:
            d[MULTI] = 0
    return d


def _counts(game: Game, ids: list[int], wild: frozenset = frozenset()) -> dict:
    d: dict = {}
    for o in ids:
        el = cp_element(game, o, wild)
        d[el] = d.get(el, 0) + 1
        if MULTI in el:
            d[MULTI] = 0
    return d


def next_options(game: Game, player: int, source: int, cost: Cost, paid: tuple) -> tuple:
    """The resources that may be paid next, or () when the payment is complete."""
    used = {oid for _, oid in paid}
    used.add(source)
    # Non-CP components first: the Special discard, other discards, Backups dulled as a cost.
    if cost.same_name and not any(k == "cost_name" for k, _ in paid):
        cands = [o for o in game.zones[f"hand{player}"] if o not in used and _named(game, player, source, cost, o)]
        return tuple(("cost_name", o) for o in cands if feasible(game, player, source, cost, paid + (("cost_name", o),)))
    if cost.discards or cost.dulls or cost.breaks or cost.exiles or cost.hand_exiles:      # most costs are CP alone
        for kind, field in _KINDS:
            if sum(1 for k, _ in paid if k == kind) < getattr(cost, field):
                return tuple((kind, o) for o in _extra_cands(game, player, source, cost, kind, used - {source})
                             if feasible(game, player, source, cost, paid + ((kind, o),)))
    total, by_el, disc = _cp_of(paid, game)
    if complete(cost, total, by_el):
        return ()
    hand, backs = _source_lists(game, player)
    if used:
        hand = [h for h in hand if h[0] not in used]
        backs = [b for b in backs if b[0] not in used]
    if cost.only_el or cost.backups_only:      # as resources(cost): only the CP the cost may use
        only = cost.only_el
        hand = [] if cost.backups_only else [h for h in hand if h[1] in only] if only else hand
        backs = [(o, r) for o, el in backs if (r := _only(el, only))] if only else backs
    if 2 * len(hand) + len(backs) >= cost.total - total and all(by_el.get(e, 0) >= n for e, n in cost.need):
        # Every Element needed is paid and the CP left cover what is missing: each resource
        # keeps the payment completable (a card gives 2 and may overpay by 1, 5.2.1.3.1), so
        # every one is offered without a search.
        return tuple([("discard", o) for o, _ in hand] + [("dull", o) for o, _ in backs])
    hc, bc = _tally(hand), _tally(backs)
    ok: dict = {}       # ("discard" | "dull", element) -> can the payment be completed after it

    def completes(kind: str, el: str) -> bool:
        # _cp_ok(paid + the resource), found once for each kind and element: the cards of one
        # element are interchangeable as CP
        k = (kind, el)
        r = ok.get(k)
        if r is None:
            cp, left = (2, hc) if kind == "discard" else (1, bc)
            by = dict(by_el)
            by[el] = by.get(el, 0) + cp
            d = disc or kind == "discard"
            left[el] -= 1
            r = ok[k] = total + cp <= cost.total + (1 if d else 0) and cp_feasible(cost, total + cp, by, d, hc, bc)
            left[el] += 1
        return r

    return tuple([("discard", o) for o, el in hand if completes("discard", el)]
                 + [("dull", o) for o, el in backs if completes("dull", el)])


def has_counters(game: Game, source: int, counters: tuple) -> bool:
    o = game.objs.get(source)
    return o is not None and (o.counters or {}).get(counters[0], 0) >= counters[1]


def complete(cost: Cost, total: int, by_el: dict) -> bool:
    if total < cost.total:
        return False
    if sum(n - by_el.get(e, 0) for e, n in cost.need if n > by_el.get(e, 0)) <= by_el.get(WILD, 0):
        return True
    return MULTI in by_el and any(complete(cost, total, by) for by, _ in _variants(by_el, {}))


def _cp_ok(game: Game, player: int, source: int, cost: Cost, paid: tuple) -> bool:
    total, by_el, disc = _cp_of(paid, game)
    if total > cost.total + (1 if disc else 0):
        return False
    used = {oid for _, oid in paid}
    used.add(source)
    hand, backs = resources(game, player, used, cost)
    return cp_feasible(cost, total, by_el, disc, _counts(game, hand), _counts(game, backs, wild_backups(game)))


def feasible(game: Game, player: int, source: int, cost: Cost, paid: tuple = ()) -> bool:
    """Can the whole cost still be paid after `paid`? Non-CP components are reserved greedily
    from the cards least useful as CP (the same rule is used to offer them, so it is consistent)."""
    if cost.dull_self:
        o = game.objs.get(source)
        if o is None or o.tapped:
            return False
    if cost.mills and cost.mills > len(game.zones[f"deck{player}"]):
        return False            # a cost is paid in full or not at all (11.6.10)
    if cost.crystals and cost.crystals > game.pvars[player].get("crystals", 0):     # {C} (crystals.py)
        return False
    if cost.counters and not has_counters(game, source, cost.counters):
        return False
    if not paid and not (cost.same_name or cost.discards or cost.dulls or cost.breaks or cost.exiles or cost.hand_exiles):
        return _quick_feasible(game, player, source, cost)
    used = {oid for _, oid in paid}
    used.add(source)
    hand_all = [o for o in game.zones[f"hand{player}"] if o not in used]
    reserve: list = []
    needed = {e for e, _ in cost.need}

    def useless_first(o: int) -> tuple:
        # Light/Dark and Multi-Element cards give no CP; a card of an element the cost needs is worth the most.
        el = game.objs[o].card.cp_element
        return (el != "", el in needed, o)

    if cost.same_name and not any(k == "cost_name" for k, _ in paid):
        named = sorted((o for o in hand_all if _named(game, player, source, cost, o)), key=useless_first)
        if not named:
            return False
        reserve.append(("cost_name", named[0]))
    for kind, field in _KINDS:
        need = getattr(cost, field) - sum(1 for k, _ in paid if k == kind)
        if need > 0:
            taken = {oid for _, oid in paid} | {r for _, r in reserve}
            pool = _extra_cands(game, player, source, cost, kind, taken)
            if kind in ("cost_discard", "cost_hand_exile"):
                pool.sort(key=useless_first)
            else:     # the Characters that give no CP first, then the Backups of elements not needed
                _, backs = resources(game, player, taken | {source})
                pool.sort(key=lambda o: (o in backs, _useful(backup_cp(game, o), needed), o))
            if len(pool) < need:
                return False
            reserve += [(kind, o) for o in pool[:need]]
    return _cp_ok(game, player, source, cost, paid + tuple(reserve))


def _useful(el: str, needed: set) -> tuple[bool, bool]:
    """How useful a Backup's CP is to a cost needing the Elements `needed`: of one of them, and
    of several Elements (the one that can give more, kept the longest)."""
    return any(e in needed for e in el.split(MULTI)), MULTI in el


def _named(game: Game, player: int, source: int, cost: Cost, oid: int) -> bool:
    """May the card in hand pay a Special ability's discard (11.7.1): of the card's name, or what the
    card lets be discarded instead (alt_costs.py)?"""
    return cost.same_name in game.objs[oid].card.names or (
        cost.name_alt and matches(game, source, player, game.rules.cards[cost.code].special_discard, oid))


def _extra_cands(game: Game, player: int, source: int, cost: Cost, kind: str, taken: set) -> list[int]:
    """The cards that may pay one component of an extra cost: a card in hand to discard, an
    active Character to dull, a Character to put into the Break Zone, each matching what the
    ability names. The source itself may be one unless the cost already uses it ({D}, "put X into
    the Break Zone", "remove X from the game")."""
    x = game.rules.cards[cost.code].ability_at(cost.index).extra_cost if cost.code else None
    busy = kind == "cost_discard" or cost.dull_self or cost.break_self or cost.remove_self or cost.hand_self
    used = taken | {source} if busy else taken
    if kind == "cost_discard":
        sel = x.discard_sel if x else None
        return [o for o in game.zones[f"hand{player}"] if o not in used
                and (sel is None or matches(game, source, player, sel, o))]
    if kind == "cost_hand_exile":     # cards of your hand removed from the game, never CP
        return [o for o in game.zones[f"hand{player}"] if o not in used and matches(game, source, player, x.hand_exile_sel, o)]
    if kind == "cost_exile":      # cards of your Break Zone, never CP (11.6.2.3: your own)
        return [o for o in game.zones[f"break{player}"] if o not in used and o != source
                and matches(game, source, player, x.exile_sel, o)]
    if x is None:        # a cost without its ability (the payment tests): active Backups
        return resources(game, player, taken | {source})[1]
    sel = x.dull_sel if kind == "cost_dull" else x.break_sel
    return [o for o in game.zones[f"field{player}"] if o not in used
            and not (kind == "cost_dull" and game.objs[o].tapped) and matches(game, source, player, sel, o)]


def _plain(game: Game) -> bool:
    """No resolved effect, and no field ability that makes a Character a Forward or lets it
    produce CP of any Element: an active Backup is one not dull whose card is a Backup, and its
    CP is its card's (as `_active_backup` and `cp_element` find then, without asking them)."""
    if game.effects:
        return False
    st = field_statics(game)
    return not (st.makes_forwards or st.any_cp or st.gainers)


_LISTS = (("cp_lists", 0), ("cp_lists", 1))


def _source_lists(game: Game, player: int) -> tuple[tuple, tuple]:
    """The CP sources of `player` (as `resources`): the cards in hand that give CP and the
    active Backups, each as (id, Element of its CP) in zone order (WILD: any), per state version
    (a payment asks at each step, with no write between)."""
    key = _LISTS[player]
    lists = game.cache.get(key)
    if lists is None:
        objs = game.objs
        hand = tuple((o, objs[o].card.cp_element) for o in game.zones[_HAND[player]] if objs[o].card.gives_cp)
        if _plain(game):
            backs = tuple((o, c.cp_element) for o in game.zones[_FIELD[player]]
                          if not objs[o].tapped and (c := objs[o].card).type == "backup")
        else:
            wild = wild_backups(game)
            backs = tuple((o, WILD if o in wild else backup_cp(game, o)) for o in game.zones[_FIELD[player]]
                          if _active_backup(game, o))
        lists = game.cache[key] = (hand, backs)
    return lists


_POOLS = (("pools", 0), ("pools", 1))
_SIGS: dict[tuple, int] = {}     # the content of a player's pools -> a small number for _QUICK's keys
_QUICK: dict[tuple, bool] = {}   # _quick_feasible's answers, by the content they depend on


def _pools(game: Game, player: int) -> tuple[dict, dict]:
    """The CP sources of `player` counted by Element (cards in hand, active Backups; WILD: of
    any Element), per state version: the priority options ask for them at every step."""
    key = _POOLS[player]
    pools = game.cache.get(key)
    if pools is None:
        objs = game.objs
        hc: dict = {}
        for o in game.zones[_HAND[player]]:
            el = objs[o].card.cp_element
            if el:
                hc[el] = hc.get(el, 0) + 1
        if _plain(game):
            bc: dict = {}
            for o in game.zones[_FIELD[player]]:
                ob = objs[o]
                if not ob.tapped and ob.card.type == "backup":
                    el = ob.card.cp_element
                    bc[el] = bc.get(el, 0) + 1
        else:
            bc = _tally(_source_lists(game, player)[1])
        pools = game.cache[key] = (hc, bc)
    return pools


_SIG = (("pools_sig", 0), ("pools_sig", 1))


def _sig(game: Game, player: int) -> int:
    """A number for the content of `player`'s pools, per state version (_quick_feasible's keys)."""
    key = _SIG[player]
    sig = game.cache.get(key)
    if sig is None:
        hc, bc = _pools(game, player)
        content = (tuple(sorted(hc.items())), tuple(sorted(bc.items())))
        sig = _SIGS.get(content)
        if sig is None:
            if len(_SIGS) >= 100_000:     # a bound, not a policy: the answers keyed by the numbers go too
                _SIGS.clear()
                _QUICK.clear()
            sig = _SIGS[content] = len(_SIGS)
        game.cache[key] = sig
    return sig


def _quick_feasible(game: Game, player: int, source: int, cost: Cost) -> bool:
    """`feasible` for a cost of CP only (and the source's own Dull icon), from the player's CP
    sources counted by Element; the answer is kept by that content, so that it survives the
    writes that change nothing it reads."""
    sig = _sig(game, player)
    o = game.objs.get(source)
    in_hand = on_field = ""
    if o is not None:
        if o.zone == _HAND[player]:
            in_hand = o.card.cp_element         # the card being played cannot pay for itself
        elif o.zone == _FIELD[player] and _active_backup(game, source):
            on_field = cp_element(game, source, wild_backups(game))   # nor the Backup whose ability is paid
    key = (sig, cost.total, cost.need, in_hand, on_field, cost.only_el, cost.backups_only)
    r = _QUICK.get(key)
    if r is None:
        hand, backs = _pools(game, player)
        if cost.only_el or cost.backups_only:
            hand, backs = _allowed(cost, hand, True), _allowed(cost, backs, False)
            in_hand = in_hand if in_hand in hand else ""
            on_field = _only(on_field, cost.only_el) if cost.only_el else on_field
            on_field = on_field if on_field in backs else ""
        if in_hand:
            hand = dict(hand)
            hand[in_hand] -= 1
        elif on_field:
            backs = dict(backs)
            backs[on_field] -= 1
        if len(_QUICK) >= 100_000:     # a bound, not a policy
            _QUICK.clear()
        r = _QUICK[key] = cp_feasible(cost, 0, {}, False, hand, backs)
    return r


def _amount(game: Game, src: int, n: Any, player: int) -> int:
    """How much a `reduce_cost` or `increase_cost` changes a cost: a number, or a quantity
    counted now from `player`'s point of view."""
    from ...engine.abilities.quantities import value
    from .abilities import frame

    return n if type(n) is int else value(game, frame(src, player), n)


def card_cost(game: Game, player: int, oid: int) -> Cost:
    """The cost of playing card `oid` from hand: increased, then reduced by field abilities
    (never below each reduction's floor: 0 unless it says "(it cannot become 0)"); paid with CP of any
    Element or only with some CP where a field ability says so (cost_effects.py)."""
    card = game.objs[oid].card
    total = card.cost
    reducers = field_statics(game).cost_changes      # most fields change no cost
    any_el, only = False, None
    mine = card.own_cost_abilities
    if reducers or mine:
        # "If you control X, the cost for playing <this card> is reduced" works from the hand;
        # the condition is read now, when the cost is fixed (11.4.4, 11.3.5)
        # only the player's own changes and the opponent's increases can apply: match only those
        changes = [(src, a) for src, a in reducers
                   if (game.objs[src].controller == player or a.cost_increase)
                   and matches(game, src, game.objs[src].controller, a.affects, oid)] \
            + [(oid, a) for a in mine if condition_holds(game, oid, a.if_, player)]
        for src, a in changes:           # increases first: a reduction's floor is the last word
            if a.cost_increase:          # "for your opponent": the selector says whose cards
                total += _amount(game, src, a.cost_increase, game.objs[src].controller)
        for src, a in changes:
            if src != oid and game.objs[src].controller != player:
                continue                 # the opponent's reductions are not for this card
            if a.cost_reduction:
                total = max(a.cost_min, total - _amount(game, src, a.cost_reduction, player))
            any_el = any_el or a.any_cp
            only = a.pay_only or only
    if game.pvars[player].get("next_cost"):      # "the cost required to cast your next Summon is reduced by 1"
        for e in next_reductions(game, player, oid):
            total = max(e[4], total - e[3])
    els = card.elements
    if total and len(els) > 1:
        total = max(total, len(els))     # CP of each of its Elements, however reduced (RULINGS.md)
    els = () if card.light_dark or total == 0 or any_el else els
    key = (total, els, only)
    cost = _CARD_COSTS.get(key)
    if cost is None:    # a handful of distinct costs: built once each
        only_el, backups = only or ((), False)
        cost = _CARD_COSTS[key] = Cost(total, tuple((e, 1) for e in els), only_el=only_el, backups_only=backups)
    return cost


_CARD_COSTS: dict[tuple, Cost] = {}


_ABILITY_COSTS: dict[int, tuple[Any, Cost]] = {}


def ability_cost(card, a) -> Cost:
    """The printed cost of an action or special ability (definitions are immutable, so the
    result is kept per ability; the entry holds the ability too, so that its id is never reused
    by another one, a card made up by a test say)."""
    hit = _ABILITY_COSTS.get(id(a))
    if hit is None or hit[0] is not a:
        c, x = a.cost, a.extra_cost
        index = card.index_of(a)
        cost = Cost(c.total, c.elements, dull_self=c.dull, break_self=x.break_self or x.discard_self,
                    same_name=card.name if a.kind == "special" else "", discards=x.discard, dulls=x.dull,
                    name_alt=a.kind == "special" and card.special_discard is not None,
                    breaks=x.breaks, remove_self=x.remove_self, code=card.code, index=index,
                    mills=x.mill, mill_zone=x.mill_zone if x.mill else "", hand_self=x.hand_self,
                    crystals=c.crystals, counters=x.counters, exiles=x.exiles, break_zone=x.break_zone,
                    hand_exiles=x.hand_exiles)
        hit = _ABILITY_COSTS[id(a)] = (a, cost)
    return hit[1]
