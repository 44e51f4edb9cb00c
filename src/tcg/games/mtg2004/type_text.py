"""Layer 3 for creature types (418.6a, 418.6c-d): "Change the text of target spell or permanent
by replacing all instances of one creature type with another" (Artificial Evolution).

The effect is the same `Effect(ts, 3, "text", (old, new), ...)` as a colour-word change (text.py),
with creature types written as on a type line ("Goblin" -> "Elf"): they never collide with the
lower-case colour words and land types. It changes every word used as a creature type in the
object's text: the creature types of its type line (chars.py), the filters of its static abilities
("All Goblins get +1/+1") and the subjects of its triggers (text.py), and the creature types of
the tokens its abilities make, which are also their name (418.6c; tokens.py). A token's own type
line is its text too (418.6d). Granted abilities are not its text (418.6b). A permanent spell
keeps the change as it comes into play (213.5: `carry_over`). Not changed yet (RULINGS.md): the
words of target descriptions, costs and effect steps of activated and triggered abilities and
spells ("Return target Zombie card", "non-Zombie creature"), and quantities such as "the number
of Elves in play"; only the words whose change takes effect are offered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import REG
from .cards import CardDef, CardModel
from .chars import card_of
from .choices_and_prohibitions import creature_types
from .move_parts import part
from .targets import spell_card
from .text_changes import changes, creature_word, subtypes
from .verbs import Ctx, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game

NOT_NEW = ("Legend", "Wall")      # "The new creature type can't be Legend or Wall."


def _filters(card):
    for s in card.statics:
        yield s.what
        for c in (s.per, s.set_count):
            if c is not None:
                yield c.what
    for ab in card.abilities:     # what targets, costs and effect steps name is not changed yet
        yield ab.subject


def words_in(card) -> list[str]:
    """The creature types used as such in a card's text, in the order they appear."""
    found: list[str] = []

    def add(w: str) -> None:
        if creature_word(w) and w not in found:
            found.append(w)

    if "Creature" in card.types:
        for w in card.subtypes:
            add(w)
    for f in _filters(card):
        if f is not None:
            for w in f.subtype + f.not_subtype:
                add(w)
    for s in card.statics:
        for w in s.creature_types:
            add(w)
    for ab in card.abilities:
        for st in ab.effect:
            if st.token is not None:
                for w in st.token.creature_types:
                    add(w)
    return found


def _target_object(game: Game, t: tuple) -> int:
    """The object a ("o", permanent) or ("s", spell) target names, if it is still there."""
    kind, x = t
    o = game.objs.get(x)
    if o is None:
        return 0
    if kind == "o" and o.zone == "play" or kind == "s" and o.zone == "stack":
        return x
    return 0


@verb("change_creature_type", reads=("to", "what"))
def _change_creature_type(game: Game, ctx: Ctx, step) -> None:
    """The controller chooses, on resolution, a creature type the text uses, then the new one
    (one of the creature types in the game other than Legend and Wall)."""
    for t in recipients(game, ctx, step):
        x = _target_object(game, t)
        if not x:
            continue
        o = game.objs[x]
        card = card_of(game, x) if o.zone == "play" else next(
            (spell_card(game, it) for it in game.stack if it.id == x), o.card)
        old = [w for w in subtypes(tuple(words_in(card)), changes(game, x))]
        if old:
            game.ask(ctx.controller, "creature_type", tuple(("type", w) for w in old), "on_type_old", x,
                     ctx.source, ctx.controller, prompt="replace which creature type?")
        return


@REG.handler
def on_type_old(game: Game, choice: tuple, x: int, source: int, p: int) -> None:
    old = choice[1]
    new = tuple(t for t in creature_types(game) if t != old and t not in NOT_NEW)
    if new:
        game.ask(p, "creature_type", tuple(("type", t) for t in new), "on_type_new", x, source, p, old,
                 prompt=f"replace {old} with?")


@REG.handler
def on_type_new(game: Game, choice: tuple, x: int, source: int, p: int, old: str) -> None:
    from ...engine.effects import Effect

    o = game.objs.get(x)
    if o is not None and o.zone in ("play", "stack"):
        # No duration: "This effect doesn't end at end of turn."
        game.effects.append(Effect(game.tick(), 3, "text", (old, choice[1]), source, (x,), "", p))
        game.cache.clear()
        game.event("text_change", o.card.code, old, choice[1])


@part("carry_over")
def carry_over(game: Game, old: int, new: int) -> None:
    """213.5: the effects on a permanent spell go on affecting the permanent it becomes."""
    effs = game.effects
    for k, e in enumerate(effs):
        if old in e.targets:
            effs[k] = e._replace(targets=e.targets + (new,))


# ------------------------------------------------------------------------------- tokens
def token_card(cards, card, subs: tuple):
    """The token definition `card` (216.1) with its creature types, and so its name, changed by
    the text changes `subs` of the ability that makes it (418.6c); registered by its code,
    `<token code>=<types>`, so a saved game finds it again (`retyped`)."""
    types = subtypes(card.subtypes, subs)
    if types == card.subtypes:
        return card
    code = f"{card.code}={' '.join(types)}"
    got = cards.tokens.get(code)
    return got if got is not None else retyped(cards, code)


def retyped(cards, code: str):
    """The definition of a token whose creature types a text change replaced: `code` is
    `<token code>=<types>`."""
    base = cards.tokens[code.partition("=")[0]]
    types = code.partition("=")[2]
    line = f"{' '.join(base.types)} - {types}"
    d = CardDef(CardModel(code=code, name=types, type=line, power=base.power, toughness=base.toughness,
                          keywords=tuple(base.keywords)))
    d.colors = base.colors
    d.token = True
    cards.tokens[code] = d
    return d
