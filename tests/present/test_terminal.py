"""The terminal (`tcg play`, `tcg replay --show`) as a person uses it: help, show, zone, undo,
MTG stops, the save on every exit, resume, a bad replay file, a screen that fits 80x24."""

from __future__ import annotations

import io
import json
import random
import re

import pytest
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

import tcg
from tcg import games, replay
from tcg.agents import get_agent
from tcg.agents.human import HumanAgent, HumanQuit
from tcg.cli import app
from tcg.engine.priority import PASS
from tcg.terminal import session
from tcg.terminal.stops import Stops

runner = CliRunner()
# fftcg seed 3, seat 0: go first, keep, then play Chemist (option 6) and pay for it
TO_PAYMENT = "1\n1\n6\n"


def tcg_cli(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input)


def test_help_show_and_zone_answer_without_choosing():
    r = tcg_cli("play", "fftcg", "--seed", "3", input="1\nhelp\nshow lagu\nzone break\nzone opp hand\nzone xyz\nq\n")
    assert r.exit_code == 0, r.output
    assert "show NAME" in r.output and "undo" in r.output                  # help
    assert "When Laguna deals damage to your opponent" in r.output          # show: the card's text
    assert "Break Zone (0):" in r.output                                    # zone
    assert "Hand: 5 card(s), face down" in r.output                         # the opponent's hand: a count
    assert "which zone?" in r.output
    assert "game stopped: you quit" in r.output


def test_undo_takes_back_a_payment_choice(tmp_path):
    path = tmp_path / "g.json"
    r = tcg_cli("play", "fftcg", "--seed", "3", "--save", str(path), input=TO_PAYMENT + "1\nundo\nq\n")
    assert r.exit_code == 0, r.output
    assert "2 paid, 1 to go" in r.output and "paid with Laguna (discard)" in r.output
    assert r.output.count("Chemist: pay 3 CP (0 paid, 3 to go") == 2        # asked again after the undo
    choices = json.loads(path.read_text())["choices"]
    assert choices[-1][0] == "play"                  # the discard taken back is not in the game


def test_undo_survives_a_save_and_resume(tmp_path):
    path = tmp_path / "g.json"
    r = tcg_cli("play", "fftcg", "--seed", "3", "--save", str(path), input=TO_PAYMENT + "1\n")   # 1 CP paid, input ends
    assert "game stopped: the input ended" in r.output
    assert json.loads(path.read_text())["choices"][-1][0] == "discard"
    r = tcg_cli("play", "--resume", str(path), input="undo\nq\n")
    assert r.exit_code == 0, r.output
    assert "nothing to undo" not in r.output
    assert r.output.index("Chemist: pay 3 CP (0 paid, 3 to go") > r.output.index("choice [1-4, b, help, q, undo]: undo")
    assert json.loads(path.read_text())["choices"][-1][0] == "play"     # saved back without the discard


def test_undo_does_not_reach_before_the_declaration():
    r = tcg_cli("play", "fftcg", "--seed", "3", input="1\nundo\nq\n")
    assert "nothing to undo" in r.output


def test_save_is_written_when_the_input_ends_and_the_game_resumes(tmp_path):
    path = tmp_path / "g.json"
    r = tcg_cli("play", "fftcg", "--seed", "3", "--save", str(path), input=TO_PAYMENT)
    assert r.exit_code == 0 and "game stopped: the input ended" in r.output
    data = json.loads(path.read_text())
    assert data["result"] is None and data["choices"][-1][0] == "play"     # both players' choices, Chemist last
    r = tcg_cli("play", "--resume", str(path), input="1\nq\n")
    assert r.exit_code == 0, r.output
    assert "Chemist: pay 3 CP (0 paid, 3 to go" in r.output                # where it stopped
    again = json.loads(path.read_text())["choices"]
    assert again[:-1] == data["choices"] and again[-1][0] == "discard"      # saved back with the new choice


def test_ctrl_c_saves(tmp_path):
    class Interrupting(HumanAgent):
        def choose(self, view, decision):
            raise KeyboardInterrupt

    game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=3, log=True)
    human = Interrupting(console=Console(file=io.StringIO())).bind(game, 0)
    saved = []
    game, stopped = session.play(game, human, get_agent("random", seed=1), 0, saved.append)
    assert stopped == "interrupted (Ctrl-C)" and saved == [game]


def test_a_resumed_finished_game_says_so(tmp_path):
    game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=4)
    rng = random.Random(1)
    while not game.over:
        game.apply(rng.randrange(len(game.decision.options)))
    path = replay.save(game, tmp_path / "done.json", ["fire-ice", "wind-earth"], 4)
    r = tcg_cli("play", "--resume", str(path))
    assert r.exit_code == 2 and "that game is over" in r.output


def test_bad_replay_files_are_one_line_errors(tmp_path):
    game = tcg.new_game("fftcg", decks=["fire-ice", "wind-earth"], seed=4)
    good = replay.to_dict(game, ["fire-ice", "wind-earth"], 4)
    for change, says in ((lambda d: d["decks"][0].pop("cards"), 'deck 0: no "cards" list'),
                         (lambda d: d.update(seed=None), "the seed must be a whole number, not null"),
                         (lambda d: d.update(decks="x"), "must be a list of two decks"),
                         (lambda d: d.update(choices=[["nonsense", 1]]), "choice #1")):
        data = json.loads(json.dumps(good))
        change(data)
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data))
        for args in (("replay", str(path)), ("replay", str(path), "--show"), ("play", "--resume", str(path))):
            r = tcg_cli(*args)
            assert "Traceback" not in r.output and r.exception is None or isinstance(r.exception, SystemExit), args
            assert says in r.output, (args, r.output)


