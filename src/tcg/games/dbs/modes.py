"""'Choose X —' skills (dbs-masters 20-2, dbscg 10-27): the options are the skill's `do` entries
(printed after "・"); the activating player chooses X different options (20-2-3), one at a time,
and they resolve in the order chosen (20-2-2)."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG
from .reading import skill_of

step, handler = REG.step, REG.handler


@step
def choose_modes(game: Game, p: int, src: int, code: str, index: int, back: bool, chosen: tuple) -> None:
    s = skill_of(game, code, index, back)
    n = len(groups(s))
    if len(chosen) >= min(s.choose, n):
        for k in reversed(chosen):
            game.push("do_mode", p, src, code, index, back, k)
        return
    left = tuple(("mode", k) for k in range(n) if k not in chosen)    # 20-2-3: never twice
    game.ask(p, "mode", left, "on_mode", p, src, code, index, back, chosen, prompt="choose an option")


@handler
def on_mode(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool, chosen: tuple) -> None:
    game.push("choose_modes", p, src, code, index, back, chosen + (choice[1],))


def groups(s) -> tuple[tuple[int, int], ...]:
    """The options as ranges of `do` entries: one effect each, or `mode_sizes` effects each (an
    option printed as several sentences: "Remove 7 ... If you do, ..., then ...")."""
    sizes = s.mode_sizes or (1,) * len(s.do)
    out, k = [], 0
    for n in sizes:
        out.append((k, k + n))
        k += n
    return tuple(out)


@step
def do_mode(game: Game, p: int, src: int, code: str, index: int, back: bool, k: int) -> None:
    """One chosen option: its effects alone, in printed order (not the options printed after it)."""
    start, stop = groups(skill_of(game, code, index, back))[k]
    game.push("do", p, src, code, index, back, start, 0, stop)
