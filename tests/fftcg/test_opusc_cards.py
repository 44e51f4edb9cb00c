"""The last Opus I–V cards of issue 20's list C (grammar_opusc.py), each played with the real
card and its printed outcome asserted."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, power, setup

from tcg.games.fftcg.chars import has

R = pytest.mark.rules
NO_BLOCK = ("no_block",)
END = ("end",)

BARTZ = "3-065L"        # Wind Forward 6000, Freelancer: has the Jobs of your Forwards; 5 Jobs: +3000, Brave, attacks twice
SQUIRE = "1-025C"       # Fire Forward 5000, Standard Unit
TIFA = "1-016C"         # Fire Forward 4000, Martial Artist, Haste
RED_XIII = "1-029C"     # Fire Forward 5000, Warrior, First Strike
LEILA = "1-179H"        # Forward 6000, Pirate


def _attack(g, oid: int) -> None:
    """Declare `oid` the attacker, no blocker, let the damage be dealt, go on to the next declaration."""
    do(g, ("attack", oid))
    pass_(g, 2)
    do(g, NO_BLOCK)
    pass_(g, 2)
    pass_until(g, "attack")


@R("fftcg:10.1.2.1.2", "fftcg:15.2.1.2")
def test_bartz_with_five_jobs_gains_3000_brave_and_attacks_twice():
    g = setup({"field": [BARTZ, SQUIRE, TIFA, RED_XIII]}, {})
    bartz = fid(g, "Bartz", "field0")
    assert power(g, bartz) == 6000 and not has(g, bartz, "brave")     # 4 Jobs: Haste and First Strike only
    assert has(g, bartz, "haste") and has(g, bartz, "first_strike")
    g = setup({"field": [BARTZ, SQUIRE, TIFA, RED_XIII, LEILA]}, {}, phase="attack")
    pass_(g, 2)                                  # attack preparation
    bartz = fid(g, "Bartz", "field0")
    assert power(g, bartz) == 9000 and has(g, bartz, "brave")
    _attack(g, bartz)
    assert not g.objs[bartz].tapped              # Brave: not dulled by attacking
    assert len(g.zones["damage1"]) == 1 and ("attack", bartz) in g.decision.options
    _attack(g, bartz)
    assert len(g.zones["damage1"]) == 2 and ("attack", bartz) not in g.decision.options


GOGO = "4-127H"         # Forward: "If a Forward in your Break Zone has Haste, First Strike, or Brave, Gogo gains those abilities."
SAMURAI = "1-014C"      # Fire Forward 6000, Brave
ODIN = "1-124R"         # Lightning Summon 7: "{EX} Choose 1 Forward. Break it."
THUNDER = "1-143C"      # Lightning Summon (2 lightning CP when discarded)


@R("fftcg:11.9.1")
def test_gogo_gains_the_keywords_of_the_forwards_in_your_break_zone():
    g = setup({"field": [GOGO, SAMURAI], "break": [TIFA], "hand": [ODIN] + [THUNDER] * 4}, {"break": [RED_XIII]})
    gogo = fid(g, "Gogo", "field0")
    # Tifa's Haste; not the First Strike of a Forward in the opponent's Break Zone, nor Brave yet
    assert has(g, gogo, "haste") and not has(g, gogo, "first_strike") and not has(g, gogo, "brave")
    do(g, ("cast", fid(g, "Odin", "hand0")), ("target", fid(g, "Samurai", "field0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    assert "Samurai" in [g.objs[o].card.name for o in g.zones["break0"]]
    assert has(g, gogo, "haste") and has(g, gogo, "brave") and not has(g, gogo, "first_strike")


CLOUD_OF_DARKNESS = "1-158H"   # Water Forward 6: enters: each player selects 1 Forward; the others go to the Break Zone
OVELIA = "1-156C"       # Water Backup (water CP when discarded)
KNIGHT = "1-050C"       # Ice Forward 7000
GARLAND = "1-006H"      # Fire Forward 8000
EVOKER = "1-011C"       # Fire Backup


@R("fftcg:11.11.6")
def test_cloud_of_darkness_each_player_selects_a_forward_the_others_go_to_the_break_zone():
    g = setup({"field": [SQUIRE, KNIGHT, EVOKER], "hand": [CLOUD_OF_DARKNESS] + [OVELIA] * 3},
              {"field": [GARLAND, SAMURAI]})
    do(g, ("play", fid(g, "Cloud of Darkness", "hand0")))
    while g.decision.kind == "payment":
        do(g, next(o for o in g.decision.options if o[0] == "discard"))
    pass_until(g, "select")
    # the turn player first, among the Forwards they control (Cloud of Darkness among them)
    assert g.decision.player == 0
    assert {g.objs[o[1]].card.name for o in g.decision.options} == {"Cloud of Darkness", "Squire", "Knight"}
    do(g, ("select", fid(g, "Squire", "field0")))
    assert g.decision.kind == "select" and g.decision.player == 1
    assert {g.objs[o[1]].card.name for o in g.decision.options} == {"Garland", "Samurai"}
    do(g, ("select", fid(g, "Samurai", "field1")))
    pass_until(g, "priority")
    assert names(g, "field0") == ["Squire", "Evoker"] and names(g, "field1") == ["Samurai"]
    assert sorted(names(g, "break0")) == ["Cloud of Darkness", "Knight", "Ovelia", "Ovelia", "Ovelia"]
    assert names(g, "break1") == ["Garland"]


VINCENT = "2-078R"      # Earth Forward 9000: attacks or blocks: you may pay {2}; if not, breaks after the battle, deals no damage


def _vincent_attacks(pay: bool):
    """Vincent attacks; his second ability deals Garland 4000 damage; {2} paid or not."""
    g = setup({"field": [VINCENT, EVOKER, EVOKER]}, {"field": [GARLAND]}, phase="attack")
    pass_(g, 2)
    vincent, garland = fid(g, "Vincent", "field0"), fid(g, "Garland", "field1")
    do(g, ("attack", vincent))
    do(g, g.decision.options[0])                 # the order of his two auto abilities
    do(g, ("target", garland))
    pass_until(g, "optional")
    do(g, ("yes",) if pay else ("no",))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "block")
    assert g.objs[garland].damage == 4000
    return g, vincent, garland


@R("fftcg:10.1.4.1", "fftcg:10.1.4.2")
def test_vincent_unpaid_deals_no_damage_and_breaks_after_the_attack():
    g, vincent, garland = _vincent_attacks(pay=False)
    do(g, ("block", garland))
    pass_until(g, "attack")
    # Garland took no battle damage from Vincent; Vincent took 8000 (< 9000) and broke after the attack
    assert names(g, "field1") == ["Garland"] and g.objs[garland].damage == 4000
    assert names(g, "field0") == ["Evoker", "Evoker"] and names(g, "break0") == ["Vincent"]
    g, vincent, garland = _vincent_attacks(pay=False)
    do(g, NO_BLOCK)
    pass_until(g, "attack")
    assert g.zones["damage1"] == [] and names(g, "break0") == ["Vincent"]


@R("fftcg:10.1.4.2")
def test_vincent_paid_deals_his_damage_and_stays():
    g, vincent, garland = _vincent_attacks(pay=True)
    do(g, ("block", garland))
    pass_until(g, "attack")
    assert names(g, "break1") == ["Garland"] and names(g, "field0")[0] == "Vincent" and names(g, "break0") == []


KAIN = "2-103H"         # Lightning Forward 5000, Haste: {1}{D}: unchoosable by the opponent until your next turn, then power doubles
IFRIT = "1-004C"        # Fire Summon 2: "Choose 1 Forward. Deal it 5000 damage."


def _to_main1(g, p: int) -> None:
    """Pass until player `p`'s Main Phase 1 with an empty stack (no attack declared)."""
    for _ in range(200):
        d = g.decision
        if g.vars["tp"] == p and g.vars["phase"] == "main1" and d.kind == "priority" and not g.stack and not g.pending:
            return
        do(g, END if d.kind == "attack" else ("pass",) if d.kind == "priority" else d.options[0])
    raise AssertionError(f"no Main Phase 1 of player {p}")


