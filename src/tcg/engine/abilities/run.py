"""The interpreter: an effect list runs as resumable steps on the game's procedure stack.

A `Frame` says which list is running (card code, ability index, a path into nested lists), the
next effect, and the results bound so far (`as = "name"`), as immutable tuples: a game stopped
on a decision in the middle of an ability clones, saves and resumes like any other. A verb
returns its result, or `SUSPEND` when it waits for a decision and will hand its result to
`done` later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..registry import Registry
from .host import LKI
from .selectors import select

if TYPE_CHECKING:
    from ..state import Game

REG = Registry()
SUSPEND = object()


class Res(NamedTuple):
    """What an effect did: the objects (their new ids once moved), their last-known information
    when they left a zone, and an amount."""

    ids: tuple = ()
    lki: tuple = ()
    n: int = 0


NOTHING = Res()


class Frame(NamedTuple):
    controller: int
    source: int
    code: str
    index: int
    path: tuple          # ("mode", k), ("then", j), ("else", j), ("do", j), ("extra", 0) from the ability
    i: int               # the next effect of the list
    bind: tuple = ()     # ((name, Res), ...)
    x: int = 0           # the X paid
    subject: int = 0     # the object the triggering event was about
    each: int = -1       # each_player: the player whose turn of the loop it is

    @property
    def each_player(self) -> int:
        """Who "each" names: inside each_player the player whose turn of the loop it is, else
        the controller."""
        return self.each if self.each >= 0 else self.controller


def binding(bind: tuple) -> tuple:
    """Bindings as records again after a JSON round trip turned them into plain tuples."""
    if not bind or all(type(r) is Res for _, r in bind):
        return bind
    return tuple((n, Res(tuple(r[0]), tuple(LKI(*x) for x in r[1]), r[2])) for n, r in bind)


def as_frame(fr: tuple) -> Frame:
    """A frame read back from the state (JSON gives plain tuples)."""
    if type(fr) is Frame:
        return fr
    f = Frame(*fr)
    return f._replace(bind=binding(f.bind))


def effects_at(game: Game, fr: Frame) -> tuple:
    """The effect list a frame runs."""
    a = game.rules.ability_host.ability(game, fr.code, fr.index)
    effs = a.effects
    for kind, k in fr.path:
        if kind == "mode":
            effs = a.modes[k]
        elif kind == "extra":
            effs = a.extra_cost
        elif kind == "then":
            effs = effs[k].p.then
        elif kind == "else":
            effs = effs[k].p.else_
        else:
            effs = effs[k].p.effects
    return effs


def start(game: Game, fr: Frame) -> None:
    """Run the frame's list from its effect `fr.i` (pushed: it runs when the caller returns)."""
    game.procs.append(("ab_run", fr))


def nested(game: Game, fr: Frame, kind: str, **kw: Any) -> None:
    """Run the nested list `kind` ("then", "else", "do") of the current effect, then go on."""
    start(game, fr._replace(path=fr.path + ((kind, fr.i),), i=0, **kw))


@REG.step
def ab_run(game: Game, fr: Frame) -> None:
    fr = as_frame(fr)
    effs = effects_at(game, fr)
    i = fr.i
    if i >= len(effs):
        return
    e = effs[i]
    mark = len(game.procs)
    r = e.fn(game, fr, e.p)
    if r is SUSPEND:
        return
    if r is not None and (r.ids or r.n > 0):
        _changed(game)
    nxt = fr._replace(i=i + 1, bind=fr.bind + ((e.as_, r or NOTHING),)) if e.as_ else fr._replace(i=i + 1)
    # the rest of the list runs after whatever the verb scheduled
    game.procs.insert(mark, ("ab_run", nxt))


def done(game: Game, fr: Frame, r: Res, x: int | None = None) -> None:
    """A suspended verb finished with result `r`: bind it and go on with the next effect (`x`:
    the X the verb had the player declare, read by the effects after it: "you may pay {x}. If
    you do so, search for 1 X of cost X or less")."""
    e = effects_at(game, fr)[fr.i]
    if r.ids or r.n > 0:
        _changed(game)
    bind = fr.bind + ((e.as_, r),) if e.as_ else fr.bind
    start(game, fr._replace(i=fr.i + 1, bind=bind) if x is None else fr._replace(i=fr.i + 1, bind=bind, x=x))


def _changed(game: Game) -> None:
    """An effect changed something: counted, so that "you may X. If you do so" knows whether X
    did anything (verbs.may)."""
    game.vars["effects_done"] = game.vars.get("effects_done", 0) + 1


def bound(fr: Frame, name: str) -> Res | None:
    for n, r in fr.bind:
        if n == name:
            return r
    return None


def refs(game: Game, fr: Frame, to: Any) -> list[int]:
    """The objects an effect acts on: "self" (the source, if still there), bound names (those of
    their objects still in the zone they were bound in), or every object a selector finds. Names
    given together that find the same object act on it once ("Choose 1 Forward. Remove it and
    Ghost from the game.", Ghost chosen)."""
    if to == "self":
        return [fr.source] if fr.source in game.objs else []
    if isinstance(to, str):
        r = bound(fr, to)
        return [] if r is None else [o for o in r.ids if o in game.objs]
    if isinstance(to, tuple):
        return list(dict.fromkeys(o for name in to for o in refs(game, fr, name)))
    return select(game, fr, to, game.rules.ability_host)


def player(game: Game, fr: Frame, who: str) -> int:
    if who == "you":
        return fr.controller
    if who == "each":
        return fr.each_player
    if who == "turn_player":
        return game.rules.ability_host.turn_player(game)
    if who == "subject_controller":     # its controller now, or as it last was (LKI)
        r = bound(fr, "subject")
        o = r.ids[0] if r is not None and r.ids else None
        if o in game.objs:
            return game.objs[o].controller
        return next((i.controller for i in r.lki if i.id == o), fr.controller) if r is not None else fr.controller
    return (fr.controller + 1) % len(game.pvars)
