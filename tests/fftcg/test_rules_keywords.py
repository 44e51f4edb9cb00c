"""FFTCG rules tests: keywords (15) — action keywords and Brave, Haste, First Strike, Freeze,
Back Attack. Forming a Party (15.1.1.9) is in test_rules_combat.py."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, cast, do, fid, flags, names, pass_, pass_until, play, setup, stack_names, to_phase, use

R = pytest.mark.rules

SQUIRE = "1-025C"       # fire Forward 5000, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
SAMURAI = "1-014C"      # fire Forward 6000, Brave
TIFA = "1-016C"         # fire Forward 4000, Haste
RED_XIII = "1-029C"     # fire Forward 5000, First Strike
DRAGOON_FS = "1-147C"   # lightning Forward 6000, First Strike, generic
GEOMANCER = "1-168C"    # water Forward 6000: when put from the field into the Break Zone, draw 1
BLACK_BELT = "1-099C"   # earth Forward 8000, vanilla
SCARMIGLIONE = "2-085H"  # earth Forward 5000, Back Attack
BARALAI = "1-200S"      # wind Backup: {D}, break Baralai: activate up to 2 Forwards
BARD_DULL = "4-027C"    # ice Backup: {i}{D}, break Bard: dull a Forward
HECATONCHEIR = "1-117R"  # earth Summon 3: break a Backup of cost 3 or more
ARGATH = "1-033C"       # ice Forward 3000: when he enters, your opponent discards 1 card
RAIDEN = "4-114L"       # lightning Summon 9: remove one Forward from the game, break another
NINJA_L = "4-108C"      # lightning Forward 3000, Haste, generic
MOG = "5-093C"          # earth Backup: {e}{e}{D}, break Mog: search a Forward
IFRIT = "1-004C"        # fire Summon 1: 4000 damage to a Forward
SHIVA = "1-038R"        # ice Summon 3: dull a Forward and freeze it
YSHTOLA = "1-084H"      # wind Forward 3000 (Scion of the Seventh Dawn): {D}: 2000 damage
ALISAIE = "5-161S"      # lightning Backup: Scion of the Seventh Dawn Forwards you control gain Haste
SCHOLAR = "1-157C"      # water Backup 2: {D}, break Scholar: return a Forward you control
ENNA_KROS = "1-095R"    # earth Backup 3


# --------------------------------------------------------------------------- 15.1 actions
@R("fftcg:15.1.1.1", "fftcg:15.1.1.1.1", "fftcg:15.1.1.1.2")
def test_activate_turns_dull_characters_upright_and_may_choose_active_ones():
    g = setup({"field": [BARALAI, {"card": SQUIRE, "dull": True}, KNIGHT]}, {})
    sq, kn = fid(g, "Squire", "field0"), fid(g, "Knight", "field0")
    use(g, fid(g, "Baralai", "field0"), 0)
    assert g.decision.kind == "target"
    assert set(g.decision.options) == {("target", sq), ("target", kn)}   # an active one is a legal choice
    do(g, ("target", sq), ("target", kn))
    pass_(g, 2)
    assert g.objs[sq].tapped is False and g.objs[kn].tapped is False
    assert names(g, "break0") == ["Baralai"]


@R("fftcg:15.1.1.2", "fftcg:15.1.1.2.1", "fftcg:15.1.1.2.2")
def test_dull_turns_active_characters_sideways_and_may_choose_dull_ones():
    g = setup({"field": [BARD_DULL, BARD_DULL], "hand": [KNIGHT]},
              {"field": [SQUIRE, {"card": BLACK_BELT, "dull": True}]})
    bard1, bard2 = g.zones["field0"]
    sq, bb = fid(g, "Squire", "field1"), fid(g, "Black Belt", "field1")
    use(g, bard1, 0)
    assert set(g.decision.options) == {("target", sq), ("target", bb)}
    do(g, ("target", bb), ("dull", bard2))       # the dull Forward may be chosen
    pass_(g, 2)
    assert g.objs[bb].tapped is True
    g = setup({"field": [BARD_DULL], "hand": [KNIGHT]}, {"field": [SQUIRE]})
    sq = fid(g, "Squire", "field1")
    use(g, fid(g, "Bard", "field0"), 0, targets=[sq], pay=[("discard", fid(g, "Knight", "hand0"))])
    pass_(g, 2)
    assert g.objs[sq].tapped is True


@R("fftcg:15.1.1.3", "fftcg:15.1.1.3.1")
def test_break_moves_a_card_from_the_field_to_its_owners_break_zone():
    g = setup({"hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]}, {"field": [ENNA_KROS, SCHOLAR]})
    _, bb1, bb2 = g.zones["hand0"]
    cast(g, fid(g, "Hecatoncheir", "hand0"), targets=[fid(g, "Enna Kros", "field1")],
         pay=[("discard", bb1), ("discard", bb2)])
    pass_(g, 2)
    assert names(g, "break1") == ["Enna Kros"]
    assert names(g, "field1") == ["Scholar"]
    assert names(g, "break0") == ["Black Belt", "Black Belt", "Hecatoncheir"]


@R("fftcg:15.1.1.4", "fftcg:15.1.1.4.1")
def test_discard_moves_a_card_from_hand_to_the_break_zone():
    g = setup({"hand": [ARGATH, KNIGHT]}, {"hand": [SQUIRE, BLACK_BELT]})
    play(g, fid(g, "Argath", "hand0"), pay=[("discard", fid(g, "Knight", "hand0"))])
    pass_until(g, "discard")
    d = g.decision
    assert d.player == 1                          # the opponent selects the card
    do(g, ("discard", fid(g, "Black Belt", "hand1")))
    assert names(g, "hand1") == ["Squire"]
    assert names(g, "break1") == ["Black Belt"]


@R("fftcg:15.1.1.5", "fftcg:15.1.1.5.1")
def test_remove_from_the_game_puts_the_card_out_of_every_other_zone():
    g = setup({"hand": [RAIDEN] + [NINJA_L] * 5}, {"field": [KNIGHT, BLACK_BELT]})
    kn, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    hand = [o for o in g.zones["hand0"] if g.objs[o].card.code == NINJA_L]
    cast(g, fid(g, "Raiden", "hand0"), targets=[kn, bb], pay=[("discard", o) for o in hand])
    pass_(g, 2)
    assert names(g, "removed1") == ["Knight"]
    assert names(g, "break1") == ["Black Belt"]
    assert names(g, "field1") == []


@R("fftcg:15.1.1.6", "fftcg:15.1.1.6.1", "fftcg:15.1.1.8", "fftcg:15.1.1.8.1")
def test_search_finds_reveals_adds_then_shuffles_the_deck():
    deck = [BLACK_BELT, KNIGHT, SQUIRE, TIFA, MOG, SCHOLAR, BARALAI, HECATONCHEIR, IFRIT, SHIVA]
    g = setup({"field": [MOG], "hand": [BLACK_BELT], "deck": deck}, {}, seed=3)
    before = list(g.zones["deck0"])
    use(g, fid(g, "Mog (MOBIUS)", "field0"), 0, pay=[("discard", fid(g, "Black Belt", "hand0"))])
    pass_(g, 2)
    d = g.decision
    assert d.kind == "search" and d.player == 0
    forwards = {fid(g, n, "deck0") for n in ("Black Belt", "Knight", "Squire", "Tifa")}
    assert set(d.options) == {("done",)} | {("take", o) for o in forwards}
    do(g, ("take", fid(g, "Tifa", "deck0")))
    assert names(g, "hand0") == ["Tifa"]
    after = g.zones["deck0"]
    assert sorted(after) == sorted(o for o in before if g.objs.get(o) is not None)
    assert after != [o for o in before if o in g.objs]           # shuffled
    assert len(after) == 9


@R("fftcg:15.1.1.7", "fftcg:15.1.1.7.1")
def test_cast_puts_the_summon_on_the_stack_and_pays_its_cost():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Knight", "field1")],
         pay=[("discard", fid(g, "Squire", "hand0"))])
    assert names(g, "stack") == ["Ifrit"]
    assert stack_names(g) == ["Ifrit"]
    assert names(g, "break0") == ["Squire"]
    assert names(g, "hand0") == []


# ----------------------------------------------------------------------------- 15.2 Brave
@R("fftcg:15.2.1.2")
def test_brave_attacker_stays_active_and_can_block_on_the_next_turn():
    g = setup({"field": [SAMURAI]}, {"field": [SQUIRE]}, phase="attack", step="declaration", manual=True)
    sa = fid(g, "Samurai", "field0")
    do(g, ("attack", sa))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_until(g, "attack")
    assert g.objs[sa].tapped is False
    do(g, ("end",))
    pass_until(g, "attack")                      # player 1's turn
    assert g.vars["tp"] == 1
    do(g, ("attack", fid(g, "Squire", "field1")))
    pass_until(g, "block")
    assert ("block", sa) in g.decision.options


# ----------------------------------------------------------------------------- Haste
@R("fftcg:15.2.2", "fftcg:15.2.2.1", "fftcg:15.2.2.2")
def test_haste_forward_played_this_turn_may_attack():
    g = setup({"hand": [TIFA, SQUIRE, SQUIRE, SQUIRE]}, {}, manual=True)
    _, s1, s2, s3 = g.zones["hand0"]
    play(g, fid(g, "Tifa", "hand0"), pay=[("discard", s1)])
    play(g, s2, pay=[("discard", s3)])
    ti, sq = fid(g, "Tifa", "field0"), fid(g, "Squire", "field0")
    pass_until(g, "attack")
    assert g.decision.options == (("end",), ("attack", ti))
    do(g, ("attack", ti))
    pass_until(g, "attack")
    assert len(g.zones["damage1"]) == 1
    assert g.objs[sq].tapped is False


@R("fftcg:15.2.2.3")
def test_haste_character_may_use_dull_abilities_the_turn_it_arrives():
    g = setup({"field": [{"card": YSHTOLA, "new": True}, ALISAIE]}, {"field": [KNIGHT]})
    ys = fid(g, "Y'shtola", "field0")
    assert "haste" in flags(g, ys)
    assert ("use", ys, 1) in g.decision.options
    use(g, ys, 1, targets=[fid(g, "Knight", "field1")])
    pass_(g, 2)
    assert g.objs[fid(g, "Knight", "field1")].damage == 2000
    g = setup({"field": [{"card": YSHTOLA, "new": True}]}, {"field": [KNIGHT]}, manual=True)
    assert ("use", fid(g, "Y'shtola", "field0"), 1) not in g.decision.options


# ----------------------------------------------------------------------------- First Strike
def _block(g, attacker, blocker):
    do(g, ("attack", attacker))
    pass_until(g, "block")
    do(g, ("block", blocker))


@R("fftcg:15.2.3", "fftcg:15.2.3.1", "fftcg:15.2.3.2")
def test_first_strike_attacker_destroys_the_blocker_before_it_deals_damage():
    g = setup({"field": [RED_XIII]}, {"field": [{"card": "4-084C"}]}, phase="attack", step="declaration",
              manual=True)   # Warrior 4-084C: earth Forward 4000
    rx = fid(g, "Red XIII", "field0")
    _block(g, rx, fid(g, "Warrior", "field1"))
    pass_until(g, "attack")
    assert names(g, "break1") == ["Warrior"]
    assert g.objs[rx].damage == 0


@R("fftcg:15.2.3.2")
def test_first_strike_blocker_deals_damage_first():
    g = setup({"field": [TIFA]}, {"field": [RED_XIII]}, phase="attack", step="declaration", manual=True)
    rx = fid(g, "Red XIII", "field1")
    _block(g, fid(g, "Tifa", "field0"), rx)
    pass_until(g, "attack")
    assert names(g, "break0") == ["Tifa"]
    assert g.objs[rx].damage == 0


@R("fftcg:15.2.3.2")
def test_first_strike_on_both_sides_deals_damage_at_the_same_time():
    g = setup({"field": [RED_XIII]}, {"field": [DRAGOON_FS]}, phase="attack", step="declaration", manual=True)
    dr = fid(g, "Dragoon", "field1")
    _block(g, fid(g, "Red XIII", "field0"), dr)
    pass_until(g, "attack")
    assert names(g, "break0") == ["Red XIII"]
    assert g.objs[dr].damage == 5000


@R("fftcg:15.2.3.3", "fftcg:11.8.3")
def test_first_strike_window_gives_priority_without_casting_and_holds_triggers():
    g = setup({"field": [DRAGOON_FS], "hand": [IFRIT, SQUIRE]}, {"field": [GEOMANCER], "hand": [IFRIT, SQUIRE]},
              phase="attack", step="declaration", manual=True)
    gid = fid(g, "Geomancer", "field1")
    _block(g, fid(g, "Dragoon", "field0"), gid)
    pass_(g, 2)                                   # block step over: First Strike damage is dealt
    d = g.decision
    assert (g.vars["step"], d.kind, d.player) == ("damage", "priority", 0)
    assert g.vars["fs_window"] is True
    assert d.options == (("pass",),)              # no Summon (Ifrit) in this window
    assert names(g, "break1") == ["Geomancer"]    # rule processes did run
    assert g.stack == []                          # its trigger waits for the regular damage
    assert [t.source for t in g.vars["held"]] == [gid]          # but it did trigger
    hand1 = len(g.zones["hand1"])
    pass_(g)
    assert g.decision.options == (("pass",),)
    pass_(g)
    assert g.vars["fs_window"] is False
    assert stack_names(g) == ["Geomancer"]
    assert ("cast", fid(g, "Ifrit", "hand0")) in g.decision.options
    pass_(g, 2)
    assert len(g.zones["hand1"]) == hand1 + 1


@R("fftcg:15.2.3.4")
def test_party_deals_first_strike_damage_only_if_all_members_have_it():
    # Two Dragoons (First Strike, 6000 each) against Knight 7000: it dies before dealing damage.
    g = setup({"field": [DRAGOON_FS, DRAGOON_FS]}, {"field": [KNIGHT]}, phase="attack", step="declaration",
              manual=True)
    d1, d2 = g.zones["field0"]
    do(g, ("attack", d1), ("add", d2))
    pass_until(g, "block")
    do(g, ("block", fid(g, "Knight", "field1")))
    pass_until(g, "attack")
    assert names(g, "break1") == ["Knight"]
    assert g.objs[d1].damage == 0 and g.objs[d2].damage == 0
    assert not [c for c in g.history if c[0] == "assign"]


# ----------------------------------------------------------------------------- Freeze
@R("fftcg:15.2.4", "fftcg:15.2.4.1", "fftcg:15.2.4.2")
def test_frozen_character_stays_dull_in_its_controllers_next_active_phase_only():
    g = setup({"hand": [SHIVA, KNIGHT, KNIGHT]}, {"field": [SQUIRE]}, manual=True)
    sq = fid(g, "Squire", "field1")
    _, k1, k2 = g.zones["hand0"]
    cast(g, fid(g, "Shiva", "hand0"), targets=[sq], pay=[("discard", k1), ("discard", k2)])
    pass_(g, 2)
    assert g.objs[sq].tapped is True and g.objs[sq].marks & FROZEN
    to_phase(g, 4)
    # player 1's turn: its Active Phase did not activate the frozen Squire
    assert g.vars["tp"] == 1
    assert g.objs[sq].tapped is True
    assert g.objs[sq].marks & FROZEN == 0
    to_phase(g, 6)
    assert g.vars["tp"] == 1
    assert g.objs[sq].tapped is False


# ----------------------------------------------------------------------------- Back Attack
@R("fftcg:15.2.5", "fftcg:15.2.5.1", "fftcg:15.2.5.2")
def test_back_attack_is_played_in_the_opponents_main_phase():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"hand": [SCARMIGLIONE, BLACK_BELT, SQUIRE]}, manual=True)
    pass_(g)
    d = g.decision
    assert (g.vars["phase"], d.player) == ("main1", 1)
    sc = fid(g, "Scarmiglione", "hand1")
    assert ("play", sc) in d.options
    assert ("play", fid(g, "Squire", "hand1")) not in d.options     # not a Back Attack card
    play(g, sc, pay=[("discard", fid(g, "Black Belt", "hand1"))])
    assert names(g, "field1") == ["Scarmiglione"]


@R("fftcg:15.2.5.2", "fftcg:15.2.5.3", "fftcg:15.2.5.4", "fftcg:11.4.7")
def test_back_attack_in_response_does_not_use_the_stack():
    g = setup({"hand": [IFRIT, SQUIRE], "field": [KNIGHT]}, {"hand": [SCARMIGLIONE, BLACK_BELT]}, manual=True)
    cast(g, fid(g, "Ifrit", "hand0"), targets=[fid(g, "Knight", "field0")],
         pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g)
    assert g.decision.player == 1 and stack_names(g) == ["Ifrit"]
    play(g, fid(g, "Scarmiglione", "hand1"), pay=[("discard", fid(g, "Black Belt", "hand1"))])
    # it is on the field at once; the Ifrit below is still waiting
    assert names(g, "field1") == ["Scarmiglione"]
    assert stack_names(g) == ["Ifrit"]
    # a Character was played: the turn player receives priority (11.4.7)
    assert g.decision.kind == "priority" and g.decision.player == 0
    pass_(g, 2)
    assert g.stack == []
    assert g.objs[fid(g, "Knight", "field0")].damage == 4000


@R("fftcg:15.2.5.2")
def test_back_attack_forward_played_after_an_attack_is_declared_may_block_it():
    g = setup({"field": [SQUIRE]}, {"hand": [SCARMIGLIONE, BLACK_BELT]}, phase="attack", step="declaration",
              manual=True)
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_(g)
    play(g, fid(g, "Scarmiglione", "hand1"), pay=[("discard", fid(g, "Black Belt", "hand1"))])
    sc = fid(g, "Scarmiglione", "field1")
    pass_until(g, "block")
    assert ("block", sc) in g.decision.options
    do(g, ("block", sc))
    pass_until(g, "attack")
    assert names(g, "break0") == ["Squire"]


@R("fftcg:15.2.5.2")
def test_back_attack_is_not_available_in_the_end_phase():
    g = setup({}, {"hand": [SCARMIGLIONE, BLACK_BELT]}, phase="end", manual=True)
    asked = []
    while g.vars["phase"] == "end" and g.decision.kind == "priority":
        asked.append(g.decision.player)
        assert g.decision.options == (("pass",),)
        pass_(g)
    assert 1 in asked
    assert names(g, "hand1")[:2] == ["Scarmiglione", "Black Belt"]
