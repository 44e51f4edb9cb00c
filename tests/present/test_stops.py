"""MTG stops like MTGO's for a person's seat: F6 (pass until end of turn) and "pass until
something happens" pass priority exactly as far as they say, then the default stops come back."""

from __future__ import annotations

import random

from tcg import games
from tcg.engine.priority import PASS
from tcg.terminal.stops import Stops


def new_game(seed: int):
    rules = games.get("mtg2004")
    names = rules.deck_names()
    return rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=seed)


def asked_main1(game, stops, rng, limit: int = 4000) -> bool:
    """Play randomly (seat 0 through its stops) until seat 0 is asked at its own first main phase
    with an empty stack and an empty pool; False if the game ended first."""
    for _ in range(limit):
        d = game.decision
        if game.over:
            return False
        if d.player == 0 and stops.auto_pass(game, d) is None and d.kind == "priority" and not game.stack \
                and game.vars["tp"] == 0 and game.vars["phase"] == "main1" and not any(game.pvars[0]["pool"]):
            return True
        choice = stops.auto_pass(game, d) if d.player == 0 else None
        choice = choice if choice is not None else d.options[rng.randrange(len(d.options))]
        stops.note(game, choice)
        game.apply(choice)
    return False


def test_f6_passes_every_priority_until_the_turn_ends():
    for seed in (5, 6, 7):
        game, stops, rng = new_game(seed), Stops(0), random.Random(seed)
        assert asked_main1(game, stops, rng)
        turn = game.vars["turn"]
        assert "until the end of this turn" in stops.command("f6", game)
        passed_at = set()
        while not game.over:
            d = game.decision
            answer = stops.auto_pass(game, d) if d.player == 0 else None
            if d.player == 0 and answer is None:
                if d.kind == "priority" and not any(game.pvars[0]["pool"]):
                    break
                answer = d.options[rng.randrange(len(d.options))]    # blockers, targets: still asked
            elif d.player == 0:
                assert answer == PASS and game.vars["turn"] == turn       # F6 passes only in its turn
                passed_at.add(game.vars["step"])
            answer = answer if answer is not None else d.options[rng.randrange(len(d.options))]
            stops.note(game, answer)
            game.apply(answer)
        if game.over:
            continue
        # the first priority asked again is in the next turn, with the default stops back
        assert game.vars["turn"] > turn and stops.mode == "steps"
        assert "main" in passed_at or "end_of_turn" in passed_at or "declare_blockers" in passed_at, passed_at


def test_pass_until_something_happens_stops_when_the_opponent_acts_or_the_stack_changes():
    stopped_by = set()
    for seed in range(5, 14):
        game, stops, rng = new_game(seed), Stops(0), random.Random(seed)
        if not asked_main1(game, stops, rng):
            continue
        stack = tuple(game.stack)
        assert "until something happens" in stops.command("something", game)
        assert stops.auto_pass(game, game.decision) == PASS      # passed at once
        acted = False
        steps_would_stop = False
        while not game.over:
            d = game.decision
            if d.player == 0:
                answer = stops.auto_pass(game, d)
                if answer is None:
                    break
                assert not acted and tuple(game.stack) == stack and d.kind == "priority"
                fresh = Stops(0)
                steps_would_stop |= fresh.auto_pass(game, d) is None
                choice = answer
            else:
                choice = d.options[rng.randrange(len(d.options))]
                acted |= choice != PASS
            stops.note(game, choice)
            game.apply(choice)
        if game.over:
            continue
        d = game.decision
        why = ("acted" if acted else "stack" if tuple(game.stack) != stack else
               "decision" if d.kind != "priority" else "pool" if any(game.pvars[0]["pool"]) else None)
        assert why is not None, (seed, game.vars)
        assert stops.mode == "steps"
        stopped_by.add(why)
        stopped_by.add("passed a default stop") if steps_would_stop else None
    assert {"acted"} <= stopped_by, stopped_by


def test_stops_off_and_steps():
    stops = Stops(0)
    assert "stops off" in stops.command("off") and not stops.enabled
    assert "your turn at: main1" in stops.command("on")
    assert stops.state()["mode"] == "steps" and "upkeep" in stops.command("mine upkeep")


def test_the_stops_command_answers_in_french():
    from tcg.terminal.stops import Stops

    s = Stops()
    assert s.command("", None, "fr").startswith("vous vous arrêtez pendant votre tour à : main1")
    assert s.command("off", None, "fr") == "arrêts désactivés : vous recevez la priorité à chaque étape"
    assert s.command("off", None, "en") == "stops off: you get priority at every step"
