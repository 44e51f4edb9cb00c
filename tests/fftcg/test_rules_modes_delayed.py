"""FFTCG rules tests: modes ("Select 1 of the 2 following actions": 11.3.4, 11.6.6, 11.7.6,
11.8.10), delayed auto abilities (11.8.17, 6.4.1), amounts "for each" card (11.12.4.3) and X
costs (4.5, 11.6.7), with the cards that print them."""

from __future__ import annotations

import random

import pytest
from play_kit import FROZEN, PASS, do, fid, flags, names, pass_, pass_until, power, setup, to_phase, use

import tcg
from tcg import games
from tcg.engine.abilities import Res
from tcg.games.fftcg.cards import CardDef

R = pytest.mark.rules
RULES = games.get("fftcg")
DONE = ("done",)

# the cards with modes
ODIN = "5-100H"         # lightning Summon 3: select 1 of 2: break a Forward / a Monster of cost <= 3
GLASYA = "5-032H"       # ice Summon 3: up to 2 of 4: opp discards / dull / freeze / 7000 to a dull Forward
DIABOLOS = "5-062L"     # wind Summon 5: up to 2 of 4 (break, power becomes 1000, activate...)
ASURA = "2-049H"        # wind Summon 1: 1 of 3 (activate Forwards / Backups, a Character from the BZ)
ALEXANDER = "4-052C"    # wind Summon 2, EX: 1 of 2: break a Monster / activate your Backup and draw 1
LUGAE = "5-048H"        # ice Forward 5000: {i}{D}: choose 1 Forward. Dull it or Freeze it.
DONED = "4-065C"        # wind Forward: {D}: choose 1 Monster. Dull it or activate it.
WOL = "5-075L"          # earth Forward: at the beginning of your Attack Phase, up to 2 of 4
VAAN = "5-145L"         # light Forward: when Vaan attacks, up to 2 of 5
ZIDANE = "3-154S"       # light Forward: cost -1 with a Category IX Forward; enters: 1 of 3
# the cards with delayed abilities
CYAN = "4-007H"         # fire Forward 7000, Brave: [Bushido Fang] {S}{D}: at your next Main Phase 1, break it
KEFKA = "1-104H"        # earth Backup: {D}: your Forward +5000; at the end of the turn, break it
CID_RAINES = "1-192S"   # ice Forward: enters: 4000 to an opp dull Forward; when it goes to the BZ this turn, opp discards
HARLEQUIN = "2-092C"    # earth Backup: {D}: your Manikin +2000; when it goes to the BZ this turn, break your Harlequins
BRYNHILDR = "15-014H"   # fire Summon 2, EX: 5000 damage; when it goes to the BZ this turn, draw 1 card
# amounts "for each"
QUACHO_QUEEN = "3-132R"  # water Backup: {u}{1}{D}: a Forward +1000 for each Forward you control
MONTBLANC = "2-021C"    # fire Backup (Moogle): {f}{f}{D}: 1000 damage for each Job Moogle you control
# X costs
TAMA = "1-111C"         # earth Backup: {x}{D}, put Tama into the BZ: play a Character of cost X or less
# others
SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla
KNIGHT = "1-050C"       # ice Forward 3, 7000, vanilla (ice CP)
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla (earth CP)
MONK = "1-119C"         # earth Forward 2, 6000, vanilla
NINJA = "1-078C"        # wind Forward (wind CP)
THUNDER = "1-143C"      # lightning Summon (lightning CP)
IFRIT = "1-004C"        # fire Summon, EX: 4000 damage to a Forward
EVOKER = "1-159C"       # water Backup 1, vanilla
BANGAA = "4-088C"       # earth Monster 2
GREEN_DRAGON = "4-124C"  # water Monster: {1}: becomes a 7000 Forward until the end of the turn
SCHOLAR = "1-157C"      # water Backup: {D}, put Scholar into the Break Zone: return a Forward you control
BARNABAS = "5-045H"     # ice Forward: at the beginning of your Main Phase 1, if no Lugae, dull Barnabas
PHANTOM = "2-004C"      # fire Forward 5000, Job Manikin
VIVI = "3-149S"         # fire Forward, Category IX


def _pay(g, *oids) -> None:
    for o in oids:
        g.apply(("discard", o))


def _hand(g, name: str, p: int = 0) -> list[int]:
    return [o for o in g.zones[f"hand{p}"] if g.objs[o].card.name == name]


