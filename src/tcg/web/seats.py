"""Who sits where: each seat is a person (with a secret token) or an AI agent.

Only the SHA-256 of a token is stored: the token itself is given once, to whoever creates the
game, inside the seat's link. A connection without a valid token is a spectator.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from ..agents import get_agent

HUMAN = "human"
AGENTS = ("random", "greedy", "mcts")


class SeatError(ValueError):
    """A seat that cannot be taken (an unknown agent, a wrong number of seats)."""


def new_token() -> str:
    return secrets.token_urlsafe(18)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_of(token: str | None, digests: list[str | None]) -> int | None:
    """The seat whose token this is, or None (a spectator) for no token or a wrong one."""
    if not token:
        return None
    d = digest(token)
    for seat, stored in enumerate(digests):
        if stored is not None and hmac.compare_digest(stored, d):
            return seat
    return None


def check_seats(seats: list[str]) -> list[str]:
    """The seats as given, checked: two of them, each "human" or an agent name (with options,
    as `mcts:budget=0.5`); two AIs make a table to watch."""
    if len(seats) != 2:
        raise SeatError(f"a game has two seats, not {len(seats)}")
    for s in seats:
        if s == HUMAN:
            continue
        if s.partition(":")[0] not in AGENTS:
            raise SeatError(f"unknown player {s!r}: a seat is 'human' or one of {', '.join(AGENTS)}")
        try:
            get_agent(s)
        except KeyError as e:
            raise SeatError(str(e.args[0])) from None
    return list(seats)
