"""Rules tests of rule processing in the Masters rules (dbs-masters 21): its two kinds, defeat,
damage, invalid combos, cards put on top, power at 0, Unison markers, flipped Leaders, KO."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, M, codes, first_of, opts, pick, position, refresh, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import reading


@pytest.mark.rules("dbs-masters:21-2-2", "dbs-masters:21-2-2-1")
def test_defeat_judgment_ends_the_game_at_the_last_life():
    g = position(MT, {"battle": ["BT5-098"]}, {"life": ["BT1-060"]}, leader=FRIEZA)
    pick(g, "attack", "BT5-098", "BT1-084")
    settle(g)
    assert g.over and g.result.winner == 0 and g.result.reason.startswith("21-2-2-1")


@pytest.mark.rules("dbs-masters:21-3-2")
def test_x_damage_moves_x_life_cards_to_the_hand():
    g = position(M, {"battle": ["BT3-014"]}, {})                       # [Double Strike]
    pick(g, "attack", "BT3-014", "BT1-056")
    settle(g)
    assert len(g.zones["life1"]) == 6 and len(g.zones["hand1"]) == 2


@pytest.mark.rules("dbs-masters:21-4-2")
def test_battle_card_in_a_combo_area_outside_a_battle_goes_to_the_drop():
    g = position(MT, {"combo": ["BT1-102"]}, {"combo": ["BT1-104"]}, leader=FRIEZA)
    refresh(g)
    g.decision = None
    g.push("check")
    g.run()
    assert codes(g, "drop0") == ["BT1-102"] and codes(g, "drop1") == ["BT1-104"]


@pytest.mark.rules("dbs-masters:21-5-2", "dbs-masters:21-5-2-1")
def test_card_put_on_top_takes_power_changes_and_position_only():
    g = position(M, {"hand": ["BT1-013"], "battle": [{"card": "DB1-009", "dull": True}], "energy": ["3 BT2-005"]},
                 {}, auto_forced=False)
    base = first_of(g, "battle0", "DB1-009")
    g.effects.append(Effect(g.tick(), 1, "power", 5000, base, (base,), "turn", 0))
    g.effects.append(Effect(g.tick(), 0, "gain", "critical", base, (base,), "turn", 0))
    refresh(g)
    pick(g, "evolve", "BT1-013", "DB1-009")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    cabba = first_of(g, "battle0", "BT1-013")
    assert g.objs[cabba].tapped                                 # the position of the card below
    assert reading.power(g, cabba) == g.objs[cabba].card.power + 5000
    assert "critical" not in reading.keywords(g, cabba)


@pytest.mark.rules("dbs-masters:21-7-2")
def test_removing_markers_resets_the_unisons_continuous_effects():
    g = position(MT, {"unison": ["BT10-033"], "deck": ["5 BT7-061"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 4}
    g.effects.append(Effect(g.tick(), 1, "power", 5000, u, (u,), "turn", 0))
    refresh(g)
    assert reading.power(g, u) == 25000
    pick(g, "skill", "BT10-033")                                # [UNISON -2]: draw 2
    settle(g)
    assert g.objs[u].counters["markers"] == 2 and reading.power(g, u) == 20000


@pytest.mark.rules("dbs-masters:21-8-2", "dbs-masters:21-8-2-1")
def test_unison_at_zero_power_loses_a_marker_at_the_check():
    g = position(MT, {"unison": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    g.effects.append(Effect(g.tick(), 1, "power", -20000, u, (u,), "turn", 1))
    assert g.objs[u].counters["markers"] == 2                  # a check processing: nothing before the check
    g.decision = None
    g.push("check")
    g.run()
    assert g.objs[u].counters["markers"] == 1 and reading.power(g, u) == 20000   # 21-7-2: effects reset
    g.effects.append(Effect(g.tick(), 1, "power", -20000, u, (u,), "turn", 1))
    g.decision = None
    g.push("check")
    g.run()
    assert codes(g, "drop0") == ["BT10-033"] and not g.zones["unison0"]         # 21-9: no marker left


@pytest.mark.rules("dbs-masters:21-10-2", "dbs-masters:21-10-2-1")
def test_flipped_leader_keeps_position_and_power_effects_only():
    g = position(M, {"life": ["4 BT1-060"]}, {}, auto_forced=False)
    lid = g.zones["leader0"][0]
    g.w(lid).tapped = True
    g.effects.append(Effect(g.tick(), 1, "power", 5000, lid, (lid,), "turn", 0))
    g.effects.append(Effect(g.tick(), 0, "gain", "critical", lid, (lid,), "turn", 0))
    refresh(g)
    assert "critical" in reading.keywords(g, lid)
    pick(g, "awaken", "BT1-056")
    settle(g)
    assert g.objs[lid].tapped and reading.power(g, lid) == 20000
    assert "critical" not in reading.keywords(g, lid)


@pytest.mark.rules("dbs-masters:21-14-1", "dbs-masters:21-14-2")
def test_a_ko_puts_the_battle_card_in_its_owners_drop_at_once():
    from tcg.games.dbs.actions import ko
    g = position(MT, {}, {"battle": ["BT1-104"]}, leader=FRIEZA)
    x = g.zones["battle1"][0]
    assert ko(g, x, 0)
    assert codes(g, "drop1") == ["BT1-104"] and not g.zones["battle1"]      # before any check timing


@pytest.mark.rules("dbs-masters:21-6-2")
def test_power_zero_drops_even_an_indestructible_card():
    g = position(MT, {"battle": ["DB1-058"]}, leader=FRIEZA)
    x = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, x, (x,), "turn", 1))
    g.decision = None
    g.push("check")
    g.run()
    assert codes(g, "drop0") == ["DB1-058"]
    assert opts
