"""Rules tests of dbs-masters chapter 2 (the information on a card: type, name, power, combo
power and cost, character names, special traits, card number; what has no game effect), each run
for `dbs-masters` with an exact outcome. TEST-M1-* cards are fixtures (fixture_cards/rules_0_4.toml)."""

from __future__ import annotations

import pytest
from dbs_kit import EDITIONS, FRIEZA, MT, RMT, M, codes, first_of, opts, pick, position, settle

from tcg.games.dbs import reading
from tcg.games.dbs.cards import CardDef

R = EDITIONS[M]


@pytest.mark.rules("dbs-masters:2-1-1")
def test_card_types():
    types = {c.type for c in R.cards.values()}
    assert {"Leader", "Battle", "Extra", "Unison"} <= types <= {"Leader", "Battle", "Extra", "Unison", "Token"}
    z = RMT.cards["TEST-ZB"]
    assert z.z and z.type == "Battle"                        # a Z-card is the fifth type (Z-Deck only)
    assert R.cards["BT1-084"].type == "Leader" and R.cards["BT1-080"].type == "Extra"


@pytest.mark.rules("dbs-masters:2-3-1", "dbs-masters:2-3-2")
def test_card_names_in_braces_match_exactly():
    # SS4 Son Goku, Prideful Hero: 'Only 1 {SS4 Son Goku, Prideful Hero} can be played in your Battle Area'
    g = position(M,
                 {"battle": ["BT8-131"], "hand": ["BT8-131", "BT4-005", "BT8-132"], "energy": ["4 BT1-102", "BT2-005"]},
                 leader=FRIEZA)
    playable = {g.objs[o[1]].card.code for o in opts(g, "play")}
    assert "BT8-131" not in playable and "BT4-005" in playable    # another Son Goku card name
    g = position(M, {"hand": ["BT8-131"], "energy": ["4 BT1-102"]}, leader=FRIEZA)
    assert {g.objs[o[1]].card.code for o in opts(g, "play")} == {"BT8-131"}


@pytest.mark.rules("dbs-masters:2-7-1")
def test_power_decides_the_battle():
    for defender, kod in (("BT1-103", True), ("BT5-098", False)):
        g = position(M, {"battle": ["BT1-102"]}, {"battle": [{"card": defender, "dull": True}]}, auto_forced=False,
                     leader=FRIEZA)
        pick(g, "attack", "BT1-102", defender)
        settle(g)
        assert (codes(g, "drop1") == [defender]) is kod
        assert g.vars["last_compare"] == (15000, reading.power(g, g.zones["battle1"][0]) if not kod else 15000)


@pytest.mark.rules("dbs-masters:2-8-1", "dbs-masters:2-9-1")
def test_combo_power_and_combo_cost():
    # Raging Cabba: combo cost 1, combo power 10000; Krillin from the Battle Area: combo cost 0, +5000
    c = R.cards["BT1-013"]
    assert (c.combo_cost, c.combo_power) == (1, 10000)
    g = position(M, {"hand": ["BT1-013"], "battle": ["BT7-061"], "energy": ["BT1-060"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "attack", "BT1-084", "BT1-084")
    settle(g, "offense")
    pick(g, "combo", "BT1-013")
    settle(g, "offense")
    assert g.objs[g.zones["energy0"][0]].tapped
    pick(g, "combo", "BT7-061")
    settle(g, "offense")
    assert codes(g, "combo0") == ["BT1-013", "BT7-061"] and not g.zones["battle0"]
    g.apply(("pass",))
    settle(g)
    assert g.vars["last_compare"] == (25000, 10000)


@pytest.mark.rules("dbs-masters:2-10-1-1", "dbs-masters:2-10-2", "dbs-masters:2-10-3", "dbs-masters:2-10-4")
def test_character_names_in_angle_brackets():
    # Altered Reality: 'All <Janemba> cards in your Battle Area gain [Barrier]'
    g = position(MT, {"battle": ["EX07-05", "BT12-047", "TEST-M1-DUO", "TEST-M1-KID"]}, leader=FRIEZA)
    kw = {g.objs[o].card.code: reading.keywords(g, o) for o in g.zones["battle0"] if o != g.zones["battle0"][0]}
    assert kw == {"BT12-047": ("barrier",), "TEST-M1-DUO": ("barrier",), "TEST-M1-KID": ()}
    # [Evolve] <Cabba>: onto a card whose character name is Cabba, whatever its card name
    g = position(M, {"hand": ["BT1-013"], "battle": ["DB1-009", "BT1-019"], "energy": ["3 BT2-005"]}, leader=FRIEZA)
    assert [o[2] for o in opts(g, "evolve")] == [first_of(g, "battle0", "DB1-009")]


@pytest.mark.rules("dbs-masters:2-11-1-1", "dbs-masters:2-11-2", "dbs-masters:2-11-3", "dbs-masters:2-11-4")
def test_special_traits_in_double_brackets():
    # Apex of Power: 'if your Leader Card is a <<Universe 7>> card' (traits separated by '/')
    assert R.cards["BT10-145"].traits == ("Saiyan", "Alien", "Universe 7", "Universe 6")
    base = {"hand": ["BT9-136"], "energy": ["2 BT2-005", "3 BT1-046"], "drop": ["5 DB2-165"]}
    g = position(MT, {**base, "leader": ["TEST-M1-U7"]}, leader=FRIEZA)
    assert opts(g, "skill")
    g = position(MT, {**base, "leader": ["TB1-074"]}, leader=FRIEZA)          # <<Universe 11>> is not <<Universe 7>>
    assert not opts(g, "skill")


@pytest.mark.rules("dbs-masters:2-13-2", "dbs-masters:2-15-2", "dbs-masters:2-16-2", "dbs-masters:2-17-2",
                   "dbs-masters:2-18-2")
def test_illustration_rarity_block_copyright_have_no_game_effect():
    fields = set(CardDef.model_fields)
    assert not fields & {"illustration", "art", "rarity", "block", "block_number", "copyright", "series"}
    assert {"code", "name", "type", "color", "cost", "pips", "power", "combo_cost", "combo_power", "character",
            "traits", "z_cost"} <= fields
