"""The zone-change pipeline's mid-move choice (engine/zones.py): when the game's hooks name a
chooser and several replacements could apply next, or an optional one could, the move waits on
the decision "replacement"; after the choice the others that still apply are looked up again,
each applying at most once, and the move is made. A game saved while the choice is pending
resumes it exactly. Played on an MTG 2004 position with test replacements."""

from __future__ import annotations

import pytest

from tcg.engine.replacement import Replacement
from tcg.engine.state import Game
from tcg.engine.zones import DECLINE, ZoneMove, move_cards
from tcg.games.mtg2004 import RULES, actions

from .kit import names, oid, setup


class _Hooks(actions.MtgZones):
    """To the graveyard: "removed instead" and "hand instead"; to a hand: "library instead"
    (optional when `may`). The object's controller chooses."""

    def __init__(self, may: bool = False):
        self.may = may

    def replacements(self, game, mv):
        if mv.dest == "graveyard":
            return [Replacement(("rfg",), False, 0, lambda e: e._replace(dest="removed")),
                    Replacement(("hand",), False, 1, lambda e: e._replace(dest="hand"))]
        if mv.dest == "hand":
            return [Replacement(("library",), False, 0, lambda e: e._replace(dest="library", pos=0), self.may)]
        return ()

    def replacement_chooser(self, game, mv):
        return game.objs[mv.oids[0]].controller


@pytest.fixture
def hooks(monkeypatch):
    def use(may=False):
        h = _Hooks(may)
        monkeypatch.setattr(type(RULES), "zone_hooks", h)
        return h
    return use


def _waiting(hooks, may=False):
    h = hooks(may)
    g = setup({}, {"field": ["Venerable Monk"]}, phase="main1")
    monk = oid(g, "Venerable Monk")
    assert move_cards(g, h, ZoneMove((monk,), "graveyard")) == []      # no new object yet
    g.decision = None      # as if a step made the move: the engine runs on to the choice
    g.run()
    return g, monk


def test_the_chooser_picks_one_and_the_others_that_no_longer_apply_do_nothing(hooks):
    g, monk = _waiting(hooks)
    d = g.decision
    assert (d.kind, d.player, d.options) == ("replacement", 1, (("rfg",), ("hand",)))
    assert names(g, "play") == ["Venerable Monk"]                   # it stays until the choice
    g.apply(("rfg",))
    assert names(g, "removed") == ["Venerable Monk"] and not g.zones["hand1"] and not g.zones["graveyard1"]


def test_a_replacement_that_applies_to_the_changed_move_applies_next(hooks):
    g, monk = _waiting(hooks)
    g.apply(("hand",))                                               # then "library instead" of the hand
    assert names(g, "library1")[0] == "Venerable Monk" and not g.zones["hand1"]
    assert g.decision.kind == "priority"


def test_an_optional_replacement_alone_is_asked_and_may_be_declined(hooks):
    g, monk = _waiting(hooks, may=True)
    g.apply(("hand",))
    assert g.decision.kind == "replacement" and g.decision.options == (("library",), DECLINE)
    g.apply(DECLINE)
    assert names(g, "hand1") == ["Venerable Monk"]


def test_a_game_saved_during_the_choice_resumes_it_exactly(hooks):
    g, monk = _waiting(hooks, may=True)
    saved = Game.from_json(g.to_json(), RULES)
    assert saved.decision == g.decision and saved.state_hash() == g.state_hash()
    for game in (g, saved, g.clone()):
        game.apply(("hand",))
        game.apply(("library",))
    assert g.state_hash() == saved.state_hash()
    assert names(saved, "library1")[0] == "Venerable Monk"


class _Loop(actions.MtgZones):
    """To the graveyard: "removed instead"; removed from the game: "graveyard instead"."""

    def replacements(self, game, mv):
        if mv.dest == "graveyard":
            return [Replacement(("rfg",), False, 0, lambda e: e._replace(dest="removed"))]
        if mv.dest == "removed":
            return [Replacement(("back",), False, 0, lambda e: e._replace(dest="graveyard"))]
        return ()


def test_each_replacement_applies_at_most_once_to_one_move():
    g = setup({}, {"field": ["Venerable Monk"]}, phase="main1")
    new = move_cards(g, _Loop(), ZoneMove((oid(g, "Venerable Monk"),), "graveyard"))
    assert names(g, "graveyard1") == ["Venerable Monk"] and new == g.zones["graveyard1"]   # rfg, back, then none


def test_a_move_of_several_objects_one_of_which_would_be_replaced_is_refused():
    g = setup({}, {"field": ["Darksteel Colossus", "Venerable Monk"]}, phase="main1")
    before = g.state_hash()
    with pytest.raises(ValueError, match="several objects"):
        move_cards(g, actions.ZONES, ZoneMove((oid(g, "Venerable Monk"), oid(g, "Darksteel Colossus")), "graveyard"))
    assert g.state_hash() == before
