"""Timing vocabulary any card may use (engineer M5): [Auto]s at the start or end of a phase or
step, state triggers, delayed effects, durations that end at the start of a turn, "for the whole
turn" effects launched at the start of a turn, skipped phases, "draw up to X" and a skill that
activates another card's skill (dbs-masters 1-7-2, 4-2-2, 5-1-4, 7-2, 7-3, 8-2..8-4, 9-6-10,
9-11, 20-13; dbscg 4-9-4, 8-6-6)."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .actions import draw, relocate
from .base import AWAKENED, NONE, REG, Trigger
from .cards import pool_has
from .reading import negated, side_skills, valid
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler

IN_PLAY = ("leader", "battle", "unison")


# ------------------------------------------------------------------ phase and step triggers
def auto_on(when: str):
    """A test: is a skill an [Auto] that triggers on `when`? (events.py uses it too)"""
    def test(s) -> bool:
        return s.kind == "auto" and s.when == when
    return test


_STEP_AUTO = {w: auto_on(w) for w in ("main_start", "main_end", "attack_step", "defense_step", "damage_step",
                                       "damage_step_end")}


def step_triggers(game: Game, when: str, players: tuple[int, ...] = (0, 1)) -> int:
    """'At the start of your Main Phase' (masters 7-3-2), 'at the end of the Main Phase' (7-3-5-1-1),
    'at the start of the Attack/Defense/Damage Step' (8-2-2, 8-3-2, 8-4-2), 'when the Damage Step
    ends' (8-4-7): the [Auto]s of the cards in play of `players` become pending; a skill's own
    condition (your turn / your opponent's turn) says whose step it is. Returns how many."""
    n = len(game.pending)
    if not pool_has(game.rules.cards, _STEP_AUTO[when]):
        return 0                                  # no card of the pool has one: a hot path
    for p in players:
        for z in IN_PLAY:
            for oid in game.zones[f"{z}{p}"]:
                o = game.objs[oid]
                if when not in o.card.auto_on or negated(game, o):
                    continue                      # a negated skill produces nothing (dbscg 8-3-2)
                for i, s in enumerate(side_skills(o)):
                    if s.kind == "auto" and s.when == when and valid(game, o, s):
                        game.pending.append(Trigger(o.controller, oid, o.card.code, i, bool(o.marks & AWAKENED)))
    return len(game.pending) - n


# ------------------------------------------------------------------------- state triggers
def state_triggers(game: Game) -> None:
    """masters 9-6-10 / dbscg 8-6-6: an [Auto] that triggers on a state ("When you have no cards
    in your hand") becomes pending once when the state arises; once it has resolved, it triggers
    again if the state holds again (9-6-10-1, 8-6-6-1). Checked at each checkpoint."""
    h0, h1 = game.zones["hand0"], game.zones["hand1"]
    if h0 and h1 or not pool_has(game.rules.cards, _state_trigger):
        return                                   # the only state of the vocabulary: an empty hand
    waiting = {(t.source, t.index) for t in game.pending}
    for p in (0, 1):
        if game.zones[f"hand{p}"]:
            continue
        for z in IN_PLAY:
            for oid in game.zones[f"{z}{p}"]:
                o = game.objs[oid]
                for i, s in enumerate(side_skills(o)):
                    if s.kind == "auto" and s.when == "hand_empty" and (oid, i) not in waiting \
                            and not negated(game, o) and valid(game, o, s):
                        game.pending.append(Trigger(p, oid, o.card.code, i, bool(o.marks & AWAKENED)))


def _state_trigger(s) -> bool:
    return s.when == "hand_empty"


# ------------------------------------------------------------------------------ durations
def until_of(game: Game, until: str, p: int) -> str:
    """The Effect.until of a Do duration: "until the start of your (opponent's) next turn" ends at
    the start of that player's turn (masters 7-2-4); "until the end of your opponent's next turn"
    ends with the other effects of that turn (masters 1-7-2-2, 7-4-5/7-4-6; dbscg 6-4-1-2/3),
    `end<turn number>`."""
    if until == "next_turn":
        return f"start{p}"
    if until == "opp_next_turn":
        return f"start{1 - p}"
    if until == "opp_next_turn_end":
        return f"end{opp_next_turn(game, p)}"
    return until


def opp_next_turn(game: Game, p: int) -> int:
    """The number of the next turn of `p`'s opponent, not the current one (turns alternate,
    dbscg 6-1-1, masters 7-4-7)."""
    v = game.vars
    return v["turn"] + (1 if v["tp"] == p else 2)


def turn_start(game: Game, tp: int) -> None:
    """The first steps of the Charge Phase (masters 7-2-2..7-2-4): the active player's "for the
    whole turn" effects start, then the non-active player's (later timestamps); then the effects
    "until the start of <this player's> turn" end. They also end when the Charge Phase is skipped
    (20-13-5)."""
    v = game.vars
    waiting = v.get("whole_turn", ())
    started = [w for w in waiting if w[2] < v["turn"] and w[1] == tp]
    if started:
        v["whole_turn"] = tuple(w for w in waiting if w not in started)
        for p in (tp, 1 - tp):                                   # 7-2-2, then 7-2-3
            for w in started:
                if w[0] == p:
                    game.effects.append(Effect(game.tick(), *w[3]))
    end = f"start{tp}"
    if any(e.until == end for e in game.effects):
        game.effects = [e for e in game.effects if e.until != end]   # 7-2-4


def whole_turn(game: Game, p: int, whose: int, layer: int, op: str, value, src: int, targets: tuple) -> None:
    """Register a delayed continuous effect "during <whose> next turn" (masters 1-7-2-2-1): it
    starts at the start of that turn (7-2-2/7-2-3) and lasts the whole turn."""
    game.vars["whole_turn"] = game.vars.get("whole_turn", ()) + (
        (p, whose, game.vars["turn"], (layer, op, value, src, targets, "turn", p)),)


# -------------------------------------------------------------------------- delayed effects
def register_delayed(game: Game, p: int, when: str, src: int, code: str, index: int, back: bool, k: int) -> None:
    """An immediate effect with a delayed part (masters 1-7-2-1-1): the rest is done at its timing."""
    game.vars["delayed"] = game.vars.get("delayed", ()) + ((p, when, game.vars["turn"], src, code, index, back, k),)


def fire_delayed(game: Game, timing: str) -> None:
    """The delayed effects whose timing has come wait for the next checkpoint (masters 4-2-2-4/5)."""
    waiting = game.vars.get("delayed", ())
    if not waiting:
        return
    v = game.vars
    tp, turn = v["tp"], v["turn"]
    ready, keep = [], []
    for d in waiting:
        p, when, t = d[0], d[1], d[2]
        due = (timing == "main" and t < turn and ((when == "next_main" and p == tp) or (when == "opp_next_main"
                                                                                        and p != tp))) \
            or (timing == "end" and when == "end_of_turn" and t == turn) \
            or (timing == "end" and when == "opp_end_of_turn" and p != tp)     # "at the end of your opponent's turn"
        (ready if due else keep).append(d)
    if ready:
        v["delayed"] = tuple(keep)
        v["delayed_ready"] = v.get("delayed_ready", ()) + tuple(ready)


def delayed_checkpoint(game: Game) -> bool:
    """masters 4-2-2-4 / 4-2-2-5: after the pending [Auto]s, the active player chooses one of
    their delayed effects and resolves it, then the non-active player; the checkpoint goes back
    to rule processing after each. Other skills may activate and resolve in between (9-2-1-3)."""
    ready = game.vars.get("delayed_ready", ())
    if not ready:
        return False
    tp = game.vars["tp"]
    for p in (tp, 1 - tp):
        mine = tuple(("delayed", i) for i, d in enumerate(ready) if d[0] == p)
        if mine:
            game.push("check")
            game.ask(p, "delayed", mine, "on_delayed", prompt="resolve which delayed effect?")
            return True
    return False


@handler
def on_delayed(game: Game, choice: tuple) -> None:
    ready = game.vars["delayed_ready"]
    p, _when, _t, src, code, index, back, k = ready[choice[1]]
    game.vars["delayed_ready"] = ready[:choice[1]] + ready[choice[1] + 1:]
    game.push("do", p, src, code, index, back, k, 1)


# --------------------------------------------------------------------------- skipped phases
def skips(game: Game, tp: int) -> tuple[str, ...]:
    """The phases the active player skips this turn (masters 20-13-1), used up now."""
    sk = game.pvars[tp].get("skip", ())
    if sk:
        game.pvars[tp]["skip"] = ()
    return sk


@step
def main_skipped(game: Game) -> None:
    """A skipped Main Phase: no trigger, no checkpoint, no action (masters 20-13-2..4, 7-1-2-1);
    the effects "until the end of the Main Phase" end as it is skipped (20-13-5)."""
    game.effects = [e for e in game.effects if e.until != "main"]


# ------------------------------------------------------------------------------ the effects
@step
def draw_upto(game: Game, p: int, n: int, frame: int = NO_FRAME) -> None:
    """"Draw up to X cards" (masters 5-1-4, dbscg 4-9-4): X = 0 does nothing; otherwise the player
    may stop (5-1-4-1) or draws 1 (5-1-4-2), until X cards are drawn (5-1-4-3)."""
    if n <= 0 or not game.zones[f"deck{p}"] or game.result is not None:
        return
    game.ask(p, "draw", (("draw",), ("stop",)), "on_draw_upto", p, n, frame, prompt=f"draw a card? ({n} left)")


@handler
def on_draw_upto(game: Game, choice: tuple, p: int, n: int, frame: int = NO_FRAME) -> None:
    if choice == ("draw",):
        draw(game, p, 1)
        report(game, frame)
        game.push("draw_upto", p, n - 1, frame)


def skip_phase(game: Game, p: int, phase: str) -> None:
    """"Your opponent skips their next <phase>" (masters 20-13)."""
    q = 1 - p
    game.pvars[q]["skip"] = game.pvars[q].get("skip", ()) + (phase,)


@step
def activate_extra(game: Game, p: int, src: int, max_cost: int, trait: str = "", upto: bool = True,
                   frame: int = NO_FRAME) -> None:
    """"Choose up to 1 Extra Card with an energy cost of N or less in your hand and activate its
    [Activate: Main] skill": the skill activates and resolves during the effect that activated it
    (masters 9-2-1-2, 9-11-1-1), with its counter timings (9-11-1-1-1); then the first effect goes
    on (9-11-1-1-2)."""
    from .permissions import battle_locked
    from .unless import active_energy, extra_tax

    objs = game.objs
    if active_energy(game, p) < extra_tax(game, p) or battle_locked(game, p):
        return                        # masters 20-14-1: B cannot be done, so neither can A; a battle lock
    # `trait`: "Choose 1 <<Desire>> card in your hand ..." (a [Wish] Leader's back, dbscg 10-28); the
    # skill's own conditions before its colon must hold ("Your Leader Card is a <<Shenron>> card :",
    # dbscg 8-4-1, masters 12-2-3-3, 5-8-3; RULINGS D113, D140); a condition of one of its effects
    # ("If your Leader Card is ..., draw 1 card") is read as that effect is done (`skills.do`)
    cands = tuple(("activate", x) for x in game.zones[f"hand{p}"]
                  if objs[x].card.type == "Extra" and objs[x].card.energy_cost <= max_cost
                  and (not trait or trait in objs[x].card.gains_traits or trait in objs[x].card.traits)
                  and any(s.kind == "activate_main" and valid(game, objs[x], s) for s in objs[x].card.skill))
    if cands:
        game.ask(p, "target", cands + ((NONE,) if upto else ()), "on_activate_extra", p, frame)


@handler
def on_activate_extra(game: Game, choice: tuple, p: int, frame: int = NO_FRAME) -> None:
    if choice == NONE:
        return
    report(game, frame)
    c = game.objs[choice[1]].card
    from .unless import extra_tax

    new = relocate(game, choice[1], "drop")       # an Extra's skill is used by placing it in the Drop
    i = next(i for i, s in enumerate(c.skill) if s.kind == "activate_main")
    game.push("counter_window", "skill", p)
    game.push("do_skill", p, new, c.code, i, False)
    game.push("counter_window", "skill", p)
    game.push("tax_rest", p, extra_tax(game, p))  # masters 20-14-1: B first


# ------------------------------------------------------------------------------- revealing
def reveal(game: Game, oids: tuple[int, ...]) -> None:
    """masters 20-11-1: the cards' information becomes visible to every player (the view shows
    `vars.revealed`, card ids and numbers)."""
    game.vars["revealed"] = game.vars.get("revealed", ()) + tuple((x, game.objs[x].card.code) for x in oids)


@step
def hide_revealed(game: Game) -> None:
    """masters 20-11-2: a revealed card of a secret area is hidden again once the skill is done."""
    game.vars["revealed"] = ()


@step
def choose_revealed(game: Game, p: int, frame: int = NO_FRAME) -> None:
    """"Choose 1 card from it (the revealed hand) and your opponent places it in their Drop Area"."""
    cands = tuple(("discard", x) for x, _code in game.vars.get("revealed", ()) if x in game.zones[f"hand{1 - p}"])
    if cands:
        game.ask(p, "target", cands, "on_to_drop", frame)

