"""Characteristics of objects: the printed values, then the continuous effects in the six layers
of 418.5a: 1 copy, 2 control, 3 text, 4 type, 5 everything else (colour, abilities), 6 power
and toughness. Within a layer characteristic-defining abilities apply first (418.5a), then the
others in dependency order (418.5c-d), else in timestamp order (418.5e-g). Layer 6 is CDAs,
then counters (glossary *Marqueur*, RULINGS.md), then the other effects in timestamp order,
switching included (418.5i). A type-changing effect applies entirely in layer 4 (418.5b).

Static abilities are read from the permanents in play on each state version (418.4: never
locked); the effects of resolved spells and abilities are in `game.effects` with their affected
set locked when created (418.3b). Layer 2 is kept materialised in `Obj.controller` by
`sync_control` (called with the state-based effects); everything else is computed here and
cached per state version. Text-changing effects (layer 3) change the words of the printed text
(text.py: colour words, land types; type_text.py: creature types, type line included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from . import text_changes
from .actions import remove_from_combat
from .base import ATTACKING, BLOCKING, FACE_DOWN
from .cards import face_down_card

if TYPE_CHECKING:
    from ...engine.state import Game

MANA_OF_TYPE = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}   # 212.6d


class Chars(NamedTuple):
    power: int
    toughness: int
    keywords: frozenset
    types: tuple
    subtypes: tuple
    colors: frozenset
    no_untap: bool
    name: str = ""
    supertypes: tuple = ()
    card: object = None          # the card whose copiable values it has (layer 1, 503.2)
    mana: str = ""               # the colour of its "{T}: Add one mana" ability ("" none)
    instances: tuple = ()        # (keyword, n) of the keywords it has n >= 2 times (printed + granted)


def instances(c: Chars, keyword: str) -> int:
    """How many instances of `keyword` the object has: each instance of a triggered keyword
    triggers separately (502.3b, 502.12c, 502.29b)."""
    if keyword not in c.keywords:
        return 0
    for k, n in c.instances:
        if k == keyword:
            return n
    return 1


# --------------------------------------------------------------------------- attachments
def host_of(game: Game, aura: int) -> int:
    """The object an Aura or Equipment is attached to (0: none)."""
    for a, h in game.vars.get("attached", ()):
        if a == aura:
            return h
    return 0


def attachments(game: Game, host: int) -> tuple:
    """The Auras and Equipment attached to `host`."""
    return tuple(a for a, h in game.vars.get("attached", ()) if h == host)


def card_of(game: Game, oid: int):
    """The definition whose copiable values the object has: face down (504.2), else its card
    after copy effects (layer 1, 503.2)."""
    o = game.objs[oid]
    if o.marks & FACE_DOWN:
        return face_down_card()
    card = o.card
    if o.zone == "play" and game.effects:
        for e in sorted((e for e in game.effects if e.layer == 1 and oid in e.targets), key=lambda e: e.ts):
            card = game.rules.cards[e.value]
    return card


# ------------------------------------------------------------------------- static abilities
class Active(NamedTuple):
    ts: int
    source: int
    static: object
    controller: int
    host: int          # what it is attached to ("enchanted" / "equipped"), 0 otherwise


def active_statics(game: Game) -> list[Active]:
    """Every static ability of a permanent in play that exists now (its condition holds),
    cached per state version (418.4)."""
    got = game.cache.get("statics")
    if got is not None:
        return got
    out: list[Active] = []
    objs = game.objs
    for oid in game.zones["play"]:
        card = card_of(game, oid)
        if not card.statics:
            continue
        o = objs[oid]
        for st in _statics_of(game, oid, card):
            if st.condition == "equipped" and not any(
                    "Equipment" in objs[a].card.subtypes for a in attachments(game, oid)):
                continue
            if st.condition == "threshold" and len(game.zones[f"graveyard{o.controller}"]) < 7:   # 502.23b
                continue
            host = host_of(game, oid) if st.applies in ("enchanted", "equipped") else 0
            if st.applies in ("enchanted", "equipped") and not host:
                continue
            out.append(Active(o.ts, oid, st, o.controller, host))
    game.cache["statics"] = out
    return out


_CHANGED: dict = {}


def _statics_of(game: Game, oid: int, card) -> tuple:
    """Its static abilities, with the words of its text changed (layer 3, 418.6)."""
    subs = text_changes.changes(game, oid)
    if not subs:
        return card.statics
    key = (card, subs)
    got = _CHANGED.get(key)
    if got is None:
        got = _CHANGED[key] = tuple(text_changes.static(s, subs) for s in card.statics)
    return got


# ------------------------------------------------------------------------------- matching
class _St:
    """An object's characteristics while the layers are applied to it."""

    __slots__ = ("name", "types", "subtypes", "supertypes", "colors", "kws", "p", "t", "no_untap", "mana")

    def __init__(self, card) -> None:
        self.name, self.types, self.subtypes = card.name, card.types, card.subtypes
        self.supertypes, self.colors = card.supertypes, card.colors
        self.kws = dict(card.keyword_counts)      # keyword -> number of instances
        self.p, self.t = card.power or 0, card.toughness or 0
        self.no_untap = False
        self.mana = card.mana

    def gain(self, keywords: tuple) -> None:
        """Each grant is one more instance (502.3b: a granted flanking triggers besides a printed one)."""
        kws = self.kws
        for k in keywords:
            kws[k] = kws.get(k, 0) + 1

    def lose(self, keywords: tuple) -> None:
        for k in keywords:                  # 407.3: every instance is lost
            self.kws.pop(k, None)

    def copy(self) -> _St:
        s = _St.__new__(_St)
        s.name, s.types, s.subtypes, s.supertypes = self.name, self.types, self.subtypes, self.supertypes
        s.colors, s.kws, s.p, s.t = self.colors, dict(self.kws), self.p, self.t
        s.no_untap, s.mana = self.no_untap, self.mana
        return s


PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land")   # 214.1


def fmatch(f, st, o, chooser: int, card=None) -> bool:
    """Whether an object with characteristics `st` (an _St, a Chars or a CardDef: types, subtypes,
    supertypes, colors) and status `o` (controller, tapped, combat; None for a spell on the stack,
    whose controller the caller checks) satisfies targets.Filter `f`; "you" is `chooser`; the
    converted mana cost is `card`'s (default: `o`'s card). The one place every filter is read;
    targets.matches adds what needs the layers applied (keywords, power)."""
    types = st.types
    if f.type and not any(t in types or (t == "Permanent" and any(x in types for x in PERMANENT_TYPES))
                          for t in f.type):
        return False
    if f.not_type and any(t in types for t in f.not_type):
        return False
    if f.types_all and not all(t in types for t in f.types_all):
        return False
    if f.subtype and not any(s in st.subtypes for s in f.subtype):
        return False
    if f.not_subtype and any(s in st.subtypes for s in f.not_subtype):
        return False
    if f.color and not any(c in st.colors for c in f.color):
        return False
    if f.not_color and any(c in st.colors for c in f.not_color):
        return False
    if f.colorless is not None and f.colorless != (not st.colors):
        return False
    if o is not None:
        if f.controller != "any" and (o.controller == chooser) != (f.controller == "you"):
            return False
        if f.tapped is not None and o.tapped != f.tapped:
            return False
        if f.combat:
            need = {"attacking": ATTACKING, "blocking": BLOCKING}.get(f.combat, ATTACKING | BLOCKING)
            if not o.marks & need:
                return False
    card = card or o.card
    if f.cmc_max is not None and card.cmc > f.cmc_max:
        return False
    if f.cmc_min is not None and card.cmc < f.cmc_min:
        return False
    if f.basic is not None and ("Basic" in st.supertypes) != f.basic:
        return False
    return True


def _applies(game: Game, a: Active, oid: int, st: _St) -> bool:
    s = a.static
    if s.applies == "self":
        return a.source == oid
    if s.applies in ("enchanted", "equipped"):
        return a.host == oid
    if s.other and a.source == oid:
        return False
    o = game.objs[oid]
    if s.what is None:
        return True
    return fmatch(s.what, st, o, a.controller)


def count(game: Game, c, oid: int, you: int) -> int:
    """The number a `statics.Count` reads now (layers 1-5 of the objects counted)."""
    f = c.what
    if c.zone == "play":
        n = sum(1 for x in game.zones["play"] if fmatch(f, _early(game, x), game.objs[x], you))
    elif c.zone == "attached":
        n = sum(1 for x in attachments(game, oid) if fmatch(f, _early(game, x), game.objs[x], you))
    else:
        keys = ((f"{c.zone}{you}",) if c.whose == "you" else (f"{c.zone}0", f"{c.zone}1")) \
            if c.zone != "graveyards" else ("graveyard0", "graveyard1")
        n = sum(1 for k in keys for x in game.zones[k] if fmatch(f, game.objs[x].card, game.objs[x], you))
    return n + c.plus


# ---------------------------------------------------------------------------------- layers
def _order(game: Game, entries: list, oid: int, st: _St) -> list:
    """418.5c-d within one layer: CDAs first; an effect whose set could be changed by applying
    another one is applied after it; otherwise (or in a loop) timestamp order."""
    entries.sort(key=lambda e: (not e[1], e[0]))
    if len(entries) < 2 or not any(e[3] is not None and e[3].static.applies == "all" for e in entries):
        return entries
    out, left, cur = [], entries[:], st.copy()
    while left:
        pick = left[0]
        for e in left:
            if not any(f is not e and _depends(game, e, f, oid, cur) for f in left):
                pick = e
                break
        left.remove(pick)
        out.append(pick)
        if _member(game, pick, oid, cur):
            _apply(game, pick, oid, cur)
    return out