def _ifrit_targets(g) -> set[str]:
    """The Forwards player 1 may choose with Ifrit now (the cast is not gone on with)."""
    do(g, ("cast", fid(g, "Ifrit", "hand1")))
    return {g.objs[o[1]].card.name for o in g.decision.options if o[0] == "target"}


def _kain_used():
    """Kain's ability used and resolved in player 0's turn; then player 1's Main Phase 1."""
    g = setup({"field": [KAIN, EVOKER]}, {"field": [GARLAND], "hand": [IFRIT, SQUIRE]})
    kain = fid(g, "Kain", "field0")
    do(g, ("use", kain, 0), ("dull", fid(g, "Evoker", "field0")))
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    _to_main1(g, 1)
    return g, kain


@R("fftcg:9.3.1.3")
def test_kain_unchoosable_until_your_next_turn_then_power_doubles():
    g, kain = _kain_used()
    assert _ifrit_targets(g) == {"Garland"}          # the opponent's turn: Kain cannot be chosen
    g, kain = _kain_used()
    _to_main1(g, 0)                                   # the delayed trigger resolved at Main Phase 1
    assert g.vars["turn"] == 5 and power(g, kain) == 10000
    do(g, ("pass",))                                  # player 1 receives priority: Kain may be chosen again
    assert _ifrit_targets(g) == {"Garland", "Kain"}


