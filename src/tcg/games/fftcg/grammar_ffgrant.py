"""Grammar of issue 20's ffgrant area: effects that make other cards Forwards ("Choose 1 Monster.
Until the end of the turn, it also becomes a Forward with 7000 power") and conditions on the
Summons cast this turn ("If you have cast _Card Name Shiva_ this turn"), a choice between two
effects ("Dull it or Freeze it"), "them" / "the former" / "the latter" after two choices. `grammar.grammar()`
calls `grant_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def grant_rules(g: Grammar) -> None:
    g.rule("vp", "until the end of the turn , {t:subj_sg} also becomes a forward with {n:int} power",
           [{"do": "become_forward", "to": "$t", "n": "$n"}], variant="other")
    g.rule("vp", "until the end of the turn , {t:subj_pl} also become forwards with {n:int} power",
           [{"do": "become_forward", "to": "$t", "n": "$n"}])
    # "Choose 1 Forward ... and up to 1 Forward opponent controls. Play the former ... and deal the
    # latter 8000 damage": the single choice before the last, and the last (text.link)
    for nt in ("obj", "ref", "subj_sg"):
        g.rule(nt, "the former", "@former", variant="former")
        g.rule(nt, "the latter", "@it", variant="latter")
    # a choice between two effects, made when it resolves (the kernel's `either`)
    for other in ("freeze", "activate"):
        g.rule("vp", f"dull {{t:obj}} or {other} {{u:obj}}",
               [{"do": "either", "effects": [{"do": "dull", "to": "$t"}], "other": [{"do": other, "to": "$u"}]}])
    g.rule("vp", "{t:subj_sg} gains {a:kw} or {b:kw} {d:dur}",
           [{"do": "either", "effects": [{"do": "grant", "to": "$t", "what": ["$a"], "duration": "$d"}],
             "other": [{"do": "grant", "to": "$t", "what": ["$b"], "duration": "$d"}]}])
    # "Until the end of the turn, the former gains +2000 power and the latter loses 2000 power."
    g.rule("vp", "{d:dur} , {t:subj_sg} gains {p:plus} power and {u:subj_sg} loses {m:minus} power",
           [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}, {"do": "power", "to": "$u", "n": "$m", "duration": "$d"}])
    # "Return it and Wind Drake to their owners' hand": the card chosen and the card itself
    g.rule("obj", "it and ~", ["@it", "self"], variant="it_and_self")
    # 15.1.1.7: to cast is to play a Summon (host.game_condition reads play.note_cast's record)
    g.rule("cond", "you have cast {n:cardname} this turn", {"cast_this_turn": "$n"})
    g.rule("cond", "you have cast a summon this turn", {"cast_this_turn": True})
    _granted(g)


def _granted(g: Grammar) -> None:
    """An ability in quotes is an ability of its own (`granted`): "When this Forward attacks" in it
    names the card that has it. Its last sentence ends inside the quotes, so a sentence ending with one has no
    full stop after it (`vpq`, `fstmtq`)."""
    g.rule("granted", '" {a:ability} "', "$a")
    # only as a trigger's subject: elsewhere "this Forward" may name a card chosen before ("Choose 1
    # Forward opponent controls. Dull it. ... Freeze this forward also.")
    g.rule("subject", "this forward", "self", variant="this_forward")
    g.rule("subject", "this character", "self", variant="this_character")
    grant = {"do": "grant_ability", "to": "$t", "ability": "$a"}
    g.rule("kwsq", "{a:kw}", ["$a"])
    g.rule("kwsq", "{a:kw} , {b:kw}", ["$a", "$b"])
    for dur_first in (True, False):
        lead, tail = ("{d:dur} , ", "") if dur_first else ("", " {d:dur}")
        turn = {"duration": "$d"}
        variant = "dur_first" if dur_first else ""
        g.rule("vpq" if not tail else "vp", f"{lead}{{t:subj_sg}} gains {{a:granted}}{tail}", [{**grant, **turn}],
               variant=variant)
        g.rule("vpq" if not tail else "vp", f"{lead}{{t:subj_sg}} gains {{k:kwsq}} and {{a:granted}}{tail}",
               [{"do": "grant", "to": "$t", "what": "$k", **turn}, {**grant, **turn}], variant=variant)
        g.rule("vpq" if not tail else "vp", f"{lead}{{t:subj_sg}} gains {{p:plus}} power and {{a:granted}}{tail}",
               [{"do": "power", "to": "$t", "n": "$p", **turn}, {**grant, **turn}], variant=variant)
        g.rule("vpq" if not tail else "vp", f"{lead}{{t:subj_sg}} gains {{p:plus}} power , {{k:kwsq}} and {{a:granted}}{tail}",
               [{"do": "power", "to": "$t", "n": "$p", **turn}, {"do": "grant", "to": "$t", "what": "$k", **turn},
                {**grant, **turn}], variant=variant)
    g.rule("vpq", "until the end of the turn , ~ also becomes a forward with {n:int} power and {a:granted}",
           [{"do": "become_forward", "n": "$n"}, {"do": "grant_ability", "to": "self", "ability": "$a"}])
    g.rule("vpq", "until the end of the turn , ~ becomes a forward with {n:int} power and {a:granted}",
           [{"do": "become_forward", "n": "$n"}, {"do": "grant_ability", "to": "self", "ability": "$a"}],
           variant="without_also")
    g.rule("vpq", "{d:dur} , {t:subj_pl} gain {a:granted}", [{**grant, "duration": "$d"}])
    g.rule("sentence", "{v:vpq}", "$v", variant="quoted")
    # field abilities (11.9): the card has the ability while the condition holds
    g.rule("fstmtq", "{t:subj_sg} gains {a:granted}", [grant])
    g.rule("fstmtq", "{t:subj_sg} gains {k:kwsq} and {a:granted}", [{"do": "grant", "to": "$t", "what": "$k"}, grant])
    g.rule("fstmtq", "{t:subj_sg} gains {p:plus} power and {a:granted}", [{"do": "power", "to": "$t", "n": "$p"}, grant])
    g.rule("fstmtq", "{t:subj_sg} gains {p:plus} power , {k:kwsq} and {a:granted}",
           [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": "$k"}, grant])
    g.rule("fstmtq", "~ also becomes a forward with {n:int} power and {a:granted}",
           [{"do": "become_forward", "n": "$n"}, {"do": "grant_ability", "to": "self", "ability": "$a"}])
    # variants: the same effects are also said without quotes ("Ritz cannot be blocked.")
    g.rule("field", "{e:fstmtq}", {"effects": "$e"}, variant="quoted")
    g.rule("field", "if {c:cond} , {e:fstmtq}", {"condition": "$c", "effects": "$e"}, variant="quoted")
    _quoted_statements(g)
    _quoted_restraints(g)
    _lasting(g)
    # "If it is possible, it must block Lightning this turn" (block_duty.py)
    g.rule("sentence", "if it is possible , {t:subj_sg} must block {a:self} {d:dur} .",
           [{"do": "must_block", "to": "$t", "of": "$a", "duration": "$d"}])


def _quoted_statements(g: Grammar) -> None:
    """A field ability a card gives itself in quotes ("Ozma also becomes a Forward with 8000 power
    and "Ozma doesn't receive damage from Dark cards.""): the statement's own effect on the card,
    as a resolved effect until the end of the turn, or in the field ability that grants it (the
    convention of the quoted restraints: docs/abilities.md)."""
    own = '" {e:fstmt} . "'
    g.rule("vpq", f"until the end of the turn , ~ also becomes a forward with {{n:int}} power and {own}",
           [{"do": "become_forward", "n": "$n"}, "*e"])
    g.rule("fstmtq", f"~ gains {{p:plus}} power and {own}", [{"do": "power", "to": "self", "n": "$p"}, "*e"])
    g.rule("fstmtq", f"~ gains {own}", ["*e"])
    g.rule("fstmtq", f"~ gains {{k:kwsq}} and {own}", [{"do": "grant", "to": "self", "what": "$k"}, "*e"])
    g.rule("fstmtq", f"~ gains {{p:plus}} power , {{k:kwsq}} and {own}",
           [{"do": "power", "to": "self", "n": "$p"}, {"do": "grant", "to": "self", "what": "$k"}, "*e"])
    turn = "until the end of the turn ,"
    g.rule("vpq", f"{turn} ~ gains {own}", ["*e"])
    g.rule("vpq", f"{turn} ~ gains {{k:kwsq}} and {own}", [{"do": "grant", "to": "self", "what": "$k"}, "*e"])
    g.rule("vpq", f"{turn} ~ gains {{p:plus}} power and {own}", [{"do": "power", "to": "self", "n": "$p"}, "*e"])
    g.rule("vpq", f"{turn} ~ gains {{p:plus}} power , {{k:kwsq}} and {own}",
           [{"do": "power", "to": "self", "n": "$p"}, {"do": "grant", "to": "self", "what": "$k"}, "*e"])
    # "It gains "If possible, this Forward must block." until the end of the turn."
    g.rule("qflag", '" if possible , this forward must block . "', ["must_block"])
    g.rule("qflag", '" if possible , this forward must block "', ["must_block"], variant="no_stop")
    g.rule("vp", "{t:subj_sg} gains {q:qflag} {d:dur}", [{"do": "grant", "to": "$t", "what": "$q", "duration": "$d"}],
           variant="gains_quoted")
    g.rule("fstmt", "{t:subj_sg} cannot be blocked by {s:sel_pl}", [{"do": "forbid", "what": "block", "to": "$s", "of": "$t"}],
           variant="plural")
    stronger = {"type": "forward", "power": {"gt": {"of": "self", "char": "power"}}}
    g.rule("fstmt", "~ cannot be blocked by a forward with a power greater than ~ 's",
           [{"do": "forbid", "what": "block", "of": "self", "to": stronger}], variant="than_name")
    g.rule("prev", "receive damage from {e:element} cards", {"by": {"element": "$e"}})
    g.rule("prev", "receive any damage from opponent's abilities", {"source": "ability", "opponent": True})


def _quoted_restraints(g: Grammar) -> None:
    """Quoted restraints given to other cards, the flags of `qflag` or a blocking restriction
    ("The Wind Forwards you control gain "This Forward cannot be blocked by a Forward of cost 3 or
    more."", "Until the end of the turn, it gains +1000 power and "This Forward cannot be chosen by
    your opponent's abilities."")."""
    turn = {"duration": "$d"}
    g.rule("vpq", "{d:dur} , {t:subj_sg} gains {p:plus} power and {q:qflag}",
           [{"do": "power", "to": "$t", "n": "$p", **turn}, {"do": "grant", "to": "$t", "what": "$q", **turn}])
    for also in ("", "also "):
        g.rule("vp", f"{{t:subj_pl}} {also}gain {{q:qflag}} {{d:dur}}", [{"do": "grant", "to": "$t", "what": "$q", **turn}],
               variant="also" if also else "")
    unblockable = {"do": "forbid", "what": "block", "to": "$s", "of": "$t"}
    # (tagged: "*e" of "~ gains " ... "" says the same effects)
    g.rule("fstmtq", '{t:fsubj_pl} gain " this forward cannot be blocked by {s:a_sel} . "', [unblockable], variant="others")
    g.rule("fstmtq", '{t:fsubj_pl} gain {k:kwsq} and " this forward cannot be blocked by {s:a_sel} . "',
           [{"do": "grant", "to": "$t", "what": "$k"}, unblockable], variant="others")
    g.rule("fstmtq", "{t:fsubj_pl} gain {q:qflag}", [{"do": "grant", "to": "$t", "what": "$q"}], variant="others")
    g.rule("fstmtq", '~ gains {p:plus} power , {k:kwsq} , and " {e:fstmt} . "',
           [{"do": "power", "to": "self", "n": "$p"}, {"do": "grant", "to": "self", "what": "$k"}, "*e"])


FOREVER = "( this effect does not end at the end of the turn . )"


def _lasting(g: Grammar) -> None:
    """"(This effect does not end at the end of the turn.)": the effects last while their card
    stays where it is (duration permanent: host.lasting). "This ability will not trigger if X is a
    Forward.": the ability's condition, read when the event happens and on resolution (11.8.13)."""
    ever = {"duration": "permanent"}
    become = {"do": "become_forward", "n": "$n", **ever}
    g.rule("sentence", f"~ gains {{p:plus}} power , {{k:kwsq}} and {{a:granted}} {FOREVER}",
           [{"do": "power", "to": "self", "n": "$p", **ever}, {"do": "grant", "to": "self", "what": "$k", **ever},
            {"do": "grant_ability", "to": "self", "ability": "$a", **ever}])
    # a mode of "select 1 of the 2 following actions": the aside follows the mode's closing quote
    g.rule("sentence", f'~ also becomes a forward with {{n:int}} power . " {FOREVER}', [become])
    not_forward = {"count": {"not": {"other": True}, "type": "forward"}, "eq": 0}
    aside = FOREVER.replace(" . )", " . this ability will not trigger if ~ is a forward . )")
    g.rule("ability", f"{{t:trigger}} , ~ also becomes a forward with {{n:int}} power . {aside}",
           {"kind": "auto", "trigger": "$t", "condition": not_forward, "effects": [become]})
    g.rule("ability", f"{{t:trigger}} , ~ also becomes a forward with {{n:int}} power and {{k:kws1}} . {aside}",
           {"kind": "auto", "trigger": "$t", "condition": not_forward,
            "effects": [become, {"do": "grant", "to": "self", "what": "$k", **ever}]})
    # a quoted substitution given to other cards: "It gains "If this Forward is dealt damage by your
    # opponent's abilities, the damage becomes 0 instead." until the end of the turn."
    for words, keys in (("is dealt damage", {}),
                        ("is dealt damage by your opponent's abilities", {"source": "ability", "opponent": True}),
                        ("is dealt damage by your opponent's summons or abilities", {"source": "effect", "opponent": True})):
        g.rule("qdealt", f"if this forward {words}", dict(keys))
    shield = {"do": "damage_taken", "to": "$t", "...": ["r", "c"]}
    g.rule("vp", '{t:subj_sg} gains " {r:qdealt} , {c:chg} . " {d:dur}', [{**shield, "duration": "$d"}])
    g.rule("fstmtq", '{t:fsubj_pl} gain " {r:qdealt} , {c:chg} . "', [shield], variant="others")
    g.rule("fstmtq", 'each {t:sel_sg} gains " {r:qdealt} , {c:chg} . "', [shield], variant="each")
    g.rule("restrict", "you can only use this ability during your opponent's turn .", {"condition": {"turn": "opponents"}})
    # "until the end of your opponent's turn" (host.lasting: this turn's end if it is theirs, else their next)
    theirs = {"duration": "opponent_next_turn_end"}
    g.rule("vp", "{t:subj_sg} gains {q:qflag} until the end of your opponent's turn",
           [{"do": "grant", "to": "$t", "what": "$q", **theirs}], variant="gains_quoted")
    g.rule("vpq", "until the end of your opponent's turn , {t:subj_sg} gains {p:plus} power and {q:qflag}",
           [{"do": "power", "to": "$t", "n": "$p", **theirs}, {"do": "grant", "to": "$t", "what": "$q", **theirs}])
