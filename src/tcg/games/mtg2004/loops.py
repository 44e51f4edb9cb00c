"""Infinite loops (421; 102.6): a game state that comes back.

A loop is recognised when a game state repeats exactly (the same cards in the same places with
the same status, the same stack, life, mana and effects; object ids and timestamps aside):
- at the start of a turn, compared with the start of the same player's previous turn;
- at a player's priority, compared with the earlier priority points of the same step (only once
  a step has made LOOP_AFTER new objects and timestamps, so ordinary play rarely pays for it).
What happened in between decides (421.1):
- no player made any choice (every decision had one option): the loop holds only mandatory
  actions and the game is a draw (421.4, 102.6);
- only one player took actions (played spells or abilities, special actions): that player
  chooses a number, the loop counts as repeated that many times (it changes nothing, the state
  being the same), and the action that started the loop from this state is no longer offered
  there (421.2).
- both players took actions, seen at the active player's priority: the active player chooses a
  number, the non-active player accepts it or chooses a smaller one (421.3: the loop needs both
  players' actions) or a larger one (421.5: independent actions); the player with the "last word"
  keeps the loop actions, the other's end (RULINGS.md).
`priority_options` and `perform` wrap play.py's for the ruleset.
"""

from __future__ import annotations

import hashlib
from dataclasses import fields
from typing import TYPE_CHECKING

from ...engine.state import _GEN
from .base import REG, Options
from .loop_acts import record_act
from .play import perform as _perform
from .play import priority_options as _play_options
from .sba import end_game

if TYPE_CHECKING:
    from ...engine.state import Game

LOOP_AFTER = 12                    # new objects and timestamps in one step before states are compared
LOOP_COUNTS = (1, 2, 3, 10, 100)   # the numbers offered (421.2: the player chooses one)
# Game variables left out of the state compared: the turn counter, the rule options, the records
# of objects that left play (zones.py; protection.py's last known information), and this
# module's own records (the names starting with "loop"). Variables that hold object ids are
# written with canonical ids; test_loops.py checks that every variable is classified.
_SKIP = frozenset(("turn", "batch", "left", "lki", *(f.name for f in fields(Options))))


def _canon(x, ids: dict):
    """`x` with every object id replaced by the object's place (zone, index)."""
    if isinstance(x, bool) or x is None or isinstance(x, (str, float)):
        return x
    if isinstance(x, int):
        return ids.get(x, x)
    if isinstance(x, (tuple, list)):
        return tuple(_canon(y, ids) for y in x)
    if isinstance(x, dict):
        return tuple(sorted((k, _canon(v, ids)) for k, v in x.items()))
    return repr(x)


# Variables whose integers are object ids (the others are counts, kept as they are): every
# variable that records a permanent, a source or a target by its id.
_ID_VARS = frozenset(("attached", "attackers", "blocks", "regen", "imprinted", "delayed", "gone", "madness",
                      "base_ctrl", "delayed_combat", "no_regen", "rfg_instead", "once_used", "phased_info",
                      "provoked", "shields", "untapped_seen"))


_ROWS: dict = {}   # an object's row (a tuple) -> its repr: most rows repeat (library cards)
# zone name -> (the Obj instances of the zone at the last fingerprint, their rows' texts). An
# instance seen by `fingerprint` is never written in place again (the game's generation is
# renewed, so Game.w copies it first), so the same instances have the same rows.
_ZONES: dict = {}


def _row(o) -> str:
    c = o.counters
    row = (o.card.code, o.owner, o.controller, o.tapped, o.damage, o.marks,
           tuple(sorted(c.items())) if c else ())
    s = _ROWS.get(row)
    if s is None:
        if len(_ROWS) > 50000:
            _ROWS.clear()
        s = _ROWS[row] = repr(row)
    return s


def _zone_repr(name: str, objs: dict, z: list) -> str:
    """repr() of the tuple of the rows of zone `z`, from the texts of the last call for the same
    zone when its objects are the same (or a prefix of them: a library drawn from), else anew."""
    inst = tuple(map(objs.__getitem__, z))
    old = _ZONES.get(name)
    if old is not None and old[0] == inst:
        return old[2]
    if old is not None and len(inst) < len(old[0]) and inst == old[0][:len(inst)]:
        parts = old[1][:len(inst)]
    else:
        parts = [_row(o) for o in inst]
    if len(parts) == 1:
        text = "(" + parts[0] + ",)"
    else:
        text = "(" + ", ".join(parts) + ")"
    _ZONES[name] = (inst, parts, text)
    return text