# ----------------------------------------------------------------------------- modes
@R("fftcg:11.3.4")
def test_the_caster_selects_a_summons_mode_before_its_targets_and_only_that_mode_applies():
    g = setup({"hand": [ODIN, THUNDER, THUNDER]}, {"field": [MONK, BANGAA]})
    odin, monk, bangaa = fid(g, "Odin", "hand0"), fid(g, "Monk", "field1"), fid(g, "Bangaa Thief", "field1")
    g.apply(("cast", odin))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("mode", 0, (("mode", 0), ("mode", 1)))
    assert g.rules.describe(g, ("mode", 1)) == "select: Choose 1 Monster of cost 3 or less. Break it."
    g.apply(("mode", 1))
    assert g.decision.kind == "target" and g.decision.options == (("target", bangaa),)   # the mode's target only
    g.apply(("target", bangaa))
    _pay(g, *_hand(g, "Ramuh"))
    assert g.stack[-1].modes == (1,)
    pass_(g, 2)
    assert names(g, "field1") == ["Monk"] and names(g, "break1") == ["Bangaa Thief"]
    assert monk in g.zones["field1"]


@R("fftcg:11.3.4")
def test_a_mode_whose_targets_are_impossible_cannot_be_selected():
    g = setup({"hand": [ODIN, THUNDER, THUNDER]}, {"field": [MONK]})
    odin = fid(g, "Odin", "hand0")
    g.apply(("cast", odin))
    assert g.decision.kind == "mode" and g.decision.options == (("mode", 0),)   # no Monster to choose
    # with neither a Forward of cost 3 or less nor a Monster, Odin cannot be cast at all
    g = setup({"hand": [ODIN, THUNDER, THUNDER]}, {"field": [BLACK_BELT]})
    assert ("cast", fid(g, "Odin", "hand0")) not in g.decision.options


@R("fftcg:11.3.4")
def test_select_up_to_two_modes_apply_in_printed_order():
    g = setup({"hand": [GLASYA, KNIGHT, KNIGHT]},
              {"hand": [SQUIRE, MONK], "field": [{"card": BLACK_BELT, "dull": True}, KNIGHT]})
    bb = fid(g, "Black Belt", "field1")
    g.apply(("cast", fid(g, "Glasya Labolas", "hand0")))
    assert g.decision.options == (("mode", 0), ("mode", 1), ("mode", 2), ("mode", 3))
    g.apply(("mode", 0))
    # a second mode, or stop at one ("up to 2"); modes are selected in printed order
    assert g.decision.options == (DONE, ("mode", 1), ("mode", 2), ("mode", 3))
    g.apply(("mode", 3))
    assert g.decision.kind == "target" and g.decision.options == (("target", bb),)   # a dull Forward
    g.apply(("target", bb))
    _pay(g, *_hand(g, "Knight"))
    assert g.stack[-1].modes == (0, 3)
    pass_(g, 2)
    d = g.decision                                    # first the discard, the opponent selecting
    assert d.kind == "discard" and d.player == 1 and g.objs[bb].damage == 0
    g.apply(("discard", fid(g, "Monk", "hand1")))
    assert names(g, "hand1") == ["Squire"]
    assert g.objs[bb].damage == 7000 and bb in g.zones["field1"]   # then 7000 damage (8000 power)


@R("fftcg:11.3.4")
def test_select_up_to_stops_after_one_mode():
    g = setup({"hand": [DIABOLOS, NINJA, NINJA, NINJA]},
              {"field": [BLACK_BELT, MONK]})
    bb, monk = fid(g, "Black Belt", "field1"), fid(g, "Monk", "field1")
    g.apply(("cast", fid(g, "Diabolos", "hand0")))
    g.apply(("mode", 1))
    g.apply(DONE)
    g.apply(("target", monk))
    _pay(g, *_hand(g, "Ninja")[:3])
    assert g.stack[-1].modes == (1,) and g.stack[-1].targets == ((monk,),)
    pass_(g, 2)
    assert power(g, monk) == 1000 and bb in g.zones["field1"]


