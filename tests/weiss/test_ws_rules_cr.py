"""Rules tests for the comprehensive-rules points beyond the turn summary: rule actions and
losses, check timing order, counters, encore variants, every trigger icon and the keywords,
each with a real card (CARDS.md) and exact outcomes."""

from __future__ import annotations

import pytest
from ws_kit import B0, R0, R1, R2, deck, names, position, slot, start

from tcg.games.weiss import board
from tcg.games.weiss.base import REVERSED

KOR_BOND = "HOL/W91-TE056"      # Bond/"Starry Sky, Nekomata Okayu"
OKAYU = "HOL/W91-TE070"         # vanilla, green level 1
MIO_BS = "HOL/W91-TE067"        # Brainstorm: flip 5, draw per climax
RUSHIA = "HOL/W91-E034"         # Alarm (reveal to stock) + Brainstorm (search)
FUBUKI_ATK = "HOL/W91-TE059"    # when attacks: choose a character, +2500
MIO_ENC = "HOL/W91-TE071"       # other hololive attacks: +1500; Encore [discard a character]
MEL_SHIFT = "HOL/W91-E011"      # Shift, Level 0 (yellow)
ASSIST = "HOL/W91-TE061"        # Assist level x500 to hololive; Backup 3000 level 2
AKI = "HOL/W91-E067"            # Great Performance
CHOICE_CX = "HOL/W91-TE065"     # Climax, choice trigger (yellow)
TREASURE_CX = "HOL/W91-TE074"   # Climax, treasure trigger (green)
AYAME_BU = "HOL/W91-TE040"      # Backup 1500, level 1
CHOCO_EXP = "HOL/W91-E089"      # Experience: blue in level -> +2500 and hand encore
NENE_MEM = "HOL/W91-E091"       # Memory: backup used with 3 names in memory -> 1 damage
NENE_ALARM = "HOL/W91-E086"     # Alarm: main phase, waiting room to deck
MIKO_ENC = "HOL/W91-TE014"      # Encore [hololive from waiting room to bottom of clock]
BOTAN_MEM = "HOL/W91-E135"      # [ACT] [(1) this into memory] look at 3
NOEL = "HOL/W91-E119"           # Resonance [reveal Flare]: +4000
FLARE = "HOL/W91-E005"
SUBARU = "HOL/W91-TE052"        # vanilla blue level 1
STANDBY_CX = "HOL/W91-E107"     # Climax, soul + standby (red)
GATE_CX = "HOL/W91-TE055"       # Climax, soul + gate (blue)
RIN_APPEND = "PD/S22-E014"      # Change -> Kagamine Rin"Original"
RIN_ORIG = "PD/S22-E007"
JUNKETSU = "KLK/S27-E066"       # Counter event, red level 1 cost 1: Clothes +3500
BERSERKER = "FZ/S17-E062"       # Encore [deck to clock]
JOTARO = "JJ/SE41-E37"          # Replay "Wager your soul in a game"
ACCEL = "KLK/S27-E061"          # Accelerate
SHOT_CX = "AW/S18-E030"         # Climax, soul + shot (yellow)
POOL_CX = "PD/S22-E107"         # Climax, pool
DRAW_CX = "KLK/S27-TE15"        # Climax, draw
RETURN_CX = "AW/S18-E029"       # Climax, soul + return
COMEBACK_CX = "KLK/S27-E068"    # Climax, comeback



def run_to(g, kind, pick=0):
    """Apply option `pick` until a decision of `kind` (or the end)."""
    while not g.over and g.decision.kind != kind:
        g.apply(pick)
    return g


# ------------------------------------------------------------------ rule actions, losses
@pytest.mark.rules("weiss:CR-1.2.3", "weiss:CR-1.2.2.1")
def test_both_players_at_level_four_at_one_check_timing_is_a_draw():
    g = position("draw", f'level = ["4 {R0}"]', f'level = ["4 {R0}"]', deck_size=10)
    assert g.over and g.result.winner is None and "draw" in g.result.reason


