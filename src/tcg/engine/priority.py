"""Priority passing around a LIFO stack, shared by the games that have one.

One round: before a player receives priority, the game's state checks run until nothing
changes, then pending triggered abilities are put on the stack, and repeat (FF 11.1.3, 12.3;
MTG 408.1c, 420.2). The player then acts or passes. When every player has passed in succession,
the top of the stack resolves and the turn player receives priority again (FF 11.1.5, 11.1.7;
MTG 408.1d), or, with an empty stack, the round ends and the procedure that started it goes on.

The game module supplies `check_state(game) -> bool`, `priority_options(game, player)`,
`perform(game, player, option, passes)` (`passes`: the passes made before this action, which a
game that can rewind an abandoned play restores, MTG 422.2), `on_pass(game, player)` (what
passing priority ends, e.g. MTG 502.24a madness; the Ruleset default does nothing), and the
steps `place_triggers` and `resolve_top`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .choice_words import PASS
from .registry import Registry

if TYPE_CHECKING:
    from .state import Game

REG = Registry()


def open_round(game: Game, player: int) -> None:
    """Start a priority round in which `player` receives priority first."""
    game.push("priority", player, 0)


@REG.step
def priority(game: Game, player: int, passes: int) -> None:
    rules = game.rules
    mark = len(game.procs)
    if rules.check_state(game):
        if game.result is None:     # checked again after what the checks scheduled (a move waiting on a choice)
            game.procs.insert(mark, ("priority", player, passes))
        return
    if game.pending:
        game.push("priority", player, 0)
        game.push("place_triggers")
        return
    options = rules.priority_options(game, player)
    if len(options) == 1 and game.auto_forced:
        # a lone option (most often a lone pass) is taken at once, as Game.run takes any forced
        # move, without asking the decision first
        on_priority(game, options[0], player, passes)
        return
    game.ask(player, "priority", options, "on_priority", player, passes)


@REG.handler
def on_priority(game: Game, choice: tuple, player: int, passes: int) -> None:
    if choice == PASS:
        game.rules.on_pass(game, player)
        n = len(game.pvars)
        if passes + 1 >= n:
            if game.stack:
                game.push("priority", game.vars["tp"], 0)
                game.push("resolve_top")
            return
        game.push("priority", (player + 1) % n, passes + 1)
        return
    # After playing something, the player who acted receives priority again (FF 11.3.8).
    game.push("priority", player, 0)
    game.rules.perform(game, player, choice, passes)
