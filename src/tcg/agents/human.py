"""A human at the terminal: the board as their seat sees it (tcg.present), what happened since
their last decision, what is asked and the numbered options; reads their answer.

At a terminal one compact frame is redrawn in place at every decision (rich Live,
`tcg.terminal.screen`), commands answering inside it; with input piped from a file (or output
that is not a terminal) a plain transcript is printed, each answer echoed, and the end of the
input stops the game cleanly (`HumanQuit`). Besides a
number, a player may type `help`, `show <card>`, `zone <name>`, `log`, `b` (the board),
`undo` (take back their last choice within a payment or declaration), `stops` (MTG: where to
stop instead of passing) and `q`.
"""

from __future__ import annotations

import sys
from typing import IO, Any

from rich.console import Console
from rich.markup import escape

from ..engine.state import Decision
from ..i18n import line as engine_line
from ..i18n import tr
from ..terminal import board as tboard
from ..terminal import screen as tscreen
from ..terminal.stops import Stops
from .protocol import BaseAgent

HELP = """[bold]Answer[/bold] with an option's number (or type the option out, e.g. [bold]pass[/bold]).
  [bold]show NAME[/bold]   a card's cost, power and text (part of a name is enough: show clo)
  [bold]zone NAME[/bold]   the cards of a zone (zone break, zone drop, zone opp graveyard)
  [bold]log[/bold]         the last 40 lines of the log       [bold]b[/bold]  the board again
  [bold]undo[/bold]        take back your last choice while paying or declaring
  [bold]stops[/bold]       (MTG) the steps where you get priority instead of passing;
              [bold]f6[/bold]: pass until end of turn; [bold]stops something[/bold]: pass until
              something happens (the stack changes, the opponent acts)
  [bold]q[/bold]           quit (the game is saved if you gave --save)"""


class HumanQuit(Exception):
    """The human stopped the game: typed 'q', or the input ended."""


class HumanUndo(Exception):
    """The human asked to take back their last choice (the play loop restores the game)."""


