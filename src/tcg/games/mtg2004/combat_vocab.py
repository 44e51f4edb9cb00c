"""The combat part of the card vocabulary (CARDS.md, Combat): keyword abilities of combat and
protection, and the card-level `combat` table of static rules about attacking, blocking and
damage (attack taxes, prevention and damage replacement statics, graveyard replacement).

Kept apart from cards.py so that the combat rules own their words; cards.py adds
`COMBAT_KEYWORDS` to its keyword list and `CombatText` as the optional `combat` field."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

# 502.7a: "protection from [quality]": a colour, or a card type.
PROTECTIONS = tuple(f"protection_from_{w}" for w in (*COLOR_WORDS, "artifacts", "creatures"))
# 502.6: landwalk names the land type (subtype) or "nonbasic" (a land without the Basic supertype).
LANDWALKS = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
             "mountainwalk": "Mountain", "forestwalk": "Forest", "nonbasic_landwalk": ""}
RAMPAGE = tuple(f"rampage_{n}" for n in range(1, 5))     # 502.12: "Rampage X"

COMBAT_KEYWORDS = (
    "shadow",                     # 502.8
    "horsemanship",               # 502.17
    "flanking",                   # 502.3
    "provoke",                    # 502.29
    "indestructible",             # glossary *Indestructible*
    "cant_attack",                # "can't attack" (a restriction, 500.1)
    "lure",                       # "All creatures able to block [it] do so" (a requirement, 500.1)
    "attacks_each_turn",          # "attacks each turn if able"
    "blocks_each_turn",           # "blocks each turn if able"
    "block_any_number",           # "may block any number of creatures"
    "block_additional",           # "may block an additional creature"
    "unblockable_except_by_two",  # "can't be blocked except by two or more creatures"
    "unblockable_except_by_three",
    "block_as_though_flying",     # "may block as though it had flying"
    "unblockable_except_walls",   # "can't be blocked except by Walls"
    "assign_as_unblocked",        # "You may have X deal its combat damage to defending player as
                                  # though it weren't blocked" (310.2e)
) + PROTECTIONS + tuple(LANDWALKS) + RAMPAGE

_COST = re.compile(r"^(\{[0-9]+\})?$")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Prevent(_Strict):
    """A static prevention effect (419.7): damage that would be dealt `to` someone (and/or `by`
    something) is prevented: all of it (`amount = 0`) or `amount` of it, each time.

    `to`: "you" (the controller), "enchanted", "your_creatures" (optionally only of `subtype`),
    "any"; `by`: "any" or "enchanted"; `source_type`: the source must have this card type
    ("Artifact"); `combat`: only combat damage."""

    to: Literal["any", "you", "enchanted", "your_creatures"] = "you"
    by: Literal["any", "enchanted"] = "any"
    subtype: str = ""
    source_type: str = ""
    amount: int = 0
    combat: bool = False


class CombatText(_Strict):
    """The card's static rules about combat and damage (CARDS.md, Combat)."""

    # "Creatures can't attack you unless their controller pays {2} for each creature he or she
    # controls that's attacking you" (an attack cost, 308.2d).
    attack_tax: str = ""
    # "[This] can't attack unless defending player controls an Island" (a restriction, 500.1).
    attack_if_defender_controls: str = ""
    prevent: tuple[Prevent, ...] = ()
    # "If a source would deal damage ..., it deals double that damage ... instead" (419.6):
    # "all" sources, or creatures "your_creatures" control.
    double_damage: Literal["", "all", "your_creatures"] = ""
    # "If you control a creature, damage that would reduce your life total to less than 1
    # reduces it to 1 instead" (419.6).
    life_floor: bool = False
    # "If [this] would be put into a graveyard from anywhere, ... shuffle it into its owner's
    # library instead" (419.6: a replacement of a zone change, zone_replacements.py; 217.1d).
    graveyard: Literal["", "shuffle_into_library"] = ""
    # "All creatures attack each turn if able" / "All creatures block each turn if able" (500.1).
    all_creatures: tuple[Literal["attacks_each_turn", "blocks_each_turn"], ...] = ()

    @field_validator("attack_tax")
    @classmethod
    def _cost(cls, v: str) -> str:
        if not _COST.match(v):
            raise ValueError(f"attack tax {v!r}: generic mana only, like {{2}}")
        return v
