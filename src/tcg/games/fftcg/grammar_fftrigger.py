"""The grammar of FFTCG triggers and events beyond the plain ones of grammar.py: several events
("enters the field or is put from the field into the Break Zone"), the card itself or another
("When X or a Fire Forward enters your field")."""

from __future__ import annotations

from ...engine.templates import Grammar

# the card itself as a selector: not "other than this card"
SELF_SEL = {"not": {"other": True}}
ZONE_EVENTS = (("enters the field", "enters"), ("is put from the field into the break zone", "put_into_break"),
               ("leaves the field", "leaves"))


def rules(g: Grammar) -> None:
    g.rule("postmod", "of your opponent", {"controller": "opponent"}, variant="of_your_opponent")
    for rel, op in (("less", "le"), ("more", "ge")):
        g.rule("postmod", f"with {{n:int}} power or {rel}", {"power": {op: "$n"}}, variant="n_power")
    g.rule("subject", "~ or {a:a_sel}", {"any_of": [SELF_SEL, "$a"]})
    g.rule("subject", "~ or the {n:cardname} {p:post}", {"any_of": [SELF_SEL, {"name": "$n", "...": ["p"]}]},
           variant="or_the")
    # "you may dull Yuna if it is active. If you do so, ...": a dull Yuna does not become dull again
    g.rule("vp", "dull ~ if it is active", [{"do": "dull", "to": "self"}], variant="if_active")
    # "If it is blocking / active / dull": the card "it" names, still where it was
    g.rule("cond", "it is {a:adj}", {"count": {"among": "@it", "...": ["a"]}, "ge": 1}, variant="adj")
    for verb in ("dull", "freeze"):       # "..., Freeze this forward also."
        g.rule("vp", f"{verb} this forward also", [{"do": verb, "to": "@it"}], variant="this_forward")
    for n, cards in (("one", "card"), ("many", "cards")):     # the turn player first
        g.rule("vp", f"each player draws {{n:{n}}} {cards}",
               [{"do": "each_player", "order": "turn", "effects": [{"do": "draw", "n": "$n", "who": "each"}]}])
    g.rule("trigger", "when ~ or {c:a_sel} enters your field",
           {"event": "enters", "card": {"controller": "you", "any_of": [SELF_SEL, "$c"]}})
    for a_words, a in ZONE_EVENTS:
        for b_words, b in ZONE_EVENTS:
            if a != b:
                g.rule("trigger", f"when {{c:subject}} {a_words} or {b_words}", {"event": [a, b], "card": "$c"})
                g.rule("trigger", f"when ~ {a_words} or when ~ {b_words}", {"event": [a, b], "card": "self"},
                       variant="or_when")
    _chosen(g)
    _party(g)
    _more(g)
    _paid(g)
    _from(g)
    _instead(g)
    g.rule("cond", "~ results from an ex burst", {"ex_burst": True})
    _phases(g)
    g.rule("trigger", "when {c:subject} is dealt damage", {"event": "dealt_damage", "card": "$c"})


# "When X is chosen by ...": who chose it (`player`) and by what (`by`), as printed
CHOSEN_BY = (("your opponent's summons or abilities", {"player": "opponent"}, ""),
             ("a summon or an ability of your opponent", {"player": "opponent"}, "of_your_opponent"),
             ("your opponent's summon or ability", {"player": "opponent"}, "singular"),
             ("summons or abilities", {}, ""),
             ("a summon or an ability", {}, "singular"),
             ("a summon", {"by": "summon"}, ""),
             ("your opponent's summon", {"player": "opponent", "by": "summon"}, ""),
             ("a summon of your opponent", {"player": "opponent", "by": "summon"}, "of_your_opponent"),
             ("your opponent's ability", {"player": "opponent", "by": "ability"}, ""))


def _chosen(g: Grammar) -> None:
    for words, keys, variant in CHOSEN_BY:
        g.rule("trigger", f"when {{c:subject}} is chosen by {words}", {"event": "chosen", "card": "$c", **keys},
               variant=variant)
        g.rule("trigger", f"whenever {{c:subject}} is chosen by {words}", {"event": "chosen", "card": "$c", **keys},
               variant="whenever")


def _party(g: Grammar) -> None:
    """Forming a Party (15.1.1.9): "When X forms a party and attacks", "When a party you control
    attacks", and the Forwards of that Party."""
    g.rule("trigger", "when {c:subject} forms a party and attacks", {"event": "attacks", "card": "$c", "party": True})
    g.rule("trigger", "when a party you control attacks", {"event": "party_attacks", "player": "you"})
    g.rule("subj_pl", "all forwards in that party", {"party": True})
    g.rule("subj_pl", "~ and all the forwards forming a party with it", {"party": True}, variant="with_it")
    # "The Forwards forming a party with X gain First Strike": while X attacks in a Party, its other members
    g.rule("field", "the forwards forming a party with ~ gain {k:kws} .",
           {"condition": {"count": {"not": {"other": True}, "party": True}, "ge": 1},
            "effects": [{"do": "grant", "to": {"type": "forward", "party": True, "other": True}, "what": "$k"}]})


