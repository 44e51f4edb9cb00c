"""Options that differ only by twin objects (tcg.agents.twins) are searched once."""

from __future__ import annotations

from tcg import games
from tcg.agents import decide, get_agent
from tcg.agents.greedy import cheap_choice, cheapest, choices, option_values, play_on, quiet, settle, step
from tcg.agents.twins import distinct


def _with_twins(seed: int = 1):
    """A dbscg main phase that offers one card twice (two copies in the hand, two tokens...), from
    greedy play on the first game (from `seed` on) that has one."""
    rules = games.get("dbscg")
    for s in range(seed, seed + 20):
        game = rules.new_game([rules.load_deck("chilled_tokens"), rules.load_deck("demigra_black")], seed=s)
        agents = [get_agent("greedy", seed=s), get_agent("greedy", seed=s + 1)]
        while not game.over:
            d = game.decision
            if d.kind == "main" and len(distinct(game, d.options)) < len(d.options):
                return game
            game.apply(decide(agents[d.player], game))
    raise AssertionError("no twins in 20 games")


def shape(game) -> dict:
    """Every zone's cards, by code and state, without their ids."""
    return {z: sorted((game.objs[x].card.code, game.objs[x].tapped, game.objs[x].marks) for x in ids)
            for z, ids in game.zones.items()}


def test_twin_options_are_one_option_and_lead_to_the_same_position():
    game = _with_twins()
    d = game.decision
    kept = distinct(game, d.options)
    assert [o for o in d.options if o in kept] == list(kept)                   # the first of each, in order
    merged = [o for o in d.options if o not in kept]
    rules = game.rules
    for o in merged:
        twin = next(k for k in kept if k[0] == o[0] and len(k) == len(o) and k != o
                    and all(game.objs[k[i]].card.code == game.objs[o[i]].card.code
                            for i in rules.ai.option_objects[o[0]]))
        a, b = game.clone(), game.clone()
        a.apply(o)
        b.apply(twin)
        assert shape(a) == shape(b) and a.decision.kind == b.decision.kind     # the same, up to which copy
        assert len(a.decision.options) == len(b.decision.options)
        for p in (0, 1):
            assert rules.ai.evaluate(a, p) == rules.ai.evaluate(b, p)
    after = game.clone()
    after.apply(cheap_choice(game))
    assert step(game.clone())[1].state_hash() == after.state_hash()          # the copy it valued: the same


def test_a_copy_something_refers_to_is_not_a_twin():
    """A copy named by the game's variables (here: the card whose play is declared) may be changed by
    what refers to it: it keeps its own option."""
    game = _with_twins()
    d = game.decision
    kept = distinct(game, d.options)
    o = next(o for o in d.options if o not in kept)
    game.vars["declared"] = o[1]
    assert o in distinct(game, d.options)


def test_games_whose_options_name_no_objects_keep_every_option():
    for gid in ("fftcg", "mtg2004"):
        rules = games.get(gid)
        assert not rules.ai.option_objects
        names = rules.deck_names()
        game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=1)
        assert distinct(game, game.decision.options) is game.decision.options


def test_mcts_answers_with_one_of_the_options_kept():
    game = _with_twins(2)
    choice = decide(get_agent("mcts:iterations=30", seed=1), game)
    assert choice in distinct(game, game.decision.options)


def _old_settle(game, until, player=None):
    """The cheap policy as it was before `step`: apply its choice to the game itself (at the
    quiet decisions of `player`, as play_on does, no idle option)."""
    for _ in range(60):
        if game.result is not None or until(game):
            break
        if player is not None and quiet(game) and game.decision.player == player:
            game.apply(cheapest(game, game.rules.ai.evaluate(game, player))[0])
        else:
            game.apply(cheap_choice(game))
    return game


def test_settle_and_play_on_reach_the_positions_applying_each_choice_would():
    for gid, decks in (("fftcg", None), ("weiss", None), ("dbscg", ("chilled_tokens", "demigra_black"))):
        rules = games.get(gid)
        names = decks or rules.deck_names()[:2]
        game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=5)
        agents = [get_agent("greedy", seed=1), get_agent("greedy", seed=2)]
        checked = 0
        while not game.over and checked < 6:
            if quiet(game) and len(choices(game.decision.options)) > 2:
                p = game.decision.player
                for o in choices(game.decision.options)[:3]:
                    g = game.clone()
                    g.apply(o)
                    assert settle(g.clone()).state_hash() == _old_settle(g.clone(), quiet).state_hash()
                    if rules.ai.turn_horizon:
                        def over(x, turn=g.vars["turn"], p=p):
                            return x.vars["turn"] != turn or (x.decision.player != p and quiet(x))
                        old = _old_settle(g.clone(), over, p)
                        assert play_on(g.clone(), p).state_hash() == old.state_hash()
                checked += 1
            game.apply(decide(agents[game.decision.player], game))
        assert checked


def test_option_values_follow_the_options_given():
    game = _with_twins()
    p = game.decision.player
    kept = distinct(game, game.decision.options)
    every = option_values(game, p)
    some = option_values(game, p, options=kept)
    assert len(some) == len(kept)
    assert some == [every[choices(game.decision.options).index(o)] for o in kept]


def test_weiss_plays_of_two_copies_from_the_hand_are_one_option():
    rules = games.get("weiss")
    game = rules.new_game([rules.load_deck("aw_s18"), rules.load_deck("fz_s17")], seed=3)
    agents = [get_agent("greedy", seed=1), get_agent("greedy", seed=2)]
    while not game.over:
        d = game.decision
        kept = distinct(game, d.options)
        if d.kind == "main" and len(kept) < len(d.options):
            break
        game.apply(decide(agents[d.player], game))
    merged = [o for o in d.options if o not in kept]
    assert merged and all(o[0] in rules.ai.option_objects for o in merged)
    for o in merged:
        twin = next(k for k in kept if k[0] == o[0] and k[2:] == o[2:]
                    and game.objs[k[1]].card.code == game.objs[o[1]].card.code)
        a, b = game.clone(), game.clone()
        a.apply(o)
        b.apply(twin)
        assert shape(a) == shape(b) and rules.ai.evaluate(a, d.player) == rules.ai.evaluate(b, d.player)
