"""FFTCG's verb `arrange`: "Look at the top 2 cards of your deck. Return these to the top and/or
bottom of your deck in any order." The owner places the cards `to` names one at a time, each on
top of the deck or at its bottom: the last placed on top is the top card, the last placed at the
bottom the bottom card, so every order is possible. The cards stay in the deck (no zone change)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import SUSPEND, done, refs
from ...engine.abilities.language import REF
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame
from .base import REG
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game


@LANG.verb("arrange", to=(REF, ...))
def arrange(game: Game, fr: Frame, p: Any) -> Any:
    ids = [o for o in refs(game, fr, p.to) if game.objs[o].zone.startswith("deck")]
    if not ids:
        return NOTHING
    return _ask(game, fr, tuple(ids), ())


def _ask(game: Game, fr: Frame, left: tuple, placed: tuple) -> Any:
    owner = game.objs[left[0]].owner
    opts = tuple((where, o) for o in left for where in ("top", "bottom"))
    game.ask(owner, "arrange", opts, "on_arrange", fr, left, placed,
             prompt="put a card on top of your deck or at its bottom")
    return SUSPEND


@REG.handler
def on_arrange(game: Game, choice: tuple, fr: Frame, left: tuple, placed: tuple) -> None:
    where, oid = choice
    deck = game.zones[game.objs[oid].zone]
    deck.remove(oid)
    if where == "top":
        deck.append(oid)        # zone order: bottom first
    else:
        deck.insert(0, oid)
    left = tuple(o for o in left if o != oid)
    placed = (*placed, oid)
    if left:
        _ask(game, as_frame(fr), left, placed)
        return
    done(game, as_frame(fr), Res(placed))
