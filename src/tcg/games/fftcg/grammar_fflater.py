"""Grammar of issue 20's fflater area: mechanics printed after the v1.0 rulebook (RULINGS.md):
Crystals ("gain {C}", {C} in costs), counters ("place 1 Monster Counter on X"), Warp and
"Damage N" abilities. `grammar.grammar()` calls `later_rules` once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...engine.templates import Grammar, Primitive, Tokens


def _crystals_match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
    j = i
    while j < len(toks) and toks[j] == "{C}":
        j += 1
    if j > i:
        yield j - i, j


def _crystals_render(v: Any) -> list[str] | None:
    return ["{C}"] * v if type(v) is int and v > 0 else None


_COUNTER = ("counter", "counters")


def _kind_match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
    """The kind of a counter: the one or two words before "Counter(s)" ("Monster", "Guinea Pig")."""
    for n in (1, 2):
        words = toks[i:i + n]
        if len(words) == n and i + n < len(toks) and toks[i + n] in _COUNTER \
                and all(w.isalpha() and w not in ("a", "an", "the", "each", "all") for w in words):
            yield " ".join(words), i + n


def _kind_render(v: Any) -> list[str] | None:
    return v.split() if isinstance(v, str) and v and all(w.isalpha() for w in v.split()) else None


def _warp_match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
    """"_Warp 2_" (one italic token) or "Warp 2" (two words)."""
    t = toks[i] if i < len(toks) else ""
    if t.startswith("ital:Warp ") and t[10:].isdigit():
        yield int(t[10:]), i + 1


def _warp_render(v: Any) -> list[str] | None:
    return [f"ital:Warp {v}"] if type(v) is int and v > 0 else None


def later_rules(g: Grammar) -> None:
    g.primitive("crystals", Primitive(_crystals_match, _crystals_render))
    g.primitive("counterkind", Primitive(_kind_match, _kind_render))
    g.primitive("warplabel", Primitive(_warp_match, _warp_render))
    _crystals(g)
    _pre_crystals(g)
    _counters(g)
    _warp(g)
    _damage_labels(g)
    _lasting(g)


def _crystals(g: Grammar) -> None:
    # "If you don't pay {C}, Cecil deals you 1 point of damage": you decide; who cannot pay does not
    g.rule("sentence", "if you don't pay {c:cost} , {v:vps} .",
           [{"do": "pay", "cost": "$c", "optional": True}, {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": "$v"}])
    g.rule("vp", "gain {n:crystals}", [{"do": "gain_crystal", "n": "$n"}])
    # "If you have a {C}, ...", "if you don't have a {C}, ...": the Crystals the player has now
    g.rule("cond", "you have a {C}", {"compare": ["crystals", "ge", 1]})
    g.rule("cond", "you don't have a {C}", {"compare": ["crystals", "eq", 0]})
    g.rule("reduction", "{n:int} for each {C} you have", {"n": {"times": ["$n", "crystals"]}})
    g.rule("restrict", "this effect will only trigger once per turn .", {"once_per_turn": True}, variant="only_trigger")


def _pre_crystals(g: Grammar) -> None:
    """"Before paying the cost to cast X, you can pay {C} to reduce the cost required to cast X by
    2." (crystals.ask: asked when X is cast, before its cost is paid)."""
    for verb, variant in (("cast", ""), ("play", "play")):
        where = "cast ~" if verb == "cast" else "play ~ onto the field"
        g.rule("field", f"before paying the cost to {where} , you can pay {{c:crystals}} to reduce the cost required "
               f"to {where} by {{n:int}} .", {"effects": [{"do": "reduce_cost", "to": "self", "n": "$n", "crystals": "$c"}]},
               variant=variant)


def _counters(g: Grammar) -> None:
    """"Place 1 Monster Counter on X", "Remove 2 Item Counters from X:", "if 3 or more Monster
    Counters are placed on X", "for each EXP Counter placed on X" (engine/abilities/counters.py)."""
    for n, word in (("one", "counter"), ("many", "counters")):
        g.rule("vp", f"place {{n:{n}}} {{k:counterkind}} {word} on {{t:obj}}",
               [{"do": "place_counters", "to": "$t", "n": "$n", "kind": "$k"}])
        for phrase in ("extra", "vp"):      # a cost ("Remove 1 X Counter from Y:") or an effect
            g.rule(phrase, f"remove {{n:{n}}} {{k:counterkind}} {word} from ~",
                   [{"do": "remove_counters", "to": "self", "n": "$n", "kind": "$k"}])
    g.rule("vp", "place 1 {k:counterkind} counter on {t:obj} for each {s:sel_sg}",
           [{"do": "place_counters", "to": "$t", "n": {"count": "$s"}, "kind": "$k"}])
    g.rule("vp", "place 1 {k:counterkind} counter on each {s:sel_sg}",
           [{"do": "place_counters", "to": "$s", "n": 1, "kind": "$k"}], variant="each")
    mine = {"counters": "$k", "of": "self"}
    g.rule("cond", "{n:int} or more {k:counterkind} counters are placed on ~", {"compare": [mine, "ge", "$n"]})
    g.rule("cond", "there are {n:int} or more {k:counterkind} counters placed on ~", {"compare": [mine, "ge", "$n"]},
           variant="there_are")
    g.rule("cond", "a {k:counterkind} counter is placed on ~", {"compare": [mine, "ge", 1]}, variant="a_counter")
    g.rule("cond", "{n:int} or less {k:counterkind} counters are placed on ~", {"compare": [mine, "le", "$n"]})
    # "Each Forward you control with a Turks Counter on it gains +5000 power"
    g.rule("postmod", "with a {k:counterkind} counter on it", {"counters": {"kind": "$k", "ge": 1}})
    g.rule("fstmt", "each {t:sel_sg} gains {p:plus} power", [{"do": "power", "to": "$t", "n": "$p"}], variant="each")
    # "2000 damage for each Monster Counter placed on X": counted when it resolves (11.12.4.3)
    each = {"times": ["$p", mine]}
    g.rule("vp", "deal {t:ref} {p:int} damage for each {k:counterkind} counter placed on ~",
           [{"do": "damage", "to": "$t", "n": each}])
    for subj, gains, loses in (("subj_sg", "gains", "loses"), ("subj_pl", "gain", "lose")):
        for verb, amount in ((gains, "plus"), (loses, "minus")):
            g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {verb} {{p:{amount}}} power for each {{k:counterkind}} counter "
                   "placed on ~", [{"do": "power", "to": "$t", "n": each, "duration": "$d"}], variant="dur_first")
    g.rule("fstmt", "for each {k:counterkind} counter placed on ~ , {t:subj_sg} gains {p:plus} power",
           [{"do": "power", "to": "$t", "n": each}])
    g.rule("trigger", "when you receive a point of damage", {"event": "damage", "player": "you"}, variant="a_point")
    g.rule("extra", "discard {n:many} cards", [{"do": "discard", "n": "$n", "who": "you"}])


