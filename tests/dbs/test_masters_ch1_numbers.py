"""Rules tests of dbs-masters chapter 1 (energy and its costs, Z-Energy, skills and their costs,
effects, colours, sides, modes, markers, life, damage), each run for `dbs-masters` with an exact
outcome. Cards TEST-M1-* are made-up fixtures (fixture_cards/rules_0_4.toml) for what no card of the pool prints."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, GOKU, MT, RMT, M, codes, first_of, opts, pick, position, refresh, settle

from tcg.games.dbs import reading
from tcg.games.dbs.base import AWAKENED, REG
from tcg.games.dbs.cards import COLORS, CardDef, MSkill, Skill

R = EDITIONS[M]
R1 = RMT


# --------------------------------------------------------------------------------- 1-1, 1-2
@pytest.mark.rules("dbs-masters:1-1-2", "dbs-masters:1-6-5-1", "dbs-masters:1-6-2")
def test_energy_pays_energy_combo_and_skill_costs():
    g = position(M, {"leader": GOKU, "hand": ["BT7-061", "BT1-013", "DB1-058"], "energy": ["3 BT1-060"]},
                    auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT7-061")
    settle(g, "main")
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 1          # the energy cost
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-013")
    settle(g, "offense")
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 2          # the combo cost
    pick(g, "skill", "DB1-058")                                           # Zamasu: [Activate Battle] (1)
    settle(g, "offense")
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 3          # the skill cost: rest 1 energy
    assert codes(g, "battle0") == ["BT7-061", "DB1-058"] and codes(g, "combo0") == ["BT1-013"]


@pytest.mark.rules("dbs-masters:1-2-1", "dbs-masters:1-2-2", "dbs-masters:1-2-2-1", "dbs-masters:1-2-3",
                   "dbs-masters:2-5-1")
def test_total_cost_and_colour_cost():
    assert (R.cards["BT1-075"].cost, dict(R.cards["BT1-075"].pips)) == (6, {"green": 2})
    g = position(M, {"hand": ["BT1-075"], "energy": ["2 BT1-060", "3 BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "play")                                 # 5 energy for a total of 6 (colour included)
    # a colour cost of 2 green above a total of 1: two green energy are rested, not one
    g = position(MT, {"hand": ["TEST-M1-PIPS"], "energy": ["BT1-060", "BT1-102", "BT7-061"]}, leader=FRIEZA)
    pick(g, "play", "TEST-M1-PIPS")
    settle(g)
    assert [g.objs[e].tapped for e in g.zones["energy0"]] == [True, False, True]
    g = position(MT, {"hand": ["TEST-M1-PIPS"], "energy": ["BT1-060", "2 BT1-102"]}, leader=FRIEZA)
    assert not opts(g, "play")                                 # only one green card for two green pips


@pytest.mark.rules("dbs-masters:1-2-2-2", "dbs-masters:1-2-2-2-1", "dbs-masters:1-2-2-2-2", "dbs-masters:1-2-5-3")
def test_x_energy_cost_is_set_when_paying_and_zero_otherwise():
    c = R1.cards["TEST-M1-XU"]
    assert c.x_cost and c.energy_cost == 1                     # X undefined: counted as 0 (colour cost 1)
    g = position(MT, {"hand": ["TEST-M1-XU"], "energy": ["4 BT1-046"]}, leader=FRIEZA)
    pick(g, "unison", "TEST-M1-XU")
    g.apply(("x", 2))                                          # the controller sets X = 2: 3 energy in all
    settle(g)
    u = g.zones["unison0"][0]
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 3 and g.objs[u].counters == {"markers": 3}
    assert g.objs[u].card.energy_cost == 1                     # in play, X is 0 again


@pytest.mark.rules("dbs-masters:1-2-4", "dbs-masters:1-2-5", "dbs-masters:1-2-5-1", "dbs-masters:1-2-5-2")
def test_energy_cost_read_by_a_skill():
    # Full Power Energy: 'KO up to 1 of your opponent's Battle Cards with an energy cost of 1 or less'
    assert R1.cards["BT7-061"].energy_cost == 1                # colour cost 1 within a total of 1
    assert R1.cards["TEST-M1-PIPS"].energy_cost == 2           # total 1 below a colour cost of 2
    g = position(MT, {"battle": ["BT7-061", "TEST-M1-PIPS", "BT1-102"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    pick(g, "counter", "BT1-080")
    settle(g, "target")
    assert [g.objs[o[1]].card.code for o in opts(g, "ko")] == ["BT7-061"]     # a Battle Card; no Leader


@pytest.mark.rules("dbs-masters:1-2-3-3", "dbs-masters:1-6-5-2", "dbs-masters:1-6-5")
def test_coloured_symbols_in_a_skill_cost():
    # Son Goku & Vegeta, Apex of Power: [Activate Main](R)(R)(U)(U)(U) needs 2 red and 3 blue energy
    lead = {"leader": ["TEST-M1-U7"], "hand": ["BT9-136"], "drop": ["5 DB2-165"]}
    g = position(MT, {**lead, "energy": ["2 BT2-005", "2 BT1-046", "BT1-060"]}, leader=FRIEZA)
    assert not opts(g, "skill")
    g = position(MT, {**lead, "energy": ["2 BT2-005", "3 BT1-046"]}, leader=FRIEZA)
    assert [g.objs[o[1]].card.code for o in opts(g, "skill")] == ["BT9-136"]
    pick(g, "skill", "BT9-136")
    settle(g)
    assert all(g.objs[e].tapped for e in g.zones["energy0"]) and codes(g, "battle0") == ["BT9-136"]


# ------------------------------------------------------------------------------- 1-3, 1-4
@pytest.mark.rules("dbs-masters:1-3-2", "dbs-masters:1-4-1", "dbs-masters:2-6-1")
def test_z_energy_pays_the_z_energy_cost():
    g = position(MT, {"zdeck": ["TEST-ZB"], "zenergy": ["BT1-103", "BT1-104"], "energy": ["2 BT1-102"]}, leader=FRIEZA)
    assert R1.cards["TEST-ZB"].z_cost == 1
    pick(g, "z_play", "TEST-ZB")
    settle(g)
    assert codes(g, "battle0") == ["TEST-ZB"] and len(g.zones["zenergy0"]) == 1 and len(g.zones["drop0"]) == 1
    assert all(g.objs[e].tapped for e in g.zones["energy0"])   # its energy cost is paid with Energy


# ------------------------------------------------------------------------------------ 1-5
@pytest.mark.rules("dbs-masters:1-5-1", "dbs-masters:1-5-2", "dbs-masters:1-5-3", "dbs-masters:1-5-4-2",
                   "dbs-masters:1-5-5-1", "dbs-masters:1-5-6-2", "dbs-masters:2-4-1")
def test_skills_are_the_text_box_in_four_types():
    kinds = set(Skill.model_fields["kind"].annotation.__args__)
    assert kinds == {"activate_main", "activate_battle", "permanent", "auto", "counter"}
    assert {"activate_main", "z_awaken"} <= set(MSkill.model_fields["kind"].annotation.__args__)
    c = R.cards["DB2-142"]          # "[Critical] / [Activate Main][Once per turn][Burst 3] Draw 1 card."
    assert c.keywords == ("critical",) and [s.kind for s in c.skill] == ["activate_main"]
    assert c.text.startswith("[Critical] / [Activate Main]")
    for card in R.cards.values():
        if card.text and (card.skill or card.keywords):
            assert card.text.startswith("["), card.code          # a skill type or a keyword first
    with pytest.raises(ValueError, match="an auto skill needs when"):
        Skill(kind="auto")                                     # an [Auto] states its trigger condition


@pytest.mark.rules("dbs-masters:1-5-4-1", "dbs-masters:1-5-4-1-1", "dbs-masters:1-5-4-1-2", "dbs-masters:1-5-4-1-3",
                   "dbs-masters:1-5-4-3")
def test_activate_main_battle_and_main_battle_skills():
    # Main: Gotenks' [UNISON -2] in the Main Phase only; Battle: Son Goku & Hit's [Activate Battle]
    # (no skill cost) in the Offense Step of the active player and the Defense Step of the other
    both = {"unison": ["BT10-033"], "battle": [{"card": "BT10-145", "dull": True}], "leader": ["BT1-084"]}
    g = position(M, both, {**both, "unison": []}, auto_forced=False, leader=FRIEZA)
    g.w(g.zones["unison0"][0]).counters = {"markers": 4}
    refresh(g)
    assert {g.objs[o[1]].card.code for o in opts(g, "skill")} == {"BT10-033"}
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert [g.objs[o[1]].card.code for o in opts(g, "skill")] == ["BT10-145"]
    pick(g, "skill", "BT10-145")
    settle(g, "offense")
    assert not g.objs[first_of(g, "battle0", "BT10-145")].tapped and not g.zones["energy0"]
    g.apply(("pass",))
    settle(g, "defense")
    assert g.decision.player == 1 and [g.objs[o[1]].card.code for o in opts(g, "skill")] == ["BT10-145"]
    # Main/Battle: [Z-Awaken] is offered in the Main Phase and in a battle step
    z = {"leader": [{"card": "BT1-084"}], "zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"], "energy": ["BT1-102"],
         "vars": "{ awakened = true }"}
    g = position(MT, z, auto_forced=False, leader=FRIEZA)
    assert opts(g, "z_awaken")
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert opts(g, "z_awaken")


@pytest.mark.rules("dbs-masters:1-5-5")
def test_permanent_skill_applies_while_valid():
    g = position(M, {"battle": ["BT1-096"]}, leader=FRIEZA)
    k = g.zones["battle0"][0]
    assert reading.power(g, k) == 10000                        # 'during your opponent's turn': not now
    g.vars["tp"] = 1
    assert reading.power(g, k) == 16000


@pytest.mark.rules("dbs-masters:1-5-6-1", "dbs-masters:1-6-5-3")
def test_auto_skill_with_a_cost_resolves_only_if_paid():
    # Panchia '[Auto][Burst 2] When this card attacks, +5000': the keyword [Burst 2] is its cost
    g = position(M, {"battle": ["DB2-144"], "deck": ["BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB2-144", "BT1-084")
    settle(g, "offense")
    assert reading.power(g, first_of(g, "battle0", "DB2-144")) == 15000 and codes(g, "deck0") == ["BT7-061"]
    g = position(M, {"battle": ["DB2-144"], "deck": ["3 BT7-061"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB2-144", "BT1-084")
    settle(g, "burst")
    g.apply(("yes",))
    assert reading.power(g, first_of(g, "battle0", "DB2-144")) == 20000
    assert len(g.zones["deck0"]) == 1 and codes(g, "drop0") == ["BT7-061", "BT7-061"]


@pytest.mark.rules("dbs-masters:1-5-6-4")
def test_trigger_during_a_checkpoint_resolves_in_it(monkeypatch):
    # At the start of the Charge Phase Bundle-like card TEST-M1-CH plays itself from the hand; its
    # 'when played' draw triggers inside that checkpoint and resolves before the Charge Phase goes on
    seen: list[tuple] = []
    for name, fn in list(REG.steps.items()):
        def wrapped(game, *args, _n=name, _f=fn):
            seen.append((_n, len(game.zones["hand0"])))
            return _f(game, *args)
        monkeypatch.setitem(REG.steps, name, wrapped)
    g = position(MT, {"hand": ["TEST-M1-CH"], "deck": ["3 BT7-061"]}, active=1, phase="end", leader=FRIEZA)
    assert codes(g, "battle0") == ["TEST-M1-CH"]
    first_untap = next(i for i, s in enumerate(seen) if s[0] == "untap")
    assert seen[first_untap][1] == 1                           # drawn before the untap: same checkpoint


@pytest.mark.rules("dbs-masters:1-5-7")
def test_counter_skills_only_in_a_counter_timing():
    g = position(M, {"hand": ["BT1-080"], "energy": ["BT1-060"]}, auto_forced=False, leader=FRIEZA)
    assert not opts(g, "counter") and not opts(g, "extra")
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    assert all(o[0] != "counter" for o in g.decision.options)


@pytest.mark.rules("dbs-masters:1-5-9", "dbs-masters:1-5-8-1")
def test_explanatory_notes_do_nothing_and_cards_without_skills():
    c = R.cards["DB1-058"]     # "[Indestructible] (This card cannot be KO'd ...) / [Activate Battle] (1) : ..."
    assert "(This card cannot be KO'd" in c.text and c.keywords == ("indestructible",) and len(c.skill) == 1
    k = R.cards["BT7-061"]
    assert not k.skill and not k.keywords                     # a card without skills


# ------------------------------------------------------------------------------------ 1-6
@pytest.mark.rules("dbs-masters:1-6-1", "dbs-masters:1-6-3")
def test_skill_cost_paid_in_sentence_order():
    # Bad Ring Laser: '(Y) ... place 1 yellow card from your hand in your Drop Area : negate': the
    # energy first, then the card from hand; the effect only after both
    g = position(M, {"hand": ["BT1-102", "BT1-108", "BT1-096"], "energy": ["2 BT1-103", "BT1-104"]},
                    {"hand": ["BT1-110"], "energy": ["BT1-104"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "play", "BT1-102")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    pick(g, "counter", "BT1-110")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    pick(g, "counter", "BT1-108")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    assert g.decision.kind == "cost" and g.decision.player == 0
    assert all(g.objs[e].tapped for e in g.zones["energy0"]) and "BT1-096" in codes(g, "hand0")
    pick(g, "discard", "BT1-096")
    settle(g)
    assert not g.objs[g.zones["battle0"][0]].tapped and "BT1-096" in codes(g, "drop0")


@pytest.mark.rules("dbs-masters:1-6-5-4", "dbs-masters:1-11-2")
def test_marker_costs():
    g = position(M, {"unison": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    pick(g, "skill", "BT10-033")                               # [UNISON -2]
    assert g.objs[u].counters == {"markers": 1} and len(g.zones["hand0"]) == 2
    assert not [o for o in opts(g, "skill") if o[2] == 1]      # [UNISON -3] cannot be paid with 1


# ------------------------------------------------------------------------------------ 1-7
@pytest.mark.rules("dbs-masters:1-7-2", "dbs-masters:1-7-2-1", "dbs-masters:1-7-2-3", "dbs-masters:22-6-2")
def test_immediate_continuous_and_replacement_effects():
    g = position(M, {"hand": ["BT2-072"], "energy": ["2 BT1-060"]}, leader=FRIEZA)
    pick(g, "play", "BT2-072")
    assert len(g.zones["hand0"]) == 1 and not g.effects       # immediate: done once, nothing stays
    g = position(M, {"battle": ["DB2-144"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "DB2-144", "BT1-084")
    settle(g, "burst")
    g.apply(("yes",))
    assert [e.until for e in g.effects] == ["turn"]           # continuous: lasts the turn
    g = position(M, {"battle": ["BT4-064"]}, leader=FRIEZA)
    pick(g, "attack", "BT4-064", "BT1-084")
    settle(g)
    assert not g.zones["hand1"] and len(g.zones["drop1"]) == 1 and len(g.zones["life1"]) == 7   # Drop instead


# ------------------------------------------------------------------------------------ 1-8
@pytest.mark.rules("dbs-masters:1-8-1", "dbs-masters:1-8-1-1", "dbs-masters:1-8-1-1-1", "dbs-masters:2-2-1")
def test_five_colours_and_multicoloured_cards():
    assert COLORS == ("red", "blue", "green", "yellow", "black")
    assert {col for c in R.cards.values() for col in c.color} == set(COLORS)
    assert R.cards["BT10-145"].color == ("blue", "yellow")
    # a blue/yellow energy pays a blue pip or a yellow pip
    g = position(M, {"hand": ["BT1-046"], "energy": ["BT10-145", "BT1-102"]}, leader=FRIEZA)
    pick(g, "play", "BT1-046")
    settle(g)
    assert codes(g, "battle0") == ["BT1-046"]
    g = position(M, {"hand": ["BT1-102"], "energy": ["BT10-145", "BT1-060"]}, leader=FRIEZA)
    assert opts(g, "play")


@pytest.mark.rules("dbs-masters:1-8-1-1-1-1", "dbs-masters:1-8-2")
def test_red_blue_multicolour_means_exactly_red_and_blue():
    # Apex of Power: 'you have 5 or more Red/Blue multicolor Extra Cards in your Drop Area'
    base = {"leader": ["TEST-M1-U7"], "hand": ["BT9-136"], "energy": ["2 BT2-005", "3 BT1-046"]}
    g = position(MT, {**base, "drop": ["4 DB2-165", "TEST-M1-RBY", "BT1-080"]}, leader=FRIEZA)
    assert not opts(g, "skill")                                 # red/blue/yellow is not red/blue
    g = position(MT, {**base, "drop": ["5 DB2-165"]}, leader=FRIEZA)
    assert opts(g, "skill")


# ------------------------------------------------------------------------------------ 1-9
@pytest.mark.rules("dbs-masters:1-9-1", "dbs-masters:1-9-1-1", "dbs-masters:1-9-1-2")
def test_front_and_back_sides():
    g = position(M, {"leader": GOKU, "life": ["4 BT1-060"]}, leader=FRIEZA)
    lid = g.zones["leader0"][0]
    assert reading.name(g, lid) == "Son Goku" and not g.objs[lid].marks & AWAKENED     # front side up
    pick(g, "awaken", "BT1-056")
    settle(g)
    assert reading.name(g, lid) == "Super Saiyan God Son Goku" and g.objs[lid].marks & AWAKENED
    assert g.view(1)["zones"]["leader0"][0]["name"] == "Super Saiyan God Son Goku"
    v = g.view(1)["zones"]
    assert v["deck0"] == len(g.zones["deck0"]) and v["life0"] == 4     # other cards back side up: unseen


# ----------------------------------------------------------------------------------- 1-10
@pytest.mark.rules("dbs-masters:1-10-1", "dbs-masters:1-10-1-1", "dbs-masters:1-10-1-2", "dbs-masters:1-10-1-1-2")
def test_active_and_rest_modes():
    g = position(M, {"battle": ["BT7-061"], "energy": ["BT1-060"], "hand": ["BT7-061"]}, leader=FRIEZA)
    lid = g.zones["leader0"][0]
    e = g.zones["energy0"][0]
    assert not g.objs[lid].tapped and not g.objs[e].tapped and g.view(1)["zones"]["leader0"][0]["tapped"] is False
    pick(g, "play", "BT7-061")                                # the Active energy card pays
    settle(g)
    assert g.objs[e].tapped and g.view(1)["zones"]["energy0"][0]["tapped"] is True
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g)
    assert g.objs[lid].tapped and g.view(1)["zones"]["leader0"][0]["tapped"] is True


# ------------------------------------------------------------------------ 1-12, 1-13, 1-14
@pytest.mark.rules("dbs-masters:1-12-1", "dbs-masters:1-13-1")
def test_life_and_damage():
    g = position(M, {"leader": GOKU}, {"life": ["BT1-060", "BT7-061", "BT1-072"]}, auto_forced=False, leader=FRIEZA)
    life = list(g.zones["life1"])
    assert len(life) == 3
    pick(g, "attack", "BT1-056", "BT1-084")
    settle(g)
    # [Double Strike]: 2 damage, each a life card lost to the hand
    assert g.zones["life1"] == life[:1] and len(g.zones["hand1"]) == 2


@pytest.mark.rules("dbs-masters:1-14-1")
def test_energy_markers_pay_combo_costs_too():
    g = position(M, {"hand": ["BT1-013"], "vars": "{ markers = 1 }"}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-013")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-013"] and g.pvars[0]["markers"] == 0
    assert CardDef.model_fields["cost"].default == 0 and FRIEZA
