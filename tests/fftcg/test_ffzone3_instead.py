"""A replacement that depends on whose effect moves the card (11.12.5): "If Hildibrand leaves the
field due to your opponent's Summons or abilities, return him to your hand instead. (Hildibrand
does not return to your hand if he receives damage equal or higher than his power ...)"."""

from __future__ import annotations

import pytest
from play_kit import do, fid, names, pass_, setup
from play_kit import resolve_all as _resolve

R = pytest.mark.rules

HILDIBRAND = "4-109H"   # lightning Forward 3, 7000: the text above
ODIN = "1-124R"         # lightning Summon 7: "{EX} Choose 1 Forward. Break it."
IFRIT = "1-004C"        # fire Summon 2: "Choose 1 Forward. Deal it ... damage."
THUNDER = "1-143C"      # lightning Summon (lightning CP when discarded)
SQUIRE = "1-025C"       # fire Forward (fire CP)


def _cast(g, p: int, name: str, target: int) -> None:
    do(g, ("cast", fid(g, name, f"hand{p}")), ("target", target))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    _resolve(g)


@R("fftcg:11.12.5.4")
def test_hildibrand_broken_by_the_opponents_summon_returns_to_his_owners_hand():
    g = setup({"field": [HILDIBRAND]}, {"hand": [ODIN] + [THUNDER] * 4})
    pass_(g)                     # player 1 receives priority in player 0's turn
    _cast(g, 1, "Odin", fid(g, "Hildibrand", "field0"))
    assert names(g, "hand0") == ["Hildibrand"] and names(g, "break0") == [] and names(g, "field0") == []


def test_hildibrand_broken_by_his_controllers_own_summon_goes_to_the_break_zone():
    g = setup({"field": [HILDIBRAND], "hand": [ODIN] + [THUNDER] * 4})
    _cast(g, 0, "Odin", fid(g, "Hildibrand", "field0"))
    assert "Hildibrand" in names(g, "break0") and "Hildibrand" not in names(g, "hand0")


@R("fftcg:12.4.5")
def test_hildibrand_broken_by_damage_from_the_opponents_summon_goes_to_the_break_zone():
    g = setup({"field": [{"card": HILDIBRAND, "damage": 5000}]}, {"hand": [IFRIT, SQUIRE, SQUIRE]})
    pass_(g)
    _cast(g, 1, "Ifrit", fid(g, "Hildibrand", "field0"))
    assert names(g, "break0") == ["Hildibrand"] and names(g, "hand0") == []


HOJO = "B-030"          # earth Backup 4: "Hojo cannot leave the field due to your opponent's Summons or abilities." ...
HECATONCHEIR = "1-117R"  # earth Summon 3: "Choose 1 Backup of cost 3 or more. Break it."
BLACK_BELT = "1-099C"   # earth Forward (earth CP)


def test_hojo_stays_on_the_field_when_the_opponents_summon_breaks_it():
    g = setup({"field": [HOJO]}, {"hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]})
    pass_(g)
    _cast(g, 1, "Hecatoncheir", fid(g, "Hojo", "field0"))
    assert names(g, "field0") == ["Hojo"] and names(g, "break0") == [] and names(g, "break1")[-1] == "Hecatoncheir"


def test_hojo_leaves_the_field_when_his_controllers_own_summon_breaks_it():
    g = setup({"field": [HOJO], "hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]})
    _cast(g, 0, "Hecatoncheir", fid(g, "Hojo", "field0"))
    assert names(g, "field0") == [] and "Hojo" in names(g, "break0")
