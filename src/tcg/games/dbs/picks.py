"""Cards a skill describes (`cards.Pick`): "a red <<Android>> card with an energy cost of 1", "a
<Son Goku>, <Vegeta>, or <Trunks: Future> card, all red and with [EX-Evolve]". A Leader's names and
traits are those of its visible side (dbs-masters 10-1-3); a Pick travels in procedure steps as a
tuple of its set fields (`encode`), so that a game's state stays plain data."""

from __future__ import annotations

from functools import cache

from ...engine.state import Game
from .base import AWAKENED
from .cards import Pick


def encode(pick: Pick | None) -> tuple:
    if pick is None:
        return ()
    return tuple((k, v) for k, v in pick.model_dump(exclude_defaults=True).items())


@cache
def decode(args: tuple) -> Pick:
    return Pick(**{k: tuple(v) if isinstance(v, (list, tuple)) else v for k, v in args})


def names(o, game: Game | None = None) -> tuple[str, ...]:
    """The character names of the card as it is now ("/" separates several, dbscg 2-10-1-1), with
    those an effect gave it ("this card gains <X> for the turn", op `gain_name`: a non-numeric effect,
    masters 9-9-1-2)."""
    side = o.card.back if o.marks & AWAKENED and o.card.back.character is not None else o.card
    out = tuple(x.strip() for x in side.character.split("/")) if side.character else ()
    if game is not None and game.effects:
        out += tuple(e.value for e in game.effects if e.op == "gain_name" and o.id in e.targets)
    return out


def traits(o) -> tuple[str, ...]:
    if o.marks & AWAKENED and o.card.back.traits is not None:
        return o.card.back.traits + o.card.gains_traits
    return o.card.traits + o.card.gains_traits


def fits(game: Game, oid: int, pick: Pick | tuple) -> bool:
    if isinstance(pick, tuple):
        if not pick:
            return True
        pick = decode(pick)
    o = game.objs[oid]
    c = o.card
    if pick.card_type and c.type != pick.card_type and not (pick.card_type == "Battle" and c.token):
        return False                      # a token is a Battle Card (dbscg 10-18-1, masters 19-1-1)
    if c.token and (pick.cost >= 0 or pick.max_cost >= 0 or pick.min_cost >= 0):
        return False                      # masters 19-1-6-1: no energy cost to read (as skills.candidates)
    if pick.color and not (set(pick.color) <= set(c.color) and (not pick.mono or set(c.color) == set(pick.color))):
        return False
    if pick.cost >= 0 and (c.type == "Leader" or c.energy_cost != pick.cost):
        return False
    if pick.characters and not set(pick.characters) & set(names(o, game)):
        return False
    if pick.trait and pick.trait not in traits(o):
        return False
    if pick.ex_evolve and (c.evolve is None or c.evolve.kind != "ex"):
        return False
    if pick.max_cost >= 0 and (c.type == "Leader" or c.energy_cost > pick.max_cost):
        return False                      # a Leader has no energy cost (masters 1-2-1)
    if pick.min_cost >= 0 and (c.type == "Leader" or c.energy_cost < pick.min_cost):
        return False
    if pick.name and card_name(o) != pick.name:
        return False
    if (pick.swap and c.swap is None) or (pick.z and not c.z) or (pick.non_leader and c.type == "Leader"):
        return False
    if pick.keyword:
        from .reading import keywords  # reading.py reads picks: imported here, when asked

        return pick.keyword in keywords(game, oid)
    return True


def card_name(o) -> str:
    """The card name of its visible side (a Leader's back has its own, masters 10-1-3)."""
    return o.card.back.name if o.marks & AWAKENED and o.card.back is not None else o.card.name


def count(game: Game, zones: list[str], pick: Pick | tuple) -> int:
    return sum(1 for z in zones for x in game.zones[z] if fits(game, x, pick))


def assignable(game: Game, cands: list[int], picks: tuple) -> bool:
    """Whether distinct cards among `cands` fit each pick of `picks` ("1 <A> card, 1 <B> card and
    1 <C> card"): a small backtracking search."""
    if not picks:
        return True
    first = picks[0]
    return any(fits(game, x, first) and assignable(game, [y for y in cands if y != x], picks[1:]) for x in cands)
