"""FFTCG "if you have cast 3 or more cards this turn" (printed from Opus XII on), compiled from the
cards' printed text (pool/*.toml): the cards the player cast this turn, Characters played from
the hand by paying their cost and Summons (cast_record.py; RULINGS.md, 15.1.1.7.1)."""

from __future__ import annotations

import pytest
from play_kit import cast, fid, flags, names, play, resolve_all, setup

R = pytest.mark.rules

FRAN = "14-052C"        # wind Forward 2: when Fran enters the field, if you have cast 3 or more cards this turn, draw 1 card
ARCHER = "1-087C"       # wind Forward 1, First Strike
YUFFIE = "1-086C"       # wind Forward 1
SYLPH = "1-074R"        # wind Summon 1: choose 1 Forward, activate it; the Forwards you control gain +1000 power
EVOKER = "1-068C"       # wind Backup 1, vanilla


def _fran_after(first: list[str]):
    g = setup({"field": [EVOKER] * 5, "hand": [*first, FRAN]}, {})
    backs = iter(list(g.zones["field0"]))
    for code in first:
        card = g.rules.cards[code]
        oid = fid(g, card.name, "hand0")
        if card.type == "summon":
            cast(g, oid, targets=[fid(g, "Archer", "field0")], pay=[("dull", next(backs))])
        else:
            play(g, oid, pay=[("dull", next(backs))])
        resolve_all(g)
    play(g, fid(g, "Fran", "hand0"), pay=[("dull", next(backs)), ("dull", next(backs))])
    resolve_all(g)
    return g


def test_fran_draws_when_she_is_the_third_card_cast_this_turn_summons_and_characters_alike():
    g = _fran_after([ARCHER, SYLPH])            # a Character, a Summon, then Fran: 3 cards cast
    assert names(g, "hand0") == ["Black Belt"] and "Fran" in names(g, "field0")
    g = _fran_after([ARCHER, YUFFIE])           # three Characters
    assert names(g, "hand0") == ["Black Belt"]


def test_fran_does_not_draw_when_she_is_only_the_second_card_cast():
    g = _fran_after([ARCHER])
    assert names(g, "hand0") == [] and "Fran" in names(g, "field0")


SHIKAREE = "15-051C"    # wind Forward: during each turn, when you cast the second card you've cast, Shikaree G gains
#                         "Shikaree G cannot be blocked." until the end of the turn


def test_shikaree_g_cannot_be_blocked_once_the_second_card_is_cast():
    g = setup({"field": [SHIKAREE] + [EVOKER] * 3, "hand": [ARCHER, SYLPH]}, {})
    shikaree = fid(g, "Shikaree G", "field0")
    backs = iter([b for b in g.zones["field0"] if b != shikaree])
    play(g, fid(g, "Archer", "hand0"), pay=[("dull", next(backs))])
    resolve_all(g)
    assert "cannot_be_blocked" not in flags(g, shikaree)        # the first card cast
    cast(g, fid(g, "Sylph", "hand0"), targets=[fid(g, "Archer", "field0")], pay=[("dull", next(backs))])
    resolve_all(g)
    assert "cannot_be_blocked" in flags(g, shikaree)            # the second: a Summon counts too
