"""The grammar of FFTCG card text: small phrases that compose into abilities (docs/abilities.md).

Each `g.rule(phrase, pattern, template)` both parses and renders (engine/templates.py). Patterns
are lower-case tokens (tokens.py): `~` is the card's own name, `{D}`/`{f}`... are symbols.
Pronouns parse to `"@it"` / `"@them"` and "if you do so" to `{ did = "@prev" }`; text.py links
them to the binding they mean (the last `choose`/`select`, the effect before).
"""

from __future__ import annotations

from functools import cache

from ...engine.templates import Grammar
from . import grammar_fftrigger
from .grammar_ffcards import cards_rules
from .grammar_ffcombat import combat_rules
from .grammar_ffcost import cost_rules
from .grammar_ffdamage import damage_grammar
from .grammar_ffdeck import deck_rules
from .grammar_ffelem import elem_rules
from .grammar_ffgrant import grant_rules
from .grammar_fflate2 import late2_rules
from .grammar_fflater import later_rules
from .grammar_ffquant import quant_rules
from .grammar_ffstat import stat_rules
from .grammar_ffstatic import static_rules
from .grammar_fftrig import trig_rules
from .grammar_ffzone import zone_rules
from .grammar_ffzone3 import zone3_rules
from .grammar_opusa import opusa_rules
from .grammar_opusb import opusb_rules
from .grammar_opusc import opusc_rules
from .phrases import CANNOT, add_primitives

TYPES_SG = {"forward": "forward", "backup": "backup", "monster": "monster", "character": "character",
            "summon": "summon"}
STATUS_ADJ = {"dull": {"status": "dull"}, "active": {"status": "active"}, "damaged": {"damaged": True},
              "attacking": {"attacking": True}, "blocking": {"blocking": True}}


@cache
def grammar() -> Grammar:
    g = Grammar()
    add_primitives(g)
    _selectors(g)
    _references(g)
    _verbs(g)
    _sentences(g)
    _reveals(g)
    deck_rules(g)
    _triggers(g)
    _conditions(g)
    _fields(g)
    _abilities(g)
    grammar_fftrigger.rules(g)
    damage_grammar(g)
    static_rules(g)
    grant_rules(g)
    trig_rules(g)
    zone_rules(g)
    zone3_rules(g)
    later_rules(g)
    late2_rules(g)
    stat_rules(g)
    cost_rules(g)
    combat_rules(g)
    quant_rules(g)
    elem_rules(g)
    opusb_rules(g)
    opusc_rules(g)
    opusa_rules(g)
    cards_rules(g)
    g.check()
    return g


def _selectors(g: Grammar) -> None:
    for word, keys in STATUS_ADJ.items():
        g.rule("adj", word, dict(keys))
    g.rule("adj", "{e:element}", {"element": "$e"})
    g.rule("adj", "{c:category}", {"category": "$c"})
    g.rule("adj", "{j:job}", {"job": "$j"})
    g.rule("adj", "{n:cardname}", {"name": "$n"})
    g.rule("adjs", "{a:adj} {r:adjs}", {"...": ["a", "r"]})
    g.rule("adjs", "", {})
    for word, t in TYPES_SG.items():
        g.rule("noun_sg", word, {"type": t})
        g.rule("noun_pl", word + "s", {"type": t})
    g.rule("noun_sg", "forward or monster", {"type": ["forward", "monster"]})
    g.rule("noun_pl", "forwards or monsters", {"type": ["forward", "monster"]})
    g.rule("noun_sg", "character card", {"type": "character"}, variant="character_card")
    g.rule("noun_pl", "character cards", {"type": "character"}, variant="character_card")
    g.rule("noun_sg", "card", {})
    g.rule("noun_pl", "cards", {})
    g.rule("noun_sg", "{j:job}", {"job": "$j"})
    g.rule("noun_pl", "{j:job}", {"job": "$j"})
    g.rule("noun_sg", "{n:cardname}", {"name": "$n"})
    g.rule("noun_pl", "{n:cardname}", {"name": "$n"})
    g.rule("noun_sg", "{a:cardname} or {b:cardname}", {"any_of": [{"name": "$a"}, {"name": "$b"}]})
    g.rule("noun_pl", "{a:cardname} and {b:cardname}", {"any_of": [{"name": "$a"}, {"name": "$b"}]})
    g.rule("noun_sg", "{a:cardname} or {b:job}", {"any_of": [{"name": "$a"}, {"job": "$b"}]})
    g.rule("noun_sg", "{a:job} or {b:cardname}", {"any_of": [{"job": "$a"}, {"name": "$b"}]})
    g.rule("noun_sg", "{a:job} or {b:job}", {"any_of": [{"job": "$a"}, {"job": "$b"}]})
    for rel, op in (("less", "le"), ("more", "ge")):
        g.rule("postmod", f"of cost {{n:int}} or {rel}", {"cost": {op: "$n"}})
        g.rule("postmod", f"with a power of {{n:int}} or {rel}", {"power": {op: "$n"}})
        g.rule("postmod", f"with power {{n:int}} or {rel}", {"power": {op: "$n"}}, variant="with_power")
    g.rule("postmod", "of cost {n:int}", {"cost": {"eq": "$n"}})
    g.rule("postmod", "of power {n:int} or more", {"power": {"ge": "$n"}}, variant="of_power")
    g.rule("postmod", "of power {n:int} or less", {"power": {"le": "$n"}}, variant="of_power")
    g.rule("postmod", "opponent controls", {"controller": "opponent"})
    g.rule("postmod", "your opponent controls", {"controller": "opponent"}, variant="your_opponent_controls")
    g.rule("postmod", "you control", {"controller": "you"})
    g.rule("postmod", "other than ~", {"other": True})
    g.rule("postmod", "other than {n:cardname}", {"not": {"name": "$n"}})
    g.rule("postmod", "other than light or dark", {"not": {"element": ["light", "dark"]}})
    g.rule("postmod", "in your break zone", {"zone": "break", "owner": "you"})
    g.rule("postmod", "from your break zone", {"zone": "break", "owner": "you"}, variant="from_break_zone")
    g.rule("postmod", "of cost x or less", {"cost": {"le": "X"}})
    g.rule("postmod", "in your opponent's break zone", {"zone": "break", "owner": "opponent"})
    g.rule("postmod", "in your hand", {"zone": "hand", "owner": "you"})
    g.rule("postmod", "in your opponent's hand", {"zone": "hand", "owner": "opponent"})
    g.rule("postmod", "of cost {n:int} or higher", {"cost": {"ge": "$n"}}, variant="or_higher")
    g.rule("post", "{p:postmod} {r:post}", {"...": ["p", "r"]})
    g.rule("post", "", {})
    # the noun first: "1 _Job Knight_" renders the Job as the noun, not as "_Job Knight_ card"
    g.rule("core_sg", "{a:adjs} {t:noun_sg}", {"...": ["t", "a"]})
    g.rule("core_pl", "{a:adjs} {t:noun_pl}", {"...": ["t", "a"]})
    g.rule("sel_sg", "{c:core_sg} {p:post}", {"...": ["c", "p"]})
    g.rule("sel_pl", "{c:core_pl} {p:post}", {"...": ["c", "p"]})
    # "1 _Job Prince_ Forward or _Job Knight_ Forward", "the Fire Forwards and Ice Forwards you control"
    g.rule("sel_sg", "{a:core_sg} or {b:core_sg} {p:post}", {"any_of": ["$a", "$b"], "...": ["p"]})
    g.rule("sel_pl", "{a:core_pl} and {b:core_pl} {p:post}", {"any_of": ["$a", "$b"], "...": ["p"]})
    g.rule("sel_pl", "{a:core_pl} or {b:core_pl} {p:post}", {"any_of": ["$a", "$b"], "...": ["p"]}, variant="or_pl")
    # a counted selector: what `choose`, `select` and `search` take
    g.rule("counted", "{n:one} {s:sel_sg}", {"n": "$n", "sel": "$s"})
    g.rule("counted", "{n:many} {s:sel_pl}", {"n": "$n", "sel": "$s"})
    g.rule("counted", "{n:one} {a:cardname} or 1 {b:cardname}",
           {"n": "$n", "sel": {"any_of": [{"name": "$a"}, {"name": "$b"}]}}, variant="or_1")
    g.rule("counted", "up to {n:one} {s:sel_sg}", {"n": "$n", "up_to": True, "sel": "$s"})
    g.rule("counted", "up to {n:many} {s:sel_pl}", {"n": "$n", "up_to": True, "sel": "$s"})
    g.rule("a_sel", "{n:cardname} {p:post}", {"name": "$n", "...": ["p"]})
    g.rule("a_sel", "{a:cardname} or {b:cardname} {p:post}", {"any_of": [{"name": "$a"}, {"name": "$b"}], "...": ["p"]})
    g.rule("a_sel", "{a:cardname} or {b:cardname} or {c:cardname} {p:post}",
           {"any_of": [{"name": "$a"}, {"name": "$b"}, {"name": "$c"}], "...": ["p"]})
    g.rule("a_sel", "a {s:sel_sg}", "$s")
    g.rule("a_sel", "a {n:cardname} {p:post}", {"name": "$n", "...": ["p"]}, variant="a_name")
    g.rule("a_sel", "an {s:sel_sg}", "$s", variant="an")


