"""The game contract (engine/ruleset.py, engine/abilities/host.py; issue 20 item 3): every public
member of a game's ruleset and of its ability host is one the kernel declares, so the kernel, the
agents and the front ends read a game without probing it; whatever else a game keeps is its own
(a leading underscore)."""

from __future__ import annotations

from tcg import games
from tcg.engine.abilities.host import Host
from tcg.engine.ruleset import PriorityRules, Ruleset

KERNEL = (Ruleset, PriorityRules, Host)


def _undeclared(obj: object, bases: tuple[type, ...]) -> list[str]:
    declared = {name for base in bases for name in (*dir(base), *base.__annotations__)}
    out = set()
    for cls in type(obj).__mro__:
        if cls in KERNEL or cls.__module__ in ("abc", "builtins"):
            continue
        out |= {n for n in (*vars(cls), *getattr(cls, "__annotations__", {}))
                if not n.startswith("_") and n not in declared}
    return sorted(out)


def test_every_public_member_of_a_game_is_declared_by_the_kernel():
    extra = {}
    for game_id in games.GAMES:
        rules = games.get(game_id)
        for what, obj, bases in (("ruleset", rules, (Ruleset, PriorityRules)), ("host", rules.ability_host, (Host,))):
            names = _undeclared(obj, bases)
            if names:
                extra[f"{game_id} {what}"] = names
    assert not extra, f"members the kernel does not declare (engine/ruleset.py, engine/abilities/host.py): {extra}"
