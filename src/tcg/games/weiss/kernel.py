"""The kernel's ability language in Weiss Schwarz (issue 20 item 6): an 【AUTO】, 【ACT】 or event
ability whose `effects` are written in the shared syntax (docs/abilities.md) runs on the kernel's
interpreter after its cost is paid (the trigger, the cost and the check timing stay the game's).
Only the verbs whose action this adapter maps are in the language: a card naming another, or
moving a card onto the stage, is refused when it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, Host, run
from ...engine.abilities.load import AbilityError, _Ctx, effects
from ...engine.abilities.records import Ability as KAbility
from ...engine.abilities.run import Frame
from .base import SLOTS, STAGE_ZONES
from .moves import move

if TYPE_CHECKING:
    from ...engine.state import Game

LANG = KERNEL.extend("weiss")
for _v in ("power", "grant", "grant_ability", "dull", "activate", "cancel", "choose", "delayed", "search", "damage",
           "gain_life", "lose_life", "destroy"):
    del LANG.verbs[_v]          # not mapped by this adapter yet (Weiss's own ops have them)
LANG.kinds = {"auto", "act", "event"}
LANG.zones = {"field", "hand", "deck", "break", "stock", "clock", "memory"}
LANG.values.update({"type": ("character", "event", "climax")})
_ZONE = {"hand": "hand", "deck": "deck", "break": "waiting", "stock": "stock", "clock": "clock", "memory": "memory"}


def compile_effects(raw: Any, where: str = "effects") -> KAbility:
    out = effects(raw, where, _Ctx(LANG))
    for i, e in enumerate(out):
        if e.do == "move" and e.p.zone == "field":
            raise AbilityError(f"{where}.{i}.zone", "placing a card on the stage is not mapped yet")
    return KAbility("auto", out)


def run_ability(game: Game, p: int, source: int, code: str, index: int, subject: int) -> None:
    """The ability's effects, in order, on the kernel's interpreter."""
    run.start(game, Frame(p, source, code, index, (), 0, (), 0, subject))


class WeissHost(Host):
    zones = {**_ZONE, "field": "stage"}
    card_keys = {"name": ("name", False), "trait": ("traits", True)}

    def ability(self, game: Game, code: str, index: int) -> KAbility:
        return game.rules.cards[code].ability[index].effects

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        return game.objs[oid].card.type.lower() == t

    def power(self, game: Game, oid: int) -> int:
        from .board import power

        return power(game, oid) if self.zone_name(game.objs[oid].zone) == "field" else game.objs[oid].card.power

    def zone_name(self, zone: str) -> str:
        name = zone.rstrip("0123456789")
        if name in SLOTS:
            return "field"
        return next((k for k, v in _ZONE.items() if v == name), name)

    def zone_ids(self, game: Game, zone: str, player: int) -> list[int]:
        if zone == "field":        # the five positions of the stage
            return [o for z in STAGE_ZONES[player] for o in game.zones[z]]
        return game.zones[f"{_ZONE[zone]}{player}"]

    def turn_player(self, game: Game) -> int:
        return game.vars["tp"]

    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False) -> list[int]:
        return move(game, oids, _ZONE[zone], pos=0 if bottom else None, rested=dull)

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        raise AssertionError("Weiss has no destroy: the verb is not in its kernel language")

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        from .rule_actions import draw

        hand = game.zones[f"hand{player}"]
        before = set(hand)
        draw(game, player, n)
        return [o for o in hand if o not in before]

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        raise AssertionError("damage is not in Weiss's kernel language")

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        raise AssertionError("power and grant are not in Weiss's kernel language yet")


HOST = WeissHost()
