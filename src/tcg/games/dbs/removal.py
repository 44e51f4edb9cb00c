"""A Battle Card leaving the Battle Area by a skill (dbscg 8-9, 10-12; masters 9-10): [Indestructible]
keeps it against the opponent, replacement effects of its [Permanent]s ("... instead") may apply,
and "placed in your Drop Area from your Battle Area by a skill" triggers are read with its
information in the Battle Area (8-6-5)."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .actions import can_leave, ko, relocate
from .base import NO, REG
from .moves import SKILL
from .reading import negated, side_skills
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler


def _replacements(game: Game, x: int, by: int) -> list:
    o = game.objs[x]
    if negated(game, o):
        return []
    return [s for s in side_skills(o) if s.kind == "permanent" and s.replace
            and (not s.replace_opp_skill or by != o.controller)]


@step
def remove(game: Game, x: int, by: int, where: str, done: tuple = (), frame: int = NO_FRAME) -> None:
    """A skill of player `by` KOs (`where` = "ko") or moves a Battle Card. [Indestructible]
    keeps it against the opponent (10-12-1). Replacement effects (8-9): the event does not
    happen and the replacement does instead (8-9-1, 8-9-1-1); with several, the card's
    controller chooses which (8-9-2, 8-9-2-1); each applies once to an event (8-9-2-3); an
    optional one ("you may ... instead") cannot apply when the choice is impossible (8-9-3). A
    replaced event did not happen: it reports nothing to `frame` (results.py)."""
    o = game.objs.get(x)
    if o is None or o.zone[:-1] != "battle" or not can_leave(game, x, by):
        return
    reps = [s for s in _replacements(game, x, by) if s.replace not in done]
    reps = [s for s in reps if not (s.replace == "discard" and not game.zones[f"hand{o.controller}"])]
    if reps:
        opts = tuple(("replace", s.replace) for s in reps)
        if all(s.optional for s in reps):
            opts += (NO,)
        game.ask(o.controller, "replace", opts, "on_replace", x, by, where, done, frame)
        return
    leave(game, x, by, where, frame)


@handler
def on_replace(game: Game, choice: tuple, x: int, by: int, where: str, done: tuple, frame: int = NO_FRAME) -> None:
    o = game.objs[x]
    if choice == NO:
        leave(game, x, by, where, frame)
        return
    kind = choice[1]
    if kind == "warp":
        where = "warp"                 # the event is now a move to the Warp; other replacements may apply
        game.push("remove", x, by, where, done + (kind,))
    elif kind == "minus_power":
        game.effects.append(Effect(game.tick(), 1, "power", -10000, x, (x,), "turn", o.controller))
    else:
        game.push("opp_discard", o.controller)       # "choose 1 card in your hand and discard it"


@step
def to_decks(game: Game, by: int, where: str, cards: tuple, frame: int = NO_FRAME) -> None:
    """Battle Cards a skill of `by` places at once at the bottom (`where` = "deck") or on top ("top")
    of their owners' decks: each owner orders their own cards (dbscg 3-1-6, masters 3-1-5; the card's
    "in any order" names no one, RULINGS D36), the active player first (dbscg 1-3-4)."""
    tp = game.vars["tp"]
    for owner in (1 - tp, tp):                      # pushed last, done first: the active player's
        mine = tuple(x for x in cards if x in game.objs and game.objs[x].owner == owner)
        if mine:
            game.push("deck_order", owner, by, where, mine, frame)


@step
def deck_order(game: Game, owner: int, by: int, where: str, cards: tuple, frame: int = NO_FRAME) -> None:
    """The owner places the cards one at a time, each under (on top of) the ones before; each one
    still leaves as a skill moves it (`remove`: [Indestructible], replacements)."""
    left = tuple(x for x in cards if x in game.objs and game.objs[x].zone[:-1] == "battle")
    if len(left) <= 1:
        for x in left:
            game.push("remove", x, by, where, (), frame)
        return
    tag = "bottom" if where == "deck" else "top"
    game.ask(owner, "order", tuple((tag, x) for x in left), "on_deck_order", owner, by, where, left, frame,
             prompt=f"place which card {'at the bottom' if tag == 'bottom' else 'on top'} of your deck next?")


@handler
def on_deck_order(game: Game, choice: tuple, owner: int, by: int, where: str, left: tuple, frame: int) -> None:
    game.push("deck_order", owner, by, where, tuple(x for x in left if x != choice[1]), frame)
    game.push("remove", choice[1], by, where, (), frame)


def leave(game: Game, x: int, by: int, where: str, frame: int = NO_FRAME) -> None:
    """The move by a skill: what it triggers ("placed in your Drop Area from your Battle Area by a
    skill", read with the card's information in the Battle Area, 8-6-5-1-2) comes from the
    zone-change pipeline (moves.py)."""
    o = game.objs[x]
    if where == "ko":
        before = set(game.zones[f"drop{o.owner}"])
        if ko(game, x, by, skill=True):
            report(game, frame)
        game.vars["moved_to"] = next((d for d in game.zones[f"drop{o.owner}"] if d not in before), 0)
    else:
        # "deck": its bottom (position 0); "top": the top of its owner's deck
        new = relocate(game, x, "deck" if where == "top" else where, 0 if where == "deck" else None, SKILL)
        report(game, frame)                    # moved (a token ceases to exist: it left too, 10-18-7)
        game.vars["moved_to"] = new            # the card in its final zone (masters 9-12-1, skills.play_moved)
