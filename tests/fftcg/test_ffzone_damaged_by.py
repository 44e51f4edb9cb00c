"""Records of who dealt damage this turn (games/fftcg/damage_record.py): "When the Forward damaged
by X is put from the field into the Break Zone on the same turn", "all the other Forwards"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

from tcg.games.fftcg import damage_record

R = pytest.mark.rules

CID = "1-073C"           # wind Forward 5000: "When the Forward that took damage from Cid Highwind is put from the field into the Break Zone on the same turn, your opponent puts the top 2 cards of his/her deck into the Break Zone."
FIRION = "16-120C"       # water Forward 9000: "When a Forward damaged by Firion is put from the field into the Break Zone on the same turn, draw 2 cards."
MACHINA = "3-022H"       # fire Forward 8000: "... [Guardian Blades] {S}{f}{f}{f}{D}: Choose 1 Forward opponent controls. Deal it 8000 damage, and deal 4000 damage to all the other Forwards opponent controls."
HECATONCHEIR = "4-093R"  # earth Summon 2: "Choose 1 Forward you control and 1 Forward opponent controls. Each Forward deals damage equal to its power to the other."
FUSOYA = "2-146H"        # "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."
SQUIRE = "1-026C"        # fire Forward 3000, no text
BLACK_BELT = "1-099C"    # earth Forward 8000
KNIGHT = "1-050C"        # ice Forward 7000


def _exchange(g, mine: str, theirs: str) -> None:
    """Hecatoncheir: the two Forwards deal damage equal to their power to each other."""
    do(g, ("cast", fid(g, "Hecatoncheir", "hand0")), ("target", fid(g, mine, "field0")),
       ("target", fid(g, theirs, "field1")), ("discard", fid(g, "Black Belt", "hand0")))
    _resolve(g)


@R("fftcg:11.8.6", "fftcg:11.8.16")
def test_the_forward_cid_damaged_is_put_into_the_break_zone_your_opponent_mills_2():
    g = setup({"field": [CID], "hand": [HECATONCHEIR, BLACK_BELT]}, {"field": [SQUIRE]})
    _exchange(g, "Cid Highwind", "Squire")
    assert names(g, "field0") == ["Cid Highwind"] and g.objs[fid(g, "Cid Highwind", "field0")].damage == 3000
    assert names(g, "break1") == ["Squire", "Black Belt", "Black Belt"] and len(g.zones["deck1"]) == 8


@R("fftcg:11.8.6")
def test_a_forward_broken_by_other_damage_does_not_trigger_cid():
    g = setup({"field": [CID, FUSOYA]}, {"field": [SQUIRE]})
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Squire", "field1")))
    _resolve(g)
    assert names(g, "break1") == ["Squire"] and len(g.zones["deck1"]) == 10


@R("fftcg:11.8.6")
def test_firion_damage_then_another_effect_breaks_it_the_same_turn_draws_2():
    g = setup({"field": [FIRION, FUSOYA], "hand": [HECATONCHEIR, BLACK_BELT]}, {"field": [SQUIRE]})
    _exchange(g, "Firion", "Squire")
    assert names(g, "break1") == ["Squire"] and len(g.zones["hand0"]) == 2     # drew 2
    # a Forward Fusoya damaged is not one Firion damaged
    g = setup({"field": [FIRION, FUSOYA]}, {"field": [KNIGHT]})
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Knight", "field1")))
    _resolve(g)
    assert names(g, "break1") == ["Knight"] and g.zones["hand0"] == []


def test_the_record_is_the_turn_s_own():
    g = setup({"field": [CID]}, {"field": [KNIGHT]})
    cid, knight = fid(g, "Cid Highwind", "field0"), fid(g, "Knight", "field1")
    damage_record.note(g, knight, cid)
    assert damage_record.damaged_by(g, knight, cid) and damage_record.hurt_this_turn(g, knight)
    g.vars["turn"] += 1           # damage is removed at the end of the turn (9.5.1.3.1): so is the record
    assert not damage_record.damaged_by(g, knight, cid) and not damage_record.hurt_this_turn(g, knight)


@R("fftcg:11.8.6")
def test_machina_special_deals_the_others_4000_and_each_forward_it_broke_triggers_it():
    g = setup({"field": [MACHINA], "hand": [MACHINA] * 3}, {"field": [SQUIRE, KNIGHT, BLACK_BELT]})
    do(g, ("use", fid(g, "Machina", "field0"), 1), ("target", fid(g, "Black Belt", "field1")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_(g, 2)
    # 8000 to Black Belt, 4000 to the other Forwards: Squire (3000) is broken, Knight (7000) is not
    knight = fid(g, "Knight", "field1")
    assert names(g, "break1") == ["Squire", "Black Belt"] and g.objs[knight].damage == 4000
    # both were damaged by Machina: two triggers, each dealing 4000 to Knight, the one left
    assert g.decision.kind == "order_triggers" and len(g.decision.options) == 2
    do(g, g.decision.options[0], ("target", knight), ("target", knight))
    _resolve(g)
    assert names(g, "break1") == ["Squire", "Black Belt", "Knight"]
