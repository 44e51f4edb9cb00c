"""The ability language's loader: records are frozen plain data, and whatever a card file
names that the language does not know is refused, naming file, line, card and field."""

from __future__ import annotations

import tomllib

import pytest

from tcg.engine.abilities import card_abilities
from tcg.engine.abilities.records import Ability, Cmp, QCount, QCounters, QHalf, QOf, Sel
from tcg.engine.cards import CardFileError
from tcg.games.fftcg.verbs import LANG

CARD = '''[[card]]
code = "9-100C"
name = "Tester"

[[card.ability]]
kind = "auto"
trigger = {{ event = "enters", card = "self" }}
effects = [
  {{ do = "choose", as = "t", sel = {{ type = "forward", controller = "opponent", cost = {{ le = 3 }} }} }},
  {body}
]
'''


def load(body: str, path: str = "opus9.toml") -> tuple[Ability, ...]:
    text = CARD.format(body=body)
    card = tomllib.loads(text)["card"][0]
    return card_abilities(card["ability"], LANG, path=path, text=text, code=card["code"], name=card["name"])


def refusal(body: str) -> tuple[int, str]:
    with pytest.raises(CardFileError) as e:
        load(body)
    msg = str(e.value)
    return int(msg.split(":")[1]), msg


def test_an_ability_loads_into_frozen_hashable_records():
    a, = load('{ do = "damage", to = "t", n = { half = { count = { type = "backup", controller = "you" } }, '
              'round = "1000up" } }')
    assert a.kind == "auto" and a.trigger.events == ("move",) and a.trigger.to == "field" and a.trigger.card == "self"
    choose, dmg = a.effects
    assert choose.as_ == "t" and choose.p.sel == Sel(controller="opponent", type=("forward",), cost=Cmp("le", 3))
    assert dmg.p.n == QHalf(QCount(Sel(type=("backup",), controller="you")), "1000up")
    assert hash(a) == hash(load('{ do = "damage", to = "t", n = { half = { count = { type = "backup", '
                                'controller = "you" } }, round = "1000up" } }')[0])
    with pytest.raises(AttributeError):
        a.kind = "field"



def test_counters_and_characteristics_are_quantities_of_their_own():
    a, = load('{ do = "damage", to = "t", n = { sum = [{ counters = "monster", of = "self" }, '
              '{ of = "t", char = "power" }] } }')
    counters, power = a.effects[1].p.n.terms
    assert counters == QCounters("self", "monster") and power == QOf("t", "power")

@pytest.mark.parametrize(("body", "field", "says"), [
    ('{ do = "explode", to = "t" }', "ability.0.effects.1.do", "unknown verb 'explode'"),
    ('{ do = "damage", to = "t", amount = 3 }', "ability.0.effects.1.amount", "has no parameter 'amount'"),
    ('{ do = "damage", to = { colr = "red" }, n = 1 }', "ability.0.effects.1.to.colr", "unknown selector key 'colr'"),
    ('{ do = "damage", to = "u", n = 1 }', "ability.0.effects.1.to", "'u' is not bound"),
    ('{ do = "damage", to = "t", n = { most = 3 } }', "ability.0.effects.1.n.most", "unknown quantity key 'most'"),
    ('{ do = "damage", to = "t", n = "Y" }', "ability.0.effects.1.n", "a quantity is a number"),
    ('{ do = "damage", to = "t" }', "ability.0.effects.1", "needs n"),
    ('{ do = "grant", to = "t", what = ["flying"] }', "ability.0.effects.1.what.0", "'flying' is not one of"),
    ('{ do = "power", to = "t", n = 1000, duration = "combat" }', "ability.0.effects.1.duration",
     "'combat' is not one of"),
    ('{ do = "if", cond = { did = "nothing" }, then = [{ do = "draw" }] }', "ability.0.effects.1.cond.did",
     "'nothing' is not bound"),
])
def test_an_unknown_name_is_refused_with_file_line_card_and_field(body, field, says):
    line, msg = refusal(body)
    assert msg.startswith(f"opus9.toml:{line}: card 9-100C (Tester), field {field}: "), msg
    assert says in msg, msg
    text = CARD.format(body=body).splitlines()
    key = field.rsplit(".", 1)[-1]
    assert key.isdigit() or key in text[line - 1] or f"{key} =" in text[line - 1], (line, text[line - 1])


def test_an_unknown_trigger_event_names_its_line():
    text = ('[[card]]\ncode = "9-101C"\nname = "Late"\n\n[[card.ability]]\nkind = "auto"\n'
            'trigger = { event = "wakes_up", card = "self" }\neffects = [{ do = "draw", n = 1 }]\n')
    card = tomllib.loads(text)["card"][0]
    with pytest.raises(CardFileError) as e:
        card_abilities(card["ability"], LANG, path="x.toml", text=text, code="9-101C", name="Late")
    assert str(e.value).startswith("x.toml:7: card 9-101C (Late), field ability.0.trigger.event: unknown event 'wakes_up'")


def test_game_shapes_are_checked():
    text = ('[[card]]\ncode = "9-102C"\nname = "Nameless"\n\n[[card.ability]]\nkind = "special"\ncost = "{S}"\n'
            'effects = [{ do = "draw", n = 1 }]\n')
    card = tomllib.loads(text)["card"][0]
    with pytest.raises(CardFileError, match="field ability.0.name: a special ability needs its `name`"):
        card_abilities(card["ability"], LANG, path="x.toml", text=text, code="9-102C")
