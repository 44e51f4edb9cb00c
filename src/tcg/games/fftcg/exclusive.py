""""You cannot play Lyse or _Card Name Yda_ while already in control of either Character." (8-139S,
17-081H, 11-054R...): the field ability `exclusive_names` (`card_name` = the other name), read from
the card wherever it is, like `cast_limit` (cards.CardDef.exclusive).

Playing a Character (11.4, from the hand, with its cost or another one: play._options) and the
effect "play 1 X from your hand onto the field" (verbs.play_from_hand) are refused for a card named
either way while its player controls a Character named either way: the card in hand that says it
(you control either Character), or a Character on that player's Field that says it (you control it,
and the card played is either Character)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import game_cards

if TYPE_CHECKING:
    from ...engine.state import Game


def barred(game: Game, p: int, card: Any) -> bool:
    """May player `p` not play `card` now, by an `exclusive_names` ability?"""
    if not _in_game(game):
        return False
    got = game.cache.get(("exclusive_names", p))
    if got is None:     # per state version: the names on `p`'s Field, and those its cards bar
        objs = game.objs
        cards = [objs[o].card for o in game.zones[f"field{p}"]]
        got = game.cache[("exclusive_names", p)] = (frozenset(n for c in cards for n in c.names),
                                                      frozenset(n for c in cards for n in c.exclusive))
    names, bars = got
    return bool(card.exclusive and not card.exclusive.isdisjoint(names) or bars and not bars.isdisjoint(card.names))


def _in_game(game: Game) -> bool:
    """Does a card of this game say it? Most games hold none, and the options ask for every
    Character in hand: kept like base.game_cards with the number of objects."""
    n = len(game.objs)
    m = game.memo.get("exclusive")
    if m is None or m[0] != n:
        m = game.memo["exclusive"] = (n, any(c.exclusive for c in game_cards(game)))
    return m[1]