def _member(game: Game, e, oid: int, st: _St) -> bool:
    return e[3] is None or _applies(game, e[3], oid, st)


def _depends(game: Game, e, f, oid: int, st: _St) -> bool:
    """418.5c: applying `f` would change whether `e` applies to this object."""
    if e[3] is None or e[3].static.applies != "all" or not _member(game, f, oid, st):
        return False
    after = st.copy()
    _apply(game, f, oid, after)
    return _member(game, e, oid, st) != _member(game, e, oid, after)


def _set_pt(game: Game, s, oid: int, st: _St, you: int) -> None:
    if s.set_count is not None:
        st.p = st.t = count(game, s.set_count, oid, you)
    elif s.set_cmc:
        st.p = st.t = card_of(game, oid).cmc
    else:
        if s.set_power is not None:
            st.p = s.set_power
        if s.set_toughness is not None:
            st.t = s.set_toughness


def _apply(game: Game, e, oid: int, st: _St) -> None:
    """Apply one layer entry: (ts, cda, layer, Active | None, op, value)."""
    _, _, layer, a, op, v = e
    if a is not None:
        s = a.static
        if layer == 4:        # 418.5b: a type change applies whole in layer 4
            if s.types:
                if s.keep_types:      # 212.1c
                    st.types = tuple(dict.fromkeys(st.types + s.types))
                    st.subtypes = tuple(dict.fromkeys(st.subtypes + s.creature_types))
                else:                 # 212.1b: the new types replace the old, and their subtypes go
                    st.types, st.subtypes = s.types, s.creature_types
            elif s.creature_types:
                st.subtypes = s.creature_types
            if s.land_type:           # 212.6e: the land's text abilities are replaced
                st.subtypes = tuple(x for x in st.subtypes if x not in MANA_OF_TYPE) + (s.land_type,)
                st.mana = MANA_OF_TYPE.get(s.land_type, "")
            if s.color:
                st.colors = frozenset(s.color)
            _set_pt(game, s, oid, st, a.controller)
            st.gain(s.grant)
        elif layer == 5:
            if s.color:
                st.colors = frozenset(s.color)
            st.gain(s.grant)
            st.lose(s.lose)                           # 407.3
            st.no_untap = st.no_untap or s.no_untap
        else:
            if s.set_count is not None or s.set_cmc or s.set_power is not None or s.set_toughness is not None:
                _set_pt(game, s, oid, st, a.controller)
            k = count(game, s.per, oid, a.controller) if s.per is not None else 1
            st.p += s.power * k
            st.t += s.toughness * k
            if s.switch:
                st.p, st.t = st.t, st.p
        return
    # An effect of a resolved spell or ability (418.3).
    if op == "type":           # (types, keep, creature_types, power, toughness)
        types, keep, ctypes, pw, tg = v
        if keep:
            st.types = tuple(dict.fromkeys(st.types + tuple(types)))
            st.subtypes = tuple(dict.fromkeys(st.subtypes + tuple(ctypes)))
        else:
            st.types, st.subtypes = tuple(types), tuple(ctypes)
        if pw is not None:
            st.p, st.t = pw, tg
    elif op == "subtypes":
        st.subtypes = tuple(v)
    elif op == "grant":
        st.gain(v)
    elif op == "lose":
        st.lose(v)
    elif op == "color":
        st.colors = frozenset(v)
    elif op == "no_untap":
        st.no_untap = True
    elif op == "pt":
        st.p += v[0]
        st.t += v[1]
    elif op == "set_pt":
        st.p, st.t = v
    elif op == "switch":       # 418.5i: in timestamp order with the other P/T effects
        st.p, st.t = st.t, st.p


def _entries(game: Game, oid: int) -> dict[int, list]:
    by: dict[int, list] = {4: [], 5: [], 6: []}
    for a in active_statics(game):
        s = a.static
        if s.applies == "self" and a.source != oid or s.applies in ("enchanted", "equipped") and a.host != oid:
            continue
        if s.type_change:
            by[4].append((a.ts, s.cda, 4, a, "", None))
            continue
        if s.color or s.grant or s.lose or s.no_untap:
            by[5].append((a.ts, s.cda, 5, a, "", None))
        if s.power or s.toughness or s.switch or s.set_count is not None or s.set_cmc \
                or s.set_power is not None or s.set_toughness is not None:
            by[6].append((a.ts, s.cda, 6, a, "", None))
    for e in game.effects:
        if oid in e.targets and e.layer in by:
            by[e.layer].append((e.ts, False, e.layer, None, e.op, e.value))
    return by


