"""Grammar of issue 20's ffcost area: Summons and abilities on the stack chosen and cancelled
("Choose 1 Summon targeting a Character you control. Cancel its effect.", stack_choice.py).
`grammar.grammar()` calls `cost_rules` once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ...engine.templates import Primitive, Tokens

if TYPE_CHECKING:
    from ...engine.templates import Grammar

# what may be chosen on the stack, as printed (stack_choice.KINDS)
_ALL = ["summon", "action", "auto", "special"]
STACK_KINDS = (("summon", ["summon"], ""), ("action ability", ["action"], ""), ("auto-ability", ["auto"], ""),
               ("auto ability", ["auto"], "auto_ability"), ("special ability", ["special"], ""),
               ("ability", ["action", "auto", "special"], ""), ("summon or auto-ability", ["summon", "auto"], ""),
               ("special ability or auto ability", ["special", "auto"], ""), ("summon or ability", _ALL, ""))


def cost_rules(g: Grammar) -> None:
    _stack(g)
    _paying(g)
    _amounts(g)
    # "select 1 of the following actions:" (3-154S prints no count), text.py's marker token for it
    g.rule("sentence", "modes:1:bare", [{"pick": 1}], variant="of_the_following")
    # a Category printed without its markup ("Activate all Category IX Characters you control")
    g.primitive("roman", Primitive(_roman_match, lambda v: [v.lower()] if isinstance(v, str) and v.lower() in _ROMAN else None))
    g.rule("adj", "category {c:roman}", {"category": "$c"}, variant="plain_category")


_ROMAN = frozenset({"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv"})


def _roman_match(toks: Tokens, i: int) -> Iterator[tuple[str, int]]:
    if i < len(toks) and toks[i] in _ROMAN:
        yield toks[i].upper(), i + 1


def _amounts(g: Grammar) -> None:
    """Amounts chosen or counted as the effect resolves: the X paid ("1000 more damage for each CP
    paid as X"), numbers selected by both players, the Forwards an effect broke."""
    g.rule("vp", "deal {t:ref} {n:int} damage and {m:int} more damage for each cp paid as x",
           [{"do": "damage", "to": "$t", "n": {"sum": ["$n", {"times": ["$m", "X"]}]}}])
    g.rule("sentence", "your opponent selects 1 number .", [{"do": "select_number", "who": "opponent"}])
    g.rule("postmod", "of cost equal to either number",
           {"any_of": [{"cost": {"eq": {"amount": "@former"}}}, {"cost": {"eq": {"amount": "@it"}}}]})
    # "If the Forward is _Card Name Cecil_": the card chosen ("it"), still where it was; "..., the next
    # damage dealt to it is reduced by 3000 instead" replaces the reduction of the sentence before
    # (Rosa reduces Cecil's next damage by 3000, not 4000): read first, before the plain "if"
    g.rule("cond", "the forward is {n:cardname}", {"count": {"among": "@it", "name": "$n"}, "ge": 1}, variant="the_forward")
    nxt = {"do": "damage_taken", "to": "@it", "next": True, "duration": "turn", "how": "reduce"}
    g.rule("body", "{a:sentence} if {c:cond} , during this turn , the next damage dealt to it is reduced by {n:int} instead .",
           [{"do": "if", "cond": "$c", "then": [{**nxt, "n": "$n"}], "else": "$a"}], first=True)
    g.rule("sentence", "draw 1 card for each {s:sel_sg} . then , place as many cards as drawn from your hand at the bottom "
           "of your deck in any order .",
           [{"do": "draw", "n": {"times": [1, {"count": "$s"}]}, "who": "you", "as": "drawn"},
            {"do": "select", "n": {"count": "drawn"}, "sel": {"zone": "hand", "owner": "you"}},
            {"do": "move", "to": "@them", "zone": "deck", "bottom": True}])
    g.rule("sentence", "break {t:all} . you receive damage equal to the number of forwards broken by this effect .",
           [{"do": "break", "to": "$t", "as": "broken"}, {"do": "damage_player", "who": "you", "n": {"count": "broken"}}])


def _paying(g: Grammar) -> None:
    """How a card's cost is paid (cost_effects.py): "You can only pay with Fire CP to play X onto
    the field", "... can be paid with CP of any Element", "The cost required for your opponent to
    cast Summons increases by 1"."""
    for to_play, variant in (("to play ~ onto the field", ""), ("to play ~ from your hand onto the field", "from_hand"),
                             ("to cast ~", "cast")):
        for cp, keys, produced in (("{e:element} cp", {"element": ["$e"]}, ""),
                                   ("{e:element} backup cp", {"element": ["$e"], "backups": True}, ""),
                                   ("cp produced by backups", {"backups": True}, ""),
                                   ("cp produced by {e:element} backups", {"element": ["$e"], "backups": True}, "produced")):
            g.rule("fstmt", f"you can only pay with {cp} {to_play}", [{"do": "pay_with", **keys}],
                   variant="_".join(v for v in (variant, produced) if v))
    g.rule("fstmt", "{c:costof} can be paid with cp of any element", [{"do": "any_element_cp", "...": ["c"]}])
    g.rule("costof", "the cost required to cast {t:noun_sg}", {"to": "$t"}, variant="cast_noun")
    g.rule("cond", "you have a {s:sel_sg} in your break zone", {"count": {"zone": "break", "owner": "you", "...": ["s"]}, "ge": 1})
    g.rule("fstmt", "{t:subj_sg} cannot be chosen by opponent's summons",
           [{"do": "grant", "to": "$t", "what": ["cannot_be_chosen_by_opponent_summons"]}], variant="opponents")
    g.rule("fstmt", "{c:costof} is reduced by {q:reduction} and can be paid with cp of any element {f:floor}",
           [{"do": "reduce_cost", "...": ["c", "q", "f"]}, {"do": "any_element_cp", "...": ["c"]}])
    g.rule("fstmt", "if ~ is on the field , ~ can produce cp of any element",
           [{"do": "grant", "to": "self", "what": ["produces_any_cp"]}])
    g.rule("fstmt", "{t:fsubj_pl} can produce cp of any element", [{"do": "grant", "to": "$t", "what": ["produces_any_cp"]}])
    # the Light and Dark limits (7.7.3, 12.4.7)
    g.rule("fstmt", "~ can be played onto the field even if you control other {e:element} characters",
           [{"do": "play_beside", "element": ["$e"]}])
    g.rule("fstmt", "you can play 2 or more {e:element} characters onto the field", [{"do": "many_light_dark", "element": ["$e"]}])
    # a Summon cast by an effect, paying its cost reduced (cast_effect.py)
    reduced = "the cost required to cast it is reduced by {n:int} ( it cannot become 0 ) ."
    g.rule("sentence", f"you may cast 1 {{s:sel_sg}} from your hand . {reduced}",
           [{"do": "may", "effects": [{"do": "cast_from_hand", "sel": "$s", "optional": False, "reduce": "$n"}]}])
    g.rule("sentence", f"cast a {{s:sel_sg}} from your hand . {reduced}",
           [{"do": "cast_from_hand", "sel": "$s", "optional": False, "reduce": "$n"}])
    # resolved: "During this turn, the cost required to cast your next Summon is reduced by 1"
    for words, variant in (("during this turn , the cost required to cast your next {s:sel_sg} is reduced by {n:int} {f:floor}", ""),):
        g.rule("vp", words, [{"do": "reduce_next_cost", "sel": "$s", "n": "$n", "...": ["f"]}], variant=variant)
    g.rule("vp", "the cost required to play your {s:sel_pl} onto the field this turn is reduced by {n:int} {f:floor}",
           [{"do": "reduce_next_cost", "sel": "$s", "n": "$n", "next": False, "...": ["f"]}])
    # what entered the Field this turn (entered_record.py)
    g.rule("cond", "a {s:sel_sg} has entered your field this turn", {"entered_this_turn": "$s"})
    g.rule("cond", "an {s:sel_sg} has entered your field this turn", {"entered_this_turn": "$s"}, variant="an")
    g.rule("postmod", "that entered the field this turn", {"entered_this_turn": True})
    g.rule("fstmt", "the cost required for your opponent to cast {s:sel_pl} increases by {n:int}",
           [{"do": "increase_cost", "to": {"controller": "opponent", "...": ["s"]}, "n": "$n"}])
    g.rule("fstmt", "{c:costof} is increased by {n:int} for each {s:sel_sg}",
           [{"do": "increase_cost", "n": {"times": ["$n", {"count": "$s"}]}, "...": ["c"]}])


def _stack(g: Grammar) -> None:
    """A Summon or an ability on the stack: a target of its own kind (11.3.3), never a card on
    the Field; listed first, so "Choose 1 Summon." reads the stack, not the Field."""
    for words, kinds, variant in STACK_KINDS:
        g.rule("stackkind", words, kinds, variant=variant)
    g.rule("stacksel", "{k:stackkind}", {"zone": "stack", "stack": "$k"})
    for words, variant in (("targeting", ""), ("choosing", "choosing"), ("that is choosing", "that_is")):
        g.rule("stacksel", f"{{k:stackkind}} {words} {{s:a_sel}}", {"zone": "stack", "stack": "$k", "targeting": "$s"},
               variant=variant)
    g.rule("stacksel", "opponent's {k:stackkind}", {"zone": "stack", "stack": "$k", "stack_of": "opponent"})
    g.rule("sentence", "choose 1 {s:stacksel} .", [{"do": "choose", "n": 1, "sel": "$s"}], first=True)
    g.rule("sentence", "choose an {s:stacksel} .", [{"do": "choose", "n": 1, "sel": "$s"}], variant="an", first=True)
