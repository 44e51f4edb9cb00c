"""The kernel's ability language in MTG (issue 20 item 6): a spell whose `effects` are written in
the shared syntax (docs/abilities.md) runs on the kernel's interpreter.

Targets stay MTG's (chosen as the spell is played, 409.1c, and checked on resolution, 413.2a):
the targets still legal are bound to the names `target`, `target2`, `target3` (one per target
group) before the effects run. Only the verbs whose action this adapter maps are in the
language: a card naming another is refused when it loads. The interpreter reaches the game
through `host.HOST`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, run
from ...engine.abilities.load import _Ctx, effects
from ...engine.abilities.records import Ability as KAbility
from ...engine.abilities.run import Frame, Res

if TYPE_CHECKING:
    from ...engine.state import Game

LANG = KERNEL.extend("mtg2004")
for _v in ("power", "grant", "grant_ability", "dull", "activate", "cancel", "choose", "delayed", "search"):
    del LANG.verbs[_v]          # not mapped by this adapter yet (MTG's own dialect has them)
LANG.kinds = {"spell"}
LANG.zones = {"field", "hand", "deck", "break", "stack", "removed"}
LANG.values.update({"type": ("creature", "land", "artifact", "enchantment", "instant", "sorcery")})
TARGETS = ("target", "target2", "target3")
ZONE = {"field": "play", "hand": "hand", "deck": "library", "break": "graveyard", "stack": "stack",
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
