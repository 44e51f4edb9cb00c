"""The functions that match object filters and find legal targets, and check them again on
resolution (413.2a); the filters and target specifications themselves are data (filters.py).

A `Filter` says what an object must be (types, colours, controller, tapped, in combat, ...); the
same filter serves targets, "destroy all ...", sacrifice and discard costs, library searches and
counterspell restrictions. A `Target` is one target group: what kind of thing (permanent, player,
spell, card in a graveyard), a filter, and how many ("up to" N, 409.1c). No rules code looks at a
card's name: a card says what it targets with these fields (CARDS.md, Targets).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import face_down_card
from .chars import chars, fmatch
from .filters import Filter, Target

if TYPE_CHECKING:
    from ...engine.state import Game

# ------------------------------------------------------------------------------- matching
def matches(game: Game, f: Filter, oid: int, chooser: int, card=None) -> bool:
    """Whether object `oid` (or, if given, the card definition `card` of a spell on the stack)
    satisfies filter `f`, from the point of view of player `chooser` ("you"): in play with its
    characteristics after the layers, elsewhere with its card's."""
    o = game.objs[oid]
    st = card if card is not None else chars(game, oid) if o.zone == "play" else o.card
    if not fmatch(f, st, o, chooser, card):
        return False
    if f.keyword and not any(k in st.keywords for k in f.keyword):
        return False
    if f.not_keyword and any(k in st.keywords for k in f.not_keyword):
        return False
    if f.power_max is not None and (o.zone != "play" or st.power > f.power_max):
        return False
    return True


def player_ok(spec: Target, p: int, chooser: int) -> bool:
    return spec.controller == "any" or (p == chooser) == (spec.controller == "you")


def target_ok(game: Game, spec: Target, t: tuple, chooser: int, source: int = 0) -> bool:
    """Whether `t` (("p", player) / ("o", object id) / ("s", stack item id)) is a legal target
    for `spec` now (415, 413.2a). Nothing can target itself (415.6)."""
    kind, x = t
    what = spec.what
    if kind == "p":
        return what in ("player", "permanent_or_player") and player_ok(spec, x, chooser)
    if x == source and source:
        return False                                                        # 415.6
    if kind == "s":
        item = next((it for it in game.stack if it.id == x), None)
        if item is None:
            return False
        if what in ("spell", "spell_or_permanent"):
            if item.kind not in ("spell", "copy"):
                return False
            card = spell_card(game, item)
            if spec.controller != "any" and (item.controller == chooser) != (spec.controller == "you"):
                return False
            if spec.single_target and len(item.targets) != 1:
                return False
            return fmatch(spec, card, None, chooser, card)        # its controller is checked above
        return what == "ability" and item.kind in ("activated", "triggered")
    o = game.objs.get(x)
    if o is None:
        return False
    if what == "graveyard_card":
        return o.zone.startswith("graveyard") and matches(game, spec, x, chooser)   # owner = controller there
    if o.zone != "play" or what not in ("permanent", "permanent_or_player", "spell_or_permanent"):
        return False
    if not matches(game, spec, x, chooser):
        return False
    # 502.7b: protection and other "can't be the target" rules hook in here.
    for rule in TARGET_RULES:
        if not rule(game, spec, x, chooser, source):
            return False
    return True


def spell_card(game: Game, item):
    """The characteristics a spell on the stack has: a face-down spell is a nameless 2/2
    creature (504.2, 502.26b); a split card only the half played (505.2)."""
    if "face_down" in item.flags:
        return face_down_card()
    card = game.rules.cards[item.code]
    if item.half >= 0 and card.halves:
        return card.halves[item.half]
    return card


# Extra legality rules for targeting permanents, registered by other modules (protection,
# shroud...): rule(game, spec, oid, chooser, source) -> bool.
TARGET_RULES: list = []


def legal_targets(game: Game, spec: Target, chooser: int, source: int = 0, exclude: tuple = ()) -> tuple:
    """Every legal target for `spec`, players first, then permanents in play order, then spells
    or graveyard cards. Cached per state (game.cache is cleared by every object or zone change;
    the stack is part of the key)."""
    stack = game.stack
    key = ("lt", id(spec), chooser, source, len(stack), stack[-1].id if stack else 0)
    hit = game.cache.get(key)
    if hit is None:
        # The entry keeps `spec` alive, so its id can't be reused by another spec meanwhile.
        hit = game.cache[key] = (spec, _legal_targets(game, spec, chooser, source))
    got = hit[1]
    if exclude:
        return tuple(t for t in got if t not in exclude)
    return got


def _legal_targets(game: Game, spec: Target, chooser: int, source: int) -> tuple:
    out: list[tuple] = []
    what = spec.what
    if what in ("player", "permanent_or_player"):
        out += [("p", p) for p in (0, 1) if player_ok(spec, p, chooser)]
    if what in ("permanent", "permanent_or_player", "spell_or_permanent"):
        out += [("o", oid) for oid in game.zones["play"] if target_ok(game, spec, ("o", oid), chooser, source)]
    if what in ("spell", "ability", "spell_or_permanent"):
        out += [("s", it.id) for it in game.stack if target_ok(game, spec, ("s", it.id), chooser, source)]
    elif what == "graveyard_card":
        for p in (0, 1):
            out += [("o", oid) for oid in game.zones[f"graveyard{p}"]
                    if target_ok(game, spec, ("o", oid), chooser, source)]
    return tuple(out)


def has_targets(game: Game, specs: tuple, chooser: int, source: int = 0, flags: tuple = ()) -> bool:
    """409.1c: whether the required number of different legal targets can be chosen."""
    for spec in specs:
        if spec.needs and spec.needs not in flags:
            continue
        need = spec.at_least if spec.up_to else spec.count
        if not need:
            continue
        n = len(legal_targets(game, spec, chooser, source))
        # Different groups may share candidates; a group needs `need` distinct ones.
        if n < need:
            return False
    return True
