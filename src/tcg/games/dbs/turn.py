"""Setup (each edition's order), mulligans, the turn and its phases: Charge, Main, End."""

from __future__ import annotations

from ...engine.state import Game
from . import timing
from .actions import add_triggers, draw, lose_check
from .alt_play import realm_end
from .base import AWAKENED, DONE, PASS, REG, Trigger
from .cards import pool_has
from .layers import stays_rested
from .moves import move_one
from .reading import ed, side_skills, valid

step, handler = REG.step, REG.handler


def run_setup(game: Game) -> None:
    for s in reversed(ed(game).setup):
        game.push(s)


@step
def place_leaders(game: Game) -> None:
    """Each Leader is already face up in its Leader Area (dbscg 5-2-1-2, masters 6-2-1-2)."""


@step
def shuffle_decks(game: Game) -> None:
    for p in (0, 1):
        game.shuffle(game.zones[f"deck{p}"])   # dbscg 5-2-1-4, masters 6-2-1-7


@step
def pick_first(game: Game) -> None:
    """dbscg 5-2-1-5/5-2-1-5-1: the first player is random and nobody chooses; masters
    6-2-1-4: a random player chooses who goes first."""
    p = game.random_below(2)
    if ed(game).chooser_picks_first:
        game.ask(p, "first", (("first",), ("second",)), "on_first", p, prompt="play first or second?")
    else:
        game.vars.update(first=p, tp=p)


@handler
def on_first(game: Game, choice: tuple, p: int) -> None:
    first = p if choice == ("first",) else 1 - p
    game.vars.update(first=first, tp=first)


@step
def draw_opening(game: Game) -> None:
    for p in (0, 1):
        draw(game, p, game.vars["hand_size"])       # dbscg 5-2-1-6, masters 6-2-1-9


@step
def mulligans(game: Game) -> None:
    first = game.vars["first"]
    game.push("mulligan", 1 - first, 0)           # starting with the first player
    game.push("mulligan", first, 0)


@step
def mulligan(game: Game, p: int, n: int) -> None:
    hand = game.zones[f"hand{p}"]
    if ed(game).mulligan == "whole":
        # masters 6-2-1-9-1: the whole hand back, reshuffle, draw 6.
        game.ask(p, "redraw", (("keep",), ("redraw",)), "on_redraw", p)
        return
    # dbscg 5-2-1-6-1: return any number of cards, reshuffle, draw as many; asked one card at a time.
    game.ask(p, "mulligan", tuple(("return", oid) for oid in hand) + (DONE,), "on_mulligan", p, n)


@handler
def on_mulligan(game: Game, choice: tuple, p: int, n: int) -> None:
    if choice == DONE:
        if n:
            game.shuffle(game.zones[f"deck{p}"])
            draw(game, p, n)
        return
    move_one(game, choice[1], "deck")
    game.push("mulligan", p, n + 1)


@handler
def on_redraw(game: Game, choice: tuple, p: int) -> None:
    if choice == ("redraw",):
        for oid in list(game.zones[f"hand{p}"]):
            move_one(game, oid, "deck")
        game.shuffle(game.zones[f"deck{p}"])
        draw(game, p, game.vars["hand_size"])


@step
def place_life(game: Game) -> None:
    """The top 8 cards become life, after the mulligan (dbscg 5-2-1-7, masters 6-2-1-10)."""
    for p in (0, 1):
        for _ in range(game.vars["life_count"]):
            deck = game.zones[f"deck{p}"]
            if deck:
                move_one(game, deck[-1], "life")


@step
def second_marker(game: Game) -> None:
    p = 1 - game.vars["first"]
    game.pvars[p]["markers"] = game.pvars[p].get("markers", 0) + ed(game).second_markers   # masters 6-2-1-11


@step
def start(game: Game) -> None:
    game.vars["started"] = 1
    lose_check(game)
    game.push("begin_turn")


@step
def begin_turn(game: Game) -> None:
    v = game.vars
    if v["turn"] >= v["turn_limit"]:
        game.end(None, f"{ed(game).rules['turns']}: the turn limit ({v['turn_limit']}) was reached; a draw")
        return
    v["turn"] += 1
    v["tp"] = v["first"] if v["turn"] == 1 else 1 - v["tp"]
    if game.log is not None:
        game.event("turn", v["turn"], v["tp"])
    v["eot"] = ()
    v["opt"] = ()                  # [Once per turn] uses (dbscg 10-11)
    game.push("begin_turn")
    open_turn(game)


@step
def open_turn(game: Game) -> None:
    """The turn's phases from its start (dbscg 6-1, masters 7-1): "at the start of your turn" and
    "at the start of your Charge Phase" trigger, then the Charge, Main and End Phases. A scenario
    that starts in the Charge Phase starts here, so those triggers are not skipped."""
    v = game.vars
    v["phase"] = "charge"
    skip = timing.skips(game, v["tp"])              # masters 20-13-1: phases skipped this turn
    timing.turn_start(game, v["tp"])                # masters 7-2-2..7-2-4 (also when skipped, 20-13-5)
    if "charge" not in skip:
        start_triggers(game, v["tp"])
    game.push("end_phase")
    game.push("main_skipped" if "main" in skip else "main_phase")
    if "charge" not in skip:                        # masters 20-13-2..4: no trigger, checkpoint or action
        for s in reversed(ed(game).charge):
            game.push(s)


