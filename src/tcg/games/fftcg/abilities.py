"""FFTCG's view of a kernel ability record: what declaring, paying and resolving read.

The record (engine/abilities/records.py) is the ability; this view precomputes, once per card,
what the game's procedures ask of it: the `choose` entries that are chosen on declaration
(11.3.3, 11.6.5), where each effect list starts after them, the printed cost, the extra costs,
and a field ability's continuous parts (11.9).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ...engine.abilities.load import AbilityError
from ...engine.abilities.records import Ability, Eff, QCount, QCounters, Sel
from ...engine.abilities.run import Frame
from .costs import CpCost, ExtraCost, parse_cost


class Target(NamedTuple):
    """One `choose` effect chosen on declaration: `count` objects the selector finds (or up
    to `count`), bound to `name` when the effects run."""

    sel: Sel
    count: int | QCount | QCounters     # a count is taken as the targets are chosen
    up_to: bool
    name: str
    total: tuple | None = None      # ("cost", 7): "with a total cost of 7 or less" (the kernel's choose)

    @property
    def type(self) -> str | None:
        return self.sel.type[0] if self.sel.type else None


class FfMode(NamedTuple):
    choose: tuple[Target, ...]
    effect: tuple[Eff, ...]
    start: int                  # the first effect after its `choose` effects


_new = tuple.__new__


def frame(src: int, controller: int, x: int = 0) -> Frame:
    """A point of view for selectors and conditions outside a resolution."""
    return _new(Frame, (controller, src, "", -1, (), 0, (), x, 0, -1))   # without NamedTuple's Python frame


def leading(effs: tuple[Eff, ...], where: str) -> tuple[tuple[Target, ...], int]:
    """The `choose` effects a list starts with (chosen on declaration) and the index after them."""
    out = []
    for e in effs:
        if e.do != "choose":
            break
        p = e.p
        # "Choose as many Forwards as _Job Moogle_ you control": the count, taken on declaration
        if not (isinstance(p.n, int) or type(p.n) in (QCount, QCounters)) or p.who != "you":
            raise AbilityError(where, "a target is chosen on declaration (11.3.3): `n` is a number, the count "
                               "of a selector or of counters, chosen by you")
        if e.as_ is None:
            raise AbilityError(where, "a `choose` needs `as` (how the effects name what it chose)")
        out.append(Target(p.sel, p.n, p.up_to, e.as_, p.total))
    if any(e.do == "choose" for e in effs[len(out):]):
        raise AbilityError(where, "targets are chosen on declaration: `choose` effects come first (11.3.3)")
    return tuple(out), len(out)


_ITSELF = Sel(not_=Sel(other=True))     # "the card itself" as a selector (docs/abilities.md)
_EXTRA = ("an extra cost is `move` self to `break` or `removed`, `return_to_hand` self, `remove_counters` N of self, "
          "`discard` N (with a `sel`; the card itself: `sel = { not = { other = true } }`), `mill` N of your "
          "deck (to `break` or `removed`), `select` N Characters you control (`sel`) then `dull` them (active "
          "ones) or `move` them to `break` or `removed`, or `select` N cards in your Break Zone then `move` them to `removed`")


def _extra_cost(effs: tuple[Eff, ...], where: str) -> ExtraCost:
    """The costs that are effects: "put X into the Break Zone" / "remove X from the game" (`move`
    self), "discard 1 X" (`discard`), "dull N active X" / "put N X into the Break Zone" (`select`
    N Characters you control, then `dull` them or `move` them to `break`), "remove N cards in your
    Break Zone / hand from the game" (`select` there, then `move` them to `removed`)."""
    kw: dict[str, Any] = {}
    picked: dict[str, Eff] = {}          # the `select` effects not yet used, by name
    for i, e in enumerate(effs):
        p = e.p
        if e.do == "move" and p.to == "self" and p.zone in ("break", "removed") and not p.bottom and not p.dull:
            kw["break_self" if p.zone == "break" else "remove_self"] = True
        elif e.do == "return_to_hand" and p.to == "self":
            kw["hand_self"] = True
        elif e.do == "remove_counters" and p.to == "self" and isinstance(p.n, int) and "counters" not in kw:
            kw["counters"] = (p.kind, p.n)
        elif e.do == "mill" and isinstance(p.n, int) and p.who == "you" and p.zone in (None, "break", "removed") \
                and "mill" not in kw:
            kw["mill"], kw["mill_zone"] = p.n, p.zone or "break"
        elif e.do == "discard" and p.n == 1 and p.who == "you" and p.sel == _ITSELF and "discard_self" not in kw:
            kw["discard_self"] = True
        elif e.do == "discard" and isinstance(p.n, int) and p.who == "you" and "discard" not in kw:
            kw["discard"], kw["discard_sel"] = p.n, p.sel
        elif (e.do == "select" and e.as_ and isinstance(p.n, int) and not p.up_to and p.who == "you"
              and (p.sel.zone is None and p.sel.controller == "you" or p.sel.zone in ("break", "hand") and p.sel.owner == "you")):
            picked[e.as_] = e
        elif e.do in ("dull", "move") and isinstance(p.to, str) and p.to in picked:
            sel = picked.pop(p.to)
            if sel.p.sel.zone == "break":      # cards of your Break Zone removed from the game
                if e.do != "move" or p.zone != "removed" or "exiles" in kw:
                    raise AbilityError(f"{where}.extra_cost.{i}", _EXTRA)
                kw["exiles"], kw["exile_sel"] = sel.p.n, sel.p.sel
            elif sel.p.sel.zone == "hand":     # cards of your hand removed from the game
                if e.do != "move" or p.zone != "removed" or "hand_exiles" in kw:
                    raise AbilityError(f"{where}.extra_cost.{i}", _EXTRA)
                kw["hand_exiles"], kw["hand_exile_sel"], kw["hand_exile_as"] = sel.p.n, sel.p.sel, sel.as_
            elif e.do == "dull" and sel.p.sel.status == "active" and "dull" not in kw:
                kw["dull"], kw["dull_sel"], kw["dull_as"] = sel.p.n, sel.p.sel, sel.as_
            elif e.do == "move" and p.zone in ("break", "removed") and not p.bottom and not p.dull and "breaks" not in kw:
                kw["breaks"], kw["break_sel"], kw["break_zone"], kw["break_as"] = sel.p.n, sel.p.sel, p.zone, sel.as_
            else:
                raise AbilityError(f"{where}.extra_cost.{i}", _EXTRA)
        else:
            raise AbilityError(f"{where}.extra_cost.{i}", _EXTRA)
    if picked:
        raise AbilityError(f"{where}.extra_cost", _EXTRA)
    return ExtraCost(**kw)


