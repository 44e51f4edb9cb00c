"""The `tcg` command: playing with piped input, decks, cards, errors, rule coverage."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from typer.testing import CliRunner

from tcg import games
from tcg.cli import app
from tcg.rules import rule_index

runner = CliRunner()


def tcg(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input)


# ------------------------------------------------------------------------------------ play
def test_play_whole_game_with_piped_input_and_save(tmp_path):
    path = tmp_path / "game.json"
    r = tcg("play", "fftcg", "--seed", "3", "--save", str(path), input="1\n" * 3000)
    assert r.exit_code == 0, r.output
    assert "game over:" in r.output
    assert any(w in r.output for w in ("You win", "You lose", "Draw"))
    assert "choice [1-" in r.output
    assert path.exists()
    data = json.loads(path.read_text())
    assert data["agents"] == ["human", "random"]
    ok = tcg("replay", str(path))
    assert ok.exit_code == 0, ok.output
    assert ok.output.startswith("OK ") and data["hash"] in ok.output


def test_play_hides_the_opponents_draws():
    r = tcg("play", "fftcg", "--seed", "3", input="1\n1\nq\n")
    assert "player 1 draws a card" in r.output    # the log is public: draws are not named
    assert "(deck1) → hand1" not in r.output
    assert not any(ln.endswith("(deck1) → hand1") and "a card" not in ln for ln in r.output.splitlines())


def test_play_from_seat_1_into_a_folder(tmp_path):
    r = tcg("play", "fftcg", "--seed", "5", "--seat", "1", "--save", f"{tmp_path}/", input="1\n" * 3000)
    assert r.exit_code == 0, r.output
    saved = list(tmp_path.glob("*.json"))
    assert len(saved) == 1
    assert json.loads(saved[0].read_text())["agents"] == ["random", "human"]


def test_play_reprompts_on_bad_input_and_quits():
    r = tcg("play", "fftcg", "--seed", "1", input="x\n99\n\nq\n")
    assert r.exit_code == 0
    assert "'x' is not an option: type a number from 1 to" in r.output
    assert "'99' is not an option" in r.output
    assert "no answer" in r.output
    assert "game stopped: you quit" in r.output


def test_play_ends_cleanly_at_end_of_input():
    r = tcg("play", "fftcg", "--seed", "1", input="1\n1\n")
    assert r.exit_code == 0
    assert "game stopped: the input ended" in r.output
    assert "Traceback" not in r.output


def test_play_through_the_installed_command_with_a_file_as_stdin(tmp_path):
    answers = tmp_path / "answers.txt"
    answers.write_text("1\n" * 3000)
    with answers.open() as f:
        p = subprocess.run([sys.executable, "-m", "tcg.cli", "play", "fftcg", "--seed", "8"], stdin=f,
                           capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "game over:" in p.stdout and p.stderr == ""


# ----------------------------------------------------------------------------- decks, cards
def test_decks_list_shows_every_bundled_deck():
    names = games.get("fftcg").deck_names()
    r = tcg("decks", "list", "fftcg")
    assert r.exit_code == 0
    for name in ("fire-ice", "light-dark-mix", "lightning-water", "wind-earth", "opus1-fire-wind"):
        assert name in names and name in r.output
    assert r.output.count("│    50 │") == len(names) == 12


def test_decks_show():
    r = tcg("decks", "show", "fftcg", "fire-ice")
    assert r.exit_code == 0
    assert "1-009C" in r.output and "Cloud" in r.output and "50 cards: forward 18" in r.output


def test_cards_search():
    r = tcg("cards", "fftcg", "--search", "ifrit")
    assert r.exit_code == 0
    rules = games.get("fftcg")
    # the pool's cards too, matched by code, name, type, Element, Job, Category or text
    n = sum(any("ifrit" in f.lower() for f in (code, s.name, s.type, s.colour, s.traits, s.text))
            for code, s in ((code, rules.summary(c)) for code, c in rules.cards.items()))
    assert n >= 10 and f"{n} card(s) matching 'ifrit'" in r.output and "1-004C" in r.output
    assert "7-004C" in r.output         # Fritt: a Job Ifrit
    assert "Cloud" not in r.output


@pytest.mark.parametrize("args, message", [
    (("decks", "show", "fftcg", "nope"), "error: no deck 'nope': bundled decks are fire-ice"),
    (("play", "fftcg", "--deck", "nope"), "error: no deck 'nope'"),
    (("sim", "fftcg", "--deck", "fire-ice", "--deck", "nope", "-n", "2"), "error: no deck 'nope'"),
    (("decks", "list", "nogame"), "error: unknown game 'nogame'; known games: dbs-masters, dbscg, fftcg"),
    (("cards", "nogame"), "error: unknown game 'nogame'"),
    (("rules", "coverage", "nogame", "--from", "x.json"), "error: no rule index for 'nogame'"),
    (("play", "fftcg", "--seat", "2"), "error: --seat must be 0 or 1"),
    (("play", "fftcg", "--vs", "nobody"), "error: unknown agent 'nobody'"),
])
def test_user_errors_are_one_red_line_and_exit_code_2(args, message):
    r = tcg(*args)
    assert r.exit_code == 2
    assert message in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.output


def test_malformed_deck_file_names_the_line(tmp_path):
    deck = tmp_path / "bad.txt"
    deck.write_text("# a bad deck\n3 1-003C Red Mage\n2 9-999X Nobody\n")
    r = tcg("decks", "show", "fftcg", str(deck))
    assert r.exit_code == 2
    assert f"error: {deck}:3: unknown card '9-999X' (Nobody)" in r.stderr
    deck.write_text("3 1-003C Red Mage\n")
    r = tcg("sim", "fftcg", "--deck", str(deck), "-n", "2")
    assert r.exit_code == 2
    assert "3 cards; a deck has exactly 50" in r.stderr


# ------------------------------------------------------------------------------ coverage
def test_rules_coverage_from_a_recorded_file(tmp_path):
    cited = tmp_path / "cited.json"
    cited.write_text(json.dumps({"cited": {"fftcg:1.1": ["t::a"], "fftcg:3.1.1": ["t::b"], "mtg2004:100.1": ["t::c"]}}))
    total = len(rule_index("fftcg"))
    r = tcg("rules", "coverage", "fftcg", "--from", str(cited), "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["game"] == "fftcg" and data["covered"] == 2 and data["total"] == total
    assert "1.1" not in data["uncovered"] and "3.1.1" not in data["uncovered"] and "3.1" in data["uncovered"]
    assert len(data["uncovered"]) == total - 2
    r = tcg("rules", "coverage", "fftcg", "--from", str(cited))
    assert r.exit_code == 0
    assert f"2/{total} rules covered" in r.output
    assert "3.1.2        Loss when unable to draw a required card" in r.output


def test_rules_coverage_of_all_games_in_one_table(tmp_path):
    cited = tmp_path / "cited.json"
    cited.write_text(json.dumps(["fftcg:1.1", "mtg2004:100.1", "mtg2004:100.2", "weiss:WS-I"]))
    r = tcg("rules", "coverage", "all", "--from", str(cited), "--json")
    assert r.exit_code == 0, r.output
    rows = {d["game"]: d["covered"] for d in json.loads(r.stdout)}
    assert rows == {"fftcg": 1, "mtg2004": 2, "weiss": 1, "dbscg": 0, "dbs-masters": 0}
    r = tcg("rules", "coverage", "all", "--from", str(cited))
    assert r.exit_code == 0 and "mtg2004" in r.output and "dbs-masters" in r.output


def test_rules_coverage_from_a_plain_list_and_bad_files(tmp_path):
    cited = tmp_path / "cited.json"
    cited.write_text('["fftcg:1.1"]')
    r = tcg("rules", "coverage", "fftcg", "--from", str(cited), "--json")
    assert json.loads(r.stdout)["covered"] == 1
    cited.write_text("not json")
    r = tcg("rules", "coverage", "fftcg", "--from", str(cited))
    assert r.exit_code == 2 and "not a JSON file" in r.stderr


def test_the_plugin_records_only_passing_tests(tmp_path):
    (tmp_path / "test_fixture.py").write_text(textwrap.dedent("""
        import pytest

        @pytest.mark.rules("fftcg:1.1", "fftcg:3.1")
        def test_passes():
            pass

        @pytest.mark.rules("fftcg:3.2")
        def test_fails():
            assert False

        @pytest.mark.rules("fftcg:3.3")
        @pytest.mark.xfail(reason="not yet")
        def test_xpasses():
            pass
    """))
    out = tmp_path / "cited.json"
    env = {"TCG_RULES_COVERAGE": str(out), "PATH": ""}
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "tcg.coverage_plugin", "-p", "no:cacheprovider",
                        "-W", "ignore::pytest.PytestUnknownMarkWarning", "test_fixture.py"],
                       cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 1, p.stdout + p.stderr
    data = json.loads(out.read_text())
    assert sorted(data["cited"]) == ["fftcg:1.1", "fftcg:3.1"]
    assert data["passed"] == 1
    r = tcg("rules", "coverage", "fftcg", "--from", str(out), "--json")
    assert json.loads(r.stdout)["covered"] == 2
