"""The one zone-change pipeline (issue 20 item 2): every move of every card goes through it.

    replacement effects → leave hooks (last-known information) → the move → enter hooks

A replacement may change where the cards go, or replace the move away: a replaced move did not
happen and triggers nothing. Each applies at most once to one move, self-replacements first,
then the others one at a time, looked up again after each (engine/replacement.py). When the
game's hooks name a player who chooses (`replacement_chooser`: MTG 419.9a) and several could
apply next, or an optional one ("you may ... instead") could, the move waits: a procedure step
asks that player (the decision "replacement": one option per replacement, its key, and
`DECLINE` when all are optional), and the move is finished after the choice, the loop going on
until none applies. The objects stay where they are meanwhile; the caller gets no new ids. Leave hooks run while the cards are still where they were, so
"when X leaves the field" abilities see them (and each other) as they last were; what they
read there (last-known information) is handed to the enter hooks, which run after the move,
for the triggers that name the new objects. The game's `ZoneHooks` decide what its zones mean
(a card put onto the field enters dull, the log...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from .registry import Registry
from .replacement import Replacement, next_ones

if TYPE_CHECKING:
    from .state import Game


class ZoneMove(NamedTuple):
    """A zone change about to happen: the objects, the destination (a zone name the game's
    `zone_id` resolves for each object), how they arrive, and why they move."""

    oids: tuple
    dest: str
    bottom: bool = False
    dull: bool = False
    controller: int = -1      # the player who controls them on arrival (-1: their owner)
    pos: int | None = None    # where in the destination (None: on top; `bottom` is 0)
    cause: str = ""           # the game's name for why they move, for triggers that depend on it
    host: int = 0             # the object they arrive attached to (an Aura put into play), if any
    shuffle: bool = False     # the destinations are shuffled after the move ("shuffle it into ...")


# The step and handler of a move waiting on a player's choice of replacement: a game whose hooks
# name a chooser includes this registry in its own.
REG = Registry()
DECLINE = ("no_replacement",)     # the option that applies none of the optional replacements offered


class ZoneHooks:
    """What a game does around its moves; the defaults do nothing (the pipeline skips the
    per-object ones a game does not override: moves are hot paths)."""

    replaces = owns_zone_ids = on_arrival = False     # set for each subclass below
    # The destinations whose moves `leaving` / `entered` care about (None: every move); a move
    # elsewhere skips them (most moves, to a hand or a deck, trigger nothing).
    leave_dests: frozenset[str] | None = None
    enter_dests: frozenset[str] | None = None
    # The zone ids whose moves out the hooks care about (None: any). When set, a move is watched
    # if an object leaves one of them or its destination is in `leave_dests` or `enter_dests`
    # (both then sets): a watched move runs every hook, any other is the move alone.
    from_zones: frozenset[str] | None = None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.replaces = cls.replacements is not ZoneHooks.replacements
        cls.owns_zone_ids = cls.zone_id is not ZoneHooks.zone_id
        cls.on_arrival = cls.arrived is not ZoneHooks.arrived

    def replacements(self, game: Game, mv: ZoneMove) -> Sequence[Replacement]:
        """The replacement effects that would apply to the move (the pipeline keeps track of
        those already applied). A replacement a player may be asked about has a key that is a
        tuple of plain values beginning with a word: it is offered as the option."""
        return ()

    def replacement_chooser(self, game: Game, mv: ZoneMove) -> int:
        """Who chooses which of several replacements applies next, and whether an optional one
        does (MTG 419.9a: the affected object's controller, or its owner); -1: nobody, the
        lowest `order` applies, and a game with optional replacements must name someone."""
        return -1

    def replacement_prompt(self, game: Game, mv: ZoneMove) -> str:
        """The question of the decision "replacement", in the game's words."""
        return "which replacement effect applies?"

    def leaving(self, game: Game, mv: ZoneMove) -> Any:
        """Before the move: leave-play triggers read the objects as they are; returns what the
        enter hooks need of it (last-known information), or None."""

    def zone_id(self, game: Game, oid: int, mv: ZoneMove) -> str:
        """The game's zone id an object goes to (default: its controller's `dest` if the move
        names one, else its owner's)."""
        return f"{mv.dest}{game.objs[oid].owner if mv.controller < 0 else mv.controller}"

    def arrived(self, game: Game, old: Any, new: int, mv: ZoneMove) -> None:
        """After one object moved (`old` is the object as it was)."""

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...], lki: Any) -> None:
        """After all moved: enter triggers (`froms`: the zone each came from, in order; `lki`:
        what `leaving` returned)."""


