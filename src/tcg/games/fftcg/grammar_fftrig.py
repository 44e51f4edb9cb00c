"""The grammar of FFTCG's remaining triggers and events (issue 20, fftrig): more phases and
players ("At the end of each of your opponent's turns"), several events of one card ("attacks or
blocks"), the card an event names ("that Forward")."""

from __future__ import annotations

from ...engine.templates import Grammar

# "At the ... of your opponent's ...": the turn player's phase (9.3.1.3, 10.1.1.1, 9.5.1.1)
PHASES = (("at the end of each of your opponent's turns", "end", "opponent", "each_of_opp"),
          ("at the beginning of your opponent's main phase 1", "main1", "opponent", ""),
          ("at the beginning of your opponent's attack phase", "attack", "opponent", ""))


def trig_rules(g: Grammar) -> None:
    for words, phase, whose, variant in PHASES:
        g.rule("trigger", words, {"event": "phase_begins", "phase": phase, "whose": whose}, variant=variant)
    g.rule("trigger", "when {c:subject} attacks or blocks", {"event": ["attacks", "blocks"], "card": "$c"})
    g.rule("cond", "your opponent has {n:int} cards or more in <his/her|their> hand",
           {"count": {"zone": "hand", "owner": "opponent"}, "ge": "$n"}, variant="cards_or_more")
    _subject(g)
    _opponent_does(g)
    _events(g)
    _moves(g)
    for words, cond in (("your turn", {"turn": "yours"}), ("your opponent's turn", {"turn": "opponents"})):
        g.rule("restrict", f"this effect will trigger only during {words} .", {"condition": cond})
        g.rule("restrict", f"this effect will trigger only during {words} and only once per turn .",
               {"condition": cond, "once_per_turn": True})
    g.rule("sentence", "when {t:obj} leaves the field this turn , {v:vps} .",
           [{"do": "delayed", "trigger": {"event": "leaves", "card": "$t"}, "duration": "turn", "effects": "$v"}])
    # "Select 1 from the following:" (3-138H), text.py's marker token for it
    g.rule("sentence", "modes:1:from", [{"pick": 1}], variant="from_the_following")


def _subject(g: Grammar) -> None:
    """"When your opponent's Forward enters the field, ... dull that Forward": the card the
    trigger names (`subject`, docs/abilities.md), whatever was chosen since."""
    g.rule("trigger", "when your opponent's {s:sel_sg} enters the field",
           {"event": "enters", "card": {"controller": "opponent", "...": ["s"]}}, variant="opponents")
    g.rule("trigger", "when an opponent's {s:sel_sg} enters the field",
           {"event": "enters", "card": {"controller": "opponent", "...": ["s"]}}, variant="an_opponents")
    for noun in ("forward", "character"):
        for phrase in ("obj", "ref", "subj_sg"):
            g.rule(phrase, f"that {noun}", "@that")
            g.rule(phrase, f"that {noun}", "@it", variant=f"that_{noun}")


def _opponent_does(g: Grammar) -> None:
    """What the opponent does after "your opponent selects 1 Character he/she controls": "he/she"
    is that opponent."""
    g.rule("vp", "your opponent selects {n:one} {s:sel_sg} <he/she|they> <controls|control> and dulls it",
           [{"do": "select", "who": "opponent", "n": "$n", "sel": {"controller": "opponent", "...": ["s"]}},
            {"do": "dull", "to": "@it"}])
    g.rule("sentence", "<he/she|they> may {v:vp} .", [{"do": "may", "who": "opponent", "effects": "$v"}])
    g.rule("sentence", "if <he/she|they> <does|do> so , {v:vps} .", [{"do": "if", "cond": {"did": "@prev"}, "then": "$v"}],
           variant="opponent_does")