def _early(game: Game, oid: int) -> _St:
    """Layers 1-5 (everything but P/T) of an object, cached per state version."""
    key = ("early", oid)
    got = game.cache.get(key)
    if got is not None:
        return got
    o = game.objs[oid]
    st = _St(card_of(game, oid))
    if o.zone == "stack" and game.effects:
        subs = text_changes.changes(game, oid)
        if subs:            # layer 3 on a spell: the creature types of its type line (418.6, 213.5)
            st.subtypes = text_changes.subtypes(st.subtypes, subs)
    if o.zone == "play":
        subs = text_changes.changes(game, oid)
        if subs:            # layer 3: its printed keywords' words (418.6a; not granted ones, 418.6b)
            kws: dict = {}
            for k, n in st.kws.items():
                k = text_changes.keyword(k, subs)
                kws[k] = kws.get(k, 0) + n
            st.kws = kws
            st.subtypes = text_changes.subtypes(st.subtypes, subs)    # its type line's creature types
        by = _entries(game, oid)
        game.cache[("l6", oid)] = by[6]
        for layer in (4, 5):
            if by[layer]:
                for e in _order(game, by[layer], oid, st):
                    if _member(game, e, oid, st):
                        _apply(game, e, oid, st)
    game.cache[key] = st
    return st


_PRINTED: dict = {}


def _several(counts: dict) -> tuple:
    """The (keyword, n) pairs of the keywords held more than once (Chars.instances)."""
    return tuple(sorted((k, n) for k, n in counts.items() if n > 1))


def _printed(card) -> Chars:
    """The printed characteristics of a card, shared by every object of it."""
    c = _PRINTED.get(card)
    if c is None:
        c = _PRINTED[card] = Chars(card.power or 0, card.toughness or 0, frozenset(card.keywords), card.types,
                                   card.subtypes, card.colors, False, card.name, card.supertypes, card, card.mana,
                                   _several(card.keyword_counts))
    return c


def chars(game: Game, oid: int) -> Chars:
    cache = game.cache
    got = cache.get(oid)
    if got is not None:
        return got
    o = game.objs[oid]
    if not game.effects and not o.marks & FACE_DOWN and not active_statics(game):
        # No continuous effect at all (the common case): the printed values, and counters.
        c = _printed(o.card)
        if o.counters and o.zone == "play":
            n = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            if n:
                c = c._replace(power=c.power + n, toughness=c.toughness + n)
        cache[oid] = c
        return c
    st = _early(game, oid)
    p, t = st.p, st.t
    if o.zone == "play":
        six = cache.get(("l6", oid)) or []
        st6 = st.copy()
        cdas = [e for e in six if e[1]]
        for e in sorted(cdas, key=lambda e: e[0]):
            if _member(game, e, oid, st6):
                _apply(game, e, oid, st6)
        if o.counters:     # counters after the CDAs, before the other P/T effects (RULINGS.md)
            n = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            st6.p += n
            st6.t += n
        for e in sorted((e for e in six if not e[1]), key=lambda e: e[0]):
            if _member(game, e, oid, st6):
                _apply(game, e, oid, st6)
        p, t = st6.p, st6.t
    elif "Creature" in st.types and o.card.power is None:
        p = t = 0
    c = Chars(p, t, frozenset(st.kws), st.types, st.subtypes, st.colors, st.no_untap, st.name,
              st.supertypes, card_of(game, oid), st.mana, _several(st.kws))
    cache[oid] = c
    return c


# ---------------------------------------------------------------------------- layer 2
def sync_control(game: Game) -> bool:
    """Layer 2: who controls each permanent, kept in `Obj.controller`. `vars["base_ctrl"]`
    remembers the controller a permanent had before an effect changed it. A permanent that
    changes controller has not been controlled continuously since the turn began (212.3d) and
    is removed from combat (306.2). Returns whether anything changed."""
    base = dict(game.vars.get("base_ctrl", ()))
    changes: dict[int, list] = {}
    for a in active_statics(game):
        if a.static.control and a.host:
            changes.setdefault(a.host, []).append((a.ts, a.controller))
    for e in game.effects:
        if e.layer == 2:
            for x in e.targets:
                changes.setdefault(x, []).append((e.ts, e.value))
    if not changes and not base:
        return False
    changed = False
    objs = game.objs
    for oid in list(game.zones["play"]):
        o = objs[oid]
        want = max(changes[oid])[1] if oid in changes else base.get(oid, o.controller)
        if oid in changes and oid not in base:
            base[oid] = o.controller
        if oid not in changes:
            base.pop(oid, None)
        if want != o.controller:
            w = game.w(oid)
            w.controller = want
            w.since = game.vars.get("turn", 0)
            remove_from_combat(game, oid)                  # 306.2
            changed = True
    live = set(game.zones["play"])
    game.vars["base_ctrl"] = tuple(sorted((k, p) for k, p in base.items() if k in live))
    return changed