@dataclass(frozen=True, eq=False, slots=True)
class FfAbility:
    rec: Ability
    kind: str
    choose: tuple[Target, ...]
    start: int
    modes: tuple[FfMode, ...]
    cost: CpCost
    extra_cost: ExtraCost
    timing: str
    ex: bool
    enters: bool                # "when X enters the field" (11.8.16.1)
    # the record's fields the procedures read often, as fields of their own
    trigger: Any
    if_: Any
    optional: bool
    name: str | None
    once_per_turn: bool
    effect: tuple[Eff, ...]
    select: int
    select_up_to: bool
    # a field ability's continuous parts (11.9)
    affects: Any = "self"
    power: Any = 0
    grant: tuple[str, ...] = ()
    cost_reduction: Any = 0      # a quantity
    cost_min: int = 0            # reduce_cost's floor
    cost_increase: Any = 0       # increase_cost: a quantity (cost_effects.py)
    any_cp: bool = False         # any_element_cp: no Element is required of the CP paid
    pay_only: Any = None         # pay_with: (the Elements of the CP allowed, only Backups' CP)
    cost_crystals: int = 0       # the reduction applies only if this many {C} are paid first (crystals.py)
    damage_mod: tuple = ()       # (("damage_taken" | "damage_dealt", its parameters), ...): damage.py
    no_ex_burst: int = -1        # the cards its damage puts in the Damage Zone up to this cost use no EX Burst
    lose: tuple[str, ...] = ()   # forbid: the keywords the cards lose
    cannot_gain: tuple[str, ...] = ()   # forbid with gain: the keywords no effect gives them
    unblockable_by: Any = None   # forbid block: a selector of the Forwards that may not block them
    no_block_of: Any = None      # forbid block: a selector of the attackers they may not block
    become_forward: int = 0      # "X also becomes a Forward with N power" (the card itself)
    gains: tuple[int, ...] = ()  # its `grant_ability` effects (their places): the abilities it grants (granted.py)
    in_chars: bool = False       # it changes characteristics (chars.chars reads it)
    reads_power: bool = False    # its condition reads power: applied after the others (chars.py)
    self_break: bool = False     # "If C, put X into the Break Zone": a rule process reads it (turn.check_state)
    keywords_of: Any = None      # (keywords, selector): it gains those a card found has (borrowed.py)
    one_per_origin: bool = False  # "When 1 or more Forwards ... are chosen": once per Summon or ability (actions.fire)
    select_if: Any = None        # (condition, pick, up_to): "If C, select up to 2 of ... instead" (play.modes_to_select)

    def entries(self, modes: tuple = ()) -> tuple[Target, ...]:
        """The `choose` entries of a declaration: the ability's, then each selected mode's."""
        out = self.choose
        for k in modes:
            out = out + self.modes[k].choose
        return out

    def groups(self, modes: tuple = ()) -> tuple[int, ...]:
        """For each entry of `entries(modes)`: -1 for the ability's own, else its mode."""
        out = (-1,) * len(self.choose)
        for k in modes:
            out = out + (k,) * len(self.modes[k].choose)
        return out

    def mode_targets(self, modes: tuple, targets: tuple, k: int) -> tuple:
        """The chosen objects one selected mode reads: the ability's entries', then the mode's."""
        groups = self.groups(modes)
        return tuple(ts for g, ts in zip(groups, targets, strict=True) if g in (-1, k))

    def mode_entries(self, k: int) -> tuple[Target, ...]:
        return self.choose + self.modes[k].choose


