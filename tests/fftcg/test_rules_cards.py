"""FFTCG rules 5–6: cards (cost, element, CP, name, generic and EX icons, categories, types,
text, number, power) and the definitions (players, owner and controller, card state, sources,
damage to players, types). Characteristics are checked against the engine's card definitions."""

from __future__ import annotations

import pytest
from general_support import PASS, cast, deck_of, find, kind, load, names, options, pass_until, play, resolve
from pydantic import ValidationError

import tcg
from tcg.engine.cards import DeckError
from tcg.games.fftcg.cards import CardDef
from tcg.games.fftcg.chars import card_type_matches, is_forward, power
from tcg.games.fftcg.ruleset import RULES

CARDS = RULES.cards


# ------------------------------------------------------------------------------ 5.1 cards
@pytest.mark.rules("fftcg:5.1")
def test_only_official_cards_exist_in_a_game():
    with pytest.raises(tcg.ScenarioError, match="unknown card '9-999C'"):
        load({"hand": ["9-999C"]})
    with pytest.raises(DeckError, match="unknown card '9-999C'"):
        from tcg.engine.cards import parse_deck
        parse_deck("3 9-999C Moogle Knight\n", "deck.txt", CARDS)


# ---------------------------------------------------------------- 5.2 printed information
def test_the_printed_parts_of_a_card():
    # 1-021H Firion, as printed: Fire Forward, cost 4, 8000 power, rarity H.
    c = CARDS["1-021H"]
    assert (c.name, c.type, c.elements, c.cost, c.power) == ("Firion", "forward", ("fire",), 4, 8000)
    assert (c.number, c.code[-1]) == ("1-021", "H")
    assert c.text == "When Firion enters the field, choose 1 Forward. Deal it 4000 damage."
    assert not c.generic and not c.ex_burst
    # The engine reads them: playing Firion takes 4 CP, at least one of them Fire; on the Field
    # it is a Forward of 8000 power, and its text (an ability) works.
    game = load({"hand": ["1-021H", "1-050C"], "field": ["1-003C", "1-161C"]}, {"field": ["1-025C"]})
    game.apply(("play", find(game, "Firion", "hand0")))
    game.apply(("discard", find(game, "Knight", "hand0")))
    game.apply(("dull", find(game, "Red Mage", "field0")))
    assert kind(game) == "payment"                          # 3 CP so far
    game.apply(("dull", find(game, "White Mage", "field0")))
    firion = find(game, "Firion", "field0")
    assert is_forward(game, firion) and power(game, firion) == 8000
    game.apply(("target", find(game, "Squire", "field1")))
    resolve(game)
    assert names(game, "break1") == []
    assert game.objs[find(game, "Squire", "field1")].damage == 4000


@pytest.mark.rules("fftcg:5.2.1.1")
def test_cp_takes_the_element_of_the_card_that_produced_it():
    # Zack (Fire, 3). Discarding a Knight gives 2 Ice CP: the payment still lacks Fire, so the
    # Water Backup (which would make exactly 3) is not offered, only the Fire Squire.
    game = load({"hand": ["1-012R", "1-050C", "1-025C"], "field": ["1-161C"]})
    game.apply(("play", find(game, "Zack", "hand0")))
    game.apply(("discard", find(game, "Knight", "hand0")))
    assert options(game) == (("discard", find(game, "Squire", "hand0")),)
    assert {CARDS[c].elements[0] for c in ("1-012R", "1-050C", "1-161C", "4-146L", "1-186L")} == \
        {"fire", "ice", "water", "light", "dark"}


@pytest.mark.rules("fftcg:5.2.1.2", "fftcg:5.2.1.3")
def test_cp_case1_fire_discard_plus_water_backup_pays_a_3_cost_fire_card():
    game = load({"hand": ["1-012R", "1-025C"], "field": ["1-161C"]})
    squire, mage = find(game, "Squire", "hand0"), find(game, "White Mage", "field0")
    play(game, "Zack", ("discard", squire), ("dull", mage))
    assert names(game, "field0") == ["White Mage", "Zack"]
    assert names(game, "break0") == ["Squire"] and game.objs[mage].tapped
    assert game.zones["hand0"] == []


