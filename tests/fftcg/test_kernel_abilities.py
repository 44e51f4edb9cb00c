"""The kernel's ability language running FFTCG cards: results as values ("if you do", "for each
card … this way", last-known information), a resolution stopped on a decision that clones and
round-trips through JSON, and the zone-change pipeline (a replaced move triggers nothing).

The cards are made up for the tests (Opus I–V prints none of these sentences), so the tests cite
no rule: they check the language, not a rule of the game."""

from __future__ import annotations

import pytest
from play_kit import fid, names, pass_, pass_until, power, setup, use

import tcg
from tcg.engine import zones
from tcg.engine.zones import ZoneMove
from tcg.games.fftcg.actions import FfZones
from tcg.games.fftcg.cards import CardDef
from tcg.games.fftcg.ruleset import RULES

SAGE = "9-950C"
KNIGHT = "1-099C"      # Black Belt: a vanilla earth Forward 8000


def _card(monkeypatch, *effects: dict, trigger: dict | None = None, code: str = SAGE) -> str:
    ability = {"kind": "action", "cost": "{0}", "effects": list(effects)} if trigger is None else \
        {"kind": "auto", "trigger": trigger, "effects": list(effects)}
    card = CardDef.model_validate({"code": code, "name": "Test Sage " + code, "type": "backup", "element": "ice",
                                  "cost": 2, "ability": [ability]})
    monkeypatch.setitem(RULES.cards, code, card)
    return code


def _use(g, code: str = SAGE) -> None:
    use(g, fid(g, "Test Sage " + code, "field0"), 0)
    pass_(g, 2)


def test_if_you_do_reads_the_result_of_the_discard(monkeypatch):
    _card(monkeypatch, {"do": "discard", "n": 1, "as": "d"},
          {"do": "if", "cond": {"did": "d"}, "then": [{"do": "draw", "n": 2}], "else": [{"do": "draw", "n": 1}]})
    g = setup({"field": [SAGE], "hand": [KNIGHT]}, {})
    _use(g)
    g.apply(("discard", fid(g, "Black Belt", "hand0")))
    assert names(g, "break0") == ["Black Belt"] and len(g.zones["hand0"]) == 2       # discarded, so drew 2
    h = setup({"field": [SAGE]}, {})
    _use(h)
    assert names(h, "break0") == [] and len(h.zones["hand0"]) == 1               # nothing to discard: drew 1


def test_for_each_card_put_into_the_break_zone_this_way(monkeypatch):
    _card(monkeypatch, {"do": "break", "to": {"type": "forward", "controller": "opponent"}, "as": "b"},
          {"do": "draw", "n": {"count": "b"}})
    g = setup({"field": [SAGE]}, {"field": [KNIGHT, KNIGHT, KNIGHT]})
    _use(g)
    assert names(g, "break1") == ["Black Belt"] * 3 and len(g.zones["hand0"]) == 3


def test_its_power_after_it_left_the_field_is_its_last_known_power(monkeypatch):
    _card(monkeypatch, {"do": "choose", "as": "t1", "sel": {"type": "forward", "controller": "you"}},
          {"do": "choose", "as": "t2", "sel": {"type": "forward", "controller": "opponent"}},
          {"do": "power", "to": "t1", "n": 3000},
          {"do": "break", "to": "t1", "as": "gone"},
          {"do": "power", "to": "t2", "n": {"of": "gone", "char": "power"}})
    g = setup({"field": [SAGE, KNIGHT]}, {"field": [KNIGHT]})
    mine, theirs = fid(g, "Black Belt", "field0"), fid(g, "Black Belt", "field1")
    use(g, fid(g, "Test Sage " + SAGE, "field0"), 0, targets=[mine, theirs])
    pass_(g, 2)
    assert names(g, "break0") == ["Black Belt"]
    assert power(g, theirs) == 8000 + 11000     # 8000 + 3000, as it was when it left the field


def test_a_resolution_stopped_on_a_decision_clones_and_round_trips(monkeypatch):
    _card(monkeypatch, {"do": "discard", "n": 2, "as": "d"}, {"do": "draw", "n": {"count": "d"}})
    g = setup({"field": [SAGE], "hand": [KNIGHT, KNIGHT, "1-006H"]}, {})
    _use(g)
    assert g.decision.kind == "discard"
    g.apply(("discard", fid(g, "Garland", "hand0")))
    assert g.decision.kind == "discard"                # the interpreter waits inside the verb
    copies = [g.clone(), tcg.Game.from_json(g.to_json(), g.rules)]
    for h in [g] + copies:
        h.apply(h.decision.options[0])
    assert len({h.state_hash() for h in [g] + copies}) == 1
    assert len(g.zones["hand0"]) == 3 and len(g.zones["break0"]) == 2


class _Exile(FfZones):
    """A replacement for the test: a Forward that would be put into the Break Zone is removed
    from the game instead."""

    def replacements(self, game, mv):
        from tcg.engine.replacement import Replacement

        if mv.dest != "break":
            return []
        return [Replacement("exile", False, 0, lambda m: m._replace(dest="removed"))]


