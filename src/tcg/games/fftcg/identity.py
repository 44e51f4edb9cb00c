"""A Character's Elements now (issue 20, ffelem): "Name 1 Element other than Light and Dark.
Shantotto becomes the named Element until the end of the turn", "select 1 Element. Kam'lanaut
becomes that Element". The verbs `name_element` (the player picks an Element; the result's
amount is its place in `ELEMENTS`, read by `{ amount = "e" }`) and `become_element` (`to`,
`element` that quantity, `duration`) leave a resolved effect `set_elements` (and
`unchoosable_by_element` the protection from that Element's Summons and abilities); every reader of
an Element on the Field (selectors, the CP a Backup produces, Parties, protections) asks
`elements(game, oid)`. Effects in timestamp order: the latest says (11.12.4.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.language import DURATION, REF, SEL, WHO, Q
from ...engine.abilities.quantities import value
from ...engine.abilities.run import SUSPEND, Res, as_frame, done, player, refs
from .base import REG
from .cost_effects import _elements
from .costs import CP_ELEMENTS
from .lang import LANG, _bool

if TYPE_CHECKING:
    from ...engine.abilities.run import Frame
    from ...engine.state import Game

ELEMENTS = LANG.values["element"]
SET, ADD_ELEMENTS = "set_elements", "add_elements"
ADD_FOE = "gain_foe_elements"


def changed(game: Game) -> dict[int, tuple[str, ...]]:
    """The objects whose Elements an effect changed, and their Elements now (per state version)."""
    m = game.cache.get(SET)
    if m is None:
        m = {}
        for e in game.effects:          # appended in timestamp order: the latest has the last word
            if e.op == SET:
                for t in e.targets:
                    m[t] = e.value
            elif e.op == ADD_ELEMENTS:     # "... gain the named Element"
                for t in e.targets:
                    if t in game.objs:
                        m[t] = tuple(dict.fromkeys(m.get(t, game.objs[t].card.elements) + e.value))
        game.cache[SET] = m
    return m


def elements(game: Game, oid: int) -> tuple[str, ...]:
    """Its Elements now: as a resolved effect made them, else as printed and as its own field
    abilities add ("it gains Elements of Fire, Ice, ...")."""
    if game.effects:
        got = changed(game).get(oid)
        if got is not None:
            return got
    o = game.objs[oid]
    card = o.card
    if card.gains_elements and o.zone.startswith("field"):
        from .chars import silenced

        if oid not in silenced(game):
            if card.foe_elements:
                return _foe_elements(game, oid)
            return tuple(dict.fromkeys(card.elements + card.element_gains))
    return card.elements


def _foe_elements(game: Game, oid: int) -> tuple[str, ...]:
    """"Kimahri gains Elements of all the Characters opponent controls except Light and Dark": its
    printed Elements and those of every Character on the other Field now, per state version. An
    opponent's Character that gains Elements so too is read without that gain (RULINGS.md)."""
    key = (ADD_FOE, oid)
    got = game.cache.get(key)
    if got is None:
        from .chars import on_field

        card = game.objs[oid].card
        own = list(card.elements)
        for other in on_field(game)[1 - game.objs[oid].controller]:
            ob = game.objs[other]
            for e in (ob.card.elements if ob.card.foe_elements else elements(game, other)):
                if e not in own and e not in ("light", "dark"):
                    own.append(e)
        got = game.cache[key] = tuple(own)
    return got


def has_element(game: Game, oid: int, wanted: tuple[str, ...]) -> bool:
    """Is one of its Elements now among `wanted` (a selector's check)?"""
    return any(e in wanted for e in elements(game, oid))


MULTI = "+"      # joins the Elements of a Backup that produces 1 CP of one of several: "earth+fire"


def cp_element(game: Game, oid: int) -> str:
    """The Element of the CP a Backup on the Field produces when dulled ('' for none; Elements
    joined by MULTI for one of several, the payer's choice, 5.2.1.3)."""
    if game.effects:
        got = changed(game).get(oid)
        if got is not None:
            return got[0] if len(got) == 1 and got[0] not in ("light", "dark") else ""
    card = game.objs[oid].card
    if card.foe_elements:       # a Backup of several Elements: 1 CP of one of them, the payer's choice
        return MULTI.join(e for e in elements(game, oid) if e not in ("light", "dark")) or ""
    return card.cp_element


@LANG.verb("name_element", who=(WHO, "you"), other_than=(_elements, ()))
def name_element(game: Game, fr: Frame, p: Any) -> Any:
    """"Name 1 Element (other than Light and Dark)": the player picks one; the result's amount
    is its place in ELEMENTS."""
    opts = tuple(("element", e) for e in ELEMENTS if e not in p.other_than)
    game.ask(player(game, fr, p.who), "element", opts, "on_name_element", fr, prompt="name an Element")
    return SUSPEND