@pytest.mark.rules("fftcg:5.2.1.3.1")
def test_cp_case2_two_discards_for_a_3_cost_card_lose_one_cp():
    game = load({"hand": ["1-012R", "1-025C", "1-050C"]})
    play(game, "Zack", ("discard", find(game, "Squire", "hand0")), ("discard", find(game, "Knight", "hand0")))
    assert names(game, "field0") == ["Zack"] and names(game, "break0") == ["Squire", "Knight"]
    assert kind(game) == "priority"


@pytest.mark.rules("fftcg:5.2.1.3.1")
def test_cp_case3_never_more_than_one_extra_cp():
    # Zack costs 3: two discards (4 CP) complete the payment at once; a Backup can't be added
    # for a 5th CP. Discard + Backup (3 CP) also completes at once.
    game = load({"hand": ["1-012R", "1-025C", "1-029C"], "field": ["1-161C", "1-159C"]})
    squire, red, mage, evoker = (find(game, "Squire", "hand0"), find(game, "Red XIII", "hand0"),
                                 find(game, "White Mage", "field0"), find(game, "Evoker", "field0"))
    game.apply(("play", find(game, "Zack", "hand0")))
    game.apply(("discard", squire))
    assert set(options(game)) == {("discard", red), ("dull", mage), ("dull", evoker)}
    game.apply(("discard", red))
    assert kind(game) == "priority" and names(game, "field0") == ["White Mage", "Evoker", "Zack"]
    with pytest.raises(tcg.IllegalChoice):
        game.apply(("dull", mage))
    assert not game.objs[mage].tapped and not game.objs[evoker].tapped


@pytest.mark.rules("fftcg:5.2.1.3.1")
def test_cp_case4_no_extra_cp_without_a_discard():
    # Squire costs 2; three Fire Backups: the payment completes after the second, the third
    # stays active (3 CP from Backups alone would be an illegal overpayment).
    game = load({"hand": ["1-025C"], "field": ["1-003C", "1-008C", "1-019C"]})
    a, b, c = game.zones["field0"]
    game.apply(("play", find(game, "Squire", "hand0")))
    assert set(options(game)) == {("dull", a), ("dull", b), ("dull", c)}
    game.apply(("dull", a))
    game.apply(("dull", b))
    assert kind(game) == "priority" and names(game, "field0")[-1] == "Squire"
    assert [game.objs[o].tapped for o in (a, b, c)] == [True, True, False]


@pytest.mark.rules("fftcg:5.2.1.3.1")
def test_cp_case5_one_discard_pays_a_1_cost_card():
    game = load({"hand": ["1-004C", "1-025C"]}, {"field": ["1-050C"]})
    knight = find(game, "Knight", "field1")
    cast(game, "Ifrit", [knight], [("discard", find(game, "Squire", "hand0"))])
    resolve(game)
    assert names(game, "break0") == ["Squire", "Ifrit"] and game.objs[knight].damage == 4000


@pytest.mark.rules("fftcg:5.2.1.2")
def test_cp_case6_a_fire_card_cannot_be_paid_with_water_cp_only():
    game = load({"hand": ["1-012R", "1-167C", "1-159C"], "field": ["1-161C", "1-177R"]})
    assert options(game) == (PASS, ("play", find(game, "Viking", "hand0")),
                             ("play", find(game, "Evoker", "hand0")))
    # With a Fire Backup: after a Water discard, only the Fire Backup can finish the payment.
    game = load({"hand": ["1-012R", "1-167C"], "field": ["1-161C", "1-003C"]})
    game.apply(("play", find(game, "Zack", "hand0")))
    game.apply(("discard", find(game, "Viking", "hand0")))
    game.apply(("dull", find(game, "White Mage", "field0")))      # 3 Water CP: not a payment yet
    assert kind(game) == "payment" and options(game) == (("dull", find(game, "Red Mage", "field0")),)
    game.apply(("dull", find(game, "Red Mage", "field0")))        # 4 CP, one Fire: legal (5.2.1.3.1)
    assert names(game, "field0")[-1] == "Zack"


