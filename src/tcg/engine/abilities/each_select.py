"""Every player selects, one after the other, and the effects after read all their picks: "Each
player selects 1 Forward he/she controls. All the Forwards that were not selected are put into the
Break Zone." (FFTCG 1-158H). `each_select` (`sel`, `n`, `up_to`): the players in turn order from
the turn player (the order the game's Host gives: FFTCG 11.11.6), each picking `n` of what `sel`
finds for them (`controller` / `owner` = "each": the player picking); it binds every card picked
by every player. `each_player` runs a list once per player, and what one turn of its loop binds
ends with it: here the picks of all are one result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..choice_words import DONE
from .language import BOOL, SEL, Q
from .quantities import value
from .run import REG, SUSPEND, Frame, Res, as_frame, done, effects_at
from .selectors import select
from .verbs import KERNEL

if TYPE_CHECKING:
    from ..state import Game


@KERNEL.verb("each_select", sel=(SEL, ...), n=(Q, 1), up_to=(BOOL, False))
def each_select(game: Game, fr: Frame, p: Any) -> Any:
    players = len(game.pvars)
    first = game.rules.ability_host.turn_player(game)
    game.procs.append(("ab_each_pick", fr, tuple((first + k) % players for k in range(players)), (), 0))
    return SUSPEND


@REG.step
def ab_each_pick(game: Game, fr: Frame, order: tuple, picked: tuple, mine: int) -> None:
    """`order`: the players still to pick, the one picking first; `mine`: how many of `picked`
    are theirs."""
    fr, order, picked = as_frame(fr), tuple(order), tuple(picked)      # plain lists after a JSON round trip
    p = effects_at(game, fr)[fr.i].p
    host = game.rules.ability_host
    while order:
        me = fr._replace(each=order[0])
        n = value(game, me, p.n)
        cands = [o for o in select(game, me, p.sel, host) if o not in picked]
        if mine >= n or not cands:
            order, mine = order[1:], 0
            continue
        if mine + len(cands) <= n and not p.up_to:     # no choice: every one is picked
            picked, mine = picked + tuple(cands), mine + len(cands)
            continue
        opts = tuple(("select", o) for o in cands)
        if p.up_to:
            opts = (DONE,) + opts
        game.ask(order[0], "select", opts, "on_ab_each_pick", fr, order, picked, mine, prompt="select a card")
        return
    done(game, fr, Res(picked))


@REG.handler
def on_ab_each_pick(game: Game, choice: tuple, fr: Frame, order: tuple, picked: tuple, mine: int) -> None:
    if choice == DONE:
        order, mine = order[1:], 0
    else:
        picked, mine = (*picked, choice[1]), mine + 1
    game.procs.append(("ab_each_pick", fr, tuple(order), tuple(picked), mine))
