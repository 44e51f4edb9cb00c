"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

One tree over the decisions of every player, grown from the searching player's information
set: the hidden cards are sampled (`determinise`), so the search never reads the real game's
hidden cards. An iteration takes one of `samples` determinisations (made as needed, in turn),
walks down the tree with UCT on the options legal in that sample (a child's exploration term
counts the iterations in which it was available), adds one node, settles it (the cheap policy of
`greedy`: what continues an action, a payment, its targets, the stack resolving), and scores the
position with `rules.ai.evaluate(game, player)` for each player who chose on the way down.

Below the root the tree branches only at quiet decisions (`greedy.quiet`: an action, an
attack, a block...); `macro=False` branches on every decision. At the root every option of the
decision asked is searched, but "cancel" options (a half-made action rewound) never are, and
options that differ only by twin objects are one (`twins`).

What makes it stronger than `greedy` with the same evaluation, and fast:
- a prior: each root option starts with `prior` virtual visits worth its greedy value (one-ply
  lookahead and settling) averaged over the first `prior_samples` samples (as many as fit in a
  third of the time budget), the same samples for every option: greedy judges on one deal of the hidden cards, the prior on four (this alone
  took fftcg wind-earth/lightning-water from 52.5% to 70% against greedy), so a short search
  refines a better greedy choice instead of replacing it with noise (with `prior=1` it lost to
  greedy); a move that wins once settled is taken without searching (one that wins only
  when the cheap policy plays the turn on is searched: its defence is not a player's);
- exploration scaled to the spread of the rewards seen (`c` times their standard deviation):
  evaluations differ by a few hundredths between options in one game and by tenths in another;
- the settled position after each edge is kept per sample, so an iteration starts from the
  deepest known position of its sample instead of replaying the path (2-3x more iterations),
  and the settling choices made after an edge are replayed on the other samples;
- a decision that continues an action (not quiet: a payment, a target, an MTG priority that
  offers only mana) gets `minor` of the budget and at most `minor_iterations` per option; a
  forced one (one option) is answered at once; the search stops before an iteration would
  overrun the time budget (at the mean iteration cost so far);
- where every play of a turn adds to the evaluation (`GameAI.turn_horizon`: dbs, weiss), a
  position is valued once the cheap policy has played the searching player's turn on to the
  opponent's next quiet decision (`greedy.play_on`), in the prior and at the leaves: otherwise
  the option searched furthest, with more of the turn's plays made, looked better than its
  siblings for that alone and the search never went back to them (dbscg demigra_black/goku_green
  32.5% -> 52.5%; weiss 58.8% -> 88.8% against greedy);
- with that horizon, an idle option (`greedy.idle`: it neither adds to the evaluation nor takes
  the game further, as a weiss character moved to a free stage position) is chosen only if its
  mean is `idle` more than the best other's: valued after the rest of the turn, such options are
  near ties, and on noise the search moved characters from position to position all turn;
- options that differ only by twin objects (two copies of a card in the hand, identical
  tokens: `twins`) are searched as one, and the cheap policy keeps the copy of the game it
  valued an option on instead of applying that option again (dbscg: 338 -> 561
  iterations/s in benchmarks/agents.py).
- a game may set the defaults of `minor`, `minor_iterations` and `reuse` (`GameAI.search_options`):
  dbs gives a battle's combos the whole budget, and with `reuse` a search starts from the
  subtree the previous one of the turn grew below its choice (dbscg mcts-greedy 45 -> 53 of 80
  games; docs/agents.md, version 9).
The move chosen is the root option of best mean value (prior included) among those searched at
least a quarter as much as the most searched one (an idle one only by the margin above), unless
it leads back to a position already chosen in this turn (`repetition`): then the next one.

Variants tried and measured, then removed because they played worse (docs/agents.md): implicit
minimax backups, leaves played on to the end of the turn on every game (fftcg), random moves
before settling; on dbs, playing on through the opponent's next turn as well.

Budget: `iterations` per decision, or `budget` seconds per decision (default 0.25 s). With an
iteration budget the choice depends only on the view and the seed.

>>> import tcg
>>> from tcg.agents import get_agent, decide
>>> game = tcg.new_game("fftcg", seed=2)
>>> decide(get_agent("mcts", seed=1, iterations=8), game) in game.decision.options
True
"""

from __future__ import annotations

import gc
import math
import random
import time
from typing import Any

from ..engine.state import Decision
from .determinise import determinise
from .greedy import SETTLE_STEPS, choices, idle, option_values, play_on, quiet, settle, step
from .protocol import BaseAgent
from .repetition import Repeats, Seen
from .twins import distinct

DEFAULT_BUDGET = 0.25
# options a game may set otherwise (`GameAI.search_options`): the share of the budget and the
# iterations per option of a decision that is not quiet, and tree reuse between decisions
DEFAULTS = {"minor": 0.3, "minor_iterations": 25, "reuse": False}
VERSION = 11         # bumped when the search changes (benchmarks/strength.py keys its results on it)


class Node:
    """Statistics of one edge (the option that leads here) and the node's children."""

    __slots__ = ("visits", "value", "avail", "children", "plan", "states")

    def __init__(self) -> None:
        self.visits = 0
        self.value = 0.0      # summed rewards, for the player who chose the option leading here
        self.avail = 0        # iterations in which that option was legal
        self.children: dict[Any, Node] = {}
        self.plan: list | None = None          # the settling choices made after this option, replayed
        self.states: dict[int, Any] | None = None   # the settled position here, per sample (read only)


class MCTSAgent(BaseAgent):
    name = "mcts"
    needs_view = False
    needs_game = True

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 c: float = 1.0, settle: int = SETTLE_STEPS, macro: bool = True,
                 prior: float = 10.0, minor: float | None = None, samples: int = 16, prior_samples: int = 4,
                 minor_iterations: int | None = None, idle: float = 0.03, reuse: bool | None = None):
        self.rng = random.Random(seed)
        self.iterations = None if iterations is None else int(iterations)
        self.budget = float(budget) if budget is not None else (None if self.iterations else DEFAULT_BUDGET)
        self.c = float(c)
        self.settle = int(settle)
        self.macro = bool(macro)
        self.prior = float(prior)
        self.samples = int(samples)
        self.prior_samples = max(1, int(prior_samples))
        self.idle = float(idle)
        # options left unset take the game's value (`GameAI.search_options`), else DEFAULTS
        self._given = {k: v for k, v in (("minor", minor), ("minor_iterations", minor_iterations),
                                         ("reuse", reuse)) if v is not None}
        self._tuned_for: Any = None
        self._tune(None)
        # the prior is a whole number of virtual visits: 0 < prior < 1 would make children of
        # no visits, which UCT and the choice divide by
        if self.samples < 0 or not (self.prior == 0 or self.prior >= 1):
            raise ValueError("samples must be >= 0, prior 0 or >= 1")
        self.seen = Seen()           # positions chosen in this turn (no going round in circles)
        self.repeats = Repeats()     # a free ability is not used for ever
        self._tail = 2e-5            # seconds per iteration spent after the loop (running mean)
        self.last_iterations = 0     # iterations of the last search (for benchmarks)
        self._kept: tuple | None = None    # ((turn, player), the chosen option's node) of the last search
        self._horizon: int | None = None   # the searching player, if positions are valued after play_on
        # running sum and sum of squares of the rewards of this search (the exploration scale)
        self._n = 0
        self._s = 0.0
        self._ss = 0.0

    def _tune(self, rules: Any) -> None:
        """Set `minor`, `minor_iterations` and `reuse` for the game of `rules` (None: DEFAULTS)."""
        o = {**DEFAULTS, **(rules.ai.search_options if rules is not None else {}), **self._given}
        self.minor = float(o["minor"])
        self.minor_iterations = max(1, int(o["minor_iterations"]))
        self.reuse = bool(o["reuse"])
        self._tuned_for = rules
        if not 0 < self.minor <= 1:
            raise ValueError("minor must be in (0, 1]")

    # ------------------------------------------------------------------------------ search
    def choose_game(self, game: Any, player: int) -> Any:
        d = game.decision
        # a free ability is used a few times in a row at most (repetition.Repeats)
        options = distinct(game, self.repeats.keep(d, choices(d.options)))
        o = options[0] if len(options) == 1 else self._timed(game, player, options)
        self.repeats.took(d, o)
        return o

    def _timed(self, game: Any, player: int, options: tuple) -> Any:
        start = time.perf_counter()
        collecting = gc.isenabled()
        # The tree holds thousands of positions: a cyclic collection over them took 20-60 ms in
        # the middle of a search (and the budget with it). Reference counting frees the tree;
        # anything cyclic waits for the next collection, after the search.
        gc.disable()
        try:
            return self._search(game, player, options, start)
        finally:
            if collecting:
                gc.enable()

    def _search(self, game: Any, player: int, options: tuple, start: float) -> Any:
        rng = self.rng
        if self._tuned_for is not game.rules:
            self._tune(game.rules)
        major = quiet(game)
        scale = 1.0 if major else self.minor
        limit = None if self.iterations is None else max(1, int(self.iterations * scale))
        if not major:
            # a payment, a target, a priority with nothing to start: a few visits per option do
            cap = self.minor_iterations * len(options)
            limit = cap if limit is None else min(limit, cap)
        deadline = None if self.budget is None else start + self.budget * scale
        root = Node()
        self._n, self._s, self._ss = 0, 0.0, 0.0
        horizon = game.rules.ai.turn_horizon
        self._horizon = player if horizon else None
        samples = [determinise(game, player, rng)]
        after: dict = {}                 # the settled position after each option, on the first sample
        if self.prior > 0:
            outcomes: list = []
            values = option_values(samples[0], player, self.settle, outcomes, horizon, options)   # greedy's values
            after = dict(zip(options, outcomes, strict=True))
            del outcomes                 # (the tree is freed at the end: `after` holds them)
            if max(values) < 1.0 and self.prior_samples > 1:
                # averaged over several samples of the hidden cards, the same for every option;
                # not when the first shows a win: a win once settled is taken below, and one that
                # only `play_on` finds starts the search at 1.0 (version 11 was measured so)
                n = 1
                for _ in range(self.prior_samples - 1):
                    if deadline is not None and (time.perf_counter() - start) * (n + 1) / n > (deadline - start) / 3:
                        break            # the prior takes at most a third of the time budget
                    samples.append(determinise(game, player, rng))    # (the same decision, options)
                    more = option_values(samples[-1], player, self.settle, None, horizon, options)
                    values = [a + b for a, b in zip(values, more, strict=True)]
                    n += 1
                values = [v / n for v in values]
            # a win at once: nothing to search. Only a win once settled: a win found by playing
            # the turn on (`play_on`) is the cheap policy's, whose defence is weaker than a
            # player's; taken without a search, it threw won positions away (docs/agents.md,
            # version 11)
            won = [o for o, v in zip(options, values, strict=True) if v >= 1.0 and after[o].result is not None]
            if won:
                self.last_iterations = 0
                return won[0]
            k = int(self.prior)
            for o, v in zip(options, values, strict=True):
                ch = root.children[o] = Node()
                ch.visits = ch.avail = k
                ch.value = k * v
        if major and self.reuse:
            self._graft(root, game, player, options)
        done = 0
        begin = time.perf_counter()
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None:
                now = time.perf_counter()
                # stop when one more iteration (at the mean cost so far), and what follows the
                # loop (choosing, freeing the tree: per iteration, as measured), would overrun
                if now + (now - begin) / max(done, 1) + self._tail * (done + 1) >= deadline:
                    break
            if self.samples:
                k = done % self.samples
                if k == len(samples):
                    samples.append(determinise(game, player, rng))
                self._iterate(root, samples[k], k, rng)
            else:
                self._iterate(root, samples[0] if done == 0 else determinise(game, player, rng), -1, rng)
            done += 1
        self.last_iterations = done
        end = time.perf_counter()
        ranked = self._ranked(root, options)
        if major and after and self.idle > 0 and horizon:
            self._progress(game.decision, samples[0], player, root, ranked, after)
        choice = ranked[0]
        if major:
            # never back to a position chosen in already this turn (tcg.agents.repetition)
            self.seen.enter(game, player)
            for o in ranked:
                g = after.get(o)
                if g is None:            # (no prior: settle it now)
                    g = samples[0].clone()
                    g.apply(o)
                    g = settle(g, self.settle)
                if not self.seen.repeats(g, player):
                    choice = o
                    break
        if major and self.reuse:
            kept = root.children.get(choice)
            self._kept = ((game.vars.get("turn"), player), kept) if kept is not None else None
        root = samples = after = None   # the tree is freed here, within the time measured
        if done:
            self._tail = 0.5 * self._tail + 0.5 * (time.perf_counter() - end) / done
        return choice

    def _graft(self, root: Node, game: Any, player: int, options: tuple) -> None:
        """Tree reuse: the node of the option this agent chose at its last quiet decision, if that
        was in this turn, holds what the search found below it, where this decision usually is
        (a dbs main phase is a run of them). Its children for today's options are added to the
        root's (visits, values and their subtrees, without the positions kept per sample: the
        samples are new)."""
        kept, self._kept = self._kept, None
        if kept is None or kept[0] != (game.vars.get("turn"), player):
            return
        old = kept[1].children
        for o in options:
            was = old.get(o)
            if was is not None:
                ch = root.children.get(o)
                if ch is None:
                    ch = root.children[o] = Node()
                ch.visits += was.visits
                ch.value += was.value
                ch.avail += was.avail
                ch.children = was.children
                todo = list(was.children.values())
                while todo:
                    n = todo.pop()
                    n.states = None
                    todo.extend(n.children.values())

    def _ranked(self, root: Node, options: tuple) -> list:
        """The options, best first: by value among the well searched ones (ties: more visits),
        then the others by value."""
        most = max((ch.visits for ch in root.children.values()), default=0)

        def key(o: Any) -> tuple:
            ch = root.children.get(o)
            if ch is None or ch.visits == 0:
                return (0, -math.inf, 0)
            return (4 * ch.visits >= most, ch.value / ch.visits, ch.visits)
        return sorted(options, key=key, reverse=True)

    def _progress(self, d: Decision, g: Any, player: int, root: Node, ranked: list, after: dict) -> None:
        """If the best of `ranked` is idle (`greedy.idle`: settled, it neither adds to the
        evaluation nor takes the game further) and its mean is not `idle` more than that of the
        best option that is not, put that one first. With the rest of the turn played on, idle
        options are near ties, and the option searched furthest looks a little better than its
        siblings for that alone: weiss characters went from one free stage position to the
        next, 34 times a main phase, under a margin of 0.01. `after`: the settled position after
        each option, on sample `g`."""
        idler = self._idler(d, g, player, after)
        if not idler(ranked[0]):
            return
        for o in ranked[1:]:
            if not idler(o):
                a, b = root.children.get(ranked[0]), root.children.get(o)
                if a is None or b is None or b.visits == 0 or a.value / a.visits - b.value / b.visits < self.idle:
                    ranked.remove(o)
                    ranked.insert(0, o)
                return

    @staticmethod
    def _idler(d: Decision, g: Any, player: int, after: dict) -> Any:
        """`idle` for the options of decision `d` on sample `g`, by their settled positions `after`."""
        evaluate = g.rules.ai.evaluate
        base = evaluate(g, player)
        return lambda o: idle(d, after[o], evaluate(after[o], player), base)

    def _explore(self) -> float:
        """The exploration constant: `c` times the standard deviation of the rewards so far."""
        n = self._n
        if n < 2:
            return self.c * 0.5
        mean = self._s / n
        var = self._ss / n - mean * mean
        return self.c * math.sqrt(var if var > 1e-6 else 1e-6)

    def _iterate(self, root: Node, g: Any, k: int, rng: random.Random) -> None:
        """One iteration on sample `g` (never changed: copied before the first move). With
        `k` >= 0 the settled position after each edge is kept for that sample, so the next
        iteration on it starts from the deepest known position instead of replaying the path."""
        path: list[tuple[Node, int]] = []     # (node, the player who chose it)
        node = root
        c = self._explore()
        owned = False
        while g.result is None:
            d = g.decision
            opts = distinct(g, choices(d.options))
            children = node.children
            untried = []
            for o in opts:
                ch = children.get(o)
                if ch is None:
                    untried.append(o)
                else:
                    ch.avail += 1
            if untried:
                best = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                node = children[best] = Node()
                node.avail = 1
                expand = True
            else:
                best, best_u = None, -math.inf
                for o in opts:
                    ch = children[o]
                    u = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if u > best_u:
                        best, best_u = o, u
                node = children[best]
                expand = False
            path.append((node, d.player))
            known = node.states.get(k) if node.states is not None else None
            if known is not None:
                g, owned = known, False
                continue
            if not owned:
                g, owned = g.clone(), True
            g.apply(best)
            if self.macro or expand:
                g = self._settle(g, node if self.macro else None)
            if k >= 0:
                if node.states is None:
                    node.states = {}
                node.states[k] = g
                owned = False
            if expand:
                break
        if self._horizon is not None and g.result is None:
            g = play_on(g.clone(), self._horizon)     # (g may be a kept position: a copy)
        evaluate = g.rules.ai.evaluate
        rewards: dict[int, float] = {}
        for node, p in path:
            r = rewards.get(p)
            if r is None:
                r = rewards[p] = evaluate(g, p)
                if len(rewards) == 1:
                    self._n += 1
                    self._s += r
                    self._ss += r * r
            node.visits += 1
            node.value += r

    def _settle(self, g: Any, node: Node | None = None) -> Any:
        """Play the cheap policy until the position is quiet (`g`, changed or replaced: the
        position is returned). The choices made after a tree edge are stored in its node and
        replayed while they stay legal: the action they finish (a payment, a target) rarely
        depends on the sample, and the cheap policy is most of the cost of an iteration."""
        plan = None if node is None else node.plan
        if plan is not None:
            for o in plan:
                if g.result is not None or quiet(g):
                    return g
                if o not in g.decision.options:
                    break
                g.apply(o)
        made = [] if node is not None and plan is None else None
        for _ in range(self.settle):
            if g.result is not None or quiet(g):
                break
            o, g = step(g)
            if made is not None:
                made.append(o)
        if made is not None:
            node.plan = made
        return g
