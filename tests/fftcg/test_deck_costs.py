"""FFTCG printed extra costs of action abilities (11.6.2): "put 1 Backup into the Break Zone",
"dull 1 active X", "discard 1 _Card Name X_", "remove X from the game", compiled from the
cards' printed text (pool/*.toml)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, power, setup

R = pytest.mark.rules

MYSTIC = "1-096C"       # earth Forward 3000: Put 1 Backup into the Break Zone: +3000 power
EVOKER = "1-159C"       # water Backup 1, vanilla
RED_MAGE_B = "1-003C"   # fire Backup named Red Mage
RED_MAGE = "5-001C"     # fire Backup: {1}{D}, discard 1 _Card Name Red Mage_: 5000 damage
DORGANN = "3-063H"      # wind Forward: {D}, remove Dorgann from the game: remove a Forward
STEINER = "4-129L"      # water Forward 8000: dull 1 active Water Forward other than Steiner: +1000
CANNONEER = "3-115C"    # lightning Backup: {l}{1}{D}, put Cannoneer and 1 Backup other than it into the BZ
KNIGHT_W = "2-131C"     # water Forward 7000, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
SQUIRE = "1-025C"       # fire Forward 5000, vanilla
RAMUH = "1-143C"        # lightning Summon


@R("fftcg:11.6.2.3", "fftcg:11.6.10")
def test_put_one_backup_into_the_break_zone_uses_only_your_own_backups():
    g = setup({"field": [MYSTIC, EVOKER, RED_MAGE_B]}, {"field": [EVOKER]})
    my = fid(g, "Mystic", "field0")
    ev, rm = fid(g, "Evoker", "field0"), fid(g, "Red Mage", "field0")
    do(g, ("use", my, 0))
    # the opponent's Evoker is not offered: a cost destroys only your own Characters
    assert g.decision.kind == "payment" and set(g.decision.options) == {("cost_break", ev), ("cost_break", rm)}
    do(g, ("cost_break", ev))
    assert names(g, "break0") == ["Evoker"] and names(g, "field1") == ["Evoker"]   # paid at once
    pass_(g, 2)
    assert power(g, my) == 6000
    assert names(g, "field0") == ["Mystic", "Red Mage"]


@R("fftcg:11.6.2.3")
def test_without_a_backup_of_your_own_the_ability_cannot_be_used():
    g = setup({"field": [MYSTIC]}, {"field": [EVOKER]})
    my = fid(g, "Mystic", "field0")
    assert ("use", my, 0) not in g.decision.options


@R("fftcg:11.6.2.1", "fftcg:11.6.10")
def test_discard_one_card_name_red_mage_takes_only_a_red_mage_and_cp_besides():
    g = setup({"field": [RED_MAGE, EVOKER], "hand": [RED_MAGE_B, KNIGHT]}, {"field": [SQUIRE]})
    rm, ev = fid(g, "Red Mage", "field0"), fid(g, "Evoker", "field0")
    named, kn, sq = fid(g, "Red Mage", "hand0"), fid(g, "Knight", "hand0"), fid(g, "Squire", "field1")
    do(g, ("use", rm, 0), ("target", sq))
    assert set(g.decision.options) == {("cost_discard", named)}     # not the Knight
    do(g, ("cost_discard", named))
    assert set(g.decision.options) == {("dull", ev), ("discard", kn)}   # then the {1}
    do(g, ("dull", ev))
    assert names(g, "break0") == ["Red Mage"] and g.objs[rm].tapped and g.objs[ev].tapped
    pass_(g, 2)
    assert names(g, "break1") == ["Squire"]          # 5000 damage to a 5000 Forward


@R("fftcg:11.6.2.1")
def test_without_a_red_mage_in_hand_the_discard_cannot_be_paid():
    g = setup({"field": [RED_MAGE, EVOKER], "hand": [KNIGHT, KNIGHT]}, {"field": [SQUIRE]})
    assert ("use", fid(g, "Red Mage", "field0"), 0) not in g.decision.options


@R("fftcg:11.6.10")
def test_remove_dorgann_from_the_game_is_paid_with_the_dull_icon():
    g = setup({"field": [DORGANN]}, {"field": [KNIGHT]})
    dg, kn = fid(g, "Dorgann", "field0"), fid(g, "Knight", "field1")
    do(g, ("use", dg, 0), ("target", kn))
    assert names(g, "removed0") == ["Dorgann"] and names(g, "field0") == []
    pass_(g, 2)
    assert names(g, "removed1") == ["Knight"] and names(g, "field1") == []


@R("fftcg:11.6.2.3", "fftcg:11.6.10")
def test_dull_one_active_water_forward_other_than_steiner():
    g = setup({"field": [STEINER, KNIGHT_W, {"card": KNIGHT_W, "dull": True}, KNIGHT, EVOKER]}, {"field": [KNIGHT_W]})
    st = fid(g, "Steiner", "field0")
    active = [o for o in g.zones["field0"] if g.objs[o].card.code == KNIGHT_W and not g.objs[o].tapped]
    do(g, ("use", st, 1))
    # only the active Water Forward other than Steiner: not the dull one, the Ice Knight, the
    # Water Backup, Steiner himself nor the opponent's
    assert set(g.decision.options) == {("cost_dull", active[0])}
    do(g, ("cost_dull", active[0]))
    assert g.objs[active[0]].tapped and not g.objs[st].tapped
    pass_(g, 2)
    assert power(g, st) == 9000


@R("fftcg:11.6.2.3", "fftcg:11.6.10")
def test_put_cannoneer_and_one_other_backup_into_the_break_zone():
    g = setup({"field": [CANNONEER, EVOKER, RED_MAGE_B], "hand": [RAMUH]}, {"field": [KNIGHT]})
    cn, ev, rm = fid(g, "Cannoneer", "field0"), fid(g, "Evoker", "field0"), fid(g, "Red Mage", "field0")
    kn = fid(g, "Knight", "field1")
    do(g, ("use", cn, 0), ("target", kn))
    assert set(g.decision.options) == {("cost_break", ev), ("cost_break", rm)}     # not Cannoneer itself
    do(g, ("cost_break", rm), ("discard", fid(g, "Ramuh", "hand0")))            # {l}{1}
    assert sorted(names(g, "break0")) == ["Cannoneer", "Ramuh", "Red Mage"]
    assert names(g, "field0") == ["Evoker"]
    pass_(g, 2)
    assert names(g, "break1") == ["Knight"]