def _reads_forwards(x: Any) -> bool:
    """Does a condition look at Forwards, Characters (a Monster may be a Forward) or power?"""
    if isinstance(x, Sel):
        if x.power is not None or any(t in ("forward", "character") for t in x.type or ()):
            return True
    if isinstance(x, (tuple, list)):
        return any(_reads_forwards(v) for v in x)
    if hasattr(x, "__dataclass_fields__"):
        if getattr(x, "char", None) == "power":
            return True
        return any(_reads_forwards(getattr(x, f)) for f in x.__dataclass_fields__)
    return False


def _reads_power(x: Any) -> bool:
    """Does a condition read a power (a characteristic, or a selector's power comparison)?"""
    if isinstance(x, Sel) and x.power is not None:
        return True
    if isinstance(x, (tuple, list)):
        return any(_reads_power(v) for v in x)
    if hasattr(x, "__dataclass_fields__"):
        return getattr(x, "char", None) == "power" or any(_reads_power(getattr(x, f)) for f in x.__dataclass_fields__)
    return False


def _affected(e: Eff) -> Any:
    """The cards a field ability's effect changes: a blocking restriction is kept on the
    attackers it protects, or on the one blocker it restrains."""
    if e.do == "forbid" and e.p.of is not None and isinstance(e.p.to, Sel):
        return e.p.of
    return getattr(e.p, "to", "self")      # become_forward, also_named: the card itself