RYDIA = "2-094H"        # Earth Forward 7000: her special ability may discard an Earth Summon instead of a Card Name Rydia
HECATONCHEIR = "1-117R"   # Earth Summon
BLACK_BELT = "1-099C"   # Earth Forward 8000 (earth CP when discarded)


@R("fftcg:11.7.1", "fftcg:11.7.7")
def test_rydia_special_ability_paid_by_discarding_an_earth_summon():
    g = setup({"field": [RYDIA, BLACK_BELT], "hand": [HECATONCHEIR, IFRIT, BLACK_BELT, BLACK_BELT]},
              {"field": [GARLAND, SAMURAI]})
    do(g, ("use", fid(g, "Rydia", "field0"), 1))
    # no Card Name Rydia in hand: the Earth Summon pays the discard, not the Fire one
    assert g.decision.kind == "payment" and g.decision.options == (("cost_name", fid(g, "Hecatoncheir", "hand0")),)
    do(g, g.decision.options[0])
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    # 7000 damage to every Forward but the Earth ones: Samurai broken, Garland damaged, Black Belt untouched
    assert names(g, "break1") == ["Samurai"] and g.objs[fid(g, "Garland", "field1")].damage == 7000
    assert g.objs[fid(g, "Black Belt", "field0")].damage == 0
    assert "Hecatoncheir" in names(g, "break0") and names(g, "hand0") == ["Ifrit"]
    g = setup({"field": [RYDIA], "hand": [IFRIT, BLACK_BELT, BLACK_BELT]}, {})
    assert ("use", fid(g, "Rydia", "field0"), 1) not in g.decision.options      # nothing to discard
    g = setup({"field": [RYDIA], "hand": [RYDIA, HECATONCHEIR, BLACK_BELT, BLACK_BELT]}, {})
    do(g, ("use", fid(g, "Rydia", "field0"), 1))
    assert set(g.decision.options) == {("cost_name", fid(g, "Rydia", "hand0")), ("cost_name", fid(g, "Hecatoncheir", "hand0"))}


KEFKA = "4-080L"        # Earth Forward 8: may be played by putting 3 Forwards or Monsters you control into the Break Zone