@pytest.mark.rules("weiss:CR-1.2.2", "weiss:CR-1.2.2.1", "weiss:CR-1.2.1")
def test_level_four_loses_at_the_next_rule_action_not_before():
    g = position("attack", f'stage = [{{ card = "{R2}", slot = 1 }}]', f"""
level = ["3 {R0}"]
clock = ["6 {R0}"]
""")
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "level_up" and g.decision.player == 1   # the level up comes first
    g.apply(0)
    assert g.over and g.result.winner == 0 and "level 4" in g.result.reason


@pytest.mark.rules("weiss:CR-1.2.2.2", "weiss:WS-refresh")
def test_no_deck_and_no_waiting_room_after_a_damage_loses():
    g = position("attack", f'stage = [{{ card = "{R2}", slot = 1 }}]', f'deck = ["{R0}"]')
    g.apply(("attack", 1, "direct"))
    assert g.over and g.result.winner == 0 and "no deck" in g.result.reason


@pytest.mark.rules("weiss:CR-9.2", "weiss:CR-9.2.1", "weiss:CR-9.2.2", "weiss:WS-refresh", "weiss:WS-VI.4")
def test_deck_running_out_mid_damage_refreshes_and_damage_goes_on():
    g = position("attack", f'stage = [{{ card = "{R2}", slot = 1 }}]', f"""
deck = ["{R1}", "{R1}"]
waiting = ["5 {R0}"]
""")
    g.apply(("attack", 1, "direct"))       # soul 2 + direct 1 + soul trigger? (R0 has none) = 3
    # 2 cards revealed, refresh (5 R0), penalty 1 to clock, third card revealed: 3 + 1 in clock
    assert g.pvars[1]["refreshes"] == 1
    assert len(g.zones["clock1"]) == 4 and names(g, "clock1").count(R1) == 2


@pytest.mark.rules("weiss:CR-9.3", "weiss:CR-9.3.2", "weiss:WS-III.lvl")
def test_clock_six_takes_three_levels_up_from_the_first_seven_and_two_stay():
    g = position("attack", f'stage = [{{ card = "{R2}", slot = 1 }}]', f'clock = ["6 {R1}"]')
    g.apply(("attack", 1, "direct"))
    opts = g.decision.options
    assert g.decision.kind == "level_up" and len(opts) == 7
    first7 = g.zones["clock1"][:7]
    assert [o[1] for o in opts] == first7
    g.apply(opts[0])
    assert names(g, "level1") == [R1] and len(g.zones["clock1"]) == 2


@pytest.mark.rules("weiss:WS-refresh", "weiss:CR-9.2.2")
def test_refresh_penalty_climax_still_goes_to_clock():
    g = position("draw", f"""
deck = ["{R1}"]
waiting = ["{GATE_CX}"]
""")
    assert names(g, "clock0") == [GATE_CX]


# ------------------------------------------------------------------------- check timing
@pytest.mark.rules("weiss:CR-4.4.1", "weiss:CR-8.5.1.2", "weiss:CR-8.1.1.2.1")
def test_turn_player_orders_its_automatic_abilities():
    g = position("attack",
                 f'stage = [{{ card = "{FUBUKI_ATK}", slot = 1 }}, {{ card = "{MIO_ENC}", slot = 0 }}]')
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "order_triggers" and g.decision.player == 0 and len(g.decision.options) == 2
    mio = slot(g, 0, 0)
    g.apply(g.decision.options[1])           # Mio's first: +1500
    assert board.power(g, mio) == 5500 + 1500
    g.apply(("pick", mio))                   # then Fubuki's: +2500 to Mio
    assert board.power(g, mio) == 5500 + 1500 + 2500


# ------------------------------------------------------------------------------ counters
@pytest.mark.rules("weiss:CR-2.8.2", "weiss:WS-VI.3", "weiss:CR-8.6.2")
def test_counter_event_in_the_counter_step_only():
    text = f"""
phase = "PHASE"
[[player]]
stage = [{{ card = "{R2}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]
hand = ["{JUNKETSU}"]
stock = ["2 {R0}"]
clock = ["{R0}"]
level = ["{R0}"]
deck = {deck(20)}
[[player]]
stage = [{{ card = "{R1}", slot = 1 }}]
hand = ["{JUNKETSU}", "{JUNKETSU}"]
stock = ["2 {R0}"]
clock = ["{R0}"]
level = ["{R0}"]
deck = {deck(20)}
"""
    g = start(text.replace("PHASE", "main"))
    assert not any(o[0] == "event" for o in g.decision.options)     # not in the main phase
    g = start(text.replace("PHASE", "attack"))
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter" and g.decision.player == 1
    x = g.zones["hand1"][0]
    g.apply(("counter", x))
    d = slot(g, 1, 1)                 # R1 is a Clothes character: 5500 + 3500 = 9000 ties 9000
    assert board.power(g, d) == 9000 and names(g, "waiting1") == [R0, JUNKETSU]
    assert len(g.zones["hand1"]) == 1 and len(g.zones["stock1"]) == 1    # one counter only
    assert g.objs[d].marks & REVERSED and g.objs[slot(g, 0, 1)].marks & REVERSED


