"""Triggered mana abilities (406.1b, 411.3): "Whenever enchanted land is tapped for mana, its
controller adds ..." (`when = "enchanted_tapped_for_mana"`), "Whenever a Forest is tapped for
mana, ..." (`when = "tapped_for_mana"` with a `subject` filter).

They trigger when a mana ability taps the permanent and resolve at once, right after that mana
ability, never on the stack and without waiting for priority (411.3), also while a cost is being
paid (the mana can pay that cost). So the mana a permanent's mana ability makes and the mana its
triggered mana abilities add form one production: `produced` gives the permanent's mana code
(the format of CardDef.mana, read by mana_codes.mana_options) with the triggers' mana added to every
option; a choice a trigger offers ("one mana of any color") is made with the choice of the mana
ability, as the mana is added (406.1). The trigger's effect is its `add_mana` steps; their mana
goes to the pool of the player who tapped the permanent for mana: "its controller"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import text_changes
from .cards import mana_code
from .chars import chars, fmatch, host_of
from .mana_codes import options_of

if TYPE_CHECKING:
    from ...engine.state import Game

WHEN = ("tapped_for_mana", "enchanted_tapped_for_mana")
_ORDER = "WUBRGC"
_OF: dict = {}       # card -> ((ability index, its mana options), ...)


def _mana_triggers(card) -> tuple:
    got = _OF.get(card)
    if got is None:
        out = []
        for i in card.triggers:
            ab = card.abilities[i]
            if ab.when not in WHEN:
                continue
            if not ab.effect or any(st.do != "add_mana" for st in ab.effect):
                raise ValueError(f"card {card.code} ({card.name}): a triggered mana ability (411.3) "
                                 "has only `add_mana` steps")
            opts = [""]
            for st in ab.effect:      # several steps: all their mana, each choice combined
                opts = [o + m for o in opts for m in mana_code(st.mana).split("|")]
            out.append((i, tuple(opts)))
        got = _OF[card] = tuple(out)
    return got


def watching(game: Game) -> tuple:
    """(source, card, ability index, options) of every triggered mana ability in play (per
    state version)."""
    got = game.cache.get("mana_trig")
    if got is None:
        out = []
        for x in game.zones["play"]:
            card = game.objs[x].card
            if card.triggers:
                card = chars(game, x).card          # a copy has the copied card's abilities (503.2)
                out += [(x, card, i, opts) for i, opts in _mana_triggers(card)]
        got = game.cache["mana_trig"] = tuple(out)
    return got


def _applies(game: Game, src: int, card, i: int, oid: int) -> bool:
    ab = card.abilities[i]
    if ab.when == "enchanted_tapped_for_mana":
        return host_of(game, src) == oid
    if ab.other and src == oid:
        return False
    f = ab.subject
    if f is None:
        return True
    f = text_changes.filter_(f, text_changes.changes(game, src))        # its words as changed (418.6)
    return fmatch(f, chars(game, oid), game.objs[oid], game.objs[src].controller)


def _canon(letters: str) -> str:
    return "".join(sorted(letters, key=_ORDER.index))


def produced(game: Game, oid: int) -> str:
    """The mana code of `oid`'s mana abilities with the mana of the triggered mana abilities
    that tapping it for mana would trigger (411.3); its own code when none would."""
    mana = chars(game, oid).mana
    if not mana:
        return mana
    w = watching(game)
    if not w:
        return mana
    extra = [opts for src, card, i, opts in w if _applies(game, src, card, i, oid)]
    if not extra:
        return mana
    if mana == "**":          # 406.6: the colours its basic lands could make, as letters
        base = ["".join(_ORDER[k] * n for k, n in enumerate(vec)) + (f"!{d}" if d else "")
                for vec, d in options_of(game, oid, mana)]
        if not base:
            return ""
    else:
        base = mana.split("|")
    out: list[str] = []
    for b in base:
        letters, bang, dmg = b.partition("!")
        combos = [letters]
        for opts in extra:        # each trigger resolves right after the ability (411.3)
            combos = [c + m for c in combos for m in opts]
        for c in combos:
            code = _canon(c) + bang + dmg
            if code not in out:
                out.append(code)
    return "|".join(out)
