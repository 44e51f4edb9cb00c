"""[Wish] Leaders and the vocabulary their cards need (dbscg 10-28, masters 22-25): searching the
deck, life or Drop for a [Dragon Ball] or <<Desire>> card, removing [Dragon Ball] cards in the Drop
from the game ("If you do ..."), flipping the Leader (now, or at the end of the turn), and
activating a <<Desire>> card's [Activate: Main] skill from the hand (the M5 `activate_extra`)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import lose_check
from .awaken import awaken_triggers, flip
from .base import AWAKENED, NONE, REG
from .moves import move_cards, move_one
from .picks import fits
from .results import NO_FRAME, amount, report

step, handler = REG.step, REG.handler


@step
def wish_flip(game: Game, p: int, lid: int) -> None:
    """masters 22-25-4: after the effects, a [Wish] card still on its front side is flipped
    (dbscg 10-28-3); cards "When your Leader Card activates [Awaken] or [Wish]" trigger."""
    o = game.objs.get(lid)
    if o is None or o.marks & AWAKENED:
        return
    flip(game, lid)
    awaken_triggers(game, p)


def matches(game: Game, x: int, has: str, trait: str, max_cost: int) -> bool:
    c = game.objs[x].card
    return (not has or has in c.keywords) and (not trait or trait in c.traits or trait in c.gains_traits) \
        and c.energy_cost <= max_cost


@step
def tutor(game: Game, p: int, areas: tuple, to: str, n: int, has: str, trait: str, upto: bool,
          done: tuple = (), pick: tuple = (), frame: int = NO_FRAME) -> None:
    """"Choose up to N <cards> from your deck or life (Drop) and add them to your hand (place them in
    your Drop Area). Then shuffle any areas you looked through": one card chosen at a time, then all
    of them moved (dbscg 8-5-3-3, masters 5-2-5; the deck's cards one at a time, 3-2-3); the
    searched secret areas are shuffled at the end (11-6-3). `pick`: the cards described ("Add up to
    1 yellow <Frieza> with [Swap] and an energy cost of 5 or less from your deck"); the move reports
    to `frame` (results.py)."""
    cands = tuple(x for a in areas for x in game.zones[f"{a}{p}"]
                  if x not in done and matches(game, x, has, trait, 99) and fits(game, x, pick)) \
        if n > 0 and game.result is None else ()
    if cands:
        opts = tuple(("tutor", x) for x in cands) + ((NONE,) if upto else ())
        game.ask(p, "target", opts, "on_tutor", p, areas, to, n, has, trait, upto, done, pick, frame,
                 prompt="choose a card")
        return
    if done:
        move_cards(game, list(done), to)          # one action: "When you add a card from your life..." once (moves.py)
        report(game, frame)
        lose_check(game)                           # the last life card taken (dbscg 1-2-1-1-1)
    for a in areas:
        if a in ("deck", "life"):
            game.shuffle(game.zones[f"{a}{p}"])


@handler
def on_tutor(game: Game, choice: tuple, p: int, areas: tuple, to: str, n: int, has: str, trait: str,
             upto: bool, done: tuple, pick: tuple = (), frame: int = NO_FRAME) -> None:
    if choice == NONE:
        n = 0                                      # no more: those chosen are moved
    else:
        done += (choice[1],)
    game.push("tutor", p, areas, to, n - 1, has, trait, upto, done, pick, frame)


def remove_drop(game: Game, p: int, n: int, has: str) -> int:
    """"Remove N [Dragon Ball] cards in your Drop Area from the game. If you do, ...": as many as
    can be are removed (dbscg 1-3-2); "if you do" holds only when all N were (RULINGS D109): the
    result (results.py) is done only then."""
    cards = [x for x in game.zones[f"drop{p}"] if matches(game, x, has, "", 99)][:n]
    for x in cards:
        move_one(game, x, "removed")
    return amount(len(cards), n)


def current_energy(game: Game, p: int) -> int:
    """"Your current energy": the number of cards in your Energy Area, Active or Rested (RULINGS D110)."""
    return len(game.zones[f"energy{p}"])
