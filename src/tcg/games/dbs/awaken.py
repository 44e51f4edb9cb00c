"""Leader awakening: [Awaken] (dbscg 10-2, masters 22-2)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, draw
from .base import AWAKENED, REG
from .reading import leader

step = REG.step


def awaken_options(game: Game, p: int) -> list:
    """[Awaken]: when your life is at N or less (dbscg 10-2, masters 22-2)."""
    lid = leader(game, p)
    o = game.objs[lid]
    a = o.card.awaken
    if a and not o.marks & AWAKENED and len(game.zones[f"life{p}"]) <= a.life_le:
        return [("awaken", lid)]
    return []


@step
def do_awaken(game: Game, p: int, lid: int) -> None:
    """Draw, then flip: the same card keeps orientation and power effects (dbscg 10-2-3..5)."""
    o = game.objs[lid]
    draw(game, p, o.card.awaken.draw)
    if o.card.awaken.ready_energy:
        # "You may choose up to N of your energy, switch them to Active Mode"
        game.push("choose", p, lid, "ready_energy", o.card.awaken.ready_energy, 99, False, "turn", 0, ("upto",))
    game.w(lid).marks |= AWAKENED
    # masters 21-10-2 / 21-10-2-1: the flipped Leader keeps its position and power effects only
    game.effects = [e for e in game.effects if e.op == "power" or lid not in e.targets]
    for x in game.zones[f"battle{p}"]:
        add_triggers(game, x, "leader_awakens")     # "When your Leader Card activates [Awaken] or [Wish]"