@R("fftcg:11.6.6")
def test_the_player_selects_an_action_abilitys_mode_before_its_target():
    g = setup({"field": [LUGAE], "hand": [KNIGHT]}, {"field": [BLACK_BELT]})
    lugae, bb = fid(g, "Lugae", "field0"), fid(g, "Black Belt", "field1")
    g.apply(("use", lugae, 1))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("mode", 0, (("mode", 0), ("mode", 1)))
    assert g.rules.describe(g, ("mode", 1)) == "select: freeze"
    g.apply(("mode", 1))                               # "Freeze it"
    assert g.decision.kind == "target"
    g.apply(("target", bb))
    _pay(g, fid(g, "Knight", "hand0"))
    pass_(g, 2)
    o = g.objs[bb]
    assert o.marks & FROZEN and o.tapped is False      # frozen, not dulled
    assert g.objs[lugae].tapped is True


@R("fftcg:11.6.6")
def test_a_shared_target_with_two_modes_dull_it_or_activate_it():
    g = setup({"field": [DONED]}, {"field": [{"card": BANGAA, "dull": True}]})
    doned, bangaa = fid(g, "Doned", "field0"), fid(g, "Bangaa Thief", "field1")
    g.apply(("use", doned, 0))
    g.apply(("mode", 1))                               # "activate it"
    g.apply(("target", bangaa))
    pass_(g, 2)
    assert g.objs[bangaa].tapped is False


def test_the_player_selects_a_special_abilitys_mode(monkeypatch):
    """No printed special ability of Opus I–XX selects among effects; the vocabulary lets one
    do it, so this checks a special ability written with `modes`. It uses a card made up for
    the test, so it cites no rule: 11.7.6 stays uncovered until a real card needs it."""
    code = "9-901H"
    card = CardDef.model_validate({
        "code": code, "name": "Modal Sage", "type": "backup", "element": "ice", "cost": 2,
        "ability": [{"kind": "special", "name": "Choice", "cost": "{S}",
                     "effects": [{"do": "choose", "as": "t", "sel": {"type": "forward"}}],
                     "modes": [[{"do": "dull", "to": "t"}], [{"do": "freeze", "to": "t"}]]}]})
    monkeypatch.setitem(RULES.cards, code, card)
    g = setup({"field": [code], "hand": [code]}, {"field": [BLACK_BELT]})
    sage, bb = fid(g, "Modal Sage", "field0"), fid(g, "Black Belt", "field1")
    g.apply(("use", sage, 0))
    assert g.decision.kind == "mode" and g.decision.options == (("mode", 0), ("mode", 1))
    g.apply(("mode", 0))
    g.apply(("target", bb))
    g.apply(("cost_name", fid(g, "Modal Sage", "hand0")))
    assert g.stack[-1].modes == (0,)
    pass_(g, 2)
    assert g.objs[bb].tapped is True and not g.objs[bb].marks & FROZEN


@R("fftcg:10.1.1.1", "fftcg:11.8.10")
def test_beginning_of_attack_phase_modes_are_selected_when_the_ability_goes_on_the_stack():
    g = setup({"field": [WOL, BLACK_BELT, MONK]}, {"field": [KNIGHT]})
    bb, monk, kn = fid(g, "Black Belt", "field0"), fid(g, "Monk", "field0"), fid(g, "Knight", "field1")
    pass_(g, 2)                                        # Main Phase 1 ends
    # 10.1.1.1: the Attack Phase begins with its triggers, before any attack is declared
    assert (g.vars["phase"], g.vars["step"]) == ("attack", "preparation")
    d = g.decision
    assert (d.kind, d.player) == ("mode", 0)
    assert d.options == (("mode", 0), ("mode", 1), ("mode", 3))   # no dull Forward: mode 3 is impossible
    g.apply(("mode", 0))
    g.apply(("mode", 1))
    g.apply(("target", bb))                            # Brave
    g.apply(("target", monk))                          # +2000
    assert [(it.kind, it.modes, it.targets) for it in g.stack] == [("auto", (0, 1), ((bb,), (monk,)))]
    pass_(g, 2)
    assert "brave" in flags(g, bb) and power(g, bb) == 8000
    assert power(g, monk) == 8000 and "brave" not in flags(g, monk)
    assert power(g, kn) == 7000
    pass_(g, 2)
    assert g.decision.kind == "attack"


@R("fftcg:11.8.10")
def test_two_modes_may_choose_the_same_forward():
    g = setup({"field": [WOL, {"card": BLACK_BELT, "dull": True}]}, {})
    bb = fid(g, "Black Belt", "field0")
    pass_(g, 2)
    do(g, ("mode", 1), ("mode", 2), ("target", bb), ("target", bb))
    pass_(g, 2)
    assert power(g, bb) == 10000 and g.objs[bb].damage == 3000


