"""Cards played onto the Field whose own auto abilities do not trigger: "search for up to 4
Forwards of cost 2, each of a different Element and play them onto the field. Their
auto-abilities will not trigger." (1-135L Golbez). The verb `play_silently` (`to`, `dull`) puts
the Characters of `to` onto the Field; the auto abilities of those cards do not trigger on that
entry (actions.FfZones.entered); other cards' abilities trigger as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import BOOL, REF
from ...engine.abilities.run import NOTHING, Frame, Res, refs
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

FLAG = "silent_entry"       # game.vars, during the move only (a move onto the Field waits for no decision)


@LANG.verb("play_silently", to=(REF, ...), dull=(BOOL, False))
def play_silently(game: Game, fr: Frame, p: Any) -> Res:
    host = game.rules.ability_host
    ids = [o for o in refs(game, fr, p.to) if game.objs[o].card.is_character]
    if not ids:
        return NOTHING
    lki = tuple(host.lki(game, o) for o in ids)
    game.vars[FLAG] = True
    try:
        return Res(tuple(host.move_by(game, fr, ids, "field", dull=p.dull)), lki)
    finally:
        del game.vars[FLAG]
