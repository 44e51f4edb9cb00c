"""Issue 20, ffstat: static abilities and effect phrasings of printed cards, each played with a
real card of the pool (grammar_ffstat.py, instead.py)."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, flags, names, pass_, play, power, setup, use

R = pytest.mark.rules

ULTIMECIA = "1-152L"   # water Forward: all the Forwards other than Ultimecia enter the field dull
ZALERA = "3-037H"      # ice Summon 4: break all the dull Forwards of costs 2, 3, 5, 7, 11, and 13 opponent controls
MATEUS = "2-044R"      # ice Summon 5: opponent puts 1 attacking Forward into the Break Zone
YANG = "2-091C"        # earth Forward 5000: with a Monk other than Yang, +2000 power and Brave
KING_EBLAN = "9-005H"  # fire Forward: if your opponent doesn't control any Forwards, cannot attack
GARLAND = "B-003"      # fire Forward 10000, printed _Brave_
SNOW = "19-023C"       # ice Forward 8000: if your opponent has 1 card or less in their hand, +2000 power
SQUIRE = "1-025C"      # fire Forward 5000, cost 2
KNIGHT = "1-050C"      # ice Forward 7000, cost 3
BLACK_BELT = "1-099C"  # earth Forward 8000, cost 4
MONK = "1-119C"        # earth Forward named Monk (Job Standard Unit)


@R("fftcg:11.9.1")
def test_forwards_other_than_ultimecia_enter_the_field_dull():
    g = setup({"field": [ULTIMECIA], "hand": [SQUIRE, SQUIRE]}, {})
    s1, s2 = g.zones["hand0"]
    play(g, s1, pay=[("discard", s2)])
    assert names(g, "field0") == ["Ultimecia", "Squire"]
    assert g.objs[fid(g, "Squire", "field0")].tapped is True
    g = setup({"hand": [SQUIRE, SQUIRE]}, {"field": [ULTIMECIA]})     # the opponent's Ultimecia too
    s1, s2 = g.zones["hand0"]
    play(g, s1, pay=[("discard", s2)])
    assert g.objs[fid(g, "Squire", "field0")].tapped is True
    g = setup({"hand": [SQUIRE, SQUIRE]}, {})
    s1, s2 = g.zones["hand0"]
    play(g, s1, pay=[("discard", s2)])
    assert g.objs[fid(g, "Squire", "field0")].tapped is False


def test_zalera_breaks_the_dull_forwards_of_the_costs_it_lists():
    g = setup({"hand": [ZALERA, KNIGHT, KNIGHT]},
              {"field": [{"card": SQUIRE, "dull": True}, {"card": KNIGHT, "dull": True},
                         {"card": BLACK_BELT, "dull": True}, SQUIRE]})
    k1, k2 = (o for o in g.zones["hand0"] if g.objs[o].card.name == "Knight")
    cast(g, fid(g, "Zalera, the Death Seraph", "hand0"), pay=[("discard", k1), ("discard", k2)])
    pass_(g, 2)
    assert sorted(names(g, "break1")) == ["Knight", "Squire"]          # costs 3 and 2, dull
    assert names(g, "field1") == ["Black Belt", "Squire"]              # cost 4; the active Squire


def test_mateus_makes_the_opponent_put_one_of_their_attacking_forwards_into_the_break_zone():
    g = setup({"hand": [MATEUS, KNIGHT, KNIGHT, KNIGHT]}, {"field": [SQUIRE, SQUIRE, BLACK_BELT]},
              active=1, phase="attack", step="declaration")
    s1, s2, bb = g.zones["field1"]
    do(g, ("attack", s1), ("add", s2))                    # a Party of the two Squires
    while g.decision.player != 0:
        pass_(g)
    ks = [o for o in g.zones["hand0"] if g.objs[o].card.name == "Knight"]
    cast(g, fid(g, "Mateus, the Corrupt", "hand0"), pay=[("discard", k) for k in ks])
    pass_(g, 2)
    assert g.decision.player == 1                          # the opponent picks among their attackers
    assert {c[1] for c in g.decision.options} == {s1, s2}
    do(g, (g.decision.options[0][0], s2))
    assert names(g, "break1") == ["Squire"] and s1 in g.zones["field1"] and bb in g.zones["field1"]


@R("fftcg:11.9.1")
def test_yang_gains_power_and_brave_with_a_monk_other_than_himself():
    g = setup({"field": [YANG, SQUIRE]}, {})
    y = fid(g, "Yang", "field0")
    assert power(g, y) == 5000 and "brave" not in flags(g, y)      # Yang is a Monk, but not another
    g = setup({"field": [YANG, MONK]}, {})                          # a card named Monk
    y = fid(g, "Yang", "field0")
    assert power(g, y) == 7000 and "brave" in flags(g, y)


@R("fftcg:11.9.1")
def test_king_of_eblan_cannot_attack_while_the_opponent_controls_no_forward():
    g = setup({"field": [KING_EBLAN, SQUIRE]}, {}, phase="attack", step="declaration")
    assert ("attack", fid(g, "King of Eblan", "field0")) not in g.decision.options
    assert ("attack", fid(g, "Squire", "field0")) in g.decision.options
    g = setup({"field": [KING_EBLAN]}, {"field": [SQUIRE]}, phase="attack", step="declaration")
    assert ("attack", fid(g, "King of Eblan", "field0")) in g.decision.options


@R("fftcg:15.1.1.2")
def test_a_keyword_printed_in_italics_is_that_keyword():
    g = setup({"field": [GARLAND]}, {})
    assert "brave" in flags(g, fid(g, "Garland", "field0"))


@R("fftcg:11.9.1")
def test_snow_gains_power_while_the_opponent_has_one_card_or_less_in_hand():
    g = setup({"field": [SNOW]}, {"hand": [SQUIRE]})
    assert power(g, fid(g, "Snow", "field0")) == 10000
    g = setup({"field": [SNOW]}, {"hand": [SQUIRE, SQUIRE]})
    assert power(g, fid(g, "Snow", "field0")) == 8000




BLACK_CHOCOBO = "3-054C"   # wind Forward 3000: if it forms a party, that party cannot be blocked
NINJA = "2-061C"           # wind Forward 3000
BA_GAMNAN = "2-088C"       # earth Forward 5000: opponent must block Ba'Gamnan if possible
YUGIRI = "8-148S"          # lightning Forward 4000: {l}{l}{2}: break the Forward that blocks Yugiri
SUMMONER_L = "1-138C"      # lightning Backup (discarded for 2 lightning CP)
PENELO = "2-067R"          # wind Backup: if all the Forwards you control are Sky Pirates or Pirates, +1000
BALTHIER = "2-065L"        # wind Forward 8000, Job Sky Pirate
AERITH = "1-064R"          # wind Backup: [Planet Protector] {S}{D}: activate all Forwards you control; they cannot be chosen


@R("fftcg:10.1.3.1.2")
def test_the_party_black_chocobo_forms_cannot_be_blocked():
    g = setup({"field": [BLACK_CHOCOBO, NINJA]}, {"field": [BLACK_BELT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Black Chocobo", "field0")), ("add", fid(g, "Ninja", "field0")))
    while g.decision.kind != "block":
        pass_(g)
    assert g.decision.options == (("no_block",),)
    g = setup({"field": [BLACK_CHOCOBO, NINJA]}, {"field": [BLACK_BELT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Black Chocobo", "field0")), ("done",))        # alone: no party
    while g.decision.kind != "block":
        pass_(g)
    assert ("block", fid(g, "Black Belt", "field1")) in g.decision.options


@R("fftcg:10.1.3.1.3")
def test_the_opponent_must_block_ba_gamnan_if_possible():
    g = setup({"field": [BA_GAMNAN]}, {"field": [BLACK_BELT, {"card": KNIGHT, "dull": True}]},
              phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Ba'Gamnan", "field0")))
    while g.decision.kind != "block":
        pass_(g)
    assert g.decision.options == (("block", fid(g, "Black Belt", "field1")),)
    g = setup({"field": [SQUIRE]}, {"field": [BLACK_BELT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Squire", "field0")))
    while g.decision.kind != "block":
        pass_(g)
    assert ("no_block",) in g.decision.options


@R("fftcg:10.1.3.2")
def test_yugiri_breaks_the_forward_that_blocks_her():
    g = setup({"field": [YUGIRI], "hand": [SUMMONER_L, SUMMONER_L]}, {"field": [BLACK_BELT, KNIGHT]},
              phase="attack", step="declaration")
    yu, bb = fid(g, "Yugiri", "field0"), fid(g, "Black Belt", "field1")
    do(g, ("attack", yu))
    while g.decision.kind != "block":
        pass_(g)
    do(g, ("block", bb))
    assert g.decision.player == 0 and ("use", yu, 1) in g.decision.options
    use(g, yu, 1, pay=[("discard", o) for o in list(g.zones["hand0"])])
    pass_(g, 2)
    assert names(g, "break1") == ["Black Belt"] and names(g, "field1") == ["Knight"]


@R("fftcg:11.9.1")
def test_penelo_gives_power_only_if_every_forward_you_control_is_a_sky_pirate_or_pirate():
    g = setup({"field": [PENELO, BALTHIER]}, {})
    assert power(g, fid(g, "Balthier", "field0")) == 9000
    g = setup({"field": [PENELO, BALTHIER, SQUIRE]}, {})
    assert power(g, fid(g, "Balthier", "field0")) == 8000 and power(g, fid(g, "Squire", "field0")) == 5000


@R("fftcg:11.7")
def test_aerith_activates_all_your_forwards_and_they_cannot_be_chosen():
    g = setup({"field": [AERITH, {"card": SQUIRE, "dull": True}, {"card": KNIGHT, "dull": True}],
               "hand": [AERITH]}, {"field": [BLACK_BELT]})
    ae = fid(g, "Aerith", "field0")
    do(g, ("use", ae, 1), ("cost_name", fid(g, "Aerith", "hand0")))
    pass_(g, 2)
    for name in ("Squire", "Knight"):
        oid = fid(g, name, "field0")
        assert g.objs[oid].tapped is False and "cannot_be_chosen" in flags(g, oid)
    assert "cannot_be_chosen" not in flags(g, fid(g, "Black Belt", "field1"))


MORROW = "16-015H"        # fire Forward: the Forwards you control can form a party with Forwards of any Element
IXALI = "14-041C"         # wind Backup: {w}{D}: choose 1 Forward, activate it (if you control a Wind _Job Primal._)
GARUDA = "14-056R"        # wind Forward, Job Primal


@R("fftcg:15.1.1.9.2")
def test_under_morrow_forwards_of_different_elements_form_a_party():
    g = setup({"field": [MORROW, SQUIRE, KNIGHT, NINJA]}, {}, phase="attack", step="declaration")
    sq, kn, nj = fid(g, "Squire", "field0"), fid(g, "Knight", "field0"), fid(g, "Ninja", "field0")
    do(g, ("attack", kn))
    assert set(g.decision.options) == {("done",), ("add", fid(g, "Morrow", "field0")), ("add", sq), ("add", nj)}
    g = setup({"field": [SQUIRE, KNIGHT, NINJA]}, {}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Knight", "field0")))
    assert g.decision.kind != "party"            # no other Ice Forward: the attack is declared alone


@R("fftcg:11.6.2")
def test_a_job_printed_with_its_full_stop_inside_the_markup_is_that_job():
    g = setup({"field": [IXALI, GARUDA], "hand": [NINJA]}, {"field": [SQUIRE]})
    assert ("use", fid(g, "Ixali", "field0"), 1) in g.decision.options
    g = setup({"field": [IXALI], "hand": [NINJA]}, {"field": [SQUIRE]})
    assert ("use", fid(g, "Ixali", "field0"), 1) not in g.decision.options


BEASTMASTER = "18-066C"   # earth Forward: {D}: choose 1 Forward; it cannot attack or block until the end of your opponent's turn
RAMUH = "10-102H"         # lightning Summon 2: choose 1 Forward that entered the field this turn, deal it 8000 damage


@R("fftcg:9.5.1.3")
def test_cannot_attack_or_block_until_the_end_of_the_opponents_turn():
    from play_kit import to_phase

    g = setup({"field": [BEASTMASTER]}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")
    use(g, fid(g, "Beastmaster", "field0"), 0, targets=[kn])
    pass_(g, 2)
    to_phase(g, 4)                                      # the opponent's turn: still restrained
    assert {"cannot_attack", "cannot_block"} <= flags(g, kn)
    to_phase(g, 5)                                      # ended with the opponent's turn
    assert not {"cannot_attack", "cannot_block"} & flags(g, kn)
    g = setup({"field": [KNIGHT]}, {"field": [BEASTMASTER]}, priority=1)   # used in its opponent's turn
    kn = fid(g, "Knight", "field0")
    use(g, fid(g, "Beastmaster", "field1"), 0, targets=[kn])
    pass_(g, 2)
    to_phase(g, 4)                                      # that turn was the opponent's: it ended then
    assert not {"cannot_attack", "cannot_block"} & flags(g, kn)


@R("fftcg:11.3.3")
def test_ramuh_chooses_only_a_forward_that_entered_the_field_this_turn():
    g = setup({"hand": [RAMUH, SUMMONER_L]}, {"field": [{"card": KNIGHT, "new": True}, BLACK_BELT]})
    kn = fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Ramuh", "hand0")))
    assert g.decision.options == (("target", kn),)      # not Black Belt, on the Field since before


FRITT = "7-004C"          # fire Forward 4000: also a Monster in all situations
BISMARCK = "5-133H"       # water Summon 2: first mode: choose 1 Monster, return it to its owner's hand
GEOMANCER = "1-168C"      # water Forward (discarded for 2 water CP)
ILLUSIONIST = "6-005C"    # fire Backup: {D}, put Illusionist into the Break Zone: choose 1 Forward; it must attack this turn if possible
BLAZE = "12-016C"         # fire Forward: {D}, put Blaze in the Break Zone: choose 1 Forward, deal it 7000 damage


@R("fftcg:11.3.3")
def test_fritt_is_also_a_monster_for_what_chooses_monsters():
    g = setup({"hand": [BISMARCK, GEOMANCER]}, {"field": [FRITT, SQUIRE]})
    do(g, ("cast", fid(g, "Bismarck", "hand0")), ("mode", 0))
    assert g.decision.options == (("target", fid(g, "Fritt", "field1")),)


def test_battle_damage_with_fritt_in_the_battle():
    # its field ability is a characteristic, not a damage modification: the soak (seed 200068,
    # 12-096H Quacho Queen) found damage.py reading it as one and crashing
    g = setup({"field": [FRITT]}, {"field": [SQUIRE]}, phase="attack")
    pass_(g, 2)
    g.apply(("attack", fid(g, "Fritt", "field0")))
    for _ in range(10):
        if names(g, "break0"):
            break
        d = g.decision
        g.apply(("block", fid(g, "Squire", "field1")) if d.kind == "block" else d.options[0])
    assert names(g, "break0") == ["Fritt"] and names(g, "field1") == ["Squire"]    # 5000 against 4000


@R("fftcg:10.1.2.1.3")
def test_illusionist_makes_a_forward_attack_this_turn_if_possible():
    g = setup({"field": [ILLUSIONIST, SQUIRE, KNIGHT]}, {}, phase="main1")
    kn = fid(g, "Knight", "field0")
    use(g, fid(g, "Illusionist", "field0"), 0, targets=[kn])
    pass_(g, 2)
    pass_(g, 2)                                          # to the Attack Phase
    while g.decision.kind != "attack":
        pass_(g)
    assert ("end",) not in g.decision.options and ("attack", kn) in g.decision.options


@R("fftcg:11.6.2")
def test_blaze_put_in_the_break_zone_deals_7000_damage():
    g = setup({"field": [BLAZE]}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")
    use(g, fid(g, "Blaze", "field0"), 1, targets=[kn])
    pass_(g, 2)
    assert names(g, "break0") == ["Blaze"] and names(g, "break1") == ["Knight"]


SHIVA_8 = "8-032R"        # ice Summon 4: you can only cast Shiva during your turn; dull and Freeze up to 3
NEO_BAHAMUT = "6-018R"    # fire Summon 2: only during your Main Phase; 8000 damage; discard all your hand


@R("fftcg:11.3.1")
def test_shiva_is_cast_only_during_your_turn():
    g = setup({"hand": [SHIVA_8, KNIGHT, KNIGHT]}, {"field": [SQUIRE]})
    assert ("cast", fid(g, "Shiva", "hand0")) in g.decision.options
    g = setup({"hand": [SHIVA_8, KNIGHT, KNIGHT]}, {"field": [SQUIRE]}, active=1, priority=0)
    assert g.decision.player == 0 and ("cast", fid(g, "Shiva", "hand0")) not in g.decision.options


@R("fftcg:11.3.1")
def test_neo_bahamut_is_cast_only_during_your_main_phase_and_discards_your_hand():
    g = setup({"hand": [NEO_BAHAMUT, SQUIRE, KNIGHT, KNIGHT]}, {"field": [BLACK_BELT]})
    nb = fid(g, "Neo Bahamut", "hand0")
    cast(g, nb, targets=[fid(g, "Black Belt", "field1")], pay=[("discard", fid(g, "Squire", "hand0"))])
    pass_(g, 2)
    assert g.decision.kind == "discard"                  # the whole hand: the two Knights
    do(g, *[("discard", o) for o in list(g.zones["hand0"])])
    assert names(g, "break1") == ["Black Belt"] and names(g, "hand0") == []
    assert sorted(names(g, "break0")) == ["Knight", "Knight", "Neo Bahamut", "Squire"]
    g = setup({"hand": [NEO_BAHAMUT, SQUIRE, "1-004C"], "field": [KNIGHT]}, {"field": [BLACK_BELT]},
              phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Knight", "field0")))
    assert g.decision.kind == "priority" and g.decision.player == 0            # your turn, not your Main Phase
    assert ("cast", fid(g, "Neo Bahamut", "hand0")) not in g.decision.options
    assert ("cast", fid(g, "Ifrit", "hand0")) in g.decision.options
