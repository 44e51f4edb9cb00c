"""Grammar of issue 20's ffstat area: the remaining static abilities and effect phrasings ("X
or a Y other than Z", "your opponent doesn't control Forwards", "All the Forwards other than X
enter the field dull", "of costs 2, 3, 5 and 7", keywords printed in italics...).
`grammar.grammar()` calls `stat_rules` once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...engine.templates import Primitive, Tokens
from .phrases import CANNOT

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def _numbers(last: str) -> Primitive:
    """"2, 3, 5, 7, 11, and 13" (`last` = "and") or "2, 3, 5 or 7": a list of costs, each its own
    selector (`any_of`); the commas are punctuation, the last word is the rendering's own."""

    def match(toks: Tokens, i: int) -> Iterator[tuple[Any, int]]:
        nums: list[int] = []
        j = i
        while j < len(toks) and toks[j].isdigit():
            nums.append(int(toks[j]))
            j += 1
            if toks[j:j + 1] == (",",):
                j += 1
            if toks[j:j + 1] == (last,) and j + 1 < len(toks) and toks[j + 1].isdigit() and len(nums) >= 2:
                yield [{"cost": {"eq": n}} for n in [*nums, int(toks[j + 1])]], j + 2
                return

    def render(v: Any) -> list[str] | None:
        if not (isinstance(v, list) and len(v) >= 3 and all(isinstance(s, dict) and list(s) == ["cost"]
                                                            and list(s["cost"]) == ["eq"] for s in v)):
            return None
        nums = [str(s["cost"]["eq"]) for s in v]
        out: list[str] = []
        for n in nums[:-1]:
            out += [n, ","]
        return out[:-1] + [last, nums[-1]]

    return Primitive(match, render)


_ITALIC_KEYWORDS = {"Brave": "brave", "Haste": "haste", "First Strike": "first_strike", "Back Attack": "back_attack"}
_SPELLED = {v: k for k, v in _ITALIC_KEYWORDS.items()}


def _italic_keyword(t: str) -> str | None:
    return _ITALIC_KEYWORDS.get(t[5:]) if t.startswith("ital:") else None


