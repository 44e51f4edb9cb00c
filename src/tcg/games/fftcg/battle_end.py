"""What lasts until the end of a battle: "When Vincent attacks or blocks, you may pay {2}. If you
don't pay {2}, Vincent breaks after the attack or the block and doesn't deal any damage" (2-078R;
RULINGS.md). A resolved `grant` with `duration = "battle"` ends when the attack ends
(10.1.4.5, combat.attack_end). Its flags: `deals_no_damage` (the Forward deals no battle damage,
to a Forward nor to a player: combat.py) and `breaks_after_battle` (when the attack ends, it is
broken by that effect's controller, if it is still on the Field)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import expire
from . import actions

if TYPE_CHECKING:
    from ...engine.state import Game

BATTLE = "end_of_battle"      # Effect.until of the duration "battle" (host._until)
NO_DAMAGE, BREAKS = "deals_no_damage", "breaks_after_battle"


def end(game: Game) -> None:
    """The attack ends: the Forwards to break after it are broken, then the battle's effects end."""
    ending = [e for e in game.effects if e.until == BATTLE] if game.effects else ()
    if not ending:
        return
    for e in ending:
        if e.op == "grant" and BREAKS in e.value:
            actions.break_cards(game, list(e.targets), by=e.controller)
    game.effects[:] = expire(game.effects, BATTLE)
    game.cache.clear()
