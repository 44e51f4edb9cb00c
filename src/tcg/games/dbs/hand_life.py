"""Effects that move a player's own cards between the hand, the life and the top of the deck:
"add cards from your life to your hand until you have N life left" (the later [Awaken] wording,
BT18-031's flip) and "place N card(s) from your hand on top of your deck" (BT18-031, BT18-032)."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG
from .moves import move_cards, move_one
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler


@step
def life_to_hand(game: Game, p: int, n: int, frame: int = NO_FRAME) -> None:
    """The life cards are face down and in no order, so which ones go carries no information and
    the engine takes the top ones (as for damage, dbs-masters 3-9-4, RULINGS D32). This is not
    damage (5-10) and nobody loses: N life cards stay."""
    life = game.zones[f"life{p}"]
    if len(life) <= n:
        return
    # one action: "When you add a card from your life to your hand" once (moves.py)
    move_cards(game, life[n:][::-1], "hand")
    report(game, frame)


@step
def hand_to_top(game: Game, p: int, n: int, frame: int = NO_FRAME) -> None:
    """"Place N card(s) from your hand on top of your deck": chosen one at a time, each on top of
    the ones before."""
    hand = game.zones[f"hand{p}"]
    if n <= 0 or not hand:
        return
    game.ask(p, "target", tuple(("top", x) for x in hand), "on_hand_to_top", p, n, frame,
             prompt="place which card on top of your deck?")


@handler
def on_hand_to_top(game: Game, choice: tuple, p: int, n: int, frame: int = NO_FRAME) -> None:
    move_one(game, choice[1], "deck")
    report(game, frame)
    game.push("hand_to_top", p, n - 1, frame)
