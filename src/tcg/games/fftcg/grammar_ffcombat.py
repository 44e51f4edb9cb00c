"""Grammar of issue 20's ffcombat area: attacks and blocks beyond the v1.0 rulebook ("can attack
twice", "once more", "as many times as", "can only be blocked by a Forward of cost equal or
inferior to its own", "cannot block Forwards with a power inferior to their own"), the Forward
in battle with a card ("the Forward that blocks or is blocked by X"), a card that puts itself
into the Break Zone while a condition holds, Parties ("When 2 or more X Forwards you control form
a party and attack"), "As long as X is on the field, ...", the Attack Phase in triggers and
conditions, an extra turn, a Summon that returns to its owner's hand. `grammar.grammar()` calls
`combat_rules`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def combat_rules(g: Grammar) -> None:
    _attacks(g)
    _blocks(g)
    _self_break(g)
    _parties(g)
    _while_on_field(g)
    _attack_phase(g)
    _extra_turn(g)
    _summon_returns(g)
    _more(g)
    _phrasings(g)


def _parties(g: Grammar) -> None:
    """"When 2 or more Job X Forwards you control form a party and attack" (the pattern key
    `members`), "If 4 or more Category VI Forwards form the party"."""
    g.rule("trigger", "when {n:many} or more {s:sel_pl} form a party and attack",
           {"event": "party_attacks", "player": "you", "members": {"sel": "$s", "ge": "$n"}})
    g.rule("cond", "{n:many} or more {s:sel_pl} form the party", {"count": {"party": True, "...": ["s"]}, "ge": "$n"})
    g.rule("vp", "also break {t:obj}", [{"do": "break", "to": "$t"}], variant="also_first")
    # "..., draw 1 card, all Forwards in that party gain ..." (printed without "and")
    g.rule("vps", "draw {n:one} card , {b:vp}", [{"do": "draw", "n": "$n", "who": "you"}, "*b"], variant="draw_comma")


def _attack_phase(g: Grammar) -> None:
    """The Attack Phase in triggers and conditions (10.1.1.1)."""
    mine = {"event": "phase_begins", "phase": "attack", "whose": "you"}
    g.rule("trigger", "at the beginning of your attack phase", mine, variant="your_attack_phase")
    g.rule("trigger", "when {c:subject} enters the field or at the beginning of the attack phase during each of your turns",
           [{"event": "enters", "card": "$c"}, mine])
    # "During each Attack Phase, Galuf cannot be broken."
    g.rule("field", "during each attack phase , {e:fstmts} .", {"condition": {"phase": "attack"}, "effects": "$e"})
    # "You can only use this ability while a party you control is attacking."
    g.rule("restrict", "you can only use this ability while a party you control is attacking .",
           {"condition": {"count": {"type": "forward", "party": True, "controller": "you"}, "ge": 2}}, variant="party_attacking")
    # "the Forwards you control can form a party with Forwards of any Element this turn" (combat._party_with)
    g.rule("vp", "{t:subj_pl} can form a party with forwards of any element {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["party_any_element"], "duration": "$d"}])
    # "When Duke Snakeheart blocks, break Duke Snakeheart and any Forwards that are blocked by Duke
    # Snakeheart": the attackers it blocks, at once with itself
    g.rule("vp", "break ~ and any forwards that are blocked by ~",
           [{"do": "break", "to": {"any_of": [{"not": {"other": True}}, {"type": "forward", "battles_self": True}]}}],
           variant="and_any")
    # "the Forwards with a power equal or inferior to Alphinaud's" (its power when it resolves)
    g.rule("postmod", "with a power equal or inferior to ~ 's", {"power": {"le": {"of": "self", "char": "power"}}})


def _while_on_field(g: Grammar) -> None:
    """"As long as Unei is on the field, it does not activate during its controller's Active
    Phase": resolved effects that end when their source leaves the Field (actions._source_left)."""
    last = {"duration": "while_on_field"}
    head = "as long as ~ is on the field ,"
    g.rule("sentence", f"{head} {{t:subj_sg}} does not activate during its controller's active phase .",
           [{"do": "grant", "to": "$t", "what": ["does_not_activate"], **last}])
    g.rule("sentence", f"{head} {{t:subj_sg}} gains {{p:plus}} power and {{k:kws1}} .",
           [{"do": "power", "to": "$t", "n": "$p", **last}, {"do": "grant", "to": "$t", "what": "$k", **last}])
    g.rule("sentence", f"{head} {{t:subj_sg}} gains {{p:plus}} power and {{q:qflag}}",
           [{"do": "power", "to": "$t", "n": "$p", **last}, {"do": "grant", "to": "$t", "what": "$q", **last}])


