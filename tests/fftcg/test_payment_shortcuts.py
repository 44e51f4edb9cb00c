"""The payment steps' shortcuts (payment.next_options without a search, play.pay taking a
forced resource itself) give the answers of the general search: read over the payment
decisions of seeded random games."""

from __future__ import annotations

import random

import pytest
from random_states import random_states

import tcg
from tcg import games
from tcg.games.fftcg.payment import _cp_of, _source_lists, feasible, next_options
from tcg.games.fftcg.play import as_cost, as_play


def _payments(n: int):
    """(game, play, cost) at every payment decision of `n` random games."""
    for game in random_states(n, 700):
        d = game.decision
        if d.kind == "payment" and d.handler == "on_pay":
            yield game, as_play(d.args[0]), as_cost(d.args[1])


@pytest.mark.rules("fftcg:5.2.1.3", "fftcg:5.2.1.3.1")
def test_the_offered_resources_are_those_after_which_the_payment_can_be_completed():
    """Each CP resource is offered iff the whole cost can still be paid after it (the search
    of `feasible`), whether or not every Element needed is paid already."""
    shortcut = searched = 0
    for game, play, cost in _payments(12):
        if cost.same_name or cost.discards or cost.dulls or cost.breaks or cost.exiles or cost.hand_exiles:
            continue        # the non-CP components are offered by their own rule
        p, paid = play.player, play.paid
        used = {o for _, o in paid} | {play.source}
        hand, backs = _source_lists(game, p)
        every = tuple(("discard", o) for o, _ in hand if o not in used) + tuple(("dull", o) for o, _ in backs
                                                                              if o not in used)
        offered = next_options(game, p, play.source, cost, paid)
        assert offered == tuple(r for r in every if r in offered)      # in zone order, hand first
        assert set(offered) == {r for r in every if feasible(game, p, play.source, cost, paid + (r,))}
        by_el = _cp_of(paid, game)[1]
        covered = all(by_el.get(e, 0) >= n for e, n in cost.need)
        shortcut += covered
        searched += not covered
    assert shortcut and searched


def test_a_forced_resource_is_taken_as_the_player_would():
    """play.pay takes a lone resource itself: the same game as when every forced payment step
    is asked of the player and answered with its only option."""
    names = games.get("fftcg").deck_names()
    for i in range(6):
        decks = [names[i % len(names)], names[(i + 1) % len(names)]]
        a = tcg.new_game("fftcg", decks=decks, seed=900 + i)
        b = tcg.new_game("fftcg", decks=decks, seed=900 + i)
        b.auto_forced = False
        r = random.Random(900 + i)
        while not a.over:
            while not b.over and len(b.decision.options) == 1:
                b.apply(0)
            k = r.randrange(len(a.decision.options))
            assert a.decision.options == b.decision.options
            a.apply(k)
            b.apply(k)
        while not b.over:
            b.apply(0)
        b.auto_forced = True      # the only difference the setting itself makes to the state
        assert a.state_hash() == b.state_hash()
