"""Priority options (408), playing spells and activated abilities (409.1a-i) with the rewind of
422, mana abilities (406, 411), turning face-down permanents face up (502.26d, 408.2h), putting
triggered abilities on the stack (410), resolution (413) and countering (414).

A play is announced choice by choice (the `announce` step and its `Play` record, base.py):
the way it is played (normal, alternative cost, flashback, madness, face down, a split card's
half), modes, X, optional additional costs, targets, division, then the total cost is locked
(409.1f), non-mana cost choices are made and mana is paid with mana abilities activated during
payment (409.1g-h). Nothing is changed in the game until the play is committed (409.1i), except
what mana abilities did during payment, which `Play.undo` records: cancelling at any decision
rewinds the game exactly (422.1) and the player keeps priority (422.2).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from . import actions, zones
from .base import FACE_DOWN, PASS, REG, Play, StackItem, Trigger, other
from .cards import parse_cost
from .chars import active_statics, chars
from .choices_and_prohibitions import forbids, without_prohibited
from .combat_damage import resolve_damage
from .costs import (
    COST_MODIFIERS,
    MANA,
    _fits,
    affordable,
    choice_kind,
    cost_candidates,
    do_cost_parts,
    options_of,
    parts_payable,
    sick,
    sources,
)
from .display import cost_text
from .filters import NAMED, Target
from .loop_acts import play_done
from .mana_codes import mana_index
from .mana_triggers import produced, watching
from .sba import may_trigger
from .targets import has_targets, spell_card
from .targets import legal_targets as _legal
from .targets import target_ok as _target_ok
from .verbs import CONDITIONS, Ctx

if TYPE_CHECKING:
    from ...engine.state import Game

LAND_LIMIT = 1   # 212.6b
CANCEL = ("cancel",)
ALT_FLASHBACK, ALT_MADNESS, ALT_MORPH = 100, 101, 102
# Announcement stages (409.1b-i).
S_WAY, S_MODE, S_X, S_KICK, S_BUY, S_TARGET, S_DIVIDE, S_PARTS, S_PAY = range(9)
X_MAX = 20       # the largest X offered (the pool and sources rarely allow more)


# ------------------------------------------------------------------------------- targets
def _spec(spec) -> Target:
    return _named(spec) if isinstance(spec, str) else spec


@lru_cache(maxsize=64)
def _named(name: str) -> Target:
    return Target(**NAMED[name])


def target_ok(game: Game, spec, t: tuple, chooser: int = 0, source: int = 0) -> bool:
    """Whether `t` is a legal target for `spec` (a Target or a shorthand name) now (415, 413.2a)."""
    return _target_ok(game, _spec(spec), t, chooser, source)


def legal_targets(game: Game, spec, chooser: int = 0, source: int = 0) -> tuple:
    return _legal(game, _spec(spec), chooser, source)


# ---------------------------------------------------------------------------------- mana
def add_mana(game: Game, p: int, ci: int) -> None:
    pool = list(game.pvars[p]["pool"])
    pool[ci] += 1
    game.pvars[p]["pool"] = tuple(pool)


def produce(game: Game, p: int, oid: int, option: tuple) -> None:
    """A mana ability's option resolves at once (406.4): its mana goes into the pool, and its
    other effect (damage to its controller) happens immediately too (406.1, 408.2e, 411.3)."""
    vec, dmg = option
    game.pvars[p]["pool"] = _add(game.pvars[p]["pool"], vec)
    if dmg:
        actions.deal_damage(game, oid, ("p", p), dmg)


def _pay_one(generic: int, colored: tuple, ci: int) -> tuple[int, tuple]:
    """Spend one mana of colour `ci` (5: colourless): on its colour if still owed, else generic."""
    if ci < 5 and colored[ci]:
        c = list(colored)
        c[ci] -= 1
        return generic, tuple(c)
    return generic - 1, colored


def _useful(generic: int, colored: tuple, ci: int) -> bool:
    return (ci < 5 and colored[ci] > 0) or generic > 0


def _add(a: tuple, b: tuple) -> tuple:
    return tuple(x + y for x, y in zip(a, b, strict=True))


# ------------------------------------------------------------------------ what is played
def _ability(game: Game, play: Play):
    """The ability being played (a spell's spell ability, possibly of a split card's half)."""
    card = game.rules.cards[play.code]
    if play.kind == "spell" or play.kind == "copy":
        if play.half >= 0:
            card = card.halves[play.half]
        if play.alt == ALT_MORPH:
            return card, None
        return card, card.abilities[card.spell] if card.spell >= 0 else None
    if play.index < 0:          # an "unless" payment or turning face up: no ability of the card
        return card, None
    return card, card.abilities[play.index]


def _specs(ab, modes: tuple) -> tuple:
    """The target groups of an ability with the chosen modes, in order (and each group's mode)."""
    if ab is None:
        return ()
    if ab.modes:
        return tuple(s for m in sorted(modes) for s in ab.modes[m].targets)
    return ab.targets


def item_specs(game: Game, item: StackItem) -> tuple:
    """The target groups of a stack item."""
    if item.index < 0:
        return ()
    card = spell_card(game, item) if item.kind in ("spell", "copy") else game.rules.cards[item.code]
    return _specs(card.abilities[item.index], item.modes)


def _divided_amount(game: Game, ab, play: Play) -> int:
    """409.1e: the amount a `divided` step distributes (0: none)."""
    if ab is None:
        return 0
    steps = [s for m in sorted(play.modes) for s in ab.modes[m].effect] if ab.modes else ab.effect
    for st in steps:
        if st.divided:
            v = st.amount
            return v if isinstance(v, int) else play.x if v == "X" else 0
    return 0


def base_cost(game: Game, play: Play) -> tuple[int, tuple, tuple]:
    """409.1f: (generic, colored, other cost parts) before X, optional costs and modifiers."""
    card = game.rules.cards[play.code]
    if play.kind == "unmorph":
        g, c = _parse(card.morph)
        return g, c, ()
    if play.kind != "spell":
        ab = card.abilities[play.index]
        g, c = _parse(ab.cost)
        return g, c, ab.costs
    if play.half >= 0:
        card = card.halves[play.half]
    parts = card.additional
    if play.alt == ALT_MORPH:
        return 3, (0, 0, 0, 0, 0), parts                   # 502.26a: {3} rather than the mana cost
    if play.alt == ALT_FLASHBACK:
        fb = card.flashback_cost
        g, c = _parse(fb.cost)
        return g, c, parts + fb.costs
    if play.alt == ALT_MADNESS:
        g, c = _parse(card.madness)
        return g, c, parts
    if play.alt >= 0:
        alt = card.alternative[play.alt]
        g, c = _parse(alt.cost)
        return g, c, parts + alt.costs
    return card.generic, card.colored, parts


@lru_cache(maxsize=1024)
def _parse(cost: str) -> tuple[int, tuple]:
    return parse_cost(cost)


def total_cost(game: Game, play: Play) -> tuple[int, tuple, tuple]:
    """409.1f: the mana or alternative cost, plus X, optional additional costs and increases,
    minus reductions (affinity reduces only generic mana, never below 0, 502.31b). Locked once
    determined."""
    card = game.rules.cards[play.code]
    if play.kind == "spell" and play.alt < 0 and play.half < 0 and not play.flags:
        g, c, parts = card.generic + play.x * card.x, card.colored, card.additional     # the usual case
        for mod in COST_MODIFIERS:
            g += mod(game, play, card)
        return max(g, 0), c, parts
    g, c, parts = base_cost(game, play)
    if play.half >= 0:
        card = card.halves[play.half]
    if play.kind == "spell":
        g += play.x * (card.x if play.alt < 0 or play.alt == ALT_FLASHBACK else 0)
        for flag, cost in (("kicked", card.kicker_cost), ("buyback", card.buyback), ("entwined", card.entwine)):
            if flag in play.flags and cost:
                k = cost if isinstance(cost, str) else cost.cost
                kg, kc = _parse(k)
                g, c = g + kg, _add(c, kc)
                if not isinstance(cost, str):
                    parts = parts + cost.costs
    else:
        ab = card.abilities[play.index] if play.kind == "activated" else None
        if ab is not None and "{X}" in ab.cost:
            g += play.x * ab.cost.count("{X}")
    for mod in COST_MODIFIERS:
        g += mod(game, play, card)
    return max(g, 0), c, parts


def affordable_play(game: Game, p: int, play: Play, srcs: list) -> bool:
    g, c, parts = total_cost(game, play)
    if parts and not parts_payable(game, p, play, parts):
        return False
    if play.costs or play.kind == "activated":
        excl = tuple(k[1] for k in play.costs if k[0] == "tap_cost") + _tap_self(game, play)
        if excl:
            srcs = [s for s in srcs if s[0] not in excl]
    return affordable(game.pvars[p]["pool"], srcs, g, c)


def _tap_self(game: Game, play: Play) -> tuple:
    if play.kind == "activated":
        ab = game.rules.cards[play.code].abilities[play.index]
        if ab.tap or ab.untap:
            return (play.source,)
    return ()


# ------------------------------------------------------------------------------ priority
def _spell_time(game: Game, p: int, card, instant: bool) -> bool:
    """408.1d, 212.7e: sorcery speed unless it is an instant (212.5a)."""
    if instant or "Instant" in card.types:
        return True
    v = game.vars
    return v["tp"] == p and v["step"] == "main" and not game.stack


def ways(game: Game, p: int, oid: int, srcs: list | None = None) -> list[Play]:
    """The ways card `oid` can be played now (409.1b), each a Play at the mode stage; only those
    with enough legal targets and an affordable cost are returned (409.1c, 409.1h)."""
    o = game.objs[oid]
    card = o.card
    zone = o.zone
    out: list[Play] = []
    base = Play("spell", p, oid, card.code, card.spell, stage=S_MODE)
    cands: list[Play] = []
    if zone == f"hand{p}":
        if card.halves:
            cands += [base._replace(half=k, index=h.spell) for k, h in enumerate(card.halves)]
        else:
            cands.append(base)
            cands += [base._replace(alt=i) for i in range(len(card.alternative))]
            if card.morph:
                cands.append(base._replace(alt=ALT_MORPH, index=-1))
    elif zone == f"graveyard{p}" and card.flashback_cost is not None:
        cands.append(base._replace(alt=ALT_FLASHBACK))                     # 502.22a
    elif zone == "removed" and oid in game.pvars[p].get("madness", ()):
        cands.append(base._replace(alt=ALT_MADNESS))                       # 502.24a
    for play in cands:
        c = card.halves[play.half] if play.half >= 0 else card
        if play.alt == ALT_MORPH:
            if not _spell_time(game, p, c, False):                          # a creature spell
                continue
        elif not _spell_time(game, p, c, play.alt == ALT_MADNESS or c.instant_speed):   # 502.24a, 412.4
            continue
        if srcs is None:
            srcs = sources(game, p)
        if not affordable_play(game, p, play, srcs):
            continue
        ab = None if play.alt == ALT_MORPH else (c.abilities[c.spell] if c.spell >= 0 else None)
        if c.is_aura and not has_targets(game, (aura_target(c),), p):      # 415.3
            continue
        if ab is not None and not _mode_possible(game, p, ab, play):
            continue
        out.append(play)
    return out


def aura_target(card) -> Target:
    """415.3, 212.4d: a local enchantment spell targets what it can enchant."""
    return _aura_target(card.enchant)


@lru_cache(maxsize=64)
def _aura_target(enchant: str) -> Target:
    t = enchant.capitalize() if enchant else "Permanent"
    if t not in ("Artifact", "Creature", "Enchantment", "Land"):
        t = "Permanent"
    return Target(type=(t,))


def _mode_possible(game: Game, p: int, ab, play: Play) -> bool:
    if ab.modes:
        return any(has_targets(game, m.targets, p, play.source, play.flags) for m in ab.modes)
    return has_targets(game, ab.targets, p, play.source, play.flags)


def _ability_ok(game: Game, p: int, oid: int, i: int, srcs: list) -> bool:
    """403: whether activated ability `i` of `oid` can be played now: timing (403.5), once each
    turn, {T}/{Q} and summoning sickness (403.4), conditions, targets, costs."""
    o = game.objs[oid]
    card = chars(game, oid).card          # a copy has the copied card's abilities (503.2)
    ab = card.abilities[i]
    if ab.timing == "sorcery" and not _spell_time(game, p, card, False):
        return False
    if ab.once_per_turn and (game.vars["turn"], oid, i) in game.vars.get("once_used", ()):
        return False
    if ab.tap and (o.tapped or sick(game, oid)):
        return False
    if ab.untap and (not o.tapped or sick(game, oid)):
        return False
    if ab.requires and not CONDITIONS[ab.requires](game, Ctx(StackItem(0, "activated", p, oid, card.code, i, ()),
                                                             ())):
        return False
    play = Play("activated", p, oid, card.code, i)
    return affordable_play(game, p, play, srcs) and _mode_possible(game, p, ab, play)


def priority_options(game: Game, p: int) -> tuple:
    v = game.vars
    opts: list[tuple] = [PASS]
    sorcery_time = v["tp"] == p and v["step"] == "main" and not game.stack     # 305.3, 212.7e
    objs = game.objs
    turn = v["turn"]
    trig = watching(game)
    # One pass over the permanents first: their mana options, and the mana sources that pay
    # (costs.sources, in play order) for the checks of the hand and of activated abilities.
    srcs: list = []
    perms: list = []              # (oid, chars, its mana options) of each permanent `p` controls
    forbid = False
    copies = bool(game.effects) and any(e.layer == 1 for e in game.effects)
    for oid in game.zones["play"]:
        o = objs[oid]
        if o.controller != p:
            continue
        if o.marks & FACE_DOWN:
            if o.card.morph:
                perms.append((oid, None, ()))
            continue
        if o.tapped and not copies and not o.card.activated and not forbids(o.card):
            continue                      # no mana ability to activate, no other ability
        c = chars(game, oid)              # layers 1 and 4: copies, land types (212.6e)
        if "cant_play_creature_spells" in c.keywords and forbids(o.card):
            forbid = True                                                     # 409.4 (choices_and_prohibitions.py)
        mopts: tuple = ()
        if c.mana and not o.tapped and not (                                      # 104.4, 212.3d
                "Creature" in c.types and o.since >= turn and "haste" not in c.keywords):
            m = produced(game, oid) if trig else c.mana   # with triggered mana abilities (411.3)
            if len(m) == 1:
                srcs.append((oid, MANA.index(m)))
                mopts = (("mana", oid),)                                          # 406, 411.1
            else:                       # several abilities, or a choice of mana (406.1)
                k = options_of(game, oid, m)
                if k:
                    srcs.append((oid, k))
                mopts = tuple(("mana", oid, i) for i in range(len(k)))
        if mopts or c.card.activated:
            perms.append((oid, c, mopts))
    pool = game.pvars[p]["pool"]
    cheaper = None
    have = None                   # the pool plus the sources' mana, when each makes one mana
    for oid in game.zones[f"hand{p}"]:
        card = objs[oid].card
        if "Land" in card.types:
            if sorcery_time and v["lands_played"] < LAND_LIMIT:               # 305.4
                opts.append(("land", oid))
        elif sorcery_time or "Instant" in card.types or card.instant_speed or card.halves:   # 408.1d
            if cheaper is None:
                cheaper = _reductions_possible(game)
                have = list(pool)
                for _, ci in srcs:
                    if ci.__class__ is not int:
                        have = None
                        break
                    have[ci] += 1
            # A quick lower bound of the cost first (most cards of a hand can't be paid).
            if not (card.halves or card.alternative or card.morph) and not (
                    _fits(have, 0 if cheaper or card.affinity else card.generic, card.colored) if have
                    else affordable(pool, srcs, 0 if cheaper or card.affinity else card.generic, card.colored)):
                pass
            elif ways(game, p, oid, srcs):
                opts.append(("play", oid))
        for i in card.hand_abilities:                                         # cycling (502.18a)
            if _ability_ok(game, p, oid, i, srcs):
                opts.append(("activate", oid, i))
    for oid in game.zones[f"graveyard{p}"]:
        card = objs[oid].card
        if card.flashback_cost is not None and ways(game, p, oid, srcs):
            opts.append(("play", oid))
    for oid in game.pvars[p].get("madness", ()):
        if oid in objs and ways(game, p, oid, srcs):
            opts.append(("play", oid))
    for oid, c, mopts in perms:
        if c is None:                                                         # 502.26d
            o = objs[oid]
            if affordable_play(game, p, Play("unmorph", p, oid, o.card.code, -1), srcs):
                opts.append(("unmorph", oid))
            continue
        if mopts:
            opts += mopts
        card = c.card
        if card.activated:
            for i in card.activated:
                if _ability_ok(game, p, oid, i, srcs):
                    opts.append(("activate", oid, i))
    return without_prohibited(game, p, tuple(opts), forbid)


def _reductions_possible(game: Game) -> bool:
    """Whether a cost reduction other than affinity may apply (a "spells cost less" permanent
    in play, or a modifier added by another module); per state version."""
    got = game.cache.get("reductions")
    if got is None:
        got = game.cache["reductions"] = len(COST_MODIFIERS) > 2 or any(
            game.objs[o].card.spells_cost for o in game.zones["play"])
    return got


_KEPT = frozenset(("statics", "mana_trig", "spells_cost", "reductions"))
_READS_TAPPED: dict = {}    # id(static ability) -> (it, whether a filter of it reads the tapped status)


def _reads_tapped(s) -> bool:
    r = _READS_TAPPED.get(id(s))
    if r is None or r[0] is not s:
        r = _READS_TAPPED[id(s)] = (s, any(f is not None and f.tapped is not None for f in (
            s.what, s.per.what if s.per else None, s.set_count.what if s.set_count else None)))
    return r[1]


def tap_for_mana(game: Game, oid: int) -> None:
    """Tap `oid` to activate its mana ability. Tapping changes no characteristic unless a static
    ability's filter reads the tapped status, so the characteristics cached for this state version
    are kept, the legal targets of target descriptions that don't say "tapped", and a clean
    state-based check when no trigger watches states or tapping."""
    cache = game.cache
    keep = None
    if cache and not any(_reads_tapped(a.static) for a in active_statics(game)):
        keep = {k: v for k, v in cache.items()
                if k.__class__ is int or k in _KEPT or (k.__class__ is tuple and (
                    k[0] in ("early", "l6") or k[0] == "lt" and v[0].tapped is None))}   # legal targets
        if cache.get("sba_clean") and not may_trigger(game):
            keep["sba_clean"] = True
    game.w(oid).tapped = True
    if keep:
        cache.update(keep)


def perform(game: Game, p: int, option: tuple, passes: int = 0) -> None:
    kind = option[0]
    if kind == "land":
        # 305.4, 408.2d: playing a land is a special action; the player keeps priority.
        game.vars["lands_played"] += 1
        if game.log is not None:
            game.event("land", p, game.objs[option[1]].card.code)
        actions.move(game, option[1], "play", controller=p)
        return
    if kind == "mana":
        # 406.4: mana abilities don't use the stack; the player keeps priority (408.2e).
        oid = option[1]
        mana = produced(game, oid)        # 411.3: its triggered mana abilities resolve with it
        tap_for_mana(game, oid)
        if len(option) == 2:
            add_mana(game, p, mana_index(mana))
        else:
            produce(game, p, oid, options_of(game, oid, mana)[option[2]])
        return
    if kind == "play":
        game.push("announce", Play("spell", p, option[1], game.objs[option[1]].card.code, -1, stage=S_WAY),
                  passes)
        return
    if kind == "activate":
        o = game.objs[option[1]]
        game.push("announce", Play("activated", p, option[1], chars(game, option[1]).card.code, option[2],
                                   stage=S_MODE), passes)
        return
    if kind == "unmorph":
        # 502.26d, 408.2h: a special action: pay the morph cost, turn it face up; no stack.
        o = game.objs[option[1]]
        game.push("announce", Play("unmorph", p, option[1], o.card.code, -1, stage=S_PARTS), passes)
        return
    raise ValueError(f"unknown priority option {option!r}")


def close_madness(game: Game, p: int) -> None:
    """502.24a: when the player passes priority, a madness card not played goes to the graveyard."""
    left = game.pvars[p].get("madness", ())
    if left:
        game.pvars[p]["madness"] = ()
        for oid in left:
            if oid in game.objs and game.objs[oid].zone == "removed":
                actions.move(game, oid, "graveyard")


# ---------------------------------------------------------------------------- announcing
def _ask(game: Game, play: Play, passes: int, kind: str, opts: list, prompt: str) -> None:
    """Ask one announcement choice; a play (not a trigger or an "unless" payment) can always be
    cancelled, which rewinds it (422)."""
    if play.kind in ("spell", "activated", "unmorph"):
        opts = opts + [CANCEL]
    game.ask(play.player, kind, tuple(opts), "on_announce", play, passes, prompt=prompt)


@REG.step
def announce(game: Game, play: tuple, passes: int) -> None:
    """409.1b-i, one stage at a time; stages with a single possible answer are not asked."""
    play = Play(*play)   # a JSON round trip gives back a plain tuple
    p = play.player
    card, ab = _ability(game, play)
    while True:
        st = play.stage
        if st == S_WAY:                                      # 409.1b: how it is played
            opts = ways(game, p, play.source)
            if not opts:
                return rewind(game, play, passes)
            if len(opts) == 1:
                play = opts[0]
                card, ab = _ability(game, play)
                continue
            return _ask(game, play, passes, "way", [("way", w.alt, w.half) for w in opts],
                        "play it how? (way, alternative cost, half)")
        if st == S_MODE:                                     # 409.1b: modes, entwine (502.32)
            if ab is None or not ab.modes or play.modes:
                play = play._replace(stage=S_X)
                continue
            opts = [("mode", i) for i, m in enumerate(ab.modes)
                    if has_targets(game, m.targets, p, play.source, play.flags)]
            if play.kind == "spell" and card.entwine:
                all_modes = play._replace(modes=tuple(range(len(ab.modes))), flags=play.flags + ("entwined",))
                if all(has_targets(game, m.targets, p, play.source) for m in ab.modes) \
                        and affordable_play(game, p, all_modes, sources(game, p)):
                    opts.append(("entwine",))
            if len(opts) == 1 and opts[0][0] == "mode":
                play = play._replace(modes=(opts[0][1],), stage=S_X)
                continue
            return _ask(game, play, passes, "mode", opts, "choose a mode")
        if st == S_X:                                        # 409.1b: the value of X
            has_x = (play.kind == "spell" and card.x and play.alt in (-1, ALT_FLASHBACK)) or \
                    (play.kind == "activated" and "{X}" in ab.cost)
            if not has_x:
                play = play._replace(stage=S_KICK)
                continue
            srcs = sources(game, p)
            opts = [("x", n) for n in range(X_MAX + 1) if affordable_play(game, p, play._replace(x=n), srcs)]
            if not opts:
                return rewind(game, play, passes)
            return _ask(game, play, passes, "x", opts, "announce X")
        if st == S_KICK or st == S_BUY:                      # 409.1b: optional additional costs
            flag = "kicked" if st == S_KICK else "buyback"
            extra = (card.kicker_cost if st == S_KICK else card.buyback) if play.kind == "spell" and ab else None
            if not extra or play.alt == ALT_MORPH:
                play = play._replace(stage=st + 1)
                continue
            with_it = play._replace(flags=play.flags + (flag,))
            if not affordable_play(game, p, with_it, sources(game, p)) or \
                    not has_targets(game, _specs(ab, play.modes), p, play.source, with_it.flags):
                play = play._replace(stage=st + 1)
                continue
            word = "kicker" if st == S_KICK else "buyback"
            return _ask(game, play, passes, word, [(word, True), (word, False)], f"pay the {word} cost?")
        if st == S_TARGET:                                   # 409.1c-d
            specs = _target_specs(card, ab, play)
            k = len(play.groups) - 1
            if k >= len(specs):
                play = play._replace(groups=play.groups[:len(specs)], stage=S_DIVIDE)
                continue
            if k < 0 or play.groups[k] >= _max_count(specs[k], _divided_amount(game, ab, play)):
                play = play._replace(groups=play.groups + (0,))
                continue
            spec = specs[k]
            can_stop = play.groups[k] >= _min_count(spec)
            opts = [("target", t) for t in _legal(game, spec, p, play.source, play.targets)
                    if _rest_possible(game, play, specs, k + 1, play.targets + (t,))]
            if not opts:
                if not can_stop:
                    return rewind(game, play, passes)
                play = play._replace(groups=play.groups + (0,))
                continue
            if can_stop:
                opts.append(("done",))
            return _ask(game, play, passes, "target", opts, f"{card.name}: choose a target")
        if st == S_DIVIDE:                                   # 409.1e
            total = _divided_amount(game, ab, play)
            if not total or play.division or not play.targets:
                play = play._replace(stage=S_PARTS)
                continue
            ts = play.targets
            if len(ts) == 1 or total == len(ts):
                play = play._replace(division=tuple((t, total // len(ts)) for t in ts), stage=S_PARTS)
                continue
            # Every target gets at least 1; the rest is given one point at a time.
            play = play._replace(division=tuple((t, 1) for t in ts), stage=S_DIVIDE + 100 + total - len(ts))
            continue
        if st > S_DIVIDE + 100:                              # distributing the remaining points
            return _ask(game, play, passes, "divide", [("divide", t) for t, _ in play.division],
                        f"divide: {st - S_DIVIDE - 100} left")
        if st == S_DIVIDE + 100:
            play = play._replace(stage=S_PARTS)
            continue
        if st == S_PARTS:                                    # 409.1f: lock the cost; choose what to sacrifice...
            if play.kind in ("copy", "triggered"):
                return commit(game, play)
            g, c, parts = total_cost(game, play)
            q = _parts_question(game, play, parts)
            if q:
                return _ask(game, play, passes, "cost", q, "choose a cost to pay")
            play = play._replace(generic=g, colored=c, stage=S_PAY)
            continue
        if st == S_PAY:                                      # 409.1g-h
            return _pay(game, play, passes)
        raise ValueError(f"bad announcement stage {st}")


def _target_specs(card, ab, play: Play) -> tuple:
    """The target groups to choose; a group that exists only with an optional cost not paid is
    skipped (409.1d, 502.21c)."""
    if card.is_aura and play.kind == "spell" and play.alt != ALT_MORPH:
        return (aura_target(card),)
    return tuple(s if not s.needs or s.needs in play.flags else s.model_copy(update={"count": 0, "up_to": False})
                 for s in _specs(ab, play.modes))


def _max_count(spec: Target, divide: int) -> int:
    n = spec.count
    if divide:
        n = min(n, divide)
    return n


def _min_count(spec: Target) -> int:
    return spec.at_least if spec.up_to else spec.count


def _rest_possible(game: Game, play: Play, specs: tuple, k: int, chosen: tuple) -> bool:
    for spec in specs[k:]:
        need = _min_count(spec)
        if need and len(_legal(game, spec, play.player, play.source, chosen)) < need:
            return False
    return True


def _parts_question(game: Game, play: Play, parts: tuple) -> list:
    """The next non-mana cost choice: which permanent to sacrifice or tap, which card to discard
    (409.1f, 409.1h); [] when every part is chosen."""
    done = play.costs
    for idx, part in enumerate(parts):
        have = sum(1 for c in done if c[0] == part.pay and len(c) > 2 and c[2] == idx)
        if part.pay in ("life", "remove_counter") or part.self_:
            continue
        if have < part.n:
            cands = [oid for oid in cost_candidates(game, play, part) if not any(c[1] == oid for c in done)]
            return [(choice_kind(part), oid, idx) for oid in cands]
    return []


# ------------------------------------------------------------------------------- paying
def _pay(game: Game, play: Play, passes: int) -> None:
    """409.1g-h: mana abilities are activated during payment and the mana spent at once; only
    payments that can still complete are offered, so nothing is ever paid in part."""
    g, col = play.generic, play.colored
    if g <= 0 and not any(col):
        commit(game, play)
        return
    p = play.player
    excl = tuple(x for k, x, *_ in play.costs if k == "tap_cost") + _tap_self(game, play)
    pool = game.pvars[p]["pool"]
    srcs = sources(game, p, excl)
    opts = []
    for ci in range(6):
        if pool[ci] and _useful(g, col, ci):
            pl = list(pool)
            pl[ci] -= 1
            g2, c2 = _pay_one(g, col, ci)
            if affordable(tuple(pl), srcs, g2, c2):
                opts.append(("pool", ci))
    seen = set()
    for oid, ci in srcs:
        if not isinstance(ci, int):     # several mana or a choice (406.1): it goes into the pool
            rest = [s for s in srcs if s[0] != oid]
            for k, (vec, _) in enumerate(ci):
                if any(vec[j] and _useful(g, col, j) for j in range(6)) and \
                        affordable(_add(pool, vec), rest, g, col):
                    opts.append(("tap", oid, k))
            continue
        if _useful(g, col, ci):
            g2, c2 = _pay_one(g, col, ci)
            if ci in seen or affordable(pool, [s for s in srcs if s[0] != oid], g2, c2):
                seen.add(ci)
                opts.append(("tap", oid))
    if not opts:
        rewind(game, play, passes)
        return
    if len(opts) == 1 and play.kind not in ("spell", "activated", "unmorph", "unless"):
        on_announce(game, opts[0], play, passes)
        return
    game.ask(p, "pay", tuple(opts) + (CANCEL,), "on_announce", play, passes,
             prompt=f"pay {cost_text(g, col)}: mana from your pool or a mana source, one at a time")


@REG.handler
def on_announce(game: Game, choice: tuple, play: tuple, passes: int) -> None:
    play = Play(*play)
    k = choice[0]
    if k == "cancel":
        rewind(game, play, passes)
        return
    if k == "way":
        play = next(w for w in ways(game, play.player, play.source) if (w.alt, w.half) == choice[1:])
    elif k == "mode":
        play = play._replace(modes=(choice[1],), stage=S_X)
    elif k == "entwine":
        card, ab = _ability(game, play)
        play = play._replace(modes=tuple(range(len(ab.modes))), flags=play.flags + ("entwined",), stage=S_X)
    elif k == "x":
        play = play._replace(x=choice[1], stage=S_KICK)
    elif k in ("kicker", "buyback"):
        flag = "kicked" if k == "kicker" else "buyback"
        play = play._replace(flags=play.flags + ((flag,) if choice[1] else ()), stage=play.stage + 1)
    elif k == "target":
        play = play._replace(targets=play.targets + (choice[1],), groups=play.groups[:-1] + (play.groups[-1] + 1,))
    elif k == "done":
        play = play._replace(groups=play.groups + (0,))
    elif k == "divide":
        d = tuple((t, n + 1 if t == choice[1] else n) for t, n in play.division)
        play = play._replace(division=d, stage=play.stage - 1)
    elif k in ("sacrifice", "discard", "tap_cost", "return", "remove_from_graveyard"):
        play = play._replace(costs=play.costs + (choice,))
    elif k in ("pool", "tap"):
        play = _spend(game, play, choice)
    game.push("announce", play, passes)


def _spend(game: Game, play: Play, choice: tuple) -> Play:
    p = play.player
    undo = play.undo
    if not undo:
        undo = (("pool", game.pvars[p]["pool"]),)            # 422.1: what to restore
    if choice[0] == "pool":
        ci = choice[1]
        pool = list(game.pvars[p]["pool"])
        pool[ci] -= 1
        game.pvars[p]["pool"] = tuple(pool)
    else:
        oid = choice[1]
        mana = produced(game, oid)         # 411.3: triggered mana abilities add theirs at once
        game.w(oid).tapped = True          # a mana ability activated during payment (409.1g)
        undo = undo + (("tap", oid),)
        if len(choice) > 2:                # its mana goes into the pool, paid from there next
            undo = undo + (("life", game.pvars[p]["life"]),)
            produce(game, p, oid, options_of(game, oid, mana)[choice[2]])
            return play._replace(undo=undo)
        ci = mana_index(mana)
    g, col = _pay_one(play.generic, play.colored, ci)
    spent = play.spent | (1 << ci if ci < 5 else 0)           # 502.37b: colours spent
    return play._replace(generic=g, colored=col, undo=undo, spent=spent)


def rewind(game: Game, play: Play, passes: int) -> None:
    """422.1: an illegal or abandoned play is reversed: mana abilities activated during payment
    are undone (permanents untapped, the pool restored); 422.2: the player keeps priority, with
    the passes that came before."""
    if "loop_pending" in game.vars:
        play_done(game, False)
    for u in reversed(play.undo):           # the earliest pool and life recorded are restored last
        if u[0] == "tap":
            game.w(u[1]).tapped = False
        elif u[0] == "pool":
            game.pvars[play.player]["pool"] = u[1]
        elif u[0] == "life":
            game.pvars[play.player]["life"] = u[1]
    if play.kind == "unless":
        counter(game, play.source)          # declined or could not pay: the spell is countered
        return
    procs = game.procs
    if procs and procs[-1][0] == "priority" and procs[-1][1] == play.player:
        procs[-1] = ("priority", play.player, passes)


# ------------------------------------------------------------------------------- commit
def commit(game: Game, play: Play) -> None:
    """409.1h-i: the non-mana costs are paid, the spell moves onto the stack (or the ability is
    put there) and has been played: "when played" abilities trigger; its controller receives
    priority (the priority round does that)."""
    p = play.player
    card = game.rules.cards[play.code]
    kind = play.kind
    if kind == "unless":
        return
    if "loop_pending" in game.vars:
        play_done(game, True)
    if kind == "unmorph":
        game.w(play.source).marks &= ~FACE_DOWN                          # 504.5
        game.cache.clear()
        game.event("unmorph", p, card.code)
        for i in card.triggers:            # 502.26d: not "comes into play", but "is turned face up"
            if card.abilities[i].when == "turned_face_up":
                game.pending.append(Trigger(p, play.source, play.code, i))
        return
    _, _, parts = total_cost(game, play) if kind in ("spell", "activated") else (0, 0, ())
    flags = play.flags
    if play.alt == ALT_FLASHBACK:
        flags += ("flashback",)
    elif play.alt == ALT_MADNESS:
        flags += ("madness",)
        game.pvars[p]["madness"] = tuple(x for x in game.pvars[p].get("madness", ()) if x != play.source)
    elif play.alt == ALT_MORPH:
        flags += ("face_down",)
    if kind == "spell":
        do_cost_parts(game, play, parts)
        new = actions.move(game, play.source, "stack", controller=p)     # 409.1a
        if play.alt == ALT_MORPH:
            game.objs[new].marks |= FACE_DOWN                             # 504.2
        item = StackItem(new, "spell", p, new, play.code, play.index, play.targets, (), play.x, play.modes,
                         flags, play.groups, play.division, play.spent, play.half)
        game.stack.append(item)
        v = game.vars
        turn, n = v.get("spells", (0, 0))
        n = n if turn == v["turn"] else 0
        v["spells"] = (v["turn"], n + 1)                                   # storm count (502.30a)
        c = card.halves[play.half] if play.half >= 0 else card
        if play.alt != ALT_MORPH:
            for i in c.triggers:                                          # 409.1i: "when you play"
                if c.abilities[i].when == "played":
                    game.pending.append(Trigger(p, new, play.code, i, n))
        game.event("cast", p, (c.code, p if play.alt == ALT_MORPH else None))     # a face-down spell: to p alone
        return
    if kind == "copy":
        sid = game.next_id
        game.next_id += 1
        game.stack.append(StackItem(sid, "copy", p, play.source, play.code, play.index, play.targets, (), play.x,
                                    play.modes, flags + ("copy",), play.groups, play.division, play.spent,
                                    play.half))
        return
    if kind == "triggered":
        sid = game.next_id
        game.next_id += 1
        game.stack.append(StackItem(sid, "triggered", p, play.source, play.code, play.index, play.targets, (),
                                    play.x, play.modes, flags, play.groups, play.division))
        return
    ab = card.abilities[play.index]
    if ab.tap:
        game.w(play.source).tapped = True                               # {T} (104.4)
    if ab.untap:
        game.w(play.source).tapped = False                              # {Q}
    if ab.once_per_turn:
        v = game.vars
        v["once_used"] = tuple(u for u in v.get("once_used", ()) if u[0] == v["turn"]) + \
            ((v["turn"], play.source, play.index),)
    do_cost_parts(game, play, parts)
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "activated", p, play.source, play.code, play.index, play.targets, (), play.x,
                                play.modes, flags, play.groups, play.division))
    if game.log is not None:
        game.event("activate", p, card.code, ab.text)
    if ab.text in ("cycling", "landcycling"):
        # 502.18c: "when you cycle" abilities trigger when the cycling ability is played.
        for i in card.triggers:
            if card.abilities[i].when == "cycled":
                game.pending.append(Trigger(p, play.source, play.code, i))


# ------------------------------------------------------------------------------ triggers
@REG.step
def place_triggers(game: Game) -> None:
    """410.3: the active player puts their triggered abilities on the stack in the order they
    choose, then the other player; targets are chosen then, and a trigger without a legal target
    is removed (410.4)."""
    if not game.pending:
        return
    tp = game.vars["tp"]
    who = tp if any(t.controller == tp for t in game.pending) else other(tp)
    mine = [i for i, t in enumerate(game.pending) if t.controller == who]
    if len(mine) > 1 and len({(game.pending[i].code, game.pending[i].index) for i in mine}) > 1:
        game.ask(who, "order_triggers", tuple(("trigger", i) for i in mine), "on_place_trigger",
                 prompt="put which triggered ability on the stack next?")
        return
    on_place_trigger(game, ("trigger", mine[0]))


@REG.handler
def on_place_trigger(game: Game, choice: tuple) -> None:
    t = Trigger(*game.pending.pop(choice[1]))
    game.push("place_triggers")
    ab = game.rules.cards[t.code].abilities[t.index]
    if not ab.targets and not ab.modes:
        _trigger_on_stack(game, t, ())
        return
    if not _mode_possible(game, t.controller, ab, Play("triggered", t.controller, t.source, t.code, t.index)):
        return                                                            # 410.4
    play = Play("triggered", t.controller, t.source, t.code, t.index, x=t.subject, stage=S_MODE)
    game.push("announce", play, 0)


def _trigger_on_stack(game: Game, t: Trigger, targets: tuple) -> None:
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "triggered", t.controller, t.source, t.code, t.index, targets, (), t.subject))


