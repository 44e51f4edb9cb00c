"""Rules tests of cards played or placed by a skill, without their costs (dbs-masters 13-2-2
Unisons, 16-2-2 Z-Battle Cards, 17-2-2 Z-Extras, 18-2-2 Z-Unisons), with M3's fixture card
TEST-M3-CALL (its four [Activate: Main] skills play each kind)."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, codes, names, position, record, settle

SKILL_STEPS = ("pay_energy", "counter_window", "do", "choose_play", "on_choose_play")


def in_order(steps: list[str]) -> bool:
    """A counter timing after the skill activates (4-3-2-3), the card played, a counter timing
    after the effect (4-3-2-4)."""
    k = steps.index("on_choose_play")
    return "counter_window" in steps[:k] and "counter_window" in steps[k:]


def use(g, index: int, monkeypatch, target: str) -> list[str]:
    call = g.zones["battle0"][0]
    seen = record(monkeypatch)
    g.apply(("skill", call, index))
    while g.decision.kind != "target":
        g.apply(g.decision.options[0])
    x = next(o for o in g.decision.options if o[0] == "play_card" and g.objs[o[1]].card.code == target)
    seen.append(("on_choose_play",))
    g.apply(x)
    settle(g)
    return [n for n in names(seen) if n in SKILL_STEPS]


@pytest.mark.rules("dbs-masters:16-2-2-2", "dbs-masters:16-2-2-4", "dbs-masters:16-2-2-5", "dbs-masters:16-2-2-6")
def test_z_battle_card_played_by_a_skill_pays_only_the_skill_cost(monkeypatch):
    g = position(MT, {"battle": ["TEST-M3-CALL"], "zdeck": ["TEST-ZB2"], "zenergy": ["BT1-103"], "energy": ["BT1-102"],
                      "deck": ["3 BT7-061"]}, auto_forced=False, leader=FRIEZA)
    steps = use(g, 0, monkeypatch, "TEST-ZB2")
    assert steps.index("pay_energy") < steps.index("counter_window")     # the cost, then the counter timing
    assert in_order(steps)
    assert codes(g, "battle0") == ["TEST-M3-CALL", "TEST-ZB2"] and codes(g, "zenergy0") == ["BT1-103"]
    assert codes(g, "hand0") == ["BT7-061"]                              # its 'when played' [Auto]
    assert g.objs[g.zones["energy0"][0]].tapped                          # the skill cost (1) only


@pytest.mark.rules("dbs-masters:17-2-2", "dbs-masters:17-2-2-4", "dbs-masters:17-2-2-5", "dbs-masters:17-2-2-6")
def test_z_extra_placed_by_a_skill_removes_the_other_z_extras(monkeypatch):
    g = position(MT, {"battle": ["TEST-M3-CALL", "TEST-ZE2"], "zdeck": ["TEST-ZE1"], "zenergy": ["BT1-103"]},
                     auto_forced=False, leader=FRIEZA)
    steps = use(g, 1, monkeypatch, "TEST-ZE1")
    assert "pay_energy" not in steps and in_order(steps)
    assert codes(g, "battle0") == ["TEST-M3-CALL", "TEST-ZE1"] and codes(g, "removed0") == ["TEST-ZE2"]
    assert not g.objs[g.zones["battle0"][1]].tapped and codes(g, "zenergy0") == ["BT1-103"]


@pytest.mark.rules("dbs-masters:18-2-2", "dbs-masters:18-2-2-4", "dbs-masters:18-2-2-5", "dbs-masters:18-2-2-6",
                   "dbs-masters:18-2-2-7")
def test_z_unison_played_by_a_skill_gets_the_markers_it_says(monkeypatch):
    g = position(MT,
                 {"battle": ["TEST-M3-CALL"], "unison": ["BT10-033"], "zdeck": ["TEST-M3-ZU"], "zenergy": ["BT1-103"],
                      "deck": ["3 BT7-061"]}, auto_forced=False, leader=FRIEZA)
    g.w(g.zones["unison0"][0]).counters = {"markers": 2}
    steps = use(g, 2, monkeypatch, "TEST-M3-ZU")
    assert "pay_energy" not in steps and in_order(steps)
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["TEST-M3-ZU"] and g.objs[u].counters == {"markers": 3}
    assert codes(g, "drop0") == ["BT10-033"] and codes(g, "hand0") == ["BT7-061"]   # its 'when played' drew
    assert codes(g, "zenergy0") == ["BT1-103"]


@pytest.mark.rules("dbs-masters:13-2-2", "dbs-masters:13-2-2-4", "dbs-masters:13-2-2-5", "dbs-masters:13-2-2-6",
                   "dbs-masters:13-2-2-7")
def test_unison_played_from_hand_by_a_skill_without_its_energy_cost(monkeypatch):
    g = position(MT,
                 {"battle": ["TEST-M3-CALL"], "unison": ["TEST-M3-ZU"], "hand": ["BT10-033"], "energy": ["BT1-102"]},
                     auto_forced=False, leader=FRIEZA)
    steps = use(g, 3, monkeypatch, "BT10-033")
    assert "pay_energy" not in steps and in_order(steps)
    u = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["BT10-033"] and g.objs[u].counters == {"markers": 2}
    assert codes(g, "removed0") == ["TEST-M3-ZU"] and not g.objs[g.zones["energy0"][0]].tapped
