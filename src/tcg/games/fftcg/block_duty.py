"""A Forward that must block a given attacker: "choose up to 1 Forward opponent controls. If it is
possible, it must block Lightning this turn" (the verb `must_block`, docs/abilities.md).

Unlike the flag `must_block` (it blocks whatever attacks, if it can), the duty names the
attackers, fixed when the effect resolves (11.12.4.3): the Forward must block when one of them
attacks and it can block (10.1.3.1.3, combat.block_step), and only then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import refs
from ...engine.abilities.language import DURATION, REF
from ...engine.abilities.run import Frame, Res
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

OP = "must_block_of"     # the Effect: its targets must block the attackers in its value


@LANG.verb("must_block", to=(REF, ...), of=(REF, ...), duration=(DURATION, "turn"))
def must_block(game: Game, fr: Frame, p: Any) -> Res:
    attackers = tuple(refs(game, fr, p.of))
    if not attackers:
        return Res()
    return Res(tuple(game.rules.ability_host.lasting(game, fr, OP, attackers, refs(game, fr, p.to), p.duration)))


def bound_to_block(game: Game, attackers: list[int]) -> frozenset[int]:
    """The Forwards an effect says must block one of these attackers."""
    if not game.effects:
        return frozenset()
    return frozenset(t for e in game.effects if e.op == OP and any(a in e.value for a in attackers) for t in e.targets)
