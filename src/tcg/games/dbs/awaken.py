"""Leader awakening: [Awaken] (dbscg 10-2, masters 22-2)."""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, draw, unders
from .base import AWAKENED, NO, REG, YES
from .picks import fits

step, handler = REG.step, REG.handler


def awaken_options(game: Game, p: int) -> list:
    """[Awaken]: when your life is at N or less (dbscg 10-2, masters 22-2), or, in the later
    wording, "or you have E or more energy and <cards> in <areas>" (22-2-3: its conditions)."""
    lid = game.zones[f"leader{p}"][0]
    o = game.objs[lid]
    a = o.card.awaken
    if a and not o.marks & AWAKENED and (len(game.zones[f"life{p}"]) <= a.life_le or other_condition(game, p, a)):
        return [("awaken", lid)]
    return []


def other_condition(game: Game, p: int, a) -> bool:
    """"..., or you have E or more energy and" one or more of each described card in the areas; "or
    you have a blue Unison Card with a specified cost of 2 in play" (cards alone); "or there are N or
    more cards under this card"."""
    if not (a.or_energy_ge or a.or_cards or a.or_under_ge):
        return False
    if len(game.zones[f"energy{p}"]) < a.or_energy_ge:
        return False
    if a.or_under_ge and len(unders(game, game.zones[f"leader{p}"][0])) < a.or_under_ge:
        return False
    zones = [f"{z}{p}" for z in a.or_areas]
    return all(any(fits(game, x, pick) for z in zones for x in game.zones[z]) for pick in a.or_cards)


@step
def do_awaken(game: Game, p: int, lid: int) -> None:
    """The effects, then the card flips: the same card keeps orientation and power effects (dbscg
    10-2-3..5, masters 22-2-4). "You may <effects>" (`optional`) asks whether to do them; the flip
    is done either way (22-2-4)."""
    a = game.objs[lid].card.awaken
    game.push("awaken_flip", p, lid)
    if a.optional:
        game.ask(p, "optional", (YES, NO), "on_awaken_effects", p, lid, prompt="do the [Awaken] effects?")
    else:
        awaken_effects(game, p, lid)


@handler
def on_awaken_effects(game: Game, choice: tuple, p: int, lid: int) -> None:
    if choice == YES:
        awaken_effects(game, p, lid)


def awaken_effects(game: Game, p: int, lid: int) -> None:
    """In printed order: draw, switch this card and up to N energy to Active Mode ("you may choose
    up to N of your energy"), add life cards to the hand until L are left."""
    a = game.objs[lid].card.awaken
    draw(game, p, a.draw)
    if a.ready_self and game.objs[lid].tapped:
        game.w(lid).tapped = False
    if a.life_to:
        game.push("life_to_hand", p, a.life_to)
    if a.ready_energy:
        game.push("choose", p, lid, "ready_energy", a.ready_energy, 99, False, "turn", 0, ("upto",))


@step
def awaken_flip(game: Game, p: int, lid: int) -> None:
    if lid in game.objs and not game.objs[lid].marks & AWAKENED:
        flip(game, lid)
    awaken_triggers(game, p)


def flip(game: Game, lid: int) -> None:
    """A Leader flipped by [Awaken], [Wish] or "flip this card over" is the same card: it keeps its
    orientation and only the effects that change its power (dbscg 10-2-3..5, 10-28-3..5; masters
    10-1-3, 21-10-2 / 21-10-2-1)."""
    o = game.objs.get(lid)
    if o is None or o.zone[:-1] != "leader":
        return
    game.w(lid).marks ^= AWAKENED
    game.effects = [e for e in game.effects if e.op == "power" or lid not in e.targets]


def awaken_triggers(game: Game, p: int) -> None:
    """"When your Leader Card activates [Awaken] or [Wish]"."""
    for x in game.zones[f"battle{p}"]:
        add_triggers(game, x, "leader_awakens")
