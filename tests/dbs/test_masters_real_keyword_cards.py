"""Rules tests of the Masters-only keywords [Z-Stack X] (dbs-masters 22-47), [Limit X] (22-44) and
[Spirit Boost X] (22-43) played by REAL cards (src/tcg/games/dbs/cards/zenkai_keywords.toml): the
Z-Leaders BT20-025 Android 18, Accel Dance and BT21-102 Golden Frieza, Shining Emporer on the
Leaders BT20-023 and BT21-101; BT21-100 SSB Son Goku, BT21-132 The Return of the Army of Terror and
BT24-076 Rushing to Battle ([Limit 1]); BT15-031 Cabba and BT26-033 SS2 Cabba, Battling for Survival
([Spirit Boost 1]). The cards those name but whose energy-cost pips are unknown (the Z-Battle Cards a
[Z-Stack] places, yellow <Frieza> cards with [Swap]) are fixtures TEST-ZK2-*
(fixture_cards/zenkai_keyword_partners.toml)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from dbs_kit import FRIEZA, MT, PASSIVE, SELFPLAY_PASSIVE, M, codes, first_of, opts, pick, position, refresh

from tcg.engine.cards import DeckError, parse_deck
from tcg.games.dbs import RULES_DBSCG, RULES_MASTERS
from tcg.games.dbs.base import AWAKENED
from tcg.games.dbs.battle import battle_powers
from tcg.games.dbs.reading import keywords, power
from tcg.games.dbs.unders import put_under
from tcg.testing import play_checked

A18, A18Z = ["BT20-023"], "BT20-025"
FRIEZA_L, FRIEZA_Z, ARMY = ["BT21-101"], "BT21-102", "BT21-132"
SSB = ["BT21-100"]
RUSH = "BT24-076"
CABBA, CABBA_Z = ["BT15-031"], "BT26-033"
BACK = "{ awakened = true }"
BLUE, YELLOW, GREEN = "BT1-038", "BT1-102", "BT1-060"     # Vegeta (blue 3), Appule (yellow 2), Son Goku (green 2)
GOTENKS = "BT10-033"                                          # a blue Unison (markers for [Spirit Boost])
HIT = "BT10-145"                                              # Son Goku & Hit: blue/yellow <<Universe 6>>, combo 10000


def run(game, *, take: str = "", kind: str = "main") -> None:
    """Answer until a decision of `kind`: options of kind `take` first (their first one), then the
    passive ones (pass, no, done, none), else the first."""
    while not game.over and game.decision.kind != kind:
        d = game.decision
        mine = [o for o in d.options if take and o[0] == take]
        game.apply(mine[0] if mine else next((o for o in PASSIVE if o in d.options), d.options[0]))


def answer_until(game, kind: str, *choices) -> None:
    """Take the first option of each kind in `choices` when asked; passive answers otherwise."""
    want = list(choices)
    while game.decision.kind != kind:
        d = game.decision
        hit = next((o for o in d.options if want and o[0] == want[0]), None)
        if hit is not None:
            want.pop(0)
            game.apply(hit)
        else:
            game.apply(next((o for o in PASSIVE if o in d.options), d.options[0]))


def end_turn(game, take: str = "") -> None:
    """End the active player's turn; answer passively (options of kind `take` first) until the other
    player's Main Phase."""
    me = game.decision.player
    game.apply(("end",))
    while not (game.decision.kind == "main" and game.decision.player != me) and not game.over:
        d = game.decision
        mine = [o for o in d.options if take and o[0] == take]
        game.apply(mine[0] if mine else next((o for o in PASSIVE if o in d.options), d.options[0]))


def leader_of(game, p: int = 0) -> int:
    return game.zones[f"leader{p}"][0]


# ------------------------------------------------------------------------------ [Z-Stack]
@pytest.mark.rules("dbs-masters:22-47-2-1", "dbs-masters:22-47-3", "dbs-masters:22-47-4", "dbs-masters:22-46-6-3")
def test_accel_dance_z_stack_places_two_blue_krillin_or_android_17_of_cost_5_when_put_on_the_leader():
    g = position(MT, {"leader": A18, "vars": BACK, "life": ["3 BT1-060"],
                      "zdeck": [A18Z, "TEST-ZK2-KRILLIN", "TEST-ZK2-A17", "TEST-ZK2-A17R", "TEST-ZK2-KRILLIN"],
                      "zenergy": [f"3 {BLUE}"], "energy": [BLUE]}, {"leader": FRIEZA}, auto_forced=False)
    z = g.rules.cards[A18Z].masters[1]                  # [Z-Stack 2] Blue <Krillin> and blue <Android 17> ... 5
    assert (z.kind, z.x, z.pick.characters, z.pick.cost) == ("z_stack", 2, ("Krillin", "Android 17"), 5)
    pick(g, "z_awaken", A18Z)
    run(g, kind="target")                                # the [Auto] pends as the card is placed (22-47-3)
    assert sorted(g.objs[o[1]].card.code for o in opts(g, "stack")) == \
        ["TEST-ZK2-A17", "TEST-ZK2-KRILLIN", "TEST-ZK2-KRILLIN"]           # the red <Android 17>: not indicated
    pick(g, "stack", "TEST-ZK2-KRILLIN")
    pick(g, "stack", "TEST-ZK2-A17")
    assert g.decision.kind == "main"                     # X = 2: no third card
    top = leader_of(g)
    assert codes(g, "leader0") == [A18Z] and sorted(codes(g, "zdeck0")) == ["TEST-ZK2-A17R", "TEST-ZK2-KRILLIN"]
    assert codes(g, "under0") == ["TEST-ZK2-A17", "TEST-ZK2-KRILLIN", "BT20-023"]   # at the bottom, one card
    assert all(g.objs[u].counters["top"] == top for u in g.zones["under0"])
    assert len(g.zones["zenergy0"]) == 0 and codes(g, "drop0") == [BLUE] * 3       # Z-Energy cost 3