def fingerprint(game: Game) -> str:
    """A digest of the game state without object ids, timestamps or the turn number (the text
    hashed is repr() of (zones, vars, pvars, stack, pending, effects, procs), built piecewise)."""
    objs = game.objs
    zs = game.zones
    names = sorted(zs)
    zones = "[" + ", ".join("(" + repr(name) + ", " + _zone_repr(name, objs, zs[name]) + ")" for name in names) + "]"
    game.gen = next(_GEN)     # the objects just read are not written in place any more (_ZONES)
    ids: dict = {}

    def canon(x):
        if x == ():
            return x
        if not ids:             # object id -> its place (zone, index), made when first needed
            for name in names:
                for i, oid in enumerate(zs[name]):
                    ids[oid] = ("@", name, i)
        return _canon(x, ids)

    v = game.vars
    vs = tuple((k, canon(v[k]) if k in _ID_VARS else repr(v[k])) for k in sorted(v)
               if k not in _SKIP and not k.startswith("loop"))
    pvs = tuple(tuple((k, canon(pv[k]) if k in _ID_VARS else repr(pv[k])) for k in sorted(pv))
                for pv in game.pvars)
    stack = tuple(canon(tuple(it)) for it in game.stack)
    pending = tuple(canon(tuple(t)) for t in game.pending)
    effects = tuple(canon((e.layer, e.op, e.value, e.source, e.targets, e.until, e.controller))
                    for e in game.effects)
    procs = tuple(p[0] for p in game.procs)
    raw = "(" + zones + ", " + repr((vs, pvs, stack, pending, effects, procs))[1:]
    return hashlib.blake2b(raw.encode(), digest_size=10).hexdigest()


def _choices(game: Game) -> int:
    """How many decisions were taken through `Game.apply` (with `auto_forced`, only those with
    more than one option); -1 if the game keeps no history."""
    h = game.history
    return -1 if h is None else len(h)


def _draw(game: Game, why: str) -> None:
    end_game(game, None, why)


# ------------------------------------------------------------------------- turn by turn
def turn_loop(game: Game) -> bool:
    """At the start of a turn: the state is the one of the same player's previous turn start,
    and no one chose anything since → 421.4: only mandatory actions, a draw (102.6)."""
    v = game.vars
    fp = fingerprint(game)
    n = _choices(game)
    seen = v.get("loop_turns", ())
    if n >= 0 and len(seen) >= 2 and seen[-2] == (fp, n):
        _draw(game, "421.4: the game repeats with only mandatory actions: a draw (102.6)")
        return True
    v["loop_turns"] = (seen + ((fp, n),))[-2:]
    return False


# ------------------------------------------------------------------ within one step
def _options(game: Game, p: int) -> tuple:
    """The priority options of play.py, cached per state version: game.cache is cleared by every
    object or zone change, and the key holds what else they read (whether it is the player's own
    main phase, the land count, the turn, abilities used this turn, the mana pool, life for life
    costs, the stack, madness cards)."""
    v = game.vars
    pv = game.pvars[p]
    key = ("prio", p, v["tp"] == p and v["step"] == "main", v["lands_played"], v["turn"], v.get("once_used"),
           pv["pool"], pv["life"], pv.get("madness"), tuple(game.stack))
    cache = game.cache
    got = cache.get(key)
    if got is None:
        got = cache[key] = _play_options(game, p)
    return got


def _step_key(game: Game) -> tuple:
    v = game.vars
    return (v["turn"], v.get("phase", ""), v.get("step", ""))


def priority_options(game: Game, p: int) -> tuple:
    """play.priority_options, with the loop checks of this module (421). Nothing is written at a
    priority point until the step has seen LOOP_AFTER new objects or timestamps (so a rewound
    play, 422, leaves the state exactly as it was, and ordinary play pays nothing)."""
    v = game.vars
    key = _step_key(game)
    act = game.next_id + game.ts
    st = v.get("loop_step")
    if st is None or st[0] != key:
        if st is not None and st[2]:               # a new step: the records of the last one go
            v["loop_seen"], v["loop_acts"], v["loop_barred"], v["loop_first"] = (), (0, 0), (), ()
        v["loop_step"] = (key, act, False)
        return _options(game, p)
    opts = _options(game, p)
    if act - st[1] < LOOP_AFTER:
        return opts
    if not st[2]:
        v["loop_step"] = (key, st[1], True)        # watching this step from now on
    fp = fingerprint(game)
    barred = [o for d, o in v.get("loop_barred", ()) if d == fp]
    if barred:                                    # 421.2: the shortcut was taken from here
        return tuple(o for o in opts if o not in barred)
    acts = v.get("loop_acts", (0, 0))
    n = _choices(game)
    seen = v.get("loop_seen", ())
    for fp0, p0, n0, acts0 in seen:
        if fp0 != fp or p0 != p:
            continue
        if n0 == n and n >= 0:
            _draw(game, "421.4: the loop holds only mandatory actions: a draw (102.6)")
            return opts
        actors = {q for q in (0, 1) if acts[q] > acts0[q]}
        if actors == {p}:                         # 421.2: the one player acting chooses a number
            v["loop_seen"] = tuple(s for s in seen if s[0] != fp)
            v["loop_at"] = fp
            return tuple(("loop", k) for k in LOOP_COUNTS)
        if actors == {0, 1} and p == v["tp"]:     # 421.3, 421.5: the active player chooses first
            cycle = seen[seen.index((fp0, p0, n0, acts0)):]
            # A player's action aimed at the other player or what they control makes the loop
            # need both players (421.3); otherwise their actions don't depend on each other (421.5).
            rule = "421.3" if _crosses(game, n0) else "421.5"
            v["loop_seen"] = tuple(s for s in seen if s[0] != fp)
            v["loop_at"] = fp
            v["loop_both"] = (rule, tuple(dict.fromkeys(c[0] for c in cycle)), n0)
            return tuple(("loop", k) for k in LOOP_COUNTS)
        break
    if seen and seen[-1][0] == fp and seen[-1][1] == p and seen[-1][3] == acts:
        return opts     # the same point again with no action taken (a play rewound, 422): no new record
    v["loop_seen"] = seen + ((fp, p, n, acts),)
    v["loop_last"] = fp
    return opts