# ---------------------------------------------------------------------------- resolution
def still_legal(game: Game, item: StackItem) -> tuple:
    """413.2a: the targets that are still legal, each checked against its own target group."""
    if not item.targets:
        return ()
    card = game.rules.cards[item.code]
    if item.kind == "spell" and card.is_aura and "face_down" not in item.flags:
        specs = (aura_target(card),)
    else:
        specs = item_specs(game, item)
    sizes = item.groups or (len(item.targets),)
    out = []
    k = 0
    for g, n in enumerate(sizes):
        spec = specs[g] if g < len(specs) else None
        for t in item.targets[k:k + n]:
            if spec is not None and _target_ok(game, spec, t, item.controller, item.id):
                out.append(t)
        k += n
    return tuple(out)


@REG.step
def resolve_top(game: Game) -> None:
    item = game.stack.pop()
    if item.kind in ("combat_damage", "combat_trigger"):   # combat damage; flanking, rampage, provoke
        resolve_damage(game, item)
        return
    card = game.rules.cards[item.code]
    legal = still_legal(game, item)
    if game.log is not None and (legal or not item.targets):
        from .display import resolved

        game.event(*resolved(game, item))
    if item.targets and not legal:
        # 413.2a: every target is illegal: the spell or ability is countered ("fizzles").
        game.event("countered", card.code)
        _countered(game, item)
        return
    if item.kind == "spell":
        c = card.halves[item.half] if item.half >= 0 else card
        if "face_down" in item.flags or ("Instant" not in c.types and "Sorcery" not in c.types):
            _into_play(game, item, c, legal)
            return
        game.push("finish_spell", item)                                 # 413.2h
    if item.index >= 0:
        game.push("run_effect", item, legal, 0)