@pytest.mark.rules("dbs-masters:22-47-4")
def test_z_stack_is_up_to_x_and_may_place_none():
    g = position(MT, {"leader": A18, "vars": BACK, "life": ["3 BT1-060"], "zdeck": [A18Z, "TEST-ZK2-KRILLIN"],
                      "zenergy": [f"3 {BLUE}"], "energy": [BLUE]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "z_awaken", A18Z)
    run(g, kind="target")
    g.apply(("none",))
    assert g.decision.kind == "main"
    assert codes(g, "under0") == ["BT20-023"] and codes(g, "zdeck0") == ["TEST-ZK2-KRILLIN"]


def accel_dance(g) -> int:
    """Z-Awaken BT20-025 on BT20-023, stacking what it may; returns the Z-Leader."""
    pick(g, "z_awaken", A18Z)
    run(g, take="stack")
    return leader_of(g)


@pytest.mark.rules("dbs-masters:23-2-2-2", "dbs-masters:14-1-4", "dbs-masters:5-8-3")
def test_accel_dance_pays_three_blue_cards_from_under_it_and_plays_a_z_battle_card_from_under_it():
    g = position(MT, {"leader": A18, "vars": BACK, "life": ["3 BT1-060"],
                      "zdeck": [A18Z, "TEST-ZK2-KRILLIN", "TEST-ZK2-A17"], "zenergy": [f"3 {BLUE}"],
                      "energy": [f"4 {BLUE}"], "drop": [BLUE, BLUE, GREEN]}, {"leader": FRIEZA}, auto_forced=False)
    extra = list(g.zones["drop0"])
    top = accel_dance(g)
    skill = ("skill", top, 1)
    assert skill not in opts(g, "skill")               # 2 blue non-Leader cards under it: not payable (5-8-3)
    for x in extra:
        put_under(g, x, top)                             # 2 blue Vegeta and a green Son Goku join the pile
    refresh(g)
    g.apply(skill)
    # the cost: (Blue)(Blue)(Blue), then 3 blue non-Leader cards from under it, chosen one at a time
    assert g.decision.kind == "cost"
    assert {g.objs[o[1]].card.code for o in g.decision.options} == {BLUE, "TEST-ZK2-KRILLIN", "TEST-ZK2-A17"}
    pick(g, "drop", BLUE)
    pick(g, "drop", BLUE)
    pick(g, "drop", "TEST-ZK2-A17")                     # a Z-card under the Leader is in its area (23-2-2-2)
    assert codes(g, "drop0") == [BLUE] * 5 and codes(g, "removed0") == ["TEST-ZK2-A17"]   # 3 Z-Energy; 14-1-4
    pick(g, "play_card", "TEST-ZK2-KRILLIN")
    run(g)
    assert codes(g, "battle0") == ["TEST-ZK2-KRILLIN"] and codes(g, "under0") == [GREEN, "BT20-023"]
    assert "double_strike" in keywords(g, top)          # "this card gains [Double Strike] for the turn"
    assert sum(g.objs[e].tapped for e in g.zones["energy0"]) == 1 + 3           # [Z-Awaken](Blue), then 3
    assert skill not in opts(g, "skill")                # [Once per turn]


@pytest.mark.rules("dbs-masters:22-2-3")
def test_android_18_attacks_places_a_blue_card_under_and_awakens_with_three_cards_under():
    g = position(M, {"leader": A18, "drop": [BLUE, GREEN], "deck": ["5 BT7-061"]}, {"leader": FRIEZA},
                 auto_forced=False)
    pick(g, "attack", "BT20-023", "BT1-084")
    run(g, kind="target")
    assert [g.objs[o[1]].card.code for o in opts(g, "under")] == [BLUE]       # a blue card only
    pick(g, "under", BLUE)
    run(g)
    assert codes(g, "under0") == [BLUE] and codes(g, "hand0") == ["BT7-061"] and codes(g, "drop0") == [GREEN]
    # [Awaken] "... or there are 3 or more cards under this card", at 8 life
    g = position(M, {"leader": A18, "drop": [f"3 {BLUE}"], "energy": [{"card": BLUE, "dull": True}],
                     "deck": ["5 BT7-061"]}, {"leader": FRIEZA}, auto_forced=False)
    lid = leader_of(g)
    assert not opts(g, "awaken")
    for x in list(g.zones["drop0"]):
        put_under(g, x, lid)
    refresh(g)
    g.apply(opts(g, "awaken")[0])
    run(g, take="ready_energy")
    assert g.objs[lid].marks & AWAKENED and len(g.zones["life0"]) == 6
    assert len(g.zones["hand0"]) == 3 and not g.objs[g.zones["energy0"][0]].tapped   # draw 1, 2 life, energy


@pytest.mark.rules("dbs-masters:21-3-2")
def test_android_18_back_adds_life_to_hand_as_a_cost_and_each_such_move_places_a_blue_card_under():
    g = position(M, {"leader": A18, "vars": BACK, "drop": [BLUE, BLUE], "life": ["4 BT1-060"]},
                 {"leader": FRIEZA, "battle": [{"card": "BT7-061", "dull": True}]}, auto_forced=False)
    lid = leader_of(g)
    pick(g, "attack", "BT20-023", "BT7-061")
    run(g, take="under", kind="offense")                 # its [Auto] on attack: draw 1, a blue card under
    assert len(g.zones["under0"]) == 1
    skill = ("skill", lid, 2)                            # [Activate: Battle] Add 1 card from your life ...
    g.apply(skill)
    run(g, take="under", kind="offense")                 # "When you add a card from your life to your hand"
    assert len(g.zones["life0"]) == 3 and len(g.zones["under0"]) == 2 and not g.zones["drop0"]
    assert power(g, lid) == 20000 and skill not in opts(g, "skill")
    # damage adds life cards to the hand too (21-3-2): Banan (20000) hits the Leader (15000)
    g = position(M, {"leader": A18, "vars": BACK, "drop": [BLUE]}, {"leader": FRIEZA, "battle": ["BT1-104"]},
                 active=1, auto_forced=False)
    pick(g, "attack", "BT1-104", "BT20-023")
    run(g, take="under")
    assert len(g.zones["life0"]) == 7 and codes(g, "under0") == [BLUE]


# ------------------------------------------------------------------ Golden Frieza, [Z-Stack 1]
def frieza_z_position(life: int = 4, back: bool = True, deck=("5 BT7-061",)):
    p0 = {"leader": FRIEZA_L, "life": [f"{life} BT1-060"], "zdeck": [FRIEZA_Z, "TEST-ZK2-FA1", "TEST-ZK2-KRILLIN"],
          "zenergy": [f"3 {YELLOW}"], "energy": [YELLOW], "deck": list(deck)}
    if back:
        p0["vars"] = BACK
    return position(MT, p0, {"leader": FRIEZA}, auto_forced=False)


@pytest.mark.rules("dbs-masters:22-46-3", "dbs-masters:22-46-6-3", "dbs-masters:22-47-4", "dbs-masters:1-7-2-1-1",
                   "dbs-masters:15-1-5", "dbs-masters:15-1-5-1")
def test_golden_frieza_goes_on_the_named_back_side_stacks_an_army_card_and_leaves_after_the_opponents_turn():
    assert not opts(frieza_z_position(back=False), "z_awaken")       # {Frieza, The Emperor ...} is the back
    assert not opts(frieza_z_position(life=5), "z_awaken")           # "your life is at 4 or less"
    g = frieza_z_position()
    pick(g, "z_awaken", FRIEZA_Z)
    run(g, kind="target")                                # two [Auto]s pend as it is placed (22-46-6-3)
    assert [g.objs[o[1]].card.code for o in opts(g, "stack")] == ["TEST-ZK2-FA1"]   # yellow <<Frieza's Army>> 1
    pick(g, "stack", "TEST-ZK2-FA1")
    run(g)
    top = leader_of(g)
    assert codes(g, "leader0") == [FRIEZA_Z] and codes(g, "under0") == ["TEST-ZK2-FA1", "BT21-101"]
    assert codes(g, "hand0") == ["BT7-061"]                          # "When ... placed in your Leader Area, draw 1"
    end_turn(g)
    assert codes(g, "leader0") == [FRIEZA_Z]                         # still there at the end of its own turn
    end_turn(g)
    # removed at the end of the opponent's turn; the cards under it stay, the Leader on top (15-1-5-1)
    assert top not in g.objs and codes(g, "removed0") == [FRIEZA_Z]
    assert codes(g, "leader0") == ["BT21-101"] and g.objs[leader_of(g)].marks & AWAKENED
    assert codes(g, "under0") == ["TEST-ZK2-FA1"]


@pytest.mark.rules("dbs-masters:20-21-2", "dbs-masters:22-22-3")
def test_frieza_reduces_the_swap_cost_of_yellow_frieza_and_flips_when_one_swaps():
    swap = {"battle": ["TEST-ZK2-FRIEZA5"], "hand": ["BT1-104"], "energy": [f"2 {YELLOW}"], "life": ["7 BT1-060"],
            "deck": ["5 BT7-061"]}
    g = position(MT, {"leader": FRIEZA, **swap}, {}, auto_forced=False)
    assert not opts(g, "swap")                           # (Y)(Y)(1): 3 energy needed
    g = position(MT, {"leader": FRIEZA_L, **swap}, {}, auto_forced=False)
    pick(g, "swap", "TEST-ZK2-FRIEZA5")                  # reduced by (Yellow): (Y)(1)
    answer_until(g, "main", "swap_play", "yes")
    lid = leader_of(g)
    assert codes(g, "battle0") == ["BT1-104"] and codes(g, "hand0")[:1] == ["TEST-ZK2-FRIEZA5"]
    assert g.objs[lid].marks & AWAKENED                  # "you may flip this card to its back side. If you do,"
    assert len(g.zones["life0"]) == 6 and len(g.zones["hand0"]) == 1 + 2 + 1   # Swap card, draw 2, 1 life


def test_frieza_does_not_reduce_the_swap_cost_of_a_card_that_is_not_a_frieza():
    # the card's own condition (only a <Frieza> card, RULINGS D47): no rule id of its own
    g = position(MT, {"leader": FRIEZA_L, "battle": ["TEST-ZK2-ZARBON5"], "hand": ["BT1-104"],
                      "energy": [f"2 {YELLOW}"], "life": ["7 BT1-060"]}, {}, auto_forced=False)
    assert not opts(g, "swap")                           # a yellow <Zarbon>: still (Y)(Y)(1), 3 energy needed


@pytest.mark.rules("dbs-masters:5-7-3-1", "dbs-masters:3-1-4-3")
def test_frieza_back_uses_a_looked_at_army_card_in_a_combo_with_its_skills_negated():
    g = position(MT, {"leader": FRIEZA_L, "vars": BACK, "battle": ["TEST-ZK2-FRIEZA5"],
                      "deck": ["BT7-061", YELLOW, "TEST-ZK2-FRIEZA3", GREEN]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "TEST-ZK2-FRIEZA5", "BT1-084")
    run(g, kind="search")                                # look at the top 3: Son Goku, the Swap 3 Frieza, Appule
    assert [g.objs[o[1]].card.code for o in opts(g, "add")] == ["TEST-ZK2-FRIEZA3", YELLOW]   # <<Frieza's Army>>
    pick(g, "add", "TEST-ZK2-FRIEZA3")                  # combo cost 1, and no energy at all: free (5-7-3-1)
    run(g, kind="offense")
    combo = g.zones["combo0"]
    assert codes(g, "combo0") == ["TEST-ZK2-FRIEZA3"]
    assert any(e.op == "negate" and combo[0] in e.targets for e in g.effects)   # negated as it moves (3-1-4-3)
    assert sorted(codes(g, "deck0")[:2]) == sorted([GREEN, YELLOW]) and codes(g, "deck0")[-1] == "BT7-061"
    assert battle_powers(g)[0] == 25000 + 10000          # its combo power is added in the battle
    # a Frieza without [Swap] (the Leader) attacking does not trigger it
    g = position(MT, {"leader": FRIEZA_L, "vars": BACK, "deck": ["3 BT1-104"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT21-101", "BT1-084")
    run(g, kind="offense")
    assert not g.zones["combo0"]


@pytest.mark.rules("dbs-masters:22-44-3", "dbs-masters:12-2-2-2")
def test_army_of_terror_limit_1_counts_both_copies_and_needs_its_leader():
    base = {"hand": [ARMY, ARMY], "battle": ["TEST-ZK2-FRIEZA3"], "life": ["4 BT1-060"]}
    skill = RULES_MASTERS.cards[ARMY].skill[1]                # notation: [Activate: Battle][Limit 1] (22-44-2)
    assert "[Activate: Battle][Limit 1]" in RULES_MASTERS.cards[ARMY].text
    assert (skill.kind, skill.limit) == ("activate_battle", 1)
    g = position(MT, {"leader": FRIEZA_L, "vars": BACK, **base}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "TEST-ZK2-FRIEZA3", "BT1-084")
    run(g, kind="offense")
    assert len(opts(g, "extra")) == 2                    # energy cost 0: both copies may be declared
    g.apply(opts(g, "extra")[0])
    answer_until(g, "offense", "power")
    assert len(g.zones["drop0"]) == 1 and len(g.zones["hand0"]) == 1
    assert power(g, leader_of(g)) + power(g, g.zones["battle0"][0]) == 15000 + 15000 + 5000
    assert not opts(g, "extra")                          # the other copy: the same skill, the same number
    # the condition: {Frieza, The Emperor Who Swore Revenge} (its back) or a yellow <Frieza> Z-Leader, life 4
    for p0 in ({"leader": FRIEZA_L, **base}, {"leader": FRIEZA_L, "vars": BACK, **base, "life": ["5 BT1-060"]}):
        g = position(MT, p0, {"leader": FRIEZA}, auto_forced=False)
        pick(g, "attack", "TEST-ZK2-FRIEZA3", "BT1-084")
        run(g, kind="offense")
        assert not opts(g, "extra")
    g = frieza_z_position()                              # a yellow <Frieza> Z-Leader on top
    g.create(g.rules.cards[ARMY], 0, "hand0")
    pick(g, "z_awaken", FRIEZA_Z)
    run(g)
    pick(g, "attack", FRIEZA_Z, "BT1-084")
    run(g, kind="offense")
    assert opts(g, "extra")
    # its [Activate: Main] has no [Limit]: a yellow <Frieza> with [Swap] and a cost of 5 or less
    g = position(MT, {"leader": FRIEZA, "hand": [ARMY, ARMY], "deck": ["TEST-ZK2-FRIEZA5", "P-188", YELLOW]}, {},
                 auto_forced=False)
    pick(g, "extra", ARMY)
    run(g, kind="target")
    assert [g.objs[o[1]].card.code for o in opts(g, "tutor")] == ["TEST-ZK2-FRIEZA5"]
    pick(g, "tutor", "TEST-ZK2-FRIEZA5")
    run(g)
    assert sorted(codes(g, "hand0")) == sorted([ARMY, "TEST-ZK2-FRIEZA5"]) and opts(g, "extra")


# ---------------------------------------------------------------- SSB Son Goku, [Limit 1]
@pytest.mark.rules("dbs-masters:22-44-5", "dbs-masters:10-1-3")
def test_ssb_son_goku_flips_after_its_battle_and_its_limit_1_flip_back_is_spent_for_the_turn():
    g = position(M, {"leader": SSB, "deck": ["5 BT7-061"]}, {"leader": FRIEZA}, auto_forced=False)
    lid = leader_of(g)
    pick(g, "attack", "BT21-100", "BT1-084")
    run(g, kind="offense")
    assert power(g, lid) == 15000 and len(g.zones["hand0"]) == 1     # draw 1, +5000 for the battle
    run(g)
    assert g.objs[lid].marks & AWAKENED                  # "After using this card in a battle, flip ... back side"
    assert power(g, lid) == 15000 and g.objs[lid].card.back.name == "SSB Vegeta, God-Level Power"
    flip = ("skill", lid, 1)                             # [Activate: Main][Limit 1] Flip this card to its front
    g.apply(flip)
    run(g)
    assert not g.objs[lid].marks & AWAKENED
    g.w(lid).marks |= AWAKENED                           # on its back again in the same turn
    refresh(g)
    assert flip not in opts(g, "skill")                  # used once: not again this turn (22-44-5)
    g.vars["turn"] += 2
    refresh(g)
    assert flip in opts(g, "skill")                      # a new turn, a new count


@pytest.mark.rules("dbs-masters:22-44-5", "dbs-masters:8-5-9")
def test_ssb_vegeta_limit_1_auto_resolves_once_a_turn():
    g = position(M, {"leader": SSB, "vars": BACK, "deck": ["5 BT7-061"], "life": ["8 BT1-060"]},
                 {"leader": FRIEZA, "battle": ["3 BT7-061"]}, active=1, auto_forced=False)
    lid = leader_of(g)
    sides = []
    for _ in range(3):
        attacker = next(x for x in g.zones["battle1"] if not g.objs[x].tapped)
        g.apply(("attack", attacker, lid))
        run(g)
        sides.append(bool(g.objs[lid].marks & AWAKENED))
    # back -> (draw 1, front) -> (front's [Auto], back) -> the back's [Limit 1] is spent: stays on its back
    assert sides == [False, True, True]
    assert len(g.zones["hand0"]) == 1 + 1                # 1 drawn; Krillin (10000) hits only its front (10000)


@pytest.mark.rules("dbs-masters:7-4-1")
def test_ssb_son_goku_kos_a_rested_battle_card_of_cost_4_or_less_at_the_end_of_each_turn():
    g = position(M, {"leader": SSB}, {"leader": FRIEZA, "battle": [{"card": "BT7-061", "dull": True}, "BT1-104",
                                                                    {"card": "BT1-075", "dull": True}]},
                 auto_forced=False)
    end_turn(g, take="ko")
    assert codes(g, "drop1") == ["BT7-061"]              # Rested, cost 1; Banan is Active, Broly costs 6
    g.w(first_of(g, "battle1", "BT1-104")).tapped = True
    end_turn(g, take="ko")                               # the opponent's turn ends too
    assert sorted(codes(g, "drop1")) == ["BT1-104", "BT7-061"]


@pytest.mark.rules("dbs-masters:22-44-3-1", "dbs-masters:20-1-6")
def test_ssb_sides_have_their_own_limit_1_battle_skills():
    g = position(M, {"leader": SSB, "vars": BACK, "battle": ["BT4-078", "BT7-061"]},
                 {"leader": FRIEZA}, auto_forced=False)
    lid = leader_of(g)
    pick(g, "attack", "BT7-061", "BT1-084")
    run(g, kind="offense")
    g.apply(("skill", lid, 2))                           # "Choose up to 1 yellow <Son Goku> with a cost of 2"
    run(g, kind="target")
    assert [g.objs[o[1]].card.code for o in opts(g, "power")] == ["BT4-078"]
    pick(g, "power", "BT4-078")
    run(g, kind="offense")
    assert power(g, first_of(g, "battle0", "BT4-078")) == 20000 and ("skill", lid, 2) not in opts(g, "skill")
    g.w(lid).marks &= ~AWAKENED                           # the front's skill is another skill (22-44-3-1)
    g.decision = None
    g.push("offense_free")
    g.run()
    assert ("skill", lid, 3) in opts(g, "skill")


# -------------------------------------------------------------- Rushing to Battle, [Limit 1]
@pytest.mark.rules("dbs-masters:22-44-3", "dbs-masters:22-44-5", "dbs-masters:12-2-2-3")
def test_rushing_to_battle_limit_1_is_one_use_among_its_copies_and_its_battle_skill_costs_green():
    g = position(M, {"hand": [RUSH, RUSH], "battle": ["BT1-072"], "deck": ["BT11-075", "BT1-075", "BT1-060"],
                     "energy": [GREEN]}, {"leader": FRIEZA}, auto_forced=False)
    assert len(opts(g, "extra")) == 2                    # a green Battle Card with [Blocker] in play
    g.apply(opts(g, "extra")[0])
    run(g, kind="search")
    assert [g.objs[o[1]].card.code for o in opts(g, "add")] == ["BT1-060", "BT11-075"]   # not Broly (cost 6)
    pick(g, "add", "BT11-075")
    run(g)
    assert "BT11-075" in codes(g, "hand0") and not opts(g, "extra")    # the other copy: [Limit 1] used
    g.vars["turn"] += 2
    refresh(g)
    assert opts(g, "extra")
    # no green [Blocker] in play: its [Activate: Main] cannot be declared
    g = position(M, {"hand": [RUSH], "battle": ["BT1-060"]}, {"leader": FRIEZA}, auto_forced=False)
    assert not opts(g, "extra")
    # [Activate: Battle](Green): the skill cost on top of an energy cost of 0
    g = position(M, {"hand": [RUSH], "battle": ["BT1-060"], "energy": [GREEN]}, {"leader": FRIEZA},
                 auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-084")
    run(g, kind="offense")
    pick(g, "extra", RUSH)
    run(g, kind="target")
    assert {g.objs[o[1]].card.code for o in opts(g, "power")} == {"BT1-056", "BT1-060"}   # your green <Son Goku>
    pick(g, "power", "BT1-060")
    run(g, kind="offense")
    assert power(g, first_of(g, "battle0", "BT1-060")) == 30000 and g.objs[g.zones["energy0"][0]].tapped
    g = position(M, {"hand": [RUSH], "battle": ["BT1-060"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "attack", "BT1-060", "BT1-084")
    run(g, kind="offense")
    assert not opts(g, "extra")                          # no energy for (Green)


# ------------------------------------------------------------------ Cabba, [Spirit Boost 1]
@pytest.mark.rules("dbs-masters:22-43-3", "dbs-masters:22-43-4")
def test_ss_cabba_spirit_boost_removes_a_marker_and_combos_a_universe_6_card_from_the_drop():
    boost = RULES_MASTERS.cards["BT15-031"].back.skill[2]
    assert "[Spirit Boost 1]" in RULES_MASTERS.cards["BT15-031"].text and boost.spirit_boost == 1
    base = {"leader": CABBA, "vars": BACK, "drop": [HIT, BLUE]}
    g = position(M, base, {"leader": FRIEZA}, auto_forced=False)
    lid = leader_of(g)
    pick(g, "attack", "BT15-031", "BT1-084")
    run(g, kind="offense")
    assert ("skill", lid, 2) not in opts(g, "skill")     # no Unison, no marker (22-43-4)
    g = position(M, {**base, "unison": [GOTENKS]}, {"leader": FRIEZA}, auto_forced=False)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 2}
    lid = leader_of(g)
    pick(g, "attack", "BT15-031", "BT1-084")
    run(g, kind="offense")
    g.apply(("skill", lid, 2))
    assert g.objs[u].counters["markers"] == 1            # the cost: 1 marker from your Unison (22-43-3)
    run(g, kind="target")
    assert [g.objs[o[1]].card.code for o in opts(g, "combo")] == [HIT]       # blue <<Universe 6>> only
    pick(g, "combo", HIT)
    run(g, kind="offense")
    assert codes(g, "combo0") == [HIT] and codes(g, "drop0") == [BLUE]
    assert ("skill", lid, 2) not in opts(g, "skill")     # [Once per turn]
    # the last marker removed: the Unison goes to the Drop (RULINGS D123)
    g = position(M, {**base, "unison": [GOTENKS]}, {"leader": FRIEZA}, auto_forced=False)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 1}
    pick(g, "attack", "BT15-031", "BT1-084")
    run(g, kind="offense")
    g.apply(("skill", leader_of(g), 2))
    run(g, take="combo", kind="offense")
    assert not g.zones["unison0"] and GOTENKS in codes(g, "drop0") and codes(g, "combo0") == [HIT]


@pytest.mark.rules("dbs-masters:22-4-2")
def test_ss2_cabba_z_awakens_on_proud_volley_and_blocks_as_a_leader():
    g = position(M, {"leader": CABBA, "vars": BACK, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"]},
                 {"leader": FRIEZA}, auto_forced=False)
    assert opts(g, "z_awaken")                           # no skill cost printed: {SS Cabba, Proud Volley} only
    assert not opts(position(M, {"leader": CABBA, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"]}, {"leader": FRIEZA}),
                    "z_awaken")                          # its front is {Cabba}
    pick(g, "z_awaken", CABBA_Z)
    run(g)
    assert codes(g, "leader0") == [CABBA_Z] and codes(g, "under0") == ["BT15-031"]
    # [Blocker] on a Z-Leader: another of its cards is attacked, it becomes the defending card
    g = position(M, {"leader": CABBA, "vars": BACK, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"],
                     "battle": [{"card": BLUE, "dull": True}]}, {"leader": FRIEZA, "battle": ["BT7-061"]},
                 auto_forced=False)
    pick(g, "z_awaken", CABBA_Z)
    run(g)
    end_turn(g)
    pick(g, "attack", "BT7-061", BLUE)                   # Krillin (10000) attacks the Rested Vegeta (20000)
    run(g, kind="block")
    top = leader_of(g)
    g.apply(("block", top))
    run(g)
    assert g.objs[top].tapped and codes(g, "battle0") == [BLUE] and len(g.zones["life0"]) == 8   # 10000 < 15000


@pytest.mark.rules("dbs-masters:22-43-3")
def test_ss2_cabba_spirit_boost_readies_a_cabba_and_combos_from_the_drop():
    g = position(M, {"leader": CABBA, "vars": BACK, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"], "unison": [GOTENKS],
                     "drop": [HIT]}, {"leader": FRIEZA}, auto_forced=False)
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": 3}
    pick(g, "z_awaken", CABBA_Z)
    run(g)
    top = leader_of(g)
    pick(g, "attack", CABBA_Z, "BT1-084")
    run(g, kind="offense")
    assert g.objs[top].tapped
    g.apply(("skill", top, 1))
    run(g, kind="target")
    pick(g, "ready", CABBA_Z)                            # "Choose up to 1 of your <Cabba> cards": itself
    pick(g, "combo", HIT)
    run(g, kind="offense")
    assert not g.objs[top].tapped and codes(g, "combo0") == [HIT] and g.objs[u].counters["markers"] == 2


def arrival_on_defense(g) -> int:
    """Player 1's Banan attacks player 0's Leader; player 0 uses a blue and a yellow card in combos,
    then plays Son Goku & Hit with [Arrival Blue/Yellow](U) (a blue <<Universe 6>> card played on the
    opponent's turn), taking the energy and `ready_energy` choices offered. Returns Son Goku & Hit."""
    pick(g, "attack", "BT1-104", g.objs[leader_of(g)].card.code)
    run(g, kind="defense")
    pick(g, "combo", BLUE)
    pick(g, "combo", YELLOW)
    pick(g, "arrival", HIT)
    run(g, take="ready_energy", kind="defense")
    return first_of(g, "battle0", HIT)


DEFENDER = {"hand": [HIT, BLUE, YELLOW], "energy": [BLUE, YELLOW], "deck": ["5 BT7-061"]}


def test_cabba_and_ss2_cabba_answer_a_blue_universe_6_card_played_on_the_opponents_turn():
    # Proud Volley: "If it's your opponent's turn: When you play a blue <<Universe 6>> card, switch up
    # to 1 of your blue energy to Active Mode"
    g = position(M, {"leader": CABBA, "vars": BACK, **DEFENDER}, {"leader": FRIEZA, "battle": ["BT1-104"]},
                 active=1, auto_forced=False)
    hit = arrival_on_defense(g)
    assert not g.objs[first_of(g, "energy0", BLUE)].tapped              # paid for (U), then switched Active
    assert not g.zones["hand0"] and "barrier" not in keywords(g, hit)
    g = position(M, {"leader": CABBA, **DEFENDER}, {"leader": FRIEZA, "battle": ["BT1-104"]}, active=1,
                 auto_forced=False)
    arrival_on_defense(g)
    assert g.objs[first_of(g, "energy0", BLUE)].tapped                  # its front has no such skill
    # SS2 Cabba: draw 1, and on the opponent's turn a blue energy and [Barrier] for the played card
    g = position(M, {"leader": CABBA, "vars": BACK, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"], **DEFENDER},
                 {"leader": FRIEZA, "battle": ["BT1-104"]}, auto_forced=False)
    pick(g, "z_awaken", CABBA_Z)
    run(g)
    end_turn(g)
    hit = arrival_on_defense(g)
    assert codes(g, "hand0") == ["BT7-061"] and not g.objs[first_of(g, "energy0", BLUE)].tapped
    assert "barrier" in keywords(g, hit)
    # on its own turn: only the draw
    g = position(M, {"leader": CABBA, "vars": BACK, "zdeck": [CABBA_Z], "zenergy": [f"2 {BLUE}"], "hand": [HIT],
                     "energy": [f"3 {YELLOW}", BLUE], "deck": ["5 BT7-061"]}, {"leader": FRIEZA}, auto_forced=False)
    pick(g, "z_awaken", CABBA_Z)
    run(g)
    pick(g, "play", HIT)
    run(g)
    assert codes(g, "hand0") == ["BT7-061"] and "barrier" not in keywords(g, first_of(g, "battle0", HIT))


# ------------------------------------------------------------------------- the first edition
def test_a_first_edition_game_refuses_cards_that_need_the_masters_rules():
    main = "1 BT15-031\n" + "".join(f"4 {c}\n" for c in ("BT1-038", "BT1-060", "BT1-102", "BT1-103", "BT1-104",
                                                          "BT7-061", "BT2-072", "BT1-062", "BT1-072", "BT11-075",
                                                          "BT4-078", "BT1-105", "BT1-075"))
    d = parse_deck(main, "cabba.txt", RULES_DBSCG.cards)
    with pytest.raises(DeckError, match=r"cabba.txt:1: BT15-031 \(Cabba\) needs the Masters rules"):
        RULES_DBSCG.check_deck(d)
    RULES_MASTERS.check_deck(d)
    assert RULES_MASTERS.cards["BT15-031"].masters_only and not RULES_MASTERS.cards["BT20-023"].masters_only


# ------------------------------------------------------------------------------ the deck
DECK = "army-of-terror-yellow-masters"


@pytest.mark.rules("dbs-masters:6-1-3", "dbs-masters:6-1-4")
def test_army_of_terror_deck_is_legal_with_its_z_deck_apart():
    d = RULES_MASTERS.load_deck(DECK)
    RULES_MASTERS.check_deck(d)
    zs = [c for c in d.codes() if RULES_MASTERS.cards[c].z]
    assert zs == [FRIEZA_Z] * 4 and 50 <= len(d.codes()) - 1 - len(zs) <= 60
    assert d.codes().count(ARMY) == 4 and DECK not in RULES_DBSCG.deck_names()


def test_selfplay_of_the_army_of_terror_deck_awakens_golden_frieza_and_uses_the_extra():
    """Seeded random games against a bundled Masters deck with the invariants of `tcg.testing`; an
    agent that prefers skills and [Z-Awaken] shows the Z-Leader reaching the Leader Area, the Extra
    used, and every game ends."""
    seen: Counter = Counter()

    def eager(d, r: random.Random) -> int:
        pref = [i for i, o in enumerate(d.options) if o[0] in ("z_awaken", "extra", "skill")]
        if pref and r.random() < 0.8:
            return r.choice(pref)
        active = [i for i, o in enumerate(d.options) if o not in SELFPLAY_PASSIVE]
        return r.choice(active) if active and r.random() < 0.85 else r.randrange(len(d.options))

    def watch(g) -> None:
        seen["golden"] += g.objs[g.zones["leader0"][0]].card.code == FRIEZA_Z
        seen["army"] += any(g.objs[x].card.code == ARMY for x in g.zones["drop0"])

    for k in range(4):
        dl = [RULES_MASTERS.load_deck(DECK), RULES_MASTERS.load_deck("saiyan-trio-red-masters")]
        _c, _h, result = play_checked(lambda dl=dl, k=k: RULES_MASTERS.new_game(dl, seed=900 + k),
                                      Counter(c for d in dl for c in d.codes()), 900 + k, eager, clone_every=30,
                                      extra=watch)
        assert result.reason
    assert seen["golden"] and seen["army"], seen
