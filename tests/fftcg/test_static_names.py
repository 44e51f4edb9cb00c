"""FFTCG "X is also _Card Name Y_ in all situations" (cards.CardDef.names): the card has both
names for the Field limit (7.7.3), the rule process of same names (12.4.6) and every selector
that names Y; a keywords paragraph printed after an ability (1-210S Lightning) keeps its place."""

from __future__ import annotations

import pytest
from play_kit import fid, names, setup

R = pytest.mark.rules

GENESIS_AVATAR = "3-034H"   # ice Forward 6: is also Card Name Genesis in all situations
GENESIS = "3-033L"          # ice Forward 4
ANGEAL_PENANCE = "3-099R"   # lightning Forward: is also Card Name Angeal in all situations; Haste
LIGHTNING = "1-210S"        # lightning Forward: a cost reduction, then **Haste**, then an auto ability
KNIGHT = "1-050C"           # ice Forward 7000


@R("fftcg:7.7.3")
def test_a_card_also_named_genesis_cannot_be_played_beside_genesis():
    hand = [GENESIS_AVATAR, KNIGHT, KNIGHT, KNIGHT]
    g = setup({"hand": hand, "field": [GENESIS]}, {})
    assert ("play", fid(g, "Genesis Avatar", "hand0")) not in g.decision.options
    g = setup({"hand": hand}, {})
    assert ("play", fid(g, "Genesis Avatar", "hand0")) in g.decision.options


@R("fftcg:12.4.6")
def test_genesis_avatar_and_genesis_on_one_field_both_go_to_the_break_zone():
    g = setup({"field": [GENESIS, KNIGHT]}, {})       # the rule process runs before the first decision
    assert names(g, "field0") == ["Genesis", "Knight"]
    g = setup({"field": [GENESIS, GENESIS_AVATAR, KNIGHT]}, {})
    assert names(g, "field0") == ["Knight"]
    assert sorted(names(g, "break0")) == ["Genesis", "Genesis Avatar"]


@R("fftcg:15.2.2.2")
def test_keywords_printed_after_an_ability_still_apply():
    g = setup({"field": [{"card": LIGHTNING, "new": True}, {"card": ANGEAL_PENANCE, "new": True}]}, {},
              phase="attack")
    for _ in range(2):
        g.apply(("pass",))
    assert {("attack", fid(g, "Lightning", "field0")), ("attack", fid(g, "Angeal Penance", "field0"))} \
        <= set(g.decision.options)


JINNAI = "8-100R"           # lightning Forward 4: **Back Attack** and **First Strike** on two lines
DRAGOON = "1-147C"          # lightning Forward


@R("fftcg:15.2.5.2")
def test_keywords_on_two_lines_are_both_kept():
    g = setup({"field": [KNIGHT]}, {"hand": [JINNAI, DRAGOON, DRAGOON]}, priority=1)
    jinnai = fid(g, "Jinnai", "hand1")
    assert ("play", jinnai) in g.decision.options          # Back Attack: during the opponent's turn
    d1, d2 = (o for o in g.zones["hand1"] if g.objs[o].card.name == "Dragoon")
    g.apply(("play", jinnai))
    for o in (d1, d2):
        if g.decision.kind == "payment":
            g.apply(("discard", o))
    assert names(g, "field1") == ["Jinnai"]
