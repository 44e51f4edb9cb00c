"""Cards removed from the game and what the ability does with them afterwards: "Remove it from
the game. Then, play the removed Forward onto the field dull.", "Remove the top card of your deck
from the game. If it's a Forward, ..." ("the removed card": text.link's `@removed`)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

from tcg.games.fftcg import actions

R = pytest.mark.rules

TIME_MAGE = "3-043C"   # ice Backup: "{i}{i}{i}{D}, put Time Mage into the Break Zone: Choose 1 Forward you control. Remove it from the game. Then, play the removed Forward onto the field dull. You can only use this ability during your turn."
RINOA = "6-041L"       # ice Forward 4: "When Rinoa enters the field, choose 1 Forward other than Rinoa you control. Remove it from the game. Then, play the removed Forward onto the field dull."
CAIT_SITH = "1-131R"   # "[Slots] {S}{l}{D}: Remove the top card of your deck from the game. If it's a Forward, deal 7000 damage to all the active Forwards opponent controls."
BLACK_BELT = "1-099C"  # earth Forward 8000
KNIGHT = "1-050C"      # ice Forward 7000
SHIVA = "1-039C"       # ice Summon


@R("fftcg:7.4", "fftcg:15.1.1.5.1")
def test_time_mage_removes_the_forward_and_plays_it_back_dull_as_a_new_card():
    g = setup({"field": [TIME_MAGE, {"card": BLACK_BELT, "damage": 5000}], "hand": [KNIGHT, KNIGHT]})
    bb = fid(g, "Black Belt", "field0")
    do(g, ("use", fid(g, "Time Mage", "field0"), 0), ("target", bb))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    _resolve(g)
    new = fid(g, "Black Belt", "field0")
    assert new != bb and bb not in g.objs                    # a new object: the damage is gone
    assert g.objs[new].tapped and g.objs[new].damage == 0
    assert names(g, "removed0") == [] and names(g, "break0")[-1] == "Time Mage"


@R("fftcg:7.4")
def test_rinoa_enters_and_blinks_another_forward_you_control():
    g = setup({"field": [{"card": KNIGHT, "damage": 3000}], "hand": [RINOA, KNIGHT, KNIGHT]})
    knight = fid(g, "Knight", "field0")
    do(g, ("play", fid(g, "Rinoa", "hand0")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    if g.decision.kind == "target":
        assert g.decision.options == (("target", knight),)     # other than Rinoa
        do(g, ("target", knight))
    _resolve(g)
    new = [o for o in g.zones["field0"] if g.objs[o].card.name == "Knight"]
    assert len(new) == 1 and new[0] != knight and g.objs[new[0]].tapped and g.objs[new[0]].damage == 0
    assert names(g, "removed0") == []


@R("fftcg:15.1.1.5.1")
def test_cait_sith_slots_deal_7000_to_the_active_forwards_only_if_the_removed_card_is_a_forward():
    for top, hit in ((BLACK_BELT, True), (SHIVA, False)):
        g = setup({"field": [CAIT_SITH], "hand": [CAIT_SITH, "1-131R"], "deck": [f"5 {KNIGHT}", top]},
                  {"field": [KNIGHT, {"card": BLACK_BELT, "dull": True}]})
        do(g, ("use", fid(g, "Cait Sith", "field0"), 1))
        while g.decision.kind == "payment":
            do(g, g.decision.options[0])
        _resolve(g)
        assert names(g, "removed0") == [g.rules.cards[top].name]
        assert names(g, "break1") == (["Knight"] if hit else [])   # the dull Black Belt is spared
        assert names(g, "field1") == (["Black Belt"] if hit else ["Knight", "Black Belt"])


UNEI = "10-023H"      # ice Backup: "When you cast a Summon, choose 1 Forward you control. Remove it from the game. Then, play the removed Forward onto the field dull. This effect will trigger only during your turn and only once per turn."
IFRIT = "1-004C"      # fire Summon 1: "Choose 1 Forward. Deal it ... damage."
SQUIRE = "1-026C"     # fire Forward (discarded for 2 fire CP)


def _cast_ifrit(g, p: int) -> None:
    do(g, ("cast", fid(g, "Ifrit", f"hand{p}")), ("target", fid(g, "Black Belt", f"field{1 - p}")),
       ("discard", fid(g, "Squire", f"hand{p}")))


@R("fftcg:11.8.13")
def test_unei_triggers_only_during_your_turn_and_only_once_per_turn():
    g = setup({"field": [UNEI, KNIGHT], "hand": [IFRIT, IFRIT, SQUIRE, SQUIRE]}, {"field": [BLACK_BELT]})
    knight = fid(g, "Knight", "field0")
    _cast_ifrit(g, 0)
    assert g.decision.kind == "target" and g.decision.options == (("target", knight),)    # Unei's trigger
    do(g, ("target", knight))
    assert [it.kind for it in g.stack] == ["summon", "auto"]
    _resolve(g)
    assert fid(g, "Knight", "field0") != knight and g.objs[fid(g, "Knight", "field0")].tapped
    _cast_ifrit(g, 0)
    assert [it.kind for it in g.stack] == ["summon"]         # once per turn
    # the opponent's turn: casting a Summon triggers nothing
    g = setup({"field": [UNEI, KNIGHT], "hand": [IFRIT, SQUIRE]}, {"field": [BLACK_BELT]}, active=1)
    pass_(g)
    assert g.decision.player == 0
    _cast_ifrit(g, 0)
    assert [it.kind for it in g.stack] == ["summon"] and not g.pending


DEATHGAZE = "8-056R"   # wind Monster 3: "When Deathgaze (IX) enters the field, choose 1 Forward opponent controls. Remove it from the game for as long as Deathgaze (IX) is on the field."


def _deathgaze_enters(g) -> None:
    do(g, ("play", fid(g, "Deathgaze (IX)", "hand0")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    do(g, ("target", fid(g, "Knight", "field1")))


@R("fftcg:11.8.17", "fftcg:7.4")
def test_deathgaze_removes_a_forward_for_as_long_as_it_is_on_the_field():
    g = setup({"hand": [DEATHGAZE] * 3}, {"field": [{"card": KNIGHT, "dull": True, "damage": 2000}]})
    _deathgaze_enters(g)
    _resolve(g)
    assert names(g, "removed1") == ["Knight"] and names(g, "field1") == []
    actions.break_cards(g, [fid(g, "Deathgaze (IX)", "field0")])
    _resolve(g)
    # back onto its owner's field, a new card: active, without damage
    knight = fid(g, "Knight", "field1")
    assert names(g, "removed1") == [] and g.objs[knight].controller == 1
    assert not g.objs[knight].tapped and g.objs[knight].damage == 0


def test_deathgaze_gone_before_its_ability_resolves_removes_nothing():
    g = setup({"hand": [DEATHGAZE] * 3}, {"field": [KNIGHT]})
    _deathgaze_enters(g)
    actions.break_cards(g, [fid(g, "Deathgaze (IX)", "field0")])
    _resolve(g)
    assert names(g, "field1") == ["Knight"] and names(g, "removed1") == []


DIABLOS = "3-061R"   # wind Summon 3: "{EX} Choose 1 Forward. Deal it 1000 damage for each Character you control. If you control a _Job Class Zero Cadet_ Forward, select up to 3 Backups you control. Activate them."
TREY = "3-064H"      # wind Class Zero Cadet Forward 8000
EVOKER = "1-159C"    # water Backup, no text


def test_diablos_activates_up_to_3_backups_only_with_a_class_zero_cadet():
    for cadet in (True, False):
        mine = [{"card": EVOKER, "dull": True}] * 2 + ([TREY] if cadet else [KNIGHT])
        g = setup({"field": mine, "hand": [DIABLOS, DIABLOS, DIABLOS]}, {"field": [BLACK_BELT]})
        do(g, ("cast", fid(g, "Diablos", "hand0")), ("target", fid(g, "Black Belt", "field1")))
        while g.decision.kind == "payment":
            do(g, g.decision.options[0])
        pass_(g, 2)
        if cadet:       # select up to 3: both Evokers, then done
            evokers = [o for o in g.zones["field0"] if g.objs[o].card.name == "Evoker"]
            while g.decision.kind != "priority":
                left = [c for c in g.decision.options if len(c) > 1 and c[1] in evokers]
                do(g, left[0] if left else g.decision.options[-1])
        _resolve(g)
        assert g.objs[fid(g, "Black Belt", "field1")].damage == 3000     # 3 Characters
        assert [g.objs[o].tapped for o in g.zones["field0"] if g.objs[o].card.name == "Evoker"] == [not cadet] * 2
