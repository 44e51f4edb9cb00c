"""Bad input is refused with a message that says where: deck files (file, line, card), card
files (file, line, card, field), scenarios (line, field) and illegal choices (reason, state
unchanged)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import tcg
from tcg import IllegalChoice, ScenarioError, games
from tcg.engine.cards import CardFileError, DeckError
from tcg.games.fftcg.cards import load_all, load_file
from tcg.games.fftcg.ruleset import HERE

RULES = games.get("fftcg")
FIRE_ICE = (HERE / "decks" / "fire-ice.txt").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------- decks
def write_deck(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "my-deck.txt"
    path.write_text(text, encoding="utf-8")
    return path


def line_no(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_the_unchanged_deck_loads(tmp_path):
    deck = RULES.load_deck(str(write_deck(tmp_path, FIRE_ICE)))
    assert len(deck.codes()) == 50


@pytest.mark.parametrize(("old", "new", "says"), [
    ("2 1-029C Red XIII", "two 1-029C Red XIII", ["expected 'COUNT CODE Name'", "two 1-029C Red XIII"]),
    ("2 1-029C Red XIII", "2 9-999X Nobody", ["unknown card '9-999X'", "Nobody"]),
    ("3 1-009C Cloud", "3 1-009C Squall", ["1-009C", "'Cloud'", "'Squall'"]),
])
def test_malformed_deck_line(tmp_path, old, new, says):
    text = FIRE_ICE.replace(old, new)
    path = write_deck(tmp_path, text)
    with pytest.raises(DeckError) as e:
        RULES.load_deck(str(path))
    msg = str(e.value)
    assert msg.startswith(f"{path}:{line_no(text, new)}:"), msg
    for s in says:
        assert s in msg


def test_a_49_card_deck(tmp_path):
    text = FIRE_ICE.replace("1 1-058L Laguna\n", "")
    path = write_deck(tmp_path, text)
    with pytest.raises(DeckError, match=rf"^{re.escape(str(path))}: 49 cards; a deck has exactly 50 \(8\.1\.1\.1\)"):
        RULES.load_deck(str(path))
    with pytest.raises(DeckError, match="49 cards"):
        tcg.new_game("fftcg", decks=[str(path), "wind-earth"])


def test_four_copies_on_two_lines(tmp_path):
    text = FIRE_ICE.replace("1 1-058L Laguna", "1 1-009C Cloud")
    path = write_deck(tmp_path, text)
    with pytest.raises(DeckError) as e:
        RULES.load_deck(str(path))
    msg = str(e.value)
    line = [i for i, ln in enumerate(text.splitlines(), 1) if "1-009C" in ln][-1]
    assert msg.startswith(f"{path}:{line}:"), msg
    assert "more than 3 copies of 1-009C Cloud (8.1.1.2)" in msg


def test_four_copies_on_one_line(tmp_path):
    text = FIRE_ICE.replace("1 1-058L Laguna\n", "").replace("3 1-009C Cloud", "4 1-009C Cloud")
    path = write_deck(tmp_path, text)
    with pytest.raises(DeckError) as e:
        RULES.load_deck(str(path))
    assert str(e.value).startswith(f"{path}:{line_no(text, '4 1-009C Cloud')}:")
    assert "1-009C Cloud" in str(e.value)


def test_an_unknown_deck_name():
    with pytest.raises(DeckError, match="no deck 'nope'.*fire-ice"):
        tcg.new_game("fftcg", decks=["nope", "fire-ice"])


# ---------------------------------------------------------------------------------- cards
GOOD = '''[[card]]
code = "9-001C"
name = "Good Backup"
type = "backup"
element = "fire"
cost = 2
'''


def card_error(tmp_path: Path, text: str) -> tuple[str, Path]:
    path = tmp_path / "opus9.toml"
    path.write_text(GOOD + "\n" + text, encoding="utf-8")
    with pytest.raises(CardFileError) as e:
        load_file(path)
    return str(e.value), path


def test_the_good_card_loads(tmp_path):
    path = tmp_path / "opus9.toml"
    path.write_text(GOOD, encoding="utf-8")
    assert [c.code for c in load_file(path)] == ["9-001C"]


@pytest.mark.parametrize(("card", "at", "field", "says"), [
    # a Forward without power: the error points at the card (there is no power line)
    ('[[card]]\ncode = "9-002C"\nname = "Weak"\ntype = "forward"\nelement = "ice"\ncost = 3\n',
     'code = "9-002C"', "power", "a Forward needs a positive `power`"),
    ('[[card]]\ncode = "9-002C"\nname = "Weak"\ntype = "forward"\nelement = "ice"\ncost = 3\npower = 0\n',
     "power = 0", "power", "positive `power`"),
    ('[[card]]\ncode = "9-003C"\nname = "Boom"\ntype = "summon"\nelement = "fire"\ncost = 2\n\n'
     '[[card.ability]]\nkind = "summon"\neffects = [\n  { do = "choose", as = "t", sel = { type = "forward" } },\n'
     '  { do = "explode", n = 1000, to = "t" },\n]\n',
     'do = "explode"', "ability.0.effects.1.do", "unknown verb 'explode'"),
    ('[[card]]\ncode = "9-004C"\nname = "Red"\ntype = "backup"\nelement = "fire"\ncost = 2\ncolour = "red"\n',
     "colour =", "colour", "Extra inputs are not permitted"),
    # the second ability lacks `when`: the error points at that ability's table
    ('[[card]]\ncode = "9-005C"\nname = "Late"\ntype = "backup"\nelement = "fire"\ncost = 2\n\n'
     '[[card.ability]]\nkind = "auto"\ntrigger = { event = "enters", card = "self" }\neffects = [{ do = "draw", n = 1 }]\n\n'
     '[[card.ability]] # second\nkind = "auto"\neffects = [{ do = "draw", n = 1 }]\n',
     "[[card.ability]] # second", "ability.1.trigger", "an auto ability needs `trigger`"),
    # the ability's cost, not the card's cost line
    ('[[card]]\ncode = "9-006C"\nname = "Odd"\ntype = "backup"\nelement = "fire"\ncost = 2\n\n'
     '[[card.ability]]\nkind = "action"\ncost = "{f}{q}{D}"\neffects = [{ do = "draw", n = 1 }]\n',
     'cost = "{f}{q}{D}"', "ability.0.cost", "unknown cost symbol {q}"),
    ('[[card]]\ncode = "9-007C"\nname = "Wet"\ntype = "backup"\nelement = "water-ish"\ncost = 2\n',
     'element = "water-ish"', "element", "Input should be"),
    # an effect verb in the second of two abilities
    ('[[card]]\ncode = "9-008C"\nname = "Two"\ntype = "backup"\nelement = "fire"\ncost = 2\n\n'
     '[[card.ability]]\nkind = "action"\ncost = "{f}"\neffects = [{ do = "draw", n = 1 }]\n\n'
     '[[card.ability]]\nkind = "action"\ncost = "{f}"\neffects = [{ do = "drew", n = 1 }]\n',
     'do = "drew"', "ability.1.effects.0.do", "unknown verb 'drew'"),
])
def test_malformed_card(tmp_path, card, at, field, says):
    msg, path = card_error(tmp_path, card)
    code = re.search(r'code = "([^"]+)"', card).group(1)
    line = line_no(path.read_text(encoding="utf-8"), at)
    assert msg.startswith(f"{path}:{line}: card {code} ("), msg
    assert f"field {field}:" in msg, msg
    assert says in msg, msg


def test_card_file_with_a_toml_syntax_error(tmp_path):
    path = tmp_path / "opus9.toml"
    path.write_text(GOOD + 'text = "unterminated\n', encoding="utf-8")
    with pytest.raises(CardFileError, match=rf"^{re.escape(str(path))}: .*line 7"):
        load_file(path)


def test_a_card_defined_twice(tmp_path):
    (tmp_path / "a.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "b.toml").write_text("# again\n" + GOOD, encoding="utf-8")
    with pytest.raises(CardFileError, match=r"b\.toml:3: card 9-001C is defined twice"):
        load_all(tmp_path)


def test_every_bundled_card_file_loads():
    assert len(RULES.cards) > 200


# ------------------------------------------------------------------------------ scenarios
SCENARIO = '''game = "fftcg"
turn = 3
phase = "main1"
seed = 1

[[player]]
deck = ["10 1-003C"]
hand = ["1-009C"]

[[player]]
deck = ["10 1-003C"]
'''


def scenario_error(text: str) -> str:
    with pytest.raises(ScenarioError) as e:
        tcg.load_scenario(text)
    return str(e.value)


def test_the_good_scenario_loads():
    game = tcg.load_scenario(SCENARIO)
    assert game.vars["phase"] == "main1" and not game.over


@pytest.mark.parametrize(("old", "new", "line", "field"), [
    ('seed = 1', 'seed = 1\ncolour = "red"', 5, "colour"),
    ('hand = ["1-009C"]', 'hand = ["1-009C"]\nmana = 3', 9, "player.0.mana"),
    ('hand = ["1-009C"]', 'hand = ["9-999X"]', 8, "player.0.hand"),
    ('hand = ["1-009C"]', 'field = [{ card = "1-009C", dul = true }]', 8, "player.0.field.0.dul"),
    ('hand = ["1-009C"]', 'damage = ["2 1-009Q"]', 8, "player.0.damage"),
    ('phase = "main1"', 'phase = "lunch"', 3, "phase"),
    ('turn = 3', 'turn = 0', 2, "turn"),
    ('seed = 1', 'seed = 1\n[options]\ndamage_limt = 6', 5, "options"),
])
def test_malformed_scenario(old, new, line, field):
    text = SCENARIO.replace(old, new)
    msg = scenario_error(text)
    assert msg.startswith(f"<scenario>:{line}:"), msg
    assert f"field {field}" in msg, msg


def test_scenario_unknown_card_is_named():
    msg = scenario_error(SCENARIO.replace('hand = ["1-009C"]', 'hand = ["9-999X"]'))
    assert "unknown card '9-999X'" in msg


def test_scenario_toml_syntax_error_names_the_line():
    msg = scenario_error(SCENARIO.replace('turn = 3', 'turn = = 3'))
    assert msg.startswith("<scenario>:") and "line 2" in msg


def test_scenario_bad_attack_step():
    text = SCENARIO.replace('phase = "main1"', 'phase = "attack"\nstep = "brunch"')
    msg = scenario_error(text)
    assert msg.startswith("<scenario>:4:") and "field step" in msg and "brunch" in msg


def test_scenario_file_errors_name_the_file(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(SCENARIO.replace('phase = "main1"', 'phase = "lunch"'), encoding="utf-8")
    with pytest.raises(ScenarioError, match=rf"^{re.escape(str(path))}:3: field phase"):
        tcg.load_scenario(str(path))
    with pytest.raises(ScenarioError, match=rf"^{re.escape(str(path))}:3: field phase"):
        tcg.load_scenario(path)


def test_scenario_unknown_game():
    msg = scenario_error(SCENARIO.replace('game = "fftcg"', 'game = "chess"'))
    assert msg.startswith("<scenario>:1: field game") and "chess" in msg


# ------------------------------------------------------------------------------- choices
def test_illegal_choice_names_the_reason_and_changes_nothing():
    game = tcg.new_game("fftcg", seed=5)
    r = random.Random(5)
    for _ in range(40):
        game.apply(r.randrange(len(game.decision.options)))
    h, d = game.state_hash(), game.decision
    with pytest.raises(IllegalChoice) as e:
        game.apply(("cast", -5))
    msg = str(e.value)
    assert "('cast', -5) is not a legal option" in msg and d.kind in msg and f"player {d.player}" in msg
    with pytest.raises(IllegalChoice, match="out of range"):
        game.apply(len(d.options))
    assert game.state_hash() == h and game.decision == d
