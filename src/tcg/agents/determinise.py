"""Determinisation: a copy of a game in which what a player cannot know has been made up
(architecture principle 6).

Search agents never look at the real game. Before they search they call
`determinise(game, player, rng)`, which returns a clone where every card hidden from `player`
(in a zone that is neither public nor that player's own private zone: the opponent's hand, both
decks) has been dealt again at random among the hidden positions of the same owner, and whose
RNG has been reseeded from the agent's RNG, so future draws and shuffles are not the real ones.

The sample depends only on what `player` may know: the hidden positions are listed in a fixed
order, the hidden cards of each owner are sorted by card code before they are dealt, and nothing
else of the real game is read. Both decklists are taken as known (each owner's hidden cards are
their cards minus the ones in sight), as in open-decklist play. Cards that the pending
decision shows to its player (a search of their own deck) and cards the rules show to everyone
(`Ruleset.shown`: revealed, or declared and still in the hand) stay where they are.

>>> import random, tcg
>>> game = tcg.new_game("fftcg", seed=3)
>>> g = determinise(game, 0, random.Random(1))
>>> [len(g.zones[z]) for z in ("deck0", "hand1")] == [len(game.zones[z]) for z in ("deck0", "hand1")]
True
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import rng as _rng
from ..engine.views import hidden_zones


def _shown(game: Any, player: int) -> set[int]:
    """Objects the pending decision names to `player` (e.g. cards found by searching a deck)."""
    d = game.decision
    if d is None or d.player != player:
        return set()
    ids = set()
    for opt in d.options:
        for x in opt:
            if isinstance(x, int) and not isinstance(x, bool) and x in game.objs:
                ids.add(x)
    return ids


def determinise(game: Any, player: int, rng: random.Random, keep_history: bool = False) -> Any:
    """A clone of `game` consistent with `game.view(player)`, its hidden cards dealt anew with
    `rng` (a `random.Random`, advanced) and its RNG reseeded from `rng`."""
    g = game.clone()
    if not keep_history:
        g.history = None
    objs = g.objs
    shown = _shown(game, player)
    shown.update(game.rules.shown(game))
    slots: dict[int, list[int]] = {}       # owner -> hidden object ids, in a fixed order
    for key in hidden_zones(g, player):
        for oid in g.zones[key]:
            if oid not in shown:
                slots.setdefault(objs[oid].owner, []).append(oid)
    for owner in sorted(slots):
        ids = slots[owner]
        cards = sorted((objs[oid].card for oid in ids), key=lambda c: c.code)
        rng.shuffle(cards)
        for oid, card in zip(ids, cards, strict=True):
            if objs[oid].card is not card:
                g.w(oid).card = card
    g.rng = _rng.seed_state(rng.getrandbits(63))
    g.cache.clear()
    return g
