"""The kernel's zone-change pipeline: a game whose hooks watch only some zones (`from_zones`)
moves the other cards alone, to the zone its `zone_id` names, and runs every hook for a watched
move."""

from __future__ import annotations

from types import SimpleNamespace

from tcg.engine import zones
from tcg.engine.state import Game
from tcg.engine.zones import ZoneHooks, ZoneMove


class Shared(ZoneHooks):
    """A game with one shared zone (like FFTCG's stack) whose hooks watch moves out of the play area."""

    from_zones = frozenset({"play0", "play1"})
    leave_dests: frozenset[str] = frozenset()
    enter_dests = frozenset({"play"})

    def __init__(self) -> None:
        self.seen: list[tuple] = []

    def zone_id(self, game, oid, mv):
        return "pile" if mv.dest == "pile" else f"{mv.dest}{game.objs[oid].owner}"

    def arrived(self, game, old, new, mv):
        self.seen.append(("arrived", old.zone, game.objs[new].zone))


def _game() -> Game:
    rules = SimpleNamespace(player_zones=("hand", "play", "grave"), shared_zones=("pile",))
    g = Game(rules, 2, seed=1)
    card = SimpleNamespace(code="x", name="X")
    for zone in ("hand1", "hand1", "play0"):
        g.create(card, int(zone[-1]), zone)
    return g


def test_an_unwatched_move_goes_alone_to_the_zone_the_game_names():
    g, hooks = _game(), Shared()
    a, b = g.zones["hand1"]
    new = zones.move_cards(g, hooks, ZoneMove((a, b), "pile"))
    assert g.zones["pile"] == new and g.zones["hand1"] == []     # not "pile1"
    assert hooks.seen == []                                      # no hook ran
    assert zones.move_one(hooks, g, new[0], "grave") and g.zones["grave1"] and hooks.seen == []


def test_a_move_out_of_a_watched_zone_or_into_an_entered_one_runs_the_hooks():
    g, hooks = _game(), Shared()
    (p,) = g.zones["play0"]
    zones.move_cards(g, hooks, ZoneMove((p,), "grave"))
    (h, _) = g.zones["hand1"]
    zones.move_cards(g, hooks, ZoneMove((h,), "play"))
    assert hooks.seen == [("arrived", "play0", "grave0"), ("arrived", "hand1", "play1")]