@pytest.mark.rules("fftcg:5.2.1.3")
def test_cp_case7_light_and_dark_cards_cannot_be_discarded_for_cp():
    game = load({"hand": ["1-012R", "4-146L", "1-186L", "1-025C"], "field": ["1-003C"]})
    game.apply(("play", find(game, "Zack", "hand0")))
    assert options(game) == (("discard", find(game, "Squire", "hand0")), ("dull", find(game, "Red Mage", "field0")))


@pytest.mark.rules("fftcg:5.2.1.2", "fftcg:11.2.1.1")
def test_cp_case8_a_light_card_may_be_paid_with_earth_cp_only():
    game = load({"hand": ["4-146L", "1-119C", "1-099C"]})
    play(game, "Terra", ("discard", find(game, "Monk", "hand0")), ("discard", find(game, "Black Belt", "hand0")))
    assert names(game, "field0") == ["Terra"]


@pytest.mark.rules("fftcg:5.2.3.1.1.3", "fftcg:5.2.1.3")
def test_backups_produce_one_cp_forwards_and_dull_backups_none():
    game = load({"hand": ["1-012R", "1-025C"], "field": ["1-161C", {"card": "1-159C", "dull": True}, "1-050C"]})
    game.apply(("play", find(game, "Zack", "hand0")))
    assert options(game) == (("discard", find(game, "Squire", "hand0")), ("dull", find(game, "White Mage", "field0")))
    game.apply(("dull", find(game, "White Mage", "field0")))      # 1 CP: 2 more needed, with Fire
    assert options(game) == (("discard", find(game, "Squire", "hand0")),)


# ------------------------------------------------------------- 5.2.2 name, icons, category
@pytest.mark.rules("fftcg:5.2.2")
def test_a_card_is_referred_to_by_its_name():
    # Zack: "If you control Card Name Aerith, Zack gains +2000 power."
    game = load({"field": ["1-012R", "1-065C"]})
    assert power(game, find(game, "Zack", "field0")) == 8000
    game = load({"field": ["1-012R", "1-161C"]})
    assert power(game, find(game, "Zack", "field0")) == 6000


@pytest.mark.rules("fftcg:5.2.2.1", "fftcg:7.7.3")
def test_case10_three_generic_characters_of_one_name_on_the_field():
    game = load({"hand": ["1-014C", "1-025C", "1-029C"], "field": ["1-014C", "1-014C"]})
    assert CARDS["1-014C"].generic
    play(game, "Samurai", ("discard", game.zones["hand0"][1]), ("discard", game.zones["hand0"][2]))
    game.apply(PASS)
    assert names(game, "field0") == ["Samurai", "Samurai", "Samurai"] and kind(game) == "priority"


@pytest.mark.rules("fftcg:5.2.2.1", "fftcg:6.5.2.1")
def test_only_a_card_with_the_ex_icon_offers_an_ex_burst():
    for top, ex in (("1-004C", True), ("1-025C", False)):
        assert CARDS[top].ex_burst is ex
        game = load({"field": ["1-050C"]}, {"deck": ["3 1-050C", top]}, phase="attack")
        pass_until(game, "attack")
        game.apply(options(game)[1])
        pass_until(game, "block")
        game.apply(("no_block",))
        game.apply(PASS)
        game.apply(PASS)
        assert codes_in(game, "damage1") == [top]
        assert kind(game) == ("ex_burst" if ex else "priority")
        if ex:
            assert game.decision.player == 1 and options(game) == (("yes",), ("no",))
            game.apply(("no",))   # declining: the card just stays in the Damage Zone
            assert codes_in(game, "damage1") == [top] and kind(game) == "priority"


