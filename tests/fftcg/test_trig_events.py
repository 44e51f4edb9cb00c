"""FFTCG rules tests of the remaining triggers and events printed text names (issue 20, fftrig):
phases of the opponent's turn, "attacks or blocks", "that Forward", what the opponent does."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, do, fid, flags, names, pass_, pass_until, power, setup, to_phase

R = pytest.mark.rules

FERAL_CHAOS = "3-148H"  # dark Forward 5, 10000: when it attacks or blocks, select 1 Character you control, to the BZ
CID_RANDELL = "4-035R"  # ice Forward 4: when your opponent's Forward enters, if he doesn't pay {1}, dull that Forward
NEO_EXDEATH = "12-110L"  # dark Forward: at the end of each of your opponent's turns, he puts 1 of his Characters in the BZ
ARDYN = "8-068L"        # earth Forward 7, 9000: at the beginning of your opponent's Attack Phase, he may put 1 Character ...
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla (fire CP)
EVOKER = "1-159C"       # water Backup 1, vanilla


@R("fftcg:10.1.3.5")
def test_an_ability_of_attacks_or_blocks_triggers_when_its_forward_blocks():
    g = setup({"field": [SQUIRE]}, {"field": [FERAL_CHAOS, EVOKER]}, phase="attack", step="declaration")
    chaos, evoker = fid(g, "Feral Chaos", "field1"), fid(g, "Evoker", "field1")
    do(g, ("attack", fid(g, "Squire", "field0")))
    pass_until(g, "block")
    do(g, ("block", chaos))
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].source == chaos
    pass_until(g, "select")
    assert g.decision.player == 1 and set(g.decision.options) >= {("select", evoker), ("select", chaos)}
    do(g, ("select", evoker))
    assert names(g, "break1") == ["Evoker"] and names(g, "field1") == ["Feral Chaos"]


@R("fftcg:10.1.2.5")
def test_the_same_ability_triggers_when_it_attacks():
    g = setup({"field": [FERAL_CHAOS, EVOKER]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Feral Chaos", "field0")))
    assert [it.kind for it in g.stack] == ["auto"]


@R("fftcg:11.8.1")
def test_that_forward_is_the_opponents_forward_that_entered_and_paying_saves_it():
    g = setup({"field": [CID_RANDELL]}, {"hand": [SQUIRE] * 5}, active=1)
    g.apply(("play", fid(g, "Squire", "hand1")))
    g.apply(("discard", g.zones["hand1"][-1]))
    squire = fid(g, "Squire", "field1")
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].subject == squire
    pass_until(g, "optional")          # player 1 may pay {1}: he declines
    assert g.decision.player == 1
    do(g, ("no",))
    assert g.objs[squire].tapped is True
    g.apply(("play", g.zones["hand1"][0]))       # the second Squire: this time he pays
    g.apply(("discard", g.zones["hand1"][-1]))
    second = [o for o in g.zones["field1"] if o != squire][0]
    pass_until(g, "optional")
    do(g, ("yes",), ("discard", g.zones["hand1"][0]))      # {1}: his last card
    assert g.objs[second].tapped is False and g.zones["hand1"] == [] and len(g.zones["break1"]) == 3


@R("fftcg:11.8.1")
def test_its_own_controllers_forward_entering_does_not_trigger_it():
    g = setup({"field": [CID_RANDELL], "hand": [SQUIRE, SQUIRE]}, {})
    g.apply(("play", fid(g, "Squire", "hand0")))
    g.apply(("discard", g.zones["hand0"][-1]))
    assert g.stack == [] and g.objs[fid(g, "Squire", "field0")].tapped is False


@R("fftcg:9.5.1.1")
def test_at_the_end_of_each_opponents_turn_he_puts_a_character_he_selects_into_the_break_zone():
    g = setup({"field": [NEO_EXDEATH]}, {"field": [SQUIRE, EVOKER]}, active=1, phase="main2")
    pass_(g, 2)           # the opponent's turn ends: Neo Exdeath triggers
    pass_until(g, "select")
    assert g.decision.player == 1
    do(g, ("select", fid(g, "Evoker", "field1")))
    assert names(g, "break1") == ["Evoker"] and names(g, "field1") == ["Squire"]


@R("fftcg:9.5.1.1")
def test_the_end_of_its_controllers_own_turn_does_not_trigger_it():
    g = setup({"field": [NEO_EXDEATH]}, {"field": [SQUIRE]}, phase="main2")
    to_phase(g, 4)
    assert names(g, "field1") == ["Squire"] and names(g, "break1") == []


@R("fftcg:10.1.1.1")
def test_the_opponent_may_put_a_character_into_the_break_zone_and_then_ardyn_cannot_block():
    g = setup({"field": [ARDYN]}, {"field": [SQUIRE, EVOKER]}, active=1)
    ardyn, squire = fid(g, "Ardyn", "field0"), fid(g, "Squire", "field1")
    pass_until(g, "select")
    do(g, ("select", fid(g, "Evoker", "field1")))
    assert g.decision.kind == "optional" and g.decision.player == 1
    do(g, ("yes",))
    assert names(g, "break1") == ["Evoker"]
    pass_until(g, "attack")
    do(g, ("attack", squire))
    pass_until(g, "block")
    assert ("block", ardyn) not in g.decision.options


# ------------------------------------------------------------ damage dealt, draws, searches
ROGUE = "4-039R"        # ice Forward 2, 5000: when it deals damage to a Forward, dull it and Freeze it
ANDORIA = "5-121R"      # Backup: when a party you control deals damage to your opponent, draw 1 card
EMPEROR = "5-036L"      # ice Forward 3, 7000: when your opponent draws a card outside his Draw Phase, dull and Freeze 1 of his Forwards
ROMAA = "15-063C"       # wind Forward 4, 8000: when you draw a card, +1000 power until the end of the turn
TONBERRY = "5-130R"     # water Monster 1: when a Character opponent controls searches, Tonberry to the BZ: break that Character
MOOGLE = "1-172C"       # water Summon 1: draw 2 cards, then discard 1 card from your hand
WEDGE = "1-203S"        # earth Backup 4: when it enters, you may search for 1 _Card Name Biggs_ and add it to your hand
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla (earth CP)


@R("fftcg:10.1.4.2", "fftcg:11.8.1")
def test_the_forward_dealt_damage_in_battle_is_dulled_and_frozen():
    g = setup({"field": [ROGUE]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    knight = fid(g, "Knight", "field1")
    do(g, ("attack", fid(g, "Rogue", "field0")))
    pass_until(g, "block")
    do(g, ("block", knight))
    pass_until(g, "priority")
    pass_(g, 2)         # the damage: Rogue (5000) deals 5000 to the Knight, the Knight breaks Rogue
    assert g.objs[knight].damage == 5000 and names(g, "break0") == ["Rogue"]
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].subject == knight
    pass_(g, 2)
    assert g.objs[knight].tapped is True and g.objs[knight].marks & FROZEN


@R("fftcg:10.1.4.1")
def test_an_unblocked_attack_deals_no_damage_to_a_forward_and_does_not_trigger_it():
    g = setup({"field": [ROGUE]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Rogue", "field0")))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_until(g, "priority")
    pass_(g, 2)
    assert len(g.zones["damage1"]) == 1 and g.stack == []


@R("fftcg:15.1.1.9.1", "fftcg:10.1.4.1")
def test_a_party_dealing_damage_to_the_opponent_triggers_once():
    g = setup({"field": [ANDORIA, SQUIRE, SQUIRE]}, {}, phase="attack", step="declaration")
    sq = [o for o in g.zones["field0"] if g.objs[o].card.name == "Squire"]
    do(g, ("attack", sq[0]), ("add", sq[1]))       # no other Fire Forward: the Party is complete
    hand = len(g.zones["hand0"])
    for _ in range(8):
        if g.stack and g.stack[-1].code == ANDORIA:
            break
        do(g, g.decision.options[0])      # pass, no block
    assert [it.code for it in g.stack] == [ANDORIA]
    pass_(g, 2)
    assert len(g.zones["damage1"]) == 1 and len(g.zones["hand0"]) == hand + 1 and g.stack == []


def _cast_moogle(g, p: int) -> None:
    g.apply(("cast", fid(g, "Moogle", f"hand{p}")))
    g.apply(("discard", fid(g, "Evoker", f"hand{p}")))


@R("fftcg:11.8.6")
def test_each_card_the_opponent_draws_outside_his_draw_phase_triggers_it():
    g = setup({"field": [EMPEROR]}, {"hand": [MOOGLE, EVOKER], "field": [SQUIRE]}, active=1)
    squire = fid(g, "Squire", "field1")
    _cast_moogle(g, 1)
    pass_(g, 2)          # Moogle: player 1 draws 2 cards (then discards 1)
    pass_until(g, "discard")
    do(g, ("discard", g.zones["hand1"][0]))
    do(g, g.decision.options[0], ("target", squire))     # one ability per card drawn
    pass_until(g, "target")
    do(g, ("target", squire))
    assert [it.code for it in g.stack] == [EMPEROR, EMPEROR]
    pass_(g, 4)
    assert g.objs[squire].tapped is True and g.objs[squire].marks & FROZEN


@R("fftcg:9.2.1")
def test_the_opponents_draw_phase_does_not_trigger_it():
    g = setup({"field": [EMPEROR]}, {"field": [SQUIRE]}, phase="main2")
    to_phase(g, 4)
    assert len(g.zones["hand1"]) == 2 and g.objs[fid(g, "Squire", "field1")].tapped is False


@R("fftcg:11.8.6")
def test_each_card_drawn_gives_romaa_mihgo_1000_power():
    g = setup({"field": [ROMAA], "hand": [MOOGLE, EVOKER]}, {})
    romaa = fid(g, "Romaa Mihgo", "field0")
    _cast_moogle(g, 0)
    pass_(g, 2)
    pass_until(g, "discard")
    do(g, ("discard", g.zones["hand0"][0]))
    while g.decision.kind == "order_triggers":      # one ability per card drawn
        do(g, g.decision.options[0])
    assert [it.code for it in g.stack] == [ROMAA, ROMAA]
    pass_(g, 4)
    assert power(g, romaa) == 10000


@R("fftcg:11.8.1")
def test_a_character_of_the_opponent_searching_breaks_it_and_tonberry_goes_to_the_break_zone():
    g = setup({"field": [TONBERRY]}, {"hand": [WEDGE, BLACK_BELT, BLACK_BELT]}, active=1)
    g.apply(("play", fid(g, "Wedge", "hand1")))
    for oid in [o for o in g.zones["hand1"] if g.objs[o].card.name == "Black Belt"]:
        g.apply(("discard", oid))
    wedge = fid(g, "Wedge", "field1")
    pass_until(g, "optional")
    do(g, ("yes",))               # Wedge searches (for a Biggs his deck does not have)
    assert [it.code for it in g.stack] == [TONBERRY] and g.stack[0].subject == wedge
    pass_(g, 2)
    assert names(g, "break0") == ["Tonberry"] and "Wedge" in names(g, "break1") and names(g, "field1") == []


# ------------------------------------------------------- who chose, who broke, where it went
DELITA = "3-088L"       # earth Forward 5, 9000: chosen by an ability of a Character of the opponent: break that Character
TIME_MAGE = "1-049C"    # ice Backup 2: {i}{D}: choose 1 Forward, it cannot attack this turn
DOCTOR_CID = "2-041H"   # ice Backup 2: a Backup you control broken by the opponent's Summon or ability: he puts 1 Character into the BZ
HECATONCHEIR = "1-117R"  # earth Summon 3: choose 1 Backup of cost 3 or more, break it
DEVOUT = "1-048C"       # ice Backup 5: {D}, put Devout into the BZ: play 1 Forward of cost 4 or less from your BZ (your turn)
REMEDI = "4-047R"       # ice Forward 3: the opponent plays a Character other than from his hand: unless he pays {2}, break it
CEODORE = "3-138H"      # water Forward 4: one of your other Water Characters enters: 1 Forward you control +1000 / First Strike / Brave
NOEL = "15-096C"        # lightning Forward 3, 6000, First Strike: when blocked, 6000 damage to the Forward that blocks Noel
TIDUS = "16-116L"       # water Forward 3: when put from the field into its owner's deck, draw 3 cards
JAKE = "8-097H"         # lightning Forward 4: another Forward enters your field: that Forward +4000 power
IFRIT = "1-004C"        # fire Summon 1: choose 1 Forward, deal it 4000 damage


@R("fftcg:11.3.8", "fftcg:11.8.1")
def test_chosen_by_an_ability_of_an_opposing_character_breaks_that_character():
    g = setup({"field": [DELITA]}, {"field": [TIME_MAGE], "hand": [KNIGHT]}, active=1)
    delita, mage = fid(g, "Delita", "field0"), fid(g, "Time Mage", "field1")
    g.apply(("use", mage, 0))
    g.apply(("target", delita))
    g.apply(("discard", fid(g, "Knight", "hand1")))
    assert [it.code for it in g.stack] == [TIME_MAGE, DELITA] and g.stack[1].subject == mage
    pass_(g, 2)
    assert names(g, "break1") == ["Knight", "Time Mage"] and names(g, "field1") == []


@R("fftcg:11.3.8")
def test_chosen_by_a_summon_of_the_opponent_deals_him_1_point_of_damage():
    g = setup({"field": [DELITA]}, {"hand": [IFRIT, SQUIRE]}, active=1)
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    g.apply(("target", fid(g, "Delita", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand1")))
    assert [it.code for it in g.stack] == [IFRIT, DELITA]
    pass_(g, 2)
    assert len(g.zones["damage1"]) == 1


@R("fftcg:15.1.1.3")
def test_a_backup_broken_by_the_opponents_summon_makes_him_put_a_character_into_the_break_zone():
    g = setup({"field": [DOCTOR_CID, DEVOUT]}, {"field": [SQUIRE, EVOKER], "hand": [HECATONCHEIR, BLACK_BELT, BLACK_BELT]},
              active=1)
    g.apply(("cast", fid(g, "Hecatoncheir", "hand1")))
    g.apply(("target", fid(g, "Devout", "field0")))
    for oid in [o for o in g.zones["hand1"] if g.objs[o].card.name == "Black Belt"]:
        if g.decision.kind == "payment":
            g.apply(("discard", oid))
    pass_(g, 2)         # Hecatoncheir breaks Devout: Doctor Cid triggers
    assert names(g, "break0") == ["Devout"] and [it.code for it in g.stack] == [DOCTOR_CID]
    pass_until(g, "select")
    assert g.decision.player == 1
    do(g, ("select", fid(g, "Squire", "field1")))
    assert names(g, "field1") == ["Evoker"] and "Squire" in names(g, "break1")


@R("fftcg:15.1.1.3")
def test_a_backup_put_into_the_break_zone_otherwise_is_not_broken_by_the_opponent():
    g = setup({"field": [DOCTOR_CID, DEVOUT], "break": [SQUIRE]}, {"field": [SQUIRE]})
    g.apply(("use", fid(g, "Devout", "field0"), 0))     # Devout puts itself into the Break Zone (a cost)
    g.apply(("target", fid(g, "Squire", "break0")))
    assert names(g, "break0")[-1] == "Devout" and all(it.code != DOCTOR_CID for it in g.stack)


@R("fftcg:11.8.1")
def test_a_character_the_opponent_plays_from_his_break_zone_is_broken_unless_he_pays():
    g = setup({"field": [REMEDI]}, {"field": [DEVOUT], "break": [SQUIRE]}, active=1)
    g.apply(("use", fid(g, "Devout", "field1"), 0))
    g.apply(("target", fid(g, "Squire", "break1")))
    pass_(g, 2)          # Squire enters player 1's field from his Break Zone: Remedi triggers
    squire = fid(g, "Squire", "field1")
    assert [it.code for it in g.stack] == [REMEDI] and g.stack[0].subject == squire
    pass_(g, 2)          # he cannot pay {2} (no cards): it is broken
    assert names(g, "field1") == [] and names(g, "break1") == ["Devout", "Squire"]


@R("fftcg:11.8.1")
def test_a_character_played_from_the_hand_does_not_trigger_remedi():
    g = setup({"field": [REMEDI]}, {"hand": [SQUIRE, SQUIRE]}, active=1)
    g.apply(("play", fid(g, "Squire", "hand1")))
    g.apply(("discard", g.zones["hand1"][-1]))
    assert g.stack == [] and names(g, "field1") == ["Squire"]


@R("fftcg:11.8.16.2.1", "fftcg:11.6.6")
def test_another_water_character_entering_lets_ceodore_select_1_of_the_following():
    g = setup({"field": [CEODORE], "hand": [EVOKER, EVOKER]}, {})
    ceodore = fid(g, "Ceodore", "field0")
    g.apply(("play", fid(g, "Evoker", "hand0")))
    g.apply(("discard", g.zones["hand0"][-1]))
    d = g.decision
    assert d.kind == "mode" and len(d.options) == 3
    do(g, d.options[2], ("target", ceodore))      # "It gains Brave until the end of the turn."
    pass_(g, 2)
    assert "brave" in flags(g, ceodore) and power(g, ceodore) == 8000


@R("fftcg:11.8.16.2.1")
def test_ceodore_itself_entering_does_not_trigger_it():
    g = setup({"hand": [CEODORE, EVOKER, EVOKER]}, {})
    g.apply(("play", fid(g, "Ceodore", "hand0")))
    for oid in [o for o in g.zones["hand0"] if g.objs[o].card.name == "Evoker"]:
        if g.decision.kind == "payment":
            g.apply(("discard", oid))
    assert g.stack == [] and g.decision.kind == "priority"


@R("fftcg:10.1.3.5")
def test_the_forward_that_blocks_noel_is_dealt_6000_damage():
    g = setup({"field": [NOEL]}, {"field": [KNIGHT, SQUIRE]}, phase="attack", step="declaration")
    knight = fid(g, "Knight", "field1")
    do(g, ("attack", fid(g, "Noel", "field0")))
    pass_until(g, "block")
    do(g, ("block", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 6000 and g.objs[fid(g, "Squire", "field1")].damage == 0


@R("fftcg:11.8.16.2")
def test_put_from_the_field_into_its_owners_deck_draws_3_cards():
    g = setup({"field": [TIDUS]}, {"hand": [IFRIT, SQUIRE], "field": [KNIGHT]}, active=1)
    tidus = fid(g, "Tidus", "field0")
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    g.apply(("target", tidus))
    g.apply(("discard", fid(g, "Squire", "hand1")))
    pass_until(g, "optional")         # Tidus, chosen: "you may put Tidus at the bottom of its owner's deck"
    do(g, ("yes",))
    pass_until(g, "priority")
    assert names(g, "deck0")[0] == "Tidus" and [it.code for it in g.stack] == [IFRIT, TIDUS]
    hand = len(g.zones["hand0"])
    pass_(g, 2)
    assert len(g.zones["hand0"]) == hand + 3


@R("fftcg:11.8.16.2.1")
def test_that_forward_entering_your_field_gains_4000_power():
    g = setup({"field": [JAKE], "hand": [SQUIRE, SQUIRE]}, {})
    g.apply(("play", fid(g, "Squire", "hand0")))
    g.apply(("discard", g.zones["hand0"][-1]))
    squire = fid(g, "Squire", "field0")
    assert [it.code for it in g.stack] == [JAKE] and g.stack[0].subject == squire
    pass_(g, 2)
    assert power(g, squire) == 9000 and power(g, fid(g, "Jake", "field0")) == 8000



TERRA = "20-034R"       # ice Forward 4, 8000: forms a party with a _Category VI_ Forward and attacks: may cast a Summon <= 4 free
UMARO = "11-024L"       # ice Forward, Category VI, 9000
ICE_KNIGHT = "1-050C"   # ice Forward 7000, Category of none


@R("fftcg:15.1.1.9.1", "fftcg:10.1.2.5")
def test_forming_a_party_with_a_category_vi_forward_lets_terra_cast_a_summon_free():
    g = setup({"field": [TERRA, UMARO], "hand": [IFRIT]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    knight = fid(g, "Knight", "field1")
    do(g, ("attack", fid(g, "Terra", "field0")), ("add", fid(g, "Umaro", "field0")))
    assert [it.code for it in g.stack] == [TERRA]
    pass_until(g, "optional")
    do(g, ("yes",), ("cast", fid(g, "Ifrit", "hand0")), ("target", knight))
    assert [it.code for it in g.stack] == [IFRIT] and names(g, "hand0") == [] and names(g, "break0") == []
    pass_(g, 2)
    assert g.objs[knight].damage == 4000


@R("fftcg:15.1.1.9.1")
def test_a_party_without_a_category_vi_forward_does_not_trigger_it():
    g = setup({"field": [TERRA, ICE_KNIGHT], "hand": [IFRIT]}, {"field": [SQUIRE]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Terra", "field0")), ("add", fid(g, "Knight", "field0")))
    assert g.stack == []


YAGUDO = "17-060C"      # wind Monster 1: when it enters the field ("enteres" in the data), 1 Forward's power becomes 4000


@R("fftcg:11.8.16.2.1")
def test_a_misprint_of_the_data_corrected_compiles_the_printed_ability():
    g = setup({"hand": [YAGUDO, "1-078C"]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("play", fid(g, "Yagudo", "hand0")))
    g.apply(("discard", g.zones["hand0"][-1]))
    do(g, ("target", knight))
    pass_(g, 2)
    assert power(g, knight) == 4000


# --------------------------------------------- becoming dull, when it may trigger, leaving
SNIPER = "14-046C"      # wind Forward 4, 8000: when active Sniper becomes dull, 4000 damage to 1 opposing Forward
TIME_MAGE_14 = "14-034C"  # ice Forward 4, 8000: when active Time Mage becomes dull, choose 1 Forward, dull it
LULU = "16-135S"        # wind Forward 3: when you cast a Summon, 1 opposing Forward's power becomes 5000 (only during your turn)
SARAH = "17-120H"       # water Forward 1: chosen by a Summon or an ability: may draw 1 (only in the opponent's turn, once per turn)
CHOCOBO_7 = "7-055R"    # wind Forward 2: {D}: 1 other Forward +3000; when that Forward leaves the field this turn, Chocobo to the BZ


@R("fftcg:10.1.2.2", "fftcg:11.8.1")
def test_becoming_dull_to_attack_triggers_it():
    g = setup({"field": [SNIPER]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    knight = fid(g, "Knight", "field1")
    do(g, ("attack", fid(g, "Sniper", "field0")))
    assert g.decision.kind == "target" and g.decision.options == (("target", knight),)
    do(g, ("target", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 4000


@R("fftcg:11.8.1")
def test_becoming_dull_by_an_effect_triggers_it_and_a_dull_card_dulled_again_does_not():
    g = setup({"field": [TIME_MAGE_14]}, {"field": [{"card": SNIPER, "dull": True}, SQUIRE]}, active=1)
    mage, squire = fid(g, "Time Mage", "field0"), fid(g, "Squire", "field1")
    from tcg.games.fftcg import actions
    actions.dull(g, fid(g, "Sniper", "field1"))        # already dull: no event, Sniper waits for none
    assert g.pending == []
    actions.dull(g, mage)
    assert [t.code for t in g.pending] == [TIME_MAGE_14]
    g.apply(("pass",))       # the next priority puts it on the stack: player 0 chooses its Forward
    do(g, ("target", squire))
    pass_until(g, "priority")
    pass_(g, 2)
    assert g.objs[squire].tapped is True


@R("fftcg:11.8.13")
def test_an_ability_that_triggers_only_during_your_turn():
    g = setup({"field": [LULU], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", knight))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    assert g.decision.kind == "target"        # Lulu's ability (up to 1 Forward opponent controls)
    g = setup({"field": [LULU, KNIGHT]}, {"hand": [IFRIT, SQUIRE], "field": [SQUIRE]}, active=1)
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    g.apply(("target", fid(g, "Knight", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand1")))
    assert [it.code for it in g.stack] == [IFRIT]      # the opponent cast it: Lulu waits for yours only


@R("fftcg:11.8.13")
def test_an_ability_that_triggers_only_during_the_opponents_turn_and_once_per_turn():
    g = setup({"field": [SARAH]}, {"hand": [IFRIT, IFRIT, SQUIRE, SQUIRE]}, active=1)
    sarah = fid(g, "Princess Sarah", "field0")
    for k in range(2):
        g.apply(("cast", [o for o in g.zones["hand1"] if g.objs[o].card.name == "Ifrit"][0]))
        g.apply(("target", sarah))
        g.apply(("discard", fid(g, "Squire", "hand1")))
        assert [it.code for it in g.stack] == ([IFRIT, SARAH] if k == 0 else [IFRIT])
        pass_until(g, "optional") if k == 0 else None
        if k == 0:
            do(g, ("yes",))
        pass_until(g, "priority")
        pass_(g, 2)
    assert len(g.zones["hand0"]) == 1
    g = setup({"field": [SARAH], "hand": [IFRIT, SQUIRE]}, {})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Princess Sarah", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    assert [it.code for it in g.stack] == [IFRIT]       # its controller's own turn


@R("fftcg:11.8.17.2")
def test_a_delayed_ability_waiting_for_the_chosen_forward_to_leave_the_field_this_turn():
    g = setup({"field": [CHOCOBO_7, SQUIRE], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    choco, squire = fid(g, "Chocobo", "field0"), fid(g, "Squire", "field0")
    g.apply(("use", choco, 0))
    g.apply(("target", squire))
    pass_(g, 2)
    assert power(g, squire) == 8000
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", squire))
    g.apply(("discard", [o for o in g.zones["hand0"] if g.objs[o].card.name == "Squire"][0]))
    pass_(g, 2)          # Ifrit: 4000 damage, the Squire (8000) survives
    assert names(g, "field0") == ["Chocobo", "Squire"]
    from tcg.games.fftcg import actions
    actions.break_cards(g, [squire])
    assert [t.code for t in g.pending] == [CHOCOBO_7]


# ---------------------------------------------------------------------------------- discards
ZIDANE = "6-044L"       # wind Forward 4, 7000: opponent discards due to your Summons or abilities: activate 1 Wind Character
BLACK_WALTZ_1 = "16-027C"  # ice Forward 3: when discarded from your hand due to an ability, 4000 damage to 1 Forward


def _emperor_enters(g, p: int) -> None:
    """Player `p` plays The Emperor (3 ice CP: two Knights) and pays {1} (a third Knight) on resolution."""
    g.apply(("play", fid(g, "The Emperor", f"hand{p}")))
    knights = [o for o in g.zones[f"hand{p}"] if g.objs[o].card.name == "Knight"]
    for oid in knights[:2]:
        g.apply(("discard", oid))
    pass_until(g, "optional")
    do(g, ("yes",), ("discard", knights[2]))


@R("fftcg:11.8.1")
def test_the_opponent_discarding_due_to_your_ability_triggers_it():
    g = setup({"field": [{"card": ZIDANE, "dull": True}], "hand": [EMPEROR, KNIGHT, KNIGHT, KNIGHT]},
              {"hand": [SQUIRE]})
    zidane = fid(g, "Zidane", "field0")
    _emperor_enters(g, 0)
    pass_until(g, "discard")
    do(g, ("discard", fid(g, "Squire", "hand1")))        # the opponent discards: Zidane triggers
    do(g, ("target", zidane))
    pass_(g, 2)
    assert g.objs[zidane].tapped is False


@R("fftcg:11.8.1")
def test_a_card_discarded_due_to_an_ability_triggers_its_own_ability_from_the_break_zone():
    g = setup({"hand": [BLACK_WALTZ_1]}, {"hand": [EMPEROR, KNIGHT, KNIGHT, KNIGHT], "field": [SQUIRE]}, active=1)
    squire = fid(g, "Squire", "field1")
    _emperor_enters(g, 1)
    pass_until(g, "discard")
    do(g, ("discard", fid(g, "Black Waltz 1", "hand0")))
    assert names(g, "break0") == ["Black Waltz 1"]
    do(g, ("target", squire))       # Black Waltz 1's ability, from the Break Zone
    pass_(g, 2)
    assert g.objs[squire].damage == 4000


@R("fftcg:11.8.1")
def test_a_card_discarded_due_to_a_summon_does_not_trigger_it():
    g = setup({"hand": [MOOGLE, EVOKER, BLACK_WALTZ_1]}, {"field": [SQUIRE]})
    _cast_moogle(g, 0)
    pass_(g, 2)
    pass_until(g, "discard")
    do(g, ("discard", fid(g, "Black Waltz 1", "hand0")))
    assert g.pending == [] and g.stack == [] and g.decision.kind == "priority"


# ------------------------------------------------------------- events of different kinds
ALUS = "10-085H"        # lightning Backup: enters or each of your Main Phase 1: reveal the top card; a Dragoon to the hand, else the BZ
RICARD = "1-146H"       # lightning Forward, _Job Dragoon_


@R("fftcg:9.3.1.3", "fftcg:11.8.16.2.1")
def test_an_ability_waiting_for_its_card_entering_or_the_beginning_of_main_phase_1():
    # the deck is listed bottom first: the Draw Phase takes the two Black Belts on top
    g = setup({"field": [ALUS], "deck": [f"5 {BLACK_BELT}", RICARD, f"2 {BLACK_BELT}"]}, {}, phase="main2", active=1)
    to_phase(g, 4)             # player 0's Main Phase 1 begins: Alus's ability is on the stack
    assert [it.code for it in g.stack] == [ALUS]
    pass_(g, 2)                # it reveals Ricard, a _Job Dragoon_: into the hand
    assert names(g, "hand0") == ["Black Belt", "Black Belt", "Ricard"] and names(g, "break0") == []
    g = setup({"field": [ALUS], "deck": [f"8 {BLACK_BELT}"]}, {}, phase="main2", active=1)
    to_phase(g, 4)
    pass_(g, 2)                # a Black Belt: into the Break Zone
    assert names(g, "break0") == ["Black Belt"] and len(g.zones["hand0"]) == 2


@R("fftcg:11.8.16.2.1")
def test_the_same_ability_triggers_when_its_card_enters_the_field():
    g = setup({"hand": [ALUS, RICARD, RICARD, "3-114C"], "deck": [f"5 {BLACK_BELT}", RICARD]}, {})
    g.apply(("play", fid(g, "Alus", "hand0")))
    for oid in [o for o in g.zones["hand0"] if g.objs[o].card.name != "Alus"]:
        if g.decision.kind == "payment":
            g.apply(("discard", oid))
    assert [it.code for it in g.stack] == [ALUS]
    pass_(g, 2)
    assert names(g, "hand0") == ["Ricard"]


SEIFER = "18-075R"      # lightning Forward 3, 7000: when you receive a point of damage, 1 Forward +2000 power and Haste
BORGHEN = "12-069H"     # earth Forward 1, 9000: put from the field into the BZ: the opponent returns 1 Forward of his BZ to his hand


@R("fftcg:6.5.2", "fftcg:10.1.4.1")
def test_each_point_of_damage_you_receive_triggers_it():
    g = setup({"field": [SEIFER]}, {"field": [SQUIRE]}, active=1, phase="attack", step="declaration")
    seifer = fid(g, "Seifer", "field0")
    do(g, ("attack", fid(g, "Squire", "field1")))
    pass_until(g, "block")
    do(g, ("no_block",))
    pass_until(g, "target")
    assert len(g.zones["damage0"]) == 1 and g.decision.player == 0
    do(g, ("target", seifer))
    pass_(g, 2)
    assert power(g, seifer) == 9000 and "haste" in flags(g, seifer)


@R("fftcg:11.8.16.2")
def test_the_opponent_selects_a_forward_in_his_break_zone_and_adds_it_to_his_hand():
    g = setup({"field": [{"card": BORGHEN, "damage": 5000}]}, {"hand": [IFRIT, SQUIRE], "break": [KNIGHT, EVOKER]}, active=1)
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    g.apply(("target", fid(g, "Borghen", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand1")))
    pass_(g, 2)          # 4000 more damage: Borghen (9000) is broken
    assert names(g, "break0") == ["Borghen"]
    pass_until(g, "select")
    knight, squire = fid(g, "Knight", "break1"), fid(g, "Squire", "break1")     # the Squire paid for Ifrit
    assert g.decision.player == 1 and set(g.decision.options) == {("select", knight), ("select", squire)}
    do(g, ("select", knight))
    assert names(g, "hand1") == ["Knight"] and names(g, "break1") == ["Evoker", "Squire", "Ifrit"]


VINCENT = "9-062H"      # earth Forward 3: enters: you may put 1 Backup you control into the BZ; when you do so, 8000 damage to 1 dull Forward


def _vincent_enters(g) -> None:
    g.apply(("play", fid(g, "Vincent", "hand0")))
    for oid in [o for o in g.zones["hand0"] if g.objs[o].card.name == "Black Belt"]:
        if g.decision.kind == "payment":
            g.apply(("discard", oid))
    pass_until(g, "select")


@R("fftcg:11.8.14")
def test_putting_a_backup_into_the_break_zone_deals_the_dull_forward_8000_damage():
    g = setup({"hand": [VINCENT, BLACK_BELT, BLACK_BELT], "field": [EVOKER]}, {"field": [{"card": KNIGHT, "dull": True}]})
    _vincent_enters(g)
    do(g, ("select", fid(g, "Evoker", "field0")))
    pass_until(g, "priority")
    assert names(g, "break0")[-1] == "Evoker" and names(g, "field1") == [] and "Knight" in names(g, "break1")


@R("fftcg:11.8.14")
def test_declining_to_put_a_backup_deals_no_damage():
    g = setup({"hand": [VINCENT, BLACK_BELT, BLACK_BELT], "field": [EVOKER]}, {"field": [{"card": KNIGHT, "dull": True}]})
    _vincent_enters(g)
    do(g, ("done",))
    assert names(g, "field0") == ["Evoker", "Vincent"] and g.objs[fid(g, "Knight", "field1")].damage == 0