def perform(game: Game, p: int, option: tuple, passes: int = 0) -> None:
    """play.perform; records who acts (421.2) and takes the loop shortcut ("loop", n)."""
    v = game.vars
    if option[0] == "loop" and v.get("loop_both"):
        rule, fps, start = v.pop("loop_both")
        n = option[1]
        more = tuple(("loop", k) for k in LOOP_COUNTS if (k < n if rule == "421.3" else k > n))
        game.ask(1 - p, "loop", (("accept",),) + more, "on_loop_answer", rule, p, n, fps, start,
                 prompt=f"{rule}: accept {n} repetitions, or choose " + ("fewer" if rule == "421.3" else "more"))
        return
    if option[0] == "loop":
        fp = v.get("loop_at")
        first = [o for d, o in v.get("loop_first", ()) if d == fp]
        if first:
            v["loop_barred"] = v.get("loop_barred", ()) + ((fp, first[0]),)
        v["loops"] = v.get("loops", ()) + (("421.2", p, option[1]),)
        game.event("loop_repeat", p, option[1])
        return
    if "loop_step" in v and v["loop_step"][2]:
        if option[0] in ("play", "activate", "unmorph"):
            # counted when the play is complete (play.commit): a rewound play (422) is no action
            v["loop_pending"] = (p, option)
        else:
            record_act(game, p, option)
    _perform(game, p, option, passes)


def _crosses(game: Game, start: int) -> bool:
    """Whether an action taken since `start` (an index in Game.history) targets the other player
    or an object of the other player (or one whose player can't be told any more)."""
    h = game.history
    if h is None or start < 0:
        return True
    objs = game.objs
    actor = None
    taken = h[start:]
    for k, c in enumerate(taken):
        if c[0] in ("activate", "play", "unmorph"):
            o = objs.get(c[1])
            actor = None if o is None or o.zone != "play" else o.controller
            if c[0] == "activate" and o is not None and o.card.abilities[c[2]].targets and (
                    k + 1 == len(taken) or taken[k + 1][0] != "target"):
                return True       # its target was chosen for the player (one option): not known here
        elif c[0] == "target":
            kind, x = c[1]
            if kind == "p":
                whose = x
            else:
                o = objs.get(x) if kind == "o" else None
                whose = None if o is None else o.controller
            if actor is None or whose is None or whose != actor:
                return True
    return False


@REG.handler
def on_loop_answer(game: Game, choice: tuple, rule: str, ap: int, n: int, fps: tuple, start: int) -> None:
    """The non-active player's answer to the active player's number. 421.3 (each player's action
    needs the other's): a smaller number and the active player has the last word, or the number
    accepted and the non-active player has it. 421.5 (independent actions): that number or a
    larger one. Then the loop is over: the actions taken in it (Game.history) are no longer
    offered in its states for the rest of the step, except, for 421.3, those of the player who
    has the last word (they may act once more; the other can't answer with the loop)."""
    v = game.vars
    nap = 1 - ap
    count = n if choice == ("accept",) else choice[1]
    last = (nap if choice == ("accept",) else ap) if rule == "421.3" else -1
    v["loops"] = v.get("loops", ()) + ((rule, ap, count, last),)
    taken = dict.fromkeys(c for c in (game.history or ())[max(start, 0):] if c[0] in ("activate", "play", "unmorph"))
    barred = tuple((d, o) for d in fps for o in taken if _actor(game, o) != last)
    v["loop_barred"] = v.get("loop_barred", ()) + barred
    game.event("loop", rule, count, last)


def _actor(game: Game, option: tuple) -> int:
    """The player who takes `option` (an activation or play of an object they control or own)."""
    o = game.objs.get(option[1]) if len(option) > 1 and isinstance(option[1], int) else None
    return -1 if o is None else o.controller