def _events(g: Grammar) -> None:
    """Events beyond zone changes and combat declarations: damage a card deals, draws, searches."""
    g.rule("trigger", "when {c:subject} deals damage to a forward", {"event": "damage", "card": "$c", "dealt_to": "forward"})
    g.rule("trigger", "when {c:subject} deals damage to your opponent or to a forward",
           {"event": "damage", "card": "$c", "dealt_to": "opponent_or_forward"})
    g.rule("trigger", "when a party you control deals damage to your opponent", {"event": "party_damage", "player": "you"})
    g.rule("trigger", "when your opponent draws a card outside of <his/her|their> draw phase",
           {"event": "draw", "player": "opponent", "outside_phase": "draw"})
    g.rule("trigger", "when you draw a card", {"event": "draw", "player": "you"})
    g.rule("trigger", "when {c:a_sel} searches for 1 or more cards", {"event": "search", "card": "$c"})
    g.rule("trigger", "when your opponent searches for 1 or more cards", {"event": "search", "player": "opponent"})
    # "When Delita is chosen by an ability of a Character your opponent controls, break that Character"
    g.rule("trigger", "when {c:subject} is chosen by an ability of a character your opponent controls",
           {"event": "chosen_by_character", "card": "$c", "player": "opponent"})
    # "When Noel is blocked, deal 6000 damage to the Forward that blocks Noel"
    g.rule("ref", "the forward that blocks ~", {"type": "forward", "blocking": True}, variant="that_blocks")
    g.rule("obj", "the blocking forward", {"type": "forward", "blocking": True})
    g.rule("trigger", "when your opponent discards a card from <his/her|their> hand due to your summons or abilities",
           {"event": "discard", "player": "opponent", "cause": "you"})
    g.rule("trigger", "when {c:self} is discarded from your hand due to an ability", {"event": "discard", "card": "$c", "by": "ability"})
    # two events of different kinds: a list of patterns (docs/abilities.md)
    g.rule("trigger", "when {c:self} enters the field or at the beginning of main phase 1 during each of your turns",
           [{"event": "enters", "card": "$c"}, {"event": "phase_begins", "phase": "main1", "whose": "you"}])
    for neg, op in (("", "ge"), ("not ", "eq")):     # "If it is (not) a _Job Dragoon_ or a _Card Name Dragoon_"
        g.rule("cond", f"it is {neg}a {{a:sel_sg}} or a {{b:sel_sg}}", {"count": {"among": "@it", "any_of": ["$a", "$b"]}, op: 0 if neg else 1},
               variant="a_or_a")
    g.rule("trigger", "when you receive a point of damage", {"event": "point_damage", "player": "you"})
    g.rule("vp", "your opponent selects {n:one} {s:sel_sg} in <his/her|their> break zone",
           [{"do": "select", "who": "opponent", "n": "$n", "sel": {"zone": "break", "owner": "opponent", "...": ["s"]}}])
    g.rule("vp", "your opponent adds it to <his/her|their> hand", [{"do": "move", "to": "@it", "zone": "hand"}],
           variant="opponent_adds")
    # "you may put 1 Backup you control into the Break Zone. When you do so, ...": selecting none is
    # declining; "when you do so" reads the move
    g.rule("vps", "you may put {n:one} {s:sel_sg} you control into the break zone",
           [{"do": "select", "n": "$n", "up_to": True, "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}],
           variant="may_put")
    g.rule("trigger", "when active {c:self} becomes dull", {"event": "becomes_dull", "card": "$c"})
    g.rule("trigger", "when {c:subject} forms a party with {s:a_sel} and attacks",
           {"event": "attacks", "card": "$c", "party": True, "party_with": "$s"})
    g.rule("cond", "you control a {a:cardname} and {b:cardname}",
           {"all": [{"count": {"controller": "you", "name": "$a"}, "ge": 1},
                    {"count": {"controller": "you", "name": "$b"}, "ge": 1}]})
    g.rule("vp", "deal {n:one} point of damage to your opponent", [{"do": "damage_player", "who": "opponent", "n": "$n"}],
           variant="deal_point_to")


def _moves(g: Grammar) -> None:
    """Zone changes named by where the card goes and who caused them."""
    g.rule("trigger", "when one of your {s:sel_pl} enters the field",
           {"event": "enters", "card": {"controller": "you", "...": ["s"]}}, variant="when_one_of_your")
    g.rule("trigger", "when {c:subject} is put from the field into its owner's deck",
           {"event": "move", "from": "field", "to": "deck", "card": "$c"})
    g.rule("trigger", "when {c:a_sel} is returned from the field to its owner's hand",
           {"event": "move", "from": "field", "to": "hand", "card": "$c"})
    # "When your opponent plays a Character onto the field other than from his/her hand"
    g.rule("trigger", "when your opponent plays {c:a_sel} onto the field other than from <his/her|their> hand",
           {"event": "enters", "card": {"controller": "opponent", "...": ["c"]}, "not_from": "hand"}, variant="opponent_plays")
    # 15.1.1.3: a break effect of the opponent's Summon or ability (not 12.4.5's damage)
    g.rule("trigger", "when {c:a_sel} is broken by your opponent's summon or ability",
           {"event": "put_into_break", "card": "$c", "player": "opponent", "broken": True})
    g.rule("vp", "your opponent puts {n:one} {s:sel_sg} from his field into the break zone",
           [{"do": "select", "who": "opponent", "n": "$n", "sel": {"controller": "opponent", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}], variant="from_his_field")