def _into_play(game: Game, item: StackItem, card, legal: tuple) -> None:
    """413.2h: a permanent spell comes into play under its controller's control."""
    if "face_down" in item.flags:
        n = len(game.pending)
        new = actions.move(game, item.id, "play", controller=item.controller)
        del game.pending[n:]          # 504.2: a face-down permanent's comes-into-play abilities don't trigger
        game.w(new).marks |= FACE_DOWN
        return
    new = actions.move(game, item.id, "play", controller=item.controller)
    if card.model.enters_as_copy and item.colors:      # a copied sunburst counts them (zones.on_copy)
        game.vars[zones.CAST_COLORS] = ((new, item.colors),)
    zones.sunburst(game, new, card, item.colors)
    if card.is_aura and legal:
        game.vars["attached"] = game.vars.get("attached", ()) + ((new, legal[0][1]),)
        game.cache.clear()


@REG.step
def finish_spell(game: Game, item: tuple) -> None:
    """413.2h: an instant or sorcery goes to its owner's graveyard as the last step of its
    resolution; with buyback to its owner's hand (502.16a); played with flashback it is removed
    from the game (502.22a)."""
    item = StackItem(*item)
    o = game.objs.get(item.id)
    if o is None or o.zone != "stack":
        return
    # flashback and buyback replace the move (zone_replacements.py)
    actions.move(game, item.id, "graveyard", cause=actions.FLASHBACK if "flashback" in item.flags
                 else actions.BUYBACK if "buyback" in item.flags else "")


