"""Masters-only keywords, implemented from the rules text and proven here with the fixture cards of
fixture_cards/later_set_keywords.toml (never bundled) where no real card we can write prints the case:
[Spirit Boost 2] and a [Spirit Boost] naming its Unison (dbs-masters 22-43), [Limit 2] and [Limit] on
an [Auto] that pends twice (22-44), [Transmission] (22-45: no real card found), [Z-Stack] on a Z-Battle
Card (22-47). The real cards with [Spirit Boost 1], [Limit 1] and [Z-Stack] on Z-Leaders are proven
in test_masters_real_keyword_cards.py."""

from __future__ import annotations

import pytest
from dbs_kit import FRIEZA, MT, M, codes, first_of, markers, opts, pay, pick, position, refresh, settle, until_kind

from tcg.games.dbs.base import AWAKENED

JIREN = ["TB1-074"]


# ------------------------------------------------------------------------- [Spirit Boost]
@pytest.mark.rules("dbs-masters:22-43-3", "dbs-masters:22-43-4")
def test_spirit_boost_removes_x_markers_from_your_unison_as_its_cost():
    g = position(MT, {"battle": ["TEST-M6-SPIRIT"]}, leader=FRIEZA, auto_forced=False)
    src = first_of(g, "battle0", "TEST-M6-SPIRIT")
    assert ("skill", src, 0) not in opts(g, "skill")               # no Unison: no markers
    g = position(MT, {"battle": ["TEST-M6-SPIRIT"], "unison": ["BT10-033"]}, leader=FRIEZA, auto_forced=False)
    src = first_of(g, "battle0", "TEST-M6-SPIRIT")
    markers(g, 1)
    assert ("skill", src, 0) not in opts(g, "skill")               # fewer than X = 2 markers
    u = markers(g, 3)
    g.apply(("skill", src, 0))
    until_kind(g, "main")
    assert g.objs[u].counters["markers"] == 1 and len(g.zones["hand0"]) == 1   # 2 removed, then drew 1


@pytest.mark.rules("dbs-masters:22-43-3-1", "dbs-masters:22-43-4-1")
def test_spirit_boost_naming_a_unison_uses_only_its_markers():
    g = position(MT, {"battle": ["TEST-M6-SPIRITN"], "unison": ["BT12-126"]}, leader=FRIEZA, auto_forced=False)
    src = first_of(g, "battle0", "TEST-M6-SPIRITN")
    markers(g, 5)                                                   # Towa: not the named Unison
    assert ("skill", src, 0) not in opts(g, "skill")
    g = position(MT, {"battle": ["TEST-M6-SPIRITN"], "unison": ["BT10-033"]}, leader=FRIEZA, auto_forced=False)
    src = first_of(g, "battle0", "TEST-M6-SPIRITN")
    u = markers(g, 2)
    g.apply(("skill", src, 0))
    until_kind(g, "main")
    assert g.objs[u].counters["markers"] == 1


# -------------------------------------------------------------------------------- [Limit]
@pytest.mark.rules("dbs-masters:22-44-3", "dbs-masters:22-44-5")
def test_limit_counts_the_uses_of_every_copy_with_the_same_number_in_a_turn():
    g = position(MT, {"battle": ["TEST-M6-LIMIT", "TEST-M6-LIMIT", "TEST-M6-LIMIT2"]}, leader=FRIEZA, auto_forced=False)
    a, b = g.zones["battle0"][0], g.zones["battle0"][1]
    other = first_of(g, "battle0", "TEST-M6-LIMIT2")
    g.apply(("skill", a, 0))
    until_kind(g, "main")
    g.apply(("skill", a, 0))                                        # no once per turn: again, 2 of 2
    until_kind(g, "main")
    assert len(g.zones["hand0"]) == 2
    assert ("skill", a, 0) not in opts(g, "skill") and ("skill", b, 0) not in opts(g, "skill")
    assert ("skill", other, 0) in opts(g, "skill")                 # another card number: its own count
    g.vars["turn"] += 2                                             # your next turn: counted afresh
    refresh(g)
    assert ("skill", b, 0) in opts(g, "skill")


