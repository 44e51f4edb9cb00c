"""Warp (Opus XVIII on, not in the v1.0 rulebook; RULINGS.md): "Warp 2 - {f}{1}".

In the hand: the turn player with priority in their Main Phase, the stack empty, may pay the Warp
cost (a special action, not a cast: it does not use the stack); the card is removed from the game
with that many Warp Counters. Removed from the game with Warp Counters: at the beginning of each of
its owner's Main Phase 1, its auto ability removes one; when none is left, it is played onto the
field. The compiled ability (kind `warp`, key `warp` = N, text.py) holds those effects; this
module offers the action, pays for it and triggers the ability.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import counters
from ...engine.abilities.events import Event
from ...engine.abilities.run import Frame
from .actions import fire
from .base import Play, Trigger
from .lang import LANG
from .own_triggers import own
from .payment import ability_cost, feasible

if TYPE_CHECKING:
    from ...engine.state import Game

KIND = "warp"      # the counters' kind, and the ability's


def options(game: Game, p: int) -> list[tuple]:
    """("warp", card) for each card of the hand whose Warp cost can be paid now (called only
    for the turn player in a Main Phase with the stack empty)."""
    out = []
    for oid in game.zones[f"hand{p}"]:
        card = game.objs[oid].card
        if card.warp is not None and feasible(game, p, oid, ability_cost(card, card.warp[1])):
            out.append(("warp", oid))
    return out


def declare(game: Game, p: int, oid: int) -> None:
    card = game.objs[oid].card
    game.push("declare", Play(KIND, p, oid, card.code, card.warp[0], (), ()))


def paid(game: Game, play: Play) -> None:
    """The cost is paid: the card is removed from the game with its Warp Counters."""
    n = game.rules.cards[play.code].ability_at(play.index).rec.get("warp", 0)
    game.event("warp", play.player, play.code)
    new = game.rules.ability_host.move(game, [play.source], "removed")
    for oid in new:
        counters.add(game, oid, KIND, n)
        own(game, oid, Event("warped", oid))       # "When X in your hand is removed from the game due to Warp"


def triggers(game: Game, p: int) -> None:
    """The beginning of player p's Main Phase 1: each of their removed cards with a Warp Counter
    triggers its Warp ability (it removes one)."""
    objs = game.objs
    for oid in game.zones[f"removed{p}"]:
        o = objs[oid]
        if o.card.warp is not None and (o.counters or {}).get(KIND, 0):
            game.pending.append(Trigger(p, oid, o.card.code, o.card.warp[0], oid))


@LANG.verb("warp_in", binds=False)
def warp_in(game: Game, fr: Frame, p: Any) -> None:
    """The last Warp Counter is gone: the card is played onto the field "due to Warp"."""
    game.vars["warping"] = True
    game.rules.ability_host.move(game, [fr.source], "field")
    game.vars["warping"] = False


LANG.events |= {"warp_removed",     # a Warp Counter is removed from a card ("When a Warp Counter is removed from X")
                "warped"}           # a card of the hand is removed from the game by paying its Warp cost


def removed(game: Game, oid: int) -> None:
    """A Warp Counter was removed from `oid`: the abilities of the cards on the Field, and the
    card's own while it is removed from the game ("This effect will trigger only if X is removed
    from the game"), trigger."""
    fire(game, "warp_removed", oid)
    own(game, oid, Event("warp_removed", oid))