@pytest.mark.rules("weiss:WS-VI.3")
def test_backup_uses_the_defenders_level_that_just_went_up():
    g = position("attack", f'stage = [{{ card = "{R0}", slot = 1 }}, {{ card = "{R2}", slot = 0 }}]', f"""
stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R1}", slot = 2 }}]
hand = ["{ASSIST}"]
stock = ["2 {R0}"]
level = ["{R0}"]
clock = ["6 {R0}"]
""", head='options = { first_turn_one_attack = false }')
    g.vars["turn"] = 3
    g.apply(("attack", 0, "side"))           # R2 soul 2, minus facing level 1: 1 damage -> level 2
    g.apply(0)
    assert len(g.zones["level1"]) == 2
    g.apply(("attack", 1, "front"))
    assert g.decision.kind == "counter" and g.decision.options[0][0] == "backup"


@pytest.mark.rules("weiss:WS-VI.3")
def test_memory_backup_deals_a_damage_with_three_names_in_memory():
    g = position("attack", f'stage = [{{ card = "{R2}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]', f"""
stage = [{{ card = "{R1}", slot = 1 }}]
hand = ["{NENE_MEM}"]
stock = ["3 {R0}"]
level = ["2 {R0}"]
memory = ["{R0}", "{R1}", "{R2}"]
""")
    g.apply(("attack", 1, "front"))
    g.apply(g.decision.options[0])           # Backup 2500: pay 1
    assert g.decision.kind == "pay_cost" and g.decision.player == 1
    g.apply(("yes",))                        # Memory: pay 1, 1 damage to the attacker's player
    assert len(g.zones["stock1"]) == 1 and len(g.zones["clock0"]) == 1


# ------------------------------------------------------------------------ encore variants
@pytest.mark.rules("weiss:CR-10.2.2")
@pytest.mark.parametrize("card,extra,pay,zone_after", [
    (MIO_ENC, f'hand = ["{R0}"]', ("encore", 1), "hand0"),
    (MIKO_ENC, f'waiting = ["{OKAYU}"]', ("encore", 1), "clock0"),
    (BERSERKER, "", ("encore", 0), "clock0"),
])
def test_encore_variants(card, extra, pay, zone_after):
    g = position("encore", f"""
stage = [{{ card = "{card}", slot = 0, reversed = true }}]
{extra}
""")
    assert g.decision.kind == "encore" and pay in g.decision.options and ("encore", -1) not in g.decision.options
    before = len(g.zones[zone_after])
    g.apply(pay)
    x = slot(g, 0, 0)
    assert x is not None and g.objs[x].tapped and g.objs[x].card.code == card
    if zone_after == "hand0":
        assert len(g.zones["hand0"]) == before - 1 and names(g, "waiting0") == [R0]
    else:
        assert len(g.zones["clock0"]) == before + 1
        if card == MIKO_ENC:
            assert names(g, "clock0")[0] == OKAYU          # to the bottom of the clock


@pytest.mark.rules("weiss:CR-10.2.2")
@pytest.mark.parametrize("blue,has", [(True, True), (False, False)])
def test_experience_grants_encore_only_with_blue_in_level(blue, has):
    lv = f'["{B0}"]' if blue else f'["{R0}"]'
    g = position("encore", f"""
stage = [{{ card = "{CHOCO_EXP}", slot = 0, reversed = true }}]
hand = ["{R0}"]
level = {lv}
""")
    if has:
        assert g.decision.kind == "encore"
    else:
        assert slot(g, 0, 0) is None and names(g, "waiting0") == [CHOCO_EXP]


