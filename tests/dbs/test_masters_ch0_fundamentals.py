"""Rules tests of dbs-masters chapter 0 (the game, the fundamental principles, the terms of the
rules), each run for `dbs-masters` with an exact outcome."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, RMT, M, codes, first_of, opts, pick, position, refresh, settle

import tcg
from tcg.engine.cards import parse_deck
from tcg.engine.effects import Effect
from tcg.games.dbs import actions, reading
from tcg.games.dbs.base import PLAYER_ZONES

R = EDITIONS[M]


# ------------------------------------------------------------------------------------ 0-1
@pytest.mark.rules("dbs-masters:0-1-2")
def test_two_players_one_against_one():
    decks = [R.load_deck("goku_green"), R.load_deck("frieza_yellow")]
    with pytest.raises(ValueError, match="two players"):
        R.new_game(decks + decks[:1], seed=1)
    g = R.new_game(decks, seed=1)
    assert len(g.pvars) == 2 and "hand1" in g.zones and "hand2" not in g.zones


@pytest.mark.rules("dbs-masters:0-1-3-6", "dbs-masters:0-3-3", "dbs-masters:0-3-3-1")
def test_a_whole_game_ends_and_each_player_takes_back_their_own_cards():
    main = "1 BT1-084\n" + "".join(f"4 {c}\n" for c in ("BT1-102", "BT1-103", "BT1-104", "BT1-105", "BT5-098",
                                                          "BT9-064", "BT3-099", "BT5-090", "BT1-110", "BT1-096",
                                                          "BT1-097", "BT8-072")) + "2 BT1-108\n"
    d0 = parse_deck(main + "2 TEST-ZB\n2 TEST-ZE1\n", "z.txt", RMT.cards)
    d1 = RMT.load_deck("goku_green")
    g = RMT.new_game([d0, d1], seed=3)
    n = 0
    while not g.over and n < 20000:
        g.apply(g.decision.options[(n * 7 + 3) % len(g.decision.options)])
        n += 1
    assert g.over and g.result.reason
    for p, d in enumerate((d0, d1)):
        owned = sorted(o.card.code for o in g.objs.values() if o.owner == p and o.card.type != "Token")
        assert owned == sorted(d.codes())      # Leader, deck and Z-Deck: all the owner's, none else


@pytest.mark.rules("dbs-masters:0-1-3-5")
def test_an_effect_that_wins_ends_the_game_at_once():
    # [Victory Strike]: dealing damage by attacking with the card wins, whatever life is left
    g = position(M, {"battle": ["BT9-136"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT9-136", "BT1-084")
    settle(g)
    assert g.over and g.result.winner == 0 and "Victory Strike" in g.result.reason
    assert len(g.zones["life1"]) == 8 and g.decision is None


# ------------------------------------------------------------------------------------ 0-2
@pytest.mark.rules("dbs-masters:0-2-2")
def test_card_text_beats_the_rules():
    # 3-6-3: a card enters the Battle Area Active; Crusher Ball's text makes it enter Rested
    for counter, rested in ((False, False), (True, True)):
        g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"]}, {"hand": ["BT1-110"], "energy": ["BT1-104"]},
                     leader=FRIEZA)
        pick(g, "play", "BT1-102")
        if counter:
            pick(g, "counter", "BT1-110")
        else:
            g.apply(("pass",))
        assert g.objs[g.zones["battle0"][0]].tapped is rested


@pytest.mark.rules("dbs-masters:0-2-1", "dbs-masters:0-2-2-2", "dbs-masters:21-6-2")
def test_listed_rules_beat_card_effects():
    # 21-6-2: Zamasu's [Indestructible] ('does not leave the Battle Area') does not stop the power-0 rule
    g = position(M, {}, {"battle": ["DB1-058", "BT7-061"]}, leader=FRIEZA)
    z = first_of(g, "battle1", "DB1-058")
    g.effects.append(Effect(g.tick(), 1, "power", -5000, z, (z,), "turn", 0))
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.run()
    assert codes(g, "drop1") == ["DB1-058"] and codes(g, "battle1") == ["BT7-061"]
    # 3-5-3: no effect moves a Leader out of its Leader Area
    lid = g.zones["leader1"][0]
    assert actions.relocate(g, lid, "deck", 0) == lid and g.zones["leader1"] == [lid]


@pytest.mark.rules("dbs-masters:0-2-10")
def test_chosen_numbers_are_whole_numbers_from_zero():
    # the X of an X energy cost (1-2-2-2-1): the choices are 0, 1, 2... up to what can be paid
    g = position(MT, {"hand": ["TEST-M1-XU"], "energy": ["3 BT1-046"]}, leader=FRIEZA)
    pick(g, "unison", "TEST-M1-XU")
    assert g.decision.kind == "x" and g.decision.options == (("x", 0), ("x", 1), ("x", 2))
    assert all(isinstance(o[1], int) and o[1] >= 0 for o in g.decision.options)


# ------------------------------------------------------------------------------------ 0-3
@pytest.mark.rules("dbs-masters:0-3-2", "dbs-masters:0-3-2-1")
def test_players_active_and_non_active():
    g = position(M, {"hand": ["BT1-102"]}, {"hand": ["BT1-103"]}, active=1, auto_forced=False, leader=FRIEZA)
    assert g.vars["tp"] == 1 and g.decision.kind == "main" and g.decision.player == 1
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "defense")
    assert g.decision.player == 0 and g.vars["tp"] == 1


@pytest.mark.rules("dbs-masters:0-3-2-2", "dbs-masters:0-3-4-4")
def test_you_is_the_player_resolving_the_skill():
    # player 1 (active) plays Bundle of Curiosity Son Goku: 'draw 1 card' draws for player 1
    g = position(M, {}, {"hand": ["BT2-072"], "energy": ["2 BT1-060"]}, active=1, leader=FRIEZA)
    pick(g, "play", "BT2-072")
    assert len(g.zones["hand1"]) == 1 and len(g.zones["deck1"]) == 9
    assert not g.zones["hand0"] and len(g.zones["deck0"]) == 10


@pytest.mark.rules("dbs-masters:0-3-4-2")
def test_controller_of_an_activate_skill():
    g = position(M, {"unison": ["BT10-033"]}, {"unison": ["BT10-033"]}, active=1, leader=FRIEZA)
    u = g.zones["unison1"][0]
    g.w(u).counters = {"markers": 4}
    refresh(g)
    pick(g, "skill", "BT10-033")                      # [UNISON -2] draw 2
    assert len(g.zones["hand1"]) == 2 and not g.zones["hand0"]


@pytest.mark.rules("dbs-masters:0-3-4-3")
def test_controller_of_a_permanent_skill():
    # Recoome: '+6000 during your opponent's turn': 'your' is the controller of each copy
    g = position(M, {"battle": ["BT1-096"]}, {"battle": ["BT1-096"]}, leader=FRIEZA)
    assert reading.power(g, g.zones["battle0"][0]) == 10000 and reading.power(g, g.zones["battle1"][0]) == 16000


@pytest.mark.rules("dbs-masters:0-3-4-5", "dbs-masters:0-3-13")
def test_controller_of_a_counter_skill_and_its_targets():
    # player 1's Full Power Energy negates player 0's attack; 'KO up to 1' targets player 0's cards
    g = position(M, {"battle": ["BT7-061", "BT1-102"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]},
                    auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT7-061", "BT1-084")
    pick(g, "counter", "BT1-080")
    settle(g, "target")
    assert g.decision.player == 1
    assert {g.objs[o[1]].card.code for o in opts(g, "ko")} == {"BT7-061"}     # energy cost 1 or less
    pick(g, "ko", "BT7-061")
    settle(g)
    assert codes(g, "drop0") == ["BT7-061"] and len(g.zones["life1"]) == 8


@pytest.mark.rules("dbs-masters:0-3-5")
def test_areas_where_objects_are_placed():
    g = position(M, {}, {}, leader=FRIEZA)
    twelve = ("deck", "hand", "drop", "leader", "battle", "combo", "energy", "life", "warp", "unison", "zdeck",
              "zenergy")
    for z in twelve:
        assert z in PLAYER_ZONES and f"{z}0" in g.zones and f"{z}1" in g.zones
    for o in g.objs.values():
        assert o.id in g.zones[o.zone]                  # every card is in exactly one area


@pytest.mark.rules("dbs-masters:1-5-6", "dbs-masters:1-5-6-3")
def test_trigger_conditions_make_autos_pending_until_the_next_checkpoint():
    # Kefla attacks: its 'when this card attacks' and [Dual Attack] become pending with Krillin's
    # [Blocker]; they are resolved at the checkpoint that follows the attack's counter timing
    g = position(M, {"battle": ["BT4-019"]}, {"battle": ["BT1-072"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "attack", "BT4-019", "BT1-084")
    assert len(g.pending) == 3 and g.decision.kind == "auto" and g.decision.player == 0
    assert {t.controller for t in g.pending} == {0, 1} and len(g.zones["hand0"]) == 0
    g.apply(next(o for o in g.decision.options if g.pending[o[1]].index >= 0))
    assert len(g.zones["hand0"]) == 1 and len(g.pending) == 2


@pytest.mark.rules("dbs-masters:0-3-9")
def test_rules_are_applied_at_a_checkpoint():
    g = position(M, {}, {"battle": ["BT7-061"]}, leader=FRIEZA)
    k = g.zones["battle1"][0]
    g.effects.append(Effect(g.tick(), 1, "power", -10000, k, (k,), "turn", 0))
    assert codes(g, "battle1") == ["BT7-061"]         # nothing happens until the rules are applied
    g.decision = None
    g.push("main_free")
    g.push("check")
    g.run()
    assert codes(g, "drop1") == ["BT7-061"]


@pytest.mark.rules("dbs-masters:0-3-10")
def test_actions_are_the_options_a_player_takes():
    g = position(M, {"hand": ["BT1-102"], "energy": ["2 BT1-103"]}, leader=FRIEZA)
    before = g.state_hash()
    with pytest.raises(tcg.IllegalChoice):
        g.apply(("play", 999))
    assert g.state_hash() == before
    pick(g, "play", "BT1-102")
    assert codes(g, "battle0") == ["BT1-102"]


@pytest.mark.rules("dbs-masters:0-3-11", "dbs-masters:0-3-12")
def test_card_information_public_and_hidden():
    g = position(M, {"battle": [{"card": "BT1-102", "dull": True}], "unison": ["BT10-033"], "hand": ["BT1-103"]}, {},
                 leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    k = g.zones["battle0"][0]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, k, (k,), "turn", 0))
    v = g.view(1)["zones"]
    (b,) = v["battle0"]
    assert b["code"] == "BT1-102" and b["tapped"] is True and b["power"] == 20000     # details, mode, effects
    assert v["unison0"][0]["counters"] == {"markers": 3}                               # markers
    assert v["hand0"] == 1 and v["deck0"] == 10 and v["life0"] == 8                    # hidden: counts only
    assert [c["code"] for c in g.view(0)["zones"]["hand0"]] == ["BT1-103"]


@pytest.mark.rules("dbs-masters:0-3-14")
def test_ignoring_barrier():
    # Gotenks' [UNISON -3]: 'choose up to 2 of your opponent's Battle Cards, ignoring [Barrier]':
    # the [Barrier] card is chosen as if it had no [Barrier]
    g = position(M, {"unison": ["BT10-033"]}, {"battle": ["BT4-050", "BT7-061"]}, auto_forced=False, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    refresh(g)
    g.apply(("skill", u, 1))
    settle(g, "target")
    assert {g.objs[o[1]].card.code for o in opts(g, "bottom")} == {"BT4-050", "BT7-061"}
    pick(g, "bottom", "BT4-050")
    g.apply(("none",))                   # "up to 2": one chosen, then the effect (dbscg 8-5-3-3)
    assert codes(g, "deck1")[0] == "BT4-050"


@pytest.mark.rules("dbs-masters:0-3-16")
def test_an_impossible_effect_fails_and_the_rest_happens():
    # Full Power Energy: negate the attack, then KO up to 1 cost-1 card: no such card, the KO fails
    g = position(M, {"battle": ["BT1-102"]}, {"hand": ["BT1-080"], "energy": ["BT1-060"]}, leader=FRIEZA)
    pick(g, "attack", "BT1-102", "BT1-084")
    pick(g, "counter", "BT1-080")
    assert g.decision.kind == "main" and g.vars["battle"] == 0
    assert codes(g, "battle0") == ["BT1-102"] and len(g.zones["life1"]) == 8 and FRIEZA


@pytest.mark.rules("dbs-masters:0-3-15")
def test_unaffected_by_counter_play_skills():
    # SSB Vegeta's [Deflect] ('isn't affected by [Counter: Play] skills'): Crusher Ball may answer its
    # play, and its effect ignores it (the game goes on: 0-3-15), while it rests another card played
    opp = {"hand": ["BT1-110"], "energy": ["BT1-104"]}
    g = position(M, {"hand": ["BT9-105"], "energy": ["BT2-005", "2 BT1-046"]}, opp, leader=FRIEZA)
    pick(g, "play", "BT9-105")
    assert g.decision.kind == "counter" and g.decision.player == 1
    pick(g, "counter", "BT1-110")
    assert g.decision.kind == "main" and codes(g, "battle0") == ["BT9-105"] and codes(g, "drop1") == ["BT1-110"]
    assert not g.objs[g.zones["battle0"][0]].tapped
    g = position(M, {"hand": ["BT1-046"], "energy": ["BT2-005", "2 BT1-046"]}, opp, leader=FRIEZA)
    pick(g, "play", "BT1-046")
    while g.decision.kind == "pay":
        g.apply(g.decision.options[0])
    assert g.decision.kind == "counter" and g.decision.player == 1
