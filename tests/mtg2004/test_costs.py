"""MTG 2004: playing spells and abilities step by step (409.1a-i), costs, cost modifiers and the
rewind of an illegal or abandoned play (422). Exact outcomes; rule ids from rule_index.toml."""

from __future__ import annotations

import pytest

from .kit import CANCEL, PASS, cast, do, kinds, names, oid, pass_, pay_all, setup

rules = pytest.mark.rules


# ------------------------------------------------------------------------------- 409.1b X
@rules("mtg2004:409.1b", "mtg2004:409.1f")
def test_x_is_announced_and_added_to_the_total_cost():
    g = setup({"hand": ["Blaze"], "field": ["Mountain"] * 4}, phase="main1")
    do(g, ("play", oid(g, "Blaze", "hand0")))
    # X can be at most 3: {X}{R} with four Mountains.
    assert g.decision.kind == "x" and kinds(g) == [("x", n) for n in range(4)]
    do(g, ("x", 3))
    do(g, ("target", ("p", 1)))
    pay_all(g)
    assert all(g.objs[o].tapped for o in g.zones["play"])            # 3 + {R} paid
    assert g.stack[-1].x == 3
    pass_(g, 2)
    assert g.pvars[1]["life"] == 17


@rules("mtg2004:409.1b")
def test_x_on_a_pump_and_a_life_spell():
    g = setup({"hand": ["Stream of Life", "Enrage"], "field": ["Forest"] * 3 + ["Mountain"] * 3 + ["Grizzly Bears"]},
              phase="main1")
    cast(g, "Stream of Life", ("x", 2), ("target", ("p", 0)))
    pass_(g, 2)
    assert g.pvars[0]["life"] == 22
    bears = oid(g, "Grizzly Bears")
    cast(g, "Enrage", ("x", 2), ("target", ("o", bears)))
    pass_(g, 2)
    from tcg.games.mtg2004.chars import chars

    assert (chars(g, bears).power, chars(g, bears).toughness) == (4, 2)


# ------------------------------------------------------------------ 409.1h all or nothing
@rules("mtg2004:409.1g", "mtg2004:409.1h")
def test_only_payments_that_can_complete_are_offered():
    g = setup({"hand": ["Volcanic Hammer"], "field": ["Forest", "Mountain"]}, phase="main1")
    forest, mountain = oid(g, "Forest"), oid(g, "Mountain")
    do(g, ("play", oid(g, "Volcanic Hammer", "hand0")))
    do(g, ("target", ("p", 1)))
    # {1}{R}: the Forest can pay the {1}; the Mountain must then pay the {R}.
    assert g.decision.kind == "pay" and set(kinds(g)) == {("tap", forest), ("tap", mountain)}
    do(g, ("tap", forest))
    assert kinds(g) == [("tap", mountain)]
    do(g, ("tap", mountain))
    assert [it.kind for it in g.stack] == ["spell"]


@rules("mtg2004:409.1h")
def test_a_spell_that_cannot_be_paid_in_full_is_not_offered():
    g = setup({"hand": ["Lightning Blast", "Shock"], "field": ["Mountain", "Forest", "Forest"]}, phase="main1")
    plays = [o for o in g.decision.options if o[0] == "play"]
    assert plays == [("play", oid(g, "Shock", "hand0"))]            # {3}{R} needs four lands


# --------------------------------------------------------------------------- 422 rewind
@rules("mtg2004:422.1", "mtg2004:422.2")
def test_cancelling_during_payment_rewinds_the_game_exactly():
    g = setup({"hand": ["Blaze"], "field": ["Mountain"] * 3, "vars": {"pool": [0, 0, 0, 1, 0, 0]}}, phase="main1")
    before = g.state_hash()
    do(g, ("play", oid(g, "Blaze", "hand0")))
    do(g, ("x", 3))
    do(g, ("target", ("p", 1)))
    do(g, ("pool", 3))                                               # the floating {R}
    do(g, ("tap", g.zones["play"][0]))                               # a mana ability during payment
    assert g.pvars[0]["pool"] == (0,) * 6 and g.objs[g.zones["play"][0]].tapped
    do(g, CANCEL)
    assert g.state_hash() == before                                   # pool, lands, hand, ids: all back
    assert g.decision.kind == "priority" and g.decision.player == 0  # 422.2: keeps priority
    assert names(g, "hand0") == ["Blaze"] and not g.stack


