"""Effect vocabulary proven with made-up cards TEST-M5-* (fixture_cards/general_mechanics.toml): "not
affected by skills", a skill that activates another card's skill, "Otherwise", "non-<name>" / "non-<<trait>>",
"original" power, several replacement effects on one event; and the token name of 10-18-4 read
from the real cards."""

from __future__ import annotations

import pytest
from dbs_kit import CGT, FRIEZA, MT, codes, opts, pick, position, record, settle

from tcg.engine.effects import Effect
from tcg.games.dbs.reading import power

BOTH = pytest.mark.parametrize("ed", [MT, CGT])


def targets(g) -> set[str]:
    return {g.objs[o[1]].card.code for o in g.decision.options if len(o) > 1}


# ----------------------------------------------------------------- not affected by skills
@BOTH
@pytest.mark.rules("dbs-masters:20-4-1", "dbscg:4-13-1")
def test_unaffected_cards_cannot_be_chosen(ed):
    g = position(ed, {"hand": ["TEST-M5-PUMP"]}, {"battle": ["TEST-M5-IMMUNE", "TEST-M5-IMMUNEALL", "BT1-104"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "extra", "TEST-M5-PUMP")
    settle(g, "target")
    assert targets(g) == {"BT1-104"}                     # both are ignored by the opponent's skill
    # its controller's own skills: "by your opponent's skills" only; "by skills": none at all
    g = position(ed, {"battle": ["TEST-M5-IMMUNE", "TEST-M5-IMMUNEALL", "TEST-M5-SAC"], "deck": ["3 BT1-060"]},
                 auto_forced=False, leader=FRIEZA)
    pick(g, "skill", "TEST-M5-SAC")
    assert g.decision.kind == "cost" and targets(g) == {"TEST-M5-IMMUNE", "TEST-M5-SAC"}   # a cost too (20-4-1)
    pick(g, "sacrifice", "TEST-M5-IMMUNE")
    settle(g)
    assert codes(g, "drop0") == ["TEST-M5-IMMUNE"] and codes(g, "hand0") == ["BT1-060"]


# ------------------------------------------------------------------ nested skill activation
@pytest.mark.rules("dbs-masters:9-11-1", "dbs-masters:9-11-1-1", "dbs-masters:9-11-1-1-1", "dbs-masters:9-11-1-1-2",
                   "dbs-masters:9-2-1-2")
def test_skill_that_activates_another_skill(monkeypatch):
    # Family Kamehameha (BT1-082): "Choose up to 1 of your opponent's Battle Cards with an energy
    # cost of 2 or less and KO it", activated by TEST-M5-NEST's effect, then "draw 1 card"
    g = position(MT, {"battle": ["TEST-M5-NEST"], "hand": ["BT1-082"], "deck": ["3 BT1-060"]},
                     {"battle": ["BT1-103"]}, auto_forced=False, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "skill", "TEST-M5-NEST")
    settle(g, "target")
    pick(g, "activate", "BT1-082")
    settle(g, "target")
    assert not g.zones["hand0"] and codes(g, "drop0") == ["BT1-082"]     # not drawn yet: it resolves first
    pick(g, "ko", "BT1-103")
    settle(g)
    assert codes(g, "drop1") == ["BT1-103"] and codes(g, "hand0") == ["BT1-060"]
    run = [s[0] for s in seen if s[0] in ("do_skill", "do", "counter_window", "activate_extra", "choose")]
    i = run.index("activate_extra")
    # the activated skill: a counter timing, its effect, a counter timing (9-11-1-1-1); then the
    # first skill's next effect, the draw (9-11-1-1-2), and the first skill's own counter timing
    assert run[i:] == ["activate_extra", "counter_window", "do_skill", "do", "choose", "choose", "counter_window",
                       "do", "counter_window"]


# -------------------------------------------------------------------------------- otherwise
@pytest.mark.rules("dbs-masters:20-17-1")
def test_otherwise_only_when_the_previous_action_was_not_done():
    g = position(MT, {"hand": ["TEST-M5-ELSE"], "deck": ["3 BT1-060"]}, {"battle": ["BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "TEST-M5-ELSE")
    settle(g, "target")
    pick(g, "ko", "BT7-061")
    settle(g)
    assert codes(g, "drop1") == ["BT7-061"] and not g.zones["hand0"]     # done: no draw
    g = position(MT, {"hand": ["TEST-M5-ELSE"], "deck": ["3 BT1-060"]}, {"battle": ["BT1-104"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "TEST-M5-ELSE")
    settle(g)
    assert codes(g, "battle1") == ["BT1-104"] and codes(g, "hand0") == ["BT1-060"]   # impossible: draw
    g = position(MT, {"hand": ["TEST-M5-ELSE"], "deck": ["3 BT1-060"]}, {"battle": ["BT7-061"]}, auto_forced=False,
                 leader=FRIEZA)
    pick(g, "extra", "TEST-M5-ELSE")
    settle(g, "target")
    g.apply(("none",))                                   # "up to 1": none chosen, the KO was not done
    settle(g)
    assert codes(g, "battle1") == ["BT7-061"] and codes(g, "hand0") == ["BT1-060"]


# ---------------------------------------------------------------------- non-name, original
@pytest.mark.rules("dbs-masters:20-20-3")
def test_non_trait_includes_cards_without_traits():
    g = position(MT, {"hand": ["TEST-M5-NONSAIYAN"]},
                 {"leader": ["BT2-102"], "battle": ["BT1-060", "BT7-061", "BT1-062"]},
                     auto_forced=False, leader=FRIEZA)
    g.create(g.rules.cards["BT2-102-T"], 1, "battle1")    # a token: no trait at all
    pick(g, "extra", "TEST-M5-NONSAIYAN")
    settle(g, "target")
    assert targets(g) == {"BT7-061", "BT2-102-T"}


@pytest.mark.rules("dbs-masters:20-20-2")
def test_non_name_includes_cards_without_a_character_name():
    g = position(MT, {"hand": ["TEST-M5-NONGOKU"]}, {"battle": ["BT1-060", "TEST-M5-SAIYAN", "BT7-061"]},
                 auto_forced=False, leader=FRIEZA)
    g.create(g.rules.cards["BT2-102-T"], 1, "battle1")    # a token: no character name
    pick(g, "extra", "TEST-M5-NONGOKU")
    settle(g, "target")
    assert targets(g) == {"BT7-061", "BT2-102-T"}        # neither <Son Goku> card


@pytest.mark.rules("dbs-masters:20-3-1")
def test_original_power_is_before_any_effect():
    for code, want in (("TEST-M5-ORIG", {"BT1-060", "BT7-061"}), ("TEST-M5-POW", {"BT7-061"})):
        g = position(MT, {"hand": [code, "TEST-M5-PUMP"]}, {"battle": ["BT1-060", "BT7-061", "BT1-104"]},
                     auto_forced=False, leader=FRIEZA)
        goku = g.zones["battle1"][0]
        pick(g, "extra", "TEST-M5-PUMP")
        settle(g, "target")
        pick(g, "power", "BT1-060")
        settle(g)
        assert power(g, goku) == 20000
        pick(g, "extra", code)
        settle(g, "target")
        assert targets(g) == want                       # original 15000 <= 15000; now 20000 > 15000


# ------------------------------------------------------------ a card moved during an effect
@BOTH
@pytest.mark.rules("dbs-masters:9-12-1", "dbscg:8-10-1")
def test_effect_reads_the_moved_card_in_its_final_zone(ed):
    # "return it to your hand, then play it": "it" is the card in the hand, a new card whose
    # power effects are gone and whose "when you play this card" triggers
    g = position(ed, {"battle": ["TEST-M5-RETURN", {"card": "BT3-095", "dull": True}], "hand": ["TEST-M5-PUMP"],
                      "deck": ["3 BT1-060"]}, auto_forced=False, leader=FRIEZA)
    bulma = g.zones["battle0"][1]
    g.effects.append(Effect(g.tick(), 1, "power", 5000, bulma, (bulma,), "turn", 0))
    assert power(g, bulma) == 6000
    pick(g, "skill", "TEST-M5-RETURN")
    settle(g, "target")
    pick(g, "bounce_own", "BT3-095")
    settle(g)
    new = next(x for x in g.zones["battle0"] if g.objs[x].card.code == "BT3-095")
    assert new != bulma and not g.objs[new].tapped and power(g, new) == 1000
    assert codes(g, "hand0") == ["TEST-M5-PUMP", "BT1-060"]     # its "when played" draw


@pytest.mark.rules("dbs-masters:9-12-1", "dbs-masters:1-7-2-1-1")
def test_delayed_effect_plays_the_card_from_its_final_zone():
    g = position(MT, {"battle": ["TEST-M5-BLINK", "BT1-104"], "deck": ["6 BT1-060"]}, auto_forced=False, leader=FRIEZA)
    pick(g, "skill", "TEST-M5-BLINK")
    settle(g, "target")
    pick(g, "warp_own", "BT1-104")
    settle(g)
    assert codes(g, "warp0") == ["BT1-104"]
    g.apply(("end",))
    settle(g)
    assert g.vars["tp"] == 1 and codes(g, "warp0") == ["BT1-104"]
    g.apply(("end",))
    settle(g)
    assert g.vars["tp"] == 0 and not g.zones["warp0"] and "BT1-104" in codes(g, "battle0")


# -------------------------------------------------------------- several replacement effects
@BOTH
@pytest.mark.rules("dbs-masters:9-10-2", "dbs-masters:9-10-2-1", "dbscg:8-9-2", "dbscg:8-9-2-1", "dbscg:8-9-2-3")
def test_two_replacements_on_one_event_controller_chooses_each_once(ed):
    g = position(ed, {"hand": ["BT1-082"], "energy": ["BT1-060"]}, {"battle": ["TEST-M5-REPL2"]},
                     auto_forced=False, leader=FRIEZA)
    x = g.zones["battle1"][0]
    pick(g, "extra", "BT1-082")
    settle(g, "target")
    pick(g, "ko", "TEST-M5-REPL2")
    assert g.decision.kind == "replace" and g.decision.player == 1           # its controller chooses
    assert set(g.decision.options) == {("replace", "warp"), ("replace", "minus_power")}
    g.apply(("replace", "warp"))                         # the event is now a move to the Warp...
    assert g.decision.kind == "replace" and g.decision.options == (("replace", "minus_power"),)   # ...each once
    g.apply(("replace", "minus_power"))
    settle(g)
    assert g.objs[x].zone == "battle1" and power(g, x) == 5000              # -10000 instead of leaving


# ------------------------------------------------------------------------------- revealing
@pytest.mark.rules("dbs-masters:20-11-1", "dbs-masters:20-11-2")
def test_revealed_hand_is_seen_by_all_then_hidden_again(monkeypatch):
    g = position(MT, {"hand": ["TEST-M5-REVEAL"], "deck": ["3 BT1-060"]}, {"hand": ["BT1-104", "BT7-061"]},
                     auto_forced=False, leader=FRIEZA)
    seen = record(monkeypatch)
    pick(g, "extra", "TEST-M5-REVEAL")
    settle(g, "target")
    view = g.view(0)
    assert view["zones"]["hand1"] == 2                   # the hand stays a secret area...
    assert sorted(c for _x, c in view["vars"]["revealed"]) == ["BT1-104", "BT7-061"]   # ...its cards are shown
    pick(g, "discard", "BT1-104")
    settle(g)
    assert codes(g, "drop1") == ["BT1-104"] and codes(g, "hand0") == ["BT1-060"]
    assert not g.view(0)["vars"]["revealed"]             # hidden again after the skill's effects
    run = [s[0] for s in seen if s[0] in ("do", "hide_revealed")]
    assert run[-2:] == ["do", "hide_revealed"]           # after the last effect (the draw), not before


# ------------------------------------------------------------------------------ token name
@pytest.mark.rules("dbscg:10-18-4", "dbs-masters:19-1-4")
@pytest.mark.parametrize("ed", ["dbscg", "dbs-masters"])
def test_token_name_is_the_name_its_effect_prints(ed):
    g = position(ed, {"leader": ["BT2-102"]}, {"battle": [{"card": "BT1-060", "dull": True}]})
    pick(g, "attack", "BT2-102", "BT1-060")
    settle(g)
    tok = next(o for o in g.zones["battle0"] if g.objs[o].card.type == "Token")
    leader = g.objs[g.zones["leader0"][0]].card
    assert g.objs[tok].card.name == "Chilled's Army token" and "play 1 Chilled's Army token" in leader.text
    assert opts(g) is not None