def _countered(game: Game, item: StackItem, zone: str = "graveyard") -> None:
    """414.1: a countered spell goes to its owner's graveyard (a flashback card is removed from
    the game, 502.22a; buyback does not apply, 502.16a); a countered ability or copy just leaves
    the stack (503.10a); 414.2: no cost is refunded."""
    if item.kind != "spell":
        return
    o = game.objs.get(item.id)
    if o is not None and o.zone == "stack":
        # flashback (502.22a) and the counter's own "remove it from the game instead of putting it
        # into its owner's graveyard" (Assert Authority: `zone` "removed", a self-replacement,
        # 419.6d) replace the move to the graveyard (zone_replacements.py)
        cause = actions.FLASHBACK if "flashback" in item.flags else actions.SELF_REMOVED if zone == "removed" else ""
        actions.move(game, item.id, "graveyard" if cause else zone, cause=cause)


def counter(game: Game, sid: int, zone: str = "graveyard") -> bool:
    """Counter the stack object `sid` (414)."""
    for i, it in enumerate(game.stack):
        if it.id == sid:
            if it.kind == "combat_damage":
                return False                                           # 310.3
            if uncounterable(game, it):
                return False                                           # "can't be countered" (414)
            del game.stack[i]
            _countered(game, it, zone)
            return True
    return False


# ------------------------------------------------------------------------- can't be countered
def uncounterable(game: Game, it: StackItem) -> bool:
    """Whether a spell can't be countered: "[This spell] can't be countered" on it, or a
    permanent in play saying "Creature spells can't be countered" (a counter then does nothing,
    but the spell can still be targeted: 414)."""
    if it.kind not in ("spell", "copy"):
        return False
    card = spell_card(game, it)
    if "cant_be_countered" in card.keywords:
        return True
    if "Creature" in card.types:
        return any("creature_spells_cant_be_countered" in chars(game, o).keywords for o in game.zones["play"])
    return False
