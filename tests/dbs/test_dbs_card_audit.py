"""Cards of the pool that no other test plays, each played as printed and its outcome asserted
(the card audit of 2026-11-28)."""

from __future__ import annotations

from dbs_kit import BOTH, FRIEZA, codes, pick, position

from tcg.games.dbs import picks, reading


@BOTH
def test_invasion_of_chilleds_army_negates_the_attack_then_plays_a_10000_token(ed):
    # "[Counter Attack] Negate the attack, then play 1 Chilled's Army Token with 10000 power."
    g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]},
                 {"hand": ["BT13-083"], "energy": ["BT1-060"]})
    pick(g, "attack", "BT7-061", "BT1-056")
    assert g.decision.kind == "counter" and g.decision.player == 1
    pick(g, "counter", "BT13-083")
    while g.decision.player == 1 and g.decision.kind != "main":
        g.apply(0)
    assert g.vars["battle"] == 0 and len(g.zones["life1"]) == 8          # negated: no damage
    assert codes(g, "battle1") == ["BT13-083-T"] and codes(g, "drop1") == ["BT13-083"]
    assert reading.power(g, g.zones["battle1"][0]) == 10000


@BOTH
def test_return_of_planet_tuffle_rests_up_to_two_of_the_opponents_battle_cards(ed):
    # "[Permanent] This card gains 《Desire》 in all areas. / [Activate Main] Choose up to 2 of your
    # opponent's Battle Cards, and switch them to Rest Mode."
    g = position(ed, {"leader": FRIEZA, "hand": ["BT8-086"], "energy": ["2 BT1-103"]},
                 {"battle": ["BT7-061", "BT1-060", "BT7-061"]})
    tuffle = g.zones["hand0"][0]
    assert "Desire" in picks.traits(g.objs[tuffle])
    pick(g, "extra", "BT8-086")
    krillins = [o for o in g.zones["battle1"] if g.objs[o].card.code == "BT7-061"]
    assert g.decision.kind == "target" and ("none",) in g.decision.options     # "up to"
    assert {o[1] for o in g.decision.options if o[0] == "rest"} == set(g.zones["battle1"])
    for k in krillins:
        g.apply(("rest", k))
    assert g.decision.kind == "main"
    assert [g.objs[o].tapped for o in g.zones["battle1"]] == [o in krillins for o in g.zones["battle1"]]
    assert codes(g, "drop0") == ["BT8-086"]


@BOTH
def test_son_goku_dawn_of_divinity_offering_a_life_or_two_cards_drawn(ed):
    # "[Offering] (When you play this card, your opponent may choose 1 card from their life and
    # place it in their Drop Area. If they don't, draw 2 cards.)"
    for takes in (True, False):
        g = position(ed, {"leader": FRIEZA, "hand": ["BT8-109"], "energy": ["2 BT1-021", "BT1-103"]}, {})
        hand, deck = len(g.zones["hand0"]), len(g.zones["deck0"])
        pick(g, "play", "BT8-109")
        assert g.decision.kind == "offering" and g.decision.player == 1
        assert g.decision.options == (("give_life",), ("no",))
        g.apply(("give_life",) if takes else ("no",))
        assert g.decision.kind == "main" and codes(g, "battle0") == ["BT8-109"]
        if takes:       # a life card to their Drop; nothing drawn
            assert len(g.zones["life1"]) == 7 and len(g.zones["drop1"]) == 1
            assert len(g.zones["hand0"]) == hand - 1 and len(g.zones["deck0"]) == deck
        else:           # the player of Goku draws 2
            assert len(g.zones["life1"]) == 8 and not g.zones["drop1"]
            assert len(g.zones["hand0"]) == hand - 1 + 2 and len(g.zones["deck0"]) == deck - 2


@BOTH
def test_courageous_heart_yajirobe_blocks_and_takes_the_attacker_with_it(ed):
    # "[Blocker] ... / [Revenge] (When this card is attacked, KO the attacking card after the battle)"
    for blocks in (True, False):
        g = position(ed, {"leader": FRIEZA, "battle": ["BT7-061"]}, {"battle": ["BT2-052"]})
        pick(g, "attack", "BT7-061", "BT1-056")
        yajirobe = g.zones["battle1"][0]
        assert g.decision.kind == "block" and g.decision.player == 1
        assert g.decision.options == (("block", yajirobe), ("no",))
        g.apply(("block", yajirobe) if blocks else ("no",))
        while g.decision.kind != "main" or g.decision.player != 0:
            g.apply(("pass",) if ("pass",) in g.decision.options else 0)
        if blocks:      # 10000 against 5000: Yajirobe is KO'd, and its Revenge KOs Krillin
            assert codes(g, "drop1") == ["BT2-052"] and codes(g, "drop0") == ["BT7-061"]
            assert len(g.zones["life1"]) == 8
        else:           # not attacked itself: no Revenge; the Leader takes the damage
            assert codes(g, "battle1") == ["BT2-052"] and codes(g, "battle0") == ["BT7-061"]
            assert len(g.zones["life1"]) == 7