def _references(g: Grammar) -> None:
    g.rule("all", "all the {s:sel_pl}", "$s")
    g.rule("all", "all {s:sel_pl}", "$s", variant="all_bare")
    g.rule("obj", "it", "@it")
    g.rule("obj", "them", "@them")
    g.rule("obj", "{s:self}", "$s")
    g.rule("obj", "{s:all}", "$s")
    g.rule("ref", "it", "@it")
    g.rule("ref", "them", "@them")
    g.rule("ref", "{s:self}", "$s")
    g.rule("subj_sg", "it", "@it")
    g.rule("subj_sg", "{s:self}", "$s")
    g.rule("subj_sg", "it", "self", variant="it_self")    # in a field ability: the card itself
    g.rule("subj_sg", "the {n:cardname} {p:post}", {"name": "$n", "...": ["p"]})
    g.rule("subj_pl", "they", "@them")
    g.rule("subj_pl", "{s:all}", "$s")
    g.rule("subj_pl", "the {s:sel_pl}", "$s", variant="the_pl")
    g.rule("fsubj_pl", "the {s:sel_pl}", "$s")
    g.rule("fsubj_pl", "{s:all}", "$s", variant="all_field")
    g.rule("fsubj_pl", "{s:sel_pl}", "$s", variant="bare_pl")
    g.rule("dur", "until the end of the turn", "turn")
    g.rule("dur", "this turn", "turn", variant="this_turn")
    g.rule("dur", "during this turn", "turn", variant="during_this_turn")
    g.rule("kw", "{k:keyword}", "$k")
    for words, kw in (("brave", "brave"), ("haste", "haste"), ("first strike", "first_strike"), ("back attack", "back_attack")):
        g.rule("kw", words, kw, variant="plain_keyword")    # printed without markup in later sets
    g.rule("kws", "{a:kw}", ["$a"])
    g.rule("kws", "{a:kw} and {b:kw}", ["$a", "$b"])
    g.rule("kws", "{a:kw} , {b:kw} and {c:kw}", ["$a", "$b", "$c"])
    g.rule("kws", "{a:kw} , {b:kw} , and {c:kw}", ["$a", "$b", "$c"], variant="oxford")
    g.rule("kws", "{a:kw} , {b:kw} , or {c:kw}", ["$a", "$b", "$c"])
    g.rule("kws", "{a:kw} , and {b:kw}", ["$a", "$b"], variant="oxford")
    g.rule("kws1", "{a:kw}", ["$a"])
    g.rule("kwsm", "{a:kw} and {b:kw}", ["$a", "$b"])
    g.rule("kwsm", "{a:kw} , and {b:kw}", ["$a", "$b"], variant="oxford")
    g.rule("kwsm", "{a:kw} , {b:kw} and {c:kw}", ["$a", "$b", "$c"])