class HumanAgent(BaseAgent):
    name = "human"
    needs_view = True

    def __init__(self, game: Any = None, player: int | None = None, inp: IO[str] | None = None,
                 console: Console | None = None, lang: str = "en"):
        self.game = game
        self.player = player
        self.inp = inp
        self.console = console or Console(highlight=False)
        self.lang = lang
        self.seen = 0            # log entries already shown
        self.recent: list[str] = []
        self.room = 99           # rows left for the options on the screen
        self.menu: list[tuple[str, list[int]]] = []
        self.fresh = 0           # how many of `recent` came since the last decision
        self.can_undo = False    # set by the play loop: a choice of this declaration may be taken back
        self.stops = Stops.for_game(game.rules.id, player or 0) if game is not None else None
        self.note: list[str] = []    # what the commands said since the last frame (live screen)
        self.frame_prompt = ""       # the question of the live frame (a group's when one is open)
        self.screen_live = tscreen.LiveScreen(self.console)

    def bind(self, game: Any, player: int) -> HumanAgent:
        """Attach to the game this agent plays (for its log, board and option labels)."""
        self.game, self.player, self.seen = game, player, 0
        self.stops = Stops.for_game(game.rules.id, player)
        return self

    @property
    def live(self) -> bool:
        """Redraw the screen in place (a terminal), or print as a transcript (piped input)."""
        return self.console.is_terminal and (self.inp or sys.stdin).isatty()

    # ------------------------------------------------------------------------------ log
    def show_log(self) -> None:
        """Print the log lines added since the last call, as this player may know them."""
        from ..present import log_since

        lines, self.seen = log_since(self.game, self.player, self.seen, self.lang)
        self.recent = (self.recent + lines)[-200:]
        self.fresh = len(lines)
        if self.live and self.screen_live.live is not None:
            return                  # the next frame shows them
        for line in lines:
            self._log_line(line)

    def _log_line(self, line: str) -> None:
        self.say(tscreen.log_markup(line))

    def say(self, markup: str) -> None:
        """A command's answer: printed, or on the live screen's next frame."""
        if self.live:
            self.note += markup.splitlines()
        else:
            self.console.print(markup, soft_wrap=True)

    def close(self) -> None:
        """The session is over: the live frame stays on the screen and printing goes on below."""
        self.screen_live.close()

    # ---------------------------------------------------------------------------- board
    def table(self) -> dict:
        from ..present import table

        return table(self.game, self.player, self.lang, log_tail=0)     # the log comes by show_log

    def board(self, view: dict | None = None, t: dict | None = None) -> None:
        t = t or self.table()
        self.console.rule(escape(tboard.header(t)))
        for line in tboard.board_lines(t):
            self.console.print(line)

    def screen(self, t: dict) -> None:
        """A whole screen: the board, the last lines of the log, the question and the options."""
        d = t["decision"]
        self.menu = [(o["label"], [o["index"]]) for o in d["options"]]
        if not self.live:
            self.board(t=t)
            self.show_menu(d["prompt"])
            return
        width, height = self.console.size
        used = 1 + len(tboard.board_lines(t, width)) + self._rows(d["prompt"])
        self.room = max(3, height - used - 2)       # one line of the log at the least, and the input
        self.menu = self.fit(d["options"])
        self.frame_prompt = d["prompt"]

    def draw(self, t: dict, ask: str) -> None:
        """The live frame: what the commands said, else what happened since the last decision."""
        fresh = self.recent[len(self.recent) - min(self.fresh, len(self.recent)):] or self.recent[-1:]
        lines = self.note or [tscreen.log_markup(x) for x in fresh]
        self.screen_live.show(tscreen.frame(self.console, t, lines, self.frame_prompt, self.menu, ask))
        self.note = []

    def show_menu(self, prompt: str) -> None:
        if self.live:
            self.frame_prompt = prompt
            return
        self.console.print(f"[bold cyan]{escape(prompt)}[/bold cyan]")
        for i, (text, _) in enumerate(self.menu, 1):
            self.console.print(f"  {i:>2}. {escape(text)}", soft_wrap=True)

    def fit(self, options: list[dict]) -> list[tuple[str, list[int]]]:
        """The options as menu lines that fit the room left: one an option, else grouped by card and
        verb ("play Cloud to … (5 choices)"), else by verb alone; a group opens on its own screen."""
        menu = [(o["label"], [o["index"]]) for o in options]
        for level in (1, 2):
            if self._menu_rows(menu) <= self.room:
                break
            grouped = _grouped(options, level)
            if len(grouped) > 1:
                menu = grouped
        return menu

    def _menu_rows(self, menu: list) -> int:
        width = self.console.size.width
        if len(menu) <= 5:
            return sum(self._rows(f"  nn. {escape(text)}") for text, _ in menu)
        longest = max(len(text) for text, _ in menu) + 6
        return -(-len(menu) // max(1, width // longest)) * (1 + (longest > width))

    def _rows(self, markup: str) -> int:
        """How many terminal rows a line takes once wrapped."""
        from rich.text import Text

        return len(self.console.render_lines(Text.from_markup(markup), pad=False))

    # --------------------------------------------------------------------------- choose
    def choose(self, view: dict, decision: Decision) -> Any:
        if self.game is None:
            raise RuntimeError("HumanAgent.bind(game, player) must be called before it plays")
        inp = self.inp or sys.stdin
        self.show_log()
        passed = self.stops.auto_pass(self.game, decision, self.player) if self.stops else None
        if passed is not None:
            return passed
        t = self.table()
        self.screen(t)
        options = decision.options
        top = self.menu
        while True:
            keys = "b, help, q" + (", undo" if self.can_undo else "") + (", 0: back" if self.menu is not top else "")
            ask = self.w("choice [1-{n}, {keys}]: ", n=len(self.menu), keys=keys)
            if self.live:
                self.draw(t, ask)
            else:
                self.console.print(escape(ask), end="")
            line = inp.readline()
            if self.live:
                self.screen_live.typed()
            if not line:
                self.close()
                self.console.print()
                raise HumanQuit("the input ended")
            answer = line.strip()
            if not inp.isatty():
                self.console.print(escape(answer))
            word, _, rest = answer.partition(" ")
            low = word.lower()
            if low in ("q", "quit", "exit"):
                self.close()
                raise HumanQuit("you quit")
            if low in ("b", "board"):
                self.screen(self.table())
                continue
            if low in ("h", "help", "?"):
                self.say("\n".join(self.w(line) for line in HELP.splitlines()))
                continue
            if low == "show":
                self.show_card(t, rest)
                continue
            if low == "zone":
                self.show_zone(t, rest)
                continue
            if low == "log":
                for text in self.recent[-40:]:
                    self._log_line(text)
                continue
            if low in ("stops", "f6") and self.stops is not None:
                self.say(escape(self.stops.command("turn" if low == "f6" else rest, self.game, self.lang)))
                passed = self.stops.auto_pass(self.game, decision, self.player)
                if passed is not None:          # F6 or "something" at a priority: passed at once
                    return passed
                continue
            if low == "undo":
                if self.can_undo:
                    raise HumanUndo()
                self.say(self.w("[red]nothing to undo:[/red] undo takes back a choice made while paying for "
                                "or declaring what you are doing now."))
                continue
            if answer == "0" and self.menu is not top:
                self.menu = top
                self.show_menu(t["decision"]["prompt"])
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(self.menu):
                text, picked = self.menu[int(answer) - 1]
                if len(picked) == 1:
                    return options[picked[0]]
                head = text.split(" … (")[0]
                self.menu = [(_tail(label, head), ix) for label, ix in self.fit([t["decision"]["options"][i] for i in picked])]
                self.show_menu(self.w("{head} …: which one?", head=head))
                continue
            typed = _typed(answer)          # an option written out: "pass", "attack 12"
            if typed in options:
                return typed
            what = self.w("{answer} is not an option", answer=repr(answer)) if answer else self.w("no answer")
            self.say(f"[red]{escape(self.w('{what}:', what=what))}[/red] " + self.w("type a number from 1 to {n}, 'b' to show the board "
                                                              "again, 'help', or 'q' to quit.", n=len(options)))
            reason = self.refusal(answer, typed) if answer else ""
            if reason:
                self.say(f"  [red]{self.w('refused:')}[/red] {escape(reason)}")

    # ---------------------------------------------------------------------- on demand
    def show_card(self, t: dict, name: str) -> None:
        """`show <card>`: every visible card whose name contains the words typed."""
        needle = name.strip().lower()
        if not needle:
            self.say(self.w("[red]show what?[/red] type part of a card's name: show cloud"))
            return
        found = [c for c in tboard.cards_by_id(t).values() if needle in c["name"].lower()]
        if not found:
            self.say("[red]" + self.w("no card you can see is named {name}", name=escape(repr(name))) + "[/red]")
        seen: set[str] = set()
        for c in found:
            key = c["name"] + str(c.get("status"))
            if key not in seen:
                seen.add(key)
                for line in tboard.card_detail(c, t.get("words"), self.lang):
                    self.say(line)

    def show_zone(self, t: dict, words: str) -> None:
        """`zone <name>`: the cards of one of the seat's zones ("opp" for the opponent's)."""
        parts = words.lower().split()
        theirs = bool(parts) and parts[0] in ("opp", "opponent", "their", "adv")
        want = " ".join(parts[1:] if theirs else parts)
        players = [p for p in t["players"] if (p["seat"] != self.player) == theirs]
        zones = [z for p in players for z in p["zones"]] + t["shared"]
        match = [z for z in zones if want and (want in z["key"].lower() or want in z["label"].lower())]
        if not match:
            names = ", ".join(sorted({z["key"] for z in zones}))
            self.say(self.w("[red]which zone?[/red] one of: {names} (add 'opp' for the opponent's)", names=escape(names)))
            return
        by_id = tboard.cards_by_id(t)
        for z in match:
            if z["layout"] == "hidden" or any(c.get("hidden") for c in z["cards"]):
                self.say(f"[bold]{escape(z['label'])}[/bold]: " + self.w("{n} card(s), face down", n=z["count"]))
                continue
            self.say(f"[bold]{escape(z['label'])}[/bold] ({z['count']}): "
                     + " · ".join(tboard.card_text(c, by_id) for c in z["cards"]))

    def refusal(self, answer: str, typed: tuple) -> str:
        """The engine's reason for refusing a typed answer: the game's own explanation
        (`rules.refusal(game, choice)`) if it has one, else the IllegalChoice message of
        applying it to a copy of the game (the game itself is never touched)."""
        from ..engine.state import IllegalChoice

        choice: Any = int(answer) - 1 if answer.lstrip("-").isdigit() else typed
        explained = self.game.rules.refusal(self.game, choice, self.lang)
        if explained is not None:
            return explained
        try:
            self.game.clone().apply(choice)
        except IllegalChoice as e:
            return engine_line("tcg", self.lang, str(e).split("; legal:")[0])
        return ""

    def w(self, text: str, /, **kw: object) -> str:
        """The terminal's words in the player's language (tcg/fr.toml)."""
        return tr("tcg", self.lang, text, **kw)


def _grouped(options: list[dict], level: int) -> list[tuple[str, list[int]]]:
    """Options grouped, in order: level 1, those that do one thing with one card ("play Cloud to
    ...", "move Lancer from front centre to ..."); level 2, those of one verb."""
    groups: dict[tuple, list[dict]] = {}
    for o in options:
        verb = o["label"].split(" ")[0]
        if level == 2:
            key: tuple = (verb,)
        elif o["cards"]:
            key = (verb, o["cards"][0])
        else:
            key = (o["label"].rsplit(" to ", 1)[0],) if " to " in o["label"] else (o["index"],)
        groups.setdefault(key, []).append(o)
    out = []
    for same in groups.values():
        if len(same) == 1:
            out.append((same[0]["label"], [same[0]["index"]]))
        else:
            head = _common(same[0]["label"], same[-1]["label"]).rstrip(" ,(")
            out.append((f"{head} … ({len(same)} choices)", [o["index"] for o in same]))
    return out


def _tail(label: str, head: str) -> str:
    """What a choice of a group adds to the group's line ("… to front left")."""
    return "… " + label[len(head):].lstrip(" ,(") if label.startswith(head) and len(label) > len(head) else label


def _common(a: str, b: str) -> str:
    """The longest common start of two labels, cut at a word."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n] if n == len(a) or a[n:n + 1] == " " else a[:n].rsplit(" ", 1)[0]


def _typed(answer: str) -> tuple:
    """A typed option: words, numbers as ints ("block 12 7" -> ("block", 12, 7))."""
    return tuple(int(w) if w.lstrip("-").isdigit() else w for w in answer.split())
