"""FFTCG rules tests of the triggers printed text names (11.8): an auto ability waiting for one
of several events ("when X enters the field or attacks"), with the cards that print them."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, names, pass_, pass_until, power, setup, use

R = pytest.mark.rules

CURILLA = "5-127R"      # water Forward 4, 7000: when Curilla enters the field or attacks, a water Forward you control +2000
EVOKER = "1-159C"       # water Backup 1, vanilla (water CP)
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


def _discard(g, name: str, n: int) -> None:
    for oid in [o for o in g.zones["hand0"] if g.objs[o].card.name == name][-n:]:
        g.apply(("discard", oid))


@R("fftcg:11.8.16.2.1", "fftcg:11.8.6")
def test_an_ability_waiting_for_entering_or_attacking_triggers_when_its_card_enters_the_field():
    g = setup({"hand": [CURILLA, EVOKER, EVOKER]}, {"field": [KNIGHT]})
    g.apply(("play", fid(g, "Curilla", "hand0")))
    _discard(g, "Evoker", 2)
    curilla = fid(g, "Curilla", "field0")
    d = g.decision       # Curilla's ability: 1 Water Forward you control (Curilla herself)
    assert (d.kind, d.player, d.options) == ("target", 0, (("target", curilla),))
    g.apply(("target", curilla))
    pass_(g, 2)
    assert power(g, curilla) == 9000


@R("fftcg:10.1.2.5", "fftcg:11.8.6")
def test_the_same_ability_triggers_when_its_card_attacks():
    g = setup({"field": [CURILLA]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    curilla = fid(g, "Curilla", "field0")
    do(g, ("attack", curilla))
    assert g.decision.kind == "target" and g.decision.options == (("target", curilla),)
    g.apply(("target", curilla))
    pass_(g, 2)
    assert power(g, curilla) == 9000 and g.objs[curilla].tapped is True


VOLKER = "5-020R"       # fire Forward 4, 8000: when Volker or a Category XI Forward enters your field, a Forward cannot block
AYAME = "5-002R"        # fire Forward 3, 7000, Category XI
SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla (fire CP)
BLACK_BELT = "1-099C"   # earth Forward 4, 8000, vanilla



@R("fftcg:11.8.16.2.1")
def test_another_card_of_the_named_kind_entering_your_field_triggers_it_and_another_does_not():
    g = setup({"field": [VOLKER], "hand": [AYAME, SQUIRE, SQUIRE, SQUIRE, SQUIRE]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("play", fid(g, "Ayame", "hand0")))
    _discard(g, "Squire", 2)
    d = g.decision       # a Category XI Forward entered your field: Volker's ability chooses its Forward
    assert d.kind == "target" and d.player == 0 and ("target", knight) in d.options
    g.apply(("target", knight))
    pass_(g, 2)
    assert "cannot_block" in flags(g, knight)
    g.apply(("play", fid(g, "Squire", "hand0")))     # a Forward of no Category XI: nothing triggers
    _discard(g, "Squire", 1)
    assert g.decision.kind == "priority" and not g.stack and names(g, "field0") == ["Volker", "Ayame", "Squire"]


@R("fftcg:11.8.16.2.1")
def test_the_card_itself_entering_your_field_triggers_it():
    g = setup({"hand": [VOLKER, SQUIRE, SQUIRE]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("play", fid(g, "Volker", "hand0")))
    _discard(g, "Squire", 2)
    assert g.decision.kind == "target" and ("target", knight) in g.decision.options
    g.apply(("target", knight))
    pass_(g, 2)
    assert "cannot_block" in flags(g, knight)


# ------------------------------------------------------------------ "when X is chosen by ..."
KUJA = "1-037H"         # ice Forward 5, 9000: when chosen by a Summon or an ability of your opponent, he discards 1
BERGAN = "2-017R"       # fire Forward 4, 8000: when chosen by a Summon, put Bergan into the Break Zone
IFRIT = "1-004C"        # fire Summon 1: choose 1 Forward, deal it 4000 damage
MONK = "1-119C"         # earth Forward 2, 6000, vanilla


@R("fftcg:11.3.8", "fftcg:11.8.1")
def test_a_card_chosen_by_the_opponents_summon_triggers_before_the_summon_resolves():
    g = setup({"hand": [IFRIT, SQUIRE, MONK]}, {"field": [KUJA]})
    kuja = fid(g, "Kuja", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", kuja))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    pass_until(g, "discard")          # Kuja's ability, above Ifrit on the stack: player 0 discards
    assert g.decision.player == 0 and names(g, "hand0") == ["Monk"]
    g.apply(("discard", fid(g, "Monk", "hand0")))
    assert names(g, "hand0") == [] and names(g, "break0") == ["Squire", "Monk"]
    assert [it.kind for it in g.stack] == ["summon"] and g.objs[kuja].damage == 0
    pass_(g, 2)
    assert g.objs[kuja].damage == 4000


@R("fftcg:11.8.1")
def test_chosen_by_its_controllers_own_summon_does_not_trigger_an_ability_waiting_for_the_opponents():
    g = setup({"hand": [IFRIT, SQUIRE, MONK], "field": [KUJA]}, {})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Kuja", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    assert g.decision.kind == "priority" and [it.kind for it in g.stack] == ["summon"]


@R("fftcg:11.3.8", "fftcg:11.3.9")
def test_chosen_by_any_summon_puts_bergan_into_the_break_zone_and_the_summon_loses_its_target():
    g = setup({"hand": [IFRIT, SQUIRE], "field": [BERGAN]}, {"field": [KNIGHT]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Bergan", "field0")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    assert [it.kind for it in g.stack] == ["summon", "auto"]
    pass_(g, 2)                        # Bergan's ability: into the Break Zone
    assert names(g, "field0") == [] and "Bergan" in names(g, "break0")
    pass_(g, 2)                        # Ifrit's only target is gone: cancelled
    assert names(g, "break0") == ["Squire", "Bergan", "Ifrit"]


# ------------------------------------------------------------------------------- a Party
CHOCOBO = "1-075C"      # wind Forward 3, 4000: when it forms a party and attacks, it and its party +3000
NINJA = "1-078C"        # wind Forward
CELESTIA = "5-134R"     # water Backup: when a party you control attacks, all Forwards in that party +1000


@R("fftcg:15.1.1.9.1", "fftcg:10.1.2.5")
def test_forming_a_party_and_attacking_gives_the_whole_party_the_power():
    g = setup({"field": [CHOCOBO, NINJA, SQUIRE]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    choco, ninja, squire = fid(g, "Chocobo", "field0"), fid(g, "Ninja", "field0"), fid(g, "Squire", "field0")
    before = power(g, ninja)
    do(g, ("attack", choco), ("add", ninja))
    assert [it.kind for it in g.stack] == ["auto"]
    pass_(g, 2)
    assert (power(g, choco), power(g, ninja), power(g, squire)) == (7000, before + 3000, 5000)


@R("fftcg:10.1.2.5")
def test_attacking_alone_is_not_forming_a_party():
    g = setup({"field": [CHOCOBO, NINJA]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Chocobo", "field0")), ("done",))
    assert g.stack == [] and power(g, fid(g, "Chocobo", "field0")) == 4000


@R("fftcg:15.1.1.9.1")
def test_a_party_attacking_triggers_once_for_the_party():
    g = setup({"field": [CELESTIA, SQUIRE, SQUIRE, SQUIRE]}, {"field": [KNIGHT]}, phase="attack",
              step="declaration")
    sq = [o for o in g.zones["field0"] if g.objs[o].card.name == "Squire"]
    do(g, ("attack", sq[0]), ("add", sq[1]), ("done",))
    assert [it.kind for it in g.stack] == ["auto"]          # one ability, not one per member
    pass_(g, 2)
    assert [power(g, o) for o in sq] == [6000, 6000, 5000]


# ------------------------------------------ "When a Forward of your opponent enters the field"
GRENADE = "5-008R"      # fire Monster: when an opponent's Forward of power <= 8000 enters, Grenade to the BZ: 8000 to it


@R("fftcg:11.8.16.2.1", "fftcg:11.8.1")
def test_it_is_the_card_whose_entering_triggered_the_ability():
    g = setup({"field": [GRENADE, KNIGHT]}, {"hand": [SQUIRE, SQUIRE]}, active=1)
    g.apply(("play", fid(g, "Squire", "hand1")))
    g.apply(("discard", [o for o in g.zones["hand1"]][-1]))
    squire = fid(g, "Squire", "field1")
    assert [it.kind for it in g.stack] == ["auto"] and g.stack[0].subject == squire
    pass_(g, 2)
    # Grenade went to the Break Zone, and "it" (the Squire that entered, 5000 power) took 8000 damage
    assert names(g, "break0") == ["Grenade"] and names(g, "field0") == ["Knight"]
    assert names(g, "field1") == [] and names(g, "break1") == ["Squire", "Squire"]


@R("fftcg:11.8.1")
def test_a_forward_of_its_own_controller_entering_does_not_trigger_it():
    g = setup({"field": [GRENADE], "hand": [SQUIRE, SQUIRE]}, {"field": [KNIGHT]})
    g.apply(("play", fid(g, "Squire", "hand0")))
    _discard(g, "Squire", 1)
    assert g.stack == [] and names(g, "field0") == ["Grenade", "Squire"]


# ---------------------------------------------------- the card an event names: blocker, Summon
NINJA_FS = "2-013C"     # fire Forward 2, 4000, First Strike: when blocked, deal the blocking Forward 2000 damage
CLIONE = "4-125C"       # water Monster: when either player casts a Summon, Clione to the BZ: cancel the Summon


@R("fftcg:10.1.3.5")
def test_the_blocking_forward_is_the_one_that_blocked():
    g = setup({"field": [NINJA_FS]}, {"field": [KNIGHT, SQUIRE]}, phase="attack", step="declaration")
    knight, squire = fid(g, "Knight", "field1"), fid(g, "Squire", "field1")
    do(g, ("attack", fid(g, "Ninja", "field0")))
    pass_until(g, "block")
    do(g, ("block", knight))
    assert [it.kind for it in g.stack] == ["auto"]
    pass_(g, 2)
    assert g.objs[knight].damage == 2000 and g.objs[squire].damage == 0


@R("fftcg:11.3.8", "fftcg:11.8.1")
def test_either_players_summon_cast_can_be_cancelled_by_the_monster_that_names_it():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [CLIONE, KNIGHT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", knight))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    assert [it.kind for it in g.stack] == ["summon", "auto"]
    pass_(g, 2)        # Clione: into the Break Zone, and Ifrit is cancelled
    assert names(g, "break1") == ["Clione"] and names(g, "break0") == ["Squire", "Ifrit"]
    assert g.objs[knight].damage == 0


# ------------------------------------------------------------- how a card was paid for
NINJA_7 = "7-058C"      # wind Forward 4: enters: choose 1 Forward; if the cost paid included Fire CP, 4000 damage to it
THIEF = "11-048C"       # wind Forward 4: enters, if paid with CP of 2 or more different Elements: draw 1 card
WIND = "1-078C"         # a wind card to discard (2 wind CP)


def _play_paying(g, code: str, *discards: str) -> None:
    """Play the card `code` from player 0's hand, discarding the cards `discards` (codes) for CP."""
    hand = g.zones["hand0"]
    card = next(o for o in hand if g.objs[o].card.code == code)
    g.apply(("play", card))
    used = {card}
    for d in discards:     # the discarded cards stay in the hand until the payment is complete
        oid = next(o for o in hand if g.objs[o].card.code == d and o not in used)
        used.add(oid)
        g.apply(("discard", oid))


