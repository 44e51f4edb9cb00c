"""A game being played on the server: the engine's game, its AI seats, and who is watching.

Every change goes through `choose`, `concede` or `step_agent`, each of which refuses what the
seat may not do with a reason and leaves the game as it was. What a connection is sent is
`present.table` for its seat (None: a spectator) and the log lines it has not seen yet, both
computed from that seat's view only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import present, replay
from ..agents import decide, get_agent
from ..engine.state import IllegalChoice
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
        self.game = replay.resumed(rec.replay_data())[0]
        self.saved = len(rec.choices)
        # Seeded by how far the game is, so an AI resumed after a restart is seeded as well.
        self.agents = {seat: get_agent(spec, seed=rec.seed * 2 + seat + self.saved)
                       for seat, spec in enumerate(rec.seats) if spec != HUMAN}
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
        try:
            g.apply(index)
        except IllegalChoice as e:
            return str(e)
        return None

    def concede(self, seat: int | None) -> str | None:
        if seat is None:
            return "spectators cannot concede"
        if self.game.over:
            return "the game is over"
        self.game.concede(seat)
        return None

    def agent_to_move(self) -> Any:
        """The AI agent that must answer the pending decision, or None (a person's turn, or over)."""
        d = self.game.decision
        return None if d is None else self.agents.get(d.player)

    def step_agent(self, agent: Any) -> None:
        """Let `agent` answer the pending decision (blocking: run a slow agent in a thread)."""
        self.game.apply(decide(agent, self.game))

    def save(self) -> None:
        """Store the choices made since the last save (and the result once over)."""
        history = self.game.history
        if len(history) == self.saved and not (self.game.over and self.rec.result is None):
            return
        res = self.game.result
        result = None if res is None else {"winner": res.winner, "reason": res.reason}
        self.store.append(self.rec.id, self.saved, history[self.saved:], result)
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
        return {"type": "table", "id": self.rec.id, "seq": self.seq, "seat": w.seat, "seats": self.rec.seats,
                "table": table, "cards": new, "log": lines}


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
