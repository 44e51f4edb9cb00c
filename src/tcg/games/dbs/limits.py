"""Rule processing for cards over a limit (dbs-masters 21-11): when a situation breaks a limit
such as [Unique]'s "only 1 copy of this card in your Battle Area" (for instance after taking
control of the opponent's copy), it is resolved at once (interrupt processing, 21-11-1): the
controller of the cards keeps one of them and places the others in their owners' Drops (21-11-3)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import relocate
from .after_actions import after
from .base import REG

handler = REG.handler


def over_limit(game: Game, p: int) -> tuple[int, ...]:
    """The [Unique] cards of player `p`'s Battle Area that share a card name with another."""
    objs = game.objs
    seen: dict[str, list[int]] = {}
    for x in game.zones[f"battle{p}"]:
        c = objs[x].card
        if "unique" in c.keywords:
            seen.setdefault(c.name, []).append(x)
    return next((tuple(xs) for xs in seen.values() if len(xs) > 1), ())


@after("check_limits")
def check_limits(game: Game, p: int) -> None:
    """21-11-2/3: player `p` chooses the card to keep among those over the limit."""
    over = over_limit(game, p)
    if over:
        game.ask(p, "keep", tuple(("keep", x) for x in over), "on_keep", p, over,
                 prompt="only 1 copy may stay: which one do you keep?")


@handler
def on_keep(game: Game, choice: tuple, p: int, over: tuple) -> None:
    for x in over:
        if x != choice[1] and x in game.objs:
            relocate(game, x, "drop")
    check_limits(game, p)
