"""FFTCG rules 7: zones (own and shared zones, new objects, public and hidden zones, the Field
and its limits, Damage Zone, deck, Break Zone, hand, stack, removed from game)."""

from __future__ import annotations

import pytest
from general_support import PASS, cast, find, load, names, options, pass_until, play, resolve

import tcg

PLAYER_ZONES = ("deck", "hand", "field", "break", "damage", "removed")


@pytest.mark.rules("fftcg:7.2", "fftcg:7.5")
def test_each_player_has_their_own_zones_and_there_is_one_stack():
    game = tcg.new_game("fftcg", seed=1)
    assert set(game.zones) == {f"{z}{p}" for z in PLAYER_ZONES for p in (0, 1)} | {"stack"}
    # Every object is in exactly one zone: there is no "outside the game" zone.
    located = [o for ids in game.zones.values() for o in ids]
    assert sorted(located) == sorted(game.objs) and len(located) == 100
    assert all(game.objs[o].zone == z for z, ids in game.zones.items() for o in ids)


@pytest.mark.rules("fftcg:6.2", "fftcg:7.3")
def test_a_card_goes_to_its_owners_break_zone_or_hand_whoever_controls_it():
    # Player 0's Knight is under player 1's control; broken, it goes to player 0's Break Zone.
    game = load({"hand": ["1-124R", "1-121C", "1-121C", "1-143C", "1-143C"], "field": ["1-050C"]})
    knight = game.move(find(game, "Knight", "field0"), "field1", controller=1)
    assert game.objs[knight].owner == 0 and game.objs[knight].controller == 1
    cast(game, "Odin", [knight], [("discard", o) for o in game.zones["hand0"][1:]])
    resolve(game)
    assert names(game, "break0")[-2:] == ["Knight", "Odin"] and names(game, "break1") == []
    # Returned to hand: to its owner's hand.
    game = load({"hand": ["1-178R", "1-167C", "1-159C"], "field": ["1-050C"]})
    knight = game.move(find(game, "Knight", "field0"), "field1", controller=1)
    cast(game, "Leviathan", [knight], [("discard", o) for o in game.zones["hand0"][1:]])
    resolve(game)
    assert names(game, "hand0") == ["Knight"] and game.zones["hand1"] == []


@pytest.mark.rules("fftcg:7.4")
def test_a_card_that_changes_zones_is_a_new_card():
    # Knight with 3000 damage, dull, returned to hand by Leviathan and played again: a new
    # object, active, without damage.
    game = load({"hand": ["1-178R", "1-167C", "1-159C", "1-035C", "1-036C"],
                 "field": [{"card": "1-050C", "dull": True, "damage": 3000}]})
    knight = find(game, "Knight", "field0")
    cast(game, "Leviathan", [knight], [("discard", find(game, "Viking", "hand0")), ("discard", find(game, "Evoker", "hand0"))])
    resolve(game)
    assert knight not in game.objs
    in_hand = find(game, "Knight", "hand0")
    assert in_hand != knight
    play(game, "Knight", *[("discard", o) for o in game.zones["hand0"] if o != in_hand])
    new = find(game, "Knight", "field0")
    assert new not in (knight, in_hand)
    assert game.objs[new].damage == 0 and not game.objs[new].tapped


@pytest.mark.rules("fftcg:7.6", "fftcg:7.6.1", "fftcg:7.6.2", "fftcg:7.7.2", "fftcg:7.8.3", "fftcg:7.9.2",
                   "fftcg:7.10.2", "fftcg:7.11.2", "fftcg:7.12.2", "fftcg:7.13.2")
def test_public_and_hidden_zones_in_each_players_view():
    game = load({"hand": ["1-004C", "1-025C", "1-016C"], "field": ["1-050C"], "damage": ["1-029C"],
                 "break": ["1-087C"], "removed": ["1-014C"]},
                {"hand": ["1-050C"], "field": ["1-119C"], "damage": ["1-099C"], "break": ["1-159C"]})
    cast(game, "Ifrit", [find(game, "Monk", "field1")], [("discard", find(game, "Squire", "hand0"))])
    for viewer in (0, 1):
        z = game.view(viewer)["zones"]
        for p in (0, 1):
            # Hidden: the decks, for everyone; a hand, for the opponent.
            assert z[f"deck{p}"] == 10
            for name in ("field", "break", "damage", "removed"):
                assert [d["name"] for d in z[f"{name}{p}"]] == names(game, f"{name}{p}")
        assert [d["name"] for d in z["stack"]] == ["Ifrit"]
        assert [d["id"] for d in z[f"hand{viewer}"]] == game.zones[f"hand{viewer}"]
        assert z[f"hand{1 - viewer}"] == len(game.zones[f"hand{1 - viewer}"])


