"""Summons and abilities on the stack chosen and cancelled, compiled from printed text
(stack_choice.py): "Choose 1 Summon targeting a Character you control. Cancel its effect.",
"Choose 1 action ability. Cancel its effect.", "Choose 1 Summon or auto-ability."."""

from __future__ import annotations

import pytest
from play_kit import do, fid, kinds, names, pass_, setup
from play_kit import resolve_stack as _resolve

R = pytest.mark.rules

IFRIT = "1-004C"        # fire Summon 1: "Choose 1 Forward. Deal it 4000 damage."
RED_XIII = "1-029C"     # fire Forward (discarded for 2 fire CP)
BLACK_BELT = "1-099C"   # earth Forward 8000 (discarded for 2 earth CP)
KNIGHT = "1-050C"       # ice Forward 7000
SQUIRE = "1-025C"       # fire Forward 5000, cost 2
CARBUNCLE = "2-080C"    # earth Summon 3: "Choose 1 Summon targeting a Character you control. Cancel its effect."
SUMMONER = "1-053C"     # ice Backup: "{D}, put Summoner into the Break Zone: Choose 1 Summon. Cancel its effect."
RANGER = "1-008C"       # fire Backup: "{f}{1}{D}: Choose 1 Forward of cost 3 or less. Deal it 2000 damage."
GREEN_MAGE = "5-137C"   # "{D}, put Green Mage into the Break Zone: Choose 1 action ability. Cancel its effect."
YSHTOLA = "5-068L"      # "Put Y'shtola into the Break Zone: Choose 1 Summon or auto-ability. Cancel its effect."
FIRION = "1-021H"       # fire Forward: "When Firion enters the field, choose 1 Forward. Deal it 4000 damage."


def _ifrit_on(g, target) -> int:
    """Player 0 casts Ifrit on `target` (paid with Red XIII) and passes: player 1 has priority.
    Returns the Summon's id on the stack."""
    do(g, ("cast", fid(g, "Ifrit", "hand0")), ("target", target), ("discard", fid(g, "Red XIII", "hand0")))
    pass_(g)
    return g.stack[-1].id


@R("fftcg:11.3.3")
def test_carbuncle_cancels_a_summon_that_chose_a_character_of_its_caster():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [KNIGHT], "hand": [CARBUNCLE, BLACK_BELT, BLACK_BELT]})
    knight = fid(g, "Knight", "field1")
    ifrit = _ifrit_on(g, knight)
    do(g, ("cast", fid(g, "Carbuncle", "hand1")))
    assert g.decision.options == (("target", ifrit),)       # the Summon on the stack, nothing on the Field
    do(g, ("target", ifrit), *(("discard", o) for o in g.zones["hand1"] if g.objs[o].card.code == BLACK_BELT))
    _resolve(g)
    assert g.objs[knight].damage == 0
    assert names(g, "break0") == ["Red XIII", "Ifrit"] and "Carbuncle" in names(g, "break1")


@R("fftcg:11.3.3")
def test_carbuncle_cannot_be_cast_on_a_summon_choosing_the_casters_own_forward():
    g = setup({"hand": [IFRIT, RED_XIII], "field": [SQUIRE]}, {"hand": [CARBUNCLE, BLACK_BELT, BLACK_BELT]})
    _ifrit_on(g, fid(g, "Squire", "field0"))
    carbuncle = fid(g, "Carbuncle", "hand1")
    assert ("cast", carbuncle) not in g.decision.options


def test_summoner_cancels_a_summon_on_the_stack():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [SUMMONER, KNIGHT]})
    knight = fid(g, "Knight", "field1")
    ifrit = _ifrit_on(g, knight)
    do(g, ("use", fid(g, "Summoner", "field1"), 0), ("target", ifrit))
    _resolve(g)
    assert g.objs[knight].damage == 0
    assert names(g, "break0") == ["Red XIII", "Ifrit"] and names(g, "break1") == ["Summoner"]


@R("fftcg:11.6.5")
def test_green_mage_cancels_an_action_ability_and_cannot_choose_a_summon():
    g = setup({"field": [RANGER], "hand": [RED_XIII]}, {"field": [GREEN_MAGE, SQUIRE]})
    squire = fid(g, "Squire", "field1")
    do(g, ("use", fid(g, "Ranger", "field0"), 0), ("target", squire), ("discard", fid(g, "Red XIII", "hand0")))
    pass_(g)
    ranger_ability = g.stack[-1].id
    do(g, ("use", fid(g, "Green Mage", "field1"), 0))
    assert g.decision.options == (("target", ranger_ability),)
    do(g, ("target", ranger_ability))
    assert kinds(g) == ["ability", "ability"]       # Green Mage's on top of the Ranger's
    pass_(g, 2)                                      # Green Mage's resolves: the Ranger's is gone
    assert g.stack == [] and g.objs[squire].damage == 0 and names(g, "break1") == ["Green Mage"]


@R("fftcg:11.6.5")
def test_green_mage_has_no_target_when_only_a_summon_is_on_the_stack():
    g = setup({"hand": [IFRIT, RED_XIII]}, {"field": [GREEN_MAGE, KNIGHT]})
    _ifrit_on(g, fid(g, "Knight", "field1"))
    assert ("use", fid(g, "Green Mage", "field1"), 0) not in g.decision.options


def test_yshtola_cancels_an_auto_ability():
    g = setup({"hand": [FIRION, RED_XIII, RED_XIII]}, {"field": [YSHTOLA, KNIGHT]})
    knight = fid(g, "Knight", "field1")
    do(g, ("play", fid(g, "Firion", "hand0")), *(("discard", o) for o in list(g.zones["hand0"])[1:]))
    do(g, ("target", knight))
    assert kinds(g) == ["auto"]
    pass_(g)
    do(g, ("use", fid(g, "Y'shtola", "field1"), 1), ("target", g.stack[-1].id))
    _resolve(g)
    assert g.objs[knight].damage == 0 and names(g, "break1") == ["Y'shtola"]


def test_cancel_of_the_card_chosen_is_refused_not_a_silent_no_op():
    """18-059R Tama: "When a Forward you control is chosen by your opponent's Summon or ability,
    you may put Tama into the Break Zone. When you do so, cancel its effect." "Its" is the Summon
    or ability that chose, the event's `origin` (test_opusb_origin.py plays it); cancelling the
    chosen Forward (`subject`), a card on no stack, would do nothing: refused at load, with the
    reason. "cancel the Summon's effect" of a cast Summon (4-125C Clione) still loads."""
    from tcg.games.fftcg.pool import invalid, load_pool

    pool = {c.code: c for c in load_pool()}
    assert pool["18-059R"].supported and pool["4-125C"].supported
    chosen = {"kind": "auto", "trigger": {"event": "chosen", "card": {"type": "forward", "controller": "you"}},
              "effects": [{"do": "cancel", "to": "subject"}]}
    assert "cancel names the card chosen" in invalid([chosen], "X-1", "X")
    assert invalid([{**chosen, "effects": [{"do": "cancel", "to": "origin"}]}], "X-1", "X") == ""
