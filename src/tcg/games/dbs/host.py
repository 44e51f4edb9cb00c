"""How the kernel's ability interpreter reaches a DBS game (engine.abilities.host): its zones,
power, moves, KOs and draws, by the game's own actions."""

from __future__ import annotations

from typing import Any

from ...engine.abilities import Host
from ...engine.abilities.records import Ability as KAbility
from ...engine.state import Game
from .actions import draw, ko, relocate
from .kernel import ZONE as _ZONE
from .reading import power


class DbsHost(Host):
    zones = _ZONE
    card_keys = {"name": ("name", False)}

    def ability(self, game: Game, code: str, index: int) -> KAbility:
        return game.rules.cards[code].skill[index].effects

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        return game.objs[oid].card.type.lower() == t

    def power(self, game: Game, oid: int) -> int:
        return power(game, oid)

    def zone_name(self, zone: str) -> str:
        name = zone.rstrip("0123456789")
        return next((k for k, v in _ZONE.items() if v == name), name)

    def turn_player(self, game: Game) -> int:
        return game.vars["tp"]

    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False) -> list[int]:
        return [relocate(game, oid, _ZONE[zone], 0 if bottom else None) for oid in oids]

    def discard_zone(self) -> str:
        return "break"

    def _arrivals(self, game: Game, zone: str, act: Any) -> list[int]:
        before = {o for name, z in game.zones.items() if name.startswith(zone) for o in z}
        act()
        return [o for name, z in game.zones.items() if name.startswith(zone) for o in z if o not in before]

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        return self._arrivals(game, "drop", lambda: [ko(game, oid) for oid in oids])

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        return self._arrivals(game, f"hand{player}", lambda: draw(game, player, n))

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        raise AssertionError("damage is not in DBS's kernel language")

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        raise AssertionError("power and grant are not in DBS's kernel language yet")


HOST = DbsHost()
