"""Events and the patterns triggers wait for (docs/abilities.md, Triggers).

Everything that happens is an `Event`; an auto ability's `trigger` and a delayed trigger are
`Pattern`s matched against it. A card's part of an event is read while it is still where the
event found it (leave events are matched before the move: last-known information).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .records import Pattern
from .selectors import matches

if TYPE_CHECKING:
    from ..state import Game


class Event(NamedTuple):
    kind: str
    card: int = 0            # the object the event is about (0: none)
    player: int = -1         # the player it is about (a draw, damage to a player, whose phase)
    from_: str = ""          # a zone change: the language's zone names
    to: str = ""
    phase: str = ""
    step: str = ""
    by: str = ""             # what did it: a game's kind of source ("summon", "ability": FFTCG's "chosen")
    other: int = 0           # the second object of the event ("deals damage to a Forward": that Forward)
    cause: int = -1          # the player whose effect caused it ("due to your Summons or abilities")
    origin: int = 0          # the Summon or ability on the stack it came from (0: none): `ORIGIN`
    amount: int = 0          # an amount it carries (the damage received), on `subject`'s binding


class Waiting(NamedTuple):
    """A delayed trigger waiting for its event, as plain data in `vars["delayed"]`: the
    `delayed` effect at `path` of ability `index` of card `code` created it on `turn`."""

    event: str
    controller: int
    source: int
    code: str
    index: int
    path: tuple
    bind: tuple
    turn: int
    x: int = 0


def matches_event(game: Game, pat: Pattern, ev: Event, fr: Any) -> bool:
    """Does `ev` match `pat`, for the ability whose point of view is frame `fr`?"""
    if ev.kind not in pat.events:
        return False
    if pat.alts:
        return any(matches_event(game, a, ev, fr) for a in pat.alts)
    if pat.from_ is not None and pat.from_ != ev.from_:
        return False
    if pat.to is not None and pat.to != ev.to:
        return False
    if pat.phase is not None and pat.phase != ev.phase:
        return False
    if pat.step is not None and pat.step != ev.step:
        return False
    if pat.whose is not None and (ev.player < 0 or (ev.player == fr.controller) != (pat.whose == "you")):
        return False
    if pat.player is not None and (ev.player < 0 or (ev.player == fr.controller) != (pat.player == "you")):
        return False
    if pat.extra and not all(game.rules.ability_host.game_event(game, fr, k, v, ev) for k, v in pat.extra):
        return False
    card = pat.card
    if card is None:
        return True
    if card == "self":
        return ev.card == fr.source
    if isinstance(card, str):      # a bound name: one of the objects bound to it
        return any(ev.card in r.ids for n, r in fr.bind if n == card)
    return ev.card in game.objs and matches(game, fr, card, ev.card, game.rules.ability_host)
