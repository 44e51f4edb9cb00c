"""The Opus VI–XX phrasings of grammar_ffcards.py, each played with a real card of the pool
(compiled from its printed text) and its printed outcome asserted."""

from __future__ import annotations

import pytest
from play_kit import FROZEN, do, fid, names, pass_until, power, resolve_all, setup

from tcg.games.fftcg import actions
from tcg.games.fftcg.chars import has
from tcg.games.fftcg.payment import card_cost

R = pytest.mark.rules

BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla
KNIGHT = "1-050C"       # ice Forward 7000, vanilla
SQUIRE = "1-026C"       # fire Forward 1, 3000, vanilla
WARRIOR = "4-084C"      # earth Forward 1, 4000, vanilla
FIRE_B = "1-011C"       # fire Backup 1, vanilla
ICE_B = "1-040C"        # ice Backup 1, vanilla
LIGHTNING_B = "1-138C"  # lightning Backup 1, vanilla
WIND_B = "1-068C"       # wind Backup 1, vanilla


def _enters(g, name: str) -> None:
    """Put the card named `name` from player 0's hand onto the field, as an effect would."""
    actions.move_cards(g, [fid(g, name, "hand0")], "field")


# ------------------------------------------------------------------ the number of Forwards compared
LIGHTNING = "16-124H"   # enters: choose 1 Forward; if the opponent controls more Forwards than you, remove it


@pytest.mark.parametrize(("mine", "removed"), [(0, True), (2, False)])
def test_lightning_removes_only_while_the_opponent_controls_more_forwards(mine, removed):
    g = setup({"field": [BLACK_BELT] * mine, "hand": [LIGHTNING]}, {"field": [KNIGHT, KNIGHT]})
    _enters(g, "Lightning")                     # 1 or 3 Forwards against 2
    pass_until(g, "target")
    do(g, ("target", g.zones["field1"][0]))
    resolve_all(g)
    assert (names(g, "removed1") == ["Knight"]) is removed
    assert len(g.zones["field1"]) == (1 if removed else 2)


# ------------------------------------------------------------- "X and the Y you control gain ..."
FUJIN = "18-079R"       # lightning Forward 5000: if you control a Seifer, Fujin and the Seifer Forward you control +2000
SEIFER = "2-110R"       # lightning Forward 6000 (+3000 and Haste with Edea)


def test_fujin_and_the_seifer_forward_gain_2000_while_you_control_seifer():
    g = setup({"field": [FUJIN, SEIFER, BLACK_BELT]}, {"field": [SEIFER]})
    assert power(g, fid(g, "Fujin", "field0")) == 7000 and power(g, fid(g, "Seifer", "field0")) == 8000
    assert power(g, fid(g, "Black Belt", "field0")) == 8000 and power(g, fid(g, "Seifer", "field1")) == 6000
    g = setup({"field": [FUJIN, BLACK_BELT]}, {"field": [SEIFER]})     # the opponent's Seifer does not count
    assert power(g, fid(g, "Fujin", "field0")) == 5000


def test_fujin_with_3_damage_also_gives_the_seifer_forward_protection_from_summons():
    g = setup({"field": [FUJIN, SEIFER], "damage": ["3 1-099C"]}, {})
    fujin, seifer = fid(g, "Fujin", "field0"), fid(g, "Seifer", "field0")
    assert power(g, fujin) == 9000 and power(g, seifer) == 10000
    assert has(g, fujin, "cannot_be_chosen_by_opponent_summons") and has(g, seifer, "cannot_be_chosen_by_opponent_summons")


# ------------------------------------------------------------------------ "1 A, B, or C" (names)
GAIUS = "9-007H"        # fire Forward: {EX} enters: you may search for 1 Nero (XIV), Livia, or Rhitahtyn
LIVIA = "9-099R"