def codes_in(game, zone):
    return [game.objs[o].card.code for o in game.zones[zone]]


@pytest.mark.rules("fftcg:5.2.2.2")
def test_a_card_belongs_to_its_category():
    # Cloud: "If you control a Category (VII) Forward other than Cloud, Cloud gains +2000."
    assert CARDS["1-012R"].category == "VII" and CARDS["1-025C"].category == "FFT"
    game = load({"field": ["1-009C", "1-012R"]})
    assert power(game, find(game, "Cloud", "field0")) == 7000
    game = load({"field": ["1-009C", "1-025C"]})
    assert power(game, find(game, "Cloud", "field0")) == 5000


# ------------------------------------------------------------------------ 5.2.3 card types
@pytest.mark.rules("fftcg:5.2.3.1", "fftcg:5.2.3.1.1.1", "fftcg:5.2.3.1.2", "fftcg:6.6.4")
def test_characters_are_played_onto_the_field_summons_are_cast():
    hand = ["1-050C", "1-036C", "4-029C", "1-038R"]          # all Ice
    game = load({"hand": hand + ["2 1-035C"], "field": ["4 1-049C"]}, {"field": ["1-025C"]})
    knight, bard, ghoul, shiva, extra1, extra2 = game.zones["hand0"]
    assert [CARDS[c].type for c in hand] == ["forward", "backup", "monster", "summon"]
    assert options(game)[:5] == (PASS, ("play", knight), ("play", bard), ("play", ghoul), ("cast", shiva))
    backups = game.zones["field0"]
    play(game, "Knight", ("discard", extra1), ("dull", backups[0]))
    play(game, "Bard", ("dull", backups[1]), ("dull", backups[2]))
    play(game, "Ghoul", ("discard", extra2))
    assert names(game, "field0")[-3:] == ["Knight", "Bard", "Ghoul"] and names(game, "hand0") == ["Shiva"]


@pytest.mark.rules("fftcg:5.2.3.1.1")
def test_forwards_backups_and_monsters_are_characters():
    # Sage: "choose 1 Character Card in your Break Zone. Add it to your hand."
    game = load({"hand": ["1-133C"], "field": ["4 1-121C"], "break": ["1-050C", "1-161C", "4-081C", "1-004C"]})
    knight, mage, goblin, _ = game.zones["break0"]
    play(game, "Sage", *[("dull", b) for b in game.zones["field0"]])
    assert options(game) == (("target", knight), ("target", mage), ("target", goblin))


@pytest.mark.rules("fftcg:5.2.3.1.1.2")
def test_only_forwards_attack_and_block():
    game = load({"field": ["1-050C", "1-161C", "4-081C"]}, {"field": ["1-025C", "1-159C", "4-019C"]}, phase="attack")
    pass_until(game, "attack")
    assert options(game) == (("end",), ("attack", find(game, "Knight", "field0")))
    game.apply(("attack", find(game, "Knight", "field0")))
    pass_until(game, "block")
    assert options(game) == (("no_block",), ("block", find(game, "Squire", "field1")))


@pytest.mark.rules("fftcg:5.2.3.1.1.4")
def test_a_monster_that_becomes_a_forward_stays_a_monster():
    # Bangaa Thief: "{e}: Until the end of the turn, Bangaa Thief also becomes a Forward with
    # 7000 power and Brave." Ranger: "{D}, put Ranger into the Break Zone: Choose 1 Monster of
    # cost 2 or less. Break it."
    game = load({"hand": ["1-119C"], "field": ["4-088C", "5-054C"]})
    thief = find(game, "Bangaa Thief", "field0")
    assert not is_forward(game, thief)
    game.apply(("use", thief, 0))
    game.apply(("discard", find(game, "Monk", "hand0")))
    resolve(game)
    assert is_forward(game, thief) and power(game, thief) == 7000
    assert game.objs[thief].card.type == "monster" and card_type_matches(game, thief, "monster")
    game.apply(("use", find(game, "Ranger", "field0"), 0))
    assert options(game) == (("target", thief),)
    game.apply(("target", thief))
    resolve(game)
    assert names(game, "break0") == ["Monk", "Ranger", "Bangaa Thief"]


