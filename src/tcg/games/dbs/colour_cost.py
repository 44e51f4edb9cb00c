"""Skill costs paid by placing cards of the indicated colours from the hand in the Drop: [Aegis X/Y]
(dbscg 10-33-1, masters 22-30-3) and [Revive X/Y] (dbscg 10-37-1, masters 22-34-3), "one or more
cards whose original colours match X and Y". A card meets every open requirement of a colour it has,
once per colour: a blue-yellow multicoloured card alone pays "blue and yellow", as do a blue card and
a yellow card (22-30-3 gives both examples; RULINGS D92, D96); two blue requirements need two cards."""

from __future__ import annotations

from ...engine.state import Game
from .actions import relocate
from .base import REG

step, handler = REG.step, REG.handler


def payable(game: Game, p: int, colors: tuple[str, ...], exclude: int = 0) -> bool:
    """Whether the hand of `p` (without `exclude`) can meet `colors`. A card gives each of its
    colours once, so each colour is counted on its own: N requirements of a colour need N cards
    having it."""
    objs = game.objs
    hand = [objs[h].card.color for h in game.zones[f"hand{p}"] if h != exclude]
    return all(sum(1 for cs in hand if c in cs) >= colors.count(c) for c in set(colors))


@step
def colour_cost(game: Game, p: int, colors: tuple[str, ...], exclude: int = 0) -> None:
    """Place the cards one at a time, each meeting at least one requirement still open; every such
    card leaves the rest payable (`payable` counts each colour on its own), so none strands it."""
    if not colors:
        return
    objs = game.objs
    opts = tuple(("discard", h) for h in game.zones[f"hand{p}"]
                 if h != exclude and any(c in colors for c in objs[h].card.color))
    if opts:
        game.ask(p, "cost", opts, "on_colour_cost", p, colors, exclude, prompt="place which card in your Drop?")


@handler
def on_colour_cost(game: Game, choice: tuple, p: int, colors: tuple[str, ...], exclude: int) -> None:
    left = list(colors)
    for c in dict.fromkeys(game.objs[choice[1]].card.color):    # each of its colours once
        if c in left:
            left.remove(c)
    relocate(game, choice[1], "drop")
    game.push("colour_cost", p, tuple(left), exclude)