def test_gaius_searches_only_the_three_names():
    g = setup({"hand": [GAIUS], "deck": [LIVIA, KNIGHT, BLACK_BELT]}, {})
    _enters(g, "Gaius")
    for _ in range(10):                         # the other trigger has no target; the search is optional
        if g.decision.kind == "search":
            break
        d = g.decision
        do(g, ("yes",) if d.kind == "optional" else d.options[0] if d.kind != "priority" else ("pass",))
    assert {g.objs[o[1]].card.name for o in g.decision.options if len(o) > 1} == {"Livia"}


# ---------------------------------------------------------------------- "the first ... the other"
CHIME = "13-127H"       # enters: choose 2 Forwards opponent controls; return the first to hand, dull and Freeze the other
GARLAND = "1-006H"      # fire Forward 8000


def test_chime_returns_the_first_forward_and_dulls_and_freezes_the_other():
    g = setup({"hand": [CHIME]}, {"field": [KNIGHT, GARLAND]})
    _enters(g, "Chime")
    pass_until(g, "target")
    knight, garland = fid(g, "Knight", "field1"), fid(g, "Garland", "field1")
    do(g, ("target", garland))
    assert ("target", garland) not in g.decision.options       # two different Forwards
    do(g, ("target", knight))
    resolve_all(g)
    assert names(g, "hand1") == ["Garland"]
    assert g.objs[knight].tapped and g.objs[knight].marks & FROZEN


# ------------------------------------------------------------------------------ selectors
YSHTOLA = "16-100L"     # [Pulse of Creation] {S}{l}{l}{D}: 9000 damage to all the Forwards other than Job Scion of the Seventh Dawn
YDA = "5-158S"          # earth Forward 2000, Job Scion of the Seventh Dawn


def test_yshtola_pulse_of_creation_spares_the_scions():
    g = setup({"field": [YSHTOLA, YDA, KNIGHT, LIGHTNING_B, LIGHTNING_B], "hand": [YSHTOLA]}, {"field": [KNIGHT]})
    ysh = fid(g, "Y'shtola", "field0")
    special = next(o for o in g.decision.options if o[:2] == ("use", ysh) and len(o) == 3 and o[2] >= 2)
    do(g, special)
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert names(g, "break1") == ["Knight"] and "Knight" in names(g, "break0")
    assert "Yda" in names(g, "field0") and "Y'shtola" in names(g, "field0")


MJRN = "14-053R"        # enters: activate Fran and Jote you control
FRAN = "5-157S"
JOTE = "14-054R"


def test_mjrn_activates_fran_and_jote_only():
    g = setup({"hand": [MJRN], "field": [{"card": c, "dull": True} for c in (FRAN, JOTE, BLACK_BELT)]},
              {"field": [{"card": FRAN, "dull": True}]})
    _enters(g, "Mjrn")
    resolve_all(g)
    assert not g.objs[fid(g, "Fran", "field0")].tapped and not g.objs[fid(g, "Jote", "field0")].tapped
    assert g.objs[fid(g, "Black Belt", "field0")].tapped and g.objs[fid(g, "Fran", "field1")].tapped


ROSA = "16-063R"        # {D}: the Ceodore Forward and Cecil Forward you control gain +1000 power
CEODORE = "3-138H"      # water Forward 8000
CECIL = "1-108H"        # earth Forward 7000