# Warp (warp.py): the Warp Counters removed one at a time, at the beginning of each of your Main
# Phase 1; with the last one, the card is played onto the field
WARP_EFFECTS = [{"do": "remove_counters", "to": "self", "n": 1, "kind": "warp"},
                {"do": "if", "cond": {"compare": [{"counters": "warp", "of": "self"}, "eq", 0]},
                 "then": [{"do": "warp_in"}]}]


def _warp(g: Grammar) -> None:
    warp = {"kind": "warp", "warp": "$n", "cost": "$c", "effects": WARP_EFFECTS}
    g.rule("paragraph", "{n:warplabel} - - {c:cost}", warp)
    g.rule("paragraph", "{n:warplabel} - {c:cost}", warp, variant="warp_one_dash")
    g.rule("paragraph", "warp {n:int} - {c:cost}", warp, variant="warp_plain")
    g.rule("trigger", "when {c:subject} enters the field due to warp", {"event": "enters", "card": "$c", "by": "warp"})
    g.rule("trigger", "when a warp counter is removed from ~", {"event": "warp_removed", "card": "self"})
    g.rule("trigger", "when a warp counter is removed from any player's card", {"event": "warp_removed"})
    g.rule("trigger", "when ~ in your hand is removed from the game due to warp", {"event": "warped", "card": "self"})
    # the card's own abilities that work while it is removed from the game (warp.own)
    g.rule("restrict", "this effect will trigger only if ~ is removed from the game .",
           {"condition": {"in_zone": "self", "zone": "removed"}})


def _damage_labels(g: Grammar) -> None:
    """"Damage 3 - X gains +2000 power" (the label printed plainly), "_Damage 3_ -- {EX} When X
    enters the field, ..." (an EX Burst that works only with 3 points of damage or more)."""
    g.rule("paragraph", "damage {n:int} - {a:ability}", {"condition": {"damage_received": {"ge": "$n"}}, "...": ["a"]},
           variant="damage_plain")
    for dashes, variant in (("- -", "damage_ex"), ("-", "damage_ex_one_dash"), ("- - -", "damage_ex_three")):
        g.rule("paragraph", f"{{n:damagelabel}} {dashes} {{EX}} {{a:ability}}",
               {"condition": {"damage_received": {"ge": "$n"}}, "ex": True, "...": ["a"]}, variant=variant)
    g.rule("paragraph", "{n:damagelabel} - - - {a:ability}", {"condition": {"damage_received": {"ge": "$n"}}, "...": ["a"]},
           variant="damage_three_dashes")


def _lasting(g: Grammar) -> None:
    """"Firion gains +1000 power, Haste, and First Strike. (This effect does not end at the end of
    the turn.)": the sentence's effects last while their cards stay (host.lasting); only these
    forms, each followed by the reminder, read as lasting."""
    forever = {"duration": "permanent"}
    g.rule("pvp", "{t:subj_sg} gains {p:plus} power", [{"do": "power", "to": "$t", "n": "$p", **forever}])
    g.rule("pvp", "{t:subj_sg} gains {k:kws}", [{"do": "grant", "to": "$t", "what": "$k", **forever}])
    g.rule("pvp", "{t:subj_sg} gains {p:plus} power and {k:kws1}",
           [{"do": "power", "to": "$t", "n": "$p", **forever}, {"do": "grant", "to": "$t", "what": "$k", **forever}])
    g.rule("pvp", "{t:subj_sg} gains {p:plus} power , {k:kwsm}",
           [{"do": "power", "to": "$t", "n": "$p", **forever}, {"do": "grant", "to": "$t", "what": "$k", **forever}])
    g.rule("pvps", "{a:pvp}", "$a")
    g.rule("pvps", "{a:vp} , {b:pvp}", ["*a", "*b"])
    for word, variant in (("this effect does", ""), ("these effects do", "these")):
        g.rule("sentence", f"{{v:pvps}} . ( {word} not end at the end of the turn . )", "$v", variant=variant)
        g.rule("sentence", f"if you do so , {{v:pvps}} . ( {word} not end at the end of the turn . )",
               [{"do": "if", "cond": {"did": "@prev"}, "then": "$v"}], variant=variant)
