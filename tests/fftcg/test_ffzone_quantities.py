"""Quantities read from the board (kernel quantities `div`, `max`, `min`): "for every 2 Water
Characters you control", "for each _Job Dragoon_ and _Card Name Dragoon_ you control", "1 Forward
of the highest cost opponent controls", "damage equal to the highest power Forward you control",
"your opponent's weakest Forward"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, power, setup
from play_kit import pay_first as _pay
from play_kit import resolve_all as _resolve

from tcg.games.fftcg import actions

R = pytest.mark.rules

CAGNAZZO = "3-130R"   # water Forward 3: "When Cagnazzo enters the field, until the end of the turn, all the Forwards opponent controls lose 1000 power for every 2 Water Characters you control."
FREYA = "3-114C"      # lightning Dragoon 5000: "[Cherry Blossom] {S}{l}{l}: For each _Job Dragoon_ and _Card Name Dragoon_ you control, deal 2000 damage to all the Forwards opponent controls."
RICARD = "1-146H"     # lightning Dragoon Forward
BRAWLER = "3-005C"    # "When Imaginary Brawler attacks, choose 1 Forward of the highest cost opponent controls. It cannot block this turn."
ATOMOS = "3-074R"     # earth Summon 4: "Choose 1 Forward. Deal it damage equal to the highest power Forward you control."
MIME = "4-141C"       # water Forward 4000: "{1}: Mime's power becomes the same as your opponent's weakest Forward until the end of the turn."
EVOKER = "1-159C"     # water Backup, no text
WATER_KNIGHT = "2-131C"   # water Forward 7000, no text
KNIGHT = "1-050C"     # ice Forward 7000, cost 3
BLACK_BELT = "1-099C"  # earth Forward 8000, cost 4
SQUIRE = "1-026C"     # fire Forward 3000, cost 1


@R("fftcg:11.12.4.3")
def test_cagnazzo_takes_1000_for_every_2_water_characters_rounded_down():
    for backups, loss in ((2, 1000), (3, 2000)):
        g = setup({"field": [EVOKER] * backups, "hand": [CAGNAZZO, WATER_KNIGHT, WATER_KNIGHT]}, {"field": [KNIGHT]})
        do(g, ("play", fid(g, "Cagnazzo", "hand0")))
        _pay(g)
        _resolve(g)
        # Cagnazzo and the Evokers: 3 Water Characters lose 1000 (not 1500), 4 lose 2000
        assert power(g, fid(g, "Knight", "field1")) == 7000 - loss
        # the amount was fixed on resolution: an Evoker leaving changes nothing
        actions.move(g, fid(g, "Evoker", "field0"), "break")
        assert power(g, fid(g, "Knight", "field1")) == 7000 - loss


def test_freya_deals_2000_for_each_dragoon_you_control_at_once():
    g = setup({"field": [FREYA, RICARD], "hand": [FREYA, RICARD]}, {"field": [KNIGHT, SQUIRE, BLACK_BELT]})
    do(g, ("use", fid(g, "Freya", "field0"), 0))
    _pay(g)
    _resolve(g)
    # two Dragoons: 4000 to each Forward opponent controls
    assert names(g, "break1") == ["Squire"]
    assert [g.objs[o].damage for o in g.zones["field1"]] == [4000, 4000]


@R("fftcg:10.1.2.5")
def test_imaginary_brawler_chooses_among_the_forwards_of_the_highest_cost_only():
    g = setup({"field": [BRAWLER]}, {"field": [KNIGHT, BLACK_BELT, SQUIRE, BLACK_BELT]}, phase="attack",
              step="declaration")
    do(g, ("attack", fid(g, "Imaginary Brawler", "field0")))
    while g.decision.kind != "target":
        do(g, g.decision.options[0])
    bbs = [o for o in g.zones["field1"] if g.objs[o].card.name == "Black Belt"]
    assert sorted(g.decision.options) == sorted(("target", o) for o in bbs)


def test_atomos_deals_damage_equal_to_your_highest_power_forward():
    g = setup({"field": [SQUIRE, KNIGHT], "hand": [ATOMOS, BLACK_BELT, BLACK_BELT]}, {"field": [BLACK_BELT]})
    do(g, ("cast", fid(g, "Atomos", "hand0")), ("target", fid(g, "Black Belt", "field1")))
    _pay(g)
    _resolve(g)
    assert g.objs[fid(g, "Black Belt", "field1")].damage == 7000


@R("fftcg:2.3")
def test_mime_takes_the_power_of_the_weakest_forward_opponent_controls_or_keeps_its_own():
    for theirs, want in (([KNIGHT, SQUIRE], 3000), ([], 4000)):
        g = setup({"field": [MIME], "hand": [KNIGHT]}, {"field": theirs})
        do(g, ("use", fid(g, "Mime", "field0"), 0))
        _pay(g)
        _resolve(g)
        assert power(g, fid(g, "Mime", "field0")) == want


GRAHA = "20-090H"        # lightning Forward 3: "When G'raha Tia enters the field, you may pay {x}. When you do so, search for 1 _Job Scion of the Seventh Dawn_ Forward of cost X and play it onto the field."
YSHTOLA_2 = "1-084H"     # wind Scion of the Seventh Dawn Forward, cost 2
YSHTOLA_3 = "5-068L"     # wind Scion of the Seventh Dawn Forward, cost 3
L_BACKUP = "1-138C"      # lightning Backup, no text


@R("fftcg:4.5")
def test_graha_tia_searches_a_scion_of_exactly_the_cost_x_paid():
    g = setup({"field": [L_BACKUP] * 5, "hand": [GRAHA], "deck": [YSHTOLA_2, YSHTOLA_3, f"3 {BLACK_BELT}"]}, {})
    backups = list(g.zones["field0"])
    do(g, ("play", fid(g, "G'raha Tia", "hand0")), *[("dull", o) for o in backups[:3]])
    while g.decision.kind != "optional":
        do(g, g.decision.options[0])
    do(g, ("yes",), ("x", 2), ("dull", backups[3]), ("dull", backups[4]))
    while g.decision.kind != "priority" or g.stack:
        do(g, g.decision.options[0])
    # X = 2: the Y'shtola of cost 2, not the one of cost 3 ("of cost X", not "or less")
    assert [g.objs[o].card.code for o in g.zones["field0"] if g.objs[o].card.name == "Y'shtola"] == [YSHTOLA_2]
