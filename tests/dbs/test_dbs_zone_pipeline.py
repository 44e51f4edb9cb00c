"""The zone-change pipeline of both editions (games/dbs/moves.py, engine/zones.py): a move that a
replacement changed did not happen and triggers nothing; what a move triggers is read from the
card as it was in the Battle Area (last-known information)."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, FRIEZA, PASSIVE, codes, first_of, pick, position

from tcg.engine.effects import Effect
from tcg.games.dbs.actions import ko
from tcg.games.dbs.moves import REVIVE
from tcg.games.dbs.unders import put_under
from tcg.games.dbs.zcards import to_z_energy

A18 = ["BT20-023"]            # back: "[Auto][Once per turn] When you add a card from your life to your hand, ..."
BACK = "{ awakened = true }"
BLUE = "BT1-037"              # a blue card for Android 18 to place under itself
JIREN = ["TB1-074"]           # a <<Universe 11>> Leader: Dyspo's condition


def _android_18_hit(ed: str, critical: bool):
    """Banan (20000) attacks Android 18 (15000, back side) with or without [Critical]."""
    g = position(ed, {"leader": A18, "vars": BACK, "drop": [BLUE]}, {"leader": FRIEZA, "battle": ["BT1-104"]},
                 active=1, auto_forced=False)
    banan = first_of(g, "battle1", "BT1-104")
    if critical:
        g.effects.append(Effect(g.tick(), 0, "gain", "critical", banan, (banan,), "turn", 1))
    pick(g, "attack", "BT1-104", "BT20-023")
    while g.decision.kind != "main":       # its [Auto] when it triggers: BLUE under it
        d = g.decision
        g.apply(next((o for o in d.options if o[0] == "under"), None)
                or next((o for o in PASSIVE if o in d.options), d.options[0]))
    return g


@pytest.mark.rules("dbscg:10-6-1", "dbs-masters:22-6-2", "dbs-masters:9-10-1-1", "dbs-masters:21-3-2")
@BOTH
def test_a_life_card_critical_puts_in_the_drop_instead_triggers_nothing(ed):
    g = _android_18_hit(ed, critical=False)
    assert len(g.zones["life0"]) == 7 and len(g.zones["hand0"]) == 1
    assert codes(g, "under0") == [BLUE] and not g.zones["drop0"]     # added to the hand: its [Auto] placed BLUE
    g = _android_18_hit(ed, critical=True)
    assert len(g.zones["life0"]) == 7 and not g.zones["hand0"]       # replaced: to the Drop instead
    assert sorted(codes(g, "drop0")) == sorted([BLUE, "BT1-060"])    # and nothing triggered: BLUE stays
    assert not g.zones["under0"] and not g.pending


def _negate(g, oid: int) -> None:
    g.effects.append(Effect(g.tick(), 0, "negate", 1, oid, (oid,), "turn", 1))


@pytest.mark.rules("dbscg:8-6-5-2", "dbs-masters:9-6-9-2")
@BOTH
def test_a_skill_negated_in_the_battle_area_does_not_trigger_on_leaving_it(ed):
    # Dyspo, negated in the Battle Area, placed in the Drop by a skill (Bardock's cost): not negated
    # in the Drop, but its "placed in your Drop Area from your Battle Area by a skill" does not trigger
    g = position(ed, {"leader": JIREN, "battle": ["BT8-129", "BT9-121"]}, {"battle": ["BT7-061"]},
                 auto_forced=False)
    _negate(g, first_of(g, "battle0", "BT9-121"))
    pick(g, "skill", "BT8-129")
    pick(g, "sacrifice", "BT9-121")
    while g.decision.kind != "main":
        g.apply(next((o for o in g.decision.options if o[0] == "ko"), g.decision.options[0]))
    assert codes(g, "drop0") == ["BT9-121"] and not g.zones["hand0"]      # no draw
    # Kaio-Ken Son Goku's [Revive] the same: negated where it was KO'd, it does not trigger
    for negated in (False, True):
        g = position(ed, {"battle": ["EX10-04"]}, {})
        goku = first_of(g, "battle0", "EX10-04")
        if negated:
            _negate(g, goku)
        assert ko(g, goku, by=1)
        assert codes(g, "drop0") == ["EX10-04"]
        assert [t.index for t in g.pending] == ([] if negated else [REVIVE])


@pytest.mark.rules("dbs-masters:23-2-5")
def test_the_cards_under_a_combo_card_put_into_z_energy_go_to_the_drop():
    # the end of a battle (8-5-2): a Combo card with a card under it into the Z-Energy; before
    # the pipeline its under card stayed behind in the under zone, on top of nothing
    g = position("dbs-masters", {"drop": [BLUE]}, {})
    top = g.create(g.rules.cards["BT1-104"], 0, "combo0")
    put_under(g, first_of(g, "drop0", BLUE), top)
    assert codes(g, "under0") == [BLUE] and not g.zones["drop0"]
    to_z_energy(g, top)
    assert codes(g, "zenergy0") == ["BT1-104"] and codes(g, "drop0") == [BLUE] and not g.zones["under0"]
