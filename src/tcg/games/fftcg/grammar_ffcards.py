"""Grammar of the 2026-11-28 batch of Opus VI–XX phrasings, each read into records the game
already carries out: `grammar.grammar()` calls `cards_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phrases import CANNOT

if TYPE_CHECKING:
    from ...engine.templates import Grammar

ITSELF = {"not": {"other": True}}       # the card itself, inside a selector


def cards_rules(g: Grammar) -> None:
    """(A template naming a slot twice is tagged with a `variant`: the renderer binds the slot's
    last value without comparing, so it must say such a template only where the parse did.)"""
    _compared_counts(g)
    _self_and_named(g)
    _named_lists(g)
    _first_and_other(g)
    _selectors(g)
    _conditions(g)
    _more_modes(g)
    _triggers(g)
    _effects(g)
    _more(g)
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
           [{"do": "power", "to": both, "n": "$p"}, {"do": "grant", "to": both, "what": "$q"}], variant="self_and")


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
    g.rule("body", "choose 2 {s:sel_pl} . {a:first_vp} and {b:other_vp} .", [one, dict(one), "*a", "*b"], variant="first_and")
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


def _triggers(g: Grammar) -> None:
    main1 = {"event": "phase_begins", "phase": "main1", "whose": "you"}
    # "When Yiazmat enters the field or at the beginning of your Main Phase 1" (9-057L)
    g.rule("trigger", "when {c:self} enters the field or at the beginning of your main phase 1",
           [{"event": "enters", "card": "$c"}, main1], variant="your_main1")


def _effects(g: Grammar) -> None:
    # "Until the end of the turn, it loses 2000 power for each point of damage you have received." (19-093H)
    g.rule("vp", "{d:dur} , {t:subj_sg} loses {p:minus} power for each point of damage you have received",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", "damage_received"]}, "duration": "$d"}])
    # "until the end of the turn, all the Forwards you control gain +2000 power and all the Forwards
    # opponent controls lose 2000 power" (8-134L)
    g.rule("vp", "{d:dur} , {t:subj_pl} gain {p:plus} power and {u:subj_pl} lose {m:minus} power",
           [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}, {"do": "power", "to": "$u", "n": "$m", "duration": "$d"}],
           variant="gain_and_lose")
    # "Activate all the Forwards other than Sabin you control. They gain +2000 power until the end of
    # the turn." (17-017H): the same Forwards (activating them changes none of what the words name)
    g.rule("sentence", "activate {t:all} . they gain {p:plus} power {d:dur} .",
           [{"do": "activate", "to": "$t"}, {"do": "power", "to": "$t", "n": "$p", "duration": "$d"}], variant="they_gain")
    # "you may search for 1 _Card Name Jet Bahamut_ or _Card Name Amber Bahamut_. Add it to your
    # hand." (17-035R, 17-036R): the search adds the card found to the hand (15.1.1.8)
    g.rule("sentence", "you may search for {n:one} {s:sel_sg} . add it to your hand .",
           [{"do": "may", "effects": [{"do": "search", "n": "$n", "sel": "$s"}]}], variant="search_then_add")
    # "For each 10 Water cards in your Break Zone, draw 1 card." (20-120C): rounded down
    g.rule("vp", "for each {k:int} {s:sel_pl} , draw 1 card", [{"do": "draw", "n": {"div": [{"count": "$s"}, "$k"]}, "who": "you"}])
    g.rule("vp", "shuffle your deck", [{"do": "shuffle"}])      # 15.1.1.6
    # "Dull it and Freeze it. Draw 1 card.", "Dull it. Freeze all the Forwards opponent controls.":
    # one sentence each, as printed (the renderer would join them)
    g.rule("sentence", "dull {t:obj} and freeze {t:obj} .", [{"do": "dull", "to": "$t"}, {"do": "freeze", "to": "$t"}],
           variant="one_sentence")
    g.rule("sentence", "dull {t:obj} .", [{"do": "dull", "to": "$t"}], variant="one_sentence_dull")


def _more(g: Grammar) -> None:
    # "Each player selects up to 2 Forwards or Monsters they control (select as many as possible)."
    # (9-113H, 15-117R, 10-028L): each picks 2, or every one if fewer (the kernel's each_select)
    g.rule("sentence", "each player selects up to {n:many} {s:sel_pl} <he/she|they> <controls|control> "
           "( select as many as possible ) .", [{"do": "each_select", "n": "$n", "sel": {"controller": "each", "...": ["s"]}}])
    # "You can only use this ability during your turn and if you control 3 or more _Category VIII_
    # Characters." (13-024R, 11-039H)
    g.rule("restrict", "you can only use this ability during your turn and if {c:cond} .",
           {"timing": "your_turn", "condition": "$c"})
    # "Until the end of the turn, Krile cannot be chosen by your opponent's abilities." (7-068H)
    for what, words in CANNOT:
        g.rule("vp", f"{{d:dur}} , {{t:subj_sg}} cannot {words}", [{"do": "grant", "to": "$t", "what": what, "duration": "$d"}],
               variant="dur_first_cannot")
    # "If you control a _Job Chocobo_ or _Card Name Chocobo_ and a _Job Moogle_ or _Card Name Moogle_" (14-047R)
    g.rule("cond", "you control {s:a_sel} and {t:a_sel}",
           {"all": [{"count": {"controller": "you", "...": ["s"]}, "ge": 1}, {"count": {"controller": "you", "...": ["t"]}, "ge": 1}]})
    # "deal 2000 damage and 1000 more damage for each _Card Name Ultros_ in your Break Zone to all the
    # Forwards opponent controls" (9-104L)
    g.rule("vp", "deal {n:int} damage and {m:int} more damage for each {s:sel_sg} to {t:all}",
           [{"do": "damage", "to": "$t", "n": {"sum": ["$n", {"times": ["$m", {"count": "$s"}]}]}}])
    # "For each point of damage you have received, the cost to cast Sephiroth is reduced by 1." (19-025R)
    g.rule("fstmt", "for each point of damage you have received , {c:costof} is reduced by {n:int}",
           [{"do": "reduce_cost", "...": ["c"], "n": {"times": ["$n", "damage_received"]}}], variant="for_each_first")
    # "If you have a _Card Name Rude_ and a _Card Name Reno_ in your Break Zone" (20-040L)
    g.rule("cond", "you have a {a:cardname} and a {b:cardname} in your break zone",
           {"all": [{"count": {"zone": "break", "owner": "you", "name": "$a"}, "ge": 1},
                    {"count": {"zone": "break", "owner": "you", "name": "$b"}, "ge": 1}]})
    # "remove Shantotto in your hand from the game" as a cost (16-030L, with "You can only use this
    # ability if Shantotto is in your hand")
    g.rule("extra", "remove {s:self} in your hand from the game", [{"do": "move", "to": "$s", "zone": "removed"}],
           variant="in_your_hand")
    # "Each player discards 1 card. At the end of the turn, each player draws 1 card." (17-037C)
    g.rule("vp", "each player draws {n:one} card", [{"do": "each_player", "order": "turn", "effects": [{"do": "draw", "n": "$n", "who": "each"}]}])
    g.rule("vp", "each player discards {n:one} card",
           [{"do": "each_player", "order": "turn", "effects": [{"do": "discard", "n": "$n", "who": "each"}]}], variant="each_bare")
    # "Look at the top 2 cards of your deck. Put 1 card among them on top of your deck and the other
    # to the bottom of your deck." (17-058R, 14-107C)
    g.rule("sentence", "put 1 card among them on top of your deck and the other to the bottom of your deck .",
           [{"do": "select", "n": 1, "sel": {"among": "@them"}}, {"do": "move", "to": "@it", "zone": "deck"},
            {"do": "move", "to": {"among": "@them"}, "zone": "deck", "bottom": True}])
    # "For each _Job PSICOM_ you control, your opponent discards 1 card from his/her hand." (7-032R)
    g.rule("vp", "for each {s:sel_sg} , your opponent discards 1 card from <his/her|their> hand",
           [{"do": "discard", "n": {"count": "$s"}, "who": "opponent"}])
