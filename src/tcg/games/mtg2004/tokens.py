"""Tokens (216): definitions made from the `token` tables of the card files, the `token` verb,
and the card table that finds a token's definition by its code (tokens are not cards, 200.1, so
they are not listed among the cards a deck can hold)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CardDef, CardModel, face_down_card
from .text_changes import changes
from .type_text import retyped, token_card
from .verbs import Ctx, amount, players, recipients, verb
from .zones import entered

if TYPE_CHECKING:
    from ...engine.state import Game


class CardTable(dict):
    """The cards by code; a token's definition is found by its code too (`tokens`), so saved
    games and views read tokens like cards, but iterating lists only the cards."""

    tokens: dict

    def __missing__(self, code: str):
        if code == "FACE-DOWN":       # what a copy of a face-down permanent copies (504.2)
            return face_down_card()
        if "=" in code and code not in self.tokens:   # a token retyped by a text change (418.6c)
            return retyped(self, code)
        return self.tokens[code]


def _steps(card):
    for ab in card.abilities:
        yield from ab.effect
        for m in ab.modes:
            yield from m.effect


def build_tokens(cards: dict) -> dict:
    """One definition per (card, token spec): code `<card code>#T<n>`, name its creature types
    (216.1), no mana cost, the colour the card says."""
    out: dict = {}
    by_spec: dict = {}
    for code, card in cards.items():
        n = 0
        for st in _steps(card):
            spec = st.token
            if spec is None or (code, spec) in by_spec:
                continue
            n += 1
            tcode = f"{code}#T{n}"
            d = CardDef(CardModel(code=tcode, name=" ".join(spec.creature_types), type=spec.type_line,
                                  power=spec.power, toughness=spec.toughness, keywords=spec.keywords))
            d.colors = frozenset(spec.color)
            d.token = True
            out[tcode] = d
            by_spec[(code, spec)] = d
    out["__by_spec__"] = by_spec
    return out


def create_token(game: Game, card, player: int) -> int:
    """216.1, 200.4a: the token's owner and controller is the player who puts it into play."""
    oid = game.create(card, player, "play")
    o = game.objs[oid]
    o.since = game.vars.get("turn", 0)
    entered(game, oid)
    return oid


@verb("token", reads=("amount", "to", "token", "what"))
def _token(game: Game, ctx: Ctx, step) -> None:
    """"Put N [P/T colour type] creature tokens into play" under the recipient's control."""
    card = game.rules.cards.tokens["__by_spec__"][(ctx.item.code, step.token)]
    subs = changes(game, ctx.source)
    if subs:        # 418.6c: the creature types (and so the name) as its source's text says now
        card = token_card(game.rules.cards, card, subs)
    n = amount(game, ctx, step)
    who = players(recipients(game, ctx, step)) or [ctx.controller]
    for p in who:
        for _ in range(n):
            create_token(game, card, p)