def stat_rules(g: Grammar) -> None:
    # "_Brave_": a keyword printed in italics (later sets), the same keyword
    g.primitive("italkw", Primitive(
        lambda toks, i: iter([(_italic_keyword(toks[i]), i + 1)] if i < len(toks) and _italic_keyword(toks[i]) else []),
        lambda v: [f"ital:{_SPELLED[v]}"] if v in _SPELLED else None))
    g.rule("kw", "{k:italkw}", "$k", variant="italic")
    # "Choose 1 dull Forward of cost 2, 3, 5 or 7", "all the Forwards of costs 2, 3, 5, 7, 11, and 13"
    g.primitive("costs_or", _numbers("or"))
    g.primitive("costs_and", _numbers("and"))
    g.rule("postmod", "of cost {c:costs_or}", {"any_of": "$c"})
    g.rule("postmod", "of costs {c:costs_and}", {"any_of": "$c"}, variant="costs")
    # "If you control a _Card Name Monk_ or a _Job Monk_ other than Yang"
    g.rule("a_sel", "a {a:core_sg} or a {b:core_sg} {p:post}", {"any_of": ["$a", "$b"], "...": ["p"]}, variant="a_or_a")
    g.rule("field", "if {c:cond} , then {e:fstmts} .", {"condition": "$c", "effects": "$e"}, variant="then")
    # "If your opponent doesn't control (any) Forwards", "neither player controls Forwards"
    for who, words in (("opponent", "your opponent doesn't control"), ("you", "you don't control")):
        g.rule("cond", f"{words} {{s:sel_pl}}", {"count": {"controller": who, "...": ["s"]}, "eq": 0})
        g.rule("cond", f"{words} any {{s:sel_pl}}", {"count": {"controller": who, "...": ["s"]}, "eq": 0}, variant="any")
    g.rule("cond", "neither player controls {s:sel_pl}", {"count": {"controller": "any", "...": ["s"]}, "eq": 0})
    for who, words in (("you", "you have"), ("opponent", "your opponent has")):
        pron = "your" if who == "you" else "<his/her|their>"
        g.rule("cond", f"{words} {{n:one}} card or less in {pron} hand", {"count": {"zone": "hand", "owner": who}, "le": "$n"},
               variant="one_card")
    g.rule("vp", "your opponent shows <his/her|their> hand", [{"do": "reveal_hand", "who": "opponent"}], variant="shows")
    g.rule("vp", "deal your opponent {n:one} point of damage", [{"do": "damage_player", "who": "opponent", "n": "$n"}],
           variant="deal_opponent")
    # "Your opponent puts 1 attacking Forward (he/she controls) into the Break Zone": they pick it
    put = [{"do": "select", "who": "opponent", "n": "$n", "sel": {"controller": "opponent", "...": ["s"]}},
           {"do": "move", "to": "@it", "zone": "break"}]
    g.rule("vp", "your opponent puts {n:one} {s:sel_sg} into the break zone", put, variant="puts")
    g.rule("vp", "opponent puts {n:one} {s:sel_sg} into the break zone", put, variant="opponent")
    g.rule("vp", "your opponent puts {n:one} {s:sel_sg} <he/she|they> <controls|control> into the break zone", put,
           variant="controls")
    # "[Force of Will] {S}{i}{i} Freeze all ...": the data's special ability without its colon
    g.rule("ability", "{n:abilityname} {c:cost} {b:effects}", {"kind": "special", "name": "$n", "cost": "$c", "...": ["b"]},
           variant="no_colon")
    # "Until the end of the turn, it loses **Haste**, **First Strike** and **Brave**."
    for subj, loses in (("subj_sg", "loses"), ("subj_pl", "lose")):
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {loses} {{k:kws}}", [{"do": "forbid", "what": "$k", "to": "$t", "duration": "$d"}],
               variant="dur_first")
    # costs of an action ability: "discard 2 cards", "discard 2 Summons", "Discard 3 Ice cards"
    g.rule("extra", "discard {n:many} {s:sel_pl}", [{"do": "discard", "n": "$n", "who": "you", "sel": "$s"}])
    g.rule("extra", "discard {n:many} cards", [{"do": "discard", "n": "$n", "who": "you"}])
    # "Discard Bomb: ...": the card itself, from the hand (abilities.py: discard_self)
    g.rule("extra", "discard ~", [{"do": "discard", "n": 1, "who": "you", "sel": {"not": {"other": True}}}])
    # "All the Forwards other than Ultimecia enter the field dull" (instead.py)
    g.rule("fstmt", "{t:fsubj_pl} enter the field dull", [{"do": "grant", "to": "$t", "what": ["enters_dull"]}])
    g.rule("fsubj_pl", "the opponent's {s:sel_pl}", {"controller": "opponent", "...": ["s"]}, variant="the_opponents")
    _parties_and_blocks(g)
    _phrasings(g)


def _parties_and_blocks(g: Grammar) -> None:
    party = {"type": "forward", "party": True}
    # "Cagnazzo cannot block Forwards forming a party" (read when blocks are declared, 10.1.3.1.2)
    g.rule("fstmt", "{t:subj_sg} cannot block forwards forming a party", [{"do": "forbid", "what": "block", "to": "$t", "of": party}])
    # "If Black Chocobo forms a party, that party cannot be blocked": the Party it attacks in
    g.rule("field", "if ~ forms a party , that party cannot be blocked .",
           {"condition": {"party": True}, "effects": [{"do": "grant", "to": {**party, "controller": "you"},
                                                       "what": ["cannot_be_blocked"]}]})
    # "It cannot attack until the end of your opponent's turn" (host.lasting): only the grants say it
    for what, words in ((["cannot_attack"], "attack"), (["cannot_attack", "cannot_block"], "attack or block")):
        g.rule("vp", f"{{t:subj_sg}} cannot {words} until the end of your opponent's turn",
               [{"do": "grant", "to": "$t", "what": what, "duration": "opponent_next_turn_end"}])
    g.rule("postmod", "that entered the field this turn", {"entered_this_turn": True})
    # "Noctis can form a party with Forwards of any Element" (combat._party_with)
    g.rule("fstmt", "{t:subj_sg} can form a party with forwards of any element", [{"do": "grant", "to": "$t", "what": ["party_any_element"]}])
    g.rule("fstmt", "{t:fsubj_pl} can form a party with forwards of any element", [{"do": "grant", "to": "$t", "what": ["party_any_element"]}])
    # "Ba'Gamnan": when it attacks, the opponent blocks it with a Forward if one can block (combat.py)
    g.rule("fstmt", "opponent must block {t:subj_sg} if possible", [{"do": "grant", "to": "$t", "what": ["must_be_blocked"]}])
    # "1 Forward blocking Delita", "the Forward that blocks Yugiri": the blocker of the card itself
    g.rule("postmod", "blocking ~", {"blocks_self": True})
    g.rule("obj", "the {s:sel_sg} that blocks ~", {"blocks_self": True, "...": ["s"]}, variant="that_blocks")


