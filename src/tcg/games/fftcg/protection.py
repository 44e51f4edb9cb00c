"""Protections a Character gets from `grant` flags: which Summons and abilities may choose it
(11.3.3, 11.6.5, 11.7.5, 11.8.9: an illegal target cannot be chosen) and which cannot dull,
break or return it. "Your opponent's" is the opponent of the protected card's controller."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chars import chars
from .identity import ELEMENTS, elements
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

# flag -> (by Summons, by abilities, only the opponent's)
CHOICE_FLAGS = {
    "cannot_be_chosen_by_opponent_backups": (False, False, True),    # by_backup below
    "cannot_be_chosen": (True, True, False),
    "cannot_be_chosen_by_summons": (True, False, False),
    "cannot_be_chosen_by_abilities": (False, True, False),
    "cannot_be_chosen_by_opponent": (True, True, True),
    "cannot_be_chosen_by_opponent_summons": (True, False, True),
    "cannot_be_chosen_by_opponent_abilities": (False, True, True),
}
# "cannot be chosen by Fire Summons or Fire abilities": by those whose card is of that Element
BY_ELEMENT = {f"cannot_be_chosen_by_{el}": el for el in ELEMENTS}
SHARED = "cannot_be_chosen_by_shared_element"     # "... by Summons or abilities that share its Element"
SHARED_OPP = "cannot_be_chosen_by_opponent_shared_element"      # "... by your opponent's Summons or abilities that ..."
_BY_SOURCE = frozenset(BY_ELEMENT) | {SHARED, SHARED_OPP}
_CHOICE = frozenset(CHOICE_FLAGS) | {"cannot_be_chosen_by_ex_bursts"} | _BY_SOURCE
LANG.values["what"] = (*LANG.values["what"], *sorted(_BY_SOURCE))
MUST = "must_be_chosen_by_opponent"
# the act of a kernel verb -> the flags that shield from it when the opponent's Summon or ability does it
# ("cannot be broken by opposing Summons or abilities that don't deal damage": a break effect, not 12.4.5)
SHIELD_FLAGS = {"dull": frozenset({"cannot_become_dull_by_opponent"}),
                "destroy": frozenset({"cannot_be_broken_by_opponent", "cannot_be_broken_by_opponent_effects"}),
                "return_to_hand": frozenset({"cannot_be_returned_by_opponent"})}


def choosable(game: Game, oid: int, chooser: int, src: int, by_summon: bool, by_ex: bool) -> bool:
    """May a Summon (`by_summon`) or an ability of player `chooser` whose source is `src` choose
    this object?"""
    o = game.objs.get(oid)
    if o is None or not o.zone.startswith("field"):
        return True         # not a Character on the Field: an ability on the stack (stack_choice.py)...
    flags = chars(game, oid).flags
    if flags.isdisjoint(_CHOICE):
        return True
    if by_ex and "cannot_be_chosen_by_ex_bursts" in flags:
        return False
    if not flags.isdisjoint(_BY_SOURCE) and src in game.objs:
        els = elements(game, src)        # the Summon's, or the card's whose ability it is
        shared = not set(els).isdisjoint(elements(game, oid))
        if shared and (SHARED in flags or SHARED_OPP in flags and chooser != game.objs[oid].controller):
            return False
        if any(BY_ELEMENT.get(f) in els for f in flags):
            return False
    opponent = chooser != game.objs[oid].controller
    if opponent and "cannot_be_chosen_by_opponent_backups" in flags and not by_summon \
            and src in game.objs and game.objs[src].card.type == "backup":
        return False
    for f in flags.intersection(CHOICE_FLAGS):
        summons, abilities, only_opponent = CHOICE_FLAGS[f]
        if (summons if by_summon else abilities) and (opponent or not only_opponent):
            return False
    return True


def must_choose(game: Game, cands: list[int], chooser: int) -> list[int]:
    """"Summons or abilities of your opponent must choose X if possible": if such an X is among
    the legal targets, only they may be chosen."""
    forced = [o for o in cands if o in game.objs and MUST in chars(game, o).flags and game.objs[o].controller != chooser]
    return forced or cands


def shielded(game: Game, fr: Any, oid: int, act: str) -> bool:
    """Is the object out of reach of `act` done by the resolving Summon or ability `fr`?"""
    flags = SHIELD_FLAGS.get(act)
    return (flags is not None and fr.controller != game.objs[oid].controller
            and not flags.isdisjoint(chars(game, oid).flags))
