"""FFTCG card text compiled into the ability language (games/fftcg/text.py) and rendered back."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tcg.cli import app
from tcg.games.fftcg.pool import compile_card, load_pool, render
from tcg.games.fftcg.text import compile_text, render_text
from tcg.games.fftcg.tokens import normal, tokenize

OPUS_I_V = {f"opus{n}": t for n, t in ((1, 216), (2, 148), (3, 154), (4, 148), (5, 166))}


def test_every_supported_card_renders_back_to_its_printed_words():
    """The proof that nothing was dropped: under tokens.normal (whitespace, case, punctuation,
    symbol markup), the rendering of every supported card's abilities is its printed text."""
    checked = 0
    for card in load_pool():
        if not card.supported:
            continue
        printed = [normal(tokenize(p, card.name)) for p in card.compiled_text.split("\n") if p.strip()]
        rendered = [normal(tokenize(p, card.name)) for p in render(card).split("\n")]
        assert sum(printed, []) == sum(rendered, []), card.code
        checked += 1
    assert checked > 0


def test_the_pool_files_are_what_the_compiler_makes_of_opus_i_and_v():
    """A grammar change is followed by `python scripts/import_fftcg.py`."""
    for card in load_pool():
        if card.set not in ("opus1", "opus5"):
            continue
        fresh = compile_card({"code": card.code, "name": card.name, "type": card.type, "text": card.text},
                             {"text": card.override_text, "reason": ""} if card.override_text else None)
        assert fresh.get("unsupported", "") == card.unsupported, card.code
        assert fresh.get("abilities", []) == list(card.abilities), card.code


def test_the_pool_holds_every_printed_card_by_set():
    cards = load_pool()
    assert len(cards) == 2937
    by_set: dict[str, int] = {}
    for c in cards:
        by_set[c.set] = by_set.get(c.set, 0) + 1
    assert {k: by_set[k] for k in OPUS_I_V} == OPUS_I_V
    assert len({c.code for c in cards}) == 2937


def test_an_enter_ability_compiles_into_records_and_back():
    text = "When Tester enters the field, choose 1 dull Forward of cost 3 or less opponent controls. Break it."
    res = compile_text(text, "Tester", "forward")
    assert res.supported, res.unsupported
    assert res.abilities == [{
        "kind": "auto", "trigger": {"event": "enters", "card": "self"},
        "effects": [{"do": "choose", "n": 1, "as": "t",
                     "sel": {"status": "dull", "type": "forward", "cost": {"le": 3}, "controller": "opponent"}},
                    {"do": "break", "to": "t"}]}]
    assert render_text(res.abilities, res.keywords, "Tester", "forward") == text


def test_an_action_ability_with_a_cost_and_keywords():
    text = "**Brave**\n{f}{f}{D}, put Tester into the Break Zone: Choose 1 Forward. It gains +2000 power until the end of the turn."
    res = compile_text(text, "Tester", "backup")
    assert res.keywords == ["brave"]
    assert res.abilities == [{
        "kind": "action", "cost": "{f}{f}{D}", "extra_cost": [{"do": "move", "to": "self", "zone": "break"}],
        "effects": [{"do": "choose", "n": 1, "sel": {"type": "forward"}, "as": "t"},
                    {"do": "power", "to": "t", "n": 2000, "duration": "turn"}]}]


def test_select_one_of_the_following_actions():
    text = '{EX} Select 1 of the 2 following actions.\n"Choose 1 Monster. Break it."\n"Draw 1 card."'
    res = compile_text(text, "Tester", "summon")
    assert res.abilities == [{"kind": "summon", "ex": True, "pick": 1, "modes": [
        [{"do": "choose", "n": 1, "sel": {"type": "monster"}, "as": "t"}, {"do": "break", "to": "t"}],
        [{"do": "draw", "n": 1, "who": "you"}]]}]
    assert render_text(res.abilities, [], "Tester", "summon").split("\n")[1:] == ['"Choose 1 Monster. Break it."',
                                                                                  '"Draw 1 card."']


def test_a_sentence_the_grammar_does_not_know_makes_the_card_unsupported_with_the_sentence():
    res = compile_text("Tester gains +1000 power.\nTester has all the categories.", "Tester", "forward")
    assert not res.supported and res.abilities == []
    assert res.unsupported.startswith("Tester has all the categories.: not understood from")


def test_wording_says_where_the_text_chose_a_synonym_and_the_rendering_repeats_it():
    text = "Choose 1 Forward. It gains +1000 power until the end of the turn. It cannot block this turn."
    res = compile_text(text, "Tester", "summon")
    assert len(res.wording) == 1 and res.wording[0].startswith("0/") and res.wording[0].endswith(":this_turn")
    assert render_text(res.abilities, [], "Tester", "summon", tuple(res.wording)) == text
    # without the wording, the plain phrase: the same abilities, said "until the end of the turn"
    assert render_text(res.abilities, [], "Tester", "summon").endswith("It cannot block until the end of the turn.")


runner = CliRunner()


