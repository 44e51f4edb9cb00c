"""A human at the terminal: shows the board as their player sees it, what happened since their
last decision, and the numbered options; reads the number of their choice.

Works with input piped from a file: each answer is echoed, and the end of the input stops the
game cleanly (`HumanQuit`) instead of failing.
"""

from __future__ import annotations

import sys
from typing import IO, Any

from rich.console import Console
from rich.markup import escape

from ..engine.state import Decision

KIND_PROMPTS = {"priority": "your priority: play a card, use an ability, or pass"}


class HumanQuit(Exception):
    """The human stopped the game: typed 'q', or the input ended."""


class HumanAgent:
    name = "human"
    needs_view = True

    def __init__(self, game: Any = None, player: int | None = None, inp: IO[str] | None = None,
                 console: Console | None = None):
        self.game = game
        self.player = player
        self.inp = inp
        self.console = console or Console(highlight=False)
        self.seen = 0            # log lines already shown

    def bind(self, game: Any, player: int) -> HumanAgent:
        """Attach to the game this agent plays (for its log and option descriptions)."""
        self.game, self.player, self.seen = game, player, 0
        return self

    # ------------------------------------------------------------------------------ log
    def show_log(self) -> None:
        """Print the log lines added since the last call, as this player may know them
        (tcg.present: a card moving between zones they cannot see is "a card")."""
        from ..present import log_since

        lines, self.seen = log_since(self.game, self.player, self.seen)
        for line in lines:
            style = "bold" if line.startswith(("—", "game over")) else ""
            text = escape(line)
            self.console.print(f"[{style}]{text}[/{style}]" if style else f"  {text}")

    # ---------------------------------------------------------------------------- board
    def _card(self, o: dict, v: dict) -> str:
        bits = [o["name"]]
        if o["id"] in (v.get("attack") or ()):
            bits.append("attacking")
        if o["id"] == v.get("blocker"):
            bits.append("blocking")
        if "power" in o:
            bits.append(str(o["power"]))
        if "pt" in o:
            bits.append(o["pt"])
        if o.get("damage"):
            bits.append(f"{o['damage']} dmg")
        if o.get("tapped"):
            bits.append(self.game.rules.tapped_word)
        if o.get("frozen"):
            bits.append("frozen")
        if o.get("keywords"):
            bits.append(", ".join(o["keywords"]))
        return bits[0] + (f" ({', '.join(bits[1:])})" if len(bits) > 1 else "")

    def _field(self, objs: list[dict], v: dict) -> list[str]:
        cards = self.game.rules.cards
        groups: dict[str, list[str]] = {}
        for o in objs:
            kind = getattr(cards.get(o["code"]), "type", "card")
            groups.setdefault(kind, []).append(self._card(o, v))
        return [f"    {kind}s: " + "; ".join(escape(n) for n in names) for kind, names in groups.items()]

    def _player_block(self, view: dict, p: int, label: str) -> list[str]:
        """A player's line and cards. Each game says what its line shows (`status_line`) and
        which zones hold the cards in play (`board_zones`; a shared zone is split by controller)."""
        rules = self.game.rules
        z = view["zones"]
        status = getattr(rules, "status_line", None)
        if status is not None:
            text = status(view, p)
        else:
            counts = []
            for name in rules.player_zones:
                v = z.get(f"{name}{p}", 0)
                counts.append(f"{name} {v if isinstance(v, int) else len(v)}")
            text = " · ".join(counts)
        lines = [f"[bold]{label}[/bold] (player {p}): {escape(text)}"]
        in_play: list[dict] = []
        for name in rules.board_zones:
            zone = z.get(f"{name}{p}", z.get(name))
            if isinstance(zone, list):
                in_play += [o for o in zone if o.get("controller", p) == p]
        lines += self._field(in_play, view["vars"]) if in_play else ["    (no cards in play)"]
        hand = z.get(f"hand{p}")
        if isinstance(hand, list) and hand:
            lines.append("    hand: " + "; ".join(escape(o["name"]) for o in hand))
        return lines

    def board(self, view: dict) -> None:
        v = view["vars"]
        me = view["player"]
        whole = getattr(self.game.rules, "board_lines", None)
        if whole is not None:         # a game that draws its own board: (view, player) -> lines, header first
            head, *lines = whole(view, me)
            self.console.rule(escape(head))
            for line in lines:
                self.console.print(escape(line))
            return
        phase = " ".join(x for x in (str(v.get("phase", "")), str(v.get("step", ""))) if x)
        self.console.rule(f"turn {v.get('turn', '?')} · player {v.get('tp', '?')}'s turn · {phase}")
        lines = self._player_block(view, 1 - me, "Opponent")
        if view.get("stack"):
            cards = self.game.rules.cards
            names = []
            for item in view["stack"]:
                if not isinstance(item, list):
                    names.append(str(item))
                    continue
                code = next((x for x in item if isinstance(x, str) and x in cards), None)
                kind = next((x for x in item if isinstance(x, str) and x not in cards), "")
                names.append(f"{cards[code].name} ({kind})" if code else str(item))
            lines.append("[bold]Stack[/bold] (top last): " + "; ".join(escape(n) for n in names))
        if view.get("shown"):         # cards of hidden zones shown to everyone (being played, revealed)
            lines.append("[bold]Shown[/bold]: " + "; ".join(escape(o["name"]) for o in view["shown"]))
        lines += self._player_block(view, me, "You")
        for line in lines:
            self.console.print(line)

    # --------------------------------------------------------------------------- choose
    def choose(self, view: dict, decision: Decision) -> Any:
        if self.game is None:
            raise RuntimeError("HumanAgent.bind(game, player) must be called before it plays")
        inp = self.inp or sys.stdin
        self.show_log()
        self.board(view)
        options = decision.options
        prompt = decision.prompt or KIND_PROMPTS.get(decision.kind, decision.kind.replace("_", " "))
        self.console.print(f"[bold cyan]{escape(prompt)}[/bold cyan]")
        for i, opt in enumerate(options, 1):
            self.console.print(f"  {i:>2}. {escape(self.game.rules.describe(self.game, opt))}")
        while True:
            self.console.print(f"choice [1-{len(options)}, b, q]: ", end="")
            line = inp.readline()
            if not line:
                self.console.print()
                raise HumanQuit("the input ended")
            answer = line.strip()
            if not inp.isatty():
                self.console.print(escape(answer))
            low = answer.lower()
            if low in ("q", "quit", "exit"):
                raise HumanQuit("you quit")
            if low in ("b", "board"):
                self.board(view)
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(options):
                return options[int(answer) - 1]
            typed = _typed(answer)          # an option written out: "pass", "attack 12"
            if typed in options:
                return typed
            what = f"{answer!r} is not an option" if answer else "no answer"
            self.console.print(f"[red]{escape(what)}:[/red] type a number from 1 to {len(options)}, "
                               "'b' to show the board again, or 'q' to quit.")
            reason = self.refusal(answer, typed) if answer else ""
            if reason:
                self.console.print(f"  [red]refused:[/red] {escape(reason)}")

    def refusal(self, answer: str, typed: tuple) -> str:
        """The engine's reason for refusing a typed answer: the game's own explanation
        (`rules.refusal(game, choice)`) if it has one, else the IllegalChoice message of
        applying it to a copy of the game (the game itself is never touched)."""
        from ..engine.state import IllegalChoice

        choice: Any = int(answer) - 1 if answer.lstrip("-").isdigit() else typed
        explain = getattr(self.game.rules, "refusal", None)
        if explain is not None:
            return explain(self.game, choice)
        try:
            self.game.clone().apply(choice)
        except IllegalChoice as e:
            return str(e).split("; legal:")[0]
        return ""


def _typed(answer: str) -> tuple:
    """A typed option: words, numbers as ints ("block 12 7" -> ("block", 12, 7))."""
    return tuple(int(w) if w.lstrip("-").isdigit() else w for w in answer.split())
