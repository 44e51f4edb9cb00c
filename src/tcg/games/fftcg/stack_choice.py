"""Summons and abilities on the stack as targets, and cancelling them ("Choose 1 Summon
targeting a Character you control. Cancel its effect.", "Choose 1 action ability. Cancel its
effect.").

A Summon on the stack is its card's object; an ability on the stack is no object: its stack item
has an id of its own (base.StackItem). The selector keys below read the stack item of an id, so a
`choose` in the zone `stack` finds both: `stack` (which kinds: summon, action, auto, special),
`stack_of` (whose: you or opponent) and `targeting` (one of the cards it chose matches a
selector, from the chooser's point of view). A cancelled item leaves the stack without resolving
(11.5.5: the ability is the stack item, not its card); a cancelled Summon goes to the Break Zone
as a resolved one does (11.11.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import REF
from ...engine.abilities.load import AbilityError
from ...engine.abilities.run import Frame, Res, bound, refs
from ...engine.abilities.selectors import matches
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability, Sel
    from ...engine.state import Game

KINDS = ("summon", "action", "auto", "special")
KEYS = ("stack", "stack_of", "targeting")


def item(game: Game, oid: int) -> Any:
    """The stack item whose id is `oid`, or None."""
    return next((x for x in game.stack if x.id == oid), None)


def present(game: Game, oid: int) -> bool:
    """Is `oid` still there to be acted on: an object, or an item on the stack?"""
    return oid in game.objs or item(game, oid) is not None


def kind_of(game: Game, it: Any) -> str:
    """summon, auto (a delayed ability too, 11.8.17), or the action / special ability's kind."""
    if it.kind == "summon":
        return "summon"
    if it.kind in ("auto", "delayed"):
        return "auto"
    return game.rules.cards[it.code].ability_at(it.index).kind     # a granted one too (granted.py)


def _kinds(v: Any, where: str) -> tuple[str, ...]:
    items = [v] if isinstance(v, str) else v
    if not (isinstance(items, list) and items and all(k in KINDS for k in items)):
        raise AbilityError(where, f"expected some of {', '.join(KINDS)}, got {v!r}")
    return tuple(items)


def _whose(v: Any, where: str) -> str:
    if v not in ("you", "opponent"):
        raise AbilityError(where, f"expected you or opponent, got {v!r}")
    return v


def _targeting(v: Any, where: str) -> Sel:
    from ...engine.abilities.load import _Ctx, selector

    return selector(v, where, _Ctx(LANG))


LANG.selector_keys.update({"stack": _kinds, "stack_of": _whose, "targeting": _targeting})


def predicate(key: str, value: Any) -> Any:
    """The check of one of KEYS, `(game, frame, oid) -> bool`; false for anything not on the stack."""
    if key == "stack":
        return lambda g, fr, oid: (it := item(g, oid)) is not None and kind_of(g, it) in value
    if key == "stack_of":
        you = value == "you"
        return lambda g, fr, oid: (it := item(g, oid)) is not None and (it.controller == fr.controller) == you

    def targeting(g: Game, fr: Frame, oid: int) -> bool:
        it = item(g, oid)
        if it is None or it.kind == "delayed":      # a delayed ability's targets are its bindings
            return False
        host = g.rules.ability_host
        return any(t in g.objs and g.objs[t].zone.startswith("field") and matches(g, fr, value, t, host)
                   for ts in it.targets for t in ts)
    return targeting


def check(a: Ability, where: str) -> None:
    """A selector of stack items looks at the stack and reads nothing else of an object."""
    lists = [(f"{where}.effects", a.effects)] + [(f"{where}.modes.{i}", m) for i, m in enumerate(a.modes)]
    for at, effs in lists:
        for j, e in enumerate(effs):
            sel = getattr(e.p, "sel", None)
            if sel is None or sel.zone != "stack" and not any(k in KEYS for k, _ in sel.extra):
                continue
            if sel.zone != "stack" or sel.type or sel.controller != "any" or sel.cost or sel.power \
                    or not any(k == "stack" for k, _ in sel.extra):
                raise AbilityError(f"{at}.{j}.sel", "a stack item is chosen with zone = \"stack\", `stack` "
                                   "(its kinds), and only `stack_of` and `targeting` besides")


@LANG.verb("cancel", to=(REF, ...))
def cancel(game: Game, fr: Frame, p: Any) -> Res:
    """"Cancel its effect": the Summon or ability leaves the stack without resolving."""
    if isinstance(p.to, str) and p.to != "self":      # a bound name: its stack items too, not only objects
        r = bound(fr, p.to)
        ids = r.ids if r is not None else ()
    else:
        ids = refs(game, fr, p.to)
    host = game.rules.ability_host
    return Res(tuple(o for o in ids if host.cancel(game, o)))
