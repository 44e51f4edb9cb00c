"""Game state as plain data, and the loop that runs procedures until a decision is needed.

Everything that can change during a game lives in a `Game`: objects (card instances), zones
(ordered lists of object ids), variables, continuous effects, the stack, pending triggers, the
procedure stack, the pending decision and the RNG state. No closures or generators are kept, so
a game clones cheaply, serialises to JSON and hashes to a stable digest (architecture
principles 1–3, 7–8).

Invariants that keep clone() cheap:
- objects are copy-on-write: read them with `game.objs[oid]`, write only through `game.w(oid)`;
- every value stored in `vars`, `pvars`, procedure arguments, options and effects is immutable
  (numbers, strings, None, tuples of those); lists never appear inside them.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Callable
from typing import Any, NamedTuple

from . import rng as _rng

_GEN = itertools.count(1)


class IllegalChoice(ValueError):
    """An option that the pending decision does not offer. The game is unchanged."""


class Obj:
    """One card instance in one zone visit: a zone change makes a new object (FF 7.4, MTG 217.1c).

    `marks` is a bit set whose meaning each game module defines (frozen, attacked this turn...).
    """

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "tapped", "damage", "marks",
        "counters", "since", "ts", "gen",
    )

    def __init__(self, oid: int, card: Any, owner: int, zone: str, ts: int, since: int, gen: int):
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.damage = 0
        self.marks = 0
        self.counters: dict[str, int] | None = None
        self.since = since
        self.ts = ts
        self.gen = gen

    def _copy(self, gen: int) -> Obj:
        o = Obj.__new__(Obj)
        o.id, o.card, o.owner, o.controller, o.zone = self.id, self.card, self.owner, self.controller, self.zone
        o.tapped, o.damage, o.marks, o.since, o.ts = self.tapped, self.damage, self.marks, self.since, self.ts
        o.counters = None if self.counters is None else dict(self.counters)
        o.gen = gen
        return o

    def to_list(self) -> list:
        return [self.id, self.card.code, self.owner, self.controller, self.zone, self.tapped,
                self.damage, self.marks, self.counters, self.since, self.ts]

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone}>"


_new_obj = object.__new__   # create() builds an Obj field by field: keep it in step with Obj.__init__


class Decision(NamedTuple):
    """What the engine waits for: `player` picks exactly one of `options`.

    `handler` names the function (in the ruleset's handler table) that receives the choice,
    with `args`. Compound choices are asked as a sequence of these (principle 2).
    """

    player: int
    kind: str
    options: tuple
    handler: str
    args: tuple = ()
    prompt: str = ""


_new_decision = tuple.__new__   # Decision(...) without the NamedTuple constructor's Python frame


class Result(NamedTuple):
    """How the game ended: `winner` is None for a draw; `reason` cites the rule."""

    winner: int | None
    reason: str


def _tup(x: Any) -> Any:
    """JSON lists back into the tuples the state uses."""
    if isinstance(x, list):
        return tuple(_tup(v) for v in x)
    return x


class Game:
    """A game in progress. Build one with `tcg.new_game` or a game module's `new_game`."""

    __slots__ = (
        "rules", "objs", "zones", "vars", "pvars", "effects", "stack", "pending", "procs",
        "decision", "rng", "next_id", "ts", "result", "gen", "log", "history", "cache",
        "auto_forced", "memo",
    )

    def __init__(self, rules: Any, players: int, seed: int):
        self.rules = rules
        self.objs: dict[int, Obj] = {}
        self.zones: dict[str, list[int]] = {}
        for name in rules.player_zones:
            for p in range(players):
                self.zones[f"{name}{p}"] = []
        for name in rules.shared_zones:
            self.zones[name] = []
        self.vars: dict[str, Any] = {}
        self.pvars: list[dict[str, Any]] = [{} for _ in range(players)]
        self.effects: list = []   # continuous effects from resolved abilities (immutable tuples)
        self.stack: list = []     # stack items, bottom first (immutable tuples)
        self.pending: list = []   # triggered abilities waiting to be put on the stack
        self.procs: list[tuple] = []
        self.decision: Decision | None = None
        self.rng = _rng.seed_state(seed)
        self.next_id = 1
        self.ts = 0
        self.result: Result | None = None
        self.gen = next(_GEN)
        self.log: list | None = None     # event tuples (event): moves, attacks, damage, the result
        self.history: list | None = []
        self.cache: dict = {}     # derived data of this state version: any write clears it
        # derived data a game module stores with exactly what it was derived from, to reuse it
        # across state versions; a copy starts without it
        self.memo: dict = {}
        self.auto_forced = True

    # ----------------------------------------------------------------- objects and zones
    def w(self, oid: int) -> Obj:
        """The object `oid`, writable (copied first if a clone still shares it)."""
        o = self.objs[oid]
        if o.gen != self.gen:
            o = o._copy(self.gen)
            self.objs[oid] = o
        self.cache.clear()
        return o

    def tick(self) -> int:
        """A new timestamp (MTG 418.5e, FF 11.12.4.10)."""
        self.ts += 1
        return self.ts

    def create(self, card: Any, owner: int, zone: str, pos: int | None = None) -> int:
        oid = self.next_id
        self.next_id = oid + 1
        self.ts += 1                     # tick(), inlined: every zone change passes here
        # Obj(oid, card, owner, zone, self.ts, turn, self.gen) without the __init__ frame
        o = self.objs[oid] = _new_obj(Obj)
        o.id, o.card, o.owner, o.controller, o.zone = oid, card, owner, owner, zone
        o.tapped, o.damage, o.marks, o.counters = False, 0, 0, None
        o.since, o.ts, o.gen = self.vars.get("turn", 0), self.ts, self.gen
        z = self.zones[zone]
        z.append(oid) if pos is None else z.insert(pos, oid)
        self.cache.clear()
        return oid

    def move(self, oid: int, zone: str, pos: int | None = None, controller: int | None = None) -> int:
        """Move an object to `zone` (at `pos`, default on top/end). Returns the new object's id.

        The old object ceases to exist and a new one with a new id and timestamp takes its
        place, without status, damage or counters (FF 7.4, MTG 217.1c). The old object stays
        readable in `objs` only through last known information kept by the caller.
        """
        old = self.objs[oid]
        src = self.zones[old.zone]
        if src and src[-1] == oid:      # the top card (a draw, a payment): no scan of a long deck
            src.pop()
        else:
            src.remove(oid)
        del self.objs[oid]
        new = self.create(old.card, old.owner, zone, pos)
        if controller is not None:
            self.objs[new].controller = controller
        if self.log is not None:
            self.log.append(("move", old.card.code, oid, new, old.zone, zone))
        return new

    def zone(self, name: str, player: int | None = None) -> list[int]:
        return self.zones[name if player is None else f"{name}{player}"]

    # ------------------------------------------------------------------------ randomness
    def random_below(self, n: int) -> int:
        self.rng, v = _rng.below(self.rng, n)
        return v

    def shuffle(self, ids: list[int]) -> None:
        self.rng = _rng.shuffled(self.rng, ids)
        self.cache.clear()

    # --------------------------------------------------------------- procedures, decisions
    def push(self, *step: Any) -> None:
        """Schedule a procedure step (name, *args). Steps run last-pushed first."""
        self.procs.append(step)

    def ask(self, player: int, kind: str, options: tuple, handler: str, *args: Any, prompt: str = "") -> None:
        """Stop the engine on a decision; `handler(game, choice, *args)` continues it."""
        if not options:
            raise RuntimeError(f"decision {kind} for player {player} has no options")
        self.decision = _new_decision(Decision, (player, kind, options, handler, args, prompt))

    def apply(self, choice: Any) -> None:
        """Take `choice` (an option, or its index) for the pending decision and run on.

        An option that is not offered raises IllegalChoice and changes nothing.
        """
        d = self.decision
        if d is None:
            raise IllegalChoice("the game is over: no decision is pending" if self.result
                                else "no decision is pending")
        if isinstance(choice, int) and not isinstance(choice, bool):
            if not 0 <= choice < len(d.options):
                raise IllegalChoice(f"option index {choice} is out of range 0..{len(d.options) - 1} for {d.kind}")
            choice = d.options[choice]     # offered by construction: no search needed
        else:
            if isinstance(choice, list):
                choice = _tup(choice)
            if choice not in d.options:
                raise IllegalChoice(f"{choice!r} is not a legal option for {d.kind} "
                                    f"(player {d.player}); legal: {list(d.options)!r}")
        self.decision = None
        if self.history is not None:
            self.history.append(choice)
        self.rules.handlers[d.handler](self, choice, *d.args)
        self.run()

    def run(self) -> None:
        """Run procedure steps until a decision is pending or the game is over."""
        procs = self.procs
        steps = self.rules.steps
        handlers = self.rules.handlers
        while True:
            while self.decision is None and procs and self.result is None:
                step = procs.pop()
                if len(step) == 1:         # most steps have no arguments: no slice to build
                    steps[step[0]](self)
                else:
                    steps[step[0]](self, *step[1:])
            d = self.decision
            if d is None or self.result is not None:
                if self.result is not None:
                    self.decision = None
                return
            if self.auto_forced and len(d.options) == 1:
                # A forced move is taken for the player (principle 2: every option list exact).
                self.decision = None
                handlers[d.handler](self, d.options[0], *d.args)
                continue
            return

    def concede(self, player: int) -> None:
        """A player may concede at any time and nothing can stop it (FF 2.1, MTG 102.2)."""
        if self.result is None:
            if self.history is not None:
                self.history.append(("concede", player))
            rule = self.rules.concede_rule
            self.end((player + 1) % len(self.pvars), f"{rule + ': ' if rule else ''}player {player} conceded")

    def end(self, winner: int | None, reason: str) -> None:
        if self.result is None:
            self.result = Result(winner, reason)
            self.decision = None
            self.event("end", winner, reason)

    @property
    def over(self) -> bool:
        return self.result is not None

    def event(self, *event: Any) -> None:
        """Append a structured event (kind, ...) to the log when logging is on; `tcg.present`
        words it for each player. Callers on hot paths test `game.log is not None` first."""
        if self.log is not None:
            self.log.append(event)

    def start_log(self) -> None:
        """Keep a log from now on: the events, every card moved among them (Game.move)."""
        if self.log is None:
            self.log = []

    # ------------------------------------------------------------------- copies and text
    def clone(self) -> Game:
        """An independent copy; objects are shared copy-on-write, so this is cheap."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.objs = self.objs.copy()
        self.gen = next(_GEN)
        g.gen = next(_GEN)
        g.zones = {k: v[:] for k, v in self.zones.items()}
        g.vars = self.vars.copy()
        g.pvars = [p.copy() for p in self.pvars]
        g.effects = self.effects[:]
        g.stack = self.stack[:]
        g.pending = self.pending[:]
        g.procs = self.procs[:]
        g.decision = self.decision
        g.rng = self.rng
        g.next_id = self.next_id
        g.ts = self.ts
        g.result = self.result
        g.log = None
        g.history = None if self.history is None else self.history[:]
        g.cache = {}
        g.memo = {}
        g.auto_forced = self.auto_forced
        return g

    def state_dict(self) -> dict:
        """The whole state as JSON-ready data (no history, no log)."""
        d = self.decision
        return {
            "game": self.rules.id,
            "objects": [self.objs[k].to_list() for k in sorted(self.objs)],
            "zones": self.zones,
            "vars": self.vars,
            "pvars": self.pvars,
            "effects": [list(e) for e in self.effects],
            "stack": [list(s) for s in self.stack],
            "pending": [list(t) for t in self.pending],
            "procs": [list(p) for p in self.procs],
            "decision": None if d is None else list(d),
            "rng": self.rng,
            "next_id": self.next_id,
            "ts": self.ts,
            "result": None if self.result is None else list(self.result),
            "auto_forced": self.auto_forced,
        }

    def to_json(self) -> str:
        """Serialise the full state, including history, mid-game and mid-decision."""
        d = self.state_dict()
        d["history"] = self.history
        return json.dumps(d, separators=(",", ":"))

    def state_hash(self) -> str:
        """A stable digest of the state: same seed, decks and choices give the same hash."""
        text = json.dumps(self.state_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()

    @classmethod
    def from_json(cls, text: str | dict, rules: Any) -> Game:
        """The game `to_json` wrote, played by `rules` (the ruleset of the game it names:
        `tcg.load_game` looks it up)."""
        d = json.loads(text) if isinstance(text, str) else text
        if d["game"] != rules.id:
            raise ValueError(f"a saved {d['game']} game cannot be played by the {rules.id} rules")
        g = cls.__new__(cls)
        g.rules = rules
        g.gen = next(_GEN)
        g.objs = {}
        cards = rules.cards
        for oid, code, owner, ctrl, zone, tapped, dmg, marks, counters, since, ts in d["objects"]:
            o = Obj(oid, cards[code], owner, zone, ts, since, g.gen)
            o.controller, o.tapped, o.damage, o.marks = ctrl, tapped, dmg, marks
            o.counters = counters
            g.objs[oid] = o
        g.zones = {k: list(v) for k, v in d["zones"].items()}
        g.vars = {k: _tup(v) for k, v in d["vars"].items()}
        g.pvars = [{k: _tup(v) for k, v in p.items()} for p in d["pvars"]]
        g.effects = [rules.Effect(*_tup(e)) for e in d["effects"]]
        g.stack = [rules.StackItem(*_tup(s)) for s in d["stack"]]
        g.pending = [rules.Trigger(*_tup(t)) for t in d["pending"]]
        g.procs = [_tup(p) for p in d["procs"]]
        g.decision = None if d["decision"] is None else Decision(*_tup(d["decision"]))
        g.rng, g.next_id, g.ts = d["rng"], d["next_id"], d["ts"]
        g.result = None if d["result"] is None else Result(*d["result"])
        g.log = None
        hist = d.get("history")
        g.history = None if hist is None else [_tup(c) for c in hist]
        g.cache = {}
        g.memo = {}
        g.auto_forced = d.get("auto_forced", True)
        return g

    # --------------------------------------------------------------------------- views
    def view(self, player: int) -> dict:
        """What `player` may know (principle 6): see `tcg.engine.views`."""
        from .views import view

        return view(self, player)


Handler = Callable[..., None]