@pytest.mark.rules("fftcg:7.6.1")
def test_a_hand_stays_hidden_after_a_card_is_revealed_into_it():
    # Duke Goltanna searches (reveals) Garland into the hand: the opponent still sees a count.
    game = load({"hand": ["1-134R"], "field": ["3 1-121C"], "deck": ["1-050C", "1-006H"]})
    play(game, "Duke Goltanna", *[("dull", b) for b in game.zones["field0"][:3]])
    resolve(game)
    game.apply(("yes",))
    game.apply(("take", find(game, "Garland", "deck0")))
    assert names(game, "hand0") == ["Garland"]
    assert game.view(1)["zones"]["hand0"] == 1 and game.view(1)["zones"]["deck0"] == 1


@pytest.mark.rules("fftcg:7.7", "fftcg:7.7.1", "fftcg:5.2.3.1.1.1")
def test_characters_are_put_onto_their_controllers_field():
    game = load({"hand": ["1-050C", "1-035C", "1-036C"]})
    play(game, "Knight", *[("discard", o) for o in game.zones["hand0"][1:]])
    assert names(game, "field0") == ["Knight"] and game.zones["field1"] == []


@pytest.mark.rules("fftcg:7.7.3", "fftcg:5.2.2.1")
def test_case9_playing_a_second_non_generic_character_of_a_name_is_illegal():
    game = load({"hand": ["1-009C", "1-029C", "1-025C"], "field": ["1-009C"]})
    cloud_in_hand = find(game, "Cloud", "hand0")
    assert ("play", cloud_in_hand) not in options(game)
    assert ("play", find(game, "Red XIII", "hand0")) in options(game)
    with pytest.raises(tcg.IllegalChoice):
        game.apply(("play", cloud_in_hand))


@pytest.mark.rules("fftcg:7.7.3", "fftcg:12.4.6")
def test_case9_an_effect_putting_a_second_one_onto_the_field_breaks_both():
    # Devout: "{D}, put Devout into the Break Zone: Choose 1 Forward of cost 4 or less from your
    # Break Zone. Play it onto the field."
    game = load({"field": ["1-009C", "1-048C"], "break": ["1-009C"]})
    game.apply(("use", find(game, "Devout", "field0"), 0))
    game.apply(("target", find(game, "Cloud", "break0")))
    resolve(game)
    assert names(game, "field0") == [] and names(game, "break0") == ["Devout", "Cloud", "Cloud"]


@pytest.mark.rules("fftcg:7.7.3", "fftcg:12.4.7")
def test_case11_playing_a_second_light_or_dark_character_is_illegal_an_effect_breaks_both():
    game = load({"hand": ["4-148L", "1-016C", "1-029C"], "field": ["4-146L", "2 1-003C"]})
    assert ("play", find(game, "Shadow Lord", "hand0")) not in options(game)
    game = load({"hand": ["4-148L", "1-016C", "1-029C"], "field": ["2 1-003C"]})
    assert ("play", find(game, "Shadow Lord", "hand0")) in options(game)
    # Terra (Light) on the Field; Devout plays Shadow Lord (Dark) from the Break Zone.
    game = load({"field": ["4-146L", "1-048C"], "break": ["4-148L"]})
    game.apply(("use", find(game, "Devout", "field0"), 0))
    game.apply(("target", find(game, "Shadow Lord", "break0")))
    resolve(game)
    assert names(game, "field0") == [] and names(game, "break0") == ["Devout", "Terra", "Shadow Lord"]


@pytest.mark.rules("fftcg:7.7.3", "fftcg:5.2.2")
def test_the_name_limit_is_about_the_name_not_the_card_number():
    # Tifa 1-016C on the Field: Tifa 1-189S (another card, same name) can't be played.
    game = load({"hand": ["1-189S", "1-029C", "1-014C"], "field": ["1-016C"]})
    assert ("play", find(game, "Tifa", "hand0")) not in options(game)
    game = load({"hand": ["1-189S", "1-029C", "1-014C"], "field": ["1-009C"]})
    assert ("play", find(game, "Tifa", "hand0")) in options(game)


@pytest.mark.rules("fftcg:7.7.3")
def test_the_field_limits_are_per_player():
    game = load({"hand": ["1-009C", "1-029C"]}, {"field": ["1-009C"]})
    play(game, "Cloud", ("discard", find(game, "Red XIII", "hand0")))
    assert names(game, "field0") == ["Cloud"] and names(game, "field1") == ["Cloud"]


