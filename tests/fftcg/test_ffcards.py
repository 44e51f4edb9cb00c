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