def test_cards_coverage_json_counts_the_pool_by_set():
    r = runner.invoke(app, ["cards", "coverage", "fftcg", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["game"] == "fftcg" and data["total"] == 2937
    assert {k: data["by_set"][k]["total"] for k in OPUS_I_V} == OPUS_I_V
    assert data["supported"] == sum(s["supported"] for s in data["by_set"].values())
    assert len(data["unsupported"]) == data["total"] - data["supported"]
    assert set(data["unsupported"][0]) == {"code", "name", "reason"}


def test_cards_coverage_of_a_game_without_a_pool_says_so():
    r = runner.invoke(app, ["cards", "coverage", "weiss", "--json"])
    data = json.loads(r.output)
    assert data["note"].startswith("no reference pool yet") and data["supported"] == data["total"]


def test_cards_game_code_shows_printed_text_rendering_and_abilities():
    r = runner.invoke(app, ["cards", "fftcg", "1-004C"])
    assert r.exit_code == 0, r.output
    assert "Choose 1 Forward. Deal it 4000 damage." in r.output
    assert "rendered from the abilities" in r.output and '"do": "damage"' in r.output


def test_a_deck_with_an_unsupported_card_is_refused_with_the_line_and_the_reason(tmp_path):
    from tcg.games.fftcg.ruleset import RULES

    # one the game cannot play: neither compiled nor hand-written (cards/*.toml)
    card = next(c for c in load_pool() if not c.supported and c.code not in RULES.cards)
    deck = tmp_path / "deck.txt"
    deck.write_text(f"# a deck\n3 1-004C Ifrit\n3 {card.code} {card.name}\n")
    r = runner.invoke(app, ["decks", "show", "fftcg", str(deck)])
    assert r.exit_code == 2
    msg = " ".join(r.stderr.split()) if r.stderr_bytes is not None else " ".join(r.output.split())
    assert f"{deck}:3: card {card.code} ({card.name}) is not supported:" in msg


@pytest.mark.parametrize("code", ["1-004C"])
def test_cards_game_code_of_an_unknown_code_fails(code):
    r = runner.invoke(app, ["cards", "fftcg", "0-000X"])
    assert r.exit_code == 2


def test_every_override_of_a_misprint_says_why_and_keeps_the_printed_text():
    overridden = [c for c in load_pool() if c.override_text]
    assert overridden, "pool_overrides.toml corrects three misprints of the data"
    for card in overridden:
        assert card.text and card.override_text != card.text, card.code
    import tomllib

    from tcg.games.fftcg.pool import POOL
    entries = tomllib.loads((POOL.parent / "pool_overrides.toml").read_text(encoding="utf-8"))["card"]
    assert all(e["reason"].strip() for e in entries)
    assert {e["code"] for e in entries} == {c.code for c in overridden}


def test_the_game_loads_the_pools_playable_cards_and_the_hand_written_ones_win():
    from tcg import games
    from tcg.games.fftcg.cards import CardDef, load_all
    from tcg.games.fftcg.pool import playable_cards
    from tcg.games.fftcg.ruleset import HERE

    rules = games.get("fftcg")
    pool, written = playable_cards(), load_all(HERE / "cards")
    assert set(rules.cards) == set(pool) | set(written)
    assert all(isinstance(card, CardDef) for card in pool.values())   # each is validated when first read
    for code, card in written.items():      # the hand-written definition, not the pool's
        got = rules.cards[code]
        assert (got.name, got.text, got.cost, len(got.ability)) == (card.name, card.text, card.cost, len(card.ability))
    cyan = rules.cards["9-008C"]                 # compiled from its printed text, in no cards/*.toml
    assert "9-008C" not in written and cyan.name == "Cyan" and cyan.ability


# a hand-written card (cards/*.toml holds none today: each goes once its text compiles)
_WRITTEN = """
[[card]]
code = "5-075L"
name = "Wol"
type = "forward"
element = "earth"
cost = 4
power = 8000
job = "Warrior of Light"
category = "MOBIUS"
generic = false
ex_burst = false
text = "At the beginning of your Attack Phase, choose 1 Forward. It gains +2000 power until the end of the turn."

[[card.ability]]
kind = "auto"
trigger = { event = "phase_begins", phase = "attack", whose = "you" }
effects = [{ do = "choose", as = "t1", sel = { type = "forward" } }, { do = "power", to = "t1", n = 2000 }]
"""


def test_the_playable_cards_read_like_a_dict_in_the_order_of_pool_then_hand_written(tmp_path):
    from tcg.games.fftcg.cards import load_all
    from tcg.games.fftcg.pool import PlayableCards, load_pool, playable_cards

    (tmp_path / "opus5.toml").write_text(_WRITTEN, encoding="utf-8")
    written = load_all(tmp_path)
    cards = PlayableCards(written)
    assert "9-008C" in cards and cards["9-008C"].name == "Cyan"      # read before anything iterates
    assert "9-999Z" not in cards and cards["12-115C"].elements == ("ice", "wind")    # unknown; two Elements
    assert cards["5-075L"] is written["5-075L"] and len(cards["5-075L"].ability) == 1    # not the pool's (1 ability, 4 modes)
    assert len(playable_cards()["5-075L"].ability[0].modes) == 4
    cards["X-1"] = written["5-075L"]
    del cards["9-008C"]
    pool = [c.code for c in load_pool() if c.code in playable_cards()]
    expected = [*dict.fromkeys(pool + list(written))]
    expected.remove("9-008C")
    assert list(cards) == [*expected, "X-1"] and len(cards) == len(expected) + 1
    assert "9-008C" not in cards and cards["X-1"] is written["5-075L"]