def test_wol_forwards_cannot_be_chosen_by_ex_bursts_this_turn():
    g = setup({"field": [WOL, BLACK_BELT]}, {"field": [KNIGHT], "deck": ["5 " + BLACK_BELT, IFRIT]})
    wol, bb, kn = fid(g, "Wol", "field0"), fid(g, "Black Belt", "field0"), fid(g, "Knight", "field1")
    pass_(g, 2)
    g.apply(("mode", 3))                               # the last mode: nothing more to select
    pass_(g, 2)
    pass_(g, 2)
    do(g, ("attack", wol), DONE)
    pass_until(g, "block")
    g.apply(("no_block",))
    pass_until(g, "ex_burst")
    assert g.decision.player == 1
    g.apply(("yes",))                                  # Ifrit: no Forward can be chosen
    assert [g.objs[o].damage for o in (wol, bb, kn)] == [0, 0, 0]
    assert names(g, "damage1") == ["Ifrit"]


@R("fftcg:11.8.10")
def test_when_vaan_attacks_his_controller_selects_up_to_two_modes():
    g = setup({"field": [VAAN, {"card": EVOKER, "dull": True}]}, {"field": [KNIGHT]})
    vaan, ev, kn = fid(g, "Vaan", "field0"), fid(g, "Evoker", "field0"), fid(g, "Knight", "field1")
    pass_(g, 2)
    pass_(g, 2)
    g.apply(("attack", vaan))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("mode", 0, tuple(("mode", k) for k in range(5)))
    do(g, ("mode", 0), ("mode", 1), ("target", ev))
    hand = len(g.zones["hand0"])
    pass_(g, 2)
    assert len(g.zones["hand0"]) == hand + 1 and g.objs[ev].tapped is False
    assert g.objs[kn].tapped is False


