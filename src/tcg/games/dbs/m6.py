"""Masters-only keywords no card of our pool prints (dbs-masters 22-43 [Spirit Boost], 22-44 [Limit],
22-45 [Transmission], 22-47 [Z-Stack]): written from the rules text and proven with the fixture cards
of tests/dbs/fixture_cards/later_set_keywords.toml (RULINGS.md, "Masters keywords of later sets")."""

from __future__ import annotations

from ...engine.state import Game
from .base import NONE, REG

step, handler = REG.step, REG.handler


# ------------------------------------------------------------------------------ [Limit X]
def limit_used(game: Game, p: int, code: str, index: int) -> int:
    """22-44-3: uses this turn by player `p` of skill `index` among all cards numbered `code`."""
    turn = game.vars["turn"]
    return sum(1 for t, c, i in game.pvars[p].get("limit", ()) if t == turn and c == code and i == index)


def limit_use(game: Game, p: int, code: str, index: int) -> None:
    turn = game.vars["turn"]
    game.pvars[p]["limit"] = tuple(k for k in game.pvars[p].get("limit", ()) if k[0] == turn) + ((turn, code, index),)


# ------------------------------------------------------------------------- [Spirit Boost X]
def spirit_unison(game: Game, p: int, s) -> int:
    """22-43-3 / 22-43-4: your Unison with X or more markers (the named one, 22-43-3-1 / 22-43-4-1)."""
    for u in game.zones[f"unison{p}"]:
        o = game.objs[u]
        if (not s.spirit_boost_unison or o.card.name == s.spirit_boost_unison) \
                and (o.counters or {}).get("markers", 0) >= s.spirit_boost:
            return u
    return 0


# ------------------------------------------------------------------------- [Transmission XY]
def transmissible(game: Game, p: int, card) -> int:
    """22-45-3: the markers of the Unisons of colour X in your Unison Area (about to go to your
    Drop as `card` is played); any colour when none is printed (22-45-3-2). With several colours
    (22-45-3-1) one is chosen: the one giving the most (one Unison is in the area at a time)."""
    t = card.transmission
    if t is None:
        return 0
    best = 0
    for col in t.colors or ("",):
        k = sum((game.objs[u].counters or {}).get("markers", 0) for u in game.zones[f"unison{p}"]
                if not col or col in game.objs[u].card.color)
        best = max(best, k)
    return min(best, t.n)


@step
def transmit(game: Game, p: int, new: int, most: int) -> None:
    """'You may add up to Y markers from these Unisons on the Unison with this skill' (22-45-3)."""
    if most > 0 and new in game.objs:
        game.ask(p, "transmit", tuple(("transmit", k) for k in range(most, -1, -1)), "on_transmit", p, new,
                 prompt="how many markers to carry over?")


@handler
def on_transmit(game: Game, choice: tuple, p: int, new: int) -> None:
    w = game.w(new)
    w.counters = {**(w.counters or {}), "markers": (w.counters or {}).get("markers", 0) + choice[1]}


# ----------------------------------------------------------------------------- [Z-Stack X]
def z_stack_triggers(game: Game, new: int) -> None:
    """22-47-3: a card with [Z-Stack] pends when it is placed on top of a Leader Area, in a Battle
    Area or in a Unison Area."""
    from .base import Trigger
    from .mkeywords import MASTERS_BASE

    o = game.objs[new]
    for i, s in enumerate(o.card.masters):
        if s.kind == "z_stack":
            game.pending.append(Trigger(o.controller, new, o.card.code, MASTERS_BASE - i, False))


@step
def z_stack(game: Game, p: int, src: int, n: int, character: str) -> None:
    """22-47-4: place up to X indicated cards (from your Z-Deck, 22-47-2-1) under the card, one at a
    time; the pile is then the Z-card on top, one card (the `under` zone, counters `top`)."""
    o = game.objs.get(src)
    if n <= 0 or o is None or o.zone[:-1] not in ("leader", "battle", "unison"):
        return
    cands = tuple(("stack", x) for x in game.zones[f"zdeck{p}"]
                  if not character or character in game.objs[x].card.character.split("/"))
    if cands:
        game.ask(p, "target", cands + (NONE,), "on_z_stack", p, src, n, character, prompt="place which card under?")


@handler
def on_z_stack(game: Game, choice: tuple, p: int, src: int, n: int, character: str) -> None:
    if choice == NONE:
        return
    u = game.move(choice[1], f"under{p}")
    game.w(u).counters = {"top": src}
    game.push("z_stack", p, src, n - 1, character)
