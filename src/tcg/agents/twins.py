"""Options that differ only by twin objects are one option to a search.

Four copies of a card in the hand, three identical tokens in play: "play X" four times, "attack
with a token" three times over. They lead to the same position (up to which copy moved), so a
search that tries each of them spends its budget three or four times on one move: a third of the
options of a dbscg main phase are such twins. `distinct` keeps the first of each.

Two objects are twins when everything the rules read of them is equal (card, zone, owner,
controller, tapped, damage, marks, counters, and outside the hand the turn they arrived) and
nothing in the game refers to either of them by its id (an effect, a variable, the stack, a step
waiting to run, the pending decision, another object's counters: a card under it): a copy that
an effect changed, or with cards under it, is never merged. The game module says which
positions of its options name objects (`GameAI.option_objects`); games that name none are left
as they are.

>>> import tcg
>>> game = tcg.new_game("fftcg", seed=2)
>>> distinct(game, game.decision.options) == game.decision.options
True
"""

from __future__ import annotations

from collections import Counter
from typing import Any


def distinct(game: Any, options: tuple) -> tuple:
    """`options` without the later of two options that differ only by twin objects, in order."""
    slots = game.rules.ai.option_objects
    if not slots or len(options) < 2:
        return options
    objs = game.objs
    keys: list = []                  # each option with its objects replaced by what the rules read of them
    for o in options:
        pos = slots.get(o[0]) if o and type(o[0]) is str else None
        if not pos:
            keys.append(None)
            continue
        key = list(o)
        for i in pos:
            x = o[i] if i < len(o) else None
            ob = objs.get(x) if type(x) is int else None
            if ob is not None:
                since = None if ob.zone.startswith("hand") else ob.since
                key[i] = (ob.card.code, ob.zone, ob.owner, ob.controller, ob.tapped, ob.damage, ob.marks,
                          tuple(sorted(ob.counters.items())) if ob.counters else (), since)
        keys.append(tuple(key))
    count = Counter(k for k in keys if k is not None)
    if all(n == 1 for n in count.values()):
        return options               # no two alike: nothing to merge, and no need to look for references
    refs = referenced(game)
    out: list = []
    seen: set = set()
    for o, k in zip(options, keys, strict=True):
        if k is not None and count[k] > 1:
            # an object something refers to is itself, not one of twins: its id stays in the key
            k = tuple(x if type(x) is int and x in refs and i in slots[o[0]] else y
                      for i, (x, y) in enumerate(zip(o, k, strict=True)))
            if k in seen:
                continue
            seen.add(k)
        out.append(o)
    return tuple(out) if len(out) < len(options) else options


def referenced(game: Any) -> set[int]:
    """Every int found in the game's effects, variables, stack, pending triggers, waiting steps,
    pending decision and objects' counters: the ids of the objects something refers to (and some
    numbers that are not ids, which only keeps a few twins apart)."""
    out: set[int] = set()
    todo: list = [game.effects, game.vars, game.pvars, game.stack, game.pending, game.procs]
    if game.decision is not None:
        todo.append(game.decision.args)
    todo += [o.counters for o in game.objs.values() if o.counters]
    while todo:
        x = todo.pop()
        t = type(x)
        if t is int:
            out.add(x)
        elif t is str or x is None or t is bool:
            continue                      # the commonest leaves, settled before the slower tests
        elif t is dict:
            todo.extend(x.keys())
            todo.extend(x.values())
        elif isinstance(x, (tuple, list, set, frozenset)):
            todo.extend(x)
        elif hasattr(x, "id") and type(x.id) is int:
            out.add(x.id)                 # an object itself (a last known copy)
    return out
