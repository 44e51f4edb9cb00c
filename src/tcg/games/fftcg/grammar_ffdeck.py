"""Grammar of cards that move cards between deck, hand, Break Zone and removed, and of CP paid
as an effect (docs/abilities.md; grammar.py calls `deck_rules`)."""

from __future__ import annotations

from ...engine.templates import Grammar


def deck_rules(g: Grammar) -> None:
    _paying(g)


def _paying(g: Grammar) -> None:
    """"You may pay {i}{i}. If you do so, ..." and "If your opponent doesn't pay {1}, ...": the
    player decides whether to pay (`pay` with `optional`); what follows reads whether they did."""
    g.rule("vps", "you may pay {c:cost}", [{"do": "pay", "cost": "$c", "optional": True}])
    g.rule("sentence", "you may pay {c:cost} , if you do so , {v:vps} .",
           [{"do": "pay", "cost": "$c", "optional": True}, {"do": "if", "cond": {"did": "@prev"}, "then": "$v"}],
           variant="pay_comma")
    g.rule("sentence", "if your opponent doesn't pay {c:cost} , {v:vps} .",
           [{"do": "pay", "cost": "$c", "who": "opponent", "optional": True},
            {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": "$v"}])
