"""Rules tests of the keywords only the Masters rules define or that no other test reached
(dbs-masters 22): [Rejuvenate] (22-42) with BT12-126 Towa, [Warrior of Universe 7] (22-19, dbscg
10-21) and a named [Bond] (22-21-3-1, dbscg 10-23-2-1) with the Leader EX03-13 Son Goku, the
notations of 22-x as the card files hold them, and [Z-Awaken] in a battle (fixture Z-Leader)."""

from __future__ import annotations

import pytest
from dbs_kit import BOTH, FRIEZA, MT, M, codes, opts, pick, position, settle

from tcg.games.dbs import RULES_MASTERS, reading
from tcg.games.dbs.base import AWAKENED

GOKU_U7 = ["EX03-13"]


def towa(g, markers: int, under: int = 1) -> int:
    """Give player 0's Unison `markers` markers and `under` copies under it (6-3-1-2-3-3's stacking)."""
    u = g.zones["unison0"][0]
    g.w(u).counters = {"markers": markers}
    for _ in range(under):
        x = g.create(g.rules.cards["BT12-126"], 0, "under0")
        g.objs[x].counters = {"top": u}
    g.decision = None                                           # offer the Main Phase options again
    g.push("main_free")
    g.run()
    return u


# -------------------------------------------------------------------------- Rejuvenate
@pytest.mark.rules("dbs-masters:22-42-3", "dbs-masters:22-42-4")
def test_rejuvenate_drops_a_card_under_removes_markers_and_adds_a_life():
    g = position(M, {"life": ["3 BT1-060"], "unison": ["BT12-126"], "deck": ["BT1-102", "5 BT7-061"]}, {},
                 auto_forced=False)
    u = towa(g, 6)
    rej = ("skill", u, 0)
    assert rej in opts(g, "skill")
    g.apply(rej)
    assert g.decision.kind == "cost"                             # the card under it, to its owner's Drop
    g.apply(g.decision.options[0])
    assert g.objs[u].counters["markers"] == 1                     # then the skill cost: 5 markers
    assert g.decision.kind == "rejuvenate"                        # "may" (22-42-4)
    g.apply(("yes",))
    settle(g)
    assert len(g.zones["life0"]) == 4 and codes(g, "drop0") == ["BT12-126"] and not g.zones["under0"]
    assert codes(g, "deck0") == ["BT1-102"] + ["BT7-061"] * 4   # the top card went to the life
    assert rej not in opts(g, "skill")                            # [Once per turn]


@pytest.mark.rules("dbs-masters:22-42-3")
def test_rejuvenate_cannot_be_activated_without_its_costs():
    for life, markers, under in ((4, 6, 1), (3, 4, 1), (3, 6, 0)):
        g = position(M, {"life": [f"{life} BT1-060"], "unison": ["BT12-126"]}, {})
        u = towa(g, markers, under)
        assert ("skill", u, 0) not in opts(g, "skill")            # life > 3, 4 < 5 markers, no card under


def test_rejuvenate_removing_the_last_markers_drops_the_unison_and_still_resolves():
    g = position(M, {"life": ["2 BT1-060"], "unison": ["BT12-126"], "deck": ["4 BT7-061"]}, {}, auto_forced=False)
    u = towa(g, 5)
    g.apply(("skill", u, 0))
    g.apply(g.decision.options[0])
    assert sorted(codes(g, "drop0")) == ["BT12-126", "BT12-126"] and not g.zones["unison0"]
    g.apply(("yes",))
    settle(g)
    assert len(g.zones["life0"]) == 3


def test_towa_unison_plus_one_may_discard_to_draw():
    g = position(M, {"unison": ["BT12-126"], "hand": ["BT1-060"], "deck": ["3 BT7-061"]}, {}, auto_forced=False)
    u = towa(g, 0, 0)
    g.apply(("skill", u, 1))
    assert g.objs[u].counters["markers"] == 1 and g.decision.kind == "discard"
    pick(g, "discard", "BT1-060")
    settle(g)
    assert codes(g, "drop0") == ["BT1-060"] and codes(g, "hand0") == ["BT7-061"]