@pytest.mark.rules("dbs-masters:22-44-4")
def test_limit_on_an_auto_cancels_the_pending_activations_past_x():
    g = position(MT, {"leader": JIREN, "life": ["4 BT1-060"], "battle": ["TEST-M6-LIMITAUTO", "TEST-M6-LIMITAUTO"]},
                 leader=FRIEZA, auto_forced=False)
    pick(g, "awaken", "Jiren")
    until_kind(g, "main")
    assert g.objs[g.zones["leader0"][0]].marks & AWAKENED
    assert len(g.zones["hand0"]) == 1                               # two pending, one resolved


# ------------------------------------------------------------------------- [Transmission]
@pytest.mark.rules("dbs-masters:22-45-3", "dbs-masters:13-2-1-3-1")
def test_transmission_carries_up_to_y_markers_from_a_unison_of_colour_x():
    g = position(MT, {"hand": ["TEST-M6-TRANS"], "unison": ["BT10-033"], "energy": ["2 BT10-033"]}, leader=FRIEZA,
                 auto_forced=False)
    markers(g, 4)
    pick(g, "unison", "TEST-M6-TRANS")
    pay(g, "BT10-033")
    until_kind(g, "transmit")
    assert [o[1] for o in opts(g, "transmit")] == [3, 2, 1, 0]      # up to Y = 3 of its 4
    g.apply(("transmit", 3))
    until_kind(g, "main")
    new = g.zones["unison0"][0]
    assert codes(g, "unison0") == ["TEST-M6-TRANS"] and codes(g, "drop0") == ["BT10-033"]
    assert g.objs[new].counters["markers"] == 1 + 3                # the energy paid, then the 3 carried
    # a Unison of another colour gives nothing
    g = position(MT, {"hand": ["TEST-M6-TRANSRED"], "unison": ["BT10-033"], "energy": ["2 BT10-033"]}, leader=FRIEZA,
                 auto_forced=False)
    markers(g, 4)
    pick(g, "unison", "TEST-M6-TRANSRED")
    pay(g, "BT10-033")
    until_kind(g, "main")
    assert g.objs[g.zones["unison0"][0]].counters["markers"] == 1


@pytest.mark.rules("dbs-masters:22-45-3-2")
def test_transmission_without_a_colour_takes_any_unison():
    g = position(MT, {"hand": ["TEST-M6-TRANSANY"], "unison": ["BT10-033"], "energy": ["2 BT1-019"]}, leader=FRIEZA,
                 auto_forced=False)
    markers(g, 1)
    pick(g, "unison", "TEST-M6-TRANSANY")
    pay(g, "BT1-019")
    until_kind(g, "transmit")
    assert [o[1] for o in opts(g, "transmit")] == [1, 0]           # only the 1 marker it had
    g.apply(("transmit", 1))
    until_kind(g, "main")
    assert g.objs[g.zones["unison0"][0]].counters["markers"] == 2


# ------------------------------------------------------------------------------ [Z-Stack]
@pytest.mark.rules("dbs-masters:22-47-3", "dbs-masters:22-47-4", "dbs-masters:14-1-5")
def test_z_stack_places_up_to_x_indicated_z_deck_cards_under_it_as_one_card():
    g = position(MT, {"zdeck": ["TEST-M6-ZSTACK", "3 TEST-M6-ZGOKU", "TEST-ZB"], "zenergy": ["BT1-103"],
                      "energy": ["2 BT1-102"]}, auto_forced=True, leader=FRIEZA)
    pick(g, "z_play", "TEST-M6-ZSTACK")
    until_kind(g, "target")
    assert {g.objs[o[1]].card.code for o in opts(g, "stack")} == {"TEST-M6-ZGOKU"}   # <Son Goku> only
    pick(g, "stack", "TEST-M6-ZGOKU")
    pick(g, "stack", "TEST-M6-ZGOKU")
    settle(g)
    top = g.zones["battle0"][0]
    assert codes(g, "battle0") == ["TEST-M6-ZSTACK"]
    assert codes(g, "under0") == ["TEST-M6-ZGOKU"] * 2 and sorted(codes(g, "zdeck0")) == ["TEST-M6-ZGOKU", "TEST-ZB"]
    assert all(g.objs[u].counters["top"] == top for u in g.zones["under0"])    # X = 2: no third
    # one card: the pile leaves together (the Z-cards under it are removed from the game, 14-1-5)
    g.push("remove", top, 1, "ko")
    g.decision = None
    g.run()
    assert not g.zones["battle0"] and not g.zones["under0"] and len(g.zones["removed0"]) == 3


