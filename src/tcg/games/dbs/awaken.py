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
    if not game.objs[lid].marks & AWAKENED:
        flip(game, lid)
    awaken_triggers(game, p)


def flip(game: Game, lid: int) -> None:
    """A Leader flipped by [Awaken], [Wish] or "flip this card over" is the same card: it keeps its
    orientation and only the effects that change its power (dbscg 10-2-3..5, 10-28-3..5; masters
    10-1-3, 21-10-2 / 21-10-2-1)."""
    o = game.objs.get(lid)
    if o is None or o.zone[:-1] != "leader":
        return
    game.w(lid).marks ^= AWAKENED
    game.effects = [e for e in game.effects if e.op == "power" or lid not in e.targets]


def awaken_triggers(game: Game, p: int) -> None:
    """"When your Leader Card activates [Awaken] or [Wish]"."""
    for x in game.zones[f"battle{p}"]:
        add_triggers(game, x, "leader_awakens")