def test_replay_show_steps_through_a_game(tmp_path):
    path = tmp_path / "g.json"
    tcg_cli("play", "dbscg", "--seed", "2", "--save", str(path), input="1\n" * 3000)
    r = tcg_cli("replay", str(path), "--show")
    assert r.exit_code == 0, r.output
    assert "— turn 1:" in r.output and " attacks " in r.output and "battle:" in r.output
    assert re.search(r"player \d won|draw", r.output)


def test_mtg_stops_pass_until_something_happens():
    rules = games.get("mtg2004")
    names = rules.deck_names()
    game = rules.new_game([rules.load_deck(names[0]), rules.load_deck(names[1])], seed=5)
    stops, rng = Stops(), random.Random(2)
    seen = {"upkeep": 0, "main1": 0}
    for _ in range(3000):
        d = game.decision
        if game.over:
            break
        if d.kind == "priority" and PASS in d.options and not any(game.pvars[d.player]["pool"]):
            step = game.vars["step"]
            answer = stops.auto_pass(game, d, d.player)
            if game.stack and game.stack[-1].controller != d.player:
                assert answer is None              # an opponent's spell: the human is asked
            elif not game.stack and step == "upkeep":
                assert answer == PASS              # no stop at the upkeep: passed
                seen["upkeep"] += 1
            elif not game.stack and game.vars["phase"] == "main1" and game.vars["tp"] == d.player:
                assert answer is None              # your main phase: asked
                seen["main1"] += 1
        game.apply(rng.randrange(len(d.options)))
    assert all(seen.values()), seen
    assert "your turn at: upkeep, main1" in stops.command("mine upkeep")
    assert "stops off" in stops.command("off") and not stops.enabled


def test_f6_at_the_prompt_passes_until_the_end_of_the_turn():
    # mtg2004 seed 5: play first, keep; at turn 1's first main phase, F6 (a pass would be asked
    # again at its second main phase, one of the default stops)
    r = tcg_cli("play", "mtg2004", "--seed", "5", input="1\n1\nf6\nq\n")
    assert r.exit_code == 0, r.output
    after = r.output[r.output.index("choice [1-3, b, help, q]: f6"):]
    assert "passing until the end of this turn" in after and "postcombat main phase" not in after
    assert after.index("— turn 2: player 1 —") < after.index("turn 3 · your turn · precombat main phase") < \
        after.index("choice [", 1)
    passed = tcg_cli("play", "mtg2004", "--seed", "5", input="1\n1\n1\nq\n").output
    assert "turn 1 · your turn · postcombat main phase" in passed


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def mid_game(gid: str, mine: str, theirs: str, seed: int, choices: int = 150):
    rules = games.get(gid)
    game = rules.new_game([rules.load_deck(mine), rules.load_deck(theirs)], seed=seed, log=True)
    rng = random.Random(seed)
    for _ in range(choices):
        if game.over:
            break
        game.apply(rng.randrange(len(game.decision.options)))
    return game


def live_frame(game, answers: str = "q\n"):
    """The frame a terminal of 80×24 shows at the game's decision, once `answers` are typed."""
    console = Console(file=Tty(), width=80, height=24, force_terminal=True, color_system=None)
    human = HumanAgent(inp=Tty(answers), console=console).bind(game, game.decision.player)
    human.seen = max(0, len(game.log) - 30)          # thirty log lines happened since the last decision
    try:
        human.choose(game.view(game.decision.player), game.decision)
    except HumanQuit:
        pass
    frame = human.screen_live.last
    rows = Console(width=80, height=24, file=io.StringIO()).render_lines(frame, pad=False)
    return ["".join(seg.text for seg in row) for row in rows]


@pytest.mark.parametrize("gid", list(games.GAMES))
def test_the_live_screen_fits_80_by_24_for_every_bundled_deck(gid):
    names = games.get(gid).deck_names()
    for i, mine in enumerate(names):
        game = mid_game(gid, mine, names[(i + 1) % len(names)], seed=i)
        if game.over:
            continue
        rows = live_frame(game)
        assert len(rows) <= 24, (gid, mine, "\n".join(rows))
        assert all(cell_len(r) <= 80 for r in rows), (gid, mine)
        assert rows[-1].startswith("choice [1-")                # the input line last, on screen


def test_commands_answer_inside_the_live_frame():
    game = mid_game("fftcg", "fire-ice", "wind-earth", seed=3, choices=40)
    rows = live_frame(game, "help\nq\n")
    assert len(rows) <= 24 and any("show NAME" in r for r in rows)      # help, in the frame
    rows = live_frame(game, "zone hand\nq\n")
    assert any(r.startswith("Hand (") for r in rows) and rows[-1].startswith("choice [1-")


def test_piped_output_is_a_plain_transcript(tmp_path):
    r = tcg_cli("play", "weiss", "--seed", "2", input="1\n1\nq\n")
    assert r.exit_code == 0 and "\x1b[" not in r.output and "choice [1-" in r.output


def test_a_resumed_game_keeps_its_opponent(tmp_path):
    path = tmp_path / "g.json"
    tcg_cli("play", "fftcg", "--seed", "5", "--vs", "greedy", "--save", str(path), input="1\n")
    r = tcg_cli("play", "--resume", str(path), input="q\n")
    assert r.exit_code == 0 and "greedy plays" in r.output, r.output
