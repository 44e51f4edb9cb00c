"""The greedy agent: one-ply lookahead on the game module's evaluation.

For each option of its decision it clones a *determinised* copy of the game (never the real
one: see `determinise`), applies the option, lets the action settle and evaluates the result with
`rules.ai.evaluate(game, player)`; it takes the best option, ties broken by its own seeded RNG.

At a quiet decision it never takes an option that leads back to a position it has already
chosen in this turn (`repetition`: free actions that undo each other would go round for ever),
and offered the same options again and again it takes one other than pass a few times at most
(`repetition.Repeats`: a free ability would go on the stack for ever).

"Settle" finishes what the option started, so that the evaluation sees its outcome rather than a
half-made move: while the position is not quiet (something is on the stack or waiting to be, or
the pending decision continues an action: a payment, a target, a party...), the decision is
taken by a cheap policy (each option applied and evaluated for the player who decides, no
further settling, except, where the game asks for it, through what the option itself started:
`through`). A position is quiet when the game's `rules.ai.quiet(game)` says so: by default the
stack and the pending triggers are empty and the decision is one of the game's `quiet_kinds`
(decisions that start something: an action, an attack, a phase's choice; a battle's free timings
are not, so an attack is valued by its outcome); mtg2004 also passes over a priority that offers
only mana abilities.

>>> import tcg
>>> from tcg.agents import get_agent, decide
>>> game = tcg.new_game("fftcg", seed=2)
>>> decide(get_agent("greedy", seed=1), game) in game.decision.options
True
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.state import Decision
from .determinise import determinise
from .protocol import BaseAgent
from .repetition import Repeats, Seen
from .twins import distinct

SETTLE_STEPS = 40
PLAY_ON_STEPS = 60       # most cheap-policy moves to play the rest of a turn on (`play_on`)
THROUGH_STEPS = 8        # most cheap-policy moves to finish what one option started (`through`)


def quiet(game: Any) -> bool:
    """Is the position stable enough to evaluate? (`GameAI.quiet`: by default a decision of
    the game's `quiet_kinds` with nothing on the stack or pending.)"""
    return game.rules.ai.quiet(game)


CANCEL = ("cancel",)


def choices(options: tuple) -> tuple:
    """The options a search considers: all but a "cancel" that rewinds a half-made action (it
    leads back to a position already valued, and choosing it again and again never ends)."""
    if len(options) > 1 and CANCEL in options:
        return tuple(o for o in options if o != CANCEL)
    return options


def cheap_choice(game: Any) -> Any:
    """The option that evaluates best for the player who decides, one ply, no settling;
    ties go to the first option (a 'pass' or 'done' usually comes first); of options that differ
    only by twin objects, the first (`twins`)."""
    return cheapest(game)[0]


def idle(d: Decision, after: Any, value: float, base: float) -> bool:
    """Is the option of decision `d` that led to `after` (valued `value` by the player who
    decides; the position decided in valued `base`) idle? It is when it neither adds to the
    evaluation nor takes the game further: the same player is asked the same kind of decision
    again. A weiss character moved to another free stage position is; so is a card returned at
    a mulligan."""
    e = after.decision
    return after.result is None and e is not None and e.kind == d.kind and e.player == d.player \
        and value <= base + 1e-12


def goes_on(d: Decision, after: Any) -> bool:
    """Does `after` ask the player of decision `d` to go on with what its option started: a
    decision of another kind that is not quiet (a payment, a target, a cost's choice)?"""
    e = after.decision
    return after.result is None and e is not None and e.player == d.player and e.kind != d.kind \
        and not quiet(after)


def through(game: Any, d: Decision, steps: int = THROUGH_STEPS) -> Any:
    """The position once the cheap policy, itself not looking through, has finished what an
    option of decision `d` started (`goes_on`), at most `steps` moves. As with `settle`, use the
    returned game."""
    for _ in range(steps):
        if not goes_on(d, game):
            break
        game = step(game, look=False)[1]
    return game


def cheapest(game: Any, base: float | None = None, look: bool = True) -> tuple[Any, Any]:
    """`cheap_choice` and the copy of `game` it was applied to and valued on (None if it was the
    only option left once twins are merged). Going on with that copy is playing the cheap policy
    on: `evaluate` changes nothing that play reads later. Given `base` (the value of `game` to
    the player who decides), idle options are never chosen while another is left.

    Where the game asks for it (`GameAI.look_through`) and `look` is true, an option that
    leaves the evaluation as it was and asks the same player to go on (`goes_on`: a combo that
    asks for its payment) is valued once the cheap policy has finished it (`through`), and the
    copy returned is the finished one. Valued as it stood, it tied with passing and the first
    of the two was taken: dbs lists passing last, so the cheap policy spent a card on every
    combo whose cost left a choice (greedy settling that way lost 76 of 200 dbscg games to
    greedy settling through; docs/agents.md, version 10)."""
    d = game.decision
    opts = distinct(game, choices(d.options))
    if len(opts) == 1:
        return opts[0], None
    evaluate = game.rules.ai.evaluate
    look = look and game.rules.ai.look_through
    best, best_g, best_v = opts[0], None, -2.0
    here = None                      # the value of `game` itself, computed when first needed
    for o in opts:
        g = game.clone()
        g.apply(o)
        v = evaluate(g, d.player)
        if look and goes_on(d, g):
            if here is None:
                here = evaluate(game, d.player)
            if abs(v - here) <= 1e-12:
                g = through(g, d)
                v = evaluate(g, d.player)
        if v > best_v and (base is None or not idle(d, g, v, base)):
            best, best_g, best_v = o, g, v
    return best, best_g


def step(game: Any, base: float | None = None, look: bool = True) -> tuple[Any, Any]:
    """The cheap policy's choice and the position after it: the copy it was valued on, or
    `game` itself with the choice applied if it was the only option (`base`, `look`: as for
    `cheapest`)."""
    o, after = cheapest(game, base, look)
    if after is None:
        game.apply(o)
        return o, game
    return o, after


def settle(game: Any, steps: int = SETTLE_STEPS) -> Any:
    """The position once the cheap policy has played from `game` until it is quiet. `game` may be
    left part of the way there (the cheap policy goes on with copies): use the returned game."""
    for _ in range(steps):
        if game.result is not None or quiet(game):
            break
        game = step(game)[1]
    return game


def play_on(game: Any, player: int, steps: int = PLAY_ON_STEPS) -> Any:
    """The position once the cheap policy has played on from `game` until the turn ends or
    `player`'s opponent has a quiet decision (`GameAI.turn_horizon`): the rest of what `player`
    would do this turn, or nothing if it is the opponent who is to act. At `player`'s quiet
    decisions the cheap policy takes no idle option (`idle`): weiss characters moved from one
    free stage position to the next took every play_on to its move limit. As with `settle`, use
    the returned game."""
    turn = game.vars.get("turn")
    evaluate = game.rules.ai.evaluate
    for _ in range(steps):
        if game.result is not None or game.vars.get("turn") != turn:
            break
        if not quiet(game):
            game = step(game)[1]
        elif game.decision.player != player:
            break
        else:
            game = step(game, evaluate(game, player))[1]
    return game


def option_values(game: Any, player: int, settle_steps: int = SETTLE_STEPS,
                  outcomes: list | None = None, horizon: bool = False,
                  options: tuple | None = None) -> list[float]:
    """The value for `player` of each of `options` (legal options of the pending decision of
    `game`; by default `choices(game.decision.options)`), in their order; `game` is one the caller
    may search (a determinised copy). The settled games are appended to `outcomes` if it is
    given. With `horizon`, each is valued after `play_on` (a copy: the outcomes stay settled
    positions)."""
    evaluate = game.rules.ai.evaluate
    out = []
    for o in choices(game.decision.options) if options is None else options:
        g = game.clone()
        g.apply(o)
        g = settle(g, settle_steps)
        if outcomes is not None:
            outcomes.append(g)
        if horizon:
            g = play_on(g.clone() if outcomes is not None else g, player)
        out.append(evaluate(g, player))
    return out


class GreedyAgent(BaseAgent):
    """One-ply lookahead on a determinised copy of the game (needs the game: `needs_game`)."""

    name = "greedy"
    needs_view = False
    needs_game = True

    def __init__(self, seed: int = 0, settle: int = SETTLE_STEPS):
        self.rng = random.Random(seed)
        self.settle = int(settle)
        self.seen = Seen()
        self.repeats = Repeats()

    def choose_game(self, game: Any, player: int) -> Any:
        d = game.decision
        o = self._choose(game, player, self.repeats.keep(d, choices(d.options)))
        self.repeats.took(d, o)
        return o

    def _choose(self, game: Any, player: int, options: tuple) -> Any:
        if len(options) == 1:
            return options[0]
        g = determinise(game, player, self.rng)
        major = quiet(game)
        outcomes: list | None = [] if major else None
        values = option_values(g, player, self.settle, outcomes, options=options)
        if major:
            self.seen.enter(game, player)
        left = list(range(len(options)))
        while True:
            top = max(values[i] for i in left)
            best = [i for i in left if values[i] >= top - 1e-12]
            i = best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]
            # never back to a position chosen in already this turn (tcg.agents.repetition)
            if not major or len(left) == 1 or not self.seen.repeats(outcomes[i], player):
                return options[i]
            left.remove(i)
