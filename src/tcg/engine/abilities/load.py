"""TOML tables → ability records, checked against a language (docs/abilities.md).

Everything a card file names is checked here, once: verbs and their parameters, selector keys,
quantity forms, conditions, event patterns, durations and the names effects bind (`as`) and
read (`to = "t"`). A refusal names the file, the line, the card and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..cards import CardFileError, line_of
from . import language as L
from .language import Language
from .records import (
    COMPARISONS,
    Ability,
    CAll,
    CAny,
    CCompare,
    CCount,
    CDid,
    CGame,
    CInZone,
    Cmp,
    CNot,
    CPhase,
    CTurn,
    Eff,
    Pattern,
    QAmount,
    QCount,
    QCounters,
    QCountOf,
    QDiv,
    QHalf,
    QMost,
    QNames,
    QOf,
    QSum,
    QTimes,
    Sel,
    While,
)

DURATIONS = ("turn", "combat", "battle", "your_next_turn", "opponent_next_turn_end", "next_turn_end", "permanent")
_ABILITY_KEYS = ("kind", "trigger", "cost", "extra_cost", "condition", "once_per_turn", "optional", "effects",
                 "modes", "pick", "up_to", "replaces", "duration", "name")
_SEL_KEYS = ("zone", "controller", "owner", "type", "name", "name_has", "job", "category", "trait", "element",
             "colour", "cost", "power", "status", "damaged", "other", "not", "any_of", "same_name_as", "token",
             "among", "counters")
_PATTERN_KEYS = ("event", "card", "player", "from", "to", "phase", "step", "whose")
_PLAYERS = ("you", "opponent", "any", "each")    # each: the player of each_player's turn


class AbilityError(ValueError):
    """A malformed ability; `field` is the dotted path to the offending value."""

    def __init__(self, field: str, msg: str):
        super().__init__(msg)
        self.field = field


SUBJECT = "subject"   # an auto ability's bound name for the card its triggering event was about
# an auto ability's bound name for the Summon or ability on the stack its triggering event came
# from ("When X is chosen by a Summon, cancel its effect"): the events of `Language.origin_events`
ORIGIN = "origin"


class _Ctx:
    """What the checks need while walking one ability: the language and the names bound so far."""

    __slots__ = ("lang", "names")

    def __init__(self, lang: Language, names: tuple[str, ...] = ()):
        self.lang = lang
        self.names = names


def model_effects(compile_effects: Callable[[Any], Any], v: Any) -> Any:
    """A game card model's `effects` field (pydantic): None, or the effects compiled by the game's
    adapter; a refusal becomes pydantic's error naming the field (its loader adds file, line, card)."""
    if v is None:
        return None
    try:
        return compile_effects(v)
    except AbilityError as e:
        raise ValueError(f"{e.field}: {e}") from None


def _need(ok: bool, where: str, msg: str) -> None:
    if not ok:
        raise AbilityError(where, msg)


# The checks below run for every key of every card's abilities when a card loads: each builds
# its message only when it fails.
def _table(v: Any, where: str, keys: tuple | dict, what: str) -> dict:
    if not isinstance(v, dict):
        raise AbilityError(where, f"{what} must be a table, got {v!r}")
    for k in v:
        if k not in keys:
            raise AbilityError(f"{where}.{k}", f"unknown {what} key {k!r}; known: {', '.join(sorted(keys))}")
    return v


def _str(v: Any, where: str, allowed: tuple | None = None) -> str:
    if not isinstance(v, str):
        raise AbilityError(where, f"expected a string, got {v!r}")
    if allowed is not None and v not in allowed:
        raise AbilityError(where, f"{v!r} is not one of {', '.join(allowed)}")
    return v


def _strs(v: Any, where: str, allowed: tuple | None = None) -> tuple[str, ...]:
    items = [v] if isinstance(v, str) else v
    if not (isinstance(items, list) and items):
        raise AbilityError(where, f"expected a string or a list of strings, got {v!r}")
    return tuple(_str(x, f"{where}.{i}", allowed) for i, x in enumerate(items))


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise AbilityError(where, f"expected true or false, got {v!r}")
    return v


