"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

One tree over the decisions of every player, grown from the searching player's information
set: before each iteration the hidden cards are sampled anew (`determinise`), so the search never
reads the real game's hidden cards. An iteration walks down the tree with UCT on the options
that are legal in that sample (a child's exploration term counts the iterations in which it was
available), adds one node, plays a rollout (the cheap settling policy of `greedy`, optionally a
few random decisions first), and scores the leaf with `rules.evaluate(game, player)` for each
player who chose on the way down.

Below the root the tree branches only at quiet decisions (`greedy.quiet`: an action, an
attack, a block...): what continues an action (its payment, its targets, the stack resolving)
is settled by the cheap policy (`macro=False` branches on every decision). At the root every
option of the decision asked is searched.

Budget: `iterations` per decision, or `budget` seconds per decision (default 0.25 s); the search
stops sooner when the most visited option can no longer be overtaken. With an iteration budget
the choice depends only on the view and the seed.

>>> import tcg
>>> from tcg.agents import get_agent, decide
>>> game = tcg.new_game("fftcg", seed=2)
>>> decide(get_agent("mcts", seed=1, iterations=8), game) in game.decision.options
True
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ..engine.state import Decision
from .determinise import determinise
from .greedy import SETTLE_STEPS, cheap_choice, quiet

DEFAULT_BUDGET = 0.25


class Node:
    """Statistics of one edge (the option that leads here) and the node's children."""

    __slots__ = ("visits", "value", "avail", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.value = 0.0      # summed rewards, for the player who chose the option leading here
        self.avail = 0        # iterations in which that option was legal
        self.children: dict[Any, Node] = {}


class MCTSAgent:
    name = "mcts"
    needs_view = False
    needs_game = True

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 c: float = 0.35, rollout_depth: int = 0, settle: int = SETTLE_STEPS, macro: bool = True):
        self.rng = random.Random(seed)
        self.iterations = None if iterations is None else int(iterations)
        self.budget = float(budget) if budget is not None else (None if self.iterations else DEFAULT_BUDGET)
        self.c = float(c)
        self.rollout_depth = int(rollout_depth)
        self.settle = int(settle)
        self.macro = bool(macro)
        self.last_iterations = 0     # iterations of the last search (for benchmarks)

    def choose(self, view: dict | None, decision: Decision) -> Any:
        raise TypeError("the mcts agent searches: call choose_game(game, player) (tcg.agents.decide does)")

    # ------------------------------------------------------------------------------ search
    def choose_game(self, game: Any, player: int) -> Any:
        options = game.decision.options
        if len(options) == 1:
            return options[0]
        root = Node()
        rng = self.rng
        start = time.perf_counter()
        deadline = None if self.budget is None else start + self.budget
        limit = self.iterations
        done = 0
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._iterate(root, determinise(game, player, rng), rng)
            done += 1
            if done < 2 * len(options):
                continue
            # Stop early when the most visited option can no longer be overtaken (same choice,
            # less thinking): the iterations left are counted, or estimated from the rate so far.
            if limit is not None and self._decided(root, limit - done):
                break
            if deadline is not None and done % 8 == 0:
                now = time.perf_counter()
                left = done * (deadline - now) / (now - start)
                if limit is not None:
                    left = min(left, limit - done)
                if self._decided(root, int(left) + 1):
                    break
        self.last_iterations = done
        best, key = options[0], None
        for o in options:
            ch = root.children.get(o)
            if ch is None:
                continue
            k = (ch.visits, ch.value / ch.visits if ch.visits else -2.0)
            if key is None or k > key:
                best, key = o, k
        return best

    @staticmethod
    def _decided(root: Node, left: int) -> bool:
        """No other option can catch up with the most visited one in `left` iterations."""
        v = sorted((ch.visits for ch in root.children.values()), reverse=True)
        return len(v) > 1 and v[0] - v[1] > left

    def _iterate(self, root: Node, g: Any, rng: random.Random) -> None:
        path: list[tuple[Node, int]] = []     # (node, the player who chose it)
        node = root
        c = self.c
        while g.result is None:
            d = g.decision
            opts = d.options
            children = node.children
            untried = []
            for o in opts:
                ch = children.get(o)
                if ch is None:
                    untried.append(o)
                else:
                    ch.avail += 1
            if untried:
                o = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                ch = Node()
                ch.avail = 1
                children[o] = ch
                g.apply(o)
                path.append((ch, d.player))
                break
            best, best_u = None, -math.inf
            for o in opts:
                ch = children[o]
                u = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best, best_u = o, u
            node = children[best]
            g.apply(best)
            path.append((node, d.player))
            if self.macro:
                self._settle(g)
        self._rollout(g, rng)
        evaluate = g.rules.evaluate
        rewards: dict[int, float] = {}
        for node, p in path:
            r = rewards.get(p)
            if r is None:
                r = rewards[p] = evaluate(g, p)
            node.visits += 1
            node.value += r

    def _settle(self, g: Any) -> None:
        for _ in range(self.settle):
            if g.result is not None or quiet(g):
                return
            g.apply(cheap_choice(g))

    def _rollout(self, g: Any, rng: random.Random) -> None:
        for _ in range(self.rollout_depth):
            if g.result is not None:
                return
            opts = g.decision.options
            g.apply(opts[rng.randrange(len(opts))])
        self._settle(g)