def _field(a: Ability, where: str) -> dict:
    kw: dict[str, Any] = {}
    tos = {_affected(e) for e in a.effects}
    if len(tos) != 1:
        raise AbilityError(f"{where}.effects", "the effects of one field ability affect the same cards")
    to = tos.pop()
    if isinstance(to, str) and to != "self" or isinstance(to, tuple):
        raise AbilityError(f"{where}.effects", "a field ability affects `self` or what a selector finds")
    kw["affects"] = to
    for i, e in enumerate(a.effects):
        p = e.p
        if e.do == "grant_ability":
            kw["gains"] = kw.get("gains", ()) + (i,)
        elif e.do == "power":
            kw["power"] = p.n
        elif e.do == "grant":
            kw["grant"] = kw.get("grant", ()) + p.what      # "gains **Haste** and "X cannot be blocked""
        elif e.do == "keywords_of":
            kw["keywords_of"] = (p.what, p.sel)
        elif e.do == "reduce_cost":
            kw["cost_reduction"], kw["cost_min"] = p.n, p.min
            if p.crystals and (p.to != "self" or a.condition is not None):
                raise AbilityError(f"{where}.effects", "a reduction paid with Crystals is the card's own, without condition")
            kw["cost_crystals"] = p.crystals
        elif e.do == "increase_cost":
            kw["cost_increase"] = p.n
        elif e.do == "any_element_cp":
            kw["any_cp"] = True
        elif e.do == "pay_with":
            kw["pay_only"] = (p.element, p.backups)
        elif e.do in ("play_beside", "many_light_dark"):
            pass                     # the Light and Dark limits read the record (cost_effects.py)
        elif e.do == "also_named":
            pass                     # a characteristic in every zone: cards.CardDef.names
        elif e.do in ("all_jobs", "jobs_of", "gain_elements", "gain_foe_elements"):
            pass                     # its Jobs, Elements on the Field: identity.jobs, identity.elements
        elif e.do in ("special_discard", "alternative_cost"):
            pass                     # its special abilities' cost: payment.ability_cost (alt_costs.py)
        elif e.do in ("also_type", "cast_only", "cast_limit", "exclusive_names"):
            pass                     # read from the card in every zone: cards.CardDef.also_types, cast_timing, cast_limit, exclusive
        elif e.do == "become_forward":
            if _reads_forwards(a.condition):
                raise AbilityError(f"{where}.condition", "a field ability that makes its card a Forward cannot "
                                   "depend on which cards are Forwards or on power (it would depend on itself)")
            if p.to != "self":      # chars.py makes only the ability's own card a Forward
                raise AbilityError(f"{where}.effects", "a field ability's become_forward makes its own card a Forward")
            kw["become_forward"] = p.n
        elif e.do == "forbid" and p.of is None:
            kw["cannot_gain" if p.gain else "lose"] = p.what
        elif e.do == "forbid":
            kw["unblockable_by" if isinstance(p.to, Sel) else "no_block_of"] = p.to if isinstance(p.to, Sel) else p.of
        elif e.do == "no_ex_burst":
            kw["no_ex_burst"] = p.cost
        elif e.do == "move":        # verbs._self_break: the card itself, to the Break Zone
            kw["self_break"] = True
        elif e.do in ("damage_taken", "damage_dealt"):
            kw["damage_mod"] = kw.get("damage_mod", ()) + ((e.do, p),)
        else:
            raise AbilityError(f"{where}.effects", f"a field ability's {e.do} is not read by the game")
    kw["in_chars"] = bool(kw.get("power") or kw.get("grant") or kw.get("lose") or kw.get("cannot_gain")
                          or kw.get("become_forward") or kw.get("gains") or kw.get("keywords_of")
                          or kw.get("unblockable_by") is not None or kw.get("no_block_of") is not None)
    if _reads_power(a.condition):
        # "If Ramza has 4000 power or more, Ramza gains Haste": read once every power is known,
        # so it may not change power or what is a Forward (RULINGS.md, 11.9)
        if kw.get("power") or kw.get("become_forward"):
            raise AbilityError(f"{where}.condition", "a field ability whose condition reads power cannot "
                               "change power or make a Forward (it would depend on itself)")
        kw["reads_power"] = True
    return kw


def _delayed_targets(effs: tuple[Eff, ...], where: str) -> None:
    """A delayed ability chooses its targets as it is put on the stack (delayed_targets.py): its
    `choose` effects come first."""
    for j, e in enumerate(effs):
        for key in ("then", "else_", "effects"):
            inner = getattr(e.p, key, None)
            if inner:
                if e.do == "delayed":
                    leading(inner, f"{where}.{j}.effects")
                _delayed_targets(inner, f"{where}.{j}.{key.rstrip('_')}")


_COMPILED: dict[int, tuple[Ability, FfAbility]] = {}


def compile_ability(a: Ability, where: str = "ability") -> FfAbility:
    """The game's form of a loaded ability. Kept for the record (the entry holds it, so that its id
    is never reused): the loader's check (verbs._check) compiles each ability, and the card then
    takes the same one; `where` names only the place of an error."""
    hit = _COMPILED.get(id(a))
    if hit is not None and hit[0] is a:
        return hit[1]
    f = _compile(a, where)
    _COMPILED[id(a)] = (a, f)
    return f


def _compile(a: Ability, where: str) -> FfAbility:
    choose, start = leading(a.effects, f"{where}.effects")
    modes = []
    for k, m in enumerate(a.modes):
        mc, ms = leading(m, f"{where}.modes.{k}")
        modes.append(FfMode(mc, m, ms))
    if a.modes and start != len(a.effects):
        raise AbilityError(f"{where}.effects", "with `modes`, `effects` holds only the shared `choose` effects")
    kw = _field(a, where) if a.kind == "field" else {}
    _delayed_targets(a.effects, f"{where}.effects")
    try:
        cost = parse_cost(a.cost or "")
    except ValueError as e:
        raise AbilityError(f"{where}.cost", str(e)) from None
    trig = a.trigger
    enters = trig is not None and trig.events == ("move",) and trig.to == "field"
    if trig is not None and ("one_or_more", True) in trig.extra:
        kw["one_per_origin"] = True
    kw["select_if"] = a.get("pick_if")
    return FfAbility(a, a.kind, choose, start, tuple(modes), cost,
                     _extra_cost(a.extra_cost, where), a.get("timing", "any"), bool(a.get("ex", False)), enters,
                     a.trigger, a.condition, a.optional, a.name, a.once_per_turn, a.effects, a.pick, a.up_to, **kw)
