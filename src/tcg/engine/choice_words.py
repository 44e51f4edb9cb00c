"""The options every game offers in the same words, as the tuples decisions hold (pass, end,
done, yes, no, none), and the other player of two."""

from __future__ import annotations

PASS = ("pass",)
END = ("end",)
DONE = ("done",)
YES = ("yes",)
NO = ("no",)
NONE = ("none",)


def other(p: int) -> int:
    """The other player of a two-player game."""
    return 1 - p