# --------------------------------------------------------------- "can't do A unless B" (real card)
@pytest.mark.rules("dbs-masters:20-14-1")
def test_bt10_097_extras_cannot_be_activated_unless_an_energy_is_rested_first():
    son_goku = {"leader": ["BT1-084"], "battle": ["BT10-097", "BT7-102"]}         # a yellow Leader
    g = position(M, {"leader": ["SD7-01"], "hand": ["P-084"], "energy": ["BT1-060"]}, son_goku, auto_forced=False)
    assert not opts(g, "extra")                                 # cost 1 + the rested energy: 2 needed
    g = position(M, {"leader": ["SD7-01"], "hand": ["P-084"], "energy": ["2 BT1-060"]}, son_goku,
                 auto_forced=False)
    pick(g, "extra", "P-084")
    assert g.decision.kind == "cost" and {o[0] for o in g.decision.options} == {"rest_energy"}   # B first
    g.apply(g.decision.options[0])
    until_kind(g, "target")
    pick(g, "ko", "BT7-102")
    settle(g)
    assert all(g.objs[e].tapped for e in g.zones["energy0"]) and codes(g, "drop1") == ["BT7-102"]
    # the restriction's condition: its controller's Leader is not yellow, no tax
    g = position(M, {"leader": ["SD7-01"], "hand": ["P-084"], "energy": ["BT1-060"]},
                 {"leader": ["SD7-01"], "battle": ["BT10-097"]}, auto_forced=False)
    assert opts(g, "extra")
    # an Extra activated by another skill: no Active energy for B, so A cannot be done
    g = position(M, {"leader": ["SD7-01"], "hand": ["BT5-118"], "drop": ["7 BT5-117", "BT5-118"],
                     "energy": [{"card": "BT1-060", "dull": True}] * 2}, son_goku, auto_forced=False)
    lid = g.zones["leader0"][0]
    g.apply(("skill", lid, 2))
    pick(g, "tutor", "BT5-118")
    until_kind(g, "main")
    g.apply(("skill", lid, 1))
    g.apply(("mode", 1))
    settle(g)
    assert sorted(codes(g, "hand0")) == ["BT5-118", "BT5-118"]                     # nothing activated


@pytest.mark.rules("dbs-masters:20-14-1")
def test_the_energy_rested_first_leaves_the_extras_colour_cost_payable():
    """B is done so that A can be done: with one blue and one green energy, BT10-097's tax may not
    take the blue one that EX07-05's blue cost needs (a random game crashed on an empty payment:
    soak dbs-masters seed 6)."""
    son_goku = {"leader": ["BT1-084"], "battle": ["BT10-097"]}                     # a yellow Leader
    g = position(M, {"hand": ["EX07-05"], "energy": ["BT1-035", "BT1-060"]}, son_goku, auto_forced=False)
    blue, green = g.zones["energy0"]
    pick(g, "extra", "EX07-05")
    assert g.decision.kind == "cost" and g.decision.options == (("rest_energy", green),)
    g.apply(("rest_energy", green))
    settle(g)
    assert codes(g, "battle0") == ["EX07-05"] and g.objs[blue].tapped and g.objs[green].tapped
