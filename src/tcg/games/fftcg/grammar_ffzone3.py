"""Grammar of issue 20's ffzone3 area: a card followed into its new zone (11.8.16.1), cards
removed from the game, and the readings of "if ... If not, ...". `grammar.grammar()` calls
`zone3_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def zone3_rules(g: Grammar) -> None:
    _if_not(g)
    _followed(g)
    _first_and_other(g)
    _hand_or_field(g)
    _search_and_cast(g)
    _put_into_break(g)
    _back_at_end_of_turn(g)
    _leaves_due_to_opponent(g)
    _palom(g)
    _same_name_search(g)


def _if_not(g: Grammar) -> None:
    """"If the removed card is a Forward, break it. If not, deal it 3000 damage.": one `if` whose
    `else` is the second sentence (the same record as "X. If C, Y instead.", told apart by the
    wording)."""
    both = {"do": "if", "cond": "$c", "then": "$v", "else": "$w"}
    g.rule("body", "if {c:cond} , {v:vps} . if not , {w:vps} .", [both], variant="if_not")
    g.rule("body", "if {c:cond} , {v:vps} . if not , {w:vps} . {r:body}", [both, "*r"], variant="if_not")


def _followed(g: Grammar) -> None:
    """"When X is put from the field into the Break Zone, ... return X onto the field dull": X
    looked for where its move put it (11.8.16.1, follow.py); text.link names it `subject`."""
    for words, dull, variant in (("onto the field", False, ""), ("onto the field dull", True, ""),
                                 ("to the field", False, "to"), ("to the field dull", True, "to")):
        back = {"do": "move", "to": "@followed", "zone": "field", **({"dull": True} if dull else {})}
        g.rule("vp", f"return ~ {words}", [back], variant=variant)
    # "return Scarmiglione to the field. It gains +2000 power until the end of the turn.": "it" is
    # the card returned (bound `back`)
    g.rule("body", "return ~ to the field . it gains {p:plus} power until the end of the turn .",
           [{"do": "move", "to": "@followed", "zone": "field", "as": "back"},
            {"do": "power", "to": "back", "n": "$p", "duration": "turn"}], first=True)
    g.rule("sentence", "when {t:obj} is put from the field into the break zone during this turn , {b:body}",
           [{"do": "delayed", "trigger": {"event": "put_into_break", "card": "$t"}, "duration": "turn", "effects": "$b"}])
    # "search for 1 _Card Name Hecatoncheir_ and remove it from the game. If you do so, ...": the
    # deck is shuffled after the card is found; "if you do so" reads the removal
    g.rule("vp", "search for {n:one} {s:sel_sg} and remove it from the game",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}}, {"do": "shuffle"},
            {"do": "move", "to": "@it", "zone": "removed"}])


def _first_and_other(g: Grammar) -> None:
    """"Choose up to 2 Forwards opponent controls. Remove the first Forward from the game, and
    break the other.": two choices in order (targets are chosen one at a time, 11.3.4), "the
    first" the former, "the other" the latter; "Choose 1 Forward and 1 Backup opponent controls.
    Dull the Forward and return the Backup ...": both the opponent's (the words "opponent
    controls" end the one list of targets)."""
    one = {"do": "choose", "n": 1, "up_to": True, "sel": "$s"}
    g.rule("body", "choose up to 2 {s:sel_pl} . remove the first forward from the game , and break the other .",
           [one, dict(one), {"do": "move", "to": "@former", "zone": "removed"}, {"do": "break", "to": "@it"}])
    g.rule("body", "choose 1 forward and 1 backup opponent controls . dull the forward and return the backup "
           "to its owner's hand .",
           [{"do": "choose", "n": 1, "sel": {"type": "forward", "controller": "opponent"}},
            {"do": "choose", "n": 1, "sel": {"type": "backup", "controller": "opponent"}},
            {"do": "dull", "to": "@former"}, {"do": "return_to_hand", "to": "@it"}])
    g.rule("body", "choose 1 forward and 1 backup opponent controls . dull the forward and return the backup "
           "to its owner's hand . {r:body}",
           [{"do": "choose", "n": 1, "sel": {"type": "forward", "controller": "opponent"}},
            {"do": "choose", "n": 1, "sel": {"type": "backup", "controller": "opponent"}},
            {"do": "dull", "to": "@former"}, {"do": "return_to_hand", "to": "@it"}, "*r"])