@rules("mtg2004:422.1")
def test_cancelling_while_choosing_targets_changes_nothing():
    g = setup({"hand": ["Pyrotechnics"], "field": ["Mountain"] * 5}, {"field": ["Grizzly Bears"]}, phase="main1")
    before = g.state_hash()
    do(g, ("play", oid(g, "Pyrotechnics", "hand0")))
    do(g, ("target", ("p", 1)))
    do(g, CANCEL)
    assert g.state_hash() == before


# ------------------------------------------------------------------ 409.1f cost modifiers
@rules("mtg2004:502.31a", "mtg2004:502.31b", "mtg2004:502.31")
def test_affinity_reduces_only_generic_mana():
    g = setup({"hand": ["Thoughtcast", "Frogmite"], "field": ["Ornithopter"] * 5 + ["Island"]}, phase="main1")
    cast(g, "Thoughtcast")                                            # {4}{U} - 5 = {U}
    assert g.objs[oid(g, "Island")].tapped
    pass_(g, 2)
    assert len(g.zones["hand0"]) == 1 + 2                             # Frogmite + 2 drawn
    # Frogmite {4} with five artifacts: costs 0 (never below 0).
    do(g, ("play", oid(g, "Frogmite", "hand0")))
    assert names(g, "stack") == ["Frogmite"]


@rules("mtg2004:409.1f", "mtg2004:409.1h", "mtg2004:502.34a", "mtg2004:203.4", "mtg2004:502.34")
def test_sacrificing_the_cost_reducer_does_not_change_the_locked_cost():
    # Semblance Anvil imprinted an instant: instants cost {2} less. Shrapnel Blast ({1}{R},
    # sacrifice an artifact as an additional cost) sacrificing the Anvil still costs {R}.
    g = setup({"hand": ["Semblance Anvil", "Shock", "Shrapnel Blast"], "field": ["Mountain"] * 4}, phase="main1")
    cast(g, "Semblance Anvil")
    pass_(g, 2)                                                       # resolves; imprint triggers
    assert [it.kind for it in g.stack] == ["triggered"]
    pass_(g, 2)
    assert g.decision.kind == "imprint"
    do(g, ("imprint", oid(g, "Shock", "hand0")))
    pass_(g, 2)
    anvil = oid(g, "Semblance Anvil")
    assert names(g, "removed") == ["Shock"]
    do(g, ("play", oid(g, "Shrapnel Blast", "hand0")))
    do(g, ("target", ("p", 1)))
    assert g.decision.kind == "cost" and kinds(g) == [("sacrifice", anvil, 0)]
    do(g, ("sacrifice", anvil, 0))
    assert g.decision.kind == "pay"
    untapped = [o for o in g.zones["play"] if not g.objs[o].tapped and o != anvil]
    pay_all(g)
    assert sum(1 for o in untapped if g.objs[o].tapped) == 1          # {R} only
    assert names(g, "graveyard0") == ["Semblance Anvil"]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 15


@rules("mtg2004:409.1b")
def test_alternative_cost_instead_of_the_mana_cost():
    g = setup({"hand": ["Fireblast"], "field": ["Mountain", "Mountain", "Forest"]}, phase="main1")
    do(g, ("play", oid(g, "Fireblast", "hand0")))
    do(g, ("target", ("p", 1)))
    m1, m2 = [o for o in g.zones["play"] if g.objs[o].card.name == "Mountain"]
    do(g, ("sacrifice", m1, 0))
    do(g, ("sacrifice", m2, 0))
    assert names(g, "stack") == ["Fireblast"] and names(g, "graveyard0") == ["Mountain", "Mountain"]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 16


# ----------------------------------------------------------------- activated abilities
@rules("mtg2004:403.1", "mtg2004:409.1h", "mtg2004:414.1")
def test_tap_and_sacrifice_cost_counters_a_spell():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": ["Daring Apprentice"]}, phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    app = oid(g, "Daring Apprentice")
    do(g, ("activate", app, 0))
    do(g, ("target", ("s", g.stack[0].id)))
    assert names(g, "graveyard1") == ["Daring Apprentice"] and [it.kind for it in g.stack] == ["spell", "activated"]
    pass_(g, 2)
    assert names(g, "graveyard0") == ["Shock"] and g.pvars[1]["life"] == 20 and not g.stack


@rules("mtg2004:403.4")
def test_a_new_creature_cannot_use_a_tap_ability():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"field": [{"card": "Daring Apprentice", "new": True}]},
              phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    assert not any(o[0] == "activate" for o in g.decision.options)