# ------------------------------------------------------------ Warrior of Universe 7, Bond
@pytest.mark.rules("dbs-masters:22-19-2", "dbscg:10-21-1")
@BOTH
def test_warrior_of_universe_7_ignores_colour_costs_of_universe_7_cards(ed):
    p0 = {"hand": ["BT4-083", "BT1-104"], "energy": ["4 BT1-060"]}         # BT4-083: (Y)(Y)(2), <<Universe 7>>
    g = position(ed, {"leader": ["BT1-056"], **p0}, {})
    assert not opts(g, "play")                                    # no yellow energy for (Y)
    g = position(ed, {"leader": GOKU_U7, **p0}, {})
    assert [g.objs[o[1]].card.code for o in opts(g, "play")] == ["BT4-083"]   # BT1-104 is not <<Universe 7>>
    pick(g, "play", "BT4-083")
    settle(g)
    assert codes(g, "battle0") == ["BT4-083"] and all(g.objs[e].tapped for e in g.zones["energy0"])


@pytest.mark.rules("dbs-masters:22-21-2-1", "dbs-masters:22-21-3-1", "dbscg:10-23-2-1")
@BOTH
def test_named_bond_counts_only_the_named_battle_cards(ed):
    for battle, drew in ((["BT1-060"], 0), (["BT4-083"], 1)):
        g = position(ed, {"leader": GOKU_U7, "battle": battle}, {"leader": FRIEZA})
        pick(g, "attack", "Son Goku", "BT1-084")
        settle(g, "offense")
        assert len(g.zones["hand0"]) == drew
        assert reading.power(g, g.zones["leader0"][0]) == 10000 + 5000 * drew
    for battle, pw, ds in ((["BT4-083", "BT1-060"], 15000, False), (["BT4-083", "BT9-105"], 20000, True)):
        g = position(ed, {"leader": GOKU_U7, "vars": "{ awakened = true }", "battle": battle}, {})
        lid = g.zones["leader0"][0]
        assert g.objs[lid].marks & AWAKENED
        assert reading.power(g, lid) == pw and ("double_strike" in reading.keywords(g, lid)) == ds


# --------------------------------------------------------------------------- notations
@pytest.mark.rules("dbs-masters:22-5-2", "dbs-masters:22-15-2", "dbs-masters:22-23-2", "dbs-masters:22-29-2",
                   "dbscg:10-5-3", "dbscg:10-15-2", "dbscg:10-25-2", "dbscg:10-32-2", "dbscg:10-29-2", "dbscg:10-30-2")
def test_keyword_notations_as_the_card_files_hold_them():
    c = RULES_MASTERS.cards
    e = c["BT1-013"].evolve                                       # [Evolve] (R)(R)(1) : <Cabba>
    assert (e.kind, e.cost, dict(e.pips), e.character) == ("evolve", 3, {"red": 2}, "Cabba")
    r = c["BT11-127"].over_realm                                  # [Over Realm 6]
    assert (r.x, r.dark, r.cost) == (6, False, 0)
    d = c["BT4-113"].over_realm                                   # [Dark Over Realm 2] (1)(1)
    assert (d.x, d.dark, d.cost) == (2, True, 2)
    a = c["EX13-35"].arrival                                      # [Arrival Blue/Yellow](Y)
    assert (a.colors, a.cost, dict(a.pips)) == (("blue", "yellow"), 1, {"yellow": 1})
    assert c["DB2-142"].skill[0].burst == 3 and c["BT5-058"].skill[0].sparking == 5
    for code, text in (("DB2-142", "[Burst 3]"), ("BT5-058", "[Sparking 5]"),
                       ("BT1-013", "[Evolve] (R)(R)(1)"), ("BT11-127", "[Over Realm 6]"),
                       ("BT4-113", "[Dark Over Realm 2]"), ("EX13-35", "[Arrival Blue/Yellow](Y)")):
        assert text in c[code].text


# ---------------------------------------------------------------------------- Z-Awaken
@pytest.mark.rules("dbs-masters:22-46-1", "dbs-masters:22-46-2")
def test_z_awaken_is_activated_in_a_battle_too():
    g = position(MT, {"leader": FRIEZA, "vars": "{ awakened = true }", "zdeck": ["TEST-ZL"], "zenergy": ["2 BT1-103"],
                      "energy": ["BT1-102"]}, {"leader": FRIEZA, "battle": [{"card": "BT7-061", "dull": True}]},
                 auto_forced=False)
    zl = g.rules.cards["TEST-ZL"].masters[0]                      # [Z-Awaken] (Y) : <Frieza>
    assert (zl.kind, zl.character, dict(zl.pips)) == ("z_awaken", "Frieza", {"yellow": 1})
    pick(g, "attack", "BT1-084", "BT7-061")
    settle(g, "offense")
    pick(g, "z_awaken", "TEST-ZL")
    settle(g, "offense")
    assert codes(g, "leader0") == ["TEST-ZL"] and g.vars["battle"]
    settle(g)
    assert codes(g, "drop1") == ["BT7-061"]                       # the Z-Leader (25000) won the battle
