"""Issue 20 ffopusA: a delayed auto ability that chooses its own target (1-211S Rygdea: "When it is
put from the field into the Break Zone this turn, choose 1 Forward opponent controls. Dull it.").
The target is chosen as the delayed ability is put on the stack (11.8.7, 11.8.17); with none to
choose, it is removed at once (11.8.4)."""

from __future__ import annotations

import pytest
from play_kit import do, fid, kinds, names, pass_, setup
from play_kit import resolve_all as _resolve

R = pytest.mark.rules

RYGDEA = "1-211S"       # lightning Forward 2, 5000: "When Rygdea enters the field, choose 1 active Forward. Deal it 3000 damage. ..." (above)
RAMUH = "1-143C"        # lightning Summon (2 lightning CP when discarded)
KNIGHT = "1-050C"       # ice Forward 7000
BLACK_BELT = "1-099C"   # earth Forward 8000


def _play_rygdea(g, target: int) -> None:
    do(g, ("play", fid(g, "Rygdea", "hand0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    while g.decision.kind == "priority" and (g.stack or g.pending):
        pass_(g)
    do(g, ("target", target))         # the enters ability's target, as it is put on the stack
    while g.decision.kind == "priority":
        pass_(g)


@R("fftcg:11.8.17", "fftcg:11.8.7")
def test_rygdea_dulls_a_forward_chosen_when_the_damaged_forward_is_put_into_the_break_zone():
    g = setup({"hand": [RYGDEA, RAMUH]}, {"field": [{"card": KNIGHT, "damage": 4000}, BLACK_BELT]})
    knight, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    _play_rygdea(g, knight)
    # 3000 more damage: the Knight is put into the Break Zone (12.4.5) and the delayed ability
    # triggers; its target is chosen as it goes on the stack
    d = g.decision
    assert (d.kind, d.player) == ("target", 0) and d.options == (("target", bb),)
    assert names(g, "break1") == ["Knight"] and not g.objs[bb].tapped
    do(g, ("target", bb))
    assert kinds(g) == ["delayed"]
    _resolve(g)
    assert g.objs[bb].tapped and names(g, "field0") == ["Rygdea"]


@R("fftcg:11.8.4")
def test_rygdeas_delayed_ability_without_a_forward_to_choose_is_removed_at_once():
    g = setup({"hand": [RYGDEA, RAMUH], "field": [BLACK_BELT]}, {"field": [{"card": KNIGHT, "damage": 4000}]})
    g.start_log()
    _play_rygdea(g, fid(g, "Knight", "field1"))
    assert names(g, "break1") == ["Knight"] and g.stack == [] and not g.pending
    assert not g.objs[fid(g, "Black Belt", "field0")].tapped      # not the opponent's: no target
    assert ("fizzle", RYGDEA) in g.log


def test_rygdeas_delayed_ability_waits_for_that_forward_only():
    g = setup({"hand": [RYGDEA, RAMUH]}, {"field": [KNIGHT, BLACK_BELT]})
    knight, bb = fid(g, "Knight", "field1"), fid(g, "Black Belt", "field1")
    _play_rygdea(g, knight)         # 3000 damage: the Knight stays on the Field
    assert g.zones["field1"] == [knight, bb] and g.objs[knight].damage == 3000
    assert g.stack == [] and not g.pending and not g.objs[bb].tapped
