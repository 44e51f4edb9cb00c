"""FFTCG effects of issue 20's ffgrant area: a resolved effect that makes other cards Forwards
("Choose 1 Monster. Until the end of the turn, it also becomes a Forward with 7000 power") and
the conditions on the Summons cast this turn ("If you have cast _Card Name Alexander_ this turn")."""

from __future__ import annotations

import pytest
from play_kit import cast, fid, flags, pass_, play, power, setup, use

R = pytest.mark.rules

RELM = "4-144H"       # {D}: Choose 1 Monster. Until the end of the turn, it also becomes a Forward with 7000 power.
KEFKA = "4-147H"      # {D}: Until the end of the turn, all the Monsters you control also become Forwards with 7000 power.
GHOUL = "4-029C"      # ice Monster, no power printed
BOMB = "4-019C"       # fire Monster
IFRIT = "1-004C"      # fire Summon 1: choose 1 Forward, deal it 4000 damage
HOPE = "1-082R"       # wind Forward 3: enters, choose 1 Backup you control, activate it; Alexander cast: all
ALEXANDER = "1-061R"  # wind Summon 4: choose 1 Forward of cost 5 or more, break it
EVOKER = "1-068C"     # wind Backup without abilities
VAAN = "1-063H"       # wind Forward of cost 5
BLACK_BELT = "1-099C"
SHIVA = "1-039C"      # ice Summon: another name