@R("fftcg:11.8.10")
def test_zidane_enters_cheaper_and_his_controller_selects_one_mode():
    g = setup({"hand": [ZIDANE, SQUIRE], "field": [VIVI]}, {"hand": [KNIGHT, MONK]})
    g.apply(("play", fid(g, "Zidane", "hand0")))
    g.apply(("discard", fid(g, "Squire", "hand0")))    # 2 CP: cost 3 - 1 (Vivi is Category IX)
    d = g.decision
    assert (d.kind, d.player, d.options) == ("mode", 0, (("mode", 0), ("mode", 1), ("mode", 2)))
    g.apply(("mode", 1))                               # "Your opponent discards 1 card"
    pass_(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == 1
    g.apply(("discard", fid(g, "Monk", "hand1")))
    assert names(g, "hand1") == ["Knight"] and names(g, "hand0") == []


@R("fftcg:11.3.4")
def test_an_ex_burst_summon_with_modes_lets_its_owner_select_one():
    g = setup({"field": [BLACK_BELT]},
              {"field": [{"card": EVOKER, "dull": True}, BANGAA], "deck": ["5 " + MONK, ALEXANDER]})
    bb, ev, bangaa = fid(g, "Black Belt", "field0"), fid(g, "Evoker", "field1"), fid(g, "Bangaa Thief", "field1")
    pass_(g, 2)
    pass_(g, 2)
    g.apply(("attack", bb))
    pass_until(g, "block")
    g.apply(("no_block",))
    pass_until(g, "ex_burst")
    g.apply(("yes",))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("mode", 1, (("mode", 0), ("mode", 1)))
    g.apply(("mode", 1))                               # activate a Backup you control, draw 1
    g.apply(("target", ev))
    assert g.objs[ev].tapped is False and names(g, "hand1") == ["Monk"]
    assert bangaa in g.zones["field1"]


def test_asura_returns_a_character_card_from_the_break_zone():
    g = setup({"hand": [ASURA, NINJA], "break": [SQUIRE, BLACK_BELT]}, {})
    g.apply(("cast", fid(g, "Asura", "hand0")))
    assert g.decision.options == (("mode", 2),)        # no Forward or Backup on the Field
    g.apply(("mode", 2))
    assert g.decision.options == (("target", fid(g, "Squire", "break0")),)   # cost 2 or less
    g.apply(("target", fid(g, "Squire", "break0")))
    g.apply(("discard", fid(g, "Ninja", "hand0")))
    pass_(g, 2)
    assert names(g, "hand0") == ["Squire"] and names(g, "break0") == ["Black Belt", "Ninja", "Asura"]


# --------------------------------------------------------------------- delayed abilities
def _bushido_fang(g, target: int) -> None:
    cyan = fid(g, "Cyan", "field0")
    g.apply(("use", cyan, 1))
    g.apply(("target", target))
    g.apply(("cost_name", fid(g, "Cyan", "hand0")))


def _to_decision(g, kind: str, limit: int = 100) -> None:
    for _ in range(limit):
        d = g.decision
        if d.kind == kind:
            return
        g.apply(("end",) if d.kind == "attack" else PASS if d.kind == "priority" else d.options[0])
    raise AssertionError(f"no {kind} decision")


@R("fftcg:11.8.17", "fftcg:11.8.17.2", "fftcg:11.8.17.5", "fftcg:6.4.1.2")
def test_bushido_fang_breaks_at_the_beginning_of_your_next_main_phase_1():
    g = setup({"field": [CYAN], "hand": [CYAN]}, {"field": [BLACK_BELT]})
    cyan, bb = fid(g, "Cyan", "field0"), fid(g, "Black Belt", "field1")
    _bushido_fang(g, bb)
    assert g.vars.get("delayed", ()) == ()            # nothing yet: it is created on resolution
    pass_(g, 2)
    assert [d[0] for d in g.vars["delayed"]] == ["phase_begins"]   # its trigger's event
    to_phase(g, 4)                                     # the opponent's turn: nothing happens
    assert bb in g.zones["field1"] and not g.stack
    to_phase(g, 5, "main1")
    # it triggered at the beginning of Main Phase 1: its source is Cyan, its controller Cyan's
    it = g.stack[-1]
    assert (it.kind, it.source, it.controller, it.targets) == ("delayed", cyan, 0, (("t", Res((bb,))),))
    assert g.vars["delayed"] == ()                     # it triggers once
    pass_(g, 2)
    assert names(g, "break1") == ["Black Belt"]
    to_phase(g, 7, "main1")
    assert not g.stack


@R("fftcg:11.8.17.1")
def test_a_delayed_ability_ignores_the_event_that_happened_before_it_was_created():
    # Barnabas's trigger is on the stack at the beginning of Main Phase 1 when Bushido Fang is
    # used in answer: the Main Phase 1 that has begun is not the "next" one.
    g = setup({"field": [CYAN, BARNABAS], "hand": [CYAN]}, {"field": [BLACK_BELT]}, phase="draw")
    cyan, barnabas, bb = fid(g, "Cyan", "field0"), fid(g, "Barnabas", "field0"), fid(g, "Black Belt", "field1")
    assert g.vars["phase"] == "main1" and [it.source for it in g.stack] == [barnabas]
    _bushido_fang(g, bb)
    pass_(g, 2)                                        # Bushido Fang resolves
    pass_(g, 2)                                        # Barnabas's ability resolves
    assert not g.stack and not g.pending and bb in g.zones["field1"]
    assert len(g.vars["delayed"]) == 1
    to_phase(g, 4)
    _to_decision(g, "order_triggers")                  # turn 5: Barnabas's trigger and Bushido Fang's
    assert (g.vars["turn"], g.vars["phase"]) == (5, "main1")
    delayed = [o for o in g.decision.options if len(o) > 6]
    assert delayed == [("trigger", 0, cyan, CYAN, 1, 0, (("t", Res((bb,))),), (("do", 1),))]
    g.apply(delayed[0])
    while g.stack:
        pass_(g, 2)
    assert names(g, "break1") == ["Black Belt"]


@R("fftcg:11.8.17.3")
def test_a_delayed_ability_affects_its_card_whatever_its_characteristics_become():
    g = setup({"field": [CYAN, GREEN_DRAGON], "hand": [CYAN, EVOKER]}, {})
    dragon = fid(g, "Green Dragon", "field0")
    use(g, dragon, 0, pay=[("discard", fid(g, "Evoker", "hand0"))])
    pass_(g, 2)
    assert power(g, dragon) == 7000                    # a Forward until the end of the turn
    _bushido_fang(g, dragon)
    pass_(g, 2)
    to_phase(g, 5, "main1")
    it = g.stack[-1]
    assert it.kind == "delayed" and it.targets == (("t", Res((dragon,))),)
    assert g.objs[dragon].card.type == "monster" and power(g, dragon) == 0   # no longer a Forward
    pass_(g, 2)
    assert names(g, "break0") == ["Evoker", "Cyan", "Green Dragon"]


@R("fftcg:11.8.17.3")
def test_a_delayed_ability_stops_affecting_a_card_that_changed_zones():
    g = setup({"field": [CYAN, SCHOLAR, SQUIRE], "hand": [CYAN, IFRIT]}, {})
    sq = fid(g, "Squire", "field0")
    _bushido_fang(g, sq)
    pass_(g, 2)
    use(g, fid(g, "Scholar", "field0"), 0, targets=[sq])   # Squire back to the hand...
    pass_(g, 2)
    g.apply(("play", fid(g, "Squire", "hand0")))       # ...and onto the Field again: a new card (7.4)
    g.apply(("discard", fid(g, "Ifrit", "hand0")))
    new = fid(g, "Squire", "field0")
    to_phase(g, 5, "main1")
    assert g.stack[-1].kind == "delayed"
    pass_(g, 2)
    assert new in g.zones["field0"] and names(g, "break1") == []


def test_bushido_fang_does_nothing_if_cyan_has_left_the_field():
    g = setup({"field": [CYAN, SCHOLAR], "hand": [CYAN]}, {"field": [BLACK_BELT]})
    cyan, bb = fid(g, "Cyan", "field0"), fid(g, "Black Belt", "field1")
    _bushido_fang(g, bb)
    pass_(g, 2)
    use(g, fid(g, "Scholar", "field0"), 0, targets=[cyan])
    pass_(g, 2)
    to_phase(g, 5, "main1")
    assert not g.stack and g.vars["delayed"] == () and bb in g.zones["field1"]


@R("fftcg:11.8.17", "fftcg:11.8.17.2", "fftcg:11.8.17.5", "fftcg:6.4.1.2")
def test_kefka_breaks_the_forward_at_the_end_of_the_turn():
    g = setup({"field": [KEFKA, MONK]}, {})
    kefka, monk = fid(g, "Kefka", "field0"), fid(g, "Monk", "field0")
    use(g, kefka, 0, targets=[monk])
    pass_(g, 2)
    assert power(g, monk) == 11000
    to_phase(g, 3, "end")
    # "At the end of the turn": it triggered as the End Phase began (9.5.1.1); the action
    # ability's source and controller are its own
    it = g.stack[-1]
    assert (it.kind, it.source, it.controller, it.targets) == ("delayed", kefka, 0, (("t", Res((monk,))),))
    assert g.vars["delayed"] == ()
    pass_(g, 2)
    assert names(g, "field0") == ["Kefka"] and names(g, "break0") == ["Monk"]


@R("fftcg:11.8.17.5", "fftcg:6.4.1.2")
def test_cid_raines_auto_ability_creates_a_delayed_ability_with_his_source_and_controller():
    g = setup({"hand": [CID_RAINES, KNIGHT]},
              {"hand": [MONK, BLACK_BELT], "field": [{"card": SQUIRE, "dull": True, "damage": 1000}]})
    g.apply(("play", fid(g, "Cid Raines", "hand0")))
    g.apply(("discard", fid(g, "Knight", "hand0")))
    cid, sq = fid(g, "Cid Raines", "field0"), fid(g, "Squire", "field1")
    g.apply(("target", sq))
    pass_(g, 2)                                        # 4000 damage: Squire (5000) is broken
    assert names(g, "break1") == ["Squire"]
    it = g.stack[-1]
    assert (it.kind, it.source, it.controller) == ("delayed", cid, 0)
    pass_(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == 1
    g.apply(("discard", fid(g, "Monk", "hand1")))
    assert names(g, "hand1") == ["Black Belt"]


@R("fftcg:11.8.17.4", "fftcg:6.4.1.1")
def test_a_summons_delayed_ability_has_the_summon_as_source_and_its_caster_as_controller():
    g = setup({"field": [SQUIRE]}, {"hand": [BRYNHILDR, IFRIT], "deck": ["3 " + MONK]})
    sq = fid(g, "Squire", "field0")
    pass_(g)                                           # player 1 receives priority in player 0's turn
    g.apply(("cast", fid(g, "Brynhildr", "hand1")))
    g.apply(("target", sq))
    g.apply(("discard", fid(g, "Ifrit", "hand1")))
    summon = g.stack[-1].id
    pass_(g, 2)
    assert names(g, "break0") == ["Squire"] and names(g, "break1") == ["Ifrit", "Brynhildr"]
    it = g.stack[-1]
    assert (it.kind, it.source, it.controller) == ("delayed", summon, 1)
    assert summon not in g.objs                        # the Summon itself, now gone from the stack
    pass_(g, 2)
    assert names(g, "hand1") == ["Monk"] and names(g, "hand0") == []


def test_brynhildrs_delayed_ability_lasts_this_turn_only():
    g = setup({"field": [BLACK_BELT, SCHOLAR]}, {"hand": [BRYNHILDR, IFRIT], "deck": ["3 " + MONK]})
    bb = fid(g, "Black Belt", "field0")
    pass_(g)
    g.apply(("cast", fid(g, "Brynhildr", "hand1")))
    g.apply(("target", bb))
    g.apply(("discard", fid(g, "Ifrit", "hand1")))
    pass_(g, 2)
    assert g.objs[bb].damage == 5000 and len(g.vars["delayed"]) == 1
    to_phase(g, 4)
    hand = names(g, "hand1")
    g.apply(PASS)
    assert names(g, "hand1") == hand


def test_phantasmal_harlequin_breaks_the_harlequins_when_the_manikin_goes():
    g = setup({"field": [HARLEQUIN, HARLEQUIN, PHANTOM, EVOKER], "hand": [ODIN, THUNDER, THUNDER]}, {})
    har, ph = g.zones["field0"][0], fid(g, "Ephemeral Phantom", "field0")
    use(g, har, 0, targets=[ph])
    pass_(g, 2)
    assert power(g, ph) == 7000
    g.apply(("cast", fid(g, "Odin", "hand0")))
    do(g, ("mode", 0), ("target", ph))
    _pay(g, *_hand(g, "Ramuh"))
    pass_(g, 2)
    pass_(g, 2)
    assert names(g, "field0") == ["Evoker"]
    assert sorted(names(g, "break0")) == sorted(["Ramuh", "Ramuh", "Ephemeral Phantom", "Odin",
                                                  "Phantasmal Harlequin", "Phantasmal Harlequin"])


# ------------------------------------------------------------------ amounts "for each"
@R("fftcg:11.12.4.3")
def test_a_variable_of_a_resolved_continuous_effect_is_fixed_when_it_resolves():
    g = setup({"field": [QUACHO_QUEEN, SQUIRE, MONK], "hand": [EVOKER, KNIGHT, KNIGHT, KNIGHT]}, {})
    qq, sq = fid(g, "Quacho Queen", "field0"), fid(g, "Squire", "field0")
    use(g, qq, 0, targets=[sq], pay=[("discard", fid(g, "Evoker", "hand0"))])
    pass_(g, 2)
    assert power(g, sq) == 7000                        # +1000 for each of the 2 Forwards
    knights = _hand(g, "Knight")
    g.apply(("play", knights[0]))
    _pay(g, *knights[1:])
    assert len(g.zones["field0"]) == 4
    assert power(g, sq) == 7000                        # a third Forward changes nothing now


def test_montblanc_deals_1000_damage_for_each_moogle_you_control():
    g = setup({"field": [MONTBLANC, "3-141C"], "hand": [IFRIT]}, {"field": [BLACK_BELT]})
    bb = fid(g, "Black Belt", "field1")
    use(g, fid(g, "Montblanc", "field0"), 0, targets=[bb], pay=[("discard", fid(g, "Ifrit", "hand0"))])
    pass_(g, 2)
    assert g.objs[bb].damage == 2000                   # Montblanc and Mog (IX)


# ------------------------------------------------------------------------- X costs
@R("fftcg:4.5", "fftcg:11.6.7")
def test_the_player_declares_x_when_using_an_ability_with_a_variable_cost():
    g = setup({"field": [TAMA], "hand": [SQUIRE, BLACK_BELT, IFRIT]}, {})
    tama, sq = fid(g, "Tama", "field0"), fid(g, "Squire", "hand0")
    g.apply(("use", tama, 0))
    d = g.decision
    # any X that the 3 cards in hand can pay (2 CP each, one CP more allowed with a discard)
    assert (d.kind, d.player, d.options) == ("x", 0, tuple(("x", n) for n in range(7)))
    assert g.rules.describe(g, ("x", 2)) == "X = 2"
    g.apply(("x", 2))
    assert g.decision.kind == "payment" and g.decision.prompt == "pay 2 CP"
    g.apply(("discard", fid(g, "Ifrit", "hand0")))
    assert g.stack[-1].x == 2 and names(g, "break0") == ["Ifrit", "Tama"]
    pass_(g, 2)
    d = g.decision                                     # "Play 1 Character Card of cost X or less"
    assert (d.kind, d.options) == ("play_from_hand", (("play", sq),))   # not Black Belt (4), no "no"
    g.apply(("play", sq))
    assert names(g, "field0") == ["Squire"] and names(g, "hand0") == ["Black Belt"]


# -------------------------------------------------------------------- state as data
def test_modes_and_delayed_abilities_round_trip_through_json_and_clones():
    g = setup({"field": [CYAN, LUGAE], "hand": [CYAN, KNIGHT]}, {"field": [BLACK_BELT, MONK]})
    bb, lugae = fid(g, "Black Belt", "field1"), fid(g, "Lugae", "field0")
    _bushido_fang(g, bb)
    pass_(g, 2)
    g.apply(("use", lugae, 1))
    g.apply(("mode", 0))                               # a target decision with a mode selected
    for h in (g, g.clone()):
        back = tcg.Game.from_json(h.to_json(), h.rules)
        assert back.state_hash() == h.state_hash() and back.decision == h.decision
        assert back.vars["delayed"] == h.vars["delayed"]
    c = g.clone()
    c.apply(("target", bb))
    assert g.decision.kind == "target" and g.stack == []
    back = tcg.Game.from_json(g.to_json(), g.rules)
    for h in (g, back):
        h.apply(("target", fid(h, "Monk", "field1")))
        h.apply(("discard", fid(h, "Knight", "hand0")))
        pass_(h, 2)
        to_phase(h, 5, "main1")
    assert back.state_hash() == g.state_hash() and g.stack[-1].kind == "delayed"


NEW_DECKS = {
    "modes": ["3 5-100H", "3 5-032H", "3 5-062L", "3 2-049H", "3 4-052C", "3 4-073C", "3 4-116C",
              "3 5-048H", "3 5-045H", "3 4-065C", "3 5-075L", "2 5-145L", "1 3-154S", "3 4-124C",
              "3 2-133R", "3 1-143C", "3 5-155S", "2 2-021C"],
    "delayed": ["3 4-007H", "3 1-104H", "3 1-192S", "3 2-092C", "3 2-004C", "3 15-014H", "3 1-157C",
                "3 3-132R", "3 5-126L", "3 3-109C", "3 1-050C", "3 1-004C", "3 3-149S", "3 4-124C",
                "3 1-159C", "2 1-111C", "2 3-113R", "1 1-143C"],
}


def _deck(tmp_path, name: str) -> str:
    path = tmp_path / f"{name}.txt"
    lines = [f"{e.split()[0]} {e.split()[1]} {RULES.cards[e.split()[1]].name}" for e in NEW_DECKS[name]]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_with_the_new_cards_replay_and_round_trip(tmp_path, seed):
    decks = [_deck(tmp_path, "modes"), _deck(tmp_path, "delayed")][:: 1 if seed % 2 else -1]
    game = tcg.new_game("fftcg", decks=decks, seed=seed)
    r = random.Random(seed)
    choices = []
    while not game.over:
        d = game.decision
        assert len(set(d.options)) == len(d.options)
        active = [i for i, o in enumerate(d.options) if o not in (PASS, ("end",), ("no",), ("done",))]
        i = r.choice(active) if active and r.random() < 0.85 else r.randrange(len(d.options))
        game.apply(i)
        choices.append(i)
        assert sum(len(z) for z in game.zones.values()) == 100
        if len(choices) % 10 == 0 and not game.over:
            back = tcg.Game.from_json(game.to_json(), game.rules)
            assert back.state_hash() == game.state_hash() and back.decision == game.decision
            for p in (0, 1):
                game.view(p)
                game.rules.describe(game, game.decision.options[0])
    again = tcg.new_game("fftcg", decks=decks, seed=seed)
    for i in choices:
        again.apply(i)
    assert again.state_hash() == game.state_hash() and again.result == game.result
