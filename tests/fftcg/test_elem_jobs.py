"""Jobs as characteristics (issue 20, ffelem; identity.py): "Bartz has all the Jobs", "Select a
Job. It gains that Job", read by every selector of a Job ("The _Job Knight_ Forwards you control
gain +1000 power")."""

from __future__ import annotations

import pytest
from play_kit import do, fid, pass_until, setup, use

from tcg.games.fftcg.chars import power
from tcg.games.fftcg.identity import elements, jobs

R = pytest.mark.rules
BARTZ = "1-081R"        # Wind Forward 8000, Wanderer: Bartz has all the Jobs
ORATOR = "5-143C"       # Water Forward, Standard Unit: {D}: Choose 1 Forward. Select a Job. It gains that Job this turn
OVELIA = "1-156C"       # Water Backup: the _Job Knight_ Forwards you control gain +1000 power
GARLAND = "1-006H"      # Fire Forward, Knight
SQUIRE = "1-025C"       # Fire Forward 5000, Standard Unit


@R("fftcg:11.9.1")
def test_bartz_has_every_job_for_a_job_selector():
    g = setup({"field": [BARTZ, OVELIA]}, {})
    bartz = fid(g, "Bartz", "field0")
    assert power(g, bartz) == 9000           # a _Job Knight_ Forward, among every other Job
    g = setup({"field": [BARTZ]}, {"field": [OVELIA]})
    assert power(g, fid(g, "Bartz", "field0")) == 8000       # the opponent's Knights only


def test_orator_gives_a_forward_the_selected_job_until_the_end_of_the_turn():
    g = setup({"field": [ORATOR, OVELIA, SQUIRE]}, {"field": [GARLAND]})
    orator, squire = fid(g, "Orator", "field0"), fid(g, "Squire", "field0")
    assert power(g, squire) == 5000
    use(g, orator, 0, targets=[squire])
    pass_until(g, "job")
    assert ("job", "Knight") in g.decision.options and ("job", "Princess") in g.decision.options
    do(g, ("job", "Knight"))
    pass_until(g, "priority")
    assert jobs(g, squire) == ("Standard Unit", "Knight") and power(g, squire) == 6000


YUNA = "2-138L"         # Water Forward 7000, Songstress: [Spherechange] {S}: Name 1 Element and 1 Job; she becomes them this turn


def test_yuna_becomes_the_named_element_and_job():
    g = setup({"field": [YUNA, OVELIA], "hand": [YUNA]}, {"field": [GARLAND]})
    yuna = fid(g, "Yuna", "field0")
    assert power(g, yuna) == 7000
    use(g, yuna, 1, pay=[("cost_name", fid(g, "Yuna", "hand0"))])
    pass_until(g, "element")
    do(g, ("element", "fire"))
    pass_until(g, "job")
    do(g, ("job", "Knight"))
    pass_until(g, "priority")
    assert jobs(g, yuna) == ("Knight",) and elements(g, yuna) == ("fire",)
    assert power(g, yuna) == 8000            # a _Job Knight_ Forward for Ovelia now


HASHMAL = "2-087R"      # Earth Summon 1: Name 1 Job or 1 Element; your Forwards gain +1000 power and it this turn
BLACK_BELT = "1-099C"   # Earth Forward


def test_hashmal_gives_your_forwards_the_named_job():
    g = setup({"field": [SQUIRE, OVELIA], "hand": [HASHMAL, BLACK_BELT]}, {"field": [GARLAND]})
    squire, garland = fid(g, "Squire", "field0"), fid(g, "Garland", "field1")
    do(g, ("cast", fid(g, "Hashmal, Bringer of Order", "hand0")), ("discard", fid(g, "Black Belt", "hand0")))
    pass_until(g, "job_or_element")
    assert ("element", "light") in g.decision.options and ("job", "Knight") in g.decision.options
    do(g, ("job", "Knight"))
    pass_until(g, "priority")
    assert jobs(g, squire) == ("Standard Unit", "Knight")
    assert power(g, squire) == 7000          # +1000, and +1000 from Ovelia to a _Job Knight_ Forward
    assert jobs(g, garland) == ("Knight",) and power(g, garland) == 8000     # the opponent's: unchanged


def test_hashmal_gives_your_forwards_the_named_element():
    g = setup({"field": [SQUIRE], "hand": [HASHMAL, BLACK_BELT]}, {})
    squire = fid(g, "Squire", "field0")
    do(g, ("cast", fid(g, "Hashmal, Bringer of Order", "hand0")), ("discard", fid(g, "Black Belt", "hand0")))
    pass_until(g, "job_or_element")
    do(g, ("element", "water"))
    pass_until(g, "priority")
    assert elements(g, squire) == ("fire", "water") and power(g, squire) == 6000
