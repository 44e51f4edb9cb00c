"""A game being played on the server: the engine's game, its AI seats, and who is watching.

Every change goes through `choose`, `undo`, `concede`, `auto_pass` or `step_agent`, each of
which refuses what the seat may not do with a reason and leaves the game as it was. A person's
seat has an undo trail (`tcg.undo`, as the terminal's) and, in mtg2004, MTGO-like stops
(`tcg.terminal.stops`: the server passes priority for the seat where they say so). What a connection is sent is
`present.table` for its seat (None: a spectator) and the log lines it has not seen yet, both
computed from that seat's view only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import present, replay
from ..agents import decide, get_agent
from ..engine.state import IllegalChoice
from ..terminal.stops import MODES, STEPS, Stops
from ..undo import Trail, noting
from .agent_state import Recall, restore_rngs, rng_states
from .seats import HUMAN
from .store import Record, Store


@dataclass(eq=False)
class Watcher:
    """One connection: its seat (None: a spectator), language and how much log it was sent."""

    send: Any           # an async callable taking the JSON-able message
    seat: int | None
    lang: str = "en"
    log_pos: int = 0
    codes: set = field(default_factory=set)    # the cards whose printed facts it was sent


class Live:
    """A stored game brought to life: its record replayed to the last stored choice."""

    def __init__(self, rec: Record, store: Store):
        self.rec = rec
        self.store = store
        people = [seat for seat, spec in enumerate(rec.seats) if spec == HUMAN]
        self.trails = {seat: Trail(seat) for seat in people}
        self.agents = {seat: get_agent(spec, seed=rec.seed * 2 + seat)
                       for seat, spec in enumerate(rec.seats) if spec != HUMAN}
        restore_rngs(self.agents, rec.agents)      # where its random stream was: as if never stopped
        # While the stored choices are replayed: the undo of a declaration left open, and what an
        # AI remembers (what it took at options offered again; greedy: the positions of this
        # turn), are rebuilt (a restart changes nothing).
        recall, note = Recall(self.agents), noting(list(self.trails.values()))

        def before(game: Any) -> None:
            note(game)
            recall(game)
        self.game = replay.resumed(rec.replay_data(), before=before)[0]
        recall.finish(self.game)
        self.saved = len(rec.choices)
        self.moved: set[int] = set()               # AI seats that chose since the last save
        self.cut = False                           # an undo took back stored choices
        self.stops = {seat: s for seat in people if (s := Stops.for_game(rec.game, seat)) is not None}
        self.delay: float | None = 0.5             # an AI-against-AI table: seconds a move (None: paused)
        self.watchers: set[Watcher] = set()

    @property
    def seq(self) -> int:
        """How many choices were made: names the pending decision, so a stale click is refused."""
        return len(self.game.history)

    def choose(self, seat: int | None, seq: Any, index: Any) -> str | None:
        """Take option `index` of the pending decision for `seat`; the reason when refused."""
        g = self.game
        d = g.decision
        if seat is None:
            return "spectators cannot act"
        if d is None:
            return "the game is over" if g.over else "no decision is pending"
        if self.rec.seats[seat] != HUMAN:
            return f"seat {seat} is played by the {self.rec.seats[seat]} AI"
        if d.player != seat:
            return f"it is player {d.player}'s decision, not yours"
        if seq != self.seq:
            return "that decision was already answered: the table has moved on"
        if not isinstance(index, int) or isinstance(index, bool):
            return f"an option is chosen by its index, not {index!r}"
        return self._apply(index)

    def _apply(self, choice: Any) -> str | None:
        """Answer the pending decision, telling the trails and stops first; the reason if refused."""
        kept = {seat: list(t.back) for seat, t in self.trails.items()}
        for t in self.trails.values():
            t.note(self.game)
        for s in self.stops.values():
            s.note(self.game, choice)
        try:
            self.game.apply(choice)
        except IllegalChoice as e:
            for seat, back in kept.items():
                self.trails[seat].back = back
            return str(e)
        return None

    def undo(self, seat: int | None) -> str | None:
        """Take back the seat's last choice within its payment or declaration (`tcg.undo`)."""
        if seat is None:
            return "spectators cannot undo"
        trail = self.trails.get(seat)
        if trail is None:
            return f"seat {seat} is played by the {self.rec.seats[seat]} AI"
        reason = trail.refusal(self.game)
        if reason:
            return reason
        self.game = trail.undo()
        self.saved = min(self.saved, len(self.game.history))
        self.cut = True             # the stored choices from `saved` on are deleted at the next save
        return None

    def can_undo(self, seat: int | None) -> bool:
        trail = self.trails.get(seat) if seat is not None else None
        return trail is not None and trail.can_undo(self.game)

    def set_stops(self, seat: int | None, msg: dict) -> str | None:
        """`{"type": "stops", "mode": "steps" | "turn" | "something" | "off"}` or
        `{"type": "stops", "toggle": "mine" | "theirs", "step": STEP}` for the seat's MTG stops."""
        stops = self.stops.get(seat) if seat is not None else None
        if stops is None:
            return "stops are for a person's seat in mtg2004"
        mode, toggle, step = msg.get("mode"), msg.get("toggle"), msg.get("step")
        if mode is not None:
            if mode not in MODES:
                return f"unknown stop mode {mode!r}: one of {', '.join(MODES)}"
            stops.set_mode(mode, self.game)
        elif toggle in ("mine", "theirs") and step in STEPS:
            (stops.mine if toggle == "mine" else stops.theirs).symmetric_difference_update({step})
        else:
            return f"send a 'mode' ({', '.join(MODES)}) or a 'toggle' (mine, theirs) with a 'step' ({', '.join(STEPS)})"
        return None

    def auto_pass(self) -> bool:
        """Pass priority for a person whose stops say so; True if it did."""
        d = self.game.decision
        stops = None if d is None or self.game.over else self.stops.get(d.player)
        choice = stops.auto_pass(self.game, d) if stops is not None else None
        return choice is not None and self._apply(choice) is None

    def concede(self, seat: int | None) -> str | None:
        if seat is None:
            return "spectators cannot concede"
        if self.game.over:
            return "the game is over"
        self.game.concede(seat)
        for t in self.trails.values():
            t.forget()
        return None

    @property
    def watched_ais(self) -> bool:
        """An AI-against-AI table: the server plays it at `delay` a move for its spectators."""
        return not self.trails

    def agent_to_move(self) -> Any:
        """The AI agent that must answer the pending decision, or None (a person's turn, or over)."""
        d = self.game.decision
        return None if d is None or self.game.over else self.agents.get(d.player)

    def step_agent(self, agent: Any) -> None:
        """Let `agent` answer the pending decision (blocking: run a slow agent in a thread)."""
        self.moved.add(self.game.decision.player)
        reason = self._apply(decide(agent, self.game))
        if reason:              # an agent's bug: said, never a game stuck in a loop
            raise IllegalChoice(f"the {agent.name} AI chose what the game refuses: {reason}")

    def save(self) -> None:
        """Store the choices made since the last save (and the result once over, and the random
        state of the AIs that chose); after an undo, the choices taken back are deleted."""
        history = self.game.history
        first = self.saved
        if len(history) == first and not self.cut and not (self.game.over and self.rec.result is None):
            return
        res = self.game.result
        result = None if res is None else {"winner": res.winner, "reason": res.reason}
        states = rng_states(self.agents, self.moved)
        self.store.append(self.rec.id, first, history[first:], result, states, self.cut)
        self.moved.clear()
        self.cut = False
        self.saved = len(history)
        self.rec.result = result

    def message(self, w: Watcher, tables: dict) -> dict:
        """What `w` is sent now: its seat's table (kept in `tables` for the other connections of
        the same seat and language), the printed facts of cards it shows for the first time on
        this connection, and the log lines the connection has not seen."""
        key = (w.seat, w.lang)
        if key not in tables:
            table = present.table(self.game, w.seat, w.lang, log_tail=0)
            del table["log"]
            tables[key] = (table, printed_apart(self.game.rules, table))
        table, facts = tables[key]
        new = {code: f for code, f in facts.items() if code not in w.codes}
        w.codes.update(new)
        lines, w.log_pos = present.log_since(self.game, w.seat, w.log_pos, w.lang)
        msg = {"type": "table", "id": self.rec.id, "seq": self.seq, "seat": w.seat, "seats": self.rec.seats,
               "table": table, "cards": new, "log": lines, "undo": self.can_undo(w.seat)}
        stops = self.stops.get(w.seat) if w.seat is not None else None
        if stops is not None:
            msg["stops"] = stops.state()
        if self.watched_ais:
            msg["delay"] = self.delay
        return msg


def printed_apart(rules: Any, table: dict) -> dict:
    """Take out of the table's cards what is as printed (text, cost, type...): a card's printed
    facts are sent once per connection, by code, and the client puts them back. A fact that
    differs now (a pumped power) stays on the card. Returns {code: printed facts}."""
    facts: dict = {}
    zones = [z for p in table["players"] for z in p["zones"]] + table["shared"]
    for z in zones:
        for c in z["cards"]:
            code = c.get("code")
            if code is None or code not in rules.cards:
                continue          # a card face down to this seat
            printed = facts.get(code)
            if printed is None:
                printed = facts[code] = present.card_facts(rules, code)
            for k, v in printed.items():
                if k != "name" and c.get(k, c) == v:
                    del c[k]
    return facts