@rules("mtg2004:403.5", "mtg2004:212.7e")
def test_play_only_as_a_sorcery():
    g = setup({"field": ["Mind Slash", "Swamp", "Grizzly Bears"]}, {"hand": ["Shock"]}, phase="upkeep")
    assert not any(o[0] == "activate" for o in g.decision.options)
    g = setup({"field": ["Mind Slash", "Swamp", "Grizzly Bears"]}, {"hand": ["Shock", "Forest"]}, phase="main1")
    do(g, ("activate", oid(g, "Mind Slash"), 0))
    do(g, ("target", ("p", 1)))
    do(g, ("sacrifice", oid(g, "Grizzly Bears"), 0))
    pay_all(g)
    pass_(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == 0   # the controller chooses
    do(g, ("discard", oid(g, "Shock", "hand1")))
    assert names(g, "graveyard1") == ["Shock"] and names(g, "hand1") == ["Forest"]


def test_once_each_turn():
    g = setup({"field": ["Basking Rootwalla"] + ["Forest"] * 4}, phase="main1")
    r = oid(g, "Basking Rootwalla")
    do(g, ("activate", r, 0))
    pay_all(g)
    assert not any(o[0] == "activate" for o in g.decision.options)
    pass_(g, 2)
    from tcg.games.mtg2004.chars import chars

    assert chars(g, r).power == 3


@rules("mtg2004:502.23b", "mtg2004:502.23")
def test_a_threshold_ability_exists_only_with_seven_cards_in_the_graveyard():
    field = ["Cabal Torturer"] + ["Swamp"] * 5
    g = setup({"field": field, "break": ["Shock"] * 6}, {"field": ["Horned Turtle"]}, phase="main1")
    t = oid(g, "Cabal Torturer")
    assert ("activate", t, 1) not in g.decision.options and ("activate", t, 0) in g.decision.options
    g = setup({"field": field, "break": ["Shock"] * 7}, {"field": ["Horned Turtle"]}, phase="main1")
    assert ("activate", t, 1) in g.decision.options


# ----------------------------------------------------------------------- 411 mana abilities
@rules("mtg2004:411.2", "mtg2004:413.2e")
def test_mana_abilities_pay_an_unless_cost_during_resolution():
    g = setup({"hand": ["Shock"], "field": ["Mountain"] * 4}, {"hand": ["Mana Leak"], "field": ["Island"] * 2},
              phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    cast(g, "Mana Leak", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    assert g.decision.kind == "unless" and g.decision.player == 0
    do(g, ("pay", True))
    pay_all(g)                                                        # three Mountains tapped now
    assert sum(g.objs[o].tapped for o in g.zones["play"] if g.objs[o].controller == 0) == 4
    assert names(g, "stack") == ["Shock"]
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18


@rules("mtg2004:413.2e")
def test_paying_an_unless_cost_for_a_creature_spell_without_abilities():
    g = setup({"hand": ["Grizzly Bears"], "field": ["Forest"] * 5}, {"hand": ["Mana Leak"], "field": ["Island"] * 2},
              phase="main1")
    cast(g, "Grizzly Bears")
    pass_(g)
    cast(g, "Mana Leak", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    do(g, ("pay", True))
    pay_all(g)
    assert all(g.objs[o].tapped for o in g.zones["play"] if g.objs[o].controller == 0)
    pass_(g, 2)
    assert "Grizzly Bears" in names(g, "play") and names(g, "graveyard1") == ["Mana Leak"]


@rules("mtg2004:414.1", "mtg2004:414.2")
def test_declining_to_pay_counters_and_nothing_is_refunded():
    g = setup({"hand": ["Shock"], "field": ["Mountain"] * 4}, {"hand": ["Mana Leak"], "field": ["Island"] * 2},
              phase="main1")
    cast(g, "Shock", ("target", ("p", 1)))
    pass_(g)
    cast(g, "Mana Leak", ("target", ("s", g.stack[0].id)))
    pass_(g, 2)
    do(g, ("pay", False))
    assert names(g, "graveyard0") == ["Shock"] and g.pvars[1]["life"] == 20
    assert g.objs[oid(g, "Mountain")].tapped                          # the Shock's {R} stays spent


@rules("mtg2004:409.1b", "mtg2004:409.1f")
def test_x_in_an_activated_ability_cost():
    g = setup({"field": ["Silklash Spider"] + ["Forest"] * 5}, {"field": ["Suntail Hawk", "Serra Angel"]},
              phase="main1")
    do(g, ("activate", oid(g, "Silklash Spider"), 0))
    assert kinds(g) == [("x", n) for n in range(4)]
    do(g, ("x", 3))
    pay_all(g)
    assert all(g.objs[o].tapped for o in g.zones["play"] if g.objs[o].card.name == "Forest")
    pass_(g, 2)
    assert names(g, "graveyard1") == ["Suntail Hawk"] and g.objs[oid(g, "Serra Angel")].damage == 3


@rules("mtg2004:422.2", "mtg2004:413.1", "mtg2004:217.6d")
def test_a_rewound_play_keeps_the_passes_before_it():
    g = setup({"hand": ["Shock"], "field": ["Mountain"]}, {"hand": ["Shock"], "field": ["Mountain"]},
              phase="main1")
    do(g, ("play", oid(g, "Shock", "hand0")))
    do(g, ("target", ("p", 1)))
    pay_all(g)
    do(g, PASS)                                   # player 0 passes; player 1 has priority
    before = g.state_hash()
    do(g, ("play", oid(g, "Shock", "hand1")))
    do(g, CANCEL)
    assert g.state_hash() == before
    do(g, PASS)                                   # both have passed in succession: Shock resolves
    assert g.pvars[1]["life"] == 18 and not g.stack


@rules("mtg2004:502.24a", "mtg2004:314.1", "mtg2004:502.24")
def test_madness_from_the_cleanup_discard():
    g = setup({"hand": ["Basking Rootwalla"] + ["Forest"] * 7}, phase="end_of_turn")
    pass_(g, 2)                                   # cleanup: eight cards, discard one
    do(g, ("discard", oid(g, "Basking Rootwalla", "hand0")))
    do(g, ("madness", True))
    assert names(g, "removed") == ["Basking Rootwalla"]
    pass_(g, 2)                                   # 314.3: priority; the madness trigger resolves
    do(g, ("play", oid(g, "Basking Rootwalla", "removed")))    # madness {0}
    pass_(g, 2)
    assert "Basking Rootwalla" in names(g, "play")


@rules("mtg2004:409.1f", "mtg2004:502.24a", "mtg2004:502.24")
def test_discard_and_graveyard_costs():
    g = setup({"hand": ["Fiery Temper"], "field": ["Psychatog", "Mountain"], "break": ["Shock", "Forest"]},
              phase="main1")
    tog = oid(g, "Psychatog")
    do(g, ("activate", tog, 1))
    do(g, ("remove_from_graveyard", oid(g, "Shock", "graveyard0"), 0))
    do(g, ("remove_from_graveyard", oid(g, "Forest", "graveyard0"), 0))
    assert names(g, "removed") == ["Shock", "Forest"]
    do(g, ("activate", tog, 0))
    do(g, ("discard", oid(g, "Fiery Temper", "hand0"), 0))          # a discard as a cost: madness applies
    assert g.decision.kind == "replacement"
    do(g, ("madness", True))
    pass_(g, 2)                                                      # the madness trigger
    cast(g, "Fiery Temper", ("target", ("p", 1)), zone="removed")
    pass_(g, 6)
    from tcg.games.mtg2004.chars import chars

    assert g.pvars[1]["life"] == 17 and (chars(g, tog).power, chars(g, tog).toughness) == (3, 4)


@rules("mtg2004:409.1")
def test_playing_a_spell_takes_its_steps_in_order():
    # Blaze ({X}{R}: X damage to target creature or player) with three Mountains: announced,
    # then X, then the target, then the total cost is paid, then it is played (on the stack: see
    # RULINGS, 409.1a) and its controller receives priority.
    g = setup({"hand": ["Blaze"], "field": ["Mountain"] * 3}, phase="main1")
    do(g, ("play", oid(g, "Blaze", "hand0")))
    assert g.decision.kind == "x"                                               # 409.1b
    do(g, ("x", 2))
    assert g.decision.kind == "target"                                          # 409.1c
    do(g, ("target", ("p", 1)))
    assert g.decision.kind == "pay" and not any(g.objs[o].tapped for o in g.zones["play"])   # 409.1f-h
    pay_all(g)
    assert all(g.objs[o].tapped for o in g.zones["play"]) and g.stack[-1].x == 2
    assert names(g, "stack") == ["Blaze"] and names(g, "hand0") == []
    assert g.decision.kind == "priority" and g.decision.player == 0             # 409.1i
    pass_(g, 2)
    assert g.pvars[1]["life"] == 18 and names(g, "graveyard0") == ["Blaze"]
