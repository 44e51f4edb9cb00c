"""The kernel's ability language in DBS (issue 20 item 6): a skill whose `effects` are written in
the shared syntax (docs/abilities.md) runs on the kernel's interpreter once the skill is used or
its [Auto] resolves (costs, triggers and counter timings stay the game's). Only the verbs whose
action this adapter maps are in the language: a card naming another is refused when it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, Host, run
from ...engine.abilities.load import _Ctx, effects
from ...engine.abilities.records import Ability as KAbility
from ...engine.abilities.run import Frame

if TYPE_CHECKING:
    from ...engine.state import Game

LANG = KERNEL.extend("dbs")
for _v in ("power", "grant", "dull", "activate", "cancel", "choose", "delayed", "search", "damage", "gain_life",
           "lose_life"):
    del LANG.verbs[_v]          # not mapped by this adapter yet (DBS's own ops have them)
LANG.alias("ko", "destroy")     # dbscg 10-1-1
LANG.kinds = {"auto", "activate_main", "activate_battle"}
LANG.zones = {"field", "hand", "deck", "break"}
LANG.values.update({"type": ("battle", "leader", "extra")})
_ZONE = {"field": "battle", "hand": "hand", "deck": "deck", "break": "drop"}


def compile_effects(raw: Any, where: str = "effects") -> KAbility:
    return KAbility("auto", effects(raw, where, _Ctx(LANG)))


def run_skill(game: Game, p: int, src: int, code: str, index: int) -> None:
    """The skill's effects, in printed order (dbscg 1-3-7), on the kernel's interpreter."""
    run.start(game, Frame(p, src, code, index, (), 0))


class DbsHost(Host):
    zones = _ZONE
    card_keys = {"name": ("name", False)}

    def ability(self, game: Game, code: str, index: int) -> KAbility:
        return game.rules.cards[code].skill[index].effects

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        return game.objs[oid].card.type.lower() == t

    def power(self, game: Game, oid: int) -> int:
        from .reading import power

        return power(game, oid)

    def zone_name(self, zone: str) -> str:
        name = zone.rstrip("0123456789")
        return next((k for k, v in _ZONE.items() if v == name), name)

    def turn_player(self, game: Game) -> int:
        return game.vars["tp"]

    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False) -> list[int]:
        from .actions import relocate

        return [relocate(game, oid, _ZONE[zone], 0 if bottom else None) for oid in oids]

    def discard_zone(self) -> str:
        return "break"

    def _arrivals(self, game: Game, zone: str, act: Any) -> list[int]:
        before = {o for name, z in game.zones.items() if name.startswith(zone) for o in z}
        act()
        return [o for name, z in game.zones.items() if name.startswith(zone) for o in z if o not in before]

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        from .actions import ko

        return self._arrivals(game, "drop", lambda: [ko(game, oid) for oid in oids])

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        from .actions import draw

        return self._arrivals(game, f"hand{player}", lambda: draw(game, player, n))

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        raise AssertionError("damage is not in DBS's kernel language")

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        raise AssertionError("power and grant are not in DBS's kernel language yet")


HOST = DbsHost()
