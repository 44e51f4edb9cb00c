"""engine/templates.py: one template parses text into records and renders the records back."""

from __future__ import annotations

import pytest

from tcg.engine.templates import Grammar, GrammarError, Primitive


def _number() -> Primitive:
    def match(toks, i):
        if i < len(toks) and toks[i].isdigit():
            yield int(toks[i]), i + 1
    return Primitive(match, lambda v: [str(v)] if isinstance(v, int) else None)


def tiny() -> Grammar:
    g = Grammar()
    g.primitive("int", _number())
    g.rule("adj", "dull", {"status": "dull"})
    g.rule("adj", "fire", {"element": "fire"})
    g.rule("adjs", "{a:adj} {r:adjs}", {"...": ["a", "r"]})
    g.rule("adjs", "", {})
    g.rule("sel", "{a:adjs} forward", {"type": "forward", "...": ["a"]})
    g.rule("eff", "deal it {n:int} damage", [{"do": "damage", "n": "$n"}])
    g.rule("eff", "deal {n:int} damage to it", [{"do": "damage", "n": "$n"}], variant="deal_to")
    g.rule("eff", "break all <dull|tapped> forwards", [{"do": "break", "sel": {"status": "dull"}}])
    g.rule("eff", "choose 1 {s:sel}", [{"do": "choose", "sel": "$s"}])
    g.rule("body", "{e:eff} .", "$e")
    g.rule("body", "{e:eff} . {r:body}", ["*e", "*r"])
    g.check()
    return g


def test_a_parse_fills_the_template_and_the_rendering_gives_the_tokens_back():
    g = tiny()
    toks = tuple("choose 1 dull fire forward . deal it 3000 damage .".split())
    [(value, wording)] = g.parse("body", toks)
    assert value == [{"do": "choose", "sel": {"type": "forward", "status": "dull", "element": "fire"}},
                     {"do": "damage", "n": 3000}]
    assert wording == ()
    assert tuple(g.render("body", value, wording)) == toks


def test_the_wording_names_the_variant_at_its_place_and_nowhere_else():
    g = tiny()
    toks = tuple("deal it 1 damage . deal 2 damage to it . break all tapped forwards .".split())
    [(value, wording)] = g.parse("body", toks)
    assert len(wording) == 2 and any(w.endswith(":deal_to") for w in wording)
    assert any(w.endswith(":dull|tapped=tapped") for w in wording)
    assert tuple(g.render("body", value, wording)) == toks
    plain = "deal it 1 damage . deal it 2 damage . break all dull forwards .".split()
    assert g.render("body", value) == plain


def test_a_value_no_template_says_does_not_render():
    assert tiny().render("eff", [{"do": "heal", "n": 1}]) is None


def test_text_that_does_not_parse_says_how_far_it_got():
    g = tiny()
    toks = tuple("choose 1 dull water forward .".split())
    assert g.parse("body", toks) == []
    assert g.longest("body", toks) == 3


def test_a_template_naming_a_slot_its_pattern_lacks_is_a_grammar_error():
    g = Grammar()
    g.rule("x", "word", {"v": "$missing"})
    with pytest.raises(GrammarError, match="slots"):
        g.check()
