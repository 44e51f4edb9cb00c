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
    g.rule("subject", "~ or {a:a_sel}", {"any_of": [SELF_SEL, "$a"]})
    g.rule("trigger", "when ~ or {c:a_sel} enters your field",
           {"event": "enters", "card": {"controller": "you", "any_of": [SELF_SEL, "$c"]}})
    for a_words, a in ZONE_EVENTS:
        for b_words, b in ZONE_EVENTS:
            if a != b:
                g.rule("trigger", f"when {{c:subject}} {a_words} or {b_words}", {"event": [a, b], "card": "$c"})
                g.rule("trigger", f"when ~ {a_words} or when ~ {b_words}", {"event": [a, b], "card": "self"},
                       variant="or_when")