def _int(v: Any, where: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise AbilityError(where, f"expected a whole number, got {v!r}")
    return v


def _bound(name: str, where: str, c: _Ctx) -> str:
    if name not in c.names:
        raise AbilityError(where, f"{name!r} is not bound by an earlier effect (`as = {name!r}`)"
                           + (f"; bound so far: {', '.join(c.names)}" if c.names else ""))
    return name


# --------------------------------------------------------------------------- selectors
def selector(v: Any, where: str, c: _Ctx) -> Sel:
    lang = c.lang
    t = _table(v, where, _SEL_KEYS + tuple(lang.selector_keys), "selector")
    kw: dict[str, Any] = {}
    extra = []
    for k, x in t.items():
        w = f"{where}.{k}"
        if k == "zone":
            kw["zone"] = _str(x, w, tuple(sorted(lang.zones)))
        elif k in ("controller", "owner"):
            kw[k] = _str(x, w, _PLAYERS)
        elif k == "type":
            kw["type"] = _strs(x, w, lang.values.get("type"))
        elif k in ("element", "colour"):
            kw["element"] = _strs(x, w, lang.values.get("element"))
        elif k in ("name", "name_has", "job", "category", "trait"):
            kw[k] = _str(x, w)
        elif k in ("cost", "power"):
            kw[k] = comparison(x, w, c)
        elif k == "status":
            kw["status"] = _str(x, w, ("active", "dull"))
        elif k in ("damaged", "other", "token"):
            kw[k] = _bool(x, w)
        elif k == "not":
            kw["not_"] = selector(x, w, c)
        elif k == "any_of":
            _need(isinstance(x, list) and x, w, "any_of takes a list of selectors")
            kw["any_of"] = tuple(selector(s, f"{w}.{i}", c) for i, s in enumerate(x))
        elif k in ("same_name_as", "among"):
            kw[k] = _bound(_str(x, w), w, c)
        elif k == "counters":      # { kind = "turks", ge = 1 }: the counters of a kind on it
            t2 = _table(x, w, ("kind",) + COMPARISONS, "counters")
            ops = [o for o in t2 if o in COMPARISONS]
            _need("kind" in t2 and len(ops) == 1, w, "`counters` takes `kind` and one comparison")
            kw[k] = (_str(t2["kind"], f"{w}.kind"), Cmp(ops[0], quantity(t2[ops[0]], f"{w}.{ops[0]}", c)))
        else:
            extra.append((k, lang.selector_keys[k](x, w)))
    return Sel(**kw, extra=tuple(extra))


def comparison(v: Any, where: str, c: _Ctx) -> Cmp:
    if isinstance(v, int) and not isinstance(v, bool):
        return Cmp("eq", v)
    t = _table(v, where, COMPARISONS, "comparison")
    _need(len(t) == 1, where, "a comparison has exactly one of " + ", ".join(COMPARISONS))
    (op, q), = t.items()
    return Cmp(op, quantity(q, f"{where}.{op}", c))


# -------------------------------------------------------------------------- quantities
def quantity(v: Any, where: str, c: _Ctx) -> Any:
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    if isinstance(v, str):
        names = ("X",) + tuple(sorted(c.lang.quantity_names))
        if v not in names:
            raise AbilityError(where, f"a quantity is a number, a table or one of {', '.join(names)}, got {v!r}")
        return v
    t = _table(v, where, ("count", "names", "amount", "of", "char", "sum", "times", "half", "round", "counters", "div",
                          "max", "min"), "quantity")
    if "names" in t:          # { names = <selector> }: how many different names among what it finds
        _need(len(t) == 1, where, "`names` stands alone")
        return QNames(selector(t["names"], f"{where}.names", c))
    if "counters" in t:       # { counters = "monster", of = "self" }: the counters of a kind on it
        _need(set(t) == {"counters", "of"}, where, "`counters` needs `of` and nothing else")
        ref = _str(t["of"], f"{where}.of")
        if ref != "self":
            _bound(ref, f"{where}.of", c)
        return QCounters(ref, _str(t["counters"], f"{where}.counters"))
    if "div" in t:      # "for every 2 ...": [q, n], rounded down
        x = t["div"]
        _need(len(t) == 1 and isinstance(x, list) and len(x) == 2 and isinstance(x[1], int) and x[1] > 0, where,
              "`div` takes [quantity, a number above 0]")
        return QDiv(quantity(x[0], f"{where}.div.0", c), x[1])
    for key in ("max", "min"):      # "the highest cost", "the weakest Forward": over a selector
        if key in t:
            _need(set(t) == {key, "char"}, where, f"`{key}` needs `char` and nothing else")
            return QMost(selector(t[key], f"{where}.{key}", c), _str(t["char"], f"{where}.char", ("power", "cost")),
                         key == "max")
    if "amount" in t:
        _need(len(t) == 1, where, "`amount` stands alone")
        return QAmount(_bound(_str(t["amount"], f"{where}.amount"), f"{where}.amount", c))
    if "count" in t:
        _need(len(t) == 1, where, "`count` stands alone")
        x = t["count"]
        if isinstance(x, str):
            return QCountOf(_bound(x, f"{where}.count", c))
        return QCount(selector(x, f"{where}.count", c))
    if "of" in t:
        _need(set(t) == {"of", "char"}, where, "`of` needs `char` and nothing else")
        ref = _str(t["of"], f"{where}.of")
        if ref != "self":
            _bound(ref, f"{where}.of", c)
        return QOf(ref, _str(t["char"], f"{where}.char", ("power", "cost", "damage")))
    for key, rec in (("sum", QSum), ("times", QTimes)):
        if key in t:
            _need(len(t) == 1 and isinstance(t[key], list) and len(t[key]) >= 2, where,
                  f"`{key}` takes a list of at least two quantities")
            return rec(tuple(quantity(q, f"{where}.{key}.{i}", c) for i, q in enumerate(t[key])))
    _need("half" in t and set(t) <= {"half", "round"}, where, "a quantity table has count, of, sum, times, half, div, max or min")
    rnd = _str(t.get("round", "down"), f"{where}.round", tuple(sorted(c.lang.rounding)))
    return QHalf(quantity(t["half"], f"{where}.half", c), rnd)


# -------------------------------------------------------------------------- conditions
_COND_KEYS = ("count", "did", "not", "all", "any", "compare", "turn", "phase", "in_zone", "zone") + COMPARISONS


def condition(v: Any, where: str, c: _Ctx) -> Any:
    t = _table(v, where, _COND_KEYS + tuple(c.lang.condition_keys), "condition")
    if "count" in t:
        ops = [k for k in t if k in COMPARISONS]
        _need(len(ops) == 1 and len(t) == 2, where, "`count` takes one comparison: ge, le, eq, lt, gt or ne")
        return CCount(selector(t["count"], f"{where}.count", c), Cmp(ops[0], quantity(t[ops[0]], f"{where}.{ops[0]}", c)))
    if not (len(t) == 1 or set(t) == {"in_zone", "zone"}):
        raise AbilityError(where, f"one condition per table, got {sorted(t)}")
    (k, x), = list(t.items())[:1]
    w = f"{where}.{k}"
    if k == "did":
        return CDid(_bound(_str(x, w), w, c))
    if k == "not":
        return CNot(condition(x, w, c))
    if k in ("all", "any"):
        _need(isinstance(x, list) and len(x) >= 2, w, f"`{k}` takes a list of at least two conditions")
        cs = tuple(condition(y, f"{w}.{i}", c) for i, y in enumerate(x))
        return CAll(cs) if k == "all" else CAny(cs)
    if k == "compare":
        _need(isinstance(x, list) and len(x) == 3, w, "`compare` is [quantity, op, quantity]")
        return CCompare(quantity(x[0], f"{w}.0", c), _str(x[1], f"{w}.1", COMPARISONS), quantity(x[2], f"{w}.2", c))
    if k == "turn":
        return CTurn(_str(x, w, ("yours", "opponents")))
    if k == "phase":
        return CPhase(_str(x, w, c.lang.values.get("phase")))
    if k == "in_zone":
        ref = _str(x, w)
        if ref != "self":
            _bound(ref, w, c)
        _need("zone" in t, where, "`in_zone` needs `zone`")
        return CInZone(ref, _str(t["zone"], f"{where}.zone", tuple(sorted(c.lang.zones))))
    _need(k in c.lang.condition_keys, w, f"unknown condition {k!r}")
    return CGame(k, c.lang.condition_keys[k](x, w))


def duration(v: Any, where: str, c: _Ctx) -> Any:
    if isinstance(v, dict):
        t = _table(v, where, ("while",), "duration")
        _need("while" in t, where, "a duration table is { while = <condition> }")
        return While(condition(t["while"], f"{where}.while", c))
    return _str(v, where, c.lang.values.get("duration", DURATIONS))


# ------------------------------------------------------------------------------ events
def pattern(v: Any, where: str, c: _Ctx) -> Pattern:
    if isinstance(v, list):
        # "When X attacks or is chosen by ...", "When X enters the field or at the beginning of ...":
        # events of different kinds, each with its own keys, any of which may match
        _need(len(v) >= 2, where, "a list of event patterns names two or more")
        alts = tuple(pattern(p, f"{where}.{i}", c) for i, p in enumerate(v))
        _need(not any(a.alts for a in alts), where, "a pattern of a list names one event")
        return Pattern(tuple(dict.fromkeys(e for a in alts for e in a.events)), alts[0].card, alts=alts)
    lang = c.lang
    t = _table(v, where, _PATTERN_KEYS + tuple(lang.pattern_keys), "event pattern")
    _need("event" in t, where, "an event pattern needs `event`")
    known = sorted(lang.events | set(lang.event_aliases))
    kw: dict[str, Any] = {"events": ()}
    evs = _strs(t["event"], f"{where}.event")
    if not isinstance(t["event"], str) and any(ev in lang.event_aliases for ev in evs):
        # "when X enters the field or attacks": each event with its own zones, any of them
        _need(not ({"from", "to"} & set(t)), where, "an event list naming an alias has no `from`/`to` of its own")
        alts = tuple(pattern({**t, "event": ev}, f"{where}.event.{i}", c) for i, ev in enumerate(evs))
        return Pattern(tuple(dict.fromkeys(e for a in alts for e in a.events)), alts[0].card, alts=alts)
    for i, ev in enumerate(evs):
        w = f"{where}.event" if isinstance(t["event"], str) else f"{where}.event.{i}"
        if ev not in known:
            raise AbilityError(w, f"unknown event {ev!r}; known: {', '.join(known)}")
        alias = lang.event_aliases.get(ev, {})
        kw.update(alias)
        kw["events"] += (alias.get("event", ev),)
    kw.pop("event", None)
    extra = []
    for k, x in t.items():
        w = f"{where}.{k}"
        if k == "event":
            continue
        if k == "card":
            kw["card"] = selector(x, w, c) if isinstance(x, dict) else \
                (x if x == "self" else _bound(_str(x, w), w, c))
        elif k in ("player", "whose"):
            kw[k] = _str(x, w, ("you", "opponent"))
        elif k in ("from", "to"):
            kw[f"{k}_" if k == "from" else k] = _str(x, w, tuple(sorted(lang.zones)))
        elif k in ("phase", "step"):
            kw[k] = _str(x, w, lang.values.get(k))
        else:
            extra.append((k, lang.pattern_keys[k](x, w)))
    return Pattern(**kw, extra=tuple(extra))


# ----------------------------------------------------------------------------- effects
def effects(v: Any, where: str, c: _Ctx) -> tuple[Eff, ...]:
    if not isinstance(v, list):
        raise AbilityError(where, f"effects are a list of tables, got {v!r}")
    out = []
    names = c.names
    for i, e in enumerate(v):
        inner = _Ctx(c.lang, names)
        eff = effect(e, f"{where}.{i}", inner)
        if eff.as_ is not None:
            names = names + (eff.as_,)
        out.append(eff)
    c.names = names
    return tuple(out)


def effect(v: Any, where: str, c: _Ctx) -> Eff:
    if not isinstance(v, dict):
        raise AbilityError(where, f"an effect is a table with `do`, got {v!r}")
    _need("do" in v, where, "an effect needs `do`")
    do = v["do"]
    spec = c.lang.verbs.get(do) if isinstance(do, str) else None
    if spec is None:
        raise AbilityError(f"{where}.do", f"unknown verb {do!r}; known: {', '.join(sorted(c.lang.verbs))}")
    kinds = dict(spec.kinds)
    # a verb's trigger pattern naming a card (a delayed trigger's) binds `subject` for its effects,
    # as an auto ability's does: the card its event was about
    inner = c
    if any(kinds.get(k) == L.PATTERN and isinstance(x, dict) and "card" in x for k, x in v.items()):
        inner = _Ctx(c.lang, c.names + (SUBJECT,))
    kw = {}
    for k, x in v.items():
        if k in ("do", "as"):
            continue
        key = "else_" if k == "else" else k
        if key not in kinds:
            raise AbilityError(f"{where}.{k}", f"verb {do!r} has no parameter {k!r}; it takes: "
                               + ", ".join(sorted("else" if p == "else_" else p for p in kinds) + ["as"]))
        kw[key] = convert(x, kinds[key], f"{where}.{k}", inner if kinds[key] == L.EFFECTS else c)
    try:
        p = spec.params(**kw)
    except TypeError as e:
        missing = [k for k in kinds if k not in kw]
        raise AbilityError(where, f"verb {do!r} needs {', '.join(missing)} ({e})") from None
    name = v.get("as")
    if name is not None:
        _str(name, f"{where}.as")
        _need(spec.binds, f"{where}.as", f"verb {do!r} has no result to bind")
    return Eff(spec.name, p, name, spec.fn)


def convert(x: Any, kind: Any, where: str, c: _Ctx) -> Any:
    if isinstance(kind, tuple):
        if kind is L.WHO and x == "subject_controller":     # "that Character's controller": `subject` is bound
            _bound(SUBJECT, where, c)
        return _str(x, where, kind)
    if kind == L.Q:
        return quantity(x, where, c)
    if kind == L.QEACH:
        return quantity(x, where, _Ctx(c.lang, c.names + ("each",)))
    if kind == L.SEL:
        return selector(x, where, c)
    if kind == L.REF:
        if isinstance(x, dict):
            return selector(x, where, c)
        if isinstance(x, list):
            return tuple(n if n == "self" else _bound(_str(n, f"{where}.{i}"), f"{where}.{i}", c) for i, n in enumerate(x))
        return _str(x, where) if x == "self" else _bound(_str(x, where), where, c)
    if kind == L.COND:
        return condition(x, where, c)
    if kind == L.DURATION:
        return duration(x, where, c)
    if kind == L.PATTERN:
        return pattern(x, where, c)
    if kind == L.EFFECTS:
        return effects(x, where, _Ctx(c.lang, c.names))
    if kind == L.ABILITY:
        # an ability of its own: it binds nothing of the effect granting it, and the game checks
        # its shape as any other's
        return ability(x, where, c.lang)
    if kind == L.INT:
        return _int(x, where)
    if kind == L.BOOL:
        return _bool(x, where)
    if kind == L.STR:
        return _str(x, where)
    if kind == L.STRS:
        return _strs(x, where, c.lang.values.get(where.rsplit(".", 1)[-1]))
    return kind(x, where)     # a game's own parameter kind: a function that checks and converts


# ----------------------------------------------------------------------------- abilities
def ability(v: Any, where: str, lang: Language, line: int = 0) -> Ability:
    """One `[[card.ability]]` table as a record."""
    c = _Ctx(lang)
    t = _table(v, where, _ABILITY_KEYS + tuple(lang.ability_keys), "ability")
    _need("kind" in t, where, "an ability needs `kind`")
    kind = _str(t["kind"], f"{where}.kind", tuple(sorted(lang.kinds)))
    kw: dict[str, Any] = {"kind": kind, "line": line}
    for k in ("cost", "name"):
        if k in t:
            kw[k] = _str(t[k], f"{where}.{k}")
    for k in ("once_per_turn", "optional", "up_to"):
        if k in t:
            kw[k] = _bool(t[k], f"{where}.{k}")
    # in this order: the extra cost's bindings are read by the effects
    for k, read in (("trigger", pattern), ("replaces", pattern), ("condition", condition),
                    ("duration", duration), ("extra_cost", effects), ("effects", effects)):
        if k in t:
            kw[k] = read(t[k], f"{where}.{k}", c)
            if k in ("trigger", "replaces") and kw[k].card is not None:
                c.names = c.names + (SUBJECT,)   # the card the triggering (or replaced) event was about
            if k == "trigger" and set(kw[k].events) <= lang.origin_events:
                c.names = c.names + (ORIGIN,)    # the Summon or ability it came from
    if "modes" in t:
        m = t["modes"]
        _need(isinstance(m, list) and len(m) >= 2, f"{where}.modes", "`modes` is a list of at least two effect lists")
        kw["modes"] = tuple(effects(x, f"{where}.modes.{i}", _Ctx(lang, c.names)) for i, x in enumerate(m))
        kw["pick"] = _int(t.get("pick", 1), f"{where}.pick")
        _need(1 <= kw["pick"] <= len(m), f"{where}.pick", f"`pick` must be between 1 and {len(m)}")
    else:
        _need("pick" not in t and "up_to" not in t, where, "`pick` and `up_to` belong with `modes`")
    extra = [(k, lang.ability_keys[k](x, f"{where}.{k}")) for k, x in t.items() if k in lang.ability_keys]
    kw["extra"] = tuple(extra)
    rec = Ability(**kw)
    if lang.ability_check is not None:
        lang.ability_check(rec, where)    # the game's rules of shape (an auto ability needs a trigger...)
    return rec


def _line(text: str, code: str, index: int, field: str) -> int:
    """The line of `field` (`ability.0.effects.1.to`) in the card's ability table `index`: the
    top key's line, then the effect's line when effects are written one to a line."""
    parts = field.split(".")[2:]
    if not parts:
        return line_of(text, code, "kind", "ability", index)
    line = line_of(text, code, parts[0], "ability", index)
    if len(parts) > 1 and parts[1].isdigit() and parts[0] in ("effects", "extra_cost", "modes"):
        lines = text.splitlines()
        want, seen = int(parts[1]) + 1, 0
        for k in range(line - 1, len(lines)):
            seen += lines[k].count("do =") if parts[0] != "modes" else lines[k].count("[{")
            if seen >= want:
                line = k + 1
                break
            if k > line - 1 and (lines[k].startswith("[") or lines[k].startswith("]")):
                break
    key = parts[-1]
    if len(parts) > 2 and not key.isdigit():
        lines = text.splitlines()
        for k in range(line - 1, min(line + 3, len(lines))):
            if f"{key} =" in lines[k]:
                return k + 1
    return line


def card_abilities(tables: list, lang: Language, *, path: Path | str, text: str, code: str,
                   name: str = "") -> tuple[Ability, ...]:
    """Every `[[card.ability]]` of one card; an error names file, line, card and field."""
    out = []
    for i, t in enumerate(tables):
        where = f"ability.{i}"
        try:
            out.append(ability(t, where, lang))
        except AbilityError as e:
            at = _line(text, code, i, e.field) if text else 0
            label = f" ({name})" if name else ""
            raise CardFileError(f"{path}:{at}: card {code}{label}, field {e.field}: {e}") from None
    return tuple(out)
