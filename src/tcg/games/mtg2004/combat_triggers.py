"""The resolution of the keyword triggers of combat (kind "combat_trigger", what in `assign`):
flanking (502.3a), rampage (502.12b) and provoke (502.29). combat.py puts them on the stack;
they resolve through play.resolve_top and combat_damage.resolve_damage like the combat damage
object."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import Effect
from . import protection
from .base import REG, StackItem
from .chars import chars

if TYPE_CHECKING:
    from ...engine.state import Game


def resolve_combat_trigger(game: Game, item: StackItem) -> None:
    """Resolve flanking, rampage or provoke (kind "combat_trigger", what in `assign`)."""
    what = item.assign
    src = item.source
    if what[0] == "flanking":
        b = what[1]
        if b in game.objs and game.objs[b].zone == "play":    # 502.3a: -1/-1 until end of turn
            game.effects.append(Effect(game.tick(), 6, "pt", (-1, -1), src, (b,), "end_of_turn", item.controller))
            game.cache.clear()
    elif what[0] == "rampage":
        if src in game.objs and game.objs[src].zone == "play":
            # 502.12b: the bonus is counted once, as the ability resolves.
            n = what[1] * max(sum(1 for _, a in game.vars.get("blocks", ()) if a == src) - 1, 0)
            if n:
                game.effects.append(Effect(game.tick(), 6, "pt", (n, n), src, (src,), "end_of_turn", item.controller))
                game.cache.clear()
    elif what[0] == "provoke":
        t = item.targets[0][1]
        if t in game.objs and game.objs[t].zone == "play" and "Creature" in chars(game, t).types \
                and not protection.protected_from(game, t, src):
            game.ask(item.controller, "may", (("yes",), ("no",)), "on_provoke", src, t,
                     prompt="provoke: untap the creature and make it block?")


@REG.handler
def on_provoke(game: Game, choice: tuple, src: int, t: int) -> None:
    if choice == ("yes",) and t in game.objs:
        game.w(t).tapped = False
        game.vars["provoked"] = game.vars.get("provoked", ()) + ((t, src),)
