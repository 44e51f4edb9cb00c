"""The kernel's ability language in DBS (issue 20 item 6): a skill whose `effects` are written in
the shared syntax (docs/abilities.md) runs on the kernel's interpreter once the skill is used or
its [Auto] resolves (costs, triggers and counter timings stay the game's). Only the verbs whose
action this adapter maps are in the language: a card naming another is refused when it loads.
The interpreter reaches the game through `host.HOST`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, run
from ...engine.abilities.load import _Ctx, effects
from ...engine.abilities.records import Ability as KAbility
from ...engine.abilities.run import Frame

if TYPE_CHECKING:
    from ...engine.state import Game

LANG = KERNEL.extend("dbs")
for _v in ("power", "grant", "grant_ability", "dull", "activate", "cancel", "choose", "delayed", "search", "damage",
           "gain_life", "lose_life"):
    del LANG.verbs[_v]          # not mapped by this adapter yet (DBS's own ops have them)
LANG.alias("ko", "destroy")     # dbscg 10-1-1
LANG.kinds = {"auto", "activate_main", "activate_battle"}
LANG.zones = {"field", "hand", "deck", "break"}
LANG.values.update({"type": ("battle", "leader", "extra")})
ZONE = {"field": "battle", "hand": "hand", "deck": "deck", "break": "drop"}   # the language's zones -> ours


def compile_effects(raw: Any, where: str = "effects") -> KAbility:
    return KAbility("auto", effects(raw, where, _Ctx(LANG)))


def run_skill(game: Game, p: int, src: int, code: str, index: int) -> None:
    """The skill's effects, in printed order (dbscg 1-3-7), on the kernel's interpreter."""
    run.start(game, Frame(p, src, code, index, (), 0))