def _more(g: Grammar) -> None:
    # "Whenever one of your Backups enters the field"
    g.rule("trigger", "whenever one of your {s:sel_pl} enters the field",
           {"event": "enters", "card": {"controller": "you", "...": ["s"]}}, variant="one_of_your")
    # "When the Forward _Card Name Yuna_ is put from your field into the Break Zone"
    g.rule("trigger", "when the forward {n:cardname} is put from your field into the break zone",
           {"event": "put_into_break", "card": {"controller": "you", "type": "forward", "name": "$n"}},
           variant="the_forward_name")
    # "When either player casts a Summon, ... cancel the Summon's effect": the Summon cast
    g.rule("trigger", "when either player casts a summon", {"event": "cast", "card": {"type": "summon"}})
    g.rule("vp", "cancel the summon's effect", [{"do": "cancel", "to": "@it"}], variant="the_summons")
    # "When Ninja is blocked, deal the blocking Forward 2000 damage"
    g.rule("ref", "the blocking forward", {"type": "forward", "blocking": True})
    # a delayed trigger at the beginning of your next Main Phase 1 (11.8.17), checked then (11.8.13)
    g.rule("sentence", "at the beginning of your next main phase 1 , if ~ is on your field , {v:vps} .",
           [{"do": "delayed", "trigger": {"event": "phase_begins", "phase": "main1", "whose": "you"},
             "condition": {"in_zone": "self", "zone": "field"}, "effects": "$v"}])
    # the plain wording, rendered before grammar.py's "you discard 2 cards from <his/her|...> hand"
    # ("discard 2 cards" is its variant discard_bare)
    g.rule("vp", "discard {n:many} cards from your hand", [{"do": "discard", "n": "$n", "who": "you"}], first=True)


def _paid(g: Grammar) -> None:
    """How a card was paid for: "If the cost paid to play X included Wind CP", "if the cost to
    cast X was paid with CP of 3 or more different Elements" (paid.py)."""
    for verb, variant in (("play", ""), ("cast", "cast")):
        g.rule("cond", f"the cost paid to {verb} ~ included {{e:element}} cp", {"paid": {"include": "$e"}}, variant=variant)
        g.rule("cond", f"the cost to {verb} ~ was only paid with {{e:element}} cp", {"paid": {"only": "$e"}},
               variant=variant)
        for words, op in (("{n:int} or more", "ge"), ("{n:int} or less", "le"), ("exactly {n:int}", "eq")):
            g.rule("cond", f"the cost to {verb} ~ was paid with cp of {words} different elements",
                   {"paid": {"distinct": {op: "$n"}}}, variant=variant)
        g.rule("cond", f"the cost to {verb} ~ didn't include cp of {{n:int}} or more different elements",
               {"not": {"paid": {"distinct": {"ge": "$n"}}}}, variant=variant)


def _from(g: Grammar) -> None:
    """Where a card entering the Field came from."""
    g.rule("trigger", "when {c:subject} enters your field other than from your hand",
           {"event": "enters", "card": "$c", "not_from": "hand"})
    for zone, words in (("break", "the break zone"), ("hand", "your hand"), ("deck", "the deck")):
        g.rule("trigger", f"when {{c:subject}} enters the field from {words}", {"event": "enters", "card": "$c", "from": zone})


def _instead(g: Grammar) -> None:
    """Replacements of a move from or onto the Field (instead.py)."""
    for subj, verb, obj in (("it", "is", "it"), ("they", "are", "them")):
        g.rule("sentence", f"if {subj} {verb} put from the field into the break zone this turn , remove {obj} from the "
               "game instead .", [{"do": "grant", "to": f"@{obj}", "what": ["removed_instead_of_break"], "duration": "turn"}])
    for words, flag in (("return ~ to your hand", "hand_instead_of_leaving"),
                        ("remove ~ from the game", "removed_instead_of_leaving")):
        g.rule("field", f"if ~ leaves the field , {words} instead .",
               {"effects": [{"do": "grant", "to": "self", "what": [flag]}]})
    g.rule("field", "~ enters the field dull .", {"effects": [{"do": "grant", "to": "self", "what": ["enters_dull"]}]})


def _phases(g: Grammar) -> None:
    """"At the end of your turn", "At the beginning of the Attack Phase during each player's turn"
    (9.3.1.3, 10.1.1.1, 9.5.1.1: the turn player's phase)."""
    for words, phase, whose, variant in (
            ("at the end of your turn", "end", "you", "your_turn"),
            ("at the end of your opponent's turn", "end", "opponent", ""),
            ("at the end of each player's turn", "end", None, "each_player"),
            ("at the beginning of the attack phase during each player's turn", "attack", None, ""),
            ("at the beginning of main phase 1 during each of your turns", "main1", "you", "each_of_your"),
            ("at the beginning of your main phase 1 during each of your turns", "main1", "you", "your_each"),
            ("when your attack phase starts", "attack", "you", "starts"),
            ("each turn , at the beginning of main phase 1", "main1", None, "")):
        g.rule("trigger", words, {"event": "phase_begins", "phase": phase, **({"whose": whose} if whose else {})},
               variant=variant)
