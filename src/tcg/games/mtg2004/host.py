"""How the kernel's ability interpreter reaches an MTG game (engine.abilities.host): its zones,
types and power, moves, destruction, draws, damage and life, by the game's own actions."""

from __future__ import annotations

from typing import Any

from ...engine.abilities import Host
from ...engine.abilities.records import Ability as KAbility
from ...engine.state import Game
from . import actions
from .chars import chars
from .kernel import ZONE as _ZONE
from .verbs import destroy


class MtgHost(Host):
    zones = _ZONE
    shared_zones = frozenset({"field", "stack", "removed"})
    card_keys = {"name": ("name", False)}

    def ability(self, game: Game, code: str, index: int) -> KAbility:
        return game.rules.cards[code].abilities[index].effects

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        return t.capitalize() in chars(game, oid).types

    def power(self, game: Game, oid: int) -> int:
        return chars(game, oid).power

    def zone_name(self, zone: str) -> str:
        name = zone.rstrip("0123456789")
        return next((k for k, v in _ZONE.items() if v == name), name)

    def turn_player(self, game: Game) -> int:
        return game.vars["tp"]

    def _arrivals(self, game: Game, zone: str, act: Any) -> list[int]:
        """The new objects `act()` put into `zone` (MTG's moves return no list)."""
        before = {o for name, z in game.zones.items() if name.startswith(zone) for o in z}
        act()
        return [o for name, z in game.zones.items() if name.startswith(zone) for o in z if o not in before]

    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False) -> list[int]:
        # 0: a move waiting on its controller's choice of replacement (419.9a) has no new object yet
        return [n for n in (actions.move(game, oid, _ZONE[zone], pos=0 if bottom else None) for oid in oids) if n]

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        return self._arrivals(game, "graveyard", lambda: [destroy(game, oid) for oid in oids])

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        return self._arrivals(game, f"hand{player}", lambda: actions.draw(game, player, n))

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        return actions.deal_damage(game, source, ("o", oid), n)

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        raise AssertionError("power and grant are not in MTG's kernel language yet")

    def life(self, game: Game, player: int, n: int) -> int:
        game.pvars[player]["life"] += n
        game.cache.clear()
        return n


HOST = MtgHost()