def _verbs(g: Grammar) -> None:
    """Verb phrases: each parses into a list of effects."""
    g.rule("vp", "deal {t:ref} {n:int} damage", [{"do": "damage", "to": "$t", "n": "$n"}])
    g.rule("vp", "deal {n:int} damage to {t:all}", [{"do": "damage", "to": "$t", "n": "$n"}])
    g.rule("vp", "deal {n:int} damage to {t:ref}", [{"do": "damage", "to": "$t", "n": "$n"}], variant="deal_to")
    g.rule("vp", "deal {t:ref} and {u:self} {n:int} damage",
           [{"do": "damage", "to": "$t", "n": "$n"}, {"do": "damage", "to": "$u", "n": "$n"}])
    g.rule("vp", "deal {t:all} {n:int} damage", [{"do": "damage", "to": "$t", "n": "$n"}], variant="deal_all_n")
    g.rule("vp", "deal {n:int} damage to {t:all} and {m:int} damage to {u:ref}",
           [{"do": "damage", "to": "$t", "n": "$n"}, {"do": "damage", "to": "$u", "n": "$m"}])
    g.rule("vp", "deal {t:obj} {n:int} damage for each {s:sel_sg}",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", {"count": "$s"}]}}])
    g.rule("vp", "deal {t:ref} {n:int} damage for each point of damage you have received",
           [{"do": "damage", "to": "$t", "n": {"times": ["$n", "damage_received"]}}])
    g.rule("vp", "no {s:sel_sg} can attack {d:dur}", [{"do": "grant", "to": "$s", "what": ["cannot_attack"], "duration": "$d"}])
    g.rule("vp", "no {s:sel_sg} can block {d:dur}", [{"do": "grant", "to": "$s", "what": ["cannot_block"], "duration": "$d"}])
    g.rule("vp", "deal {t:obj} damage equal to {s:self} 's power",
           [{"do": "damage", "to": "$t", "n": {"of": "$s", "char": "power"}}])
    for verb in ("break", "dull", "activate", "freeze"):
        g.rule("vp", f"{verb} {{t:obj}}", [{"do": verb, "to": "$t"}])
        g.rule("vp", f"{verb} {{t:obj}} also", [{"do": verb, "to": "$t"}], variant="also")
    g.rule("vp", "return {t:obj} to <its|their> <owner's|owners'> <hand|hands>",
           [{"do": "return_to_hand", "to": "$t"}])
    g.rule("vp", "remove {t:obj} from the game", [{"do": "move", "to": "$t", "zone": "removed"}])
    g.rule("vp", "add {t:obj} to your hand", [{"do": "move", "to": "$t", "zone": "hand"}])
    g.rule("vp", "play {t:obj} onto the field", [{"do": "move", "to": "$t", "zone": "field"}])
    g.rule("vp", "play {t:obj} onto the field dull", [{"do": "move", "to": "$t", "zone": "field", "dull": True}])
    g.rule("vp", "cancel its effect", [{"do": "cancel", "to": "@it"}])
    g.rule("vp", "draw {n:one} card", [{"do": "draw", "n": "$n", "who": "you"}])
    g.rule("vp", "you draw {n:one} card", [{"do": "draw", "n": "$n", "who": "you"}], variant="you_draw")
    g.rule("vp", "discard {n:one} card from your hand", [{"do": "discard", "n": "$n", "who": "you"}])
    g.rule("vp", "discard {n:one} card", [{"do": "discard", "n": "$n", "who": "you"}], variant="discard_bare")
    g.rule("vp", "discard {n:many} cards", [{"do": "discard", "n": "$n", "who": "you"}], variant="discard_bare")
    g.rule("vp", "your opponent discards {n:one} card", [{"do": "discard", "n": "$n", "who": "opponent"}],
           variant="discard_bare")
    g.rule("vp", "your opponent discards {n:many} cards", [{"do": "discard", "n": "$n", "who": "opponent"}],
           variant="discard_bare")
    g.rule("vp", "receive {n:one} point of damage", [{"do": "damage_player", "who": "you", "n": "$n"}],
           variant="receive_bare")
    g.rule("vp", "your opponent gains control of {t:obj}", [{"do": "gain_control", "to": "$t", "who": "opponent"}])
    g.rule("vp", "you gain control of {t:obj}", [{"do": "gain_control", "to": "$t", "who": "you"}])
    g.rule("vp", "you gain control of {t:obj} {d:dur}", [{"do": "gain_control", "to": "$t", "who": "you", "duration": "$d"}])
    g.rule("vp", "gain control of {t:obj} {d:dur}", [{"do": "gain_control", "to": "$t", "who": "you", "duration": "$d"}],
           variant="gain_control_bare")
    g.rule("vp", "your opponent selects {n:one} {s:sel_sg} <he/she|they> <controls|control>",
           [{"do": "select", "who": "opponent", "n": "$n", "sel": {"controller": "opponent", "...": ["s"]}}])
    g.rule("vp", "put {t:obj} into the break zone", [{"do": "move", "to": "$t", "zone": "break"}])
    g.rule("vp", "discard {n:one} {s:sel_sg} from your hand", [{"do": "discard", "n": "$n", "who": "you", "sel": "$s"}])
    for become in ("until the end of the turn , ~ also becomes a forward with {n:int} power",
                   "~ also becomes a forward with {n:int} power until the end of the turn"):
        g.rule("vp", become, [{"do": "become_forward", "n": "$n"}], variant="" if become[0] == "u" else "become_after")
        g.rule("vp", become.replace("power", "power and {k:kws1}", 1),
               [{"do": "become_forward", "n": "$n"}, {"do": "grant", "to": "self", "what": "$k", "duration": "turn"}],
               variant="" if become[0] == "u" else "become_after")
    g.rule("vp", "your opponent draws {n:one} card", [{"do": "draw", "n": "$n", "who": "opponent"}])
    g.rule("vp", "your opponent draws {n:many} cards", [{"do": "draw", "n": "$n", "who": "opponent"}])
    g.rule("vp", "~ deals you {n:one} point of damage", [{"do": "damage_player", "who": "you", "n": "$n"}],
           variant="deals_you")
    g.rule("vp", "~ deals your opponent {n:one} point of damage",
           [{"do": "damage_player", "who": "opponent", "n": "$n"}], variant="deals_you")
    g.rule("vp", "put {t:obj} on top of your deck", [{"do": "move", "to": "$t", "zone": "deck"}])
    g.rule("vp", "put {t:obj} at the bottom of your deck", [{"do": "move", "to": "$t", "zone": "deck", "bottom": True}])
    g.rule("vp", "put {t:obj} on top of its owner's deck", [{"do": "move", "to": "$t", "zone": "deck"}],
           variant="owners_deck")
    g.rule("vp", "put {t:obj} at the bottom of its owner's deck",
           [{"do": "move", "to": "$t", "zone": "deck", "bottom": True}], variant="owners_deck")
    g.rule("vp", "place {n:one} card from your hand at the bottom of your deck",
           [{"do": "select", "n": "$n", "sel": {"zone": "hand", "owner": "you"}},
            {"do": "move", "to": "@it", "zone": "deck", "bottom": True}])
    g.rule("vp", "deal {t:ref} {n:int} damage and {m:int} more damage for each {s:sel_sg}",
           [{"do": "damage", "to": "$t", "n": {"sum": ["$n", {"times": ["$m", {"count": "$s"}]}]}}])
    g.rule("vp", "if possible , {t:subj_sg} must block {d:dur}",
           [{"do": "grant", "to": "$t", "what": ["must_block"], "duration": "$d"}])
    g.rule("vp", "{t:subj_sg} does not activate during your next active phase", [{"do": "freeze", "to": "$t"}],
           variant="does_not_activate")
    g.rule("vp", "{t:subj_sg} will not activate during your next active phase", [{"do": "freeze", "to": "$t"}],
           variant="will_not_activate")
    for words in ("until the end of the turn , its power becomes {n:int}", "its power becomes {n:int} until the end of the turn"):
        g.rule("vp", words, [{"do": "set_power", "to": "@it", "n": "$n"}], variant="dur_first" if words[0] == "u" else "")
    g.rule("vp", "double the power of {t:obj} {d:dur}",
           [{"do": "power", "to": "$t", "n": {"of": "$t", "char": "power"}, "duration": "$d"}])
    g.rule("vp", "draw {n:many} cards", [{"do": "draw", "n": "$n", "who": "you"}])
    for who, subj in (("opponent", "your opponent"), ("you", "you")):
        verb = "discards" if who == "opponent" else "discard"
        g.rule("vp", f"{subj} {verb} {{n:one}} card from <his/her|their|your> hand",
               [{"do": "discard", "n": "$n", "who": who}])
        g.rule("vp", f"{subj} {verb} {{n:many}} cards from <his/her|their|your> hand",
               [{"do": "discard", "n": "$n", "who": who}])
    g.rule("vp", "each player discards {n:one} card from <his/her|their> hand",
           [{"do": "each_player", "order": "turn", "effects": [{"do": "discard", "n": "$n", "who": "each"}]}])
    g.rule("vp", "each player discards {n:many} cards from <his/her|their> hand",
           [{"do": "each_player", "order": "turn", "effects": [{"do": "discard", "n": "$n", "who": "each"}]}])
    g.rule("vp", "your opponent puts the top card of <his/her|their> deck into the break zone",
           [{"do": "mill", "n": 1, "who": "opponent"}])
    g.rule("vp", "your opponent puts {n:one} card from the top of <his/her|their> deck into the break zone",
           [{"do": "mill", "n": "$n", "who": "opponent"}], variant="card_from_the_top")
    g.rule("vp", "your opponent puts the top {n:many} cards of <his/her|their> deck into the break zone",
           [{"do": "mill", "n": "$n", "who": "opponent"}])
    g.rule("vp", "search for {c:counted} and add it to your hand", [{"do": "search", "...": ["c"]}])
    g.rule("vp", "search for {n:cardname} and add it to your hand", [{"do": "search", "n": 1, "sel": {"name": "$n"}}],
           variant="search_name")
    # searched and played at once, never through the hand: select in the deck, move, shuffle
    g.rule("vp", "search for {n:one} {s:sel_sg} and play it onto the field",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "field"}, {"do": "shuffle"}])
    g.rule("vp", "search for {n:one} {s:sel_sg} and play it onto the field dull",
           [{"do": "select", "n": "$n", "sel": {"zone": "deck", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "field", "dull": True}, {"do": "shuffle"}])
    g.rule("vp", "play 1 {s:sel_sg} from your hand onto the field", [{"do": "play_from_hand", "sel": "$s", "optional": False}])
    g.rule("vp", "play 1 {s:sel_sg} from your hand onto the field dull",
           [{"do": "play_from_hand", "sel": "$s", "dull": True, "optional": False}])
    g.rule("vp", "you may play 1 {s:sel_sg} from your hand onto the field", [{"do": "play_from_hand", "sel": "$s"}])
    g.rule("vp", "you may play 1 {s:sel_sg} from your hand onto the field dull",
           [{"do": "play_from_hand", "sel": "$s", "dull": True}])
    g.rule("vp", "your opponent receives {n:one} point of damage", [{"do": "damage_player", "who": "opponent", "n": "$n"}])
    g.rule("vp", "your opponent receives {n:many} points of damage", [{"do": "damage_player", "who": "opponent", "n": "$n"}])
    g.rule("vp", "you receive {n:one} point of damage", [{"do": "damage_player", "who": "you", "n": "$n"}])
    # power and keywords: "It gains +2000 power until the end of the turn."
    for subj, gains, loses in (("subj_sg", "gains", "loses"), ("subj_pl", "gain", "lose")):
        g.rule("vp", f"{{t:{subj}}} {gains} {{p:plus}} power {{d:dur}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}])
        g.rule("vp", f"{{t:{subj}}} {loses} {{p:minus}} power {{d:dur}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}])
        g.rule("vp", f"{{t:{subj}}} {gains} {{k:kws}} {{d:dur}}",
               [{"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}])
        g.rule("vp", f"{{t:{subj}}} {gains} {{p:plus}} power and {{k:kws1}} {{d:dur}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
                {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}])
        g.rule("vp", f"{{t:{subj}}} {gains} {{p:plus}} power , {{k:kwsm}} {{d:dur}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
                {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}])
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {gains} {{p:plus}} power , {{k:kwsm}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
                {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}], variant="dur_first")
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {gains} {{k:kws}}",
               [{"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}], variant="dur_first")
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {gains} {{p:plus}} power",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}], variant="dur_first")
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {loses} {{p:minus}} power",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"}], variant="dur_first")
        g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {gains} {{p:plus}} power and {{k:kws1}}",
               [{"do": "power", "to": "$t", "n": "$p", "duration": "$d"},
                {"do": "grant", "to": "$t", "what": "$k", "duration": "$d"}], variant="dur_first")
        for_each = {"times": ["$p", {"count": "$s"}]}
        for verb, amount in ((gains, "plus"), (loses, "minus")):
            g.rule("vp", f"{{d:dur}} , {{t:{subj}}} {verb} {{p:{amount}}} power for each {{s:sel_sg}}",
                   [{"do": "power", "to": "$t", "n": for_each, "duration": "$d"}], variant="dur_first")
            g.rule("vp", f"{{t:{subj}}} {verb} {{p:{amount}}} power for each {{s:sel_sg}} {{d:dur}}",
                   [{"do": "power", "to": "$t", "n": for_each, "duration": "$d"}])
            g.rule("vp", f"for each {{s:sel_sg}} , {{t:{subj}}} {verb} {{p:{amount}}} power {{d:dur}}",
                   [{"do": "power", "to": "$t", "n": for_each, "duration": "$d"}], variant="for_each_first")
        g.rule("vp", f"{{t:{subj}}} {loses} {{k:kws}} {{d:dur}}",
               [{"do": "forbid", "what": "$k", "to": "$t", "duration": "$d"}])
        for what, words in CANNOT:
            g.rule("vp", f"{{t:{subj}}} cannot {words} {{d:dur}}",
                   [{"do": "grant", "to": "$t", "what": what, "duration": "$d"}])
    g.rule("vps", "{a:vp}", "$a")
    g.rule("vps", "{a:vp} and {b:vp}", ["*a", "*b"], variant="and")
    g.rule("vps", "{a:vp} , {b:vp} and {c:vp}", ["*a", "*b", "*c"], variant="and3")
    g.rule("vps", "{a:vp} , then {b:vp}", ["*a", "*b"], variant="then")
    g.rule("vps", "{a:vp} , and {b:vp}", ["*a", "*b"], variant="comma_and")
    g.rule("vps", "{a:vp} then {b:vp}", ["*a", "*b"], variant="then")
    g.rule("vps", "you may {a:vp}", [{"do": "may", "effects": "$a"}])
    g.rule("vps", "you may {a:vp} and {b:vp}", [{"do": "may", "effects": ["*a", "*b"]}])


def _reveals(g: Grammar) -> None:
    """"Reveal the top 5 cards of your deck. Add 1 X among them to your hand and return the other
    cards to the bottom of your deck in any order.": `reveal` binds the cards; `among` selects
    from a binding (what is still where it was)."""
    for verb in ("reveal", "look"):
        at = "look at" if verb == "look" else verb
        g.rule("sentence", f"{at} the top {{n:many}} cards of your deck .", [{"do": verb, "n": "$n", "who": "you"}])
    rest = {"do": "move", "to": {"among": "@them"}, "zone": "deck", "bottom": True}
    for verb in ("reveal", "look"):
        at = "look at" if verb == "look" else verb
        g.rule("sentence", f"{at} the top card of your deck .", [{"do": verb, "n": 1, "who": "you"}])
    g.rule("vp", "place the card at the bottom of your deck", [{"do": "move", "to": "@it", "zone": "deck", "bottom": True}],
           variant="place_the_card")
    for n, noun, pron in (("one", "sel_sg", "@it"), ("many", "sel_pl", "@them")):
        take = [{"do": "select", "n": "$n", "sel": {"among": "@them", "...": ["s"]}},
                {"do": "move", "to": pron, "zone": "hand"}]
        g.rule("sentence", f"add {{n:{n}}} {{s:{noun}}} among them to your hand and return the other cards to the "
               "bottom of your deck in any order .", [*take, rest])
        g.rule("sentence", f"add {{n:{n}}} {{s:{noun}}} among them to your hand and put the rest of the cards into "
               "the break zone .", [*take, {"do": "move", "to": {"among": "@them"}, "zone": "break"}])


def _sentences(g: Grammar) -> None:
    g.rule("sentence", "{v:vps} .", "$v")
    g.rule("sentence", "{m:modesmark}", ["$m"])
    g.rule("sentence", "choose {c:counted} .", [{"do": "choose", "...": ["c"]}])
    g.rule("sentence", "select {c:counted} .", [{"do": "select", "...": ["c"]}])
    g.rule("sentence", "when {t:obj} is put from the field into the break zone this turn , {v:vps} .",
           [{"do": "delayed", "trigger": {"event": "put_into_break", "card": "$t"}, "duration": "turn", "effects": "$v"}])
    g.rule("sentence", "at the end of the turn , {v:vps} .",
           [{"do": "delayed", "trigger": {"event": "phase_begins", "phase": "end"}, "effects": "$v"}])
    g.rule("sentence", "if not , {v:vps} .", [{"otherwise": "$v"}])
    g.rule("sentence", "when you do so , {v:vps} .", [{"do": "if", "cond": {"did": "@prev"}, "then": "$v"}],
           variant="when_you_do")
    g.rule("sentence", "then , {v:vps} .", "$v", variant="then_sentence")
    g.rule("sentence", "if you do so , {v:vps} .", [{"do": "if", "cond": {"did": "@prev"}, "then": "$v"}])
    g.rule("sentence", "if {c:cond} , {v:vps} .", [{"do": "if", "cond": "$c", "then": "$v"}])
    g.rule("body", "{s:sentence}", "$s")
    g.rule("body", "{s:sentence} {r:body}", ["*s", "*r"])
    # "X. If C, Y instead.": Y replaces the whole sentence before it
    instead = {"do": "if", "cond": "$c", "then": "$v", "else": "$a"}
    g.rule("body", "{a:sentence} if {c:cond} , {v:vps} instead .", [instead])
    g.rule("body", "{a:sentence} if {c:cond} , {v:vps} instead . {r:body}", [instead, "*r"])
    twice = {"do": "if", "cond": "$d", "then": "$w", "else": [instead]}    # "... instead. If D, W instead."
    g.rule("body", "{a:sentence} if {c:cond} , {v:vps} instead . if {d:cond} , {w:vps} instead .", [twice])
    g.rule("body", "{a:sentence} if {c:cond} , {v:vps} instead . if {d:cond} , {w:vps} instead . {r:body}",
           [twice, "*r"])
    # "When you do so, ...": the rest of the ability happens only if the effect before it did
    g.rule("body", "when you do so , {b:body}", [{"do": "if", "cond": {"did": "@prev"}, "then": "$b"}])
    g.rule("restrict", "you can only use this ability during your turn .", {"timing": "your_turn"})
    g.rule("restrict", "you can only use this ability once per turn .", {"once_per_turn": True})
    g.rule("restrict", "this effect will trigger only once per turn .", {"once_per_turn": True}, variant="trigger_once")
    g.rule("restrict", "you can only use this ability during your turn and only once per turn .",
           {"timing": "your_turn", "once_per_turn": True})
    g.rule("restrict", "you can only use this ability during your turn and if ~ is in the break zone .",
           {"timing": "your_turn", "condition": {"in_zone": "self", "zone": "break"}})
    g.rule("restrict", "this effect will trigger only if ~ is in the break zone .",
           {"condition": {"in_zone": "self", "zone": "break"}})
    g.rule("restrict", "you can only use this ability if ~ is in your hand .",
           {"condition": {"in_zone": "self", "zone": "hand"}})
    g.rule("restrict", "you can only use this ability during your main phase .", {"timing": "your_main_phase"})
    g.rule("restrict", "you can only use this ability during your main phase and if ~ is in the break zone .",
           {"timing": "your_main_phase", "condition": {"in_zone": "self", "zone": "break"}})
    g.rule("restrict", "you can only use this ability during your main phase , and only once per turn .",
           {"timing": "your_main_phase", "once_per_turn": True})
    g.rule("restrict", "you can only use this ability if {c:cond} .", {"condition": "$c"})
    g.rule("restrict", "", {})
    g.rule("effects", "{b:body} {r:restrict}", {"effects": "$b", "...": ["r"]})


def _triggers(g: Grammar) -> None:
    g.rule("subject", "{s:self}", "$s")
    g.rule("subject", "{s:a_sel}", "$s")
    for words, event in (("enters the field", "enters"), ("attacks", "attacks"), ("blocks", "blocks"),
                         ("is blocked", "is_blocked"), ("leaves the field", "leaves"),
                         ("is put from the field into the break zone", "put_into_break")):
        g.rule("trigger", f"when {{c:subject}} {words}", {"event": event, "card": "$c"})
        g.rule("trigger", f"each time {{c:subject}} {words}", {"event": event, "card": "$c"}, variant="each_time")
    g.rule("trigger", "when {c:subject} blocks or is blocked", {"event": ["blocks", "is_blocked"], "card": "$c"})
    g.rule("trigger", "when {c:subject} deals damage to your opponent",
           {"event": "damage", "card": "$c", "player": "opponent"})
    g.rule("trigger", "when your opponent casts a summon", {"event": "cast", "player": "opponent"})
    g.rule("trigger", "when you cast a summon", {"event": "cast", "player": "you"})
    g.rule("trigger", "when you cast {s:a_sel}", {"event": "cast", "player": "you", "card": "$s"}, variant="cast_sel")
    g.rule("trigger", "at the end of the turn", {"event": "phase_begins", "phase": "end"})
    g.rule("trigger", "when {c:subject} enters the field or attacks", {"event": ["enters", "attacks"], "card": "$c"})
    g.rule("trigger", "when you receive damage", {"event": "damage", "player": "you"})
    g.rule("trigger", "when your opponent is dealt damage", {"event": "damage", "player": "opponent"})
    g.rule("trigger", "when your opponent receives damage", {"event": "damage", "player": "opponent"}, variant="receives")
    g.rule("trigger", "when {c:a_sel} enters your field", {"event": "enters", "card": {"controller": "you", "...": ["c"]}},
           variant="your_field")
    for words, phase in (("at the beginning of your main phase 1", "main1"), ("at the end of each of your turns", "end"),
                         ("at the beginning of the attack phase during each of your turns", "attack")):
        g.rule("trigger", words, {"event": "phase_begins", "phase": phase, "whose": "you"})


def _conditions(g: Grammar) -> None:
    g.rule("cond", "you control {s:a_sel}", {"count": {"controller": "you", "...": ["s"]}, "ge": 1})
    g.rule("cond", "you control {n:many} {s:sel_pl} or more", {"count": {"controller": "you", "...": ["s"]}, "ge": "$n"},
           variant="n_x_or_more")
    g.rule("cond", "you control {n:many} or more {s:sel_pl}", {"count": {"controller": "you", "...": ["s"]}, "ge": "$n"})
    g.rule("cond", "you have received {n:int} points of damage or more", {"damage_received": {"ge": "$n"}})
    # "If it is a Backup": the card "it" names (still where it was) matches
    g.rule("cond", "it is a {s:sel_sg}", {"count": {"among": "@it", "...": ["s"]}, "ge": 1})
    g.rule("cond", "it is an {s:sel_sg}", {"count": {"among": "@it", "...": ["s"]}, "ge": 1}, variant="an")
    g.rule("cond", "it is not a {s:sel_sg}", {"count": {"among": "@it", "...": ["s"]}, "eq": 0})
    g.rule("cond", "the power of {s:self} is {n:int} or more", {"compare": [{"of": "$s", "char": "power"}, "ge", "$n"]})
    g.rule("cond", "{s:self} has {n:int} power or more", {"compare": [{"of": "$s", "char": "power"}, "ge", "$n"]},
           variant="has_power")
    g.rule("cond", "you don't control {s:a_sel}", {"count": {"controller": "you", "...": ["s"]}, "eq": 0})
    g.rule("cond", "your opponent controls {s:a_sel}", {"count": {"controller": "opponent", "...": ["s"]}, "ge": 1})
    g.rule("cond", "your opponent controls any {s:sel_sg}", {"count": {"controller": "opponent", "...": ["s"]}, "ge": 1},
           variant="any")
    g.rule("cond", "your opponent controls {n:many} or more {s:sel_pl}",
           {"count": {"controller": "opponent", "...": ["s"]}, "ge": "$n"})
    for who, words in (("you", "you have"), ("opponent", "your opponent has")):
        pron = "your" if who == "you" else "<his/her|their>"
        g.rule("cond", f"{words} {{n:many}} or more cards in {pron} hand", {"count": {"zone": "hand", "owner": who}, "ge": "$n"})
        g.rule("cond", f"{words} {{n:int}} cards or less in {pron} hand", {"count": {"zone": "hand", "owner": who}, "le": "$n"})
    g.rule("cond", "you have {n:many} or more {s:sel_pl} in your break zone",
           {"count": {"zone": "break", "owner": "you", "...": ["s"]}, "ge": "$n"})
    g.rule("cond", "your opponent has no cards in <his/her|their> hand",
           {"count": {"zone": "hand", "owner": "opponent"}, "eq": 0})


def _fields(g: Grammar) -> None:
    """Field abilities (11.9): what holds while the card is on the field."""
    for subj, gains in (("subj_sg", "gains"), ("fsubj_pl", "gain")):
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{p:plus}} power", [{"do": "power", "to": "$t", "n": "$p"}])
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{k:kws}}", [{"do": "grant", "to": "$t", "what": "$k"}])
        g.rule("fstmt", f"{{t:{subj}}} {gains} {{p:plus}} power and {{k:kws1}}",
               [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": "$k"}])
    for what, words in CANNOT:
        g.rule("fstmt", f"{{t:subj_sg}} cannot {words}", [{"do": "grant", "to": "$t", "what": what}])
        g.rule("fstmt", f"{{t:fsubj_pl}} cannot {words}", [{"do": "grant", "to": "$t", "what": what}])
    g.rule("fstmt", "{t:fsubj_pl} lose {k:kws}", [{"do": "forbid", "what": "$k", "to": "$t"}])
    g.rule("fstmts", "{a:fstmt}", "$a")
    g.rule("fstmts", "{a:fstmt} and {b:fstmt}", ["*a", "*b"], variant="and")
    _cost_reductions(g)
    g.rule("fstmt", "{t:subj_sg} gains {p:plus} power , {k:kwsm}",
           [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": "$k"}])
    # "X cannot be blocked by a Forward of cost 4 or more": the blockers it names may not block it
    g.rule("fstmt", "{t:subj_sg} cannot be blocked by {s:a_sel}", [{"do": "forbid", "what": "block", "to": "$s", "of": "$t"}])
    g.rule("fstmt", "{t:fsubj_pl} cannot be blocked by {s:a_sel}", [{"do": "forbid", "what": "block", "to": "$s", "of": "$t"}])
    g.rule("fstmt", "{t:subj_sg} must attack once per turn if possible", [{"do": "grant", "to": "$t", "what": ["must_attack"]}],
           variant="must_attack_once")
    g.rule("fstmt", "{t:subj_sg} must attack at least once per turn if possible", [{"do": "grant", "to": "$t", "what": ["must_attack"]}])
    g.rule("fstmt", "if possible , {t:subj_sg} must block", [{"do": "grant", "to": "$t", "what": ["must_block"]}])
    g.rule("fstmt", "{t:subj_sg} must block if possible", [{"do": "grant", "to": "$t", "what": ["must_block"]}],
           variant="must_block_after")
    g.rule("fstmt", "for each {s:sel_sg} , {t:subj_sg} gains {p:plus} power",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", {"count": "$s"}]}}])
    g.rule("fstmt", "for each {s:sel_pl} , {t:subj_sg} gains {p:plus} power",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", {"count": "$s"}]}}], variant="for_each_pl")
    g.rule("fstmt", "for each point of damage you have received , {t:subj_sg} gains {p:plus} power",
           [{"do": "power", "to": "$t", "n": {"times": ["$p", "damage_received"]}}])
    g.rule("field", "{e:fstmts} .", {"effects": "$e"})
    g.rule("field", "if {c:cond} , {e:fstmts} .", {"condition": "$c", "effects": "$e"})
    g.rule("field", "when {c:cond} , {e:fstmts} .", {"condition": "$c", "effects": "$e"}, variant="when_cond")
    g.rule("field", "during your turn , {e:fstmts} .", {"condition": {"turn": "yours"}, "effects": "$e"})
    g.rule("field", "{e:fstmts} during your turn .", {"condition": {"turn": "yours"}, "effects": "$e"},
           variant="during_your_turn_after")
    g.rule("fstmt", "~ also becomes a forward with {n:int} power", [{"do": "become_forward", "n": "$n"}])
    g.rule("fstmt", "reduce the damage dealt to the {t:sel_sg} by {n:int}",
           [{"do": "damage_taken", "to": "$t", "how": "reduce", "n": "$n"}])


def _cost_reductions(g: Grammar) -> None:
    """"The cost required to play X onto the field is reduced by 1 for each Y (it cannot become 0)."""
    g.rule("costof", "the cost required to play {t:self} onto the field", {"to": "$t"})
    g.rule("costof", "the cost for playing {t:self} onto the field", {"to": "$t"}, variant="cost_for")
    g.rule("costof", "the cost to play {t:self} onto the field", {"to": "$t"}, variant="cost_to")
    g.rule("costof", "the cost required to cast {t:self}", {"to": "$t"}, variant="cast")
    g.rule("costof", "the cost to cast {t:self}", {"to": "$t"}, variant="cost_to_cast")
    g.rule("costof", "the cost required to play your {t:sel_pl} onto the field", {"to": {"controller": "you", "...": ["t"]}})
    g.rule("costof", "the cost required to play {t:a_sel} onto the field", {"to": "$t"})
    g.rule("costof", "the cost required to cast your {t:sel_pl}", {"to": {"controller": "you", "...": ["t"]}},
           variant="cast")
    g.rule("costof", "the cost required to cast {t:a_sel}", {"to": "$t"}, variant="cast")
    g.rule("reduction", "{n:int}", {"n": "$n"})
    g.rule("reduction", "{n:int} for each {s:sel_sg}", {"n": {"times": ["$n", {"count": "$s"}]}})
    g.rule("reduction", "{n:int} for each point of damage you have received", {"n": {"times": ["$n", "damage_received"]}})
    g.rule("floor", "", {})
    g.rule("floor", "( it cannot become 0 )", {"min": 1})
    g.rule("fstmt", "{c:costof} is reduced by {q:reduction} {f:floor}", [{"do": "reduce_cost", "...": ["c", "q", "f"]}])


def _abilities(g: Grammar) -> None:
    g.rule("extra", "put {s:self} into the break zone", [{"do": "move", "to": "$s", "zone": "break"}])
    g.rule("extra", "put {n:one} {s:sel_sg} into the break zone",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}])
    g.rule("extra", "put {n:many} {s:sel_pl} into the break zone",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@them", "zone": "break"}])
    g.rule("extra", "put ~ and {n:one} {s:sel_sg} into the break zone",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "self", "zone": "break"}, {"do": "move", "to": "@it", "zone": "break"}])
    g.rule("extra", "dull {n:one} active {s:sel_sg}",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "status": "active", "...": ["s"]}},
            {"do": "dull", "to": "@it"}])
    g.rule("extra", "dull a total of {n:many} active {s:sel_pl}",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "status": "active", "...": ["s"]}},
            {"do": "dull", "to": "@them"}], variant="total")
    g.rule("extra", "dull {n:many} active {s:sel_pl}",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "status": "active", "...": ["s"]}},
            {"do": "dull", "to": "@them"}])
    g.rule("extra", "discard {n:one} {s:sel_sg}", [{"do": "discard", "n": "$n", "who": "you", "sel": "$s"}])
    g.rule("extra", "discard {n:one} card from your hand", [{"do": "discard", "n": "$n", "who": "you"}])
    g.rule("extra", "remove {s:self} from the game", [{"do": "move", "to": "$s", "zone": "removed"}])
    # 11.8.13: "(trigger), if (condition), (effect)" is a conditional auto ability: it triggers only
    # if the condition holds, and is checked again on resolution (11.11.3); listed first, so this
    # reading wins over the effect "if C, E" of the plain trigger below.
    g.rule("ability", "{t:trigger} , if {c:cond} , {b:effects}",
           {"kind": "auto", "trigger": "$t", "condition": "$c", "...": ["b"]})
    g.rule("ability", "{t:trigger} , {b:effects}", {"kind": "auto", "trigger": "$t", "...": ["b"]})
    g.rule("ability", "{c:cost} : {b:effects}", {"kind": "action", "cost": "$c", "...": ["b"]})
    g.rule("ability", "{c:cost} , {x:extra} : {b:effects}",
           {"kind": "action", "cost": "$c", "extra_cost": "$x", "...": ["b"]})
    g.rule("ability", "{x:extra} : {b:effects}", {"kind": "action", "cost": "", "extra_cost": "$x", "...": ["b"]})
    g.rule("ability", "{n:abilityname} {c:cost} , {x:extra} : {b:effects}",
           {"kind": "special", "name": "$n", "cost": "$c", "extra_cost": "$x", "...": ["b"]})
    g.rule("ability", "{n:abilityname} {c:cost} : {b:effects}", {"kind": "special", "name": "$n", "cost": "$c", "...": ["b"]})
    g.rule("ability", "{f:field}", {"kind": "field", "...": ["f"]})
    g.rule("paragraph", "{a:ability}", "$a")
    g.rule("paragraph", "{EX} {a:ability}", {"ex": True, "...": ["a"]})
    g.rule("paragraph", "{EX} : {a:ability}", {"ex": True, "...": ["a"]}, variant="ex_colon")   # the data's "{EX}:"
    # "_Damage 3_ -- ...": the ability works while you have received 3 points of damage or more
    g.rule("paragraph", "{n:damagelabel} - - {a:ability}", {"condition": {"damage_received": {"ge": "$n"}}, "...": ["a"]},
           variant="damage_label")
    g.rule("paragraph", "{n:damagelabel} - {a:ability}", {"condition": {"damage_received": {"ge": "$n"}}, "...": ["a"]},
           variant="one_dash")
    g.rule("summon", "{b:effects}", {"kind": "summon", "...": ["b"]})
    g.rule("summon", "{f:field}", {"kind": "field", "...": ["f"]})    # "The cost required to cast X is reduced..."
    g.rule("summon", "{EX} {b:effects}", {"kind": "summon", "ex": True, "...": ["b"]})
    g.rule("summon", "{EX} : {b:effects}", {"kind": "summon", "ex": True, "...": ["b"]}, variant="ex_colon")
    g.rule("keywords", "{k:kw}", ["$k"])
    g.rule("keywords", "{k:kw} {r:keywords}", ["$k", "*r"])