def move_cards(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> list[int]:
    """Run one zone change through the pipeline; returns the new ids (none if replaced away)."""
    if not mv.oids:
        return []
    if hooks.from_zones is not None and not _watched(game, hooks, mv):
        return _bare(game, hooks, mv)
    return _run(game, hooks, mv)


def _run(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> list[int]:
    """The pipeline's steps for a watched move."""
    return _finish(game, hooks, mv, ()) if hooks.replaces else _moved(game, hooks, mv)


def _replaced(game: Game, hooks: ZoneHooks, mv: ZoneMove, reps: Sequence[Replacement],
              applied: tuple) -> ZoneMove | None:
    """The move after its replacements; None if it was replaced away, or waits on a choice (then
    the step `zone_replacement` is pushed: it asks, and finishes the move)."""
    while True:
        todo = next_ones(reps, applied)
        if not todo:
            return mv
        if len(todo) > 1 or todo[0].optional:
            p = hooks.replacement_chooser(game, mv)
            if p >= 0:
                if hooks is not game.rules.zone_hooks:
                    raise RuntimeError("a move waiting on a choice of replacement is finished by the ruleset's zone_hooks")
                game.push("zone_replacement", mv, applied)
                return None
            if todo[0].optional:
                raise RuntimeError(f"an optional replacement of {mv} and nobody to choose it")
        r = min(todo, key=_order)
        applied += (r.key,)
        mv = r.apply(mv)
        if mv is None or not mv.oids:
            return None
        reps = hooks.replacements(game, mv)


def _order(r: Replacement) -> int:
    return r.order


@REG.step
def zone_replacement(game: Game, mv: tuple, applied: tuple) -> None:
    """A move waiting on a choice of replacement: its objects that have not moved meanwhile ask
    the chooser, if a choice is still to be made, and finish the move."""
    hooks = game.rules.zone_hooks
    mv = ZoneMove(*mv)
    objs = game.objs
    mv = mv._replace(oids=tuple(o for o in mv.oids if o in objs))
    if not mv.oids:
        return
    todo = next_ones(hooks.replacements(game, mv), applied)
    p = hooks.replacement_chooser(game, mv)
    if p >= 0 and (len(todo) > 1 or todo and todo[0].optional):
        opts = tuple(r.key for r in todo)
        if all(r.optional for r in todo):
            opts += (DECLINE,)
        game.ask(p, "replacement", opts, "on_zone_replacement", mv, applied,
                 prompt=hooks.replacement_prompt(game, mv))
        return
    _finish(game, hooks, mv, applied)


@REG.handler
def on_zone_replacement(game: Game, choice: tuple, mv: tuple, applied: tuple) -> None:
    """The chosen replacement applies (or, with `DECLINE`, none of the optional ones offered),
    then the others that still do, and the move is made."""
    hooks = game.rules.zone_hooks
    mv = ZoneMove(*mv)
    todo = next_ones(hooks.replacements(game, mv), applied)
    if choice == DECLINE:
        applied += tuple(r.key for r in todo)
    else:
        r = next(r for r in todo if r.key == choice)
        applied += (r.key,)
        mv = r.apply(mv)
        if mv is None or not mv.oids:
            return
    _finish(game, hooks, mv, applied)


def _finish(game: Game, hooks: ZoneHooks, mv: ZoneMove, applied: tuple) -> list[int]:
    """The replacements not yet `applied`, then the move (no ids if replaced away or waiting)."""
    reps = hooks.replacements(game, mv)
    if reps:
        mv = _replaced(game, hooks, mv, reps, applied)
        if mv is None:
            return []
    return _moved(game, hooks, mv)


def _moved(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> list[int]:
    """Leave hooks, the move, enter hooks."""
    fz = hooks.from_zones
    dest = mv.dest
    lki = hooks.leaving(game, mv) if fz is not None or hooks.leave_dests is None or dest in hooks.leave_dests \
        else None
    enters = fz is not None or hooks.enter_dests is None or dest in hooks.enter_dests
    new_ids = []
    froms = []
    pos = 0 if mv.bottom else mv.pos
    ctl = None if mv.controller < 0 else mv.controller
    objs, move = game.objs, game.move
    own_ids, on_arrival = hooks.owns_zone_ids, hooks.on_arrival
    for oid in mv.oids:
        old = objs[oid]
        if enters:
            froms.append(old.zone)
        new = move(oid, hooks.zone_id(game, oid, mv) if own_ids
                   else f"{dest}{old.owner if ctl is None else ctl}", pos, ctl)
        if on_arrival:
            hooks.arrived(game, old, new, mv)
        new_ids.append(new)
    if mv.shuffle:
        _shuffle(game, new_ids)
    if enters:
        hooks.entered(game, new_ids, mv, tuple(froms), lki)
    return new_ids


def _watched(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> bool:
    """Whether a game with `from_zones` watches this move (see ZoneHooks)."""
    if mv.dest in hooks.enter_dests or mv.dest in hooks.leave_dests:
        return True
    fz, objs = hooks.from_zones, game.objs
    for oid in mv.oids:
        if objs[oid].zone in fz:
            return True
    return False


def _bare(game: Game, hooks: ZoneHooks, mv: ZoneMove) -> list[int]:
    """The move alone, for a move no hook watches (to the zone the game's `zone_id` names)."""
    pos = 0 if mv.bottom else mv.pos
    ctl = None if mv.controller < 0 else mv.controller
    zone_id, move = hooks.zone_id, game.move
    new = [move(oid, zone_id(game, oid, mv), pos, ctl) for oid in mv.oids]
    if mv.shuffle:
        _shuffle(game, new)
    return new


def _shuffle(game: Game, new: list[int]) -> None:
    """Shuffle the zones the objects went to, each once, in the order they went."""
    objs = game.objs
    for z in dict.fromkeys(objs[n].zone for n in new):
        game.shuffle(game.zones[z])


def move_one(hooks: ZoneHooks, game: Game, oid: int, dest: str, pos: int | None = None) -> int:
    """One object to its `dest` through the pipeline; returns its new id (0 if replaced away).
    A move none of the hooks watches (no replacements, `dest` outside their destinations, or
    with `from_zones`: from none of those zones) is the move alone, without building the ZoneMove: a game binds its hooks with
    `functools.partial(move_one, HOOKS)`, so its hottest moves cost one frame more than
    `Game.move`."""
    fz = hooks.from_zones
    if fz is not None:
        watched = game.objs[oid].zone in fz or dest in hooks.enter_dests or dest in hooks.leave_dests
    else:
        watched = (hooks.replaces or hooks.on_arrival or hooks.owns_zone_ids
                   or hooks.leave_dests is None or dest in hooks.leave_dests
                   or hooks.enter_dests is None or dest in hooks.enter_dests)
    if watched:
        new = _run(game, hooks, ZoneMove((oid,), dest, pos=pos))
        return new[0] if new else 0
    if hooks.owns_zone_ids:
        return game.move(oid, hooks.zone_id(game, oid, ZoneMove((oid,), dest, pos=pos)), pos)
    return game.move(oid, f"{dest}{game.objs[oid].owner}", pos)
