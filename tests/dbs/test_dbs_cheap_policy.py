"""The agents' cheap policy on dbs battles (`tcg.agents.greedy.cheapest`): a combo whose cost
leaves a choice is valued once it is paid, not as the unchanged position of its payment."""

from __future__ import annotations

from dbs_kit import codes, pick, position, settle

from tcg.agents.greedy import cheapest

ED = "dbscg"
ENERGY = ["BT1-060", "BT7-061"]        # two energies of different numbers: paying 1 is a choice


def test_a_combo_that_changes_no_battle_is_not_paid_for(monkeypatch):
    """Son Goku (15,000) already beats the Leader (10,000): a combo would only spend a card."""
    g = position(ED, {"battle": ["BT1-060"], "hand": ["BT1-034"], "energy": ENERGY}, auto_forced=False)
    pick(g, "attack", "BT1-060", "Son Goku")
    settle(g, "offense")
    choice, after = cheapest(g)
    assert choice == ("pass",)
    assert codes(after, "hand0") == ["BT1-034"]
    # valued at its payment, the combo ties with passing, listed after it: so it was taken
    combo = next(o for o in g.decision.options if o[0] == "combo")
    assert cheapest(g, look=False)[0] == combo
    monkeypatch.setattr(g.rules.ai, "look_through", False)     # a game that does not look through
    assert cheapest(g)[0] == combo


def test_a_combo_that_wins_the_battle_is_paid_for_and_returned_paid():
    """At 3 life, the defending Leader (Dragon Ball, 10,000, no Awaken) with Mighty Striker Son
    Gohan's combo (+10,000) beats the attacking Son Goku (15,000): the cheap policy combos, and
    the copy it returns is paid."""
    defender = {"leader": ["SD7-01"], "hand": ["BT1-034"], "energy": ENERGY, "life": ["3 BT1-060"]}
    g = position(ED, {"battle": ["BT1-060"]}, defender, auto_forced=False)
    pick(g, "attack", "BT1-060", "Dragon Ball")
    settle(g, "offense")
    g.apply(("pass",))
    settle(g, "defense")
    choice, after = cheapest(g)
    assert choice[0] == "combo" and g.objs[choice[1]].card.code == "BT1-034"
    assert codes(after, "combo1") == ["BT1-034"] and not after.zones["hand1"]
    assert sum(after.objs[o].tapped for o in after.zones["energy1"]) == 1
    assert after.decision.kind == "defense" and after.decision.player == 1
