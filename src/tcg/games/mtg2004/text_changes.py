"""Layer 3, the words a text-changing effect replaces (418.6): the (old, new) replacements on an
object and the keywords, static abilities, filters and creature types they rewrite. The verbs that
make such effects: text.py (colour words, basic land types) and type_text.py (creature types);
chars.py reads the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.state import Game

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
LAND_WORDS = ("plains", "island", "swamp", "mountain", "forest")
WORDS = tuple(COLOR_WORDS) + LAND_WORDS


def changes(game: Game, oid: int) -> tuple:
    """The (old, new) word replacements on `oid`, in timestamp order."""
    if not game.effects:
        return ()
    return tuple(e.value for e in sorted((e for e in game.effects if e.layer == 3 and oid in e.targets),
                                         key=lambda e: e.ts))


def _word(w: str, subs: tuple) -> str:
    for old, new in subs:
        if w == old:
            w = new
    return w


def keyword(kw: str, subs: tuple) -> str:
    """A keyword with its colour word or land type changed ("swampwalk" -> "islandwalk")."""
    if kw.startswith("protection_from_") and kw[16:] in COLOR_WORDS:
        return "protection_from_" + _word(kw[16:], subs)
    if kw.endswith("walk") and kw[:-4] in LAND_WORDS:
        return _word(kw[:-4], subs) + "walk"
    return kw


def _letters(letters: tuple, subs: tuple) -> tuple:
    names = {v: k for k, v in COLOR_WORDS.items()}
    return tuple(COLOR_WORDS[_word(names[c], subs)] for c in letters)


def _types(words: tuple, subs: tuple) -> tuple:
    # land types (418.6a); any other word is a creature type, changed as written (type_text.py)
    return tuple(_word(w.lower(), subs).capitalize() if w.lower() in LAND_WORDS else _word(w, subs) for w in words)


def filter_(f, subs: tuple):
    """A targets.Filter with its colour words and land types changed."""
    if f is None or not subs:
        return f
    return f.model_copy(update={"color": _letters(f.color, subs), "not_color": _letters(f.not_color, subs),
                                "subtype": _types(f.subtype, subs), "not_subtype": _types(f.not_subtype, subs)})


def static(s, subs: tuple):
    """A static ability with its words changed (418.6a)."""
    upd: dict = {"what": filter_(s.what, subs), "creature_types": _types(s.creature_types, subs)}
    if s.land_type:
        upd["land_type"] = _types((s.land_type,), subs)[0]
    if s.color:
        upd["color"] = "".join(_letters(tuple(s.color), subs))
    for k in ("per", "set_count"):
        c = getattr(s, k)
        if c is not None:
            upd[k] = c.model_copy(update={"what": filter_(c.what, subs)})
    upd["grant"] = tuple(keyword(k, subs) for k in s.grant)
    upd["lose"] = tuple(keyword(k, subs) for k in s.lose)
    return s.model_copy(update=upd)


def creature_word(w: str) -> bool:
    """A subtype word used as a creature type (not a land type, Equipment or an Aura's)."""
    return bool(w) and w.lower() not in LAND_WORDS and w != "Equipment" and not w.startswith("Enchant")


def subtypes(words: tuple, subs: tuple) -> tuple:
    """Creature-type words with the changes `subs` applied, in order (418.6a)."""
    out = []
    for w in words:
        if creature_word(w):
            for old, new in subs:
                if w == old:
                    w = new
        out.append(w)
    return tuple(dict.fromkeys(out))
