"""Cards compared with another card or with the damage received: "a Character with the same name",
"without Multicard", "which has been dealt damage this turn ... If that Forward has a special
ability or an action ability", "of cost equal to or less than the damage you have been dealt"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, setup
from play_kit import pay_first as _pay
from play_kit import resolve_all as _resolve

R = pytest.mark.rules

BOTANIST = "5-076C"   # earth Backup 3: "When Botanist enters the field, choose 1 Character without Multicard you control. Select 1 Character with the same name in your Break Zone and add it to your hand."
QUINA = "3-133C"      # water Forward: "[Eat] {S}: Choose 1 Forward opponent controls which has been dealt damage this turn. If that Forward has a special ability or an action ability, break it."
ZEROMUS = "3-087H"    # earth Summon 7: "{EX} Choose up to 1 Forward from your Break Zone of cost equal to or less than the damage you have been dealt. Return it to your hand. Your opponent selects 1 Forward of cost equal to or less than the damage you have been dealt and puts it into the Break Zone."
CID = "1-073C"        # wind Forward 2, not Multicard
SQUIRE = "1-026C"     # fire Forward 1, Multicard
KNIGHT = "1-050C"     # ice Forward 3 7000, Multicard, no abilities
BLACK_BELT = "1-099C"  # earth Forward 4
FUSOYA = "2-146H"     # "{D}: Choose 1 Forward. Deal it 7000 damage. ..."
MACHINA = "3-022H"    # fire Forward 8000 with a special ability


def test_botanist_returns_a_card_of_the_same_name_as_a_character_without_multicard():
    g = setup({"field": [CID, SQUIRE], "break": [SQUIRE, CID, KNIGHT], "hand": [BOTANIST, BLACK_BELT, BLACK_BELT]})
    do(g, ("play", fid(g, "Botanist", "hand0")))
    _pay(g)
    assert g.decision.kind == "target"
    assert g.decision.options == (("target", fid(g, "Cid Highwind", "field0")),)      # Squire is Multicard
    do(g, g.decision.options[0])
    _resolve(g)
    assert names(g, "hand0") == ["Cid Highwind"] and names(g, "break0")[:2] == ["Squire", "Knight"]


def test_quina_eats_a_forward_dealt_damage_this_turn_if_it_has_a_special_or_action_ability():
    for theirs, eaten in ((MACHINA, True), (BLACK_BELT, False)):
        g = setup({"field": [QUINA, FUSOYA], "hand": [QUINA]}, {"field": [theirs, KNIGHT]})
        target, quina = g.zones["field1"][0], fid(g, "Quina", "field0")
        name = g.objs[target].card.name
        assert ("use", quina, 1) not in g.decision.options        # no Forward was dealt damage yet
        do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", target))
        _resolve(g)
        do(g, ("use", quina, 1))
        assert g.decision.options == (("target", target),)      # not the Knight
        do(g, ("target", target))
        _pay(g)
        _resolve(g)
        assert names(g, "break1") == ([name] if eaten else [])
        assert len(g.zones["field1"]) == (1 if eaten else 2)


@R("fftcg:6.5.2")
def test_zeromus_compares_costs_with_the_damage_you_have_received():
    g = setup({"hand": [ZEROMUS] * 5, "break": [BLACK_BELT, KNIGHT], "damage": [SQUIRE] * 3},
              {"field": [BLACK_BELT, KNIGHT]})
    do(g, ("cast", fid(g, "Zeromus, the Condemner", "hand0")))
    # 3 points of damage: the Knight (cost 3) may be returned, not the Black Belt (cost 4)
    assert ("target", fid(g, "Knight", "break0")) in g.decision.options
    assert ("target", fid(g, "Black Belt", "break0")) not in g.decision.options
    do(g, ("target", fid(g, "Knight", "break0")))
    _pay(g)
    _resolve(g)
    assert "Knight" in names(g, "hand0")
    # the opponent could only select their Knight (cost 3), not their Black Belt
    assert names(g, "break1") == ["Knight"] and names(g, "field1") == ["Black Belt"]
