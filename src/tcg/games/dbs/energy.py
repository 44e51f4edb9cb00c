"""Energy costs and their payment as a player decision: total cost, colour pips (dbscg 2-11-1-1,
masters 5-3-1), pips above the total (dbscg 2-11-1-1-1), X (dbscg 2-12-3), energy markers of the
Leader's colour (masters 1-14-2).

A payment is a run of `pay_energy` steps: the payer rests one Active energy card (or spends one
marker) at a time, offered only when the payment can still be completed; copies of one card
number are one option (they are the same to the game). When every remaining source must be used,
the rest is paid without asking."""

from __future__ import annotations

from ...engine.state import Game
from .base import REG
from .cards import CardDef
from .costs import changed
from .reading import keywords, leader

step, handler = REG.step, REG.handler


def _slots(pips) -> list[str]:
    out: list[str] = []
    for c, n in (pips.items() if isinstance(pips, dict) else pips):
        out += [c] * n
    return out


def _match(slots: list[str], cands: list[tuple[str, ...]]) -> int:
    """Largest number of colour pips paid by distinct sources (bipartite matching)."""
    if not slots:
        return 0
    first = slots[0]
    if slots.count(first) == len(slots):     # one colour (most costs): every source of it pays any pip
        return min(len(slots), sum(1 for cols in cands if first in cols))
    owner: dict[int, int] = {}

    def augment(i: int, seen: set) -> bool:
        for j, cols in enumerate(cands):
            if slots[i] in cols and j not in seen:
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return sum(1 for i in range(len(slots)) if augment(i, set()))


def feasible(game: Game, p: int, total: int, pips, chosen: tuple[int, ...] = (), mchosen: int = 0,
             skip: tuple[int, ...] = ()) -> bool:
    """Whether a payment of `total` with colour `pips` can be completed after resting `chosen`
    and spending `mchosen` markers, without the energy `skip` (rested for something else first):
    it rests max(total, pips) sources (dbscg 2-11-1-1-1) that include the pips; all or nothing
    (dbscg 8-4-2-2, 6-3-1-2-1-1)."""
    if not pips and not chosen and not mchosen:     # no colour: enough Active energy and markers (a hot path)
        free = game.pvars[p].get("markers", 0)
        objs = game.objs
        for oid in game.zones[f"energy{p}"]:
            free += not objs[oid].tapped
        if skip:
            free -= sum(1 for oid in skip if not objs[oid].tapped)
        return free >= total
    slots = _slots(pips)
    need = max(total, len(slots))
    done = len(chosen) + mchosen
    if done > need:
        return False
    objs = game.objs
    if chosen or skip:
        avail = [objs[oid] for oid in game.zones[f"energy{p}"]
                 if not objs[oid].tapped and oid not in chosen and oid not in skip]
    else:
        avail = [o for o in map(objs.__getitem__, game.zones[f"energy{p}"]) if not o.tapped]
    mleft = game.pvars[p].get("markers", 0) - mchosen
    if done + len(avail) + mleft < need:
        return False
    if not slots:
        return True
    lcol = objs[leader(game, p)].card.color
    mine = [objs[o].card.color for o in chosen] + [lcol] * mchosen
    every = mine + [o.card.color for o in avail] + [lcol] * min(mleft, len(slots))
    if _match(slots, every) < len(slots):
        return False
    # nothing rested yet: the pips alone never exceed `need` (a hot path, whether a cost can be paid)
    return not mine or done + len(slots) - _match(slots, mine) <= need


def can_pay(game: Game, p: int, total: int, pips) -> bool:
    return feasible(game, p, total, pips)


def card_pips(game: Game, p: int, card: CardDef):
    """[Warrior of Universe 7] (masters 22-19-2, dbscg 10-21-1): while one of your cards in play has
    it, your <<Universe 7>> cards have no colour cost (RULINGS D102)."""
    if "Universe 7" in card.traits and card.pips and any(
            "universe7_fighter" in keywords(game, x) for z in ("leader", "battle") for x in game.zones[f"{z}{p}"]):
        return {}
    return card.pips


def card_cost(game: Game, p: int, card: CardDef) -> tuple[int, dict]:
    """The energy cost of playing or activating `card` after cost changes (masters 20-21, costs.py)."""
    return changed(game, p, "play", card.cost, card_pips(game, p, card), card.traits)


def card_can_pay(game: Game, p: int, card: CardDef) -> bool:
    return feasible(game, p, *card_cost(game, p, card))      # masters 5-3-3-1, 5-3-4: the changed cost


def start_payment(game: Game, p: int, total: int, pips) -> None:
    """Schedule the payment; the caller has pushed what follows it first (steps run LIFO)."""
    pt = tuple(sorted(pips.items())) if isinstance(pips, dict) else tuple(pips)
    game.push("pay_energy", p, total, pt, (), 0)


def pay_card(game: Game, p: int, card: CardDef) -> None:
    start_payment(game, p, *card_cost(game, p, card))


@step
def pay_energy(game: Game, p: int, total: int, pips: tuple, chosen: tuple, mused: int) -> None:
    need = max(total, len(_slots(pips)))
    objs = game.objs
    if len(chosen) + mused >= need:
        for oid in chosen:
            game.w(oid).tapped = True
        if mused:
            game.pvars[p]["markers"] = game.pvars[p]["markers"] - mused
        game.vars["paid"] = len(chosen) + mused          # markers on a Unison (dbscg 6-3-1-2-2-3)
        return
    avail = [oid for oid in game.zones[f"energy{p}"] if not objs[oid].tapped and oid not in chosen]
    markers = game.pvars[p].get("markers", 0) - mused
    if len(avail) + markers + len(chosen) + mused == need:          # no choice left: every source pays
        game.push("pay_energy", p, total, pips, chosen + tuple(avail), mused + markers)
        return
    opts = []
    seen = set()
    for oid in avail:
        code = objs[oid].card.code
        if code not in seen and feasible(game, p, total, pips, chosen + (oid,), mused):
            seen.add(code)
            opts.append(("energy", oid))
    if markers and feasible(game, p, total, pips, chosen, mused + 1):
        opts.append(("marker",))
    game.ask(p, "pay", tuple(opts), "on_pay_energy", p, total, pips, chosen, mused,
             prompt=f"rest energy: {len(chosen) + mused} of {need} paid")


@handler
def on_pay_energy(game: Game, choice: tuple, p: int, total: int, pips: tuple, chosen: tuple, mused: int) -> None:
    if choice[0] == "marker":
        game.push("pay_energy", p, total, pips, chosen, mused + 1)
    else:
        game.push("pay_energy", p, total, pips, chosen + (choice[1],), mused)
