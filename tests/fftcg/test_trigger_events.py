"""FFTCG rules tests of the triggers printed text names (11.8): an auto ability waiting for one
of several events ("when X enters the field or attacks"), with the cards that print them."""

from __future__ import annotations

import pytest
from play_kit import do, fid, flags, names, pass_, setup

R = pytest.mark.rules

VAAN = "2-052C"         # wind Forward 1, 3000: when Vaan enters the field or attacks, activate 1 Backup you control
EVOKER = "1-159C"       # water Backup 1, vanilla
NINJA = "1-078C"        # wind Forward (wind CP)
KNIGHT = "1-050C"       # ice Forward 7000, vanilla


@R("fftcg:11.8.16.2.1", "fftcg:11.8.6")
def test_an_ability_waiting_for_entering_or_attacking_triggers_when_its_card_enters_the_field():
    g = setup({"hand": [VAAN, NINJA], "field": [{"card": EVOKER, "dull": True}]}, {"field": [KNIGHT]})
    vaan, evoker = fid(g, "Vaan", "hand0"), fid(g, "Evoker", "field0")
    g.apply(("play", vaan))
    g.apply(("discard", fid(g, "Ninja", "hand0")))
    d = g.decision
    assert (d.kind, d.player, d.options) == ("target", 0, (("target", evoker),))   # Vaan's ability: 1 Backup you control
    g.apply(("target", evoker))
    pass_(g, 2)
    assert g.objs[evoker].tapped is False


@R("fftcg:10.1.2.5", "fftcg:11.8.6")
def test_the_same_ability_triggers_when_its_card_attacks():
    g = setup({"field": [VAAN, {"card": EVOKER, "dull": True}]}, {"field": [KNIGHT]}, phase="attack",
              step="declaration")
    vaan, evoker = fid(g, "Vaan", "field0"), fid(g, "Evoker", "field0")
    do(g, ("attack", vaan))
    assert g.decision.kind == "target" and g.decision.options == (("target", evoker),)
    g.apply(("target", evoker))
    pass_(g, 2)
    assert g.objs[evoker].tapped is False and g.objs[vaan].tapped is True


VOLKER = "5-020R"       # fire Forward 4, 8000: when Volker or a Category XI Forward enters your field, a Forward cannot block
AYAME = "5-002R"        # fire Forward 3, 7000, Category XI
SQUIRE = "1-025C"       # fire Forward 2, 5000, vanilla (fire CP)


def _discard(g, name: str, n: int) -> None:
    for oid in [o for o in g.zones["hand0"] if g.objs[o].card.name == name][-n:]:
        g.apply(("discard", oid))


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