def start_triggers(game: Game, tp: int) -> None:
    """dbscg 6-2-1: 'at the start of the turn' and 'at the start of the Charge Phase' trigger; the
    check timing that follows is the Charge Phase's first step. A skill that says so triggers
    from the hand (8-5-8)."""
    for z in ("leader", "battle", "unison"):
        for oid in list(game.zones[f"{z}{tp}"]):
            add_triggers(game, oid, "start_of_your_turn")
    for oid in game.zones[f"hand{tp}"]:
        o = game.objs[oid]
        for i, s in enumerate(o.card.skill):
            if s.kind == "auto" and s.when == "charge_start" and s.from_hand and valid(game, o, s):
                game.pending.append(Trigger(tp, oid, o.card.code, i, False))


@step
def untap(game: Game) -> None:
    """dbscg 6-2-2 / masters 7-2-7: rested cards in the Leader, Battle, Energy and Unison Areas become
    Active; the active player's only unless the option says both (RULINGS.md)."""
    tp = game.vars["tp"]
    players = (0, 1) if game.vars["untap_both"] else (tp,)
    for p in players:
        for z in ("leader", "battle", "energy", "unison"):
            for oid in game.zones[f"{z}{p}"]:
                if game.objs[oid].tapped and not (z == "battle" and stays_rested(game.objs[oid])):   # masters 22-40-2
                    game.w(oid).tapped = False


@step
def draw_step(game: Game) -> None:
    """Draw 1, except the first player on their first turn (dbscg 6-2-3, masters 7-2-9-1)."""
    v = game.vars
    if v["turn"] == 1:
        return
    draw(game, v["tp"], 1)


@step
def charge_ask(game: Game) -> None:
    """dbscg 6-2-5 / masters 7-2-11: may put 1 card from hand into the Energy Area."""
    tp = game.vars["tp"]
    hand = game.zones[f"hand{tp}"]
    if not hand:
        return
    game.ask(tp, "charge", tuple(("charge", oid) for oid in hand) + (PASS,), "on_charge", tp)


@handler
def on_charge(game: Game, choice: tuple, p: int) -> None:
    if choice == PASS:
        return
    new = move_one(game, choice[1], "energy")
    if "energy_exhaust" in game.objs[new].card.keywords:      # dbscg 10-34
        game.objs[new].tapped = True


@step
def main_phase(game: Game) -> None:
    game.vars["phase"] = "main"
    tp = game.vars["tp"]
    timing.step_triggers(game, "main_start", (tp,))    # masters 7-3-2: "at the start of your Main Phase"
    timing.fire_delayed(game, "main")                   # delayed effects of that timing (1-7-2-1-1)
    game.push("main_end")
    game.push("main_free")
    game.push("check")              # dbscg 6-3-1-1, masters 7-3-2/7-3-3


@step
def main_end(game: Game) -> None:
    """dbscg 6-3-1-3-1 / masters 7-3-5-1: end-of-main triggers, a check timing, then the effects
    'until the end of the Main Phase' end, the active player's then the non-active player's
    (6-3-1-3-1-2/3: both at once, nothing happens between)."""
    timing.step_triggers(game, "main_end", (game.vars["tp"],))   # masters 7-3-5-1-1
    game.push("main_effects_end")
    game.push("check")


@step
def main_effects_end(game: Game) -> None:
    game.effects = [e for e in game.effects if e.until != "main"]


@step
def end_phase(game: Game) -> None:
    """dbscg 6-4 / masters 7-4: end-of-turn autos that have not triggered this turn trigger, a
    check timing, and the phase repeats while new ones appear (dbscg 6-4-1-4, masters 7-4-4)."""
    v = game.vars
    v["phase"] = "end"
    tp = v["tp"]
    fired = v["eot"]
    if v["realm_warp"]:
        realm_end(game)                  # dbscg 10-15-4, an end-of-turn event (digest 5.4)
    timing.fire_delayed(game, "end")     # "at the end of the turn" delayed effects (masters 1-7-2-1-1)
    new = []
    sides = ((tp, "end_of_your_turn"), (1 - tp, "end_of_opp_turn"), (tp, "end_of_each_turn"),
             (1 - tp, "end_of_each_turn")) if pool_has(game.rules.cards, _opp_end) else ((tp, "end_of_your_turn"),)
    for p, when in sides:                        # "At the end of your (opponent's) turn"
        for z in ("leader", "battle", "unison"):
            for oid in game.zones[f"{z}{p}"]:
                o = game.objs[oid]
                if "auto" not in o.card.kinds:
                    continue                             # no [Auto] on either side (a hot path)
                for i, s in enumerate(side_skills(o)):
                    key = (oid, i, bool(o.marks & AWAKENED))
                    if s.kind == "auto" and s.when == when and key not in fired and valid(game, o, s):
                        new.append(key)
                        game.pending.append(Trigger(o.controller, oid, o.card.code, i, key[2]))
    if new:
        v["eot"] = fired + tuple(new)
        game.push("end_phase")
        game.push("check")
        return
    game.push("turn_effects_end")
    game.push("check")          # dbscg 6-4-1-2, masters 7-4-3: a checkpoint even if nothing triggered


def _opp_end(s) -> bool:
    return s.when in ("end_of_opp_turn", "end_of_each_turn")     # "At the end of you and your opponent's turns"


@step
def turn_effects_end(game: Game) -> None:
    """dbscg 6-4-1-2/3, masters 7-4-5/7-4-6: the effects 'for the turn' end, the active player's
    then the non-active player's (nothing happens between), and those "until the end of your
    opponent's next turn" whose turn this is (timing.until_of)."""
    ending = ("turn", "main", "battle", f"end{game.vars['turn']}")
    game.effects = [e for e in game.effects if e.until not in ending]