@pytest.mark.parametrize("replace", [False, True])
def test_a_replaced_move_triggers_nothing(monkeypatch, replace):
    # "When a Forward is put from the field into the Break Zone, draw 1 card."
    _card(monkeypatch, {"do": "draw", "n": 1}, trigger={"event": "put_into_break", "card": {"type": "forward"}})
    g = setup({"field": [SAGE, KNIGHT]}, {})
    kn = fid(g, "Black Belt", "field0")
    hooks = _Exile() if replace else FfZones()
    zones.move_cards(g, hooks, ZoneMove((kn,), "break"))
    if replace:
        assert names(g, "removed0") == ["Black Belt"] and names(g, "break0") == [] and not g.pending
    else:
        assert names(g, "break0") == ["Black Belt"] and [t.code for t in g.pending] == [SAGE]


def test_a_selector_reads_attacking_and_blocking(monkeypatch):
    from tcg.engine.abilities.load import _Ctx, selector
    from tcg.games.fftcg.base import ATTACKING, BLOCKING
    from tcg.games.fftcg.chars import select
    from tcg.games.fftcg.verbs import LANG

    g = setup({"field": [KNIGHT, KNIGHT]}, {"field": [KNIGHT]})
    a, b = g.zones["field0"]
    c, = g.zones["field1"]
    g.w(a).marks |= ATTACKING
    g.w(c).marks |= BLOCKING
    attacking = selector({"type": "forward", "attacking": True}, "sel", _Ctx(LANG))
    blocking = selector({"type": "forward", "blocking": True}, "sel", _Ctx(LANG))
    assert select(g, a, 0, attacking) == [a] and select(g, a, 0, blocking) == [c]


def test_damage_received_is_a_quantity_and_a_condition(monkeypatch):
    _card(monkeypatch, {"do": "if", "cond": {"damage_received": {"ge": 2}},
                        "then": [{"do": "draw", "n": "damage_received"}]})
    g = setup({"field": [SAGE], "damage": [KNIGHT, KNIGHT]}, {})
    _use(g)
    assert len(g.zones["hand0"]) == 2                  # 2 points of damage: draws 2
    h = setup({"field": [SAGE], "damage": [KNIGHT]}, {})
    _use(h)
    assert len(h.zones["hand0"]) == 0                  # 1 point: the condition fails


def test_a_cost_reduced_for_each_card_down_to_its_floor(monkeypatch):
    from tcg.games.fftcg.payment import card_cost

    code = "9-951C"
    card = CardDef.model_validate({
        "code": code, "name": "Cheap Knight", "type": "forward", "element": "ice", "cost": 4, "power": 5000,
        "ability": [{"kind": "field", "effects": [{"do": "reduce_cost", "to": "self", "min": 0,
                                                   "n": {"count": {"type": "forward", "controller": "you"}}}]}]})
    monkeypatch.setitem(RULES.cards, code, card)
    g = setup({"hand": [code], "field": [KNIGHT, KNIGHT]}, {})
    assert card_cost(g, 0, fid(g, "Cheap Knight", "hand0")).total == 2
    h = setup({"hand": [code], "field": [KNIGHT] * 5}, {})
    assert card_cost(h, 0, fid(h, "Cheap Knight", "hand0")).total == 0


def _grant_card(monkeypatch, flag: str, code: str = "9-952C") -> str:
    """A Forward 8000 with "{0}: this card gains <flag> until the end of the turn" (made up)."""
    card = CardDef.model_validate({
        "code": code, "name": "Flag Knight", "type": "forward", "element": "ice", "cost": 2, "power": 8000,
        "ability": [{"kind": "action", "cost": "{0}", "effects": [{"do": "grant", "to": "self", "what": [flag]}]}]})
    monkeypatch.setitem(RULES.cards, code, card)
    return code


@pytest.mark.rules("fftcg:12.4.5", "fftcg:15.1.1.3.2")
def test_a_forward_that_cannot_be_broken_survives_a_break_and_lethal_damage_not_zero_power(monkeypatch):
    code = _grant_card(monkeypatch, "cannot_be_broken")
    _card(monkeypatch, {"do": "break", "to": {"name": "Flag Knight"}},
          {"do": "damage", "to": {"name": "Flag Knight"}, "n": 9000})
    g = setup({"field": [code, SAGE]}, {})
    knight = fid(g, "Flag Knight", "field0")
    use(g, knight, 0)
    pass_(g, 2)
    _use(g)
    assert names(g, "field0") == ["Flag Knight", "Test Sage " + SAGE]      # not broken, by effect or by damage
    assert g.objs[knight].damage == 9000
    _card(monkeypatch, {"do": "power", "to": {"name": "Flag Knight"}, "n": -8000}, code="9-953C")
    h = setup({"field": [code, "9-953C"]}, {})
    use(h, fid(h, "Flag Knight", "field0"), 0)
    pass_(h, 2)
    _use(h, "9-953C")
    assert names(h, "break0") == ["Flag Knight"]       # power 0 puts it into the Break Zone: not a break


@pytest.mark.rules("fftcg:10.1.3.1.2")
def test_an_attacker_that_cannot_be_blocked_leaves_no_blocker(monkeypatch):
    code = _grant_card(monkeypatch, "cannot_be_blocked")
    g = setup({"field": [code]}, {"field": [KNIGHT]})
    knight = fid(g, "Flag Knight", "field0")
    g.apply(("use", knight, 0))
    pass_(g, 2)
    pass_until(g, "attack")
    g.apply(("attack", knight))
    pass_until(g, "block")
    assert g.decision.options == (("no_block",),)
