"""Grammar of issue 20's fflate2 area: constructs of the sets after Opus V ("randomly discards",
"if you have cast 3 or more cards this turn", ...). `grammar.grammar()` calls `late2_rules` once."""

from __future__ import annotations

from ...engine.templates import Grammar


def late2_rules(g: Grammar) -> None:
    _random_discards(g)
    _cards_cast(g)


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