@pytest.mark.rules("fftcg:5.2.3.1.1.4", "fftcg:5.2.3.1.1.2")
def test_a_monster_that_became_a_forward_can_attack_until_the_end_of_the_turn():
    game = load({"hand": ["1-119C"], "field": ["4-088C"]})
    thief = find(game, "Bangaa Thief", "field0")
    game.apply(("use", thief, 0))
    game.apply(("discard", find(game, "Monk", "hand0")))
    resolve(game)
    pass_until(game, "attack")
    assert options(game) == (("end",), ("attack", thief))
    game.apply(("attack", thief))
    assert not game.objs[thief].tapped                  # Brave
    while game.vars["turn"] == 3:
        game.apply(options(game)[0])
    assert not is_forward(game, thief) and game.objs[thief].card.type == "monster"


@pytest.mark.rules("fftcg:5.2.3.1.1.5", "fftcg:6.6", "fftcg:6.6.1", "fftcg:6.6.2", "fftcg:6.6.3")
def test_jobs_belong_to_characters_and_are_part_of_their_type():
    summons = [c for c in CARDS.values() if c.type == "summon"]
    chars_ = [c for c in CARDS.values() if c.type != "summon"]
    assert summons and all(c.job == "" for c in summons)
    assert sum(1 for c in chars_ if c.job) > len(chars_) // 2
    # Duke Goltanna: "you may search for 1 Job Knight": Garland's job is Knight; the card named
    # Knight has the job Standard Unit and is not found.
    assert CARDS["1-006H"].job == "Knight" and CARDS["1-050C"].job == "Standard Unit"
    game = load({"hand": ["1-134R"], "field": ["3 1-121C"], "deck": ["1-050C", "1-006H", "1-025C"]})
    garland = find(game, "Garland", "deck0")
    play(game, "Duke Goltanna", *[("dull", b) for b in game.zones["field0"]])
    resolve(game)
    assert kind(game) == "optional"
    game.apply(("yes",))
    assert options(game) == (("done",), ("take", garland))


@pytest.mark.rules("fftcg:5.2.3.1.2.1", "fftcg:7.10.1")
def test_a_summon_resolves_once_and_never_enters_the_field():
    game = load({"hand": ["1-004C", "1-025C"]}, {"field": ["1-016C"]})
    tifa = find(game, "Tifa", "field1")
    cast(game, "Ifrit", [tifa], [("discard", find(game, "Squire", "hand0"))])
    assert names(game, "stack") == ["Ifrit"] and game.zones["field0"] == []
    resolve(game)
    assert names(game, "break0") == ["Squire", "Ifrit"] and names(game, "break1") == ["Tifa"]
    assert game.zones["stack"] == [] and game.zones["field0"] == []


# ----------------------------------------------------------------------- 5.2.4 to 5.2.6
@pytest.mark.rules("fftcg:5.2.4.1")
def test_a_card_naming_itself_means_only_that_card():
    # Viking (generic): "When Viking enters the field, draw 1 card." A second Viking entering
    # triggers only its own ability: 1 card, not 2.
    game = load({"hand": ["1-167C", "1-159C"], "field": ["1-167C", "1-161C"]})
    play(game, "Viking", ("discard", find(game, "Evoker", "hand0")))
    assert len(game.stack) == 1 and game.stack[0].source == game.zones["field0"][-1]
    resolve(game)
    assert len(game.zones["hand0"]) == 1 and len(game.zones["deck0"]) == 9