@pytest.mark.rules("fftcg:7.8", "fftcg:7.8.1", "fftcg:7.8.2", "fftcg:7.8.3")
def test_damage_cards_accumulate_one_per_point_in_the_order_received():
    game = load({"field": ["1-050C", "1-014C"]},
                {"deck": ["1-159C", "1-099C", "1-119C"], "damage": ["1-029C"]}, phase="attack")
    for _ in range(2):
        pass_until(game, "attack")
        game.apply(options(game)[1])
        pass_until(game, "block")
        game.apply(("no_block",))
    pass_until(game, "attack")
    assert names(game, "damage1") == ["Red XIII", "Monk", "Black Belt"]
    assert names(game, "deck1") == ["Evoker"]


@pytest.mark.rules("fftcg:7.9", "fftcg:7.9.1", "fftcg:8.2.1.3")
def test_each_player_starts_with_their_deck_in_the_deck_zone():
    game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=2)
    assert len(game.zones["deck0"]) == len(game.zones["deck1"]) == 50
    game.apply(("first",))
    assert len(game.zones["deck0"]) == 45 and len(game.zones["hand0"]) == 5
    assert len(game.zones["deck1"]) == 45 and len(game.zones["hand1"]) == 5
    assert all(not game.zones[f"{z}{p}"] for z in ("field", "break", "damage", "removed") for p in (0, 1))


@pytest.mark.rules("fftcg:7.10", "fftcg:7.10.1")
def test_destroyed_cards_cp_discards_and_resolved_summons_go_to_the_break_zone():
    game = load({"hand": ["1-004C", "1-025C"]}, {"field": ["1-016C"]})
    cast(game, "Ifrit", [find(game, "Tifa", "field1")], [("discard", find(game, "Squire", "hand0"))])
    assert names(game, "break0") == ["Squire"]
    resolve(game)
    assert names(game, "break0") == ["Squire", "Ifrit"] and names(game, "break1") == ["Tifa"]


@pytest.mark.rules("fftcg:7.11", "fftcg:7.11.1", "fftcg:9.2.1.1")
def test_drawn_cards_go_to_the_hand():
    game = load({"deck": ["1-050C", "1-025C", "1-016C"]}, phase="draw")
    assert names(game, "hand0") == ["Tifa", "Squire"] and names(game, "deck0") == ["Knight"]


@pytest.mark.rules("fftcg:7.12", "fftcg:7.12.1", "fftcg:7.12.3", "fftcg:11.1.5")
def test_the_stack_holds_summons_and_abilities_newest_on_top():
    # Player 0 uses Ranger's ability on Tifa; player 1 responds with Ifrit on Squire. Ifrit is
    # on top and resolves first.
    game = load({"hand": ["1-029C"], "field": ["1-008C", "1-025C"]},
                {"hand": ["1-004C", "1-014C"], "field": ["1-016C"]})
    squire, tifa = find(game, "Squire", "field0"), find(game, "Tifa", "field1")
    game.apply(("use", find(game, "Ranger", "field0"), 0))
    game.apply(("target", tifa))
    game.apply(("discard", find(game, "Red XIII", "hand0")))
    game.apply(PASS)
    cast(game, "Ifrit", [squire], [("discard", find(game, "Samurai", "hand1"))])
    assert [(s.kind, s.controller) for s in game.stack] == [("ability", 0), ("summon", 1)]
    assert names(game, "stack") == ["Ifrit"]
    game.apply(PASS)
    game.apply(PASS)
    assert game.objs[squire].damage == 4000 and game.objs[tifa].damage == 0 and len(game.stack) == 1
    assert names(game, "break1") == ["Samurai", "Ifrit"]
    assert game.decision.player == 0                 # the turn player gets priority after a resolution
    game.apply(PASS)
    game.apply(PASS)
    assert game.objs[tifa].damage == 2000 and game.stack == []


@pytest.mark.rules("fftcg:7.13", "fftcg:7.13.1")
def test_removed_cards_go_to_their_owners_removed_from_game_zone():
    # Raiden: "Choose up to 2 Forwards opponent controls. Remove the first Forward from the
    # game, and break the other."
    hand = ["4-114L", "1-121C", "1-130C", "1-143C", "5-117C"]
    game = load({"hand": hand, "field": ["1-121C"]}, {"field": ["1-050C", "1-025C"]})
    knight, squire = game.zones["field1"]
    cast(game, "Raiden", [knight, squire], [("discard", o) for o in game.zones["hand0"][1:]] +
         [("dull", game.zones["field0"][0])])
    resolve(game)
    assert names(game, "removed1") == ["Knight"] and names(game, "break1") == ["Squire"]
    assert game.view(0)["zones"]["removed1"][0]["name"] == "Knight"