@R("fftcg:11.4.4", "fftcg:11.4.6.1")
def test_kefka_played_by_putting_three_forwards_into_the_break_zone():
    g = setup({"field": [SQUIRE, SAMURAI, BLACK_BELT, EVOKER], "hand": [KEFKA] + [BLACK_BELT] * 4}, {"field": [GARLAND]})
    kefka = fid(g, "Kefka", "hand0")
    assert ("play", kefka) in g.decision.options and ("play_alt", kefka) in g.decision.options    # the player chooses
    do(g, ("play_alt", kefka))
    while g.decision.kind == "payment":          # the three Forwards, no CP
        assert all(o[0] == "cost_break" for o in g.decision.options)
        do(g, g.decision.options[0])
    do(g, ("target", fid(g, "Garland", "field1")))       # its own "When Kefka enters the field" ability
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    assert names(g, "field0") == ["Evoker", "Kefka"] and sorted(names(g, "break0")) == ["Black Belt", "Samurai", "Squire"]
    assert names(g, "hand0") == ["Black Belt"] * 4 and names(g, "break1") == ["Garland"]
    g = setup({"field": [SQUIRE, SAMURAI, EVOKER], "hand": [KEFKA]}, {})
    assert g.decision.options == (("pass",),)        # two Forwards only: neither cost can be paid


VINCENT_L = "2-077L"    # Earth Forward 4: [Death Penalty] {S}{5}: Choose as many Forwards as you want with a total cost of 7 or less. Break them.


@R("fftcg:11.7.5")
def test_vincent_death_penalty_breaks_forwards_of_a_total_cost_of_7_or_less():
    g = setup({"field": [VINCENT_L, EVOKER], "hand": [VINCENT_L] + [BLACK_BELT] * 3},
              {"field": [GARLAND, SQUIRE, KNIGHT, BLACK_BELT]})          # costs 5, 2, 3, 4
    do(g, ("use", fid(g, "Vincent", "field0"), 1))
    do(g, ("target", fid(g, "Black Belt", "field1")))
    # 4 chosen: only what fits in the 3 left (not Garland's 5), or no more
    assert {g.objs[o[1]].card.name if len(o) > 1 else o[0] for o in g.decision.options} == {"done", "Squire", "Knight"}
    do(g, ("target", fid(g, "Knight", "field1")))        # 7: nothing more fits, the choice ends
    assert g.decision.kind == "payment"
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    assert names(g, "field1") == ["Garland", "Squire"] and sorted(names(g, "break1")) == ["Black Belt", "Knight"]


KIMAHRI = "1-102H"      # Earth Forward 8000: [Ronso Rage] {S}{e}{e}: gains the special ability of a Forward opponent controls


@R("fftcg:11.7.1")
def test_kimahri_gains_a_special_ability_and_uses_it_once_for_nothing():
    g = setup({"field": [KIMAHRI, SQUIRE], "hand": [KIMAHRI, BLACK_BELT]}, {"field": [RYDIA, SAMURAI]})
    kimahri = fid(g, "Kimahri", "field0")
    do(g, ("use", kimahri, 0), ("target", fid(g, "Rydia", "field1")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "priority")
    while g.stack:
        pass_(g)
    gaias_wrath = ("use", kimahri, 1, RYDIA)
    assert gaias_wrath in g.decision.options      # no Card Name Kimahri nor CP left: its cost is not paid
    do(g, gaias_wrath)
    assert g.decision.kind == "priority" and g.objs[kimahri].tapped is False     # no payment, not even {D}
    while g.stack:
        pass_(g)
    # 7000 damage to every Forward but the Earth ones: Squire and Samurai broken
    assert names(g, "break0") == ["Kimahri", "Black Belt", "Squire"] and names(g, "break1") == ["Samurai"]
    assert gaias_wrath not in g.decision.options                                 # only once
