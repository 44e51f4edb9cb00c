"""Cards played by a skill, without paying their costs (dbs-masters 13-2-2 Unisons, 16-2-2
Z-Battle Cards, 17-2-2 Z-Extras, 18-2-2 Z-Unisons): "play up to 1 <type> from your hand / Z-Deck".

The skill's own procedure is `skills.activate`: the skill is indicated and its cost paid (x-2-2-1,
x-2-2-2), it activates (x-2-2-3), a counter timing follows (x-2-2-4, 4-3-2-3), then this step plays
the card (x-2-2-5) and its 'when played' [Auto]s pend (13-2-2-6, 18-2-2-6), and the counter timing
after the effect closes it (x-2-2-6/7, 4-3-2-4).
"""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, enter_battle, relocate
from .base import NONE, REG
from .moves import move_one
from .picks import fits
from .results import NO_FRAME, report

step, handler = REG.step, REG.handler


@step
def choose_play(game: Game, p: int, zone: str | tuple, card_type: str, markers: int, max_cost: int = 99,
                max_power: int = 0, upto: bool = True, pick: tuple = (), rested: bool = False,
                negate: bool = False, src: int = 0, frame: int = NO_FRAME) -> None:
    """Also "Choose 1 Battle Card in your Drop Area with N power or less and an energy cost of M or
    less and play it" (the <<Desire>> cards of the [Wish] Leaders, dbscg 10-28), and "play up to 1
    <pick> card from your hand or Drop (in Rest Mode) (with its skills negated for the turn)", or
    "from under this card" (zone `under`: the cards under `src`, BT20-025); the card played is "that
    card" of a later effect of the skill (vars `moved_to`, masters 9-12-1)."""
    objs = game.objs
    game.vars["moved_to"] = 0
    zones = (zone,) if isinstance(zone, str) else zone
    cands = tuple(x for z in zones for x in game.zones[f"{z}{p}"]
                  if (z != "under" or (objs[x].counters or {}).get("top") == src)
                  and (not card_type or objs[x].card.type == card_type)
                  and (z != "zdeck" or objs[x].card.z) and objs[x].card.energy_cost <= max_cost
                  and (not max_power or objs[x].card.power <= max_power) and fits(game, x, pick))
    if cands:
        game.ask(p, "target", tuple(("play_card", x) for x in cands) + ((NONE,) if upto else ()), "on_choose_play",
                 p, markers, rested, negate, frame, prompt="play which card?")


@handler
def on_choose_play(game: Game, choice: tuple, p: int, markers: int, rested: bool = False,
                   negate: bool = False, frame: int = NO_FRAME) -> None:
    if choice == NONE:
        return
    report(game, frame)
    x = choice[1]
    c = game.objs[x].card
    if c.type == "Battle":
        # 16-2-2-5: no energy or Z-Energy cost
        game.vars["moved_to"] = enter_battle(game, p, x, rested, negate)
    elif c.type == "Extra":
        # 17-2-2-5: every other Z-Extra of yours is removed from the game; placed Active (17-2-2)
        for z in [z for z in game.zones[f"battle{p}"] if game.objs[z].card.z and game.objs[z].card.type == "Extra"]:
            move_one(game, z, "removed")
        new = move_one(game, x, "battle")
        game.objs[new].tapped = False
    else:
        # 13-2-2-5 / 18-2-2-5: the other Unisons go to their owners' Drops (a Z-Unison is removed,
        # 18-1-4); "play it with X markers on it": the effect gives the markers
        for old in list(game.zones[f"unison{p}"]):
            relocate(game, old, "drop")
        new = move_one(game, x, "unison")
        game.objs[new].counters = {"markers": markers}
        add_triggers(game, new, "played")                  # 13-2-2-6, 18-2-2-6
