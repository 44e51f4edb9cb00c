"""Elements as characteristics (issue 20, ffelem; identity.py, protection.py): "Name 1 Element
... X becomes the named Element", and protections by the Element of a Summon or of an
ability's card."""

from __future__ import annotations

from play_kit import do, fid, pass_, pass_until, resolve_stack, setup, to_phase, use

from tcg.games.fftcg.chars import power
from tcg.games.fftcg.identity import elements

SHANTOTTO = "7-071R"    # Earth Backup: {1}: Name 1 Element other than Light and Dark; she becomes it this turn
MIME = "1-173C"         # Water Forward: when your Attack Phase starts, name 1 Element other than Light and Dark...
KAMLANAUT = "5-148H"    # Dark Forward: cannot be chosen by Summons or abilities that share its Element;
                        # at the beginning of your Main Phase 1, select 1 Element: he becomes it (lasting)
RIPENESS = "5-007H"     # Fire Monster: cannot be chosen by Fire Summons or Fire abilities; {f}: a 9000 Forward
SUMMONER = "1-040C"     # Ice Backup
RED_MAGE = "1-003C"     # Fire Backup
SQUIRE = "1-025C"       # Fire Forward, cost 2
KNIGHT = "1-050C"       # Ice Forward
IFRIT = "1-004C"        # Fire Summon: choose 1 Forward, deal it 4000 damage
YSHTOLA = "1-084H"      # Wind Forward: {D}: choose 1 Forward, deal it 2000 damage
LIGHT_DARK = {("element", "light"), ("element", "dark")}


def test_shantotto_becomes_the_named_element_and_produces_its_cp():
    g = setup({"field": [SHANTOTTO, SUMMONER, SUMMONER], "hand": [SQUIRE]}, {})
    shantotto = fid(g, "Shantotto", "field0")
    s1, s2 = (o for o in g.zones["field0"] if o != shantotto)
    squire = fid(g, "Squire", "hand0")
    assert ("play", squire) not in g.decision.options        # Earth and Ice CP: no Fire for the Squire
    use(g, shantotto, 0, pay=[("dull", s1)])
    pass_until(g, "element")
    assert g.decision.kind == "element" and not LIGHT_DARK & set(g.decision.options)
    assert len(g.decision.options) == 6
    do(g, ("element", "fire"))
    resolve_stack(g)
    assert elements(g, shantotto) == ("fire",)
    do(g, ("play", squire))
    assert set(g.decision.options) == {("dull", shantotto), ("dull", s2)}
    do(g, ("dull", shantotto), ("dull", s2))
    assert [g.objs[o].card.name for o in g.zones["field0"]][-1] == "Squire"


def test_mime_takes_the_named_element_and_forms_a_party_of_it():
    g = setup({"field": [MIME, SQUIRE]}, {}, phase="main1")
    mime, squire = fid(g, "Mime", "field0"), fid(g, "Squire", "field0")
    pass_until(g, "element")
    do(g, ("element", "fire"))
    pass_until(g, "attack")
    assert elements(g, mime) == ("fire",)
    do(g, ("attack", mime))
    assert g.decision.kind == "party" and ("add", squire) in g.decision.options   # a Fire Party now