def _extra_turn(g: Grammar) -> None:
    """"Take 1 more turn after this one. At the end of that turn, you lose the game." (extra_turn.py):
    a delayed trigger at the beginning of an End Phase (9.5.1.1) that waits for the extra turn's."""
    g.rule("sentence", "take 1 more turn after this one . at the end of that turn , you lose the game .",
           [{"do": "extra_turn"}, {"do": "delayed", "trigger": {"event": "phase_begins", "phase": "end"}, "once": False,
                                   "condition": {"extra_turn": True}, "effects": [{"do": "lose_game"}]}])


def _summon_returns(g: Grammar) -> None:
    """"... If its power has become 9000 or less, return Carbuncle to your hand.": a Summon that
    goes to its owner's hand from the stack as it resolves, instead of the Break Zone after
    (play.summon_done finds it gone, 11.11.10). Only a Summon's own last sentence reads so."""
    back = {"do": "if", "cond": {"compare": [{"of": "@it", "char": "power"}, "le", "$n"]},
            "then": [{"do": "move", "to": "self", "zone": "hand"}]}
    g.rule("summon", "{b:body} if its power has become {n:int} or less , return ~ to your hand .",
           {"kind": "summon", "effects": ["*b", back]}, variant="returns")


def _more(g: Grammar) -> None:
    # "If you control 4 or more Backups, Kunshira loses 3000 power."
    g.rule("fstmt", "{t:subj_sg} loses {p:minus} power", [{"do": "power", "to": "$t", "n": "$p"}])
    # "If you have 4 or more cards in your hand, Basch also gains +2000 power until the end of the turn."
    g.rule("vp", "{t:subj_sg} also gains {p:plus} power {d:dur}", [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}],
           variant="also_power")
    # "If either player has 2 cards or less in their hands"
    g.rule("cond", "either player has {n:int} cards or less in their hands",
           {"any": [{"count": {"zone": "hand", "owner": "you"}, "le": "$n"},
                    {"count": {"zone": "hand", "owner": "opponent"}, "le": "$n"}]})
    g.rule("cond", "both you and your opponent have no cards in hand",
           {"all": [{"count": {"zone": "hand", "owner": "you"}, "eq": 0}, {"count": {"zone": "hand", "owner": "opponent"}, "eq": 0}]})
    # "..., Squall gains First Strike, Brave, and "Squall can attack twice in the same turn.""
    g.rule("field", 'if {c:cond} , {t:subj_sg} gains {a:kw} , {b:kw} , and " ~ can attack twice in the same turn . "',
           {"condition": "$c", "effects": [{"do": "grant", "to": "$t", "what": ["$a", "$b", "can_attack_twice"]}]})
    # "Until the end of the turn, all the Forwards opponent controls lose 4000 power and Kunshira
    # gains First Strike and "Kunshira can attack once more this turn.""
    g.rule("sentence", '{d:dur} , {t:subj_pl} lose {p:minus} power and {s:subj_sg} gains {k:kws} and " ~ can attack once more '
           'this turn . "', [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
                             {"do": "grant", "to": "$s", "what": "$k", "duration": "$d"},
                             {"do": "attack_more", "to": "$s", "n": 1, "duration": "$d"}])
    # "When a Forward forming a party with Bobby Corwen is put from the field into the Break Zone"
    g.rule("postmod", "forming a party with ~", {"party_with_self": True})


def _phrasings(g: Grammar) -> None:
    # "Choose 1 Forward ... You may put 1 of your Forwards ... If you do so, break the chosen
    # Forward / activate the Forward": the single choice before the last one (text.link)
    for nt in ("obj", "ref"):
        g.rule(nt, "the chosen forward", "@former", variant="chosen")
        g.rule(nt, "the forward", "@former", variant="the_forward")
    # "{u}{D}: Return Ninja to your hand.": an action ability, so the card is on the Field (never a
    # trigger's "When X is put into the Break Zone, return X to your hand", which follows X, 11.8.16.1)
    g.rule("ability", "{c:cost} : return ~ to your hand .",
           {"kind": "action", "cost": "$c", "effects": [{"do": "return_to_hand", "to": "self"}]}, variant="return_self")
    # "You may return 1 Backup of cost 2 or less you control to its owner's hand"
    g.rule("vp", "return {n:one} {s:sel_sg} to its owner's hand",
           [{"do": "select", "n": "$n", "sel": "$s"}, {"do": "return_to_hand", "to": "@it"}])
    # "If White Mage or a Forward forming a party with White Mage receives damage, the damage
    # decreases by 3000 instead" (damage.py; host: party_with_self)
    g.rule("field", "if ~ or a forward forming a party with ~ receives damage , {c:chg} .",
           {"effects": [{"do": "damage_taken", "to": {"any_of": [{"not": {"other": True}},
                                                                 {"type": "forward", "party_with_self": True}]}, "...": ["c"]}]})
    # "Backups don't deal damage to the Forwards you control" (damage.py: the damage a Backup's
    # ability deals them is prevented)
    g.rule("field", "{t:fsubj_pl} don't deal damage to {s:fsubj_pl} .",
           {"effects": [{"do": "damage_dealt", "to": "$t", "at": "$s", "how": "prevent"}]})
    # "You can only use this ability if Famed Mimic Gogo has received damage this turn"
    g.rule("cond", "~ has received damage this turn", {"count": {"not": {"other": True}, "hurt_this_turn": True}, "ge": 1})


