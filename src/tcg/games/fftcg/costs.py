"""FFTCG printed costs: `"{S}{f}{f}{1}{D}"` markup (CARDS.md) and the costs that are effects."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict

CP_LETTER = {"f": "fire", "i": "ice", "w": "wind", "e": "earth", "l": "lightning", "u": "water"}


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ExtraCost(_Strict):
    break_self: bool = False
    dull_backups: int = 0
    discard: int = 0


class CpCost(_Strict):
    """A printed cost: element CP, generic CP, the Dull icon, the Special icon."""

    elements: tuple[tuple[str, int], ...] = ()
    generic: int = 0
    dull: bool = False
    special: bool = False
    x: bool = False        # {x}: a variable amount of generic CP, declared when used (4.5, 11.6.7)

    @property
    def total(self) -> int:
        return self.generic + sum(n for _, n in self.elements)


_COST_TOKEN = re.compile(r"\{([^}]*)\}")


def parse_cost(text: str) -> CpCost:
    """`"{S}{f}{f}{1}{D}"` → CpCost(elements=(("fire", 2),), generic=1, dull=True, special=True)."""
    elements: dict[str, int] = {}
    generic, dull, special, x = 0, False, False, False
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
        else:
            raise ValueError(f"unknown cost symbol {{{tok}}} in {text!r}")
    return CpCost(elements=tuple(sorted(elements.items())), generic=generic, dull=dull, special=special, x=x)


