"""Playing cards and abilities (11.2–11.7): what a player with priority may do, declaring it
(targets, then the locked cost, paid one resource at a time), committing it at once, and
resolving the stack (11.11)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine.abilities import counters, run
from ...engine.abilities.conditions import holds
from ...engine.abilities.load import ORIGIN, SUBJECT
from ...engine.abilities.quantities import value
from ...engine.abilities.records import CAll, CAny, CNot, CPhase
from ...engine.abilities.run import Frame, Res, binding
from ...engine.abilities.selectors import predicate, zone_candidates
from ...engine.abilities.verbs import fits
from . import actions, borrowed, cast_record, control, crystals, exclusive, follow, loops, paid, stack_choice, warp
from .abilities import frame
from .base import DONE, PASS, REG, Play, StackItem, Trigger, other
from .chars import chars, condition_holds, field_statics, has, is_forward, matches, select, silenced
from .cost_effects import light_dark_room, use_next_reductions
from .granted import granted
from .payment import (
    MULTI,
    WILD,
    Cost,
    _active_backup,
    _pools,
    ability_cost,
    card_cost,
    cp_element,
    feasible,
    next_options,
    wild_backups,
)
from .protection import choosable, must_choose

if TYPE_CHECKING:
    from ...engine.state import Game
    from .abilities import FfAbility as Ability
    from .abilities import Target
    from .cards import CardDef


# ------------------------------------------------------------------------ what may be done
_ONLY_PASS = (PASS,)


def priority_options(game: Game, p: int) -> tuple:
    v = game.vars
    phase = v["phase"]
    if phase not in ("main1", "main2", "attack") or v.get("fs_window"):
        # End Phase and the First Strike window: only auto abilities (9.5.1.1, 15.2.3.3).
        return _ONLY_PASS
    # The options read the objects, zones and effects (any change of those clears game.cache),
    # these variables and the stack, and the phase only through what the turn player may do in
    # a Main Phase with an empty stack (Characters 9.3.1.5, Warp, "only during your Main Phase")
    # and the conditions that name a phase: a player given priority again before any of them
    # changed (the other player passed, a step or a phase went by) has the same options, and the
    # turn player entering or leaving a Main Phase the same ones that any phase allows.
    stack = tuple(game.stack)
    main = p == v["tp"] and phase != "attack" and not stack
    if not main and _only_pass(game, p):
        return _ONLY_PASS
    key = (v["tp"], v["turn"], v.get("used"), v.get("max_backups"), stack)
    known = game.cache.get(("options", p))
    if known is None or known[0] != key or (known[1] is not None and known[1] != phase):
        known = game.cache[("options", p)] = (key, None, {}, {})
    opts = known[3].get(main)
    if opts is None:
        opts, reads_phase = _options(game, p, main, known[2])
        if reads_phase:
            known = game.cache[("options", p)] = (key, phase, known[2], known[3])
        known[3][main] = opts
    return opts


_HAND, _FIELD = ("hand0", "hand1"), ("field0", "field1")


def _only_pass(game: Game, p: int) -> bool:
    """Can `p`, out of their Main Phase with an empty stack, do nothing but pass? (In the Main
    Phase they nearly always can do something: measured, asking there first costs more than it
    saves.) True only when _options would refuse every card of the hand and every ability of
    the Field, by the same tests, without building the options: a Summon's timing, a CP cost
    more than the player can produce (_most_cp) or that the CP sources cannot pay (_affordable),
    its targets; an ability's ability_usable. False when one may be played, or when _options
    must decide (a cost that may be lowered, Back Attack, abilities used from the hand or
    granted). Most of the priority a player receives in the Attack Phase or in the opponent's
    turn ends here."""
    hand = game.zones[_HAND[p]]
    in_time, _, hand_cp = _hand_table(game, p, hand)
    acts, _, _, backups = _field_table(game, p)
    objs = game.objs
    cap = -1
    for oid in in_time:
        card = objs[oid].card
        if card.type != "summon":
            return False        # Back Attack
        if card.cast_timing and not _in_time(game, p, card.cast_timing, False):
            continue        # "You can only cast X during your turn / Main Phase"
        if card.own_cost_abilities or card.crystal_reduction is not None \
                or field_statics(game).cost_changes or game.pvars[p].get("next_cost"):
            return False        # its cost may be lowered
        if cap < 0:
            cap = _most_cp(objs, hand_cp, backups)
        if card.cost > cap - (2 if card.gives_cp else 0):     # the card cast gives no CP
            continue
        if _affordable(game, p, oid, _hand_costs(game, p)(oid, card), _cp_pools(game, p)) \
                and targets_possible(game, p, oid, card.summon_ability):
            return False
    for oid, idx, a, cost in acts:
        if cost.total:      # _options' first refusal, before ability_usable
            if cap < 0:
                cap = _most_cp(objs, hand_cp, backups)
            if cost.total > cap:
                continue
        if ability_usable(game, p, oid, idx, a, "", False, cost):
            return False
    if game.pvars[p].get("used_from", True):
        return False
    for g in granted(game):
        if g[0] == p:
            return False
    return True


def _options(game: Game, p: int, main: bool, anytime: dict) -> tuple[tuple, bool]:
    """The options, and whether a condition they read names a phase. `anytime` keeps, for the
    state version, the answers for what does not depend on `main` (Summons, Back Attack, the
    abilities not limited to the Main Phase)."""
    opts: list[tuple] = [PASS]
    objs = game.objs
    hand = game.zones[_HAND[p]]
    acts, room, reads_phase, backups = _field_table(game, p)
    in_time, reads, hand_cp = _hand_table(game, p, hand)
    reads_phase |= reads
    if main:
        in_time = hand
    if in_time:
        costs = _hand_costs(game, p)
        pools = _cp_pools(game, p)      # the CP sources by Element, per state version
    for oid in in_time:
        card = objs[oid].card
        if card.type == "summon":
            if card.cast_timing and not _in_time(game, p, card.cast_timing, main):
                continue        # "You can only cast X during your turn / Main Phase"
            opt = ("cast", oid)
            ok = anytime.get(opt)
            if ok is None:
                cost = costs(oid, card)
                a = card.summon_ability
                ok = anytime[opt] = (_affordable(game, p, oid, cost, pools) and targets_possible(game, p, oid, a)) or (
                    card.crystal_reduction is not None
                    and can_declare(game, p, oid, a, crystals.reduced(game, p, oid, cost) or cost))
        else:
            # 9.3.1.5 / 11.4.1 special action; Back Attack at any priority in Main/Attack Phases (15.2.5)
            opt = ("play", oid)
            ok = anytime.get(opt)
            if ok is None:
                ok = field_room(game, p, card, room) and _affordable(game, p, oid, costs(oid, card), pools)
                if "back_attack" in card.keywords:
                    anytime[opt] = ok
        if ok and card.cast_limit is not None and not all(
                c is not None and holds(game, frame(oid, p), c) for c in card.cast_limit):
            continue        # "You can only play X if ...", "You cannot cast X"
        if opt[0] == "play" and exclusive.barred(game, p, card):
            continue        # "You cannot play X or Y while already in control of either Character"
        if ok:
            opts.append(opt)
        if card.alt_play is not None and opt[0] == "play":     # "You can put 3 Forwards ... to play X" (alt_costs.py)
            if field_room(game, p, card, room) and feasible(game, p, oid, ability_cost(card, card.alt_play)):
                opts.append(("play_alt", oid))
    if main:
        opts += warp.options(game, p)       # a special action, as playing a Character
    named = None
    most = None
    for oid, idx, a, cost in acts:
        # ability_usable's first refusals, without its frame: most abilities on a Field fail here
        if cost.dull_self and objs[oid].tapped:
            continue
        if cost.total:
            if most is None:
                most = _most_cp(objs, hand_cp, backups)
            if cost.total > most:
                continue
        if cost.same_name:
            if named is None:
                named = {n for h in hand for n in objs[h].card.names}
            if cost.same_name not in named and not cost.name_alt:     # alt_costs.py: checked by payment
                continue
        opt = ("use", oid, idx)
        if _usable(game, anytime, opt, p, oid, idx, a, main, "", cost):
            opts.append(opt)
    # abilities used from the hand or the Break Zone ("... if X is in your hand"): their condition
    # says where the card is (cards.used_from)
    if game.pvars[p].get("used_from", True):
        for zone in ("hand", "break"):
            found, phased = _used_from(game, p, zone)
            reads_phase |= phased
            for oid, idx, a in found:
                if _usable(game, anytime, ("use", oid, idx), p, oid, idx, a, main):
                    opts.append(("use", oid, idx))
    for ctl, oid, code, idx, a in granted(game):   # granted action abilities name the card that wrote them
        # a Special ability gained with "you can use this ability without paying any cost but only
        # once" (borrowed.py): its card's, used for nothing
        free = a.kind == "special" and borrowed.free_once(game, oid, code, idx)
        if ctl == p and (a.kind == "action" or free):
            reads_phase |= _names_phase(a.if_)
            opt = ("use", oid, idx, code)
            if _usable(game, anytime, opt, p, oid, idx, a, main, code, Cost(0) if free else None):
                opts.append(opt)
    return tuple(opts), reads_phase


def _in_time(game: Game, p: int, timing: str, main: bool) -> bool:
    """During `p`'s turn (`your_turn`), or `p`'s Main Phase with an empty stack (`main`)."""
    return game.vars["tp"] == p if timing == "your_turn" else main


def _usable(game: Game, anytime: dict, opt: tuple, p: int, oid: int, idx: int, a: Ability, main: bool,
            code: str = "", cost: Cost | None = None) -> bool:
    """ability_usable, kept in `anytime` unless the ability is limited to the Main Phase."""
    if a.timing == "your_main_phase":
        return ability_usable(game, p, oid, idx, a, code, main, cost)
    ok = anytime.get(opt)
    if ok is None:
        ok = anytime[opt] = ability_usable(game, p, oid, idx, a, code, main, cost)
    return ok


def _field_table(game: Game, p: int) -> tuple[tuple, tuple, bool, tuple]:
    """The action and special abilities on a player's Field, (object, index, ability, cost) in
    Field order, what the Field limits read of it (_room), whether a condition of one of its
    cards names a phase, and its Backups: kept with the objects there (Game.memo, compared with
    the zone itself; an object's card never changes)."""
    field = game.zones[_FIELD[p]]
    m = game.memo.get(("tables", p))
    if m is None or m[0] != field:
        objs = game.objs
        acts = []
        phased = False
        for oid in field:
            activated, ph = _table(objs[oid].card)
            phased |= ph
            acts.extend((oid, idx, a, cost) for idx, a, cost in activated)
        backups = tuple(o for o in field if objs[o].card.type == "backup")
        m = game.memo[("tables", p)] = (field[:], (tuple(acts), _room(game, p), phased, backups))
    return m[1]


def _hand_table(game: Game, p: int, hand: list[int]) -> tuple[tuple, bool, int]:
    """The cards of a hand that may be played outside their player's Main Phase (Summons, Back
    Attack), whether a condition of one of them names a phase (a cost reduction's), and how many
    may be discarded for CP: kept with the hand (Game.memo; an object's card never changes)."""
    m = game.memo.get(("hand", p))
    if m is None or m[0] != hand:
        cards = [game.objs[o].card for o in hand]
        m = game.memo[("hand", p)] = (hand[:], (tuple(o for o, c in zip(hand, cards, strict=True)
                                                      if c.type == "summon" or "back_attack" in c.keywords),
                                                any(_table(c)[1] for c in cards),
                                                sum(1 for c in cards if c.gives_cp)))
    return m[1]


def _used_from(game: Game, p: int, zone: str) -> tuple[tuple, bool]:
    """The abilities of the cards in `p`'s hand or Break Zone used from there (object, index,
    ability), and whether a condition of one of them names a phase: kept with the zone
    (Game.memo; an object's card never changes)."""
    ids = game.zones[f"{zone}{p}"]
    m = game.memo.get(("used_from", zone, p))
    if m is None or m[0] != ids:
        objs = game.objs
        every = [(oid, where, idx, a) for oid in ids for where, idx, a in objs[oid].card.used_from]
        m = game.memo[("used_from", zone, p)] = (
            ids[:], (tuple((oid, idx, a) for oid, where, idx, a in every if where == zone),
                     any(_names_phase(a.if_) for *_, a in every)))
    return m[1]


def _most_cp(objs: dict, hand_cp: int, backups: tuple) -> int:
    """At most how much CP a player can produce now (5.2.1.3): every card of their hand that
    gives CP discarded, every active Backup dulled."""
    return 2 * hand_cp + sum(1 for o in backups if not objs[o].tapped)


def _hand_costs(game: Game, p: int) -> Callable[[int, CardDef], Cost]:
    """card_cost for the cards of `p`'s hand: with no cost changed on the Field nor a "next"
    reduction waiting, a card's cost is read from the card alone and kept with it."""
    if field_statics(game).cost_changes or game.pvars[p].get("next_cost"):
        return lambda oid, card: card_cost(game, p, oid)

    def cost(oid: int, card: CardDef) -> Cost:
        if card.own_cost_abilities:
            return card_cost(game, p, oid)
        hit = _BASE_COSTS.get(id(card))
        if hit is None or hit[0] is not card:
            hit = _BASE_COSTS[id(card)] = (card, card_cost(game, p, oid))
        return hit[1]
    return cost


_BASE_COSTS: dict[int, tuple] = {}     # the entry holds the card, so that its id is never reused


def _affordable(game: Game, p: int, oid: int, cost: Cost, pools: tuple[dict, dict, int]) -> bool:
    """feasible() for a card of `p`'s hand or an ability of their Field, read from the CP sources
    by Element and all the CP they give (`pools`, payment._pools), for a cost of CP alone (and
    the source's own Dull icon) needing CP of at most one Element; the card paid for, or the
    Backup whose ability is paid, gives none (as payment._quick_feasible). CP comes 2 a card and
    1 a Backup, and a card discarded allows one CP too many (5.2.1.3.1): any total up to all the
    CP there is can be paid, so the cost can be paid exactly when there is enough CP in all and
    enough of its Element (2 a card of it, 1 a Backup of it or of any Element)."""
    hit = _CP_ONLY.get(id(cost))
    if hit is None or hit[0] is not cost:
        if len(_CP_ONLY) >= 10_000:     # a bound, not a policy (costs are few: payment keeps them)
            _CP_ONLY.clear()
        hit = _CP_ONLY[id(cost)] = (cost, not (
            len(cost.need) > 1 or cost.crystals or cost.only_el or cost.backups_only or cost.same_name or cost.discards
            or cost.dulls or cost.breaks or cost.exiles or cost.hand_exiles or cost.mills or cost.counters))
    if not hit[1]:
        return feasible(game, p, oid, cost)
    need = cost.need
    o = game.objs.get(oid)
    if cost.dull_self and (o is None or o.tapped):
        return False
    hand, backs, cp = pools
    in_hand = on_field = ""
    if o is not None:
        if o.zone == _HAND[p]:
            in_hand = o.card.cp_element
            if in_hand:
                cp -= 2
        elif o.zone == _FIELD[p] and _active_backup(game, oid):
            on_field = cp_element(game, oid, wild_backups(game))
            if on_field:
                cp -= 1
    if cost.total > cp:
        return False
    if not need:
        return True
    if MULTI in backs:      # a Backup of several Elements: the exact search (payment._variants)
        return feasible(game, p, oid, cost)
    el, n = need[0]
    return 2 * (hand.get(el, 0) - (in_hand == el)) + backs.get(el, 0) - (on_field == el) \
        + backs.get(WILD, 0) - (on_field == WILD) >= n


_CP_ONLY: dict[int, tuple] = {}     # id(cost) -> (cost, may _affordable answer it): the entry holds the cost


def _cp_pools(game: Game, p: int) -> tuple[dict, dict, int]:
    """`p`'s CP sources by Element (payment._pools) and all the CP they give, for _affordable,
    per state version."""
    key = _CP_KEYS[p]
    got = game.cache.get(key)
    if got is None:
        cards, backs = _pools(game, p)
        got = game.cache[key] = (cards, backs, 2 * sum(cards.values()) + sum(backs.values()))
    return got


_CP_KEYS = (("cp_pools", 0), ("cp_pools", 1))


_TABLES: dict[int, tuple] = {}


def _table(card: CardDef) -> tuple[tuple, bool]:
    """A card's action and special abilities with their printed costs, and whether a condition
    of its abilities names a phase; built once per card (the entry holds the card, so that its id
    is never reused by another one)."""
    hit = _TABLES.get(id(card))
    if hit is None or hit[0] is not card:
        hit = _TABLES[id(card)] = (card, (tuple((i, a, ability_cost(card, a)) for i, a in card.activated),
                                          any(_names_phase(a.if_) for a in card.ability)))
    return hit[1]


def _names_phase(c: object) -> bool:
    if type(c) is CPhase:
        return True
    if type(c) is CNot:
        return _names_phase(c.c)
    return type(c) in (CAll, CAny) and any(_names_phase(x) for x in c.cs)


def note_used_from(game: Game) -> None:
    """Has each player a card with abilities used from the hand or the Break Zone? Set once when
    the game is made (its cards never change), so the priority options look there only then."""
    for p in (0, 1):
        game.pvars[p]["used_from"] = False
    for o in game.objs.values():
        if o.card.used_from:
            game.pvars[o.owner]["used_from"] = True


def _room(game: Game, p: int) -> tuple[frozenset, list[int], int]:
    """What the Field limits read of a Field (7.7.3): the Card Names of its Characters that are
    not generic, its Light and Dark Characters, its number of Backups."""
    objs = game.objs
    field = game.zones[_FIELD[p]]
    cards = [objs[o].card for o in field]
    return (frozenset(n for c in cards if not c.generic for n in c.names),
            [o for o in field if objs[o].card.light_dark], sum(1 for c in cards if c.type == "backup"))


def field_room(game: Game, p: int, card: CardDef, room: tuple | None = None) -> bool:
    """An action whose result would break a Field limit is illegal (7.7.3): one Character of a
    name unless generic, one Light or Dark Character, at most five Backups."""
    names, others, backups = room or _room(game, p)
    if not card.generic and not names.isdisjoint(card.names):   # its own and those it "is also ..."
        return False
    if card.light_dark and others and not light_dark_room(game.objs, card, others):
        return False         # "even if you control other Light Characters"
    if card.type == "backup" and backups >= game.vars["max_backups"]:
        return False
    return True


def can_act_with(game: Game, p: int, oid: int) -> bool:
    """The Dull icon may be used by a Character controlled since the start of the turn, or with
    Haste; a Monster that has not become a Forward is exempt (11.6.2.2, 15.2.2.3)."""
    o = game.objs[oid]
    if (o.since < game.vars["turn"] or o.since == 0) and not control.changed_this_turn(game, oid):
        return True
    if o.card.type == "monster" and not is_forward(game, oid):
        return True
    return has(game, oid, "haste")


def ability_usable(game: Game, p: int, oid: int, idx: int, a: Ability, code: str = "", main: bool | None = None,
                   cost: Cost | None = None) -> bool:
    """May `p` use ability `idx` of `oid` now (`code`: the card that wrote a granted one; `main`:
    is it `p`'s Main Phase with an empty stack, read from the game when not given)?"""
    v = game.vars
    if a.timing == "your_turn" and v["tp"] != p:
        return False
    if main is None:
        main = v["tp"] == p and v["phase"] in ("main1", "main2") and not game.stack
    if a.timing == "your_main_phase" and not main:
        return False
    if a.once_per_turn and (oid, idx) in v["used"]:
        return False
    o = game.objs[oid]
    if cost is None:
        cost = ability_cost(game.rules.cards[code] if code else o.card, a)
    # the tests that read no characteristics first: most abilities a player cannot use fail
    # here (a dull card's {D}, a Special ability without a card of its name in hand, 11.7.1)
    if cost.dull_self and o.tapped:
        return False
    if cost.same_name and not cost.name_alt \
            and not any(cost.same_name in game.objs[h].card.names for h in game.zones[_HAND[p]]):
        return False
    # can_declare's cost test, read from the CP sources: the one that fails most, before the
    # condition and the characteristics
    if not _affordable(game, p, oid, cost, _cp_pools(game, p)):
        return False
    # "You can only use this ability if / while ...", "_Damage 3_ --": read when it is used
    if a.if_ is not None and not condition_holds(game, oid, a.if_, p):
        return False
    if (game.effects and not code and oid in silenced(game)) or "cannot_use_abilities" in chars(game, oid).flags:
        return False         # "loses all abilities" (a later grant stays: granted.py), "... cannot use ... abilities"
    if cost.dull_self and not can_act_with(game, p, oid):
        return False
    return targets_possible(game, p, oid, a)


def can_declare(game: Game, p: int, src: int, a: Ability | None, cost: Cost) -> bool:
    """Every `choose` has a legal target (11.3.3) and the cost can be paid (11.2)."""
    # the cost first: the cheaper test, and the one that fails most
    return feasible(game, p, src, cost) and targets_possible(game, p, src, a)


def targets_possible(game: Game, p: int, src: int, a: Ability | None) -> bool:
    """Every `choose` of `a` has a legal target, and enough of its modes have (11.3.3, 11.3.4)."""
    if a is not None:
        is_summon = game.objs[src].card.type == "summon"
        for t in a.choose:
            if not any_candidate(game, p, src, t, is_summon):
                return False
        if a.modes:
            # enough modes whose targets are possible (11.3.4, 11.6.6, 11.7.6)
            n = sum(1 for m in a.modes if all(any_candidate(game, p, src, t, is_summon) for t in m.choose))
            pick, up_to = modes_to_select(game, p, src, a)
            if n < (1 if up_to else pick):
                return False
    return True


def candidates(game: Game, p: int, src: int, t: Target, by_summon: bool, taken: tuple = (),
               by_ex: bool = False, chosen: tuple = ()) -> list[int]:
    """The legal targets of entry `t` (11.3.3) beside those `taken`; with a total ("a total cost of
    7 or less"), those that fit beside the entry's `chosen`."""
    return must_choose(game, [oid for oid in select(game, src, p, t.sel) if oid not in taken
                              and choosable(game, oid, p, src, by_summon, by_ex)
                              and (t.total is None or fits(game, t.total, chosen, oid))], p)


def any_candidate(game: Game, p: int, src: int, t: Target, by_summon: bool) -> bool:
    """Has the entry a legal target at all (stops at the first)?"""
    fr = frame(src, p)
    pred = predicate(t.sel, game.rules.ability_host)
    return any(pred(game, fr, oid) and choosable(game, oid, p, src, by_summon, False)
               and (t.total is None or fits(game, t.total, (), oid))
               for oid in zone_candidates(game, fr, t.sel, game.rules.ability_host))


def perform(game: Game, p: int, choice: tuple, passes: int = 0) -> None:
    kind = choice[0]
    oid = choice[1]
    card = game.objs[oid].card
    if kind in ("play", "play_alt"):
        tp = game.vars["tp"]
        if p != tp and game.procs and game.procs[-1][0] == "priority":
            # 11.4.7: after a Character is played the turn player receives priority, also when
            # the non-turn player played it with Back Attack (15.2.5)
            game.procs[-1] = ("priority", tp, 0)
        # the index of the ability whose extra cost is paid instead (alt_costs.py), or none
        index = card.index_of(card.alt_play) if kind == "play_alt" else -1
        game.push("declare", Play("character", p, oid, card.code, index, (), ()))
    elif kind == "warp":
        warp.declare(game, p, oid)
    elif kind == "cast":
        idx = card.ability.index(card.summon_ability)
        game.push("declare", Play("summon", p, oid, card.code, idx, (), ()))
    else:
        code = choice[3] if len(choice) > 3 else card.code      # a granted ability: the card that wrote it
        free = len(choice) > 3 and borrowed.free_once(game, oid, code, choice[2])      # borrowed.py
        game.push("declare", Play("ability", p, oid, code, choice[2], (), (), free=free))


# ------------------------------------------------------------------------------ declaring
def as_play(x: tuple) -> Play:
    """A play as the steps receive it: the Play pushed, or a plain tuple after a JSON round trip."""
    return x if type(x) is Play else Play(*x)


def as_cost(x: tuple) -> Cost:
    return x if type(x) is Cost else Cost(*x)


def _ability(game: Game, play: Play) -> Ability | None:
    return None if play.index < 0 else game.rules.cards[play.code].ability_at(play.index)


def _by_summon(game: Game, play: Play) -> bool:
    return play.kind == "summon" or (play.kind == "ex" and game.rules.cards[play.code].type == "summon")


@REG.step
def declare(game: Game, play: tuple) -> None:
    """Select the modes (11.3.4, 11.6.6, 11.7.6, 11.8.10), then choose targets one entry at a
    time (11.3.3, 11.6.5); then lock and pay the cost."""
    play = as_play(play)
    a = _ability(game, play)
    if a is not None and a.modes and not play.modes:
        game.push("select_mode", play)
        return
    entries = a.entries(play.modes) if a is not None else ()
    i = len(play.targets)
    if i < len(entries):
        t = entries[i]
        cands = candidates(game, play.player, play.source, t, _by_summon(game, play), _taken(play, a),
                           play.kind == "ex")
        if not cands or not _wanted(game, play, t):
            if play.kind == "auto" and not cands:
                game.event("auto_removed", play.code)
                return
            game.push("declare", play._replace(targets=play.targets + ((),)))
            return
        game.push("choose_target", play, 0)
        return
    if play.kind in ("auto", "ex") or play.free:
        commit(game, play, Cost(0))
        return
    card = game.rules.cards[play.code]
    alt = play.kind == "character" and a is not None      # the ability whose extra cost is paid instead (alt_costs.py)
    cost = card_cost(game, play.player, play.source) if play.kind in ("character", "summon") and not alt \
        else ability_cost(card, a)
    if play.discount:       # cast_effect.py: never below 1
        cost = cost._replace(total=max(1, cost.total - play.discount))
    if play.kind in ("character", "summon") and not alt and card.crystal_reduction is not None:
        if play.pre < 0 and crystals.ask(game, play, cost):
            return
        if play.pre == 1:        # the Crystals paid with the rest of the cost (commit)
            cost = crystals.reduced(game, play.player, play.source, cost) or cost
    if play.kind == "ability" and a.cost.x:
        if play.x < 0:
            game.push("declare_x", play, tuple(cost))
            return
        cost = cost._replace(total=cost.total + play.x)
    game.push("pay", play, tuple(cost))   # 11.3.7: the cost is locked now


@REG.step
def declare_x(game: Game, play: tuple, cost: tuple) -> None:
    """The player declares the X of a variable cost (4.5, 11.6.7): any value they can pay."""
    play, cost = as_play(play), as_cost(cost)
    most = 2 * len(game.zones[f"hand{play.player}"]) + len(game.zones[f"field{play.player}"]) + 1
    opts = tuple(("x", n) for n in range(most + 1)
                 if feasible(game, play.player, play.source, cost._replace(total=cost.total + n)))
    game.ask(play.player, "x", opts, "on_x", play, prompt="declare X")


@REG.handler
def on_x(game: Game, choice: tuple, play: tuple) -> None:
    game.push("declare", as_play(play)._replace(x=choice[1]))


def _taken(play: Play, a: Ability | None = None) -> tuple:
    """Cards already chosen by earlier `choose` entries of the same ability, or of the same
    selected mode and the entries the modes share (RULINGS.md)."""
    if a is None or not play.modes:
        return tuple(o for ts in play.targets for o in ts)
    groups = a.groups(play.modes)
    g = groups[len(play.targets)]
    return tuple(o for j, ts in enumerate(play.targets) if groups[j] in (-1, g) for o in ts)


@REG.step
def select_mode(game: Game, play: tuple) -> None:
    """The controller selects the modes, one at a time in printed order, before choosing
    targets; a mode whose targets are impossible cannot be selected."""
    play = as_play(play)
    opts = _mode_options(game, play, ())
    if not opts:
        game.event("no_mode", play.code)
        return
    game.ask(play.player, "mode", opts, "on_mode", play, (), prompt="select an action")


@REG.handler
def on_mode(game: Game, choice: tuple, play: tuple, chosen: tuple) -> None:
    play = as_play(play)
    a = _ability(game, play)
    if choice != DONE:
        chosen = chosen + (choice[1],)
    opts = () if choice == DONE or len(chosen) >= modes_to_select(game, play.player, play.source, a)[0] \
        else _mode_options(game, play, chosen)
    if not opts or opts == (DONE,):
        game.push("declare", play._replace(modes=chosen))
        return
    game.ask(play.player, "mode", opts, "on_mode", play, chosen, prompt="select another action")


def _mode_options(game: Game, play: Play, chosen: tuple) -> tuple:
    """("mode", k) for the modes after the last selected one that can be selected and still
    leave enough to reach `select`; ("done",) once one is selected with "select up to"."""
    a = _ability(game, play)
    by_summon, by_ex = _by_summon(game, play), play.kind == "ex"
    if not all(candidates(game, play.player, play.source, t, by_summon, (), by_ex) for t in a.choose):
        return ()
    last = chosen[-1] if chosen else -1
    ok = [k for k, m in enumerate(a.modes) if k > last and all(
        candidates(game, play.player, play.source, t, by_summon, (), by_ex) for t in m.choose)]
    pick, up_to = modes_to_select(game, play.player, play.source, a)
    need = pick - len(chosen)
    opts = [DONE] if chosen and up_to else []
    opts += [("mode", k) for n, k in enumerate(ok) if up_to or len(ok) - n >= need]
    return tuple(opts)


def modes_to_select(game: Game, p: int, src: int, a: Ability) -> tuple[int, bool]:
    """How many modes, and whether "up to": "Select 1 of the 3 following actions. If you have
    received 5 points of damage or more, select up to 2 of the 3 following actions instead.",
    the condition read as the modes are selected (11.3.4, 11.6.6, 11.8.10)."""
    if a.select_if is not None and condition_holds(game, src, a.select_if[0], p):
        return a.select_if[1], a.select_if[2]
    return a.select, a.select_up_to


@REG.step
def choose_target(game: Game, play: tuple, _: int) -> None:
    play = as_play(play)
    a = _ability(game, play)
    i = len(play.targets)
    t = a.entries(play.modes)[i]
    cands = candidates(game, play.player, play.source, t, _by_summon(game, play), _taken(play, a), play.kind == "ex")
    game.ask(play.player, "target", tuple(("target", o) for o in cands), "on_target", play, (),
             prompt=f"choose a target ({_wanted(game, play, t)} {t.type or 'card'})")


def _wanted(game: Game, play: Play, t: Target) -> int:
    """How many targets the entry takes: its number, or a count made now (11.3.3)."""
    return t.count if type(t.count) is int else value(game, frame(play.source, play.player), t.count)


@REG.handler
def on_target(game: Game, choice: tuple, play: tuple, chosen: tuple) -> None:
    play = as_play(play)
    a = _ability(game, play)
    i = len(play.targets)
    t = a.entries(play.modes)[i]
    if choice != DONE:
        chosen = chosen + (choice[1],)
    cands = candidates(game, play.player, play.source, t, _by_summon(game, play), chosen + _taken(play, a),
                       play.kind == "ex", chosen)
    if choice == DONE or len(chosen) >= _wanted(game, play, t) or not cands:
        game.push("declare", play._replace(targets=play.targets + (chosen,)))
        return
    opts = tuple(("target", o) for o in cands)
    if t.up_to:
        opts = (DONE,) + opts
    game.ask(play.player, "target", opts, "on_target", play, chosen, prompt="choose another target")


@REG.step
def pay(game: Game, play: tuple, cost: tuple) -> None:
    play, cost = as_play(play), as_cost(cost)
    opts = next_options(game, play.player, play.source, cost, play.paid)
    while len(opts) == 1 and game.auto_forced:
        # a forced resource is taken for the player (Game.run would, through on_pay): here,
        # without a decision and a step for it
        play = play._replace(paid=play.paid + opts)
        opts = next_options(game, play.player, play.source, cost, play.paid)
    if not opts:
        ask = None
        # a Backup of several Elements is one whose card gains Elements (chars.Statics.gainers)
        if play.kind in ("character", "summon") and field_statics(game).gainers \
                and game.objs[play.source].card.reads_paid:
            ask = paid.undecided(game, play.paid, cost)
        if ask is None:
            commit(game, play, cost)
            return
        game.ask(play.player, "element", tuple(("element", e) for e in ask[1]), "on_cp_element", play, tuple(cost),
                 ask[0], prompt="the Element of the CP it produced")
        return
    game.ask(play.player, "payment", opts, "on_pay", play, tuple(cost), prompt=f"pay {cost.total} CP")


@REG.handler
def on_cp_element(game: Game, choice: tuple, play: tuple, cost: tuple, backup: int) -> None:
    """A Backup of several Elements produced CP of the chosen one (paid.undecided)."""
    game.vars[paid.CHOSEN] = (*game.vars.get(paid.CHOSEN, ()), (backup, choice[1]))
    game.push("pay", play, cost)


@REG.handler
def on_pay(game: Game, choice: tuple, play: tuple, cost: tuple) -> None:
    play = as_play(play)
    game.push("pay", play._replace(paid=play.paid + (choice,)), cost)


# ------------------------------------------------------------------------------ committing
def commit(game: Game, play: Play, cost: Cost) -> None:
    """Everything declared happens at once: costs paid, the card moved, triggers fired."""
    p = play.player
    # the Elements a card was played with, read before the discarded cards move
    paid_els = paid.elements_paid(game, play.paid, cost) if play.kind in ("character", "summon") else ()
    if game.vars.get(paid.CHOSEN):
        game.vars[paid.CHOSEN] = ()
    a = _ability(game, play) if play.kind == "ability" else None
    named = _paid_names(game, play, a)
    discard, dullb, exiled = [], [], []
    for kind, oid in play.paid:
        if kind in ("discard", "cost_discard", "cost_name") or kind == "cost_break" and cost.break_zone == "break":
            discard.append(oid)      # from the hand, or a Character put into the Break Zone as a cost
        elif kind in ("cost_exile", "cost_break", "cost_hand_exile"):
            exiled.append(oid)       # from your Break Zone or hand, or a Character you control, removed from the game
        else:
            dullb.append(oid)
    for oid in dullb:
        actions.dull(game, oid)
    if cost.dull_self:
        actions.dull(game, play.source)
    crystals.spend(game, p, cost.crystals)
    if cost.counters:        # "remove 1 Shuriken Counter from X": paid with the rest
        counters.add(game, play.source, cost.counters[0], -cost.counters[1])
    src = play.source
    if play.kind == "ability":
        item = new_id(game)
        if a.kind == "action":     # "When a Character ... uses an action ability" (11.6): as it was when used
            actions.fire(game, "action_used", src, p, origin=item)
        if cost.break_self:
            discard.append(src)      # the costs are paid at once (11.7.10): one move to the Break Zone
    moved: dict[int, int] = {}
    for group, zone in ((discard, "break"), (exiled, "removed")):
        if group:
            new = actions.move_cards(game, group, zone)
            if len(new) == len(group):      # else replaced away, or waiting for a decision (instead.py)
                moved.update(zip(group, new, strict=True))
    if cost.mills:
        deck = game.zones[f"deck{p}"]
        actions.move_cards(game, deck[len(deck) - cost.mills:][::-1], cost.mill_zone)
    if play.kind == warp.KIND:
        warp.paid(game, play)
        return
    if play.kind in ("character", "summon") and game.pvars[p].get("next_cost"):
        use_next_reductions(game, p, play.source)
    if play.kind == "character":
        card = game.objs[play.source].card
        dull = card.type == "backup" and game.vars["backups_enter_dull"]
        game.event("play", p, card.code)
        cast_record.note_cast(game, p, card.name, summon=False)     # played paying its cost: cast (RULINGS.md)
        game.vars["paying"] = (play.source, paid_els)    # the record follows it onto the Field
        new = actions.move(game, play.source, "field", dull=dull or play.dull)
        game.vars["paying"] = None
        actions.fire(game, "cast_card", new, p)     # "when you cast the third card you've cast this turn"
        return
    if play.kind == "summon":
        card = game.objs[play.source].card
        new = actions.move(game, play.source, "stack")
        paid.record(game, new, paid_els)
        game.event("cast", p, card.code)
        cast_record.note_cast(game, p, card.name)
        game.stack.append(StackItem(new, "summon", p, new, play.code, play.index, play.targets, 0, play.modes))
        actions.fire(game, "cast", new, p)
        actions.fire(game, "cast_card", new, p)
        _fire_chosen(game, play, "summon", new)
        return
    if play.kind == "ability":
        if play.free:       # a gained Special ability used without its cost, only once (borrowed.py)
            borrowed.used_free(game, play.source, play.code, play.index)
        if a.once_per_turn:
            game.vars["used"] = game.vars["used"] + ((play.source, play.index),)
        if cost.remove_self or cost.hand_self:
            actions.move(game, src, "removed" if cost.remove_self else "hand")
        game.event("use", p, play.code, a.name)
        gone = {*discard, *exiled}
        bound = tuple((name, Res(tuple(moved.get(o, o) for o in oids), lki if any(o in gone for o in oids) else ()))
                      for name, oids, lki in named)
        game.stack.append(StackItem(item, "ability", p, src, play.code, play.index, play.targets, 0,
                                    play.modes, x=max(play.x, 0), paid=bound))
        _fire_chosen(game, play, "ability", item)
        return
    if play.kind == "auto":
        item = new_id(game)
        game.stack.append(StackItem(item, "auto", p, play.source, play.code, play.index,
                                    play.targets, play.subject, play.modes, origin=play.origin, amount=play.amount))
        _fire_chosen(game, play, "ability", item)
        return
    # EX Burst: applied at once, nobody may respond (11.10.2)
    _fire_chosen(game, play, "summon" if game.rules.cards[play.code].type == "summon" else "ability", 0)
    start_effects(game, StackItem(0, "ex", p, play.source, play.code, play.index, play.targets, 0, play.modes))


def _paid_names(game: Game, play: Play, a: Ability | None) -> list[tuple[str, list[int], tuple]]:
    """The Characters an ability's cost dulls or puts away, under the names its effects read
    them by ("Deal it damage equal to the power of the Forward put in the Break Zone"), with
    their last-known information (6.4.2), taken before they move."""
    x = a.extra_cost if a is not None else None
    if x is None or not (x.dull_as or x.break_as or x.hand_exile_as):
        return []
    host = game.rules.ability_host
    out = []
    for kind, name in (("cost_dull", x.dull_as), ("cost_break", x.break_as), ("cost_hand_exile", x.hand_exile_as)):
        oids = [o for k, o in play.paid if k == kind]
        if name and oids:
            out.append((name, oids, tuple(host.lki(game, o) for o in oids)))
    return out


def _fire_chosen(game: Game, play: Play, by: str, item: int) -> None:
    """"When X is chosen by a Summon or an ability": the targets were chosen on declaration
    (11.3.3, 11.6.5, 11.8.9); the abilities trigger once it is played (11.3.8). `item` is its
    stack item, what "cancel its effect" cancels (0: an EX Burst, resolved at once, 11.10.2)."""
    character = by == "ability" and game.rules.cards[play.code].type != "summon"
    for ts in play.targets:
        for oid in ts:
            if oid in game.objs and game.objs[oid].zone.startswith("field"):
                actions.fire(game, "chosen", oid, play.player, by=by, origin=item)
                if character:       # "chosen by an ability of a Character ...": that Character
                    actions.fire(game, "chosen_by_character", oid, play.player, other=play.source, origin=item)


def new_id(game: Game) -> int:
    oid = game.next_id
    game.next_id += 1
    return oid


# ------------------------------------------------------------------------------ triggers
@REG.step
def place_triggers(game: Game) -> None:
    """The turn player puts their triggered abilities on the stack in the order they choose,
    then the other player (11.8.7): the non-turn player's resolve first."""
    if len(game.stack) >= loops.LOOP_DEPTH and loops.endless(game):
        return              # 13.1: abilities that trigger each other without end: a draw
    tp = game.vars["tp"]
    for p in (tp, other(tp)):
        mine = [Trigger(*t) for t in game.pending if t[0] == p]
        if not mine:
            continue
        if len(mine) == 1:
            _place(game, mine[0])
            return
        # Identical triggers (two delayed "break it" of one card) are one option: their order
        # cannot matter, and a decision never offers the same option twice.
        # (an option names the trigger's fields up to the last one it uses: Trigger(*option[1:]) is it)
        opts = tuple(dict.fromkeys(("trigger",) + tuple(t)[:9 if t.amount else 8 if t.origin else 7 if t.path else 5]
                                   for t in mine))
        if len(opts) == 1:
            _place(game, mine[0])
            return
        game.ask(p, "order_triggers", opts, "on_order")
        return


@REG.handler
def on_order(game: Game, choice: tuple, *_: object) -> None:
    _place(game, Trigger(*choice[1:]))


def _place(game: Game, t: Trigger) -> None:
    game.pending.remove(t)
    if game.pending:
        game.push("place_triggers")
    if t.path:
        # A delayed auto ability: what it acts on was bound when it was created (11.8.17), and
        # its own targets are chosen now (delayed_targets.py)
        from .delayed_targets import place  # (it imports this module)

        place(game, t)
        return
    game.push("declare", Play("auto", t.controller, t.source, t.code, t.index, (), (), t.subject, origin=t.origin,
                              amount=t.amount))


# ------------------------------------------------------------------------------ resolving
@REG.step
def resolve_top(game: Game) -> None:
    it = game.stack.pop()
    if "loop_marks" in game.vars:
        del game.vars["loop_marks"]      # loops.py watches a stack that only grows
    a = game.rules.cards[it.code].ability_at(it.index)
    if it.kind == "summon":
        # 11.11.10: after resolving, the Summon goes to its owner's Break Zone
        game.push("summon_done", it.id)
    if it.kind == "delayed":
        cond = actions.delayed_params(game, it.code, it.index, it.path).condition
        if cond is not None and not holds(game, _frame(it, it.path, 0, binding(it.targets)), cond):
            return  # 11.8.13
        start_effects(game, it)
        return
    if a.entries(it.modes) and \
            not any(legal_target(game, it, a, i, o) for i, ts in enumerate(it.targets) for o in ts) \
            and any(it.targets):
        game.event("fizzle", it.code)
        return
    if it.kind == "auto":
        if a.if_ is not None and not _cond_now(game, it, a):
            return  # 11.8.13
        if a.enters and it.subject not in game.objs:
            return  # 11.8.16.1
        if a.optional:
            game.ask(it.controller, "optional", (("yes",), ("no",)), "on_optional", tuple(it),
                     prompt=f"use {game.rules.cards[it.code].name}'s ability?")
            return
    start_effects(game, it)


def _cond_now(game: Game, it: StackItem, a: Ability) -> bool:
    src = it.source if it.source in game.objs else None
    if src is None:
        return True
    return condition_holds(game, src, a.if_, it.controller)


@REG.handler
def on_optional(game: Game, choice: tuple, it: tuple) -> None:
    if choice == ("yes",):
        start_effects(game, StackItem(*it))


@REG.step
def summon_done(game: Game, oid: int) -> None:
    if oid in game.objs:
        actions.move(game, oid, "break")


def legal_target(game: Game, it: StackItem, a: Ability, i: int, oid: int) -> bool:
    entries = a.entries(it.modes)
    if not stack_choice.present(game, oid) or i >= len(entries):
        return False
    return matches(game, it.source, it.controller, entries[i].sel, oid) and _still_choosable(game, it, oid)


def _still_choosable(game: Game, it: StackItem, oid: int) -> bool:
    """A target that can no longer be chosen by it is illegal now (11.11.2)."""
    return choosable(game, oid, it.controller, it.source, it.kind == "summon", False)


def _frame(it: StackItem, path: tuple, i: int, bind: tuple) -> Frame:
    return Frame(it.controller, it.source, it.code, it.index, path, i, bind, it.x, it.subject)


def _bind(game: Game, it: StackItem, entries: tuple, targets: tuple) -> tuple:
    """Each `choose` effect's name bound to its chosen cards that are still legal targets
    (11.11.2.1): an illegal one is not affected."""
    out = []
    for t, ids in zip(entries, targets, strict=False):
        out.append((t.name, Res(tuple(o for o in ids if stack_choice.present(game, o)
                                      and matches(game, it.source, it.controller, t.sel, o)
                                      and _still_choosable(game, it, o)))))
    return tuple(out)


def start_effects(game: Game, it: StackItem) -> None:
    """Run the effects on the kernel's interpreter, after the `choose` effects whose targets
    were chosen on declaration; with modes, only the selected ones', in printed order, each
    reading the chosen cards of the shared entries and of its own."""
    a = game.rules.cards[it.code].ability_at(it.index)
    if it.kind == "delayed":
        # its effects act on what the creating ability bound (11.8.17.3); "when it is put from the
        # field into the Break Zone this turn, return it to the field": the card where it went
        from .delayed_targets import entries  # (it imports this module)

        trig = actions.delayed_params(game, it.code, it.index, it.path).trigger
        subject = ((SUBJECT, Res((follow.where_now(game, it.subject),))),) if follow.follows(trig) else ()
        ents, start = entries(game, it.code, it.index, it.path)
        bind = binding(it.targets)
        if ents:        # its own targets: those still legal (11.11.2); none left, nothing happens
            sels = {e.name: e.sel for e in ents}
            bind = tuple((n, Res(tuple(o for o in r.ids if stack_choice.present(game, o)
                                       and matches(game, it.source, it.controller, sels[n], o)
                                       and _still_choosable(game, it, o)))) if n in sels else (n, r)
                         for n, r in bind)
            if not any(r.ids for n, r in bind if n in sels):
                game.event("fizzle", it.code)
                return
        run.start(game, _frame(it, it.path, start, bind + subject))
        return
    if it.modes:
        for k in reversed(it.modes):
            bind = _bind(game, it, a.mode_entries(k), a.mode_targets(it.modes, it.targets, k))
            run.start(game, _frame(it, (("mode", k),), a.modes[k].start, bind + _subject(game, it, a) + binding(it.paid)))
        return
    run.start(game, _frame(it, (), a.start, _bind(game, it, a.choose, it.targets) + _subject(game, it, a) + binding(it.paid)))


def _subject(game: Game, it: StackItem, a: Ability) -> tuple:
    """An auto ability's `subject`: the card its triggering event was about ("deal it 8000
    damage" after "When a Forward of your opponent enters the field")."""
    if it.kind == "auto" and a.trigger is not None and a.trigger.card is not None:
        # its own move: the card where it went (11.8.16.1); another card's: as the event found it
        # (gone from the Field: with its last-known information)
        if follow.follows(a.trigger):
            return ((SUBJECT, Res((follow.where_now(game, it.subject),))),)
        lki = () if it.subject in game.objs else follow.lki_of(game, it.subject)
        return ((SUBJECT, Res((it.subject,), lki, it.amount)),) + _origin(it)   # the amount: { amount = "subject" }
    return _origin(it)


def _origin(it: StackItem) -> tuple:
    """The Summon or ability its triggering event came from, as `origin` ("cancel its effect")."""
    return ((ORIGIN, Res((it.origin,))),) if it.origin else ()
