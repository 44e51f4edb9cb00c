"""Layer 3: text-changing effects (418.6). An effect `Effect(ts, 3, "text", (old, new), ...)`
replaces every instance of a colour word or a basic land type word, used as such (418.6a), in the
text of the permanent it affects: its printed keywords (protection from [colour], [land]walk), its
static abilities (the filters of what they affect and count, "is an Island") and the subjects of
its triggered abilities. Abilities granted by other effects are not its text (418.6b). The
`change_text` verb asks which word to replace and by which (Mind Bend)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import Effect
from .base import REG
from .chars import card_of
from .text_changes import COLOR_WORDS, LAND_WORDS, WORDS
from .verbs import Ctx, objects, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game

def words_in(card) -> list[str]:
    """The colour words and basic land types used as such in a card's text."""
    found: list[str] = []

    def add(w: str) -> None:
        if w in WORDS and w not in found:
            found.append(w)

    names = {v: k for k, v in COLOR_WORDS.items()}
    for kw in card.keywords:
        if kw.startswith("protection_from_"):
            add(kw[16:])
        elif kw.endswith("walk"):
            add(kw[:-4])
    filters = [s.what for s in card.statics] + [c.what for s in card.statics for c in (s.per, s.set_count) if c]
    filters += [card.abilities[i].subject for i in card.triggers]
    for f in filters:
        if f is not None:
            for c in f.color + f.not_color:
                add(names[c])
            for t in f.subtype:
                add(t.lower())
    for s in card.statics:
        if s.land_type:
            add(s.land_type.lower())
        for c in s.color:
            add(names[c])
        for kw in s.grant + s.lose:
            if kw.startswith("protection_from_"):
                add(kw[16:])
            elif kw.endswith("walk"):
                add(kw[:-4])
    return found


@verb("change_text", reads=("to", "what"))
def _change_text(game: Game, ctx: Ctx, step) -> None:
    """"Change the text of target permanent by replacing all instances of one colour word with
    another or one basic land type with another" (418.6): the controller chooses on resolution."""
    for oid in objects(recipients(game, ctx, step), game):
        old = words_in(card_of(game, oid))
        if old:
            game.ask(ctx.controller, "text_word", tuple(("word", w) for w in old), "on_text_old", oid,
                     ctx.source, ctx.controller, prompt="replace which word?")
        return


@REG.handler
def on_text_old(game: Game, choice: tuple, oid: int, source: int, p: int) -> None:
    old = choice[1]
    group = tuple(COLOR_WORDS) if old in COLOR_WORDS else LAND_WORDS
    game.ask(p, "text_word", tuple(("word", w) for w in group if w != old), "on_text_new", oid, source, p, old,
             prompt=f"replace {old} with?")


@REG.handler
def on_text_new(game: Game, choice: tuple, oid: int, source: int, p: int, old: str) -> None:
    if oid in game.objs and game.objs[oid].zone == "play":
        game.effects.append(Effect(game.tick(), 3, "text", (old, choice[1]), source, (oid,), "", p))
        game.cache.clear()
