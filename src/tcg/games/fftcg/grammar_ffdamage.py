"""The grammar of damage substitution and prevention (damage.py): "If X receives damage, reduce
the damage by 1000 instead", "If X deals damage to a Forward, double the damage instead",
"During this turn, the next damage dealt to it becomes 0 instead", "X doesn't receive any damage
from Summons or abilities", and the amounts read from a power ("damage equal to its power minus
1000", "half of X's power").

A substitution is a receiver or dealer clause (`rcv`, `dlr`: who, and which damage) and a change
(`chg`: how much); the clauses are dicts whose keys merge into one `damage_taken` or
`damage_dealt` record.
"""

from __future__ import annotations

from ...engine.templates import Grammar


def damage_grammar(g: Grammar) -> None:
    # who receives or deals it: "it" is always what was chosen ("it" for the card itself would
    # make "choose 1 Forward. During this turn, the damage dealt to it..." ambiguous)
    g.rule("dsubj", "it", "@it")
    g.rule("dsubj", "{s:self}", "$s")
    g.rule("dsubj", "the {n:cardname} {p:post}", {"name": "$n", "...": ["p"]}, variant="the_name")
    g.rule("dsubj", "{t:a_sel}", "$t")
    _receivers(g)
    _changes(g)
    _statements(g)
    _amounts(g)
    _received(g)
    _fights(g)
    _ex_bursts(g)


def _receivers(g: Grammar) -> None:
    for verb, tag in (("receives", ""), ("is dealt", "dealt")):
        g.rule("rcv", f"if {{t:dsubj}} {verb} damage", {"to": "$t"}, variant=tag)
    g.rule("rcv", "if {t:dsubj} receives damage from summons or abilities", {"to": "$t", "source": "effect"})
    g.rule("rcv", "if {t:dsubj} is dealt damage by a summon or an ability", {"to": "$t", "source": "effect"},
           variant="by_a_summon")
    g.rule("rcv", "if {t:dsubj} is dealt damage other than battle damage", {"to": "$t", "source": "effect"},
           variant="not_battle")
    g.rule("rcv", "if {t:dsubj} is dealt damage by an ability", {"to": "$t", "source": "ability"})
    g.rule("rcv", "if {t:dsubj} is dealt damage by your opponent's summons or abilities",
           {"to": "$t", "source": "effect", "opponent": True})
    g.rule("rcv", "if {t:dsubj} is dealt damage by your opponent's abilities",
           {"to": "$t", "source": "ability", "opponent": True})
    g.rule("rcv", "if {t:dsubj} is dealt damage by a forward's ability",
           {"to": "$t", "source": "ability", "by": {"type": "forward"}})
    g.rule("rcv", "if {t:dsubj} is dealt damage by {s:a_sel}", {"to": "$t", "by": "$s"})
    g.rule("rcv", "if {t:dsubj} is dealt damage less than <its|his|her> power", {"to": "$t", "below_power": True})
    g.rule("rcv", "if {t:dsubj} is dealt {n:int} damage or less", {"to": "$t", "at_most": "$n"})
    g.rule("rcv", "if {t:dsubj} is dealt {n:int} damage or more", {"to": "$t", "at_least": "$n"})
    g.rule("rcv", "if {t:dsubj} receives {n:int} damage", {"to": "$t", "at_least": "$n", "at_most": "$n"})
    g.rule("rcv", "if {t:dsubj} receives damage while dull", {"to": "$t", "dull": True})
    g.rule("rcv", "if {t:dsubj} is dealt damage by your {s:sel_sg}", {"to": "$t", "by": "$s", "yours": True})
    g.rule("rcv", "if your ability deals damage to {t:a_sel}", {"to": "$t", "source": "ability", "yours": True})
    g.rule("rcv", "if your summon or an ability of a character you control deals damage to {t:a_sel}",
           {"to": "$t", "source": "effect", "yours": True})
    g.rule("dlr", "if {t:dsubj} deals damage to {s:a_sel}", {"to": "$t", "at": "$s"})
    g.rule("dlr", "if {t:dsubj} deals damage to your opponent", {"to": "$t", "player": True})
    g.rule("dlr", "if {t:dsubj} deals damage other than battle damage to {s:a_sel}", {"to": "$t", "at": "$s", "source": "effect"})
    # what a "doesn't receive ..." says it does not receive
    g.rule("prev", "receive any damage", {})
    g.rule("prev", "receive damage", {}, variant="no_any")
    g.rule("prev", "receive any damage from summons or abilities", {"source": "effect"})
    g.rule("prev", "receive any damage from your opponent's summons or abilities", {"source": "effect", "opponent": True})
    g.rule("prev", "receive damage that is less than <its|his|her|their> power", {"below_power": True})