def _phrasings(g: Grammar) -> None:
    # "Balthier cannot be chosen by a Summon or an ability this turn"
    g.rule("vp", "{t:subj_sg} cannot be chosen by a summon or an ability {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen"], "duration": "$d"}], variant="a_summon")
    g.rule("vp", "{t:subj_sg} cannot be chosen by a summon or an ability {d:dur} and gains {k:kws} {e:dur}",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen"], "duration": "$d"},
            {"do": "grant", "to": "$t", "what": "$k", "duration": "$e"}])
    # "Eight cannot be chosen by ... and the next damage dealt to him becomes 0 instead"
    for what, words in CANNOT:
        g.rule("vp", f"{{d:dur}} , {{t:subj_sg}} cannot {words} and the next damage dealt to <him|her|it> becomes 0 instead",
               [{"do": "grant", "to": "$t", "what": what, "duration": "$d"},
                {"do": "damage_taken", "to": "$t", "next": True, "duration": "$d", "how": "zero"}])
        # "Activate all Forwards you control. They cannot be chosen by Summons or abilities this turn."
        g.rule("sentence", f"activate {{t:all}} . they cannot {words} {{d:dur}} .",
               [{"do": "activate", "to": "$t"}, {"do": "grant", "to": "$t", "what": what, "duration": "$d"}])
    # "If all the Forwards you control have _Job Sky Pirate_ or _Job Pirate_, they gain +1000 power."
    g.rule("field", "if all the {s:sel_pl} have {a:noun_sg} or {b:noun_sg} , they gain {p:plus} power .",
           {"condition": {"count": {"...": ["s"], "not": {"any_of": ["$a", "$b"]}}, "eq": 0},
            "effects": [{"do": "power", "to": "$s", "n": "$p"}]})
    # "put 1 _Card Name Ormi_ or 1 _Card Name Logos_ into the Break Zone" (a cost)
    g.rule("extra", "put {n:one} {a:cardname} or 1 {b:cardname} into the break zone",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "any_of": [{"name": "$a"}, {"name": "$b"}]}},
            {"do": "move", "to": "@it", "zone": "break"}], variant="or_1")
    _keywords_and_elements(g)
    _damage_phrasings(g)
    _more_phrasings(g)
    _short_conditions(g)


def _short_conditions(g: Grammar) -> None:
    # "if you control _Card Name Seifer_ and _Card Name Fujin_": both
    g.rule("cond", "you control {a:cardname} and {b:cardname}",
           {"all": [{"count": {"controller": "you", "name": "$a"}, "ge": 1}, {"count": {"controller": "you", "name": "$b"}, "ge": 1}]}, variant="both_names")
    g.rule("cond", "your opponent controls any {s:sel_pl}", {"count": {"controller": "opponent", "...": ["s"]}, "ge": 1},
           variant="any_pl")
    g.rule("cond", "you control only {n:one} {s:sel_sg}", {"count": {"controller": "you", "...": ["s"]}, "eq": "$n"})
    g.rule("cond", "you have no cards in your hand", {"count": {"zone": "hand", "owner": "you"}, "eq": 0})
    # "If its power is less than Dark Knight's power"
    g.rule("cond", "its power is less than ~ 's power", {"compare": [{"of": "@it", "char": "power"}, "lt", {"of": "self", "char": "power"}]})
    # "The Forwards forming a party you control", "1 Forward forming a party" (the selector key party)
    g.rule("postmod", "forming a party", {"party": True}, variant="forming_a_party")
    # "Choose 1 Forward of cost 1 opponent controls or 1 Monster of cost 2 or less opponent controls"
    g.rule("counted", "{n:one} {a:sel_sg} or 1 {b:sel_sg}", {"n": "$n", "sel": {"any_of": ["$a", "$b"]}}, variant="or_1_sel")


