"""Grammar of the 2026-11-28 batch of Opus VI–XX phrasings, each read into records the game
already carries out: `grammar.grammar()` calls `cards_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar

ITSELF = {"not": {"other": True}}       # the card itself, inside a selector


def cards_rules(g: Grammar) -> None:
    _compared_counts(g)
    _self_and_named(g)
    _named_lists(g)
    _first_and_other(g)
    _selectors(g)
    _conditions(g)
    _more_modes(g)
    g.rule("field", "you cannot play ~ or {n:cardname} while already in control of either character .",
           {"effects": [{"do": "exclusive_names", "card_name": "$n"}]})    # exclusive.py


def _compared_counts(g: Grammar) -> None:
    """"If the number of Forwards your opponent controls is greater than the number of Forwards you
    control, dull it." (9-100R, 9-001C, 16-124H): two counts made when the condition is read."""
    g.rule("cond", "the number of {s:sel_pl} your opponent controls is greater than the number of {t:sel_pl} you control",
           {"compare": [{"count": {"controller": "opponent", "...": ["s"]}}, "gt",
                        {"count": {"controller": "you", "...": ["t"]}}]})


def _self_and_named(g: Grammar) -> None:
    """"If you control a _Card Name Seifer_, Fujin and the _Card Name Seifer_ Forward you control gain
    +2000 power." (18-079R, 18-083R, 6-115H): one field ability affecting the card itself and the
    cards the selector finds."""
    both = {"any_of": [dict(ITSELF), "$s"]}
    g.rule("fstmt", "~ and the {s:sel_sg} gain {p:plus} power", [{"do": "power", "to": both, "n": "$p"}])
    g.rule("fstmt", "~ and the {s:sel_sg} gain {k:kws}", [{"do": "grant", "to": both, "what": "$k"}])
    # (the quoted sentence ends the paragraph: "fstmtq", its full stop inside the quotes)
    g.rule("fstmtq", "~ and the {s:sel_sg} gain {q:qflag}", [{"do": "grant", "to": both, "what": "$q"}])
    g.rule("fstmtq", "~ and the {s:sel_sg} gain {p:plus} power and {q:qflag}",
           [{"do": "power", "to": both, "n": "$p"}, {"do": "grant", "to": both, "what": "$q"}])


def _named_lists(g: Grammar) -> None:
    """"search for 1 _Card Name Nero (XIV)_, _Card Name Livia_, or _Card Name Rhitahtyn_" (9-007H,
    9-070R, 10-128L): any one of three names."""
    three = {"any_of": [{"name": "$a"}, {"name": "$b"}, {"name": "$c"}]}
    g.rule("noun_sg", "{a:cardname} , {b:cardname} , or {c:cardname}", three)


def _first_and_other(g: Grammar) -> None:
    """"Choose 2 Forwards. Dull the first Forward and activate the other." (6-107R, 8-043H, 13-127H):
    two targets chosen one at a time (11.3.4), never the same card (RULINGS.md), "the first" the
    former, "the other" the latter (as grammar_ffzone3's "Choose up to 2 Forwards ... the first")."""
    one = {"do": "choose", "n": 1, "sel": "$s"}
    firsts = (("dull the first forward", [{"do": "dull", "to": "@former"}]),
              ("deal {n:int} damage to the first forward", [{"do": "damage", "to": "@former", "n": "$n"}]),
              ("return the first forward to its owner's hand", [{"do": "return_to_hand", "to": "@former"}]))
    others = (("activate the other", [{"do": "activate", "to": "@it"}]),
              ("dull and freeze the other", [{"do": "dull", "to": "@it"}, {"do": "freeze", "to": "@it"}]))
    for words, effects in firsts:
        g.rule("first_vp", words, effects)
    for words, effects in others:
        g.rule("other_vp", words, effects)
    g.rule("body", "choose 2 {s:sel_pl} . {a:first_vp} and {b:other_vp} .", [one, dict(one), "*a", "*b"])
    g.rule("body", "choose 2 {s:sel_pl} . {a:first_vp} , {b:other_vp} .", [one, dict(one), "*a", "*b"],
           variant="first_comma")