@pytest.mark.rules("weiss:CR-10.2.3", "weiss:CR-10.2.1")
def test_encore_outside_the_encore_step_for_a_character_put_into_waiting_room_by_an_effect():
    g = position("attack", f"""
stage = [{{ card = "{AKI}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]
hand = ["3 {R0}"]
""", f"""
stage = [{{ card = "{R1}", slot = 1 }}]
stock = ["3 {R0}"]
""")
    g.apply(("attack", 1, "front"))
    g.apply(("yes",))                        # pay 3 hand cards: an opponent's character to waiting room
    g.apply(0)
    g.apply(0)                               # the third is forced, and so is the only target
    assert g.decision.kind == "encore" and g.decision.player == 1
    g.apply(("encore", -1))
    assert slot(g, 1, 1) is not None and g.objs[slot(g, 1, 1)].tapped and not g.zones["stock1"]


# ------------------------------------------------------------------------- trigger icons
def attack_with_trigger(top, extra0="", extra1="", opp_stage=""):
    return position("attack", f"""
stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]
deck = ["10 {R0}", "{top}"]
{extra0}
""", f"""
{opp_stage}
{extra1}
""")


@pytest.mark.rules("weiss:WS-VI.2")
def test_choice_trigger_to_hand_or_stock():
    g = attack_with_trigger(CHOICE_CX, f'waiting = ["{R2}", "{R0}"]')
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "choice"
    r2 = g.zones["waiting0"][0]
    assert set(g.decision.options) == {("hand", r2), ("stock", r2), ("none",)}   # R0 has no soul icon
    g.apply(("stock", r2))
    assert names(g, "stock0") == [R2, CHOICE_CX]


@pytest.mark.rules("weiss:WS-VI.2")
def test_standby_trigger_puts_a_character_of_level_up_to_yours_plus_one_rested():
    g = attack_with_trigger(STANDBY_CX, f'waiting = ["{R2}", "{R1}"]')
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "standby"
    r1 = g.zones["waiting0"][1]
    assert {o[1] for o in g.decision.options if o[0] == "standby"} == {r1}   # level 0: up to level 1
    g.apply(("standby", r1, 4))
    x = slot(g, 0, 4)
    assert g.objs[x].card.code == R1 and g.objs[x].tapped


@pytest.mark.rules("weiss:WS-VI.2", "weiss:WS-V")
def test_standby_climax_placed_performs_the_standby_effect():
    g = position("climax", f"""
hand = ["{STANDBY_CX}"]
clock = ["{R0}"]
waiting = ["{R1}"]
stage = [{{ card = "{R0}", slot = 0 }}]
""")
    g.apply(("climax", g.zones["hand0"][0]))
    assert g.decision.kind == "standby"
    g.apply(("standby", g.zones["waiting0"][0], 0))       # onto the occupied slot: R0 goes to waiting room
    assert names(g, "front_l0") == [R1] and R0 in names(g, "waiting0")


@pytest.mark.rules("weiss:WS-VI.2", "weiss:WS-VI.4")
def test_shot_deals_one_damage_when_the_attack_damage_is_cancelled():
    g = position("attack", f"""
stage = [{{ card = "{R1}", slot = 1 }}, {{ card = "{R0}", slot = 0 }}]
deck = ["10 {R0}", "{SHOT_CX}"]
""", f'deck = ["10 {R0}", "{R1}", "{GATE_CX}"]')
    g.apply(("attack", 1, "direct"))      # soul 1 + 1 (icon) + 1 direct: first card is a climax
    assert names(g, "waiting1") == [GATE_CX] and names(g, "clock1") == [R1]


@pytest.mark.rules("weiss:WS-VI.2")
@pytest.mark.parametrize("top,kind,zone", [(GATE_CX, "gate", "hand0"), (COMEBACK_CX, "comeback", "hand0")])
def test_gate_and_comeback(top, kind, zone):
    wr = f'waiting = ["{R1}", "{GATE_CX}"]'
    g = attack_with_trigger(top, wr, extra1="")
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == kind
    picks = {g.objs[o[1]].card.code for o in g.decision.options if o[0] == "hand"}
    assert picks == ({GATE_CX} if kind == "gate" else {R1})
    g.apply(next(o for o in g.decision.options if o[0] == "hand"))
    assert len(g.zones[zone]) == 1