@pytest.mark.rules("fftcg:5.2.5", "fftcg:5.2.5.1", "fftcg:8.1.1.2")
def test_the_same_card_means_the_same_card_number_three_copies_at_most():
    assert CARDS["1-050C"].number == "1-050" and CARDS["4-146L"].number == "4-146"
    RULES.check_deck(deck_of((3, "1-050C")))
    with pytest.raises(DeckError, match="more than 3 copies of 1-050C"):
        RULES.check_deck(deck_of((4, "1-050C")))
    with pytest.raises(DeckError, match="more than 3 copies of 1-050C"):
        RULES.check_deck(deck_of((2, "1-050C"), (2, "1-050C")))


@pytest.mark.rules("fftcg:5.2.6.1")
def test_only_forwards_have_power():
    assert all((c.power > 0) == (c.type == "forward") for c in CARDS.values())
    with pytest.raises(ValidationError, match="only Forwards print power"):
        CardDef(code="9-001C", name="X", type="backup", element="fire", cost=2, power=5000)
    with pytest.raises(ValidationError, match="positive `power`"):
        CardDef(code="9-002C", name="Y", type="forward", element="fire", cost=2)


@pytest.mark.rules("fftcg:5.2.6.1", "fftcg:12.4.5")
def test_damage_equal_to_power_breaks_a_forward_outside_combat():
    game = load({"hand": ["1-004C", "1-025C", "1-004C", "1-029C"]}, {"field": ["1-016C", "1-050C"]})
    tifa, knight = find(game, "Tifa", "field1"), find(game, "Knight", "field1")
    cast(game, "Ifrit", [tifa], [("discard", find(game, "Squire", "hand0"))])
    resolve(game)
    cast(game, "Ifrit", [knight], [("discard", find(game, "Red XIII", "hand0"))])
    resolve(game)
    assert names(game, "break1") == ["Tifa"] and names(game, "field1") == ["Knight"]
    assert game.objs[knight].damage == 4000


# ------------------------------------------------------------------------- 6.1 players
@pytest.mark.rules("fftcg:6.1", "fftcg:6.1.1")
def test_every_decision_belongs_to_one_of_the_two_players():
    game = tcg.new_game("fftcg", seed=11)
    seen = set()
    for _ in range(400):
        if game.over:
            break
        seen.add(game.decision.player)
        game.apply(0 if game.decision.kind != "priority" or len(options(game)) == 1 else 1)
    assert seen == {0, 1}


@pytest.mark.rules("fftcg:6.1.2")
def test_opponent_means_the_other_player():
    # Cloud: "choose 1 Forward opponent controls".
    game = load({"hand": ["1-009C", "1-025C"], "field": ["1-050C"]}, {"field": ["1-016C", "1-029C"]})
    play(game, "Cloud", ("discard", find(game, "Squire", "hand0")))
    assert kind(game) == "target"
    assert options(game) == tuple(("target", o) for o in game.zones["field1"])


@pytest.mark.rules("fftcg:6.1.3")
def test_the_turn_player_decides_first_and_the_other_players_trigger_resolves_first():
    # Both Geomancers (6000, "When put from the field into the Break Zone, draw 1 card") die in
    # the same combat. The turn player puts theirs on the stack first, so player 1's resolves
    # first.
    game = load({"field": ["1-168C"]}, {"field": ["1-168C"]}, phase="attack")
    pass_until(game, "attack")
    game.apply(options(game)[1])
    pass_until(game, "block")
    game.apply(options(game)[1])
    pass_until(game, "priority")
    while not game.stack:
        game.apply(PASS)
    assert [s.controller for s in game.stack] == [0, 1]
    h0, h1 = len(game.zones["hand0"]), len(game.zones["hand1"])
    game.apply(PASS)
    game.apply(PASS)
    assert (len(game.zones["hand0"]), len(game.zones["hand1"])) == (h0, h1 + 1)


# ------------------------------------------------------------------ 6.2 owner, controller
@pytest.mark.rules("fftcg:6.2.1")
def test_the_owner_is_the_player_who_started_with_the_card_in_their_deck():
    game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=5)
    for p in (0, 1):
        for zone in ("deck", "hand"):
            assert all(game.objs[o].owner == p for o in game.zones[f"{zone}{p}"])
    assert {e for o in game.zones["deck0"] + game.zones["hand0"] for e in game.objs[o].card.elements} <= {"fire", "ice"}