@REG.handler
def on_name_element(game: Game, choice: tuple, fr: Frame) -> None:
    game.event("element_named", choice[1])
    done(game, as_frame(fr), Res((), (), ELEMENTS.index(choice[1])))


LANG.selector_keys["multi_element"] = _bool     # "1 Multi-Element card": of two Elements or more now (host.game_selector)


LANG.selector_keys["shares_element"] = _bool    # "of the same Element as X": one of X's Elements now


def multi_element(value: bool) -> Any:
    return lambda g, fr, oid: (len(elements(g, oid)) > 1) == value


LANG.selector_keys["shares_job"] = _bool        # "with the same Job as X": one of X's Jobs now


def shares_job(value: bool) -> Any:
    def check(g: Game, fr: Any, oid: int) -> bool:
        if fr.source not in g.objs:
            return not value
        mine = jobs(g, fr.source)
        # tests one by one, not as one and/or chain: Cython 3.3.1 compiled `bool(a) and b or c`
        # to a NULL (a crash) when `a` was empty
        if not mine:
            return not value
        if has_job(g, oid, mine):
            return value
        return (ALL_JOBS in mine and bool(jobs(g, oid))) == value
    return check


def shares_element(value: bool) -> Any:
    return lambda g, fr, oid: (fr.source in g.objs and not set(elements(g, oid)).isdisjoint(elements(g, fr.source))) == value