def test_a_fire_summon_cannot_choose_royal_ripeness_a_wind_ability_can():
    g = setup({"field": [RIPENESS, RED_MAGE, YSHTOLA], "hand": [IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    rr, ys, knight = fid(g, "Royal Ripeness", "field0"), fid(g, "Y'shtola", "field0"), fid(g, "Knight", "field1")
    use(g, rr, 1, pay=[("dull", fid(g, "Red Mage", "field0"))])      # it becomes a 9000 Forward
    resolve_stack(g)
    do(g, ("cast", fid(g, "Ifrit", "hand0")))
    assert set(g.decision.options) == {("target", ys), ("target", knight)}
    do(g, ("target", knight), ("discard", fid(g, "Squire", "hand0")))
    resolve_stack(g)
    use(g, ys, 1)
    assert ("target", rr) in g.decision.options


def test_kamlanaut_of_the_named_element_cannot_be_chosen_by_a_summon_of_it():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [KAMLANAUT, KNIGHT]}, active=1, phase="draw")
    kam = fid(g, "Kam'lanaut", "field1")
    pass_until(g, "element")
    assert g.decision.player == 1 and len(g.decision.options) == 8      # "select 1 Element": any
    do(g, ("element", "fire"))
    pass_until(g, "priority")
    assert elements(g, kam) == ("fire",)
    while g.decision.player != 0:
        pass_(g)
    do(g, ("cast", fid(g, "Ifrit", "hand0")))
    assert g.decision.options == (("target", fid(g, "Knight", "field1")),)    # a Fire Summon shares his Element now


def test_kamlanaut_of_his_printed_element_is_chosen_by_a_fire_summon():
    g = setup({"hand": [IFRIT, SQUIRE]}, {"field": [KAMLANAUT]})
    kam = fid(g, "Kam'lanaut", "field1")
    do(g, ("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", kam) in g.decision.options            # Dark and Fire share nothing


RUBICANTE = "2-023H"    # Fire Forward: [Barrier Shift] {S}{f}: Name 1 Element; no Summon or ability of it may choose him this turn


def test_rubicante_cannot_be_chosen_by_summons_of_the_named_element():
    g = setup({"field": [RUBICANTE, RED_MAGE], "hand": [RUBICANTE, IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    rub, knight = fid(g, "Rubicante", "field0"), fid(g, "Knight", "field1")
    do(g, ("cast", fid(g, "Ifrit", "hand0")))
    assert ("target", rub) in g.decision.options            # before: a Fire Summon may choose him
    g = setup({"field": [RUBICANTE, RED_MAGE], "hand": [RUBICANTE, IFRIT, SQUIRE]}, {"field": [KNIGHT]})
    rub, knight = fid(g, "Rubicante", "field0"), fid(g, "Knight", "field1")
    use(g, rub, 1, pay=[("cost_name", fid(g, "Rubicante", "hand0")), ("dull", fid(g, "Red Mage", "field0"))])
    pass_until(g, "element")
    do(g, ("element", "fire"))
    pass_until(g, "priority")
    do(g, ("cast", fid(g, "Ifrit", "hand0")))
    assert g.decision.options == (("target", knight),)


SHANTOTTO_1 = "1-107L"  # Earth Backup: on the field she gains the Elements Fire, Ice, Wind, Earth, Lightning and Water


def test_shantotto_of_every_element_produces_the_fire_cp_a_card_needs():
    g = setup({"field": [SHANTOTTO_1, SUMMONER], "hand": [SQUIRE]}, {})
    shantotto, summoner = fid(g, "Shantotto", "field0"), fid(g, "Summoner", "field0")
    assert set(elements(g, shantotto)) == {"fire", "ice", "wind", "earth", "lightning", "water"}
    do(g, ("play", fid(g, "Squire", "hand0")))
    assert set(g.decision.options) == {("dull", shantotto), ("dull", summoner)}
    do(g, ("dull", summoner), ("dull", shantotto))
    assert [g.objs[o].card.name for o in g.zones["field0"]][-1] == "Squire"


SARAH = "11-128H"       # Light Backup: enters: name 1 Element, she becomes it (lasting); {D}: your Forwards of her Element +1000
SELPHIE = "13-009H"     # Fire Forward 5000: +2000 power for each Forward other than Fire you control


def test_princess_sarah_strengthens_the_forwards_of_the_element_she_became():
    g = setup({"field": [SUMMONER, SQUIRE, KNIGHT], "hand": [SARAH]}, {})
    squire, knight = fid(g, "Squire", "field0"), fid(g, "Knight", "field0")
    do(g, ("play", fid(g, "Princess Sarah", "hand0")), ("dull", fid(g, "Summoner", "field0")))
    pass_until(g, "element")
    do(g, ("element", "fire"))
    to_phase(g, 5)
    sarah = fid(g, "Princess Sarah", "field0")
    assert elements(g, sarah) == ("fire",)           # it did not end with the turn
    use(g, sarah, 1)
    resolve_stack(g)
    assert power(g, squire) == 6000 and power(g, knight) == 7000


def test_selphie_counts_the_forwards_other_than_fire():
    g = setup({"field": [SELPHIE, KNIGHT, SQUIRE]}, {})
    assert power(g, fid(g, "Selphie", "field0")) == 7000     # the Ice Knight, not the Fire Squire
