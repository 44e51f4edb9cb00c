"""Abilities that effects grant (issue 20, ffgrant): "Until the end of the turn, Bomb also becomes
a Forward with 5000 power and "Put Bomb into the Break Zone: Deal 4000 damage to all Forwards."",
"If Ramza has 10000 power or more, Ramza gains **Haste** and "When Ramza attacks, ..."".

The granted ability is written inside the effect that grants it (the kernel verb
`grant_ability`). A card's granted abilities are numbered after its own abilities: index
`GRANTED + k`, k in the order they are written (`CardDef.granted`), so a trigger, a declaration
or a stack item names one as any other, by the card that wrote it (`code`) and that index; the
object that has it is its source (11.8.5: its controller controls the ability). A resolved
grant is an Effect "grant_ability" of the objects until the end of the turn (9.5.1.3); a field
ability's holds while it applies (11.9, chars.field_effects). Gaining an ability changes the
text (layer 2, 11.12.4.6): it applies in timestamp order with "loses all abilities" (a loss
after the grant takes it away, a grant after the loss stays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.load import AbilityError
from .chars import field_effects, on_field

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability, Eff
    from ...engine.state import Game
    from .abilities import FfAbility

GRANTED = 100      # no card prints that many abilities of its own
KINDS = ("auto", "action")    # what may be granted: a Special ability's cost names its own card (11.7.1)


def written(abilities: tuple[Ability, ...]) -> list[tuple[tuple, Eff]]:
    """Every `grant_ability` effect of these abilities, in the order they are written, with
    where (ability index, path of nested lists as the interpreter names them, place)."""
    out: list[tuple[tuple, Eff]] = []

    def walk(ai: int, path: tuple, effs: tuple) -> None:
        for i, e in enumerate(effs):
            if e.do == "grant_ability":
                out.append(((ai, path, i), e))
            for kind, key in (("then", "then"), ("else", "else_"), ("do", "effects")):
                inner = getattr(e.p, key, None)
                if isinstance(inner, tuple) and inner:
                    walk(ai, path + ((kind, i),), inner)

    for ai, a in enumerate(abilities):
        walk(ai, (), a.effects)
        for k, m in enumerate(a.modes):
            walk(ai, (("mode", k),), m)
    return out


def check(a: Ability, where: str) -> None:
    """A granted ability is an auto or action ability that grants none in turn (its number is
    its granting card's)."""
    for _, e in written((a,)):
        g = e.p.ability
        if g.kind not in KINDS:
            raise AbilityError(f"{where}.ability.kind", f"a granted ability is one of {', '.join(KINDS)}, not {g.kind}")
        if written((g,)):
            raise AbilityError(f"{where}.ability", "a granted ability grants no ability in turn")


def granted(game: Game) -> tuple[tuple[int, int, str, int, FfAbility], ...]:
    """(controller, object, code, index, ability) of every ability granted to a card on the Field
    now, resolved grants first, per state version; () at once when nothing grants any (the
    trigger index and the priority options ask this at every event)."""
    if not _LOADED:
        return ()
    cache = game.cache
    got = cache.get("granted")
    if got is None:
        v = game.vars
        r = v.get(RESOLVED)
        resolved = r == v["turn"] or r == LASTING
        got = cache["granted"] = tuple(_collect(game, resolved)) if resolved or _field_grants(game) else ()
    return got


_LOADED: list[bool] = []    # not empty once a card that grants abilities is loaded (cards.CardDef)


def loaded() -> None:
    """A card that grants abilities exists: from now on every game looks for them (until then
    the trigger index and the options skip the question)."""
    if not _LOADED:
        _LOADED.append(True)


RESOLVED = "granting"    # vars: the turn a grant last resolved (every resolved one ends with its turn, 9.5.1.3.2)


LASTING = -1     # a grant resolved that outlasts its turn: from then on always looked for


def note_resolved(game: Game, outlasts: bool = False) -> None:
    if game.vars.get(RESOLVED) != LASTING:
        game.vars[RESOLVED] = LASTING if outlasts else game.vars["turn"]


def _field_grants(game: Game) -> bool:
    """Is a card whose field abilities grant abilities on the Field? (kept with the objects on
    the Field: most games never have one)"""
    on = on_field(game)
    m = game.memo.get("field_grants")
    if m is not None and m[0] == on:
        return m[1]
    objs = game.objs
    r = any(objs[o].card.field_grants for side in on for o in side)
    game.memo["field_grants"] = (on, r)
    return r


def _collect(game: Game, resolved: bool) -> list[tuple[int, int, str, int, FfAbility]]:
    given = [e for e in game.effects if e.op == "grant_ability"] if resolved else []
    if _field_grants(game):
        given += [e for effs in field_effects(game).values() for e in effs if e.op == "grant_ability"]
    if not given:
        return []
    lost: dict[int, int] = {}      # object -> timestamp of its last "loses all abilities"
    for e in game.effects:
        if e.op == "lose_all":
            for t in e.targets:
                lost[t] = max(lost.get(t, -1), e.ts)
    objs, cards, out = game.objs, game.rules.cards, []
    for e in given:
        code, index = e.value
        for oid in e.targets:
            o = objs.get(oid)
            if o is not None and o.zone.startswith("field") and e.ts > lost.get(oid, -1):
                out.append((o.controller, oid, code, index, cards[code].ability_at(index)))
    return out


def label(text: str, index: int) -> str:
    """The printed words of a granted ability, for the table: the quoted passage of its granting
    card's text that is the k-th granted (the quoted restraints compile to flags, not grants)."""
    import re

    quoted = [q for q in re.findall(r'"([^"]+)"', text) if ":" in q or q.lower().startswith(("when", "at "))]
    k = index - GRANTED
    return quoted[k] if k < len(quoted) else text[:60]


def at(value: Any) -> tuple:
    """Where the kernel says a resolving `grant_ability` is written: (code, ability, path, place)."""
    code, index, path, i = value
    return code, index, tuple(tuple(x) for x in path), i