def test_rosa_powers_ceodore_and_cecil():
    g = setup({"field": [ROSA, CEODORE, CECIL, BLACK_BELT]}, {})
    do(g, next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Rosa", "field0"))))
    resolve_all(g)
    assert power(g, fid(g, "Ceodore", "field0")) == 9000 and power(g, fid(g, "Cecil", "field0")) == 8000
    assert power(g, fid(g, "Black Belt", "field0")) == 8000


STILTZKIN = "13-043C"   # enters: you may search for 1 Forward of cost 1 or Monster of cost 1
BOMB = "11-016R"        # fire Monster 1


def test_stiltzkin_searches_a_forward_or_a_monster_of_cost_1():
    g = setup({"hand": [STILTZKIN], "deck": [SQUIRE, BOMB, FIRE_B, BLACK_BELT]}, {})
    _enters(g, "Stiltzkin")
    pass_until(g, "optional")
    do(g, ("yes",))
    assert {g.objs[o[1]].card.name for o in g.decision.options if len(o) > 1} == {"Squire", "Bomb"}


LADY = "13-054C"        # the cost required to cast your Lightning Exdeath Forward is reduced by 1
EXDEATH = "3-100L"      # lightning Forward 5
EXDEATH_BACKUP = "14-080R"


def test_lady_of_antiquity_lowers_your_lightning_exdeath_forward():
    g = setup({"field": [LADY], "hand": [EXDEATH, EXDEATH_BACKUP]}, {"hand": [EXDEATH]})
    assert card_cost(g, 0, fid(g, "Exdeath", "hand0")).total == 4
    assert card_cost(g, 0, g.zones["hand0"][1]).total == 8          # a Backup: not reduced
    assert card_cost(g, 1, fid(g, "Exdeath", "hand1")).total == 5   # the opponent's: not reduced


MARIA = "15-057R"       # the Rebel Forwards you control gain +1000 for each Rebel Forward you control
LEON = "1-060H"         # ice Forward 9000, Rebel


def test_maria_counts_the_rebel_forwards():
    g = setup({"field": [MARIA, LEON, BLACK_BELT]}, {"field": [LEON]})
    assert power(g, fid(g, "Maria", "field0")) == 6000 and power(g, fid(g, "Leon", "field0")) == 11000
    assert power(g, fid(g, "Black Belt", "field0")) == 8000 and power(g, fid(g, "Leon", "field1")) == 9000


# ------------------------------------------------------------------------------ conditions
JIHL = "20-029C"        # ice Forward 7000: if all the Characters you control have Ice Element, +2000


def test_jihl_nabaat_while_all_your_characters_are_ice():
    g = setup({"field": [JIHL, ICE_B]}, {"field": [FIRE_B]})
    assert power(g, fid(g, "Jihl Nabaat", "field0")) == 9000
    g = setup({"field": [JIHL, ICE_B, FIRE_B]}, {})
    assert power(g, fid(g, "Jihl Nabaat", "field0")) == 7000


UMARO = "17-022H"       # enters: if you control 4 or less Category VI Characters, discard 1 card (Umaro: PICTLOGICA)
CATEGORY_VI = ["1-104H", "11-002H", "7-036R", "8-005C", "8-119C"]    # Backups: Kefka, Interceptor, Terra, Edgar, Strago


@pytest.mark.parametrize("vi", [4, 5])
def test_umaro_makes_you_discard_with_four_category_vi_characters_or_less(vi):
    g = setup({"hand": [UMARO, KNIGHT], "field": CATEGORY_VI[:vi]}, {})
    _enters(g, "Umaro")
    pass_until(g, "discard", limit=6) if vi == 4 else resolve_all(g)
    if vi == 4:
        do(g, ("discard", fid(g, "Knight", "hand0")))
    assert names(g, "hand0") == ([] if vi == 4 else ["Knight"])


KELGER = "17-047L"      # if your opponent doesn't control a Forward of cost 5 or more: Haste, First Strike and Brave
CECIL_5 = "1-162R"      # water Forward 5


def test_kelger_gains_his_keywords_while_the_opponent_has_no_forward_of_cost_5():
    g = setup({"field": [KELGER]}, {"field": [KNIGHT]})
    kelger = fid(g, "Kelger", "field0")
    assert all(has(g, kelger, k) for k in ("haste", "first_strike", "brave"))
    g = setup({"field": [KELGER]}, {"field": [CECIL_5]})
    kelger = fid(g, "Kelger", "field0")
    assert not any(has(g, kelger, k) for k in ("haste", "first_strike", "brave"))


# ------------------------------------------------------------- "If C, select up to 2 ... instead"
IFRIT = "20-003H"       # fire Summon 1: select 1 of 2 (5000 damage each); with 5 Fire Characters, up to 2


def _cast_ifrit(fire: int):
    g = setup({"field": [FIRE_B] * fire, "hand": [IFRIT, IFRIT]}, {"field": [SQUIRE, GARLAND]})
    do(g, ("cast", g.zones["hand0"][0]))
    assert g.decision.kind == "mode"
    do(g, ("mode", 0))
    return g


@R("fftcg:11.3.4")
def test_ifrit_selects_one_action_with_four_fire_characters():
    g = _cast_ifrit(4)
    assert g.decision.kind == "target"          # no second action to select


@R("fftcg:11.3.4")
def test_ifrit_selects_up_to_two_actions_with_five_fire_characters():
    g = _cast_ifrit(5)
    assert g.decision.kind == "mode" and set(g.decision.options) == {("done",), ("mode", 1)}
    do(g, ("mode", 1))
    squire, garland = fid(g, "Squire", "field1"), fid(g, "Garland", "field1")
    do(g, ("target", squire), ("target", garland))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert g.objs[garland].damage == 5000 and names(g, "break1") == ["Squire"]


IFRITA = "9-002H"       # fire Summon 3: select 1 of 3; with 5 or more Ifrita and/or Ifrit in your Break Zone, up to 3
IFRIT_1 = "1-004C"


@pytest.mark.parametrize(("in_break", "more"), [(4, False), (5, True)])
def test_ifrita_counts_the_ifrit_cards_in_your_break_zone(in_break, more):
    g = setup({"field": [FIRE_B] * 3, "hand": [IFRITA], "break": [IFRIT_1] * in_break}, {"field": [KNIGHT]})
    do(g, ("cast", fid(g, "Ifrita", "hand0")), ("mode", 0))
    assert (g.decision.kind == "mode") is more


ULTIMECIA = "7-133S"    # enters: select 1 of 3; if you have received 6 points of damage, up to 2


@pytest.mark.parametrize(("damage", "more"), [(5, False), (6, True)])
def test_ultimecia_selects_two_actions_only_at_six_damage(damage, more):
    g = setup({"hand": [ULTIMECIA], "damage": [f"{damage} 1-099C"]}, {"field": [KNIGHT]})
    _enters(g, "Ultimecia")
    pass_until(g, "mode")
    do(g, ("mode", 1))                          # Freeze all the Forwards opponent controls
    assert (g.decision.kind == "mode") is more


# -------------------------------------------------- "You cannot play X or Y while already in control ..."
LYSE = "17-081H"        # earth Forward 4: you cannot play Lyse or Yda while already in control of either Character
EARTH_B = "1-105C"      # earth Backup 1, vanilla


def test_lyse_and_yda_cannot_be_played_while_you_control_either():
    backups = [EARTH_B] * 5
    g = setup({"field": [*backups, YDA], "hand": [LYSE]}, {})
    assert ("play", fid(g, "Lyse", "hand0")) not in g.decision.options        # you control Yda
    g = setup({"field": [*backups, LYSE], "hand": [YDA]}, {})
    assert ("play", fid(g, "Yda", "hand0")) not in g.decision.options         # Lyse on your field says so
    g = setup({"field": backups, "hand": [LYSE, YDA]}, {"field": [YDA, LYSE]})
    lyse = fid(g, "Lyse", "hand0")
    assert ("play", lyse) in g.decision.options and ("play", fid(g, "Yda", "hand0")) in g.decision.options
    do(g, ("play", lyse))
    while g.decision.kind == "payment":         # the Backups' CP
        do(g, next(o for o in g.decision.options if o[0] != "discard"))
    pass_until(g, "priority")
    assert "Lyse" in names(g, "field0")
    assert ("play", fid(g, "Yda", "hand0")) not in g.decision.options


# ------------------------------------------------------------------------------------ triggers
YIAZMAT = "9-057L"      # wind Forward: enters or at the beginning of your Main Phase 1: select 1 of 3


def test_yiazmat_selects_an_action_at_the_beginning_of_your_main_phase_1():
    g = setup({"field": [YIAZMAT, {"card": KNIGHT, "dull": True}]}, {"field": [GARLAND]}, phase="draw")
    pass_until(g, "mode", limit=10)
    assert g.vars["phase"] == "main1" and g.vars["tp"] == 0
    do(g, ("mode", 2))                          # "Activate all the Characters you control."
    resolve_all(g)
    assert not g.objs[fid(g, "Knight", "field0")].tapped


# ------------------------------------------------------------------------------------ effects
STRAGO = "19-093H"      # [Revenge Blast] {S}: choose 1 Forward; it loses 2000 power for each point of damage you have received


def test_strago_revenge_blast_counts_your_damage():
    g = setup({"field": [STRAGO], "hand": [STRAGO], "damage": ["3 1-099C"]}, {"field": [GARLAND]})
    special = next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Strago", "field0")))
    do(g, special, ("target", fid(g, "Garland", "field1")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert power(g, fid(g, "Garland", "field1")) == 2000


RAIN = "8-134L"         # light Forward 7000: attacks: your Forwards +2000, the opponent's -2000 until the end of the turn


def test_rain_attacks_your_forwards_gain_and_the_opponents_lose_2000():
    g = setup({"field": [RAIN, BLACK_BELT]}, {"field": [GARLAND]}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Rain", "field0")))
    resolve_all(g)
    assert power(g, fid(g, "Rain", "field0")) == 9000 and power(g, fid(g, "Black Belt", "field0")) == 10000
    assert power(g, fid(g, "Garland", "field1")) == 6000


SABIN = "17-017H"       # [Chakra] {S}: activate all the Forwards other than Sabin you control; they gain +2000 power


def test_sabin_chakra_activates_and_powers_the_other_forwards():
    g = setup({"field": [SABIN, {"card": BLACK_BELT, "dull": True}, KNIGHT], "hand": [SABIN]},
              {"field": [{"card": GARLAND, "dull": True}]})
    sabin = fid(g, "Sabin", "field0")
    do(g, next(o for o in g.decision.options if o[:2] == ("use", sabin)))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    belt, knight = fid(g, "Black Belt", "field0"), fid(g, "Knight", "field0")
    assert not g.objs[belt].tapped and power(g, belt) == 10000 and power(g, knight) == 9000
    assert power(g, sabin) == 8000 and g.objs[fid(g, "Garland", "field1")].tapped


GARNET = "17-035R"      # put into the Break Zone: you may search for 1 Jet Bahamut or Amber Bahamut. Add it to your hand.
JET = "17-015H"
AMBER = "17-036R"


def test_garnet_bahamut_searches_jet_or_amber_bahamut_into_the_hand():
    g = setup({"field": [GARNET], "deck": [JET, KNIGHT, AMBER, GARNET]}, {})
    actions.move_cards(g, [fid(g, "Garnet Bahamut", "field0")], "break")
    pass_until(g, "optional")
    do(g, ("yes",))
    assert {g.objs[o[1]].card.name for o in g.decision.options if len(o) > 1} == {"Jet Bahamut", "Amber Bahamut"}
    do(g, ("search", fid(g, "Jet Bahamut", "deck0")) if ("search", fid(g, "Jet Bahamut", "deck0")) in g.decision.options
       else next(o for o in g.decision.options if len(o) > 1 and g.objs[o[1]].card.name == "Jet Bahamut"))
    resolve_all(g)
    assert names(g, "hand0") == ["Jet Bahamut"]


FISHER = "20-120C"      # {D}, put Fisher into the Break Zone: for each 10 Water cards in your Break Zone, draw 1 card
WATER_B = "1-159C"      # water Backup, vanilla


@pytest.mark.parametrize(("water", "drawn"), [(18, 1), (19, 2)])
def test_fisher_draws_one_card_for_each_ten_water_cards(water, drawn):
    g = setup({"field": [FISHER], "break": [f"{water} {WATER_B}"]}, {})
    do(g, next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Fisher", "field0"))))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert len(g.zones["hand0"]) == drawn       # Fisher itself is one of them once paid


SCHOLAR = "15-065C"     # {D}, put Scholar into the Break Zone: Shuffle your deck.


def test_scholar_shuffles_your_deck():
    deck = [KNIGHT, GARLAND, SQUIRE, WARRIOR, FIRE_B, ICE_B, WIND_B, LIGHTNING_B, WATER_B, BLACK_BELT]
    g = setup({"field": [SCHOLAR], "deck": deck}, {})
    before = names(g, "deck0")
    do(g, next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Scholar", "field0"))))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert sorted(names(g, "deck0")) == sorted(before) and names(g, "deck0") != before


SHIVA = "19-022R"       # ice Summon 4: choose 1 Forward opponent controls. Dull it and Freeze it. Draw 1 card.


def test_shiva_dulls_freezes_and_draws():
    g = setup({"field": [ICE_B] * 4, "hand": [SHIVA]}, {"field": [KNIGHT, GARLAND]})
    garland = fid(g, "Garland", "field1")
    do(g, ("cast", fid(g, "Shiva", "hand0")), ("target", garland))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert g.objs[garland].tapped and g.objs[garland].marks & FROZEN and not g.objs[fid(g, "Knight", "field1")].tapped
    assert len(g.zones["hand0"]) == 1


LADY_OF_FROST = "14-036L"   # you cannot play her or Ysayle while in control of either; enters: dull 1 Character
YSAYLE = "6-022R"           # opponent controls, freeze all the Forwards opponent controls


def test_shiva_lady_of_frost_dulls_one_and_freezes_all_and_excludes_ysayle():
    g = setup({"field": [ICE_B] * 5 + [YSAYLE], "hand": [LADY_OF_FROST]}, {})
    assert ("play", fid(g, "Shiva, Lady of Frost", "hand0")) not in g.decision.options
    g = setup({"hand": [LADY_OF_FROST]}, {"field": [KNIGHT, GARLAND, ICE_B]})
    _enters(g, "Shiva, Lady of Frost")
    pass_until(g, "target")
    do(g, ("target", fid(g, "Summoner", "field1")))
    resolve_all(g)
    assert g.objs[fid(g, "Summoner", "field1")].tapped and not g.objs[fid(g, "Knight", "field1")].tapped
    assert all(g.objs[o].marks & FROZEN for o in (fid(g, "Knight", "field1"), fid(g, "Garland", "field1")))


FAMFRIT = "9-113H"      # water Summon 6: each player selects up to 2 Forwards or Monsters they control (as many
#                         as possible); put them into the Break Zone


def test_famfrit_each_player_puts_two_forwards_or_monsters_into_the_break_zone():
    g = setup({"field": [WATER_B] * 6 + [KNIGHT, GARLAND, SQUIRE], "hand": [FAMFRIT]}, {"field": [WARRIOR, ICE_B]})
    do(g, ("cast", fid(g, "Famfrit", "hand0")))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "select")
    assert g.decision.player == 0 and {g.objs[o[1]].card.name for o in g.decision.options} == {"Knight", "Garland", "Squire"}
    do(g, ("select", fid(g, "Knight", "field0")))
    do(g, ("select", fid(g, "Squire", "field0")))
    resolve_all(g)                              # the opponent's one Forward: picked without a choice
    assert sorted(names(g, "break0")) == ["Famfrit", "Knight", "Squire"] and "Garland" in names(g, "field0")
    assert names(g, "break1") == ["Warrior"] and names(g, "field1") == ["Summoner"]


SQUALL = "13-024R"      # {D}, put Squall into the Break Zone: your opponent discards 1 card; only during your
#                         turn and if you control 3 or more Category VIII Characters
CATEGORY_VIII = ["2-001H", "2-048R", "2-100H"]    # Backups: Irvine, Rinoa, Edea (this Squall is DFF only)


@pytest.mark.parametrize(("others", "usable"), [(2, False), (3, True)])
def test_squall_needs_three_category_viii_characters(others, usable):
    g = setup({"field": [SQUALL, *CATEGORY_VIII[:others]]}, {"hand": [KNIGHT]})
    squall = fid(g, "Squall", "field0")
    assert any(o[:2] == ("use", squall) for o in g.decision.options) is usable


KRILE = "7-068H"        # Discard 1 Summon: until the end of the turn, Krile cannot be chosen by your opponent's abilities


def test_krile_discards_a_summon_to_be_unchoosable_by_the_opponents_abilities():
    g = setup({"field": [KRILE], "hand": [IFRIT_1, KNIGHT]}, {})
    krile = fid(g, "Krile", "field0")
    assert not has(g, krile, "cannot_be_chosen_by_opponent_abilities")
    do(g, next(o for o in g.decision.options if o[:2] == ("use", krile)))
    while g.decision.kind != "priority":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert names(g, "break0") == ["Ifrit"] and has(g, krile, "cannot_be_chosen_by_opponent_abilities")


CHOCO_MOG = "14-047R"   # wind Summon 2: 1000 damage for each Character you control; with a Chocobo and a Moogle, draw 1
BOKO = "12-053C"        # wind Forward, Job Chocobo
NONO = "10-056R"        # wind Backup, Job Moogle


@pytest.mark.parametrize(("moogle", "drawn"), [(False, 0), (True, 1)])
def test_choco_mog_draws_with_a_chocobo_and_a_moogle(moogle, drawn):
    g = setup({"field": [WIND_B, WIND_B, BOKO] + ([NONO] if moogle else [WIND_B]), "hand": [CHOCO_MOG]}, {"field": [GARLAND]})
    garland = fid(g, "Garland", "field1")
    do(g, ("cast", fid(g, "Choco/Mog", "hand0")), ("target", garland))
    while g.decision.kind == "payment":
        do(g, next(o for o in g.decision.options if o[0] != "discard"))
    resolve_all(g)
    assert g.objs[garland].damage == 4000 and len(g.zones["hand0"]) == drawn


ULTROS = "9-104L"       # water Forward: attacks: 2000 damage and 1000 more for each Ultros in your Break Zone to
ULTROS_2 = "12-092C"    # all the Forwards opponent controls


def test_ultros_attacks_with_more_damage_for_each_ultros_in_your_break_zone():
    g = setup({"field": [ULTROS], "break": [ULTROS_2] * 2}, {"field": [GARLAND, SQUIRE]}, phase="attack")
    pass_until(g, "attack")
    do(g, ("attack", fid(g, "Ultros", "field0")))
    resolve_all(g)
    assert g.objs[fid(g, "Garland", "field1")].damage == 4000 and names(g, "break1") == ["Squire"]


# ------------------------------------------------------------------------------ costs
SEPHIROTH = "19-025R"   # ice Forward 6: for each point of damage you have received, the cost to cast it is reduced by 1


def test_sephiroth_costs_one_less_for_each_point_of_damage():
    g = setup({"hand": [SEPHIROTH], "damage": ["3 1-099C"]}, {})
    assert card_cost(g, 0, fid(g, "Sephiroth", "hand0")).total == 3


RUFUS = "20-040L"       # ice Forward 4: with a Rude and a Reno in your Break Zone, the cost required to cast it is reduced by 2
RUDE, RENO = "11-104R", "11-105R"


@pytest.mark.parametrize(("in_break", "cost"), [([RUDE], 4), ([RUDE, RENO], 2)])
def test_rufus_costs_two_less_with_rude_and_reno_in_your_break_zone(in_break, cost):
    g = setup({"hand": [RUFUS], "break": in_break}, {"break": [RENO]})
    assert card_cost(g, 0, fid(g, "Rufus", "hand0")).total == cost


SHANTOTTO = "16-030L"   # {i}{1}{C}, remove Shantotto in your hand from the game: dull all the Forwards opponent
#                         controls (only if Shantotto is in your hand)


def test_shantotto_is_removed_from_your_hand_to_dull_the_opponents_forwards():
    g = setup({"field": [ICE_B, ICE_B], "hand": [SHANTOTTO], "vars": {"crystals": 1}}, {"field": [KNIGHT, GARLAND]})
    shantotto = fid(g, "Shantotto", "hand0")
    do(g, next(o for o in g.decision.options if o[:2] == ("use", shantotto)))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    resolve_all(g)
    assert names(g, "removed0") == ["Shantotto"] and g.pvars[0].get("crystals", 0) == 0
    assert all(g.objs[o].tapped for o in g.zones["field1"])


# ------------------------------------------------------------------------------ each player, the deck
HARLEY = "17-037C"      # {D}, put Harley into the Break Zone: each player discards 1 card; at the end of the turn,
#                         each player draws 1 card (only during your turn)


def test_harley_each_player_discards_then_draws_at_the_end_of_the_turn():
    g = setup({"field": [HARLEY], "hand": [KNIGHT]}, {"hand": [GARLAND]})
    do(g, next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Harley", "field0"))))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    for p in (0, 1):                            # the turn player first (11.11.6)
        pass_until(g, "discard")
        assert g.decision.player == p
        do(g, g.decision.options[0])
    resolve_all(g)
    assert names(g, "break0") == ["Harley", "Knight"] and names(g, "break1") == ["Garland"]
    assert g.zones["hand0"] == [] and g.zones["hand1"] == []
    for _ in range(30):                         # on to the End Phase: the delayed draw for each player
        if g.vars["phase"] == "end" and not g.stack and not g.pending:
            break
        d = g.decision
        do(g, ("end",) if d.kind == "attack" else ("pass",) if d.kind == "priority" else d.options[0])
    assert len(g.zones["hand0"]) == 1 and len(g.zones["hand1"]) == 1


FUHITO = "17-058R"      # {D}, put Fuhito into the Break Zone: look at the top 2 cards of your deck; put 1 on top
#                         and the other at the bottom


def test_fuhito_puts_one_card_on_top_and_the_other_at_the_bottom():
    g = setup({"field": [FUHITO], "deck": [SQUIRE, WARRIOR, KNIGHT, GARLAND]}, {})      # Garland on top
    do(g, next(o for o in g.decision.options if o[:2] == ("use", fid(g, "Fuhito", "field0"))))
    while g.decision.kind == "payment":
        do(g, g.decision.options[0])
    pass_until(g, "select")
    assert {g.objs[o[1]].card.name for o in g.decision.options} == {"Knight", "Garland"}
    do(g, ("select", fid(g, "Knight", "deck0")))
    resolve_all(g)
    assert names(g, "deck0") == ["Garland", "Squire", "Warrior", "Knight"]     # bottom first


JIHL_BACKUP = "7-032R"  # ice Backup: enters: select 1 of 2: "For each Job PSICOM you control, your opponent discards 1 card ..."


def test_jihl_nabaat_makes_the_opponent_discard_one_card_for_each_psicom():
    g = setup({"hand": [JIHL_BACKUP], "field": ["1-174R"]}, {"hand": [KNIGHT, GARLAND, SQUIRE]})   # Yaag Rosch (PSICOM)
    _enters(g, "Jihl Nabaat")
    pass_until(g, "mode")
    do(g, ("mode", 0))
    for _ in range(2):                          # 2 PSICOM: Yaag Rosch and Jihl Nabaat
        pass_until(g, "discard")
        assert g.decision.player == 1
        do(g, g.decision.options[0])
    resolve_all(g)
    assert len(g.zones["hand1"]) == 1 and len(g.zones["break1"]) == 2