@pytest.mark.rules("fftcg:6.2.2", "fftcg:7.3")
def test_a_returned_card_goes_to_its_owners_hand():
    game = load({"hand": ["1-178R", "1-167C", "1-159C"]}, {"field": ["1-050C"]})
    cast(game, "Leviathan", [find(game, "Knight", "field1")],
         [("discard", find(game, "Viking", "hand0")), ("discard", find(game, "Evoker", "hand0"))])
    resolve(game)
    assert names(game, "hand1") == ["Knight"] and game.objs[game.zones["hand1"][0]].owner == 1
    assert names(game, "break0") == ["Viking", "Evoker", "Leviathan"]


@pytest.mark.rules("fftcg:6.2.3")
def test_a_summon_on_the_stack_is_controlled_by_the_player_who_cast_it():
    # Player 1 casts Ifrit during player 0's Main Phase.
    game = load({"hand": ["1-025C", "1-050C"], "field": ["1-016C"]}, {"hand": ["1-004C", "1-029C"]})
    game.apply(PASS)
    assert game.decision.player == 1
    cast(game, "Ifrit", [find(game, "Tifa", "field0")], [("discard", find(game, "Red XIII", "hand1"))])
    (item,) = game.stack
    assert item.controller == 1 and game.objs[item.id].controller == 1 and game.objs[item.id].owner == 1
    assert game.decision.player == 1          # 11.3.8: the caster receives priority again
    resolve(game)
    assert names(game, "break1") == ["Red XIII", "Ifrit"] and names(game, "break0") == ["Tifa"]


@pytest.mark.rules("fftcg:6.2.4", "fftcg:6.2.5")
def test_cards_put_onto_the_field_are_controlled_by_their_owner_or_player():
    # Phoenix: "Choose up to 1 Forward of cost 2 or less in your Break Zone. Play it onto the
    # field. Deal 2000 damage to all the Forwards opponent controls."
    game = load({"hand": ["3-020H", "1-025C", "1-029C"], "break": ["1-016C"]}, {"field": ["1-087C"]})
    cast(game, "Phoenix", [find(game, "Tifa", "break0")],
         [("discard", find(game, "Squire", "hand0")), ("discard", find(game, "Red XIII", "hand0"))])
    resolve(game)
    tifa = find(game, "Tifa", "field0")
    assert game.objs[tifa].controller == 0 and game.objs[tifa].owner == 0
    assert names(game, "break1") == [] and game.objs[find(game, "Archer", "field1")].damage == 2000
    game = load({"hand": ["1-025C", "1-029C"]})
    play(game, "Squire", ("discard", find(game, "Red XIII", "hand0")))
    assert game.objs[find(game, "Squire", "field0")].controller == 0


# ----------------------------------------------------------------------- 6.3 card state
@pytest.mark.rules("fftcg:6.3", "fftcg:6.3.1")
def test_dulling_and_activating_cards():
    # Shiva: "Choose 1 Forward. Dull it and Freeze it." White Mage: "choose 1 Forward. Activate it."
    game = load({"hand": ["1-038R", "1-050C", "1-035C", "1-161C", "1-167C"]}, {"field": ["1-016C"]})
    tifa = find(game, "Tifa", "field1")
    assert not game.objs[tifa].tapped
    cast(game, "Shiva", [tifa], [("discard", find(game, "Knight", "hand0")), ("discard", find(game, "Bard", "hand0"))])
    resolve(game)
    assert game.objs[tifa].tapped
    play(game, "White Mage", ("discard", find(game, "Viking", "hand0")))
    game.apply(("target", tifa))
    resolve(game)
    assert not game.objs[tifa].tapped