def _changes(g: Grammar) -> None:
    g.rule("chg", "reduce the damage by {n:int} instead", {"how": "reduce", "n": "$n"})
    g.rule("chg", "the damage decreases by {n:int} instead", {"how": "reduce", "n": "$n"}, variant="decreases")
    g.rule("chg", "the damage is reduced by {n:int} instead", {"how": "reduce", "n": "$n"}, variant="is_reduced")
    g.rule("chg", "double the damage instead", {"how": "double"})
    g.rule("chg", "reduce the damage by half instead ( numbers are rounded up to units of 1000 )", {"how": "half"})
    g.rule("chg", "the damage increases by {n:int} instead", {"how": "increase", "n": "$n"})
    g.rule("chg", "increase the damage by {n:int} instead", {"how": "increase", "n": "$n"}, variant="increase")
    g.rule("chg", "the damage becomes 0 instead", {"how": "zero"})
    g.rule("chg", "the damage becomes {n:int} instead", {"how": "become", "n": "$n"}, variant="becomes_n")


def _statements(g: Grammar) -> None:
    taken = {"do": "damage_taken", "...": ["r", "c"]}
    dealt = {"do": "damage_dealt", "...": ["r", "c"]}
    # field abilities (11.9)
    g.rule("fstmt", "{r:rcv} , {c:chg}", [taken])
    g.rule("fstmt", "{r:dlr} , {c:chg}", [dealt])
    g.rule("fstmt", "if {t:dsubj} deals damage to {s:a_sel} or your opponent , {c:chg}",
           [{"do": "damage_dealt", "to": "$t", "at": "$s", "...": ["c"]},
            {"do": "damage_dealt", "to": "$t", "player": True, "...": ["c"]}])
    g.rule("fstmt", "{t:subj_sg} cannot deal damage to your opponent",
           [{"do": "damage_dealt", "to": "$t", "player": True, "how": "zero"}], variant="cannot_deal")
    g.rule("fstmt", "{t:subj_sg} doesn't {r:prev}", [{"do": "damage_taken", "to": "$t", "how": "prevent", "...": ["r"]}])
    g.rule("fstmt", "{t:fsubj_pl} don't {r:prev}", [{"do": "damage_taken", "to": "$t", "how": "prevent", "...": ["r"]}])
    g.rule("fstmt", "{t:fsubj_pl} gain {p:plus} power and don't {r:prev}",
           [{"do": "power", "to": "$t", "n": "$p"}, {"do": "damage_taken", "to": "$t", "how": "prevent", "...": ["r"]}])
    # a Party (15.1.1.9): "If X forms a party, ...", "the Forwards forming a party with X"
    party = {"condition": {"party": True}}
    g.rule("field", "if ~ forms a party , {e:fstmts} .", {**party, "effects": "$e"})
    g.rule("field", "the forwards forming a party with ~ don't {r:prev} .",
           {**party, "effects": [{"do": "damage_taken", "to": {"type": "forward", "party": True, "other": True},
                                  "how": "prevent", "...": ["r"]}]})
    g.rule("dsubj", "the forwards forming this party", {"type": "forward", "party": True}, variant="this_party")
    g.rule("field", "if a forward forming a party with ~ receives damage , {c:chg} .",
           {**party, "effects": [{"do": "damage_taken", "to": {"type": "forward", "party": True, "other": True}, "...": ["c"]}]})
    # a quoted substitution a Forward gains: it has it while the ability giving it applies
    # (the sentence ends inside the quotes: the field ability's full stop comes before them)
    g.rule("qstmt", '~ gains " {r:rcv} , {c:chg}', [taken])
    g.rule("qstmt", '~ gains {p:plus} power and " {r:rcv} , {c:chg}', [{"do": "power", "to": "self", "n": "$p"}, taken])
    g.rule("qstmt", '{t:fsubj_pl} gain " if this forward is dealt damage , {c:chg}',
           [{"do": "damage_taken", "to": "$t", "...": ["c"]}])
    g.rule("field", '{e:qstmt} . "', {"effects": "$e"})
    g.rule("field", 'if {c:cond} , {e:qstmt} . "', {"condition": "$c", "effects": "$e"})
    g.rule("fstmt", "the damage dealt to {t:dsubj} becomes 0 instead", [{"do": "damage_taken", "to": "$t", "how": "zero"}],
           variant="dealt_to")
    g.rule("field", "if {t:dsubj} receives damage during your opponent's turn , {c:chg} .",
           {"condition": {"turn": "opponents"}, "effects": [{"do": "damage_taken", "to": "$t", "...": ["c"]}]})
    # resolved, until the end of the turn (9.5.1.3)
    turn = {"duration": "$d"}
    g.rule("vp", "{d:dur} , {r:rcv} , {c:chg}", [{**taken, **turn}])
    g.rule("vp", "{r:rcv} {d:dur} , {c:chg}", [{**taken, **turn}], variant="dur_inside")
    g.rule("vp", "{r:dlr} {d:dur} , {c:chg}", [{**dealt, **turn}])
    g.rule("vp", "{d:dur} , the damage dealt to {t:dsubj} is increased by {n:int} instead",
           [{"do": "damage_taken", "to": "$t", "how": "increase", "n": "$n", **turn}], variant="is_increased")
    g.rule("vp", "{t:subj_sg} doesn't {r:prev} {d:dur}",
           [{"do": "damage_taken", "to": "$t", "how": "prevent", **turn, "...": ["r"]}])
    g.rule("vp", "{t:subj_pl} don't {r:prev} {d:dur}",
           [{"do": "damage_taken", "to": "$t", "how": "prevent", **turn, "...": ["r"]}])
    g.rule("vp", "{d:dur} , {t:subj_sg} cannot attack or block , and doesn't receive any damage",
           [{"do": "grant", "to": "$t", "what": ["cannot_attack", "cannot_block"], **turn},
            {"do": "damage_taken", "to": "$t", "how": "prevent", **turn}])
    # "the next damage": used up by the first damage it changes
    nxt = {"do": "damage_taken", "to": "$t", "next": True, **turn}
    g.rule("vp", "{d:dur} , the next damage dealt to {t:dsubj} becomes 0 instead", [{**nxt, "how": "zero"}])
    g.rule("vp", "the next damage dealt to {t:dsubj} becomes 0 {d:dur}", [{**nxt, "how": "zero"}], variant="next_after")
    g.rule("vp", "{d:dur} , the next damage dealt to {t:dsubj} by {s:a_sel} becomes 0 instead",
           [{**nxt, "how": "zero", "by": "$s"}])
    g.rule("vp", "{d:dur} , the next damage dealt to {t:dsubj} by a summon or an ability , becomes 0 instead",
           [{**nxt, "how": "zero", "source": "effect"}])
    g.rule("vp", "{d:dur} , the next damage dealt to {t:dsubj} is reduced by {n:int} instead",
           [{**nxt, "how": "reduce", "n": "$n"}])
    g.rule("vp", "reduce the next damage dealt to {t:dsubj} {d:dur} by {n:int}", [{**nxt, "how": "reduce", "n": "$n"}],
           variant="reduce_next")
    g.rule("vp", "{d:dur} , the next damage {t:dsubj} deals to {s:a_sel} becomes 0 instead",
           [{"do": "damage_dealt", "to": "$t", "at": "$s", "how": "zero", "next": True, "duration": "$d"}])
    g.rule("vp", "{d:dur} , the next damage {t:dsubj} deals to {s:a_sel} becomes double the damage instead",
           [{"do": "damage_dealt", "to": "$t", "at": "$s", "how": "double", "next": True, "duration": "$d"}])
    g.rule("sentence", "divide {n:int} damage among them as you like . ( unit must be 1000 . )",
           [{"do": "divide_damage", "to": "@them", "n": "$n"}])
    g.rule("vp", "divide {n:int} damage among them equally", [{"do": "divide_damage", "to": "@them", "n": "$n", "equally": True}])
    g.rule("vp", "divide {n:int} damage equally among {t:all} ( round up to the nearest 1000 )",
           [{"do": "divide_damage", "to": "$t", "n": "$n", "equally": True, "round_up": True}])
    # "Terra gains "If Terra deals damage to a Forward, double the damage" until the end of the turn."
    g.rule("vp", '~ gains " if ~ deals damage to {s:a_sel} , double the damage " {d:dur}',
           [{"do": "damage_dealt", "to": "self", "at": "$s", "how": "double", **turn}], variant="gains_quoted")
    # "cannot be reduced": the substitutions that lower it do not apply
    g.rule("vp", "the damage dealt to {t:sel_pl} cannot be reduced {d:dur}",
           [{"do": "damage_taken", "to": "$t", "how": "unreducible", **turn}])
    g.rule("fstmt", "the damage dealt by your abilities to {t:sel_pl} cannot be reduced",
           [{"do": "damage_taken", "to": "$t", "how": "unreducible", "source": "ability", "yours": True}])
    g.rule("vp", "negate all damage dealt to {t:obj}", [{"do": "remove_damage", "to": "$t"}])


