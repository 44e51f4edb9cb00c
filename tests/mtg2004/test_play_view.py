"""MTG 2004 at the terminal (`tcg play mtg2004`): the board drawn from a player's view (life, zone
counts, mana pools, permanents with their state, the stack, combat: tcg.present's table), every
option described in words, the reason a typed choice is refused, and a whole game with piped input."""

from __future__ import annotations

import io
import re

from rich.console import Console
from typer.testing import CliRunner

from tcg import present
from tcg.agents.human import HumanAgent
from tcg.cli import app
from tcg.games.mtg2004 import RULES
from tcg.terminal.board import board_lines, header

from .kit import CANCEL, PASS, do, oid, pay_all, setup


def board(g, p: int) -> str:
    """The board as the terminal draws it for player `p` (tcg.present's table, markup removed)."""
    t = present.table(g, p)
    return re.sub(r"\[/?[a-z_ ]*\]", "", "\n".join([header(t), *board_lines(t)]))


def said(g) -> list[str]:
    """The descriptions of the pending decision's options."""
    return [RULES.describe(g, o) for o in g.decision.options]


def main_position():
    return setup({"hand": ["Shock", "Fever Charm", "Blaze", "Breath of Darigaaz", "Mountain", "Swamp"],
                  "field": ["Mountain", "Mountain", "Mountain", "Holy Strength",
                            {"card": "Grizzly Bears", "dull": True, "counters": {"+1/+1": 2}, "damage": 1},
                            {"card": "Raging Goblin", "new": True}, {"card": "Birds of Paradise", "new": True}],
                  "break": ["Lava Axe"], "vars": {"pool": [0, 0, 0, 1, 0, 0]}},
                 {"hand": ["Giant Growth"], "field": ["Serra Angel", "Forest"], "life": 17}, phase="main1")


# ------------------------------------------------------------------------------------ board
def test_board_shows_life_zones_pool_and_permanents():
    g = main_position()
    text = board(g, 0)
    assert "turn 3 · your turn · precombat main phase" in text.splitlines()[0]
    assert "You  life 20 · mana pool {R} · hand 6 · library 10 · graveyard 1" in text
    assert "Player 1  life 17 · mana pool empty · hand 1 · library 10" in text
    # P/T after the Aura and the counters, damage, counters, tapped; the Aura on its creature
    assert "Grizzly Bears 5/6 1 dmg +1/+1×2 (tapped) + Holy Strength" in text
    assert "Birds of Paradise 0/1 (sick)" in text and "Raging Goblin 1/1 ·" in text     # haste: not sick
    assert "Serra Angel 4/4" in text
    assert "Hand: Shock · Fever Charm" in text
    # the opponent sees counts of our hand, not the cards
    theirs = board(g, 1)
    assert "Player 0  life 20 · mana pool {R} · hand 6 · library 10" in theirs
    assert "Fever Charm" not in theirs and "Hand: Giant Growth" in theirs


def test_board_shows_the_stack_with_targets_and_x():
    g = main_position()
    angel = oid(g, "Serra Angel")
    do(g, ("play", oid(g, "Blaze", "hand0")))
    do(g, ("x", 2))
    do(g, ("target", ("o", angel)))
    pay_all(g)
    do(g, PASS)
    do(g, ("play", oid(g, "Giant Growth", "hand1")))
    do(g, ("target", ("o", angel)))
    pay_all(g)
    assert [s["label"] for s in present.table(g, 0)["stack"]] == [       # the table's names, no object ids
        "Blaze (spell, player 0, X=2) → Serra Angel", "Giant Growth (spell, player 1) → Serra Angel"]
    fr = [s["label"] for s in present.table(g, 0, "fr")["stack"]]
    assert fr[0] == "Blaze (sort, joueur 0, X=2) → Serra Angel" and angel in g.zones["play"]
    assert "Forest (tapped)" in board(g, 1)


def test_board_shows_attackers_and_blockers():
    g = setup({"field": [{"card": "Grizzly Bears", "attacking": True}, {"card": "Hill Giant", "attacking": True},
                         {"card": "Serra Angel", "attacking": True}]},
              {"field": [{"card": "Wall of Spears", "blocking": True}, {"card": "Spined Wurm", "blocking": True}]},
              phase="declare_blockers", step="declared")
    text = board(g, 1)
    assert "Grizzly Bears 2/2 (⚔, blocked)" in text and "Serra Angel 4/4 (⚔)" in text
    assert "Wall of Spears 2/3 (blocks)" in text


