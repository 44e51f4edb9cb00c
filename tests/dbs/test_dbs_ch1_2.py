"""Rules tests of dbscg chapters 1 (general: players, victory and defeat, fundamental principles)
and 2 (card information: names, types, colours, power, combo, energy cost, X, validity of skills,
card number), each with an exact outcome from a scenario position or the card data."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, EDITIONS, FRIEZA, codes, first_of, opts, pick, position, settle

from tcg.engine.effects import Effect
from tcg.games.dbs import actions, energy, reading
from tcg.games.dbs.base import AWAKENED
from tcg.games.dbs.cards import COLORS, CardDef

R = EDITIONS["dbscg"]


def _pool() -> list[CardDef]:
    """The first-edition card pool (Masters-only cards apart)."""
    return [c for c in R.cards.values() if not c.masters and not c.z]


# ------------------------------------------------------------------------------ 1-1, 1-2
@pytest.mark.rules("dbscg:1-1-1")
def test_dbs_game_is_for_two_players_only():
    decks = [R.load_deck("goku_green")] * 3
    with pytest.raises(ValueError, match="two players"):
        R.new_game(decks, seed=1)
    g = R.new_game(decks[:2], seed=1)
    assert len(g.pvars) == 2 and all(f"hand{p}" in g.zones for p in (0, 1)) and "hand2" not in g.zones


@pytest.mark.rules("dbscg:1-2-1", "dbscg:1-2-2", "dbscg:1-2-2-1", "dbscg:9-2-3")
def test_dbs_life_to_zero_loses_and_the_opponent_wins():
    # Son Goku's [Double Strike] leaves 0 life out of 2: the defeat is judged at once
    g = position("dbscg", {}, {"leader": FRIEZA, "life": ["2 BT1-060"]}, auto_forced=False)
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    assert g.over and g.result.winner == 0
    assert g.result.reason.startswith("1-2-1-1-1") and not g.zones["life1"]


@pytest.mark.rules("dbscg:1-2-2", "dbscg:1-2-2-2", "dbscg:9-2-4", "dbscg:9-1-2-1")
def test_dbs_deck_to_zero_in_the_middle_of_a_skill_loses_at_once():
    # Bundle of Curiosity Son Goku draws 1 when played: the last deck card is drawn, the loss is
    # interrupt processing (9-2-1), judged before anything else happens
    g = position("dbscg", {"hand": ["BT2-072"], "energy": ["2 BT1-060"], "deck": ["BT7-061"]}, {})
    pick(g, "play", "BT2-072")
    assert g.over and g.result.winner == 1 and g.result.reason.startswith("1-2-1-1-2")
    assert codes(g, "battle0") == ["BT2-072"] and not g.zones["deck0"]


@pytest.mark.rules("dbscg:1-2-4", "dbscg:1-2-5")
def test_dbs_concession_at_any_time_is_immediate():
    # in the middle of the opponent's counter decision, nothing can stop or replace it
    g = position("dbscg", {"leader": FRIEZA, "battle": ["BT7-061"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT7-061", "BT1-056")
    assert g.decision.kind == "counter" and g.decision.player == 1
    g.concede(0)
    assert g.over and g.result.winner == 1 and g.result.reason.startswith("1-2-4")
    assert g.decision is None


# ---------------------------------------------------------------------------------- 1-3
@pytest.mark.rules("dbscg:1-3-1", "dbscg:3-6-4")
def test_dbs_card_text_beats_the_rules():
    # 3-6-4: a played card enters Active, unless the text says otherwise (Crusher Ball: Rest)
    yellow = {"leader": FRIEZA}
    g = position("dbscg", {**yellow, "hand": ["BT1-102"], "energy": ["2 BT1-103"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    assert g.decision.kind == "counter"
    g.apply(("pass",))
    assert not g.objs[g.zones["battle0"][0]].tapped
    g = position("dbscg", {**yellow, "hand": ["BT1-102"], "energy": ["2 BT1-103"]},
                 {**yellow, "hand": ["BT1-110"], "energy": ["BT1-104"]})
    pick(g, "play", "BT1-102")
    pick(g, "counter", "BT1-110")
    assert g.objs[g.zones["battle0"][0]].tapped


@pytest.mark.rules("dbscg:1-3-2", "dbscg:8-5-3-4", "dbs-masters:0-2-4")
@BOTH
def test_dbs_impossible_parts_are_skipped_the_rest_is_done(ed):
    # Full Power Energy: negate the attack, then KO up to 1 cost-1 card: nothing to KO, the
    # negation still happens
    g = position(ed, {"leader": FRIEZA, "battle": ["BT1-102"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT1-102", "BT1-056")
    pick(g, "counter", "BT1-080")
    assert g.decision.kind == "main" and g.vars["battle"] == 0
    assert len(g.zones["life1"]) == 8 and codes(g, "battle0") == ["BT1-102"]


@pytest.mark.rules("dbscg:1-3-2-1", "dbscg:8-4-2-2", "dbs-masters:0-2-4-1")
@BOTH
def test_dbs_a_state_already_held_is_not_changed_again(ed):
    # Android 18 rests an opponent's Battle card: a Rested card cannot be chosen to rest again
    g = position(ed, {"leader": FRIEZA, "battle": ["BT9-055"]},
                 {"battle": [{"card": "BT7-061", "dull": True}, {"card": "BT1-102", "dull": True}]},
                 auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-056")
    settle(g, "offense")
    pick(g, "skill", "BT9-055")
    assert g.decision.kind == "offense"          # no card can be chosen: nothing happens
    assert all(g.objs[o].tapped for o in g.zones["battle1"])
    # a rested energy card is never a payment choice
    g = position(ed, {"hand": ["BT1-060"], "energy": [{"card": "BT1-060", "dull": True}]}, {})
    assert not opts(g, "play")


@pytest.mark.rules("dbscg:1-3-2-2", "dbscg:4-9-3", "dbscg:4-10-2-2", "dbs-masters:0-2-4-2")
@BOTH
def test_dbs_zero_times_does_nothing(ed):
    g = position(ed, {}, {})
    before = (list(g.zones["hand1"]), list(g.zones["deck1"]), list(g.zones["life1"]))
    actions.draw(g, 1, 0)
    actions.damage(g, 1, 0, False)
    actions.draw(g, 1, -2)
    assert (list(g.zones["hand1"]), list(g.zones["deck1"]), list(g.zones["life1"])) == before
    actions.draw(g, 1, 2)
    actions.damage(g, 1, 3, False)
    assert len(g.zones["hand1"]) == 5 and len(g.zones["life1"]) == 5 and len(g.zones["deck1"]) == 8


@pytest.mark.rules("dbscg:1-3-3", "dbs-masters:0-2-5")
@BOTH
def test_dbs_prohibiting_effect_beats_requiring_effect(ed):
    # Full Power Energy requires a choice, [Barrier] forbids the opponent's skills to choose the card
    g = position(ed, {"leader": FRIEZA, "battle": ["BT4-005"]},
                 {"hand": ["BT1-080"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT4-005", "BT1-056")
    pick(g, "counter", "BT1-080")
    assert g.decision.kind == "main" and codes(g, "battle0") == ["BT4-005"]


@pytest.mark.rules("dbscg:1-3-4", "dbscg:4-5-3-2", "dbscg:4-5-3-3", "dbscg:4-5-3-4", "dbscg:7-1-3", "dbs-masters:0-2-8")
@BOTH
def test_dbs_active_player_chooses_first_then_non_active(ed):
    # Panchia's 'when this card attacks' (active player) and Krillin's [Blocker] (non-active) are
    # both pending after the attack: the active player resolves first
    g = position(ed, {"battle": ["DB2-144"]}, {"battle": ["BT1-072"]}, auto_forced=False)
    pick(g, "attack", "DB2-144", "BT1-056")
    assert g.decision.kind == "auto" and g.decision.player == 0
    g.apply(opts(g, "auto")[0])
    g.apply(("yes",))                                     # [Burst 2] paid
    assert reading.power(g, first_of(g, "battle0", "DB2-144")) == 20000
    assert g.decision.kind == "auto" and g.decision.player == 1
    g.apply(opts(g, "auto")[0])
    assert g.decision.kind == "block"
    g.apply(("no",))
    assert g.decision.kind == "offense" and not g.pending        # the check timing has ended


@pytest.mark.rules("dbscg:1-3-5-1", "dbscg:8-5-3-2", "dbs-masters:0-2-10-1")
@BOTH
def test_dbs_up_to_allows_zero(ed):
    g = position(ed, {"leader": FRIEZA, "battle": [{"card": "BT1-102", "dull": True}]}, {},
                 phase="end", auto_forced=False)
    settle(g, "target")
    assert g.decision.player == 0 and ("none",) in g.decision.options
    g.apply(("none",))
    assert g.objs[first_of(g, "battle0", "BT1-102")].tapped


@pytest.mark.rules("dbscg:1-3-7", "dbs-masters:0-2-3")
@BOTH
def test_dbs_effects_resolve_in_printed_order(ed):
    # Absolute Space SS3 Trunks: draw 1, then ready up to 1 energy, then warp up to 1 card
    g = position(ed, {"hand": ["BT4-101"], "battle": ["BT7-102"], "energy": ["5 BT7-102"]},
                 {"battle": ["BT7-061"]}, auto_forced=False)
    pick(g, "evolve", "BT4-101", "BT7-102")
    settle(g, "target")
    assert len(g.zones["hand0"]) == 1 and g.decision.options[0][0] == "ready_energy"
    g.apply(g.decision.options[0])
    assert g.decision.kind == "target" and g.decision.options[0][0] == "warp"
    g.apply(g.decision.options[0])
    assert codes(g, "warp1") == ["BT7-061"] and sum(g.objs[o].tapped for o in g.zones["energy0"]) == 4


# ---------------------------------------------------------------------------- 2-1 .. 2-7
@pytest.mark.rules("dbscg:2-1-1", "dbscg:2-1-2")
def test_dbs_card_name_is_the_card_s_own_name():
    c = R.cards["EX13-35"]
    assert c.name == "Violent Rush Boujack" and c.character == "Boujack"
    # {Name} / [Unique] compares card names: a second copy of the name cannot be played
    g = position("dbscg", {"hand": ["EX13-35"], "battle": ["EX13-35"], "energy": ["7 BT10-145"]}, {})
    assert not [o for o in opts(g, "play") if g.objs[o[1]].card.code == "EX13-35"]


@pytest.mark.rules("dbscg:2-2-2", "dbscg:2-14-2", "dbscg:2-16-2")
def test_dbs_illustration_copyright_rarity_block_are_not_game_data():
    # what has no influence on the game is not part of a card's definition at all
    fields = set(CardDef.model_fields)
    assert not fields & {"illustration", "art", "copyright", "rarity", "block", "series"}
    assert {"code", "name", "type", "color", "cost", "pips", "power", "combo_cost", "combo_power"} <= fields


@pytest.mark.rules("dbscg:2-3-1", "dbscg:2-3-2", "dbscg:2-3-2-1", "dbscg:2-3-2-1-1", "dbscg:5-2-1-2", "dbscg:3-5-1")
def test_dbs_four_card_types_and_the_leader_in_its_area():
    types = {c.type for c in _pool()}
    assert {"Leader", "Battle", "Extra", "Unison"} <= types <= {"Leader", "Battle", "Extra", "Unison", "Token"}
    g = R.new_game([R.load_deck("goku_green"), R.load_deck("frieza_yellow")], seed=2)
    for p in (0, 1):
        (lid,) = g.zones[f"leader{p}"]
        assert g.objs[lid].card.type == "Leader" and not g.objs[lid].marks & AWAKENED
        assert all(g.objs[o].card.type != "Leader" for z in ("deck", "hand", "life") for o in g.zones[f"{z}{p}"])
        assert reading.leader(g, p) == lid


@pytest.mark.rules("dbscg:2-3-2-1-2", "dbscg:2-3-2-1-3")
def test_dbs_only_the_visible_side_of_a_leader_exists():
    g = position("dbscg", {"life": ["4 BT1-060"]}, {})
    lid = g.zones["leader0"][0]
    assert reading.name(g, lid) == "Son Goku" and reading.power(g, lid) == 10000
    assert not reading.side_skills(g.objs[lid])            # the back's 'when attacks' does not exist yet
    pick(g, "awaken", "BT1-056")
    assert reading.name(g, lid) == "Super Saiyan God Son Goku" and reading.power(g, lid) == 15000
    assert [s.when for s in reading.side_skills(g.objs[lid])] == ["attacks"]
    assert g.view(1)["zones"]["leader0"][0]["name"] == "Super Saiyan God Son Goku"


@pytest.mark.rules("dbscg:2-3-2-2", "dbscg:6-3-1-2-1-3")
def test_dbs_battle_cards_are_played_into_the_battle_area():
    g = position("dbscg", {"hand": ["BT1-060"], "energy": ["2 BT1-060"]}, {})
    pick(g, "play", "BT1-060")
    assert codes(g, "battle0") == ["BT1-060"] and g.objs[g.zones["battle0"][0]].card.type == "Battle"


@pytest.mark.rules("dbscg:2-3-2-3", "dbscg:2-11-1-2", "dbscg:3-4-1", "dbscg:8-5-2-5-1")
def test_dbs_extra_card_activates_by_going_to_the_drop():
    # Family Kamehameha (G)(1 total): KO up to 1 cost-2 Battle card
    g = position("dbscg", {"hand": ["BT1-082"], "energy": ["BT1-060", "BT1-102"]}, {"battle": ["BT7-061"]})
    pick(g, "extra", "BT1-082")                   # the green pip: only the green energy can pay
    pick(g, "ko", "BT7-061")
    assert codes(g, "drop0") == ["BT1-082"] and codes(g, "drop1") == ["BT7-061"]
    assert [g.objs[o].tapped for o in g.zones["energy0"]] == [True, False]


@pytest.mark.rules("dbscg:2-3-2-4", "dbscg:3-11-1")
def test_dbs_unison_cards_are_played_into_the_unison_area():
    g = position("dbscg", {"hand": ["BT10-033"], "energy": ["4 BT1-046"]}, {})
    pick(g, "unison", "BT10-033")
    assert codes(g, "unison0") == ["BT10-033"] and not g.zones["battle0"]


@pytest.mark.rules("dbscg:2-4-1", "dbscg:2-4-1-1", "dbscg:2-4-1-2", "dbscg:2-4-1-2-1")
def test_dbs_five_colours_and_multicoloured_cards():
    assert COLORS == ("red", "blue", "green", "yellow", "black")
    assert {col for c in _pool() for col in c.color} == set(COLORS)
    assert R.cards["BT10-145"].color == ("blue", "yellow")
    # a multicoloured energy pays a pip of either of its colours
    g = position("dbscg", {"hand": ["BT1-046"], "energy": ["BT10-145", "BT1-102"]}, {})
    pick(g, "play", "BT1-046")
    assert codes(g, "battle0") == ["BT1-046"]
    g = position("dbscg", {"hand": ["BT1-102"], "energy": ["BT10-145", "BT1-060"], "leader": FRIEZA}, {})
    assert opts(g, "play")


@pytest.mark.rules("dbscg:2-5-3", "dbscg:2-5-4", "dbscg:2-6-3", "dbscg:2-6-5")
def test_dbs_character_names_and_special_traits():
    for c in _pool():
        if c.type in ("Extra", "Unison"):
            assert not c.character and not c.traits, c.code
    c = R.cards["BT10-145"]
    assert c.character == "Son Goku/Hit" and c.traits == ("Saiyan", "Alien", "Universe 7", "Universe 6")
    # <Cabba> in [Evolve] is a character name: Raging Cabba evolves from a card whose card name differs
    g = position("dbscg", {"hand": ["BT1-013"], "battle": ["DB1-009", "BT7-061"], "energy": ["3 BT1-019"]}, {})
    assert [o[2] for o in opts(g, "evolve")] == [first_of(g, "battle0", "DB1-009")]
    assert R.cards["DB1-009"].name != "Cabba" and R.cards["DB1-009"].character == "Cabba"


@pytest.mark.rules("dbscg:2-8-1", "dbscg:2-8-2", "dbscg:2-9-1", "dbscg:2-9-2", "dbscg:2-10-2")
def test_dbs_power_combo_power_combo_cost_belong_to_their_types():
    for c in _pool():
        if c.type == "Extra":
            assert not c.power and not c.can_combo, c.code
        if c.type in ("Leader", "Unison"):
            assert c.power > 0 and not c.can_combo, c.code
    with pytest.raises(ValueError):
        CardDef(code="X-1", name="x", type="Extra", color=("red",), power=5000)
    with pytest.raises(ValueError):
        CardDef(code="X-2", name="x", type="Unison", color=("red",), combo_cost=0, combo_power=5000)
    # combo power adds to the battling card's power (checked in the damage step)
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-103"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-103")
    settle(g)
    assert g.vars["last_compare"] == (15000, 10000)


@pytest.mark.rules("dbscg:2-8-3", "dbs-masters:2-7-2")
@BOTH
def test_dbs_power_can_become_negative(ed):
    g = position(ed, {}, {})
    lid = g.zones["leader0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -25000, lid, (lid,), "turn", 1))
    assert reading.power(g, lid) == -15000


@pytest.mark.rules("dbscg:2-10-1", "dbscg:3-7-1", "dbscg:7-2-1-2-2", "dbscg:7-2-1-2-2-1")
def test_dbs_combo_cost_is_paid_to_combo():
    # Raging Cabba has combo cost 1: one energy is rested to put it in the Combo Area
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-013"], "energy": ["BT1-019"]}, {"leader": FRIEZA},
                 auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-013")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-013"] and g.objs[g.zones["energy0"][0]].tapped
    g = position("dbscg", {"leader": FRIEZA, "hand": ["BT1-013"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert not opts(g, "combo")                        # no energy for the combo cost


# ------------------------------------------------------------------------------- 2-11, 2-12
@pytest.mark.rules("dbscg:2-11-1", "dbscg:2-11-2")
def test_dbs_energy_cost_total_and_colour():
    for c in _pool():
        if c.type == "Leader":
            assert c.cost == 0 and not c.pips, c.code
    c = R.cards["BT1-075"]
    assert (c.cost, dict(c.pips)) == (6, {"green": 2})
    g = position("dbscg", {"hand": ["BT1-075"], "energy": ["2 BT1-060", "3 BT1-102"]}, {})
    assert not opts(g, "play")                      # 5 energy for a total of 6


@pytest.mark.rules("dbscg:2-11-1-1-1", "dbscg:2-11-1-2-1")
def test_dbs_colour_cost_above_total_rests_that_many_of_the_colour():
    g = position("dbscg", {"energy": ["BT1-060", "BT7-061", "BT1-102"]}, {})
    assert energy.can_pay(g, 0, 1, {"green": 2})
    assert not energy.can_pay(g, 0, 1, {"green": 3})
    g.decision = None
    energy.start_payment(g, 0, 1, {"green": 2})
    g.run()
    assert g.decision.kind == "pay"
    g.apply(opts(g, "energy")[0])
    # two green sources rested (not only the total of 1), the yellow one stays Active
    assert [g.objs[o].tapped for o in g.zones["energy0"]] == [True, True, False] and g.vars["paid"] == 2


@pytest.mark.rules("dbscg:2-11-3", "dbscg:2-11-3-1")
def test_dbs_energy_cost_read_by_a_skill():
    # Full Power Energy: 'KO up to 1 Battle card with an energy cost of 1 or less'
    assert R.cards["BT1-105"].energy_cost == 2 and R.cards["BT7-061"].energy_cost == 1
    g = position("dbscg", {"leader": FRIEZA, "battle": ["BT7-061", "BT1-105"]},
                 {"hand": ["BT1-080"], "energy": ["BT1-060"]}, auto_forced=False)
    pick(g, "attack", "BT7-061", "BT1-056")
    pick(g, "counter", "BT1-080")
    settle(g, "target")
    assert [g.objs[o[1]].card.code for o in opts(g, "ko")] == ["BT7-061"]


@pytest.mark.rules("dbscg:2-11-1-3", "dbscg:2-11-1-3-1", "dbscg:6-3-1-2-2-1")
def test_dbs_unison_total_cost_includes_the_colour_cost():
    c = R.cards["BT10-033"]
    assert (c.cost, dict(c.pips)) == (4, {"blue": 4})
    g = position("dbscg", {"hand": ["BT10-033"], "energy": ["3 BT1-046", "BT1-060"]}, {})
    assert not opts(g, "unison")                    # 4 energy but only 3 blue
    g = position("dbscg", {"hand": ["BT10-033"], "energy": ["4 BT1-046", "BT1-060"]}, {})
    pick(g, "unison", "BT10-033")
    assert [g.objs[o].tapped for o in g.zones["energy0"]] == [True] * 4 + [False]


# ---------------------------------------------------------------------------- 2-13-2, 2-15
@pytest.mark.rules("dbscg:2-13-2")
def test_dbs_skills_valid_only_in_leader_battle_unison_areas():
    # Koichiarator's [Activate: Main] draw is usable in the Battle Area, not from the hand or Drop
    g = position("dbscg", {"hand": ["DB2-142"], "drop": ["DB2-142"]}, {})
    assert not opts(g, "skill")
    g = position("dbscg", {"battle": ["DB2-142"]}, {})
    pick(g, "skill", "DB2-142")
    assert len(g.zones["hand0"]) == 1
    # Recoome's [Permanent] +6000 (opponent's turn) counts only in the Battle Area
    g = position("dbscg", {}, {"battle": ["BT1-096"], "hand": ["BT1-096"]})
    assert reading.power(g, g.zones["battle1"][0]) == 16000


@pytest.mark.rules("dbscg:2-15-2", "dbscg:2-15-2-1", "dbs-masters:2-14-2")
@BOTH
def test_dbs_card_number_limits_copies(ed):
    from tcg.engine.cards import DeckError, parse_deck

    rules = EDITIONS[ed]
    assert rules.cards["BT1-060"].number == "BT1-060"
    base = "1 BT1-056\n4 BT1-060\n4 BT1-062\n4 BT1-072\n4 BT1-075\n4 BT2-072\n4 BT2-077\n4 BT4-050\n4 BT4-064\n"\
           "4 BT7-061\n4 BT4-065\n4 BT5-056\n4 BT11-075\n2 BT12-065\n"
    rules.check_deck(parse_deck(base, "ok", rules.cards))
    with pytest.raises(DeckError, match="more than 4 cards numbered BT12-065"):
        rules.check_deck(parse_deck(base + "3 BT12-065\n", "five", rules.cards))
    # two different numbers with the same name are counted apart
    assert rules.cards["BT2-005"].name == rules.cards["BT5-056"].name == "Super Saiyan Son Goku"


@pytest.mark.rules("dbscg:1-2-6", "dbscg:1-2-1")
def test_dbs_an_effect_that_wins_ends_the_game_at_once():
    # [Victory Strike]: dealing damage by attacking wins, whatever life is left
    g = position("dbscg", {"battle": ["BT9-136"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT9-136", "BT1-084")
    settle(g)
    assert g.over and g.result.winner == 0 and "Victory Strike" in g.result.reason
    assert len(g.zones["life1"]) == 8 and g.decision is None
