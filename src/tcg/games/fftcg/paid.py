"""What was paid to play a card: the Elements of the CP paid for a Character put onto the Field
or a Summon cast ("If the cost paid to play X included Wind CP", "If the cost to cast X was paid
with CP of 3 or more different Elements"), read by the condition `paid` (docs/abilities.md).

A record is kept in `vars["paid"]` as `(object id, elements)` pairs for the objects still in the
game: a card put onto the Field by an effect was not played, and its record is empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.load import AbilityError
from .identity import MULTI, cp_element
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game


CHOSEN = "cp_chosen"     # ((Backup, Element), ...): the Element the payer chose for a Backup of several


def elements_paid(game: Game, paid: tuple, cost: Any = None) -> tuple[str, ...]:
    """The Elements of the CP a payment produced: each discarded card's and each dulled Backup's
    (the other resources of a payment, a Special ability's discard, produce no CP). A Backup of
    several Elements produced the one its payer chose (`undecided`), else one the cost needed that
    the rest did not give, else its printed one."""
    els, several = set(), []
    chosen = dict(game.vars.get(CHOSEN, ()))
    for kind, oid in paid:
        if kind in ("discard", "dull"):
            el = game.objs[oid].card.cp_element if kind == "discard" else cp_element(game, oid)
            if MULTI in el and oid in chosen:
                els.add(chosen[oid])
            elif MULTI in el:
                several.append(el.split(MULTI))
            else:
                els.add(el)
    for own in several:
        short = [e for e, _ in (cost.need if cost is not None else ()) if e in own and e not in els]
        els.add(short[0] if short else own[0])
    return tuple(sorted(els))


def undecided(game: Game, paid: tuple, cost: Any) -> tuple[int, tuple[str, ...]] | None:
    """A Backup of several Elements dulled for `paid` whose Element its payer has not chosen yet,
    with the Elements it may have produced (those that leave the payment legal), when there are
    two or more: its payer chooses (5.2.1.3; asked only for a card whose abilities read it)."""
    from .payment import WILD, _cp_of, complete

    chosen = dict(game.vars.get(CHOSEN, ()))
    total, by_el, _ = _cp_of(paid, game)
    for kind, oid in paid:
        el = cp_element(game, oid) if kind == "dull" else ""
        if MULTI not in el or oid in chosen:
            continue
        key = el if el in by_el else WILD       # of all six, it is of any (payment.wild_backups)
        opts = []
        for e in el.split(MULTI):
            by = dict(by_el)
            by[key] -= 1
            by[e] = by.get(e, 0) + 1
            if complete(cost, total, by):
                opts.append(e)
        if len(opts) > 1:
            return oid, tuple(opts)
    return None


def record(game: Game, oid: int, elements: tuple[str, ...]) -> None:
    kept = tuple(r for r in game.vars.get("paid", ()) if r[0] in game.objs)
    game.vars["paid"] = kept + ((oid, elements),)


def arrived(game: Game, old: int, new: int) -> None:
    """A Character being played arrives on the Field: its record follows it (7.4 makes it a new
    object) before its enter abilities check their conditions (11.8.13)."""
    paying = game.vars.get("paying")
    if paying is not None and paying[0] == old:
        record(game, new, paying[1])
        game.vars["paying"] = None


def holds(game: Game, source: int, want: Any) -> bool:
    """The condition `paid`: `include` an Element, `only` one, or `distinct` Elements compared."""
    els = next((e for o, e in game.vars.get("paid", ()) if o == source), None)
    if els is None:
        return False     # not played: no cost was paid
    if want.get("include"):
        return want["include"] in els
    if want.get("only"):
        return tuple(els) == (want["only"],)
    op, n = want["distinct"]
    return {"ge": len(els) >= n, "le": len(els) <= n, "eq": len(els) == n}[op]


def check(v: Any, where: str) -> dict:
    ok = isinstance(v, dict) and len(v) == 1
    if ok and ("include" in v or "only" in v):
        ok = next(iter(v.values())) in LANG.values["element"]
    elif ok and "distinct" in v:
        d = v["distinct"]
        ok = isinstance(d, dict) and len(d) == 1 and next(iter(d)) in ("ge", "le", "eq") \
            and isinstance(next(iter(d.values())), int)
        if ok:
            return {"distinct": next(iter(d.items()))}
    else:
        ok = False
    if not ok:
        raise AbilityError(where, "`paid` is { include = ELEMENT }, { only = ELEMENT } or "
                           "{ distinct = { ge|le|eq = N } }")
    return dict(v)


LANG.condition_keys["paid"] = check      # "if the cost paid to play X included Wind CP"