# ---------------------------------------------------------------------------------- options
def test_priority_payment_targets_x_and_cancel_are_described():
    g = main_position()
    blaze, mountain = oid(g, "Blaze", "hand0"), oid(g, "Mountain")
    opts = said(g)
    assert opts[0] == "pass priority"
    assert f"play Blaze#{blaze} ({{X}}{{R}})" in opts
    assert f"play land Mountain#{oid(g, 'Mountain', 'hand0')}" in opts
    assert f"tap Mountain#{mountain} for {{R}} (mana ability)" in opts
    do(g, ("play", blaze))
    assert g.decision.prompt == "announce X"
    assert said(g) == ["X = 0", "X = 1", "X = 2", "X = 3", "cancel: take back this play (422)"]
    do(g, ("x", 2))
    assert "target player 0 (you)" in said(g) and "target player 1 (your opponent)" in said(g)
    assert f"target Serra Angel#{oid(g, 'Serra Angel')}" in said(g)
    do(g, ("target", ("p", 1)))
    assert g.decision.kind == "pay" and g.decision.prompt.startswith("pay {2}{R}")
    assert said(g)[0] == "pay {R} from your mana pool"
    assert f"tap Mountain#{mountain} for {{R}}" in said(g) and said(g)[-1] == "cancel: take back this play (422)"
    do(g, CANCEL)
    assert g.decision.kind == "priority"


def test_modes_and_optional_costs_are_described():
    g = main_position()
    do(g, ("play", oid(g, "Fever Charm", "hand0")))
    assert g.decision.prompt == "choose a mode"
    assert said(g)[:2] == ["mode: Target creature gains haste until end of turn.",
                           "mode: Target creature gets +2/+0 until end of turn."]
    do(g, CANCEL)
    do(g, ("play", oid(g, "Breath of Darigaaz", "hand0")))
    assert said(g) == ["pay the kicker cost", "don't pay the kicker cost", "cancel: take back this play (422)"]


def test_attack_and_block_options_are_described():
    g = setup({"field": ["Grizzly Bears"]}, {"field": ["Wall of Spears"]}, phase="declare_attackers")
    bears, wall = oid(g, "Grizzly Bears"), oid(g, "Wall of Spears")
    while g.decision.kind != "attack":
        g.apply(0)
    assert said(g) == ["done: no more attackers", f"attack with Grizzly Bears#{bears}"]
    do(g, ("attack", bears))
    while g.decision.kind != "block":
        g.apply(0)
    assert f"block Grizzly Bears#{bears} with Wall of Spears#{wall}" in said(g)


# --------------------------------------------------------------------------------- refusals
def test_refusals_give_the_reason_and_the_rule():
    g = main_position()
    drawn = g.zones["library0"][-1]
    assert RULES.refusal(g, ("land", oid(g, "Mountain", "hand0"))) == ""          # offered: no refusal
    assert "305.4" in RULES.refusal(g, ("land", oid(g, "Mountain")))               # not in hand
    assert RULES.refusal(g, ("play", drawn)).startswith("there is no card")         # a hidden card: not named
    assert g.objs[drawn].card.name not in RULES.refusal(g, ("play", drawn))
    assert "is tapped" in RULES.refusal(g, ("activate", oid(g, "Grizzly Bears"), 0))
    assert "out of range" in RULES.refusal(g, 40)                                  # the engine's own reason
    do(g, ("land", oid(g, "Mountain", "hand0")))
    assert "already played a land this turn (305.4)" in RULES.refusal(g, ("land", oid(g, "Swamp", "hand0")))
    # a sorcery while a spell is on the stack (408.1d)
    do(g, ("play", oid(g, "Shock", "hand0")))
    do(g, ("target", ("p", 1)))
    pay_all(g)
    why = RULES.refusal(g, ("play", oid(g, "Breath of Darigaaz", "hand0")))
    assert "main phase with an empty stack" in why and "408.1d" in why
    # the opponent, with priority in our main phase, can't declare an attacker
    do(g, PASS)
    assert g.decision.player == 1
    assert "declare attackers step (308.1)" in RULES.refusal(g, ("attack", oid(g, "Serra Angel")))


def test_sick_creature_cant_attack_reason():
    g = setup({"field": [{"card": "Grizzly Bears", "new": True}, "Hill Giant"]}, phase="declare_attackers")
    while g.decision.kind != "attack":
        g.apply(0)
    why = RULES.refusal(g, ("attack", oid(g, "Grizzly Bears")))
    assert "212.3d" in why and "haste" in why


def test_the_terminal_prints_the_refusal_of_a_typed_choice():
    g = main_position()
    out = io.StringIO()
    agent = HumanAgent(inp=io.StringIO(f"land {oid(g, 'Mountain')}\n99\npass\n"),
                       console=Console(file=out, width=200, highlight=False)).bind(g, 0)
    choice = agent.choose(g.view(0), g.decision)
    text = out.getvalue()
    assert choice == PASS                                      # an option typed out is taken
    assert "refused: Mountain#" in text and "(305.4)" in text
    assert "refused: option index 98 is out of range" in text
    assert "Stack" not in text and "You  life 20 · mana pool" in text


# ------------------------------------------------------------------------------- a whole game
def test_a_piped_game_at_the_terminal_ends_with_a_result_line():
    r = CliRunner().invoke(app, ["play", "mtg2004", "--seed", "3"], input="1\n" * 5000)
    assert r.exit_code == 0, r.output
    lines = [ln for ln in r.output.splitlines() if ln.strip()]
    assert lines[-1].startswith(("You win", "You lose", "Draw"))
    assert "game over:" in r.output and "mana pool" in r.output and "choice [1-" in r.output
    assert "Traceback" not in r.output
