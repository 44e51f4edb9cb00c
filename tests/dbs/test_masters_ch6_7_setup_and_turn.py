"""Rules tests of dbs-masters chapters 6 (Leaders, decks, the pre-game procedure) and 7 (the turn:
Charge, Main and End Phases), each with an exact outcome; procedures are asserted through the
steps the engine runs."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, M, codes, first_of, names, opts, pick, position, record, settle

from tcg.engine.cards import DeckError, parse_deck
from tcg.engine.effects import Effect
from tcg.games.dbs.reading import power

R = EDITIONS[M]
CHECKED = ("place_leaders", "pick_first", "check", "shuffle_decks", "draw_opening", "mulligans", "place_life",
           "second_marker", "start")


# ------------------------------------------------------------------------------------ 6
@pytest.mark.rules("dbs-masters:6-2-1-1")
def test_decks_are_checked_before_the_game():
    good = R.load_deck("frieza_yellow")
    short = parse_deck("1 BT1-084\n4 BT1-102\n", "short.txt", R.cards)
    with pytest.raises(DeckError, match="a deck has 50 to 60"):
        R.new_game([good, short], seed=1)
    no_leader = parse_deck("".join(f"4 {c}\n" for c in ("BT1-102", "BT1-103", "BT1-104", "BT1-105", "BT5-098",
                                                        "BT9-064", "BT3-099", "BT5-090", "BT1-110", "BT1-096",
                                                        "BT1-097", "BT8-072", "BT1-108")), "nl.txt", R.cards)
    with pytest.raises(DeckError, match="0 Leader cards"):
        R.new_game([no_leader, good], seed=1)
    g = R.new_game([good, good], seed=1)
    assert g.decision.kind == "first"


@pytest.mark.rules("dbs-masters:6-2-1-6")
def test_pre_game_procedure_order(monkeypatch):
    seen = record(monkeypatch)
    g = R.new_game([R.load_deck("frieza_yellow"), R.load_deck("goku_green")], seed=2)
    g.apply(("first",))
    g.apply(("keep",))
    g.apply(("keep",))
    run = names(seen, CHECKED)
    # 6-2-1-2 Leaders, 6-2-1-4 first player, 6-2-1-6 a checkpoint, 6-2-1-7 shuffle, 6-2-1-9 draw
    # and redraws, 6-2-1-10 life, 6-2-1-11 marker, 6-2-1-12 start
    assert run[:9] == list(CHECKED)


# ------------------------------------------------------------------------------ 7 turn
@pytest.mark.rules("dbs-masters:7-1-1", "dbs-masters:7-1-2", "dbs-masters:7-2-1", "dbs-masters:7-2-6",
                   "dbs-masters:7-2-8", "dbs-masters:7-2-10", "dbs-masters:7-2-12", "dbs-masters:7-2-13",
                   "dbs-masters:7-3-1", "dbs-masters:7-3-3", "dbs-masters:7-4-1", "dbs-masters:7-4-3",
                   "dbs-masters:7-4-7", "dbs-masters:7-3-4-5-1", "dbs-masters:7-3-5-1-2", "dbs-masters:7-3-5-1-5")
def test_a_turn_is_charge_main_end_with_checkpoints(monkeypatch):
    g = position(M, {"leader": ["BT1-056"], "hand": ["BT1-102"]}, {"deck": ["5 BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    seen = record(monkeypatch)
    g.apply(("end",))                                          # 7-3-4-5-1: the active player ends it
    settle(g, "charge")
    keep = ("main_end", "check", "main_effects_end", "end_phase", "begin_turn", "untap", "draw_step", "charge_ask",
            "main_phase", "main_free", "turn_effects_end")
    assert names(seen, keep) == ["main_end", "check", "main_effects_end", "end_phase", "check", "turn_effects_end",
                                 "begin_turn",
                                 "check", "untap", "check", "draw_step", "check", "charge_ask"]
    assert g.vars["tp"] == 1 and g.vars["turn"] == 4 and g.decision.player == 1   # 7-4-7: the opponent's turn
    g.apply(("pass",))
    assert names(seen, keep)[-4:] == ["check", "main_phase", "check", "main_free"]
    assert g.decision.kind == "main" and g.vars["phase"] == "main"


@pytest.mark.rules("dbs-masters:7-2-5", "dbs-masters:7-2-7", "dbs-masters:7-2-9", "dbs-masters:7-2-11")
def test_charge_phase_start_triggers_then_untap_draw_charge():
    # Jiren, Army of One: at the start of your Charge Phase, if it is the only card in your hand
    # (opponent with 4+ energy), you may play it from your hand: it is pending at the first
    # checkpoint, before the untap and the draw
    g = position(M, {"leader": FRIEZA, "deck": ["5 BT7-061"], "energy": [{"card": "BT1-102", "dull": True}],
                     "hand": ["DB2-123"]},
                 {"leader": FRIEZA, "energy": ["4 BT1-102"]}, turn=2, active=1, phase="end", auto_forced=False)
    settle(g, "optional")
    assert g.vars["tp"] == 0 and codes(g, "hand0") == ["DB2-123"] and g.objs[g.zones["energy0"][0]].tapped
    g.apply(("yes",))
    assert codes(g, "battle0") == ["DB2-123"]
    settle(g, "charge")
    assert not g.objs[g.zones["energy0"][0]].tapped and codes(g, "hand0") == ["BT7-061"]
    pick(g, "charge", "BT7-061")
    assert codes(g, "energy0") == ["BT1-102", "BT7-061"] and g.decision.kind == "main"


@pytest.mark.rules("dbs-masters:7-3-4-3", "dbs-masters:7-3-4-3-1")
def test_strengthening_a_unison_in_the_main_phase(monkeypatch):
    g = position(M, {"leader": ["BT1-002"], "unison": ["BT10-033"], "hand": ["BT10-033"]}, leader=FRIEZA)
    u = g.zones["unison0"][0]
    g.objs[u].counters = {"markers": 2}
    seen = record(monkeypatch)
    pick(g, "unison_stack", "BT10-033")
    assert g.objs[u].counters["markers"] == 3 and codes(g, "under0") == ["BT10-033"]
    assert names(seen)[-2:] == ["check", "main_free"]


@pytest.mark.rules("dbs-masters:7-3-4-4", "dbs-masters:7-3-4-4-2", "dbs-masters:8-5-13")
def test_after_an_attack_back_to_the_main_phase_checkpoint(monkeypatch):
    g = position(M, {"battle": ["BT1-102"]}, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "attack", "BT1-102", "BT1-084")
    settle(g)
    assert names(seen)[-3:] == ["battle_effects_end", "check", "main_free"]
    assert g.decision.kind == "main" and g.vars["battle"] == 0 and len(g.zones["life1"]) == 7


@pytest.mark.rules("dbs-masters:7-3-5-1-3", "dbs-masters:7-3-5-1-4", "dbs-masters:7-4-5", "dbs-masters:7-4-6")
def test_main_phase_and_turn_effects_end_for_both_players():
    g = position(M, {"leader": ["BT1-056"], "battle": ["BT1-102"]}, {"battle": ["BT1-103"]}, auto_forced=False,
                 leader=FRIEZA)
    a, b = g.zones["battle0"][0], g.zones["battle1"][0]
    g.effects += [Effect(g.tick(), 1, "power", 1000, a, (a,), "main", 0),
                  Effect(g.tick(), 1, "power", 2000, b, (b,), "main", 1),
                  Effect(g.tick(), 1, "power", 3000, a, (a,), "turn", 1),
                  Effect(g.tick(), 1, "power", 4000, b, (b,), "turn", 0)]
    g.apply(("end",))
    assert g.vars["phase"] == "end" or g.vars["tp"] == 1
    assert not [e for e in g.effects if e.until == "main"]
    assert power(g, a) == 15000 and power(g, b) == 15000 and not g.effects


@pytest.mark.rules("dbs-masters:7-3-4-3-3")
def test_after_placing_a_z_extra_back_to_the_checkpoint(monkeypatch):
    g = position(MT, {"leader": FRIEZA, "zdeck": ["TEST-ZE2"]}, {"leader": FRIEZA})
    seen = record(monkeypatch)
    pick(g, "z_extra", "TEST-ZE2")
    assert codes(g, "battle0") == ["TEST-ZE2"] and names(seen)[-2:] == ["check", "main_free"]


@pytest.mark.rules("dbs-masters:7-3-4-4-1")
def test_first_player_first_turn_no_attack_second_turn_yes():
    g = position(M, {"battle": ["BT1-102"]}, turn=1, first=0, leader=FRIEZA)
    assert not opts(g, "attack")
    g = position(M, {}, {"battle": ["BT1-102"]}, turn=2, active=1, first=0, leader=FRIEZA)
    assert opts(g, "attack")


@pytest.mark.rules("dbs-masters:7-4-4")
def test_end_phase_end_of_turn_autos_once():
    g = position(M, {"battle": [{"card": "BT1-097", "dull": True}]}, phase="end", auto_forced=False, leader=FRIEZA)
    settle(g, "charge")
    assert g.vars["tp"] == 1
    k = first_of(g, "battle0", "BT1-097")
    assert not g.objs[k].tapped
