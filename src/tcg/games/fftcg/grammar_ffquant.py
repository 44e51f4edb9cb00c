"""Grammar of issue 20's ffquant area: quantities and choices of many ("as many as", "for each",
"of cost 5 and 10", "the power of the Forward put into the Break Zone" as a cost).
`grammar.grammar()` calls `quant_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def quant_rules(g: Grammar) -> None:
    _selectors(g)
    _counted(g)
    _paid(g)
    _any_number(g)
    _costs(g)
    _same_number(g)
    _wordings(g)


def _selectors(g: Grammar) -> None:
    # "all the Characters of cost 5 and 10": either cost (5-063H)
    g.rule("postmod", "of cost {a:int} and {b:int}", {"any_of": [{"cost": {"eq": "$a"}}, {"cost": {"eq": "$b"}}]})
    g.rule("postmod", "on the field", {}, variant="on_the_field")


def _counted(g: Grammar) -> None:
    """Quantities read from what an effect before did."""
    # 3-145L: the cards the first sentence removed, counted by the second
    g.rule("sentence", "remove from the game {t:all} . then , remove from the top of your deck twice the number of "
           "cards removed by the previous effect .",
           [{"do": "move", "to": "$t", "zone": "removed"},
            {"do": "mill", "n": {"times": [2, {"count": "@removed"}]}, "who": "you", "zone": "removed"}])
    # 3-003R: "For each X revealed this way, deal it 4000 damage."
    g.rule("sentence", "for each {s:sel_sg} revealed this way , deal {t:ref} {n:int} damage .",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", {"count": {"among": "@them", "...": ["s"]}}]}}])
    g.rule("sentence", "then , place the revealed cards at the bottom of your deck in any order .",
           [{"do": "move", "to": {"among": "@them"}, "zone": "deck", "bottom": True}])
    # 5-108L: "If its cost is X, play it onto the field."
    g.rule("cond", "its cost is x", {"compare": [{"of": "@it", "char": "cost"}, "eq", "X"]})
    # 5-124H: "lose 2000 power for each CP required to play them": each Forward's own cost
    g.rule("vp", "{t:subj_pl} lose {p:minus} power for each cp required to play them {d:dur}",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", {"of": "each", "char": "cost"}]}, "duration": "$d"}])
    g.rule("cond", "~ is a forward", {"count": {"not": {"other": True}, "type": "forward"}, "ge": 1})
    # 2-062C: "Choose as many Forwards as _Job Moogle_ you control."
    g.rule("sentence", "choose as many {s:sel_pl} as {c:sel_pl} .",
           [{"do": "choose", "n": {"count": "$c"}, "sel": "$s"}])


def _paid(g: Grammar) -> None:
    """The Characters an ability's cost dulled or put into the Break Zone, as its effects name
    them (text.py's "@paid"; play.py binds them, with last-known information)."""
    for words, variant in (("the forward put in the break zone", ""), ("the dull forward", "dull"),
                           ("the forward you put into the break zone", "you_put")):
        g.rule("paidref", words, "@paid", variant=variant)
    g.rule("vp", "deal {t:ref} damage equal to the power of {p:paidref}",
           [{"do": "damage", "to": "$t", "n": {"of": "$p", "char": "power"}}])
    g.rule("postmod", "with the same name as {p:paidref}", {"same_name_as": "$p"})


def _any_number(g: Grammar) -> None:
    """"Choose any number of Characters you control": up to as many as there are."""
    g.rule("sentence", "choose any number of {s:sel_pl} .", [{"do": "choose", "n": {"count": "$s"}, "up_to": True, "sel": "$s"}])
    # 18-050L prints the reminder "(Units must be 1000.)"; grammar_ffdamage reads "(Unit must be 1000.)"
    g.rule("sentence", "divide {n:int} damage among them as you like . ( units must be 1000 . )",
           [{"do": "divide_damage", "to": "@them", "n": "$n"}], variant="units")


def _costs(g: Grammar) -> None:
    """Amounts read from costs: "for each CP required to cast it", "for each X of different name"."""
    g.rule("vp", "deal {t:ref} {n:int} damage for each cp required to cast it",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", {"of": "@it", "char": "cost"}]}}])
    # 2-109H: the Archfiends of your Break Zone, counted once per name
    g.rule("reduction", "{n:int} for each {s:sel_sg} of different name put into your break zone",
           {"n": {"times": ["$n", {"names": {"zone": "break", "owner": "you", "...": ["s"]}}]}})


def _same_number(g: Grammar) -> None:
    """"Choose up to the same number of Characters opponent controls as the _Job Ninja_ you
    control": as many targets as a count, taken on declaration."""
    g.rule("sentence", "choose as many {s:sel_pl} as the {c:sel_pl} .",
           [{"do": "choose", "n": {"count": "$c"}, "sel": "$s"}], variant="as_the")
    g.rule("sentence", "choose up to the same number of {s:sel_pl} as the {c:sel_pl} .",
           [{"do": "choose", "n": {"count": "$c"}, "up_to": True, "sel": "$s"}])
    g.rule("sentence", "choose up to the same number of {s:sel_pl} as the {k:counterkind} counters placed on ~ .",
           [{"do": "choose", "n": {"counters": "$k", "of": "self"}, "up_to": True, "sel": "$s"}])
    g.rule("vp", "deal {n:int} damage to {t:all} for each {s:sel_sg}",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", {"count": "$s"}]}}], variant="to_all")
    g.rule("noun_pl", "{a:job} and {b:cardname}", {"any_of": [{"job": "$a"}, {"name": "$b"}]})
    g.rule("reduction", "{n:int} for each {s:sel_pl}", {"n": {"times": ["$n", {"count": "$s"}]}}, variant="each_pl")


def _wordings(g: Grammar) -> None:
    """Other printings of what the grammar reads already."""
    g.rule("counted", "{n:one} {a:cardname} , {b:cardname} or {c:cardname}",
           {"n": "$n", "sel": {"any_of": [{"name": "$a"}, {"name": "$b"}, {"name": "$c"}]}})
    g.rule("adj", "{a:element} or {b:element}", {"element": ["$a", "$b"]})     # "1 Light or Dark Character"
    g.rule("vp", "place {t:obj} at the bottom of your deck", [{"do": "move", "to": "$t", "zone": "deck", "bottom": True}],
           variant="place")
    g.rule("cond", "you cast {n:int} or more cards this turn", {"compare": ["cards_cast", "ge", "$n"]}, variant="you_cast")
