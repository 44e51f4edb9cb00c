"""The kernel's ability language in MTG (issue 20 item 6): a spell whose `effects` are written in
the shared syntax (docs/abilities.md) runs on the kernel's interpreter.

Targets stay MTG's (chosen as the spell is played, 409.1c, and checked on resolution, 413.2a):
the targets still legal are bound to the names `target`, `target2`, `target3` (one per target
group) before the effects run. Only the verbs whose action this adapter maps are in the
language: a card naming another is refused when it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, Host, run
from ...engine.abilities.load import _Ctx, effects
from ...engine.abilities.records import Ability as KAbility
from ...engine.abilities.run import Frame, Res

if TYPE_CHECKING:
    from ...engine.state import Game

LANG = KERNEL.extend("mtg2004")
for _v in ("power", "grant", "dull", "activate", "cancel", "choose", "delayed", "search"):
    del LANG.verbs[_v]          # not mapped by this adapter yet (MTG's own dialect has them)
LANG.kinds = {"spell"}
LANG.zones = {"field", "hand", "deck", "break", "stack", "removed"}
LANG.values.update({"type": ("creature", "land", "artifact", "enchantment", "instant", "sorcery")})
TARGETS = ("target", "target2", "target3")
_ZONE = {"field": "play", "hand": "hand", "deck": "library", "break": "graveyard", "stack": "stack",
         "removed": "removed"}


def compile_effects(raw: Any, where: str = "effects") -> KAbility:
    """A spell's `effects` in the shared syntax, as a kernel record (the target names are bound)."""
    return KAbility("spell", effects(raw, where, _Ctx(LANG, TARGETS)))


def run_spell(game: Game, item: Any, legal: tuple) -> None:
    """413.2b: the spell's effects, on the kernel's interpreter, with its legal targets bound."""
    groups = item.groups or (len(item.targets),)
    bind, k = [], 0
    for g, n in enumerate(groups[:len(TARGETS)]):
        ids = tuple(x for kind, x in item.targets[k:k + n] if kind == "o" and ("o", x) in legal)
        bind.append((TARGETS[g], Res(ids)))
        k += n
    run.start(game, Frame(item.controller, item.source, item.code, item.index, (), 0, tuple(bind)))


class MtgHost(Host):
    zones = _ZONE
    shared_zones = frozenset({"field", "stack", "removed"})
    card_keys = {"name": ("name", False)}

    def ability(self, game: Game, code: str, index: int) -> KAbility:
        return game.rules.cards[code].abilities[index].effects

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        from .chars import chars

        return t.capitalize() in chars(game, oid).types

    def power(self, game: Game, oid: int) -> int:
        from .chars import chars

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
        from . import actions

        return [actions.move(game, oid, _ZONE[zone], pos=0 if bottom else None) for oid in oids]

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        from .verbs import destroy

        return self._arrivals(game, "graveyard", lambda: [destroy(game, oid) for oid in oids])

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        from . import actions

        return self._arrivals(game, f"hand{player}", lambda: actions.draw(game, player, n))

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        from . import actions

        return actions.deal_damage(game, source, ("o", oid), n)

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        raise AssertionError("power and grant are not in MTG's kernel language yet")

    def life(self, game: Game, player: int, n: int) -> int:
        game.pvars[player]["life"] += n
        game.cache.clear()
        return n


HOST = MtgHost()