@LANG.verb("gain_elements", binds=False, element=(_elements, ...))
def gain_elements(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("gain_elements is a characteristic: identity.elements reads it")


@LANG.verb(ADD_FOE, binds=False)
def gain_foe_elements(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("gain_foe_elements is a characteristic: identity.elements reads it")


def every_element(game: Game, oid: int) -> bool:
    """Has it every Element but Light and Dark now (a Backup that produces CP of any of them)?"""
    return CP_ELEMENTS <= set(elements(game, oid))


@LANG.verb("unchoosable_by_element", to=(REF, "self"), element=(Q, ...), duration=(DURATION, "turn"))
def unchoosable_by_element(game: Game, fr: Frame, p: Any) -> Res:
    """"X cannot be chosen by Summons or abilities of the named Element this turn": the `grant`
    flag of that Element (protection.BY_ELEMENT)."""
    flag = f"cannot_be_chosen_by_{ELEMENTS[value(game, fr, p.element)]}"
    return Res(tuple(game.rules.ability_host.lasting(game, fr, "grant", (flag,), refs(game, fr, p.to), p.duration)))


@LANG.verb("become_element", to=(REF, "self"), element=(Q, ...), duration=(DURATION, "turn"))
def become_element(game: Game, fr: Frame, p: Any) -> Res:
    """"X becomes the named Element": its Elements are that one alone (a resolved effect)."""
    el = ELEMENTS[value(game, fr, p.element)]
    host = game.rules.ability_host
    return Res(tuple(host.lasting(game, fr, SET, (el,), refs(game, fr, p.to), p.duration)))



# ---------------------------------------------------------------- Jobs
# "Bartz has all the Jobs", "Bartz has the Jobs of the Forwards you control" (field, its own card),
# "all Characters opponent controls lose their Jobs", "Select a Job. It gains that Job".
SET_JOBS, ADD_JOBS = "set_jobs", "add_jobs"
ALL_JOBS = "*"           # has every Job


def _job_changes(game: Game) -> dict[int, list]:
    m = game.cache.get(SET_JOBS)
    if m is None:
        m = {}
        for e in game.effects:          # in timestamp order
            if e.op in (SET_JOBS, ADD_JOBS):
                for t in e.targets:
                    m.setdefault(t, []).append(e)
        game.cache[SET_JOBS] = m
    return m


def jobs(game: Game, oid: int, own: bool = True) -> tuple[str, ...]:
    """Its Jobs now: printed, or as its own field abilities say (`own`), then as resolved effects
    changed them, latest last."""
    o = game.objs[oid]
    card = o.card
    out = card.jobs
    if own and card.job_abilities and o.zone.startswith("field"):
        from .chars import silenced

        if oid not in silenced(game):
            out = _field_jobs(game, oid, card)
    if game.effects:
        for e in _job_changes(game).get(oid, ()):
            out = e.value if e.op == SET_JOBS else (*out, *e.value)
    return out


def _field_jobs(game: Game, oid: int, card: Any) -> tuple[str, ...]:
    from ...engine.abilities.selectors import select
    from .abilities import frame

    out = card.jobs
    for e in card.job_abilities:
        if e.do == "all_jobs":
            return (ALL_JOBS,)
        # the others' Jobs as printed and as resolved effects changed them (not by their own field
        # abilities: no Job reads another's field ability)
        fr = frame(oid, game.objs[oid].controller)
        out = (*out, *(j for o in select(game, fr, e.p.sel, game.rules.ability_host) if o != oid
                       for j in jobs(game, o, own=False)))
    return tuple(dict.fromkeys(out))


def has_job(game: Game, oid: int, wanted: tuple[str, ...]) -> bool:
    js = jobs(game, oid)
    return ALL_JOBS in js or any(j in wanted for j in js)


def job_count(game: Game, oid: int) -> int:
    """How many Jobs it has ("If Bartz has 3 Jobs or more"); all of them: those of the game's cards."""
    if oid not in game.objs:
        return 0
    js = jobs(game, oid)
    return len(job_list(game)) if ALL_JOBS in js else len(js)


LANG.quantity_names.add("own_jobs")     # the number of Jobs of the ability's card


def job_list(game: Game) -> tuple[str, ...]:
    """The Jobs a player may name: those of the game's cards (the others change nothing)."""
    return tuple(sorted({j for o in game.objs.values() for j in o.card.jobs}))


@LANG.verb("all_jobs", binds=False)
def all_jobs(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("all_jobs is a characteristic: identity.jobs reads it")


@LANG.verb("jobs_of", binds=False, sel=(SEL, ...))
def jobs_of(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("jobs_of is a characteristic: identity.jobs reads it")


@LANG.verb("lose_jobs", to=(REF, ...), duration=(DURATION, "turn"))
def lose_jobs(game: Game, fr: Frame, p: Any) -> Res:
    return Res(tuple(game.rules.ability_host.lasting(game, fr, SET_JOBS, (), refs(game, fr, p.to), p.duration)))


@LANG.verb("name_job", who=(WHO, "you"))
def name_job(game: Game, fr: Frame, p: Any) -> Any:
    """"Select a Job": one of the Jobs of the game's cards; the result's amount is its place in
    job_list."""
    opts = tuple(("job", j) for j in job_list(game))
    if not opts:
        return Res((), (), -1)
    game.ask(player(game, fr, p.who), "job", opts, "on_name_job", fr, prompt="name a Job")
    return SUSPEND


@REG.handler
def on_name_job(game: Game, choice: tuple, fr: Frame) -> None:
    game.event("job_named", choice[1])
    done(game, as_frame(fr), Res((), (), job_list(game).index(choice[1])))


@LANG.verb("gain_job", to=(REF, ...), job=(Q, ...), duration=(DURATION, "turn"))
def gain_job(game: Game, fr: Frame, p: Any) -> Res:
    return _job_effect(game, fr, p, ADD_JOBS, value(game, fr, p.job))


def _job_effect(game: Game, fr: Frame, p: Any, op: str, k: int) -> Res:
    """The effect `op` of the Job at place `k` of job_list on `p.to` for `p.duration`."""
    named = job_list(game)
    if not 0 <= k < len(named):
        return Res((), (), 0)       # no Job was named (no card of the game has one)
    return Res(tuple(game.rules.ability_host.lasting(game, fr, op, (named[k],), refs(game, fr, p.to), p.duration)))


@LANG.verb("become_job", to=(REF, "self"), job=(Q, ...), duration=(DURATION, "turn"))
def become_job(game: Game, fr: Frame, p: Any) -> Res:
    """"Yuna becomes the named ... Job": that Job alone."""
    return _job_effect(game, fr, p, SET_JOBS, value(game, fr, p.job))


# ---------------------------------------------------------------- a Job or an Element named


@LANG.verb("name_job_or_element", who=(WHO, "you"))
def name_job_or_element(game: Game, fr: Frame, p: Any) -> Any:
    """"Name 1 Job or 1 Element": the result's amount is the Element's place in ELEMENTS, or 8 +
    the Job's place in job_list."""
    opts = tuple(("element", e) for e in ELEMENTS) + tuple(("job", j) for j in job_list(game))
    game.ask(player(game, fr, p.who), "job_or_element", opts, "on_name_job_or_element", fr,
             prompt="name a Job or an Element")
    return SUSPEND


@REG.handler
def on_name_job_or_element(game: Game, choice: tuple, fr: Frame) -> None:
    kind, named = choice
    game.event(f"{kind}_named", named)
    n = ELEMENTS.index(named) if kind == "element" else len(ELEMENTS) + job_list(game).index(named)
    done(game, as_frame(fr), Res((), (), n))


@LANG.verb("gain_named", to=(REF, ...), named=(Q, ...), duration=(DURATION, "turn"))
def gain_named(game: Game, fr: Frame, p: Any) -> Res:
    """"... gain the named Job or Element": the objects have it besides their own."""
    k = value(game, fr, p.named)
    if 0 <= k < len(ELEMENTS):
        host = game.rules.ability_host
        return Res(tuple(host.lasting(game, fr, ADD_ELEMENTS, (ELEMENTS[k],), refs(game, fr, p.to), p.duration)))
    return _job_effect(game, fr, p, ADD_JOBS, k - len(ELEMENTS))
