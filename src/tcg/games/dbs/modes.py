"""'Choose X —' skills (dbs-masters 20-2, dbscg 10-27): the options are the skill's `do` entries
(printed after "・"); the activating player chooses X different options (20-2-3), one at a time,
and they resolve in the order chosen (20-2-2)."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG

step, handler = REG.step, REG.handler


@step
def choose_modes(game: Game, p: int, src: int, code: str, index: int, back: bool, chosen: tuple) -> None:
    from .skills import skill_of

    s = skill_of(game, code, index, back)
    if len(chosen) >= min(s.choose, len(s.do)):
        for k in reversed(chosen):
            game.push("do_mode", p, src, code, index, back, k)
        return
    left = tuple(("mode", k) for k in range(len(s.do)) if k not in chosen)    # 20-2-3: never twice
    game.ask(p, "mode", left, "on_mode", p, src, code, index, back, chosen, prompt="choose an option")


@handler
def on_mode(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool, chosen: tuple) -> None:
    game.push("choose_modes", p, src, code, index, back, chosen + (choice[1],))


@step
def do_mode(game: Game, p: int, src: int, code: str, index: int, back: bool, k: int) -> None:
    """One chosen option: the skill's effect `k` alone (not the printed ones after it)."""
    game.rules.steps["do"](game, p, src, code, index, back, k)
    nxt = ("do", p, src, code, index, back, k + 1)
    procs = game.procs
    for i in range(len(procs) - 1, -1, -1):     # the continuation `do` pushed first: drop it
        if procs[i] == nxt:
            del procs[i]
            break
