"""Grammar of the last Opus I–V cards of issue 20's list C (costs, special abilities, combat):
`grammar.grammar()` calls `opusc_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def opusc_rules(g: Grammar) -> None:
    # "If Bartz has 5 Jobs or more, Bartz gains +3000 power, Brave, and can attack twice in the
    # same turn." (3-065L; the flag `can_attack_twice`, attacks.py)
    g.rule("fstmt", "{t:subj_sg} gains {p:plus} power , {k:kw} , and can attack twice in the same turn",
           [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": ["$k", "can_attack_twice"]}])
    # "If a Forward in your Break Zone has Haste, First Strike, or Brave, Gogo gains those
    # abilities." (4-127H): each keyword one of those cards has (borrowed.py)
    g.rule("field", "if {s:a_sel} has {a:kw} , {b:kw} , or {c:kw} , {t:subj_sg} gains those abilities .",
           {"effects": [{"do": "keywords_of", "to": "$t", "what": ["$a", "$b", "$c"], "sel": "$s"}]})
    # "each Player selects 1 Forward he/she controls. All the Forwards that were not selected are
    # put into the Break Zone." (1-158H): the players in turn order (11.11.6), then one move of
    # every Forward no player selected (the kernel's each_select binds the picks of all)
    g.rule("sentence", "each player selects {n:one} {s:sel_sg} <he/she|they> <controls|control> .",
           [{"do": "each_select", "n": "$n", "sel": {"controller": "each", "...": ["s"]}}])
    g.rule("sentence", "all the forwards that were not selected are put into the break zone .",
           [{"do": "move", "to": {"type": "forward", "not": {"among": "@it"}}, "zone": "break"}], variant="not_selected")
