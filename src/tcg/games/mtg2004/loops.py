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
Loops that need actions of both players (421.3, 421.5) are not recognised (RULINGS.md).
`priority_options` and `perform` wrap play.py's for the ruleset.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from .late import without_prohibited
from .play import perform as _perform
from .play import priority_options as _play_options

if TYPE_CHECKING:
    from ...engine.state import Game

LOOP_AFTER = 12                    # new objects and timestamps in one step before states are compared
LOOP_COUNTS = (1, 2, 3, 10, 100)   # the numbers offered (421.2: the player chooses one)
# Game variables left out of the state compared: the turn counter, rule options, and this
# module's own records. Variables that hold object ids are written with canonical ids.
_SKIP = frozenset(("turn", "turn_limit", "hand_size", "deck_min", "starting_life", "ante", "limited", "batch",
                   "left", "loop_step", "loop_seen", "loop_acts", "loop_turns", "loop_barred", "loop_first", "loop_last",
                   "loop_at", "loops", "loop_pending"))


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


# Variables whose integers are object ids (the others are counts, kept as they are).
_ID_VARS = frozenset(("attached", "attackers", "blocks", "regen", "imprinted", "delayed", "gone", "madness"))


def fingerprint(game: Game) -> str:
    """A digest of the game state without object ids, timestamps or the turn number."""
    ids: dict = {}
    zones = []
    for name in sorted(game.zones):
        z = game.zones[name]
        row = []
        for i, oid in enumerate(z):
            ids[oid] = ("@", name, i)
            o = game.objs[oid]
            row.append((o.card.code, o.owner, o.controller, o.tapped, o.damage, o.marks,
                        tuple(sorted((o.counters or {}).items()))))
        zones.append((name, tuple(row)))
    v = game.vars
    vs = tuple((k, _canon(v[k], ids) if k in _ID_VARS else repr(v[k])) for k in sorted(v) if k not in _SKIP)
    pvs = tuple(tuple((k, _canon(pv[k], ids) if k in _ID_VARS else repr(pv[k])) for k in sorted(pv))
                for pv in game.pvars)
    stack = tuple(_canon(tuple(it), ids) for it in game.stack)
    pending = tuple(_canon(tuple(t), ids) for t in game.pending)
    effects = tuple(_canon((e.layer, e.op, e.value, e.source, e.targets, e.until, e.controller), ids)
                    for e in game.effects)
    procs = tuple(p[0] for p in game.procs)
    raw = repr((zones, vs, pvs, stack, pending, effects, procs))
    return hashlib.blake2b(raw.encode(), digest_size=10).hexdigest()


def _choices(game: Game) -> int:
    """How many decisions were taken through `Game.apply` (with `auto_forced`, only those with
    more than one option); -1 if the game keeps no history."""
    h = game.history
    return -1 if h is None else len(h)


def _draw(game: Game, why: str) -> None:
    from .sba import end_game

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
    return without_prohibited(game, p, _play_options(game, p))


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
        break
    if seen and seen[-1][0] == fp and seen[-1][1] == p and seen[-1][3] == acts:
        return opts     # the same point again with no action taken (a play rewound, 422): no new record
    v["loop_seen"] = seen + ((fp, p, n, acts),)
    v["loop_last"] = fp
    return opts


def perform(game: Game, p: int, option: tuple, passes: int = 0) -> None:
    """play.perform; records who acts (421.2) and takes the loop shortcut ("loop", n)."""
    v = game.vars
    if option[0] == "loop":
        fp = v.get("loop_at")
        first = [o for d, o in v.get("loop_first", ()) if d == fp]
        if first:
            v["loop_barred"] = v.get("loop_barred", ()) + ((fp, first[0]),)
        v["loops"] = v.get("loops", ()) + (("421.2", p, option[1]),)
        game.say(f"421.2: player {p} repeats the loop {option[1]} time(s)")
        return
    if "loop_step" in v and v["loop_step"][2]:
        if option[0] in ("play", "activate", "unmorph"):
            # counted when the play is complete (play.commit): a rewound play (422) is no action
            v["loop_pending"] = (p, option)
        else:
            record_act(game, p, option)
    _perform(game, p, option, passes)


def record_act(game: Game, p: int, option: tuple) -> None:
    """Player `p` took `option` (421.2: who acts, and what started the loop from this state)."""
    v = game.vars
    acts = list(v.get("loop_acts", (0, 0)))
    acts[p] += 1
    v["loop_acts"] = tuple(acts)
    last = v.get("loop_last")
    if last and not any(d == last for d, _ in v.get("loop_first", ())):
        v["loop_first"] = v.get("loop_first", ()) + ((last, option),)


def play_done(game: Game, completed: bool) -> None:
    """play.commit / play.rewind: count the pending play as an action, or forget it."""
    pending = game.vars.pop("loop_pending", None)
    if pending is not None and completed:
        record_act(game, *pending)
