"""Opus I–V cards of the ffcombat list (grammar_ffcombat.py): "the chosen Forward" / "the Forward"
after another choice, "return 1 Backup ... to its owner's hand", "If X or a Forward forming a
party with X receives damage", "Backups don't deal damage to the Forwards you control", "If your
opponent doesn't control Forwards, put X into the Break Zone"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, pass_until, pay_first, resolve_all, setup

R = pytest.mark.rules

DELITA = "4-087R"      # earth Forward 7000, cost 3: "When Delita enters the field, choose 1 Forward opponent controls. You may put 1 of your Forwards of the same cost other than Delita into the Break Zone. If you do so, break the chosen Forward."
VAAN = "2-051L"        # wind Forward 8000: "When Vaan attacks, choose 1 Forward you control. You may return 1 Backup of cost 2 or less you control to its owner's hand. If you do so, activate the Forward."
WHITE_MAGE = "3-136C"  # water Forward 3000: "If White Mage or a Forward forming a party with White Mage receives damage, the damage decreases by 3000 instead."
JIHL = "2-037R"        # ice Backup: "Backups don't deal damage to the Forwards you control."
GOGO = "3-142H"        # water Forward 7000: "If your opponent doesn't control Forwards, put Famed Mimic Gogo into the Break Zone."
FUSOYA = "2-146H"      # light Backup: "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."
SCHOLAR = "2-027C"     # ice Backup: "{i}{D}: Choose 1 dull Forward. Deal it 2000 damage."
SUMMONER = "1-040C"    # ice Backup, no text
EARTH_EVOKER = "1-105C"  # earth Backup, no text, cost 1
WIND_EVOKER = "1-068C"   # wind Backup, no text, cost 1
KNIGHT = "1-050C"      # ice Forward 7000, cost 3
MONK = "1-119C"        # earth Forward 6000, cost 2
BLACK_BELT = "1-099C"  # earth Forward 8000, cost 4
SAMURAI = "1-014C"     # fire Forward, Brave


def _play_delita(g, put: bool) -> None:
    do(g, ("play", fid(g, "Delita", "hand0")))
    pay_first(g)
    do(g, ("target", fid(g, "Knight", "field1")))     # the auto ability's target, as it is stacked
    pass_(g, 2)
    do(g, ("yes",) if put else ("no",))               # your Knight (cost 3) is the only one of its cost
    resolve_all(g)


def test_delita_puts_a_forward_of_the_chosen_one_s_cost_into_the_break_zone_and_breaks_it():
    g = setup({"field": [KNIGHT, MONK, EARTH_EVOKER, EARTH_EVOKER, EARTH_EVOKER], "hand": [DELITA]},
              {"field": [KNIGHT, BLACK_BELT]}, phase="main1")
    _play_delita(g, True)
    assert names(g, "break0") == ["Knight"] and names(g, "break1") == ["Knight"]
    assert names(g, "field1") == ["Black Belt"] and "Monk" in names(g, "field0")


def test_delita_declined_breaks_nothing():
    g = setup({"field": [KNIGHT, EARTH_EVOKER, EARTH_EVOKER, EARTH_EVOKER], "hand": [DELITA]},
              {"field": [KNIGHT]}, phase="main1")
    _play_delita(g, False)
    assert names(g, "break0") == [] and names(g, "field1") == ["Knight"]


@R("fftcg:10.1.2.5")
def test_vaan_returns_a_backup_and_activates_the_chosen_forward():
    g = setup({"field": [VAAN, {"card": MONK, "dull": True}, WIND_EVOKER]}, {}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Vaan", "field0")))
    monk = fid(g, "Monk", "field0")
    do(g, ("target", monk))
    pass_(g, 2)
    assert g.objs[monk].tapped
    do(g, ("yes",))                                 # return the Evoker (the only Backup)
    assert names(g, "hand0") == ["Evoker"] and not g.objs[monk].tapped


def test_white_mage_receives_3000_less_damage():
    g = setup({"field": [SCHOLAR, SUMMONER]}, {"field": [{"card": WHITE_MAGE, "dull": True},
                                                      {"card": SAMURAI, "dull": True}]}, phase="main1")
    mage, samurai = fid(g, "White Mage", "field1"), fid(g, "Samurai", "field1")
    do(g, ("use", fid(g, "Scholar", "field0"), 0), ("target", mage))
    pay_first(g)
    resolve_all(g)
    assert g.objs[mage].damage == 0              # 2000 - 3000: none
    g = setup({"field": [SCHOLAR, SUMMONER]}, {"field": [{"card": WHITE_MAGE, "dull": True},
                                                      {"card": SAMURAI, "dull": True}]}, phase="main1")
    samurai = fid(g, "Samurai", "field1")
    do(g, ("use", fid(g, "Scholar", "field0"), 0), ("target", samurai))
    pay_first(g)
    resolve_all(g)
    assert g.objs[samurai].damage == 2000        # not in a party with White Mage


def test_jihl_nabaat_backups_deal_no_damage_to_her_controller_s_forwards():
    g = setup({"field": [FUSOYA]}, {"field": [JIHL, KNIGHT]}, phase="main1")
    knight = fid(g, "Knight", "field1")
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", knight))
    resolve_all(g)
    assert names(g, "field1") == ["Jihl Nabaat", "Knight"] and g.objs[knight].damage == 0
    assert len(g.zones["damage0"]) == 1            # Fusoya still deals its controller 1 point
    g = setup({"field": [FUSOYA]}, {"field": [KNIGHT]}, phase="main1")
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Knight", "field1")))
    resolve_all(g)
    assert names(g, "break1") == ["Knight"]


@R("fftcg:12.3")
def test_famed_mimic_gogo_goes_to_the_break_zone_when_the_opponent_has_no_forward():
    g = setup({"field": [GOGO, FUSOYA]}, {"field": [KNIGHT]}, phase="main1")
    assert names(g, "field0") == ["Famed Mimic Gogo", "Fusoya"]
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Knight", "field1")))
    resolve_all(g)
    assert names(g, "break1") == ["Knight"] and names(g, "break0") == ["Famed Mimic Gogo"]


UNEI = "5-027R"        # ice Forward 7000, cost 4: "When Unei enters the field, choose 1 Forward opponent controls. Dull it. As long as Unei is on the field, it does not activate during its controller's Active Phase."


def _to_turn_of(g, p: int) -> None:
    """Pass and end phases until player `p`'s Main Phase 1."""
    for _ in range(60):
        if g.vars["tp"] == p and g.vars["phase"] == "main1":
            return
        d = g.decision
        do(g, ("end",) if ("end",) in d.options else d.options[0])
    raise AssertionError("no next turn")


