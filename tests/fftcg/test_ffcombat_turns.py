"""The ffcombat list's turn and phase constructs (grammar_ffcombat.py, extra_turn.py): "Take 1 more
turn after this one. At the end of that turn, you lose the game.", "At the beginning of your Attack
Phase", "During each Attack Phase, X cannot be broken", a Summon that returns to its owner's hand,
"the Forwards you control can form a party with Forwards of any Element this turn", "break X and
any Forwards that are blocked by X", "the Forwards with a power equal or inferior to X's"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, pay_first, resolve_all, setup

R = pytest.mark.rules

EALDNARCHE = "5-147L"   # dark Forward 10000: "[Paradise] {S}: Take 1 more turn after this one. At the end of that turn, you lose the game."
CARBUNCLE = "5-077H"    # earth Summon 2: "Choose 1 Forward. It gains +2000 power until the end of the turn. If its power has become 9000 or less, return Carbuncle to your hand."
DARK_LORD = "6-016H"    # fire Forward 8000: "At the beginning of your Attack Phase, choose up to 1 Forward. Deal it 3000 damage."
GALUF = "12-056H"       # earth Forward 7000: "During each Attack Phase, Galuf cannot be broken."
DUKE = "17-068R"        # earth Forward 5000: "When Duke Snakeheart blocks, break Duke Snakeheart and any Forwards that are blocked by Duke Snakeheart."
ALPHINAUD = "8-092C"    # lightning Forward 5000: "When Alphinaud attacks, dull all the Forwards with a power equal or inferior to Alphinaud's opponent controls."
CHOCOBO = "12-047C"     # wind Backup: "When Chocobo enters the field, the Forwards you control can form a party with Forwards of any Element this turn."
EARTH_EVOKER = "1-105C"  # earth Backup, no text
WIND_EVOKER = "1-068C"   # wind Backup, no text
SQUIRE = "1-025C"       # fire Forward 5000
KNIGHT = "1-050C"       # ice Forward 7000
MONK = "1-119C"         # earth Forward 6000
BLACK_BELT = "1-099C"   # earth Forward 8000
NO_BLOCK = ("no_block",)


def _step(g) -> None:
    """One decision taken the plain way: pass, end the Attack Phase, or the first option."""
    d = g.decision
    do(g, ("end",) if ("end",) in d.options else d.options[0])


@R("fftcg:9.5.1.1")
def test_ealdnarche_takes_one_more_turn_and_loses_at_its_end():
    g = setup({"field": [EALDNARCHE], "hand": [EALDNARCHE], "deck": ["20 1-099C"]},
              {"deck": ["20 1-099C"]}, phase="main1")
    do(g, ("use", fid(g, "Eald'narche", "field0"), 1))
    pay_first(g)
    resolve_all(g)
    turns = {}
    for _ in range(200):
        if g.result is not None:
            break
        turns.setdefault(g.vars["turn"], g.vars["tp"])
        _step(g)
    assert turns == {3: 0, 4: 0}                   # turn 4 is player 0's again
    assert g.result.winner == 1 and "5-147L" in g.result.reason and g.vars["phase"] == "end"


@R("fftcg:11.11.10")
def test_carbuncle_returns_to_its_owner_s_hand_when_the_forward_s_power_is_9000_or_less():
    g = setup({"field": [EARTH_EVOKER] * 4, "hand": [CARBUNCLE]}, {"field": [KNIGHT, BLACK_BELT]},
              phase="main1")
    do(g, ("cast", fid(g, "Carbuncle", "hand0")), ("target", fid(g, "Knight", "field1")))
    pay_first(g)
    resolve_all(g)
    assert names(g, "hand0") == ["Carbuncle"] and names(g, "break0") == []      # Knight: 9000
    do(g, ("cast", fid(g, "Carbuncle", "hand0")), ("target", fid(g, "Black Belt", "field1")))
    pay_first(g)
    resolve_all(g)
    assert names(g, "hand0") == [] and names(g, "break0") == ["Carbuncle"]      # Black Belt: 10000


@R("fftcg:10.1.1.1")
def test_dark_lord_deals_3000_damage_at_the_beginning_of_your_attack_phase():
    g = setup({"field": [DARK_LORD]}, {"field": [SQUIRE, KNIGHT]}, phase="main1")
    pass_until(g, "target")
    assert g.vars["phase"] == "attack"
    do(g, ("target", fid(g, "Squire", "field1")))
    resolve_all(g)
    assert g.objs[fid(g, "Squire", "field1")].damage == 3000


@R("fftcg:10.1.4.2")
def test_galuf_is_not_broken_in_the_attack_phase():
    g = setup({"field": [GALUF]}, {"field": [BLACK_BELT]}, phase="attack")
    pass_until(g, "attack")
    galuf = fid(g, "Galuf", "field0")
    do(g, ("attack", galuf))
    pass_(g, 2)
    do(g, ("block", fid(g, "Black Belt", "field1")))
    pass_until(g, "attack")
    assert names(g, "field0") == ["Galuf"] and g.objs[galuf].damage == 8000


@R("fftcg:10.1.3.5")
def test_duke_snakeheart_blocks_and_breaks_itself_and_the_attacker():
    g = setup({"field": [BLACK_BELT, MONK]}, {"field": [DUKE]}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Black Belt", "field0")))
    if g.decision.kind == "party":
        do(g, ("done",))
    pass_(g, 2)
    do(g, ("block", fid(g, "Duke Snakeheart", "field1")))
    resolve_all(g)
    assert names(g, "break1") == ["Duke Snakeheart"] and names(g, "break0") == ["Black Belt"]
    assert names(g, "field0") == ["Monk"]


@R("fftcg:10.1.2.5")
def test_alphinaud_dulls_the_opponent_s_forwards_of_power_up_to_his():
    g = setup({"field": [ALPHINAUD]}, {"field": [SQUIRE, KNIGHT]}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Alphinaud", "field0")))
    resolve_all(g)
    assert g.objs[fid(g, "Squire", "field1")].tapped and not g.objs[fid(g, "Knight", "field1")].tapped


def test_chocobo_forwards_of_different_elements_attack_as_a_party():
    g = setup({"field": [WIND_EVOKER, WIND_EVOKER, SQUIRE, KNIGHT], "hand": [CHOCOBO]}, {}, phase="main1")
    do(g, ("play", fid(g, "Chocobo", "hand0")))
    pay_first(g)
    resolve_all(g)
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Squire", "field0")))
    assert g.decision.kind == "party" and ("add", fid(g, "Knight", "field0")) in g.decision.options


SQUALL = "16-011L"      # fire Forward 8000: "If either player has 2 cards or less in their hands, Squall gains Haste. If both you and your opponent have no cards in hand, Squall gains First Strike, Brave, and "Squall can attack twice in the same turn." ..."
BOBBY = "11-059C"       # wind Forward 2000: "Bobby Corwen can form a party with Forwards of any Element. When a Forward forming a party with Bobby Corwen is put from the field into the Break Zone, draw 2 cards."


@R("fftcg:15.2.2.2")
def test_squall_with_both_hands_empty_has_haste_and_brave_and_attacks_twice():
    g = setup({"field": [{"card": SQUALL, "new": True}]}, {}, phase="attack")
    squall = fid(g, "Squall", "field0")
    for n in (1, 2):
        pass_until(g, "attack")
        do(g, ("attack", squall))
        pass_until(g, "block")                   # its "when Squall attacks" resolves first
        do(g, NO_BLOCK)
        pass_until(g, "attack")
        assert len(g.zones["damage1"]) == n
    assert g.decision.options == (("end",),)


@R("fftcg:10.1.2.1.1")
def test_squall_with_three_cards_in_each_hand_has_no_haste():
    g = setup({"field": [{"card": SQUALL, "new": True}], "hand": ["3 1-099C"]}, {"hand": ["3 1-099C"]}, phase="attack")
    pass_until(g, "attack")
    assert g.decision.options == (("end",),)


@R("fftcg:10.1.4.2.1")
def test_bobby_corwen_a_forward_of_his_party_put_into_the_break_zone_draws_2():
    g = setup({"field": [BOBBY, KNIGHT]}, {"field": [BLACK_BELT]}, phase="attack")
    pass_until(g, "attack")
    bobby, knight = fid(g, "Bobby Corwen", "field0"), fid(g, "Knight", "field0")
    do(g, ("attack", bobby), ("add", knight))
    if g.decision.kind == "party":
        do(g, ("done",))
    pass_(g, 2)
    do(g, ("block", fid(g, "Black Belt", "field1")))
    first = True
    while g.decision.kind != "assign_damage":
        pass_(g)
    while g.decision.kind == "assign_damage":     # 1000 to Bobby, the rest to Knight
        do(g, ("assign", bobby if first else knight))
        first = False
    resolve_all(g)
    assert names(g, "break0") == ["Knight"] and names(g, "field0") == ["Bobby Corwen"]
    assert len(g.zones["hand0"]) == 2
