"""FFTCG "It loses all abilities until the end of the turn" (verbs.forbid with what = "abilities"):
its keywords, field, auto, action and special abilities are gone for the turn; effects of other
cards still apply to it (layer 2 before layers 3-5, 11.12.4.6)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, pass_, pass_until, power, setup, stack_names, use

R = pytest.mark.rules

DANCER = "3-128C"      # water Forward: {D}: choose 1 Forward opponent controls, it loses all abilities this turn
GARLAND = "1-006H"     # fire Forward 8000, Brave: when Garland attacks, +4000 power until the end of the turn
YUFFIE = "1-086C"      # wind Forward 3000: cannot be blocked by a Forward of cost 3 or more
YSHTOLA = "1-084H"     # wind Forward: {D}: choose 1 Forward, deal it 2000 damage
ENNA_KROS = "1-095R"   # earth Backup: the Earth Forwards you control gain +1000 power
BLACK_BELT = "1-099C"  # earth Forward 8000
KNIGHT = "1-050C"      # ice Forward 7000, cost 3


def _silence(g, target: int) -> None:
    """Player 1 uses Dancer on `target` when it has priority."""
    if g.decision.player == 0:
        pass_(g)
    use(g, fid(g, "Dancer", "field1"), 0, targets=[target])
    pass_(g, 2)


@R("fftcg:11.12.4.6", "fftcg:15.2.1.2")
def test_a_forward_that_lost_all_abilities_loses_its_keywords_and_its_own_auto_ability():
    g = setup({"field": [GARLAND]}, {"field": [DANCER]}, phase="attack", priority=1)
    garland = fid(g, "Garland", "field0")
    _silence(g, garland)
    assert "brave" not in flags(g, garland)
    pass_until(g, "attack")                      # attack preparation ends
    do(g, ("attack", garland))
    assert stack_names(g) == []                  # "When Garland attacks" did not trigger
    assert g.objs[garland].tapped is True        # no Brave: attacking dulls it (15.2.1.2)
    assert power(g, garland) == 8000


@R("fftcg:11.12.4.6", "fftcg:10.1.3.1.2")
def test_its_own_field_ability_stops_but_another_cards_still_applies():
    g = setup({"field": [YUFFIE]}, {"field": [DANCER, KNIGHT]}, phase="attack", priority=1)
    yuffie = fid(g, "Yuffie", "field0")
    _silence(g, yuffie)
    pass_until(g, "attack")
    do(g, ("attack", yuffie))
    pass_(g, 2)
    assert ("block", fid(g, "Knight", "field1")) in g.decision.options   # Knight (cost 3) may block now
    g = setup({"field": [ENNA_KROS, BLACK_BELT]}, {"field": [DANCER]}, priority=1)
    bb = fid(g, "Black Belt", "field0")
    _silence(g, bb)
    assert power(g, bb) == 9000                  # Enna Kros's field ability is not Black Belt's own


@R("fftcg:9.3.1.7")
def test_a_forward_that_lost_all_abilities_cannot_use_its_action_abilities():
    g = setup({"field": [YSHTOLA]}, {"field": [DANCER]}, priority=1)
    ys = fid(g, "Y'shtola", "field0")
    _silence(g, ys)
    assert g.decision.player == 0
    assert not any(o[0] == "use" and o[1] == ys for o in g.decision.options)