def _attacks(g: Grammar) -> None:
    """attacks.py: how many times a Forward may attack this turn."""
    twice = {"do": "grant", "to": "$t", "what": ["can_attack_twice"]}
    g.rule("vp", "{t:subj_sg} can attack twice {d:dur}", [{**twice, "duration": "$d"}])
    g.rule("fstmt", "{t:subj_sg} can attack twice in the same turn", [twice])
    g.rule("fstmt", "{t:subj_sg} gains {k:kws} and can attack twice in the same turn",
           [{"do": "grant", "to": "$t", "what": "$k"}, twice])
    # "Until the end of the turn, Galuf gains +10000 power and "Galuf can attack once more this
    # turn."": the one more attack, this turn
    g.rule("sentence", '{d:dur} , {t:subj_sg} gains {p:plus} power and " ~ can attack once more this turn . "',
           [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}, {"do": "attack_more", "to": "$t", "n": 1, "duration": "$d"}])
    g.rule("vp", "{t:subj_sg} can attack once more {d:dur}", [{"do": "attack_more", "to": "$t", "n": 1, "duration": "$d"}])
    g.rule("vp", "{t:subj_sg} can attack as many times as your points of damage {d:dur}",
           [{"do": "attack_more", "to": "$t", "n": "damage_received", "total": True, "duration": "$d"}])
    # "Until the end of the turn, Gilgamesh doubles its power and gains First Strike and Brave"
    g.rule("vp", "{d:dur} , {t:subj_sg} doubles its power and gains {k:kws}",
           [{"do": "power", "to": "$t", "n": {"of": "$t", "char": "power"}, "duration": "$d"},
            {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}])
    # "Until the end of the turn Tidus gains Brave" (printed without the comma)
    g.rule("vp", "{d:dur} {t:subj_sg} gains {k:kws}", [{"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}],
           variant="no_comma")
    g.rule("restrict", "you can use this ability only during your turn .", {"timing": "your_turn"}, variant="use_only")
    # "Until the end of the turn, it gains Brave and "This Forward can attack twice in the same
    # turn."": the flag itself (the full stop is printed inside the quotes, text._stop_inside)
    for who, variant in (("this forward", ""), ("~", "self")):
        g.rule("sentence", f'{{d:dur}} , {{t:subj_sg}} gains {{k:kws}} and " {who} can attack twice in the same turn . "',
               [{"do": "grant", "to": "$t", "what": ["*k", "can_attack_twice"], "duration": "$d"}], variant=variant)


def _blocks(g: Grammar) -> None:
    """chars.may_block: the blocks a cost or a power forbids (10.1.3.1.2)."""
    only = ["can_only_be_blocked_by_cost_le"]
    g.rule("vp", "{t:subj_sg} can only be blocked by a forward of cost equal or inferior to its own {d:dur}",
           [{"do": "grant", "to": "$t", "what": only, "duration": "$d"}])
    g.rule("vp", "each forward can only be blocked by a forward with a cost inferior or equal to its own {d:dur}",
           [{"do": "grant", "to": {"type": "forward"}, "what": only, "duration": "$d"}])
    g.rule("vp", "{t:subj_pl} cannot block forwards with a power inferior to their own {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["cannot_block_weaker"], "duration": "$d"}])
    # "the Forward that blocks or is blocked by Bergan" (host: battles_self); "Break Ninja as well
    # as the Forward that ...": both at once
    battles = {"type": "forward", "battles_self": True}
    g.rule("ref", "the forward that blocks or is blocked by ~", battles, variant="battles")
    g.rule("vp", "break ~ as well as the forward that blocks or is blocked by ~",
           [{"do": "break", "to": {"any_of": [{"not": {"other": True}}, battles]}}])
    # "break the blocking Forward": there is one blocker at a time (10.1.3.2)
    g.rule("obj", "the blocking forward", {"type": "forward", "blocking": True}, variant="the_blocking")
    # "1 Forward blocking a Job Class Zero Cadet": it blocks an attacker the selector finds
    g.rule("postmod", "blocking {s:a_sel}", {"blocking_of": "$s"})


def _self_break(g: Grammar) -> None:
    """"If your opponent doesn't control Forwards, put Famed Mimic Gogo into the Break Zone": a
    field ability the rule processes read (turn.check_state, RULINGS.md)."""
    g.rule("field", "if {c:cond} , put ~ into the break zone .",
           {"condition": "$c", "effects": [{"do": "move", "to": "self", "zone": "break"}]})
    g.rule("cond", "you have received {n:int} points of damage", {"damage_received": {"eq": "$n"}})
