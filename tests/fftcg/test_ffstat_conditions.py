"""Issue 20, ffstat: conditions and damage phrasings of printed cards ("Forwards with **Haste**,
**First Strike** or **Brave**", "3 or more different Element Backups", "If X is dull, he cannot
receive or deal any damage", "If it has 7000 power or less, ... instead", "Halve its power")."""

from __future__ import annotations

import pytest
from play_kit import cast, do, fid, flags, names, pass_, power, setup, use

R = pytest.mark.rules

SOPHIA = "8-038C"        # ice Backup: {D}, put Sophia into the Break Zone: dull all the Forwards with Haste, First Strike or Brave opponent controls
KEFKA = "3-079H"         # earth Forward 5000: 3+ different Element Backups: +3000; 5+: Brave
ONION = "10-010C"        # fire Forward 2000: 4+ Backups all of different Elements: +6000
CAGNAZZO = "2-124H"      # water Forward 5000: if dull, cannot receive or deal any damage
ODIN = "3-102R"          # lightning Summon 4: 7000 power or less: break; with a Class Zero Cadet Forward: break regardless
BISMARCK = "5-133H"      # water Summon 2: third mode: halve its power (round down to the nearest 1000)
GARLAND = "B-003"        # fire Forward 10000, Brave
KING = "3-006R"          # fire Forward 9000, Job Class Zero Cadet
SQUIRE = "1-025C"        # fire Forward 5000
KNIGHT = "1-050C"        # ice Forward 7000
BLACK_BELT = "1-099C"    # earth Forward 8000
EVOKER_F, SUMMONER_I, EVOKER_W, EVOKER_E, SUMMONER_L = "1-011C", "1-040C", "1-068C", "1-105C", "1-138C"   # Backups
IFRIT = "1-004C"         # fire Summon 1: choose 1 Forward, deal it 4000 damage
GEOMANCER = "1-168C"     # water Forward (discarded for 2 water CP)


@R("fftcg:11.6.2")
def test_sophia_dulls_the_forwards_with_haste_first_strike_or_brave():
    g = setup({"field": [SOPHIA]}, {"field": [GARLAND, SQUIRE]})
    use(g, fid(g, "Sophia", "field0"), 0)
    pass_(g, 2)
    assert g.objs[fid(g, "Garland", "field1")].tapped is True
    assert g.objs[fid(g, "Squire", "field1")].tapped is False


@R("fftcg:11.9.1")
def test_kefka_counts_the_elements_of_the_backups_you_control():
    g = setup({"field": [KEFKA, EVOKER_F, EVOKER_W, EVOKER_E]}, {})
    assert power(g, fid(g, "Kefka", "field0")) == 8000 and "brave" not in flags(g, fid(g, "Kefka", "field0"))
    g = setup({"field": [KEFKA, EVOKER_F, EVOKER_F, EVOKER_W]}, {})         # two Elements only
    assert power(g, fid(g, "Kefka", "field0")) == 5000
    g = setup({"field": [KEFKA, EVOKER_F, EVOKER_W, EVOKER_E, SUMMONER_I, SUMMONER_L]}, {})
    assert power(g, fid(g, "Kefka", "field0")) == 8000 and "brave" in flags(g, fid(g, "Kefka", "field0"))


@R("fftcg:11.9.1")
def test_onion_knight_needs_four_backups_all_of_different_elements():
    g = setup({"field": [ONION, EVOKER_F, EVOKER_W, EVOKER_E, SUMMONER_I]}, {})
    assert power(g, fid(g, "Onion Knight (III)", "field0")) == 8000
    g = setup({"field": [ONION, EVOKER_F, EVOKER_W, EVOKER_E, SUMMONER_I, EVOKER_F]}, {})
    assert power(g, fid(g, "Onion Knight (III)", "field0")) == 2000
    g = setup({"field": [ONION, EVOKER_F, EVOKER_W, EVOKER_E]}, {})
    assert power(g, fid(g, "Onion Knight (III)", "field0")) == 2000


@R("fftcg:11.12.5.2")
def test_cagnazzo_dull_receives_no_damage():
    for dull, taken in ((True, 0), (False, 4000)):
        g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [{"card": CAGNAZZO, "dull": dull}]})
        cg = fid(g, "Cagnazzo", "field1")
        cast(g, fid(g, "Ifrit", "hand0"), targets=[cg], pay=[("discard", fid(g, "Squire", "hand0"))])
        pass_(g, 2)
        assert g.objs[cg].damage == taken


def test_odin_breaks_a_forward_of_7000_power_or_less_or_any_with_a_class_zero_cadet():
    def odin(mine, theirs):
        g = setup({"hand": [ODIN, SUMMONER_L, SUMMONER_L], "field": mine}, {"field": [theirs]})
        t = g.zones["field1"][0]
        od = fid(g, "Odin", "hand0")
        cast(g, od, targets=[t], pay=[("discard", o) for o in list(g.zones["hand0"]) if o != od])
        pass_(g, 2)
        return names(g, "break1")
    assert odin([], KNIGHT) == ["Knight"]
    assert odin([], BLACK_BELT) == []
    assert odin([KING], BLACK_BELT) == ["Black Belt"]


def test_bismarck_halves_a_forwards_power_rounded_down():
    g = setup({"hand": [BISMARCK, GEOMANCER]}, {"field": [KNIGHT]})
    kn = fid(g, "Knight", "field1")
    g.apply(("cast", fid(g, "Bismarck", "hand0")))
    g.apply(("mode", 2))
    g.apply(("target", kn))
    g.apply(("discard", fid(g, "Geomancer", "hand0")))
    pass_(g, 2)
    assert power(g, kn) == 3000          # 7000 halved is 3500, rounded down to 3000


QUON = "17-095C"         # lightning Backup: {1}{D}: +2000 and Haste to a Forward you control (if you control only 1 Forward)
PALMER = "16-094C"       # lightning Backup: {l}{D}, put Palmer into the Break Zone: ... (if you have no cards in your hand)
GIPPAL = "12-058C"       # earth Forward 7000: the Forwards forming a party you control gain Brave
KNIGHT_E = "1-099C"      # Black Belt: earth Forward 8000


@R("fftcg:11.6.2")
def test_quon_needs_exactly_one_forward_and_palmer_an_empty_hand():
    g = setup({"field": [QUON, SQUIRE], "hand": [SQUIRE]}, {})
    assert ("use", fid(g, "Quon", "field0"), 0) in g.decision.options
    g = setup({"field": [QUON, SQUIRE, KNIGHT], "hand": [SQUIRE]}, {})
    assert ("use", fid(g, "Quon", "field0"), 0) not in g.decision.options
    g = setup({"field": [PALMER, "1-138C"]}, {})
    assert ("use", fid(g, "Palmer", "field0"), 0) in g.decision.options        # no card in hand
    g = setup({"field": [PALMER, "1-138C"], "hand": [SQUIRE]}, {})
    assert ("use", fid(g, "Palmer", "field0"), 0) not in g.decision.options    # a card in hand


def test_gippal_gives_brave_to_the_forwards_forming_a_party():
    g = setup({"field": [GIPPAL, KNIGHT_E]}, {}, phase="attack", step="declaration")
    gp, bb = fid(g, "Gippal", "field0"), fid(g, "Black Belt", "field0")
    assert "brave" not in flags(g, bb)
    do(g, ("attack", gp), ("add", bb))
    assert "brave" in flags(g, bb) and "brave" in flags(g, gp)