@pytest.mark.rules("weiss:WS-VI.2")
def test_treasure_returns_the_card_to_hand_and_may_stock_the_top():
    g = attack_with_trigger(TREASURE_CX)
    g.apply(("attack", 1, "direct"))
    g.apply(("yes",))
    assert names(g, "hand0") == [TREASURE_CX] and names(g, "stock0") == [R0]


@pytest.mark.rules("weiss:WS-VI.2")
@pytest.mark.parametrize("top,zone", [(POOL_CX, "stock0"), (DRAW_CX, "hand0")])
def test_pool_and_draw_are_optional(top, zone):
    g = attack_with_trigger(top)
    g.apply(("attack", 1, "direct"))
    g.apply(("yes",))
    assert len(g.zones[zone]) == (2 if zone == "stock0" else 1)
    g = attack_with_trigger(top)
    g.apply(("attack", 1, "direct"))
    g.apply(("no",))
    assert len(g.zones[zone]) == (1 if zone == "stock0" else 0)


@pytest.mark.rules("weiss:WS-VI.2")
def test_return_with_no_opponent_character_does_nothing_and_with_one_may_bounce():
    g = attack_with_trigger(RETURN_CX)
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "attack"
    g = attack_with_trigger(RETURN_CX, opp_stage=f'stage = [{{ card = "{R0}", slot = 0 }}]')
    g.apply(("attack", 1, "direct"))
    assert g.decision.kind == "target"
    g.apply(g.decision.options[0])
    assert names(g, "hand1") == [R0]


# ------------------------------------------------------------------------------ keywords
@pytest.mark.rules("weiss:WS-IV.4")
def test_brainstorm_draws_per_climax():
    g = position("main", f"""
stage = [{{ card = "{MIO_BS}", slot = 3 }}]
stock = ["{R0}"]
deck = ["5 {R0}", "{R1}", "{CHOICE_CX}", "{R1}", "{TREASURE_CX}", "{R1}"]
""")
    g.apply(("act", slot(g, 0, 3), 1))
    assert len(g.zones["waiting0"]) == 6          # 5 flipped + the stock paid
    assert g.decision.kind == "may"
    g.apply(("yes",))
    g.apply(("yes",))
    assert len(g.zones["hand0"]) == 2 and g.objs[slot(g, 0, 3)].tapped


@pytest.mark.rules("weiss:WS-IV.4")
def test_brainstorm_search_variant():
    g = position("main", f"""
stage = [{{ card = "{RUSHIA}", slot = 3 }}]
stock = ["{R0}"]
deck = ["{OKAYU}", "3 {R0}", "{CHOICE_CX}"]
""")
    g.apply(("act", slot(g, 0, 3), 1))
    assert g.decision.kind == "search"
    g.apply(g.decision.options[0])
    assert names(g, "hand0") == [OKAYU]


@pytest.mark.rules("weiss:WS-IV.2")
def test_bond_returns_the_named_card():
    g = position("main", f"""
hand = ["{KOR_BOND}", "{R0}"]
waiting = ["{OKAYU}", "{R1}"]
""")
    g.apply(("play", g.zones["hand0"][0], 0))
    g.apply(("yes",))                              # pay: the only hand card
    # "choose 1 ... and return it" is not optional: the only Okayu is returned (a forced choice)
    assert names(g, "hand0") == [OKAYU] and names(g, "waiting0") == [R1, R0] and g.decision.kind == "main"


def test_assist_gives_level_times_500_to_hololive_in_front():
    g = position("main",
                 f'stage = [{{ card = "{ASSIST}", slot = 3 }}, {{ card = "{OKAYU}", slot = 0 }}, {{ card = "{R1}", slot = 1 }}]')
    assert board.power(g, slot(g, 0, 0)) == 5500 + 500 and board.power(g, slot(g, 0, 1)) == 5500


def test_experience_power_with_a_blue_card_in_level():
    g = position("main", f"""
stage = [{{ card = "{CHOCO_EXP}", slot = 0 }}]
level = ["{B0}"]
""")
    assert board.power(g, slot(g, 0, 0)) == 6500