def _more_phrasings(g: Grammar) -> None:
    # "Look at the top 2 cards of your deck. Return these to the top and/or bottom of your deck in
    # any order." (arrange.py)
    g.rule("sentence", "return these to the top and/or bottom of your deck in any order .", [{"do": "arrange", "to": "@them"}])
    g.rule("sentence", "then , look at the top {n:many} cards of your deck .", [{"do": "look", "n": "$n", "who": "you"}],
           variant="then")
    # "You can only cast Shiva during your turn / during your Main Phase" (play._in_time, from the hand)
    for words, timing in (("turn", "your_turn"), ("main phase", "your_main_phase")):
        g.rule("summon", f"you can only cast ~ during your {words} .", {"kind": "field", "effects": [{"do": "cast_only", "timing": timing}]})
    g.rule("vp", "discard all your hand", [{"do": "discard", "who": "you", "n": {"count": {"zone": "hand", "owner": "you"}}}])
    # "Fritt is also a Monster in all situations" (cards.also_types: selectors, card_type_matches)
    g.rule("fstmt", "~ is also a monster in all situations", [{"do": "also_type", "card_type": "monster"}])
    # "It must attack this turn if possible", "All Forwards must attack once per turn if possible"
    g.rule("vp", "{t:subj_sg} must attack {d:dur} if possible", [{"do": "grant", "to": "$t", "what": ["must_attack"], "duration": "$d"}])
    g.rule("fstmt", "{t:fsubj_pl} must attack once per turn if possible", [{"do": "grant", "to": "$t", "what": ["must_attack"]}])
    g.rule("fstmt", "{t:fsubj_pl} must block if possible", [{"do": "grant", "to": "$t", "what": ["must_block"]}], variant="must_block_pl")
    g.rule("cond", "it is also a {s:sel_sg}", {"count": {"among": "@it", "...": ["s"]}, "ge": 1}, variant="also")
    # the data's "Put X in the Break Zone"
    g.rule("vp", "put {t:obj} in the break zone", [{"do": "move", "to": "$t", "zone": "break"}], variant="in")
    g.rule("extra", "put {s:self} in the break zone", [{"do": "move", "to": "$s", "zone": "break"}], variant="in")
    # "If you have received 4 points of damage or more, it also gains **Haste** until the end of the turn."
    g.rule("vp", "{t:subj_sg} also gains {k:kws} {d:dur}", [{"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}],
           variant="also")


def _keywords_and_elements(g: Grammar) -> None:
    # "Forwards with **Haste**, **First Strike** or **Brave**": any of them (selector key `has`)
    g.rule("kwsor", "{a:kw} or {b:kw}", ["$a", "$b"])
    g.rule("kwsor", "{a:kw} , {b:kw} or {c:kw}", ["$a", "$b", "$c"])
    g.rule("kwsor", "{a:kw} , {b:kw} , or {c:kw}", ["$a", "$b", "$c"], variant="oxford")
    g.rule("postmod", "with {k:kwsor}", {"has": "$k"})
    # "If you control 3 or more different Element Backups", "the Backups you control are all of
    # different Elements" (the condition `distinct_elements`: how many Elements they have between them)
    g.rule("cond", "you control {n:many} or more different element {s:sel_pl}",
           {"distinct_elements": {"sel": {"controller": "you", "...": ["s"]}, "ge": "$n"}})
    g.rule("cond", "the {s:sel_pl} are all of different elements",
           {"distinct_elements": {"sel": "$s", "eq": {"count": "$s"}}})
    g.rule("field", "if {c:cond} and if {d:cond} , {e:fstmts} .", {"condition": {"all": ["$c", "$d"]}, "effects": "$e"})


def _damage_phrasings(g: Grammar) -> None:
    # "Trickster doesn't receive any damage from Forwards with **Haste** or **First Strike**"
    g.rule("prev", "receive any damage from {s:sel_pl}", {"by": "$s"})
    # "If Cagnazzo is dull, he cannot receive or deal any damage (this includes player damage too)."
    g.rule("fstmt", "<he|she|it> cannot receive or deal any damage ( this includes player damage too )",
           [{"do": "damage_taken", "to": "self", "how": "prevent"},
            {"do": "damage_dealt", "to": "self", "at": {"type": "forward"}, "how": "prevent"},
            {"do": "damage_dealt", "to": "self", "player": True, "how": "zero"}])
    # "If it has 7000 power or less, break it. If ..., break it regardless of its power instead."
    g.rule("cond", "{s:subj_sg} has {n:int} power or less", {"compare": [{"of": "$s", "char": "power"}, "le", "$n"]})
    g.rule("vp", "break {t:obj} regardless of its power", [{"do": "break", "to": "$t"}], variant="regardless")
    # "Halve its power until the end of the turn (round down to the nearest 1000)": it loses the
    # difference between its power and the half
    its = {"of": "@it", "char": "power"}
    g.rule("vp", "halve its power {d:dur} ( round down to the nearest 1000 )",
           [{"do": "power", "to": "@it", "duration": "$d",
             "n": {"sum": [{"half": its, "round": "1000down"}, {"times": [-1, its]}]}}])