def _amounts(g: Grammar) -> None:
    """Damage whose amount is read from a power when it resolves (11.12.4.3)."""
    its = {"of": "@it", "char": "power"}
    g.rule("vp", "deal it damage equal to its power minus {m:minus}",
           [{"do": "damage", "to": "@it", "n": {"sum": [its, "$m"]}}])
    # "deal each Forward opponent controls damage equal to its power minus 1000": its, each one's
    g.rule("each", "each {s:sel_sg}", "$s")
    g.rule("each", "each of them", "@them")
    each = {"of": "each", "char": "power"}
    g.rule("vp", "deal {t:each} damage equal to its power minus {m:minus}", [{"do": "damage", "to": "$t", "n": {"sum": [each, "$m"]}}])
    g.rule("vp", "deal {t:each} damage equal to half of its power ( round up to the nearest 1000 )",
           [{"do": "damage", "to": "$t", "n": {"half": each, "round": "1000up"}}])
    # "Deal 1 of them 6000 damage, 1 of them 4000 damage, and 1 of them 2000 damage.": the
    # controller selects which of the chosen takes each amount
    def one_of(among: dict, n: str) -> list:
        return [{"do": "select", "n": 1, "sel": among}, {"do": "damage", "to": "@it", "n": n}]
    g.rule("vp", "deal 1 of them {a:int} damage , 1 of them {b:int} damage , and 1 of them {c:int} damage",
           one_of({"among": "@them"}, "$a") + one_of({"among": "@them", "not": {"among": "@it"}}, "$b")
           + one_of({"among": "@them", "not": {"any_of": [{"among": "@former"}, {"among": "@it"}]}}, "$c"))
    for words, rnd in (("up", "1000up"), ("down", "1000down")):
        half = {"half": {"of": "$s", "char": "power"}, "round": rnd}
        g.rule("vp", f"deal {{t:obj}} damage equal to half of {{s:self}} 's power ( round {words} to the nearest 1000 )",
               [{"do": "damage", "to": "$t", "n": half}])
        g.rule("vp", f"deal damage equal to half of {{s:self}} 's power to {{t:all}} ( round {words} to the nearest 1000 )",
               [{"do": "damage", "to": "$t", "n": half}], variant="half_to_all")


