"""Protection (502.7): can't be Damaged, Enchanted/Equipped, Blocked or Targeted ("DEBT") by
what has the quality; and the source information these checks read, with last known
information for a source that has left play (310.4b, 402.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .chars import chars
from .combat_vocab import COLOR_WORDS
from .move_parts import part
from .targets import TARGET_RULES
from .zones import ENCHANT_RULES

if TYPE_CHECKING:
    from ...engine.state import Game


class Source(NamedTuple):
    """What a protection or prevention check needs to know about a source (419.8b)."""

    colors: frozenset
    types: tuple
    subtypes: tuple
    controller: int
    keywords: frozenset


LKI_KEEP = 12   # sources remembered after they leave play (enough for one combat damage step)


@part("remember")
def remember(game: Game, oid: int) -> None:
    """Record a permanent's last known information as it leaves play (310.4b, 402.6)."""
    c = chars(game, oid)
    o = game.objs[oid]
    entry = (oid, "".join(sorted(c.colors)), c.types, c.subtypes, o.controller, tuple(sorted(c.keywords)))
    game.vars["lki"] = (game.vars.get("lki", ()) + (entry,))[-LKI_KEEP:]


def source_info(game: Game, oid: int) -> Source | None:
    """The source as it is now (in play: with its continuous effects; elsewhere: the card), or
    as it last existed in play (310.4b)."""
    o = game.objs.get(oid)
    if o is not None:
        if o.zone == "play":
            c = chars(game, oid)
            return Source(c.colors, c.types, c.subtypes, o.controller, c.keywords)
        card = o.card
        return Source(card.colors, card.types, card.subtypes, o.controller, card.keywords)
    for e in reversed(game.vars.get("lki", ())):
        if e[0] == oid:
            return Source(frozenset(e[1]), e[2], e[3], e[4], frozenset(e[5]))
    return None


def _has(quality: str, src: Source) -> bool:
    """Whether the source has the quality named by a protection keyword (502.7a)."""
    if quality in COLOR_WORDS:
        return COLOR_WORDS[quality] in src.colors
    if quality == "artifacts":
        return "Artifact" in src.types
    if quality == "creatures":
        return "Creature" in src.types
    return False


def protected(keywords: frozenset, src: Source | None) -> bool:
    """Whether a permanent with `keywords` has protection from the source (502.7a)."""
    if src is None:
        return False
    for k in keywords:
        if k.startswith("protection_from_") and _has(k[16:], src):
            return True
    return False


def protected_from(game: Game, oid: int, source: int) -> bool:
    """Whether permanent `oid` has protection from object `source` (in play, a spell, a card,
    or a source that has left play)."""
    o = game.objs.get(oid)
    if o is None or o.zone != "play":
        return False
    kws = chars(game, oid).keywords
    if not any(k.startswith("protection_from_") for k in kws):
        return False
    return protected(kws, source_info(game, source))


def targetable(game: Game, spec, oid: int, chooser: int, source: int) -> bool:
    """502.7b: a permanent with protection can't be the target of spells with the quality or of
    abilities from sources with it (a rule of targets.TARGET_RULES)."""
    return not source or not protected_from(game, oid, source)


def may_attach(game: Game, attachment: int, host: int) -> bool:
    """502.7c-d: an Aura (or Equipment) with the quality can't enchant (equip) the permanent; one
    that does falls off at the next state-based check (420.5d, 420.5k; a rule of
    zones.ENCHANT_RULES)."""
    return not protected_from(game, host, attachment)


def register() -> None:
    if targetable not in TARGET_RULES:
        TARGET_RULES.append(targetable)
    if may_attach not in ENCHANT_RULES:
        ENCHANT_RULES.append(may_attach)


register()