def test_memory_act_puts_itself_into_memory():
    g = position("main", f"""
stage = [{{ card = "{BOTAN_MEM}", slot = 0 }}]
stock = ["{R0}"]
deck = ["5 {R0}", "{R1}", "{SUBARU}", "{R0}"]
""")
    g.apply(("act", slot(g, 0, 0), 0))
    assert names(g, "memory0") == [BOTAN_MEM]
    assert [g.objs[o[1]].card.code for o in g.decision.options if o[0] == "pick"] == [SUBARU]
    g.apply(g.decision.options[0])
    assert names(g, "hand0") == [SUBARU] and len(g.zones["waiting0"]) == 3


@pytest.mark.rules("weiss:WS-IV")
def test_alarm_from_the_top_of_the_clock_and_shift_from_the_clock():
    g = position("clock", f"""
hand = ["{R0}", "{KOR_BOND}"]
clock = ["{MEL_SHIFT}", "{NENE_ALARM}"]
stock = ["{R0}"]
waiting = ["3 {R1}"]
""")
    g.apply(("pass",))
    assert g.decision.kind == "order_triggers" and len(g.decision.options) == 2
    g.apply(g.decision.options[0])           # Shift: exchange a yellow card with Mel
    assert g.decision.kind == "shift"
    kor = next(o for o in g.decision.options if o[0] == "shift")
    g.apply(kor)
    assert names(g, "clock0") == [KOR_BOND, NENE_ALARM] and MEL_SHIFT in names(g, "hand0")
    g.apply(("yes",))                        # Alarm: pay 1 and a card, waiting room to deck
    g.apply(g.decision.options[0])
    assert not g.zones["waiting0"] and len(g.zones["deck0"]) == 20 + 3 + 2


def test_change_puts_the_named_card_on_its_position():
    g = position("climax", f"""
stage = [{{ card = "{RIN_APPEND}", slot = 1 }}]
stock = ["2 {R0}"]
waiting = ["{RIN_ORIG}"]
clock = ["{R0}"]
""")
    g.apply(("yes",))
    assert names(g, "front_c0") == [RIN_ORIG] and RIN_APPEND in names(g, "clock0")
    g.apply(("yes",))                        # placed by Change: heal the top of the clock
    assert RIN_APPEND not in names(g, "clock0")


def test_resonance_reveals_the_named_card():
    g = position("climax", f"""
stage = [{{ card = "{NOEL}", slot = 1 }}]
hand = ["{FLARE}"]
""")
    g.apply(("yes",))
    assert board.power(g, slot(g, 0, 1)) == 3500 + 4000 and names(g, "hand0") == [FLARE]


def test_accelerate_clocks_the_top_card_for_power():
    g = position("climax", f"""
stage = [{{ card = "{ACCEL}", slot = 1 }}]
deck = ["10 {R0}", "{R2}"]
""")
    g.apply(("yes",))
    assert names(g, "clock0") == [R2] and board.power(g, slot(g, 0, 1)) == 5000 + 3500


@pytest.mark.rules("weiss:WS-VI.1")
def test_great_performance_turns_every_attack_into_a_frontal_attack_on_it():
    g = position("attack",
                 f'stage = [{{ card = "{R2}", slot = 0 }}, {{ card = "{R1}", slot = 2 }}]',
                 f'stage = [{{ card = "{AKI}", slot = 1 }}]')
    assert set(g.decision.options) == {("attack", 0, "front"), ("attack", 2, "front"), ("end",)}
    g.apply(("attack", 0, "front"))
    assert g.vars["defender"] == slot(g, 1, 1)


@pytest.mark.parametrize("top,ok", [(JOTARO, True), (R0, False)])
def test_replay_named_effect(top, ok):
    g = position("main", f"""
hand = ["{JOTARO}"]
stock = ["{R0}"]
clock = ["{R0}"]
level = ["{R0}"]
waiting = ["{R1}"]
deck = ["10 {top}"]
""")
    g.apply(("play", g.zones["hand0"][0], 1))
    g.apply(("yes",))
    if ok:
        g.apply(g.decision.options[0])
        assert names(g, "hand0") == [R1] and board.power(g, slot(g, 0, 1)) == 7000
    else:
        assert slot(g, 0, 1) is None and JOTARO in names(g, "waiting0")
