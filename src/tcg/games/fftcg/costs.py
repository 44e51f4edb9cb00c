"""FFTCG printed costs: `"{S}{f}{f}{1}{D}"` markup (CARDS.md) and the costs that are effects."""

from __future__ import annotations

import re
from typing import NamedTuple

from pydantic import ConfigDict
from pydantic.dataclasses import dataclass

from ...engine.abilities.records import Sel

CP_LETTER = {"f": "fire", "i": "ice", "w": "wind", "e": "earth", "l": "lightning", "u": "water"}
CP_ELEMENTS = frozenset(CP_LETTER.values())     # the Elements CP is of: all but Light and Dark


class ExtraCost(NamedTuple):
    """The costs that are effects (11.3.7 pays them with the CP): the card itself put into the
    Break Zone or removed from the game, N cards of the hand discarded, N active Characters you
    control dulled, N Characters you control put into the Break Zone, the top N cards of your
    deck put into the Break Zone or removed; each `*_sel` is what those cards must be (None: any
    card in hand)."""

    break_self: bool = False
    remove_self: bool = False
    hand_self: bool = False       # "return X to its owner's hand"
    discard_self: bool = False    # "Discard X": the card itself, from the hand (its ability is used there)
    discard: int = 0
    discard_sel: Sel | None = None
    dull: int = 0
    dull_sel: Sel | None = None
    breaks: int = 0
    break_sel: Sel | None = None
    break_zone: str = "break"     # or "removed": "remove 1 Backup from the game" (Characters you control)
    mill: int = 0                 # the top N cards of your deck put into `mill_zone`
    mill_zone: str = "break"
    counters: tuple = ()          # (kind, n): "remove 2 Item Counters from X" (the card itself)
    exiles: int = 0               # "remove 3 cards in the Break Zone from the game": cards of your Break Zone
    exile_sel: Sel | None = None
    hand_exiles: int = 0          # "remove 1 card in your hand from the game": cards of your hand
    hand_exile_sel: Sel | None = None
    dull_as: str = ""             # the names the effects read the Characters dulled / put away as the cost under
    break_as: str = ""
    hand_exile_as: str = ""       # and the cards of the hand removed ("the removed card")


@dataclass(frozen=True, config=ConfigDict(extra="forbid"))     # plain attribute reads (cards.CardDef)
class CpCost:
    """A printed cost: element CP, generic CP, the Dull icon, the Special icon."""

    elements: tuple[tuple[str, int], ...] = ()
    generic: int = 0
    dull: bool = False
    special: bool = False
    x: bool = False        # {x}: a variable amount of generic CP, declared when used (4.5, 11.6.7)
    crystals: int = 0      # {C}: Crystals the player has gained, spent (crystals.py; RULINGS.md)

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.elements)


_COST_TOKEN = re.compile(r"\{([^}]*)\}")


def parse_cost(text: str) -> CpCost:
    """`"{S}{f}{f}{1}{D}"` → CpCost(elements=(("fire", 2),), generic=1, dull=True, special=True);
    `"{C}{D}"` → CpCost(dull=True, crystals=1)."""
    elements: dict[str, int] = {}
    generic, dull, special, x, crystals = 0, False, False, False, 0
    rest = _COST_TOKEN.sub("", text).strip()
    if rest:
        raise ValueError(f"unexpected text {rest!r} in cost {text!r}")
    for tok in _COST_TOKEN.findall(text):
        if tok.isdigit():
            generic += int(tok)
        elif tok in CP_LETTER:
            elements[CP_LETTER[tok]] = elements.get(CP_LETTER[tok], 0) + 1
        elif tok == "D":
            dull = True
        elif tok == "S":
            special = True
        elif tok in ("x", "X"):
            x = True
        elif tok == "C":
            crystals += 1
        else:
            raise ValueError(f"unknown cost symbol {{{tok}}} in {text!r}")
    return CpCost(elements=tuple(sorted(elements.items())), generic=generic, dull=dull, special=special, x=x,
                  crystals=crystals)