def _hand_or_field(g: Grammar) -> None:
    """"search for 1 _Card Name Cloud_ of cost 4 or less, and add it to your hand or play it onto
    the field dull": the card found, then the player's pick of the two (played if they say so,
    else added to the hand); the deck is shuffled after the search."""
    for dull, words in ((False, "onto the field"), (True, "onto the field dull")):
        play = {"do": "move", "to": "@it", "zone": "field", **({"dull": True} if dull else {})}
        g.rule("vp", f"search for {{n:one}} {{s:sel_sg}} , and add it to your hand or play it {words}",
               [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}}, {"do": "shuffle"},
                {"do": "may", "effects": [play]},
                {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": [{"do": "move", "to": "@it", "zone": "hand"}]}])


def _search_and_cast(g: Grammar) -> None:
    """"you may search for 1 Summon and cast it without paying the cost. If you do not cast it,
    put the Summon into the Break Zone.": the Summon found is cast from the deck (cast_effect.py,
    the verb `cast`, named `@cast` by "If you cast a Summon of cost 5 or more with this ability");
    what follows the search happens only if the player searched."""
    g.rule("postmod", "with a cost of {n:int} or less", {"cost": {"le": "$n"}}, variant="with_a_cost")
    found = [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}}, {"do": "shuffle"},
             {"do": "cast", "to": "@it"},
             {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": [{"do": "move", "to": "@it", "zone": "break"}]}]
    words = ("you may search for {n:one} {s:sel_sg} and cast it without paying the cost . if you do not cast it , "
             "put the summon into the break zone .")
    g.rule("body", words, [{"do": "may", "effects": found}])
    g.rule("body", f"{words} {{r:body}}", [{"do": "may", "effects": [*found, "*r"]}])
    g.rule("cond", "you cast {s:a_sel} with this ability", {"count": {"among": "@cast", "...": ["s"]}, "ge": 1})


def _put_into_break(g: Grammar) -> None:
    """"Break it. If that Forward is put into the Break Zone, ...": the card the break moved is in
    the Break Zone (not kept on the Field, nor removed from the game instead); text.link's
    `@broken` names the last break."""
    g.rule("cond", "that forward is put into the break zone", {"count": {"among": "@broken", "zone": "break"}, "ge": 1})


def _back_at_end_of_turn(g: Grammar) -> None:
    """"Remove it from the game. Play it onto the field at the end of the turn.": a delayed auto
    ability (11.8.17) that plays the removed card (`@removed`: the card where the removal put it;
    gone from there, nothing, 11.8.17.3); "When Ardyn is put from the field into the Break Zone,
    play Ardyn onto the field at the end of the turn": Ardyn where its move put it (follow.py)."""
    at_end = {"event": "phase_begins", "phase": "end"}
    for who, pron in (("it", "@it"), ("~", "self")):
        g.rule("body", f"remove {who} from the game . play {who} onto the field at the end of the turn .",
               [{"do": "move", "to": pron, "zone": "removed"},
                {"do": "delayed", "trigger": dict(at_end), "effects": [{"do": "move", "to": "@removed", "zone": "field"}]}],
               variant="play_it_at_end")
    g.rule("vp", "play ~ onto the field at the end of the turn",
           [{"do": "delayed", "trigger": dict(at_end), "effects": [{"do": "move", "to": "@followed", "zone": "field"}]}])


def _leaves_due_to_opponent(g: Grammar) -> None:
    """"If Hildibrand leaves the field due to your opponent's Summons or abilities, return him to
    your hand instead." (instead.BY_OPPONENT), with its reminder: a break by the rules (damage,
    power 0: 12.4.5) is no opponent's Summon or ability; "Chaos cannot leave the field due to your
    opponent's Summons or abilities": it stays."""
    g.rule("field", "if ~ leaves the field due to your opponent's summons or abilities , return him to your hand "
           "instead . ( ~ does not return to your hand if he receives damage equal or higher than his power or if "
           "his power is reduced to 0 . )",
           {"effects": [{"do": "grant", "to": "self", "what": ["hand_instead_of_leaving_by_opponent"]}]})
    g.rule("fstmt", "~ cannot leave the field due to your opponent's summons or abilities",
           [{"do": "grant", "to": "self", "what": ["cannot_leave_by_opponent"]}])
    # "Choose up to 2 cards from either player's Break Zone"
    g.rule("postmod", "from either player's break zone", {"zone": "break", "owner": "any"})


def _palom(g: Grammar) -> None:
    """"When Palom deals damage to your opponent, or when the Forward damaged by Palom is put from
    the field into the Break Zone during the same turn, ...": either event (a list of patterns);
    "search for 1 _Card Name Palom_, and play it onto the field"."""
    g.rule("trigger", "when ~ deals damage to your opponent , or when the forward damaged by ~ is put from the field "
           "into the break zone during the same turn",
           [{"event": "damage", "card": "self", "player": "opponent"},
            {"event": "put_into_break", "card": {"type": "forward", "damaged_by": "self"}}])
    g.rule("vp", "search for {n:one} {s:sel_sg} , and play it onto the field",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "field"}, {"do": "shuffle"}], variant="comma")


def _same_name_search(g: Grammar) -> None:
    """"search for a Monster with the same name and add it to your hand": one card ("a"), named as
    the card the trigger names last was (play._subject: its last-known information)."""
    g.rule("vp", "search for a {s:sel_sg} and add it to your hand", [{"do": "search", "n": 1, "sel": "$s"}],
           variant="search_a")