def _received(g: Grammar) -> None:
    """What the points of damage a player has received decide (6.5.2: the Damage Zone)."""
    points = "point of damage you have received"
    for_each = {"times": ["$p", "damage_received"]}
    g.rule("vp", f"{{t:subj_sg}} gains {{p:plus}} power for each {points} {{d:dur}}",
           [{"do": "power", "to": "$t", "n": for_each, "duration": "$d"}])
    g.rule("vp", f"{{d:dur}} , {{t:subj_sg}} gains {{p:plus}} power for each {points}",
           [{"do": "power", "to": "$t", "n": for_each, "duration": "$d"}], variant="dur_first")
    g.rule("vp", f"{{d:dur}} , {{t:subj_sg}} gains {{k:kws}} and it gains {{p:plus}} power for each {points}",
           [{"do": "grant", "to": "$t", "what": "$k", "duration": "$d"},
            {"do": "power", "to": "$t", "n": for_each, "duration": "$d"}])
    g.rule("vp", f"deal {{t:ref}} {{n:int}} damage and {{m:int}} more damage for each {points}",
           [{"do": "damage", "to": "$t", "n": {"sum": ["$n", {"times": ["$m", "damage_received"]}]}}])
    g.rule("cond", "its cost is equal to or less than the damage you have received",
           {"compare": [{"of": "@it", "char": "cost"}, "le", "damage_received"]})
    g.rule("cond", "the cost of the forward is equal to or less than the damage you have received",
           {"compare": [{"of": "@it", "char": "cost"}, "le", "damage_received"]}, variant="the_forward")
    g.rule("cond", "it has received damage this turn", {"count": {"among": "@it", "damaged": True}, "ge": 1})
    g.rule("cond", "you have received {n:int} points of damage or less", {"damage_received": {"le": "$n"}})
    g.rule("cond", "you have received {n:int} points of damage", {"damage_received": {"eq": "$n"}})
    g.rule("cond", "{s:self} has received {n:int} damage or more", {"compare": [{"of": "$s", "char": "damage"}, "ge", "$n"]})
    g.rule("restrict", "you can only use this ability if {c:cond} and only once per turn .",
           {"condition": "$c", "once_per_turn": True})
    g.rule("cond", "you have received a point of damage this turn", {"damaged_this_turn": True})
    g.rule("cond", "your opponent has received {n:int} points of damage or more", {"opponent_damage_received": {"ge": "$n"}})
    g.rule("vp", "{d:dur} , the next damage dealt to you becomes 0 instead",
           [{"do": "player_damage_taken", "who": "you", "how": "zero", "next": True, "duration": "$d"}])


