"""Views (tcg.testing.check_view): what a stack item's targets name. An ordinary item's targets
are object ids; a delayed ability's are the bindings of the ability that created it, with the
last-known information of the cards it named (8-056R Deathgaze keeps 4-109H Hildibrand's, from
the Field). A card that has left the Field for a hand since was seen there by both players: its
code on the stack is no hidden card (ruleset.stack_codes)."""

from __future__ import annotations

from play_kit import do, fid, names, pass_, setup
from test_soak_regressions import HILDIBRAND, hildibrand_returned_by_deathgaze

from tcg.engine.abilities.run import Res
from tcg.games.fftcg import actions
from tcg.testing import check_view

YUNA = "1-176H"          # "{EX} When Yuna enters the field, choose 1 Forward. Return it to its owner's hand."


def _yuna_targets_hildibrand() -> tuple:
    """Yuna played and on the stack, its "choose 1 Forward" on the opponent's Hildibrand."""
    g = setup({"hand": [YUNA, "3 " + YUNA]}, {"field": [HILDIBRAND]})
    hil = fid(g, "Hildibrand", "field1")
    do(g, ("play", fid(g, "Yuna", "hand0")))
    while g.decision.kind in ("payment", "discard"):
        do(g, g.decision.options[-1])
    do(g, ("target", hil))
    return g, hil


def test_a_targeted_forward_returned_to_the_hand_is_not_read_from_the_stack():
    g, hil = _yuna_targets_hildibrand()          # Yuna's "choose 1 Forward", as it goes on the stack
    assert [it.targets for it in g.stack] == [((hil,),)]
    actions.move(g, hil, "hand")       # in response, as it were: the target is in a hand now
    assert names(g, "hand1") == ["Hildibrand"]
    for p in (0, 1):
        check_view(g, p)


def test_a_delayed_ability_on_the_stack_names_a_card_returned_to_the_hand_publicly():
    g = hildibrand_returned_by_deathgaze()
    assert names(g, "hand1") == ["Hildibrand"]          # returned to the hand instead of removed
    actions.move(g, fid(g, "Deathgaze (IX)", "field0"), "break")     # Deathgaze leaves: the delayed ability triggers
    pass_(g)
    assert [(it.kind, it.code) for it in g.stack] == [("delayed", "8-056R")]
    for p in (0, 1):
        check_view(g, p)


def test_a_cost_on_the_stack_names_a_card_it_returned_from_the_field():
    # soak seed 903332 at bcbeb83: 7-099R's cost returned 5-147L Eald'narche from the Field to
    # the hand; the item's paid results kept its last-known information, read as a hidden card
    g, hil = _yuna_targets_hildibrand()
    seen = g.rules.ability_host.lki(g, hil)
    new = actions.move(g, hil, "hand")
    g.stack[-1] = g.stack[-1]._replace(paid=(("t", Res(ids=(new,), lki=(seen,), n=0)),))
    assert names(g, "hand1") == ["Hildibrand"]
    for p in (0, 1):
        check_view(g, p)