def _selectors(g: Grammar) -> None:
    # "all the Forwards other than _Job Scion of the Seventh Dawn_" (16-100L)
    g.rule("postmod", "other than {j:job}", {"not": {"job": "$j"}})
    # "activate _Card Name Fran_ and _Card Name Jote_ you control" (14-053R): every one of them
    g.rule("obj", "{a:cardname} and {b:cardname} you control",
           {"any_of": [{"name": "$a"}, {"name": "$b"}], "controller": "you"}, variant="names_you_control")
    # "The _Card Name Ceodore_ Forward and _Card Name Cecil_ Forward you control" (16-063R)
    g.rule("sel_pl", "{a:core_sg} and {b:core_sg} {p:post}", {"any_of": ["$a", "$b"], "...": ["p"]}, variant="sg_and")
    # "search for 1 Forward of cost 1 or Monster of cost 1" (13-043C)
    g.rule("sel_sg", "{a:core_sg} {p:postmod} or {b:core_sg} {q:postmod}",
           {"any_of": [{"...": ["a", "p"]}, {"...": ["b", "q"]}]}, variant="each_post")
    # "The cost required to cast your Lightning _Card Name Exdeath_ Forward" (13-054C, 13-070C)
    g.rule("costof", "the cost required to cast your {t:sel_sg}", {"to": {"controller": "you", "...": ["t"]}},
           variant="cast_your_sg")
    # "The _Job Rebel_ Forwards you control gain +1000 power for each _Job Rebel_ Forward you control." (15-057R)
    g.rule("fstmt", "{t:fsubj_pl} gain {p:plus} power for each {s:sel_sg}",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", {"count": "$s"}]}}])


def _conditions(g: Grammar) -> None:
    # "If all the Characters you control have Ice Element" (20-029C): none of them lacks it (the
    # card itself is one of them)
    g.rule("cond", "all the characters you control have {e:element} element",
           {"count": {"type": "character", "controller": "you", "not": {"element": "$e"}}, "eq": 0}, variant="all_have")
    # "if you control 4 or less _Category VI_ Characters" (17-022H)
    g.rule("cond", "you control {n:int} or less {s:sel_pl}", {"count": {"controller": "you", "...": ["s"]}, "le": "$n"})
    # "If your opponent doesn't control a Forward of cost 5 or more" (17-047L)
    g.rule("cond", "your opponent doesn't control {s:a_sel}", {"count": {"controller": "opponent", "...": ["s"]}, "eq": 0},
           variant="doesnt_control_a")


def _more_modes(g: Grammar) -> None:
    """"Select 1 of the 3 following actions. If you have received 5 points of damage or more, select
    up to 2 of the 3 following actions instead:" (8-042L, 12-025H, 16-134S...): the ability's
    `pick_if`, read when the modes are selected (play.modes_to_select); `of` is checked against the
    modes that follow (text._put_modes)."""
    more = {"pick_if": {"condition": "$c", "pick": "$n", "up_to": True}, "of": "$k"}
    g.rule("sentence", "{m:modesmark} if {c:cond} , select up to {n:int} of the {k:int} following actions instead :",
           [{"...": ["m"], **more}])
    g.rule("sentence", "{m:modesmark} if {c:cond} , select up to {n:int} of the {k:int} following actions :",
           [{"...": ["m"], **more}], variant="no_instead")
    # "If you have received 6 points of damage" (7-133S)
    g.rule("cond", "you have received {n:int} points of damage", {"damage_received": {"eq": "$n"}})
    # "If you have a total of 5 or more _Card Name Ifrita_ and/or _Card Name Ifrit_ in your Break Zone
    # (before paying the cost for Ifrita)" (9-002H, 15-001R): read as the modes are selected, before
    # the cost is paid (11.3.4, 11.3.5)
    g.rule("cond", "you have a total of {n:int} or more {a:cardname} and/or {b:cardname} in your break zone "
           "( before paying the cost for ~ )",
           {"count": {"zone": "break", "owner": "you", "any_of": [{"name": "$a"}, {"name": "$b"}]}, "ge": "$n"},
           variant="before_paying")
