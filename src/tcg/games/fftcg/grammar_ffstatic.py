"""Grammar of static and characteristic abilities (issue 20, ffstatic): protections, keywords
that cannot be gained, blocking restrictions, "also becomes a Forward". `grammar.grammar()`
calls `static_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phrases import CANNOT

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def static_rules(g: Grammar) -> None:
    # "Forwards cannot gain **Haste**": no effect gives them the keyword
    g.rule("fstmt", "{t:fsubj_pl} cannot gain {k:kws}", [{"do": "forbid", "what": "$k", "to": "$t", "gain": True}])
    # "Lann cannot be blocked by a Forward with a power greater than his": read when blocks are declared
    stronger = {"type": "forward", "power": {"gt": {"of": "self", "char": "power"}}}
    g.rule("fstmt", "{t:subj_sg} cannot be blocked by a forward with a power greater than his",
           [{"do": "forbid", "what": "block", "of": "$t", "to": stronger}])
    g.rule("fstmt", "{t:subj_sg} cannot block a forward with a power greater than his",
           [{"do": "forbid", "what": "block", "to": "$t", "of": stronger}])
    # protections and restraints that are flags of `grant` (protection.py, combat.py, turn.py)
    for what, words in ((["cannot_be_returned_by_opponent"], "be returned to its owner's hand by your opponent's summons or abilities"),
                        (["cannot_be_chosen_by_opponent_backups"], "be chosen by your opponent's backup abilities"),
                        (["cannot_form_party"], "form parties")):
        g.rule("fstmt", f"{{t:subj_sg}} cannot {words}", [{"do": "grant", "to": "$t", "what": what}])
        g.rule("fstmt", f"{{t:fsubj_pl}} cannot {words.replace('its owner', 'their owner')}",
               [{"do": "grant", "to": "$t", "what": what}])
    g.rule("fstmt", "{t:subj_sg} cannot be returned to its owner's hand by opponent's summons or abilities",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_returned_by_opponent"]}], variant="opponents")
    for who in ("your", "the"):
        g.rule("fstmt", f"~ does not activate during {who} active phase",
               [{"do": "grant", "to": "self", "what": ["does_not_activate"]}], variant="" if who == "your" else "the_phase")
    g.rule("fstmt", "{t:fsubj_pl} won't activate at the controller's active phase",
           [{"do": "grant", "to": "$t", "what": ["does_not_activate"]}])
    for conj in ("or", "and"):
        g.rule("fstmt", f"summons {conj} abilities of your opponent must choose ~ if possible",
               [{"do": "grant", "to": "self", "what": ["must_be_chosen_by_opponent"]}], variant="" if conj == "or" else "and")
    g.rule("field", "{e:fstmts} during your opponent's turn .", {"condition": {"turn": "opponents"}, "effects": "$e"})
    # "If Trey is active, ...": the card itself (not another) in that state
    for status in ("active", "dull"):
        g.rule("cond", f"~ is {status}", {"count": {"not": {"other": True}, "status": status}, "ge": 1})
    # "... cannot be broken by opposing Summons or abilities that don't deal damage": break effects only
    unbroken = "be broken by opposing summons or abilities that don't deal damage"
    g.rule("fstmt", f"{{t:subj_sg}} cannot {unbroken}", [{"do": "grant", "to": "$t", "what": ["cannot_be_broken_by_opponent_effects"]}])
    g.rule("fstmt", f"{{t:fsubj_pl}} cannot {unbroken}", [{"do": "grant", "to": "$t", "what": ["cannot_be_broken_by_opponent_effects"]}])
    g.rule("vp", f"{{d:dur}} , {{t:subj_sg}} cannot {unbroken}",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_broken_by_opponent_effects"], "duration": "$d"}], variant="dur_first")
    g.rule("fstmt", "{t:fsubj_pl} cannot use special or action abilities", [{"do": "grant", "to": "$t", "what": ["cannot_use_abilities"]}])
    # "The _Card Name WRO Member_ you control gain +2000 power": a name read as a plural
    g.rule("fsubj_pl", "the {n:cardname} {p:post}", {"name": "$n", "...": ["p"]}, variant="name_pl")
    for state in ("attacking", "blocking"):
        g.rule("restrict", f"you can only use this ability while ~ is {state} .",
               {"condition": {"count": {"not": {"other": True}, state: True}, "ge": 1}})
    # "If you control _Card Name Vincent_, the cost for playing Yuffie onto the field becomes 0."
    g.rule("fstmt", "{c:costof} becomes 0", [{"do": "reduce_cost", "n": {"of": "self", "char": "cost"}, "min": 0, "...": ["c"]}])
    # "It loses all abilities until the end of the turn" (verbs.forbid, what = "abilities")
    for subj, loses, words in (("subj_sg", "loses", "all abilities"), ("subj_sg", "loses", "all his abilities"),
                               ("subj_sg", "loses", "all her abilities"), ("subj_sg", "loses", "all its abilities"),
                               ("subj_pl", "lose", "all abilities"), ("subj_pl", "lose", "their abilities")):
        variant = "" if words == "all abilities" else words.split()[-2]
        g.rule("vp", f"{{t:{subj}}} {loses} {words} {{d:dur}}",
               [{"do": "forbid", "what": "abilities", "to": "$t", "duration": "$d"}], variant=variant)
    g.rule("vp", "{d:dur} , {t:subj_sg} loses all its abilities and its power becomes {n:int}",
           [{"do": "forbid", "what": "abilities", "to": "$t", "duration": "$d"},
            {"do": "set_power", "to": "$t", "n": "$n"}])
    # "Genesis Avatar is also _Card Name Genesis_ in all situations" (cards.CardDef.names)
    g.rule("fstmt", "~ is also {n:cardname} in all situations", [{"do": "also_named", "card_name": "$n"}])
    _quoted(g)


def _quoted(g: Grammar) -> None:
    """A gained ability in quotes that only restrains its card ("It gains "This Forward cannot be
    broken" until the end of the turn") is the flag itself."""
    extra = ((["cannot_be_broken_by_opponent_effects"], "be broken by opposing summons or abilities that don't deal damage"),)
    for what, words in (*CANNOT, *extra):
        for who, variant in (("this forward", ""), ("this character", "character"), ("~", "self")):
            g.rule("qflag", f'" {who} cannot {words} "', what, variant=variant)
            g.rule("qflag", f'" {who} cannot {words} . "', what, variant=(variant + "_dot").lstrip("_"))
    for subj, gains in (("subj_sg", "gains"), ("fsubj_pl", "gain")):
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{q:qflag}}", [{"do": "grant", "to": "$t", "what": "$q"}])
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{k:kws}} and {{q:qflag}}", [{"do": "grant", "to": "$t", "what": ["*k", "*q"]}])
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{p:plus}} power , {{k:kws1}} , and {{q:qflag}}",
               [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": ["*k", "*q"]}])
    g.rule("vp", "{t:subj_sg} gains {q:qflag} {d:dur}", [{"do": "grant", "to": "$t", "what": "$q", "duration": "$d"}])
    g.rule("vp", "{t:subj_sg} gains {k:kws} and {q:qflag} {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["*k", "*q"], "duration": "$d"}])
    # "It cannot be blocked by a Forward of cost 3 or more this turn"
    g.rule("vp", "{t:subj_sg} cannot be blocked by {s:a_sel} {d:dur}",
           [{"do": "forbid", "what": "block", "to": "$s", "of": "$t", "duration": "$d"}])