# ------------------------------------------------------------------------- 6.4 sources
@pytest.mark.rules("fftcg:6.4", "fftcg:6.4.1")
def test_the_source_of_an_ability_is_its_card():
    game = load({"hand": ["1-025C"], "field": ["1-008C"]}, {"field": ["1-016C"]})
    ranger = find(game, "Ranger", "field0")
    game.apply(("use", ranger, 0))
    game.apply(("target", find(game, "Tifa", "field1")))
    game.apply(("discard", find(game, "Squire", "hand0")))
    (item,) = game.stack
    assert item.source == ranger and item.code == "1-008C" and item.controller == 0


@pytest.mark.rules("fftcg:6.4.2")
def test_an_ability_on_the_stack_resolves_even_if_its_source_is_gone():
    # Y'shtola uses "{D}: Choose 1 Forward. Deal it 2000 damage."; in response player 1 breaks
    # her with Ifrit. Her ability still resolves.
    game = load({"field": ["1-084H"]}, {"hand": ["1-004C", "1-029C"], "field": ["1-025C"]})
    yshtola, squire = find(game, "Y'shtola", "field0"), find(game, "Squire", "field1")
    game.apply(("use", yshtola, 1))
    game.apply(("target", squire))
    game.apply(PASS)
    cast(game, "Ifrit", [yshtola], [("discard", find(game, "Red XIII", "hand1"))])
    resolve(game)
    assert names(game, "break0") == ["Y'shtola"] and game.objs[squire].damage == 2000
    # A cost that puts the source into the Break Zone: Tellah's 9000 damage still happens.
    game = load({"field": ["2-012R"]}, {"field": ["1-050C"]})
    game.apply(("use", find(game, "Tellah", "field0"), 0))
    game.apply(("target", find(game, "Knight", "field1")))
    assert names(game, "break0") == ["Tellah"] and len(game.stack) == 1
    resolve(game)
    assert names(game, "break1") == ["Knight"]


# ------------------------------------------------------------------ 6.5 damage to players
@pytest.mark.rules("fftcg:6.5", "fftcg:6.5.1", "fftcg:6.5.2", "fftcg:6.5.3")
def test_each_point_of_damage_moves_the_top_card_of_the_deck_to_the_damage_zone():
    # Fusoya: "{D}: Choose 1 Forward. Deal it 7000 damage. Fusoya deals you 1 point of damage."
    game = load({"field": ["2-146H"], "deck": ["1-029C", "1-025C", "1-016C"]}, {"field": ["1-050C"]})
    top = game.zones["deck0"][-1]
    game.apply(("use", find(game, "Fusoya", "field0"), 0))
    game.apply(("target", find(game, "Knight", "field1")))
    resolve(game)
    assert names(game, "damage0") == ["Tifa"] and names(game, "deck0") == ["Red XIII", "Squire"]
    assert top not in game.objs                      # a new object in the Damage Zone (7.4)
    assert names(game, "break1") == ["Knight"] and kind(game) == "priority"


@pytest.mark.rules("fftcg:6.5.2.1")
def test_the_damaged_player_may_use_the_ex_burst_of_a_damage_card():
    # Fusoya deals its controller 1 point of damage; the card is Ifrit (EX): "Choose 1 Forward.
    # Deal it 4000 damage." Player 0 uses it; the card stays in the Damage Zone.
    game = load({"field": ["2-146H"], "deck": ["1-025C", "1-004C"]}, {"field": ["1-050C", "1-016C"]})
    game.apply(("use", find(game, "Fusoya", "field0"), 0))
    game.apply(("target", find(game, "Knight", "field1")))
    game.apply(PASS)
    game.apply(PASS)
    assert names(game, "damage0") == ["Ifrit"] and kind(game) == "ex_burst" and game.decision.player == 0
    game.apply(("yes",))
    game.apply(("target", find(game, "Tifa", "field1")))
    assert names(game, "break1") == ["Knight", "Tifa"] and names(game, "damage0") == ["Ifrit"]
