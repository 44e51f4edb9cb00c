"""Cards a skill chooses by description (`cards.Pick`): "choose up to 1 of your <Cabba> cards",
"choose up to 1 of your yellow <Frieza> cards", "choose up to 1 yellow <Vegeta> with an energy cost
of 2". Such a card is a Leader or a Battle Card (dbs-masters 20-1-6: a name or trait refers to the
Leader and Battle Areas); "your" limits it to the player's own cards, else both players' cards may
be chosen. The opponent's [Barrier] cards cannot be chosen (22-16-2), nor cards unaffected by the
skill (20-4-1). One card at a time, "up to" allows none (0-2-10-1). Also "the played card" of a
"when played" [Auto] (the Trigger's `about`)."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .base import NONE, REG
from .card_costs import unaffected
from .events import power_effect
from .picks import fits
from .reading import keywords
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler

AREAS = ("leader", "battle")


def choosable(game: Game, p: int, whose: str, pick: tuple, done: tuple = ()) -> tuple[int, ...]:
    players = (p,) if whose == "choose_own" else (p, 1 - p)
    out = []
    for q in players:
        for z in AREAS:
            for x in game.zones[f"{z}{q}"]:
                if x in done or not fits(game, x, pick) or unaffected(game, x, p):
                    continue
                if q != p and "barrier" in keywords(game, x):
                    continue
                out.append(x)
    return tuple(out)


@step
def choose_pick(game: Game, p: int, src: int, op: str, whose: str, pick: tuple, n: int, value, until: str,
                done: tuple = (), frame: int = NO_FRAME) -> None:
    """`op` = power (value: +N), ready, gain (value: the keyword) on up to N chosen cards: all are
    chosen, then the effect happens to them at once (dbscg 8-5-3-3, masters 5-2-5); its result goes
    to `frame` (results.py)."""
    cands = choosable(game, p, whose, pick, done) if n > 0 else ()
    if cands:
        game.ask(p, "target", tuple((op, x) for x in cands) + (NONE,), "on_choose_pick", p, src, op, whose, pick,
                 n, value, until, done, frame)
        return
    applied = [apply(game, p, src, op, x, value, until) for x in done]
    if any(applied):
        report(game, frame)


@handler
def on_choose_pick(game: Game, choice: tuple, p: int, src: int, op: str, whose: str, pick: tuple, n: int, value,
                   until: str, done: tuple, frame: int = NO_FRAME) -> None:
    if choice == NONE:
        n = 0                                        # no more: the effect on those chosen
    else:
        done += (choice[1],)
    game.push("choose_pick", p, src, op, whose, pick, n - 1, value, until, done, frame)


def apply(game: Game, p: int, src: int, op: str, x: int, value, until: str) -> bool:
    """The effect on the card `x`; whether it changed anything (an Active card is not readied again, 1-3-2-1)."""
    return PICKED[op](game, p, src, x, value, until)


def _power(game: Game, p: int, src: int, x: int, value, until: str) -> bool:
    power_effect(game, p, src, (x,), value, until)
    return True


def _ready(game: Game, p: int, src: int, x: int, value, until: str) -> bool:
    if not game.objs[x].tapped:
        return False
    game.w(x).tapped = False
    return True


def _gain(game: Game, p: int, src: int, x: int, value, until: str) -> bool:
    game.effects.append(Effect(game.tick(), 0, "gain", value, src, (x,), until, p))
    return True


# op -> its effect on a card chosen by description or on the played card: `apply` dispatches here
# and the card loader refuses another op with who = choose_own / choose_any / played (op_tables.unhandled).
PICKED = {"power": _power, "ready": _ready, "gain": _gain}


def on_played(game: Game, p: int, src: int, op: str, value, until: str) -> bool:
    """"The played card gets/gains ...": the card of the event, if it is still where it was played."""
    x = game.vars.get("about", 0)
    o = game.objs.get(x)
    if o is not None and o.zone[:-1] in ("leader", "battle", "unison") and not unaffected(game, x, p):
        return apply(game, p, src, op, x, value, until)
    return False