@R("fftcg:11.8.1")
def test_an_effect_that_reads_the_elements_of_the_cp_paid_to_play_its_card():
    g = setup({"hand": [NINJA_7, WIND, SQUIRE]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    _play_paying(g, NINJA_7, WIND, SQUIRE)      # 2 wind CP and 2 fire CP
    g.apply(("target", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 4000
    g = setup({"hand": [NINJA_7, WIND, WIND]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    _play_paying(g, NINJA_7, WIND, WIND)       # wind CP only
    g.apply(("target", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 0


@R("fftcg:11.8.13")
def test_a_condition_on_the_cp_paid_is_checked_when_the_card_enters():
    g = setup({"hand": [THIEF, WIND, SQUIRE]}, {})
    _play_paying(g, THIEF, WIND, SQUIRE)      # two different Elements: it triggers
    assert [it.kind for it in g.stack] == ["auto"]
    pass_(g, 2)
    assert names(g, "hand0") == ["Black Belt"]
    g = setup({"hand": [THIEF, WIND, WIND]}, {})
    _play_paying(g, THIEF, WIND, WIND)       # one Element: no ability triggers
    assert g.stack == [] and names(g, "hand0") == []


# --------------------------------------------------------- where an entering card came from
POROM = "2-135H"        # water Forward 3: enters your field other than from your hand: return a Forward of cost <= 5
DEVOUT = "1-048C"       # ice Backup: {D}, put Devout into the BZ: play a Forward of cost <= 4 from your BZ


@R("fftcg:11.8.16.2.1")
def test_entering_from_the_break_zone_is_entering_other_than_from_the_hand():
    g = setup({"field": [DEVOUT], "break": [POROM]}, {"field": [KNIGHT]})
    knight = fid(g, "Knight", "field1")
    use(g, fid(g, "Devout", "field0"), 0, targets=[fid(g, "Porom", "break0")])
    pass_(g, 2)
    assert names(g, "field0") == ["Porom"]
    d = g.decision        # Porom's ability chooses its Forward
    assert d.kind == "target" and ("target", knight) in d.options
    g.apply(("target", knight))
    pass_until(g, "optional")          # "You may return it"
    g.apply(("yes",))
    assert names(g, "hand1") == ["Knight"] and names(g, "field1") == []


@R("fftcg:11.8.16.2.1")
def test_played_from_the_hand_it_does_not_trigger():
    g = setup({"hand": [POROM, EVOKER, EVOKER]}, {"field": [KNIGHT]})
    g.apply(("play", fid(g, "Porom", "hand0")))
    _discard(g, "Evoker", 2)
    assert g.stack == [] and names(g, "field0") == ["Porom"]


# ------------------------------------------------------ replacements of a move from the Field
BAHAMUT = "4-016R"      # fire Summon 4: 8000 damage to a Forward; put into the BZ this turn: removed from the game instead


@R("fftcg:11.12.5.1", "fftcg:11.12.5.4")
def test_a_forward_put_into_the_break_zone_this_turn_is_removed_from_the_game_instead():
    g = setup({"hand": [BAHAMUT, SQUIRE, SQUIRE]}, {"field": [KNIGHT, BLACK_BELT]})
    knight = fid(g, "Knight", "field1")
    g.apply(("cast", fid(g, "Bahamut", "hand0")))
    g.apply(("target", knight))
    _discard(g, "Squire", 2)
    pass_(g, 2)        # 8000 damage to a 7000 Forward: broken, and removed from the game instead
    assert names(g, "field1") == ["Black Belt"] and names(g, "removed1") == ["Knight"] and names(g, "break1") == []


def _first_paragraph(monkeypatch, code: str) -> str:
    """A card of the pool with only its first paragraph compiled (its later ones need what other
    parts of the grammar do not read yet): the printed ability this test proves."""
    from tcg import games
    from tcg.games.fftcg.cards import CardDef
    from tcg.games.fftcg.text import compile_text

    rules = games.get("fftcg")
    facts = next(c for c in _pool_cards() if c["code"] == code)
    first = facts["text"].split("\n")[0]
    res = compile_text(first, facts["name"], facts["type"])
    assert res.supported, res.unsupported
    test_code = f"9-9{code.split('-')[1]}"
    card = CardDef.model_validate({"code": test_code, "name": facts["name"], "type": facts["type"],
                                  "element": facts["elements"][0], "cost": facts["cost"],
                                  **({"power": facts["power"]} if "power" in facts else {}),
                                  "ability": res.abilities})
    monkeypatch.setitem(rules.cards, test_code, card)
    return test_code


def _pool_cards() -> list[dict]:
    import tomllib

    from tcg.games.fftcg.pool import POOL
    return [c for p in POOL.glob("*.toml") for c in tomllib.loads(p.read_text())["card"]]


@R("fftcg:11.12.5.1", "fftcg:11.12.5.4")
def test_a_card_that_leaves_the_field_returns_to_its_owners_hand_instead(monkeypatch):
    """5-147L Eald'narche's first paragraph: "If Eald'narche leaves the field, return Eald'narche
    to your hand instead." (its [Paradise] needs extra turns, which the game has not)."""
    eald = _first_paragraph(monkeypatch, "5-147L")
    g = setup({"field": [eald]}, {"hand": [IFRIT, SQUIRE]}, active=1)
    e = fid(g, "Eald'narche", "field0")
    g.apply(("cast", fid(g, "Ifrit", "hand1")))
    g.apply(("target", e))
    g.apply(("discard", fid(g, "Squire", "hand1")))
    g.w(e).damage = 6000         # with Ifrit's 4000 more, Eald'narche (10000) is broken
    pass_(g, 2)
    assert names(g, "field0") == [] and names(g, "hand0") == ["Eald'narche"] and names(g, "break0") == []


@R("fftcg:11.12.5.1")
def test_a_card_that_enters_the_field_dull(monkeypatch):
    """4-094R Magic Pot's first paragraph: "Magic Pot enters the field dull."."""
    pot = _first_paragraph(monkeypatch, "4-094R")
    g = setup({"hand": [pot, BLACK_BELT]}, {})
    g.apply(("play", fid(g, "Magic Pot", "hand0")))
    g.apply(("discard", fid(g, "Black Belt", "hand0")))
    assert names(g, "field0") == ["Magic Pot"] and g.objs[fid(g, "Magic Pot", "field0")].tapped is True


# ------------------------------------------------------------ "if X results from an EX Burst"
IFRIT_7 = "7-005C"      # fire Summon 4, EX: 7000 damage to a Forward; 8000 instead if it results from an EX Burst


@R("fftcg:11.10")
def test_a_summon_that_results_from_an_ex_burst_does_what_it_says_then():
    g = setup({"field": [BLACK_BELT]}, {"deck": [KNIGHT, IFRIT_7]}, phase="attack", step="declaration")
    do(g, ("attack", fid(g, "Black Belt", "field0")))
    pass_(g, 2)
    do(g, ("no_block",))
    pass_(g, 2)
    assert g.decision.kind == "ex_burst" and g.decision.player == 1
    do(g, ("yes",), ("target", fid(g, "Black Belt", "field0")))
    assert names(g, "break0") == ["Black Belt"]          # 8000 damage: an 8000 Forward is broken


@R("fftcg:11.10")
def test_the_same_summon_cast_from_the_hand_deals_the_printed_amount():
    g = setup({"hand": [IFRIT_7, SQUIRE, SQUIRE]}, {"field": [BLACK_BELT]})
    bb = fid(g, "Black Belt", "field1")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", bb))
    _discard(g, "Squire", 2)
    pass_(g, 2)
    assert g.objs[bb].damage == 7000 and names(g, "field1") == ["Black Belt"]


# ------------------------------------------------------------------------- phases
REM = "9-059R"          # Forward: at the end of your turn, activate Rem


@R("fftcg:9.5.1.1")
def test_at_the_end_of_your_turn_but_not_of_the_opponents():
    g = setup({"field": [{"card": REM, "dull": True}]}, {}, phase="main2")
    rem = fid(g, "Rem", "field0")
    pass_(g, 2)                                 # Main Phase 2 ends: the End Phase begins
    assert g.vars["phase"] == "end" and [it.kind for it in g.stack] == ["auto"]
    pass_(g, 2)
    assert g.objs[rem].tapped is False
    g = setup({}, {"field": [{"card": REM, "dull": True}]}, phase="main2")
    pass_(g, 2)
    assert g.vars["phase"] == "end" and g.stack == [] and g.objs[fid(g, "Rem", "field1")].tapped is True


# -------------------------------------------------------------------- "is dealt damage"
DADALUMA = "4-085H"     # earth Forward 8000: when dealt damage, 4000 damage to up to 1 Forward opponent controls


@R("fftcg:10.1.4.3")
def test_a_forward_dealt_battle_damage_triggers_its_ability():
    g = setup({"field": [SQUIRE, KNIGHT]}, {"field": [DADALUMA]}, phase="attack", step="declaration")
    knight, dada = fid(g, "Knight", "field0"), fid(g, "Dadaluma", "field1")
    do(g, ("attack", fid(g, "Squire", "field0")))    # no other fire Forward: no Party to form
    pass_until(g, "block")
    do(g, ("block", dada))
    pass_until(g, "target")
    assert g.decision.player == 1 and g.objs[dada].damage == 5000 and ("target", knight) in g.decision.options
    g.apply(("target", knight))
    pass_(g, 2)
    assert g.objs[knight].damage == 4000


YUNA = "1-214S"         # when you cast a Summon, you may dull Yuna if it is active; if you do so, draw 1 (once per turn)
POROM_2 = "2-136R"      # when Porom or your Palom is chosen by the opponent's Summon or ability, you may return it


@R("fftcg:11.8.14")
def test_you_may_dull_it_if_it_is_active_and_if_you_do_so_draw():
    g = setup({"field": [YUNA], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    yuna = fid(g, "Yuna", "field0")
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Knight", "field1")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    pass_until(g, "optional")
    g.apply(("yes",))
    assert g.objs[yuna].tapped is True and names(g, "hand0") == ["Black Belt"]


@R("fftcg:11.8.14", "fftcg:11.3.9")
def test_the_card_chosen_is_the_one_it_returns():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [POROM_2]})
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "Porom", "field1")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    pass_until(g, "optional")
    assert g.decision.player == 1
    g.apply(("yes",))
    assert names(g, "hand1") == ["Porom"] and names(g, "field1") == []
    pass_(g, 2)                         # Ifrit's target is gone: cancelled
    assert names(g, "break0") == ["Squire", "Ifrit"]


G_DIVER = "10-113C"     # when put from the field into the Break Zone, each player draws 1 card


@R("fftcg:11.8.16")
def test_each_player_draws_when_it_is_put_from_the_field_into_the_break_zone():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [{"card": G_DIVER, "damage": 1000}]})   # 5000 power
    g.apply(("cast", fid(g, "Ifrit", "hand0")))
    g.apply(("target", fid(g, "G Diver", "field1")))
    g.apply(("discard", fid(g, "Squire", "hand0")))
    pass_(g, 2)                                   # Ifrit breaks it: its ability triggers
    assert names(g, "break1") == ["G Diver"] and [it.kind for it in g.stack] == ["auto"]
    pass_(g, 2)
    assert names(g, "hand0") == ["Black Belt"] and names(g, "hand1") == ["Black Belt"]


RED_MAGE = "5-097C"     # {2}{D}: choose 1 Forward; 1000 damage to it, 2000 instead if it is active


@R("fftcg:11.12.5.6")
def test_if_it_is_active_the_other_amount_instead():
    for dull, dealt in ((False, 2000), (True, 1000)):
        g = setup({"field": [RED_MAGE], "hand": [SQUIRE]}, {"field": [{"card": KNIGHT, "dull": dull}]})
        knight = fid(g, "Knight", "field1")
        use(g, fid(g, "Red Mage", "field0"), 0, targets=[knight], pay=[("discard", fid(g, "Squire", "hand0"))])
        pass_(g, 2)
        assert g.objs[knight].damage == dealt


CHOCOBO_FS = "2-060C"   # wind Forward, First Strike: the Forwards forming a party with Chocobo gain First Strike


@R("fftcg:15.1.1.9.1")
def test_the_forwards_forming_a_party_with_it_gain_the_keyword():
    g = setup({"field": [CHOCOBO_FS, NINJA, CHOCOBO]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    fs, ninja, other = g.zones["field0"]
    assert "first_strike" not in flags(g, ninja)
    do(g, ("attack", fs), ("add", ninja), ("done",))
    assert "first_strike" in flags(g, ninja)
    assert "first_strike" not in flags(g, other)      # not in the Party


@R("fftcg:15.1.1.9.1")
def test_a_party_without_it_gains_nothing():
    g = setup({"field": [CHOCOBO_FS, NINJA, CHOCOBO]}, {"field": [KNIGHT]}, phase="attack", step="declaration")
    ninja, other = fid(g, "Ninja", "field0"), g.zones["field0"][2]
    do(g, ("attack", ninja), ("add", other), ("done",))
    assert "first_strike" not in flags(g, ninja) and "first_strike" not in flags(g, other)
