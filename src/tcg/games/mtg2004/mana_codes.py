"""The mana a permanent's mana abilities offer, from its mana code (CardDef.mana: "G", "GG",
"W|U", "C|U!1", "**"): pool vectors W U B R G C and the damage each choice deals (costs.py pays
with them; mana_triggers.py adds the mana of the triggered mana abilities)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .chars import chars

if TYPE_CHECKING:
    from ...engine.state import Game

MANA = "WUBRGC"


def mana_index(letter: str) -> int:
    """The pool index of a mana symbol: W U B R G, 5 for colourless."""
    return MANA.index(letter)


def options_of(game: Game, oid: int, mana: str) -> tuple:
    """The mana options of permanent `oid` whose mana code is `mana` (several mana or a choice);
    "**": a colour a basic land its controller controls could produce, none without one (406.6)."""
    if mana != "**":
        return mana_options(mana)
    p = game.objs[oid].controller
    letters = sorted({chars(game, x).mana for x in game.zones["play"] if game.objs[x].controller == p
                      and "Basic" in chars(game, x).supertypes and len(chars(game, x).mana) == 1},
                     key=MANA.index)
    return mana_options("|".join(letters)) if letters else ()


@lru_cache(maxsize=256)
def mana_options(mana: str) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The choices a permanent's mana abilities offer (CardDef.mana: "G", "GG", "W|U", "C|U!1"):
    (mana added as a pool vector W U B R G C, damage the ability deals to its controller) each."""
    out = []
    for opt in mana.split("|"):
        letters, _, dmg = opt.partition("!")
        vec = [0] * 6
        for ch in letters:
            vec[MANA.index(ch)] += 1
        out.append((tuple(vec), int(dmg or 0)))
    return tuple(out)