@R("fftcg:11.3.3")
def test_relm_makes_the_opponents_monster_a_forward_with_7000_power_until_the_end_of_the_turn():
    g = setup({"field": [RELM], "hand": [IFRIT, IFRIT]}, {"field": [BOMB]})
    relm, bomb = fid(g, "Relm", "field0"), fid(g, "Bomb", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", bomb) not in g.decision.options     # a Monster: no Forward to choose yet
    g = setup({"field": [RELM], "hand": [IFRIT, IFRIT]}, {"field": [BOMB]})
    relm, bomb = fid(g, "Relm", "field0"), fid(g, "Bomb", "field1")
    use(g, relm, 1, targets=[bomb])
    pass_(g, 2)
    assert power(g, bomb) == 7000 and g.objs[relm].card.name == "Relm"
    ifrit, other = g.zones["hand0"]
    cast(g, ifrit, targets=[bomb], pay=[("discard", other)])
    pass_(g, 2)
    assert g.objs[bomb].damage == 4000          # now a Forward that 4000 damage does not break


@R("fftcg:11.3.3")
def test_kefka_makes_only_the_monsters_he_controls_forwards():
    g = setup({"field": [KEFKA, GHOUL, BOMB], "hand": [IFRIT, IFRIT]}, {"field": [GHOUL]})
    kefka = fid(g, "Kefka", "field0")
    mine = [fid(g, "Ghoul", "field0"), fid(g, "Bomb", "field0")]
    theirs = fid(g, "Ghoul", "field1")
    use(g, kefka, 1)
    pass_(g, 2)
    assert [power(g, o) for o in mine] == [7000, 7000]
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    assert all(("target", o) in g.decision.options for o in mine)
    assert ("target", theirs) not in g.decision.options


def _hope(cast_first: str | None):
    g = setup({"field": [{"card": EVOKER, "dull": True}, {"card": EVOKER, "dull": True}],
               "hand": [HOPE, ALEXANDER, SHIVA, "6 " + EVOKER]}, {"field": [VAAN]})
    if cast_first:
        summon = fid(g, cast_first, "hand0")
        targets = [fid(g, "Vaan", "field1")] if cast_first == "Alexander" else []
        cast(g, summon, targets=targets, pay=[("discard", o) for o in g.zones["hand0"][-2:]])
        pass_(g, 2)
    play(g, fid(g, "Hope", "hand0"), pay=[("discard", o) for o in g.zones["hand0"][-2:]])
    return g


@R("fftcg:15.1.1.7")
def test_hope_activates_the_backup_chosen_without_alexander_cast_this_turn():
    g = _hope(None)
    backups = list(g.zones["field0"][:2])
    g.apply(("target", backups[0]))     # Hope entered: its auto ability's target is chosen
    pass_(g, 2)
    assert [g.objs[o].tapped for o in backups] == [False, True]


@R("fftcg:15.1.1.7")
def test_hope_activates_all_the_backups_after_alexander_was_cast_this_turn():
    g = _hope("Alexander")
    assert g.zones["break1"] and "Vaan" in [g.objs[o].card.name for o in g.zones["break1"]]
    backups = list(g.zones["field0"][:2])
    g.apply(("target", backups[0]))     # Hope entered: its auto ability's target is chosen
    pass_(g, 2)
    assert [g.objs[o].tapped for o in backups] == [False, False]


LEVIATHAN = "4-143R"  # water Summon 3: choose 1 Forward you control and 1 opponent controls, return them
PHOENIX = "5-019L"    # fire Summon 7: a Forward of cost 3 or less in your Break Zone and up to 1 opponent's
SQUIRE = "1-025C"     # fire Forward of cost 2
KNIGHT = "1-050C"     # ice Forward 7000


@R("fftcg:11.3.3")
def test_leviathan_returns_both_forwards_chosen_to_their_owners_hands():
    g = setup({"field": [BLACK_BELT], "hand": [LEVIATHAN, LEVIATHAN, LEVIATHAN]}, {"field": [KNIGHT]})
    mine, theirs = fid(g, "Black Belt", "field0"), fid(g, "Knight", "field1")
    summon, *paid = g.zones["hand0"]
    cast(g, summon, targets=[mine, theirs], pay=[("discard", o) for o in paid])
    pass_(g, 2)
    assert g.zones["field0"] == [] and g.zones["field1"] == []
    assert [g.objs[o].card.name for o in g.zones["hand0"]] == ["Black Belt"]
    assert [g.objs[o].card.name for o in g.zones["hand1"]] == ["Knight"]


@R("fftcg:11.3.3", "fftcg:12.4.5")
def test_phoenix_plays_the_former_dull_and_deals_the_latter_8000_damage():
    g = setup({"break": [SQUIRE], "hand": [PHOENIX] + [IFRIT] * 4}, {"field": [KNIGHT, BLACK_BELT]})
    squire, knight = fid(g, "Squire", "break0"), fid(g, "Knight", "field1")
    summon, *paid = g.zones["hand0"]
    cast(g, summon, targets=[squire, knight], pay=[("discard", o) for o in paid])
    pass_(g, 2)
    assert [(g.objs[o].card.name, g.objs[o].tapped) for o in g.zones["field0"]] == [("Squire", True)]
    assert [g.objs[o].card.name for o in g.zones["field1"]] == ["Black Belt"]
    assert "Knight" in [g.objs[o].card.name for o in g.zones["break1"]]


MOG = "5-153S"        # ice Backup: {D}: Choose 1 Serah or Noel. It gains First Strike or Brave until the end of the turn.
SERAH = "1-195S"      # Forward Serah


@R("fftcg:11.6.6")
def test_mog_declares_first_strike_or_brave_with_the_ability_and_serah_gains_only_that_one():
    for mode, gained in ((0, "first_strike"), (1, "brave")):
        g = setup({"field": [MOG, SERAH]})
        mog, serah = fid(g, "Mog (XIII-2)", "field0"), fid(g, "Serah", "field0")
        g.apply(("use", mog, 0))
        assert g.decision.kind == "mode" and g.decision.options == (("mode", 0), ("mode", 1))
        g.apply(("mode", mode))
        g.apply(("target", serah))
        pass_(g, 2)
        assert {"first_strike", "brave"} & flags(g, serah) == {gained}


WIND_DRAKE = "3-067R"   # wind Forward: {D}: Choose 1 Forward you control other than Wind Drake. Return it and Wind Drake ...
QUETZALCOTL = "6-092C"  # lightning Summon 2: the former gains +2000 power and the latter loses 2000 power


@R("fftcg:11.6.5")
def test_wind_drake_returns_the_forward_chosen_and_itself_to_their_owners_hand():
    g = setup({"field": [WIND_DRAKE, BLACK_BELT]}, {"field": [KNIGHT]})
    drake, bb = fid(g, "Wind Drake", "field0"), fid(g, "Black Belt", "field0")
    g.apply(("use", drake, 0))
    assert ("target", drake) not in g.decision.options and ("target", fid(g, "Knight", "field1")) not in g.decision.options
    g.apply(("target", bb))
    pass_(g, 2)
    assert g.zones["field0"] == [] and sorted(g.objs[o].card.name for o in g.zones["hand0"]) == ["Black Belt", "Wind Drake"]


@R("fftcg:11.3.3")
def test_quetzalcotl_gives_the_former_2000_power_and_takes_2000_from_the_latter():
    g = setup({"field": [BLACK_BELT], "hand": [QUETZALCOTL, QUETZALCOTL]}, {"field": [KNIGHT]})
    bb, knight = fid(g, "Black Belt", "field0"), fid(g, "Knight", "field1")
    summon, paid = g.zones["hand0"]
    before = power(g, bb)
    cast(g, summon, targets=[bb, knight], pay=[("discard", paid)])
    pass_(g, 2)
    assert (power(g, bb), power(g, knight)) == (before + 2000, 5000)
