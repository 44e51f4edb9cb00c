"""Grammar of issue 20's fflate2 area: constructs of the sets after Opus V ("randomly discards",
"if you have cast 3 or more cards this turn", ...). `grammar.grammar()` calls `late2_rules` once."""

from __future__ import annotations

from ...engine.templates import Grammar


def late2_rules(g: Grammar) -> None:
    _random_discards(g)
    _cards_cast(g)
    _left_this_turn(g)
    _cast_limits(g)
    _discard_kinds(g)
    _next_turn(g)
    _from_break_zone(g)


def _random_discards(g: Grammar) -> None:
    """"Your opponent randomly discards 1 card (from their hand)": the card is picked at random
    among the cards of the hand (the kernel's `discard` with `random`)."""
    for n, word in (("one", "card"), ("many", "cards")):
        done = [{"do": "discard", "n": "$n", "who": "opponent", "random": True}]
        g.rule("vp", f"your opponent randomly discards {{n:{n}}} {word} from <his/her|their> hand", done)
        g.rule("vp", f"your opponent randomly discards {{n:{n}}} {word}", done, variant="discard_bare")
        each = [{"do": "each_player", "order": "turn",
                 "effects": [{"do": "discard", "n": "$n", "who": "each", "random": True}]}]
        g.rule("vp", f"each player randomly discards {{n:{n}}} {word} from <his/her|their> hand", each)


def _cards_cast(g: Grammar) -> None:
    """"If you have cast 3 or more cards this turn": the cards the controller cast this turn,
    Characters played by paying their cost and Summons (cast_record.py, RULINGS.md)."""
    g.rule("cond", "you have cast {n:int} or more cards this turn", {"compare": ["cards_cast", "ge", "$n"]})
    g.rule("cond", "you have cast {a:int} or {b:int} cards this turn",
           {"all": [{"compare": ["cards_cast", "ge", "$a"]}, {"compare": ["cards_cast", "le", "$b"]}]})
    # "When you cast the third card you've cast this turn" (the event cast_card, cast_record.py)
    for n, word in ((2, "second"), (3, "third"), (5, "fifth")):
        nth = {"event": "cast_card", "player": "you", "nth": n}
        g.rule("trigger", f"when you cast the {word} card you've cast this turn", nth)
        g.rule("trigger", f"during each turn , when you cast the {word} card you've cast", nth, variant="each_turn")


def _left_this_turn(g: Grammar) -> None:
    """"If a Forward you controlled has been put from the field into the Break Zone this turn"
    (left_record.py: printed type, Element and Job, and who controlled it), "choose 1 Forward put
    in your Break Zone from the field during this turn" (that card, still there)."""
    put = "put from the field into the break zone"
    for words, who in ((" you controlled", "you"), (" opponent controlled", "opponent"), ("", "")):
        sel = {"left_this_turn": {"controller": who, "...": ["s"]} if who else "$s"}
        g.rule("past", f"a {{s:sel_sg}}{words} has been {put}", sel)
        g.rule("past", f"a {{s:sel_sg}}{words} was {put}", sel, variant="was")
    # discard_record.py
    g.rule("past", "your opponent has discarded a card from their hand due to your summons or abilities",
           {"opponent_discarded_this_turn": True})
    g.rule("cond", "{c:past} this turn", "$c")
    # "During this turn, if a _Job Captain_ you controlled has been put ..., the cost ... is reduced by 4."
    g.rule("field", "during this turn , if {c:past} , {e:fstmts} .", {"condition": "$c", "effects": "$e"})
    g.rule("postmod", "put in your break zone from the field during this turn",
           {"zone": "break", "owner": "you", "from_field_this_turn": True})
    # "Dull active Barret: ...": a cost that is not {D} (11.6.2.2 speaks of the icon): the card
    # must be active, and is dulled
    g.rule("extra", "dull active ~", [{"do": "select", "n": 1, "sel": {"controller": "you", "not": {"other": True}, "status": "active"}},
                                      {"do": "dull", "to": "@it"}])


def _cast_limits(g: Grammar) -> None:
    """"You can only play X if you control a _Category VII_ Forward", "You must control 2 or more
    Forwards to cast X", "You cannot cast X": when the card may be cast from the hand (the field
    ability `cast_limit`, its condition; none: never; cards.CardDef.cast_limit, play._options)."""
    limit = [{"do": "cast_limit"}]
    g.rule("field", "you can only play ~ if {c:cond} .", {"condition": "$c", "effects": limit})
    g.rule("field", "you can only cast ~ if {c:cond} .", {"condition": "$c", "effects": limit}, variant="cast")
    mine = {"controller": "you", "...": ["s"]}
    g.rule("field", "you must control {s:a_sel} to play ~ from your hand onto the field .",
           {"condition": {"count": mine, "ge": 1}, "effects": limit}, variant="must_play")
    g.rule("field", "you must control {s:a_sel} to cast ~ .", {"condition": {"count": mine, "ge": 1}, "effects": limit},
           variant="must_cast")
    g.rule("field", "you must control {n:int} or more {s:sel_pl} to cast ~ .",
           {"condition": {"count": mine, "ge": "$n"}, "effects": limit}, variant="must_cast")
    g.rule("field", "you cannot cast ~ .", {"effects": limit})


def _discard_kinds(g: Grammar) -> None:
    """"You may discard 1 _Job Chaos_. When you do so, ...": the card's kind named without "from your
    hand"."""
    g.rule("vp", "discard {n:one} {s:sel_sg}", [{"do": "discard", "n": "$n", "who": "you", "sel": "$s"}],
           variant="discard_bare")
    # "Deal 7000 damage to the Forwards opponent controls": every one of them, as "all the"
    g.rule("vp", "deal {n:int} damage to the {t:sel_pl}", [{"do": "damage", "to": "$t", "n": "$n"}], variant="to_the")


def _next_turn(g: Grammar) -> None:
    """"It cannot attack or block until the end of the next turn" (host.lasting: the end of the
    turn after this one, whoever's it is)."""
    nxt = {"duration": "next_turn_end"}
    for what, words in ((["cannot_attack"], "attack"), (["cannot_attack", "cannot_block"], "attack or block"),
                        (["cannot_block"], "block")):
        g.rule("vp", f"{{t:subj_sg}} cannot {words} until the end of the next turn",
               [{"do": "grant", "to": "$t", "what": what, **nxt}])
        g.rule("vp", f"{{t:subj_pl}} cannot {words} until the end of the next turn",
               [{"do": "grant", "to": "$t", "what": what, **nxt}])


def _from_break_zone(g: Grammar) -> None:
    """"When you receive a fifth point of damage, you may pay {f}. When you do so, play Marilith
    onto the field dull. This effect will trigger only if Marilith is in the Break Zone." (the
    pattern key `nth`; own_triggers.in_break_zones)."""
    g.rule("trigger", "when you receive a fifth point of damage", {"event": "point_damage", "player": "you", "nth": 5})