def _play_unei(g) -> int:
    do(g, ("play", fid(g, "Unei", "hand0")))
    pay_first(g)
    knight = fid(g, "Knight", "field1")
    do(g, ("target", knight))
    resolve_all(g)
    assert g.objs[knight].tapped
    return knight


def test_unei_the_dulled_forward_does_not_activate_while_unei_is_on_the_field():
    g = setup({"field": [SUMMONER] * 4, "hand": [UNEI]}, {"field": [KNIGHT]}, phase="main1")
    knight = _play_unei(g)
    _to_turn_of(g, 1)
    assert g.objs[knight].tapped                   # its controller's Active Phase did not activate it
    _to_turn_of(g, 0)
    _to_turn_of(g, 1)
    assert g.objs[knight].tapped                   # nor the next one


@R("fftcg:9.1.1")
def test_unei_gone_the_forward_activates_again():
    g = setup({"field": [SUMMONER] * 4 + [FUSOYA], "hand": [UNEI]}, {"field": [KNIGHT]}, phase="main1")
    knight = _play_unei(g)
    do(g, ("use", fid(g, "Fusoya", "field0"), 0), ("target", fid(g, "Unei", "field0")))
    resolve_all(g)
    assert names(g, "break0") == ["Unei"]
    _to_turn_of(g, 1)
    assert not g.objs[knight].tapped