def _ex_bursts(g: Grammar) -> None:
    """"EX Bursts of cards put into the Damage Zone due to this ability cannot be used" (11.10)."""
    for what, tag in (("ability", ""), ("damage", "this_damage")):
        g.rule("sentence", f"~ deals you {{n:one}} point of damage . ex bursts of cards put into the damage zone due to "
               f"this {what} cannot be used .", [{"do": "damage_player", "who": "you", "n": "$n", "no_ex_burst": True}],
               variant=tag)
    g.rule("field", "any card put in the damage zone due to ~ cannot use its ex burst .",
           {"effects": [{"do": "no_ex_burst", "to": "self"}]})
    g.rule("field", "ex bursts of cards put into the damage zone due to ~ cannot be used .",
           {"effects": [{"do": "no_ex_burst", "to": "self"}]}, variant="ex_bursts_of")
    g.rule("field", "any card of cost {n:int} or less put in the damage zone due to ~ cannot use its ex burst .",
           {"effects": [{"do": "no_ex_burst", "to": "self", "cost": "$n"}]})


def _fights(g: Grammar) -> None:
    """"Choose 1 Forward you control and 1 Forward opponent controls. The former deals damage
    equal to its power to the latter.": the Forward deals the damage (`by`); "the former" is the
    binding before the last (text.py), "the latter" the last ("it")."""
    g.rule("sentence", "choose {a:counted} and {b:counted} .", [{"do": "choose", "...": ["a"]}, {"do": "choose", "...": ["b"]}])

    def hits(dealer: str, target: str) -> dict:
        return {"do": "damage", "to": target, "n": {"of": dealer, "char": "power"}, "by": dealer}
    g.rule("vp", "the first one deals the second damage equal to its power", [hits("@former", "@it")])
    g.rule("vp", "the former deals damage equal to its power to the latter", [hits("@former", "@it")],
           variant="former")
    g.rule("vp", "each forward deals damage equal to its power to the other", [hits("@former", "@it"), hits("@it", "@former")])
    g.rule("vp", "then , each forward deals damage equal to its power to the other",
           [hits("@former", "@it"), hits("@it", "@former")], variant="then_each")
    g.rule("vp", "the former gains {p:plus} power {d:dur}", [{"do": "power", "to": "@former", "n": "$p", "duration": "$d"}])
    g.rule("vp", "{s:self} and the chosen forward deal damage equal to their respective power to the other",
           [hits("$s", "@it"), hits("@it", "$s")])
